//! What the table says in words: seat plates, pile labels, the prompt for the decision
//! at hand, the game log, card details on hover, the hand-off cover and the open call.
//! These systems only read the table and write messages (choices, picks, a seat taken,
//! a claim); none of them changes the game. They sit below every menu and dialog.

use crate::game::egui_input::tab_stop;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::asking::Asking;
use super::bots::BotSeats;
use super::engine::{Choose, Match};
use super::hints::{AskHint, Asked, Hinting, can_hint};
use super::hotseat::{Claim, HotSeat, TakeSeat, called, is_window_for_people};
use super::input::{
    Aim, Aiming, ClickHint, Focus, HandSelection, Hovered, KeyFocus, Pick, Targets, button_choices,
    choices_now, selection_values,
};
use super::layout;
use super::model::{CardKey, Zone};
use super::pieces::{OnTable, Shown, TableCard};
use super::present::{TableNow, TableShown};
use super::replay::Replay;
use super::schedule::table_open;
use crate::game::decision::Hold;
use crate::game::hinting::{
    HintButton, HintTip, MENU_BUTTON_ID, helper_buttons, hint_lines, menu_button,
};
use crate::game::keymap::Command;
use crate::game::play::TakeBack;
use crate::game::replay::{BarAsk, LeaveReplayTo, ReplayControl, replay_bar_at};
use crate::game::settings::Settings;
use crate::game::states::{Menu, Paused, Screen};
use crate::game::text::{
    answer_aimed_question, card_ability, card_name, choice_words, format_numbers, kind_label,
    king_name, parity_key, queen_ability, queen_name, queen_short, rule_set_name, sentences,
    the_queen, turn_prompt, window_question, window_story,
};
use crate::game::theme::palette::{CREAM, INK, WARNING};
use crate::game::theme::style::screen_pos;
use crate::game::theme::widgets;
use crate::i18n::and_list;
use crate::seats::SeatKind;
use crate::sleeping_queens::numbers::{combo_of, within_limits};
use crate::sleeping_queens::{
    Action, Card, Decision, King, NumberLimits, NumberPlay, Parity, PutBack, RuleSet, SlotReason,
    TargetReason, WakeReason,
};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LogWindow>();
    app.add_message::<ToggleLog>();
    app.add_systems(Update, toggle_log.run_if(table_open));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            (seat_plates, pile_labels, game_log),
            // Nothing to act on shows behind a menu.
            (
                prompt_bar,
                click_hint,
                hover_card,
                cover,
                open_call,
                game_over,
                replay_bar,
                corner_buttons,
            )
                .run_if(not(in_state(Paused))),
        )
            .run_if(table_open),
    );
}

/// The order of the table's words among egui's layers: under every menu and dialog
/// (those are `Foreground`, notices `Tooltip`).
pub const TABLE_ORDER: egui::Order = egui::Order::Middle;

fn seat_plates(
    mut contexts: EguiContexts,
    now: TableNow,
    shown: Res<TableShown>,
    seats: Res<HotSeat>,
    bots: Option<Res<BotSeats>>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = now.game.state();
    let count = state.seat_count();
    let public_decider = state.public_decider();
    let thinking = bots.as_deref().and_then(BotSeats::thinking);
    for seat in 0..count {
        let spot = layout::seat_spot(seat, count, seats.viewer);
        let Some(pos) = screen_pos(ctx, &camera, spot.label) else {
            continue;
        };
        let kind = match now.game.seat_kind(seat) {
            SeatKind::Human => String::new(),
            bot => format!(" · {}", kind_label(Some(bot))),
        };
        let row = shown.model.owned.get(seat as usize);
        let queens = row.map_or(0, |r| r.len());
        let hidden = row.is_some_and(|r| r.iter().any(|(_, h)| *h));
        let points: u32 = row.map_or(0, |r| {
            r.iter()
                .filter(|(_, h)| !*h || seats.shown_hand() == Some(seat))
                .map(|(q, _)| q.points())
                .sum()
        });
        let turn = shown.turn == Some(seat) && !state.is_over();
        let thinks = thinking == Some(seat)
            && public_decider == Some(seat)
            && now.presentation.events_to_show() == 0;
        let align = match spot.label_pivot {
            layout::Pivot::LeftCentre => Align2::LEFT_CENTER,
            layout::Pivot::LeftBottom => Align2::LEFT_BOTTOM,
            layout::Pivot::RightBottom => Align2::RIGHT_BOTTOM,
        };
        // Wholly in the window: a plate grown long (a bot thinking, a longer language's
        // words) beside a seat near the edge moves in rather than running off it.
        let id = egui::Id::new(("plate", seat));
        let pos = ctx.memory(|m| m.area_rect(id)).map_or(pos, |last| {
            kept_within(ctx.content_rect(), pos, align, last.size())
        });
        let plate = egui::Area::new(id)
            .fixed_pos(pos)
            .pivot(align)
            .constrain(false)
            .interactable(false)
            .order(egui::Order::Background)
            .show(ctx, |ui| {
                widgets::plate(turn).show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if turn {
                            let mark = ui.label(RichText::new("▶").size(13.0));
                            widgets::named(
                                &mark,
                                &tr!("plate-whose-turn", name = now.game.name(seat)),
                            );
                        }
                        ui.label(RichText::new(now.game.name(seat)).strong().size(15.0));
                        // A person's plate says nothing after the name (no empty label).
                        if !kind.is_empty() {
                            ui.label(RichText::new(kind).size(12.0));
                        }
                        let pts = if hidden && seats.shown_hand() != Some(seat) {
                            tr!("plate-queens-hidden", queens = queens)
                        } else {
                            tr!("plate-points", points = points, queens = queens)
                        };
                        ui.label(RichText::new(pts).size(13.0));
                        // Thinking: a turning mark (an ellipsis read as words cut off).
                        if thinks {
                            ui.add(egui::Spinner::new().size(12.0));
                        }
                    });
                    // The others' queens are small on the table: their names, readable.
                    if seats.shown_hand() != Some(seat)
                        && let Some(row) = row.filter(|r| !r.is_empty())
                    {
                        let names: Vec<String> = row
                            .iter()
                            .map(|(q, h)| {
                                if *h {
                                    tr!("plate-hidden-queen")
                                } else {
                                    queen_short(*q)
                                }
                            })
                            .collect();
                        ui.label(RichText::new(names.join(" · ")).size(12.0));
                    }
                });
            });
        // Grown past the edge in this pass: laid out again at once, moved in.
        let screen = ctx.content_rect().shrink(3.5);
        if !screen.contains_rect(plate.response.rect) {
            ctx.request_discard("a plate grew past the window's edge");
        }
    }
    Ok(())
}

/// What the picked numbers `values` make, said over them: the play and what it draws,
/// or why it is no play (a king's round that forbids it is named); and whether it is one.
pub fn number_play_words(values: &[u8], rules: &RuleSet, limits: NumberLimits) -> (String, bool) {
    let combo = combo_of(values, rules).is_some();
    let ok = combo && within_limits(values, limits);
    let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let shown = shown.join(&tr!("list-comma"));
    let text = if ok {
        tr!(
            "prompt-numbers-draw",
            numbers = format_numbers(values),
            count = values.len()
        )
    } else if combo && limits.singles_only && values.len() > 1 {
        // A play the numbers allow but a king's round does not: say which.
        tr!(
            "prompt-numbers-singly",
            numbers = shown,
            king = king_name(King::Puzzle)
        )
    } else if let Some(p) = limits.banned_parity.filter(|_| combo) {
        tr!(
            "prompt-numbers-parity",
            numbers = shown,
            parity = parity_key(p),
            king = king_name(King::Chess)
        )
    } else {
        tr!("prompt-numbers-illegal", numbers = shown)
    };
    (text, ok)
}

