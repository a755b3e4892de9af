//! What the table says in words: seat plates, the prompt for the decision at hand, the
//! game log, card details on hover, the hand-off cover and the rules reference.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::cards::{Shown, TableCard};
use super::layout;
use super::session::{SeatKind, Session};
use super::{ClickHint, HandSelection, Hovered, TableCover};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::palette::{CREAM, GOLD, INK};
use crate::rules::GameState;
use crate::rules::numbers::{combo_of, within_limits};
use crate::rules::{
    Action, Card, CardId, Decision, NumberPlay, Parity, PutBack, RuleSet, SlotReason, TargetReason,
    WakeReason,
};
use crate::table::{CardKey, Zone};
use crate::text::{card_ability, queen_ability};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LogOpen>();
    app.init_resource::<ShowRules>();
    app.add_systems(
        EguiPrimaryContextPass,
        (
            seat_plates,
            pile_labels,
            prompt_bar,
            click_hint,
            game_log,
            hover_card,
            cover,
            rules_window,
        )
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

pub(super) fn keys_plugin(app: &mut App) {
    app.add_systems(Update, toggle_rules.run_if(in_state(Screen::Playing)));
}

/// Whether the game log window is open.
#[derive(Resource, Debug, Clone)]
pub struct LogOpen(pub bool);

impl Default for LogOpen {
    fn default() -> Self {
        LogOpen(true)
    }
}

#[derive(Resource, Debug, Default)]
pub struct ShowRules(pub bool);

fn toggle_rules(keys: Res<ButtonInput<KeyCode>>, mut show: ResMut<ShowRules>) {
    if keys.just_pressed(KeyCode::F1) || keys.just_pressed(KeyCode::KeyR) {
        show.0 = !show.0;
    }
}

/// Converts a table position to a screen position for egui.
fn screen_pos(camera: &Query<(&Camera, &GlobalTransform)>, world: Vec2) -> Option<egui::Pos2> {
    let (camera, gt) = camera.iter().next()?;
    let p = camera.world_to_viewport(gt, world.extend(0.0)).ok()?;
    Some(egui::pos2(p.x, p.y))
}

fn plate_frame(active: bool) -> egui::Frame {
    egui::Frame::new()
        .fill(if active {
            GOLD
        } else {
            CREAM.gamma_multiply(0.92)
        })
        .stroke(egui::Stroke::new(if active { 2.0 } else { 1.0 }, INK))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(8, 3))
}

fn seat_plates(
    mut contexts: EguiContexts,
    session: Res<Session>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = session.game.state();
    let seats = state.seat_count();
    let public_decider = state.public_decider();
    for seat in 0..seats {
        let spot = layout::seat_spot(seat, seats, session.viewer);
        let Some(pos) = screen_pos(&camera, spot.label) else {
            continue;
        };
        let cfg = &session.config.seats[seat as usize];
        let kind = match cfg.kind {
            SeatKind::Human => "".to_string(),
            SeatKind::Bot(b) => format!(" · {} bot", b.name()),
        };
        let row = &session.model.owned.get(seat as usize);
        let queens = row.map_or(0, |r| r.len());
        let hidden = row.is_some_and(|r| r.iter().any(|(_, h)| *h));
        let points: u32 = row.map_or(0, |r| {
            r.iter()
                .filter(|(_, h)| !*h || session.viewer == Some(seat))
                .map(|(q, _)| q.points())
                .sum()
        });
        let turn = session.shown_turn == Some(seat) && !state.is_over();
        let thinking = session.thinking.as_ref().is_some_and(|t| t.seat == seat)
            && public_decider == Some(seat)
            && session.queue.is_empty();
        let align = if spot.label_align < 0.0 {
            Align2::LEFT_CENTER
        } else {
            Align2::CENTER_CENTER
        };
        egui::Area::new(egui::Id::new(("plate", seat)))
            .fixed_pos(pos)
            .pivot(align)
            .interactable(false)
            .order(egui::Order::Background)
            .show(ctx, |ui| {
                plate_frame(turn).show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if turn {
                            ui.label(RichText::new("▶").color(INK).size(13.0));
                        }
                        ui.label(RichText::new(&cfg.name).strong().color(INK).size(15.0));
                        ui.label(RichText::new(kind).color(INK).size(12.0));
                        let pts = if hidden && session.viewer != Some(seat) {
                            format!("{queens} queens (hidden)")
                        } else {
                            format!(
                                "{points} pts · {queens} {}",
                                if queens == 1 { "queen" } else { "queens" }
                            )
                        };
                        ui.label(RichText::new(pts).color(INK).size(13.0));
                        if thinking {
                            ui.label(RichText::new("…").color(INK).size(13.0));
                        }
                    });
                });
            });
    }
    Ok(())
}

