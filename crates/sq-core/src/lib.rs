//! Sleeping Queens and Mad Queens without a screen: both rules engines, their bots, the
//! save files, the network's tables and messages, the lessons and the words. Nothing
//! here links Bevy; the desktop game, the server and the arena are built on it.

pub mod advice;
pub mod balance;
pub mod bots;
pub mod engine;
pub mod i18n;
pub mod lessons;
pub mod mad;
pub mod net;
pub mod rules;
pub mod save;
pub mod seats;
pub mod seeds;
pub mod takeback;