/// `pos`, moved as little as it must for a rectangle of `size` standing on it by
/// `pivot` to lie within `screen` (less a margin).
pub fn kept_within(
    screen: egui::Rect,
    pos: egui::Pos2,
    pivot: Align2,
    size: egui::Vec2,
) -> egui::Pos2 {
    let room = screen.shrink(4.0);
    let rect = pivot.anchor_size(pos, size);
    let mut shift = egui::Vec2::ZERO;
    for axis in 0..2 {
        if rect.max[axis] > room.max[axis] {
            shift[axis] = room.max[axis] - rect.max[axis];
        }
        if rect.min[axis] + shift[axis] < room.min[axis] {
            shift[axis] = room.min[axis] - rect.min[axis];
        }
    }
    pos + shift
}

fn pile_labels(
    mut contexts: EguiContexts,
    now: TableNow,
    shown: Res<TableShown>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = now.game.state();
    let model = &shown.model;
    let labels = [
        (
            layout::DRAW_POS + Vec2::new(0.0, 86.0),
            tr!("pile-draw", cards = model.draw.len()),
        ),
        (
            layout::DISCARD_POS + Vec2::new(0.0, -56.0),
            tr!("pile-discard", cards = model.discard.len()),
        ),
    ];
    for (i, (pos, text)) in labels.iter().enumerate() {
        table_label(
            ctx,
            &camera,
            ("pile", i),
            *pos,
            RichText::new(text).color(CREAM).size(13.0),
        );
    }
    if !model.removed.is_empty() {
        let text = tr!("pile-burned", cards = model.removed.len());
        table_label(
            ctx,
            &camera,
            ("pile", 2),
            layout::REMOVED_POS + Vec2::new(0.0, -45.0),
            RichText::new(text).color(CREAM).size(12.0),
        );
    }
    // As the table has been told so far: the engine may be a bot's turn ahead.
    let limits = model.limits;
    let mut notes = Vec::new();
    if limits.singles_only {
        notes.push(tr!("pile-singles-only"));
    }
    if let Some(p) = limits.banned_parity {
        notes.push(tr!("pile-no-parity", parity = parity_key(p)));
    }
    // A built-in set is "extended rules"; a house set goes by the name it was given.
    let rules = &state.rules().name;
    notes.push(if RuleSet::BUILT_IN.contains(&rules.as_str()) {
        tr!("pile-rules", rules = rule_set_name(rules))
    } else {
        tr!("pile-house-rules", name = rules.clone())
    });
    // Right of the grid, under the card in play: clear of the hand and the prompt.
    table_label(
        ctx,
        &camera,
        ("pile", 3),
        layout::IN_PLAY_POS + Vec2::new(20.0, -110.0),
        RichText::new(notes.join("\n"))
            .color(CREAM.gamma_multiply(0.8))
            .size(12.0),
    );
    Ok(())
}

/// A line of text on the felt, centred under a table position.
fn table_label(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
    id: (&'static str, usize),
    at: Vec2,
    text: RichText,
) {
    let Some(p) = screen_pos(ctx, camera, at) else {
        return;
    };
    egui::Area::new(egui::Id::new(id))
        .fixed_pos(p)
        .pivot(Align2::CENTER_TOP)
        .interactable(false)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            ui.add(egui::Label::new(text).extend());
        });
}

/// An open call's question: what happened, as everyone at the screen may know it, and
/// whether anyone answers; the same whoever holds what (X-ANS-2).
pub(super) fn call_question(game: &Match, decision: &Decision) -> String {
    let story = window_story(game.state(), decision, &game.names(), None);
    let question = match decision {
        Decision::Answer { against, .. } => {
            tr!("call-anyone-answering", against = card_name(*against))
        }
        _ => tr!("call-anyone-playing"),
    };
    sentences(&[story, question])
}

/// The prompt's question for `decision` (its legal choices `legal`): an answer window
/// says first what it is about, told to the person deciding.
pub(super) fn prompt_question(game: &Match, decision: &Decision, legal: &[Action]) -> String {
    let story = window_story(game.state(), decision, &game.names(), Some(decision.seat()));
    let asked = describe_at(game.state(), decision, legal);
    sentences(&[story, asked])
}

/// [`describe`], told from the table as it lies: a queen to reveal where every one
/// offered lies face up already (a Cookie King turned them, or the Pancake Queen) is
/// picked, not revealed.
fn describe_at(
    state: &crate::sleeping_queens::GameState,
    decision: &Decision,
    legal: &[Action],
) -> String {
    let grid = state.grid();
    let all_up = legal.iter().all(|a| match a {
        Action::Slot(s) => grid
            .get(*s as usize)
            .copied()
            .flatten()
            .is_some_and(|q| q.face_up),
        _ => true,
    });
    match decision {
        Decision::PickSleepingQueen {
            reason: WakeReason::Reveal(_),
            ..
        } if all_up => tr!("ask-reveal-face-up"),
        _ => describe(decision, legal),
    }
}

fn describe(decision: &Decision, legal: &[Action]) -> String {
    match decision {
        Decision::TurnAction { .. } => turn_prompt(legal),
        Decision::PickSleepingQueen { reason, .. } => match reason {
            WakeReason::King(_) | WakeReason::JesterWake => tr!("ask-wake"),
            WakeReason::Rose => tr!("ask-wake-rose"),
            WakeReason::JesterOwn => tr!("ask-jester-own"),
            WakeReason::Reveal(_) => tr!("ask-reveal"),
        },
        Decision::PickOwnedQueen { reason, seat } => match reason {
            // X-KN-1 lets a Knight take its own player's queen: say so when only
            // those are there to take.
            TargetReason::Knight
                if legal
                    .iter()
                    .all(|a| !matches!(a, Action::Owned { seat: owner, .. } if owner != seat)) =>
            {
                tr!("ask-knight-own")
            }
            TargetReason::Knight => tr!("ask-knight"),
            TargetReason::Potion => tr!("ask-potion"),
            TargetReason::Wand => tr!("ask-wand-owned"),
            TargetReason::Hat => tr!("ask-hat"),
        },
        Decision::PickEmptySlot { reason, .. } => match reason {
            SlotReason::PotionSleep(Some(q)) => tr!("ask-sleep-slot", queen = queen_name(*q)),
            SlotReason::PotionSleep(None) => tr!("ask-sleep-slot-hidden"),
            SlotReason::PutBack(q) => tr!("ask-put-back-slot", queen = queen_name(*q)),
        },
        Decision::PickGridQueen { .. } => tr!("ask-wand-grid"),
        Decision::Answer { .. } | Decision::AfterWake { .. } => window_question(decision, legal),
        Decision::ChooseParity { .. } => tr!("ask-parity"),
        Decision::ContinueRevealing { .. } => tr!("ask-reveal-more"),
        Decision::ChooseRevealed { .. } => tr!("ask-bubble-gum"),
        Decision::HatBlindPick { .. } => tr!("ask-hat-blind"),
        Decision::FireBurn { remaining, .. } => tr!("ask-fire", cards = (*remaining)),
        Decision::PutBackChoice { .. } => tr!("ask-put-back"),
    }
}

