//! One save file: what is in it, writing it as RON, and loading it back safely.

pub use crate::engine::GameKind;
use crate::mad_queens::{MadGame, MadRecord, MadReplayError};
use crate::seats::SeatInfo;
use crate::sleeping_queens::{Game, GameRecord, ReplayError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::io::{self, Read};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

/// The save format this version of the game writes, and the newest it reads. Format 1
/// held a game of Sleeping Queens under `record`; format 2 says which game it holds,
/// under `game`; format 3 gives a game of Mad Queens its rules' revision (a record
/// without one replays under revision 1, as it was played); format 4 lets a rule set
/// name the switches it turns (a set without any is written as before). Every older
/// format is read.
pub const FORMAT_VERSION: u32 = 4;

/// Files bigger than this are refused before they are parsed (4 MiB; a long game
/// takes a few tens of KiB).
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

/// The first line of every save file (a RON comment).
const HEADER: &str =
    "// Sleeping Queens save. The game is replayed from its setup, seed and actions.\n";

/// The game in a save: its record (setup, seed, every action), replayed on loading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedGame {
    /// The setup holds the rule set by value.
    SleepingQueens(GameRecord),
    MadQueens(MadRecord),
}

impl SavedGame {
    pub fn kind(&self) -> GameKind {
        match self {
            SavedGame::SleepingQueens(_) => GameKind::SleepingQueens,
            SavedGame::MadQueens(_) => GameKind::MadQueens,
        }
    }

    /// Seats (players) the setup has.
    pub fn seats(&self) -> u8 {
        match self {
            SavedGame::SleepingQueens(r) => r.setup.seats,
            SavedGame::MadQueens(r) => r.setup.players,
        }
    }

    /// Actions in the log.
    pub fn actions(&self) -> usize {
        match self {
            SavedGame::SleepingQueens(r) => r.actions.len(),
            SavedGame::MadQueens(r) => r.actions.len(),
        }
    }

    pub fn seed(&self) -> u64 {
        match self {
            SavedGame::SleepingQueens(r) => r.seed,
            SavedGame::MadQueens(r) => r.seed,
        }
    }

    fn check_setup(&self) -> Result<(), String> {
        match self {
            SavedGame::SleepingQueens(r) => r.setup.check().map_err(|e| e.to_string()),
            SavedGame::MadQueens(r) => r.setup.check().map_err(|e| e.to_string()),
        }
    }
}

/// One saved game of either kind; loading replays its log through that game's engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// The format the file was written in: [`FORMAT_VERSION`] when written by this
    /// version of the game (an older file read in keeps its own number).
    pub format_version: u32,
    /// When the save was written, in seconds since the Unix epoch.
    pub saved_at: u64,
    /// The slot's name as the player typed it, or `"autosave"`.
    pub name: String,
    /// One entry per seat, seat 0 first.
    pub seats: Vec<SeatInfo>,
    pub game: SavedGame,
    /// A practice game, where every take-back was allowed (written only when true).
    #[serde(default, skip_serializing_if = "is_false")]
    pub practice: bool,
    /// How many decisions were taken back (written only when some were).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub take_backs: u32,
    /// How many hints were asked for (written only when some were).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Format 1: a game of Sleeping Queens, its record under `record`.
#[derive(Deserialize)]
#[serde(rename = "SaveFile", deny_unknown_fields)]
struct SaveFileV1 {
    format_version: u32,
    saved_at: u64,
    name: String,
    seats: Vec<SeatInfo>,
    record: GameRecord,
}

impl From<SaveFileV1> for SaveFile {
    fn from(v1: SaveFileV1) -> SaveFile {
        SaveFile {
            format_version: v1.format_version,
            saved_at: v1.saved_at,
            name: v1.name,
            seats: v1.seats,
            practice: false,
            take_backs: 0,
            hints: 0,
            game: SavedGame::SleepingQueens(v1.record),
        }
    }
}

/// A replayed game of either kind.
#[derive(Clone, Debug)]
pub enum LoadedGame {
    SleepingQueens(Box<Game>),
    MadQueens(Box<MadGame>),
}

impl LoadedGame {
    pub fn is_over(&self) -> bool {
        match self {
            LoadedGame::SleepingQueens(g) => g.state().is_over(),
            LoadedGame::MadQueens(g) => g.state().is_over(),
        }
    }
}

/// A save that was read, checked and replayed.
#[derive(Clone, Debug)]
pub struct LoadedSave {
    pub file: SaveFile,
    /// The game, replayed to the point where it was saved.
    pub game: LoadedGame,
}

impl LoadedSave {
    /// The game of Sleeping Queens, if that is what the save holds.
    pub fn sleeping_queens(&self) -> Option<&Game> {
        match &self.game {
            LoadedGame::SleepingQueens(g) => Some(g),
            LoadedGame::MadQueens(_) => None,
        }
    }

