//! The table where a game is played: the engine's events move the cards, the pending
//! decision decides who acts — a human at this screen (clicks and prompts) or a bot
//! (thinking off the main thread).

mod cards;
pub mod hotseat;
pub mod layout;
mod pause;
mod prompts;
pub mod session;

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::render::view::screenshot::Screenshot;

use crate::game::cli::Cli;
use crate::game::saving::PendingLoad;
use crate::game::screens::Screen;
use crate::game::sounds::{PlaySound, Sfx};
use crate::rules::{Action, CardId, Decision, Seat};
use crate::table::{CardKey, Zone};
pub use cards::{CardImages, CardKind, OnTable, Shown, SlotMark, TableCard};
pub use session::{GameConfig, SeatConfig, SeatKind, Session};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationSpeed>();
    app.init_resource::<Hovered>();
    app.init_resource::<HandSelection>();
    app.init_resource::<TableCover>();
    app.init_resource::<ClickHint>();
    app.init_resource::<Targets>();
    app.init_resource::<GameConfig>();
    app.add_message::<TableClick>();
    app.add_message::<PlaySound>();
    app.configure_sets(
        Update,
        (
            TableSystems::Input,
            TableSystems::Step,
            TableSystems::Animate,
        )
            .chain(),
    );
    app.add_systems(OnEnter(Screen::Playing), start_session);
    // Back at the title, the game on the table is put away (it stays autosaved).
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<Session>();
    });
    app.add_systems(
        Update,
        (
            (keyboard, apply_clicks).chain().in_set(TableSystems::Input),
            (
                step_events,
                run_bots,
                compute_targets,
                end_of_game,
                screenshot_after_turns,
            )
                .chain()
                .in_set(TableSystems::Step),
        )
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_plugins((
        cards::plugin,
        prompts::plugin,
        pause::plugin,
        hotseat::plugin,
    ));
}

/// Mouse input (needs Bevy's picking; not in headless tests, which send [`TableClick`]s).
pub(super) fn pointer_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (read_pointer, hover)
            .chain()
            .before(TableSystems::Input)
            .run_if(in_state(Screen::Playing)),
    );
    app.add_plugins(prompts::keys_plugin);
}

/// Order within a frame: input, then the game steps, then the cards move.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TableSystems {
    Input,
    Step,
    Animate,
}

/// How fast animations and bot delays run (1 = normal; `--animation-speed`).
#[derive(Resource, Debug, Clone, Copy)]
pub struct AnimationSpeed {
    pub speed: f32,
    /// Everything jumps to its end this frame (a click skips the animation).
    pub snap: bool,
}

impl Default for AnimationSpeed {
    fn default() -> Self {
        AnimationSpeed {
            speed: 1.0,
            snap: false,
        }
    }
}

/// The card under the pointer.
#[derive(Resource, Debug, Default)]
pub struct Hovered(pub Option<Entity>);

/// Number cards (and Dragons) the player has picked to discard together.
#[derive(Resource, Debug, Default, Clone)]
pub struct HandSelection {
    pub cards: Vec<CardId>,
    /// The value each selected Dragon stands for (X-N-5).
    pub dragon_values: HashMap<CardId, u8>,
}

/// Why the last click did nothing (shown for a moment above the prompt), when, and
/// after how many actions: it is about that decision only, and gone once it is taken
/// (in hot-seat it may tell what the hand holds).
#[derive(Resource, Debug, Default)]
pub struct ClickHint {
    pub text: String,
    pub since: f64,
    pub at: usize,
}

impl ClickHint {
    /// How long a hint stays, in seconds.
    pub const SHOWN: f64 = 3.0;

    /// Whether the hint is still shown at `now`, `actions` actions into the game.
    pub fn shows(&self, now: f64, actions: usize) -> bool {
        !self.text.is_empty()
            && self.at == actions
            && (0.0..Self::SHOWN).contains(&(now - self.since))
    }
}

/// Every hand is covered: the screen waits for the next human to take the seat.
#[derive(Resource, Debug, Default)]
pub struct TableCover(pub bool);

