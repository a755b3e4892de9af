//! Where a paragraph of Japanese or Chinese may break into lines. egui breaks such text
//! after any ideograph or kana, so a word is often cut in two ("ポ/イント", "获/胜"). Here
//! a line ends only between words as the languages' typesetting allows: after a comma
//! or a full stop, before an opening bracket, at a space, after a Japanese particle
//! that kanji or katakana follow (the end of a phrase), and where Latin letters meet
//! CJK ones. A card's suit keeps its rank (黑桃 8, スペードの 8).
//! A stretch longer than a line is left to egui.

use std::borrow::Cow;
use std::sync::LazyLock;

/// Characters a line may end after.
const ENDS_A_PHRASE: &str = "、。，．！？：；）」』】〉》,.!?;:)";
/// Characters no line may begin with.
const NEVER_FIRST: &str =
    "、。，．！？：；）」』】〉》,.!?;:)ーッャュョァィゥェォっゃゅょぁぃぅぇぉ・～…";
/// Characters a line may begin with, whatever came before.
const BEGINS_A_PHRASE: &str = "（「『【〈《(";
/// Japanese particles: a phrase ends after one, where kanji or katakana begin the next
/// (not after the kana inside a word, as in 眠り薬).
const PARTICLES: &str = "はがをにでとのもへやかよねて";

/// The suits' names in every language the game speaks (the messages' `suit-*`): a
/// rank follows one directly, or after a Japanese の (スペードの 8).
static SUITS: LazyLock<Vec<String>> = LazyLock::new(|| {
    ["suit-clubs", "suit-diamonds", "suit-hearts", "suit-spades"]
        .into_iter()
        .flat_map(crate::i18n::in_every_language)
        .filter(|name| unspaced(name))
        .collect()
});

/// Whether `b` is a card's rank that the suit ending `before` names (no line between).
fn names_a_rank(before: &str, b: char) -> bool {
    let before = before.trim_end();
    let before = before.strip_suffix('の').unwrap_or(before);
    b.is_ascii_alphanumeric() && SUITS.iter().any(|s| before.ends_with(s.as_str()))
}

fn is_kana(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30FF}')
}

fn is_hiragana(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{309F}')
}

fn is_ideograph(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '\u{F900}'..='\u{FAFF}')
}

fn is_cjk(c: char) -> bool {
    is_kana(c) || is_ideograph(c) || matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF00}'..='\u{FFEF}')
}

/// Whether a line may break between `a` and the `b` after it (`before` stands before
/// `a`). A number stays with the counter after it (1 枚, 3张).
fn may_break(before: Option<char>, a: char, b: char) -> bool {
    if NEVER_FIRST.contains(b) || BEGINS_A_PHRASE.contains(a) {
        return false;
    }
    let counted = |n: Option<char>| n.is_some_and(|n| n.is_ascii_digit()) && is_cjk(b);
    // A sum (1 + 2 = 3) stays on one line.
    let sum = |c: Option<char>| c.is_some_and(|c| "+=−-×÷".contains(c));
    (a.is_whitespace() && !counted(before) && !sum(before) && !sum(Some(b)))
        || ENDS_A_PHRASE.contains(a)
        || BEGINS_A_PHRASE.contains(b)
        || (PARTICLES.contains(a) && (is_ideograph(b) || (is_kana(b) && !is_hiragana(b))))
        || (is_cjk(a) && b.is_alphanumeric() && !is_cjk(b))
        || (!is_cjk(a) && !a.is_whitespace() && !counted(Some(a)) && is_cjk(b))
}

/// Whether `text` is written without spaces between its words.
pub fn unspaced(text: &str) -> bool {
    text.chars().any(is_cjk)
}

