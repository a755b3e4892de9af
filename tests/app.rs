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
    screens::{CanContinue, Screen},
};

/// A save folder of its own for each test.
fn temp_saves(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sq-app-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The game's logic plugins on a headless app.
fn headless_app() -> App {
    headless_app_with(Cli {
        saves_dir: Some(temp_saves("shell")),
        ..Cli::default()
    })
}

fn headless_app_with(cli: Cli) -> App {
    let mut app = App::new();
    app.insert_resource(cli);
    app.add_plugins((MinimalPlugins, StatesPlugin, game::headless_plugin));
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds, failing after a few seconds of wall time (asset
/// loading happens on other threads).
fn update_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
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
        .resource::<sleeping_queens::game::saving::Notice>()
        .0
        .clone()
        .unwrap_or_default();
    assert!(notice.starts_with("1 of the game's 2 pictures"), "{notice}");
}

// ------------------------------------------------------------------- the table

mod table {
    use super::*;
    use bevy::time::TimeUpdateStrategy;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::saving::{PendingLoad, continue_latest};
    use sleeping_queens::game::settings::SavesFolder;
    use sleeping_queens::game::table::hotseat::{TakeSeat, waiting_for_seat};
    use sleeping_queens::game::table::{
        Click, GameConfig, OnTable, SeatConfig, SeatKind, Session, Shown, TableCard, TableClick,
        TableCover, Targets,
    };
    use sleeping_queens::rules::{Action, Card, Decision, RuleSet, Seat};
    use sleeping_queens::table::{CardKey, Zone};

    /// A table app: the given game, fast animations, 50 ms of game time per frame.
    fn table_app(tag: &str, config: GameConfig, quit_at_end: bool) -> App {
        let mut app = headless_app_with(Cli {
            saves_dir: Some(temp_saves(tag)),
            animation_speed: 40.0,
            quit_at_end,
            ..Cli::default()
        });
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
        app.insert_resource(config);
        update_until(&mut app, "the title screen", |app| {
            screen(app) == Screen::Title
        });
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.update();
        assert!(
            app.world().get_resource::<Session>().is_some(),
            "a game started"
        );
        app
    }

    fn people(names: &[&str], bots: &[BotKind], rules: RuleSet, seed: u64) -> GameConfig {
        let mut seats: Vec<SeatConfig> = names
            .iter()
            .map(|n| SeatConfig::new(n.to_string(), SeatKind::Human))
            .collect();
        for (i, b) in bots.iter().enumerate() {
            seats.push(SeatConfig::new(format!("Bot {i}"), SeatKind::Bot(*b)));
        }
        GameConfig {
            seats,
            rules,
            seed: Some(seed),
            starting_seat: Some(0),
        }
    }

    fn session(app: &App) -> &Session {
        app.world().resource::<Session>()
    }

    /// Runs frames (letting bot threads finish) until `done` or `frames` frames.
    fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
        for _ in 0..frames {
            if done(app) {
                return true;
            }
            app.update();
            if app.world().resource::<Session>().thinking.is_some() {
                std::thread::sleep(Duration::from_micros(300));
            }
        }
        done(app)
    }

    #[test]
    fn table_bots_only_game_runs_to_the_end_through_the_app() {
        for (players, rules, seed) in [(2, "classic", 3), (4, "extended", 7)] {
            let mut config = GameConfig::bots_only(players, RuleSet::named(rules).unwrap());
            config.seed = Some(seed);
            let mut app = table_app(&format!("bots-{rules}"), config, true);
            let start = Instant::now();
            while app.should_exit().is_none() {
                assert!(
                    start.elapsed() < Duration::from_secs(120),
                    "the game did not end"
                );
                app.update();
                std::thread::sleep(Duration::from_micros(200));
            }
            assert_eq!(app.should_exit(), Some(AppExit::Success));
            let s = session(&app);
            assert!(s.game.state().is_over());
            assert!(s.queue.is_empty(), "every event was shown");
            assert!(
                s.log.iter().any(|l| l.contains("win")),
                "the log says who won"
            );
        }
    }

    /// Waits for the human's turn (seat 0) in a game against one bot.
    fn human_turn_app(tag: &str, seed: u64) -> App {
        human_turn_app_with(tag, seed, RuleSet::extended())
    }

    fn human_turn_app_with(tag: &str, seed: u64, rules: RuleSet) -> App {
        let config = people(&["Ana"], &[BotKind::Easy], rules, seed);
        let mut app = table_app(tag, config, false);
        assert!(run_until(&mut app, 3000, |app| {
            matches!(
                session(app).human_decision(),
                Some(Decision::TurnAction { seat: 0 })
            )
        }));
        app.update();
        app
    }

    fn target_of(app: &mut App, want: impl Fn(&Click) -> bool) -> Option<(Entity, Click)> {
        let targets = app.world().resource::<Targets>();
        targets
            .cards
            .iter()
            .find(|(_, c)| want(c))
            .map(|(e, c)| (*e, *c))
    }

    /// The human's first turn with a power card to play: the app, the card, its action.
    fn power_card_turn(tag: &str) -> (App, Entity, Action) {
        for seed in 0..30 {
            let mut app = human_turn_app(tag, seed);
            if let Some((entity, Click::Act(action))) =
                target_of(&mut app, |c| matches!(c, Click::Act(Action::Play(_))))
            {
                return (app, entity, action);
            }
        }
        panic!("no seed gave a power card to play");
    }

    #[test]
    fn table_click_on_a_legal_target_plays_it_and_an_illegal_click_does_nothing() {
        let (mut app, entity, action) = power_card_turn("click");
        // A click on a sleeping queen is not a turn action: nothing happens.
        let queen = app
            .world_mut()
            .query::<(Entity, &TableCard, &OnTable)>()
            .iter(app.world())
            .find(|(_, c, on)| matches!((c.0, on.0.zone), (CardKey::Queen(_), Zone::Grid(_))))
            .map(|(e, _, _)| e)
            .unwrap();
        app.world_mut().write_message(TableClick::Card(queen));
        app.update();
        assert!(
            session(&app).game.record().actions.is_empty(),
            "an illegal click plays nothing"
        );
        let hint = &app
            .world()
            .resource::<sleeping_queens::game::table::ClickHint>()
            .text;
        assert!(
            hint.starts_with("A sleeping queen is woken with a King"),
            "the illegal click explains itself: {hint}"
        );
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        assert_eq!(session(&app).game.record().actions, vec![action]);
    }

    #[test]
    fn hot_seat_a_click_hint_never_outlives_its_decision() {
        // "A Dragon is kept…" tells what a hand holds: once the decision is taken it
        // must not show to whoever sits down next.
        let hint = sleeping_queens::game::table::ClickHint {
            text: "A Dragon is kept to answer a Knight played at one of your queens.".into(),
            since: 10.0,
            at: 4,
        };
        assert!(hint.shows(11.0, 4));
        assert!(!hint.shows(11.0, 5), "the next action ends it");
        assert!(!hint.shows(14.0, 4), "it fades after a few seconds");
    }

    #[test]
    fn table_click_during_the_last_animation_still_plays() {
        let (mut app, entity, action) = power_card_turn("click-late");
        // The last card is still on its way when the player clicks.
        app.world_mut().resource_mut::<Session>().wait = 0.5;
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        assert!(session(&app).game.record().actions.is_empty());
        app.update();
        assert_eq!(session(&app).game.record().actions, vec![action]);
    }

    #[test]
    fn table_a_dragon_is_no_number_in_classic() {
        // C-6: in classic a Dragon only answers; clicking it explains why.
        let mut checked = false;
        for seed in 0..40 {
            let mut app = human_turn_app_with("dragon", seed, RuleSet::classic());
            let dragon = app
                .world_mut()
                .query::<(Entity, &TableCard, &OnTable)>()
                .iter(app.world())
                .find(|(_, c, on)| {
                    matches!(c.0, CardKey::Deck(id) if id.card() == Card::Dragon)
                        && on.0.zone == Zone::Hand(0)
                })
                .map(|(e, _, _)| e);
            let Some(dragon) = dragon else {
                continue;
            };
            assert!(
                !app.world()
                    .resource::<Targets>()
                    .cards
                    .contains_key(&dragon)
            );
            app.world_mut().write_message(TableClick::Card(dragon));
            app.update();
            let hint = &app
                .world()
                .resource::<sleeping_queens::game::table::ClickHint>()
                .text;
            assert!(hint.contains("kept to answer a Knight"), "{hint}");
            checked = true;
            break;
        }
        assert!(checked, "no seed dealt Ana a Dragon");
    }

    #[test]
    fn table_number_cards_are_selected_not_played_at_once() {
        let mut app = human_turn_app("select", 1);
        let Some((entity, Click::Select(card))) =
            target_of(&mut app, |c| matches!(c, Click::Select(_)))
        else {
            return;
        };
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        let sel = app
            .world()
            .resource::<sleeping_queens::game::table::HandSelection>();
        assert_eq!(sel.cards, vec![card]);
        assert!(session(&app).game.record().actions.is_empty());
    }

    /// Back to the title (the game is put away), then Continue, as a player would.
    fn leave_and_continue(app: &mut App) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        assert!(app.world().get_resource::<Session>().is_none());
        let folder = app.world().resource::<SavesFolder>().clone();
        let mut pending = PendingLoad::None;
        assert!(continue_latest(&folder, &mut pending));
        app.insert_resource(pending);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.update();
    }

    #[test]
    fn table_continue_resumes_the_autosaved_game() {
        let mut app = human_turn_app("continue", 4);
        // A new game is saved before anyone has played: Continue finds it at once.
        let folder = app.world().resource::<SavesFolder>().clone();
        let (_, fresh) = folder.0.latest_unfinished().expect("the new game is saved");
        assert!(fresh.file.record.actions.is_empty());
        let (entity, _) =
            target_of(&mut app, |c| matches!(c, Click::Act(_) | Click::Select(_))).unwrap();
        let _ = entity;
        // Play whatever is legal for a few decisions, then leave for the title.
        for _ in 0..3 {
            run_until(&mut app, 3000, |app| {
                session(app).human_decision().is_some()
            });
            let a = session(&app).game.state().legal_actions()[0];
            app.world_mut().resource_mut::<Session>().apply(a).unwrap();
            app.update();
        }
        run_until(&mut app, 50, |_| false);
        let before = session(&app).game.state().clone();
        leave_and_continue(&mut app);
        assert_eq!(
            session(&app).game.state(),
            &before,
            "resumed exactly where it was"
        );
    }

    /// A scripted game of people at one screen: they take the seat when asked, claim in
    /// open calls now and then, and play legal actions. Every frame: no hand is face up
    /// unless it belongs to the person who has the screen.
    fn play_hot_seat(app: &mut App, steps: usize) -> Vec<(u32, usize, Seat, Seat)> {
        let mut asked = Vec::new();
        let mut i = 0u64;
        for _ in 0..steps * 40 {
            if session(app).game.state().is_over() {
                break;
            }
            app.update();
            if session(app).thinking.is_some() {
                std::thread::sleep(Duration::from_micros(300));
            }
            check_no_hand_shown_to_the_wrong_person(app);
            let s = session(app);
            let cover = app.world().resource::<TableCover>();
            if let Some(seat) = waiting_for_seat(s, cover) {
                app.world_mut().write_message(TakeSeat(seat));
                continue;
            }
            let Some(d) = s.human_decision().cloned() else {
                continue;
            };
            if matches!(d, Decision::Answer { .. } | Decision::AfterWake { .. }) {
                let st = s.game.state();
                asked.push((st.turn(), st.in_play().len(), st.current_seat(), d.seat()));
            }
            if let Some(call) = s.open_call.as_ref()
                && call.claims.is_none()
            {
                i += 1;
                let claims = if i.is_multiple_of(3) {
                    vec![d.seat()]
                } else {
                    Vec::new()
                };
                app.world_mut()
                    .resource_mut::<Session>()
                    .open_call
                    .as_mut()
                    .unwrap()
                    .claims = Some(claims);
                continue;
            }
            if s.viewer == Some(d.seat()) && !app.world().resource::<TableCover>().0 {
                let legal = s.game.state().legal_actions();
                i += 1;
                let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
                app.world_mut().resource_mut::<Session>().apply(a).unwrap();
            }
        }
        asked
    }

    fn check_no_hand_shown_to_the_wrong_person(app: &mut App) {
        let viewer = session(app).viewer;
        let covered = app.world().resource::<TableCover>().0;
        let shown: Vec<(Seat, bool)> = app
            .world_mut()
            .query::<(&OnTable, &Shown)>()
            .iter(app.world())
            .filter_map(|(on, shown)| match on.0.zone {
                Zone::Hand(s) => Some((s, shown.face_up)),
                _ => None,
            })
            .collect();
        for (seat, up) in shown {
            if up {
                assert!(!covered, "seat {seat}'s hand is face up under the cover");
                assert_eq!(
                    viewer,
                    Some(seat),
                    "seat {seat}'s hand is face up for {viewer:?}"
                );
            }
        }
    }

    #[test]
    fn hot_seat_no_hand_is_ever_face_up_for_the_wrong_person() {
        for (rules, seed) in [("extended", 11), ("classic", 12)] {
            let config = people(
                &["Ana", "Bo", "Cy"],
                &[],
                RuleSet::named(rules).unwrap(),
                seed,
            );
            let mut app = table_app(&format!("hot-{rules}"), config, false);
            // Nobody's hand is shown before someone takes the seat.
            assert_eq!(session(&app).viewer, None);
            play_hot_seat(&mut app, 400);
            let s = session(&app);
            assert!(s.game.record().actions.len() > 20, "the game went on");
            // The log stays on screen whoever has the seat: it tells no hand.
            let private: Vec<String> = s
                .game
                .history()
                .iter()
                .filter_map(|e| match e {
                    sleeping_queens::rules::Event::Drew { seat, card } if card.known_to != 0xff => {
                        sleeping_queens::text::narrate(e, &s.names, Some(*seat))
                    }
                    _ => None,
                })
                .collect();
            assert!(!private.is_empty(), "cards were drawn in secret");
            for line in &s.log {
                assert!(!private.contains(line), "the log tells a hand: {line}");
            }
        }
    }

    #[test]
    fn hot_seat_a_resumed_game_starts_covered() {
        let config = people(&["Ana", "Bo"], &[BotKind::Normal], RuleSet::classic(), 13);
        let mut app = table_app("hot-resume", config, false);
        play_hot_seat(&mut app, 1);
        let s = session(&app);
        assert!(!s.game.record().actions.is_empty() && !s.game.state().is_over());
        // Resumed, the table is covered until someone takes the seat: whoever
        // sits at the screen now may not be the person whose turn it is.
        leave_and_continue(&mut app);
        app.update();
        app.update();
        assert_eq!(session(&app).viewer, None, "resumed: nobody's hand shown");
        assert!(app.world().resource::<TableCover>().0, "resumed: covered");
        check_no_hand_shown_to_the_wrong_person(&mut app);
    }

    #[test]
    fn hot_seat_answer_order_is_clockwise_across_people_and_bots() {
        let config = people(
            &["Ana", "Bo"],
            &[BotKind::Normal, BotKind::Normal],
            RuleSet::extended(),
            21,
        );
        let mut app = table_app("hot-order", config, false);
        let asked = play_hot_seat(&mut app, 600);
        assert!(!asked.is_empty(), "some window asked the people");
        // Within one window, the people are asked clockwise from the player whose turn it is.
        let seats = 4u8;
        for w in asked.windows(2) {
            let (a, b) = (w[0], w[1]);
            if (a.0, a.1, a.2) == (b.0, b.1, b.2) && a.3 != b.3 {
                let off = |s: Seat| (s + seats - a.2) % seats;
                assert!(
                    off(a.3) < off(b.3),
                    "asked {} before {} in turn {}",
                    a.3,
                    b.3,
                    a.0
                );
            }
        }
        // Both people are asked in every window (the open call looks the same for all).
        assert!(asked.iter().any(|x| x.3 == 0) && asked.iter().any(|x| x.3 == 1));
    }

    #[test]
    fn hot_seat_setup_screen_starts_the_configured_game() {
        use sleeping_queens::game::screens::SetupForm;
        let mut form = SetupForm::from_config(&GameConfig::default());
        form.seats = vec![
            SeatConfig::new("Ana", SeatKind::Human),
            SeatConfig::new("Bo", SeatKind::Human),
            SeatConfig::new("Dev", SeatKind::Bot(BotKind::Hard)),
        ];
        form.rules = "classic".into();
        form.seed = "42".into();
        form.starting_seat = Some(1);
        let config = form.to_config().unwrap();
        let app = table_app("setup", config.clone(), false);
        let s = session(&app);
        assert_eq!(s.config, config);
        assert_eq!(s.names, vec!["Ana", "Bo", "Dev"]);
        assert_eq!(s.seed, 42);
        assert_eq!(s.game.state().rules().name, "classic");
        assert_eq!(s.game.record().setup.starting_seat, Some(1));
        assert_eq!(
            s.game.record().setup.ask_always,
            0b011,
            "both people are asked in every window"
        );
        // A bad form says what is wrong instead of starting.
        form.seed = "forty-two".into();
        assert!(form.to_config().unwrap_err().contains("seed"));
    }
}

