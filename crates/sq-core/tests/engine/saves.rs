//! Saves: round trips, every kind of bad file, a fuzz test of the loader,
//! crashes in the middle of a write, the save folder.

use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sq_core::save::*;
use sq_core::seats::SeatInfo;
use sq_core::sleeping_queens::bots::BotKind;
use sq_core::sleeping_queens::*;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

const RULE_SETS: [&str; 3] = ["classic", "extended", "extended-v1"];

/// A fresh folder of the test's own under the system's temporary folder, removed when
/// dropped.
struct TempDir(tempfile::TempDir);

impl TempDir {
    fn new(test: &str) -> TempDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("sq-save-test-{test}-"))
            .tempdir()
            .expect("a temporary folder");
        TempDir(dir)
    }
    fn path(&self) -> &Path {
        self.0.path()
    }
    fn saves(&self) -> SaveDir {
        SaveDir::new(self.path())
    }
}

fn seats_for(n: u8) -> Vec<SeatInfo> {
    (0..n)
        .map(|s| match s {
            0 => SeatInfo::human("Ann"),
            1 => SeatInfo::bot("Bot Easy", BotKind::Easy),
            2 => SeatInfo::bot("Bot Normal", BotKind::Normal),
            3 => SeatInfo::bot("Bot Hard", BotKind::Hard),
            _ => SeatInfo::human("Bea"),
        })
        .collect()
}

/// A game after up to `steps` random legal actions (`usize::MAX`: to the end).
fn random_game(rules: &str, seats: u8, seed: u64, steps: usize) -> Game {
    let (mut game, _) = Game::new(Setup::new(seats, RuleSet::named(rules).unwrap()), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5a7e);
    let mut n = 0;
    while n < steps && !game.state().is_over() {
        let legal = game.state().legal_actions();
        game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        n += 1;
    }
    game
}

fn save_of(game: &Game, name: &str, at: u64) -> SaveFile {
    SaveFile::new(
        game,
        name,
        &seats_for(game.state().seat_count()),
        1_700_000_000 + at,
    )
}

fn text_of(game: &Game) -> String {
    save_of(game, "test", 0).to_ron().unwrap()
}

/// The Sleeping Queens record of a save.
fn record(file: &SaveFile) -> &GameRecord {
    file.sleeping_queens().expect("a save of Sleeping Queens")
}

fn record_mut(file: &mut SaveFile) -> &mut GameRecord {
    match &mut file.game {
        SavedGame::SleepingQueens(r) => r,
        SavedGame::MadQueens(_) => panic!("a save of Sleeping Queens"),
    }
}

fn sq(loaded: &LoadedGame) -> &Game {
    match loaded {
        LoadedGame::SleepingQueens(g) => g,
        LoadedGame::MadQueens(_) => panic!("a game of Sleeping Queens"),
    }
}

fn assert_same_game(loaded: &LoadedGame, game: &Game, context: &str) {
    let loaded = sq(loaded);
    assert_eq!(loaded.state(), game.state(), "{context}");
    assert_eq!(loaded.record(), game.record(), "{context}");
    assert_eq!(loaded.history(), game.history(), "{context}");
}

// ----- round trips -------------------------------------------------------------------

#[test]
fn save_round_trip_at_every_step_of_random_games() {
    for rules in RULE_SETS {
        for seats in 2..=5 {
            for seed in 0..2 {
                let (mut game, _) =
                    Game::new(Setup::new(seats, RuleSet::named(rules).unwrap()), seed).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5a7e);
                let info = seats_for(seats);
                let mut step = 0u64;
                loop {
                    let save = SaveFile::new(&game, "autosave", &info, step);
                    let text = save.to_ron().unwrap();
                    let context = format!("{rules}, {seats} seats, seed {seed}, step {step}");
                    let loaded = load_bytes(text.as_bytes())
                        .unwrap_or_else(|e| panic!("{context}: {e}\n{text}"));
                    assert_eq!(loaded.file, save, "{context}");
                    assert_same_game(&loaded.game, &game, &context);
                    let summary = SaveSummary::new("autosave.ron", &loaded);
                    assert_eq!(summary.turn, game.state().turn(), "{context}");
                    assert_eq!(summary.finished, game.state().is_over(), "{context}");
                    if game.state().is_over() {
                        break;
                    }
                    let legal = game.state().legal_actions();
                    game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
                    step += 1;
                }
            }
        }
    }
}

#[test]
fn save_round_trip_through_the_folder_at_every_step() {
    for (k, rules) in RULE_SETS.into_iter().enumerate() {
        let tmp = TempDir::new("every-step");
        let dir = tmp.saves();
        let seats = 2;
        let (mut game, _) = Game::new(
            Setup::new(seats, RuleSet::named(rules).unwrap()),
            40 + k as u64,
        )
        .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(k as u64);
        let mut before: Option<Game> = None;
        let mut step = 0;
        loop {
            let path = dir.autosave(&save_of(&game, "ignored", step)).unwrap();
            assert_eq!(path, dir.autosave_path());
            let loaded = dir.load(&path).unwrap();
            assert_eq!(loaded.file.name, "autosave");
            assert_same_game(&loaded.game, &game, rules);
            // The autosave before is kept, complete.
            if let Some(before) = &before {
                let prev = dir.load(&dir.prev_autosave_path()).unwrap();
                assert_same_game(&prev.game, before, rules);
            }
            match dir.latest_unfinished() {
                Some((p, l)) => {
                    assert!(!game.state().is_over());
                    assert_eq!(p, dir.autosave_path());
                    assert_same_game(&l.game, &game, rules);
                }
                None => assert!(game.state().is_over(), "{rules} step {step}"),
            }
            if game.state().is_over() {
                break;
            }
            before = Some(game.clone());
            let legal = game.state().legal_actions();
            game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
            step += 1;
        }
        // Only the two autosaves: no temporary file left behind.
        let mut names: Vec<_> = fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        assert_eq!(names, [AUTOSAVE_PREV_FILE, AUTOSAVE_FILE]);
    }
}

