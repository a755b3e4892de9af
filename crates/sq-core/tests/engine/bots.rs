//! Bots: legal actions only, no peeking at hidden information, games that end.

use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sq_core::arena::regret;
use sq_core::arena::{self, lineups, play_game, wilson};
use sq_core::sleeping_queens::bots::{
    Bot, BotKind, Budget, CandidateValues, EasyBot, HardBot, NormalBot, Sight,
};
use sq_core::sleeping_queens::*;

const RULE_SETS: [&str; 3] = ["classic", "extended", "extended-v1"];

/// A small, clock-free budget: fast in the dev profile, and deterministic.
const TEST_BUDGET: Budget = Budget {
    iterations: 24,
    time: None,
    cautious: true,
    horizon: None,
};

fn make(kind: BotKind, seed: u64) -> Box<dyn Bot + Send> {
    match kind {
        BotKind::Easy => Box::new(EasyBot::new(seed)),
        BotKind::Normal => Box::new(NormalBot::new(seed)),
        BotKind::Hard => Box::new(HardBot::with_budget(seed, TEST_BUDGET)),
    }
}

fn setup(rules: &str, seats: u8) -> Setup {
    Setup::new(seats, RuleSet::named(rules).unwrap())
}

#[test]
fn bots_only_return_legal_actions() {
    // Every kind in every seat position, every rule set, 2 to 5 seats; `play_game`
    // applies each action with the checked `apply` and fails on a refused one.
    let mut decisions = [0u32; 3];
    for rules in RULE_SETS {
        for seats in 2..=5u8 {
            for seed in 0..6u64 {
                let kinds: Vec<BotKind> = (0..seats)
                    .map(|s| BotKind::ALL[(s as usize + seed as usize) % 3])
                    .collect();
                let mut bots: Vec<_> = kinds
                    .iter()
                    .enumerate()
                    .map(|(s, k)| make(*k, seed * 10 + s as u64))
                    .collect();
                let game = play_game(&setup(rules, seats), seed, &mut bots)
                    .unwrap_or_else(|e| panic!("{rules}, {seats} seats, seed {seed}: {e}"));
                for (s, k) in kinds.iter().enumerate() {
                    decisions[*k as usize] += game.times_ns[s].len() as u32;
                }
            }
        }
    }
    for (k, n) in BotKind::ALL.iter().zip(decisions) {
        assert!(n >= 1000, "{k} took only {n} decisions");
    }
}

/// The bots play any house set: every kind, random switches over both bases, and the
/// engine checks every action they choose and the table's integrity after it.
#[test]
fn bots_play_any_combination_of_switches() {
    let mut rng = ChaCha8Rng::seed_from_u64(58);
    for game_no in 0..45u64 {
        let rules = super::house_set(game_no % 3 != 0, rng.random());
        let seats = rng.random_range(2..=5u8);
        let mut bots: Vec<_> = (0..seats)
            .map(|s| {
                make(
                    BotKind::ALL[(s as usize + game_no as usize) % 3],
                    game_no * 10 + s as u64,
                )
            })
            .collect();
        let setup = Setup::new(seats, rules.clone());
        let (mut game, _) = Game::new(setup, game_no).unwrap();
        let mut steps = 0;
        while let Some(decision) = game.state().pending().cloned() {
            let seat = decision.seat();
            let action = bots[seat as usize].decide(&game.observe(seat));
            game.apply(action)
                .unwrap_or_else(|e| panic!("{rules:?}: {e}"));
            game.state()
                .check_integrity()
                .unwrap_or_else(|e| panic!("{rules:?}: {e}"));
            steps += 1;
            assert!(steps < 5_000, "{rules:?}: the game does not end");
        }
        assert!(game.state().is_over());
    }
}

