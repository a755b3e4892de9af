//! The coach of a Mad Queens lesson: a bubble over the table saying what to do and
//! why; after a choice the lesson refused, it says what it asks for instead. Once every
//! beat is played it says what is left to know, and the player plays on or leaves. The
//! lesson keeps its place in the profile as it goes. The bubble only reads the table:
//! the engine's one way in refuses every choice but the beat's (`MadMatch::apply`).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::engine::{MadMatch, MadRefused, MadSystems};
use super::shown::{MadShown, MadView};
use crate::game::profile::{LessonAt, LessonDone};
use crate::game::rest::Wake;
use crate::game::states::{Paused, Screen};
use crate::game::text::mad_choice_words;
use crate::game::theme::{palette::WARNING, widgets};
use crate::i18n::message;
use crate::lessons::LEARNER;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::MadTable), |mut commands: Commands| {
        commands.insert_resource(MadCoach::default());
    });
    app.add_systems(
        Update,
        (notice_refusals, keep_place)
            .after(MadSystems::Apply)
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        coach_bubble.run_if(
            in_state(Screen::MadTable)
                .and_then(resource_exists::<MadMatch>)
                .and_then(not(in_state(Paused))),
        ),
    );
}

/// How long the coach says "not now" after a refused choice, in seconds.
const NUDGE_SECS: f64 = 4.0;

/// The coach's memory at this table.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct MadCoach {
    /// When the learner last chose what the lesson does not ask for, and at which
    /// decision (its seat stamp).
    pub nudged: Option<(f64, usize)>,
    /// How far the lesson was last kept in the profile.
    kept: Option<u32>,
    /// The lesson was told to the profile as done.
    pub marked: bool,
    /// The learner closed the last words to play on.
    closed: bool,
}

/// A choice of the learner's that the lesson refused: the coach says what to do instead.
fn notice_refusals(
    time: Res<Time>,
    game: Res<MadMatch>,
    mut refused: MessageReader<MadRefused>,
    coach: Option<ResMut<MadCoach>>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(mut coach) = coach.filter(|_| game.lesson_now().is_some()) else {
        refused.clear();
        return;
    };
    if refused.read().any(|r| r.choice.seat == LEARNER) {
        coach.nudged = Some((time.elapsed_secs_f64(), game.seat_stamp(LEARNER)));
        wake.write(Wake::NOW);
    }
}

/// The lesson keeps its place in the profile as it goes (it resumes there), and once
/// every beat is played it is marked done, once.
fn keep_place(
    game: Res<MadMatch>,
    coach: Option<ResMut<MadCoach>>,
    mut done: MessageWriter<LessonDone>,
    mut at: MessageWriter<LessonAt>,
) {
    let (Some(lesson), Some(mut coach)) = (game.lesson_now(), coach) else {
        return;
    };
    let played = game.actions_played() as u32;
    if lesson.is_played(game.game()) {
        if !coach.marked {
            coach.marked = true;
            done.write(LessonDone(lesson.id));
        }
    } else if coach.kept != Some(played) {
        coach.kept = Some(played);
        at.write(LessonAt(lesson.id, played));
    }
}

fn coach_bubble(
    mut contexts: EguiContexts,
    time: Res<Time>,
    game: Res<MadMatch>,
    view: Res<MadView>,
    shown: Res<MadShown>,
    coach: Option<ResMut<MadCoach>>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let (Some(lesson), Some(mut coach)) = (game.lesson_now(), coach) else {
        return Ok(());
    };
    if coach.closed {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let played = lesson.is_played(game.game());
    let deciding = view.person_deciding(&game).filter(|_| shown.at_rest());
    let beat = lesson.next_beat(game.game(), LEARNER, 0);
    let text = match (played, deciding, beat.and_then(|b| b.coach)) {
        (true, _, _) => message(lesson.end),
        (false, Some(_), Some(key)) => message(key),
        // Plays are at once and hidden until the round ends: nothing of Bo's to watch.
        _ => tr!("mad-lesson-waiting"),
    };
    let t = time.elapsed_secs_f64();
    let nudged = coach
        .nudged
        .is_some_and(|(when, at)| at == game.seat_stamp(LEARNER) && t - when < NUDGE_SECS);
    let wanted = game.beat_action(LEARNER);
    // Top left, clear of the opponent's plate (top centre with two players), the log
    // and the round's summary.
    egui::Area::new(egui::Id::new("mad coach"))
        .anchor(Align2::LEFT_TOP, [12.0, 44.0])
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            widgets::coach_frame().show(ui, |ui| {
                ui.set_max_width(330.0);
                ui.label(RichText::new(tr!("lesson-coach")).strong());
                ui.label(widgets::paragraph(ui, &text, 15.0));
                if nudged && let Some(action) = wanted {
                    let obs = game.game().observe(LEARNER);
                    let not_now = tr!(
                        "lesson-mad-not-now",
                        choice = mad_choice_words(action, &obs)
                    );
                    ui.label(widgets::paragraph(ui, &not_now, 14.0).color(WARNING));
                }
                ui.add_space(2.0);
                ui.horizontal(|ui| {
                    if played {
                        if ui
                            .button(RichText::new(tr!("lesson-finish")).size(15.0))
                            .clicked()
                        {
                            next.set(Screen::Title);
                        }
                        if ui
                            .button(RichText::new(tr!("lesson-play-on")).size(15.0))
                            .clicked()
                        {
                            coach.closed = true;
                        }
                    } else if ui
                        .small_button(tr!("lesson-skip"))
                        .on_hover_text(tr!("lesson-skip-hint"))
                        .clicked()
                    {
                        next.set(Screen::Title);
                    }
                });
            });
        });
    if nudged {
        ctx.request_repaint_after(std::time::Duration::from_millis(250));
    }
    Ok(())
}