#[test]
fn save_format_is_ron_with_version_seats_and_rule_set_by_value() {
    let game = random_game("extended", 3, 11, 25);
    let text = text_of(&game);
    assert!(text.starts_with("// Sleeping Queens save"), "{text}");
    for needle in [
        "format_version: 4,",
        "saved_at: 1700000000,",
        "game: SleepingQueens((",
        "name: \"test\",",
        "kind: Bot(Normal)",
        "rules: (name: \"extended\", base: Extended, straights: true",
        "seed: 11,",
        "/*[24]*/",
    ] {
        assert!(text.contains(needle), "{needle} not in\n{text}");
    }
    // The rule set is stored by value: a save of a "classic" game with 6 cards a hand
    // keeps its 6 cards whatever the built-in set says.
    let mut house = RuleSet::classic();
    house.hand_size = 6;
    let (game, _) = Game::new(Setup::new(2, house), 3).unwrap();
    let text = text_of(&game);
    assert!(text.contains("name: \"classic\"") && text.contains("hand_size: 6"));
    let loaded = load_bytes(text.as_bytes()).unwrap();
    assert_eq!(sq(&loaded.game).state().rules().hand_size, 6);
    assert_eq!(sq(&loaded.game).state().hand(0).len(), 6);
}

#[test]
fn save_summary_gives_what_the_load_screen_shows() {
    let tmp = TempDir::new("summary");
    let dir = tmp.saves();
    // A game in which someone has points.
    let mut steps = 10;
    let game = loop {
        let g = random_game("classic", 3, 5, steps);
        if (0..3).any(|s| g.state().points(s) > 0) && !g.state().is_over() {
            break g;
        }
        steps += 1;
    };
    let path = dir
        .save_slot("Evening game", &save_of(&game, "x", 5))
        .unwrap();
    assert_eq!(path, tmp.path().join("evening-game.ron"));
    let list = dir.list();
    assert_eq!(list.len(), 1);
    let s = list[0].1.as_ref().unwrap();
    assert_eq!(s.file_name, "evening-game.ron");
    assert_eq!(s.kind, SaveKind::Slot);
    assert_eq!(s.name, "Evening game");
    assert_eq!(s.saved_at, 1_700_000_005);
    assert_eq!(s.rules, "classic");
    assert_eq!(s.seat_names(), ["Ann", "Bot Easy", "Bot Normal"]);
    assert_eq!(s.turn, game.state().turn());
    assert!(s.turn >= 1);
    assert_eq!(s.actions, game.record().actions.len());
    let points: Vec<u32> = (0..3).map(|p| game.state().points(p)).collect();
    assert_eq!(s.points, points);
    let best = *points.iter().max().unwrap();
    for seat in 0..3u8 {
        assert_eq!(s.leaders.contains(&seat), points[seat as usize] == best);
    }
    assert!(!s.finished && s.winners.is_empty());
    assert!(s.describe().contains(&format!("leads with {best}")) || s.leaders.len() > 1);

    let done = random_game("extended", 2, 8, usize::MAX);
    dir.autosave(&save_of(&done, "x", 9)).unwrap();
    let list = dir.list();
    let s = list[0].1.as_ref().unwrap();
    assert_eq!((s.kind, s.finished), (SaveKind::Autosave, true));
    assert_eq!(&s.winners, &done.state().outcome().unwrap().winners);
    assert!(s.describe().contains("finished"), "{}", s.describe());
}

// ----- bad files ---------------------------------------------------------------------

/// A folder with good saves: an autosave and the one before, a named save and a
/// finished game. Bad files put next to them must leave them as they are.
struct Fixture {
    tmp: TempDir,
    game: Game,
}

impl Fixture {
    fn new(test: &str) -> Fixture {
        let tmp = TempDir::new(test);
        let dir = tmp.saves();
        let earlier = random_game("extended", 3, 21, 30);
        let game = random_game("extended", 3, 21, 31);
        dir.autosave(&save_of(&earlier, "", 1)).unwrap();
        dir.autosave(&save_of(&game, "", 2)).unwrap();
        dir.save_slot("Named", &save_of(&random_game("classic", 4, 3, 50), "", 3))
            .unwrap();
        dir.save_slot(
            "Done",
            &save_of(&random_game("extended-v1", 2, 4, usize::MAX), "", 4),
        )
        .unwrap();
        Fixture { tmp, game }
    }

    fn files(&self) -> BTreeMap<OsString, Vec<u8>> {
        fs::read_dir(self.tmp.path())
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (e.file_name(), fs::read(e.path()).unwrap())
            })
            .collect()
    }

    /// Puts `bytes` into the folder as `bad.ron` and checks that loading it gives the
    /// expected error, that the list shows it with that error next to every good
    /// save, that Continue still works, and that no other file changed.
    fn check_bad(&self, bytes: &[u8], expected: impl Fn(&LoadError) -> bool) -> LoadError {
        let dir = self.tmp.saves();
        let before = self.files();
        let bad = self.tmp.path().join("bad.ron");
        fs::write(&bad, bytes).unwrap();

        let err = dir.load(&bad).unwrap_err();
        assert!(expected(&err), "unexpected error: {err:?}");
        assert_eq!(load_bytes(bytes).unwrap_err(), err);
        assert!(!err.to_string().is_empty());

        let list = dir.list();
        assert_eq!(list.len(), 5, "{list:#?}");
        for (path, summary) in &list {
            if path == &bad {
                assert_eq!(summary.as_ref().unwrap_err(), &err);
            } else {
                assert!(summary.is_ok(), "{path:?}: {summary:?}");
            }
        }
        let (path, cont) = dir.latest_unfinished().unwrap();
        assert_eq!(path, dir.autosave_path());
        assert_same_game(&cont.game, &self.game, "continue");

        fs::remove_file(&bad).unwrap();
        assert_eq!(self.files(), before, "other saves changed");
        err
    }

    fn text(&self) -> String {
        fs::read_to_string(self.tmp.saves().autosave_path()).unwrap()
    }
}

#[test]
fn save_bad_file_empty() {
    let f = Fixture::new("empty");
    for bytes in [&b""[..], b"   \n\t\n", b"\xef\xbb\xbf"] {
        f.check_bad(bytes, |e| *e == LoadError::Empty);
    }
    assert_eq!(LoadError::Empty.to_string(), "The save file is empty.");
}

#[test]
fn save_bad_file_truncated() {
    let f = Fixture::new("truncated");
    let text = f.text();
    for cut in [text.len() / 2, text.len() - 4, 40] {
        f.check_bad(&text.as_bytes()[..cut], |e| {
            matches!(e, LoadError::NotRon { .. })
        });
    }
}

