//! The rules engine: pure Rust, no Bevy, no I/O, no clock. It decides everything about
//! a game of Sleeping Queens (docs/rules.md–§4).

pub mod bots;
pub mod builder;
pub mod cards;
pub mod decision;
pub mod event;
pub mod flow;
pub mod game;
pub mod numbers;
pub mod observation;
pub mod ruleset;
pub mod seam;
pub mod state;
pub mod switches;
pub mod takeback;

pub use builder::{BuildError, TableBuilder};
pub use cards::{Card, CardId, Family, King, Queen, Seat};
pub use decision::{Action, Decision, PutBack, SlotReason, TargetReason, WakeReason};
pub use event::{EndReason, GameEvent, SkipReason};
pub use flow::RuleError;
pub use game::{Game, GameRecord, ReplayError};
pub use numbers::{NumberLimits, NumberPlay, Parity};
pub use observation::{Observation, ObservationError, OwnedView, SlotView};
pub use ruleset::{Base, RuleSet, RuleSetError, RuleSetProblem};
pub use state::{
    Deal, GameState, GridQueen, IntegrityError, Outcome, OwnedQueen, Setup, SetupError,
};
pub use switches::{Clash, Section, Switch, Switches};
pub use takeback::Unseen;