/// Why the last click did nothing, for a moment above the prompt.
fn click_hint(
    mut contexts: EguiContexts,
    hint: Res<ClickHint>,
    now: TableNow,
    seats: Res<HotSeat>,
    time: Res<Time>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let t = time.elapsed_secs_f64();
    if !hint.shows(t, now.game.stamp())
        || seats.covered
        || now.persons_decision().is_none()
        // In a lesson the coach says what to do instead.
        || now.game.lesson_now().is_some()
    {
        return Ok(());
    }
    let age = t - hint.since;
    let ctx = contexts.ctx_mut()?;
    let fade = (((ClickHint::SHOWN - age) / 0.5).min(1.0) * 255.0) as u8;
    // Just above the prompt bar, however tall it is.
    let Some(at) = above_prompt(ctx, &camera) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("click-hint"))
        .fixed_pos(egui::pos2(at.x - 40.0, at.y))
        .pivot(Align2::CENTER_BOTTOM)
        .order(TABLE_ORDER)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .fill(Color32::from_rgba_unmultiplied(0xFF, 0xF4, 0xE8, fade))
                .inner_margin(egui::Margin::symmetric(10, 4))
                .show(ui, |ui| {
                    ui.set_max_width(640.0);
                    ui.label(
                        RichText::new(&hint.text)
                            .size(14.0)
                            .color(WARNING.gamma_multiply_u8(fade)),
                    );
                });
        });
    Ok(())
}

/// The height of a row in the prompt bar: a button's (the bar clears the grid's
/// bottom row at 1280×720).
const PROMPT_ROW_HEIGHT: f32 = 30.0;

/// How far the hint's panel sits above the window's bottom edge: over your queens and
/// the prompt's row (1280×720 layout).
const HINT_ABOVE_BOTTOM: f32 = 185.0;

/// How far left of the window's edge the corner buttons may reach (Menu, Hint, Take
/// back): a prompt that reaches no further right leaves them where they stand.
const HELPERS_REACH: f32 = 330.0;

/// A window narrower than this (in points) has the prompt's words a size down.
const SMALL_WINDOW: f32 = 1200.0;

/// The egui id of the helpers' buttons (Hint, Take back).
const HELPERS_ID: &str = "take-back";

/// Where the area `id` was drawn, if it is on screen.
fn shown_rect(ctx: &egui::Context, id: &str) -> Option<egui::Rect> {
    widgets::shown_area(ctx, egui::Id::new(id), TABLE_ORDER)
}

/// The prompt bar's egui id.
pub(super) const PROMPT_ID: &str = "prompt";

/// The egui area of a lesson coach's bubble (a card's description keeps clear of it).
pub(super) const COACH_ID: &str = "coach";

/// A point a little above the prompt bar's top edge (its last drawn size), to hang
/// words from without covering it.
pub(super) fn above_prompt(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
) -> Option<egui::Pos2> {
    let bottom = screen_pos(ctx, camera, layout::PROMPT_BOTTOM)?;
    let top = ctx
        .memory(|m| m.area_rect(egui::Id::new(PROMPT_ID)))
        .map_or(bottom.y - PROMPT_ROW_HEIGHT - 8.0, |r| r.top());
    Some(egui::pos2(bottom.x + 40.0, top - 6.0))
}

/// Where a panel about the person's cards stands beside the sleeping queens' grid, just
/// above the prompt bar: on its left, and on its right (each a point and the panel's
/// corner there).
pub(super) fn beside_grid(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
) -> Option<((egui::Pos2, Align2), (egui::Pos2, Align2))> {
    let prompt = above_prompt(ctx, camera)?;
    let half_grid = layout::slot_pos(2).x + layout::GRID_W / 2.0 + 8.0;
    let edge = |x: f32| screen_pos(ctx, camera, Vec2::new(x, layout::slot_pos(9).y));
    let (left, right) = (edge(-half_grid)?, edge(half_grid)?);
    Some((
        (egui::pos2(left.x, prompt.y), Align2::RIGHT_BOTTOM),
        (egui::pos2(right.x, prompt.y), Align2::LEFT_BOTTOM),
    ))
}

/// Where the game log keeps its rectangle on screen while it is open.
fn log_rect_id() -> egui::Id {
    egui::Id::new("game log rect")
}

/// Where the game log stands on screen, while it is open.
pub(super) fn log_rect(ctx: &egui::Context) -> Option<egui::Rect> {
    ctx.data(|d| d.get_temp::<egui::Rect>(log_rect_id()))
}

/// Where the prompt keeps the width its buttons took the frame before.
fn buttons_width_id() -> egui::Id {
    egui::Id::new(PROMPT_ID).with("buttons")
}

/// How wide the prompt, centred on `at` (its bottom middle), may be: the window's width
/// less a margin, and less the game log's column when the log stands beside it.
fn prompt_room(ctx: &egui::Context, at: egui::Pos2) -> f32 {
    let screen = ctx.content_rect();
    let mut half = (at.x - screen.left()).min(screen.right() - at.x) - 20.0;
    // The log's column, when the log reaches down beside the prompt's rows.
    if let Some(log) = log_rect(ctx)
        && log.bottom() > at.y - 3.0 * PROMPT_ROW_HEIGHT
    {
        half = half.min(at.x - log.right() - 8.0);
    }
    2.0 * half.max(120.0)
}

