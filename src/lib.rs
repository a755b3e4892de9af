//! Sleeping Queens: the desktop game (behind the `gui` feature) and play over the
//! network (`net`), on the engines, bots and saves of `sq-core`, which build and test
//! without Bevy. sq-core's modules are re-exported under their own names, so that the
//! game reads `crate::sleeping_queens`, `crate::mad_queens` and so on.

pub use sq_core::{
    advice, arena, engine, i18n, lessons, mad_queens, names, rules_book, save, seats,
    sleeping_queens, takeback, tr,
};

#[cfg(feature = "gui")]
pub mod game;
pub mod net;