#[test]
fn bots_answer_every_decision_variant_legally_in_random_positions() {
    // Random play to a random point, then each bot's answer must be in the legal list
    // (or the same card as a listed one).
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut kinds_seen = std::collections::HashSet::new();
    for round in 0..240u64 {
        let rules = RULE_SETS[(round % 3) as usize];
        let seats = 2 + (round % 4) as u8;
        let mut state = GameState::new(&setup(rules, seats), round).unwrap();
        let steps = rng.random_range(0..150);
        for _ in 0..steps {
            if state.is_over() {
                break;
            }
            let legal = state.legal_actions();
            state.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        }
        let Some(decision) = state.pending().cloned() else {
            continue;
        };
        kinds_seen.insert(std::mem::discriminant(&decision));
        let obs = state.observe(decision.seat());
        for kind in BotKind::ALL {
            let action = make(kind, round).decide(&obs);
            assert!(
                state.is_legal(&action),
                "{kind} chose {action:?} for {decision:?} ({rules}, {seats} seats)"
            );
        }
    }
    assert!(
        kinds_seen.len() >= 6,
        "only {} decision kinds met",
        kinds_seen.len()
    );
}

#[test]
fn bot_choice_ignores_hidden_information() {
    // Two states that differ only in what the deciding seat cannot see give it equal
    // observations, and a bot with the same seed the same action.
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut checked = 0;
    let mut differed = 0;
    let mut looked = 0;
    for round in 0..90u64 {
        let rules = RULE_SETS[(round % 3) as usize];
        let seats = 2 + (round % 4) as u8;
        let mut state = GameState::new(&setup(rules, seats), 1000 + round).unwrap();
        let steps = rng.random_range(0..100);
        for _ in 0..steps {
            if state.is_over() {
                break;
            }
            let legal = state.legal_actions();
            state.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        }
        let Some(seat) = state.pending().map(|d| d.seat()) else {
            continue;
        };
        let obs = state.observe(seat);
        let one = obs.sample(&mut ChaCha8Rng::seed_from_u64(round));
        let two = obs.sample(&mut ChaCha8Rng::seed_from_u64(round + 1_000_000));
        if one != two {
            differed += 1;
        }
        let (o1, o2) = (one.observe(seat), two.observe(seat));
        assert_eq!(o1, o2);
        assert_eq!(o1, obs);
        for kind in BotKind::ALL {
            let a = make(kind, round).decide(&o1);
            let b = make(kind, round).decide(&o2);
            let real = make(kind, round).decide(&obs);
            assert_eq!(a, b, "{kind}: {rules}, {seats} seats, round {round}");
            assert_eq!(a, real, "{kind}: {rules}, {seats} seats, round {round}");
            // Handed the true state, a bot built for play still does not look.
            let shown = make(kind, round).decide_knowing(&obs, &one);
            assert_eq!(a, shown, "{kind}: {rules}, {seats} seats, round {round}");
            assert!(one.is_legal(&a) && two.is_legal(&a) && state.is_legal(&a));
        }
        // The arena's measuring bot does look (`--hard-sight everything`).
        let seeing = |truth: &GameState| {
            HardBot::with_budget(round, TEST_BUDGET)
                .seeing(Sight::Everything)
                .decide_knowing(&obs, truth)
        };
        let (s1, s2) = (seeing(&one), seeing(&two));
        assert!(one.is_legal(&s1) && two.is_legal(&s2));
        if s1 != s2 {
            looked += 1;
        }
        checked += 1;
    }
    assert!(checked >= 60, "only {checked} positions checked");
    assert!(looked > 0, "a Hard bot set to see never used what it saw");
    assert!(
        differed >= checked / 2,
        "the samples rarely differed ({differed})"
    );
}

