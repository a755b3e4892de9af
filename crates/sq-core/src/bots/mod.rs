//! Bots: three strengths that see only an [`Observation`] and answer the same
//! [`Decision`](crate::rules::Decision)s a human does (ARCHITECTURE: bots are pure).
//!
//! - [`EasyBot`]: random legal actions, with a light touch.
//! - [`NormalBot`]: a hand-written strategy.
//! - [`HardBot`]: determinized Monte Carlo search with the Normal strategy as rollouts.
//!
//! Each bot owns its own seeded ChaCha8 stream, so its thinking never changes the cards,
//! and the same observation with the same seed gives the same action.

pub mod advice;
pub mod arena;
mod easy;
mod eval;
mod hard;
mod normal;
pub mod regret;
mod view;

pub use easy::EasyBot;
pub use hard::{Budget, CandidateValues, HardBot, Sight, rate_choices, same_choice_for};
pub use normal::NormalBot;

use crate::rules::{Action, GameState, Observation};
use std::fmt;
use std::str::FromStr;

/// A player that decides from what its seat may know.
pub trait Bot {
    fn name(&self) -> &str;
    /// The action for `obs.decision`; always one of `obs.legal` (any copy of a card).
    fn decide(&mut self, obs: &Observation) -> Action;
    /// The same, with the true state at hand. Only arena measurements call this, and
    /// only a Hard bot built to look ([`HardBot::seeing`]) reads `truth`; every other
    /// bot decides from `obs` alone.
    fn decide_knowing(&mut self, obs: &Observation, truth: &GameState) -> Action {
        let _ = truth;
        self.decide(obs)
    }
}

/// The three bot strengths (saved by these names).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum BotKind {
    Easy,
    Normal,
    Hard,
}

impl BotKind {
    pub const ALL: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
        }
    }

    /// A bot of this strength with its own random stream.
    pub fn make(self, seed: u64) -> Box<dyn Bot + Send + Sync> {
        match self {
            BotKind::Easy => Box::new(EasyBot::new(seed)),
            BotKind::Normal => Box::new(NormalBot::new(seed)),
            BotKind::Hard => Box::new(HardBot::new(seed)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a bot name was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot `{}` (expected easy, normal or hard)",
            self.0
        )
    }
}
impl std::error::Error for UnknownBot {}

impl FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" | "random" => Ok(BotKind::Easy),
            "normal" | "medium" => Ok(BotKind::Normal),
            "hard" => Ok(BotKind::Hard),
            _ => Err(UnknownBot(s.to_string())),
        }
    }
}
