//! The Mad Queens table's words (egui, which only writes messages): the players'
//! plates, the prompt with the odds, the last round's summary, the log, the hot-seat
//! cover and the results with points by round. The windows over it (the pause menu,
//! the rules, settings, the gallery) are both tables' (`game::pause`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Align2, RichText},
};

use super::engine::{MadChoose, MadMatch};
use super::hints::{MadAskHint, MadAsked, MadHinting, can_hint};
use super::shown::{LiftCover, MadShown, MadView, SkipShow, points_by_round, summary_line};
use super::sprites::{CARD, MINE_TINY, SMALL, at, others, panel_centre, queens_fan_right};
use crate::advice::reviewed_seat;
use crate::game::decision::Hold;
use crate::game::egui_input::tab_stop;
use crate::game::hinting::{HintButton, HintTip, helper_buttons, hint_lines, menu_button};
use crate::game::keymap::{Command, KeyMap};
use crate::game::next_game::{OpenReview, OpenTable};
use crate::game::play::TakeBack;
use crate::game::replay::{BarAsk, LeaveReplayTo, Replay, ReplayControl, replay_bar_at};
use crate::game::settings::Settings;
use crate::game::states::{Menu, Paused, Screen};
use crate::game::text::{kind_label, mad_choice_words};
use crate::game::theme::palette::{CREAM, INK};
use crate::game::theme::style::screen_pos;
use crate::game::theme::widgets;
use crate::i18n::and_list;
use crate::mad_queens::{GameEnd, MadAction, MadDecision, MadGame, Seat};
use crate::save::{LoadedGame, LoadedSave};
use crate::seats::SeatKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MadWindows>();
    app.add_systems(
        Update,
        toggle_windows.run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            skip_on_click,
            plates,
            prompt,
            round_summary,
            log,
            cover,
            replay_bar,
            results,
        )
            .chain()
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
}

/// Which of the table's own windows are open (the log; the windows over the table
/// are the pause menu's, `states::Menu`).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadWindows {
    pub log: bool,
}

impl Default for MadWindows {
    fn default() -> Self {
        MadWindows { log: true }
    }
}

/// L opens and closes the log.
fn toggle_windows(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    settings: Res<Settings>,
    mut windows: ResMut<MadWindows>,
) {
    if keys.is_some_and(|k| settings.keys.pressed(&k, Command::Log)) {
        windows.log = !windows.log;
    }
}

/// A click on the felt skips what is being shown (Space does too: `players::keys`).
fn skip_on_click(mut contexts: EguiContexts, mut skip: MessageWriter<SkipShow>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx.input(|i| i.pointer.primary_clicked()) && !ctx.is_pointer_over_egui() {
        skip.write(SkipShow);
    }
    Ok(())
}

/// The results chart's axes, inside its frame `rect`: points up the left (0 and the
/// most any player had), rounds along the bottom (the first and the last), and what
/// each axis counts.
fn chart_axes(ui: &egui::Ui, painter: &egui::Painter, rect: egui::Rect, best: u32, rounds: usize) {
    let ink = ui.visuals().text_color();
    let font = egui::FontId::proportional(12.0);
    let text = |at: egui::Pos2, pivot: Align2, words: String| {
        painter.text(at, pivot, words, font.clone(), ink);
    };
    text(
        rect.left_top() + egui::vec2(4.0, 2.0),
        Align2::LEFT_TOP,
        best.to_string(),
    );
    text(
        rect.left_bottom() + egui::vec2(4.0, -2.0),
        Align2::LEFT_BOTTOM,
        "0".into(),
    );
    text(
        rect.center_top() + egui::vec2(0.0, 2.0),
        Align2::CENTER_TOP,
        tr!("mad-results-axis-points"),
    );
    let below = rect.bottom() + 2.0;
    text(
        egui::pos2(rect.left() + 8.0, below),
        Align2::LEFT_TOP,
        tr!("mad-round", round = 1),
    );
    if rounds > 1 {
        text(
            egui::pos2(rect.right() - 8.0, below),
            Align2::RIGHT_TOP,
            tr!("mad-round", round = rounds),
        );
    }
}

fn out_words(end: GameEnd) -> String {
    match end {
        GameEnd::CannotPay => tr!("mad-out-cannot-pay"),
        GameEnd::FourthQueen => tr!("mad-out-fourth-queen"),
        GameEnd::DeckEmpty => tr!("mad-out-deck-empty"),
        GameEnd::Stopped => tr!("mad-out-stopped"),
    }
}

