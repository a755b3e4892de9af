//! Every rule of both games by its id, in the words the game shows (Rules → Every rule)
//! and `docs/rules.md` prints: one message per rule (`rule-<id>` in `i18n/`), so the page
//! and the game tell the same rules in the same words. The page is made from the English
//! messages by `cargo test -p sq-core --lib rules_book -- --ignored write_the_rules_page`,
//! and a test fails while the committed page differs from what it would make.

use crate::i18n::{self, Language};

/// Which games and rule sets a chapter's rules belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// What the page says of the games as a whole (the rule sets, the cards).
    About,
    /// Every rule set of Sleeping Queens.
    Table,
    /// The classic base.
    Classic,
    /// The extended base.
    Extended,
    /// The house rules, each in force only where a house set turns it on.
    House,
    /// Mad Queens.
    MadQueens,
}

/// A part of the book: its heading, an optional paragraph, and its rules by id.
#[derive(Clone, Copy, Debug)]
pub struct Chapter {
    pub scope: Scope,
    /// The heading's message id.
    pub heading: &'static str,
    /// The message id of the paragraph under the heading, if any.
    pub text: Option<&'static str>,
    /// The rules' ids, in the order they are told.
    pub rules: &'static [&'static str],
    /// Whether the chapter stands under the one before it (the extended rules' parts).
    pub nested: bool,
}

const fn chapter(
    scope: Scope,
    heading: &'static str,
    text: Option<&'static str>,
    rules: &'static [&'static str],
) -> Chapter {
    Chapter {
        scope,
        heading,
        text,
        rules,
        nested: false,
    }
}

/// A part of the extended rules.
const fn part(heading: &'static str, rules: &'static [&'static str]) -> Chapter {
    Chapter {
        scope: Scope::Extended,
        heading,
        text: None,
        rules,
        nested: true,
    }
}

/// Both games' rules, in the order a reader meets them.
pub const BOOK: &[Chapter] = &[
    chapter(
        Scope::About,
        "rules-book-rule-sets",
        Some("rules-book-rule-sets-text"),
        &[],
    ),
    chapter(
        Scope::About,
        "rules-book-cards",
        Some("rules-book-cards-text"),
        &[],
    ),
    chapter(
        Scope::Table,
        "rules-book-table",
        None,
        &["T-1", "T-2", "T-3", "T-4", "T-5", "T-6"],
    ),
    chapter(
        Scope::Classic,
        "rules-book-classic",
        Some("rules-book-classic-text"),
        &[
            "C-1", "C-1a", "C-1b", "C-2", "C-3", "C-4", "C-5", "C-6", "C-WIN-1", "C-WIN-2",
        ],
    ),
    chapter(
        Scope::Extended,
        "rules-book-extended",
        Some("rules-book-extended-text"),
        &[],
    ),
    Chapter {
        scope: Scope::Extended,
        heading: "rules-book-terms",
        text: Some("rules-book-terms-text"),
        rules: &[],
        nested: true,
    },
    part(
        "rules-book-x-numbers",
        &["X-N-1", "X-N-2", "X-N-3", "X-N-4", "X-N-5"],
    ),
    part(
        "rules-book-x-power",
        &[
            "X-KN-1", "X-KN-2", "X-DR-1", "X-DR-2", "X-PO-1", "X-PO-2", "X-PO-3", "X-WA-1",
            "X-WA-2", "X-JE-1",
        ],
    ),
    part(
        "rules-book-x-queens",
        &[
            "X-Q-PAN", "X-Q-CAK", "X-Q-LAD", "X-Q-PEA", "X-Q-RAI", "X-Q-ROS", "X-Q-HEA", "X-Q-CAT",
            "X-Q-DOG", "X-Q-SUN", "X-Q-MOO", "X-Q-STA", "X-Q-BACK",
        ],
    ),
    part(
        "rules-book-x-kings",
        &[
            "X-K-PUZ", "X-K-BUB", "X-K-CHE", "X-K-HAT", "X-K-COO", "X-K-TIE", "X-K-FIR", "X-K-TUR",
        ],
    ),
    part("rules-book-x-windows", &["X-AW", "X-ANS", "X-ANS-2"]),
    part(
        "rules-book-x-end",
        &["X-END-1", "X-END-2", "X-END-3", "X-END-4"],
    ),
    chapter(
        Scope::House,
        "rules-book-house",
        Some("rules-book-house-text"),
        &["H-KN-1"],
    ),
    chapter(
        Scope::MadQueens,
        "rules-book-mad-queens",
        Some("rules-book-mad-queens-text"),
        &[
            "M-1", "M-2", "M-3", "M-4", "M-5", "M-6", "M-7", "M-8", "M-9", "M-10",
        ],
    ),
];

/// The chapters of a game of Sleeping Queens over the classic or extended base, or of
/// Mad Queens, in the book's order (the house rules' chapter too: a table names the
/// ones in force).
pub fn chapters_of(scopes: &[Scope]) -> impl Iterator<Item = &'static Chapter> + '_ {
    BOOK.iter().filter(move |c| scopes.contains(&c.scope))
}

/// Every rule id, in the book's order.
pub fn ids() -> impl Iterator<Item = &'static str> {
    BOOK.iter().flat_map(|c| c.rules.iter().copied())
}

