use super::keys::press;
use super::*;
use sleeping_queens::advice::Measure;
use sleeping_queens::game::mad_queens::hints::{MadAskHint, MadAsked, MadHinting};
use sleeping_queens::game::mad_queens::shown::{LiftCover, MadShown, MadView, Model, SkipShow};
use sleeping_queens::game::mad_queens::{MadChoose, MadMatch};
use sleeping_queens::game::next_game::{MadConfig, OpenTable};
use sleeping_queens::game::play::TakeBack;
use sleeping_queens::game::profile::PlayerProfile;
use sleeping_queens::game::screens::review::{OpenReview, ReviewRun};
use sleeping_queens::game::settings::SavesFolder;
use sleeping_queens::mad_queens::{MadAction, MadDecision, Seat};
use sleeping_queens::mad_queens::{MadEvent, MadGame, MadUnseen};
use sleeping_queens::save::{LoadedGame, LoadedSave};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::Game;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::takeback::TakeBackRefusal;

fn mad_app(tag: &str, seats: Vec<SeatInfo>, seed: u64) -> App {
    mad_app_with(tag, seats, seed, false)
}

fn mad_app_with(tag: &str, seats: Vec<SeatInfo>, seed: u64, practice: bool) -> App {
    let mut app = stepped_app(tag, Cli::default());
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    app.world_mut().write_message(OpenTable::NewMad(MadConfig {
        seats,
        seed: Some(seed),
        practice,
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
            start.elapsed() < Duration::from_secs(60),
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
    let at = game(app).stamp();
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
    // The profile counts it beside Sleeping Queens, with its busts, exact matches and
    // queens paid.
    update_until(&mut app, "the profile to count the game", |app| {
        app.world().resource::<PlayerProfile>().0.played() == 1
    });
    let profile = app.world().resource::<PlayerProfile>().0.clone();
    let tally = &profile.tallies[0];
    assert_eq!(
        (tally.rules.as_str(), tally.level),
        ("mad-queens", BotKind::Normal)
    );
    assert_eq!(tally.won, u32::from(result.winners.contains(&0)));
    assert_eq!(tally.points, u64::from(result.points[0]));
    let mine = |f: fn(&MadEvent) -> bool| {
        game(&app)
            .game()
            .history()
            .iter()
            .filter(|t| f(&t.event))
            .count() as u64
    };
    assert_eq!(
        tally.busts,
        mine(|e| matches!(e, MadEvent::Bust { seat: 0, .. }))
    );
    assert_eq!(
        tally.exact_matches,
        mine(|e| matches!(e, MadEvent::ExactMatch { seat: 0, .. }))
    );
    assert_eq!(
        tally.queens_paid,
        mine(|e| matches!(e, MadEvent::QueenPaid { seat: 0, .. }))
    );
    // Its review opens (measured off the main thread, with its progress), and Back
    // leaves it at work no more.
    let save = Box::new(LoadedSave {
        file: game(&app).save_file("review", 0),
        game: LoadedGame::MadQueens(Box::new(game(&app).game().clone())),
    });
    app.world_mut().write_message(OpenReview {
        save,
        back: Screen::Title,
    });
    update_until(&mut app, "the review to weigh a decision", |app| {
        screen(app) == Screen::Review
            && app
                .world()
                .get_resource::<ReviewRun<MadGame>>()
                .is_some_and(|r| r.progress().1 > 0)
    });
    assert!(app.world().get_resource::<ReviewRun<Game>>().is_none());
}

/// Waits for the person's next decision at rest, playing nothing.
fn next_decision(app: &mut App) -> (Seat, MadDecision) {
    skip_until(app, "the person's decision", |app| {
        persons_decision(app).is_some()
    });
    persons_decision(app).unwrap()
}

#[test]
fn mad_a_practice_take_back_restores_the_table_before_the_decision() {
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)];
    let mut app = mad_app_with("mad-take-back", seats, 12, true);
    // Two plays in, so that there is something behind the decision taken back.
    let mut taken = 0;
    while taken < 3 {
        let (seat, _) = next_decision(&mut app);
        let before = game(&app).game().observe(seat);
        let kept = game(&app).actions_played();
        let legal = game(&app).game().state().legal(seat);
        let action = if legal.contains(&MadAction::Reveal) {
            MadAction::Reveal
        } else {
            MadAction::Bank
        };
        choose(&mut app, seat, action);
        assert!(game(&app).actions_played() > kept);
        app.world_mut().write_message(TakeBack);
        app.update();
        // The game is the one before the reveal, exactly (the bot's choices since went
        // back with it), and the table shows it.
        assert_eq!(game(&app).actions_played(), kept);
        assert_eq!(game(&app).game().observe(seat), before);
        assert_eq!(game(&app).take_backs(), taken + 1);
        skip_until(&mut app, "the table to settle", |app| shown(app).at_rest());
        app.update();
        assert_eq!(
            shown(&app).model,
            Model::of(game(&app).game(), Some(seat)),
            "the table shows the game as it is now"
        );
        // Play on: this time the choice stands, then a bank.
        choose(&mut app, seat, action);
        if let Some((seat, MadDecision::RevealOrBank { .. })) = persons_decision(&app) {
            choose(&mut app, seat, MadAction::Bank);
        }
        taken += 1;
    }
    let file = game(&app).save_file("kept", 0);
    assert!(file.practice);
    assert_eq!(file.take_backs, 3);
}

#[test]
fn mad_a_normal_game_never_takes_back_a_reveal() {
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)];
    let mut app = mad_app_with("mad-no-take-back", seats, 12, false);
    let (seat, _) = next_decision(&mut app);
    choose(&mut app, seat, MadAction::Reveal);
    let played = game(&app).actions_played();
    assert!(matches!(
        game(&app).can_take_back(),
        Err(TakeBackRefusal::WouldUnsee(MadUnseen::OwnCard))
    ));
    app.world_mut().write_message(TakeBack);
    app.update();
    assert_eq!(game(&app).actions_played(), played);
    assert_eq!(game(&app).take_backs(), 0);
}