/// What clicking each card or slot does now.
#[derive(Resource, Debug, Default)]
pub struct Targets {
    pub cards: HashMap<Entity, Click>,
    pub slots: HashMap<u8, Click>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this action.
    Act(Action),
    /// Add this number card (or Dragon) to the selection, or take it out.
    Select(CardId),
}

/// A click on something on the table (a card or a slot mark), after picking.
#[derive(Message, Debug, Clone, Copy)]
pub enum TableClick {
    Card(Entity),
    Slot(u8),
    /// On the felt: skips the current animation.
    Felt,
}

#[allow(clippy::too_many_arguments)]
pub(super) fn start_session(
    mut commands: Commands,
    config: Res<GameConfig>,
    cli: Res<Cli>,
    mut speed: ResMut<AnimationSpeed>,
    mut selection: ResMut<HandSelection>,
    mut cover: ResMut<TableCover>,
    mut next: ResMut<NextState<Screen>>,
    mut pending: ResMut<PendingLoad>,
    settings: Res<crate::game::settings::Settings>,
) {
    speed.speed = (cli.animation_speed * settings.animation_speed).clamp(0.05, 100.0);
    *selection = HandSelection::default();
    cover.0 = false;
    let started = match std::mem::take(&mut *pending) {
        PendingLoad::None => Session::start(config.clone()),
        PendingLoad::Resume(loaded) => Ok(Session::resume(*loaded)),
        PendingLoad::Replay(loaded) => Session::replay(*loaded),
    };
    match started {
        Ok(session) => {
            info!(
                "New game: {} seats, {} rules, seed {}",
                session.config.seats.len(),
                session.config.rules.name,
                session.seed
            );
            commands.insert_resource(session);
        }
        Err(e) => {
            error!("Cannot start the game: {e}");
            next.set(Screen::Title);
        }
    }
}

fn read_pointer(
    mut clicks: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Click>>,
    cards: Query<(), With<TableCard>>,
    slots: Query<&SlotMark>,
    mut out: MessageWriter<TableClick>,
) {
    for c in clicks.read() {
        if cards.get(c.entity).is_ok() {
            out.write(TableClick::Card(c.entity));
        } else if let Ok(s) = slots.get(c.entity) {
            out.write(TableClick::Slot(s.0));
        } else {
            out.write(TableClick::Felt);
        }
    }
}

fn hover(
    mut over: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Over>>,
    mut out: MessageReader<bevy::picking::events::Pointer<bevy::picking::events::Out>>,
    cards: Query<(), With<TableCard>>,
    mut hovered: ResMut<Hovered>,
) {
    for o in out.read() {
        if hovered.0 == Some(o.entity) {
            hovered.0 = None;
        }
    }
    for o in over.read() {
        if cards.get(o.entity).is_ok() {
            hovered.0 = Some(o.entity);
        }
    }
}

/// Keys: 1–9 pick the cards of your hand from the left, Enter discards the picked
/// numbers, Space passes.
fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut session: ResMut<Session>,
    mut selection: ResMut<HandSelection>,
    cover: Res<TableCover>,
    cards: Query<(Entity, &TableCard)>,
    mut out: MessageWriter<TableClick>,
) {
    let Some(keys) = keys else {
        return;
    };
    if cover.0
        || session
            .human_decision()
            .is_none_or(|d| Some(d.seat()) != session.viewer)
    {
        return;
    }
    let digits = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    if let (Some(n), Some(viewer)) = (
        digits.iter().position(|k| keys.just_pressed(*k)),
        session.viewer,
    ) {
        let mut hand = session
            .model
            .hands
            .get(viewer as usize)
            .cloned()
            .unwrap_or_default();
        hand.sort_by_key(|c| c.card());
        if let Some(card) = hand.get(n)
            && let Some((e, _)) = cards.iter().find(|(_, c)| c.0 == CardKey::Deck(*card))
        {
            out.write(TableClick::Card(e));
        }
    }
    let state = session.game.state();
    if keys.just_pressed(KeyCode::Enter) && !selection.cards.is_empty() {
        let values = prompts::selection_values(&selection, state.rules(), state.number_limits());
        if let Some(play) = crate::rules::NumberPlay::new(&selection.cards, &values)
            && session.apply(Action::PlayNumbers(play)).is_ok()
        {
            *selection = HandSelection::default();
        }
    } else if keys.just_pressed(KeyCode::Space) && state.legal_actions().contains(&Action::Pass) {
        let _ = session.apply(Action::Pass);
        *selection = HandSelection::default();
    }
}

