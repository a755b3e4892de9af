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
struct TestSaves(#[allow(dead_code)] tempfile::TempDir);

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
    app
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
        .resource::<sleeping_queens::game::notice::Notice>()
        .0
        .clone()
        .unwrap_or_default();
    assert!(notice.starts_with("1 of the game's 2 pictures"), "{notice}");
}

// ------------------------------------------------------------------- the table

#[path = "app/network.rs"]
mod network;

mod table {
    use super::*;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::next_game::{GameConfig, OpenTable};
    use sleeping_queens::game::settings::SavesFolder;
    use sleeping_queens::game::table::bots::BotSeats;
    use sleeping_queens::game::table::engine::{Choose, Match};
    use sleeping_queens::game::table::hotseat::{Claim, HotSeat, TakeSeat};
    use sleeping_queens::game::table::input::{
        Aiming, Click, ClickHint, HandSelection, Pick, TableClick, Targets, aim_of,
    };
    use sleeping_queens::game::table::model::{CardKey, Zone};
    use sleeping_queens::game::table::pieces::{OnTable, Shown, TableCard};
    use sleeping_queens::game::table::present::{Presentation, TableShown};
    use sleeping_queens::rules::{Action, Card, Decision, RuleSet, Seat};
    use sleeping_queens::seats::SeatInfo;