#[test]
fn save_truncated_at_every_byte_is_refused() {
    let text = text_of(&random_game("classic", 2, 9, 12));
    let end = text.trim_end().len();
    for cut in 0..end {
        match load_bytes(&text.as_bytes()[..cut]) {
            Err(LoadError::NotRon { .. } | LoadError::Empty) => {}
            other => panic!("cut at {cut}: {other:?}"),
        }
    }
    for cut in end..=text.len() {
        load_bytes(&text.as_bytes()[..cut]).unwrap();
    }
}

#[test]
fn save_bad_file_corrupted_bytes() {
    let f = Fixture::new("corrupted");
    let text = f.text();
    let mid = text.len() / 2;
    // Bytes that are not text.
    let mut bytes = text.clone().into_bytes();
    bytes[mid..mid + 6].copy_from_slice(&[0xff, 0xfe, 0x00, 0x9c, 0x80, 0xc3]);
    let e = f.check_bad(&bytes, |e| matches!(e, LoadError::NotRon { .. }));
    let line = text[..mid].matches('\n').count() + 1;
    assert!(
        matches!(e, LoadError::NotRon { line: l, .. } if l == line),
        "{e:?}"
    );
    assert!(e.to_string().contains("not text"), "{e}");
    // A bracket turned into something else.
    let at = text.find("game: SleepingQueens((").unwrap() + 21;
    let mut bytes = text.clone().into_bytes();
    bytes[at] = b'{';
    f.check_bad(&bytes, |e| matches!(e, LoadError::NotRon { .. }));
    // A field's name damaged.
    let damaged = text.replace("saved_at:", "saved_@t:");
    f.check_bad(damaged.as_bytes(), |e| {
        matches!(e, LoadError::NotRon { .. })
    });
    // Still good RON, but another seed: another deal, so the log does not fit.
    let seed = text.replace("seed: 21,", "seed: 22,");
    assert_ne!(seed, text);
    f.check_bad(seed.as_bytes(), |e| {
        matches!(e, LoadError::IllegalAction { .. })
    });
}

#[test]
fn save_bad_file_hand_edited_with_an_illegal_action() {
    let f = Fixture::new("illegal");
    let text = f.text();
    // By hand in the text: action [5] becomes a slot that does not exist.
    let start = text.find("/*[5]*/").unwrap();
    let end = start + text[start..].find('\n').unwrap();
    let edited = format!("{}/*[5]*/ Slot(200),{}", &text[..start], &text[end..]);
    let e = f.check_bad(edited.as_bytes(), |e| {
        matches!(e, LoadError::IllegalAction { index: 5, .. })
    });
    assert!(e.to_string().contains("action [5]"), "{e}");

    // Through the data: at every third action, something the engine refuses there.
    let file = SaveFile::parse(text.as_bytes()).unwrap();
    let candidates = [
        Action::Pass,
        Action::Continue,
        Action::Slot(11),
        Action::Blind(0),
        Action::Play(CardId(0)),
        Action::Owned { seat: 1, index: 0 },
        Action::Parity(Parity::Odd),
        Action::DiscardStuck(CardId(30)),
    ];
    for index in (0..record(&file).actions.len()).step_by(3) {
        let mut before = Game::new(record(&file).setup.clone(), record(&file).seed)
            .unwrap()
            .0;
        for a in &record(&file).actions[..index] {
            before.apply(*a).unwrap();
        }
        let bad = *candidates
            .iter()
            .find(|a| before.clone().apply(**a).is_err())
            .unwrap();
        let mut edited = file.clone();
        record_mut(&mut edited).actions[index] = bad;
        let err = f.check_bad(
            edited.to_ron().unwrap().as_bytes(),
            |e| matches!(e, LoadError::IllegalAction { index: i, .. } if *i == index),
        );
        assert!(err.to_string().contains(&format!("action [{index}]")));
    }
    // Actions after the end of the game.
    let done = random_game("classic", 2, 1, usize::MAX);
    let mut file = save_of(&done, "x", 0);
    let n = record(&file).actions.len();
    record_mut(&mut file).actions.push(Action::Pass);
    f.check_bad(
        file.to_ron().unwrap().as_bytes(),
        |e| matches!(e, LoadError::IllegalAction { index, .. } if *index == n),
    );
}

#[test]
fn save_bad_file_from_a_newer_format_version() {
    let f = Fixture::new("newer");
    let text = f.text();
    // Version 5 with a field this version does not know.
    let newer = text.replace(
        "format_version: 4,",
        "format_version: 5,\n  new_thing: Some([1, 2]),",
    );
    let e = f.check_bad(newer.as_bytes(), |e| {
        *e == LoadError::NewerVersion {
            found: 5,
            supported: 4,
        }
    });
    assert!(
        e.to_string()
            .contains("made by a newer version of the game (format 5, this game reads up to 4)"),
        "{e}"
    );
    // Version 7 with the same fields.
    let newer = text.replace("format_version: 4,", "format_version: 7,");
    f.check_bad(newer.as_bytes(), |e| {
        matches!(e, LoadError::NewerVersion { found: 7, .. })
    });
    let zero = text.replace("format_version: 4,", "format_version: 0,");
    f.check_bad(zero.as_bytes(), |e| {
        *e == LoadError::UnknownVersion { found: 0 }
    });
}

#[test]
fn save_bad_file_huge() {
    let f = Fixture::new("huge");
    let mut huge = f.text().into_bytes();
    huge.extend(b"// ");
    huge.resize(MAX_SAVE_BYTES as usize + 1, b'x');
    let e = f.check_bad(
        &huge,
        |e| matches!(e, LoadError::TooBig { bytes, .. } if *bytes == MAX_SAVE_BYTES + 1),
    );
    assert!(e.to_string().contains("too big"), "{e}");
    // 64 MiB of zeros: refused before it is read.
    let path = f.tmp.path().join("zeros.ron");
    fs::File::create(&path).unwrap().set_len(64 << 20).unwrap();
    assert!(matches!(
        f.tmp.saves().load(&path),
        Err(LoadError::TooBig { bytes, .. }) if bytes == 64 << 20
    ));
    fs::remove_file(&path).unwrap();
    // Just under the limit, padded with a comment: still a good save.
    let mut padded = f.text().into_bytes();
    padded.extend(b"// ");
    padded.resize(MAX_SAVE_BYTES as usize, b'x');
    load_bytes(&padded).unwrap();
}