fn prompt_bar(
    mut contexts: EguiContexts,
    now: TableNow,
    seats: Res<HotSeat>,
    selection: Res<HandSelection>,
    aiming: Res<Aiming>,
    asking: Res<Asking>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut choose: MessageWriter<Choose>,
    mut pick: MessageWriter<Pick>,
    (hold, settings): (Res<Hold>, Res<Settings>),
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if seats.covered {
        return Ok(());
    }
    let Some(decision) = now.persons_decision() else {
        return Ok(());
    };
    if Some(decision.seat()) != seats.viewer {
        return Ok(());
    }
    let seat = decision.seat();
    let state = now.game.state();
    let held = aiming.now(now.game.stamp());
    // A lesson names and offers only what its beat asks for.
    let (decision, legal) = choices_now(&now.game, decision, held);
    let rules = state.rules();
    let limits = state.number_limits();
    let mut chosen: Option<Action> = None;
    // Standing on the hand, wherever the window puts it.
    let Some(at) = screen_pos(ctx, &camera, layout::PROMPT_BOTTOM) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new(PROMPT_ID))
        .fixed_pos(at)
        .pivot(Align2::CENTER_BOTTOM)
        .order(TABLE_ORDER)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(12, 3))
                .show(ui, |ui| {
                    // As wide as the window allows, clear of the log beside it: a second
                    // line would reach up over the grid's bottom row.
                    // (Its frame's margins and edge are outside the words' room.)
                    let room = prompt_room(ui.ctx(), at) - 26.0;
                    ui.set_max_width(room);
                    // With little room (a small window, the log beside) the words and
                    // buttons are a size down, so that an answer's prompt, its longest,
                    // stays one row between grid and hand.
                    let small = room < SMALL_WINDOW - 66.0;
                    let words = if small { 13.0 } else { 15.0 };
                    if small {
                        ui.style_mut()
                            .text_styles
                            .insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
                        ui.spacing_mut().button_padding.x = 10.0;
                    }
                    // A row starts as tall as a button, so the words beside the
                    // buttons sit on their centre line.
                    ui.spacing_mut().button_padding.y = 5.0;
                    ui.spacing_mut().interact_size.y = PROMPT_ROW_HEIGHT;
                    // A prompt that replaces another fades in, and takes no click
                    // until it has.
                    let t = time.elapsed_secs_f64();
                    ui.multiply_opacity(hold.shown(t, !settings.reduced_motion));
                    ui.add_enabled_ui(!hold.holds(t), |ui| {
                        ui.horizontal_wrapped(|ui| {
                            // With cards picked, the prompt is about them, not the whole turn.
                            let text = if selection.cards.is_empty()
                                || !matches!(decision, Decision::TurnAction { .. })
                            {
                                // Words that would take a second line give way to
                                // fewer: the story (a chain of answers at a full
                                // table, told by the log beside), then the cards the
                                // buttons name.
                                let buttons = ui
                                    .data(|d| d.get_temp::<f32>(buttons_width_id()))
                                    .unwrap_or(0.0);
                                let font = egui::FontId::proportional(words);
                                let fits = |text: &String| {
                                    let wide = ui.fonts_mut(|f| {
                                        f.layout_no_wrap(text.clone(), font.clone(), INK).size().x
                                    });
                                    wide + buttons <= room
                                };
                                let whole = prompt_question(&now.game, decision, &legal);
                                let question = || describe(decision, &legal);
                                // What the card is aimed at before the cards the
                                // buttons name: the buttons say those again.
                                let aimed = || {
                                    answer_aimed_question(
                                        now.game.state(),
                                        decision,
                                        &now.game.names(),
                                        Some(decision.seat()),
                                    )
                                    .filter(fits)
                                };
                                match decision {
                                    _ if fits(&whole) => whole,
                                    Decision::Answer { against, .. } => aimed()
                                        .or_else(|| Some(question()).filter(fits))
                                        .unwrap_or_else(|| {
                                            tr!(
                                                "question-answer-short",
                                                against = card_name(*against)
                                            )
                                        }),
                                    _ => question(),
                                }
                            } else {
                                tr!("prompt-picked")
                            };
                            // Broken between words if it must take two lines.
                            ui.label(widgets::paragraph(ui, &text, words));
                            // The buttons are one group: beside the words when they
                            // fit, else on a line of their own, never split.
                            let buttons = ui.horizontal(|ui| {
                                if let Some(a) = decision_buttons(
                                    ui, decision, &legal, held, &selection, rules, limits,
                                    &mut pick,
                                ) {
                                    chosen = Some(a);
                                }
                                if let Some(aim) = held
                                    && ui
                                        .button(tr!("prompt-cancel"))
                                        .on_hover_text(tr!(
                                            "prompt-cancel-hint",
                                            card = card_name(aim.card.card())
                                        ))
                                        .clicked()
                                {
                                    pick.write(Pick::PutBack);
                                }
                                if let Some(left) = asking.left {
                                    let limit = asking.limit.max(1.0);
                                    let bar = ui.add(
                                        egui::ProgressBar::new(left.ceil() / limit)
                                            .desired_width(80.0)
                                            .text(tr!("seconds", seconds = (left.ceil() as u32))),
                                    );
                                    widgets::named(
                                        &bar,
                                        &tr!("time-left", seconds = (left.ceil() as u32)),
                                    );
                                }
                            });
                            // Their width, for the next frame's choice of words.
                            let wide = buttons.response.rect.width() + ui.spacing().item_spacing.x;
                            ui.data_mut(|d| d.insert_temp(buttons_width_id(), wide));
                        })
                    });
                });
        });
    if let Some(action) = chosen {
        choose.write(now.game.choice(seat, action));
    }
    Ok(())
}

/// The prompt's buttons for `decision` (only the `legal` choices; with cards picked for
/// a discard, their values and the Discard button): the choice clicked, if any. A card
/// to hold until its target is picked, or a Dragon's value, goes out as a `Pick`.
#[allow(clippy::too_many_arguments)]
fn decision_buttons(
    ui: &mut egui::Ui,
    decision: &Decision,
    legal: &[Action],
    held: Option<&Aim>,
    selection: &HandSelection,
    rules: &RuleSet,
    limits: NumberLimits,
    pick: &mut MessageWriter<Pick>,
) -> Option<Action> {
    let mut chosen = None;
    match decision {
        Decision::TurnAction { .. } => {
            if !selection.cards.is_empty() {
                let values = selection_values(selection, rules, limits);
                let dragons = selection
                    .cards
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.card() == Card::Dragon);
                for (i, d) in dragons {
                    let mut v = values[i];
                    egui::ComboBox::from_id_salt(("dragon", d.0))
                        .selected_text(tr!("prompt-dragon-as", value = v))
                        .width(96.0)
                        // All ten values in sight, no scrolling.
                        .height(400.0)
                        .show_ui(ui, |ui| {
                            for n in 1..=10u8 {
                                ui.selectable_value(&mut v, n, n.to_string());
                            }
                        });
                    if v != values[i] {
                        pick.write(Pick::Dragon(*d, v));
                    }
                }
                let (text, ok) = number_play_words(&values, rules, limits);
                // Its words change with every card picked; Discard and Clear after them
                // keep their place (the bar only ever widens, from a sentence's width).
                widgets::steady_width(ui, egui::Id::new("numbers words"), |ui| {
                    ui.set_min_width(NUMBER_WORDS_WIDTH);
                    ui.label(RichText::new(text).strong().color(if ok {
                        ui.visuals().text_color()
                    } else {
                        WARNING
                    }));
                });
                let discard = widgets::steady_width(ui, egui::Id::new("numbers discard"), |ui| {
                    ui.add_enabled(
                        ok,
                        egui::Button::new(tr!("prompt-discard", count = selection.cards.len())),
                    )
                });
                tab_stop(ui.ctx(), &discard);
                if discard.clicked() {
                    chosen = NumberPlay::new(&selection.cards, &values).map(Action::PlayNumbers);
                }
                if choice_button(ui, tr!("prompt-clear")) {
                    pick.write(Pick::Clear);
                }
            }
        }
        Decision::Answer { .. } | Decision::AfterWake { .. } => {
            for a in legal {
                match a {
                    Action::Answer(c) => {
                        let label = tr!("prompt-answer-with", card = card_name(c.card()));
                        if choice_button(ui, label) {
                            chosen = Some(*a);
                        }
                    }
                    // A Knight or Potion is held until its target is picked. The
                    // question says "play"; the button names the card, so that the
                    // window's question and its choices stay on one line.
                    Action::Play(c) if choice_button(ui, card_name(c.card())) => {
                        pick.write(Pick::Play(*c));
                    }
                    Action::Pass if choice_button(ui, tr!("prompt-pass")) => {
                        chosen = Some(*a);
                    }
                    _ => {}
                }
            }
        }
        // Only the choices offered (a lesson offers one), each with its key.
        Decision::ChooseParity { .. }
        | Decision::ContinueRevealing { .. }
        | Decision::PutBackChoice { .. } => {
            for (n, a) in button_choices(decision, legal).into_iter().enumerate() {
                let label = match a {
                    Action::Parity(Parity::Odd) => tr!("prompt-no-odd"),
                    Action::Parity(Parity::Even) => tr!("prompt-no-even"),
                    Action::Continue => tr!("prompt-reveal-another"),
                    Action::PutBack(PutBack::Queen(q)) => {
                        tr!("prompt-put-back", queen = the_queen(q))
                    }
                    Action::PutBack(PutBack::FivePointQueens) => tr!("prompt-put-back-fives"),
                    _ => tr!("prompt-stop"),
                };
                let key = n as u32 + 1;
                if choice_button(ui, tr!("prompt-key-choice", key = key, choice = label)) {
                    chosen = Some(a);
                }
            }
        }
        _ => {
            if legal.contains(&Action::Pass) && held.is_none() {
                let label = match decision {
                    Decision::FireBurn { .. } => tr!("prompt-stop-burning"),
                    Decision::PickOwnedQueen { .. } => tr!("prompt-keep-them"),
                    _ => tr!("prompt-no-more"),
                };
                if choice_button(ui, label) {
                    chosen = Some(Action::Pass);
                }
            }
        }
    }
    chosen
}

