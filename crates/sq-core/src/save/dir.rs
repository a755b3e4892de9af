//! The save folder: atomic writes, the autosave and the one before it, named slots,
//! the listing for the Load screen, and Continue.

use super::file::{LoadError, LoadedSave, MAX_SAVE_BYTES, SaveFile, load_file};
use super::paths::{AUTOSAVE_FILE, AUTOSAVE_PREV_FILE, file_name_of, sanitize_slot_name};
use super::summary::SaveSummary;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::UNIX_EPOCH;

/// Temporary files: hidden, and not `.ron`, so the listing never shows them.
const TEMP_PREFIX: &str = ".sq-save-";
const TEMP_SUFFIX: &str = ".tmp";

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Where an autosave can be cut short, to test that a crash loses nothing.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrashPoint {
    /// Half of the temporary file written, not synced.
    TempHalfWritten,
    /// The temporary file complete and synced, nothing renamed.
    TempSynced,
    /// The old autosave renamed to the previous one, the new one not yet in place.
    PrevRotated,
}

/// The save folder. Nothing is read or created until it is used; writes create it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveDir {
    dir: PathBuf,
}

impl SaveDir {
    pub fn new(dir: impl Into<PathBuf>) -> SaveDir {
        SaveDir { dir: dir.into() }
    }

    pub fn path(&self) -> &Path {
        &self.dir
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.dir.join(AUTOSAVE_FILE)
    }

    pub fn prev_autosave_path(&self) -> PathBuf {
        self.dir.join(AUTOSAVE_PREV_FILE)
    }

    /// The file a save named `name` goes to (see [`sanitize_slot_name`]); the UI can
    /// check whether it exists before overwriting.
    pub fn slot_path(&self, name: &str) -> PathBuf {
        self.dir.join(format!("{}.ron", sanitize_slot_name(name)))
    }

    /// Writes the autosave (its name set to `"autosave"`) atomically: a temporary file
    /// is written and synced; only then does the old autosave become
    /// `autosave.prev.ron` and the new one take its place. At every moment a complete
    /// autosave exists under one of the two names. Returns the autosave's path.
    /// A save that would not load (seats not matching the setup) is refused with
    /// `InvalidInput` and nothing is written.
    pub fn autosave(&self, save: &SaveFile) -> io::Result<PathBuf> {
        self.write_autosave(save, None)
    }

    /// [`SaveDir::autosave`], stopping at `at` as if the game had crashed there
    /// (returns an error and leaves the files as they are). For tests.
    #[doc(hidden)]
    pub fn autosave_crashing_at(&self, save: &SaveFile, at: CrashPoint) -> io::Result<PathBuf> {
        self.write_autosave(save, Some(at))
    }

    fn write_autosave(&self, save: &SaveFile, crash: Option<CrashPoint>) -> io::Result<PathBuf> {
        let mut save = save.clone();
        save.name = "autosave".into();
        let target = self.autosave_path();
        // The old autosave becomes the previous one only if it is a good save: a
        // damaged one must not push out a good previous autosave.
        let keep_old = load_file(&target).is_ok();
        let prev = keep_old.then(|| self.prev_autosave_path());
        self.write_atomic(&save, &target, prev.as_deref(), crash)?;
        Ok(target)
    }

    /// Saves under `name` (the file's name is set to `name`; the file name is
    /// [`SaveDir::slot_path`]), atomically, replacing a save of the same file name.
    pub fn save_slot(&self, name: &str, save: &SaveFile) -> io::Result<PathBuf> {
        let mut save = save.clone();
        save.name = name.to_string();
        let target = self.slot_path(name);
        self.write_atomic(&save, &target, None, None)?;
        Ok(target)
    }

