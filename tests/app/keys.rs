use super::sleeping_queens_table::{game, persons_decision, run_until, table_app};
use super::*;
use bevy::input::ButtonInput;
use sleeping_queens::game::next_game::GameConfig;
use sleeping_queens::game::sleeping_queens::hotseat::DIGITS;
use sleeping_queens::game::sleeping_queens::input::{Aiming, Focus, HandSelection, KeyFocus};
use sleeping_queens::game::sleeping_queens::model::{CardKey, Zone};
use sleeping_queens::game::sleeping_queens::pieces::{OnTable, TableCard};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Action, Card, Decision, RuleSet};

/// Presses `key` for one frame.
pub(crate) fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

/// Ana at the screen, who starts, against an Easy bot, classic rules.
fn ana_first_against_bo(seed: u64) -> GameConfig {
    GameConfig {
        seats: vec![SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Easy)],
        rules: RuleSet::classic(),
        seed: Some(seed),
        starting_seat: Some(0),
        practice: false,
    }
}

/// A table of `config` with keys, at Ana's first turn.
fn at_anas_first_turn(tag: &str, config: GameConfig) -> App {
    let mut app = table_app(tag, config, false);
    app.init_resource::<ButtonInput<KeyCode>>();
    run_until(&mut app, 400, |app| {
        matches!(
            persons_decision(app),
            Some(Decision::TurnAction { seat: 0 })
        )
    });
    app
}

#[test]
fn hot_seat_keys_pick_cards_and_enter_plays_them() {
    for seed in 0..40 {
        let config = ana_first_against_bo(seed);
        let mut app = at_anas_first_turn("keys", config);
        let mut hand = game(&app).state().hand(0).to_vec();
        hand.sort_by_key(|c| c.card());
        // Keys count from the left of the sorted hand; take a hand whose last card is
        // a number, so 5 picks a single number and Enter discards it.
        let Some(last) = hand.last().copied() else {
            continue;
        };
        if !matches!(last.card(), Card::Number(_)) || hand.len() != 5 {
            continue;
        }
        press(&mut app, KeyCode::Digit5);
        assert_eq!(app.world().resource::<HandSelection>().cards, vec![last]);
        press(&mut app, KeyCode::Enter);
        // The choice is played in the next frame's one place that calls the engine.
        app.update();
        assert!(
            matches!(game(&app).game().record().actions.first(), Some(Action::PlayNumbers(p)) if p.cards() == [last])
        );
        return;
    }
    panic!("no seed gave a number card to pick");
}

/// What the keyboard's focus is on, as the table lays it out.
pub(crate) fn focused(app: &mut App) -> Option<(CardKey, Zone)> {
    let focus = app.world().resource::<KeyFocus>().0?;
    let Focus::Card(entity) = focus else {
        return None;
    };
    let mut cards = app.world_mut().query::<(&TableCard, &OnTable)>();
    let (card, on) = cards.get(app.world(), entity).ok()?;
    Some((card.0, on.0.zone))
}

/// Presses Tab until `wanted` holds of what the focus is on, at most `n` times.
fn tab_until(app: &mut App, n: usize, wanted: impl Fn(CardKey, Zone) -> bool) -> bool {
    for _ in 0..n {
        press(app, KeyCode::Tab);
        if focused(app).is_some_and(|(k, z)| wanted(k, z)) {
            return true;
        }
    }
    false
}

/// A King is played with the keyboard alone: Tab goes to it in the hand, Enter picks it
/// up, Tab goes to a sleeping queen, Enter wakes her. The arrow keys move the focus the
/// way they point, and nothing is focused that cannot be picked.
#[test]
fn the_keyboard_alone_plays_a_king_on_a_sleeping_queen() {
    for seed in 0..60 {
        let config = ana_first_against_bo(seed);
        let mut app = at_anas_first_turn("keys-king", config);
        let hand = game(&app).state().hand(0).to_vec();
        if !hand.iter().any(|c| matches!(c.card(), Card::King(_))) {
            continue;
        }
        // The arrows move along the hand, each to a card on the side it points.
        press(&mut app, KeyCode::ArrowRight);
        let first = focused(&mut app).expect("an arrow focuses something to pick");
        let x_of = |app: &mut App| {
            let Some(Focus::Card(e)) = app.world().resource::<KeyFocus>().0 else {
                return None;
            };
            app.world().get::<Transform>(e).map(|t| t.translation.x)
        };
        let x0 = x_of(&mut app).unwrap();
        press(&mut app, KeyCode::ArrowRight);
        if let Some(x1) = x_of(&mut app)
            && focused(&mut app) != Some(first)
        {
            assert!(x1 > x0, "the right arrow went right");
        }

        assert!(
            tab_until(&mut app, 12, |k, z| matches!(
                (k, z),
                (CardKey::Deck(id), Zone::Hand(0)) if matches!(id.card(), Card::King(_))
            )),
            "Tab reaches the King"
        );
        press(&mut app, KeyCode::Enter);
        assert!(
            app.world().resource::<Aiming>().0.is_some(),
            "Enter picks the King up"
        );
        // A focus left on a card that cannot be picked (Bo's, at the top) with nothing
        // below it to pick still moves: an arrow finds the first place, never nothing.
        let bos = app
            .world_mut()
            .query::<(Entity, &OnTable)>()
            .iter(app.world())
            .find(|(_, on)| on.0.zone == Zone::Hand(1))
            .map(|(e, _)| e)
            .expect("a card in Bo's hand");
        app.world_mut()
            .insert_resource(KeyFocus(Some(Focus::Card(bos))));
        press(&mut app, KeyCode::ArrowUp);
        assert!(
            focused(&mut app).is_some(),
            "an arrow from a card that cannot be picked focuses one that can"
        );
        assert!(
            tab_until(&mut app, 20, |k, z| matches!(
                (k, z),
                (CardKey::Queen(_), Zone::Grid(_))
            )),
            "Tab reaches a sleeping queen"
        );
        let Some((_, Zone::Grid(slot))) = focused(&mut app) else {
            unreachable!()
        };
        press(&mut app, KeyCode::Enter);
        app.update();
        let actions = &game(&app).game().record().actions;
        assert!(
            matches!(actions[..], [Action::Play(k), Action::Slot(s)] if matches!(k.card(), Card::King(_)) && s == slot),
            "{actions:?}"
        );
        return;
    }
    panic!("no seed gave Ana a King");
}