/// Each player's plate: name, deck, bank and points, queens; the seat on screen's plate
/// sits above its bank.
fn plates(
    mut contexts: EguiContexts,
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    view: Res<MadView>,
    settings: Res<Settings>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let viewer = if view.covered { None } else { view.seat };
    // The chance that the next card busts, on the plate of the person deciding (the
    // prompt keeps to one line, clear of their row).
    let odds = view
        .person_deciding(&game)
        .filter(|_| settings.mad_odds && shown.at_rest())
        .map(|seat| {
            let obs = game.game().state().observe(seat);
            tr!(
                "mad-odds",
                percent = format!("{:.0}", 100.0 * obs.bust_chance())
            )
        });
    let model = &shown.model;
    let band = others(model, viewer);
    for (s, p) in model.seats.iter().enumerate() {
        let s = s as Seat;
        let mine = Some(s) == viewer;
        let anchor = if mine {
            // A little left of the middle: its width is the words', and in a small
            // window it reached the waiting queens on its right.
            Vec2::new(-24.0, -128.0)
        } else {
            panel_centre(&band, s, viewer.is_none()) + Vec2::new(0.0, 78.0)
        };
        let Some(pos) = screen_pos(ctx, &camera, anchor) else {
            continue;
        };
        let deciding = game.decides(s);
        egui::Area::new(plate_id(s))
            .fixed_pos(pos)
            .pivot(Align2::CENTER_CENTER)
            .order(egui::Order::Middle)
            .interactable(false)
            .show(ctx, |ui| {
                widgets::plate(mine && deciding).show(ui, |ui| {
                    ui.set_min_width(190.0);
                    // Close lines: the person's plate stands between the banned cards
                    // and their row.
                    ui.spacing_mut().item_spacing.y = 2.0;
                    let name = match game.seat_kind(s) {
                        // "You" needs no "(you)".
                        _ if mine && game.name(s) != tr!("seat-default-you") => {
                            tr!("mad-plate-you", name = game.name(s))
                        }
                        SeatKind::Human | SeatKind::Remote | SeatKind::RemoteBot(_) => {
                            game.name(s).to_string()
                        }
                        SeatKind::Bot(kind) => tr!(
                            "mad-plate-bot",
                            name = game.name(s),
                            kind = kind_label(Some(SeatKind::Bot(kind)))
                        ),
                    };
                    ui.label(RichText::new(name).strong().size(15.0));
                    ui.label(
                        RichText::new(tr!(
                            "mad-plate-counts",
                            points = p.bank_points,
                            bank = p.bank,
                            deck = p.deck
                        ))
                        .size(12.5),
                    );
                    let mut line = tr!("mad-plate-queens", queens = p.queens.len());
                    if !p.temporary.is_empty() {
                        line.push_str(&tr!("mad-plate-temporary", cards = p.temporary.len()));
                    }
                    ui.label(RichText::new(line).size(12.5));
                    if let Some(end) = p.out {
                        ui.label(RichText::new(out_words(end)).italics().size(12.5));
                    }
                    if let Some(odds) = odds.as_ref().filter(|_| mine) {
                        ui.label(RichText::new(odds).italics().size(12.5));
                    }
                });
            });
    }
    // Labels for the middle of the table, and for the piles of the seat on screen.
    // Centred under or over their piles, but for the fans' (below).
    let centred = |world: Vec2, text: String| (world, text, Align2::CENTER_CENTER);
    let mut labels = vec![
        centred(
            at::BANNED_DECK + Vec2::new(0.0, -95.0),
            tr!("mad-banned-deck", cards = model.banned_deck),
        ),
        centred(
            at::BANNED[0] + Vec2::new(70.0, -95.0),
            tr!("mad-banned-cards"),
        ),
        centred(
            at::BANNED_DISCARD + Vec2::new(0.0, -95.0),
            tr!("mad-banned-discard"),
        ),
    ];
    if let Some(me) = viewer.and_then(|s| model.seats.get(s as usize)) {
        // Above each of the row's piles: below them is the prompt's bar.
        let above = Vec2::new(0.0, CARD.y / 2.0 + 10.0);
        labels.extend([
            centred(at::DECK + above, tr!("mad-pile-deck")),
            centred(at::DISCARD + above, tr!("mad-pile-discard")),
            centred(at::BANK + above, tr!("mad-pile-bank")),
        ]);
        // Under the waiting queens' and temporary cards' fans, from their left edge (a
        // fan spreads right): above them are the banned cards' labels.
        let small = Vec2::new(-SMALL.x / 2.0, -(SMALL.y / 2.0 + 9.0));
        for (pile, at, text) in [
            (&me.waiting, at::WAITING, tr!("mad-pile-waiting")),
            (&me.temporary, at::TEMPORARY, tr!("mad-pile-temporary")),
        ] {
            if !pile.is_empty() {
                labels.push((at + small, text, Align2::LEFT_CENTER));
            }
        }
        // Right of the revealed queens' fan, where the table is bare: under it, the
        // label ran into the discard pile's on a small window.
        if !me.queens.is_empty() {
            labels.push((
                Vec2::new(queens_fan_right(me.queens.len()) + 8.0, at::QUEENS.y),
                tr!("mad-pile-queens"),
                Align2::LEFT_CENTER,
            ));
        }
    }
    // The others' piles say what they are on a ribbon along each card's head (under
    // them lie their waiting and revealed queens, and the round's summary may graze
    // their foot: no room for words there).
    let band = others(model, viewer);
    for &s in &band {
        let Some(p) = model.seats.get(s as usize) else {
            continue;
        };
        let c = panel_centre(&band, s, viewer.is_none());
        let head = Vec2::new(0.0, SMALL.y / 2.0 - 9.0);
        for (at, count, text) in [
            (at::OTHERS_DECK, p.deck, tr!("mad-pile-deck")),
            (at::OTHERS_BANK, p.bank, tr!("mad-pile-bank")),
            (at::OTHERS_DISCARD, p.discard, tr!("mad-pile-discard")),
            (
                at::OTHERS_TEMPORARY,
                p.temporary.len(),
                tr!("mad-pile-temporary-short"),
            ),
        ] {
            let Some(pos) = (count > 0)
                .then(|| screen_pos(ctx, &camera, c + at + head))
                .flatten()
            else {
                continue;
            };
            egui::Area::new(egui::Id::new(("mad pile label", s, at.x as i32)))
                .fixed_pos(pos)
                .pivot(Align2::CENTER_CENTER)
                .order(egui::Order::Background)
                .interactable(false)
                .show(ctx, |ui| {
                    egui::Frame::new()
                        .fill(INK.gamma_multiply(0.85))
                        .corner_radius(3)
                        .inner_margin(egui::Margin::symmetric(3, 0))
                        .show(ui, |ui| {
                            ui.add(
                                egui::Label::new(RichText::new(text).size(10.0).color(CREAM))
                                    .extend(),
                            );
                        });
                });
        }
    }
    for (world, text, pivot) in labels {
        if let Some(pos) = screen_pos(ctx, &camera, world) {
            egui::Area::new(egui::Id::new(("mad label", world.x as i32, world.y as i32)))
                .fixed_pos(pos)
                .pivot(pivot)
                .order(egui::Order::Background)
                .interactable(false)
                .show(ctx, |ui| {
                    // One line under its pile, however the pivot's area is measured.
                    ui.add(egui::Label::new(RichText::new(text).size(13.0).color(CREAM)).extend());
                });
        }
    }
    Ok(())
}