#[test]
fn save_bad_file_not_ron_at_all() {
    let f = Fixture::new("not-ron");
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    for bytes in [
        &b"hello world"[..],
        b"{\"format_version\": 1, \"name\": \"json\"}",
        b"PK\x03\x04\x14\0\0\0\x08\0",
        png,
        b"(",
        b"()",
        b"42",
        b"(format_version: 1)",
        b"[format_version, 1]",
        b"// only a comment\n",
    ] {
        f.check_bad(bytes, |e| matches!(e, LoadError::NotRon { .. }));
    }
    // Deep nesting must not overflow the stack (the parser has a recursion limit).
    let deep = |open: &str, close: &str, n: usize| {
        format!(
            "(format_version: 2, x: {}{})",
            open.repeat(n),
            close.repeat(n)
        )
    };
    for text in [
        deep("[", "]", 200_000),
        deep("(", ")", 200_000),
        deep("Some(", ")", 100_000),
        deep("{1:", "}", 100_000),
        "(".repeat(1_000_000),
        format!("(format_version: 1, seats: {}", "[".repeat(500_000)),
    ] {
        f.check_bad(text.as_bytes(), |e| matches!(e, LoadError::NotRon { .. }));
    }
}

#[test]
fn save_bad_file_rule_set_fails_its_checks() {
    let f = Fixture::new("rules");
    let text = f.text();
    let e = f.check_bad(
        text.replace("hand_size: 5", "hand_size: 0").as_bytes(),
        |e| matches!(e, LoadError::BadSetup { .. }),
    );
    assert!(e.to_string().contains("hand_size"), "{e}");
    // Classic with the after-wake Potion, which only the extended base has.
    let classic_potion = text.replace("base: Extended", "base: Classic");
    let e = f.check_bad(classic_potion.as_bytes(), |e| {
        matches!(e, LoadError::BadSetup { .. })
    });
    assert!(e.to_string().contains("potion_after_wake"), "{e}");
    let e = f.check_bad(text.replace("points: 50", "points: 0").as_bytes(), |e| {
        matches!(e, LoadError::BadSetup { .. })
    });
    assert!(e.to_string().contains("win_2_3_players"), "{e}");
    // An unknown field in the rule set.
    f.check_bad(
        text.replace("straights: true", "straights: true, jokers: 2")
            .as_bytes(),
        |e| matches!(e, LoadError::NotRon { msg, .. } if msg.contains("jokers")),
    );
}

#[test]
fn save_bad_file_seats_do_not_match_the_setup() {
    let f = Fixture::new("seats");
    let text = f.text();
    // Seven seats.
    let e = f.check_bad(text.replace("seats: 3,", "seats: 7,").as_bytes(), |e| {
        matches!(e, LoadError::BadSetup { .. })
    });
    assert!(e.to_string().contains("2 to 5 seats"), "{e}");
    // Two seats in the setup, three named.
    let e = f.check_bad(text.replace("seats: 3,", "seats: 2,").as_bytes(), |e| {
        matches!(e, LoadError::BadSetup { .. })
    });
    assert!(
        e.to_string().contains("2 seats but the save names 3"),
        "{e}"
    );
    // A starting seat that does not exist.
    f.check_bad(
        text.replace("starting_seat: None", "starting_seat: Some(4)")
            .as_bytes(),
        |e| matches!(e, LoadError::BadSetup { .. }),
    );
}

// ----- fuzzing -----------------------------------------------------------------------

const TOKENS: [&str; 24] = [
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "None",
    "Some(",
    "Pass",
    "-1",
    "256",
    "4294967296",
    "99999999999999999999999",
    "/*",
    "*/",
    "//",
    "\n",
    "#![enable(implicit_some)]\n",
    "r#\"",
    "'",
    "1e400",
    "Slot(",
    "\u{feff}",
];

fn mutate(base: &[u8], rng: &mut ChaCha8Rng) -> Vec<u8> {
    let mut b = base.to_vec();
    for _ in 0..rng.random_range(1..=4) {
        let len = b.len();
        let at = rng.random_range(0..=len);
        match rng.random_range(0..10) {
            0 if len > 0 => {
                let i = at.min(len - 1);
                b[i] ^= 1 << rng.random_range(0..8);
            }
            1 if len > 0 => {
                let i = at.min(len - 1);
                b[i] = rng.random();
            }
            2 => b.truncate(at),
            3 => {
                let n = rng.random_range(1..8);
                let bytes: Vec<u8> = (0..n).map(|_| rng.random()).collect();
                b.splice(at..at, bytes);
            }
            4 => {
                let end = (at + rng.random_range(1..400)).min(len);
                let span = b[at..end].to_vec();
                let to = rng.random_range(0..=len);
                b.splice(to..to, span);
            }
            5 => {
                let end = (at + rng.random_range(1..60)).min(len);
                b.drain(at..end);
            }
            6 | 7 => {
                // A digit changed: still RON, other numbers (seats, cards, indices).
                let digits: Vec<usize> = (0..len).filter(|i| b[*i].is_ascii_digit()).collect();
                if let Some(i) = digits.choose(rng) {
                    b[*i] = b'0' + rng.random_range(0..10);
                    if rng.random_bool(0.3) {
                        b.insert(*i, b'0' + rng.random_range(0..10));
                    }
                }
            }
            _ => {
                let t = TOKENS.choose(rng).unwrap();
                b.splice(at..at, t.bytes());
            }
        }
    }
    b
}

fn check_never_panics(bytes: &[u8], what: &str) -> Result<(), LoadError> {
    let result = std::panic::catch_unwind(|| load_bytes(bytes));
    let result = result.unwrap_or_else(|_| {
        panic!(
            "the loader panicked on {what}:\n{}",
            String::from_utf8_lossy(bytes)
        )
    });
    match result {
        Ok(loaded) => {
            sq(&loaded.game).state().check_integrity().unwrap();
            let _ = SaveSummary::new("x.ron", &loaded).describe();
            Ok(())
        }
        Err(LoadError::EngineFault { msg }) => panic!(
            "the engine panicked replaying {what} ({msg}):\n{}",
            String::from_utf8_lossy(bytes)
        ),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            Err(e)
        }
    }
}

