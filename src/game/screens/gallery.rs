//! The card gallery (from the title, and from the pause menu over a table): every card
//! with its picture, its points and what it does under each rule set, side by side; and
//! Mad Queens' cards with what they do there.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Ui};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle};

use crate::game::assets::{CardImages, CardKind, PlayingImages};
use crate::game::states::Screen;
use crate::game::text::{card_ability, card_name, queen_ability, queen_name, rule_set_name};
use crate::game::theme::widgets;
use crate::mad_queens::{PlayingCard, Suit};
use crate::sleeping_queens::{Card, CardId, King, Queen, RuleSet};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GalleryTab>();
    app.add_systems(
        EguiPrimaryContextPass,
        draw_gallery_screen.run_if(in_state(Screen::Gallery)),
    );
}

/// Which game's cards the gallery shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GalleryTab {
    #[default]
    SleepingQueens,
    MadQueens,
}

/// One row of the gallery: a picture, a name with its points and count, and what the
/// card does (one text per column).
pub struct GalleryRow {
    pub picture: Option<Handle<Image>>,
    pub name: String,
    pub detail: String,
    pub does: Vec<String>,
}

/// A section of rows under a heading.
pub struct GallerySection {
    pub heading: String,
    pub rows: Vec<GalleryRow>,
}

/// How many of a kind the deck holds.
fn in_deck(card: Card) -> usize {
    CardId::all().filter(|c| c.card() == card).count()
}

/// Sleeping Queens' cards: queens, kings, the other power cards, numbers; what each does
/// under `classic` and under `extended`.
pub fn sleeping_queens_sections(images: &CardImages) -> Vec<GallerySection> {
    let sets = [RuleSet::classic(), RuleSet::extended()];
    let face = |kind: CardKind| images.faces.get(&kind).cloned();
    let queens = Queen::ALL
        .into_iter()
        .map(|q| GalleryRow {
            picture: face(CardKind::Queen(q)),
            name: queen_name(q),
            detail: tr!("gallery-points", points = q.points()),
            does: sets
                .iter()
                .map(|r| queen_ability(q, r).unwrap_or_else(|| tr!("gallery-no-ability")))
                .collect(),
        })
        .collect();
    let deck_row = |card: Card| GalleryRow {
        picture: face(CardKind::Deck(card)),
        name: card_name(card),
        detail: tr!("gallery-in-deck", count = in_deck(card)),
        does: sets.iter().map(|r| card_ability(card, r)).collect(),
    };
    let kings = King::ALL
        .into_iter()
        .map(|k| deck_row(Card::King(k)))
        .collect();
    let power = [
        Card::Knight,
        Card::Dragon,
        Card::Potion,
        Card::Wand,
        Card::Jester,
    ]
    .into_iter()
    .map(deck_row)
    .collect();
    let numbers = GalleryRow {
        picture: face(CardKind::Deck(Card::Number(5))),
        name: tr!("gallery-numbers"),
        detail: tr!(
            "gallery-in-deck",
            count = (1..=10).map(|n| in_deck(Card::Number(n))).sum::<usize>()
        ),
        does: sets
            .iter()
            .map(|r| card_ability(Card::Number(1), r))
            .collect(),
    };
    vec![
        GallerySection {
            heading: tr!("ref-queens"),
            rows: queens,
        },
        GallerySection {
            heading: tr!("ref-kings"),
            rows: kings,
        },
        GallerySection {
            heading: tr!("gallery-power-cards"),
            rows: power,
        },
        GallerySection {
            heading: tr!("ref-numbers"),
            rows: vec![numbers],
        },
    ]
}

/// Mad Queens' cards, by what they do there (one column: the game has one rule set).
pub fn mad_queens_sections(images: &PlayingImages) -> Vec<GallerySection> {
    let face = |card: PlayingCard| images.faces.get(&card).cloned();
    let rows = vec![
        GalleryRow {
            picture: face(PlayingCard::new(Suit::Clubs, 7)),
            name: tr!("gallery-mad-plain"),
            detail: tr!("gallery-mad-plain-points"),
            does: vec![tr!("gallery-mad-plain-does")],
        },
        GalleryRow {
            picture: face(PlayingCard::new(Suit::Hearts, 9)),
            name: tr!("gallery-mad-hearts"),
            detail: tr!("gallery-mad-hearts-points"),
            does: vec![tr!("gallery-mad-hearts-does")],
        },
        GalleryRow {
            picture: face(PlayingCard::new(Suit::Spades, 12)),
            name: tr!("mad-rules-queens"),
            detail: tr!("gallery-mad-queens-count"),
            does: vec![tr!("mad-rules-queens-text")],
        },
        GalleryRow {
            picture: face(PlayingCard::JOKERS[0]),
            name: tr!("mad-rules-jokers"),
            detail: tr!("gallery-mad-jokers-count"),
            does: vec![tr!("mad-rules-jokers-text")],
        },
    ];
    // What lies on the table besides the cards revealed: the backs, the banned cards
    // (and what a banned joker does), a player's temporary banned cards.
    let table = vec![
        GalleryRow {
            picture: Some(images.back.clone()),
            name: tr!("gallery-mad-back"),
            detail: tr!("gallery-mad-back-detail"),
            does: vec![tr!("gallery-mad-back-does")],
        },
        GalleryRow {
            picture: Some(images.banned_marker.clone()),
            name: tr!("gallery-mad-banned"),
            detail: tr!("gallery-mad-banned-detail"),
            does: vec![tr!("mad-rules-banned-text")],
        },
        GalleryRow {
            picture: face(PlayingCard::JOKERS[1]),
            name: tr!("gallery-mad-banned-joker"),
            detail: tr!("gallery-mad-banned-joker-detail"),
            does: vec![tr!("gallery-mad-banned-joker-does")],
        },
        GalleryRow {
            picture: Some(images.temporary_marker.clone()),
            name: tr!("mad-rules-temporary"),
            detail: tr!("gallery-mad-temporary-detail"),
            does: vec![tr!("mad-rules-temporary-text")],
        },
    ];
    vec![
        GallerySection {
            heading: tr!("gallery-mad-deck"),
            rows,
        },
        GallerySection {
            heading: tr!("gallery-mad-table"),
            rows: table,
        },
    ]
}

