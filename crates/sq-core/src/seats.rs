//! Who sits at the table: a seat's name and whether a person or a bot plays it. Shared
//! by the game, its saves and the table, so that a seat is described one way everywhere.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How long after a window opens (an answer, an after-wake play: X-AW, X-ANS) a bot's
/// choice in it is played, at every table, the server's and the desktop's: longer
/// than a bot ever thinks over a window (the Hard bot stops its search at 250 ms, and
/// took at most 410 ms on a loaded server), so that the moment a bot answers tells
/// nothing of what it holds — whether it could answer or could only pass (X-ANS-2).
pub const WINDOW_PACE: std::time::Duration = std::time::Duration::from_millis(700);

/// How long after a window opens a bot's search over it is stopped, to answer with the
/// best it has found: well inside [`WINDOW_PACE`], so that a search started late (its
/// thread busy, or starved by a loaded machine) still answers before the pace, and a
/// window in which a bot could answer never lasts longer than one in which it could
/// only pass.
pub const WINDOW_THINK: std::time::Duration = std::time::Duration::from_millis(400);

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    Bot(BotKind),
    /// Played at another screen or by the server, in a game over the network.
    Remote,
    /// The server's bot of this strength, in a game over the network (played there,
    /// as [`SeatKind::Remote`]; its kind is shown).
    RemoteBot(BotKind),
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

/// The three bot strengths (saved by these names).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum BotKind {
    Easy,
    Normal,
    Hard,
}

impl BotKind {
    pub const ALL: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a bot name was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot `{}` (expected easy, normal or hard)",
            self.0
        )
    }
}
impl std::error::Error for UnknownBot {}

impl FromStr for BotKind {
    type Err = UnknownBot;
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" | "random" => Ok(BotKind::Easy),
            "normal" | "medium" => Ok(BotKind::Normal),
            "hard" => Ok(BotKind::Hard),
            _ => Err(UnknownBot(s.to_string())),
        }
    }
}
