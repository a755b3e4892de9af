//! Playing a saved game back: the recorded actions go in one by one, at a bot's pace,
//! through the same way in as every other choice.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::engine::{Choose, Match, Opening};
use super::present::{AnimationSpeed, TableNow};
use super::schedule::{TableSetup, TableSystems};
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::rules::{Action, Decision};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        load_replay.in_set(TableSetup::Parts),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<Replay>()
    });
    app.add_systems(
        Update,
        play_back
            .in_set(TableSystems::Decide)
            .run_if(resource_exists::<Replay>),
    );
}

/// The recorded actions still to play.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    actions: VecDeque<Action>,
    /// Seconds at the table before the next action is played, once it is due.
    delay: Option<f32>,
}

impl Replay {
    /// Every recorded action has been played (or the record disagreed with the game).
    pub fn is_over(&self) -> bool {
        self.actions.is_empty()
    }
}

fn load_replay(mut commands: Commands, game: Option<Res<Match>>) {
    if let Some(Opening::Replay(actions)) = game.as_deref().map(Match::opening) {
        commands.insert_resource(Replay {
            actions: actions.iter().copied().collect(),
            delay: None,
        });
    }
}

/// Plays the next recorded action once the table has shown the last one.
fn play_back(
    time: Res<Time>,
    now: TableNow,
    speed: Res<AnimationSpeed>,
    mut replay: ResMut<Replay>,
    mut choose: MessageWriter<Choose>,
    mut wake: MessageWriter<Wake>,
) {
    let Some(decision) = now.decision() else {
        return;
    };
    if replay.is_over() {
        return;
    }
    let pace = if matches!(decision, Decision::TurnAction { .. }) {
        0.5
    } else {
        0.3
    };
    let left = replay.delay.unwrap_or(pace / speed.speed) - time.delta_secs();
    if left > 0.0 {
        replay.delay = Some(left);
        wake.write(Wake::in_secs(left));
        return;
    }
    replay.delay = None;
    match replay.actions.pop_front() {
        Some(action) if now.game.state().is_legal(&action) => {
            choose.write(now.game.choice(decision.seat(), action));
        }
        _ => {
            // The record ends here (or disagrees with the game): the replay is over.
            replay.actions.clear();
        }
    }
}
