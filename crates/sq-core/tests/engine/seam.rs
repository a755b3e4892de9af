//! The seam between the games (`sq_core::engine`): the same generic code plays either
//! game.

use sq_core::engine::*;
use sq_core::mad_queens::{self, MadGame};
use sq_core::sleeping_queens::bots::BotKind;
use sq_core::sleeping_queens::{self, Game};

/// The generic part of a game, the same for both: bots play it to its end through
/// the seam, only the seats it waits on ever act, and its record replays into the
/// same game.
fn whole_game<G: GameEngine>(setup: G::Setup, players: Vec<Box<dyn Player<G> + Send>>) {
    let (mut game, _) = G::start(setup, 17).expect("a game starts");
    let mut players = players;
    assert_eq!(players.len(), game.seats() as usize);
    // Nobody but the seats waited on may act.
    for seat in 0..game.seats() {
        if !game.waiting_on().contains(&seat) {
            assert!(game.legal(seat).is_empty());
        }
    }
    play_out(&mut game, &mut players, 100_000).expect("plays to its end");
    assert!(game.waiting_on().is_empty());
    let winners = game.winners().expect("over");
    assert!(!winners.is_empty());
    let again = G::replay(game.record()).expect("its record replays");
    assert_eq!(again.record(), game.record());
    assert_eq!(again.winners(), game.winners());
    assert_eq!(again.steps(), game.steps());
}

#[test]
fn both_games_play_through_the_same_code() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::SleepingQueens => whole_game::<Game>(
                sleeping_queens::Setup::new(3, sleeping_queens::RuleSet::extended()),
                (0..3)
                    .map(|s| -> Box<dyn Player<Game> + Send> { Box::new(BotKind::Normal.make(s)) })
                    .collect(),
            ),
            GameKind::MadQueens => whole_game::<MadGame>(
                mad_queens::MadSetup::new(3),
                (0..3)
                    .map(|s| -> Box<dyn Player<MadGame> + Send> {
                        Box::new(mad_queens::bots::make(BotKind::Normal, s))
                    })
                    .collect(),
            ),
        }
    }
}

#[test]
fn a_rules_name_says_which_game() {
    assert_eq!(GameKind::of_rules("mad-queens"), GameKind::MadQueens);
    assert_eq!(GameKind::of_rules("extended"), GameKind::SleepingQueens);
    assert_eq!(GameKind::MadQueens.to_string(), "mad-queens");
}