fn pile_labels(
    mut contexts: EguiContexts,
    session: Res<Session>,
    camera: Query<(&Camera, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = session.game.state();
    let labels = [
        (
            layout::DRAW_POS + Vec2::new(0.0, 86.0),
            format!("Draw · {}", session.model.draw.len()),
        ),
        (
            layout::DISCARD_POS + Vec2::new(0.0, -56.0),
            format!("Discard · {}", session.model.discard.len()),
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
    if !session.model.removed.is_empty() {
        let text = format!("Burned · {}", session.model.removed.len());
        table_label(
            ctx,
            &camera,
            ("pile", 2),
            layout::REMOVED_POS + Vec2::new(0.0, -45.0),
            RichText::new(text).color(CREAM).size(12.0),
        );
    }
    let limits = state.number_limits();
    let mut notes = Vec::new();
    if limits.singles_only {
        notes.push("Puzzle King: numbers only singly".to_string());
    }
    if let Some(p) = limits.banned_parity {
        notes.push(format!(
            "Chess King: no {} numbers",
            crate::text::parity_word(p)
        ));
    }
    notes.push(format!("{} rules", session.config.rules.name));
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
    let Some(p) = screen_pos(camera, at) else {
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

/// Values for the selected cards: numbers as printed, Dragons as chosen or, where not
/// chosen yet, the first values that make the play legal.
pub fn selection_values(
    sel: &HandSelection,
    rules: &RuleSet,
    limits: crate::rules::NumberLimits,
) -> Vec<u8> {
    let mut values: Vec<u8> = sel
        .cards
        .iter()
        .map(|c| match c.card() {
            Card::Number(n) => n,
            _ => sel.dragon_values.get(c).copied().unwrap_or(0),
        })
        .collect();
    let open: Vec<usize> = (0..values.len()).filter(|i| values[*i] == 0).collect();
    if open.is_empty() {
        return values;
    }
    let combos = 10u32.pow(open.len() as u32);
    for a in 0..combos {
        let mut rest = a;
        for i in &open {
            values[*i] = (rest % 10) as u8 + 1;
            rest /= 10;
        }
        if combo_of(&values, rules).is_some() && within_limits(&values, limits) {
            return values;
        }
    }
    for i in &open {
        values[*i] = 1;
    }
    values
}

fn describe(decision: &Decision, legal: &[Action]) -> String {
    match decision {
        Decision::TurnAction { .. } => crate::text::turn_prompt(legal),
        Decision::PickSleepingQueen { reason, .. } => match reason {
            WakeReason::King(_) | WakeReason::JesterWake => "Pick a sleeping queen to wake.".into(),
            WakeReason::Rose => "Rose Queen: pick one more sleeping queen to wake.".into(),
            WakeReason::JesterOwn => {
                "The Jester's count reached you: pick a sleeping queen to take.".into()
            }
            WakeReason::Reveal(_) => "Pick a sleeping queen to reveal.".into(),
        },
        Decision::PickOwnedQueen { reason, .. } => match reason {
            TargetReason::Knight => "Knight: pick a queen to take.".into(),
            TargetReason::Potion => "Sleeping Potion: pick a queen to put to sleep.".into(),
            TargetReason::Wand => "Magic Wand: pick an owned queen to swap with the grid.".into(),
            TargetReason::Hat => {
                "Hat King: pick a queen to shuffle in with yours, or keep what you woke.".into()
            }
        },
        Decision::PickEmptySlot { reason, .. } => match reason {
            SlotReason::PotionSleep(Some(q)) => {
                format!("Pick an empty slot where the {} goes to sleep.", q.name())
            }
            SlotReason::PotionSleep(None) => {
                "Pick an empty slot where the queen goes to sleep.".into()
            }
            SlotReason::PutBack(q) => format!("Pick an empty slot to put the {} back.", q.name()),
        },
        Decision::PickGridQueen { .. } => {
            "Magic Wand: pick the queen in the grid to swap with.".into()
        }
        Decision::Answer { against, .. } => format!("A {} was played. Answer it?", against.name()),
        Decision::AfterWake { .. } => "A queen was woken. Play a Knight or a Potion now?".into(),
        Decision::ChooseParity { .. } => {
            "Chess King: which numbers does nobody play until your next turn?".into()
        }
        Decision::ContinueRevealing { .. } => "Reveal another queen, or stop?".into(),
        Decision::ChooseRevealed { .. } => {
            "Bubble Gum King: click the revealed queen to wake.".into()
        }
        Decision::HatBlindPick { .. } => "Hat King: take one of the face-down queens.".into(),
        Decision::FireBurn { remaining, .. } => {
            format!("Fire King: click up to {remaining} more cards in any hand to burn, or stop.")
        }
        Decision::PutBackChoice { .. } => {
            "Your queens don't get along: which goes back to sleep?".into()
        }
    }
}

/// Why a click on `clicked` (a card and where it lies; `None`: an empty slot) does
/// nothing for `decision`, in a sentence (the prompt under it says what to do).
pub(super) fn why_not(
    decision: &Decision,
    state: &GameState,
    clicked: Option<(CardKey, Zone)>,
) -> String {
    let me = decision.seat();
    if !matches!(decision, Decision::TurnAction { .. }) {
        return "Not one of the choices now: the ones you may click glow.".into();
    }
    match clicked {
        Some((CardKey::Deck(id), Zone::Hand(s))) if s == me => {
            let extended = state.rules().is_extended();
            match id.card() {
                Card::Dragon if !extended => {
                    "A Dragon is kept to answer a Knight played at one of your queens.".into()
                }
                Card::Wand if !extended => {
                    "A Magic Wand is kept to answer a Sleeping Potion played at one of your queens."
                        .into()
                }
                Card::Wand => "There is no queen the Magic Wand can swap now.".into(),
                Card::Knight => "There is no queen your Knight may take now.".into(),
                Card::Potion => "There is no queen your Sleeping Potion may put to sleep now.".into(),
                Card::Number(_) | Card::Dragon => {
                    "That number can't be played now: a King's rule limits numbers until its player's next turn."
                        .into()
                }
                c => format!("The {} can't be played now.", c.name()),
            }
        }
        Some((_, Zone::Hand(_))) => "That hand isn't yours: play from your own hand.".into(),
        Some((_, Zone::Grid(_))) => {
            "A sleeping queen is woken with a King: play one from your hand first.".into()
        }
        Some((_, Zone::Owned(_))) => {
            "To take a queen or put her to sleep, play a Knight or a Sleeping Potion first.".into()
        }
        _ => "Play a card from your hand, or pick number cards to discard.".into(),
    }
}

/// Why the last click did nothing, for a moment above the prompt.
fn click_hint(
    mut contexts: EguiContexts,
    hint: Res<ClickHint>,
    session: Res<Session>,
    cover: Res<TableCover>,
    time: Res<Time>,
) -> Result {
    let now = time.elapsed_secs_f64();
    if !hint.shows(now, session.game.record().actions.len())
        || cover.0
        || session.human_decision().is_none()
    {
        return Ok(());
    }
    let age = now - hint.since;
    let ctx = contexts.ctx_mut()?;
    let fade = (((ClickHint::SHOWN - age) / 0.5).min(1.0) * 255.0) as u8;
    egui::Area::new(egui::Id::new("click-hint"))
        .anchor(Align2::CENTER_BOTTOM, [-40.0, -196.0])
        .order(egui::Order::Foreground)
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
                            .color(Color32::from_rgba_unmultiplied(0xA3, 0x33, 0x3D, fade)),
                    );
                });
        });
    Ok(())
}

