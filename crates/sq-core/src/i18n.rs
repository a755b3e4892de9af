//! Every word a player reads comes from Fluent messages in `i18n/<language>/`, picked
//! with [`tr!`] (the key is checked against the English file when the game is built).
//! The engines stay free of words; this module only chooses the language.

use std::collections::BTreeSet;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU8, Ordering};

use i18n_embed::LanguageLoader;
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::unic_langid::LanguageIdentifier;
use rust_embed::RustEmbed;

/// The messages' file name in each language's folder (as in `i18n.toml`).
const DOMAIN: &str = "sleeping-queens";

/// The messages live at the top of the repository, beside the game that checks them.
#[derive(RustEmbed)]
#[folder = "../../i18n/"]
struct Messages;

/// Each language's messages, read once when first spoken (English stands in for any
/// message a language lacks): a change of language swaps which one is read, and never
/// reloads one under a word being made on another thread.
static LOADERS: [LazyLock<FluentLanguageLoader>; 3] = [
    LazyLock::new(|| loaded(Language::ALL[0])),
    LazyLock::new(|| loaded(Language::ALL[1])),
    LazyLock::new(|| loaded(Language::ALL[2])),
];

/// The messages in the language chosen now.
pub fn loader() -> &'static FluentLanguageLoader {
    &LOADERS[language().index()]
}

/// A message in the language chosen now: `tr!("key")` or `tr!("key", name = value)`.
#[macro_export]
macro_rules! tr {
    ($($args:tt)*) => {
        i18n_embed_fl::fl!($crate::i18n::loader(), $($args)*)
    };
}

/// The languages the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Chinese,
    Japanese,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Chinese, Language::Japanese];

    /// Its tag, as in settings files, `--lang` and `i18n/`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Chinese => "zh-CN",
            Language::Japanese => "ja",
        }
    }

    /// Its name in itself, for the language setting.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Chinese => "简体中文",
            Language::Japanese => "日本語",
        }
    }

    /// The language a tag asks for (`zh`, `zh-CN`, `zh_CN.UTF-8`, `ja-JP`, `en-GB` …);
    /// `None` for a language the game does not speak.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "zh" => Some(Language::Chinese),
            "ja" => Some(Language::Japanese),
            _ => None,
        }
    }

    /// The system's language if the game speaks it in full, else English.
    pub fn of_system() -> Language {
        // The system's language does not change while the game runs.
        static SYSTEM: LazyLock<Language> = LazyLock::new(|| {
            sys_locale::get_locales()
                .find_map(|l| Language::from_tag(&l))
                .filter(|l| l.is_complete())
                .unwrap_or_default()
        });
        *SYSTEM
    }

    /// The languages a player is offered: those with every message (the files are built
    /// into the game, so they are read once).
    pub fn offered() -> &'static [Language] {
        static OFFERED: LazyLock<Vec<Language>> = LazyLock::new(|| {
            Language::ALL
                .into_iter()
                .filter(|l| l.is_complete())
                .collect()
        });
        &OFFERED
    }

    /// It has every message the English file has.
    pub fn is_complete(self) -> bool {
        self.missing().is_empty()
    }

    /// The English messages it lacks.
    pub fn missing(self) -> Vec<String> {
        let have = self.message_ids();
        Language::English
            .message_ids()
            .into_iter()
            .filter(|id| !have.contains(id))
            .collect()
    }

    /// The ids of the messages in its file (not the `-terms`).
    pub fn message_ids(self) -> BTreeSet<String> {
        let Some(file) = Messages::get(&format!("{}/{DOMAIN}.ftl", self.tag())) else {
            return BTreeSet::new();
        };
        String::from_utf8_lossy(&file.data)
            .lines()
            .filter_map(|line| {
                let (id, _) = line.split_once('=')?;
                let id = id.trim_end();
                let starts = id.starts_with(|c: char| c.is_ascii_alphabetic());
                let word = id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                (starts && word && !line.starts_with(char::is_whitespace)).then(|| id.to_string())
            })
            .collect()
    }

    fn id(self) -> LanguageIdentifier {
        self.tag().parse().unwrap_or_default()
    }

    /// Its place in [`Language::ALL`].
    fn index(self) -> usize {
        Language::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }
}

