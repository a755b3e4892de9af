//! The save corpus: save files of every format version the game has written, committed in
//! `tests/saves/v<N>/`, that must load in every later version of the game. What loading
//! each one shows (its summary: rule set, seats, turn, points, winners) is a snapshot in
//! `tests/engine/snapshots/`, and one finished game is replayed action by action.
//!
//! Changing the save format (a field of the save, the record, the setup, the rule set or
//! an action, renamed, added or removed) makes `the_save_format_is_unchanged` fail. Then:
//! raise `FORMAT_VERSION`, teach `SaveFile::parse` to read the older files, and write the
//! new version's corpus with
//! `cargo test --no-default-features --test engine -- --ignored write_the_save_corpus`.
//! The older folders stay: they are the saves players already have.

use sq_core::mad_queens::{MadGame, MadSetup};
use sq_core::save::*;
use sq_core::seats::SeatInfo;
use sq_core::sleeping_queens::bots::BotKind;
use sq_core::sleeping_queens::*;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves")
}

/// A house rule set, as a player could write one: classic with bigger hands and a
/// lower target.
fn house_rules() -> RuleSet {
    let mut rules = RuleSet::classic();
    rules.name = "house: six cards".into();
    rules.hand_size = 6;
    rules.win_2_3_players.points = 40;
    rules
}

/// A house set of switches, as the workshop makes one: extended with two kings'
/// abilities, answers out of turn and the Rainbow Queen's count turned off.
fn house_switches() -> RuleSet {
    RuleSet {
        name: "cold kings".into(),
        ..RuleSet::extended()
    }
    .with(Switch::Fire, false)
    .with(Switch::Hat, false)
    .with(Switch::AnswersOutOfTurn, false)
    .with(Switch::Rainbow, false)
}

/// How each file of the current version's corpus is made.
struct Recipe {
    file: &'static str,
    rules: fn() -> RuleSet,
    seats: u8,
    /// The first seats are people, the rest bots (Easy, Normal, Hard in turn).
    people: u8,
    seed: u64,
    /// Random legal actions played before saving (`None`: to the end).
    steps: Option<usize>,
}

const RECIPES: &[Recipe] = &[
    Recipe {
        file: "classic-2-unfinished.ron",
        rules: RuleSet::classic,
        seats: 2,
        people: 1,
        seed: 11,
        steps: Some(30),
    },
    Recipe {
        file: "classic-3-finished.ron",
        rules: RuleSet::classic,
        seats: 3,
        people: 1,
        seed: 12,
        steps: None,
    },
    Recipe {
        file: "classic-5-hot-seat-unfinished.ron",
        rules: RuleSet::classic,
        seats: 5,
        people: 5,
        seed: 13,
        steps: Some(45),
    },
    Recipe {
        file: "extended-2-finished.ron",
        rules: RuleSet::extended,
        seats: 2,
        people: 1,
        seed: 21,
        steps: None,
    },
    Recipe {
        file: "extended-4-hot-seat-unfinished.ron",
        rules: RuleSet::extended,
        seats: 4,
        people: 2,
        seed: 22,
        steps: Some(60),
    },
    Recipe {
        file: "extended-5-finished.ron",
        rules: RuleSet::extended,
        seats: 5,
        people: 0,
        seed: 23,
        steps: None,
    },
    Recipe {
        file: "extended-v1-3-unfinished.ron",
        rules: || RuleSet::named("extended-v1").unwrap(),
        seats: 3,
        people: 1,
        seed: 31,
        steps: Some(40),
    },
    Recipe {
        file: "extended-v1-4-hot-seat-finished.ron",
        rules: || RuleSet::named("extended-v1").unwrap(),
        seats: 4,
        people: 3,
        seed: 32,
        steps: None,
    },
    Recipe {
        file: "house-2-unfinished.ron",
        rules: house_rules,
        seats: 2,
        people: 2,
        seed: 41,
        steps: Some(25),
    },
    Recipe {
        file: "house-3-finished.ron",
        rules: house_rules,
        seats: 3,
        people: 1,
        seed: 42,
        steps: None,
    },
    Recipe {
        file: "house-switches-3-unfinished.ron",
        rules: house_switches,
        seats: 3,
        people: 1,
        seed: 43,
        steps: Some(40),
    },
    Recipe {
        file: "house-switches-4-finished.ron",
        rules: house_switches,
        seats: 4,
        people: 0,
        seed: 44,
        steps: None,
    },
];