    /// A table app: the given game, fast animations, 50 ms of game time per frame.
    pub(crate) fn table_app(tag: &str, config: GameConfig, quit_at_end: bool) -> App {
        let mut app = stepped_app(
            tag,
            Cli {
                animation_speed: 40.0,
                quit_at_end,
                ..Cli::default()
            },
        );
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
            app.world().get_resource::<Match>().is_some(),
            "a game started"
        );
        app
    }

    #[test]
    fn autoplay_opens_one_table() {
        #[derive(Resource, Default)]
        struct Opened(u32);
        let mut app = headless_app_with(
            "autoplay-once",
            Cli {
                autoplay: true,
                players: 3,
                seed: Some(7),
                ..Cli::default()
            },
        );
        app.init_resource::<Opened>();
        app.add_systems(OnEnter(Screen::Playing), |mut o: ResMut<Opened>| o.0 += 1);
        update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
        for _ in 0..20 {
            app.update();
        }
        assert_eq!(app.world().resource::<Opened>().0, 1, "one deal, not two");
    }

    pub(crate) fn people(
        names: &[&str],
        bots: &[BotKind],
        rules: RuleSet,
        seed: u64,
    ) -> GameConfig {
        let mut seats: Vec<SeatInfo> = names.iter().map(|n| SeatInfo::human(*n)).collect();
        for (i, b) in bots.iter().enumerate() {
            seats.push(SeatInfo::bot(format!("Bot {i}"), *b));
        }
        GameConfig {
            seats,
            rules,
            seed: Some(seed),
            starting_seat: Some(0),
            practice: false,
        }
    }

    pub(crate) fn game(app: &App) -> &Match {
        app.world().resource::<Match>()
    }

    pub(crate) fn presentation(app: &App) -> &Presentation {
        app.world().resource::<Presentation>()
    }

    pub(crate) fn seats(app: &App) -> &HotSeat {
        app.world().resource::<HotSeat>()
    }

    /// The decision now, if a person at the screen makes it.
    pub(crate) fn persons_decision(app: &App) -> Option<Decision> {
        presentation(app).persons_decision(game(app)).cloned()
    }

    /// `seat` chooses `action` for the decision now, through the one way in.
    pub(crate) fn choose(app: &mut App, seat: Seat, action: Action) {
        let choice = game(app).choice(seat, action);
        app.world_mut().write_message(choice);
    }

    pub(crate) fn bot_thinking(app: &App) -> bool {
        app.world()
            .get_resource::<BotSeats>()
            .is_some_and(|b| b.thinking().is_some())
    }

    /// Runs frames (letting bot tasks finish) until `done` or `frames` frames.
    pub(crate) fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
        for _ in 0..frames {
            if done(app) {
                return true;
            }
            app.update();
            if bot_thinking(app) {
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
            assert!(game(&app).state().is_over());
            assert_eq!(
                presentation(&app).events_to_show(),
                0,
                "every event was shown"
            );
            assert!(
                app.world()
                    .resource::<TableShown>()
                    .log
                    .iter()
                    .any(|l| l.contains("win")),
                "the log says who won"
            );
        }
    }

    #[test]
    fn table_a_take_back_returns_to_your_decision_and_the_table_follows() {
        use sleeping_queens::game::table::engine::TakeBack;
        use sleeping_queens::game::table::model::TableModel;
        let mut checked = [0; 2];
        for seed in 0..40 {
            for practice in [false, true] {
                let mut config = people(&["Ana"], &[BotKind::Easy], RuleSet::classic(), seed);
                config.practice = practice;
                let mut app = table_app("take-back", config, false);
                assert!(run_until(&mut app, 3000, |app| matches!(
                    persons_decision(app),
                    Some(Decision::TurnAction { seat: 0 })
                )));
                let before = game(&app).game().record().clone();
                let state = game(&app).state().clone();
                let Some(numbers) = state
                    .legal_actions()
                    .into_iter()
                    .find(|a| matches!(a, Action::PlayNumbers(_)))
                else {
                    continue;
                };
                choose(&mut app, 0, numbers);
                // The bot plays its turn; the person decides again.
                assert!(run_until(&mut app, 3000, |app| {
                    game(app).game().record().actions.len() > before.actions.len() + 1
                        && persons_decision(app).is_some()
                }));
                let played = game(&app).game().record().clone();
                app.world_mut().write_message(TakeBack);
                for _ in 0..3 {
                    app.update();
                }
                let now = game(&app).game().record().clone();
                if practice {
                    // Back to just before the number play, as its replay; the table shows it.
                    assert_eq!(now, before, "seed {seed}");
                    assert_eq!(game(&app).state(), &state, "seed {seed}");
                    let shown = app.world().resource::<TableShown>();
                    assert_eq!(shown.model, TableModel::from_state(game(&app).state()));
                    assert_eq!(presentation(&app).events_to_show(), 0);
                    // Its saves say so.
                    let save = game(&app).save_file("kept", 0);
                    assert!(save.practice);
                    assert_eq!(save.take_backs, 1);
                } else {
                    // The person has seen the cards drawn: no take-back in a normal game.
                    assert_eq!(now, played, "seed {seed}");
                }
                checked[practice as usize] += 1;
            }
            if checked.iter().all(|c| *c >= 2) {
                return;
            }
        }
        panic!("too few deals opened with a number play: {checked:?}");
    }

    #[test]
    fn table_a_hint_names_a_legal_choice_glows_on_it_and_is_counted() {
        use sleeping_queens::game::table::hints::{AskHint, HintGlow, Hinting};
        let mut app = human_turn_app_with("hint", 3, RuleSet::classic());
        let at = game(&app).stamp();
        app.world_mut().write_message(AskHint);
        assert!(run_until(&mut app, 3000, |app| {
            app.world()
                .resource::<Hinting>()
                .shown(game(app).stamp())
                .is_some()
        }));
        let shown = app.world().resource::<Hinting>().shown(at).expect("a hint");
        let best = shown.hint.best().expect("a hinted choice").action;
        assert!(game(&app).state().is_legal(&best), "{best:?}");
        // Worked out from the person's own observation.
        assert_eq!(shown.obs, game(&app).state().observe(0));
        app.update();
        let glow = app.world().resource::<HintGlow>();
        assert!(!glow.cards.is_empty(), "the hinted card glows: {best:?}");
        assert_eq!(game(&app).hints(), 1);
        assert_eq!(game(&app).save_file("kept", 0).hints, 1);
        // Asking again for the same decision gives the same hint, counted once.
        app.world_mut().write_message(AskHint);
        app.update();
        app.update();
        assert_eq!(game(&app).hints(), 1);
        // Once the decision is taken, the hint and its glow are gone.
        choose(&mut app, 0, best);
        app.update();
        app.update();
        assert!(app.world().resource::<HintGlow>().cards.is_empty());
    }

    #[test]
    fn table_a_hint_for_a_held_card_names_and_lights_its_target() {
        use sleeping_queens::game::table::hints::{AskHint, Asked, HintGlow, Hinting};
        let (mut app, entity, action) = power_card_turn_with("held-hint", true);
        let Action::Play(card) = action else {
            unreachable!()
        };
        let at = game(&app).stamp();
        let held = Asked {
            at,
            held: Some(card),
        };
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        app.world_mut().write_message(AskHint);
        assert!(run_until(&mut app, 3000, |app| {
            app.world().resource::<Hinting>().shown_for(held).is_some()
        }));
        let hinting = app.world().resource::<Hinting>();
        let shown = hinting.shown_for(held).unwrap();
        // From the seat's view once the card is played: nothing hidden is added.
        let aimed =
            sleeping_queens::game::table::input::aimed(game(&app).state(), 0, card).unwrap();
        assert_eq!(shown.obs, aimed.observe(0));
        let best = shown.hint.best().unwrap().action;
        assert!(aimed.is_legal(&best), "a target of the held card: {best:?}");
        assert!(hinting.shown(at).is_none(), "not a hint for the turn");
        app.update();
        let glow = app.world().resource::<HintGlow>().clone();
        assert!(
            !glow.cards.is_empty() || !glow.slots.is_empty(),
            "the hinted target glows"
        );
        // Put back: the target's hint goes with the held card.
        app.world_mut().write_message(Pick::PutBack);
        app.update();
        app.update();
        assert!(app.world().resource::<HintGlow>().cards.is_empty());
        assert!(app.world().resource::<HintGlow>().slots.is_empty());
    }

    /// Waits for the human's turn (seat 0) in a game against one bot.
    pub(crate) fn human_turn_app(tag: &str, seed: u64) -> App {
        human_turn_app_with(tag, seed, RuleSet::extended())
    }

    fn human_turn_app_with(tag: &str, seed: u64, rules: RuleSet) -> App {
        let config = people(&["Ana"], &[BotKind::Easy], rules, seed);
        let mut app = table_app(tag, config, false);
        assert!(run_until(&mut app, 3000, |app| {
            matches!(
                persons_decision(app),
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
    /// `held`: a card that asks for a target next (a King, Knight, Potion…), which the
    /// table holds until the target is picked; else one played at once (a Jester).
    pub(crate) fn power_card_turn_with(tag: &str, held: bool) -> (App, Entity, Action) {
        for seed in 0..60 {
            let mut app = human_turn_app(tag, seed);
            let state = game(&app).state().clone();
            if let Some((entity, Click::Act(action))) = target_of(&mut app, |c| {
                matches!(c, Click::Act(Action::Play(card))
                    if aim_of(&state, 0, *card).is_some() == held)
            }) {
                return (app, entity, action);
            }
        }
        panic!("no seed gave a power card to play");
    }

    pub(crate) fn power_card_turn(tag: &str) -> (App, Entity, Action) {
        power_card_turn_with(tag, false)
    }

    fn hint(app: &App) -> String {
        app.world().resource::<ClickHint>().text.clone()
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
            game(&app).game().record().actions.is_empty(),
            "an illegal click plays nothing"
        );
        let hint = hint(&app);
        assert!(
            hint.starts_with("A sleeping queen is woken with a King"),
            "the illegal click explains itself: {hint}"
        );
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        assert_eq!(game(&app).game().record().actions, vec![action]);
    }

    #[test]
    fn table_a_card_that_needs_a_target_is_held_and_can_be_put_back() {
        let (mut app, entity, action) = power_card_turn_with("held", true);
        let Action::Play(card) = action else {
            unreachable!()
        };
        let held = |app: &App| app.world().resource::<Aiming>().0.as_ref().map(|a| a.card);
        // Clicked: held, not played; its targets glow instead of the hand.
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        assert_eq!(held(&app), Some(card));
        assert!(game(&app).game().record().actions.is_empty());
        let targets = app.world().resource::<Targets>().clone();
        assert_eq!(
            targets.cards.get(&entity),
            Some(&Click::PutBack),
            "the held card glows: a click puts it back"
        );
        assert!(
            targets.cards.values().any(|c| matches!(c, Click::Act(_))) || !targets.slots.is_empty(),
            "its targets glow"
        );
        // Put back (Cancel, right-click, Esc): nothing was played.
        app.world_mut().write_message(Pick::PutBack);
        app.update();
        assert_eq!(held(&app), None);
        assert!(game(&app).game().record().actions.is_empty());
        // Clicked again, then its target: both are played, one after the other.
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        let targets = app.world().resource::<Targets>().clone();
        let card_target = targets
            .cards
            .iter()
            .find(|(_, c)| matches!(c, Click::Act(_)))
            .map(|(e, c)| (TableClick::Card(*e), *c));
        let slot_target = targets
            .slots
            .iter()
            .next()
            .map(|(s, c)| (TableClick::Slot(*s), *c));
        let Some((click, Click::Act(pick))) = card_target.or(slot_target) else {
            panic!("a target to pick: {targets:?}")
        };
        app.world_mut().write_message(click);
        app.update();
        assert_eq!(game(&app).game().record().actions, vec![action, pick]);
        assert_eq!(held(&app), None);
    }

    #[test]
    fn table_a_choice_from_the_wrong_seat_or_for_an_old_decision_is_refused() {
        use sleeping_queens::game::table::engine::Refused;
        let (mut app, _, action) = power_card_turn("wrong-seat");
        let at = game(&app).stamp();
        // The bot's seat may not play the person's turn, even with a legal action.
        app.world_mut().write_message(Choose {
            seat: 1,
            action,
            at,
        });
        // A choice made for an earlier decision is not played now.
        app.world_mut().write_message(Choose {
            seat: 0,
            action,
            at: at + 7,
        });
        app.update();
        assert_eq!(game(&app).stamp(), at, "nothing was played");
        let refused: Vec<Refused> = app
            .world_mut()
            .resource_mut::<Messages<Refused>>()
            .drain()
            .collect();
        assert_eq!(refused.len(), 2, "{refused:?}");
        assert!(
            refused[0].why.contains("may not choose now"),
            "{}",
            refused[0].why
        );
        assert!(refused[1].why.contains("earlier decision") || refused[1].why.contains("decision"));
        // The right seat, for the decision now, plays.
        choose(&mut app, 0, action);
        app.update();
        assert_eq!(game(&app).game().record().actions, vec![action]);
    }

    #[test]
    fn hot_seat_a_click_hint_never_outlives_its_decision() {
        // "A Dragon is kept…" tells what a hand holds: once the decision is taken it
        // must not show to whoever sits down next.
        let hint = ClickHint {
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
        // The person's turn is coming: the last event's card is still on its way.
        for seed in 0..30 {
            let config = people(&["Ana"], &[BotKind::Easy], RuleSet::extended(), seed);
            let mut app = table_app("click-late", config, false);
            let last_step = |app: &App| {
                let p = presentation(app);
                p.events_to_show() == 0
                    && !p.is_idle()
                    && matches!(
                        game(app).state().pending(),
                        Some(Decision::TurnAction { seat: 0 })
                    )
            };
            assert!(run_until(&mut app, 3000, last_step));
            let state = game(&app).state().clone();
            let legal = state.legal_actions();
            let Some(Action::Play(card)) = legal
                .iter()
                .find(|a| matches!(a, Action::Play(c) if aim_of(&state, 0, *c).is_none()))
            else {
                continue;
            };
            let action = Action::Play(*card);
            let entity = app
                .world_mut()
                .query::<(Entity, &TableCard)>()
                .iter(app.world())
                .find(|(_, c)| c.0 == CardKey::Deck(*card))
                .map(|(e, _)| e)
                .unwrap();
            app.world_mut().write_message(TableClick::Card(entity));
            app.update();
            let before = game(&app).game().record().actions.clone();
            assert!(
                !before.contains(&action),
                "the first click skips the animation"
            );
            app.update();
            assert_eq!(
                game(&app).game().record().actions.last(),
                Some(&action),
                "then the click goes on to the card"
            );
            return;
        }
        panic!("no seed gave a power card to play");
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
            let hint = hint(&app);
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
        let sel = app.world().resource::<HandSelection>();
        assert_eq!(sel.cards, vec![card]);
        assert!(game(&app).game().record().actions.is_empty());
    }

    /// Back to the title (the game is put away), then Continue, as a player would.
    pub(crate) fn leave_and_continue(app: &mut App) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        assert!(app.world().get_resource::<Match>().is_none());
        let folder = app.world().resource::<SavesFolder>().clone();
        let (_, loaded) = folder.0.latest_unfinished().expect("a game to continue");
        app.world_mut()
            .write_message(OpenTable::Resume(Box::new(loaded)));
        update_until(app, "the table", |app| screen(app) == Screen::Playing);
        app.update();
    }

    #[test]
    fn table_continue_resumes_the_autosaved_game() {
        let mut app = human_turn_app("continue", 4);
        // A new game is saved before anyone has played: Continue finds it at once.
        let folder = app.world().resource::<SavesFolder>().clone();
        let (_, fresh) = folder.0.latest_unfinished().expect("the new game is saved");
        assert_eq!(fresh.file.game.actions(), 0);
        assert!(target_of(&mut app, |c| matches!(c, Click::Act(_) | Click::Select(_))).is_some());
        // Play whatever is legal for a few decisions, then leave for the title.
        for _ in 0..3 {
            run_until(&mut app, 3000, |app| persons_decision(app).is_some());
            let a = game(&app).state().legal_actions()[0];
            choose(&mut app, 0, a);
            app.update();
        }
        run_until(&mut app, 50, |_| false);
        let before = game(&app).state().clone();
        leave_and_continue(&mut app);
        assert_eq!(game(&app).state(), &before, "resumed exactly where it was");
    }

    /// A scripted game of people at one screen: they take the seat when asked, claim in
    /// open calls now and then, and play legal actions. Every frame: no hand is face up
    /// unless it belongs to the person who has the screen.
    fn play_hot_seat(app: &mut App, steps: usize) -> Vec<(u32, usize, Seat, Seat)> {
        let mut asked = Vec::new();
        let mut i = 0u64;
        for _ in 0..steps * 40 {
            if game(app).state().is_over() {
                break;
            }
            app.update();
            if bot_thinking(app) {
                std::thread::sleep(Duration::from_micros(300));
            }
            hot_seat_turn(app, &mut i, &mut asked);
        }
        asked
    }

    /// What the people at one screen do after a frame: take the seat when asked, claim
    /// in an open call now and then (`i` counts), or play a legal action. Checks first
    /// that no hand is face up unless it belongs to the person who has the screen.
    /// Every window a person is asked in is noted in `asked`.
    pub(crate) fn hot_seat_turn(
        app: &mut App,
        i: &mut u64,
        asked: &mut Vec<(u32, usize, Seat, Seat)>,
    ) {
        check_no_hand_shown_to_the_wrong_person(app);
        if let Some(seat) = seats(app).waiting_for(game(app), presentation(app)) {
            app.world_mut().write_message(TakeSeat(seat));
            return;
        }
        let Some(d) = persons_decision(app) else {
            return;
        };
        if matches!(d, Decision::Answer { .. } | Decision::AfterWake { .. }) {
            let st = game(app).state();
            asked.push((st.turn(), st.in_play().len(), st.current_seat(), d.seat()));
        }
        if seats(app).open_call_waiting().is_some() {
            *i += 1;
            let claim = i.is_multiple_of(3).then_some(d.seat());
            if let Some(seat) = claim {
                app.world_mut().write_message(Claim::Toggle(seat));
            }
            app.world_mut().write_message(Claim::Done);
            return;
        }
        if seats(app).viewer == Some(d.seat()) && !seats(app).covered {
            let legal = game(app).state().legal_actions();
            *i += 1;
            let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
            choose(app, d.seat(), a);
        }
    }

    fn check_no_hand_shown_to_the_wrong_person(app: &mut App) {
        let viewer = seats(app).viewer;
        let covered = seats(app).covered;
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
            assert_eq!(seats(&app).viewer, None);
            play_hot_seat(&mut app, 400);
            let g = game(&app);
            assert!(g.game().record().actions.len() > 20, "the game went on");
            // The log stays on screen whoever has the seat: it tells no hand.
            let private: Vec<String> = g
                .game()
                .history()
                .iter()
                .filter_map(|e| match e {
                    sleeping_queens::rules::GameEvent::Drew { seat, card }
                        if card.known_to != 0xff =>
                    {
                        sleeping_queens::game::table::present::narrate(e, g.names(), Some(*seat))
                    }
                    _ => None,
                })
                .collect();
            assert!(!private.is_empty(), "cards were drawn in secret");
            for line in &app.world().resource::<TableShown>().log {
                assert!(!private.contains(line), "the log tells a hand: {line}");
            }
        }
    }

    #[test]
    fn hot_seat_a_resumed_game_starts_covered() {
        let config = people(&["Ana", "Bo"], &[BotKind::Normal], RuleSet::classic(), 13);
        let mut app = table_app("hot-resume", config, false);
        play_hot_seat(&mut app, 1);
        let g = game(&app);
        assert!(!g.game().record().actions.is_empty() && !g.state().is_over());
        // Resumed, the table is covered until someone takes the seat: whoever
        // sits at the screen now may not be the person whose turn it is.
        leave_and_continue(&mut app);
        app.update();
        app.update();
        assert_eq!(seats(&app).viewer, None, "resumed: nobody's hand shown");
        assert!(seats(&app).covered, "resumed: covered");
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
        let count = 4u8;
        for w in asked.windows(2) {
            let (a, b) = (w[0], w[1]);
            if (a.0, a.1, a.2) == (b.0, b.1, b.2) && a.3 != b.3 {
                let off = |s: Seat| (s + count - a.2) % count;
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
        let mut form = SetupForm::from_config(&GameConfig {
            seats: vec![
                SeatInfo::human("Ana"),
                SeatInfo::bot("Eve", BotKind::Easy),
                SeatInfo::human("Bo"),
                SeatInfo::bot("Dev", BotKind::Hard),
            ],
            ..GameConfig::default()
        });
        // A seat emptied in the middle: the others keep their rows and their order.
        form.seats[1].kind = None;
        form.rules = "classic".into();
        form.seed = "42".into();
        form.starting_seat = Some(1);
        let config = form.to_config().unwrap();
        let app = table_app("setup", config.clone(), false);
        let g = game(&app);
        assert_eq!(g.config(), &config);
        assert_eq!(g.names(), ["Ana", "Bo", "Dev"]);
        assert_eq!(g.seed(), 42);
        assert_eq!(g.state().rules().name, "classic");
        assert_eq!(g.game().record().setup.starting_seat, Some(1));
        assert_eq!(
            g.game().record().setup.ask_always,
            0b011,
            "both people are asked in every window"
        );
        // A bad form says what is wrong instead of starting.
        form.seed = "forty-two".into();
        assert!(form.to_config().unwrap_err().contains("seed"));
    }
}

mod keys {
    use super::table::{game, persons_decision, run_until, table_app};
    use super::*;
    use bevy::input::ButtonInput;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::next_game::GameConfig;
    use sleeping_queens::game::table::input::HandSelection;
    use sleeping_queens::rules::{Action, Card, Decision, RuleSet};
    use sleeping_queens::seats::SeatInfo;

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
}

mod replay {
    use super::table::game;
    use super::*;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::next_game::PendingLoad;
    use sleeping_queens::game::table::present::Presentation;
    use sleeping_queens::game::table::replay::Replay;
    use sleeping_queens::rules::{Game, RuleSet, Setup};
    use sleeping_queens::save::{SaveFile, load_bytes};
    use sleeping_queens::seats::SeatInfo;

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
        use sleeping_queens::game::table::replay::ReplayControl;
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
}

// ------------------------------------------------------------------- pause

mod pause {
    use super::replay::replay_app;
    use super::table::seats as seats_of;
    use super::table::{
        bot_thinking, choose, game, people, persons_decision, power_card_turn, presentation,
        run_until, seats, table_app,
    };
    use super::*;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::next_game::{GameConfig, PendingLoad};
    use sleeping_queens::game::states::Menu;
    use sleeping_queens::game::table::asking::Asking;
    use sleeping_queens::game::table::input::TableClick;
    use sleeping_queens::game::table::pieces::TableCard;
    use sleeping_queens::rules::{Decision, Game, RuleSet, Setup};
    use sleeping_queens::save::{SaveFile, load_bytes};
    use sleeping_queens::seats::SeatInfo;

    fn open_menu(app: &mut App, menu: Menu) {
        app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
        app.update();
        assert_eq!(*app.world().resource::<State<Menu>>().get(), menu);
    }

    /// Runs frames while paused, giving any bot task time to finish meanwhile.
    fn frames(app: &mut App, n: usize) {
        for _ in 0..n {
            app.update();
            std::thread::sleep(Duration::from_micros(500));
        }
    }

    fn card_poses(app: &mut App) -> Vec<(Vec3, Option<Vec2>)> {
        app.world_mut()
            .query::<(&TableCard, &Transform, &Sprite)>()
            .iter(app.world())
            .map(|(_, t, s)| (t.translation, s.custom_size))
            .collect()
    }

    #[test]
    fn pause_stops_a_bots_turn_and_the_cards_and_resuming_goes_on_from_there() {
        // Bots only: someone is always thinking or cards are moving.
        let mut config = GameConfig::bots_only(3, RuleSet::extended());
        config.seed = Some(5);
        let mut app = table_app("pause-bots", config, false);
        assert!(run_until(&mut app, 2000, |app| {
            game(app).stamp() >= 3 && bot_thinking(app)
        }));
        let actions = game(&app).stamp();
        open_menu(&mut app, Menu::Pause);
        let poses = card_poses(&mut app);
        let shown = presentation(&app).events_to_show();
        frames(&mut app, 200);
        assert_eq!(game(&app).stamp(), actions, "no bot acted behind the menu");
        assert_eq!(card_poses(&mut app), poses, "no card moved behind the menu");
        assert_eq!(presentation(&app).events_to_show(), shown);
        // Resumed, the bot's move comes, exactly as it would have.
        open_menu(&mut app, Menu::None);
        assert!(run_until(&mut app, 400, |app| game(app).stamp() > actions));
        // The settings and rules opened from the pause menu pause too.
        for menu in [Menu::Settings, Menu::Rules { from_pause: true }] {
            assert!(run_until(&mut app, 2000, bot_thinking));
            let actions = game(&app).stamp();
            open_menu(&mut app, menu);
            frames(&mut app, 100);
            assert_eq!(game(&app).stamp(), actions, "{menu:?} pauses");
            open_menu(&mut app, Menu::None);
        }
    }

    #[test]
    fn pause_stops_the_clicks_at_the_table() {
        let (mut app, entity, _) = power_card_turn("pause-clicks");
        open_menu(&mut app, Menu::Rules { from_pause: false });
        app.world_mut().write_message(TableClick::Card(entity));
        frames(&mut app, 5);
        assert_eq!(game(&app).stamp(), 0, "the table takes no clicks");
        open_menu(&mut app, Menu::None);
        frames(&mut app, 5);
        assert_eq!(game(&app).stamp(), 0, "and keeps none for later");
    }

    #[test]
    fn pause_stops_a_replay() {
        let (mut app, _) = replay_app("pause-replay");
        frames(&mut app, 40);
        let played = game(&app).stamp();
        assert!(played > 0, "the replay is under way");
        open_menu(&mut app, Menu::Pause);
        frames(&mut app, 200);
        assert_eq!(game(&app).stamp(), played, "no replay step behind the menu");
        open_menu(&mut app, Menu::None);
        frames(&mut app, 40);
        assert!(game(&app).stamp() > played, "the replay goes on");
    }

    /// A game of `seats` resumed at the first moment the engine asks what `wanted`
    /// accepts (random legal play until then).
    pub(crate) fn resumed_at(
        tag: &str,
        seats: &[SeatInfo],
        wanted: impl Fn(&Decision) -> bool,
    ) -> App {
        let people = seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == sleeping_queens::seats::SeatKind::Human)
            .map(|(i, _)| i);
        let mut setup = Setup::new(seats.len() as u8, RuleSet::extended());
        if seats
            .iter()
            .filter(|s| s.kind == sleeping_queens::seats::SeatKind::Human)
            .count()
            >= 2
        {
            setup.ask_always = people.fold(0, |m, s| m | 1 << s);
        }
        for seed in 0..400u64 {
            let (mut played, _) = Game::new(setup.clone(), seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut found = false;
            for _ in 0..300 {
                if played.state().is_over() {
                    break;
                }
                if played.state().pending().is_some_and(&wanted) {
                    found = true;
                    break;
                }
                let legal = played.state().legal_actions();
                played.apply(*legal.choose(&mut rng).unwrap()).unwrap();
            }
            if found {
                return resume(tag, seats, &played);
            }
        }
        panic!("no seed came to the decision wanted");
    }

    /// A table resumed from a save of `played`, its cards moving quickly.
    fn resume(tag: &str, seats: &[SeatInfo], played: &Game) -> App {
        let text = SaveFile::new(played, "window", seats, 0).to_ron().unwrap();
        let loaded = load_bytes(text.as_bytes()).unwrap();
        let mut app = stepped_app(
            tag,
            Cli {
                animation_speed: 40.0,
                ..Cli::default()
            },
        );
        app.insert_resource(PendingLoad::Resume(Box::new(loaded)));
        update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
        app
    }

    /// A game resumed at the moment seat 0 (the one person) may answer someone's card or
    /// play after a wake.
    fn answer_window_app(tag: &str) -> App {
        let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
        resumed_at(tag, &seats, |d| {
            matches!(d, Decision::Answer { seat: 0, by, .. } if *by != 0)
                || matches!(d, Decision::AfterWake { seat: 0 })
        })
    }

    fn countdown(app: &App) -> Option<f32> {
        app.world().resource::<Asking>().left
    }

    #[test]
    fn pause_stops_the_answer_countdown_and_a_person_always_has_all_of_it() {
        let mut app = answer_window_app("pause-countdown");
        let actions = game(&app).stamp();
        assert!(run_until(&mut app, 10, |app| app
            .world()
            .resource::<Asking>()
            .at
            .is_some()));
        assert!(matches!(
            persons_decision(&app),
            Some(Decision::Answer { .. } | Decision::AfterWake { .. })
        ));
        // The countdown starts in full the moment the question is on screen.
        let limit = app.world().resource::<Asking>().limit;
        assert!(limit > 0.0, "the countdown is on by default");
        assert_eq!(countdown(&app), Some(limit));
        frames(&mut app, 20); // one second of game time
        let left = countdown(&app).unwrap();
        assert!((limit - left - 1.0).abs() < 0.06, "{limit} → {left}");
        open_menu(&mut app, Menu::Pause);
        frames(&mut app, 400); // twenty seconds: the countdown would have run out
        assert_eq!(countdown(&app), Some(left), "the countdown stood still");
        assert_eq!(game(&app).stamp(), actions, "nobody passed for the person");
        open_menu(&mut app, Menu::None);
        frames(&mut app, 20);
        assert!(countdown(&app).unwrap() < left, "it runs again");
        assert_eq!(game(&app).stamp(), actions);
        // When it runs out, the person passes.
        frames(&mut app, ((left + 1.0) * 20.0) as usize);
        assert!(game(&app).stamp() > actions, "time ran out: a pass");
        assert_eq!(
            game(&app).game().record().actions[actions],
            sleeping_queens::rules::Action::Pass
        );
    }

    /// An answer window on the person's screen, its countdown running: the app and the
    /// decision's stamp.
    fn answer_on_screen(tag: &str) -> (App, usize) {
        let mut app = answer_window_app(tag);
        assert!(run_until(&mut app, 10, |app| app
            .world()
            .resource::<Asking>()
            .at
            .is_some()));
        let at = game(&app).stamp();
        frames(&mut app, 2);
        (app, at)
    }

    #[test]
    fn the_answer_countdown_stands_still_while_its_rule_is_open() {
        use sleeping_queens::game::table::help::RuleHelp;
        let (mut app, at) = answer_on_screen("help-countdown");
        app.world_mut().resource_mut::<RuleHelp>().open_at = Some(at);
        app.update();
        let open = countdown(&app).unwrap();
        frames(&mut app, 400);
        assert_eq!(
            countdown(&app),
            Some(open),
            "reading the rule costs no time"
        );
        assert_eq!(game(&app).stamp(), at);
        app.world_mut().resource_mut::<RuleHelp>().open_at = None;
        frames(&mut app, 20);
        assert!(countdown(&app).unwrap() < open, "closed, it runs again");
    }

    #[test]
    fn the_answer_countdown_stands_still_while_a_hint_is_worked_out() {
        use sleeping_queens::game::table::hints::{AskHint, Hinting};
        let (mut app, at) = answer_on_screen("hint-countdown");
        app.world_mut().write_message(AskHint);
        app.update();
        let asked = countdown(&app).unwrap();
        let started = std::time::Instant::now();
        while app.world().resource::<Hinting>().thinking(at) {
            assert!(started.elapsed().as_secs() < 120, "the hint never came");
            let before = countdown(&app);
            frames(&mut app, 1);
            if app.world().resource::<Hinting>().thinking(at) {
                assert_eq!(countdown(&app), before, "no time lost to the hint");
            }
        }
        assert!(app.world().resource::<Hinting>().shown(at).is_some());
        assert_eq!(
            game(&app).stamp(),
            at,
            "nobody passed while it was worked out"
        );
        let left = countdown(&app).unwrap();
        assert!(asked - left <= 0.11, "{asked} → {left}");
        frames(&mut app, 20);
        assert!(
            countdown(&app).unwrap() < left,
            "it runs again once the hint is shown"
        );
    }

    #[test]
    fn a_person_is_never_asked_to_answer_their_own_card() {
        let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
        let mut app = resumed_at("own-card", &seats, |d| {
            matches!(d, Decision::Answer { seat: 0, by: 0, .. })
        });
        let actions = game(&app).stamp();
        assert!(run_until(&mut app, 20, |app| game(app).stamp() > actions));
        assert_eq!(
            game(&app).game().record().actions[actions],
            sleeping_queens::rules::Action::Pass,
            "passed for, unasked"
        );
        assert_eq!(
            app.world().resource::<Asking>().at,
            None,
            "no prompt was shown"
        );
    }

    #[test]
    fn hot_seat_a_claimed_answer_gets_the_whole_countdown() {
        use sleeping_queens::game::table::hotseat::{Claim, TakeSeat};
        let seats = [
            SeatInfo::human("Ana"),
            SeatInfo::human("Bo"),
            SeatInfo::bot("Cy", BotKind::Normal),
        ];
        let mut app = resumed_at(
            "hot-countdown",
            &seats,
            |d| matches!(d, Decision::Answer { seat: 1, by, .. } if *by != 1),
        );
        // The open call: Bo says he answers, then takes his time to take the seat.
        assert!(run_until(&mut app, 40, |app| seats_of(app)
            .open_call_waiting()
            .is_some()));
        app.world_mut().write_message(Claim::Toggle(1));
        app.world_mut().write_message(Claim::Done);
        frames(&mut app, 100);
        assert_eq!(
            seats_of(&app).waiting_for(game(&app), presentation(&app)),
            Some(1)
        );
        app.world_mut().write_message(TakeSeat(1));
        assert!(run_until(&mut app, 10, |app| app
            .world()
            .resource::<Asking>()
            .at
            .is_some()));
        let asking = app.world().resource::<Asking>();
        assert_eq!(
            asking.left,
            Some(asking.limit),
            "the whole countdown, from the moment shown"
        );
        assert!(matches!(
            persons_decision(&app),
            Some(Decision::Answer { seat: 1, .. })
        ));
    }

    #[test]
    fn a_loaded_game_left_at_once_is_the_one_continue_resumes() {
        use sleeping_queens::game::next_game::OpenTable;
        use sleeping_queens::game::settings::SavesFolder;
        // An older game is in the autosave; a named save is loaded and left at once.
        let mut config = GameConfig::bots_only(2, RuleSet::classic());
        config.seats[0] = SeatInfo::human("Ana");
        config.seed = Some(3);
        let mut app = table_app("load-quit", config, false);
        frames(&mut app, 5);
        let folder = app.world().resource::<SavesFolder>().clone();
        let (mut named, _) = Game::new(Setup::new(3, RuleSet::extended()), 99).unwrap();
        let legal = named.state().legal_actions();
        named.apply(legal[0]).unwrap();
        let seats = [
            SeatInfo::human("Ana"),
            SeatInfo::bot("Bo", BotKind::Easy),
            SeatInfo::bot("Cy", BotKind::Easy),
        ];
        let path = folder
            .0
            .save_slot("kept", &SaveFile::new(&named, "kept", &seats, 0))
            .unwrap();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        frames(&mut app, 3);
        let loaded = folder.0.load(&path).unwrap();
        app.world_mut()
            .write_message(OpenTable::Resume(Box::new(loaded)));
        update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
        frames(&mut app, 2);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        frames(&mut app, 3);
        let (_, continued) = folder.0.latest_unfinished().expect("a game to continue");
        assert_eq!(
            *continued.file.sleeping_queens().unwrap(),
            *named.record(),
            "Continue resumes the loaded game"
        );
    }

    #[test]
    fn table_the_game_log_closes_and_opens_again() {
        use bevy::input::ButtonInput;
        use sleeping_queens::game::table::prompts::{LogWindow, ToggleLog};
        let (mut app, _, _) = power_card_turn("log");
        app.init_resource::<ButtonInput<KeyCode>>();
        assert!(app.world().resource::<LogWindow>().open);
        app.world_mut().write_message(ToggleLog); // its ✕
        app.update();
        assert!(!app.world().resource::<LogWindow>().open);
        // The L key (or the Log button) brings it back.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::KeyL);
        app.update();
        assert!(app.world().resource::<LogWindow>().open);
    }

    #[test]
    fn table_empty_slots_that_can_be_picked_glow() {
        use sleeping_queens::game::table::input::Targets;
        use sleeping_queens::game::table::pieces::{Glow, SlotMark};
        let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
        let mut app = resumed_at("slot-glow", &seats, |d| {
            matches!(d, Decision::PickEmptySlot { seat: 0, .. })
        });
        assert!(run_until(&mut app, 20, |app| !app
            .world()
            .resource::<Targets>()
            .slots
            .is_empty()));
        app.update();
        let lit: Vec<u8> = app
            .world()
            .resource::<Targets>()
            .slots
            .keys()
            .copied()
            .collect();
        let mut glowing = Vec::new();
        let mut marks = app.world_mut().query::<(&SlotMark, &Children)>();
        let marks: Vec<(u8, Vec<Entity>)> = marks
            .iter(app.world())
            .map(|(m, c)| (m.0, c.iter().collect()))
            .collect();
        for (slot, children) in marks {
            for child in children {
                if app.world().get::<Glow>(child).is_some()
                    && app.world().get::<Visibility>(child) == Some(&Visibility::Inherited)
                {
                    glowing.push(slot);
                }
            }
        }
        glowing.sort();
        let mut lit = lit;
        lit.sort();
        assert_eq!(
            glowing, lit,
            "every empty slot that can be picked glows, no other"
        );
    }

    #[test]
    fn table_a_finished_game_stays_on_the_table_until_the_person_asks_for_the_results() {
        let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
        let (mut played, _) = Game::new(Setup::new(2, RuleSet::classic()), 3).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        while !played.state().is_over() {
            let legal = played.state().legal_actions();
            played.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        }
        let mut app = resume("final-table", &seats, &played);
        // Ten seconds of frames: the final table stays, under its banner.
        frames(&mut app, 200);
        assert_eq!(screen(&app), Screen::Playing);
        // The banner's button (or any way to the results) is the person's to take.
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Results);
        app.update();
        assert_eq!(screen(&app), Screen::Results);
    }

    #[test]
    fn profile_counts_a_game_the_person_ends_at_the_table_and_not_a_finished_save() {
        use sleeping_queens::game::profile::PlayerProfile;
        use sleeping_queens::game::table::engine::HintGiven;
        let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Hard)];
        // A deal whose last action is the person's.
        let (played, last) = (0..)
            .find_map(|seed| {
                let (mut g, _) = Game::new(Setup::new(2, RuleSet::classic()), seed).unwrap();
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut before = g.clone();
                while !g.state().is_over() {
                    before = g.clone();
                    let legal = g.state().legal_actions();
                    g.apply(*legal.choose(&mut rng).unwrap()).unwrap();
                }
                let last = *g.record().actions.last()?;
                (before.state().pending()?.seat() == 0).then_some((before, last))
            })
            .expect("a deal the person ends");
        let mut app = resume("profile-count", &seats, &played);
        assert_eq!(app.world().resource::<PlayerProfile>().0.played(), 0);
        app.world_mut().write_message(HintGiven);
        app.update();
        choose(&mut app, 0, last);
        assert!(run_until(&mut app, 400, |app| {
            app.world().resource::<PlayerProfile>().0.played() == 1
        }));
        let profile = app.world().resource::<PlayerProfile>().0.clone();
        let won = game(&app).state().outcome().unwrap().winners.contains(&0);
        assert_eq!(profile.tallies.len(), 1);
        let t = &profile.tallies[0];
        assert_eq!(
            (t.rules.as_str(), t.level, t.won),
            ("classic", BotKind::Hard, won as u32)
        );
        assert_eq!(t.points, game(&app).state().points(0) as u64);
        assert_eq!((profile.hints, profile.best_streak), (1, won as u32));
        // Kept in the save folder beside the settings.
        let folder = app
            .world()
            .resource::<sleeping_queens::game::settings::SavesFolder>()
            .0
            .path()
            .join(sleeping_queens::save::profile::PROFILE_FILE);
        let kept = std::fs::read_to_string(folder).expect("the profile file");
        assert_eq!(
            sleeping_queens::save::profile::Profile::parse(&kept).unwrap(),
            profile
        );
        // A finished game opened again is not counted twice.
        frames(&mut app, 40);
        assert_eq!(app.world().resource::<PlayerProfile>().0.played(), 1);
        let mut ended = played.clone();
        ended.apply(last).unwrap();
        let mut again = resume("profile-finished", &seats, &ended);
        frames(&mut again, 40);
        assert_eq!(again.world().resource::<PlayerProfile>().0.played(), 0);
    }

    #[test]
    fn pause_opens_no_hot_seat_cover() {
        // Two people and a bot: the bot's turn comes while the table is paused.
        let config = people(&["Ana", "Bo"], &[BotKind::Normal], RuleSet::classic(), 3);
        let mut app = table_app("pause-cover", config, false);
        let covered = seats(&app).covered;
        open_menu(&mut app, Menu::Pause);
        frames(&mut app, 100);
        assert_eq!(seats(&app).covered, covered, "no cover opens over the menu");
        assert_eq!(game(&app).stamp(), 0);
    }
}

// ------------------------------------------------------------------- settings

mod settings {
    use super::*;
    use sleeping_queens::game::settings::{ChangeSettings, SavesFolder, Settings};

    #[test]
    fn settings_are_written_once_a_change_is_finished() {
        let mut app = headless_app_with("settings", Cli { ..Cli::default() });
        app.update();
        let path = app.world().resource::<SavesFolder>().settings_path();
        let _ = std::fs::remove_file(&path);
        // A slider being dragged: every frame a new value, applied at once, not written.
        for v in [0.1, 0.2, 0.3] {
            let settings = Settings {
                music_volume: v,
                ..Settings::default()
            };
            app.world_mut().write_message(ChangeSettings {
                settings,
                finished: false,
            });
            app.update();
            assert_eq!(app.world().resource::<Settings>().music_volume, v);
            assert!(!path.exists(), "not written while the slider moves");
        }
        // Let go: written once, with the last value.
        app.world_mut().write_message(ChangeSettings {
            settings: Settings {
                music_volume: 0.3,
                ..Settings::default()
            },
            finished: true,
        });
        app.update();
        let text = std::fs::read_to_string(&path).expect("the settings were written");
        let back: Settings = ron::from_str(&text).unwrap();
        assert_eq!(back.music_volume, 0.3);
        // No temporary file is left beside it.
        let leftovers = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            })
            .count();
        assert_eq!(leftovers, 0);
    }
}