/// A choice of the prompt's, which Tab reaches after the table's cards; whether it was
/// clicked (or pressed from the keys).
fn choice_button(ui: &mut egui::Ui, label: String) -> bool {
    let button = ui.button(label);
    tab_stop(ui.ctx(), &button);
    button.clicked()
}

/// Whether the game log is open; it stays as the player left it, game after game.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LogWindow {
    pub open: bool,
}

impl Default for LogWindow {
    fn default() -> Self {
        LogWindow { open: true }
    }
}

/// Open the game log, or close it (its ✕, the Log button, the L key).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleLog;

fn toggle_log(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    settings: Res<Settings>,
    mut toggles: MessageReader<ToggleLog>,
    mut log: ResMut<LogWindow>,
) {
    // (Not while a menu is open: L may be typed in a save's name.)
    let pressed =
        *menu.get() == Menu::None && keys.is_some_and(|k| settings.keys.pressed(&k, Command::Log));
    let asked = toggles.read().count() % 2 == 1;
    if pressed != asked {
        log.open = !log.open;
    }
}

/// The game log: every event in a line, newest at the bottom. Closed, a small "Log"
/// button in its corner opens it again (so does L).
fn game_log(
    mut contexts: EguiContexts,
    now: TableNow,
    shown: Res<TableShown>,
    log: Res<LogWindow>,
    settings: Res<Settings>,
    mut toggle: MessageWriter<ToggleLog>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !log.open {
        ctx.data_mut(|d| d.remove::<egui::Rect>(log_rect_id()));
        egui::Area::new(egui::Id::new("open-log"))
            .fixed_pos(ctx.content_rect().min + egui::vec2(6.0, 6.0))
            .order(TABLE_ORDER)
            .show(ctx, |ui| {
                if ui
                    .button(RichText::new(tr!("log-button")).size(14.0))
                    .on_hover_text(tr!(
                        "log-button-hint",
                        key = settings.keys.name(Command::Log)
                    ))
                    .clicked()
                {
                    toggle.write(ToggleLog);
                }
            });
        return Ok(());
    }
    let mut is_open = true;
    // With 4 or 5 seats a seat sits on the left, its queens at mid-height: the log goes
    // under them, above the person's plate (ten lines or more); with fewer, the log may
    // take the whole left side. Each layout keeps its own size. In a small window it
    // starts folded, clear of the prompt.
    let roomy = now.game.state().seat_count() <= 3;
    let screen = ctx.content_rect();
    let small = screen.width() < 1100.0;
    let (pos, size) = if roomy {
        // Left of the top-left seat's hand and of the burned cards (a Fire King's
        // targets and pile), however small the window.
        let clear = screen_pos(ctx, &camera, Vec2::new(LOG_CLEARS_X, 0.0))
            .map_or(236.0, |p| p.x - screen.left() - 12.0);
        (
            screen.min + egui::vec2(6.0, 6.0),
            [
                clear.clamp(160.0, 236.0),
                (screen.height() * 0.55).min(400.0),
            ],
        )
    } else {
        (
            screen.min + egui::vec2(6.0, screen.height() * 0.53),
            [236.0, screen.height() * 0.33],
        )
    };
    let log_id = egui::Id::new(("game log", roomy, small));
    // A log as narrow as a small window leaves it has the short name (the long one
    // would be cut to "Game…" between its buttons).
    let heading = if size[0] < 220.0 {
        tr!("log-heading-short")
    } else {
        tr!("log-heading")
    };
    let log = egui::Window::new(RichText::new(heading).size(14.0).strong())
        .id(log_id)
        .default_open(!small)
        .order(TABLE_ORDER)
        .default_pos(pos)
        .default_size(size)
        // Folded from the start it has no content to take a width from, and egui cut
        // its title to "L…" in a small window.
        .min_width(size[0])
        .frame(widgets::table_window_frame(
            &ctx.style_of(egui::Theme::Light),
        ))
        .resizable(true)
        .collapsible(true)
        .open(&mut is_open);
    let shown_log = log.show(ctx, |ui| {
        widgets::log_lines(ui, shown.log.iter().map(String::as_str));
    });
    if let Some(shown_log) = shown_log {
        ctx.data_mut(|d| d.insert_temp(log_rect_id(), shown_log.response.rect));
    }
    if !is_open {
        toggle.write(ToggleLog);
    }
    Ok(())
}

fn hover_card(
    mut contexts: EguiContexts,
    now: TableNow,
    hovered: Res<Hovered>,
    focus: Res<KeyFocus>,
    targets: Res<Targets>,
    settings: Res<Settings>,
    seats: Res<HotSeat>,
    cards: Query<(&TableCard, &Shown, &OnTable, &Transform, &Sprite)>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let rect_of = |at: &Transform, sprite: &Sprite| card_rect(ctx, &camera, at, sprite);
    // The card under the pointer (one that moved away from under it, as a bot's turn
    // takes a card, is no longer described), else the card the keys' focus is on.
    let pointer = ctx.pointer_hover_pos();
    let under_pointer = hovered.0.filter(|&e| {
        cards.get(e).ok().is_some_and(|(_, _, _, at, sprite)| {
            rect_of(at, sprite)
                .zip(pointer)
                .is_some_and(|(r, p)| r.expand(2.0).contains(p))
        })
    });
    let focused = match focus.on(&targets) {
        Some(Focus::Card(e)) => Some(e),
        _ => None,
    };
    let Some(entity) = under_pointer.or(focused) else {
        return Ok(());
    };
    let Ok((card, face, on, at, sprite)) = cards.get(entity) else {
        return Ok(());
    };
    let Some(card_rect) = rect_of(at, sprite) else {
        return Ok(());
    };
    let state = now.game.state();
    let rules = state.rules();
    let (title, body) = match (card.0, face.face_up) {
        (CardKey::Queen(q), true) => (
            tr!("hover-queen", queen = queen_name(q), points = q.points()),
            queen_ability(q, rules).unwrap_or_else(|| tr!("queen-no-ability")),
        ),
        (CardKey::Deck(c), true) => (card_name(c.card()), card_ability(c.card(), rules)),
        (CardKey::Queen(_), false) => {
            let mut text = tr!("hover-sleeping-queen");
            if let (true, Zone::Grid(slot)) = (settings.memory_hints, on.0.zone)
                && let Some(q) = state.last_seen(slot)
            {
                text = tr!("hover-last-seen", queen = the_queen(q));
            }
            (tr!("hover-queen-back"), text)
        }
        (CardKey::Deck(_), false) => (tr!("hover-card-back"), tr!("hover-face-down")),
    };
    // What it never lies over: what the person may pick now, the card itself, the
    // prompt, the messages, the piles' labels, the log, the coach and the buttons.
    let mut clear: Vec<egui::Rect> = vec![card_rect];
    clear.extend(
        targets
            .cards
            .keys()
            .filter_map(|e| cards.get(*e).ok())
            .filter_map(|(_, _, _, at, sprite)| rect_of(at, sprite)),
    );
    let slot_half = layout::card(layout::GRID_W) / 2.0;
    clear.extend(targets.slots.keys().filter_map(|&slot| {
        let c = layout::slot_pos(slot);
        Some(egui::Rect::from_two_pos(
            screen_pos(ctx, &camera, c + Vec2::new(-slot_half.x, slot_half.y))?,
            screen_pos(ctx, &camera, c + Vec2::new(slot_half.x, -slot_half.y))?,
        ))
    }));
    clear.extend(log_rect(ctx));
    for id in [
        PROMPT_ID,
        COACH_ID,
        HELPERS_ID,
        "click-hint",
        "game-over",
        "open-call",
    ] {
        clear.extend(shown_rect(ctx, id));
    }
    clear.extend(shown_rect(ctx, MENU_BUTTON_ID));
    clear.extend(widgets::shown_area(
        ctx,
        egui::Id::new("notice"),
        egui::Order::Tooltip,
    ));
    for pile in 0..4 {
        clear.extend(widgets::shown_area(
            ctx,
            egui::Id::new(("pile", pile)),
            egui::Order::Background,
        ));
    }
    let own_hand = seats.viewer.is_some_and(|v| on.0.zone == Zone::Hand(v));
    let place = hover_place(ctx, &camera, card_rect, own_hand, &clear);
    egui::Area::new(egui::Id::new(HOVER_ID))
        .fixed_pos(place.0)
        .pivot(place.1)
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(HOVER_WIDTH);
                // Both broken between words (a Japanese title is as long as a line).
                let size = egui::TextStyle::Body.resolve(ui.style()).size;
                ui.label(widgets::paragraph(ui, &title, size).strong());
                ui.label(widgets::paragraph(ui, &body, 13.0));
            });
        });
    Ok(())
}

