//! The Mad Queens table, on the same path as the Sleeping Queens one:
//!
//! ```text
//! keys and buttons · bots (compute pool) · replay
//!         └──── MadChoose { seat, action, at } ────┘
//!                          ▼
//!   apply_mad_choices — the one system that calls the engine
//!                          ▼
//!   Happened(told) → shown: one event at a time, as the seat on screen may see it
//!                          ▼
//!            sprites ease to their places; panels say what is asked
//! ```
//!
//! Plays are simultaneous and private (M-2): the screen shows one seat's eyes (the
//! person playing, or in hot-seat the person whose play it is, behind a cover when the
//! screen changes hands), bots play their rows unseen, and everyone's play is told when
//! the round ends.

pub mod coach;
pub mod engine;
pub mod hints;
mod panels;
mod players;
pub mod shown;
mod sprites;
mod words;

pub use engine::{MadChoose, MadMatch, MadSystems};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        engine::plugin,
        coach::plugin,
        hints::plugin,
        players::plugin,
        shown::plugin,
        sprites::plugin,
        panels::plugin,
        words::plugin,
    ));
}