/// The size of the Hint and Take back buttons' words in the prompt.
const HELPER_SIZE: f32 = 14.0;

/// What the person on screen is asked, with buttons, keys and the odds.
fn prompt(
    mut contexts: EguiContexts,
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    view: Res<MadView>,
    paused: Option<Res<State<Paused>>>,
    mut choose: MessageWriter<MadChoose>,
    mut helpers: Helpers,
    (hold, settings): (Res<Hold>, Res<Settings>),
    time: Res<Time<Real>>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if paused.is_some() || view.covered || shown.over {
        return Ok(());
    }
    // A replay's bar has its own way out.
    if game.is_replay() {
        return Ok(());
    }
    // The Menu in the top corner, where nothing moves it (the prompt's line changes
    // width as it speaks, and fills a small window's).
    let corner = ctx.content_rect().right_top() + egui::vec2(-8.0, 8.0);
    if menu_button(ctx, corner, Align2::RIGHT_TOP, HELPER_SIZE) {
        helpers.menu.set(Menu::Pause);
    }
    let asked = can_hint(&game, &view).filter(|_| shown.at_rest());
    let Some((text, buttons)) = question(&game, &shown, &view, &settings.keys) else {
        return Ok(());
    };
    let id = egui::Id::new("mad prompt");
    egui::Area::new(id)
        .anchor(Align2::CENTER_BOTTOM, egui::vec2(0.0, -2.0))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            widgets::plate(!buttons.is_empty()).show(ui, |ui| {
                // A prompt that replaces another fades in, and takes no click until it
                // has.
                let t = time.elapsed_secs_f64();
                ui.multiply_opacity(hold.shown(t, !settings.reduced_motion));
                // One line over the bottom edge, clear of the person's row of cards (a
                // line that could wrap folded into a column, narrower each frame).
                ui.horizontal(|ui| {
                    // The line as tall as its buttons from the start, so that the words
                    // are centred on it as the buttons are.
                    // Buttons a little flatter than the menus', to leave the row room
                    // above the bar in a 720-point window.
                    ui.spacing_mut().button_padding.y = 5.0;
                    let tall = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(16.0)))
                        + 2.0 * ui.spacing().button_padding.y;
                    ui.spacing_mut().interact_size.y = tall;
                    // The words and the choices each keep the widest they have been, so
                    // that no button moves as the words change under a pointer.
                    // The words in what the window leaves beside the choices and the
                    // helpers (as wide as they were): smaller where they would not
                    // fit, and on two lines where even that would not.
                    let ctx = ui.ctx().clone();
                    let beside = widgets::kept_width(&ctx, id.with("choices"), 0.0)
                        + widgets::kept_width(&ctx, id.with("helpers"), 0.0)
                        + 4.0 * ui.spacing().item_spacing.x
                        + 48.0;
                    let room = (ctx.content_rect().width() - beside).max(160.0);
                    let wide = |size: f32| {
                        ui.fonts_mut(|f| {
                            f.layout_no_wrap(text.clone(), egui::FontId::proportional(size), INK)
                                .size()
                                .x
                        })
                    };
                    let size = if wide(16.0) <= room { 16.0 } else { 13.0 };
                    if wide(size) <= room {
                        widgets::steady_width(ui, id.with("words"), |ui| {
                            ui.add(egui::Label::new(RichText::new(&text).size(size)).extend());
                        });
                    } else {
                        ui.allocate_ui(egui::vec2(room, 0.0), |ui| {
                            ui.set_width(room);
                            ui.add(egui::Label::new(RichText::new(&text).size(size)).wrap());
                        });
                    }
                    widgets::steady_width(ui, id.with("choices"), |ui| {
                        ui.add_enabled_ui(!hold.holds(t), |ui| {
                            for (action, label) in &buttons {
                                let button = ui.button(RichText::new(label.as_str()).size(16.0));
                                // Tab reaches the choices first, then the helpers.
                                tab_stop(ui.ctx(), &button);
                                if button.clicked()
                                    && let Some(seat) = view.seat
                                {
                                    choose.write(game.choice(seat, *action));
                                }
                            }
                        });
                    });
                    widgets::steady_width(ui, id.with("helpers"), |ui| {
                        helpers.buttons(ui, &game, asked);
                    });
                });
            });
        });
    // A hint opens above the person's row, where the table keeps no card: under it, in
    // the prompt's bar, its lines would grow the bar over the row.
    let foot = screen_pos(ctx, &camera, HINT_AT);
    let start = screen_pos(ctx, &camera, HINT_AT - Vec2::X * HINT_WIDTH);
    if let (Some(mut foot), Some(start)) = (foot, start) {
        // Left of the person's plate, whose width is its words'.
        let plate = view.seat.map(plate_id);
        if let Some(plate) = plate.and_then(|p| widgets::shown_area(ctx, p, egui::Order::Middle)) {
            foot.x = foot.x.min(plate.left() - 8.0);
        }
        helpers.lines(ctx, foot, foot.x - start.x, asked);
    }
    Ok(())
}

