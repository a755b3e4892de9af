//! Sleeping Queens: the rules engine, bots and saves (pure Rust), and the desktop game
//! behind the `gui` feature.

pub mod bots;
#[cfg(feature = "gui")]
pub mod game;
pub mod i18n;
pub mod lessons;
pub mod mad;
pub mod net;
pub mod rules;
pub mod save;
pub mod seats;
