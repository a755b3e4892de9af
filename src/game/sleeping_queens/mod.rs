//! The table where a game is played, built around one path for every choice:
//!
//! ```text
//! input (clicks, keys, prompt buttons) · bots · replay · clocks
//!         └──────────── Choose { seat, action, at } ────────────┘
//!                                  ▼
//!     engine::apply_choices — the one system that calls the engine
//!                                  ▼
//!          Happened(events) → present: one event at a time
//!                                  ▼
//!     cards ease to their places; the next decision is routed
//! ```
//!
//! Each plugin owns its resources: `engine` the match, `present` what the table shows,
//! `hotseat` who has the screen, `bots` the bots, `replay` a replay, `input` the
//! person's picks, `asking` the question on screen. The order of a frame is
//! `schedule::TableSystems`; all of it but the input (which then throws clicks away)
//! stands still while the table is paused.

pub mod asking;
pub mod bots;
pub mod cards;
pub mod coach;
mod ending;
pub mod engine;
pub mod help;
pub mod hints;
pub mod hotseat;
pub mod input;
pub mod layout;
pub mod model;
pub mod pieces;
pub mod present;
pub mod prompts;
pub mod replay;
pub mod schedule;
mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        schedule::plugin,
        engine::plugin,
        present::plugin,
        hotseat::plugin,
        bots::plugin,
        replay::plugin,
        input::plugin,
        asking::plugin,
        cards::plugin,
        prompts::plugin,
        ending::plugin,
        hints::plugin,
        coach::plugin,
        help::plugin,
        words::plugin,
    ));
}

/// Mouse input (needs Bevy's picking; not in headless tests, which send
/// `input::TableClick`s).
pub(super) fn pointer_plugin(app: &mut App) {
    app.add_plugins(input::pointer_plugin);
}