/// Where a hint's lines stand: their foot's right end, just above the person's row,
/// left of the person's plate and right of the temporary banned cards.
const HINT_AT: Vec2 = Vec2::new(-115.0, at::ROW_START.y + CARD.y / 2.0 + 4.0);
/// The widest a hint's lines may be, in the table's world (what lies free there).
const HINT_WIDTH: f32 = 330.0;
/// The top of the banned cards, in the table's world.
const BANNED_TOP: f32 = at::BANNED[0].y + super::sprites::BANNED.y / 2.0;
/// The foot of the others' piles in the band along the top, in the table's world.
const BAND_PILES_FOOT: f32 = at::BAND_Y - 78.0 - SMALL.y / 2.0;
/// The top of the labels over the person's row, in the table's world.
const ROW_LABELS_TOP: f32 = at::ROW_START.y + CARD.y / 2.0 + 20.0;
/// How far the round's summary may reach over the others' piles' foot, in points, to
/// keep clear of the person's temporary banned cards.
const GRAZE: f32 = 30.0;
/// The top of the person's temporary banned cards, in the table's world.
const TEMPORARY_TOP: f32 = at::TEMPORARY.y + CARD.y * MINE_TINY / 2.0 + 4.0;
/// The egui area of `seat`'s plate.
fn plate_id(seat: Seat) -> egui::Id {
    egui::Id::new(("mad plate", seat))
}

/// The egui areas of a hint and of the last round's summary.
const HINT_ID: &str = "mad hint";
const ROUND_ID: &str = "mad round";

