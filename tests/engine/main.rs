//! The engine's tests: rules by id, properties over random games, bots, saves.
//! One test binary, so that it links once.

mod bots;
mod layout;
mod properties;
mod rules;
mod saves;
