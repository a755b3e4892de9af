use super::sleeping_queens_replay::replay_app;
use super::sleeping_queens_table::seats as seats_of;
use super::sleeping_queens_table::{
    bot_thinking, choose, game, people, persons_decision, power_card_turn, presentation, run_until,
    seats, table_app,
};
use super::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use sleeping_queens::game::next_game::GameConfig;
use sleeping_queens::game::sleeping_queens::asking::Asking;
use sleeping_queens::game::sleeping_queens::input::TableClick;
use sleeping_queens::game::sleeping_queens::pieces::TableCard;
use sleeping_queens::game::states::Menu;
use sleeping_queens::save::{SaveFile, load_bytes};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Decision, Game, RuleSet, Setup};

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
pub(crate) fn resumed_at(tag: &str, seats: &[SeatInfo], wanted: impl Fn(&Decision) -> bool) -> App {
    resumed_where(tag, seats, |g| g.state().pending().is_some_and(&wanted))
}

/// [`resumed_at`], at the first moment of a game that `wanted` accepts.
fn resumed_where(tag: &str, seats: &[SeatInfo], wanted: impl Fn(&Game) -> bool) -> App {
    resume(tag, seats, &played_until(seats, wanted))
}

/// A table resumed from a save of `played`, its cards moving quickly.
fn resume(tag: &str, seats: &[SeatInfo], played: &Game) -> App {
    let app = stepped_app(
        tag,
        Cli {
            animation_speed: 40.0,
            ..Cli::default()
        },
    );
    resume_on(app, seats, played)
}

/// A game of `seats` (extended rules) played at random to the first moment `wanted`
/// accepts.
pub(crate) fn played_until(seats: &[SeatInfo], wanted: impl Fn(&Game) -> bool) -> Game {
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
        for _ in 0..300 {
            if played.state().is_over() {
                break;
            }
            if wanted(&played) {
                return played;
            }
            let legal = played.state().legal_actions();
            played.apply(*legal.choose(&mut rng).unwrap()).unwrap();
        }
    }
    panic!("no seed came to the decision wanted");
}

/// `played` resumed from its save on `app`, as the Load screen would open it.
pub(crate) fn resume_on(mut app: App, seats: &[SeatInfo], played: &Game) -> App {
    use sleeping_queens::game::next_game::OpenTable;
    let text = SaveFile::new(played, "window", seats, 0).to_ron().unwrap();
    let loaded = load_bytes(text.as_bytes()).unwrap();
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    app.world_mut()
        .write_message(OpenTable::Resume(Box::new(loaded)));
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
    // When it runs out, the person passes, and the log says so.
    frames(&mut app, ((left + 1.0) * 20.0) as usize);
    assert!(game(&app).stamp() > actions, "time ran out: a pass");
    assert_eq!(
        game(&app).game().record().actions[actions],
        sleeping_queens::sleeping_queens::Action::Pass
    );
    assert!(
        log(&app).contains(&"Time ran out: you passed.".to_string()),
        "{:?}",
        log(&app)
    );
}

fn log(app: &App) -> Vec<String> {
    app.world()
        .resource::<sleeping_queens::game::sleeping_queens::present::TableShown>()
        .log
        .clone()
}

