//! The player's own rule sets: one RON file each in `house-rules/` of the save folder,
//! the same text a hand-written house-rules file holds. Listed beside the built-in
//! sets, made, renamed, copied, deleted, and carried to and from other files.

use super::dir::SaveDir;
use super::paths::sanitize_slot_name;
use crate::sleeping_queens::ruleset::name_key;
use crate::sleeping_queens::{RuleSet, RuleSetError};
use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The folder's name under the save folder.
pub const HOUSE_RULES_DIR: &str = "house-rules";

/// A rule-set file bigger than this is not a rule set (one is under 1 KiB).
pub const MAX_RULES_BYTES: u64 = 64 * 1024;

/// The folder of the player's rule sets. Nothing is read or created until it is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HouseRules {
    dir: SaveDir,
}

/// A file of the folder: its set, or why it cannot be read (shown, never dropped).
#[derive(Clone, Debug)]
pub struct HouseEntry {
    pub path: PathBuf,
    pub rules: Result<RuleSet, HouseError>,
}

/// Why a rule set could not be read, written or found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HouseError {
    /// The file could not be read or written: its path and the system's words.
    Io { path: PathBuf, error: String },
    /// There is no file at the path (or a folder is there instead).
    NoFile(PathBuf),
    /// The file is bigger than [`MAX_RULES_BYTES`].
    TooBig { path: PathBuf },
    /// The file is not a rule set: the field and the line.
    Rules { path: PathBuf, error: RuleSetError },
    /// A built-in set has this name.
    BuiltInName(String),
    /// Another of the player's sets has this name.
    NameTaken(String),
    /// No set of the player's has this name.
    NotFound(String),
}

impl fmt::Display for HouseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HouseError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            HouseError::NoFile(path) => write!(f, "{}: no such file", path.display()),
            HouseError::TooBig { path } => write!(
                f,
                "{}: bigger than {} KiB, so not a rule set",
                path.display(),
                MAX_RULES_BYTES / 1024
            ),
            HouseError::Rules { path, error } => write!(f, "{}: {error}", path.display()),
            HouseError::BuiltInName(name) => write!(f, "\"{name}\" is a built-in rule set"),
            HouseError::NameTaken(name) => write!(f, "a rule set is already called \"{name}\""),
            HouseError::NotFound(name) => write!(
                f,
                "no rule set or rule-set file is called \"{name}\" (the built-in sets: {})",
                RuleSet::BUILT_IN.join(", ")
            ),
        }
    }
}

impl std::error::Error for HouseError {}

/// Reads and checks a rule-set file, whoever wrote it.
pub fn read_rules_file(path: &Path) -> Result<RuleSet, HouseError> {
    let io_error = |e: io::Error| HouseError::Io {
        path: path.to_path_buf(),
        error: e.to_string(),
    };
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => HouseError::NoFile(path.to_path_buf()),
        _ => io_error(e),
    })?;
    if meta.is_dir() {
        return Err(HouseError::NoFile(path.to_path_buf()));
    }
    // A device or a pipe would be read for ever: only a file is read, and no more of
    // it than a rule set can be.
    if !meta.is_file() {
        return Err(io_error(io::Error::new(
            io::ErrorKind::InvalidInput,
            "it is not a file",
        )));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_RULES_BYTES + 1).read_to_end(&mut bytes))
        .map_err(io_error)?;
    if bytes.len() as u64 > MAX_RULES_BYTES {
        return Err(HouseError::TooBig {
            path: path.to_path_buf(),
        });
    }
    let text = String::from_utf8_lossy(&bytes);
    RuleSet::from_ron(&text).map_err(|error| HouseError::Rules {
        path: path.to_path_buf(),
        error,
    })
}

/// The rule set a command line names: a built-in one, or a rule-set file.
pub fn built_in_or_file(spec: &str) -> Result<RuleSet, HouseError> {
    if let Some(rules) = RuleSet::named(spec) {
        return Ok(rules);
    }
    let path = Path::new(spec);
    if !path.exists() {
        return Err(HouseError::NotFound(spec.to_string()));
    }
    read_rules_file(path)
}