#[test]
fn save_fuzz_mutated_files_never_panic() {
    let bases: Vec<Vec<u8>> = [
        ("classic", 2, 1, 40),
        ("extended", 3, 2, 80),
        ("extended-v1", 5, 3, 60),
        ("extended", 4, 4, usize::MAX),
    ]
    .iter()
    .map(|(r, s, seed, steps)| text_of(&random_game(r, *s, *seed, *steps)).into_bytes())
    .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(0xf022);
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for i in 0..4000 {
        let base = &bases[i % bases.len()];
        let bytes = mutate(base, &mut rng);
        let kind = match check_never_panics(&bytes, &format!("mutation {i}")) {
            Ok(()) => "ok",
            Err(LoadError::NotRon { .. }) => "not ron",
            Err(LoadError::IllegalAction { .. }) => "illegal action",
            Err(LoadError::BadSetup { .. }) => "bad setup",
            Err(LoadError::Empty) => "empty",
            Err(LoadError::NewerVersion { .. } | LoadError::UnknownVersion { .. }) => "version",
            Err(e) => panic!("mutation {i}: {e:?}"),
        };
        *counts.entry(kind).or_default() += 1;
    }
    println!("fuzz outcomes: {counts:?}");
    // The mutations reach every layer: the parser, the checks and the engine.
    for kind in ["ok", "not ron", "illegal action", "bad setup", "version"] {
        assert!(counts.get(kind).copied().unwrap_or(0) > 0, "{counts:?}");
    }
}

#[test]
fn save_fuzz_random_actions_in_the_log_never_panic() {
    // Well-formed files whose logs hold random actions: only the engine can refuse them.
    let mut rng = ChaCha8Rng::seed_from_u64(0xac7);
    let mut accepted = 0;
    for i in 0..1500 {
        let rules = RULE_SETS[i % 3];
        let game = random_game(rules, 2 + (i % 4) as u8, i as u64, rng.random_range(0..60));
        let mut file = save_of(&game, "x", 0);
        let n = record(&file).actions.len();
        let at = rng.random_range(0..=n);
        let mut r = |hi: u8| rng.random_range(0..=hi);
        let action = match r(11) {
            0 => Action::Play(CardId(r(80))),
            1 => {
                let k = 1 + r(3) as usize;
                let cards: Vec<CardId> = (0..k).map(|_| CardId(r(66))).collect();
                let values: Vec<u8> = (0..k).map(|_| 1 + r(9)).collect();
                Action::PlayNumbers(NumberPlay::new(&cards, &values).unwrap())
            }
            2 => Action::DiscardStuck(CardId(r(80))),
            3 => Action::Slot(r(14)),
            4 => Action::Owned {
                seat: r(6),
                index: r(12),
            },
            5 => Action::Answer(CardId(r(80))),
            6 => Action::Pass,
            7 => Action::Continue,
            8 => Action::Parity(if r(1) == 0 { Parity::Odd } else { Parity::Even }),
            9 => Action::Blind(r(13)),
            10 => Action::Burn {
                seat: r(6),
                index: r(9),
            },
            _ => Action::PutBack(PutBack::FivePointQueens),
        };
        if at < n && rng.random_bool(0.5) {
            record_mut(&mut file).actions[at] = action;
        } else {
            record_mut(&mut file).actions.insert(at, action);
        }
        if check_never_panics(file.to_ron().unwrap().as_bytes(), &format!("log {i}")).is_ok() {
            accepted += 1;
        }
    }
    println!("{accepted} of 1500 random logs were legal");
}

