//! Sleeping Queens and Mad Queens without a screen: both rules engines, their bots, the
//! save files, the network's tables and messages, the lessons and the words. Nothing
//! here links Bevy; the desktop game, the server and the arena are built on it.

pub mod advice;
pub mod arena;
pub mod balance;
pub mod engine;
pub mod i18n;
pub mod lessons;
pub mod mad_queens;
pub mod names;
pub mod net;
pub mod rules_book;
pub mod save;
pub mod seats;
pub mod seeds;
pub mod sleeping_queens;
pub mod takeback;
