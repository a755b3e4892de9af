//! The end of a game: who won and why, each seat's queens and points, and how the
//! points went turn by turn. Rematch keeps the setup.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Color32, RichText},
};

use crate::advice::reviewed_seat;
use crate::game::next_game::{GameConfig, OpenTable};
use crate::game::screens::review::OpenReview;
use crate::game::sleeping_queens::engine::Match;
use crate::game::sleeping_queens::present::TableShown;
use crate::game::states::Screen;
use crate::game::text::{end_reason_under, queen_short};
use crate::game::theme::widgets;
use crate::save::{LoadedGame, LoadedSave};
use crate::sleeping_queens::Switch;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_results.run_if(
            in_state(Screen::Results)
                .and_then(resource_exists::<Match>)
                .and_then(resource_exists::<TableShown>),
        ),
    );
}

const LINE_COLOURS: [Color32; 5] = [
    Color32::from_rgb(0xE8, 0x64, 0x5A),
    Color32::from_rgb(0x3B, 0x5B, 0xA9),
    Color32::from_rgb(0x4C, 0xAF, 0x7A),
    Color32::from_rgb(0x8E, 0x7C, 0xC3),
    Color32::from_rgb(0xF2, 0x9E, 0x4C),
];

fn draw_results(
    mut contexts: EguiContexts,
    game: Res<Match>,
    shown: Res<TableShown>,
    mut open: MessageWriter<OpenTable>,
    mut review: MessageWriter<OpenReview>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = game.state();
    let Some(outcome) = state.outcome() else {
        return Ok(());
    };
    widgets::menu_card(ctx, "results", 640.0, |ui| {
        let winners: Vec<String> = outcome
            .winners
            .iter()
            .map(|s| game.name(*s).to_string())
            .collect();
        let title = if outcome.winners.len() == 1 && game.people() == outcome.winners {
            tr!("results-you-win")
        } else if winners.len() == 1 {
            tr!("results-wins", name = winners[0].clone())
        } else {
            tr!("results-share", names = crate::i18n::and_list(&winners))
        };
        widgets::heading(ui, &title);
        let why = end_reason_under(outcome.reason, state.rules(), state.seat_count() as usize);
        ui.label(RichText::new(why).italics());
        // A practice game, the decisions taken back and the hints are said with the result.
        let mut marks = Vec::new();
        if game.config().practice {
            marks.push(tr!("results-practice"));
        }
        if game.take_backs() > 0 {
            marks.push(tr!("results-take-backs", count = game.take_backs()));
        }
        if game.hints() > 0 {
            marks.push(tr!("results-hints", count = game.hints()));
        }
        if !marks.is_empty() {
            ui.label(RichText::new(marks.join(" · ")).small());
        }
        widgets::gold_rule(ui);
        widgets::centred(ui, "scores", |ui| {
            egui::Grid::new("scores")
                .num_columns(4)
                .striped(true)
                .spacing([16.0, 4.0])
                .max_col_width(300.0)
                .show(ui, |ui| {
                    ui.label(RichText::new(tr!("results-player")).strong());
                    ui.label(RichText::new(tr!("results-points")).strong());
                    ui.label(RichText::new(tr!("results-queens")).strong());
                    ui.label(RichText::new("").strong());
                    ui.end_row();
                    for seat in 0..state.seat_count() {
                        let name = game.name(seat);
                        let rainbow_counts_twice = state.rules().on(Switch::Rainbow);
                        let queens: Vec<String> = state
                            .owned(seat)
                            .iter()
                            .map(|q| {
                                let name = queen_short(q.queen);
                                // X-Q-RAI: say why the count is one more than the names.
                                if rainbow_counts_twice
                                    && q.queen == crate::sleeping_queens::Queen::Rainbow
                                {
                                    tr!("results-counts-as-two", queen = name)
                                } else {
                                    name
                                }
                            })
                            .collect();
                        ui.label(
                            RichText::new(name)
                                .color(LINE_COLOURS[seat as usize % 5])
                                .strong(),
                        );
                        ui.label(state.points(seat).to_string());
                        ui.label(state.queen_count(seat).to_string());
                        // The names wrap inside the card (the column's width is capped),
                        // however long a language says them.
                        ui.add(egui::Label::new(queens.join(&tr!("list-comma"))).wrap());
                        ui.end_row();
                    }
                });
        });
        ui.label(tr!("results-turns", turns = state.turn()));
        points_chart(ui, &game, &shown);
        chart_key(ui, &game);
        ui.add_space(6.0);
        // The buttons side by side, centred under the chart (Review for one person at a
        // table of bots).
        // A game played over the network has its record on the server: no review, and
        // a new game is set up there.
        let here = !game.game().is_mirror();
        let reviewable = here && reviewed_seat(&people_of(&game)).is_some();
        let buttons = 1.0 + f32::from(u8::from(reviewable)) + f32::from(u8::from(here));
        let gap = ui.spacing().item_spacing.x;
        let width = if reviewable {
            190.0
        } else {
            widgets::BUTTON_WIDTH
        };
        let room = ui.available_width() - buttons * width - (buttons - 1.0) * gap;
        ui.horizontal(|ui| {
            ui.add_space((room / 2.0).max(0.0));
            if reviewable && widgets::menu_button_sized(ui, &tr!("results-review"), width) {
                review.write(OpenReview {
                    save: Box::new(LoadedSave {
                        file: game.save_file(&tr!("review-game-name"), 0),
                        game: LoadedGame::SleepingQueens(Box::new(game.game().clone())),
                    }),
                    back: Screen::Results,
                });
            }
            if here && widgets::menu_button_sized(ui, &tr!("results-rematch"), width) {
                // The same seats and rules (even of a game loaded from a save), a new deal.
                open.write(OpenTable::New(GameConfig {
                    seed: None,
                    ..game.config().clone()
                }));
            }
            if widgets::menu_button_sized(ui, &tr!("results-main-menu"), width) {
                next_screen.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// Which seats are people.
fn people_of(game: &Match) -> Vec<bool> {
    let people = game.people();
    (0..game.state().seat_count())
        .map(|s| people.contains(&s))
        .collect()
}

/// Each seat's points at the start of every turn, as lines, over axes: turns along
/// the bottom, points up the side.
/// Whose each of the chart's lines is: a short line of its colour, then the name.
fn chart_key(ui: &mut egui::Ui, game: &Match) {
    ui.horizontal_wrapped(|ui| {
        for seat in 0..game.state().seat_count() {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 12.0), egui::Sense::hover());
            ui.painter().hline(
                rect.x_range(),
                rect.center().y,
                egui::Stroke::new(2.5, LINE_COLOURS[seat as usize % 5]),
            );
            ui.label(RichText::new(game.name(seat)).size(14.0));
            ui.add_space(8.0);
        }
    });
}

fn points_chart(ui: &mut egui::Ui, game: &Match, shown: &TableShown) {
    let (outer, _) = ui.allocate_exact_size(egui::vec2(560.0, 160.0), egui::Sense::hover());
    let painter = ui.painter_at(outer);
    let ink = ui.visuals().text_color();
    let font = egui::FontId::proportional(11.0);
    let faint = egui::Stroke::new(1.0, ink.gamma_multiply(0.25));
    // Room for the point labels on the left and the turn labels below.
    let rect = egui::Rect::from_min_max(
        outer.left_top() + egui::vec2(30.0, 6.0),
        outer.right_bottom() - egui::vec2(8.0, 18.0),
    );
    let state = game.state();
    let turns = shown
        .points
        .iter()
        .map(|p| p.len())
        .max()
        .unwrap_or(0)
        .max(2);
    // The scale takes in the final points too (the last turn may end the game).
    let last = (0..state.seat_count())
        .map(|s| state.points(s))
        .max()
        .unwrap_or(0);
    let top = shown
        .points
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(0)
        .max(last)
        .max(50);
    let top = top.div_ceil(10) * 10;
    let x_of = |t: f32| rect.left() + rect.width() * t / (turns - 1) as f32;
    let y_of = |p: f32| rect.bottom() - rect.height() * p / top as f32;
    // Points: a faint line every 10 (every 20 past 100), labelled.
    let step = if top > 100 { 20 } else { 10 };
    for p in (0..=top).step_by(step as usize) {
        let y = y_of(p as f32);
        painter.hline(rect.x_range(), y, faint);
        painter.text(
            egui::pos2(rect.left() - 4.0, y),
            egui::Align2::RIGHT_CENTER,
            p.to_string(),
            font.clone(),
            ink,
        );
    }
    // Turns: a tick every 5 (or 10, or 20 in a long game), labelled.
    let every = match turns {
        0..=30 => 5,
        31..=60 => 10,
        _ => 20,
    };
    for t in (0..turns).step_by(every) {
        let x = x_of(t as f32);
        painter.vline(x, rect.bottom()..=rect.bottom() + 4.0, faint);
        painter.text(
            egui::pos2(x, rect.bottom() + 4.0),
            egui::Align2::CENTER_TOP,
            (t + 1).to_string(),
            font.clone(),
            ink,
        );
    }
    painter.line_segment(
        [rect.left_bottom(), rect.right_bottom()],
        egui::Stroke::new(1.5, ink),
    );
    painter.line_segment(
        [rect.left_top(), rect.left_bottom()],
        egui::Stroke::new(1.5, ink),
    );
    for (seat, row) in shown.points.iter().enumerate() {
        let mut pts: Vec<egui::Pos2> = row
            .iter()
            .enumerate()
            .map(|(t, p)| egui::pos2(x_of(t as f32), y_of(*p as f32)))
            .collect();
        pts.push(egui::pos2(
            rect.right(),
            y_of(state.points(seat as u8) as f32),
        ));
        painter.add(egui::Shape::line(
            pts,
            egui::Stroke::new(2.5, LINE_COLOURS[seat % 5]),
        ));
    }
    painter.text(
        rect.left_top() + egui::vec2(6.0, 0.0),
        egui::Align2::LEFT_TOP,
        tr!("results-chart"),
        font,
        ink,
    );
}