mod keys {
    use super::*;
    use bevy::input::ButtonInput;
    use bevy::time::TimeUpdateStrategy;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::table::{GameConfig, HandSelection, SeatConfig, SeatKind, Session};
    use sleeping_queens::rules::{Action, Card, Decision, RuleSet};

    fn press(app: &mut App, key: KeyCode) {
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
            let mut app = headless_app_with(Cli {
                saves_dir: Some(temp_saves("keys")),
                animation_speed: 40.0,
                ..Cli::default()
            });
            app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                50,
            )));
            app.init_resource::<ButtonInput<KeyCode>>();
            app.insert_resource(GameConfig {
                seats: vec![
                    SeatConfig::new("Ana", SeatKind::Human),
                    SeatConfig::new("Bo", SeatKind::Bot(BotKind::Easy)),
                ],
                rules: RuleSet::classic(),
                seed: Some(seed),
                starting_seat: Some(0),
            });
            update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Playing);
            for _ in 0..400 {
                app.update();
                let s = app.world().resource::<Session>();
                if matches!(s.human_decision(), Some(Decision::TurnAction { seat: 0 })) {
                    break;
                }
            }
            let s = app.world().resource::<Session>();
            let mut hand = s.game.state().hand(0).to_vec();
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
            let s = app.world().resource::<Session>();
            assert!(
                matches!(s.game.record().actions.first(), Some(Action::PlayNumbers(p)) if p.cards() == [last])
            );
            return;
        }
        panic!("no seed gave a number card to pick");
    }
}

