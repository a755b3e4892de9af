use super::sleeping_queens_table::game;
use super::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use sleeping_queens::game::next_game::PendingLoad;
use sleeping_queens::game::sleeping_queens::present::Presentation;
use sleeping_queens::game::sleeping_queens::replay::Replay;
use sleeping_queens::save::{SaveFile, load_bytes};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Game, RuleSet, Setup};

/// A saved game of 3 seats, 60 random actions in, and a table replaying it.
pub(crate) fn replay_app(tag: &str) -> (App, Game) {
    let (mut played, _) = Game::new(Setup::new(3, RuleSet::extended()), 17).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for _ in 0..60 {
        if played.state().is_over() {
            break;
        }
        let legal = played.state().legal_actions();
        played.apply(*legal.choose(&mut rng).unwrap()).unwrap();
    }
    let seats = [
        SeatInfo::human("Ana"),
        SeatInfo::bot("Bo", BotKind::Normal),
        SeatInfo::bot("Cy", BotKind::Easy),
    ];
    let text = SaveFile::new(&played, "kept", &seats, 0).to_ron().unwrap();
    let loaded = load_bytes(text.as_bytes()).unwrap();
    let mut app = stepped_app(
        tag,
        Cli {
            animation_speed: 60.0,
            ..Cli::default()
        },
    );
    app.insert_resource(PendingLoad::Replay(Box::new(loaded)));
    update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
    app.update();
    (app, played)
}

#[test]
fn table_replay_plays_a_saved_game_back_to_where_it_ended() {
    let (mut app, played) = replay_app("replay");
    let start = Instant::now();
    loop {
        app.update();
        std::thread::sleep(Duration::from_micros(200));
        if game(&app).game().record().actions.len() == played.record().actions.len()
            && app.world().resource::<Presentation>().events_to_show() == 0
        {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the replay stalled"
        );
    }
    assert_eq!(
        game(&app).state(),
        played.state(),
        "the replay reached the saved position"
    );
    assert!(app.world().get_resource::<Replay>().is_some());
}

#[test]
fn table_a_replay_pauses_steps_and_never_becomes_a_live_game() {
    use sleeping_queens::game::replay::ReplayControl;
    let (mut app, played) = replay_app("replay-controls");
    let frames = |app: &mut App, n: usize| {
        for _ in 0..n {
            app.update();
        }
    };
    frames(&mut app, 30);
    app.world_mut().write_message(ReplayControl::Pause);
    frames(&mut app, 20);
    let at = game(&app).stamp();
    frames(&mut app, 100);
    assert_eq!(game(&app).stamp(), at, "paused");
    app.world_mut().write_message(ReplayControl::Step);
    frames(&mut app, 20);
    assert_eq!(game(&app).stamp(), at + 1, "one step");
    app.world_mut().write_message(ReplayControl::Speed(4.0));
    app.world_mut().write_message(ReplayControl::Play);
    let total = played.record().actions.len();
    for _ in 0..4000 {
        app.update();
        if app.world().resource::<Replay>().is_over()
            && app.world().resource::<Presentation>().events_to_show() == 0
        {
            break;
        }
    }
    assert!(app.world().resource::<Replay>().is_over());
    assert_eq!(game(&app).stamp(), total);
    // At its end nobody is asked and no bot plays: the game stays where it was saved.
    frames(&mut app, 200);
    assert_eq!(game(&app).stamp(), total, "a replay is not a live game");
    assert_eq!(game(&app).state(), played.state());
}
