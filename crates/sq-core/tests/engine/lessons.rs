//! The lessons: each plays to its end with the choices its beats ask for, the learner
//! wins, and no other choice is taken for a beat.

use sq_core::lessons::{LEARNER, Lesson, LessonId, same_choice};
use sq_core::rules::{Action, Game};

/// Plays `lesson` beat by beat, checking at each that the beat is the engine's decision
/// and that every other legal choice of its seat is refused by the lesson.
fn play_through(lesson: &Lesson) -> Game {
    let (mut game, _) = Game::new(lesson.setup.clone(), lesson.seed).expect("the lesson's deal");
    for (i, beat) in lesson.beats.iter().enumerate() {
        let state = game.state();
        let decision = state
            .pending()
            .unwrap_or_else(|| panic!("beat {i}: no decision; the game is over"));
        assert_eq!(
            decision.seat(),
            beat.seat,
            "beat {i} {beat:?}: the engine asks {decision:?}; hand {:?}",
            state
                .hand(beat.seat)
                .iter()
                .map(|c| c.card())
                .collect::<Vec<_>>()
        );
        let action = Lesson::action(beat, state).unwrap_or_else(|| {
            panic!(
                "beat {i} {beat:?}: not in hand {:?}",
                state
                    .hand(beat.seat)
                    .iter()
                    .map(|c| c.card())
                    .collect::<Vec<_>>()
            )
        });
        assert!(
            state.legal_actions().contains(&action) || matches!(action, Action::PlayNumbers(_)),
            "beat {i}: {action:?} is not legal for {decision:?}"
        );
        assert!(lesson.accepts(state, i, beat.seat, &action));
        // A wrong choice does not advance the lesson.
        for other in state.legal_actions() {
            let same = same_choice(&other, &action);
            assert_eq!(
                lesson.accepts(state, i, beat.seat, &other),
                same,
                "beat {i}: {other:?}"
            );
        }
        assert!(
            !lesson.accepts(state, i, 1 - beat.seat, &action),
            "not from the other seat"
        );
        assert_eq!(beat.coach.is_some(), beat.seat == LEARNER);
        game.apply_as(beat.seat, action)
            .unwrap_or_else(|e| panic!("beat {i} {beat:?}: {e}"));
    }
    game
}

#[test]
fn every_lesson_plays_to_its_end_and_the_learner_wins() {
    for id in LessonId::ALL {
        let lesson = id.lesson();
        let game = play_through(&lesson);
        let outcome = game.state().outcome().unwrap_or_else(|| {
            panic!(
                "{id:?}: the game goes on after the last beat: {:?}",
                game.state().pending()
            )
        });
        assert_eq!(outcome.winners, vec![LEARNER], "{id:?}");
        assert!(lesson.beat(lesson.beats.len()).is_none());
        assert_eq!(LessonId::from_key(id.key()), Some(id));
    }
}

#[test]
fn every_lesson_word_is_said_in_every_language() {
    for id in LessonId::ALL {
        let lesson = id.lesson();
        let keys = lesson
            .beats
            .iter()
            .filter_map(|b| b.coach)
            .chain([lesson.end]);
        for key in keys {
            let said = sq_core::i18n::in_every_language(key);
            assert_eq!(said.len(), sq_core::i18n::Language::ALL.len(), "{key}");
        }
    }
}
