//! The engine's tests: rules by id, properties over random games, bots, saves and the
//! save corpus.
//! One test binary, so that it links once.

mod advice;
#[cfg(feature = "assetgen")]
mod assets;
mod bots;
mod corpus;
mod layout;
mod mad;
mod messages;
mod properties;
mod rules;
mod saves;
mod takeback;