#[test]
fn save_fuzz_folder_listing_never_breaks() {
    let tmp = TempDir::new("fuzz-list");
    let dir = tmp.saves();
    let game = random_game("extended", 3, 77, 30);
    assert!(!game.state().is_over());
    dir.autosave(&save_of(&game, "", 0)).unwrap();
    let base = fs::read(dir.autosave_path()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    for i in 0..60 {
        fs::write(
            tmp.path().join(format!("m{i}.ron")),
            mutate(&base, &mut rng),
        )
        .unwrap();
    }
    fs::create_dir(tmp.path().join("folder.ron")).unwrap();
    fs::write(tmp.path().join("notes.txt"), "not a save").unwrap();
    let list = dir.list();
    assert_eq!(list.len(), 61);
    assert!(
        list.iter()
            .any(|(p, s)| p == &dir.autosave_path() && s.is_ok())
    );
    let (_, cont) = dir.latest_unfinished().unwrap();
    assert_same_game(&cont.game, &game, "continue");
}

// ----- crashes -----------------------------------------------------------------------

#[test]
fn save_interrupted_autosave_loses_nothing() {
    let a = random_game("extended", 4, 31, 20);
    let b = random_game("extended", 4, 31, 21);
    let c = random_game("extended", 4, 31, 22);
    for at in [
        CrashPoint::TempHalfWritten,
        CrashPoint::TempSynced,
        CrashPoint::PrevRotated,
    ] {
        let tmp = TempDir::new("crash");
        let dir = tmp.saves();
        dir.save_slot("keep", &save_of(&a, "", 0)).unwrap();
        dir.autosave(&save_of(&a, "", 1)).unwrap();
        dir.autosave(&save_of(&b, "", 2)).unwrap();
        let slot = fs::read(dir.slot_path("keep")).unwrap();

        assert!(dir.autosave_crashing_at(&save_of(&c, "", 3), at).is_err());

        // After the crash: Continue resumes b (the autosave, or, if the crash came
        // between the two renames, the previous autosave, which is b by then).
        let (path, cont) = dir.latest_unfinished().expect("a game to continue");
        assert_same_game(&cont.game, &b, &format!("{at:?}"));
        let expected_path = if at == CrashPoint::PrevRotated {
            dir.prev_autosave_path()
        } else {
            dir.autosave_path()
        };
        assert_eq!(path, expected_path);
        // The listing ignores the temporary file and shows only complete saves.
        let list = dir.list();
        assert!(list.iter().all(|(_, s)| s.is_ok()), "{at:?}: {list:?}");
        assert_eq!(fs::read(dir.slot_path("keep")).unwrap(), slot);

        // The game goes on: the next autosave works and the stray file can be removed.
        dir.autosave(&save_of(&c, "", 4)).unwrap();
        assert_same_game(&dir.latest_unfinished().unwrap().1.game, &c, "after");
        assert_eq!(dir.remove_temp_files().unwrap(), 1, "{at:?}");
        let prev = dir.load(&dir.prev_autosave_path()).unwrap();
        assert_same_game(&prev.game, &b, "prev after");
        assert_eq!(fs::read_dir(tmp.path()).unwrap().count(), 3);
    }
}

#[test]
fn save_damaged_autosave_falls_back_to_the_previous_one() {
    let tmp = TempDir::new("damaged");
    let dir = tmp.saves();
    let a = random_game("classic", 3, 2, 30);
    let b = random_game("classic", 3, 2, 31);
    let c = random_game("classic", 3, 2, 32);
    dir.autosave(&save_of(&a, "", 1)).unwrap();
    dir.autosave(&save_of(&b, "", 2)).unwrap();
    // Something wrote half an autosave in place (not through `autosave`), and a
    // crash left a half-written temporary file.
    let text = fs::read(dir.autosave_path()).unwrap();
    fs::write(dir.autosave_path(), &text[..text.len() / 2]).unwrap();
    fs::write(tmp.path().join(".sq-save-1-1.tmp"), &text[..100]).unwrap();

    let (path, cont) = dir.latest_unfinished().unwrap();
    assert_eq!(path, dir.prev_autosave_path());
    assert_same_game(&cont.game, &a, "prev");
    assert!(matches!(
        dir.load(&dir.autosave_path()),
        Err(LoadError::NotRon { .. })
    ));

    // The next autosave replaces the damaged one and keeps the good previous one.
    dir.autosave(&save_of(&c, "", 3)).unwrap();
    assert_same_game(&dir.latest_unfinished().unwrap().1.game, &c, "new");
    assert_same_game(
        &dir.load(&dir.prev_autosave_path()).unwrap().game,
        &a,
        "kept",
    );

    // A missing autosave also falls back.
    fs::remove_file(dir.autosave_path()).unwrap();
    assert_same_game(&dir.latest_unfinished().unwrap().1.game, &a, "missing");
    assert_eq!(dir.remove_temp_files().unwrap(), 1);
}

#[test]
fn save_continue_skips_finished_games_and_named_saves() {
    let tmp = TempDir::new("continue");
    let dir = tmp.saves();
    assert!(dir.latest_unfinished().is_none());
    assert!(dir.list().is_empty());
    dir.save_slot("named", &save_of(&random_game("classic", 2, 1, 5), "", 0))
        .unwrap();
    assert!(dir.latest_unfinished().is_none());
    dir.autosave(&save_of(&random_game("classic", 2, 1, 5), "", 0))
        .unwrap();
    assert!(dir.latest_unfinished().is_some());
    dir.autosave(&save_of(&random_game("classic", 2, 1, usize::MAX), "", 0))
        .unwrap();
    assert!(dir.latest_unfinished().is_none());
    // A folder that does not exist: nothing to list or continue, and the first write
    // creates it.
    let missing = SaveDir::new(tmp.path().join("a").join("b"));
    assert!(missing.list().is_empty() && missing.latest_unfinished().is_none());
    missing
        .autosave(&save_of(&random_game("classic", 2, 1, 5), "", 0))
        .unwrap();
    assert!(missing.latest_unfinished().is_some());
}

// ----- the folder --------------------------------------------------------------------

#[test]
fn save_slot_names_are_sanitised() {
    for (name, stem) in [
        ("Evening game", "evening-game"),
        ("  My Game!!  ", "my-game"),
        ("../../etc/passwd", "etc-passwd"),
        ("C:\\Windows\\System32", "c-windows-system32"),
        ("a/b\\c:d*e?f\"g<h>i|j", "a-b-c-d-e-f-g-h-i-j"),
        ("", "save"),
        ("...", "save"),
        ("autosave", "save-autosave"),
        ("Autosave.prev", "save-autosave-prev"),
        ("CON", "save-con"),
        ("lpt1", "save-lpt1"),
        ("console", "console"),
        ("Partie d'été", "partie-d-été"),
        ("x\0y\nz", "x-y-z"),
    ] {
        assert_eq!(sanitize_slot_name(name), stem, "{name:?}");
    }
    let long = sanitize_slot_name(&"ab ".repeat(100));
    assert!(long.chars().count() <= 48 && !long.ends_with('-'), "{long}");

    let tmp = TempDir::new("names");
    let dir = tmp.saves();
    let game = random_game("classic", 2, 3, 4);
    for name in ["../escape", "autosave", "CON", "Évening / game"] {
        let path = dir.save_slot(name, &save_of(&game, "", 0)).unwrap();
        assert_eq!(path.parent().unwrap(), tmp.path(), "{name}");
        assert_eq!(dir.load(&path).unwrap().file.name, name);
    }
    assert!(!tmp.path().join("autosave.ron").exists());
    // A save whose seats do not match the game is not written.
    let wrong = SaveFile::new(&game, "x", &seats_for(3), 0);
    let err = dir.save_slot("wrong", &wrong).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    assert!(dir.autosave(&wrong).is_err());
    assert!(!dir.slot_path("wrong").exists() && !dir.autosave_path().exists());
    assert!(!tmp.path().parent().unwrap().join("escape.ron").exists());
    // The same name again replaces the save.
    dir.save_slot("../escape", &save_of(&game, "", 0)).unwrap();
    assert_eq!(dir.list().len(), 4);
}

#[test]
fn save_list_is_newest_first_and_shows_bad_files() {
    let tmp = TempDir::new("list");
    let dir = tmp.saves();
    let game = random_game("extended-v1", 2, 6, 10);
    dir.save_slot("old", &save_of(&game, "", 10)).unwrap();
    dir.save_slot("new", &save_of(&game, "", 30)).unwrap();
    dir.save_slot("middle", &save_of(&game, "", 20)).unwrap();
    dir.autosave(&save_of(&game, "", 25)).unwrap();
    fs::write(tmp.path().join("broken.ron"), "(format_version: 1,").unwrap();
    // Not saves: other extensions, hidden and temporary files.
    fs::write(tmp.path().join("readme.txt"), "x").unwrap();
    fs::write(tmp.path().join(".hidden.ron"), "x").unwrap();
    fs::write(tmp.path().join(".sq-save-9-9.tmp"), "x").unwrap();
    let list = dir.list();
    let names: Vec<String> = list
        .iter()
        .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    // The broken file has today's modification time: newest.
    assert_eq!(
        names,
        [
            "broken.ron",
            "new.ron",
            "autosave.ron",
            "middle.ron",
            "old.ron"
        ]
    );
    assert!(matches!(list[0].1, Err(LoadError::NotRon { .. })));
    assert_eq!(list[2].1.as_ref().unwrap().kind, SaveKind::Autosave);
    assert_eq!(
        SaveKind::of(Path::new("x/autosave.prev.ron")),
        SaveKind::PreviousAutosave
    );
}

#[test]
fn save_delete_removes_only_that_save() {
    let tmp = TempDir::new("delete");
    let dir = tmp.saves();
    let game = random_game("classic", 2, 6, 10);
    let a = dir.save_slot("a", &save_of(&game, "", 1)).unwrap();
    let b = dir.save_slot("b", &save_of(&game, "", 2)).unwrap();
    dir.autosave(&save_of(&game, "", 3)).unwrap();
    dir.autosave(&save_of(&game, "", 4)).unwrap();
    dir.delete(&a).unwrap();
    assert!(!a.exists() && b.exists());
    assert_eq!(dir.list().len(), 3);
    // Deleting the autosave takes the previous one with it: Continue is gone.
    dir.delete(&dir.autosave_path()).unwrap();
    assert!(dir.latest_unfinished().is_none());
    assert_eq!(dir.list().len(), 1);
    // Only saves in this folder.
    let outside = TempDir::new("delete-outside");
    let victim = outside.path().join("b.ron");
    fs::write(&victim, "x").unwrap();
    assert!(dir.delete(&victim).is_err());
    assert!(
        dir.delete(&tmp.path().join("..").join(victim.file_name().unwrap()))
            .is_err()
    );
    fs::write(tmp.path().join("notes.txt"), "x").unwrap();
    assert!(dir.delete(&tmp.path().join("notes.txt")).is_err());
    assert!(victim.exists() && tmp.path().join("notes.txt").exists() && b.exists());
    assert!(dir.delete(&a).is_err(), "already deleted");
}

#[test]
fn save_folder_default_resolution() {
    let over = PathBuf::from("/somewhere/else");
    let repo = Install::Source {
        repo: PathBuf::from("/src/sleeping-queens"),
    };
    let saves = |install: &Install, over: Option<PathBuf>| install.folders(over).saves;
    assert_eq!(saves(&repo, Some(over.clone())), over);
    assert_eq!(
        saves(&repo, Some(PathBuf::new())),
        PathBuf::from("/src/sleeping-queens/saves")
    );
    assert_eq!(
        saves(&repo, None),
        PathBuf::from("/src/sleeping-queens/saves")
    );
    assert_eq!(saves(&Install::Loose, None), platform_saves_dir());

    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| OsString::from(v))
        }
    };
    let p = |s: &str| PathBuf::from(s);
    assert_eq!(
        platform_saves_dir_with(
            "linux",
            env(&[("XDG_DATA_HOME", "/x/data"), ("HOME", "/h")])
        ),
        p("/x/data/sleeping-queens/saves")
    );
    assert_eq!(
        platform_saves_dir_with("linux", env(&[("HOME", "/h")])),
        p("/h/.local/share/sleeping-queens/saves")
    );
    assert_eq!(
        platform_saves_dir_with("freebsd", env(&[("XDG_DATA_HOME", "rel"), ("HOME", "/h")])),
        p("/h/.local/share/sleeping-queens/saves")
    );
    assert_eq!(
        platform_saves_dir_with("macos", env(&[("HOME", "/Users/a")])),
        p("/Users/a/Library/Application Support/sleeping-queens/saves")
    );
    assert_eq!(
        platform_saves_dir_with("windows", env(&[("APPDATA", "C:/Users/a/AppData/Roaming")])),
        p("C:/Users/a/AppData/Roaming/sleeping-queens/saves")
    );
    assert_eq!(platform_saves_dir_with("linux", env(&[])), p("saves"));
    assert_eq!(SAVES_DIR_ENV, "SLEEPING_QUEENS_SAVES");

    // Settings go to the user's config folder, except where the saves are moved or the
    // game runs from its clone: there they stay beside the saves.
    let home = env(&[("HOME", "/h")]);
    let packaged = Install::Packaged {
        share: p("/usr/share/sleeping-queens"),
    };
    assert_eq!(
        packaged.folders_with(None, "linux", home),
        Folders {
            saves: p("/h/.local/share/sleeping-queens/saves"),
            config: p("/h/.config/sleeping-queens"),
        }
    );
    assert_eq!(
        Install::Loose
            .folders_with(
                None,
                "linux",
                env(&[("XDG_CONFIG_HOME", "/c"), ("HOME", "/h")])
            )
            .config,
        p("/c/sleeping-queens")
    );
    assert_eq!(
        packaged.folders_with(Some(p("/t")), "linux", home),
        Folders {
            saves: p("/t"),
            config: p("/t")
        }
    );
    assert_eq!(
        repo.folders_with(None, "linux", home).config,
        p("/src/sleeping-queens/saves")
    );
}

