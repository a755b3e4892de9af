//! Both games through the one table core (`game::play`): the same test code, generic
//! over the game, plays a whole game of bots, pauses it, replays its autosave, and
//! joins a table of it on a server over loopback. Only what the test must know of a
//! game beyond the core (how its table is opened, its screen, how its animation is
//! skipped, where a server keeps it) is written per game, in [`Under`].

use super::network::{desktop_game, join_as_ann, server};
use super::*;
use sleeping_queens::game::mad_queens::shown::SkipShow;
use sleeping_queens::game::next_game::{GameConfig, MadConfig, OpenTable};
use sleeping_queens::game::play::{Choose, DesktopGame, Match, Opening};
use sleeping_queens::game::replay::{Replay, ReplayControl};
use sleeping_queens::game::settings::SavesFolder;
use sleeping_queens::game::sleeping_queens::present::SkipAnimation;
use sleeping_queens::game::states::{Menu, Paused};
use sleeping_queens::mad_queens::MadGame;
use sleeping_queens::mad_queens::seen_by;
use sleeping_queens::net::player::{BotPlayer, Entry, Progress};
use sleeping_queens::net::protocol::{SeatPlan, TableId, TablePlan};
use sleeping_queens::net::tables::Tables;
use sleeping_queens::net::transport::{
    HostedTables, NetBot, finish_headless, headless_app as network_app, play_as_bot,
};
use sleeping_queens::save::LoadedSave;
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Game, RuleSet};

/// What the test knows of a game beyond the table core.
trait Under: DesktopGame {
    /// The screen its table is on.
    const SCREEN: Screen;
    /// A new table of these seats, dealt from `seed`.
    fn open(seats: Vec<SeatInfo>, seed: u64) -> OpenTable;
    /// Shows what is waiting at once (the cards' movement, the show of a round).
    fn skip(app: &mut App);
    /// The game's record in a save, if the save holds this game.
    fn record_in(loaded: &LoadedSave) -> Option<Self::Record>;
    /// The game a server keeps at `table`.
    fn kept(tables: &Tables, table: TableId) -> Option<&Self>;
    /// Whether a mirror of `seat` saw what the server's game told that seat.
    fn saw_as_told(mirror: &Self, truth: &Self, seat: u8) -> bool;
}

impl Under for Game {
    const SCREEN: Screen = Screen::Playing;
    fn open(seats: Vec<SeatInfo>, seed: u64) -> OpenTable {
        OpenTable::New(GameConfig {
            seats,
            seed: Some(seed),
            ..GameConfig::default()
        })
    }
    fn skip(app: &mut App) {
        app.world_mut().write_message(SkipAnimation);
    }
    fn record_in(loaded: &LoadedSave) -> Option<Self::Record> {
        loaded.file.sleeping_queens().cloned()
    }
    fn kept(tables: &Tables, table: TableId) -> Option<&Game> {
        tables.game(table)
    }
    fn saw_as_told(mirror: &Game, truth: &Game, seat: u8) -> bool {
        mirror.history() == truth.observe(seat).history.as_slice()
    }
}

impl Under for MadGame {
    const SCREEN: Screen = Screen::MadTable;
    fn open(seats: Vec<SeatInfo>, seed: u64) -> OpenTable {
        OpenTable::NewMad(MadConfig {
            seats,
            seed: Some(seed),
            practice: false,
        })
    }
    fn skip(app: &mut App) {
        app.world_mut().write_message(SkipShow);
    }
    fn record_in(loaded: &LoadedSave) -> Option<Self::Record> {
        loaded.mad_queens().map(|g| g.record().clone())
    }
    fn kept(tables: &Tables, table: TableId) -> Option<&MadGame> {
        tables.mad_game(table)
    }
    fn saw_as_told(mirror: &MadGame, truth: &MadGame, seat: u8) -> bool {
        let seen: Vec<_> = mirror.history().iter().map(|t| t.event.clone()).collect();
        seen == seen_by(truth.history(), Some(seat))
    }
}

fn table<G: Under>(app: &App) -> &Match<G> {
    app.world().resource::<Match<G>>()
}

/// Frames, skipping what is shown, until `done`, failing after a minute.
fn skip_until<G: Under>(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what} ({:?})",
            G::KIND
        );
        G::skip(app);
        app.update();
    }
}

