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

#[test]
fn mad_a_replay_plays_the_saved_game_to_its_end_and_never_goes_live() {
    // A finished game between a person (played by a Normal bot here) and a bot.
    let (mut played, _) = MadGame::new(MadSetup::new(2), 31).unwrap();
    let mut bots: Vec<Box<dyn MadBot + Send>> =
        (0..2).map(|s| mad_bots::make(BotKind::Normal, s)).collect();
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