    pub fn mad_queens(&self) -> Option<&MadGame> {
        match &self.game {
            LoadedGame::MadQueens(g) => Some(g),
            LoadedGame::SleepingQueens(_) => None,
        }
    }
}

/// Why a save could not be loaded. `Display` gives a message fit for the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be read (missing, no permission, ...).
    Io { kind: io::ErrorKind, msg: String },
    /// The file is empty (or only blank).
    Empty,
    /// The file is bigger than [`MAX_SAVE_BYTES`]; it was not parsed.
    TooBig { bytes: u64, limit: u64 },
    /// The file is not a save in RON: damaged, truncated, not text, or something else
    /// entirely. `line` and `col` count from 1.
    NotRon {
        line: usize,
        col: usize,
        msg: String,
    },
    /// Written by a newer version of the game.
    NewerVersion { found: u32, supported: u32 },
    /// A format version that never existed (0).
    UnknownVersion { found: u32 },
    /// The setup or the seats are invalid: wrong seat count, a rule set that fails its
    /// checks, seats that do not match the setup.
    BadSetup { msg: String },
    /// Action number `index` (from 0, as numbered in the file's comments) of the log is
    /// not legal at that point.
    IllegalAction { index: usize, msg: String },
    /// The rules engine panicked while replaying the log: a bug in the game, caught so
    /// that a bad file cannot crash it.
    EngineFault { msg: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { msg, .. } => write!(f, "The save file cannot be read: {msg}."),
            LoadError::Empty => write!(f, "The save file is empty."),
            LoadError::TooBig { bytes, limit } => write!(
                f,
                "The file is too big to be a save ({} KiB; a save is at most {} KiB).",
                bytes.div_ceil(1024),
                limit / 1024
            ),
            LoadError::NotRon { line, col, msg } => write!(
                f,
                "The file is damaged or is not a save (line {line}, column {col}: {msg})."
            ),
            LoadError::NewerVersion { found, supported } => write!(
                f,
                "This save was made by a newer version of the game (format {found}, this \
                 game reads up to {supported})."
            ),
            LoadError::UnknownVersion { found } => write!(
                f,
                "This save has an unknown format version {found} (this game reads 1 to \
                 {FORMAT_VERSION})."
            ),
            LoadError::BadSetup { msg } => write!(f, "The saved game's setup is invalid: {msg}."),
            LoadError::IllegalAction { index, msg } => write!(
                f,
                "The saved game cannot be replayed: action [{index}] of its log is not \
                 legal ({msg})."
            ),
            LoadError::EngineFault { msg } => write!(
                f,
                "The game failed while replaying this save (a bug in the game): {msg}."
            ),
        }
    }
}

impl std::error::Error for LoadError {}

impl From<io::Error> for LoadError {
    fn from(e: io::Error) -> LoadError {
        LoadError::Io {
            kind: e.kind(),
            msg: e.to_string(),
        }
    }
}

/// Just the version, read from a file that may be of any format.
#[derive(Deserialize)]
#[serde(rename = "SaveFile")]
struct VersionProbe {
    format_version: u32,
}

impl SaveFile {
    /// A save of `game` as it is now. `saved_at`: seconds since the Unix epoch.
    pub fn new(
        game: &Game,
        name: impl Into<String>,
        seats: &[SeatInfo],
        saved_at: u64,
    ) -> SaveFile {
        SaveFile::of(
            SavedGame::SleepingQueens(game.record().clone()),
            name,
            seats,
            saved_at,
        )
    }

    /// A save of a game of Mad Queens as it is now.
    pub fn mad(
        game: &MadGame,
        name: impl Into<String>,
        seats: &[SeatInfo],
        saved_at: u64,
    ) -> SaveFile {
        SaveFile::of(
            SavedGame::MadQueens(game.record().clone()),
            name,
            seats,
            saved_at,
        )
    }

    fn of(game: SavedGame, name: impl Into<String>, seats: &[SeatInfo], saved_at: u64) -> SaveFile {
        SaveFile {
            format_version: FORMAT_VERSION,
            saved_at,
            name: name.into(),
            seats: seats.to_vec(),
            game,
            practice: false,
            take_backs: 0,
            hints: 0,
        }
    }

    /// The Sleeping Queens record, if the save holds that game.
    pub fn sleeping_queens(&self) -> Option<&GameRecord> {
        match &self.game {
            SavedGame::SleepingQueens(r) => Some(r),
            SavedGame::MadQueens(_) => None,
        }
    }

