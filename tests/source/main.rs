//! The game's sources and files, read without Bevy: its modules import each other in no
//! circle, and its words and fonts agree with its code.

mod layout;
mod messages;