// ------------------------------------------------------------------- Mad Queens

mod mad {
    use super::*;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::mad_table::shown::{LiftCover, MadShown, MadView, SkipShow};
    use sleeping_queens::game::mad_table::{MadChoose, MadMatch};
    use sleeping_queens::game::next_game::{MadConfig, OpenTable};
    use sleeping_queens::game::settings::SavesFolder;
    use sleeping_queens::mad::{MadAction, MadDecision, Seat};
    use sleeping_queens::seats::SeatInfo;

    fn mad_app(tag: &str, seats: Vec<SeatInfo>, seed: u64) -> App {
        let mut app = headless_app_with(tag, Cli::default());
        update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
        app.world_mut().write_message(OpenTable::NewMad(MadConfig {
            seats,
            seed: Some(seed),
        }));
        update_until(&mut app, "the Mad Queens table", |app| {
            screen(app) == Screen::MadTable && app.world().get_resource::<MadMatch>().is_some()
        });
        app
    }

    fn game(app: &App) -> &MadMatch {
        app.world().resource::<MadMatch>()
    }

    fn view(app: &App) -> MadView {
        *app.world().resource::<MadView>()
    }

    fn shown(app: &App) -> &MadShown {
        app.world().resource::<MadShown>()
    }

    /// Frames with the animation skipped until `done`, failing after a while.
    fn skip_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
        let start = Instant::now();
        while !done(app) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {what}"
            );
            app.world_mut().write_message(SkipShow);
            app.update();
        }
    }

    /// The person on screen's decision, once the table is at rest.
    fn persons_decision(app: &App) -> Option<(Seat, MadDecision)> {
        let g = game(app);
        let seat = view(app).person_deciding(g)?;
        shown(app)
            .at_rest()
            .then(|| (seat, g.game().state().decision(seat).unwrap()))
    }

    fn choose(app: &mut App, seat: Seat, action: MadAction) {
        let at = game(app).actions_played();
        app.world_mut()
            .write_message(MadChoose { seat, action, at });
        app.update();
    }

    #[test]
    fn mad_a_person_plays_a_whole_game_against_bots_to_the_results() {
        let mut app = mad_app(
            "mad-game",
            vec![
                SeatInfo::human("Ann"),
                SeatInfo::bot("Bo", BotKind::Normal),
                SeatInfo::bot("Cy", BotKind::Easy),
            ],
            4,
        );
        assert_eq!(
            view(&app),
            MadView {
                seat: Some(0),
                covered: false
            }
        );
        let mut reveals = 0;
        skip_until(&mut app, "the end of the game", |app| {
            shown(app).over || persons_decision(app).is_some()
        });
        while !shown(&app).over {
            if let Some((seat, decision)) = persons_decision(&app) {
                // Reveal once in each play, then bank; start every play.
                let action = match decision {
                    MadDecision::StartOrStop => MadAction::Reveal,
                    MadDecision::RevealOrBank { can_reveal: true } if reveals % 2 == 0 => {
                        MadAction::Reveal
                    }
                    MadDecision::RevealOrBank { .. } => MadAction::Bank,
                };
                reveals += 1;
                choose(&mut app, seat, action);
            }
            skip_until(&mut app, "the next decision", |app| {
                shown(app).over || persons_decision(app).is_some()
            });
        }
        let result = game(&app)
            .game()
            .state()
            .result()
            .cloned()
            .expect("the game is over");
        assert_eq!(result.points.len(), 3);
        // The finished game is autosaved, as a game of Mad Queens.
        let folder = app.world().resource::<SavesFolder>().clone();
        let saved = folder.0.list();
        let auto = saved
            .iter()
            .find_map(|(path, s)| {
                s.as_ref()
                    .ok()
                    .filter(|_| path.file_name().is_some_and(|f| f == "autosave.ron"))
            })
            .expect("an autosave");
        assert_eq!(auto.rules, "mad-queens");
        assert!(auto.finished);
        assert_eq!(auto.points, result.points);
    }

    #[test]
    fn mad_a_choice_for_a_seat_that_is_not_deciding_is_refused() {
        let mut app = mad_app(
            "mad-refuse",
            vec![SeatInfo::human("Ann"), SeatInfo::human("Bea")],
            9,
        );
        let seat = game(&app).game().state().waiting_for()[0];
        let before = game(&app).actions_played();
        // An action that is not offered, and a seat out of range.
        let offered = game(&app).game().state().legal(seat);
        let not_offered = [MadAction::Reveal, MadAction::Bank, MadAction::Stop]
            .into_iter()
            .find(|a| !offered.contains(a))
            .unwrap();
        choose(&mut app, seat, not_offered);
        choose(&mut app, 7, MadAction::Bank);
        // A choice made for another moment.
        app.world_mut().write_message(MadChoose {
            seat,
            action: offered[0],
            at: before + 3,
        });
        app.update();
        assert_eq!(game(&app).actions_played(), before);
    }

    #[test]
    fn mad_hot_seat_each_play_stays_behind_the_cover() {
        let mut app = mad_app(
            "mad-hot-seat",
            vec![SeatInfo::human("Ann"), SeatInfo::human("Bea")],
            12,
        );
        // The screen starts covered, for the first person.
        assert_eq!(
            view(&app),
            MadView {
                seat: Some(0),
                covered: true
            }
        );
        // Someone else cannot lift it.
        app.world_mut().write_message(LiftCover(1));
        app.update();
        assert!(view(&app).covered);
        app.world_mut().write_message(LiftCover(0));
        // Ann banks each first card until the screen goes to Bea (in a round where
        // Bea's first card did not bust).
        for _ in 0..40 {
            skip_until(&mut app, "a decision or the screen changing hands", |app| {
                view(app).seat == Some(1) || persons_decision(app).is_some()
            });
            if view(&app).seat == Some(1) {
                break;
            }
            let (seat, _) = persons_decision(&app).unwrap();
            assert_eq!(seat, 0);
            choose(&mut app, 0, MadAction::Bank);
        }
        assert_eq!(view(&app).seat, Some(1), "the screen went to Bea");
        let v = view(&app);
        assert!(v.covered, "the screen is covered when it changes hands");
        // What Bea's screen holds of Ann is only what was public when the round began:
        // Ann's bank of this round is hers alone.
        let ann = shown(&app).model.seats[0].clone();
        let public = game(&app).game().observe(1).table[0].clone();
        assert_eq!(
            (ann.bank, ann.bank_points),
            (public.bank.len(), public.points())
        );
        assert!(ann.row.is_empty());
        assert!(game(&app).game().state().points(0) > public.points());
        // Nor does Bea's log tell Ann's play before the round ends.
        let leaks: Vec<&str> = shown(&app)
            .log_for(Some(1))
            .filter(|line| line.starts_with("Ann bank"))
            .collect();
        assert!(leaks.is_empty(), "{leaks:?}");
        assert!(
            shown(&app)
                .log_for(Some(0))
                .any(|l| l.starts_with("Ann bank"))
        );
        app.world_mut().write_message(LiftCover(1));
        skip_until(&mut app, "Bea's decision", |app| {
            persons_decision(app).is_some()
        });
        assert_eq!(persons_decision(&app).map(|(s, _)| s), Some(1));
    }

    #[test]
    fn mad_continue_opens_the_saved_game_on_its_own_table() {
        let mut app = mad_app(
            "mad-continue",
            vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Hard)],
            21,
        );
        for _ in 0..3 {
            skip_until(&mut app, "a decision", |app| {
                persons_decision(app).is_some()
            });
            let (seat, _) = persons_decision(&app).unwrap();
            choose(&mut app, seat, MadAction::Bank);
        }
        let record = game(&app).game().record().clone();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
        let folder = app.world().resource::<SavesFolder>().clone();
        let (_, loaded) = folder.0.latest_unfinished().expect("a game to continue");
        app.world_mut()
            .write_message(OpenTable::Resume(Box::new(loaded)));
        update_until(&mut app, "the Mad Queens table", |app| {
            screen(app) == Screen::MadTable && app.world().get_resource::<MadMatch>().is_some()
        });
        assert_eq!(*game(&app).game().record(), record);
    }

    #[test]
    fn mad_the_pause_menu_saves_under_a_name_that_loads_as_mad_queens() {
        use sleeping_queens::game::mad_table::MadPaused;
        use sleeping_queens::game::saving::{NamedSave, SaveAs};
        let mut app = mad_app(
            "mad-save-as",
            vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)],
            33,
        );
        for _ in 0..2 {
            skip_until(&mut app, "a decision", |app| {
                persons_decision(app).is_some()
            });
            let (seat, _) = persons_decision(&app).unwrap();
            choose(&mut app, seat, MadAction::Bank);
        }
        app.world_mut().resource_mut::<MadPaused>().0 = true;
        app.update();
        assert_eq!(app.world().resource::<NamedSave>().0, None);
        app.world_mut()
            .write_message(SaveAs("  Tuesday evening ".into()));
        app.update();
        let saved = app.world().resource::<NamedSave>().0.clone();
        let path = saved.expect("the save's outcome").expect("saved");
        let folder = app.world().resource::<SavesFolder>().clone();
        let loaded = folder.0.load(&path).expect("the named save loads");
        assert_eq!(loaded.file.name, "Tuesday evening");
        assert_eq!(
            loaded.mad_queens().expect("a Mad Queens game").record(),
            game(&app).game().record()
        );
        // Opening the pause menu again forgets what the last one said.
        app.world_mut().resource_mut::<MadPaused>().0 = false;
        app.update();
        app.world_mut().resource_mut::<MadPaused>().0 = true;
        app.update();
        assert_eq!(app.world().resource::<NamedSave>().0, None);
    }
}

