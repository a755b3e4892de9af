//! How to play, for each game: a short summary of the classic rules of Sleeping Queens
//! (RULES.md §3) and the rules of Mad Queens (§5).

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText, Ui},
};

use crate::game::{
    mad_table::mad_rules,
    states::Screen,
    theme::{palette::INK, widgets},
};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules.run_if(in_state(Screen::Rules)),
    );
}

/// The summary, as (heading, paragraphs); a paragraph `("Name", "text")` starts with a
/// bold name, one with an empty name is plain text.
pub const RULES_SUMMARY: &[(&str, &[(&str, &str)])] = &[
    (
        "The goal",
        &[(
            "",
            "Twelve queens lie face down in the middle of the table, fast asleep. \
             Wake them, steal them and keep them: with 2 or 3 players the first to own \
             5 queens or 50 points wins; with 4 or 5 players, 4 queens or 40 points. \
             If every queen is awake before that, the most points wins.",
        )],
    ),
    (
        "Your turn",
        &[
            (
                "",
                "You hold 5 cards. Play one of the moves below, then draw back up to 5.",
            ),
            (
                "King",
                "wake any sleeping queen: pick a face-down card, she is now yours.",
            ),
            (
                "Knight",
                "steal a queen from another player. They may block it with a Dragon.",
            ),
            (
                "Sleeping Potion",
                "put another player's queen back to sleep. They may block it with a \
                 Magic Wand.",
            ),
            (
                "Jester",
                "turn up the top card of the draw pile. A power card goes to your hand \
                 and you play again. A number counts that many players round the table, \
                 starting with you, and the player it reaches wakes a queen.",
            ),
            (
                "Numbers",
                "discard one number card, a pair, or an addition such as 2\u{a0}+\u{a0}3\u{a0}=\u{a0}5 or \
                 1\u{a0}+\u{a0}2\u{a0}+\u{a0}6\u{a0}=\u{a0}9, and draw as many cards as you discarded.",
            ),
            (
                "Stuck?",
                "Dragons and Magic Wands are only played to block. If you cannot play \
                 anything else, discard one card and draw one.",
            ),
        ],
    ),
    (
        "Special queens",
        &[
            ("Rose Queen", "when you wake her, wake one more queen."),
            (
                "Cat and Dog Queens",
                "they do not get along: if you wake one while you own the other, she \
                 goes straight back to sleep.",
            ),
        ],
    ),
    (
        "Other rule sets",
        &[(
            "",
            "The extended rules give every king and many queens a power of their own; \
             they are explained when you choose them for a new game.",
        )],
    ),
];

/// Which game's rules the page shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Shown {
    #[default]
    SleepingQueens,
    MadQueens,
}

fn draw_rules(
    mut contexts: EguiContexts,
    mut next_screen: ResMut<NextState<Screen>>,
    mut shown: Local<Shown>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Leave room for the heading, the game tabs, the Back button and the card's margins.
    let text_height = (ctx.content_rect().height() - 300.0).max(120.0);
    widgets::menu_card(ctx, "rules", 640.0, |ui| {
        widgets::heading(ui, &tr!("rules-heading"));
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 330.0).max(0.0) / 2.0);
            for (game, label) in [
                (Shown::SleepingQueens, tr!("rules-tab-sleeping-queens")),
                (Shown::MadQueens, tr!("rules-tab-mad-queens")),
            ] {
                let text = RichText::new(label).size(18.0).color(INK);
                if ui.selectable_label(*shown == game, text).clicked() {
                    *shown = game;
                }
            }
        });
        widgets::gold_rule(ui);
        egui::ScrollArea::vertical()
            .id_salt(*shown as u8)
            .max_height(text_height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.with_layout(
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| match *shown {
                        Shown::SleepingQueens => rules_text(ui),
                        Shown::MadQueens => mad_rules_text(ui),
                    },
                );
            });
        ui.add_space(8.0);
        if widgets::menu_button(ui, &tr!("menu-back"), true) || widgets::escape_pressed(ui) {
            next_screen.set(Screen::Title);
        }
    });
    Ok(())
}

fn mad_rules_text(ui: &mut Ui) {
    widgets::subheading(ui, &tr!("mad-rules-subheading"));
    for (name, text) in mad_rules() {
        widgets::named_paragraph(ui, &name, text);
    }
}

fn rules_text(ui: &mut Ui) {
    for (heading, paragraphs) in RULES_SUMMARY {
        widgets::subheading(ui, heading);
        for (name, text) in *paragraphs {
            widgets::named_paragraph(ui, name, *text);
        }
    }
}