/// Draws `sections` in a grid: picture, name, then one column per entry of `columns`
/// (it scrolls with its card's body).
pub fn gallery_grid(
    ui: &mut Ui,
    contexts: &mut EguiContexts,
    sections: &[GallerySection],
    columns: &[String],
) {
    let text_width = if columns.len() > 1 { 250.0 } else { 460.0 };
    {
        {
            for section in sections {
                ui.add_space(6.0);
                widgets::subheading(ui, &section.heading);
                egui::Grid::new(("gallery", section.heading.as_str()))
                    .num_columns(2 + columns.len())
                    .spacing([14.0, 8.0])
                    .min_col_width(72.0)
                    .max_col_width(text_width)
                    .striped(true)
                    .show(ui, |ui| {
                        // The corner's two cells are empty (nothing a screen reader reads).
                        ui.allocate_space(egui::Vec2::ZERO);
                        ui.allocate_space(egui::Vec2::ZERO);
                        for c in columns {
                            ui.label(RichText::new(c).strong());
                        }
                        ui.end_row();
                        for row in &section.rows {
                            match &row.picture {
                                Some(h) => {
                                    let id = contexts.add_image(EguiTextureHandle::Weak(h.id()));
                                    ui.add(
                                        egui::Image::new((id, egui::vec2(72.0, 101.0)))
                                            .corner_radius(6.0),
                                    );
                                }
                                None => {
                                    ui.allocate_space(egui::Vec2::ZERO);
                                }
                            }
                            ui.vertical(|ui| {
                                ui.set_max_width(150.0);
                                ui.label(RichText::new(&row.name).strong());
                                ui.label(RichText::new(&row.detail).small());
                            });
                            for text in &row.does {
                                // Left-aligned, wrapped at the column's width.
                                ui.add(egui::Label::new(RichText::new(text)).wrap());
                            }
                            ui.end_row();
                        }
                    });
            }
        }
    }
}

/// The gallery's tabs, for the title's screen and the pause menu alike.
pub fn gallery_tabs(ui: &mut Ui, tab: &mut GalleryTab) {
    ui.horizontal(|ui| {
        ui.selectable_value(tab, GalleryTab::SleepingQueens, tr!("title-name"));
        ui.selectable_value(tab, GalleryTab::MadQueens, tr!("title-mad-queens"));
    });
}

/// The gallery's grid for the tab chosen, for the title's screen and the pause menu.
pub fn gallery_body(
    ui: &mut Ui,
    contexts: &mut EguiContexts,
    tab: GalleryTab,
    cards: &CardImages,
    playing: &PlayingImages,
) {
    match tab {
        GalleryTab::SleepingQueens => {
            let columns = [rule_set_name("classic"), rule_set_name("extended")];
            gallery_grid(ui, contexts, &sleeping_queens_sections(cards), &columns);
        }
        GalleryTab::MadQueens => {
            let columns = [tr!("gallery-mad-does")];
            gallery_grid(ui, contexts, &mad_queens_sections(playing), &columns);
        }
    }
}

fn draw_gallery_screen(
    mut contexts: EguiContexts,
    mut tab: ResMut<GalleryTab>,
    cards: Res<CardImages>,
    playing: Res<PlayingImages>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // The heading and tabs above, Back below; the cards scroll between them.
    widgets::menu_card_parts(&ctx, "gallery", 760.0, |card| {
        card.header(|ui| {
            widgets::heading(ui, &tr!("gallery-heading"));
            widgets::gold_rule(ui);
            gallery_tabs(ui, &mut tab);
        });
        card.body_in(*tab, |ui| {
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                gallery_body(ui, &mut contexts, *tab, &cards, &playing);
            });
        });
        card.actions(|ui| {
            if widgets::menu_button(ui, &tr!("menu-back"), true) {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gallery_shows_every_card_under_each_rule_set() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let sections = sleeping_queens_sections(&CardImages::default());
        let rows: Vec<&GalleryRow> = sections.iter().flat_map(|s| &s.rows).collect();
        // 12 queens, 8 kings, 5 other power cards, the numbers.
        assert_eq!(rows.len(), 12 + 8 + 5 + 1);
        assert!(
            rows.iter()
                .all(|r| r.does.len() == 2 && r.does.iter().all(|d| !d.is_empty()))
        );
        // Every deck card is counted once.
        let counted: usize = rows
            .iter()
            .skip(12)
            .map(|r| {
                r.detail
                    .split_whitespace()
                    .next()
                    .unwrap()
                    .parse::<usize>()
                    .unwrap()
            })
            .sum();
        assert_eq!(counted, CardId::all().count());
        // A King does more under extended than under classic.
        let king = &sections[1].rows[0];
        assert_ne!(king.does[0], king.does[1]);
        let mad = mad_queens_sections(&PlayingImages::default());
        assert_eq!(mad[0].rows.len(), 4);
        // The table's cards: the backs, the banned cards, a banned joker, the temporary.
        assert_eq!(mad[1].rows.len(), 4);
        assert!(
            mad.iter()
                .flat_map(|s| &s.rows)
                .all(|r| !r.does[0].is_empty())
        );
    }
}
