//! Take-backs: a seat returns to just before its latest decision, and the game is then
//! exactly the replay of the shorter record; honest take-backs stop at anything hidden
//! that reached the seat since.

use sq_core::rules::*;

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