/// A game of two bots on its table: it is paused (nothing is played while a window is
/// open), goes on, ends; its autosave holds the whole game, and played back on the
/// same table it is the same game, never live.
fn bots_pause_save_and_replay<G: Under>(tag: &str) {
    let cli = Cli {
        animation_speed: 20.0,
        ..Cli::default()
    };
    let mut app = headless_app_with(tag, cli);
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    let seats = vec![
        SeatInfo::bot("Bo", BotKind::Normal),
        SeatInfo::bot("Cy", BotKind::Easy),
    ];
    app.world_mut().write_message(G::open(seats, 17));
    update_until(&mut app, "the table", |app| {
        screen(app) == G::SCREEN && app.world().get_resource::<Match<G>>().is_some()
    });
    skip_until::<G>(&mut app, "the bots' first choices", |app| {
        table::<G>(app).actions_played() > 2
    });

    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    app.update();
    assert!(app.world().get_resource::<State<Paused>>().is_some());
    let at = table::<G>(&app).stamp();
    for _ in 0..150 {
        G::skip(&mut app);
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(table::<G>(&app).stamp(), at, "nobody played while paused");
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    skip_until::<G>(&mut app, "the end of the game", |app| {
        table::<G>(app).game().is_over()
    });
    let played = table::<G>(&app).game().record().clone();
    let steps = table::<G>(&app).actions_played();

    let folder = app.world().resource::<SavesFolder>().clone();
    let autosave = folder.0.autosave_path();
    let loaded = folder.0.load(&autosave).expect("the autosave loads");
    assert_eq!(
        G::record_in(&loaded).as_ref(),
        Some(&played),
        "the autosave holds the whole game"
    );
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    app.world_mut()
        .write_message(OpenTable::Replay(Box::new(loaded)));
    update_until(&mut app, "the replay's table", |app| {
        screen(app) == G::SCREEN
            && app
                .world()
                .get_resource::<Match<G>>()
                .is_some_and(|t| t.is_replay())
    });
    assert!(matches!(
        table::<G>(&app).opening(),
        Opening::Replay { from: 0, .. }
    ));
    // The replay bar's controls: paused, nothing is played; a step plays one choice.
    skip_until::<G>(&mut app, "the replay's first choices", |app| {
        table::<G>(app).actions_played() > 1
    });
    app.world_mut().write_message(ReplayControl::Pause);
    for _ in 0..5 {
        G::skip(&mut app);
        app.update();
    }
    let at = table::<G>(&app).actions_played();
    for _ in 0..100 {
        G::skip(&mut app);
        app.update();
    }
    assert_eq!(
        table::<G>(&app).actions_played(),
        at,
        "a paused replay waits"
    );
    app.world_mut().write_message(ReplayControl::Step);
    skip_until::<G>(&mut app, "the step", |app| {
        table::<G>(app).actions_played() > at
    });
    for _ in 0..100 {
        G::skip(&mut app);
        app.update();
    }
    assert_eq!(
        table::<G>(&app).actions_played(),
        at + 1,
        "a step plays one choice"
    );
    assert_eq!(app.world().resource::<Replay<G>>().played(), at + 1);
    app.world_mut().write_message(ReplayControl::Play);
    skip_until::<G>(&mut app, "the end of the replay", |app| {
        table::<G>(app).game().is_over()
    });
    assert_eq!(table::<G>(&app).game().record(), &played);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(
        table::<G>(&app).actions_played(),
        steps,
        "nothing is played after the record"
    );
}

#[test]
fn sleeping_queens_runs_through_the_table_core() {
    bots_pause_save_and_replay::<Game>("core-sq");
}

#[test]
fn mad_queens_runs_through_the_table_core() {
    bots_pause_save_and_replay::<MadGame>("core-mad");
}

/// A person at the desktop game joins a table a bot opened on a server and plays it to
/// the end through the table's one way in: their table mirrors their seat, their choices
/// go to the server, and the server's game is the one that ends. Part way, they go back
/// to the title (their seat waits) and join again with the token kept in their data
/// folder, and are shown the game where it is.
fn joins_over_loopback_and_plays_to_the_end<G: Under>(tag: &str) {
    let (mut server, addr) = server(8);
    let plan = TablePlan {
        password: "pw".into(),
        ..TablePlan::open(
            "Loopback",
            G::KIND,
            RuleSet::extended(),
            vec![SeatPlan::Person, SeatPlan::Person],
        )
    };
    let mut host = network_app();
    let bo = BotPlayer::new("Bo", BotKind::Normal, 3, Entry::Open(plan));
    play_as_bot(&mut host, addr, NetBot::new(bo)).unwrap();
    finish_headless(&mut host);

    let mut game = desktop_game(tag);
    let start = Instant::now();
    let (mut asked, mut left, mut rejoined) = (false, false, false);
    let mut chose_at = None;
    let mut choices = 0;
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the networked game of {:?} did not end",
            G::KIND
        );
        server.update();
        host.update();
        game.update();
        let bo_seated = host.world().resource::<NetBot>().player.table().is_some();
        if !asked && bo_seated && screen(&game) == Screen::Title {
            join_as_ann(&mut game, addr, "pw");
            asked = true;
        }
        if left && !rejoined && screen(&game) == Screen::Title {
            join_as_ann(&mut game, addr, "pw");
            rejoined = true;
        }
        let Some(table) = game.world().get_resource::<Match<G>>() else {
            continue;
        };
        assert!(table.game().is_mirror());
        assert_eq!(screen(&game), G::SCREEN);
        if rejoined && table.stamp() > 0 {
            assert_eq!(table.opening(), &Opening::Resumed);
        }
        if choices == 5 && !left {
            left = true;
            game.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Title);
            continue;
        }
        if table.game().is_over() {
            break;
        }
        let Some(seat) = table.online_seat() else {
            continue;
        };
        let legal = table.game().legal(seat);
        if table.decides(seat) && !legal.is_empty() && chose_at != Some(table.stamp()) {
            chose_at = Some(table.stamp());
            choices += 1;
            let choice: Choose<G> = table.choice(seat, legal[choices % legal.len()]);
            game.world_mut().write_message(choice);
        }
    }
    assert!(rejoined, "Ann left and came back");
    let kept = std::fs::read_to_string(
        game.world()
            .resource::<SavesFolder>()
            .0
            .path()
            .join(sleeping_queens::net::tokens::TOKENS_FILE),
    )
    .expect("the seat's token is kept");
    assert!(kept.contains("\"Ann\""), "{kept}");

    let table = table::<G>(&game);
    let hosted = server.world().resource::<HostedTables>();
    assert_eq!(hosted.refused, 0, "nothing was refused");
    let id = hosted.tables.ids().next().unwrap();
    let truth = G::kept(&hosted.tables, id).expect("the server's game");
    assert_eq!(table.game().winners(), truth.winners());
    let seat = table.online_seat().unwrap();
    let played = truth.played().iter().filter(|p| p.seat == seat).count();
    assert_eq!(played, choices, "every choice Ann made was played, once");
    assert!(
        G::saw_as_told(table.game(), truth, seat),
        "the mirror saw what the server told its seat"
    );
    for _ in 0..200 {
        server.update();
        host.update();
        if matches!(
            host.world().resource::<NetBot>().player.progress(),
            Progress::Over(_)
        ) {
            break;
        }
    }
    assert!(
        matches!(
            host.world().resource::<NetBot>().player.progress(),
            Progress::Over(_)
        ),
        "Bo saw the game end"
    );
}

