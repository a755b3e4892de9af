//! Hints and reviews: they come from what the seat could see, and their
//! figures repeat for a seed.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sq_core::advice::{hint_with, review};
use sq_core::sleeping_queens::*;

/// A game of `rules` from `seed`, played by a fixed pick of the legal actions.
fn played(rules: &str, seats: u8, seed: u64, actions: usize) -> Game {
    crate::scripted_game(rules, seats, seed, actions, 5)
}

#[test]
fn a_hint_depends_only_on_the_observation() {
    let mut compared = 0;
    for rules in ["classic", "extended"] {
        for seed in 0..6u64 {
            let game = played(rules, 2 + (seed % 3) as u8, seed, 10 + seed as usize * 7);
            let state = game.state();
            let Some(seat) = state.pending().map(|d| d.seat()) else {
                continue;
            };
            let obs = state.observe(seat);
            // The same table as the seat sees it, with the hidden cards dealt otherwise.
            let mut rng = ChaCha8Rng::seed_from_u64(seed + 100);
            let other = obs.sample(&mut rng);
            assert_eq!(other.observe(seat), obs, "{rules} {seed}: same observation");
            if other == *state {
                continue;
            }
            let a = hint_with::<Game>(&obs, 30, 7).expect("a decision to hint");
            let b = hint_with::<Game>(&other.observe(seat), 30, 7).expect("a decision to hint");
            assert_eq!(a, b, "{rules} {seed}");
            // The hinted choice is legal, and the choices come best first.
            let best = a.best().expect("a hinted choice");
            assert!(state.is_legal(&best.action), "{rules} {seed}");
            assert!(a.choices.windows(2).all(|w| w[0].win >= w[1].win));
            assert!(a.choices.iter().all(|c| (0.0..=1.0).contains(&c.win)));
            compared += 1;
        }
    }
    assert!(
        compared >= 8,
        "only {compared} positions had hidden cards to change"
    );
}

#[test]
fn a_review_repeats_for_its_seed_and_looks_only_at_the_seats_decisions() {
    for rules in ["classic", "extended"] {
        // A game long enough to give something away.
        let game = (1..)
            .map(|seed| played(rules, 2, seed, 10_000))
            .find(|g| g.record().actions.len() >= 60)
            .expect("a long game");
        assert!(game.state().is_over(), "{rules}: the game is played out");
        let record = game.record();
        let once = review::<Game>(record, 0, 24, &mut |_, _| true)
            .expect("the record replays")
            .expect("not cancelled");
        let again = review::<Game>(record, 0, 24, &mut |_, _| true)
            .expect("the record replays")
            .expect("not cancelled");
        assert_eq!(once, again, "{rules}");
        assert!(!once.moments.is_empty(), "{rules}: decisions to review");
        // Each moment is one of seat 0's decisions, and what it chose is in the record.
        let mut replay = GameState::new(&record.setup, record.seed).expect("a game starts");
        let mut at = 0;
        for m in &once.moments {
            while at < m.action {
                replay
                    .apply(record.actions[at])
                    .expect("the record replays");
                at += 1;
            }
            assert_eq!(replay.pending().map(|d| d.seat()), Some(0), "{rules}");
            assert_eq!(record.actions[m.action], m.chose, "{rules}");
            assert!(replay.is_legal(&m.best), "{rules}");
            assert!(m.cost == 0.0 || m.chose != m.best, "{rules}");
        }
        assert!(once.swings.len() <= 3 && once.swings.windows(2).all(|w| w[0] < w[1]));
        // A fixed pick of the legal actions gives something away somewhere.
        assert!(once.mistakes().count() > 0, "{rules}: no mistake found");
        // Cancelled at the start: nothing comes back.
        let cancelled = review::<Game>(record, 0, 24, &mut |done, _| done < 1).expect("replays");
        assert_eq!(cancelled, None);
    }
}

/// A decision taken back and made again another way: the review rates the choice that
/// stood, at its place, and nothing of the one taken back.
#[test]
fn a_review_rates_the_choice_that_stood_not_the_one_taken_back() {
    use sq_core::takeback::TakeBack;
    let mut checked = 0;
    for seed in 0..40u64 {
        let mut game = played("extended", 2, seed, 12);
        if game.state().pending().map(|d| d.seat()) != Some(0) {
            continue;
        }
        let legal = game.state().legal_actions();
        let [taken_back, stood, ..] = legal[..] else {
            continue;
        };
        let at = game.record().actions.len();
        game.apply(taken_back).expect("legal");
        if game.take_back(0, true).is_err() {
            continue;
        }
        assert_eq!(game.record().actions.len(), at, "{seed}: back before it");
        game.apply(stood).expect("legal");
        for i in 0..10_000usize {
            let legal = game.state().legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply(legal[i % legal.len()]).expect("legal");
        }
        let review = review::<Game>(game.record(), 0, 8, &mut |_, _| true)
            .expect("the record replays")
            .expect("not cancelled");
        if let Some(m) = review.moments.iter().find(|m| m.action == at) {
            assert_eq!(m.chose, stood, "{seed}: the choice that stood is rated");
            checked += 1;
        }
        assert!(
            review
                .moments
                .iter()
                .all(|m| game.record().actions[m.action] == m.chose),
            "{seed}: every rated choice is the record's"
        );
    }
    assert!(
        checked >= 5,
        "only {checked} games had the decision to rate"
    );
}

#[test]
fn a_hint_names_a_legal_choice_for_every_kind_of_decision() {
    use std::collections::BTreeSet;
    let kind = |d: &Decision| {
        format!("{d:?}")
            .split([' ', '{'])
            .next()
            .unwrap_or("")
            .to_string()
    };
    let mut seen = BTreeSet::new();
    for rules in ["classic", "extended", "extended-v1"] {
        for seed in 0..4u64 {
            let setup = Setup::new(
                2 + (seed % 3) as u8,
                RuleSet::named(rules).expect("built in"),
            );
            let (mut game, _) = Game::new(setup, seed).expect("a game starts");
            let mut i = 0;
            while !game.state().is_over() && i < 400 {
                let state = game.state();
                let decision = state.pending().cloned().expect("a decision");
                let obs = state.observe(decision.seat());
                let hint = hint_with::<Game>(&obs, 4, i as u64).expect("a hint for every decision");
                let best = hint.best().expect("a hinted choice").action;
                assert!(
                    state.is_legal(&best),
                    "{rules} {seed}: {decision:?} {best:?}"
                );
                seen.insert(kind(&decision));
                let legal = state.legal_actions();
                game.apply(legal[(i * 7 + seed as usize) % legal.len()])
                    .expect("legal");
                i += 1;
            }
        }
    }
    // Every kind of decision the engine asks (answers included) was hinted.
    for k in [
        "TurnAction",
        "PickSleepingQueen",
        "PickOwnedQueen",
        "PickEmptySlot",
        "PickGridQueen",
        "Answer",
        "AfterWake",
        "ChooseParity",
        "ContinueRevealing",
        "ChooseRevealed",
        "HatBlindPick",
        "FireBurn",
        "PutBackChoice",
    ] {
        assert!(seen.contains(k), "no {k} among {seen:?}");
    }
}