    /// The file's text: pretty RON, one action a line, numbered in comments.
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .enumerate_arrays(true)
            .indentor("  ");
        let body = ron::ser::to_string_pretty(self, config)?;
        Ok(format!("{HEADER}{body}\n"))
    }

    /// Parses and checks a save without replaying it: size, syntax, format version,
    /// seats against the setup, the setup and its rule set. See [`load_bytes`].
    pub fn parse(bytes: &[u8]) -> Result<SaveFile, LoadError> {
        if bytes.len() as u64 > MAX_SAVE_BYTES {
            return Err(LoadError::TooBig {
                bytes: bytes.len() as u64,
                limit: MAX_SAVE_BYTES,
            });
        }
        let text = match std::str::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                let (line, col) = line_col(bytes, e.valid_up_to());
                return Err(LoadError::NotRon {
                    line,
                    col,
                    msg: "not text (a byte that is not UTF-8)".into(),
                });
            }
        };
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(LoadError::Empty);
        }
        let parsed = match ron::from_str::<VersionProbe>(text) {
            Ok(probe) if probe.format_version == 1 => {
                ron::from_str::<SaveFileV1>(text).map(SaveFile::from)
            }
            _ => ron::from_str::<SaveFile>(text),
        };
        let file: SaveFile = match parsed {
            Ok(f) => f,
            Err(e) => {
                // A newer format may have fields this version does not know: say so
                // rather than report the first unknown field.
                if let Ok(probe) = ron::from_str::<VersionProbe>(text)
                    && probe.format_version > FORMAT_VERSION
                {
                    return Err(LoadError::NewerVersion {
                        found: probe.format_version,
                        supported: FORMAT_VERSION,
                    });
                }
                return Err(LoadError::NotRon {
                    line: e.span.start.line,
                    col: e.span.start.col,
                    msg: e.code.to_string(),
                });
            }
        };
        file.check()?;
        Ok(file)
    }

    /// The checks [`SaveFile::parse`] makes after parsing.
    pub fn check(&self) -> Result<(), LoadError> {
        if self.format_version > FORMAT_VERSION {
            return Err(LoadError::NewerVersion {
                found: self.format_version,
                supported: FORMAT_VERSION,
            });
        }
        if self.format_version == 0 {
            return Err(LoadError::UnknownVersion {
                found: self.format_version,
            });
        }
        self.game
            .check_setup()
            .map_err(|msg| LoadError::BadSetup { msg })?;
        if self.seats.len() != self.game.seats() as usize {
            return Err(LoadError::BadSetup {
                msg: format!(
                    "the game has {} seats but the save names {}",
                    self.game.seats(),
                    self.seats.len()
                ),
            });
        }
        Ok(())
    }

    /// Replays the action log through its game's engine, checking every action.
    pub fn replay(&self) -> Result<LoadedGame, LoadError> {
        let replayed = catch_unwind(AssertUnwindSafe(|| match &self.game {
            SavedGame::SleepingQueens(record) => match Game::replay(record) {
                Ok(game) => Ok(LoadedGame::SleepingQueens(Box::new(game))),
                Err(ReplayError::Setup(e)) => Err(LoadError::BadSetup { msg: e.to_string() }),
                Err(ReplayError::Action { index, error }) => Err(LoadError::IllegalAction {
                    index,
                    msg: error.to_string(),
                }),
            },
            SavedGame::MadQueens(record) => match MadGame::replay(record) {
                Ok(game) => Ok(LoadedGame::MadQueens(Box::new(game))),
                Err(MadReplayError::Setup(e)) => Err(LoadError::BadSetup { msg: e.to_string() }),
                Err(MadReplayError::Action { index, error }) => Err(LoadError::IllegalAction {
                    index,
                    msg: error.to_string(),
                }),
            },
        }));
        match replayed {
            Ok(result) => result,
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "unknown panic".into());
                Err(LoadError::EngineFault { msg })
            }
        }
    }
}

/// Loads a save from its bytes: checks the size, parses, checks the format version,
/// the seats and the setup, then replays the log through the engine. Never panics.
pub fn load_bytes(bytes: &[u8]) -> Result<LoadedSave, LoadError> {
    let file = SaveFile::parse(bytes)?;
    let game = file.replay()?;
    Ok(LoadedSave { file, game })
}

/// Loads a save file (see [`load_bytes`]). A file over [`MAX_SAVE_BYTES`] is refused
/// without being read.
pub fn load_file(path: &Path) -> Result<LoadedSave, LoadError> {
    load_bytes(&read_limited(path)?)
}

/// Reads at most [`MAX_SAVE_BYTES`] from a file, refusing bigger ones.
pub(crate) fn read_limited(path: &Path) -> Result<Vec<u8>, LoadError> {
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(LoadError::Io {
            kind: io::ErrorKind::InvalidInput,
            msg: "it is a folder, not a file".into(),
        });
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooBig {
            bytes: meta.len(),
            limit: MAX_SAVE_BYTES,
        });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may grow while it is read: never take more than the limit (+1 to know).
    file.take(MAX_SAVE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(LoadError::TooBig {
            bytes: bytes.len() as u64,
            limit: MAX_SAVE_BYTES,
        });
    }
    Ok(bytes)
}

/// Line and column (from 1, in characters) of byte `offset`.
fn line_col(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = &bytes[..offset.min(bytes.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let col = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line, col)
}
