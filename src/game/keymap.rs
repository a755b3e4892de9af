//! The keys of the tables' commands, chosen by the player in Settings and kept in the
//! settings file. Only letters and function keys (and Space) can be chosen: Tab, Enter,
//! Esc, the arrows and 1–9 move and choose on the table and in its prompts, in both
//! games, and stay theirs. A key chosen for a command that another command of the same
//! game has goes over to it, and that command takes the key the first one had: no key
//! ever does two things in one game.

use std::collections::BTreeMap;

use bevy::input::ButtonInput;
use bevy::prelude::KeyCode;
use serde::{Deserialize, Serialize};

use crate::tr;

/// Something a key does at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Command {
    /// Sleeping Queens: discard the picked number cards.
    Discard,
    /// Sleeping Queens: the number a picked Dragon stands for, up (with Shift, down).
    Dragon,
    /// Pass (Sleeping Queens); skip the cards' movement (Mad Queens).
    Pass,
    Hint,
    /// With Ctrl: take back the latest decision.
    TakeBack,
    Log,
    Rules,
    /// Mad Queens: reveal a card, or start a play.
    Reveal,
    Bank,
    Stop,
}

/// Which table a command is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    SleepingQueens,
    MadQueens,
    Both,
}

impl Command {
    pub const ALL: [Command; 10] = [
        Command::Discard,
        Command::Dragon,
        Command::Pass,
        Command::Hint,
        Command::TakeBack,
        Command::Log,
        Command::Rules,
        Command::Reveal,
        Command::Bank,
        Command::Stop,
    ];

    pub fn default_key(self) -> KeyCode {
        match self {
            Command::Discard => KeyCode::KeyD,
            Command::Dragon => KeyCode::KeyV,
            Command::Pass => KeyCode::Space,
            Command::Hint => KeyCode::KeyH,
            Command::TakeBack => KeyCode::KeyZ,
            Command::Log => KeyCode::KeyL,
            Command::Rules => KeyCode::F1,
            Command::Reveal => KeyCode::KeyR,
            Command::Bank => KeyCode::KeyB,
            Command::Stop => KeyCode::KeyS,
        }
    }

    pub fn table(self) -> Table {
        match self {
            Command::Discard | Command::Dragon => Table::SleepingQueens,
            Command::Reveal | Command::Bank | Command::Stop => Table::MadQueens,
            _ => Table::Both,
        }
    }

    /// Whether the two can be at one table, where they must not share a key (take-back
    /// is pressed with Ctrl, apart from every other).
    fn meets(self, other: Command) -> bool {
        let tables = match (self.table(), other.table()) {
            (Table::Both, _) | (_, Table::Both) => true,
            (a, b) => a == b,
        };
        tables && (self == Command::TakeBack) == (other == Command::TakeBack)
    }

    /// What it does, in the player's language (the Settings list).
    pub fn words(self) -> String {
        match self {
            Command::Discard => tr!("keys-discard"),
            Command::Dragon => tr!("keys-dragon"),
            Command::Pass => tr!("keys-pass"),
            Command::Hint => tr!("keys-hint"),
            Command::TakeBack => tr!("keys-take-back"),
            Command::Log => tr!("keys-log"),
            Command::Rules => tr!("keys-rules"),
            Command::Reveal => tr!("keys-reveal"),
            Command::Bank => tr!("keys-bank"),
            Command::Stop => tr!("keys-stop"),
        }
    }
}