/// The height of a row in the prompt bar: a button's (the bar clears the grid's
/// bottom row at 1280×720).
const PROMPT_ROW_HEIGHT: f32 = 30.0;

fn prompt_bar(
    mut contexts: EguiContexts,
    mut session: ResMut<Session>,
    mut selection: ResMut<HandSelection>,
    settings: Res<Settings>,
    cover: Res<TableCover>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if cover.0 {
        return Ok(());
    }
    let Some(decision) = session.human_decision().cloned() else {
        return Ok(());
    };
    if Some(decision.seat()) != session.viewer {
        return Ok(());
    }
    // Counted from when the step that asks was first shown (set in the Update schedule).
    let since = (time.elapsed_secs_f64() - session.asked_since) as f32;
    let state = session.game.state();
    let legal = state.legal_actions();
    let rules = state.rules().clone();
    let limits = state.number_limits();
    let mut chosen: Option<Action> = None;
    egui::Area::new(egui::Id::new("prompt"))
        .anchor(Align2::CENTER_BOTTOM, [-40.0, -152.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(12, 3))
                .show(ui, |ui| {
                    ui.set_max_width(760.0);
                    // A row starts as tall as a button, so the words beside the
                    // buttons sit on their centre line.
                    ui.spacing_mut().button_padding.y = 5.0;
                    ui.spacing_mut().interact_size.y = PROMPT_ROW_HEIGHT;
                    ui.horizontal_wrapped(|ui| {
                        // With cards picked, the prompt is about them, not the whole turn.
                        if selection.cards.is_empty()
                            || !matches!(decision, Decision::TurnAction { .. })
                        {
                            ui.label(
                                RichText::new(describe(&decision, &legal))
                                    .color(INK)
                                    .size(15.0),
                            );
                        } else {
                            ui.label(RichText::new("Picked:").color(INK).size(15.0));
                        }
                        match &decision {
                            Decision::TurnAction { .. } => {
                                if !selection.cards.is_empty() {
                                    let values = selection_values(&selection, &rules, limits);
                                    let dragons: Vec<(usize, CardId)> = selection
                                        .cards
                                        .iter()
                                        .enumerate()
                                        .filter(|(_, c)| c.card() == Card::Dragon)
                                        .map(|(i, c)| (i, *c))
                                        .collect();
                                    for (i, d) in dragons {
                                        let mut v = values[i];
                                        egui::ComboBox::from_id_salt(("dragon", d.0))
                                            .selected_text(format!("Dragon = {v}"))
                                            .width(96.0)
                                            .show_ui(ui, |ui| {
                                                for n in 1..=10u8 {
                                                    ui.selectable_value(&mut v, n, n.to_string());
                                                }
                                            });
                                        if v != values[i] {
                                            selection.dragon_values.insert(d, v);
                                        }
                                    }
                                    let values = selection_values(&selection, &rules, limits);
                                    let ok = combo_of(&values, &rules).is_some()
                                        && within_limits(&values, limits);
                                    let shown: Vec<String> =
                                        values.iter().map(|v| v.to_string()).collect();
                                    let text = if ok {
                                        format!(
                                            "{} — draws {}",
                                            crate::text::format_numbers(&values),
                                            values.len()
                                        )
                                    } else {
                                        format!("{} — not a legal play", shown.join(", "))
                                    };
                                    ui.label(RichText::new(text).strong().color(if ok {
                                        INK
                                    } else {
                                        Color32::from_rgb(0xA3, 0x33, 0x3D)
                                    }));
                                    if ui
                                        .add_enabled(
                                            ok,
                                            egui::Button::new(if selection.cards.len() == 1 {
                                                "Discard it"
                                            } else {
                                                "Discard them"
                                            }),
                                        )
                                        .clicked()
                                    {
                                        chosen = NumberPlay::new(&selection.cards, &values)
                                            .map(Action::PlayNumbers);
                                    }
                                    if ui.button("Clear").clicked() {
                                        *selection = HandSelection::default();
                                    }
                                }
                            }
                            Decision::Answer { .. } | Decision::AfterWake { .. } => {
                                for a in &legal {
                                    let label = match a {
                                        Action::Answer(c) => {
                                            format!("Answer with a {}", c.card().name())
                                        }
                                        Action::Play(c) => format!("Play a {}", c.card().name()),
                                        Action::Pass => "Pass".into(),
                                        _ => continue,
                                    };
                                    if ui.button(label).clicked() {
                                        chosen = Some(*a);
                                    }
                                }
                                if let Some(limit) = settings.countdown() {
                                    let left = (limit - since).max(0.0);
                                    ui.add(
                                        egui::ProgressBar::new(left / limit)
                                            .desired_width(80.0)
                                            .text(format!("{left:.0} s")),
                                    );
                                    if left <= 0.0 {
                                        chosen = Some(Action::Pass);
                                    }
                                }
                            }
                            Decision::ChooseParity { .. } => {
                                if ui.button("No odd numbers").clicked() {
                                    chosen = Some(Action::Parity(Parity::Odd));
                                }
                                if ui.button("No even numbers").clicked() {
                                    chosen = Some(Action::Parity(Parity::Even));
                                }
                            }
                            Decision::ContinueRevealing { .. } => {
                                if ui.button("Reveal another").clicked() {
                                    chosen = Some(Action::Continue);
                                }
                                if ui.button("Stop").clicked() {
                                    chosen = Some(Action::Pass);
                                }
                            }
                            Decision::PutBackChoice { options, .. } => {
                                for o in options {
                                    let label = match o {
                                        PutBack::Queen(q) => format!("Put back the {}", q.name()),
                                        PutBack::FivePointQueens => {
                                            "Put back every 5-point queen".into()
                                        }
                                    };
                                    if ui.button(label).clicked() {
                                        chosen = Some(Action::PutBack(*o));
                                    }
                                }
                            }
                            _ => {
                                if legal.contains(&Action::Pass) {
                                    let label = match &decision {
                                        Decision::FireBurn { .. } => "Stop burning",
                                        Decision::PickOwnedQueen { .. } => "Keep them",
                                        _ => "No more",
                                    };
                                    if ui.button(label).clicked() {
                                        chosen = Some(Action::Pass);
                                    }
                                }
                            }
                        }
                    });
                });
        });
    if let Some(action) = chosen {
        if let Err(e) = session.apply(action) {
            warn!("Refused: {e}");
        }
        *selection = HandSelection::default();
    }
    Ok(())
}

