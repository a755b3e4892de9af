//! Rule sets as data (RULES §4.0): the named sets are built in, and a RON file can
//! describe a house variant.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most cards a hand can be set to hold.
pub const MAX_HAND: usize = 8;

/// Which card powers are in force: the original game (§3) or the extended rules (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Base {
    Classic,
    Extended,
}

/// A win threshold: own this many queens or this many points (C-WIN-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WinTarget {
    pub queens: u32,
    pub points: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    pub name: String,
    pub base: Base,
    /// X-N-3: straights of 3 or more number cards.
    #[serde(default)]
    pub straights: bool,
    /// X-PO-3: a Potion may be played in an after-wake window.
    #[serde(default)]
    pub potion_after_wake: bool,
    /// Cards in a full hand (T-3).
    #[serde(default = "default_hand_size")]
    pub hand_size: u8,
    /// C-WIN-1 with 2–3 players.
    #[serde(default = "default_win_small")]
    pub win_2_3_players: WinTarget,
    /// C-WIN-1 with 4–5 players.
    #[serde(default = "default_win_large")]
    pub win_4_5_players: WinTarget,
}

fn default_hand_size() -> u8 {
    5
}
fn default_win_small() -> WinTarget {
    WinTarget {
        queens: 5,
        points: 50,
    }
}
fn default_win_large() -> WinTarget {
    WinTarget {
        queens: 4,
        points: 40,
    }
}

/// Why a rule-set file was refused: the field (if known), the line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSetError {
    pub field: Option<String>,
    pub line: usize,
    pub problem: RuleSetProblem,
}

/// What is wrong with a rule set (the game says it in the player's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSetProblem {
    /// The file is not a rule set in RON: the parser's own words.
    Syntax(String),
    NoName,
    HandSize {
        found: u8,
        max: usize,
    },
    /// Classic has no after-wake windows for a Potion to be played in (X-AW).
    PotionAfterWakeInClassic,
    WinQueens {
        found: u32,
    },
    WinPoints {
        found: u32,
    },
}

impl fmt::Display for RuleSetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSetProblem::Syntax(message) => f.write_str(message),
            RuleSetProblem::NoName => f.write_str("a rule set needs a name"),
            RuleSetProblem::HandSize { found, max } => {
                write!(f, "must be between 1 and {max}, not {found}")
            }
            RuleSetProblem::PotionAfterWakeInClassic => {
                f.write_str("the classic base has no after-wake windows (X-AW); use base: Extended")
            }
            RuleSetProblem::WinQueens { found } => write!(f, "queens must be 1 to 12, not {found}"),
            RuleSetProblem::WinPoints { found } => {
                write!(f, "points must be 1 to 125, not {found}")
            }
        }
    }
}

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => write!(
                f,
                "rule set, line {}: field `{}`: {}",
                self.line, field, self.problem
            ),
            None => write!(f, "rule set, line {}: {}", self.line, self.problem),
        }
    }
}

impl std::error::Error for RuleSetError {}

impl RuleSet {
    pub const BUILT_IN: [&'static str; 3] = ["classic", "extended", "extended-v1"];

    pub fn classic() -> RuleSet {
        RuleSet {
            name: "classic".into(),
            base: Base::Classic,
            straights: false,
            potion_after_wake: false,
            hand_size: 5,
            win_2_3_players: default_win_small(),
            win_4_5_players: default_win_large(),
        }
    }

    pub fn extended() -> RuleSet {
        RuleSet {
            name: "extended".into(),
            base: Base::Extended,
            straights: true,
            potion_after_wake: true,
            ..RuleSet::classic()
        }
    }

    /// §4.0: `extended` with straights and the after-wake Potion off.
    pub fn extended_v1() -> RuleSet {
        RuleSet {
            name: "extended-v1".into(),
            straights: false,
            potion_after_wake: false,
            ..RuleSet::extended()
        }
    }

    pub fn named(name: &str) -> Option<RuleSet> {
        match name {
            "classic" => Some(RuleSet::classic()),
            "extended" => Some(RuleSet::extended()),
            "extended-v1" => Some(RuleSet::extended_v1()),
            _ => None,
        }
    }

    pub fn is_extended(&self) -> bool {
        self.base == Base::Extended
    }

    /// The win threshold for this many seats.
    pub fn win_target(&self, seats: usize) -> WinTarget {
        if seats <= 3 {
            self.win_2_3_players
        } else {
            self.win_4_5_players
        }
    }

    /// Parses and checks a rule set written in RON.
    pub fn from_ron(text: &str) -> Result<RuleSet, RuleSetError> {
        let rules: RuleSet = ron::from_str(text).map_err(|e| {
            let message = e.code.to_string();
            let field = field_named_in(&message);
            RuleSetError {
                line: e.span.start.line,
                field,
                problem: RuleSetProblem::Syntax(message),
            }
        })?;
        rules.check().map_err(|(field, problem)| RuleSetError {
            line: line_of_field(text, field),
            field: Some(field.to_string()),
            problem,
        })?;
        Ok(rules)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|e| format!("/* cannot write rule set: {e} */"))
    }