#[test]
fn games_of_bots_always_end() {
    for rules in RULE_SETS {
        for seats in [2u8, 3, 5] {
            for kind in [BotKind::Easy, BotKind::Normal] {
                for seed in 0..15u64 {
                    let mut bots: Vec<_> =
                        (0..seats).map(|s| make(kind, seed + s as u64)).collect();
                    let game = play_game(&setup(rules, seats), seed, &mut bots)
                        .unwrap_or_else(|e| panic!("{kind}: {e}"));
                    assert!(game.decisions < arena::MAX_DECISIONS);
                    assert!(!game.winners.is_empty());
                }
            }
        }
    }
    // A table of Hard bots too, on a short budget.
    let mut bots: Vec<_> = (0..3).map(|s| make(BotKind::Hard, s)).collect();
    let game = play_game(&setup("extended", 3), 42, &mut bots).unwrap();
    assert!(!game.winners.is_empty());
    // And one whose rollouts stop at a horizon (as with four seats in extended).
    let mut bots: Vec<Box<dyn Bot + Send>> = (0..4u64)
        .map(|s| -> Box<dyn Bot + Send> {
            if s == 0 {
                Box::new(HardBot::with_budget(
                    s,
                    Budget {
                        horizon: Some(6),
                        ..TEST_BUDGET
                    },
                ))
            } else {
                make(BotKind::Normal, s)
            }
        })
        .collect();
    let game = play_game(&setup("extended", 4), 7, &mut bots).unwrap();
    assert!(!game.winners.is_empty());
}

#[test]
fn the_hard_budget_stops_rollouts_only_at_crowded_extended_tables() {
    for rules in RULE_SETS {
        let rules = RuleSet::named(rules).unwrap();
        for seats in 2..=5u8 {
            let budget = Budget::for_table(&rules, seats);
            let crowded = rules.is_extended() && seats >= 4;
            assert_eq!(budget.horizon.is_some(), crowded, "{} {seats}", rules.name);
            assert!(budget.iterations > 0 && budget.time.is_some());
        }
    }
}

#[test]
fn bot_kinds_parse_and_print() {
    for k in BotKind::ALL {
        assert_eq!(k.to_string().parse::<BotKind>(), Ok(k));
        assert_eq!(k.make(1).name(), k.name());
    }
    assert_eq!(" Hard ".parse::<BotKind>(), Ok(BotKind::Hard));
    assert!("expert".parse::<BotKind>().is_err());
}

#[test]
fn arena_statistics() {
    let (lo, hi) = wilson(60.0, 100.0);
    assert!(
        (lo - 0.502).abs() < 0.002 && (hi - 0.691).abs() < 0.002,
        "{lo} {hi}"
    );
    assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    use BotKind::*;
    assert_eq!(
        lineups(&[Hard, Normal], 4),
        vec![vec![Hard, Normal, Normal, Normal]]
    );
    assert_eq!(
        lineups(&[Hard, Normal, Easy], 4),
        vec![vec![Hard, Normal, Easy, Easy]]
    );
    assert_eq!(
        lineups(&[Hard, Normal, Easy], 2),
        vec![vec![Hard, Normal], vec![Hard, Easy], vec![Normal, Easy]]
    );
}

#[test]
fn candidate_values_measure_against_the_strategys_own_choice() {
    let setup = Setup::new(2, RuleSet::classic());
    let state = GameState::new(&setup, 8).unwrap();
    let seat = state.pending().unwrap().seat();
    let obs = state.observe(seat);
    let values = CandidateValues::measure(&obs, 40, 1).expect("a first turn has choices");
    assert!(values.actions.len() >= 2);
    assert_eq!(values.gains.len(), values.actions.len());
    assert_eq!(values.gains[values.default], Some(0.0));
    assert!(values.best < values.actions.len());
    assert!(values.best_gain().abs() <= 1.0);
    for (i, a) in values.actions.iter().enumerate() {
        assert!(obs.legal.contains(a), "{a:?} is legal");
        assert_eq!(values.index_of(&obs, a), Some(i));
    }
}