fn game_log(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut log_open: ResMut<LogOpen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = log_open.0;
    // With 4 or 5 seats a seat sits on the left, under the log; with fewer, the log
    // may take the whole left side. Each layout keeps its own size.
    let roomy = session.game.state().seat_count() <= 3;
    egui::Window::new(RichText::new("Game log").size(14.0).strong())
        .id(egui::Id::new(("game log", roomy)))
        .default_pos(egui::pos2(6.0, 6.0))
        .default_size([236.0, if roomy { 400.0 } else { 120.0 }])
        .frame(egui::Frame::window(&ctx.style_of(egui::Theme::Light)).inner_margin(8))
        .resizable(true)
        .collapsible(true)
        .open(&mut open)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in session.log.iter().rev().take(200).rev() {
                        let strong = line.starts_with('—');
                        let text = RichText::new(line).size(12.5).color(INK);
                        ui.add(
                            egui::Label::new(if strong { text.strong() } else { text })
                                .selectable(false),
                        );
                    }
                });
        });
    log_open.0 = open;
    Ok(())
}

fn hover_card(
    mut contexts: EguiContexts,
    session: Res<Session>,
    hovered: Res<Hovered>,
    settings: Res<Settings>,
    cards: Query<(&TableCard, &Shown, &super::OnTable)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(entity) = hovered.0 else {
        return Ok(());
    };
    let Ok((card, shown, on)) = cards.get(entity) else {
        return Ok(());
    };
    let rules = session.game.state().rules();
    let (title, body) = match (card.0, shown.face_up) {
        (CardKey::Queen(q), true) => (
            format!("{} · {} points", q.name(), q.points()),
            queen_ability(q, rules).to_string(),
        ),
        (CardKey::Deck(c), true) => (c.card().name(), card_ability(c.card(), rules).to_string()),
        (CardKey::Queen(_), false) => {
            let mut text = "A sleeping queen, face down.".to_string();
            if let (true, crate::table::Zone::Grid(slot)) = (settings.memory_hints, on.0.zone)
                && let Some(q) = session.game.state().last_seen(slot)
            {
                text = format!("Last seen here: the {}.", q.name());
            }
            ("Queen".into(), text)
        }
        (CardKey::Deck(_), false) => ("A card".into(), "Face down.".into()),
    };
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("hover-card"))
        .fixed_pos(pos + egui::vec2(18.0, 18.0))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(280.0);
                ui.label(RichText::new(title).strong().color(INK));
                ui.label(RichText::new(body).color(INK).size(13.0));
            });
        });
    Ok(())
}

