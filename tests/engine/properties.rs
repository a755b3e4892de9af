//! Properties over random games: every rule set, 2–5 seats, many seeds.

use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sleeping_queens::rules::*;

const RULE_SETS: [&str; 3] = ["classic", "extended", "extended-v1"];

/// Plays random legal actions; checks the invariants after every step.
fn random_game(rules: &str, seats: u8, seed: u64, check: bool) -> Game {
    let setup = Setup::new(seats, RuleSet::named(rules).unwrap());
    let (mut game, _) = Game::new(setup, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabcdef);
    let mut steps = 0;
    while !game.state().is_over() {
        let legal = game.state().legal_actions();
        assert!(
            !legal.is_empty(),
            "no legal action: {:?}",
            game.state().pending()
        );
        let action = *legal.choose(&mut rng).unwrap();
        if check {
            for a in &legal {
                let mut copy = game.state().clone();
                copy.apply(*a)
                    .unwrap_or_else(|e| panic!("listed action refused: {e}"));
                copy.check_integrity().unwrap();
            }
        }
        game.apply(action).unwrap();
        if check {
            game.state().check_integrity().unwrap();
        }
        steps += 1;
        assert!(
            steps < 20_000,
            "game did not end ({rules}, {seats}, {seed})"
        );
    }
    game
}

#[test]
fn random_games_end_without_panic_and_keep_every_card() {
    for rules in RULE_SETS {
        for seats in 2..=5 {
            for seed in 0..40 {
                random_game(rules, seats, seed, seed < 6);
            }
        }
    }
}

#[test]
fn t_3_replaying_the_log_gives_the_same_state() {
    for rules in RULE_SETS {
        for seats in 2..=5 {
            for seed in 100..106 {
                let game = random_game(rules, seats, seed, false);
                let again = Game::replay(game.record()).unwrap();
                assert_eq!(again.state(), game.state());
                assert_eq!(again.history(), game.history());
            }
        }
    }
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let (mut game, _) = Game::new(Setup::new(3, RuleSet::extended()), 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..300 {
        if game.state().is_over() {
            break;
        }
        let before = game.state().clone();
        for bad in [
            Action::Slot(200),
            Action::Owned { seat: 9, index: 0 },
            Action::Blind(50),
            Action::Burn { seat: 7, index: 9 },
            Action::Play(CardId(250)),
        ] {
            assert!(game.clone().apply(bad).is_err());
        }
        assert_eq!(game.state(), &before);
        let legal = game.state().legal_actions();
        game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
    }
}

#[test]
fn observation_ignores_hidden_information() {
    // Re-deal what a seat cannot see; its observation must not change.
    for rules in RULE_SETS {
        for seed in 0..12u64 {
            let seats = 2 + (seed % 4) as u8;
            let setup = Setup::new(seats, RuleSet::named(rules).unwrap());
            let (mut game, _) = Game::new(setup, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let steps = rng.random_range(0..120);
            for _ in 0..steps {
                if game.state().is_over() {
                    break;
                }
                let legal = game.state().legal_actions();
                game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
            }
            for seat in 0..seats {
                let obs = game.state().observe(seat);
                for k in 0..4 {
                    let mut r = ChaCha8Rng::seed_from_u64(k);
                    let other = obs.sample(&mut r);
                    assert_eq!(other.observe(seat), obs, "{rules} seed {seed} seat {seat}");
                    other.check_integrity().unwrap();
                }
            }
        }
    }
}

#[test]
fn only_the_seat_the_game_waits_for_may_choose() {
    // Every choice from outside the engine names its seat (`Game::apply_as`): a seat
    // the game is not waiting for is refused, and nothing changes.
    for rules in RULE_SETS {
        for seats in 2..=5 {
            let setup = Setup::new(seats, RuleSet::named(rules).unwrap());
            let (mut game, _) = Game::new(setup, 40 + seats as u64).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seats as u64);
            while !game.state().is_over() {
                let waiting = game.state().pending().map(Decision::seat).unwrap();
                let legal = game.state().legal_actions();
                let action = *legal.choose(&mut rng).unwrap();
                for other in (0..seats).filter(|s| *s != waiting) {
                    let before = game.state().clone();
                    let played = game.record().actions.len();
                    assert_eq!(
                        game.apply_as(other, action),
                        Err(RuleError::NotYourDecision {
                            seat: other,
                            waiting_for: Some(waiting)
                        })
                    );
                    assert_eq!(game.state(), &before, "a refused choice changes nothing");
                    assert_eq!(game.record().actions.len(), played);
                }
                // The seat it waits for plays exactly as `apply` would.
                let mut same = game.clone();
                let events = game.apply_as(waiting, action).unwrap();
                assert_eq!(same.apply(action).unwrap(), events);
                assert_eq!(same.state(), game.state());
            }
            assert_eq!(game.apply_as(0, Action::Pass), Err(RuleError::GameOver));
        }
    }
}