mod replay {
    use super::*;
    use bevy::time::TimeUpdateStrategy;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use sleeping_queens::game::saving::PendingLoad;
    use sleeping_queens::game::table::Session;
    use sleeping_queens::rules::{Game, RuleSet, Setup};
    use sleeping_queens::save::{BotLevel, SaveFile, SeatInfo, load_bytes};

    #[test]
    fn table_replay_plays_a_saved_game_back_to_where_it_ended() {
        let (mut game, _) = Game::new(Setup::new(3, RuleSet::extended()), 17).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..60 {
            if game.state().is_over() {
                break;
            }
            let legal = game.state().legal_actions();
            game.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        }
        let seats = [
            SeatInfo::human("Ana"),
            SeatInfo::bot("Bo", BotLevel::Normal),
            SeatInfo::bot("Cy", BotLevel::Easy),
        ];
        let text = SaveFile::new(&game, "kept", &seats, 0).to_ron().unwrap();
        let loaded = load_bytes(text.as_bytes()).unwrap();
        let mut app = headless_app_with(Cli {
            saves_dir: Some(temp_saves("replay")),
            animation_speed: 60.0,
            ..Cli::default()
        });
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
        app.insert_resource(PendingLoad::Replay(Box::new(loaded)));
        update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
        let start = Instant::now();
        loop {
            app.update();
            std::thread::sleep(Duration::from_micros(200));
            let s = app.world().resource::<Session>();
            if s.game.record().actions.len() == game.record().actions.len() && s.queue.is_empty() {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the replay stalled"
            );
        }
        let s = app.world().resource::<Session>();
        assert_eq!(
            s.game.state(),
            game.state(),
            "the replay reached the saved position"
        );
        assert!(s.replay.is_some());
    }
}
