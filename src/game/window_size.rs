//! The game's window: it opens at the size it had when the person last left it (or
//! 1280×720 the first time), never larger than the monitor it opens on, and a size the
//! person gives it is kept in the settings for the next start. A size asked for on the
//! command line (`--windowed-size`) is taken as it is, and not kept.

use bevy::prelude::*;
use bevy::window::{Monitor, OnMonitor, PrimaryMonitor, PrimaryWindow, WindowMode, WindowResized};

use crate::game::cli::Cli;
use crate::game::settings::{ChangeSettings, Settings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (fit_the_first_window, keep_the_window_size).chain());
}

/// How many frames the first window waits for winit to tell its monitor.
const FRAMES_TO_FIND_THE_MONITOR: u32 = 30;

/// A window of `wanted` logical pixels on a monitor of `monitor` logical pixels: as
/// wanted, but no wider and no taller than the monitor.
pub fn fitting_window(wanted: Vec2, monitor: Vec2) -> Vec2 {
    wanted.min(monitor).max(Vec2::new(400.0, 300.0))
}

/// Sets the first window's size, once its monitor is known: the kept size (or the
/// default) fitted to that monitor.
fn fit_the_first_window(
    mut frames: Local<u32>,
    cli: Option<Res<Cli>>,
    settings: Res<Settings>,
    mut windows: Query<(&mut Window, Option<&OnMonitor>), With<PrimaryWindow>>,
    monitors: Query<(Entity, &Monitor, Has<PrimaryMonitor>)>,
) {
    if *frames > FRAMES_TO_FIND_THE_MONITOR {
        return;
    }
    *frames += 1;
    let asked = cli.as_ref().and_then(|c| c.windowed_size);
    let Ok((mut window, on)) = windows.single_mut() else {
        return;
    };
    let monitor = monitors
        .iter()
        .find(|(e, _, _)| on.is_some_and(|m| m.0 == *e))
        .or_else(|| monitors.iter().find(|(_, _, primary)| *primary));
    let Some((_, monitor, _)) = monitor else {
        return;
    };
    *frames = FRAMES_TO_FIND_THE_MONITOR + 1;
    if asked.is_some() || window.mode != WindowMode::Windowed {
        return;
    }
    let scale = monitor.scale_factor as f32;
    let room = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / scale;
    let wanted = settings
        .window
        .map_or(Vec2::new(window.width(), window.height()), |(w, h)| {
            Vec2::new(w as f32, h as f32)
        });
    let size = fitting_window(wanted, room).round();
    if size != Vec2::new(window.width(), window.height()) {
        info!(
            "Window {}×{} on a monitor of {}×{}",
            size.x, size.y, room.x, room.y
        );
        window.resolution.set(size.x, size.y);
    }
}

/// Keeps the size the person gave the window, a second after they stop resizing it.
fn keep_the_window_size(
    time: Res<Time<Real>>,
    cli: Option<Res<Cli>>,
    mut resized: MessageReader<WindowResized>,
    windows: Query<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut since: Local<Option<f64>>,
    mut change: MessageWriter<ChangeSettings>,
    mut wake: MessageWriter<crate::game::rest::Wake>,
) {
    let now = time.elapsed_secs_f64();
    if resized.read().count() > 0 {
        *since = Some(now);
    }
    let Some(at) = *since else {
        return;
    };
    if now - at < 1.0 {
        wake.write(crate::game::rest::Wake::in_secs(1.0));
        return;
    }
    *since = None;
    let asked = cli.as_ref().and_then(|c| c.windowed_size);
    let Ok(window) = windows.single() else {
        return;
    };
    if asked.is_some() || window.mode != WindowMode::Windowed {
        return;
    }
    let size = (
        window.width().round() as u32,
        window.height().round() as u32,
    );
    if settings.window != Some(size) {
        change.write(ChangeSettings {
            settings: Settings {
                window: Some(size),
                ..settings.clone()
            },
            finished: true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_is_never_larger_than_its_monitor() {
        let default = Vec2::new(1280.0, 720.0);
        assert_eq!(
            fitting_window(default, Vec2::new(1024.0, 640.0)),
            Vec2::new(1024.0, 640.0)
        );
        assert_eq!(fitting_window(default, Vec2::new(1920.0, 1080.0)), default);
        // A tall, narrow monitor takes the width it has and the height wanted.
        assert_eq!(
            fitting_window(default, Vec2::new(800.0, 1280.0)),
            Vec2::new(800.0, 720.0)
        );
    }
}
