//! Rule sets as data (docs/rules.md): the named sets are built in, and a RON file can
//! describe a house variant.

use super::switches::{Clash, Switch, Switches};
use crate::names::{NameProblem, check_text};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most cards a hand can be set to hold.
pub const MAX_HAND: usize = 8;

/// The longest name a rule set may have, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// A set's name as two names are told apart: in lower case, without spaces, dashes or
/// underscores ("No fire" and "no-Fire" are one name to a person reading a list).
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

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

#[derive(Clone, Debug, PartialEq, Eq, Hash, Deserialize)]
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
    /// The rules of §4 this set turns on or off against its base, by rule id; any
    /// switch not named follows the base ([`RuleSet::on`]).
    #[serde(default)]
    pub switches: Switches,
}

/// Written by hand for one reason: a file (RON) leaves out switches it does not set, so
/// a preset is written as it always was, while a binary message (the network's
/// postcard) always carries them, as it reads its fields by position.
impl Serialize for RuleSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let leave_out = serializer.is_human_readable() && self.switches.is_empty();
        let mut out = serializer.serialize_struct("RuleSet", 8 - leave_out as usize)?;
        out.serialize_field("name", &self.name)?;
        out.serialize_field("base", &self.base)?;
        out.serialize_field("straights", &self.straights)?;
        out.serialize_field("potion_after_wake", &self.potion_after_wake)?;
        out.serialize_field("hand_size", &self.hand_size)?;
        out.serialize_field("win_2_3_players", &self.win_2_3_players)?;
        out.serialize_field("win_4_5_players", &self.win_4_5_players)?;
        if leave_out {
            out.skip_field("switches")?;
        } else {
            out.serialize_field("switches", &self.switches)?;
        }
        out.end()
    }
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
    /// A word where one of a few is wanted (`base: Extnded`): what was found, and
    /// what may stand there.
    UnknownWord {
        found: String,
        expected: Vec<&'static str>,
    },
    /// A field the rule sets do not have (a misspelt one).
    UnknownField {
        found: String,
        expected: Vec<&'static str>,
    },
    /// A comma or a closing bracket is missing: on the line given, or at the end of
    /// the line before it, where the parser could not yet tell.
    MissingComma,
    NoName,
    /// A name longer than [`MAX_NAME_CHARS`], with spaces at an end, or with characters
    /// that print nothing or mislead ([`check_text`]).
    BadName(NameProblem),
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
    /// X-N-3 and X-PO-3 have fields of their own (`straights`, `potion_after_wake`).
    SwitchIsAField {
        switch: Switch,
        field: &'static str,
    },
    /// A rule of the extended game turned on over the classic base.
    NeedsExtended(Switch),
    /// Two switches that cannot stand together.
    Clash(Clash),
}