/// What the prompt asks the person on screen now, with its buttons (none while it
/// waits on others), if anything.
pub(super) fn question(
    game: &MadMatch,
    shown: &MadShown,
    view: &MadView,
    keys: &KeyMap,
) -> Option<(String, Vec<(MadAction, String)>)> {
    let key = |c| keys.name(c);
    let state = game.game().state();
    let text_and_buttons: (String, Vec<(MadAction, String)>) = match view.person_deciding(game) {
        Some(seat) if shown.at_rest() => {
            let obs = game.game().state().observe(seat);
            let row_points: u32 = obs.me.row.iter().map(|c| c.points()).sum();
            match obs.decision {
                Some(MadDecision::RevealOrBank { can_reveal }) => {
                    let mut buttons = Vec::new();
                    if can_reveal {
                        buttons.push((
                            MadAction::Reveal,
                            tr!("mad-reveal-button", key = key(Command::Reveal)),
                        ));
                    }
                    buttons.push((
                        MadAction::Bank,
                        tr!("mad-bank-button", key = key(Command::Bank)),
                    ));
                    // An exact match banks itself and leaves the row empty; banking it
                    // then banks nothing and still takes the bank's step (M-4, M-7).
                    let text = if obs.me.row.is_empty() {
                        tr!(
                            "mad-ask-reveal-or-bank-empty",
                            queen_waiting = u32::from(!obs.me.waiting.is_empty())
                        )
                    } else {
                        tr!(
                            "mad-ask-reveal-or-bank",
                            cards = obs.me.row.len(),
                            points = row_points
                        )
                    };
                    (text, buttons)
                }
                Some(MadDecision::StartOrStop) => (
                    tr!(
                        "mad-ask-start-or-stop",
                        cards = obs.me.deck.len(),
                        points = obs.me.points()
                    ),
                    vec![
                        (
                            MadAction::Reveal,
                            tr!("mad-start-button", key = key(Command::Reveal)),
                        ),
                        (
                            MadAction::Stop,
                            tr!("mad-stop-button", key = key(Command::Stop)),
                        ),
                    ],
                ),
                None => return None,
            }
        }
        _ => {
            // A replay waits on nobody: its bar says where it is.
            if !shown.at_rest() || state.is_over() || game.is_replay() {
                return None;
            }
            let waiting: Vec<&str> = state
                .waiting_for()
                .into_iter()
                .map(|s| game.name(s))
                .collect();
            if waiting.is_empty() {
                return None;
            }
            (
                tr!("mad-waiting-for", names = and_list(&waiting)),
                Vec::new(),
            )
        }
    };
    Some(text_and_buttons)
}

/// The person's helpers: Hint while they decide and Take back for the one person at a
/// table of bots (it says why when it is not allowed), on the prompt's line; a hint,
/// once worked out, in lines below; and the way to the pause menu (its Menu button
/// stands in a corner of its own).
#[derive(SystemParam)]
struct Helpers<'w> {
    hinting: Option<Res<'w, MadHinting>>,
    settings: Res<'w, Settings>,
    take: MessageWriter<'w, TakeBack>,
    ask: MessageWriter<'w, MadAskHint>,
    menu: ResMut<'w, NextState<Menu>>,
}

impl Helpers<'_> {
    fn buttons(&mut self, ui: &mut egui::Ui, game: &MadMatch, asked: Option<MadAsked>) {
        let hinting = self.hinting.as_deref();
        // The hint is offered for the question asked now, once its task can be kept.
        let asked = asked.zip(hinting);
        let helped = helper_buttons(
            ui,
            asked.map(|(asked, hinting)| HintButton {
                thinking: hinting.thinking_about(|a| *a == asked),
                shown: hinting.shown_for(asked).is_some(),
                tip: HintTip::PlayedOut,
            }),
            game.take_back_seat()
                .map(|_| game.can_take_back().map(|_| ())),
            HELPER_SIZE,
            ui.visuals().text_color(),
            &self.settings.keys,
        );
        if helped.hint {
            self.ask.write(MadAskHint);
        }
        if helped.take_back {
            self.take.write(TakeBack);
        }
    }

    /// The hint worked out for the question asked now, in lines at most `width` wide
    /// whose foot's right end is `at`.
    fn lines(&self, ctx: &egui::Context, at: egui::Pos2, width: f32, asked: Option<MadAsked>) {
        let hinting = self.hinting.as_deref();
        let Some(shown) = asked.zip(hinting).and_then(|(a, h)| h.shown_for(a)) else {
            return;
        };
        egui::Area::new(egui::Id::new(HINT_ID))
            .fixed_pos(at)
            .pivot(Align2::RIGHT_BOTTOM)
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                widgets::lines_plate().show(ui, |ui| {
                    // The plate's margins and stroke inside the width too.
                    ui.set_max_width((width - 26.0).max(120.0));
                    ui.style_mut()
                        .text_styles
                        .insert(egui::TextStyle::Body, egui::FontId::proportional(13.0));
                    // Close lines: a hint stands between the banned cards' labels and
                    // the row.
                    ui.spacing_mut().item_spacing.y = 2.0;
                    hint_lines(ui, &shown.hint, |a| mad_choice_words(*a, &shown.obs));
                });
            });
    }
}