/// Turns clicks into actions (or selections). A click while cards move skips ahead; if
/// that was the last step shown, the click then goes on to what it was aimed at, as
/// soon as the next frame shows the choices.
#[allow(clippy::too_many_arguments)]
fn apply_clicks(
    mut clicks: MessageReader<TableClick>,
    mut carried: Local<Option<TableClick>>,
    mut session: ResMut<Session>,
    targets: Res<Targets>,
    mut selection: ResMut<HandSelection>,
    mut speed: ResMut<AnimationSpeed>,
    cover: Res<TableCover>,
    mut sounds: MessageWriter<PlaySound>,
    mut hint: ResMut<ClickHint>,
    on_table: Query<(&TableCard, &OnTable)>,
    time: Res<Time>,
) {
    speed.snap = false;
    let earlier = carried.take();
    for click in earlier.iter().chain(clicks.read()) {
        if cover.0 {
            continue;
        }
        if session.wait > 0.0 || !session.queue.is_empty() {
            // Skip to the end of the current step.
            if session.queue.is_empty() {
                *carried = Some(*click);
            }
            session.wait = 0.0;
            speed.snap = true;
            continue;
        }
        let what = match click {
            TableClick::Card(e) => targets.cards.get(e).copied(),
            TableClick::Slot(s) => targets.slots.get(s).copied(),
            TableClick::Felt => None,
        };
        match what {
            Some(Click::Act(action)) => {
                hint.text.clear();
                if let Err(e) = session.apply(action) {
                    warn!("Refused: {e}");
                }
                *selection = HandSelection::default();
            }
            Some(Click::Select(card)) => {
                if let Some(i) = selection.cards.iter().position(|c| *c == card) {
                    selection.cards.remove(i);
                    selection.dragon_values.remove(&card);
                } else {
                    selection.cards.push(card);
                }
            }
            None => {
                if let Some(decision) = session.human_decision()
                    && !matches!(click, TableClick::Felt)
                {
                    let clicked = match click {
                        TableClick::Card(e) => {
                            on_table.get(*e).ok().map(|(c, on)| (c.0, on.0.zone))
                        }
                        _ => None,
                    };
                    hint.text = prompts::why_not(decision, session.game.state(), clicked);
                    hint.since = time.elapsed_secs_f64();
                    hint.at = session.game.record().actions.len();
                    sounds.write(PlaySound(Sfx::Invalid));
                }
            }
        }
    }
}

/// Shows queued events one at a time, each for its animation's length.
fn step_events(
    time: Res<Time>,
    speed: Res<AnimationSpeed>,
    mut session: ResMut<Session>,
    mut sounds: MessageWriter<PlaySound>,
    mut asked: Local<Option<usize>>,
) {
    let human_now = session
        .human_decision()
        .is_some_and(|d| Some(d.seat()) == session.viewer);
    // A new question for the person at the screen: the turn sound, and its countdown
    // starts now.
    let key = human_now.then(|| session.game.record().actions.len());
    if key.is_some() && *asked != key {
        sounds.write(PlaySound(Sfx::YourTurn));
        session.asked_since = time.elapsed_secs_f64();
    }
    *asked = key;
    if session.wait > 0.0 {
        session.wait -= time.delta_secs() * speed.speed;
        if speed.snap {
            session.wait = 0.0;
        }
        if session.wait > 0.0 {
            return;
        }
    }
    session.wait = 0.0;
    let dealing = session.game.state().turn() <= 1
        && session
            .queue
            .iter()
            .any(|e| matches!(e, crate::rules::Event::Drew { .. }))
        && session.log.len() < 2;
    if let Some(e) = session.step() {
        session.wait = session::step_seconds(&e, dealing);
        if let crate::rules::Event::GameOver { winners, .. } = &e {
            let humans = session.config.humans();
            if !humans.is_empty() {
                let won = winners.iter().any(|w| humans.contains(w));
                sounds.write(PlaySound(if won { Sfx::Victory } else { Sfx::Defeat }));
            }
        } else if let Some(sfx) = Sfx::of_event(&e) {
            sounds.write(PlaySound(sfx));
        }
    }
}