#[test]
fn regret_measures_every_searched_decision_of_its_games() {
    let cfg = regret::RegretConfig {
        run: regret::RegretRun {
            seats: 2,
            games: 2,
            seed: 5,
            threads: 2,
            oracle_deals: 30,
            budgets: vec![8, 16],
            repeats: 1,
        },
        rules: RuleSet::classic(),
        play_budget: Some(TEST_BUDGET),
    };
    let r = regret::run_regret(&cfg, &mut |_, _| {});
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.games, 2);
    assert!(r.decisions > 0);
    // A decision's gain or loss is a difference of win rates: at most a whole game.
    let most = r.decisions as f64 / r.games as f64;
    assert!(r.gain_per_game.is_finite() && r.gain_per_game.abs() <= most);
    assert_eq!(r.loss_per_game.len(), 2);
    for (b, loss) in &r.loss_per_game {
        assert!(loss.is_finite() && loss.abs() <= most, "budget {b}: {loss}");
    }
}

#[test]
fn a_small_match_rotates_seats_and_counts_every_game() {
    let cfg = arena::MatchConfig {
        game: arena::ArenaGame::SleepingQueens(RuleSet::extended()),
        seats: 3,
        kinds: vec![BotKind::Normal, BotKind::Easy],
        games: 7,
        seed: 3,
        threads: 2,
        hard_budget: Some(TEST_BUDGET),
        hard_sight: Default::default(),
        hard_window: None,
    };
    let report = arena::run_match(&cfg, &mut |_, _| {});
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(
        report.games, 9,
        "7 rounded up to whole rotations of 3 seats"
    );
    let total: f64 = report.lineups[0].wins.iter().sum();
    assert!(
        (total - 9.0).abs() < 1e-9,
        "every game has a winner: {total}"
    );
    let normal = &report.bots[0];
    assert_eq!((normal.kind, normal.games), (BotKind::Normal, 9));
    // Results are added in the jobs' order: a seed gives the same report on one thread.
    let alone = arena::run_match(&arena::MatchConfig { threads: 1, ..cfg }, &mut |_, _| {});
    assert_eq!(alone.games, report.games);
    assert_eq!(alone.mean_turns.to_bits(), report.mean_turns.to_bits());
    for (a, b) in alone.bots.iter().zip(&report.bots) {
        assert_eq!(
            (a.kind, a.games, a.wins.to_bits()),
            (b.kind, b.games, b.wins.to_bits())
        );
    }
    for (a, b) in alone.lineups.iter().zip(&report.lineups) {
        assert_eq!((&a.lineup, a.games, &a.wins), (&b.lineup, b.games, &b.wins));
    }
}

/// A Hard bot told to stop (a window's deadline, kept by the caller's clock) answers
/// with what it has: told before its search began, its own strategy's choice, the same
/// as a bot with no search at all; told after a few deals, a legal choice, with `stop`
/// asked once a deal and no more.
#[test]
fn a_hard_bot_told_to_stop_answers_with_what_it_has() {
    use std::cell::Cell;
    let budget = Budget {
        iterations: 4000,
        time: None,
        cautious: true,
        horizon: None,
    };
    let none = Budget {
        iterations: 0,
        ..budget
    };
    let mut searched = 0;
    for seed in 0..20u64 {
        let (game, _) = Game::new(setup("extended", 3), seed).expect("a game");
        let seat = game.state().pending().expect("a decision").seat();
        let obs = game.state().observe(seat);
        if obs.legal.len() < 3 {
            continue;
        }
        let asked = Cell::new(0u32);
        let at_once = HardBot::with_budget(seed, budget).decide_until(&obs, &|| {
            asked.set(asked.get() + 1);
            true
        });
        if asked.get() == 0 {
            // One candidate: nothing to search, nothing asked.
            continue;
        }
        assert_eq!(asked.get(), 1, "asked once, before the search");
        assert_eq!(at_once, HardBot::with_budget(seed, none).decide(&obs));
        let asked = Cell::new(0u32);
        let later = HardBot::with_budget(seed, budget).decide_until(&obs, &|| {
            asked.set(asked.get() + 1);
            asked.get() > 5
        });
        assert!(obs.legal.contains(&later), "{later:?}");
        assert!(asked.get() <= 6, "asked {} times", asked.get());
        searched += 1;
    }
    assert!(searched >= 10, "only {searched} first turns had a choice");
}