/// The message id of a rule's text: `X-Q-BACK` is told by `rule-x-q-back`.
pub fn key(id: &str) -> String {
    format!("rule-{}", id.to_lowercase())
}

/// Every message id the book reads: the page's title and introduction, the chapters'
/// headings and paragraphs, and each rule's text.
pub fn message_ids() -> Vec<String> {
    let mut ids = vec![
        "rules-book-title".to_string(),
        "rules-book-intro".to_string(),
    ];
    for c in BOOK {
        ids.push(c.heading.to_string());
        ids.extend(c.text.map(String::from));
        ids.extend(c.rules.iter().map(|id| key(id)));
    }
    ids
}

/// A rule's text in the language spoken now.
pub fn rule_text(id: &str) -> String {
    i18n::message(&key(id))
}

/// The book as a Markdown page in `language`, as `docs/rules.md` holds it in English.
pub fn page(language: Language) -> String {
    let say = |id: &str| i18n::message_in(language, id).unwrap_or_else(|| format!("({id})"));
    let mut out = String::new();
    out.push_str(
        "<!-- Made from the game's messages (i18n/en, the `rules-book-` and `rule-` ids) by\n     \
         cargo test -p sq-core --lib rules_book -- --ignored write_the_rules_page\n     \
         Change the messages, not this page: a test fails while the two differ. -->\n\n",
    );
    out.push_str(&format!(
        "# {}\n\n{}\n",
        say("rules-book-title"),
        say("rules-book-intro")
    ));
    for c in BOOK {
        let level = if c.nested { "###" } else { "##" };
        out.push_str(&format!("\n{level} {}\n\n", say(c.heading)));
        if let Some(text) = c.text {
            out.push_str(&say(text));
            out.push('\n');
            if !c.rules.is_empty() {
                out.push('\n');
            }
        }
        for id in c.rules {
            out.push_str(&format!("- **{id}** {}\n", say(&key(id))));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn committed_page() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/rules.md")
    }

    #[test]
    fn every_rule_is_told_once_in_every_language() {
        let mut seen = std::collections::BTreeSet::new();
        for id in ids() {
            assert!(seen.insert(id), "{id} is in the book twice");
        }
        for language in Language::ALL {
            for id in message_ids() {
                let text = i18n::message_in(language, &id)
                    .unwrap_or_else(|| panic!("{}: no message {id}", language.tag()));
                assert!(!text.trim().is_empty(), "{}: {id} is empty", language.tag());
            }
        }
    }

    #[test]
    fn every_switch_is_a_rule_of_the_book() {
        use crate::sleeping_queens::Switch;
        let ids: Vec<&str> = ids().collect();
        for switch in Switch::ALL {
            assert!(ids.contains(&switch.id()), "{switch} is not in the book");
        }
        for id in &ids {
            if let Some(switch) = Switch::from_id(id) {
                assert!(
                    switch.id() == *id || ids.contains(&switch.id()),
                    "{id} names {switch}, which is not in the book"
                );
            }
        }
    }

    #[test]
    fn the_rules_page_is_made_from_the_messages() {
        let made = page(Language::English);
        let committed = std::fs::read_to_string(committed_page()).unwrap_or_default();
        assert!(
            committed == made,
            "docs/rules.md differs from the messages it is made from: run \
             `cargo test -p sq-core --lib rules_book -- --ignored write_the_rules_page`"
        );
    }

    /// Writes `docs/rules.md` from the English messages.
    #[test]
    #[ignore = "writes docs/rules.md; run by hand after the rules' messages change"]
    fn write_the_rules_page() {
        std::fs::write(committed_page(), page(Language::English))
            .expect("docs/rules.md is written");
    }
}
