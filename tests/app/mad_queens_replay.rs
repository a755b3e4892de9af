use super::*;
use sleeping_queens::game::mad_queens::MadMatch;
use sleeping_queens::game::mad_queens::shown::{MadShown, SkipShow};
use sleeping_queens::game::next_game::OpenTable;
use sleeping_queens::game::play::Opening;
use sleeping_queens::mad_queens::bots::{self as mad_bots, MadBot};
use sleeping_queens::mad_queens::{MadGame, MadSetup};
use sleeping_queens::save::{SaveFile, load_bytes};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;

/// A finished game of Ann, played as a bot of `ann` would, against a Normal bot; and the
/// same game saved and loaded again.
fn finished_game(ann: BotKind) -> (MadGame, sleeping_queens::save::LoadedSave) {
    let (mut played, _) = MadGame::new(MadSetup::new(2), 31).unwrap();
    let mut bots: Vec<Box<dyn MadBot + Send>> =
        vec![mad_bots::make(ann, 0), mad_bots::make(BotKind::Normal, 1)];
    while !played.state().is_over() {
        let seat = played.state().waiting_for()[0];
        let action = bots[seat as usize].decide(&played.observe(seat));
        played.apply_as(seat, action).unwrap();
    }
    let seats = [SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)];
    let text = SaveFile::mad(&played, "evening", &seats, 0)
        .to_ron()
        .unwrap();
    let loaded = load_bytes(text.as_bytes()).unwrap();
    (played, loaded)
}

#[test]
fn mad_a_replay_plays_the_saved_game_to_its_end_and_never_goes_live() {
    // A finished game between a person (played by a Normal bot here) and a bot.
    let (played, loaded) = finished_game(BotKind::Normal);

    let cli = Cli {
        animation_speed: 20.0,
        ..Cli::default()
    };
    let mut app = headless_app_with("mad-replay", cli);
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    app.world_mut()
        .write_message(OpenTable::Replay(Box::new(loaded)));
    update_until(&mut app, "the Mad Queens table", |app| {
        screen(app) == Screen::MadTable && app.world().get_resource::<MadMatch>().is_some()
    });
    fn game(app: &App) -> &MadMatch {
        app.world().resource::<MadMatch>()
    }
    assert!(matches!(game(&app).opening(), Opening::Replay { .. }));
    assert_eq!(
        game(&app).actions_played(),
        0,
        "a replay starts from the deal"
    );
    let start = Instant::now();
    while !app.world().resource::<MadShown>().over {
        assert!(start.elapsed() < Duration::from_secs(60), "the replay ends");
        app.world_mut().write_message(SkipShow);
        app.update();
    }
    assert_eq!(game(&app).game().record(), played.record());
    // Nothing more is played after the saved choices, and nothing is saved.
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(game(&app).actions_played(), played.record().actions.len());
}

/// A review's Show opens the replay at that moment, and the replay's Leave comes back to
/// the review as it was (not measured again), whose Back goes where it was opened from.
#[test]
fn mad_leaving_a_replay_opened_from_a_review_goes_back_to_the_review() {
    use super::reader::{egui_app, name, press, tree};
    use sleeping_queens::game::screens::review::{OpenReview, ReviewRun};
    // Ann plays as the Easy bot would: a review with mistakes to show.
    let (_, loaded) = finished_game(BotKind::Easy);
    let mut app = egui_app("mad-review-replay", "en", UVec2::new(1280, 720));
    app.world_mut().write_message(OpenReview {
        save: Box::new(loaded),
        back: Screen::Load,
    });
    let start = std::time::Instant::now();
    while app
        .world()
        .get_resource::<ReviewRun<MadGame>>()
        .is_none_or(|r| r.review().is_none())
    {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the review is measured"
        );
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let press_named = |app: &mut App, words: &str| {
        for _ in 0..3 {
            app.update();
        }
        let found = tree(app)
            .into_iter()
            .find(|(_, n)| name(n).as_deref() == Some(words))
            .map(|(id, _)| id)
            .unwrap_or_else(|| panic!("no {words}"));
        press(app, found);
        for _ in 0..3 {
            app.update();
        }
    };
    press_named(&mut app, "Show");
    update_until(&mut app, "the replay", |app| {
        screen(app) == Screen::MadTable
    });
    press_named(&mut app, "Leave");
    assert_eq!(screen(&app), Screen::Review, "back at the review");
    let run = app.world().resource::<ReviewRun<MadGame>>();
    assert!(run.review().is_some(), "the review as it was");
    press_named(&mut app, "Back");
    assert_eq!(screen(&app), Screen::Load);
    assert!(app.world().get_resource::<ReviewRun<MadGame>>().is_none());
}