impl fmt::Display for RuleSetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSetProblem::Syntax(message) => f.write_str(message),
            RuleSetProblem::UnknownWord { found, expected } => {
                write!(f, "“{found}” is not one of {}", expected.join(", "))
            }
            RuleSetProblem::UnknownField { found, expected } => {
                write!(
                    f,
                    "a rule set has no “{found}”; it has {}",
                    expected.join(", ")
                )
            }
            RuleSetProblem::MissingComma => f.write_str(
                "a comma or a closing bracket is missing here or at the end of the line before",
            ),
            RuleSetProblem::NoName => f.write_str("a rule set needs a name"),
            RuleSetProblem::BadName(problem) => problem.fmt(f),
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
            RuleSetProblem::SwitchIsAField { switch, field } => {
                write!(
                    f,
                    "{switch} is set by the field `{field}`, not among the switches"
                )
            }
            RuleSetProblem::NeedsExtended(switch) => {
                write!(
                    f,
                    "{switch} is a rule of the extended game; use base: Extended"
                )
            }
            RuleSetProblem::Clash(clash) => clash.fmt(f),
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
            switches: Switches::default(),
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

    /// The built-in set a player's `name` would pass for: the same letters whatever
    /// their case, spaces and dashes (" Classic " and "Extended V1" are built-in names).
    pub fn built_in_like(name: &str) -> Option<&'static str> {
        RuleSet::BUILT_IN
            .into_iter()
            .find(|built_in| name_key(built_in) == name_key(name))
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

    /// Whether `switch`'s rule is in force: as the set says, else as its base has it
    /// (the extended base has every rule of §4; the classic base only C-5's equation;
    /// neither has a house rule).
    pub fn on(&self, switch: Switch) -> bool {
        match switch {
            Switch::Straights => self.straights,
            Switch::PotionAfterWake => self.potion_after_wake,
            _ => self
                .switches
                .get(switch)
                .unwrap_or_else(|| self.base_has(switch)),
        }
    }

    /// Whether the base alone has `switch`'s rule.
    pub fn base_has(&self, switch: Switch) -> bool {
        match switch {
            s if s.house_only() => false,
            Switch::Equations => true,
            Switch::Straights | Switch::PotionAfterWake => false,
            _ => self.is_extended(),
        }
    }

    /// Turns `switch` on or off; a switch the base already has that way is not written.
    pub fn set(&mut self, switch: Switch, on: bool) {
        match switch {
            Switch::Straights => self.straights = on,
            Switch::PotionAfterWake => self.potion_after_wake = on,
            _ if on == self.base_has(switch) => self.switches.clear(switch),
            _ => self.switches.put(switch, on),
        }
    }

    /// This set with `switch` turned on or off.
    pub fn with(mut self, switch: Switch, on: bool) -> RuleSet {
        self.set(switch, on);
        self
    }

    /// Whether two sets play the same game, whatever their names and however their
    /// switches are written.
    pub fn plays_as(&self, other: &RuleSet) -> bool {
        self.base == other.base
            && self.hand_size == other.hand_size
            && self.win_2_3_players == other.win_2_3_players
            && self.win_4_5_players == other.win_4_5_players
            && Switch::ALL.iter().all(|s| self.on(*s) == other.on(*s))
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
            // ron's backticks name a field, except in a word not among the choices,
            // whose field is the one its line sets.
            let field = match e.code {
                ron::Error::NoSuchEnumVariant { .. } => {
                    field_on_line(text, e.span.start.line, e.span.start.col)
                }
                _ => field_named_in(&message),
            };
            let problem = match e.code {
                ron::Error::NoSuchEnumVariant {
                    expected, found, ..
                } => RuleSetProblem::UnknownWord {
                    found,
                    expected: expected.to_vec(),
                },
                ron::Error::NoSuchStructField {
                    expected, found, ..
                } => RuleSetProblem::UnknownField {
                    found,
                    expected: expected.to_vec(),
                },
                ron::Error::ExpectedComma
                | ron::Error::ExpectedStructLikeEnd
                | ron::Error::ExpectedArrayEnd
                | ron::Error::ExpectedMapEnd => RuleSetProblem::MissingComma,
                _ => RuleSetProblem::Syntax(message),
            };
            RuleSetError {
                line: e.span.start.line,
                field,
                problem,
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
        if let Err(problem) = check_text(&self.name, MAX_NAME_CHARS) {
            return Err(("name", RuleSetProblem::BadName(problem)));
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
        for (switch, _) in self.switches.iter() {
            let field = match switch {
                Switch::Straights => "straights",
                Switch::PotionAfterWake => "potion_after_wake",
                _ => continue,
            };
            return Err(("switches", RuleSetProblem::SwitchIsAField { switch, field }));
        }
        if self.base == Base::Classic
            && let Some((switch, _)) = self.switches.iter().find(|(s, on)| *on && !s.in_classic())
        {
            return Err(("switches", RuleSetProblem::NeedsExtended(switch)));
        }
        if self.is_extended()
            && let Some(clash) = Clash::ALL.into_iter().find(|c| {
                c.switches()
                    .iter()
                    .all(|(switch, on)| self.on(*switch) == *on)
            })
        {
            return Err(("switches", RuleSetProblem::Clash(clash)));
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

/// The field whose value stands at column `col` of line `line` (both counted from 1)
/// of `text`: the last one named before it on the line ("  base: Extnded," → base; a
/// set on one line, "(name: "x", base: Extnded)", → base too).
fn field_on_line(text: &str, line: usize, col: usize) -> Option<String> {
    let set = text.lines().nth(line.checked_sub(1)?)?;
    let before: String = match col {
        0 | 1 => set.to_string(),
        col => set.chars().take(col - 1).collect(),
    };
    let named = before
        .rsplit_once(':')
        .map_or(before.as_str(), |(named, _)| named);
    let name: String = named
        .chars()
        .rev()
        .skip_while(|c| c.is_whitespace())
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    (!name.is_empty()).then_some(name)
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
    fn switches_are_written_by_rule_id_and_read_back() {
        let rules = RuleSet {
            name: "no fire".into(),
            ..RuleSet::extended()
        }
        .with(Switch::Fire, false)
        .with(Switch::AnswersOutOfTurn, false);
        let text = rules.to_ron();
        assert!(text.contains("\"X-K-FIR\": false"), "{text}");
        assert!(text.contains("\"X-ANS\": false"), "{text}");
        assert_eq!(RuleSet::from_ron(&text).unwrap(), rules);
        // A preset is written as it always was: no switches.
        assert!(!RuleSet::extended().to_ron().contains("switches"));
        // The network's binary form carries them by position, set or not.
        for r in [rules, RuleSet::classic()] {
            let bytes = postcard::to_allocvec(&r).unwrap();
            assert_eq!(postcard::from_bytes::<RuleSet>(&bytes).unwrap(), r);
        }
    }

    #[test]
    fn a_bad_switch_names_the_field_and_line() {
        let text = "(\n  name: \"house\",\n  base: Extended,\n  switches: {\"X-K-ZZZ\": false},\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert_eq!(e.line, 4, "{e}");
        assert!(e.to_string().contains("X-K-ZZZ"), "{e}");
        let text = "(\n  name: \"house\",\n  base: Classic,\n  switches: {\"X-K-FIR\": true},\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert_eq!((e.field.as_deref(), e.line), (Some("switches"), 4));
        assert_eq!(e.problem, RuleSetProblem::NeedsExtended(Switch::Fire));
        let text = "(name: \"house\", base: Extended, switches: {\"X-N-3\": true})";
        let e = RuleSet::from_ron(text).unwrap_err();
        assert!(
            matches!(e.problem, RuleSetProblem::SwitchIsAField { .. }),
            "{e}"
        );
        let text = "(name: \"h\", base: Extended, switches: {\"X-AW\": false, \"X-AW\": true})";
        assert!(RuleSet::from_ron(text).is_err());
    }

    /// A player's typing mistakes come back as what they are, not the parser's words:
    /// a misspelt choice with the choices, a misspelt field with the fields, a missing
    /// comma with the line the parser found it on.
    #[test]
    fn a_typing_mistake_in_a_file_is_named_for_what_it_is() {
        let e = RuleSet::from_ron("(\n  name: \"x\",\n  base: Extnded,\n)").unwrap_err();
        assert_eq!((e.line, e.field.as_deref()), (3, Some("base")));
        // Written on one line, the word is still put to the field that holds it.
        let one_line = RuleSet::from_ron("(name: \"x\", base: Extnded)").unwrap_err();
        assert_eq!(
            (one_line.line, one_line.field.as_deref()),
            (1, Some("base"))
        );
        assert_eq!(
            e.problem,
            RuleSetProblem::UnknownWord {
                found: "Extnded".into(),
                expected: vec!["Classic", "Extended"],
            }
        );
        let e = RuleSet::from_ron("(\n  name: \"x\",\n  bsae: Extended,\n)").unwrap_err();
        assert!(
            matches!(&e.problem, RuleSetProblem::UnknownField { found, expected }
                if found == "bsae" && expected.contains(&"base")),
            "{e}"
        );
        let e = RuleSet::from_ron("(\n  name: \"x\"\n  base: Extended,\n)").unwrap_err();
        assert_eq!((e.problem, e.line), (RuleSetProblem::MissingComma, 3));
    }

    #[test]
    fn an_old_house_file_reads_as_before() {
        let r = RuleSet::from_ron(
            "(name: \"fast\", base: Extended, straights: true, potion_after_wake: false)",
        )
        .unwrap();
        assert!(r.switches.is_empty());
        assert!(r.plays_as(&RuleSet::extended().with(Switch::PotionAfterWake, false)));
        assert!(
            Switch::ALL
                .iter()
                .filter(|s| !r.on(**s) && !s.house_only())
                .eq([&Switch::PotionAfterWake])
        );
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