mod mad_replay {
    use super::*;
    use sleeping_queens::bots::BotKind;
    use sleeping_queens::game::mad_table::shown::{MadShown, SkipShow};
    use sleeping_queens::game::mad_table::{MadMatch, MadOpening};
    use sleeping_queens::game::next_game::OpenTable;
    use sleeping_queens::mad::bots::{self as mad_bots, MadBot};
    use sleeping_queens::mad::{MadGame, MadSetup};
    use sleeping_queens::save::{SaveFile, load_bytes};
    use sleeping_queens::seats::SeatInfo;

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

        let mut app = headless_app_with("mad-replay", Cli::default());
        update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
        app.world_mut()
            .write_message(OpenTable::Replay(Box::new(loaded)));
        update_until(&mut app, "the Mad Queens table", |app| {
            screen(app) == Screen::MadTable && app.world().get_resource::<MadMatch>().is_some()
        });
        fn game(app: &App) -> &MadMatch {
            app.world().resource::<MadMatch>()
        }
        assert!(matches!(game(&app).opening(), MadOpening::Replay { .. }));
        assert_eq!(
            game(&app).actions_played(),
            0,
            "a replay starts from the deal"
        );
        let start = Instant::now();
        while !app.world().resource::<MadShown>().over {
            assert!(start.elapsed() < Duration::from_secs(20), "the replay ends");
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
}

mod lesson {
    use super::table::{choose, game, persons_decision, run_until};
    use super::*;
    use sleeping_queens::game::next_game::OpenTable;
    use sleeping_queens::game::profile::PlayerProfile;
    use sleeping_queens::game::settings::SavesFolder;
    use sleeping_queens::game::table::coach::Coach;
    use sleeping_queens::game::table::engine::Match;
    use sleeping_queens::game::table::input::{Click, Targets};
    use sleeping_queens::lessons::{LEARNER, LessonId, same_choice};
    use sleeping_queens::rules::Action;