fn round_summary(
    mut contexts: EguiContexts,
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    view: Res<MadView>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A spectator's table has players top and bottom; with two on top (four players)
    // the top middle is free, else the right of the banned cards is. A player's log
    // stands on the right, so the summary takes the left of the banned cards.
    let (align, offset) = match view.seat {
        None if game.game().state().players() == 4 => (Align2::CENTER_TOP, egui::vec2(0.0, 6.0)),
        None => (Align2::RIGHT_CENTER, egui::vec2(-6.0, 10.0)),
        Some(_) => (Align2::LEFT_CENTER, egui::vec2(6.0, -10.0)),
    };
    let now = shown.this_round_for(view.seat);
    if shown.last_round.is_none() && now.is_none() {
        return Ok(());
    }
    // A player's summary is centred on the window's middle line, below the others'
    // piles along the top, never down to the labels over the person's row, and above a
    // hint shown beside it (the hint wins: the three share the left of the table in a
    // small window).
    let rect = |id: &str| widgets::shown_area(ctx, egui::Id::new(id), egui::Order::Middle);
    let mut offset = offset;
    // The height its lines may take (they scroll beyond): a round of many events in a
    // small window still leaves the others' piles and the person's row clear.
    let mut room = ctx.content_rect().height() * 0.45;
    if align == Align2::LEFT_CENTER
        && let Some(me) = rect(ROUND_ID)
    {
        let middle = ctx.content_rect().center().y;
        let half = me.height() / 2.0;
        let at = |y: f32| screen_pos(ctx, &camera, Vec2::new(0.0, y)).map(|p| p.y);
        let mut centre = middle + offset.y;
        let piles = at(BAND_PILES_FOOT);
        if let Some(piles) = piles {
            centre = centre.max(piles + 6.0 + half);
        }
        // Above the person's temporary banned cards (they bust) when it fits between
        // them and the others' piles, or grazes the piles' foot by a little; else down
        // to the labels over the row.
        let temporary = view
            .seat
            .and_then(|s| shown.model.seats.get(s as usize))
            .is_some_and(|p| !p.temporary.is_empty());
        let above_temporary = at(TEMPORARY_TOP)
            .filter(|&top| temporary && top - 4.0 - piles.unwrap_or(0.0) + GRAZE >= 2.0 * half);
        if let Some(foot) = above_temporary.or_else(|| at(ROW_LABELS_TOP)) {
            centre = centre.min(foot - 4.0 - half);
            if let Some(piles) = piles {
                room = room.min(foot - 4.0 - (piles + 6.0));
            }
        }
        if let Some(hint) = rect(HINT_ID).filter(|hint| me.right() > hint.left()) {
            centre = centre.min(hint.top() - 6.0 - half);
            // Raised above the hint, it keeps below the others' piles by scrolling.
            if let Some(piles) = piles {
                room = room.min(hint.top() - 6.0 - (piles + 6.0));
            }
        }
        offset.y = centre - middle;
    }
    // Above the banned cards, the top middle of a spectator's table of four: its lines
    // scroll rather than reach down over them.
    if align == Align2::CENTER_TOP
        && let Some(banned) = screen_pos(ctx, &camera, Vec2::new(0.0, BANNED_TOP))
    {
        room = room.min(banned.y - 6.0 - (ctx.content_rect().top() + offset.y));
    }
    // The round being played, so far, and the one before it.
    let title = match (&now, &shown.last_round) {
        (Some((round, _)), _) | (None, Some((round, _))) => *round,
        (None, None) => 0,
    };
    // What the window takes beyond its lines (its title bar, margins and rule), as
    // measured when it was last drawn.
    let chrome_id = egui::Id::new(ROUND_ID).with("chrome");
    let chrome = ctx.data(|d| d.get_temp::<f32>(chrome_id)).unwrap_or(52.0);
    let shown_round = egui::Window::new(
        RichText::new(tr!("mad-round", round = title.to_string()))
            .size(14.0)
            .strong(),
    )
    .id(egui::Id::new(ROUND_ID))
    .frame(widgets::table_window_frame(
        &ctx.style_of(egui::Theme::Light),
    ))
    .anchor(align, offset)
    .default_width(250.0)
    .collapsible(true)
    .resizable(false)
    .order(egui::Order::Middle)
    .show(ctx, |ui| {
        // Less its title bar; the newest lines in view.
        let area = egui::ScrollArea::vertical()
            .max_height((room - chrome).max(60.0))
            .stick_to_bottom(true);
        widgets::scroll_area(ui, area, |ui| {
            if let Some((_, lines)) = &now {
                for line in lines {
                    ui.label(widgets::paragraph(ui, line, 12.5));
                }
            }
            if let Some((round, plays)) = &shown.last_round {
                if now.is_some() {
                    ui.add_space(4.0);
                    ui.label(
                        RichText::new(tr!("mad-round-before", round = round.to_string()))
                            .size(12.5)
                            .strong(),
                    );
                }
                for play in plays {
                    let line = summary_line(game.name(play.seat), play);
                    ui.label(widgets::paragraph(ui, &line, 12.5));
                }
            }
        })
        .inner_rect
        .height()
    });
    if let Some(shown_round) = shown_round
        && let Some(lines) = shown_round.inner
    {
        // Not from a pass that only measured the window (its first).
        let measured = (shown_round.response.rect.height() - lines).max(34.0);
        if (measured - chrome).abs() > 0.5 {
            ctx.data_mut(|d| d.insert_temp(chrome_id, measured));
            ctx.request_discard("the round's summary measured its frame");
        }
    }
    Ok(())
}