    /// Consistency checks: the field at fault and what is wrong with it.
    pub fn check(&self) -> Result<(), (&'static str, RuleSetProblem)> {
        if self.name.trim().is_empty() {
            return Err(("name", RuleSetProblem::NoName));
        }
        if self.hand_size == 0 || self.hand_size as usize > MAX_HAND {
            return Err((
                "hand_size",
                RuleSetProblem::HandSize {
                    found: self.hand_size,
                    max: MAX_HAND,
                },
            ));
        }
        if self.base == Base::Classic && self.potion_after_wake {
            return Err((
                "potion_after_wake",
                RuleSetProblem::PotionAfterWakeInClassic,
            ));
        }
        for (field, t) in [
            ("win_2_3_players", self.win_2_3_players),
            ("win_4_5_players", self.win_4_5_players),
        ] {
            if t.queens == 0 || t.queens > 12 {
                return Err((field, RuleSetProblem::WinQueens { found: t.queens }));
            }
            if t.points == 0 || t.points > 125 {
                return Err((field, RuleSetProblem::WinPoints { found: t.points }));
            }
        }
        Ok(())
    }
}

fn field_named_in(message: &str) -> Option<String> {
    // ron names fields in backticks: "Unexpected field named `x`", "missing field `y`".
    let start = message.find('`')?;
    let rest = &message[start + 1..];
    let end = rest.find('`')?;
    Some(rest[..end].to_string())
}

fn line_of_field(text: &str, field: &str) -> usize {
    text.lines()
        .position(|l| {
            let t = l.trim_start();
            t.starts_with(field) && t[field.len()..].trim_start().starts_with(':')
        })
        .map(|i| i + 1)
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_sets_round_trip_through_ron() {
        for name in RuleSet::BUILT_IN {
            let r = RuleSet::named(name).unwrap();
            assert_eq!(RuleSet::from_ron(&r.to_ron()).unwrap(), r);
        }
    }

    #[test]
    fn x_4_0_extended_v1_is_extended_with_two_toggles_off() {
        let v1 = RuleSet::extended_v1();
        let x = RuleSet::extended();
        assert!(!v1.straights && !v1.potion_after_wake);
        assert!(x.straights && x.potion_after_wake);
        assert_eq!(
            RuleSet {
                name: x.name.clone(),
                straights: true,
                potion_after_wake: true,
                ..v1
            },
            x
        );
    }

    #[test]
    fn inconsistent_file_names_field_and_line() {
        let text = "(\n  name: \"house\",\n  base: Classic,\n  potion_after_wake: true,\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("potion_after_wake"));
        assert_eq!(e.line, 4);
        let text = "(\n  name: \"house\",\n  base: Extended,\n  hand_size: 12,\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert_eq!((e.field.as_deref(), e.line), (Some("hand_size"), 4));
    }

    #[test]
    fn malformed_file_names_field_and_line() {
        let text = "(\n  name: \"house\",\n  base: Extended,\n  colour: 3,\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("colour"), "{e}");
        assert_eq!(e.line, 4, "{e}");
        let e = RuleSet::from_ron("(name: \"x\", base: Sideways)").unwrap_err();
        assert_eq!(e.line, 1, "{e}");
        assert!(RuleSet::from_ron("").is_err());
        assert!(RuleSet::from_ron("not ron at all {").is_err());
    }

    #[test]
    fn house_variant_with_defaults() {
        let r =
            RuleSet::from_ron("(name: \"fast\", base: Extended, straights: true, hand_size: 6)")
                .unwrap();
        assert_eq!(r.hand_size, 6);
        assert!(!r.potion_after_wake);
        assert_eq!(r.win_target(4).queens, 4);
    }
}