/// Hot-seat: "Pass to Ana — click when ready" while every hand is covered.
fn cover(
    mut contexts: EguiContexts,
    session: Res<Session>,
    cover: Res<TableCover>,
    mut take: MessageWriter<super::hotseat::TakeSeat>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(seat) = super::hotseat::waiting_for_seat(&session, &cover) else {
        return Ok(());
    };
    let name = session.names[seat as usize].clone();
    egui::Area::new(egui::Id::new("handoff"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .inner_margin(egui::Margin::symmetric(40, 24))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            RichText::new(format!("Pass to {name}"))
                                .size(34.0)
                                .strong()
                                .color(INK),
                        );
                        ui.label(
                            RichText::new("Everyone else, look away. Click when ready.")
                                .size(16.0)
                                .color(INK),
                        );
                        ui.add_space(8.0);
                        if ui
                            .button(RichText::new(format!("I am {name}")).size(20.0))
                            .clicked()
                        {
                            take.write(super::hotseat::TakeSeat(seat));
                        }
                    });
                });
        });
    Ok(())
}

fn rules_window(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut show: ResMut<ShowRules>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !show.0 {
        return Ok(());
    }
    let rules = session.game.state().rules().clone();
    let mut open = true;
    egui::Window::new(format!("Rules reference — {}", rules.name))
        .open(&mut open)
        .default_size([560.0, 480.0])
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                let target = rules.win_target(session.game.state().seat_count() as usize);
                ui.label(
                    RichText::new(format!(
                        "Win with {} queens or {} points{}.",
                        target.queens,
                        target.points,
                        if rules.is_extended() {
                            " (Rainbow counts twice; or own Sunflower, Moon and Starfish)"
                        } else {
                            ""
                        }
                    ))
                    .strong(),
                );
                ui.separator();
                let mut seen = Vec::new();
                for c in CardId::all().map(|c| c.card()) {
                    let key = match c {
                        Card::Number(_) => Card::Number(1),
                        c => c,
                    };
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    let name = if let Card::Number(_) = c {
                        "Numbers".to_string()
                    } else {
                        c.name()
                    };
                    ui.label(RichText::new(name).strong().color(INK));
                    ui.label(card_ability(c, &rules));
                }
                ui.separator();
                for q in crate::rules::Queen::ALL {
                    ui.label(
                        RichText::new(format!("{} ({} points)", q.name(), q.points()))
                            .strong()
                            .color(INK),
                    );
                    ui.label(queen_ability(q, &rules));
                }
            });
        });
    if !open {
        show.0 = false;
    }
    Ok(())
}