/// The keys that can be chosen, with the names they are written under (in the
/// settings file and on the screen).
const CHOOSABLE: [(KeyCode, &str); 39] = [
    (KeyCode::KeyA, "A"),
    (KeyCode::KeyB, "B"),
    (KeyCode::KeyC, "C"),
    (KeyCode::KeyD, "D"),
    (KeyCode::KeyE, "E"),
    (KeyCode::KeyF, "F"),
    (KeyCode::KeyG, "G"),
    (KeyCode::KeyH, "H"),
    (KeyCode::KeyI, "I"),
    (KeyCode::KeyJ, "J"),
    (KeyCode::KeyK, "K"),
    (KeyCode::KeyL, "L"),
    (KeyCode::KeyM, "M"),
    (KeyCode::KeyN, "N"),
    (KeyCode::KeyO, "O"),
    (KeyCode::KeyP, "P"),
    (KeyCode::KeyQ, "Q"),
    (KeyCode::KeyR, "R"),
    (KeyCode::KeyS, "S"),
    (KeyCode::KeyT, "T"),
    (KeyCode::KeyU, "U"),
    (KeyCode::KeyV, "V"),
    (KeyCode::KeyW, "W"),
    (KeyCode::KeyX, "X"),
    (KeyCode::KeyY, "Y"),
    (KeyCode::KeyZ, "Z"),
    (KeyCode::F1, "F1"),
    (KeyCode::F2, "F2"),
    (KeyCode::F3, "F3"),
    (KeyCode::F4, "F4"),
    (KeyCode::F5, "F5"),
    (KeyCode::F6, "F6"),
    (KeyCode::F7, "F7"),
    (KeyCode::F8, "F8"),
    (KeyCode::F9, "F9"),
    (KeyCode::F10, "F10"),
    (KeyCode::F11, "F11"),
    (KeyCode::F12, "F12"),
    (KeyCode::Space, "Space"),
];

/// The name a choosable key is written under.
pub fn key_name(key: KeyCode) -> Option<&'static str> {
    CHOOSABLE.iter().find(|(k, _)| *k == key).map(|(_, n)| *n)
}

/// The choosable key written under `name`.
pub fn key_named(name: &str) -> Option<KeyCode> {
    CHOOSABLE
        .iter()
        .find(|(_, n)| n.eq_ignore_ascii_case(name.trim()))
        .map(|(k, _)| *k)
}

/// Why a key was not taken for a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// It moves or chooses on the table (Tab, Enter, Esc, an arrow, 1–9), or is not a
    /// letter, a function key or Space.
    NotChoosable,
}

/// The keys as the settings file names them: `keys: {Discard: "K"}`.
type Named = BTreeMap<Command, String>;

/// The keys the player chose, where they differ from the defaults. Read from a file, a
/// name that is not a choosable key, or a map in which two commands of one table share
/// a key, gives the defaults: a map once read is always sound, and a key is looked up,
/// not parsed, each time it is pressed.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(from = "Named", into = "Named")]
pub struct KeyMap(BTreeMap<Command, KeyCode>);

impl From<Named> for KeyMap {
    fn from(named: Named) -> KeyMap {
        if !is_sound(&named) {
            return KeyMap::default();
        }
        KeyMap(
            named
                .iter()
                .filter_map(|(c, n)| Some((*c, key_named(n)?)))
                .filter(|(c, k)| c.default_key() != *k)
                .collect(),
        )
    }
}

impl From<KeyMap> for Named {
    fn from(map: KeyMap) -> Named {
        map.0
            .into_iter()
            .filter_map(|(c, k)| Some((c, key_name(k)?.to_string())))
            .collect()
    }
}

/// Every name is a choosable key, and no two commands of one table share one.
fn is_sound(named: &Named) -> bool {
    let key = |c: Command| match named.get(&c) {
        Some(n) => key_named(n),
        None => Some(c.default_key()),
    };
    let keys: Vec<(Command, Option<KeyCode>)> =
        Command::ALL.iter().map(|c| (*c, key(*c))).collect();
    keys.iter().all(|(_, k)| k.is_some())
        && keys.iter().enumerate().all(|(i, (a, ka))| {
            keys[i + 1..]
                .iter()
                .all(|(b, kb)| !(a.meets(*b) && ka == kb))
        })
}

impl KeyMap {
    /// The key of `command`.
    pub fn key(&self, command: Command) -> KeyCode {
        self.0
            .get(&command)
            .copied()
            .unwrap_or(command.default_key())
    }

    /// The key of `command` as the screen writes it ("H", "Ctrl+Z", "F1").
    pub fn name(&self, command: Command) -> String {
        let key = self.key(command);
        let key = if key == KeyCode::Space {
            tr!("key-space")
        } else {
            key_name(key).unwrap_or("?").to_string()
        };
        if command == Command::TakeBack {
            format!("Ctrl+{key}")
        } else {
            key
        }
    }