    /// A table opened on lesson `id`, `from` choices in.
    fn lesson_app(tag: &str, id: LessonId, from: u32) -> App {
        let mut app = stepped_app(
            tag,
            Cli {
                animation_speed: 40.0,
                ..Cli::default()
            },
        );
        update_until(&mut app, "the title screen", |app| {
            screen(app) == Screen::Title
        });
        open_lesson(&mut app, id, from);
        app
    }

    fn open_lesson(app: &mut App, id: LessonId, from: u32) {
        app.world_mut().write_message(OpenTable::Lesson(id, from));
        update_until(app, "the lesson's table", |app| {
            app.world()
                .get_resource::<Match>()
                .is_some_and(|m| m.lesson_now().is_some())
        });
    }

    #[test]
    fn each_lesson_plays_to_its_end_and_a_wrong_choice_does_not_advance_it() {
        for id in LessonId::ALL {
            let mut app = lesson_app(&format!("lesson-{}", id.key()), id, 0);
            let mut wrong_tried = 0;
            loop {
                assert!(run_until(&mut app, 3000, |app| {
                    persons_decision(app).is_some() || game(app).state().is_over()
                }));
                if game(&app).state().is_over() {
                    break;
                }
                let beat = *game(&app)
                    .beat()
                    .expect("a beat for the learner's decision");
                assert_eq!(
                    beat.seat, LEARNER,
                    "the learner is asked at the learner's beat"
                );
                let want = game(&app)
                    .beat_action()
                    .expect("the beat's card is in hand");
                if want == Action::Pass {
                    // An answer to the learner's own card: the table passes for them.
                    let at = game(&app).stamp();
                    assert!(run_until(&mut app, 200, |app| game(app).stamp() > at));
                    continue;
                }
                // Only what the beat asks for glows.
                app.update();
                let targets = app.world().resource::<Targets>().clone();
                // (Odd or even is picked on the prompt's buttons.)
                assert!(
                    matches!(want, Action::Parity(_))
                        || !targets.cards.is_empty()
                        || !targets.slots.is_empty(),
                    "something glows for {want:?}"
                );
                for click in targets.cards.values().chain(targets.slots.values()) {
                    match (click, &want) {
                        (Click::Act(a), _) => {
                            assert!(same_choice(a, &want), "{a:?} glows, {want:?} asked")
                        }
                        (Click::Select(card), Action::PlayNumbers(p)) => {
                            assert!(p.cards().contains(card))
                        }
                        (other, _) => panic!("{other:?} glows, {want:?} asked"),
                    }
                }
                // Another legal choice is refused: the lesson waits, and the coach says so.
                let at = game(&app).stamp();
                let legal = game(&app).state().legal_actions();
                if let Some(wrong) = legal.iter().find(|a| !same_choice(a, &want)) {
                    choose(&mut app, LEARNER, *wrong);
                    app.update();
                    app.update();
                    assert_eq!(game(&app).stamp(), at, "{wrong:?} was not played");
                    assert_eq!(
                        app.world().resource::<Coach>().nudged.map(|n| n.1),
                        Some(at),
                        "the coach says what to do instead"
                    );
                    wrong_tried += 1;
                }
                choose(&mut app, LEARNER, want);
                assert!(
                    run_until(&mut app, 200, |app| game(app).stamp() > at),
                    "{id:?}: {want:?} at {:?} was not played",
                    game(&app).state().pending()
                );
            }
            let lesson = id.lesson();
            assert_eq!(game(&app).game().record().actions.len(), lesson.beats.len());
            // The player's own autosave is left alone.
            let folder = app.world().resource::<SavesFolder>().0.clone();
            assert!(
                !folder.autosave_path().exists(),
                "a lesson is not autosaved"
            );
            let outcome = game(&app).state().outcome().unwrap();
            assert_eq!(outcome.winners, vec![LEARNER]);
            assert!(wrong_tried >= 5, "wrong choices were tried: {wrong_tried}");
            app.update();
            app.update();
            assert!(
                app.world().resource::<PlayerProfile>().0.has_done(id.key()),
                "the lesson is marked done"
            );
            assert_eq!(
                app.world().resource::<PlayerProfile>().0.tallies,
                vec![],
                "a lesson is not counted as a game"
            );
        }
    }