/// A packaged game is known by its layout (`<prefix>/bin` beside
/// `<prefix>/share/sleeping-queens`), looks for its assets only there, never in the
/// source tree it was built from, and says where it looked when they are missing.
#[test]
fn a_packaged_game_finds_its_assets_in_its_package_and_nowhere_else() {
    let tmp = tempfile::tempdir().unwrap();
    let prefix = tmp.path().join("usr");
    let exe = prefix.join("bin").join("sleeping-queens");
    let repo = tmp.path().join("clone");
    fs::create_dir_all(repo.join("assets").join("cards")).unwrap();
    fs::create_dir_all(exe.parent().unwrap()).unwrap();
    // Without its share folder the program is a loose copy or a build from the clone.
    assert_eq!(Install::of(Some(&exe), None), Install::Loose);
    assert_eq!(
        Install::of(Some(&exe), Some(repo.clone())),
        Install::Source { repo: repo.clone() }
    );
    let share = prefix.join(SHARE_DIR);
    fs::create_dir_all(&share).unwrap();
    let install = Install::of(Some(&exe), Some(repo.clone()));
    assert_eq!(
        install,
        Install::Packaged {
            share: share.clone()
        }
    );
    let folders = install.asset_folders(None, Some(&exe), Some(repo.clone()));
    assert_eq!(folders, vec![share.join("assets")]);
    let missing = Install::find_assets(&folders).unwrap_err();
    let said = missing.to_string();
    assert!(
        said.contains(&share.join("assets").display().to_string()),
        "{said}"
    );
    assert!(said.contains(ASSETS_DIR_ENV), "{said}");
    fs::create_dir_all(share.join("assets").join("cards")).unwrap();
    assert_eq!(
        Install::find_assets(&folders).unwrap(),
        share.join("assets")
    );
    // The variable comes first, for a player who keeps the assets elsewhere.
    let mine = tmp.path().join("mine");
    assert_eq!(
        install.asset_folders(Some(mine.clone()), Some(&exe), None),
        vec![mine, share.join("assets")]
    );
    // From the clone: beside the program, here, then the clone.
    let from_clone = Install::Source { repo: repo.clone() };
    assert_eq!(
        from_clone.asset_folders(None, Some(&exe), Some(tmp.path().to_path_buf())),
        vec![
            prefix.join("bin").join("assets"),
            tmp.path().join("assets"),
            repo.join("assets")
        ]
    );
}