/// The least width of the words over a number play ("Discard 3 + 4 = 7 and draw 3"),
/// so that the buttons after them rarely move as cards are picked.
const NUMBER_WORDS_WIDTH: f32 = 330.0;

/// The egui area of a card's description.
pub(super) const HOVER_ID: &str = "hover-card";
/// Where the table's world begins that the log beside a table of three keeps clear of:
/// the top-left seat's hand (five cards) and the burned cards.
const LOG_CLEARS_X: f32 = -385.0;
/// The widest a card's description grows.
const HOVER_WIDTH: f32 = 280.0;

/// Where a card's description stands (a point and the panel's corner there): beside
/// the card, on the first side where it lies inside the window over none of `clear`
/// (for the person's own hand, beside the grid first, where the card is most often
/// aimed next), else where it covers least of them. Its size is last drawn size, so
/// its place does not change from one frame to the next.
fn hover_place(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
    card: egui::Rect,
    own_hand: bool,
    clear: &[egui::Rect],
) -> (egui::Pos2, Align2) {
    let size = ctx
        .memory(|m| m.area_rect(egui::Id::new(HOVER_ID)))
        .map_or(egui::vec2(HOVER_WIDTH, 90.0), |r| r.size());
    let gap = 8.0;
    let mut spots = Vec::new();
    // Beside the grid, then a little over its edge where a pile's label stands in the
    // way (a queen asleep there is no target now, or it would be kept clear).
    if own_hand && let Some(((left, l), (right, r))) = beside_grid(ctx, camera) {
        for inward in [0.0, 20.0, 40.0, 60.0] {
            spots.push((left + egui::vec2(inward, 0.0), l));
            spots.push((right - egui::vec2(inward, 0.0), r));
        }
    }
    spots.extend([
        (
            egui::pos2(card.right() + gap, card.center().y),
            Align2::LEFT_CENTER,
        ),
        (
            egui::pos2(card.left() - gap, card.center().y),
            Align2::RIGHT_CENTER,
        ),
        (
            egui::pos2(card.center().x, card.top() - gap),
            Align2::CENTER_BOTTOM,
        ),
        (
            egui::pos2(card.center().x, card.bottom() + gap),
            Align2::CENTER_TOP,
        ),
    ]);
    // The players' plates too where a place is free of them (a queen's description
    // over her owner's name); else what the person may need next comes first.
    let screen = ctx.content_rect();
    let plates: Vec<egui::Rect> = (0..MAX_SEATS)
        .filter_map(|seat| {
            widgets::shown_area(ctx, egui::Id::new(("plate", seat)), egui::Order::Background)
        })
        .collect();
    let with_plates: Vec<egui::Rect> = clear.iter().chain(&plates).copied().collect();
    let free_of = |(at, pivot): (egui::Pos2, Align2), rects: &[egui::Rect]| {
        let here = pivot.anchor_size(at, size);
        screen.contains_rect(here) && !rects.iter().any(|r| r.intersect(here).is_positive())
    };
    least_covering(screen, size, &spots, &with_plates)
        .filter(|place| free_of(*place, &with_plates))
        .or_else(|| least_covering(screen, size, &spots, clear))
        .unwrap_or((card.right_top(), Align2::LEFT_TOP))
}

/// The most seats at a table (plates to keep clear of).
const MAX_SEATS: u8 = 5;

/// Where a card's sprite lies on the screen, in egui's points (upright: the bounds of
/// its unturned size). A card stands on the table's root, so its transform is where
/// it is drawn.
fn card_rect(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
    at: &Transform,
    sprite: &Sprite,
) -> Option<egui::Rect> {
    let size = sprite.custom_size.unwrap_or(Vec2::ONE) * at.scale.truncate();
    let centre = at.translation.truncate();
    let corner = |d: Vec2| screen_pos(ctx, camera, centre + d);
    Some(egui::Rect::from_two_pos(
        corner(Vec2::new(-size.x, size.y) / 2.0)?,
        corner(Vec2::new(size.x, -size.y) / 2.0)?,
    ))
}

/// Of `spots` (a point and a panel's corner there), the first where a panel of `size`
/// lies inside `screen` over none of `clear`; else the free place on the screen
/// nearest the first spot; else the spot that covers least of them (what lies outside
/// the screen counting four times).
pub(super) fn least_covering(
    screen: egui::Rect,
    size: egui::Vec2,
    spots: &[(egui::Pos2, Align2)],
    clear: &[egui::Rect],
) -> Option<(egui::Pos2, Align2)> {
    let overlap = |a: egui::Rect, b: egui::Rect| {
        let both = a.intersect(b);
        if both.is_positive() { both.area() } else { 0.0 }
    };
    let cost = |(at, pivot): &(egui::Pos2, Align2)| {
        let here = pivot.anchor_size(*at, size);
        let outside = here.area() - overlap(here, screen);
        let over: f32 = clear.iter().map(|r| overlap(here, *r)).sum();
        outside * 4.0 + over
    };
    if let Some(free) = spots.iter().find(|s| cost(s) == 0.0) {
        return Some(*free);
    }
    // None of the wanted spots is free (a crowded table in a small window): the free
    // place nearest the first of them, on a coarse grid over the whole screen.
    let wanted = spots.first()?;
    let wanted = wanted.1.anchor_size(wanted.0, size).center();
    let step = 16.0;
    let (columns, rows) = (
        (screen.width() / step) as usize,
        (screen.height() / step) as usize,
    );
    (0..=columns)
        .flat_map(|c| (0..=rows).map(move |r| (c, r)))
        .map(|(c, r)| {
            let corner = screen.left_top() + egui::vec2(c as f32 * step, r as f32 * step);
            (corner, Align2::LEFT_TOP)
        })
        .filter(|s| cost(s) == 0.0)
        .min_by(|a, b| {
            let from = |s: &(egui::Pos2, Align2)| (s.0 + size / 2.0).distance_sq(wanted);
            from(a).total_cmp(&from(b))
        })
        .or_else(|| {
            spots
                .iter()
                .min_by(|a, b| cost(a).total_cmp(&cost(b)))
                .copied()
        })
}