/// Writes `rules` to a file anywhere (an export), atomically.
pub fn write_rules_file(rules: &RuleSet, path: &Path) -> Result<(), HouseError> {
    let io_error = |e: io::Error| HouseError::Io {
        path: path.to_path_buf(),
        error: e.to_string(),
    };
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty());
    let name = path
        .file_name()
        .ok_or_else(|| io_error(io::Error::new(io::ErrorKind::InvalidInput, "no file name")))?;
    SaveDir::new(dir.unwrap_or(Path::new(".")))
        .write_file(&name.to_string_lossy(), rules.to_ron().as_bytes())
        .map(|_| ())
        .map_err(io_error)
}

impl HouseRules {
    /// The folder `house-rules/` under the save folder `saves`.
    pub fn in_saves(saves: &Path) -> HouseRules {
        HouseRules::new(saves.join(HOUSE_RULES_DIR))
    }

    pub fn new(dir: impl Into<PathBuf>) -> HouseRules {
        HouseRules {
            dir: SaveDir::new(dir),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Every `.ron` file of the folder, by name (a folder not made yet holds none).
    pub fn list(&self) -> Vec<HouseEntry> {
        let Ok(files) = std::fs::read_dir(self.path()) else {
            return Vec::new();
        };
        let mut entries: Vec<HouseEntry> = files
            .flatten()
            .map(|f| f.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|path| HouseEntry {
                rules: read_rules_file(&path),
                path,
            })
            .collect();
        entries.sort_by_key(|e| match &e.rules {
            Ok(r) => (0, r.name.to_lowercase()),
            Err(_) => (1, e.path.to_string_lossy().into_owned()),
        });
        entries
    }

    /// The player's set called `name`.
    pub fn find(&self, name: &str) -> Result<RuleSet, HouseError> {
        self.list()
            .into_iter()
            .filter_map(|e| e.rules.ok())
            .find(|r| r.name == name)
            .ok_or_else(|| HouseError::NotFound(name.to_string()))
    }

    fn path_of(&self, name: &str) -> Option<PathBuf> {
        self.list()
            .into_iter()
            .find(|e| e.rules.as_ref().is_ok_and(|r| r.name == name))
            .map(|e| e.path)
    }

    /// A free file for a set called `name`: its name made safe, numbered if taken.
    fn free_path(&self, name: &str) -> PathBuf {
        let stem = sanitize_slot_name(name);
        (1..)
            .map(|n| match n {
                1 => self.path().join(format!("{stem}.ron")),
                n => self.path().join(format!("{stem}-{n}.ron")),
            })
            .find(|p| !p.exists())
            .unwrap_or_else(|| self.path().join(format!("{stem}.ron")))
    }

    /// Saves `rules` under its name, replacing the player's set of that name. Refused:
    /// a set that does not check, or a built-in set's name in any case or spacing.
    pub fn save(&self, rules: &RuleSet) -> Result<PathBuf, HouseError> {
        let name = rules.name.trim();
        if let Some(built_in) = RuleSet::built_in_like(name) {
            return Err(HouseError::BuiltInName(built_in.to_string()));
        }
        let mut rules = rules.clone();
        rules.name = name.to_string();
        // What is written must read back: the same check as any file.
        let text = rules.to_ron();
        RuleSet::from_ron(&text).map_err(|error| HouseError::Rules {
            path: self.path().to_path_buf(),
            error,
        })?;
        let path = self
            .path_of(&rules.name)
            .unwrap_or_else(|| self.free_path(&rules.name));
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.dir
            .write_file(&file, text.as_bytes())
            .map_err(|e| HouseError::Io {
                path: path.clone(),
                error: e.to_string(),
            })
    }

    /// Saves `rules` as a new set: refused if one of the player's sets has its name,
    /// in any case or spacing.
    pub fn add(&self, rules: &RuleSet) -> Result<PathBuf, HouseError> {
        let key = name_key(&rules.name);
        let taken = self
            .list()
            .into_iter()
            .filter_map(|e| e.rules.ok())
            .find(|r| name_key(&r.name) == key);
        if let Some(taken) = taken {
            return Err(HouseError::NameTaken(taken.name));
        }
        self.save(rules)
    }

    /// Removes the player's set called `name`.
    pub fn delete(&self, name: &str) -> Result<(), HouseError> {
        let path = self
            .path_of(name)
            .ok_or_else(|| HouseError::NotFound(name.to_string()))?;
        std::fs::remove_file(&path).map_err(|e| HouseError::Io {
            path,
            error: e.to_string(),
        })
    }

    /// Gives the set called `old` the name `new`.
    pub fn rename(&self, old: &str, new: &str) -> Result<RuleSet, HouseError> {
        let mut rules = self.find(old)?;
        let new = new.trim();
        if new == old {
            return Ok(rules);
        }
        rules.name = new.to_string();
        if name_key(new) == name_key(old) {
            // Only its case or spacing: the same set, written again under the new name.
            self.delete(old)?;
            self.save(&rules)?;
        } else {
            self.add(&rules)?;
            self.delete(old)?;
        }
        Ok(rules)
    }

    /// A name for a copy of `name` that no set has: "name 2", "name 3", …
    pub fn free_name(&self, name: &str) -> String {
        let taken: Vec<String> = self
            .list()
            .into_iter()
            .filter_map(|e| e.rules.ok().map(|r| name_key(&r.name)))
            .collect();
        let base = name.trim();
        (2..)
            .map(|n| format!("{base} {n}"))
            .find(|n| !taken.contains(&name_key(n)) && RuleSet::built_in_like(n).is_none())
            .unwrap_or_else(|| format!("{base} 2"))
    }

    /// A copy of the set called `name` (built in or the player's), under a free name.
    pub fn duplicate(&self, name: &str) -> Result<RuleSet, HouseError> {
        let mut rules = match RuleSet::named(name) {
            Some(r) => r,
            None => self.find(name)?,
        };
        rules.name = self.free_name(name);
        self.add(&rules)?;
        Ok(rules)
    }

    /// Reads a rule-set file from anywhere and adds it (under a free name if its own is
    /// taken or built in).
    pub fn import(&self, path: &Path) -> Result<RuleSet, HouseError> {
        let mut rules = read_rules_file(path)?;
        let key = name_key(&rules.name);
        let taken = RuleSet::built_in_like(&rules.name).is_some()
            || self
                .list()
                .into_iter()
                .filter_map(|e| e.rules.ok())
                .any(|r| name_key(&r.name) == key);
        if taken {
            rules.name = self.free_name(&rules.name);
        }
        self.add(&rules)?;
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::{RuleSetProblem, Switch};

    fn folder(name: &str) -> HouseRules {
        let dir = std::env::temp_dir().join(format!("sq-house-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        HouseRules::new(dir)
    }

    fn no_fire(name: &str) -> RuleSet {
        RuleSet {
            name: name.into(),
            ..RuleSet::extended()
        }
        .with(Switch::Fire, false)
    }

    #[test]
    fn sets_are_made_listed_renamed_copied_and_deleted() {
        let house = folder("life");
        assert!(house.list().is_empty(), "no folder yet: no sets");
        house.save(&no_fire("No fire")).unwrap();
        assert_eq!(house.find("No fire").unwrap(), no_fire("No fire"));
        let copy = house.duplicate("No fire").unwrap();
        assert_eq!(copy.name, "No fire 2");
        assert!(copy.plays_as(&no_fire("x")));
        let from_preset = house.duplicate("extended").unwrap();
        assert_eq!(from_preset.name, "extended 2");
        house.rename("No fire 2", "Cold kings").unwrap();
        let names: Vec<String> = house
            .list()
            .into_iter()
            .map(|e| e.rules.unwrap().name)
            .collect();
        assert_eq!(names, ["Cold kings", "extended 2", "No fire"]);
        assert_eq!(
            house.rename("Cold kings", "No fire"),
            Err(HouseError::NameTaken("No fire".into()))
        );
        // One of the player's names in another case or spacing is that set's name; a
        // set renamed to another case of its name is the same set.
        assert_eq!(
            house.add(&no_fire("cold  KINGS")),
            Err(HouseError::NameTaken("Cold kings".into()))
        );
        let recased = house.rename("Cold kings", "Cold Kings").unwrap();
        assert_eq!(house.find("Cold Kings"), Ok(recased));
        house.rename("Cold Kings", "Cold kings").unwrap();
        house.delete("Cold kings").unwrap();
        assert_eq!(
            house.find("Cold kings"),
            Err(HouseError::NotFound("Cold kings".into()))
        );
        assert_eq!(
            house.save(&no_fire("classic")),
            Err(HouseError::BuiltInName("classic".into()))
        );
        // A built-in name or one of the player's, in another case or spacing.
        for (name, built_in) in [(" Classic ", "classic"), ("Extended V1", "extended-v1")] {
            assert_eq!(
                house.add(&no_fire(name)),
                Err(HouseError::BuiltInName(built_in.into()))
            );
        }
        let _ = std::fs::remove_dir_all(house.path());
    }

    /// A path with no file, or a folder, is said to have no file.
    #[test]
    fn importing_from_nowhere_says_there_is_no_file() {
        let house = folder("nowhere");
        let missing = house.path().with_extension("missing.ron");
        assert_eq!(
            house.import(&missing),
            Err(HouseError::NoFile(missing.clone()))
        );
        let dir = std::env::temp_dir();
        assert_eq!(house.import(&dir), Err(HouseError::NoFile(dir.clone())));
    }

    #[test]
    fn a_set_goes_out_to_a_file_and_comes_back_in() {
        let house = folder("carry");
        let out = house.path().with_extension("export.ron");
        write_rules_file(&no_fire("Carried"), &out).unwrap();
        let back = house.import(&out).unwrap();
        assert_eq!(back, no_fire("Carried"));
        // Imported again: the name is taken, so it comes in under a free one.
        assert_eq!(house.import(&out).unwrap().name, "Carried 2");
        let _ = std::fs::remove_file(&out);
        let _ = std::fs::remove_dir_all(house.path());
    }

    #[test]
    fn a_bad_file_is_refused_with_its_field_and_line_and_nothing_is_added() {
        let house = folder("bad");
        let bad = house.path().with_extension("bad.ron");
        std::fs::write(
            &bad,
            "(\n  name: \"x\",\n  base: Extended,\n  potion_after_wake: true,\n  switches: {\"X-AW\": false},\n)",
        )
        .unwrap();
        match house.import(&bad) {
            Err(HouseError::Rules { error, .. }) => {
                assert_eq!((error.field.as_deref(), error.line), (Some("switches"), 5));
                assert!(matches!(error.problem, RuleSetProblem::Clash(_)));
            }
            other => panic!("{other:?}"),
        }
        std::fs::write(&bad, vec![b'('; MAX_RULES_BYTES as usize + 1]).unwrap();
        assert!(matches!(house.import(&bad), Err(HouseError::TooBig { .. })));
        std::fs::write(&bad, [0xff, 0xfe, 0x00, 0x28]).unwrap();
        assert!(matches!(house.import(&bad), Err(HouseError::Rules { .. })));
        assert!(matches!(
            house.import(house.path()),
            Err(HouseError::NoFile(_))
        ));
        // A device is never read: it could go on for ever.
        if Path::new("/dev/zero").exists() {
            assert!(matches!(
                house.import(Path::new("/dev/zero")),
                Err(HouseError::Io { .. })
            ));
        }
        assert!(house.list().is_empty());
        // A damaged file in the folder is listed with its reason, not dropped.
        std::fs::create_dir_all(house.path()).unwrap();
        std::fs::write(house.path().join("broken.ron"), "(name: ").unwrap();
        let listed = house.list();
        assert_eq!(listed.len(), 1);
        assert!(listed[0].rules.is_err());
        let _ = std::fs::remove_file(&bad);
        let _ = std::fs::remove_dir_all(house.path());
    }
}
