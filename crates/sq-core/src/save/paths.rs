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

/// The environment variable that names the assets folder.
pub const ASSETS_DIR_ENV: &str = "SLEEPING_QUEENS_ASSETS";

/// Where a package puts the game's own files, under its prefix (`/usr`): the
/// assets in `assets/` there.
pub const SHARE_DIR: &str = "share/sleeping-queens";

/// The settings file, in the config folder ([`Folders::config`]).
pub const SETTINGS_FILE: &str = "settings.conf";

/// How this copy of the game came to the computer, read from where the program is. It
/// decides where the game looks for its assets and keeps its files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Install {
    /// From a package: the program in `<prefix>/bin`, beside `<prefix>/share/sleeping-queens`.
    /// It never looks in the source tree it was built from.
    Packaged { share: PathBuf },
    /// Run from the clone it was built from (its `Cargo.toml` is still there): the
    /// clone's `assets/`, and its `saves/` for saves and settings alike.
    Source { repo: PathBuf },
    /// Anything else (a program copied somewhere on its own).
    Loose,
}

/// The folders the game keeps its files in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    /// Saves, the profile, seat tokens.
    pub saves: PathBuf,
    /// The settings file.
    pub config: PathBuf,
}

impl Install {
    /// `exe`: the running program; `repo`: the source tree it was built from, if it is
    /// still there.
    pub fn of(exe: Option<&Path>, repo: Option<PathBuf>) -> Install {
        let prefix = exe.and_then(Path::parent).and_then(Path::parent);
        if let Some(share) = prefix.map(|p| p.join(SHARE_DIR)).filter(|s| s.is_dir()) {
            return Install::Packaged { share };
        }
        match repo.filter(|r| !r.as_os_str().is_empty()) {
            Some(repo) => Install::Source { repo },
            None => Install::Loose,
        }
    }

    /// The folders that may hold the assets, in the order they are tried:
    /// [`ASSETS_DIR_ENV`] first; then the package's, and nothing else; or `assets/`
    /// beside the program, in the current folder and (from a clone) in the clone.
    pub fn asset_folders(
        &self,
        env: Option<PathBuf>,
        exe: Option<&Path>,
        here: Option<PathBuf>,
    ) -> Vec<PathBuf> {
        let mut folders: Vec<PathBuf> = env
            .filter(|d| !d.as_os_str().is_empty())
            .into_iter()
            .collect();
        match self {
            Install::Packaged { share } => folders.push(share.join("assets")),
            Install::Source { .. } | Install::Loose => {
                folders.extend(exe.and_then(Path::parent).map(|d| d.join("assets")));
                folders.extend(here.map(|d| d.join("assets")));
                if let Install::Source { repo } = self {
                    folders.push(repo.join("assets"));
                }
            }
        }
        folders
    }

    /// The first of `folders` that holds the cards: the assets.
    pub fn find_assets(folders: &[PathBuf]) -> Result<PathBuf, NoAssets> {
        folders
            .iter()
            .find(|d| d.join("cards").is_dir())
            .cloned()
            .ok_or_else(|| NoAssets(folders.to_vec()))
    }

    /// Where the files go: all in `over` when given (`--saves-dir` or
    /// [`SAVES_DIR_ENV`]); in the clone's `saves/` when run from one; else the
    /// user's data folder for saves and config folder for settings
    /// ([`platform_saves_dir_with`], [`platform_config_dir_with`]).
    pub fn folders(&self, over: Option<PathBuf>) -> Folders {
        self.folders_with(over, std::env::consts::OS, |k| std::env::var_os(k))
    }

    /// [`Install::folders`] for an operating system and an environment lookup, for tests.
    pub fn folders_with(
        &self,
        over: Option<PathBuf>,
        os: &str,
        env: impl Fn(&str) -> Option<OsString>,
    ) -> Folders {
        let one = |d: PathBuf| Folders {
            saves: d.clone(),
            config: d,
        };
        if let Some(dir) = over.filter(|d| !d.as_os_str().is_empty()) {
            return one(dir);
        }
        match self {
            Install::Source { repo } => one(repo.join("saves")),
            Install::Packaged { .. } | Install::Loose => Folders {
                saves: platform_saves_dir_with(os, &env),
                config: platform_config_dir_with(os, &env),
            },
        }
    }
}

/// The game's assets are nowhere it looked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoAssets(pub Vec<PathBuf>);

impl std::fmt::Display for NoAssets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot find the game's cards, sounds and fonts (a folder `assets` with `cards` in it); looked in:"
        )?;
        for d in &self.0 {
            write!(f, "\n  {}", d.display())?;
        }
        write!(
            f,
            "\nReinstall the game, or set {ASSETS_DIR_ENV} to its assets folder."
        )
    }
}

impl std::error::Error for NoAssets {}

/// Moves the settings file from `old` (the saves folder, where earlier versions kept
/// it) to `new` (the config folder), once: nothing happens when `new` is already
/// there or `old` is not. True when it moved.
pub fn move_settings_once(old: &Path, new: &Path) -> std::io::Result<bool> {
    if old == new || new.exists() || !old.is_file() {
        return Ok(false);
    }
    if let Some(parent) = new.parent() {
        std::fs::create_dir_all(parent)?;
    }
    if std::fs::rename(old, new).is_err() {
        // Another file system: copy, and remove the old one only once the copy is whole.
        std::fs::copy(old, new)?;
        std::fs::remove_file(old)?;
    }
    Ok(true)
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
    match user_folder(os, env, "XDG_DATA_HOME", &[".local", "share"]) {
        Some(d) => d.join(APP_DIR).join("saves"),
        None => PathBuf::from("saves"),
    }
}

/// Where `sq-server` keeps its tables unless told: beside the saves, in
/// `sleeping-queens/server-tables` in the user's data folder (`server-tables` here if
/// none is known).
pub fn platform_server_tables_dir() -> PathBuf {
    platform_saves_dir().with_file_name("server-tables")
}

/// The platform's place for the game's settings: `$XDG_CONFIG_HOME/sleeping-queens` or
/// `~/.config/sleeping-queens` on Linux and other Unix systems, beside the data on
/// macOS and Windows. `.` if none is known.
pub fn platform_config_dir_with(os: &str, env: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    match user_folder(os, env, "XDG_CONFIG_HOME", &[".config"]) {
        Some(d) => d.join(APP_DIR),
        None => PathBuf::from("."),
    }
}

/// The user's folder of a kind: on Unix systems `xdg` (an XDG base directory variable)
/// or `under_home` in the home folder; macOS and Windows keep data and settings alike.
fn user_folder(
    os: &str,
    env: impl Fn(&str) -> Option<OsString>,
    xdg: &str,
    under_home: &[&str],
) -> Option<PathBuf> {
    let var = |k: &str| env(k).filter(|v| !v.is_empty()).map(PathBuf::from);
    match os {
        "windows" => var("APPDATA").or_else(|| var("LOCALAPPDATA")),
        "macos" => var("HOME").map(|h| h.join("Library").join("Application Support")),
        _ => var(xdg)
            // The XDG spec: a relative path is invalid and is ignored.
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|h| under_home.iter().fold(h, |p, d| p.join(d)))),
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