#[test]
fn mad_a_hint_names_a_choice_of_the_decision_with_hards_figures() {
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)];
    let mut app = mad_app_with("mad-hint", seats, 5, false);
    let (seat, _) = next_decision(&mut app);
    let at = game(&app).seat_stamp(seat);
    app.world_mut().write_message(MadAskHint);
    let asked = MadAsked { at, seat };
    update_until(&mut app, "the hint", |app| {
        app.world()
            .resource::<MadHinting>()
            .shown_for(asked)
            .is_some()
    });
    let hinting = app.world().resource::<MadHinting>();
    let shown = hinting.shown_for(asked).unwrap();
    let legal = game(&app).game().state().legal(seat);
    assert!(legal.contains(&shown.hint.best().unwrap().action));
    assert_eq!(shown.hint.choices.len(), legal.len());
    assert_eq!(shown.hint.measure, Measure::WinChance);
    assert!(
        shown
            .hint
            .choices
            .iter()
            .all(|c| (0.0..=1.0).contains(&c.win))
    );
    // It is counted in the game's saves, once however often it is asked.
    app.world_mut().write_message(MadAskHint);
    app.update();
    assert_eq!(game(&app).hints(), 1);
    assert_eq!(game(&app).save_file("h", 0).hints, 1);
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
    use sleeping_queens::game::saving::{NamedSave, SaveAs};
    use sleeping_queens::game::states::Menu;
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
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
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
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    app.update();
    assert_eq!(app.world().resource::<NamedSave>().0, None);
}

/// The pause menu stops the Mad Queens table as it stops Sleeping Queens': the same
/// windows (`states::Menu`), and while one is open no bot plays and nothing moves.
#[test]
fn mad_the_pause_menu_stops_the_bots_and_the_cards() {
    use sleeping_queens::game::states::{Menu, Paused};
    let mut app = mad_app(
        "mad-pause",
        vec![
            SeatInfo::bot("Bo", BotKind::Easy),
            SeatInfo::bot("Cy", BotKind::Normal),
        ],
        35,
    );
    skip_until(&mut app, "the bots' first choices", |app| {
        game(app).actions_played() > 2
    });
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    app.update();
    assert!(app.world().get_resource::<State<Paused>>().is_some());
    let at = game(&app).actions_played();
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(
        game(&app).actions_played(),
        at,
        "nobody played while paused"
    );
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    skip_until(&mut app, "the bots playing on", |app| {
        game(app).actions_played() > at
    });
}

/// A bot that fails on its first decision.
struct Failing;

impl sleeping_queens::engine::Player<sleeping_queens::mad_queens::MadGame> for Failing {
    fn decide(&mut self, _: &sleeping_queens::mad_queens::MadObservation) -> MadAction {
        panic!("a bot that fails")
    }
}

#[test]
fn mad_a_bot_that_fails_leaves_its_seat_playing_the_first_legal_action() {
    use sleeping_queens::game::bots::{BotSeats, SeatBot};
    use sleeping_queens::mad_queens::MadGame;
    let mut app = mad_app(
        "mad-failing-bot",
        vec![
            SeatInfo::bot("Bo", BotKind::Easy),
            SeatInfo::bot("Cy", BotKind::Easy),
        ],
        5,
    );
    let bots: Vec<Option<SeatBot<MadGame>>> = vec![
        Some(Box::new(Failing)),
        Some(Box::new(sleeping_queens::mad_queens::bots::make(
            BotKind::Easy,
            1,
        ))),
    ];
    app.world_mut().insert_resource(BotSeats::new(bots));
    skip_until(&mut app, "the end of the game", |app| shown(app).over);
    assert!(game(&app).game().state().result().is_some());
}