/// Names said together: "Ann", "Ann and Bo", "Ann, Bo and Cy" (each language's way).
pub fn and_list(names: &[impl AsRef<str>]) -> String {
    joined(names, |first, last| {
        crate::tr!("list-and", first = first, last = last)
    })
}

/// Choices said together: "a Knight", "a Knight or a Wand", "a, b or c".
pub fn or_list(names: &[impl AsRef<str>]) -> String {
    joined(names, |first, last| {
        crate::tr!("list-or", first = first, last = last)
    })
}

/// All but the last joined by the language's comma, then `pair(those, last)`.
fn joined(names: &[impl AsRef<str>], pair: impl Fn(String, &str) -> String) -> String {
    match names {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(|n| n.as_ref()).collect();
            pair(rest.join(&crate::tr!("list-comma")), last.as_ref())
        }
    }
}

/// A message without arguments whose id is chosen at run time (a lesson's words), in
/// the language spoken now. The ids are checked by the lessons' test instead of [`tr!`].
pub fn message(id: &str) -> String {
    loader().get(id)
}

/// A message (one without arguments) as `language` says it, whatever language is
/// spoken now; `None` if that language lacks it.
pub fn message_in(language: Language, id: &str) -> Option<String> {
    let loader = fluent_language_loader!();
    loader.load_languages(&Messages, &[language.id()]).ok()?;
    loader.set_use_isolating(false);
    loader.has(id).then(|| loader.get(id))
}

/// A message as each language says it (to recognise words chosen in another language).
pub fn in_every_language(id: &str) -> Vec<String> {
    Language::ALL
        .into_iter()
        .filter_map(|language| message_in(language, id))
        .collect()
}

/// The rows of a card face (440 × 616 pixels) that hold its name ribbon. `sq-assets`
/// draws each other language's ribbons into `assets/cards/<tag>/`; the game lays them
/// over the faces, so no English is left on the cards.
pub const NAME_RIBBON_ROWS: std::ops::Range<u32> = 490..604;

/// A test that reads words speaks `language` on its thread while this is held, and
/// English again when it ends. The language is each thread's own once it chooses one
/// (a test's app, or this), so tests of several languages run side by side.
#[doc(hidden)]
pub fn speaking(language: Language) -> Speaking {
    set_language(language);
    Speaking(std::marker::PhantomData)
}

/// See [`speaking`]: it is held on the thread that speaks.
#[doc(hidden)]
pub struct Speaking(std::marker::PhantomData<*const ()>);

impl Speaking {
    /// Speaks another language from now on.
    pub fn switch(&self, language: Language) {
        set_language(language);
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        set_language(Language::English);
    }
}

/// The language chosen last, for the threads that chose none (the game chooses on its
/// main thread; its other threads follow).
static SPOKEN: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// The language this thread chose last, if it chose one.
    static HERE: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// Speaks `language` from now on: on this thread, and on every thread that chose none.
pub fn set_language(language: Language) {
    HERE.with(|here| here.set(Some(language)));
    SPOKEN.store(language.index() as u8, Ordering::Relaxed);
}

/// The language spoken now (on this thread).
pub fn language() -> Language {
    HERE.with(|here| here.get()).unwrap_or_else(|| {
        Language::ALL
            .get(SPOKEN.load(Ordering::Relaxed) as usize)
            .copied()
            .unwrap_or_default()
    })
}

/// A language's messages, with English behind them.
fn loaded(language: Language) -> FluentLanguageLoader {
    let loader = fluent_language_loader!();
    let mut ids = vec![language.id()];
    if language != Language::English {
        ids.push(Language::English.id());
    }
    if let Err(e) = loader.load_languages(&Messages, &ids) {
        // The messages are built into the game: this only fails on a broken build.
        eprintln!("The {} messages could not be loaded: {e}", language.tag());
    }
    // No invisible isolation marks around arguments: the fonts would draw them as boxes.
    loader.set_use_isolating(false);
    loader
}
