//! Bots at the table. A bot thinks in a Bevy task on the compute pool, from its seat's
//! observation only; its answer becomes a [`Choose`] like anyone's, shown after a
//! short, visible delay.

use std::panic::{AssertUnwindSafe, catch_unwind};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::engine::{Choose, Match};
use super::present::{AnimationSpeed, TableNow};
use super::schedule::{TableSetup, TableSystems};
use crate::bots::Bot;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::rules::{Action, Decision, Seat};
use crate::seats::SeatKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        seat_bots.in_set(TableSetup::Parts),
    );
    // A bot still thinking is dropped with its task when the table closes.
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<BotSeats>()
    });
    app.add_systems(
        Update,
        (
            answer.in_set(TableSystems::Decide),
            think.in_set(TableSystems::Route),
        )
            .run_if(resource_exists::<BotSeats>),
    );
}

/// A bot and the answer it may come back with (`None`: it failed while thinking).
type Thought = Option<(Box<dyn Bot + Send>, Action)>;

/// The bots of the match, one per bot seat, and the one thinking now.
#[derive(Resource, Default)]
pub struct BotSeats {
    /// Bots are only ever used by one system at a time (`SyncCell`: `Send` is enough).
    bots: Vec<Option<SyncCell<Box<dyn Bot + Send>>>>,
    thinking: Option<SyncCell<Thinking>>,
    /// The seat whose bot is thinking, readable by everyone.
    thinking_seat: Option<Seat>,
}

/// A bot at work on a decision.
struct Thinking {
    seat: Seat,
    /// The decision's stamp (actions played before it).
    at: usize,
    task: Option<Task<Thought>>,
    /// The answer, once the task has finished.
    thought: Option<Thought>,
    /// Seconds at the table before the answer is shown (a pause holds them).
    delay: f32,
}

impl BotSeats {
    /// The seat whose bot is thinking now.
    pub fn thinking(&self) -> Option<Seat> {
        self.thinking_seat
    }
}

/// Each bot seat gets its bot, with its own random stream.
fn seat_bots(mut commands: Commands, game: Option<Res<Match>>) {
    let Some(game) = game else {
        return;
    };
    let seed = game.seed();
    let bots = game
        .config()
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s.kind {
            SeatKind::Bot(kind) => Some(SyncCell::new(
                kind.make(seed.wrapping_add(1000 + i as u64)) as Box<dyn Bot + Send>,
            )),
            SeatKind::Human | SeatKind::Remote => None,
        })
        .collect();
    commands.insert_resource(BotSeats {
        bots,
        thinking: None,
        thinking_seat: None,
    });
}

/// A bot's seat must decide: it starts thinking, off the main thread.
fn think(
    now: TableNow,
    speed: Res<AnimationSpeed>,
    mut seats: ResMut<BotSeats>,
    mut choose: MessageWriter<Choose>,
    mut wake: MessageWriter<Wake>,
) {
    if seats.thinking.is_some() || now.game.is_replay() {
        return;
    }
    let Some(decision) = now.decision() else {
        return;
    };
    let seat = decision.seat();
    // A person decides for themselves, here or at their own screen.
    if !matches!(now.game.seat_kind(seat), SeatKind::Bot(_)) {
        return;
    }
    let obs = now.game.state().observe(seat);
    let Some(mut bot) = seats
        .bots
        .get_mut(seat as usize)
        .and_then(Option::take)
        .map(SyncCell::to_inner)
    else {
        // A seat whose bot failed earlier plays the first legal action.
        if let Some(action) = obs.legal.first() {
            choose.write(now.game.choice(seat, *action));
        }
        return;
    };
    // In a lesson the gentle opponent plays its beat, at a bot's pace.
    let scripted = now
        .game
        .beat()
        .filter(|b| b.seat == seat)
        .and(now.game.beat_action());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        if let Some(action) = scripted {
            return Some((bot, action));
        }
        // A bot that fails is dropped; its seat plays the first legal action.
        catch_unwind(AssertUnwindSafe(|| bot.decide(&obs)))
            .ok()
            .map(|action| (bot, action))
    });
    let pause = match decision {
        Decision::TurnAction { .. } => 0.7,
        _ => 0.45,
    };
    seats.thinking = Some(SyncCell::new(Thinking {
        seat,
        at: now.game.stamp(),
        task: Some(task),
        thought: None,
        delay: pause / speed.speed,
    }));
    seats.thinking_seat = Some(seat);
    // The task is looked at in the next frames.
    wake.write(Wake::in_secs(0.05));
}

/// Collects the answer of the bot that is thinking, and plays it once its delay is up.
fn answer(
    time: Res<Time>,
    game: Res<Match>,
    mut seats: ResMut<BotSeats>,
    mut choose: MessageWriter<Choose>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(thinking) = seats.thinking.as_mut().map(SyncCell::get) else {
        return;
    };
    thinking.delay -= time.delta_secs();
    if let Some(task) = thinking.task.as_mut()
        && let Some(thought) = check_ready(task)
    {
        thinking.thought = Some(thought);
        thinking.task = None;
    }
    if thinking.delay > 0.0 || thinking.thought.is_none() {
        // Look again soon: the task may finish at any moment.
        wake.write(Wake::in_secs(thinking.delay.clamp(0.02, 0.05)));
        return;
    }
    seats.thinking_seat = None;
    let Some(Thinking {
        seat, at, thought, ..
    }) = seats.thinking.take().map(SyncCell::to_inner)
    else {
        return;
    };
    let state = game.state();
    let action = match thought.flatten() {
        Some((bot, action)) => {
            if let Some(slot) = seats.bots.get_mut(seat as usize) {
                *slot = Some(SyncCell::new(bot));
            }
            if state.is_legal(&action) {
                Some(action)
            } else {
                warn!(
                    "Bot at seat {seat} chose an illegal action {action:?}; playing the first legal one"
                );
                state.legal_actions().first().copied()
            }
        }
        None => {
            error!(
                "The bot at seat {seat} failed; it will play the first legal action from now on"
            );
            state.legal_actions().first().copied()
        }
    };
    if let Some(action) = action {
        choose.write(Choose { seat, action, at });
    }
}
