//! Play over the network, without the network: the server owns every game; clients
//! send choices, and the server plays them through the engine's seat-checked entry
//! point and tells each client only what its seats may see.
//!
//! - [`protocol`]: the messages.
//! - [`tables`]: a server's tables (pure, tested without sockets).
//! - [`saves`]: a server's tables on disk.
//! - [`limits`]: what one address may ask of a server.
//! - [`player`]: a bot playing a seat through those messages.
//! - [`tokens`]: the seat tokens a player keeps, to take a seat back.
//!
//! The game's `net` module carries these messages over bevy_replicon and renet.

pub mod limits;
pub mod player;
pub mod protocol;
pub mod saves;
pub mod tables;
#[cfg(test)]
mod tests;
pub mod tokens;
