//! Playing a saved game back: the recorded actions go in one by one, at a bot's pace,
//! through the same way in as every other choice. The replay can be paused, stepped and
//! sped up; it never turns into a live game (nobody is asked, no bot plays), and its end
//! says so.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::engine::{Choose, Match};
use super::present::{AnimationSpeed, TableNow};
use super::schedule::{TableSetup, TableSystems, table_open};
use crate::game::play::Opening;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::rules::{Action, Decision};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayControl>();
    app.add_systems(
        OnEnter(Screen::Playing),
        load_replay.in_set(TableSetup::Parts),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<Replay>()
    });
    app.add_systems(
        Update,
        (
            control.run_if(table_open),
            play_back.in_set(TableSystems::Decide),
        )
            .chain()
            .run_if(resource_exists::<Replay>),
    );
}

/// What the replay bar asks.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ReplayControl {
    Pause,
    Play,
    /// Play the next recorded action now (also while paused).
    Step,
    /// Play back this many times as fast as at the game's own pace.
    Speed(f32),
}

/// The replay: the recorded actions still to play, and how they are played back.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    /// The save's name.
    pub name: String,
    actions: VecDeque<Action>,
    /// How many actions the record holds.
    pub total: usize,
    pub paused: bool,
    /// 1: the pace of a bot's play.
    pub speed: f32,
    /// Seconds at the table before the next action is played, once it is due.
    delay: Option<f32>,
    /// The next action goes now (a Step).
    step: bool,
}

impl Replay {
    /// Every recorded action has been played (or the record disagreed with the game).
    pub fn is_over(&self) -> bool {
        self.actions.is_empty()
    }

    /// How many recorded actions have been played.
    pub fn played(&self) -> usize {
        self.total - self.actions.len()
    }
}

fn load_replay(mut commands: Commands, game: Option<Res<Match>>) {
    if let Some(Opening::Replay {
        name,
        actions,
        from,
    }) = game.as_deref().map(Match::opening)
    {
        commands.insert_resource(Replay {
            name: name.clone(),
            actions: actions.iter().skip(*from).copied().collect(),
            total: actions.len(),
            // From a moment of the review: it waits on that moment.
            paused: *from > 0,
            speed: 1.0,
            delay: None,
            step: false,
        });
    }
}

fn control(mut asks: MessageReader<ReplayControl>, mut replay: ResMut<Replay>) {
    for ask in asks.read() {
        match *ask {
            ReplayControl::Pause => replay.paused = true,
            ReplayControl::Play => replay.paused = false,
            ReplayControl::Step => replay.step = true,
            ReplayControl::Speed(s) => replay.speed = s.clamp(0.25, 8.0),
        }
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
    if replay.is_over() || (replay.paused && !replay.step) {
        return;
    }
    let pace = if matches!(decision, Decision::TurnAction { .. }) {
        0.5
    } else {
        0.3
    };
    let left = replay.delay.unwrap_or(pace / speed.speed) - time.delta_secs() * replay.speed;
    if left > 0.0 && !replay.step {
        replay.delay = Some(left);
        wake.write(Wake::in_secs(left / replay.speed));
        return;
    }
    replay.delay = None;
    replay.step = false;
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
