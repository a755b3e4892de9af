use super::sleeping_queens_table::{choose, game, persons_decision, run_until};
use super::*;
use sleeping_queens::engine::GameKind;
use sleeping_queens::game::mad_queens::MadChoose;
use sleeping_queens::game::mad_queens::MadMatch;
use sleeping_queens::game::mad_queens::coach::MadCoach;
use sleeping_queens::game::mad_queens::shown::{MadShown, MadView, SkipShow};
use sleeping_queens::game::next_game::OpenTable;
use sleeping_queens::game::profile::PlayerProfile;
use sleeping_queens::game::settings::SavesFolder;
use sleeping_queens::game::sleeping_queens::coach::Coach;
use sleeping_queens::game::sleeping_queens::engine::Match;
use sleeping_queens::game::sleeping_queens::input::{Click, Targets};
use sleeping_queens::lessons::{LEARNER, LessonId, Taught, same_choice};
use sleeping_queens::sleeping_queens::{Action, Game};

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
    for id in LessonId::ALL
        .into_iter()
        .filter(|id| id.game() == GameKind::SleepingQueens)
    {
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
                .beat_action(LEARNER)
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
        let lesson = Game::lesson(id).unwrap();
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
        let want = game(&app).beat_action(LEARNER).unwrap();
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

#[test]
fn the_mad_queens_lesson_plays_its_beats_refuses_a_wrong_step_and_is_marked_done() {
    let mut app = stepped_app(
        "lesson-mad",
        Cli {
            animation_speed: 40.0,
            ..Cli::default()
        },
    );
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    app.world_mut()
        .write_message(OpenTable::Lesson(LessonId::MadQueens, 0));
    update_until(&mut app, "the lesson's table", |app| {
        screen(app) == Screen::MadTable
            && app
                .world()
                .get_resource::<MadMatch>()
                .is_some_and(|m| m.lesson_now().is_some())
    });
    let mut refused = 0;
    let mut played = 0;
    while !mad(&app).lesson_now().unwrap().is_played(mad(&app).game()) {
        let start = std::time::Instant::now();
        while !(app.world().resource::<MadShown>().at_rest()
            && app
                .world()
                .resource::<MadView>()
                .person_deciding(mad(&app))
                .is_some()
            && mad(&app).beat_action(LEARNER).is_some())
        {
            assert!(
                start.elapsed() < std::time::Duration::from_secs(60),
                "the learner's beat never came"
            );
            app.world_mut().write_message(SkipShow);
            app.update();
        }
        let want = mad(&app).beat_action(LEARNER).unwrap();
        let at = mad(&app).stamp();
        let seat_at = mad(&app).seat_stamp(LEARNER);
        // The other choice on offer is refused, and the coach says what to do instead.
        let wrong = mad(&app)
            .game()
            .state()
            .legal(LEARNER)
            .into_iter()
            .find(|a| *a != want);
        if let Some(wrong) = wrong {
            app.world_mut().write_message(MadChoose {
                seat: LEARNER,
                action: wrong,
                at,
            });
            app.update();
            assert_eq!(
                mad(&app).seat_stamp(LEARNER),
                seat_at,
                "{wrong:?} was played"
            );
            assert_eq!(
                app.world().resource::<MadCoach>().nudged.map(|n| n.1),
                Some(seat_at)
            );
            refused += 1;
        }
        let at = mad(&app).stamp();
        app.world_mut().write_message(MadChoose {
            seat: LEARNER,
            action: want,
            at,
        });
        app.update();
        assert_eq!(
            mad(&app).seat_stamp(LEARNER),
            seat_at + 1,
            "{want:?} was played"
        );
        played += 1;
    }
    assert_eq!(played, 10);
    assert!(refused >= 8, "{refused}");
    app.update();
    app.update();
    let profile = app.world().resource::<PlayerProfile>().0.clone();
    assert!(profile.has_done("mad-queens"), "the lesson is marked done");
    assert_eq!(profile.tallies, vec![], "a lesson is not counted as a game");
    let folder = app.world().resource::<SavesFolder>().0.clone();
    assert!(
        !folder.autosave_path().exists(),
        "a lesson is not autosaved"
    );
    // The player plays on: the lesson takes any choice now.
    let game = mad(&app);
    assert!(!game.game().state().is_over());
}

fn mad(app: &App) -> &MadMatch {
    app.world().resource::<MadMatch>()
}