    fn write_atomic(
        &self,
        save: &SaveFile,
        target: &Path,
        prev: Option<&Path>,
        crash: Option<CrashPoint>,
    ) -> io::Result<()> {
        // Never write a file that would not load (wrong seat count, bad setup).
        save.check()
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
        let text = save
            .to_ron()
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        if text.len() as u64 > MAX_SAVE_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "the save would be too big to load again",
            ));
        }
        self.write_bytes_atomic(text.as_bytes(), target, prev, crash)
    }

    /// Writes `file_name` in the folder (the settings, say) the way saves are written:
    /// a temporary file, synced, then renamed over the old one, so that a crash leaves
    /// either the old file or the new one, never half of one. Returns its path.
    pub fn write_file(&self, file_name: &str, bytes: &[u8]) -> io::Result<PathBuf> {
        let target = self.dir.join(file_name);
        self.write_bytes_atomic(bytes, &target, None, None)?;
        Ok(target)
    }

    fn write_bytes_atomic(
        &self,
        bytes: &[u8],
        target: &Path,
        prev: Option<&Path>,
        crash: Option<CrashPoint>,
    ) -> io::Result<()> {
        create_private_dir(&self.dir)?;
        let temp = self.dir.join(format!(
            "{TEMP_PREFIX}{}-{}{TEMP_SUFFIX}",
            std::process::id(),
            TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let crashed = || io::Error::other("simulated crash");
        let written = (|| {
            let mut f = private(OpenOptions::new().write(true).create_new(true)).open(&temp)?;
            if crash == Some(CrashPoint::TempHalfWritten) {
                f.write_all(&bytes[..bytes.len() / 2])?;
                return Err(crashed());
            }
            f.write_all(bytes)?;
            f.flush()?;
            f.sync_all()
        })();
        if let Err(e) = written {
            if crash.is_none() {
                let _ = fs::remove_file(&temp);
            }
            return Err(e);
        }
        if crash == Some(CrashPoint::TempSynced) {
            return Err(crashed());
        }
        if let Some(prev) = prev {
            if let Err(e) = fs::rename(target, prev) {
                let _ = fs::remove_file(&temp);
                return Err(e);
            }
            if crash == Some(CrashPoint::PrevRotated) {
                return Err(crashed());
            }
        }
        if let Err(e) = fs::rename(&temp, target) {
            let _ = fs::remove_file(&temp);
            return Err(e);
        }
        sync_dir(&self.dir);
        Ok(())
    }

    /// Every `.ron` file in the folder with its summary, or the reason it cannot be
    /// loaded, newest first (bad files by their modification time). An unreadable
    /// folder gives an empty list.
    pub fn list(&self) -> Vec<(PathBuf, Result<SaveSummary, LoadError>)> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut saves: Vec<(u64, PathBuf, Result<SaveSummary, LoadError>)> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_ok_and(|t| !t.is_dir()))
            .map(|e| e.path())
            .filter(|p| is_save_name(&file_name_of(p)))
            .map(|path| {
                let summary = self
                    .load(&path)
                    .map(|loaded| SaveSummary::new(&file_name_of(&path), &loaded));
                let time = match &summary {
                    Ok(s) => s.saved_at,
                    Err(_) => modified_secs(&path),
                };
                (time, path, summary)
            })
            .collect();
        saves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        saves.into_iter().map(|(_, p, s)| (p, s)).collect()
    }

    /// Loads a save: reads it (refusing huge files), checks it and replays it.
    pub fn load(&self, path: &Path) -> Result<LoadedSave, LoadError> {
        load_file(path)
    }

    /// The game Continue resumes: the autosave, or the previous autosave if the
    /// autosave is missing or damaged; `None` if there is none or that game is over.
    /// Named saves are not considered.
    pub fn latest_unfinished(&self) -> Option<(PathBuf, LoadedSave)> {
        let auto = self.autosave_path();
        let loaded = match self.load(&auto) {
            Ok(loaded) => (auto, loaded),
            Err(_) => {
                let prev = self.prev_autosave_path();
                (prev.clone(), self.load(&prev).ok()?)
            }
        };
        (!loaded.1.game.is_over()).then_some(loaded)
    }

    /// Deletes a save in this folder. Deleting the autosave deletes the previous
    /// autosave too, so that Continue does not bring it back. Refuses paths outside
    /// the folder and files that are not saves.
    pub fn delete(&self, path: &Path) -> io::Result<()> {
        let name = file_name_of(path);
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => self.dir.clone(),
        };
        let inside = fs::canonicalize(&parent)? == fs::canonicalize(&self.dir)?;
        if !inside || !(is_save_name(&name) || is_temp_name(&name)) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "only saves in the save folder can be deleted",
            ));
        }
        fs::remove_file(parent.join(&name))?;
        if name == AUTOSAVE_FILE {
            match fs::remove_file(self.prev_autosave_path()) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
        }
        sync_dir(&self.dir);
        Ok(())
    }

    /// Removes temporary files left by writes that never finished (a crash or a power
    /// cut). Call it once at start-up, not while another copy of the game is saving
    /// into the same folder. Returns how many were removed.
    pub fn remove_temp_files(&self) -> io::Result<usize> {
        let mut removed = 0;
        for entry in fs::read_dir(&self.dir)? {
            let path = entry?.path();
            if is_temp_name(&file_name_of(&path)) && fs::remove_file(&path).is_ok() {
                removed += 1;
            }
        }
        Ok(removed)
    }
}

fn is_save_name(name: &str) -> bool {
    name.len() > 4 && name.ends_with(".ron") && !name.starts_with('.')
}

fn is_temp_name(name: &str) -> bool {
    name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)
}

fn modified_secs(path: &Path) -> u64 {
    fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_secs())
}

/// Files are written for their owner only: a save holds the deal's seed (every card to
/// come), a server's table file its seat tokens, the tokens file every seat's secret;
/// no other user of the computer may read them.
fn private(options: &mut OpenOptions) -> &mut OpenOptions {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600)
    }
    #[cfg(not(unix))]
    options
}

/// Creates `dir` (and its parents) for its owner only, if it is not there yet; a folder
/// that is there is left as it is (its files are the owner's alone all the same).
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Makes renames in `dir` durable (a power cut after this keeps them). Best effort:
/// not every platform can open a folder.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}