fn log(
    mut contexts: EguiContexts,
    shown: Res<MadShown>,
    view: Res<MadView>,
    settings: Res<Settings>,
    mut windows: ResMut<MadWindows>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !windows.log {
        egui::Area::new(egui::Id::new("mad open log"))
            .fixed_pos(ctx.content_rect().min + egui::vec2(6.0, 6.0))
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                if ui
                    .button(tr!("log-button"))
                    .on_hover_text(tr!(
                        "log-button-hint",
                        key = settings.keys.name(Command::Log)
                    ))
                    .clicked()
                {
                    windows.log = true;
                }
            });
        return Ok(());
    }
    let mut open = true;
    // A spectator's log sits on the left, level with the banned cards, between the top
    // seats' cards and the bottom seats' plates (ten lines or more); a player's on the
    // right, clear of their own row and of the others' band.
    let screen = ctx.content_rect();
    let mut tallest = f32::INFINITY;
    let (pos, size) = if view.seat.is_none() {
        let pos = screen.min + egui::vec2(6.0, screen.height() * 0.29);
        // Never down over a bottom seat's plate (four players at 1024×640 bring it up).
        for seat in 0..shown.model.seats.len() {
            if let Some(plate) =
                widgets::shown_area(ctx, plate_id(seat as Seat), egui::Order::Middle)
                    .filter(|p| p.left() < pos.x + 200.0 && p.top() > pos.y)
            {
                tallest = tallest.min(plate.top() - 6.0 - pos.y);
            }
        }
        (pos, [200.0, (screen.height() * 0.35).max(160.0)])
    } else {
        // Its bottom clears the person's revealed queens' fan (and so the labels over
        // their discard and bank) where the window leaves room for eight lines.
        let width = 250.0f32.min(screen.width() * 0.25);
        let top = screen.top() + screen.height() * 0.37;
        let fans = screen_pos(ctx, &camera, Vec2::new(0.0, at::QUEENS.y + SMALL.y / 2.0))
            .map_or(screen.top() + screen.height() * 0.7, |p| p.y);
        let tall = (screen.height() * 0.33).min(fans - 6.0 - top).max(140.0);
        (
            egui::pos2(screen.right() - width - 16.0, top),
            [width, tall],
        )
    };
    let log_id = egui::Id::new(("mad log", view.seat.is_none()));
    let log = egui::Window::new(RichText::new(tr!("log-heading")).size(14.0).strong())
        .id(log_id)
        .frame(widgets::table_window_frame(
            &ctx.style_of(egui::Theme::Light),
        ))
        .default_pos(pos)
        .default_size(size)
        .max_height(tallest)
        .resizable(true)
        // Narrow as it is beside a spectator's plates, the title keeps room for its name.
        .collapsible(false)
        .order(egui::Order::Middle)
        .open(&mut open);
    log.show(ctx, |ui| {
        let lines: Vec<&str> = shown.log_for(view.seat).collect();
        widgets::log_lines(ui, lines.into_iter());
    });
    windows.log = open;
    Ok(())
}

/// Hot-seat: the screen has changed hands; only the right person lifts the cover.
fn cover(
    mut contexts: EguiContexts,
    game: Res<MadMatch>,
    view: Res<MadView>,
    mut lift: MessageWriter<LiftCover>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !view.covered {
        return Ok(());
    }
    let Some(seat) = view.seat else {
        return Ok(());
    };
    // The table behind shows the new person's view already: it is hidden whole.
    let backdrop = Some(egui::Color32::from_rgb(0x16, 0x3F, 0x3C));
    let others = tr!("mad-cover-no-peeking");
    if widgets::hand_off(
        ctx,
        game.name(seat),
        &others,
        backdrop,
        egui::Order::Foreground,
    ) {
        lift.write(LiftCover(seat));
    }
    Ok(())
}

/// A replay's bar, where the prompt stands at a game: clear of the seats' cards and the
/// round's summary.
fn replay_bar(
    mut contexts: EguiContexts,
    replay: Option<Res<Replay<MadGame>>>,
    paused: Option<Res<State<Paused>>>,
    mut control: MessageWriter<ReplayControl>,
    mut next: ResMut<NextState<Screen>>,
    leave: Option<Res<LeaveReplayTo>>,
) -> Result {
    let (Some(replay), None) = (replay, paused) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let bottom = ctx.content_rect().center_bottom() + egui::vec2(0.0, -8.0);
    let at = (bottom, Align2::CENTER_BOTTOM);
    if let Some(BarAsk::Leave) = replay_bar_at(ctx, at, egui::Order::Middle, &replay, &mut control)
    {
        next.set(LeaveReplayTo::screen(leave.as_deref()));
    }
    Ok(())
}

