use super::table::{game, persons_decision, run_until, table_app};
use super::*;
use bevy::input::ButtonInput;
use sleeping_queens::bots::BotKind;
use sleeping_queens::game::next_game::GameConfig;
use sleeping_queens::game::sleeping_queens::input::HandSelection;
use sleeping_queens::rules::{Action, Card, Decision, RuleSet};
use sleeping_queens::seats::SeatInfo;

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

#[test]
fn hot_seat_keys_pick_cards_and_enter_plays_them() {
    for seed in 0..40 {
        let config = GameConfig {
            seats: vec![SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Easy)],
            rules: RuleSet::classic(),
            seed: Some(seed),
            starting_seat: Some(0),
            practice: false,
        };
        let mut app = table_app("keys", config, false);
        app.init_resource::<ButtonInput<KeyCode>>();
        run_until(&mut app, 400, |app| {
            matches!(
                persons_decision(app),
                Some(Decision::TurnAction { seat: 0 })
            )
        });
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
