//! How to play, for each game: a short summary of the classic rules of Sleeping Queens,
//! the rules of Mad Queens, and every rule of both by its id (the rules book, the same
//! words as `docs/rules.md`).

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText, Ui},
};

use crate::game::keymap::KeyMap;
use crate::game::settings::Settings;
use crate::game::{
    states::Screen,
    text::mad_rules,
    theme::{palette::INK, widgets},
};
use crate::tr;
use crate::{i18n, rules_book};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules.run_if(in_state(Screen::Rules)),
    );
}

/// The summary, as (heading, paragraphs); a paragraph `(name, text)` starts with a
/// bold name, one with an empty name is plain text.
pub fn rules_summary() -> Vec<(String, Vec<(String, String)>)> {
    let plain = |text: String| (String::new(), text);
    vec![
        (tr!("how-goal"), vec![plain(tr!("how-goal-text"))]),
        (
            tr!("ref-your-turn"),
            vec![
                plain(tr!("how-turn-text")),
                (tr!("how-king"), tr!("how-king-text")),
                (tr!("card-knight"), tr!("how-knight-text")),
                (tr!("card-potion"), tr!("how-potion-text")),
                (tr!("card-jester"), tr!("how-jester-text")),
                (tr!("ref-numbers"), tr!("how-numbers-text")),
                (tr!("how-stuck"), tr!("how-stuck-text")),
            ],
        ),
        (
            tr!("how-special-queens"),
            vec![
                (tr!("queen-rose"), tr!("how-rose-text")),
                (tr!("how-cat-dog"), tr!("how-cat-dog-text")),
            ],
        ),
        (
            tr!("how-other-rule-sets"),
            vec![plain(tr!("how-other-rule-sets-text"))],
        ),
    ]
}

/// Which game's rules the page shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Shown {
    #[default]
    SleepingQueens,
    MadQueens,
    EveryRule,
}

fn draw_rules(
    mut contexts: EguiContexts,
    mut next_screen: ResMut<NextState<Screen>>,
    settings: Res<Settings>,
    mut shown: Local<Shown>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The heading and the tabs above, Back below; the page scrolls between them.
    widgets::menu_card_parts(ctx, "rules", 640.0, |card| {
        // On a short window the heading and tabs scroll with the page, which then
        // keeps room to be read.
        let roomy = card.roomy();
        if roomy {
            card.header(|ui| rules_head(ui, &mut shown));
        }
        let page = *shown;
        card.body_in(page as u8, |ui| {
            if !roomy {
                rules_head(ui, &mut shown);
            }
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| match page {
                Shown::SleepingQueens => rules_text(ui),
                Shown::MadQueens => mad_rules_text(ui, &settings.keys),
                Shown::EveryRule => every_rule_text(ui),
            });
        });
        card.actions(|ui| {
            if widgets::menu_button(ui, &tr!("menu-back"), true) || widgets::escape_pressed(ui) {
                next_screen.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// The page's heading and its tabs.
fn rules_head(ui: &mut Ui, shown: &mut Shown) {
    widgets::heading(ui, &tr!("rules-heading"));
    let tabs = [
        (Shown::SleepingQueens, tr!("rules-tab-sleeping-queens")),
        (Shown::MadQueens, tr!("rules-tab-mad-queens")),
        (Shown::EveryRule, tr!("rules-tab-every-rule")),
    ];
    // Wrapping only where a window is narrower than the three tabs.
    ui.horizontal_wrapped(|ui| {
        // Centred, as wide as the tabs are in this language.
        let pad = 2.0 * ui.spacing().button_padding.x;
        let wide: f32 = tabs
            .iter()
            .map(|(_, label)| {
                let font = egui::FontId::proportional(18.0);
                ui.painter()
                    .layout_no_wrap(label.clone(), font, INK)
                    .size()
                    .x
                    + pad
            })
            .sum::<f32>()
            + ui.spacing().item_spacing.x;
        ui.add_space(((ui.available_width() - wide) / 2.0).max(0.0));
        for (game, label) in tabs {
            let text = RichText::new(label).size(18.0);
            if ui.selectable_label(*shown == game, text).clicked() {
                *shown = game;
            }
        }
    });
    widgets::gold_rule(ui);
}

fn mad_rules_text(ui: &mut Ui, keys: &KeyMap) {
    widgets::subheading(ui, &tr!("mad-rules-subheading"));
    for (name, text) in mad_rules(keys) {
        widgets::named_paragraph(ui, &name, &text, None);
    }
}

/// The rules book: each chapter, then each rule under its id.
fn every_rule_text(ui: &mut Ui) {
    widgets::named_paragraph(ui, "", &i18n::message("rules-book-intro"), None);
    book_chapters(ui, rules_book::BOOK.iter(), |_| true, None);
}

/// `chapters` of the rules book in the words of `docs/rules.md`: each heading, its
/// paragraph, and each rule in force (`in_force`) under its id, in words of `size`
/// (the body's unless told). A house-rules chapter with no rule in force is left out.
/// The Rules screen and F1 at a table draw the book this one way.
pub fn book_chapters<'a>(
    ui: &mut Ui,
    chapters: impl Iterator<Item = &'a rules_book::Chapter>,
    in_force: impl Fn(&str) -> bool,
    size: Option<f32>,
) {
    for chapter in chapters {
        let rules: Vec<&str> = chapter
            .rules
            .iter()
            .copied()
            .filter(|id| in_force(id))
            .collect();
        if rules.is_empty() && (chapter.text.is_none() || chapter.scope == rules_book::Scope::House)
        {
            continue;
        }
        let heading = i18n::message(chapter.heading);
        match size {
            Some(size) => {
                ui.label(RichText::new(heading).size(size + 2.0));
            }
            None => widgets::subheading(ui, &heading),
        }
        if let Some(text) = chapter.text {
            widgets::named_paragraph(ui, "", &i18n::message(text), size);
        }
        for id in rules {
            widgets::named_paragraph(ui, id, &rules_book::rule_text(id), size);
        }
    }
}

fn rules_text(ui: &mut Ui) {
    for (heading, paragraphs) in rules_summary() {
        widgets::subheading(ui, &heading);
        for (name, text) in paragraphs {
            widgets::named_paragraph(ui, &name, &text, None);
        }
    }
}
