//! The lessons: each plays to its end with the choices its beats ask for, the learner
//! wins (Sleeping Queens) or meets everything it teaches (Mad Queens), and no other
//! choice is taken for a beat.

use sq_core::engine::GameEngine;
use sq_core::lessons::{LEARNER, Lesson, LessonId, Taught, same_choice};
use sq_core::mad_queens::{MadAction, MadEvent, MadGame, PlayingCard, Seat};
use sq_core::sleeping_queens::{Action, Game};

/// The Sleeping Queens lessons.
fn sleeping_queens() -> Vec<Lesson<Game>> {
    LessonId::ALL.into_iter().filter_map(Game::lesson).collect()
}

/// Plays `lesson` beat by beat, checking at each that the beat is the engine's decision
/// and that every other legal choice of its seat is refused by the lesson.
fn play_through(lesson: &Lesson<Game>) -> Game {
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
        let action = Lesson::action(beat, &game).unwrap_or_else(|| {
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
        assert!(lesson.accepts(&game, beat.seat, &action, 0));
        // A wrong choice does not advance the lesson.
        for other in state.legal_actions() {
            let same = same_choice(&other, &action);
            assert_eq!(
                lesson.accepts(&game, beat.seat, &other, 0),
                same,
                "beat {i}: {other:?}"
            );
        }
        // A seat's own next beat is the lesson's next one: the beats are the record's.
        assert_eq!(lesson.next_beat(&game, beat.seat, 0), Some(beat));
        assert_eq!(lesson.beat(i), Some(beat));
        assert_eq!(beat.coach.is_some(), beat.seat == LEARNER);
        game.apply_as(beat.seat, action)
            .unwrap_or_else(|e| panic!("beat {i} {beat:?}: {e}"));
    }
    game
}

#[test]
fn every_sleeping_queens_lesson_plays_to_its_end_and_the_learner_wins() {
    for lesson in sleeping_queens() {
        let id = lesson.id;
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
    let mad = MadGame::lesson(LessonId::MadQueens).expect("the Mad Queens lesson");
    let keys: Vec<&str> = sleeping_queens()
        .iter()
        .flat_map(|l| l.beats.iter().filter_map(|b| b.coach).chain([l.end]))
        .chain(mad.beats.iter().filter_map(|b| b.coach).chain([mad.end]))
        .collect();
    for id in LessonId::ALL {
        assert_eq!(
            Game::lesson(id).is_some() as u8 + MadGame::lesson(id).is_some() as u8,
            1,
            "{id:?} is a lesson of one game"
        );
    }
    for key in keys {
        let said = sq_core::i18n::in_every_language(key);
        assert_eq!(said.len(), sq_core::i18n::Language::ALL.len(), "{key}");
    }
}

/// Plays the Mad Queens lesson, each round's beats of `first` seat before the other's,
/// checking at each beat that its seat decides, that the beat is legal, and that the
/// lesson refuses the seat's other choices.
fn play_mad(lesson: &Lesson<MadGame>, first: Seat) -> MadGame {
    let (mut game, _) = MadGame::start(lesson.setup.clone(), lesson.seed).expect("the deal");
    let mut guard = 0;
    while !lesson.is_played(&game) {
        guard += 1;
        assert!(guard < 200, "the lesson does not come to its end");
        let waiting = game.waiting_on();
        let seat = [first, 1 - first]
            .into_iter()
            .find(|s| waiting.contains(s) && lesson.next_beat(&game, *s, 0).is_some())
            .unwrap_or_else(|| panic!("nobody with a beat decides: {waiting:?}"));
        let beat = *lesson.next_beat(&game, seat, 0).unwrap();
        let action = Lesson::action(&beat, &game)
            .unwrap_or_else(|| panic!("{beat:?} is not legal: {:?}", game.legal(seat)));
        for other in game.legal(seat) {
            assert_eq!(lesson.accepts(&game, seat, &other, 0), other == action);
        }
        assert_eq!(beat.coach.is_some(), seat == LEARNER);
        game.apply_as(seat, action).expect("a legal beat");
    }
    game
}

#[test]
fn the_mad_queens_lesson_shows_everything_it_teaches_whoever_plays_first() {
    let lesson = MadGame::lesson(LessonId::MadQueens).expect("the Mad Queens lesson");
    let game = play_mad(&lesson, 1);
    let mine: Vec<&MadEvent> = game
        .history()
        .iter()
        .map(|t| &t.event)
        .filter(|e| !matches!(e, MadEvent::RoundEnded { .. }))
        .collect();
    let seen = |f: &dyn Fn(&MadEvent) -> bool| mine.iter().filter(|e| f(e)).count();
    assert!(seen(&|e| matches!(e, MadEvent::Banked { seat: 0, .. })) >= 4);
    assert!(seen(&|e| matches!(e, MadEvent::Bust { seat: 0, .. })) >= 2);
    assert_eq!(
        seen(&|e| matches!(e, MadEvent::ExactMatch { seat: 0, .. })),
        1
    );
    assert_eq!(seen(&|e| matches!(e, MadEvent::JokerEvent { .. })), 1);
    assert_eq!(
        seen(&|e| matches!(e, MadEvent::QueenPaid { seat: 0, .. })),
        2
    );
    assert!(
        seen(&|e| matches!(
            e,
            MadEvent::Revealed { seat: 0, card, forced: false } if *card == PlayingCard::JOKERS[0]
                || *card == PlayingCard::JOKERS[1]
        )) >= 1
    );
    assert_eq!(
        seen(&|e| matches!(e, MadEvent::TemporaryDrawn { seat: 0, .. })),
        1
    );
    assert!(!game.is_over(), "the player plays on after the lesson");
    // Plays are simultaneous: the learner playing first in each round is the same game.
    let other = play_mad(&lesson, LEARNER);
    for seat in 0..2 {
        assert_eq!(other.observe(seat).me, game.observe(seat).me);
    }
    // A lesson left part way resumes from its beats in order.
    let resumed = lesson.start(7).expect("the deal");
    assert_eq!(resumed.steps(), 7);
    let legal_stop = GameEngine::legal(&game, LEARNER).contains(&MadAction::Stop);
    assert!(!legal_stop || game.observe(LEARNER).me.deck.len() <= 12);
}
