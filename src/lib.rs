//! Sleeping Queens: the desktop game (behind the `gui` feature) and play over the
//! network (`net`), on the engines, bots and saves of `sq-core`, which build and test
//! without Bevy. Its modules are named here as they were always named, so that the
//! game reads `crate::rules`, `crate::mad` and so on.

pub use sq_core::{advice, bots, engine, i18n, lessons, mad, rules, save, seats, takeback, tr};

#[cfg(feature = "gui")]
pub mod game;
pub mod net;
