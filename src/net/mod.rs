//! Play over the network. The server owns every game: clients send choices, and the
//! server plays them through the engine's seat-checked entry point and tells each
//! client only what its seats may see.
//!
//! - [`protocol`], [`tables`], [`saves`], [`player`]: the messages, a server's tables,
//!   their files and a bot playing a seat, from `sq-core` (no sockets, no Bevy).
//! - `transport` (feature `net`): the messages over bevy_replicon and renet; its bots
//!   think on threads of their own (`thinkers`).
//! - `connection` (feature `net`): a client's connection driven by hand, no app.
//! - `flood` (feature `net`): strangers flooding a server, to measure what it withstands.
//! - `handshakes` (feature `net`): what netcode sees of strangers' packets.
//! - `log_lines` (feature `net`): a log a stranger cannot fill.
//! - `line` (feature `net`): the game's link to a server, on a thread of its own.
//! - `load` (feature `net`): many bot clients against one server.
//! - `nearby` (feature `net`): tables announced on, and found on, the same network.

pub use sq_core::names;
pub use sq_core::net::{host, limits, player, protocol, saves, tables, tokens};

#[cfg(feature = "net")]
pub mod connection;
#[cfg(feature = "net")]
pub mod flood;
#[cfg(feature = "net")]
pub mod handshakes;
#[cfg(feature = "net")]
pub mod line;
#[cfg(feature = "net")]
pub mod load;
#[cfg(feature = "net")]
pub mod log_lines;
#[cfg(feature = "net")]
pub mod nearby;
#[cfg(feature = "net")]
pub mod server_transport;
#[cfg(feature = "net")]
mod thinkers;
#[cfg(feature = "net")]
pub mod transport;
