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
