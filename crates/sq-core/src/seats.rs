//! Who sits at the table: a seat's name and whether a person or a bot plays it. Shared
//! by the game, its saves and the table, so that a seat is described one way everywhere.

use serde::{Deserialize, Serialize};

use crate::bots::BotKind;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    Bot(BotKind),
    /// Played at another screen or by the server, in a game over the network.
    Remote,
}

/// A seat's name and who plays it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatInfo {
    pub fn new(name: impl Into<String>, kind: SeatKind) -> SeatInfo {
        SeatInfo {
            name: name.into(),
            kind,
        }
    }

    pub fn human(name: impl Into<String>) -> SeatInfo {
        SeatInfo::new(name, SeatKind::Human)
    }

    pub fn bot(name: impl Into<String>, kind: BotKind) -> SeatInfo {
        SeatInfo::new(name, SeatKind::Bot(kind))
    }
}
