//! Bots at either table. A bot thinks in a Bevy task on the compute pool, from its
//! seat's observation only, one bot at a time; its answer comes back as a choice like
//! anyone's, stamped with the decision it was made on, after a delay the table sets.
//! The tables only say when a bot may think and make the choice message.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::engine::{GameEngine, Player};
use crate::game::play::{Choose, DesktopGame, Match};
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::seats::SeatKind;
use crate::sleeping_queens::Seat;

/// A bot of game `G`.
pub type SeatBot<G> = Box<dyn Player<G> + Send>;

/// Adds the bots of game `G`, whose table is `screen`: each bot seat gets its bot as
/// the table opens (in `opened`, after the match); a bot still thinking is dropped with
/// its task when the table closes.
pub fn add_bots<G: DesktopGame>(app: &mut App, screen: Screen, opened: impl SystemSet + Copy) {
    app.add_systems(OnEnter(screen), seat_bots::<G>.in_set(opened));
    app.add_systems(OnExit(screen), |mut commands: Commands| {
        commands.remove_resource::<BotSeats<G>>()
    });
}

/// Each bot seat gets its bot, with its own random stream.
fn seat_bots<G: DesktopGame>(mut commands: Commands, game: Option<Res<Match<G>>>) {
    let Some(game) = game else {
        return;
    };
    let seed = game.seed();
    let bots = (0..game.names().len() as Seat)
        .map(|i| match game.seat_kind(i) {
            SeatKind::Bot(kind) => Some(G::bot(kind, seed.wrapping_add(1000 + u64::from(i)))),
            SeatKind::Human | SeatKind::Remote | SeatKind::RemoteBot(_) => None,
        })
        .collect();
    commands.insert_resource(BotSeats::<G>::new(bots));
}

/// A bot and the answer it may come back with (`None`: it failed while thinking).
type Thought<G> = Option<(SeatBot<G>, <G as GameEngine>::Action)>;

/// The bots of a match, one per bot seat, and the one thinking now.
#[derive(Resource)]
pub struct BotSeats<G: GameEngine> {
    /// Bots are only ever used by one system at a time (`SyncCell`: `Send` is enough).
    bots: Vec<Option<SyncCell<SeatBot<G>>>>,
    /// Bot seats whose bot failed: they play the first legal action from then on.
    failed: Vec<Seat>,
    thinking: Option<SyncCell<Thinking<G>>>,
    /// The seat whose bot is thinking, readable by everyone.
    thinking_seat: Option<Seat>,
}

/// A bot at work on a decision.
struct Thinking<G: GameEngine> {
    seat: Seat,
    /// The decision's stamp (actions played before it).
    at: usize,
    task: Option<Task<Thought<G>>>,
    /// The answer, once the task has finished.
    thought: Option<Thought<G>>,
    /// Seconds at the table before the answer is played (a pause holds them).
    delay: f32,
}

impl<G: GameEngine> BotSeats<G>
where
    G::Observation: Send + 'static,
{
    /// One entry per seat: its bot, or `None` for a person's seat.
    pub fn new(bots: Vec<Option<SeatBot<G>>>) -> BotSeats<G> {
        BotSeats {
            bots: bots.into_iter().map(|b| b.map(SyncCell::new)).collect(),
            failed: Vec::new(),
            thinking: None,
            thinking_seat: None,
        }
    }

    /// The seat whose bot is thinking now.
    pub fn thinking(&self) -> Option<Seat> {
        self.thinking_seat
    }

    /// Whether a bot plays `seat`.
    pub fn plays(&self, seat: Seat) -> bool {
        self.bots.get(seat as usize).is_some_and(Option::is_some) || self.failed.contains(&seat)
    }

    /// The first of `seats` a bot plays and may think for now (none while one thinks).
    pub fn next_of(&self, seats: impl IntoIterator<Item = Seat>) -> Option<Seat> {
        if self.thinking.is_some() {
            return None;
        }
        seats.into_iter().find(|&s| self.plays(s))
    }

    /// `seat`'s bot starts thinking on the decision stamped `at`, off the main thread,
    /// and stops at `think_for` (a search over a window) with the best it has found. A
    /// `scripted` action (a lesson's beat) is its answer without thinking. A seat whose
    /// bot failed answers with the first legal action, at once.
    pub fn think(
        &mut self,
        game: &G,
        seat: Seat,
        at: usize,
        scripted: Option<G::Action>,
        delay: f32,
        think_for: Option<Duration>,
        wake: &mut MessageWriter<Wake>,
    ) -> Option<Choose<G>> {
        if self.thinking.is_some() {
            return None;
        }
        let Some(mut bot) = self
            .bots
            .get_mut(seat as usize)
            .and_then(Option::take)
            .map(SyncCell::to_inner)
        else {
            let action = *game.legal(seat).first()?;
            return self
                .failed
                .contains(&seat)
                .then_some(Choose { seat, action, at });
        };
        let observation = game.observe(seat);
        let until = think_for.map(|d| Instant::now() + d);
        let task = AsyncComputeTaskPool::get().spawn(async move {
            if let Some(action) = scripted {
                return Some((bot, action));
            }
            let stop = || until.is_some_and(|until| Instant::now() >= until);
            // A bot that panics is dropped; its seat plays the first legal action.
            catch_unwind(AssertUnwindSafe(|| bot.decide_until(&observation, &stop)))
                .ok()
                .map(|action| (bot, action))
        });
        self.thinking = Some(SyncCell::new(Thinking {
            seat,
            at,
            task: Some(task),
            thought: None,
            delay,
        }));
        self.thinking_seat = Some(seat);
        // The task is looked at in the next frames.
        wake.write(Wake::in_secs(0.02));
        None
    }

    /// The answer of the bot that is thinking, once it has come and its delay (counted
    /// in `dt`, the seconds of frames the table runs) is up: checked against `game`,
    /// a failed bot's or an illegal answer replaced by the first legal action.
    pub fn answer(
        &mut self,
        dt: f32,
        game: &G,
        wake: &mut MessageWriter<Wake>,
    ) -> Option<Choose<G>> {
        let thinking = self.thinking.as_mut().map(SyncCell::get)?;
        thinking.delay -= dt;
        if let Some(task) = thinking.task.as_mut()
            && let Some(thought) = check_ready(task)
        {
            thinking.thought = Some(thought);
            thinking.task = None;
        }
        if thinking.delay > 0.0 || thinking.thought.is_none() {
            // Look again soon: the task may finish at any moment.
            wake.write(Wake::in_secs(thinking.delay.clamp(0.02, 0.05)));
            return None;
        }
        self.thinking_seat = None;
        let Thinking {
            seat, at, thought, ..
        } = self.thinking.take().map(SyncCell::to_inner)?;
        wake.write(Wake::NOW);
        let action = match thought.flatten() {
            Some((bot, action)) => {
                if let Some(slot) = self.bots.get_mut(seat as usize) {
                    *slot = Some(SyncCell::new(bot));
                }
                if game.is_legal(seat, &action) {
                    Some(action)
                } else {
                    warn!(
                        "Bot at seat {seat} chose an illegal action {action:?}; playing the first legal one"
                    );
                    game.legal(seat).first().copied()
                }
            }
            None => {
                error!(
                    "The bot at seat {seat} failed; it will play the first legal action from now on"
                );
                self.failed.push(seat);
                game.legal(seat).first().copied()
            }
        };
        action.map(|action| Choose { seat, action, at })
    }
}