/// How each Mad Queens file of the current version's corpus is made.
struct MadRecipe {
    file: &'static str,
    players: u8,
    /// The first players are people, the rest bots.
    people: u8,
    seed: u64,
    /// Random legal choices made before saving (`None`: to the end).
    steps: Option<usize>,
}

const MAD_RECIPES: &[MadRecipe] = &[
    MadRecipe {
        file: "mad-queens-1-finished.ron",
        players: 1,
        people: 1,
        seed: 51,
        steps: None,
    },
    MadRecipe {
        file: "mad-queens-3-unfinished.ron",
        players: 3,
        people: 1,
        seed: 52,
        steps: Some(40),
    },
    MadRecipe {
        file: "mad-queens-4-hot-seat-unfinished.ron",
        players: 4,
        people: 2,
        seed: 53,
        steps: Some(25),
    },
    MadRecipe {
        file: "mad-queens-6-finished.ron",
        players: 6,
        people: 0,
        seed: 54,
        steps: None,
    },
    // From format 3 (the rules' revision 2): a game in which an exact match hits two
    // banned cards (M-4), a hit card is replaced from a reshuffled banned deck (M-8),
    // and banned jokers' events bank an exact match and pay a queen (M-9).
    MadRecipe {
        file: "mad-queens-6-every-rule-finished.ron",
        players: 6,
        people: 0,
        seed: 4,
        steps: None,
    },
];

/// The finished Mad Queens game whose replay is followed choice by choice.
const MAD_REPLAYED: &str = "mad-queens-6-finished.ron";

fn seat_infos(seats: u8, people: u8) -> Vec<SeatInfo> {
    let bots = [BotKind::Easy, BotKind::Normal, BotKind::Hard];
    (0..seats)
        .map(|s| {
            if s < people {
                SeatInfo::human(["Ann", "Bea", "Cy", "Dee", "Eve", "Flo"][s as usize])
            } else {
                let kind = bots[(s - people) as usize % bots.len()];
                SeatInfo::bot(format!("Bot {}", kind.name()), kind)
            }
        })
        .collect()
}

