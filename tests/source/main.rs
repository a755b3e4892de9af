//! The game's sources and files, read without Bevy: its modules import each other in no
//! circle, its words and fonts agree with its code, and every rule of the specification
//! has its test.

mod docs;
mod layout;
mod messages;
mod rules;
