//! Take-backs: a seat returns to just before its latest decision, and the game is then
//! exactly the replay of the shorter record; honest take-backs stop at anything hidden
//! that reached the seat since.

use sq_core::sleeping_queens::*;
use sq_core::takeback::{TakeBack, TakeBackRefusal};

/// A game of `rules` from `seed`, played by a fixed pick of the legal actions.
fn played(rules: &str, seats: u8, seed: u64, actions: usize) -> Game {
    crate::scripted_game(rules, seats, seed, actions, 7)
}

#[test]
fn a_take_back_is_the_replay_of_the_shorter_record() {
    for rules in ["classic", "extended", "extended-v1"] {
        for seed in 0..12u64 {
            let mut game = played(rules, 2 + (seed % 3) as u8, seed, 40 + seed as usize * 5);
            for seat in 0..game.state().seat_count() {
                let Ok(keep) = game.take_back_point(seat, true) else {
                    continue;
                };
                let mut back = game.clone();
                back.take_back(seat, true).expect("practice allows it");
                let shorter = GameRecord {
                    actions: game.record().actions[..keep].to_vec(),
                    ..game.record().clone()
                };
                let replayed = Game::replay(&shorter).expect("a prefix replays");
                assert_eq!(back.record(), replayed.record(), "{rules} {seed}");
                assert_eq!(back.state(), replayed.state(), "{rules} {seed}");
                assert_eq!(back.history(), replayed.history(), "{rules} {seed}");
                // It is the seat's decision again, the one it took back.
                assert_eq!(
                    back.state().pending().map(|d| d.seat()),
                    Some(seat),
                    "{rules} {seed}"
                );
                // More presses go further back, one decision at a time.
                let before = back.record().actions.len();
                if back.take_back(seat, true).is_ok() {
                    assert!(back.record().actions.len() < before);
                }
                game = back;
            }
        }
    }
}

#[test]
fn an_honest_take_back_stops_at_a_hidden_draw_and_practice_goes_past_it() {
    // Seat 0 discards numbers on its first turn and draws: it has seen the new cards.
    let mut checked = 0;
    for seed in 0..200u64 {
        let setup = Setup::new(2, RuleSet::classic());
        let (mut game, _) = Game::new(setup, seed).unwrap();
        let seat = game.state().current_seat();
        let Some(numbers) = game
            .state()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::PlayNumbers(_)))
        else {
            continue;
        };
        let before = game.clone();
        game.apply(numbers).unwrap();
        assert_eq!(
            game.take_back_point(seat, false),
            Err(TakeBackRefusal::WouldUnsee(Unseen::Draw)),
            "seed {seed}"
        );
        let unchanged = game.record().clone();
        assert!(game.take_back(seat, false).is_err());
        assert_eq!(
            game.record(),
            &unchanged,
            "a refused take-back changes nothing"
        );
        game.take_back(seat, true).expect("practice allows it");
        assert_eq!(game.state(), before.state(), "seed {seed}");
        checked += 1;
    }
    assert!(
        checked > 20,
        "enough deals open with a number play: {checked}"
    );
}

#[test]
fn an_honest_take_back_is_allowed_when_nothing_hidden_was_seen() {
    // Seat 0 plays a King and has not yet picked a queen: nothing was shown to it.
    let mut checked = 0;
    for seed in 0..200u64 {
        let setup = Setup::new(3, RuleSet::extended());
        let (mut game, _) = Game::new(setup, seed).unwrap();
        let seat = game.state().current_seat();
        let Some(king) = game
            .state()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Play(c) if c.card().is_king()))
        else {
            continue;
        };
        let before = game.clone();
        game.apply(king).unwrap();
        assert!(matches!(
            game.state().pending(),
            Some(Decision::PickSleepingQueen { .. })
        ));
        game.take_back(seat, false)
            .expect("nothing hidden was seen");
        assert_eq!(game.state(), before.state(), "seed {seed}");
        // Turning a sleeping queen face up shows her: no honest take-back after that.
        game.apply(king).unwrap();
        let shown = game.state().legal_actions().into_iter().find(|slot| {
            let mut trial = game.clone();
            let events = trial.apply(*slot).unwrap();
            events
                .iter()
                .any(|e| matches!(e, GameEvent::Revealed { .. } | GameEvent::Woken { .. }))
        });
        if let Some(slot) = shown {
            game.apply(slot).unwrap();
            assert!(
                matches!(
                    game.take_back_point(seat, false),
                    Err(TakeBackRefusal::WouldUnsee(Unseen::Queen))
                ),
                "seed {seed}"
            );
        }
        checked += 1;
    }
    assert!(checked > 20, "enough deals open with a King: {checked}");
    let (game, _) = Game::new(Setup::new(2, RuleSet::classic()), 1).unwrap();
    assert_eq!(
        game.take_back_point(0, true),
        Err(TakeBackRefusal::NothingToTakeBack)
    );
}

// Mad Queens takes back through the same code (`sq_core::takeback`, over the seam).

mod mad_queens {
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use rand_chacha::ChaCha8Rng;
    use sq_core::engine::GameEngine;
    use sq_core::mad_queens::*;
    use sq_core::takeback::{TakeBack, TakeBackRefusal};

