//! Sleeping Queens: the rules engine, bots and saves (pure Rust), and the desktop game
//! behind the `gui` feature.

#[cfg(feature = "gui")]
pub mod game;
pub mod rules;
