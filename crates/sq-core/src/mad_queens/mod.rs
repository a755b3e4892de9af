//! Mad Queens (docs/rules.md, seed 004): a push-your-luck game with standard decks, for 1
//! to 6 players playing at once. Pure Rust like [`crate::sleeping_queens`]: no Bevy, no I/O, no
//! clock; seeded; replayable from its record. It shares with Sleeping Queens only the
//! seats, the generator (ChaCha8 from a `u64` seed) and the save envelope.
//!
//! The shape is the same: a seat has a pending [`MadDecision`], answers it with a
//! [`MadAction`] through [`MadGame::apply_as`], and [`MadEvent`]s come out, each told
//! only to whoever may see it ([`Told`]). A seat learns the rest through its
//! [`MadObservation`].

pub mod advice;
pub mod bots;
pub mod builder;
pub mod cards;
pub mod event;
pub mod game;
pub mod observation;
pub mod seam;
pub mod state;

pub use builder::MadBuilder;
pub use cards::{PlayingCard, Seat, Suit};
pub use event::{BannedRef, GameEnd, JokerSource, MadEvent, PlayEnd, PlaySummary, Told};
pub use game::{MadGame, MadRecord, MadReplayError, MadUnseen, SeatAction, seen_by};
pub use observation::{MadObservation, MadObservationError, OwnView};
pub use state::{
    Banked, MadAction, MadDeal, MadDecision, MadError, MadIntegrityError, MadResult, MadSetup,
    MadSetupError, MadState, PublicPlayer, STOP_AT, bank_points,
};