#[test]
fn sleeping_queens_is_joined_over_loopback_through_the_table_core() {
    joins_over_loopback_and_plays_to_the_end::<Game>("core-online-sq");
}

#[test]
fn mad_queens_is_joined_over_loopback_through_the_table_core() {
    joins_over_loopback_and_plays_to_the_end::<MadGame>("core-online-mad");
}

/// A language chosen in the pause menu's settings tells the table's log again in it once
/// the game goes on, with the person's default name in it.
#[test]
fn a_language_chosen_in_the_pause_menu_retells_the_log() {
    use sleeping_queens::game::settings::{ChangeSettings, Settings};
    use sleeping_queens::game::states::Menu;
    let mut app = stepped_app(
        "table-language",
        Cli {
            animation_speed: 40.0,
            lang: Some("en".into()),
            ..Cli::default()
        },
    );
    app.insert_resource(super::sleeping_queens_table::people(
        &["You"],
        &[sleeping_queens::sleeping_queens::bots::BotKind::Easy],
        sleeping_queens::sleeping_queens::RuleSet::classic(),
        4,
    ));
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    assert!(super::sleeping_queens_table::run_until(
        &mut app,
        3000,
        |app| {
            app.world()
                .get_resource::<sleeping_queens::game::sleeping_queens::present::TableShown>()
                .is_some_and(|s| s.log.len() > 3)
        }
    ));
    let first = app
        .world()
        .resource::<sleeping_queens::game::sleeping_queens::present::TableShown>()
        .log[0]
        .clone();
    assert!(first.is_ascii(), "told in English first: {first}");
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    app.update();
    let settings = Settings {
        language: Some("ja".into()),
        ..app.world().resource::<Settings>().clone()
    };
    app.world_mut().write_message(ChangeSettings {
        settings,
        finished: true,
    });
    // A few frames with the menu open, as a person closing the settings takes.
    for _ in 0..3 {
        app.update();
    }
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    for _ in 0..3 {
        app.update();
    }
    let first = app
        .world()
        .resource::<sleeping_queens::game::sleeping_queens::present::TableShown>()
        .log[0]
        .clone();
    // Put back before anything is asserted: the apps after this one speak English.
    sleeping_queens::i18n::set_language(sleeping_queens::i18n::Language::English);
    assert!(!first.is_ascii(), "told again in Japanese: {first}");
    assert!(
        first.contains("あなた"),
        "the person's default name too: {first}"
    );
}