    #[test]
    fn a_lesson_left_part_way_resumes_where_it_was() {
        let id = LessonId::Classic;
        let mut app = lesson_app("lesson-resume", id, 0);
        // Played to its sixth choice (the learner's pair), then left.
        while game(&app).game().record().actions.len() < 6 {
            assert!(run_until(&mut app, 3000, |app| persons_decision(app).is_some()));
            let want = game(&app).beat_action().unwrap();
            let at = game(&app).stamp();
            choose(&mut app, LEARNER, want);
            assert!(run_until(&mut app, 200, |app| game(app).stamp() > at));
        }
        assert!(run_until(&mut app, 3000, |app| persons_decision(app).is_some()));
        let played = game(&app).game().record().clone();
        app.update();
        let kept = app
            .world()
            .resource::<PlayerProfile>()
            .0
            .lesson_at(id.key());
        assert_eq!(
            kept as usize,
            played.actions.len(),
            "the profile keeps its place"
        );
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        update_until(&mut app, "the title screen", |app| {
            screen(app) == Screen::Title
        });
        open_lesson(&mut app, id, kept);
        assert_eq!(
            game(&app).game().record(),
            &played,
            "the same game, at the same place"
        );
        assert!(run_until(&mut app, 3000, |app| persons_decision(app).is_some()));
        assert!(game(&app).beat().is_some_and(|b| b.seat == LEARNER));
    }
}
