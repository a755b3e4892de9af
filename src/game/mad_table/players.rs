//! Who makes choices at the Mad Queens table besides the buttons: the keys, the bots
//! (on the compute pool, one at a time), a replay, and `--quit-at-end`.

use std::panic::{AssertUnwindSafe, catch_unwind};

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::engine::{MadChoose, MadMatch, MadOpening, MadSystems};
use super::shown;
use crate::game::rest::Wake;
use crate::game::states::{PausableSystems, Screen};
use crate::mad::MadAction;
use crate::mad::Seat;
use crate::mad::bots::{self as mad_bots, MadBot};
use crate::seats::SeatKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::MadTable),
        seat_bots.after(super::engine::open_table),
    );
    app.add_systems(OnExit(Screen::MadTable), |mut commands: Commands| {
        commands.remove_resource::<MadBots>()
    });
    app.add_systems(
        Update,
        (
            (keys, bots_think, replay_step)
                .in_set(MadSystems::Decide)
                .in_set(PausableSystems),
            quit_at_end.after(MadSystems::Show),
        ),
    );
}

/// The bots of the match, and the one thinking now.
#[derive(Resource, Default)]
struct MadBots {
    bots: Vec<Option<SyncCell<Box<dyn MadBot + Send>>>>,
    thinking: Option<SyncCell<Thinking>>,
}

struct Thinking {
    seat: Seat,
    at: usize,
    task: Task<Option<(Box<dyn MadBot + Send>, MadAction)>>,
}

/// Each bot seat gets its bot, with its own random stream.
fn seat_bots(mut commands: Commands, game: Option<Res<MadMatch>>) {
    let Some(game) = game else {
        return;
    };
    let seed = game.game().record().seed;
    let bots = (0..game.config().seats.len() as Seat)
        .map(|i| match game.kind(i) {
            SeatKind::Bot(kind) => Some(SyncCell::new(mad_bots::make(
                kind,
                seed.wrapping_add(1000 + u64::from(i)),
            ))),
            SeatKind::Human | SeatKind::Remote => None,
        })
        .collect();
    commands.insert_resource(MadBots {
        bots,
        thinking: None,
    });
}

/// A bot whose seat has a decision thinks on the compute pool, one at a time, while
/// the table is at rest (its play is private; nothing of it shows before the round
/// ends).
fn bots_think(
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
    if let Some(thinking) = bots.thinking.as_mut() {
        let t = thinking.get();
        let Some(result) = check_ready(&mut t.task) else {
            wake.write(Wake::in_secs(0.02));
            return;
        };
        let (seat, at) = (t.seat, t.at);
        bots.thinking = None;
        match result {
            Some((bot, action)) => {
                bots.bots[seat as usize] = Some(SyncCell::new(bot));
                choose.write(MadChoose { seat, action, at });
                wake.write(Wake::NOW);
            }
            None => error!("The bot at seat {seat} failed while thinking"),
        }
        return;
    }
    // A spectator watches the bots' game at the table's pace.
    if !game.people().is_empty() || shown.at_rest() {
        let state = game.game().state();
        let Some(seat) = state
            .waiting_for()
            .into_iter()
            .find(|&s| bots.bots.get(s as usize).is_some_and(Option::is_some))
        else {
            return;
        };
        let Some(bot) = bots.bots[seat as usize].take() else {
            return;
        };
        let obs = game.game().observe(seat);
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut bot = SyncCell::to_inner(bot);
            catch_unwind(AssertUnwindSafe(|| bot.decide(&obs)))
                .ok()
                .map(|a| (bot, a))
        });
        bots.thinking = Some(SyncCell::new(Thinking {
            seat,
            at: game.actions_played(),
            task,
        }));
        wake.write(Wake::in_secs(0.02));
    }
}

/// A replay plays the saved choices one at a time, when the table is at rest.
fn replay_step(
    game: Res<MadMatch>,
    shown: Res<shown::MadShown>,
    mut choose: MessageWriter<MadChoose>,
) {
    let MadOpening::Replay { actions, .. } = game.opening() else {
        return;
    };
    let at = game.actions_played();
    if !shown.at_rest() {
        return;
    }
    if let Some(a) = actions.get(at) {
        choose.write(MadChoose {
            seat: a.seat,
            action: a.action,
            at,
        });
    }
}

/// R reveals, B banks, S stops (when the choice is offered), for the person on screen.
fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    game: Res<MadMatch>,
    view: Res<shown::MadView>,
    mut choose: MessageWriter<MadChoose>,
) {
    let Some(keys) = keys else {
        return;
    };
    let Some(seat) = view.person_deciding(&game) else {
        return;
    };
    let action = if keys.just_pressed(KeyCode::KeyR) {
        MadAction::Reveal
    } else if keys.just_pressed(KeyCode::KeyB) {
        MadAction::Bank
    } else if keys.just_pressed(KeyCode::KeyS) {
        MadAction::Stop
    } else {
        return;
    };
    if game.game().state().legal(seat).contains(&action) {
        choose.write(MadChoose {
            seat,
            action,
            at: game.actions_played(),
        });
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