/// `text` with a line break wherever a line would pass `width` (the first line
/// `first`, after what stands before it), placed between words (see the module's notes);
/// `wide` measures a line. Text with spaces between its words, and text that fits, comes
/// back as it is.
pub fn broken(text: &str, first: f32, width: f32, wide: impl Fn(&str) -> f32) -> Cow<'_, str> {
    if !unspaced(text) || !width.is_finite() || wide(text) <= first {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut room = first;
    for (n, paragraph) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let mut line = String::new();
        // A phrase longer than a line is broken between its words (Unicode's rules and
        // a dictionary); only a word longer than a line is left for egui to cut.
        let pieces = words(paragraph).into_iter().flat_map(|phrase| {
            if wide(phrase.trim_end()) > width {
                unicode_words(phrase)
            } else {
                vec![phrase]
            }
        });
        for word in pieces {
            let mut longer = line.clone();
            longer.push_str(word);
            if wide(longer.trim_end()) <= room {
                line = longer;
            } else if line.is_empty() && room < width {
                // Not even a word fits beside what stands first: start below it.
                out.push('\n');
                room = width;
                line = word.trim_start().to_string();
            } else if line.is_empty() {
                // A word longer than a line: egui cuts it.
                line = longer;
            } else {
                out.push_str(line.trim_end());
                out.push('\n');
                room = width;
                line = word.trim_start().to_string();
            }
        }
        out.push_str(&line);
        room = width;
    }
    Cow::Owned(out)
}

/// `phrase` cut where Unicode's line-breaking rules (UAX #14) let a line break and a
/// dictionary finds a word boundary (so never inside a Japanese or Chinese word), and
/// never between a suit and its rank.
fn unicode_words(phrase: &str) -> Vec<&str> {
    use icu_segmenter::options::{LineBreakOptions, WordBreakInvariantOptions};
    use icu_segmenter::{LineSegmenter, WordSegmenter};
    let words: Vec<usize> = WordSegmenter::new_dictionary(WordBreakInvariantOptions::default())
        .segment_str(phrase)
        .collect();
    let mut pieces = Vec::new();
    let mut start = 0;
    for at in
        LineSegmenter::new_for_non_complex_scripts(LineBreakOptions::default()).segment_str(phrase)
    {
        let inside = at > start && at < phrase.len();
        // At a space the typesetting rules decide (a sum, a number and its counter
        // stay on one line).
        let mut before = phrase[..at].chars().rev();
        let (a, earlier) = (before.next(), before.next());
        let at_space = a.is_some_and(char::is_whitespace);
        let kept = at_space
            && phrase[at..]
                .chars()
                .next()
                .zip(a)
                .is_some_and(|(b, a)| !may_break(earlier, a, b));
        if inside
            && !kept
            && words.binary_search(&at).is_ok()
            && !phrase[at..]
                .chars()
                .next()
                .is_some_and(|b| NEVER_FIRST.contains(b) || names_a_rank(&phrase[..at], b))
        {
            pieces.push(&phrase[start..at]);
            start = at;
        }
    }
    pieces.push(&phrase[start..]);
    pieces
}