/// The end: points, the winners, and everyone's points round by round.
fn results(
    mut contexts: EguiContexts,
    game: Res<MadMatch>,
    shown: Res<MadShown>,
    mut open: MessageWriter<OpenTable>,
    mut review: MessageWriter<OpenReview>,
    mut next: ResMut<NextState<Screen>>,
    mut chart: Local<Option<(usize, Vec<Vec<u32>>)>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(result) = game.game().state().result().filter(|_| shown.over) else {
        return Ok(());
    };
    let played = game.actions_played();
    if chart.as_ref().is_none_or(|(n, _)| *n != played) {
        let rounds = if game.game().is_mirror() {
            game.rounds().to_vec()
        } else {
            points_by_round(game.game())
        };
        *chart = Some((played, rounds));
    }
    let rounds = chart.as_ref().map(|(_, r)| r.clone()).unwrap_or_default();
    widgets::menu_card(ctx, "mad results", 560.0, |ui| {
        let names: Vec<&str> = result.winners.iter().map(|&s| game.name(s)).collect();
        widgets::heading(ui, &tr!("mad-results-won", names = and_list(&names)));
        widgets::gold_rule(ui);
        let mut order: Vec<Seat> = (0..result.points.len() as Seat).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(result.points[s as usize]));
        // Each player's points and how their game ended: the game is over when every
        // player is out or has stopped.
        for s in order {
            let mut line = tr!(
                "mad-results-points",
                name = game.name(s),
                points = result.points[s as usize]
            );
            if let Some(end) = game.game().state().out(s) {
                line.push_str(&tr!("mad-results-ended", how = out_words(end)));
            }
            ui.label(RichText::new(line).size(18.0));
        }
        ui.add_space(6.0);
        ui.label(RichText::new(tr!("mad-results-by-round")).strong());
        let (rect, _) = ui.allocate_exact_size(egui::vec2(500.0, 180.0), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(1.0, ui.visuals().text_color()),
            egui::StrokeKind::Inside,
        );
        let best = rounds.iter().flatten().copied().max().unwrap_or(1).max(1) as f32;
        let n = rounds.len().max(2) as f32 - 1.0;
        chart_axes(ui, &painter, rect, best as u32, rounds.len());
        const COLOURS: [egui::Color32; 6] = [
            egui::Color32::from_rgb(0xE0, 0x3E, 0x62),
            egui::Color32::from_rgb(0x44, 0x50, 0xB0),
            egui::Color32::from_rgb(0x2E, 0x9E, 0x6B),
            egui::Color32::from_rgb(0xF2, 0x8C, 0x28),
            egui::Color32::from_rgb(0x8E, 0x6C, 0xC8),
            egui::Color32::from_rgb(0x2F, 0xA7, 0xA0),
        ];
        for s in 0..result.points.len() {
            let pts: Vec<egui::Pos2> = rounds
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let v = r.get(s).copied().unwrap_or(0) as f32;
                    egui::pos2(
                        rect.left() + 8.0 + (rect.width() - 16.0) * i as f32 / n,
                        rect.bottom() - 8.0 - (rect.height() - 16.0) * v / best,
                    )
                })
                .collect();
            painter.add(egui::Shape::line(
                pts,
                egui::Stroke::new(2.5, COLOURS[s % COLOURS.len()]),
            ));
        }
        ui.add_space(14.0);
        ui.horizontal_wrapped(|ui| {
            for s in 0..result.points.len() {
                ui.label(
                    RichText::new(format!("■ {}", game.name(s as Seat)))
                        .color(COLOURS[s % COLOURS.len()]),
                );
            }
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            // Over the network the server's host opens the next table (and keeps the
            // record: no review).
            let here = !game.game().is_mirror();
            let people: Vec<bool> = (0..game.config().seats.len() as Seat)
                .map(|s| game.seat_kind(s) == SeatKind::Human)
                .collect();
            if here
                && !game.is_replay()
                && reviewed_seat(&people).is_some()
                && widgets::menu_button(ui, &tr!("results-review"), true)
            {
                review.write(OpenReview {
                    save: Box::new(LoadedSave {
                        file: game.save_file(&tr!("review-game-name"), 0),
                        game: LoadedGame::MadQueens(Box::new(game.game().clone())),
                    }),
                    back: Screen::Title,
                });
            }
            if here && widgets::menu_button(ui, &tr!("mad-results-play-again"), true) {
                open.write(OpenTable::NewMad(game.config().clone()));
            }
            if widgets::menu_button(ui, &tr!("mad-results-title"), true) {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