/// A whole game of people sharing one screen, played with keys alone: Enter takes the
/// screen when it is passed, 1–9 and Enter answer an open call, Tab and Enter pick
/// cards and queens, D discards picked numbers, Space passes. Every decision a person
/// meets must be reachable so: one with nothing to pick, no pass and no picks to
/// discard fails the test.
fn keyboard_only_hot_seat_game(rules: &str, seed: u64) {
    use rand::{RngExt, SeedableRng};
    use sleeping_queens::game::sleeping_queens::hotseat::{HotSeat, called};
    use sleeping_queens::game::sleeping_queens::input::{Targets, button_choices, selected_play};
    let config = super::sleeping_queens_table::people(
        &["Ana", "Bo", "Cy"],
        &[],
        RuleSet::named(rules).unwrap(),
        seed,
    );
    let mut app = table_app(&format!("keys-only-{rules}"), config, false);
    app.init_resource::<ButtonInput<KeyCode>>();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let start = Instant::now();
    let mut keys_pressed = 0u32;
    while !game(&app).state().is_over() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the keyboard-only game of {rules} did not end ({} actions, {keys_pressed} keys)",
            game(&app).game().record().actions.len()
        );
        app.update();
        let seats = app.world().resource::<HotSeat>().clone();
        let presentation = super::sleeping_queens_table::presentation(&app);
        if !presentation.is_idle() {
            continue;
        }
        if seats.waiting_for(game(&app), presentation).is_some() {
            press(&mut app, KeyCode::Enter);
            keys_pressed += 1;
            continue;
        }
        let Some(decision) = persons_decision(&app) else {
            continue;
        };
        if seats.open_call_waiting().is_some() {
            let listed = called(game(&app), &decision).len();
            if rng.random_bool(0.5) && listed > 0 {
                let n = rng.random_range(0..listed.min(9));
                press(&mut app, DIGITS[n]);
            }
            press(&mut app, KeyCode::Enter);
            keys_pressed += 2;
            continue;
        }
        if seats.covered || seats.viewer != Some(decision.seat()) {
            continue;
        }
        let targets = app.world().resource::<Targets>().clone();
        let n_targets = targets.cards.len() + targets.slots.len();
        let state = game(&app).state().clone();
        let can_pass = state.legal_actions().contains(&Action::Pass);
        let picks = app.world().resource::<HandSelection>().clone();
        let can_discard = selected_play(&picks, &state).is_some();
        let buttons = button_choices(&decision, &state.legal_actions()).len();
        assert!(
            n_targets > 0 || can_pass || can_discard || buttons > 0,
            "{rules}: no key reaches a choice of {decision:?} (legal: {:?})",
            state.legal_actions()
        );
        let roll = rng.random_range(0..10);
        if buttons > 0 {
            press(&mut app, DIGITS[rng.random_range(0..buttons.min(9))]);
        } else if can_discard && roll < 4 {
            press(&mut app, KeyCode::KeyD);
        } else if can_pass && (n_targets == 0 || roll < 5) {
            press(&mut app, KeyCode::Space);
        } else if n_targets > 0 {
            for _ in 0..rng.random_range(1..=n_targets) {
                press(&mut app, KeyCode::Tab);
            }
            press(&mut app, KeyCode::Enter);
        } else {
            press(&mut app, KeyCode::KeyD);
        }
        keys_pressed += 1;
    }
    assert!(keys_pressed > 20, "{keys_pressed} keys");
    // The final table stays under its banner until Enter asks for the results.
    let mut frames = 0;
    while !super::sleeping_queens_table::presentation(&app).is_idle() && frames < 2000 {
        app.update();
        frames += 1;
    }
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::Playing,
        "{rules}: the final table is shown"
    );
    press(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(
        screen(&app),
        Screen::Results,
        "{rules}: Enter opens the results"
    );
}