/// A pass by key (Space) in a window is told in the log; nobody else learns of it.
#[test]
fn a_pass_in_a_window_is_told_in_the_persons_log() {
    let (mut app, at) = answer_on_screen("pass-told");
    app.init_resource::<bevy::input::ButtonInput<KeyCode>>();
    super::keys::press(&mut app, KeyCode::Space);
    assert!(run_until(&mut app, 5, |app| game(app).stamp() > at));
    assert_eq!(
        game(&app).game().record().actions[at],
        sleeping_queens::sleeping_queens::Action::Pass
    );
    frames(&mut app, 2);
    assert!(
        log(&app).contains(&"You passed.".to_string()),
        "{:?}",
        log(&app)
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
    use sleeping_queens::game::sleeping_queens::help::RuleHelp;
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
    use sleeping_queens::game::sleeping_queens::hints::{AskHint, Hinting};
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
        sleeping_queens::sleeping_queens::Action::Pass,
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
    use sleeping_queens::game::sleeping_queens::hotseat::{Claim, TakeSeat};
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

/// X-ANS-2 at one screen: when two people both say they answer, the first is asked
/// behind the hand-off, and once that one is done the screen is covered again and handed
/// to the second (it used to stay with the first, face up, and the game waited for good).
#[test]
fn hot_seat_two_people_who_both_answer_each_get_the_screen_in_turn() {
    use sleeping_queens::game::sleeping_queens::hotseat::{Claim, TakeSeat};
    let seats = [
        SeatInfo::human("Ana"),
        SeatInfo::human("Bo"),
        SeatInfo::human("Cy"),
    ];
    let mut app = resumed_at("two-claims", &seats, |d| {
        matches!(d, Decision::Answer { by: 0, .. })
    });
    assert!(run_until(&mut app, 40, |app| seats_of(app)
        .open_call_waiting()
        .is_some()));
    app.world_mut().write_message(Claim::Toggle(1));
    app.world_mut().write_message(Claim::Toggle(2));
    app.world_mut().write_message(Claim::Done);
    frames(&mut app, 5);
    let first = persons_decision(&app).expect("a person is asked").seat();
    assert_eq!(
        seats_of(&app).waiting_for(game(&app), presentation(&app)),
        Some(first)
    );
    app.world_mut().write_message(TakeSeat(first));
    frames(&mut app, 5);
    assert_eq!(seats_of(&app).shown_hand(), Some(first));
    choose(
        &mut app,
        first,
        sleeping_queens::sleeping_queens::Action::Pass,
    );
    let second = 3 - first;
    assert!(
        run_until(&mut app, 40, |app| seats_of(app)
            .waiting_for(game(app), presentation(app))
            == Some(second)),
        "the screen waits for the second: {:?}",
        seats_of(&app)
    );
    assert_eq!(seats_of(&app).shown_hand(), None, "every hand covered");
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
    use sleeping_queens::game::sleeping_queens::prompts::{LogWindow, ToggleLog};
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
    use sleeping_queens::game::sleeping_queens::input::Targets;
    use sleeping_queens::game::sleeping_queens::pieces::{Glow, SlotMark};
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
    use sleeping_queens::game::play::HintGiven;
    use sleeping_queens::game::profile::PlayerProfile;
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

/// Aiming a card in an after-wake window (a Knight or a Potion, which then needs its
/// target) costs no time: the countdown stands still while the card is held, and runs
/// again when it is put back.
#[test]
fn the_after_wake_countdown_stands_still_while_a_card_is_aimed() {
    use sleeping_queens::game::sleeping_queens::input::{Aiming, Click, Pick, Targets, aim_of};
    use sleeping_queens::sleeping_queens::Action;
    let seats = [SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Normal)];
    let mut app = resumed_where("aim-countdown", &seats, |g| {
        matches!(g.state().pending(), Some(Decision::AfterWake { seat: 0 }))
            && g.state()
                .legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Play(c) if aim_of(g.state(), 0, *c).is_some()))
    });
    assert!(run_until(&mut app, 10, |app| app
        .world()
        .resource::<Asking>()
        .at
        .is_some()));
    frames(&mut app, 2);
    let at = game(&app).stamp();
    let state = game(&app).state().clone();
    let card = app
        .world()
        .resource::<Targets>()
        .cards
        .iter()
        .find_map(|(e, c)| match c {
            Click::Act(Action::Play(card)) if aim_of(&state, 0, *card).is_some() => Some(*e),
            _ => None,
        })
        .expect("a card to aim");
    app.world_mut().write_message(TableClick::Card(card));
    app.update();
    assert!(app.world().resource::<Aiming>().now(at).is_some(), "held");
    let aiming = countdown(&app).unwrap();
    frames(&mut app, 400);
    assert_eq!(countdown(&app), Some(aiming), "aiming costs no time");
    assert_eq!(game(&app).stamp(), at, "nobody passed for the person");
    app.world_mut().write_message(Pick::PutBack);
    frames(&mut app, 20);
    assert!(countdown(&app).unwrap() < aiming, "put back, it runs again");
}
