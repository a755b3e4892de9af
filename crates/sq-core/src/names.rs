//! Names people can tell apart: a person's or a table's name shows in every list, so a
//! name must print as what it is, and no two names at one table may look alike. The
//! Unicode data comes from ICU4X (properties) and unicode-rs (normalisation, UTS #39
//! confusables), not from hand-written ranges.

use std::fmt;
use std::sync::LazyLock;

use icu_properties::props::{
    DefaultIgnorableCodePoint, GeneralCategory, NoncharacterCodePoint, WhiteSpace,
};
use icu_properties::{CodePointMapData, CodePointMapDataBorrowed, CodePointSetDataBorrowed};
use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

/// What is wrong with a name that every list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NameProblem {
    Empty,
    /// Spaces at either end.
    Spaces,
    /// More characters than the name may have (the most).
    TooLong(usize),
    /// Control characters: a new line, a tab, an escape.
    Control,
    /// Characters that print nothing or turn the text around: format characters and
    /// every default-ignorable code point (zero-width joiners, variation selectors,
    /// Hangul fillers, tags), or a mark with nothing to sit on.
    Invisible,
    /// A space other than the ordinary one (U+0020), a line separator, or a character
    /// that shows as a blank (the Braille blank).
    Blank,
    /// A private-use character, a noncharacter or an unassigned code point: what it
    /// looks like depends on the font, if it shows at all.
    Unknown,
    /// Marks stacked on one letter, drawn over the lines around it.
    StackedMarks,
}

impl fmt::Display for NameProblem {
    /// Said after "a name".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameProblem::Empty => f.write_str("cannot be empty"),
            NameProblem::Spaces => f.write_str("cannot start or end with spaces"),
            NameProblem::TooLong(max) => write!(f, "has at most {max} characters"),
            NameProblem::Control => f.write_str("cannot hold control characters"),
            NameProblem::Invisible => {
                f.write_str("cannot hold invisible or direction-changing characters")
            }
            NameProblem::Blank => f.write_str("cannot hold blanks other than the plain space"),
            NameProblem::Unknown => f.write_str("cannot hold private-use or unassigned characters"),
            NameProblem::StackedMarks => f.write_str("cannot stack marks on one letter"),
        }
    }
}

/// The most combining marks on one letter: enough for every written language's
/// letters (Vietnamese stacks two), too few to draw over the next line.
const MOST_MARKS: usize = 3;

/// Characters that print as a blank without being spaces or default-ignorable.
const BLANKS: [char; 1] = ['\u{2800}'];

struct Tables {
    ignorable: CodePointSetDataBorrowed<'static>,
    noncharacter: CodePointSetDataBorrowed<'static>,
    white_space: CodePointSetDataBorrowed<'static>,
    category: CodePointMapDataBorrowed<'static, GeneralCategory>,
}

static UNICODE: LazyLock<Tables> = LazyLock::new(|| Tables {
    ignorable: icu_properties::CodePointSetData::new::<DefaultIgnorableCodePoint>(),
    noncharacter: icu_properties::CodePointSetData::new::<NoncharacterCodePoint>(),
    white_space: icu_properties::CodePointSetData::new::<WhiteSpace>(),
    category: CodePointMapData::<GeneralCategory>::new(),
});

/// A name as a table keeps it: in Unicode's composed form (NFC), so that the same name
/// typed on two keyboards is one name.
pub fn normalized(name: &str) -> String {
    name.nfc().collect()
}

/// What is wrong with `text` as a name of at most `max` characters, if anything. The
/// text is checked as it is: normalise it first ([`normalized`]).
pub fn check_text(text: &str, max: usize) -> Result<(), NameProblem> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(NameProblem::Empty);
    }
    if trimmed.len() != text.len() {
        return Err(NameProblem::Spaces);
    }
    if text.chars().count() > max {
        return Err(NameProblem::TooLong(max));
    }
    let u = &*UNICODE;
    let mut marks = 0;
    let mut letters = 0;
    for c in text.chars() {
        let category = u.category.get(c);
        match category {
            GeneralCategory::Control => return Err(NameProblem::Control),
            GeneralCategory::Format => return Err(NameProblem::Invisible),
            GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::Surrogate => {
                return Err(NameProblem::Unknown);
            }
            GeneralCategory::LineSeparator | GeneralCategory::ParagraphSeparator => {
                return Err(NameProblem::Blank);
            }
            _ => {}
        }
        if u.ignorable.contains(c) {
            return Err(NameProblem::Invisible);
        }
        if u.noncharacter.contains(c) {
            return Err(NameProblem::Unknown);
        }
        if (u.white_space.contains(c) && c != ' ') || BLANKS.contains(&c) {
            return Err(NameProblem::Blank);
        }
        let mark = matches!(
            category,
            GeneralCategory::NonspacingMark
                | GeneralCategory::SpacingMark
                | GeneralCategory::EnclosingMark
        );
        if mark {
            // A mark first sits on whatever the list shows before the name.
            if letters == 0 {
                return Err(NameProblem::Invisible);
            }
            marks += 1;
            if marks > MOST_MARKS {
                return Err(NameProblem::StackedMarks);
            }
        } else {
            marks = 0;
            if c != ' ' {
                letters += 1;
            }
        }
    }
    Ok(())
}