/// Bots think on another thread; their move shows after a short, visible delay.
fn run_bots(time: Res<Time>, speed: Res<AnimationSpeed>, mut session: ResMut<Session>) {
    let now = time.elapsed_secs_f64();
    if let Some(thinking) = session.thinking.take() {
        if !thinking.handle.is_finished() || now < thinking.ready_at {
            session.thinking = Some(thinking);
            return;
        }
        let seat = thinking.seat;
        match thinking.handle.join() {
            Ok((bot, action)) => {
                let replaying = session.replay.is_some();
                if let (false, Ok(mut bots)) = (replaying, session.bots.lock())
                    && let Some(slot) = bots.get_mut(seat as usize)
                {
                    *slot = Some(bot);
                }
                let action = if session.game.state().is_legal(&action) {
                    action
                } else {
                    warn!(
                        "Bot at seat {seat} chose an illegal action {action:?}; playing the first legal one"
                    );
                    match session.game.state().legal_actions().first() {
                        Some(a) => *a,
                        None => return,
                    }
                };
                if let Err(e) = session.apply(action) {
                    error!("Bot action refused: {e}");
                }
            }
            Err(_) => {
                error!(
                    "The bot at seat {seat} failed; it will play the first legal action from now on"
                );
                if let Some(a) = session.game.state().legal_actions().first().copied() {
                    let _ = session.apply(a);
                }
            }
        }
        return;
    }
    let Some(decision) = session.decision_now().cloned() else {
        return;
    };
    let seat = decision.seat();
    if session.replay.is_some() {
        // A replay plays the recorded actions, at the pace of a bot's.
        let handle = std::thread::spawn(move || -> (Box<dyn crate::bots::Bot + Send>, Action) {
            (Box::new(crate::bots::EasyBot::new(0)), Action::Pass)
        });
        let next = session.replay.as_mut().and_then(|r| r.pop_front());
        match next {
            Some(action) if session.game.state().is_legal(&action) => {
                let _ = handle.join();
                let delay = if matches!(decision, Decision::TurnAction { .. }) {
                    0.5
                } else {
                    0.3
                };
                session.thinking = Some(session::Thinking {
                    seat,
                    handle: std::thread::spawn(move || {
                        (
                            Box::new(crate::bots::EasyBot::new(0))
                                as Box<dyn crate::bots::Bot + Send>,
                            action,
                        )
                    }),
                    ready_at: now + (delay / speed.speed) as f64,
                });
            }
            _ => {
                let _ = handle.join();
                // The record ends here (or disagrees): the replay is over.
                session.replay = Some(Default::default());
            }
        }
        return;
    }
    if session.seat_kind(seat) == SeatKind::Human {
        return;
    }
    let obs = session.game.state().observe(seat);
    let bot = session
        .bots
        .lock()
        .ok()
        .and_then(|mut b| b.get_mut(seat as usize).and_then(Option::take));
    let Some(mut bot) = bot else {
        // A seat without its bot (it failed earlier): the first legal action.
        if let Some(a) = obs.legal.first().copied() {
            let _ = session.apply(a);
        }
        return;
    };
    let think = match decision {
        Decision::TurnAction { .. } => 0.7,
        _ => 0.45,
    };
    let handle = std::thread::spawn(move || {
        let action = bot.decide(&obs);
        (bot, action)
    });
    session.thinking = Some(session::Thinking {
        seat,
        handle,
        ready_at: now + (think / speed.speed) as f64,
    });
}