    /// A game of Mad Queens from `seed`, `actions` choices in, every choice (the seat
    /// and its action) at random.
    fn played(players: u8, seed: u64, actions: usize) -> MadGame {
        let (mut game, _) = MadGame::new(MadSetup::new(players), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x7A4E);
        for _ in 0..actions {
            let Some(&seat) = game.waiting_on().choose(&mut rng) else {
                break;
            };
            // Mostly on: a stop ends a seat's game at once.
            let legal: Vec<MadAction> = GameEngine::legal(&game, seat);
            let action = if legal.contains(&MadAction::Reveal) && legal.len() > 1 {
                *[MadAction::Reveal, MadAction::Reveal, MadAction::Bank]
                    .choose(&mut rng)
                    .unwrap()
            } else {
                *legal.choose(&mut rng).unwrap()
            };
            let action = if legal.contains(&action) {
                action
            } else {
                legal[0]
            };
            game.apply_as(seat, action).unwrap();
        }
        game
    }

    fn same(a: &MadGame, b: &MadGame) {
        assert_eq!(a.record(), b.record());
        for seat in 0..a.state().players() {
            assert_eq!(a.observe(seat), b.observe(seat), "seat {seat}");
        }
        assert_eq!(a.history(), b.history());
    }

    /// A practice game takes back any decision (docs/mad-queens.md, "Taking back"): the
    /// game after it is exactly the replay of the record before that seat's latest choice.
    #[test]
    fn a_mad_queens_practice_take_back_is_the_replay_of_the_shorter_record() {
        let mut checked = 0;
        for players in 1..=4u8 {
            for seed in 0..10u64 {
                let game = played(players, seed, 5 + seed as usize * 7);
                for seat in 0..players {
                    let Ok(keep) = game.take_back_point(seat, true) else {
                        continue;
                    };
                    let mut back = game.clone();
                    back.take_back(seat, true).expect("practice allows it");
                    assert_eq!(back.record().actions.len(), keep);
                    assert_eq!(back.record().actions[..], game.record().actions[..keep]);
                    assert_eq!(game.record().actions[keep].seat, seat);
                    same(&back, &game.rewound(keep).unwrap());
                    // The seat has its decision again.
                    assert!(back.waiting_on().contains(&seat));
                    checked += 1;
                }
            }
        }
        assert!(checked > 60, "{checked}");
    }

    /// In a normal game a Reveal is never taken back (it showed a card), nor anything
    /// before a card or a round's end the seat has seen since.
    #[test]
    fn a_mad_queens_normal_take_back_never_unsees_a_card() {
        let mut offered = 0;
        for players in 1..=4u8 {
            for seed in 0..30u64 {
                let game = played(players, seed, 3 + seed as usize * 3);
                for seat in 0..players {
                    let played = GameEngine::played(&game);
                    let last = played.iter().rposition(|p| p.seat == seat);
                    match game.take_back_point(seat, false) {
                        Ok(at) => {
                            offered += 1;
                            assert_eq!(Some(at), last);
                            assert_ne!(played[at].action, MadAction::Reveal);
                            let seen = sq_core::mad_queens::seen_by(
                                &game.history()[played[at].mark..],
                                Some(seat),
                            );
                            assert!(
                                !seen.iter().any(|e| matches!(
                                    e,
                                    MadEvent::Revealed { .. } | MadEvent::RoundEnded { .. }
                                )),
                                "{seen:?}"
                            );
                        }
                        Err(TakeBackRefusal::NothingToTakeBack) => assert_eq!(last, None),
                        Err(TakeBackRefusal::WouldUnsee(_)) => {
                            assert!(last.is_some())
                        }
                        Err(e) => panic!("{e}"),
                    }
                }
            }
        }
        assert!(offered > 5, "{offered}");
    }

    /// A Bank that showed nothing new comes back while the round goes on; once the
    /// round has ended (every play shown), it no longer does.
    #[test]
    fn a_mad_queens_bank_comes_back_until_the_round_ends() {
        let mut checked = 0;
        for seed in 0..40u64 {
            let (mut game, _) = MadGame::new(MadSetup::new(2), seed).unwrap();
            if game.apply_as(0, MadAction::Reveal).is_err()
                || !GameEngine::legal(&game, 0).contains(&MadAction::Bank)
                || !game.waiting_on().contains(&1)
            {
                continue;
            }
            let before = game.clone();
            game.apply_as(0, MadAction::Bank).unwrap();
            assert_eq!(game.take_back_point(0, false), Ok(1), "seed {seed}");
            let mut back = game.clone();
            back.take_back(0, false).unwrap();
            same(&back, &before);
            // Seat 1 plays its round to the end: the round's end shows seat 0 its play.
            while game.state().round() == 1 && game.waiting_on().contains(&1) {
                let legal = GameEngine::legal(&game, 1);
                let action = if legal.contains(&MadAction::Bank) {
                    MadAction::Bank
                } else {
                    legal[0]
                };
                game.apply_as(1, action).unwrap();
            }
            if game.state().round() > 1 {
                assert!(matches!(
                    game.take_back_point(0, false),
                    Err(TakeBackRefusal::WouldUnsee(_))
                ));
                checked += 1;
            }
        }
        assert!(checked > 5, "{checked}");
    }
}