/// Hot-seat: "Pass to Ana — click when ready" while every hand is covered.
fn cover(
    mut contexts: EguiContexts,
    now: TableNow,
    seats: Res<HotSeat>,
    mut take: MessageWriter<TakeSeat>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(seat) = seats.waiting_for(&now.game, &now.presentation) else {
        return Ok(());
    };
    // Every hand is face down meanwhile: the table stays in sight behind.
    let others = tr!("cover-look-away");
    if widgets::hand_off(ctx, now.game.name(seat), &others, None, TABLE_ORDER) {
        take.write(TakeSeat(seat));
    }
    Ok(())
}

/// Hot-seat: the open call of an answer window — "Is anyone answering?".
fn open_call(
    mut contexts: EguiContexts,
    now: TableNow,
    seats: Res<HotSeat>,
    settings: Res<Settings>,
    mut claim: MessageWriter<Claim>,
) -> Result {
    let Some(call) = seats.open_call_waiting() else {
        return Ok(());
    };
    let Some(decision) = now.decision() else {
        return Ok(());
    };
    if !is_window_for_people(&now.game, decision) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let question = call_question(&now.game, decision);
    egui::Area::new(egui::Id::new("open-call"))
        .anchor(Align2::CENTER_CENTER, [0.0, 40.0])
        .order(TABLE_ORDER)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(28, 16))
                .show(ui, |ui| {
                    ui.set_max_width(620.0);
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(question).size(20.0));
                        ui.label(RichText::new(tr!("call-how")).size(13.0));
                        ui.horizontal(|ui| {
                            // Each named with the key that says so too (1, 2, …).
                            for (n, seat) in called(&now.game, decision).into_iter().enumerate() {
                                let picked = call.picked.contains(&seat);
                                let label = {
                                    let key = n as u32 + 1;
                                    tr!("call-person-key", name = now.game.name(seat), key = key)
                                };
                                if ui
                                    .add(
                                        egui::Button::new(RichText::new(label).size(18.0))
                                            .selected(picked),
                                    )
                                    .clicked()
                                {
                                    claim.write(Claim::Toggle(seat));
                                }
                            }
                            let done = if call.picked.is_empty() {
                                tr!("call-no-one")
                            } else {
                                tr!("menu-done")
                            };
                            if ui.button(RichText::new(done).size(18.0)).clicked() {
                                claim.write(Claim::Done);
                            }
                        });
                        if let Some(left) = call.left {
                            let bar = ui.add(
                                egui::ProgressBar::new(
                                    left.ceil() / settings.answer_countdown.max(1.0),
                                )
                                .desired_width(200.0)
                                .text(tr!("seconds", seconds = (left.ceil() as u32))),
                            );
                            widgets::named(&bar, &tr!("time-left", seconds = (left.ceil() as u32)));
                        }
                    });
                });
        });
    Ok(())
}

/// The end of the game: who won and why, over the final table, and the way to the
/// results.
fn game_over(
    mut contexts: EguiContexts,
    now: TableNow,
    camera: Query<(&Camera, &GlobalTransform)>,
    cards: Query<(&Transform, &Sprite), With<TableCard>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let Some(outcome) = now.game.state().outcome() else {
        return Ok(());
    };
    if !now.presentation.is_idle() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let names: Vec<&str> = outcome.winners.iter().map(|s| now.game.name(*s)).collect();
    let people = now.game.people();
    let title = match (outcome.winners.as_slice(), names.as_slice()) {
        ([seat], _) if people == [*seat] => tr!("results-you-win"),
        (_, [one]) => tr!("results-wins", name = (*one)),
        _ => tr!("results-share", names = and_list(&names)),
    };
    // Where it covers least of the cards (the final grid, the queens won, the hands),
    // the players' plates and the log, and lies wholly in the window: beside the grid
    // first, else over the prompt's place above the person's hand.
    let size = ctx
        .memory(|m| m.area_rect(egui::Id::new("game-over")))
        .map_or(egui::vec2(320.0, 140.0), |r| r.size());
    let mut clear: Vec<egui::Rect> = cards
        .iter()
        .filter_map(|(at, sprite)| card_rect(ctx, &camera, at, sprite))
        .collect();
    clear.extend(log_rect(ctx));
    clear.extend(ctx.memory(|m| m.area_rect(egui::Id::new(MENU_BUTTON_ID))));
    for seat in 0..now.game.state().seat_count() {
        clear.extend(ctx.memory(|m| m.area_rect(egui::Id::new(("plate", seat)))));
    }
    let half_grid = layout::card(layout::GRID_W).x * 1.5 + 24.0;
    let grid_centre = (layout::slot_pos(0) + layout::slot_pos(11)) / 2.0;
    let spots: Vec<(egui::Pos2, Align2)> = [
        (Vec2::new(half_grid, 0.0), Align2::LEFT_CENTER),
        (Vec2::new(-half_grid, 0.0), Align2::RIGHT_CENTER),
        (layout::PROMPT_BOTTOM, Align2::CENTER_BOTTOM),
        (Vec2::ZERO, Align2::CENTER_CENTER),
    ]
    .into_iter()
    .filter_map(|(world, pivot)| Some((screen_pos(ctx, &camera, grid_centre + world)?, pivot)))
    .collect();
    let Some((at, pivot)) = least_covering(ctx.content_rect(), size, &spots, &clear) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("game-over"))
        .fixed_pos(at)
        .pivot(pivot)
        .order(TABLE_ORDER)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(24, 12))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(title).size(28.0));
                        ui.label(
                            RichText::new(crate::game::text::end_reason_under(
                                outcome.reason,
                                now.game.state().rules(),
                                now.game.state().seat_count() as usize,
                            ))
                            .italics(),
                        );
                        let see = ui.button(tr!("over-see-results"));
                        // The keys' place: ringed, and Enter or Space presses it.
                        if ui.ctx().memory(|m| m.focused()).is_none() {
                            see.request_focus();
                        }
                        if see.clicked() {
                            next.set(Screen::Results);
                        }
                    });
                });
        });
    Ok(())
}