    /// Whether the key of `command` was pressed this frame.
    pub fn pressed(&self, keys: &ButtonInput<KeyCode>, command: Command) -> bool {
        keys.just_pressed(self.key(command))
    }

    /// Gives `command` the key `key`. A command of the same table that had it takes
    /// `command`'s old key instead, and is returned.
    pub fn bind(&mut self, command: Command, key: KeyCode) -> Result<Option<Command>, Refused> {
        key_name(key).ok_or(Refused::NotChoosable)?;
        let old = self.key(command);
        let mut keys: BTreeMap<Command, KeyCode> =
            Command::ALL.iter().map(|c| (*c, self.key(*c))).collect();
        let moved = Command::ALL
            .into_iter()
            .find(|c| *c != command && c.meets(command) && keys[c] == key);
        keys.insert(command, key);
        if let Some(other) = moved {
            keys.insert(other, old);
        }
        self.0 = keys
            .into_iter()
            .filter(|(c, k)| c.default_key() != *k)
            .collect();
        Ok(moved)
    }

    /// Every command back on its default key.
    pub fn reset(&mut self) {
        self.0.clear();
    }

    pub fn is_default(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_key_is_choosable_and_no_table_has_one_twice() {
        let map = KeyMap::default();
        assert!(is_sound(&Named::from(map.clone())));
        for c in Command::ALL {
            assert!(key_name(c.default_key()).is_some(), "{c:?}");
            assert_eq!(map.key(c), c.default_key());
        }
        assert_eq!(map.name(Command::TakeBack), "Ctrl+Z");
        assert_eq!(map.name(Command::Rules), "F1");
    }

    #[test]
    fn a_key_another_command_of_the_table_has_is_swapped_not_shared() {
        let mut map = KeyMap::default();
        // H is the hint's, at both tables: the hint takes D, Discard's old key.
        assert_eq!(
            map.bind(Command::Discard, KeyCode::KeyH),
            Ok(Some(Command::Hint))
        );
        assert_eq!(map.key(Command::Discard), KeyCode::KeyH);
        assert_eq!(map.key(Command::Hint), KeyCode::KeyD);
        // R is Mad Queens' Reveal: Discard is Sleeping Queens' only, so both keep R.
        assert_eq!(map.bind(Command::Discard, KeyCode::KeyR), Ok(None));
        assert_eq!(map.key(Command::Reveal), KeyCode::KeyR);
        assert!(is_sound(&Named::from(map.clone())));
        map.reset();
        assert!(map.is_default());
    }

    #[test]
    fn the_tables_own_keys_are_refused() {
        let mut map = KeyMap::default();
        for key in [
            KeyCode::Tab,
            KeyCode::Enter,
            KeyCode::Escape,
            KeyCode::ArrowUp,
            KeyCode::Digit1,
            KeyCode::ShiftLeft,
        ] {
            assert_eq!(map.bind(Command::Pass, key), Err(Refused::NotChoosable));
        }
        assert!(map.is_default());
    }

    /// A hand-edited file: an unknown name or two commands on one key of one table
    /// give the defaults, never a table where a key does two things.
    #[test]
    fn a_broken_map_from_a_file_gives_the_defaults() {
        for text in [
            r#"{Discard: "Tab"}"#,
            r#"{Discard: "H"}"#,
            r#"{Reveal: "B"}"#,
            r#"{Discard: ""}"#,
        ] {
            let named: Named = ron::from_str(text).unwrap();
            assert!(!is_sound(&named), "{text}");
            let map: KeyMap = ron::from_str(text).unwrap();
            for c in Command::ALL {
                assert_eq!(map.key(c), c.default_key(), "{text}");
            }
        }
        let map: KeyMap = ron::from_str(r#"{Discard: "k", Reveal: "D"}"#).unwrap();
        assert_eq!(map.key(Command::Discard), KeyCode::KeyK);
        assert_eq!(map.key(Command::Reveal), KeyCode::KeyD);
        let again: KeyMap = ron::from_str(&ron::to_string(&map).unwrap()).unwrap();
        assert_eq!(again, map);
    }
}
