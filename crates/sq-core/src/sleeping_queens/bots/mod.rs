//! Bots: three strengths that see only an [`Observation`] and answer the same
//! [`Decision`](crate::sleeping_queens::Decision)s a human does (ARCHITECTURE: bots are pure).
//!
//! - [`EasyBot`]: random legal actions, with a light touch.
//! - [`NormalBot`]: a hand-written strategy.
//! - [`HardBot`]: determinized Monte Carlo search with the Normal strategy as rollouts.
//!
//! Each bot owns its own seeded ChaCha8 stream, so its thinking never changes the cards,
//! and the same observation with the same seed gives the same action.

pub mod advice;
mod easy;
mod eval;
mod hard;
mod normal;
mod view;

pub use easy::EasyBot;
pub use hard::{Budget, CandidateValues, HardBot, Sight, rate_choices, same_choice_for};
pub use normal::NormalBot;

use crate::engine::Player;
pub use crate::seats::{BotKind, UnknownBot};
use crate::sleeping_queens::{Action, Game, GameState, Observation};

/// A player that decides from what its seat may know.
pub trait Bot {
    fn name(&self) -> &str;
    /// The action for `obs.decision`; always one of `obs.legal` (any copy of a card).
    fn decide(&mut self, obs: &Observation) -> Action;
    /// The same, stopped as soon as `stop` says so with the best choice found by then
    /// ([`Player::decide_until`]); only the Hard bot searches, the others decide at once.
    fn decide_until(&mut self, obs: &Observation, stop: &dyn Fn() -> bool) -> Action {
        let _ = stop;
        self.decide(obs)
    }
    /// The same, with the true state at hand. Only arena measurements call this, and
    /// only a Hard bot built to look ([`HardBot::seeing`]) reads `truth`; every other
    /// bot decides from `obs` alone.
    fn decide_knowing(&mut self, obs: &Observation, truth: &GameState) -> Action {
        let _ = truth;
        self.decide(obs)
    }
}

impl BotKind {
    /// A bot of this strength with its own random stream.
    pub fn make(self, seed: u64) -> Box<dyn Bot + Send + Sync> {
        match self {
            BotKind::Easy => Box::new(EasyBot::new(seed)),
            BotKind::Normal => Box::new(NormalBot::new(seed)),
            BotKind::Hard => Box::new(HardBot::new(seed)),
        }
    }
}

/// A bot plays a seat over the game seam.
impl<B: Bot + ?Sized> Player<Game> for Box<B> {
    fn decide(&mut self, observation: &Observation) -> Action {
        Bot::decide(&mut **self, observation)
    }

    fn decide_until(&mut self, observation: &Observation, stop: &dyn Fn() -> bool) -> Action {
        Bot::decide_until(&mut **self, observation, stop)
    }
}
