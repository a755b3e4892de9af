//! Properties of the engine over random games, as proptest properties: every rule set
//! and random house sets (any combination of switches that can stand together), 2–5
//! seats, any deal. A game is a *script*: at each step it takes the legal action its
//! next number picks (modulo the list's length); after the script a stream from the
//! seed plays on to the end. A failure is shrunk to the shortest script that still
//! shows it, and the message lists the actions played up to it.
//!
//! `SQ_PROPTEST_GAMES=1000000 cargo test --release --no-default-features --test engine
//! properties` runs a million games per property (the default run plays a few hundred).

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use sq_core::sleeping_queens::*;

use super::house_set;

const RULE_SETS: [&str; 3] = ["classic", "extended", "extended-v1"];

/// Games per property unless `SQ_PROPTEST_GAMES` says otherwise.
const DEFAULT_GAMES: u32 = 256;

/// A game that goes on longer than this is a fault of the engine.
const MAX_STEPS: usize = 20_000;

fn config() -> ProptestConfig {
    let games = std::env::var("SQ_PROPTEST_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_GAMES);
    ProptestConfig {
        cases: games,
        ..ProptestConfig::default()
    }
}

/// One game to play: its rules, seats, deal, and the choices that start it.
#[derive(Clone, Debug)]
struct Script {
    rules: RuleSet,
    seats: u8,
    seed: u64,
    choices: Vec<u16>,
}

fn scripts() -> impl Strategy<Value = Script> {
    // Half the games under a built-in set, half under a random house set (a third of
    // those over the classic base).
    let rules = prop_oneof![
        (0..RULE_SETS.len()).prop_map(|r| RuleSet::named(RULE_SETS[r]).unwrap()),
        (0u8..3, any::<u32>()).prop_map(|(base, bits)| house_set(base != 0, bits)),
    ];
    (rules, 2u8..=5, any::<u64>(), vec(any::<u16>(), 0..400)).prop_map(
        |(rules, seats, seed, choices)| Script {
            rules,
            seats,
            seed,
            choices,
        },
    )
}

/// What a failing game was: enough to play it again by hand.
fn story(game: &Game) -> String {
    let record = game.record();
    format!(
        "{} rules {:?}, {} seats, seed {}, after {} actions: {:?}",
        record.setup.rules.name,
        record.setup.rules.switches,
        record.setup.seats,
        record.seed,
        record.actions.len(),
        record.actions
    )
}

/// Plays `script` to the end of the game, calling `check` before every step with the
/// game and the actions it lists. Returns the finished game.
fn play(
    script: &Script,
    mut check: impl FnMut(&Game, &[Action]) -> Result<(), TestCaseError>,
) -> Result<Game, TestCaseError> {
    let setup = Setup::new(script.seats, script.rules.clone());
    let (mut game, _) = Game::new(setup, script.seed).unwrap();
    let mut rest = ChaCha8Rng::seed_from_u64(script.seed);
    let mut step = 0;
    while !game.state().is_over() {
        let legal = game.state().legal_actions();
        prop_assert!(!legal.is_empty(), "nothing is legal: {}", story(&game));
        check(&game, &legal)?;
        let action = match script.choices.get(step) {
            Some(n) => legal[*n as usize % legal.len()],
            None => *legal.choose(&mut rest).unwrap(),
        };
        game.apply(action)
            .map_err(|e| TestCaseError::fail(format!("{e}: {}", story(&game))))?;
        step += 1;
        prop_assert!(step < MAX_STEPS, "the game does not end: {}", story(&game));
    }
    Ok(game)
}

/// Any action at all, legal or not: in range and out of it.
fn any_action() -> impl Strategy<Value = Action> {
    let card = (0u8..100).prop_map(CardId);
    let seat = 0u8..7;
    prop_oneof![
        card.clone().prop_map(Action::Play),
        // Any cards of the deck, each counted as any value (a play is never empty).
        (1usize..6)
            .prop_flat_map(|n| (vec(0..CardId::all().count() as u8, n), vec(1u8..=10, n)))
            .prop_map(|(c, v)| {
                let cards: Vec<CardId> = c.into_iter().map(CardId).collect();
                Action::PlayNumbers(NumberPlay::new(&cards, &v).expect("valid cards and values"))
            }),
        card.clone().prop_map(Action::DiscardStuck),
        (0u8..20).prop_map(Action::Slot),
        (seat.clone(), 0u8..8).prop_map(|(seat, index)| Action::Owned { seat, index }),
        card.prop_map(Action::Answer),
        Just(Action::Pass),
        Just(Action::Continue),
        Just(Action::Parity(Parity::Odd)),
        Just(Action::Parity(Parity::Even)),
        (0u8..20).prop_map(Action::Blind),
        (seat, 0u8..8).prop_map(|(seat, index)| Action::Burn { seat, index }),
        (0..Queen::ALL.len()).prop_map(|q| Action::PutBack(PutBack::Queen(Queen::ALL[q]))),
        Just(Action::PutBack(PutBack::FivePointQueens)),
    ]
}

/// Whether two actions are the same choice: the engine lists two copies of a card (or
/// the same number values) once and accepts either.
fn same_choice(a: Action, b: Action) -> bool {
    fn numbers(p: &NumberPlay) -> Vec<(Card, u8)> {
        let mut v: Vec<(Card, u8)> = p
            .cards()
            .iter()
            .map(|c| c.card())
            .zip(p.values().iter().copied())
            .collect();
        v.sort();
        v
    }
    match (a, b) {
        (Action::Play(x), Action::Play(y))
        | (Action::Answer(x), Action::Answer(y))
        | (Action::DiscardStuck(x), Action::DiscardStuck(y)) => x.card() == y.card(),
        (Action::PlayNumbers(x), Action::PlayNumbers(y)) => numbers(&x) == numbers(&y),
        _ => a == b,
    }
}

proptest! {
    #![proptest_config(config())]

    /// Every action the engine lists is accepted and leaves every card accounted for.
    #[test]
    fn listed_actions_are_legal_and_keep_the_state_whole(script in scripts()) {
        let game = play(&script, |game, legal| {
            for action in legal {
                let mut copy = game.state().clone();
                if let Err(e) = copy.apply(*action) {
                    return Err(TestCaseError::fail(format!(
                        "listed {action:?} refused ({e}): {}", story(game)
                    )));
                }
                if let Err(e) = copy.check_integrity() {
                    return Err(TestCaseError::fail(format!(
                        "{action:?} broke the state ({e}): {}", story(game)
                    )));
                }
            }
            Ok(())
        })?;
        prop_assert!(game.state().check_integrity().is_ok(), "{}", story(&game));
        prop_assert!(game.state().outcome().is_some(), "over with no outcome: {}", story(&game));
    }

    /// An action the engine does not list is refused and changes nothing.
    #[test]
    fn illegal_actions_are_refused_and_change_nothing(
        script in scripts(),
        tries in vec(any_action(), 1..64),
    ) {
        let mut next = tries.iter().cycle();
        play(&script, |game, legal| {
            let action = *next.next().unwrap();
            let mut copy = game.clone();
            match copy.apply(action) {
                Ok(_) => prop_assert!(
                    legal.iter().any(|l| same_choice(*l, action)),
                    "{action:?} was accepted but not listed: {}", story(game)
                ),
                Err(_) => {
                    prop_assert!(
                        !legal.contains(&action),
                        "listed {action:?} refused: {}", story(game)
                    );
                    prop_assert_eq!(copy.state(), game.state(), "{}", story(game));
                    prop_assert_eq!(copy.record(), game.record());
                    prop_assert_eq!(copy.history(), game.history());
                }
            }
            Ok(())
        })?;
    }

    /// T-3: a game replayed from its record is the same game, event for event.
    #[test]
    fn t_3_replaying_the_record_gives_the_same_game(script in scripts()) {
        let game = play(&script, |_, _| Ok(()))?;
        let again = Game::replay(game.record()).unwrap();
        prop_assert_eq!(again.state(), game.state(), "{}", story(&game));
        prop_assert_eq!(again.history(), game.history());
        // And from any point of it: a save made in the middle of the game.
        let cut = script.choices.len().min(game.record().actions.len());
        let mut part = game.record().clone();
        part.actions.truncate(cut);
        let middle = Game::replay(&part).unwrap();
        let again = Game::replay(middle.record()).unwrap();
        prop_assert_eq!(again.state(), middle.state(), "{}", story(&middle));
    }

    /// What a seat observes does not change when only what it cannot see changes: every
    /// deal of the hidden cards consistent with its observation shows it the same.
    #[test]
    fn an_observation_does_not_change_when_only_hidden_cards_do(
        script in scripts(),
        deals in any::<u64>(),
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(deals);
        let mut step = 0;
        play(&script, |game, _| {
            step += 1;
            // Every few steps: enough to meet every kind of decision, quick enough.
            if step % 7 != 1 {
                return Ok(());
            }
            for seat in 0..game.state().seat_count() {
                let seen = game.state().observe(seat);
                let other = seen.sample(&mut rng);
                prop_assert_eq!(
                    other.observe(seat), seen.clone(),
                    "seat {} at {}", seat, story(game)
                );
                prop_assert!(other.check_integrity().is_ok(), "{}", story(game));
            }
            Ok(())
        })?;
    }

    /// Every choice from outside the engine names its seat (`Game::apply_as`): a seat the
    /// game is not waiting for is refused and nothing changes; the seat it waits for
    /// plays exactly as `apply` would.
    #[test]
    fn only_the_seat_the_game_waits_for_may_choose(script in scripts(), pick in any::<u16>()) {
        let game = play(&script, |game, legal| {
            let waiting = game.state().pending().map(Decision::seat).unwrap();
            let action = legal[pick as usize % legal.len()];
            for other in (0..game.state().seat_count()).filter(|s| *s != waiting) {
                let mut copy = game.clone();
                prop_assert_eq!(
                    copy.apply_as(other, action),
                    Err(RuleError::NotYourDecision { seat: other, waiting_for: Some(waiting) }),
                    "{}", story(game)
                );
                prop_assert_eq!(copy.state(), game.state());
                prop_assert_eq!(copy.record(), game.record());
            }
            let (mut by_seat, mut plain) = (game.clone(), game.clone());
            prop_assert_eq!(by_seat.apply_as(waiting, action), plain.apply(action));
            prop_assert_eq!(by_seat.state(), plain.state());
            Ok(())
        })?;
        prop_assert_eq!(game.clone().apply_as(0, Action::Pass), Err(RuleError::GameOver));
    }
}