/// `paragraph` cut where a line may break, each piece with what follows it up to the next.
fn words(paragraph: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut chars = paragraph.char_indices().peekable();
    let mut before = None;
    while let Some((_, a)) = chars.next() {
        if let Some(&(at, b)) = chars.peek()
            && may_break(before, a, b)
            && !names_a_rank(&paragraph[..at], b)
        {
            pieces.push(&paragraph[start..at]);
            start = at;
        }
        before = Some(a);
    }
    pieces.push(&paragraph[start..]);
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character one unit wide.
    fn chars(s: &str) -> f32 {
        s.chars().count() as f32
    }

    #[test]
    fn a_japanese_line_ends_between_phrases_never_inside_a_word() {
        let text = "キング、騎士とドラゴン、眠り薬と魔法の杖、道化師、数字、そして勝ち方。";
        let lines = broken(text, 20.0, 20.0, chars);
        for line in lines.lines() {
            assert!(chars(line) <= 20.0, "{line}");
        }
        assert!(lines.contains("そして"), "{lines}");
        assert_eq!(lines.replace('\n', ""), text);
        // A katakana word is never cut.
        let lines = broken("あなたのポイントは十点です", 5.0, 5.0, chars);
        assert!(lines.lines().any(|l| l.contains("ポイント")), "{lines}");
    }

    #[test]
    fn a_phrase_longer_than_a_line_breaks_between_its_words_not_inside_one() {
        // One phrase by the typesetting rules (no particle before kanji or katakana):
        // broken between the dictionary's words, never "ひっくり返りまし / た".
        let text = "場のクイーンがすべてひっくり返りました！";
        let lines = broken(text, 12.0, 12.0, chars);
        assert_eq!(lines.replace('\n', ""), text);
        for line in lines.lines() {
            assert!(chars(line) <= 12.0, "{lines}");
            assert!(
                !line.starts_with('た') && !line.starts_with('！'),
                "{lines}"
            );
        }
        assert!(lines.lines().any(|l| l.contains("クイーン")), "{lines}");
        let lines = broken("パンケーキのクイーンを起こす", 6.0, 6.0, chars);
        assert!(lines.lines().any(|l| l.contains("パンケーキ")), "{lines}");
    }

    #[test]
    fn a_chinese_line_ends_after_its_punctuation() {
        let text = "先唤醒足够的皇后就获胜，或者在牌堆用完时得分最高。";
        let lines = broken(text, 14.0, 14.0, chars);
        assert_eq!(
            lines,
            "先唤醒足够的皇后就获胜，\n或者在牌堆用完时得分最高。"
        );
    }

    #[test]
    fn no_line_begins_with_a_closing_mark_and_latin_words_stay_whole() {
        let lines = broken(
            "今回は 日本語 です（--lang）。設定は次回から使われます。",
            12.0,
            12.0,
            chars,
        );
        for line in lines.lines() {
            assert!(
                !NEVER_FIRST.starts_with(line.chars().next().unwrap()),
                "{line}"
            );
        }
        assert!(lines.contains("--lang"), "{lines}");
        // A sum stays whole.
        let lines = broken("数字の合計 1 + 2 + 6 = 9 で出せます", 12.0, 12.0, chars);
        assert!(lines.contains("1 + 2 + 6 = 9"), "{lines}");
        // A number keeps its counter.
        for text in ["もう 1 枚めくりましょう", "还剩3张牌可以翻"] {
            let lines = broken(text, 4.0, 4.0, chars);
            assert!(
                lines.contains("1 枚") || lines.contains("3张"),
                "{text}: {lines}"
            );
        }
    }

    #[test]
    fn a_suit_keeps_its_rank() {
        for text in [
            "禁牌是黑桃 8 和方块 K：翻出任何 8 或 K 就会爆牌",
            "禁止カードはスペードの 8 とダイヤの K：8 か K をめくるとバースト",
        ] {
            for width in 4..20 {
                let lines = broken(text, width as f32, width as f32, chars);
                for card in ["黑桃 8", "方块 K", "スペードの 8", "ダイヤの K"] {
                    let (suit, rank) = card.split_once(' ').unwrap();
                    assert!(
                        !text.contains(card) || !lines.contains(&format!("{suit}\n{rank}")),
                        "{width}: {lines}"
                    );
                }
                let bare = |s: &str| s.split_whitespace().collect::<String>();
                assert_eq!(bare(&lines), bare(text));
            }
        }
    }

    #[test]
    fn text_with_spaces_and_text_that_fits_come_back_as_they_are() {
        assert!(matches!(
            broken("The queens sleep.", 3.0, 3.0, chars),
            Cow::Borrowed(_)
        ));
        assert!(matches!(
            broken("眠り薬", 10.0, 10.0, chars),
            Cow::Borrowed(_)
        ));
        // The first line is shorter when a tag stands before it.
        let lines = broken("キングとナイト", 2.0, 4.0, chars);
        assert_eq!(lines, "\nキングと\nナイト");
        // A stretch longer than a line is broken where Unicode allows, within the width.
        let lines = broken("の長長長長長長長長い", 4.0, 4.0, chars);
        assert_eq!(lines.replace('\n', ""), "の長長長長長長長長い");
        assert!(lines.lines().all(|l| chars(l) <= 4.0), "{lines}");
    }
}
