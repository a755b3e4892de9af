//! The game's words: every English message is used by the code, every message the code
//! asks for exists (`tr!` checks that when the game is built), and each language's file
//! holds only messages English has.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use sq_core::i18n::Language;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The message ids named in `tr!("…"` calls across the source: the game's and its
/// crates'.
fn used_ids() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    let mut used = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        for (at, _) in text.match_indices("tr!(") {
            let rest = text[at + 4..].trim_start();
            if let Some(rest) = rest.strip_prefix('"')
                && let Some(end) = rest.find('"')
            {
                used.insert(rest[..end].to_string());
            }
        }
    }
    // The rules book's words are read by id (`sq_core::rules_book`).
    used.extend(sq_core::rules_book::message_ids());
    // The lessons' words are chosen at run time (`i18n::message`).
    use sq_core::lessons::{LessonId, Taught};
    for id in LessonId::ALL {
        let words = match (
            sq_core::sleeping_queens::Game::lesson(id),
            sq_core::mad_queens::MadGame::lesson(id),
        ) {
            (Some(l), _) => (
                l.beats.iter().filter_map(|b| b.coach).collect::<Vec<_>>(),
                l.end,
            ),
            (_, Some(l)) => (l.beats.iter().filter_map(|b| b.coach).collect(), l.end),
            (None, None) => continue,
        };
        used.extend(words.0.into_iter().map(String::from));
        used.insert(words.1.to_string());
    }
    used
}

#[test]
fn every_english_message_is_used() {
    let used = used_ids();
    let unused: Vec<String> = Language::English
        .message_ids()
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "messages nobody asks for: {unused:?}");
}

#[test]
fn no_language_has_a_message_english_lacks() {
    let english = Language::English.message_ids();
    assert!(english.len() > 20, "the English file is read");
    for language in Language::ALL {
        let extra: Vec<String> = language
            .message_ids()
            .into_iter()
            .filter(|id| !english.contains(id))
            .collect();
        assert!(
            extra.is_empty(),
            "{} has stray messages: {extra:?}",
            language.tag()
        );
    }
}

#[test]
fn english_is_complete_and_offered_first() {
    assert!(Language::English.is_complete());
    assert_eq!(Language::offered().first(), Some(&Language::English));
}

#[test]
fn a_language_is_found_from_the_tags_systems_use() {
    for (tag, language) in [
        ("en", Some(Language::English)),
        ("en-GB", Some(Language::English)),
        ("zh-CN", Some(Language::Chinese)),
        ("zh_CN.UTF-8", Some(Language::Chinese)),
        ("zh-Hans", Some(Language::Chinese)),
        ("ja", Some(Language::Japanese)),
        ("ja_JP.UTF-8", Some(Language::Japanese)),
        ("fr-FR", None),
        ("", None),
    ] {
        assert_eq!(Language::from_tag(tag), language, "{tag}");
    }
}

#[test]
fn messages_take_their_arguments_in_each_language() {
    let _en = sq_core::i18n::speaking(Language::English);
    assert_eq!(
        sq_core::tr!("title-version", version = "1.2.3"),
        "version 1.2.3"
    );
}

/// Every character of every message, in each language.
fn characters(language: Language) -> BTreeSet<char> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(language.tag())
        .join("sleeping-queens.ftl");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_once('=').map(|(_, v)| v).or(Some(l)))
        .flat_map(|v| v.chars())
        .filter(|c| !c.is_whitespace())
        .collect()
}

#[test]
fn every_character_of_every_message_has_a_glyph_in_the_bundled_fonts() {
    let fonts: Vec<Vec<u8>> = [
        "Quicksand-Bold.ttf",
        "Quicksand-Regular.ttf",
        "NotoSansCJKsc-Subset.otf",
    ]
    .iter()
    .map(|f| {
        std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/fonts")
                .join(f),
        )
        .expect("a bundled font")
    })
    .collect();
    let faces: Vec<ttf_parser::Face> = fonts
        .iter()
        .map(|bytes| ttf_parser::Face::parse(bytes, 0).expect("a font file"))
        .collect();
    for language in Language::ALL {
        let missing: String = characters(language)
            .into_iter()
            .filter(|&c| !faces.iter().any(|f| f.glyph_index(c).is_some()))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: no glyph for {missing:?} (add them to assets/fonts/cjk-chars.txt and \
             rebuild the subset)",
            language.tag()
        );
    }
}

/// A language's messages as the Fluent parser reads them: each id with the variables its
/// text uses. A syntax error fails the test (the game would lose that message).
fn parsed(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn pattern(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
        for element in &p.elements {
            if let PatternElement::Placeable { expression } = element {
                expr(expression, vars);
            }
        }
    }
    fn expr(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            Expression::Select { selector, variants } => {
                inline(selector, vars);
                for v in variants {
                    pattern(&v.value, vars);
                }
            }
            Expression::Inline(i) => inline(i, vars),
        }
    }
    fn inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
        match i {
            InlineExpression::VariableReference { id } => {
                vars.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expr(expression, vars),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
            }
            _ => {}
        }
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(language.tag())
        .join("sleeping-queens.ftl");
    let text = std::fs::read_to_string(&path).expect("the message file is readable");
    let resource = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}: Fluent syntax errors: {errors:?}", language.tag()),
    };
    let mut messages = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &m.value {
                pattern(value, &mut vars);
            }
            let before = messages.insert(m.id.name.to_string(), vars);
            assert!(before.is_none(), "{}: {} twice", language.tag(), m.id.name);
        }
    }
    messages
}

#[test]
fn every_language_has_every_message_and_no_other_arguments() {
    let english = parsed(Language::English);
    for language in Language::ALL {
        let theirs = parsed(language);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.tag());
        for (id, vars) in &theirs {
            let given = english.get(id).cloned().unwrap_or_default();
            let unknown: Vec<&String> = vars.difference(&given).collect();
            assert!(
                unknown.is_empty(),
                "{} {id} uses {unknown:?}, which the game does not give it",
                language.tag()
            );
        }
        assert!(language.is_complete(), "{} is offered", language.tag());
    }
}

/// Words take the theme's colour: text painted in the standard style's ink outright
/// stays blue-grey when the player asks for high contrast (black on white).
#[test]
fn no_words_are_painted_in_the_standard_ink_outright() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file is readable");
        let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let count = squeezed.matches(".color(INK)").count();
        if count > 0 {
            found.push(format!("{}: {count}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "words coloured INK rather than the style's text colour:\n{}",
        found.join("\n")
    );
}