#[test]
fn hot_seat_plays_a_whole_game_of_each_rule_set_with_keys_alone() {
    for (rules, seed) in [("classic", 3), ("extended", 4), ("extended-v1", 5)] {
        keyboard_only_hot_seat_game(rules, seed);
    }
}

/// V raises the number a picked Dragon stands for and Shift+V lowers it (round from 10
/// to 1 and back), and D then discards it as that number: a Dragon's value needs no
/// mouse (X-N-5).
#[test]
fn v_sets_a_picked_dragons_number_and_d_discards_it() {
    for seed in 0..80 {
        let config = GameConfig {
            rules: RuleSet::extended(),
            ..ana_first_against_bo(seed)
        };
        let mut app = at_anas_first_turn("keys-dragon", config);
        let mut hand = game(&app).state().hand(0).to_vec();
        hand.sort_by_key(|c| c.card());
        let Some(i) = hand.iter().position(|c| c.card() == Card::Dragon) else {
            continue;
        };
        let dragon = hand[i];
        press(&mut app, DIGITS[i]);
        assert_eq!(app.world().resource::<HandSelection>().cards, vec![dragon]);
        let value = |app: &App| {
            app.world()
                .resource::<HandSelection>()
                .dragon_values
                .get(&dragon)
                .copied()
        };
        press(&mut app, KeyCode::KeyV);
        let first = value(&app).expect("V gives the Dragon a number");
        press(&mut app, KeyCode::KeyV);
        assert_eq!(value(&app), Some(first % 10 + 1));
        // Shift held: back down, and round below 1 to 10.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::ShiftLeft);
        press(&mut app, KeyCode::KeyV);
        assert_eq!(value(&app), Some(first));
        for _ in 0..first {
            press(&mut app, KeyCode::KeyV);
        }
        assert_eq!(value(&app), Some(10));
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .release(KeyCode::ShiftLeft);
        press(&mut app, KeyCode::KeyD);
        app.update();
        let actions = &game(&app).game().record().actions;
        assert!(
            matches!(actions.first(), Some(Action::PlayNumbers(p)) if p.cards() == [dragon]),
            "{actions:?}"
        );
        return;
    }
    panic!("no seed gave Ana a Dragon on her first turn");
}

/// A card held when the table is left (a lesson left with a King in hand) is put back:
/// otherwise the next table's Esc, which first puts a held card back, would never pause.
#[test]
fn a_card_held_when_the_table_is_left_is_put_back() {
    for seed in 0..60 {
        let mut app = at_anas_first_turn("keys-leave", ana_first_against_bo(seed));
        let picked_up = tab_until(
            &mut app,
            12,
            |k, z| matches!((k, z), (CardKey::Deck(id), Zone::Hand(0)) if matches!(id.card(), Card::King(_))),
        );
        if !picked_up {
            continue;
        }
        press(&mut app, KeyCode::Enter);
        assert!(app.world().resource::<Aiming>().0.is_some(), "a King held");
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        assert_eq!(screen(&app), Screen::Title);
        assert_eq!(
            app.world().resource::<Aiming>().0,
            None,
            "put back on leaving"
        );
        return;
    }
    panic!("no seed gave Ana a King on her first turn");
}

/// A key chosen in Settings does the command, and the key it replaced no longer does:
/// Discard moved from D to K discards with K, and D (now nobody's at this table) does
/// nothing.
#[test]
fn a_discard_key_chosen_in_settings_discards_and_the_old_one_does_not() {
    use sleeping_queens::game::keymap::Command;
    use sleeping_queens::game::settings::Settings;
    for seed in 0..40 {
        let mut app = at_anas_first_turn("keys-chosen", ana_first_against_bo(seed));
        let moved = app
            .world_mut()
            .resource_mut::<Settings>()
            .keys
            .bind(Command::Discard, KeyCode::KeyK);
        assert_eq!(moved, Ok(None));
        let mut hand = game(&app).state().hand(0).to_vec();
        hand.sort_by_key(|c| c.card());
        let Some(i) = hand.iter().position(|c| c.card().number().is_some()) else {
            continue;
        };
        press(&mut app, DIGITS[i]);
        assert_eq!(app.world().resource::<HandSelection>().cards, vec![hand[i]]);
        press(&mut app, KeyCode::KeyD);
        app.update();
        assert!(
            game(&app).game().record().actions.is_empty(),
            "D is no longer the discard"
        );
        press(&mut app, KeyCode::KeyK);
        app.update();
        let actions = &game(&app).game().record().actions;
        assert!(
            matches!(actions.first(), Some(Action::PlayNumbers(p)) if p.cards() == [hand[i]]),
            "K discards: {actions:?}"
        );
        return;
    }
    panic!("no seed gave Ana a number card on her first turn");
}
