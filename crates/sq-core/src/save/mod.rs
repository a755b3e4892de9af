//! Saves: save files in RON, loading them back safely, and the save folder.
//!
//! Pure Rust, no Bevy and no clock: the caller passes the time in. Nothing here
//! panics on any input; every bad file becomes a [`LoadError`] with a message that
//! can be shown as it is.
//!
//! - [`SaveFile`]: one saved game (format version, time, name, seats, and the game:
//!   Sleeping Queens' [`GameRecord`](crate::sleeping_queens::GameRecord), setup with the rule set
//!   by value, seed, action log; or Mad Queens' [`MadRecord`](crate::mad_queens::MadRecord)).
//!   [`load_bytes`] / [`load_file`] parse it (format 1 too), check it and replay the log
//!   through that game's engine.
//! - [`SaveSummary`]: what a Load screen shows about a save.
//! - [`SaveDir`]: the save folder, with an atomic autosave that keeps the previous one,
//!   named slots, a listing that never breaks on bad files, and Continue.
//! - [`Install::folders`]: where the folders are.
//!
//! A save file (the numbers in comments count the actions from 0, as
//! [`LoadError::IllegalAction`] does):
//!
//! ```ron
//! // Sleeping Queens save. The game is replayed from its setup, seed and actions.
//! (
//!   format_version: 4,
//!   saved_at: 1700000000,
//!   name: "autosave",
//!   seats: [
//!     /*[0]*/ (
//!       name: "Ann",
//!       kind: Human,
//!     ),
//!     /*[1]*/ (
//!       name: "Bot 1",
//!       kind: Bot(Normal),
//!     ),
//!   ],
//!   game: SleepingQueens((
//!     setup: (
//!       seats: 2,
//!       rules: (name: "extended", base: Extended, straights: true, potion_after_wake: true, hand_size: 5, win_2_3_players: (queens: 5, points: 50), win_4_5_players: (queens: 4, points: 40)),
//!       starting_seat: None,
//!     ),
//!     seed: 7,
//!     actions: [
//!       /*[0]*/ Play((11)),
//!       /*[1]*/ PlayNumbers((cards: [(58)], values: [8])),
//!       /*[2]*/ PlayNumbers((cards: [(57)], values: [8])),
//!       /*[3]*/ PlayNumbers((cards: [(45)], values: [5])),
//!     ],
//!   )),
//! )
//! ```

mod dir;
mod file;
pub mod house_rules;
mod paths;
pub mod profile;
mod summary;

pub use dir::{CrashPoint, SaveDir};
pub use file::{
    FORMAT_VERSION, GameKind, LoadError, LoadedGame, LoadedSave, MAX_SAVE_BYTES, SaveFile,
    SavedGame, load_bytes, load_file,
};
pub use house_rules::{HouseEntry, HouseError, HouseRules};
pub use paths::{
    ASSETS_DIR_ENV, AUTOSAVE_FILE, AUTOSAVE_PREV_FILE, Folders, Install, NoAssets, SAVES_DIR_ENV,
    SETTINGS_FILE, SHARE_DIR, SaveKind, move_settings_once, platform_config_dir_with,
    platform_saves_dir, platform_saves_dir_with, platform_server_tables_dir, sanitize_slot_name,
    saves_dir_from_env,
};
pub use summary::SaveSummary;