impl MadRecipe {
    fn save(&self) -> SaveFile {
        let (mut game, _) = MadGame::new(MadSetup::new(self.players), self.seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut played = 0;
        while !game.state().is_over() && self.steps.is_none_or(|n| played < n) {
            let seat = *game.state().waiting_for().choose(&mut rng).unwrap();
            let action = *game.state().legal(seat).choose(&mut rng).unwrap();
            game.apply_as(seat, action).unwrap();
            played += 1;
        }
        let name = if self.steps.is_some() {
            "evening game"
        } else {
            "autosave"
        };
        SaveFile::mad(
            &game,
            name,
            &seat_infos(self.players, self.people),
            1_790_000_000 + self.seed,
        )
    }
}

/// What loading a Mad Queens save shows, as text.
fn shown_mad(s: &SaveSummary, game: &MadGame, mut out: String) -> String {
    let state = game.state();
    writeln!(out, "game: {:?}", s.game).unwrap();
    writeln!(out, "name: {}", s.name).unwrap();
    writeln!(out, "kind: {:?}", s.kind).unwrap();
    writeln!(out, "saved at: {}", s.saved_at).unwrap();
    writeln!(out, "rules: {}", s.rules).unwrap();
    let public = state.observe(0).table;
    for (i, seat) in s.seats.iter().enumerate() {
        let p = &public[i];
        writeln!(
            out,
            "seat {i}: {} ({:?}), {} points, {} banked, {} queens revealed, {} in the deck, {} \
             temporary, out: {:?}",
            seat.name,
            seat.kind,
            s.points[i],
            p.bank.len(),
            p.queens.len(),
            p.deck_len,
            p.temporary.len(),
            p.out
        )
        .unwrap();
    }
    writeln!(out, "banned: {:?}", state.banned()).unwrap();
    writeln!(out, "round: {}", s.turn).unwrap();
    writeln!(out, "actions: {}", s.actions).unwrap();
    writeln!(out, "leaders: {:?}", s.leaders).unwrap();
    writeln!(out, "finished: {}", s.finished).unwrap();
    match state.result() {
        Some(r) => writeln!(out, "winners: {:?}, points {:?}", r.winners, r.points).unwrap(),
        None => writeln!(out, "waiting for: {:?}", state.waiting_for()).unwrap(),
    }
    out
}

/// The finished game whose replay is followed action by action.
const REPLAYED: &str = "extended-2-finished.ron";

impl Recipe {
    fn save(&self) -> SaveFile {
        let seats = seat_infos(self.seats, self.people);
        let mut setup = Setup::new(self.seats, (self.rules)());
        if self.people >= 2 {
            // As the table sets up a hot-seat game.
            setup.ask_always = (0..self.people).fold(0, |m, s| m | 1 << s);
        }
        let (mut game, _) = Game::new(setup, self.seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut played = 0;
        while !game.state().is_over() && self.steps.is_none_or(|n| played < n) {
            let legal = game.state().legal_actions();
            game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
            played += 1;
        }
        let name = if self.steps.is_some() {
            "evening game"
        } else {
            "autosave"
        };
        SaveFile::new(&game, name, &seats, 1_790_000_000 + self.seed)
    }
}

/// Every corpus file, oldest version first: (version folder, file name, bytes).
fn corpus() -> Vec<(String, String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut versions: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("tests/saves")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    versions.sort();
    for dir in versions {
        let version = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .collect();
        names.sort();
        for path in names {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            files.push((version.clone(), name, std::fs::read(&path).unwrap()));
        }
    }
    files
}

/// What the Load screen and the table learn from a save, as text.
fn shown(file_name: &str, loaded: &LoadedSave) -> String {
    let s = SaveSummary::new(file_name, loaded);
    let mut out = String::new();
    let state = match &loaded.game {
        LoadedGame::SleepingQueens(g) => g.state(),
        LoadedGame::MadQueens(g) => return shown_mad(&s, g, out),
    };
    writeln!(out, "name: {}", s.name).unwrap();
    writeln!(out, "kind: {:?}", s.kind).unwrap();
    writeln!(out, "saved at: {}", s.saved_at).unwrap();
    writeln!(out, "rules: {}", s.rules).unwrap();
    for (i, seat) in s.seats.iter().enumerate() {
        writeln!(
            out,
            "seat {i}: {} ({:?}), {} points, {} queens, {} cards",
            seat.name,
            seat.kind,
            s.points[i],
            state.owned(i as Seat).len(),
            state.hand(i as Seat).len()
        )
        .unwrap();
    }
    writeln!(out, "turn: {}", s.turn).unwrap();
    writeln!(out, "actions: {}", s.actions).unwrap();
    writeln!(out, "leaders: {:?}", s.leaders).unwrap();
    writeln!(out, "finished: {}", s.finished).unwrap();
    if let Some(outcome) = state.outcome() {
        writeln!(out, "winners: {:?} ({:?})", outcome.winners, outcome.reason).unwrap();
    } else {
        writeln!(out, "waiting for: {:?}", state.pending()).unwrap();
    }
    out
}

#[test]
fn every_save_in_the_corpus_loads_and_shows_what_it_always_did() {
    let files = corpus();
    assert!(
        files.len() >= RECIPES.len() + MAD_RECIPES.len(),
        "the corpus is missing: write it (see this file's comment)"
    );
    for (version, name, bytes) in files {
        let loaded =
            load_bytes(&bytes).unwrap_or_else(|e| panic!("{version}/{name} no longer loads: {e}"));
        insta::assert_snapshot!(format!("{version}-{name}"), shown(&name, &loaded));
    }
}

#[test]
fn the_save_format_is_unchanged() {
    // Each file of the current version, read and written again, is the same bytes.
    let current = format!("v{FORMAT_VERSION}");
    let mut checked = 0;
    for (version, name, bytes) in corpus() {
        if version != current {
            continue;
        }
        let file = SaveFile::parse(&bytes).unwrap();
        assert_eq!(file.format_version, FORMAT_VERSION, "{version}/{name}");
        let again = file.to_ron().unwrap();
        assert!(
            again.as_bytes() == bytes.as_slice(),
            "the save format changed ({version}/{name} is written differently now). Raise \
             FORMAT_VERSION, let SaveFile::parse read version {FORMAT_VERSION}, and write the new \
             corpus (see tests/engine/corpus.rs)."
        );
        checked += 1;
    }
    assert_eq!(
        checked,
        RECIPES.len() + MAD_RECIPES.len(),
        "tests/saves/{current} holds the current version's corpus"
    );
}

#[test]
fn a_finished_save_replays_action_by_action_as_it_did() {
    // Format 1, read by today's game.
    let path = corpus_dir().join("v1").join(REPLAYED);
    let file = SaveFile::parse(&std::fs::read(path).unwrap()).unwrap();
    let record = file.sleeping_queens().unwrap();
    let (mut game, dealt) = Game::new(record.setup.clone(), record.seed).unwrap();
    let mut out = format!("dealt: {} events\n", dealt.len());
    for (i, action) in record.actions.iter().enumerate() {
        let events = game.apply(*action).unwrap();
        let kinds: Vec<String> = events
            .iter()
            .map(|e| {
                let text = format!("{e:?}");
                text.split([' ', '(', '{']).next().unwrap_or("").to_string()
            })
            .collect();
        let action = match action {
            Action::PlayNumbers(p) => {
                let played: Vec<String> = p
                    .cards()
                    .iter()
                    .zip(p.values())
                    .map(|(c, v)| format!("card {} as {v}", c.0))
                    .collect();
                format!("PlayNumbers({})", played.join(", "))
            }
            other => format!("{other:?}"),
        };
        writeln!(out, "[{i}] {action} -> {}", kinds.join(", ")).unwrap();
    }
    writeln!(out, "outcome: {:?}", game.state().outcome()).unwrap();
    insta::assert_snapshot!("v1-replay", out);
}

/// Writes the current version's corpus: run by hand after raising `FORMAT_VERSION`.
/// Files already there are left alone.
#[test]
#[ignore]
fn write_the_save_corpus() {
    let dir = corpus_dir().join(format!("v{FORMAT_VERSION}"));
    std::fs::create_dir_all(&dir).unwrap();
    let files = RECIPES
        .iter()
        .map(|r| (r.file, r.save()))
        .chain(MAD_RECIPES.iter().map(|r| (r.file, r.save())));
    for (file, save) in files {
        let path = dir.join(file);
        if !path.exists() {
            std::fs::write(&path, save.to_ron().unwrap()).unwrap();
            println!("wrote {}", path.display());
        }
    }
}

#[test]
fn a_finished_mad_queens_save_replays_choice_by_choice_as_it_did() {
    let path = corpus_dir().join("v2").join(MAD_REPLAYED);
    let file = SaveFile::parse(&std::fs::read(path).unwrap()).unwrap();
    let SavedGame::MadQueens(record) = &file.game else {
        panic!("{MAD_REPLAYED} holds a game of Mad Queens");
    };
    let (mut game, dealt) = MadGame::new(record.setup.clone(), record.seed).unwrap();
    let mut out = format!("dealt: {} events\n", dealt.len());
    for (i, a) in record.actions.iter().enumerate() {
        let told = game.apply_as(a.seat, a.action).unwrap();
        let kinds: Vec<String> = told
            .iter()
            .map(|t| {
                let text = format!("{:?}", t.event);
                text.split([' ', '(', '{']).next().unwrap_or("").to_string()
            })
            .collect();
        writeln!(
            out,
            "[{i}] seat {} {} -> {}",
            a.seat,
            a.action,
            kinds.join(", ")
        )
        .unwrap();
    }
    writeln!(out, "result: {:?}", game.state().result()).unwrap();
    insta::assert_snapshot!("v2-mad-queens-replay", out);
}

/// A save from before the rules' revision 2 (format 2) replays under revision 1, as it
/// was played; one of format 3 says its revision.
#[test]
fn a_mad_queens_save_keeps_the_rules_it_was_played_under() {
    for (version, name, bytes) in corpus() {
        let Ok(file) = SaveFile::parse(&bytes) else {
            continue;
        };
        if let SavedGame::MadQueens(record) = &file.game {
            let expected = if version == "v2" { 1 } else { 2 };
            assert_eq!(record.setup.revision, expected, "{version}/{name}");
        }
    }
}

/// The corpus' game of every rule under revision 2 shows each of the rules revision 2
/// changed, replayed choice by choice: an exact match that hits two banned cards (M-4),
/// a hit card replaced from a reshuffled banned deck and only then discarded (M-8), and
/// banned jokers' events that bank an exact match and pay a queen without a hit (M-9).
#[test]
fn a_mad_queens_save_of_every_rule_replays_as_it_did() {
    use sq_core::mad_queens::MadEvent as E;
    let name = "mad-queens-6-every-rule-finished.ron";
    let path = corpus_dir().join("v3").join(name);
    let file = SaveFile::parse(&std::fs::read(path).unwrap()).unwrap();
    let SavedGame::MadQueens(record) = &file.game else {
        panic!("{name} holds a game of Mad Queens");
    };
    let (mut game, dealt) = MadGame::new(record.setup.clone(), record.seed).unwrap();
    let mut events: Vec<E> = dealt.iter().map(|t| t.event.clone()).collect();
    let mut two_hits = false;
    let mut out = format!("dealt: {} events\n", dealt.len());
    for (i, a) in record.actions.iter().enumerate() {
        let before = game.state().clone();
        let told = game.apply_as(a.seat, a.action).unwrap();
        for t in &told {
            if let E::ExactMatch { seat, card, .. } = t.event {
                let temporary = before.observe(seat).me.temporary;
                let matched = before
                    .banned()
                    .iter()
                    .flatten()
                    .chain(&temporary)
                    .filter(|b| b.matches_exactly(card) || b.bans(card))
                    .count();
                two_hits |= matched >= 2;
            }
        }
        let kinds: Vec<String> = told
            .iter()
            .map(|t| {
                let text = format!("{:?}", t.event);
                text.split([' ', '(', '{']).next().unwrap_or("").to_string()
            })
            .collect();
        writeln!(
            out,
            "[{i}] seat {} {} -> {}",
            a.seat,
            a.action,
            kinds.join(", ")
        )
        .unwrap();
        events.extend(told.into_iter().map(|t| t.event));
    }
    writeln!(out, "result: {:?}", game.state().result()).unwrap();
    assert!(two_hits, "an exact match of two banned cards");
    let between = |i: usize, stop: fn(&E) -> bool| -> Vec<&E> {
        events[i + 1..].iter().take_while(|e| !stop(e)).collect()
    };
    let mut replaced_after_reshuffle = false;
    let mut joker_exact = false;
    let mut joker_queen = false;
    for (i, e) in events.iter().enumerate() {
        if matches!(e, E::RoundEnded { .. }) {
            let after = between(i, |e| matches!(e, E::RoundStarted { .. }));
            if let Some(r) = after
                .iter()
                .position(|e| matches!(e, E::BannedDeckReshuffled { .. }))
            {
                let turned = after[r..]
                    .iter()
                    .position(|e| matches!(e, E::BannedTurned { .. }));
                let left = after[r..]
                    .iter()
                    .position(|e| matches!(e, E::BannedDiscarded { .. }));
                replaced_after_reshuffle |= matches!((turned, left), (Some(t), Some(l)) if t < l);
            }
        }
        if matches!(e, E::JokerEvent { .. }) {
            let after = between(i, |e| {
                matches!(e, E::RoundStarted { .. } | E::JokerEvent { .. })
            });
            joker_exact |= after.iter().any(|e| matches!(e, E::ExactMatch { .. }));
            joker_queen |= after.iter().any(|e| matches!(e, E::QueenPaid { .. }));
            assert!(
                !after
                    .iter()
                    .any(|e| matches!(e, E::TemporaryDiscarded { .. })),
                "a joker's event hits nothing"
            );
        }
    }
    assert!(
        replaced_after_reshuffle,
        "a replacement from a reshuffled deck"
    );
    assert!(joker_exact, "an exact match in a joker's event");
    assert!(joker_queen, "a queen paid in a joker's event");
    insta::assert_snapshot!("v3-mad-queens-every-rule-replay", out);
}
