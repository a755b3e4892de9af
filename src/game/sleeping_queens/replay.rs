//! Playing a saved game of Sleeping Queens back (`game::replay`): the next recorded
//! action goes once the table has shown the last one, at the pace of its decision.

use bevy::prelude::*;

use super::present::{AnimationSpeed, TableNow};
use super::schedule::{TableSetup, TableSystems};
use crate::game::play::Choose;
use crate::game::replay::{self, add_replay};
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::sleeping_queens::{Decision, Game};

/// The replay at the Sleeping Queens table.
pub type Replay = replay::Replay<Game>;

pub(super) fn plugin(app: &mut App) {
    add_replay::<Game>(app, Screen::Playing, TableSetup::Parts);
    app.add_systems(
        Update,
        play_back
            .in_set(TableSystems::Decide)
            .run_if(resource_exists::<Replay>),
    );
}

/// Plays the next recorded action once the table has shown the last one.
fn play_back(
    time: Res<Time>,
    now: TableNow,
    speed: Res<AnimationSpeed>,
    mut replay: ResMut<Replay>,
    mut choose: MessageWriter<Choose<Game>>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(decision) = now.decision() else {
        return;
    };
    let pace = if matches!(decision, Decision::TurnAction { .. }) {
        0.5
    } else {
        0.3
    };
    match replay.next_due(time.delta_secs(), pace / speed.speed, &mut wake) {
        None => {}
        Some(action) if now.game.state().is_legal(&action) => {
            choose.write(now.game.choice(decision.seat(), action));
        }
        // The record disagrees with the game: the replay is over.
        Some(_) => replay.end(),
    }
}