/// Works out what each click would do for the human who must decide now.
fn compute_targets(
    session: Res<Session>,
    cover: Res<TableCover>,
    cards: Query<(Entity, &TableCard, &OnTable)>,
    mut targets: ResMut<Targets>,
) {
    targets.cards.clear();
    targets.slots.clear();
    if cover.0 {
        return;
    }
    let Some(decision) = session.human_decision() else {
        return;
    };
    if Some(decision.seat()) != session.viewer {
        return;
    }
    let state = session.game.state();
    let legal = state.legal_actions();
    let has = |a: &Action| legal.contains(a);
    for (entity, card, on) in &cards {
        let zone = on.0.zone;
        let index = on.0.index;
        let click = match (decision, card.0, zone) {
            (Decision::TurnAction { seat }, CardKey::Deck(id), Zone::Hand(s)) if s == *seat => {
                let kind = id.card();
                if legal.iter().any(|a| matches!(a, Action::DiscardStuck(_))) {
                    Some(Click::Act(Action::DiscardStuck(id)))
                } else if matches!(
                    kind,
                    crate::rules::Card::Number(_) | crate::rules::Card::Dragon
                ) && legal
                    .iter()
                    .any(|a| matches!(a, Action::PlayNumbers(p) if p.cards().contains(&id)))
                {
                    // Only cards some legal play uses: no Dragon as a number in
                    // classic, no number a King's rule forbids.
                    Some(Click::Select(id))
                } else if legal
                    .iter()
                    .any(|a| matches!(a, Action::Play(c) if c.card() == kind))
                {
                    Some(Click::Act(Action::Play(id)))
                } else {
                    None
                }
            }
            (
                Decision::PickSleepingQueen { .. }
                | Decision::PickGridQueen { .. }
                | Decision::ChooseRevealed { .. },
                CardKey::Queen(_),
                Zone::Grid(slot),
            ) if has(&Action::Slot(slot)) => Some(Click::Act(Action::Slot(slot))),
            (Decision::PickOwnedQueen { .. }, CardKey::Queen(_), Zone::Owned(seat)) => {
                let a = Action::Owned {
                    seat,
                    index: index as u8,
                };
                has(&a).then_some(Click::Act(a))
            }
            (Decision::HatBlindPick { .. }, CardKey::Queen(_), Zone::HatPool) => {
                let a = Action::Blind(index as u8);
                has(&a).then_some(Click::Act(a))
            }
            (Decision::FireBurn { .. }, CardKey::Deck(_), Zone::Hand(seat)) => {
                let a = Action::Burn {
                    seat,
                    index: index as u8,
                };
                has(&a).then_some(Click::Act(a))
            }
            _ => None,
        };
        if let Some(c) = click {
            targets.cards.insert(entity, c);
        }
    }
    if let Decision::PickEmptySlot { .. } = decision {
        for a in &legal {
            if let Action::Slot(s) = a {
                targets.slots.insert(*s, Click::Act(*a));
            }
        }
    }
}

/// When the last event of a finished game has been shown: the results, or with
/// `--quit-at-end`, exit.
fn end_of_game(
    session: Res<Session>,
    cli: Res<Cli>,
    time: Res<Time>,
    mut since: Local<Option<f64>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    if !session.game.state().is_over() || !session.queue.is_empty() || session.wait > 0.0 {
        *since = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    let start = *since.get_or_insert(now);
    if cli.quit_at_end && cli.screenshot_after_turns.is_none_or(|_| now - start > 1.0) {
        info!("The game is over; quitting (--quit-at-end)");
        exit.write(AppExit::Success);
    } else if now - start > 1.2 {
        next.set(Screen::Results);
    }
}

/// `--screenshot FILE --screenshot-after-turns N`.
fn screenshot_after_turns(
    session: Res<Session>,
    cli: Res<Cli>,
    mut taken: Local<bool>,
    mut commands: Commands,
) {
    let (Some(path), Some(turns)) = (cli.screenshot.clone(), cli.screenshot_after_turns) else {
        return;
    };
    let turn_reached = session.game.state().turn() >= turns || session.game.state().is_over();
    if *taken || !turn_reached || session.wait > 0.0 {
        return;
    }
    *taken = true;
    info!(
        "Taking a screenshot at turn {}: {}",
        session.game.state().turn(),
        path.display()
    );
    commands
        .spawn((Name::new("Screenshot"), Screenshot::primary_window()))
        .observe(crate::game::screenshot::save_then_maybe_quit(
            path,
            cli.quit_after_screenshot,
        ));
}

/// The seat whose private information the screen shows now.
pub fn viewer(session: &Session) -> Option<Seat> {
    session.viewer
}
