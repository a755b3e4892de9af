//! Play over the network. The server owns every game: clients send choices, and the
//! server plays them through the engine's seat-checked entry point and tells each
//! client only what its seats may see.
//!
//! - [`protocol`]: the messages.
//! - [`tables`]: a server's tables without a network (pure, tested without sockets).
//! - [`saves`]: a server's tables on disk.
//! - [`player`]: a bot playing a seat through those messages.
//! - `transport` (feature `net`): the messages over bevy_replicon and renet.
//! - `load` (feature `net`): many bot clients against one server.
//! - `nearby` (feature `net`): tables announced on, and found on, the same network.

#[cfg(feature = "net")]
pub mod load;
#[cfg(feature = "net")]
pub mod nearby;
pub mod player;
pub mod protocol;
pub mod saves;
pub mod tables;
#[cfg(test)]
mod tests;
#[cfg(feature = "net")]
pub mod transport;