/// A key pressed while the card it would follow is still being shown shows it at once
/// instead of choosing blind, and a key meant for the decision just replaced does not
/// answer the new one; a moment later, it does.
#[test]
fn mad_a_key_never_chooses_before_the_person_has_seen_the_decision() {
    use sleeping_queens::game::decision::HOLD_SECS;
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::bot("Bo", BotKind::Normal)];
    for seed in 0..20 {
        let mut app = mad_app("mad late key", seats.clone(), seed);
        app.init_resource::<ButtonInput<KeyCode>>();
        let (seat, _) = next_decision(&mut app);
        let legal = game(&app).game().state().legal(seat);
        if !legal.contains(&MadAction::Reveal) {
            continue;
        }
        let played = |app: &App| {
            let record = game(app).game().record();
            record.actions.iter().filter(|a| a.seat == seat).count()
        };
        let_pass(&mut app, HOLD_SECS);
        let before = played(&app);
        press(&mut app, KeyCode::KeyR);
        assert_eq!(played(&app), before + 1, "R reveals");
        if shown(&app).at_rest() || view(&app).person_deciding(game(&app)).is_none() {
            continue;
        }
        // The card is still being shown: R shows it, and reveals nothing more.
        press(&mut app, KeyCode::KeyR);
        assert_eq!(played(&app), before + 1, "no blind reveal");
        app.update();
        let Some((seat, _)) = persons_decision(&app) else {
            continue;
        };
        if !game(&app)
            .game()
            .state()
            .legal(seat)
            .contains(&MadAction::Reveal)
        {
            continue;
        }
        // The new decision has just replaced the old: held a moment.
        press(&mut app, KeyCode::KeyR);
        assert_eq!(played(&app), before + 1, "the late key is dropped");
        let_pass(&mut app, HOLD_SECS + 0.05);
        press(&mut app, KeyCode::KeyR);
        assert_eq!(played(&app), before + 2, "then R reveals again");
        return;
    }
    panic!("no seed gave two reveals in a row");
}

/// A whole game of Mad Queens between people sharing one screen, played with keys
/// alone: Enter lifts the cover for the person it names, R, B and S choose, Space
/// shows at once what is being shown.
#[test]
fn mad_hot_seat_plays_a_whole_game_with_keys_alone() {
    use rand::{RngExt, SeedableRng};
    let mut app = mad_app(
        "mad-keys-only",
        vec![SeatInfo::human("Ana"), SeatInfo::human("Bea")],
        41,
    );
    app.init_resource::<ButtonInput<KeyCode>>();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(41);
    let start = Instant::now();
    let mut chose = 0;
    while !shown(&app).over {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the keyboard-only game did not end ({chose} choices)"
        );
        if view(&app).covered {
            press(&mut app, KeyCode::Enter);
            continue;
        }
        let Some((seat, _)) = persons_decision(&app) else {
            press(&mut app, KeyCode::Space);
            continue;
        };
        let legal = game(&app).game().state().legal(seat);
        let keys: Vec<KeyCode> = legal
            .iter()
            .map(|a| match a {
                MadAction::Reveal => KeyCode::KeyR,
                MadAction::Bank => KeyCode::KeyB,
                MadAction::Stop => KeyCode::KeyS,
            })
            .collect();
        // Mostly reveal, so the game goes on to its end.
        let key = if rng.random_bool(0.6) && keys.contains(&KeyCode::KeyR) {
            KeyCode::KeyR
        } else {
            keys[rng.random_range(0..keys.len())]
        };
        let at = game(&app).stamp();
        press(&mut app, key);
        if game(&app).stamp() > at {
            chose += 1;
        }
    }
    assert!(chose > 10, "{chose} choices by keys");
    assert!(game(&app).game().state().is_over());
}

/// Mad Queens' keys follow Settings too: Reveal moved from R to J reveals with J, and
/// R does nothing.
#[test]
fn mad_a_reveal_key_chosen_in_settings_reveals_and_r_does_not() {
    use sleeping_queens::game::keymap::Command;
    use sleeping_queens::game::settings::Settings;
    let mut app = mad_app(
        "mad-keys-chosen",
        vec![SeatInfo::human("Ana"), SeatInfo::bot("Bo", BotKind::Easy)],
        7,
    );
    app.init_resource::<ButtonInput<KeyCode>>();
    assert_eq!(
        app.world_mut()
            .resource_mut::<Settings>()
            .keys
            .bind(Command::Reveal, KeyCode::KeyJ),
        Ok(None)
    );
    skip_until(&mut app, "Ana's decision", |app| {
        persons_decision(app).is_some()
    });
    // Past the hold of a decision that has just come.
    let_pass(&mut app, 0.35);
    let anas = |app: &App| {
        game(app)
            .game()
            .record()
            .actions
            .iter()
            .filter(|c| c.seat == 0)
            .map(|c| c.action)
            .collect::<Vec<_>>()
    };
    let before = anas(&app);
    press(&mut app, KeyCode::KeyR);
    app.update();
    assert_eq!(anas(&app), before, "R is no longer Reveal");
    press(&mut app, KeyCode::KeyJ);
    app.update();
    let after = anas(&app);
    assert_eq!(after.len(), before.len() + 1, "J chose");
    assert_eq!(after.last(), Some(&MadAction::Reveal));
}
