//! Who makes choices at the Mad Queens table besides the buttons: the keys, the bots
//! (on the compute pool, one at a time), a replay, and `--quit-at-end`.

use bevy::prelude::*;

use super::engine::{MadChoose, MadMatch, MadSystems};
use super::hints::MadAskHint;
use super::shown;
use crate::engine::GameEngine as _;
use crate::game::bots::{BotSeats, add_bots};
use crate::game::cli::Cli;
use crate::game::decision::Hold;
use crate::game::keymap::Command;
use crate::game::play::TakeBack;
use crate::game::replay::{Replay, add_replay};
use crate::game::rest::Wake;
use crate::game::settings::Settings;
use crate::game::states::{PausableSystems, Screen};
use crate::mad_queens::{MadAction, MadGame, Seat};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hold>();
    add_replay::<MadGame>(app, Screen::MadTable, super::engine::MadOpened);
    add_bots::<MadGame>(app, Screen::MadTable, super::engine::MadOpened);
    app.add_systems(
        Update,
        (
            (note_hold, keys, bots_think, replay_step)
                .chain()
                .in_set(MadSystems::Decide)
                .in_set(PausableSystems),
            quit_at_end.after(MadSystems::Show),
        ),
    );
}

/// The bots of the Mad Queens match.
type MadBots = BotSeats<MadGame>;

/// A bot whose seat has a decision thinks on the compute pool, one at a time, while
/// the table is at rest (its play is private; nothing of it shows before the round
/// ends), and its answer is played as soon as it comes.
fn bots_think(
    time: Res<Time>,
    game: Res<MadMatch>,
    shown: Res<shown::MadShown>,
    bots: Option<ResMut<MadBots>>,
    mut choose: MessageWriter<MadChoose>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(mut bots) = bots else {
        return;
    };
    if game.is_replay() {
        return;
    }
    if bots.thinking().is_some() {
        if let Some(choice) = bots.answer(time.delta_secs(), game.game(), &mut wake) {
            choose.write(choice);
        }
        return;
    }
    // A spectator watches the bots' game at the table's pace.
    if game.people().is_empty() && !shown.at_rest() {
        return;
    }
    let Some(seat) = bots.next_of(game.game().state().waiting_for()) else {
        return;
    };
    // In a lesson the gentle opponent plays its beat.
    let scripted = game.beat_action(seat);
    if let Some(choice) = bots.think(
        game.game(),
        seat,
        game.stamp(),
        scripted,
        0.0,
        None,
        &mut wake,
    ) {
        choose.write(choice);
    }
}

/// A replay plays the saved choices one at a time, a moment after the table has shown
/// the last one.
fn replay_step(
    time: Res<Time>,
    settings: Res<Settings>,
    cli: Option<Res<Cli>>,
    game: Res<MadMatch>,
    shown: Res<shown::MadShown>,
    replay: Option<ResMut<Replay<MadGame>>>,
    mut choose: MessageWriter<MadChoose>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(mut replay) = replay else {
        return;
    };
    if !shown.at_rest() {
        return;
    }
    let pace = REPLAY_PACE / shown::show_speed(&settings, cli.as_deref());
    match replay.next_due(time.delta_secs(), pace, &mut wake) {
        None => {}
        Some(a) if game.game().is_legal(a.seat, &a.action) => {
            choose.write(game.choice(a.seat, a.action));
        }
        // The record disagrees with the game: the replay is over.
        Some(_) => replay.end(),
    }
}

/// Seconds between a replayed choice shown and the next (at speed 1).
const REPLAY_PACE: f32 = 0.3;

/// The decision on screen: the person's, once the table shows everything before it.
fn on_screen(game: &MadMatch, view: &shown::MadView, shown: &shown::MadShown) -> Option<Seat> {
    view.person_deciding(game).filter(|_| shown.at_rest())
}

/// Notes the decision whose prompt is on screen, so that one that replaces another
/// takes no input for a moment.
fn note_hold(
    game: Res<MadMatch>,
    view: Res<shown::MadView>,
    shown: Res<shown::MadShown>,
    time: Res<Time<Real>>,
    mut hold: ResMut<Hold>,
    mut wake: MessageWriter<Wake>,
) {
    let stamp = on_screen(&game, &view, &shown).map(|seat| game.seat_stamp(seat));
    if hold.note(stamp, time.elapsed_secs_f64()) {
        wake.write(Wake::in_secs(0.02));
    }
}

/// R reveals, B banks, S stops (when the choice is offered), for the person on screen;
/// H asks for a hint and Ctrl+Z takes back; Space shows what is being shown at once;
/// Enter lifts hot-seat's cover for the person it names. While cards are still being shown, a key
/// shows them at once instead: the next choice is made on what the person has seen.
#[allow(clippy::too_many_arguments)]
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    game: Res<MadMatch>,
    view: Res<shown::MadView>,
    shown: Res<shown::MadShown>,
    (hold, settings): (Res<Hold>, Res<Settings>),
    time: Res<Time<Real>>,
    mut choose: MessageWriter<MadChoose>,
    mut take_back: MessageWriter<TakeBack>,
    mut hint: MessageWriter<MadAskHint>,
    mut skip: MessageWriter<shown::SkipShow>,
    mut lift: MessageWriter<shown::LiftCover>,
) {
    let Some(keys) = keys else {
        return;
    };
    let map = &settings.keys;
    if view.covered {
        if let Some(seat) = view.seat.filter(|_| keys.just_pressed(KeyCode::Enter)) {
            lift.write(shown::LiftCover(seat));
        }
        return;
    }
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        if map.pressed(&keys, Command::TakeBack) {
            take_back.write(TakeBack);
        }
        return;
    }
    if map.pressed(&keys, Command::Hint) {
        hint.write(MadAskHint);
    }
    if map.pressed(&keys, Command::Pass) {
        skip.write(shown::SkipShow);
    }
    let choices = [
        (Command::Reveal, MadAction::Reveal),
        (Command::Bank, MadAction::Bank),
        (Command::Stop, MadAction::Stop),
    ];
    if view.person_deciding(&game).is_some() && !shown.at_rest() {
        if choices.iter().any(|(c, _)| map.pressed(&keys, *c)) {
            skip.write(shown::SkipShow);
        }
        return;
    }
    // A key meant for the decision just replaced is not taken for the new one.
    let Some(seat) =
        on_screen(&game, &view, &shown).filter(|_| !hold.holds(time.elapsed_secs_f64()))
    else {
        return;
    };
    let Some(&(_, action)) = choices.iter().find(|(c, _)| map.pressed(&keys, *c)) else {
        return;
    };
    if game.game().state().legal(seat).contains(&action) {
        choose.write(game.choice(seat, action));
    }
}

/// `--quit-at-end`: the game exits a moment after the end has been shown.
fn quit_at_end(
    time: Res<Time>,
    cli: Option<Res<crate::game::cli::Cli>>,
    shown: Res<shown::MadShown>,
    mut since: Local<Option<f32>>,
    mut exit: MessageWriter<AppExit>,
    mut wake: MessageWriter<Wake>,
) {
    if !cli.is_some_and(|c| c.quit_at_end) || !shown.over {
        *since = None;
        return;
    }
    let t = time.elapsed_secs();
    let start = *since.get_or_insert(t);
    if t - start > 2.0 {
        info!("The game of Mad Queens is over: quitting (--quit-at-end)");
        exit.write(AppExit::Success);
    } else {
        wake.write(Wake::in_secs(0.5));
    }
}
