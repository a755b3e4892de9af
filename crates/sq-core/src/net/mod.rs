//! Play over the network, without the network: the server owns every game; clients
//! send choices, and the server plays them through the engine's seat-checked entry
//! point and tells each client only what its seats may see.
//!
//! - [`protocol`]: the messages.
//! - [`tables`]: a server's tables (pure, tested without sockets).
//! - [`saves`]: a server's tables on disk.
//! - [`host`]: a server's front desk: greetings, limits and the tables behind them.
//! - [`limits`]: what one address may ask of a server.
//! - [`names`]: names people can tell apart.
//! - [`player`]: a bot playing a seat through those messages.
//! - [`tokens`]: the seat tokens a player keeps, to take a seat back.
//!
//! The game's `net` module carries these messages over bevy_replicon and renet.

#[cfg(test)]
mod fuzz;
pub mod host;
pub mod limits;
pub mod player;
pub mod protocol;
pub mod saves;
pub mod tables;
#[cfg(test)]
mod tests;
pub mod tokens;
