//! Where saves live, what their file names say (the autosaves, named slots), and safe
//! file names for named saves.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The autosave, rewritten after every resolved action.
pub const AUTOSAVE_FILE: &str = "autosave.ron";
/// The autosave before the current one, kept until the new one is complete.
pub const AUTOSAVE_PREV_FILE: &str = "autosave.prev.ron";

/// Which kind of save a file is, from its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveKind {
    Autosave,
    /// The autosave before the last one (shown so that it can be recovered by hand).
    PreviousAutosave,
    /// A save the player named.
    Slot,
}

impl SaveKind {
    pub fn of_file_name(name: &str) -> SaveKind {
        match name {
            AUTOSAVE_FILE => SaveKind::Autosave,
            AUTOSAVE_PREV_FILE => SaveKind::PreviousAutosave,
            _ => SaveKind::Slot,
        }
    }

    pub fn of(path: &Path) -> SaveKind {
        SaveKind::of_file_name(&file_name_of(path))
    }
}

/// A path's file name, as text.
pub(crate) fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The environment variable that moves the save folder (like `--saves-dir`).
pub const SAVES_DIR_ENV: &str = "SLEEPING_QUEENS_SAVES";

/// The folder's name under the platform's data directory.
const APP_DIR: &str = "sleeping-queens";

/// The save folder: `env_override` if given (from `--saves-dir` or
/// [`SAVES_DIR_ENV`]), else `saves/` in `repo_dir` (the clone the game runs from, see
/// the game's `repo_dir`), else the platform's data directory ([`platform_saves_dir`]).
pub fn default_saves_dir(env_override: Option<PathBuf>, repo_dir: Option<PathBuf>) -> PathBuf {
    if let Some(dir) = env_override.filter(|d| !d.as_os_str().is_empty()) {
        return dir;
    }
    if let Some(repo) = repo_dir.filter(|d| !d.as_os_str().is_empty()) {
        return repo.join("saves");
    }
    platform_saves_dir()
}

/// [`SAVES_DIR_ENV`] if it is set and not empty.
pub fn saves_dir_from_env() -> Option<PathBuf> {
    std::env::var_os(SAVES_DIR_ENV)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The platform's place for the game's data, plus `saves`:
/// `$XDG_DATA_HOME/sleeping-queens/saves` or `~/.local/share/sleeping-queens/saves`
/// on Linux and other Unix systems, `~/Library/Application Support/...` on macOS,
/// `%APPDATA%\sleeping-queens\saves` on Windows. `saves` (relative) if none is known.
pub fn platform_saves_dir() -> PathBuf {
    platform_saves_dir_with(std::env::consts::OS, |k| std::env::var_os(k))
}

/// [`platform_saves_dir`] for an operating system (`std::env::consts::OS`) and an
/// environment lookup, for tests.
pub fn platform_saves_dir_with(os: &str, env: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    let var = |k: &str| env(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    let data = match os {
        "windows" => var("APPDATA").or_else(|| var("LOCALAPPDATA")),
        "macos" => var("HOME").map(|h| h.join("Library").join("Application Support")),
        _ => var("XDG_DATA_HOME")
            // The XDG spec: a relative path is invalid and is ignored.
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|h| h.join(".local").join("share"))),
    };
    match data {
        Some(d) => d.join(APP_DIR).join("saves"),
        None => PathBuf::from("saves"),
    }
}

/// The most characters of a slot's file name (without `.ron`).
const MAX_STEM: usize = 48;

/// A safe file stem (no extension) for a save named `name`: letters and digits
/// lowercased, every run of anything else one `-`, at most 48 characters; `save` if
/// nothing is left. Names the folder or the system reserve (`autosave`, `con`, `nul`,
/// ...) get a `save-` prefix. Different names can give the same stem ("My game",
/// "my game!"): they are the same slot.
pub fn sanitize_slot_name(name: &str) -> String {
    let mut stem = String::new();
    let mut dash = false;
    for c in name.chars() {
        if c.is_alphanumeric() {
            if dash && !stem.is_empty() {
                stem.push('-');
            }
            dash = false;
            stem.extend(c.to_lowercase());
        } else {
            dash = true;
        }
        if stem.chars().count() >= MAX_STEM {
            break;
        }
    }
    let stem: String = stem.chars().take(MAX_STEM).collect();
    let stem = stem.trim_end_matches('-').to_string();
    if stem.is_empty() {
        return "save".into();
    }
    const RESERVED: [&str; 4] = ["con", "prn", "aux", "nul"];
    let device = |s: &str| {
        (s.starts_with("com") || s.starts_with("lpt"))
            && s.len() == 4
            && s.as_bytes()[3].is_ascii_digit()
    };
    if stem.starts_with("autosave") || RESERVED.contains(&stem.as_str()) || device(&stem) {
        return format!("save-{stem}");
    }
    stem
}