/// Earlier versions kept the settings beside the saves: they move to the config
/// folder once, whole, and a settings file already there is never overwritten.
#[test]
fn the_settings_move_to_the_config_folder_once_without_loss() {
    let tmp = tempfile::tempdir().unwrap();
    let old = tmp.path().join("data").join(SETTINGS_FILE);
    let new = tmp
        .path()
        .join("config")
        .join("sleeping-queens")
        .join(SETTINGS_FILE);
    fs::create_dir_all(old.parent().unwrap()).unwrap();
    fs::write(&old, "(music_volume: 0.3)").unwrap();
    assert!(move_settings_once(&old, &new).unwrap());
    assert_eq!(fs::read_to_string(&new).unwrap(), "(music_volume: 0.3)");
    assert!(!old.exists());
    // Once only: a file left in the old place later does not replace the new one.
    fs::write(&old, "(music_volume: 0.9)").unwrap();
    assert!(!move_settings_once(&old, &new).unwrap());
    assert_eq!(fs::read_to_string(&new).unwrap(), "(music_volume: 0.3)");
    // Nothing to move.
    let none = tmp.path().join("none").join(SETTINGS_FILE);
    assert!(!move_settings_once(&none, &tmp.path().join("x").join(SETTINGS_FILE)).unwrap());
}

#[test]
fn save_format_example_in_the_docs_loads() {
    let doc = include_str!("../../src/save/mod.rs");
    let example: String = doc
        .lines()
        .skip_while(|l| *l != "//! ```ron")
        .skip(1)
        .take_while(|l| *l != "//! ```")
        .map(|l| format!("{}\n", l.strip_prefix("//! ").unwrap_or("")))
        .collect();
    let loaded = load_bytes(example.as_bytes()).unwrap();
    let (mut game, _) = Game::new(Setup::new(2, RuleSet::extended()), 7).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..4 {
        let legal = game.state().legal_actions();
        game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
    }
    assert_same_game(&loaded.game, &game, "example");
    let seats = [
        SeatInfo::human("Ann"),
        SeatInfo::bot("Bot 1", BotKind::Normal),
    ];
    let save = SaveFile::new(&game, "autosave", &seats, 1_700_000_000);
    assert_eq!(save.to_ron().unwrap(), example);
}

#[test]
fn save_a_mad_queens_game_round_trips_and_says_which_game_it_is() {
    use sq_core::mad_queens::{MadAction, MadGame, MadSetup};
    let (mut game, _) = MadGame::new(MadSetup::new(3), 5).unwrap();
    for _ in 0..30 {
        let Some(&seat) = game.state().waiting_for().first() else {
            break;
        };
        game.apply_as(seat, MadAction::Reveal).unwrap();
    }
    let seats = [
        SeatInfo::human("Ann"),
        SeatInfo::bot("Bot 1", BotKind::Normal),
        SeatInfo::bot("Bot 2", BotKind::Hard),
    ];
    let text = SaveFile::mad(&game, "mad", &seats, 1_700_000_000)
        .to_ron()
        .unwrap();
    assert!(text.contains("game: MadQueens(("), "{text}");
    let loaded = load_bytes(text.as_bytes()).unwrap();
    let again = loaded.mad_queens().expect("a game of Mad Queens");
    assert!(loaded.sleeping_queens().is_none());
    assert_eq!(again.record(), game.record());
    for seat in 0..3 {
        assert_eq!(again.observe(seat), game.observe(seat));
    }
    let summary = SaveSummary::new("mad.ron", &loaded);
    assert_eq!(summary.game, GameKind::MadQueens);
    assert_eq!(summary.rules, "mad-queens");
    assert!(
        summary
            .describe()
            .starts_with("mad-queens · Ann, Bot 1, Bot 2 · round ")
    );
    // A seat too many for its setup is refused like any bad setup.
    let wrong = text.replace("players: 3", "players: 2");
    assert!(matches!(
        load_bytes(wrong.as_bytes()),
        Err(LoadError::BadSetup { .. })
    ));
}

#[test]
fn a_practice_game_and_its_take_backs_are_kept_in_its_save() {
    let game = random_game("extended", 3, 5, 30);
    let plain = save_of(&game, "plain", 1);
    let text = plain.to_ron().unwrap();
    assert!(
        !text.contains("practice") && !text.contains("take_backs"),
        "a normal game's save is written as before"
    );
    let practice = SaveFile {
        practice: true,
        take_backs: 3,
        ..plain
    };
    let loaded = load_bytes(practice.to_ron().unwrap().as_bytes()).unwrap();
    assert!(loaded.file.practice);
    assert_eq!(loaded.file.take_backs, 3);
    let summary = SaveSummary::new("practice.ron", &loaded);
    assert!(summary.practice);
    assert_eq!(summary.take_backs, 3);
}