/// Unicode's confusable skeleton of a name (UTS #39): two names with one skeleton look
/// alike ("Alice" and "Аlice" with a Cyrillic A).
pub fn skeleton(name: &str) -> String {
    unicode_security::skeleton(name).collect()
}

/// Whether two different names look alike.
pub fn look_alike(a: &str, b: &str) -> bool {
    a != b && skeleton(a) == skeleton(b)
}

/// Text another program sent, as it may go into a log line or a sentence: cut to `max`
/// characters, every control, format or default-ignorable character (a new line that
/// would start a forged line, a mark that turns the text around) shown as `�`.
pub fn shown(text: &str, max: usize) -> String {
    let u = &*UNICODE;
    text.chars()
        .take(max)
        .map(|c| {
            let category = u.category.get(c);
            let hidden = matches!(
                category,
                GeneralCategory::Control
                    | GeneralCategory::Format
                    | GeneralCategory::LineSeparator
                    | GeneralCategory::ParagraphSeparator
                    | GeneralCategory::Surrogate
            ) || u.ignorable.contains(c);
            if hidden { '\u{FFFD}' } else { c }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_show_as_nothing_or_as_another_are_refused() {
        for (name, why) in [
            ("\u{3164}\u{3164}", NameProblem::Invisible),
            ("\u{2800}", NameProblem::Blank),
            ("Ann\u{2800}", NameProblem::Blank),
            ("Alice\u{FE0F}", NameProblem::Invisible),
            ("Alice\u{034F}", NameProblem::Invisible),
            ("Alice\u{E0100}", NameProblem::Invisible),
            ("A\u{115F}", NameProblem::Invisible),
            ("A\u{FFA0}", NameProblem::Invisible),
            ("Ann\u{E000}", NameProblem::Unknown),
            ("Ann\u{FDD0}", NameProblem::Unknown),
            ("Ann\u{10FFFF}", NameProblem::Unknown),
            ("Ann\u{0378}", NameProblem::Unknown),
            ("Ann\u{2028}Bo", NameProblem::Blank),
            ("Ann\u{2029}Bo", NameProblem::Blank),
            ("Ann\u{3000}Bo", NameProblem::Blank),
            ("Ann\u{00A0}Bo", NameProblem::Blank),
            ("Ann\u{2003}Bo", NameProblem::Blank),
            ("\u{0301}Ann", NameProblem::Invisible),
            (
                "A\u{0301}\u{0302}\u{0303}\u{0304}",
                NameProblem::StackedMarks,
            ),
            ("Ann\nBo", NameProblem::Control),
            ("Ann\u{200B}", NameProblem::Invisible),
            ("\u{202E}nnA", NameProblem::Invisible),
        ] {
            assert_eq!(check_text(name, 24), Err(why), "{name:?}");
        }
        for fine in [
            "Ann",
            "Zoë",
            "Ана",
            "玛丽",
            "さくら",
            "김민준",
            "Ann-Marie O'Neil",
            "Bo 2",
            "Nguyễn",
            "e\u{0301}",
        ] {
            assert_eq!(check_text(fine, 24), Ok(()), "{fine:?}");
        }
    }

    #[test]
    fn names_are_kept_composed_and_look_alikes_are_found() {
        assert_eq!(normalized("Zoe\u{0308}"), "Zoë");
        assert_eq!(normalized("Zoë"), "Zoë");
        assert!(look_alike("Alice", "\u{0410}lice"), "a Cyrillic A");
        assert!(look_alike("Ann", "Αnn"), "a Greek Alpha");
        assert!(look_alike("paypal", "paypa1"));
        assert!(!look_alike("Ann", "Ann"), "one name is not two");
        assert!(!look_alike("Ann", "Bo"));
        assert!(!look_alike("Ann", "ann"), "case shows");
    }

    #[test]
    fn text_from_another_program_cannot_forge_a_line_or_turn_around() {
        assert_eq!(
            shown("1.0.0\nERROR forged", 32),
            "1.0.0\u{FFFD}ERROR forged"
        );
        assert_eq!(shown("a\u{202E}b\u{2028}c", 32), "a\u{FFFD}b\u{FFFD}c");
        assert_eq!(shown(&"x".repeat(100), 32).len(), 32);
    }
}