/// The corner buttons, bottom right, standing on the person's own queens (never over
/// their names): Menu (the pause menu, for a mouse) at the corner, and to its left Hint
/// for whoever has a decision at the screen and Take back for the one person at a table
/// of bots (it says why when it is not allowed). A hint, once worked out, shows above
/// them.
fn corner_buttons(
    mut contexts: EguiContexts,
    camera: Query<(&Camera, &GlobalTransform)>,
    now: TableNow,
    seats: Res<HotSeat>,
    aiming: Res<Aiming>,
    hinting: Res<Hinting>,
    settings: Res<Settings>,
    mut take: MessageWriter<TakeBack>,
    (mut ask, mut menu): (MessageWriter<AskHint>, ResMut<NextState<Menu>>),
) -> Result {
    let hint = can_hint(&now, &seats);
    let take_back = now.game.take_back_seat().is_some() && !seats.covered;
    let ctx = contexts.ctx_mut()?;
    let asked = Asked::now(&now, &aiming);
    let spot = layout::seat_spot(0, now.game.state().seat_count(), None);
    let queens_top = spot.owned + Vec2::new(0.0, layout::card(spot.owned_w).y / 2.0 + 6.0);
    let corner = ctx.content_rect().right_bottom() - egui::vec2(12.0, 12.0);
    let mut at = screen_pos(ctx, &camera, queens_top).map_or(corner, |p| egui::pos2(corner.x, p.y));
    // A prompt as wide as a small window reaches under them: they stand above where
    // its row stands, whether it is up or not (a button that moves as a turn begins
    // takes a click meant for it elsewhere), and above a taller prompt that reaches them.
    if let Some(bottom) = screen_pos(ctx, &camera, layout::PROMPT_BOTTOM) {
        at.y = at.y.min(bottom.y - PROMPT_ROW_HEIGHT - 21.0);
    }
    // A prompt of one row (a Dragon's number box makes it a few points taller) stays
    // under the place above; only one of more rows moves them.
    if let Some(prompt) = shown_rect(ctx, PROMPT_ID)
        && prompt.right() > at.x - HELPERS_REACH
        && prompt.height() > 1.5 * PROMPT_ROW_HEIGHT + 12.0
    {
        at.y = at.y.min(prompt.top() - 6.0);
    }
    // The Menu at the corner, the others to its left.
    if menu_button(ctx, at, Align2::RIGHT_BOTTOM, 15.0) {
        menu.set(Menu::Pause);
    }
    let menu_left = ctx
        .memory(|m| m.area_rect(egui::Id::new(MENU_BUTTON_ID)))
        .map_or(at.x - 70.0, |r| r.left());
    egui::Area::new(egui::Id::new(HELPERS_ID))
        .fixed_pos(egui::pos2(menu_left - 6.0, at.y))
        .pivot(Align2::RIGHT_BOTTOM)
        .order(TABLE_ORDER)
        .show(ctx, |ui| {
            // On one line, however close to the window's edge.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            let helped = helper_buttons(
                ui,
                hint.then(|| HintButton {
                    thinking: hinting.thinking(asked.at),
                    shown: hinting.shown_for(asked).is_some(),
                    tip: HintTip::HardBot,
                }),
                take_back.then(|| now.game.can_take_back().map(|_| ())),
                15.0,
                CREAM,
                &settings.keys,
            );
            if helped.hint {
                ask.write(AskHint);
            }
            if helped.take_back {
                take.write(TakeBack);
            }
        });
    if hint && let Some(shown) = hinting.shown_for(asked) {
        // Over your queens, and over the helpers' buttons wherever they stand.
        let screen = ctx.content_rect();
        let mut hint_at = egui::pos2(screen.right() - 12.0, screen.bottom() - HINT_ABOVE_BOTTOM);
        if let Some(helpers) = shown_rect(ctx, HELPERS_ID) {
            hint_at.y = hint_at.y.min(helpers.top() - 6.0);
        }
        // Right, above your queens and clear of the prompt's row, below a right seat.
        egui::Area::new(egui::Id::new("hint"))
            .pivot(Align2::RIGHT_BOTTOM)
            .fixed_pos(hint_at)
            .order(TABLE_ORDER)
            .show(ctx, |ui| {
                widgets::lines_plate().show(ui, |ui| {
                    ui.set_max_width(360.0);
                    let names = now.game.names();
                    hint_lines(ui, &shown.hint, |a| choice_words(a, &shown.obs, &names));
                });
            });
    }
    Ok(())
}

/// A replay's bar: what is being played back and how far, and its controls.
fn replay_bar(
    mut contexts: EguiContexts,
    replay: Option<Res<Replay>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut control: MessageWriter<ReplayControl>,
    mut next: ResMut<NextState<Screen>>,
    leave: Option<Res<LeaveReplayTo>>,
) -> Result {
    let Some(replay) = replay else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // Where the prompt bar stands at a game: above the hand, under the grid.
    let Some(bottom) = screen_pos(ctx, &camera, Vec2::new(0.0, layout::PROMPT_BOTTOM.y)) else {
        return Ok(());
    };
    let at = (bottom, Align2::CENTER_BOTTOM);
    if let Some(BarAsk::Leave) = replay_bar_at(ctx, at, TABLE_ORDER, &replay, &mut control) {
        next.set(LeaveReplayTo::screen(leave.as_deref()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Bubble Gum King over a grid whose queens all lie face up asks to pick one, not
    /// to reveal one.
    #[test]
    fn a_queen_to_reveal_that_lies_face_up_is_picked() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::sleeping_queens::{King, Queen, TableBuilder};
        let mut builder = TableBuilder::extended(2).hand(
            0,
            &[
                Card::King(King::BubbleGum),
                Card::Number(2),
                Card::Number(4),
            ],
        );
        // Every queen in the grid, face up.
        for (slot, queen) in Queen::ALL.into_iter().enumerate() {
            builder = builder.slot(slot as u8, queen, true);
        }
        let mut s = builder.build().unwrap();
        let king = s.hand(0)[0];
        s.apply(Action::Play(king)).unwrap();
        let decision = s.pending().cloned().unwrap();
        assert!(matches!(
            decision,
            Decision::PickSleepingQueen {
                reason: WakeReason::Reveal(_),
                ..
            }
        ));
        assert_eq!(
            describe_at(&s, &decision, &s.legal_actions()),
            "Pick a sleeping queen: they all lie face up already."
        );
        assert_eq!(
            describe(&decision, &s.legal_actions()),
            "Pick a sleeping queen to reveal."
        );
    }

    /// X-KN-1: a Knight whose only targets are its own player's queens says so.
    #[test]
    fn a_knight_with_only_its_players_queens_to_take_says_so() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let knight = Decision::PickOwnedQueen {
            seat: 0,
            reason: TargetReason::Knight,
        };
        let own = [Action::Owned { seat: 0, index: 0 }];
        assert!(describe(&knight, &own).starts_with("Knight: only your own queens"));
        let theirs = [own[0], Action::Owned { seat: 1, index: 0 }];
        assert_eq!(describe(&knight, &theirs), "Knight: pick a queen to take.");
    }

    /// Picked numbers that make a play say what it draws; those a king's round forbids
    /// say which king and why (X-K-PUZ, X-K-CHE); others say they are no play.
    #[test]
    fn picked_numbers_say_why_they_are_no_play() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let rules = RuleSet::extended();
        let free = NumberLimits::default();
        let (text, ok) = number_play_words(&[5, 5], &rules, free);
        assert!(ok && text.contains("draws 2"), "{text}");
        let chess = NumberLimits {
            banned_parity: Some(Parity::Even),
            ..free
        };
        let (text, ok) = number_play_words(&[1, 3, 2], &rules, chess);
        assert!(!ok);
        assert_eq!(text, "1, 3, 2 — Chess King: no even numbers");
        let puzzle = NumberLimits {
            singles_only: true,
            ..free
        };
        let (text, ok) = number_play_words(&[4, 4], &rules, puzzle);
        assert!(!ok);
        assert_eq!(text, "4, 4 — Puzzle King: one at a time");
        // Not a play at all, whatever the king.
        let (text, ok) = number_play_words(&[1, 7], &rules, chess);
        assert!(!ok);
        assert_eq!(text, "1, 7 — not a legal play");
        _en.switch(crate::i18n::Language::Japanese);
        let (text, _) = number_play_words(&[1, 3, 2], &rules, chess);
        assert!(
            text.contains("チェスのキング") && text.contains("偶数"),
            "{text}"
        );
    }
}
