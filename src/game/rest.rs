//! A screen that rests: the game draws a frame only when something changes (input, a
//! window event, an animation, a bot's answer, a countdown's tick), using Bevy's
//! reactive `WinitSettings` modes. Whatever needs the next frame soon says so with a
//! [`Wake`]; otherwise the game sleeps until the player does something.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};

use crate::game::states::{Menu, Screen};

/// The message, also in the headless app (its systems write it).
pub(super) fn messages(app: &mut App) {
    app.add_message::<Wake>();
}

/// Reactive updates for the windowed game.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(IDLE),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE),
    });
    // Game time follows the clock across a rest (by default a long gap counts as a
    // quarter of a second), so a countdown ticking once a second stays true.
    app.add_systems(Startup, |mut time: ResMut<Time<Virtual>>| {
        time.set_max_delta(IDLE + Duration::from_secs(1));
    });
    app.add_systems(Last, schedule_next_frame.in_set(Rest));
}

/// Where the next frame is scheduled (in `Last`): a system that wakes the game runs
/// before it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rest;

/// Wakes the game for the next frame whenever an `M` is written: a table's choices,
/// made after this frame's engine step, are played in the next. A table adds it for
/// its own choice message.
pub fn wake_on<M: Message>(mut read: MessageReader<M>, mut wake: MessageWriter<Wake>) {
    if read.read().count() > 0 {
        wake.write(Wake::NOW);
    }
}

/// With nothing to do, the game still looks around this often: whatever is timed asks
/// for its own frame (a countdown, a bot, the line to a server), so this is only a
/// safety net, and each look costs a software renderer a tenth of a second of a core.
const IDLE: Duration = Duration::from_secs(30);

/// The waits between frames while something is timed (a bot's delay, a countdown).
const STEPS: [f32; 5] = [0.05, 0.1, 0.25, 0.5, 1.0];

/// The next frame is wanted within this many seconds (0: as soon as possible).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct Wake {
    pub in_secs: f32,
}

impl Wake {
    /// Something moves: draw the next frame at once.
    pub const NOW: Wake = Wake { in_secs: 0.0 };

    pub fn in_secs(in_secs: f32) -> Wake {
        Wake { in_secs }
    }
}

fn schedule_next_frame(
    mut wakes: MessageReader<Wake>,
    screen: Res<NextState<Screen>>,
    menu: Option<Res<NextState<Menu>>>,
    mut settings: ResMut<WinitSettings>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let soonest = wakes
        .read()
        .map(|w| w.in_secs)
        .fold(f32::INFINITY, f32::min);
    // A screen or menu about to change is drawn next frame.
    let state_change = !matches!(*screen, NextState::Unchanged)
        || menu.is_some_and(|m| !matches!(*m, NextState::Unchanged));
    if soonest <= 0.0 || state_change {
        redraw.write(RequestRedraw);
    }
    // The wait is one of a few steps, rounded up: a new wait makes winit draw a frame
    // at once, so a countdown asking for "0.93 s", then "0.91 s"… must not change it.
    let wait = STEPS
        .iter()
        .find(|s| soonest <= **s)
        .map_or(IDLE, |s| Duration::from_secs_f32(*s));
    let focused = UpdateMode::reactive(wait);
    if settings.focused_mode != focused {
        settings.focused_mode = focused;
        settings.unfocused_mode = UpdateMode::reactive_low_power(wait);
    }
}
