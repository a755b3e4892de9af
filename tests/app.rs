//! Headless tests of the desktop game's app shell: the screens' state logic runs under
//! `MinimalPlugins` + `StatesPlugin`, with no window, renderer, egui or audio.
//! This is the one integration-test binary that links Bevy; add Bevy tests here.
#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use bevy::{
    asset::{AssetLoader, LoadContext, io::Reader},
    prelude::*,
    reflect::TypePath,
    state::app::StatesPlugin,
};
use sleeping_queens::game::{
    self,
    assets::{GameAssets, LoadingProgress},
    cli::Cli,
    saving::CanContinue,
    states::Screen,
};

/// A save folder of its own for each app, removed when the app is dropped.
#[derive(Resource)]
struct TestSaves(tempfile::TempDir);

/// The game's logic plugins on a headless app.
fn headless_app() -> App {
    headless_app_with("shell", Cli::default())
}

/// A headless app with `cli`, in a new save folder named after `tag`.
fn headless_app_with(tag: &str, mut cli: Cli) -> App {
    let saves = tempfile::Builder::new()
        .prefix(&format!("sq-app-{tag}-"))
        .tempdir()
        .expect("a temporary folder");
    cli.saves_dir = Some(saves.path().to_path_buf());
    // The words the tests read are English, whatever this machine's language.
    cli.lang.get_or_insert_with(|| "en".into());
    let mut app = App::new();
    app.insert_resource(cli);
    app.insert_resource(TestSaves(saves));
    app.add_plugins((MinimalPlugins, StatesPlugin, game::headless_plugin));
    one_thread_a_frame(&mut app);
    app
}

/// Runs every schedule of `app` on the thread that updates it. Several apps run at once
/// in this process, each a frame at a time: handing each frame's systems to the shared
/// task pool made them wait on each other's threads (a third of a test's time went to
/// switching threads), while the bots and hints still think on the pool as in the game.
fn one_thread_a_frame(app: &mut App) {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}

/// A headless app whose cards move `animation_speed` times faster, stepped 50 ms of
/// game time a frame.
fn stepped_app(tag: &str, cli: Cli) -> App {
    let mut app = headless_app_with(tag, cli);
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        Duration::from_millis(50),
    ));
    app
}

/// Runs frames until `secs` of the app's clock have passed (its real clock, which a
/// person's reaction is measured on: stepped, in an app whose time is stepped).
fn let_pass(app: &mut App, secs: f64) {
    let real = |app: &App| app.world().resource::<Time<Real>>().elapsed_secs_f64();
    let until = real(app) + secs;
    while real(app) < until {
        app.update();
    }
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds, failing after half a minute of wall time: a guard
/// against a game that never gets there, generous for a machine under load (assets
/// load, bots and hints think, on other threads).
fn update_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}; screen is {:?}, progress {:?}",
            screen(app),
            app.world().resource::<LoadingProgress>()
        );
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn title_fans(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<&DespawnOnExit<Screen>, With<Name>>()
        .iter(app.world())
        .filter(|scope| scope.0 == Screen::Title)
        .count()
}

#[test]
fn app_starts_on_the_loading_screen() {
    let app = headless_app();
    assert_eq!(screen(&app), Screen::Loading);
}

#[test]
fn app_loading_moves_to_title_with_nothing_to_load() {
    let mut app = headless_app();
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    let progress = *app.world().resource::<LoadingProgress>();
    assert_eq!(
        (progress.total, progress.loaded, progress.failed),
        (0, 0, 0)
    );
    assert!(progress.settled);
}

#[test]
fn app_continue_is_disabled_without_a_saved_game() {
    let mut app = headless_app();
    app.update();
    assert_eq!(*app.world().resource::<CanContinue>(), CanContinue(false));
}

#[test]
fn app_title_table_is_despawned_when_leaving_the_title() {
    let mut app = headless_app();
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    assert_eq!(title_fans(&mut app), 2, "two fans of cards on the title");

    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Rules);
    app.update();
    assert_eq!(screen(&app), Screen::Rules);
    assert_eq!(title_fans(&mut app), 0);
    // Every card sprite went with its fan, not only the roots.
    let sprites = app.world_mut().query::<&Sprite>().iter(app.world()).count();
    assert_eq!(sprites, 0);

    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert_eq!(title_fans(&mut app), 2, "the title table comes back");
}

/// A plain text file, for loading something real without an image decoder.
#[derive(Asset, TypePath, Debug)]
struct TextFile(#[allow(dead_code)] String);

#[derive(TypePath, Default)]
struct TextFileLoader;

impl AssetLoader for TextFileLoader {
    type Asset = TextFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<TextFile, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(TextFile(String::from_utf8_lossy(&bytes).into_owned()))
    }

    fn extensions(&self) -> &[&str] {
        &["txt"]
    }
}

#[test]
fn app_loading_goes_on_when_an_asset_file_is_missing() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("app-loading-assets");
    std::fs::create_dir_all(&dir).expect("create a temporary asset folder");
    std::fs::write(dir.join("present.txt"), "a queen").expect("write an asset file");

    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin {
            file_path: dir.to_string_lossy().into_owned(),
            ..default()
        },
        game::headless_plugin,
    ));
    app.init_asset::<TextFile>()
        .init_asset_loader::<TextFileLoader>();
    let server = app.world().resource::<AssetServer>().clone();
    app.insert_resource(GameAssets {
        other: vec![
            server.load::<TextFile>("present.txt").untyped(),
            server.load::<TextFile>("missing.txt").untyped(),
        ],
    });

    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    let progress = *app.world().resource::<LoadingProgress>();
    assert_eq!(
        (progress.total, progress.loaded, progress.failed),
        (2, 1, 1)
    );
    // The player is told, not only the log.
    let notice = app
        .world()
        .resource::<sleeping_queens::game::notice::Notice>()
        .0
        .clone()
        .unwrap_or_default();
    assert!(notice.starts_with("1 of the game's 2 pictures"), "{notice}");
}

// ------------------------------------------------------------------- the table

#[path = "app/network.rs"]
mod network;

#[path = "app/sleeping_queens_table.rs"]
mod sleeping_queens_table;

#[path = "app/keys.rs"]
mod keys;

#[path = "app/sleeping_queens_replay.rs"]
mod sleeping_queens_replay;

// ------------------------------------------------------------------- pause

#[path = "app/pause.rs"]
mod pause;

// ------------------------------------------------------------------- settings

#[path = "app/settings.rs"]
mod settings;

// ------------------------------------------------------------------- Mad Queens

#[path = "app/mad_queens_table.rs"]
mod mad_queens_table;

#[path = "app/mad_queens_replay.rs"]
mod mad_queens_replay;

#[path = "app/lesson.rs"]
mod lesson;

// ------------------------------------------------------------------- both games

#[path = "app/core.rs"]
mod core;

#[path = "app/reader.rs"]
mod reader;

#[path = "app/layout.rs"]
mod layout;

#[path = "app/house_rules.rs"]
mod house_rules;
