//! `--screenshot FILE`: save a picture of the window after some frames, and with
//! `--quit-after-screenshot` exit once it is written (for CI and for reviewing the look).

use std::path::PathBuf;

use bevy::{
    prelude::*,
    render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk},
};

use crate::game::cli::Cli;
use crate::game::rest::Wake;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, request_screenshot.run_if(screenshot_requested));
    // Frames are counted and the capture arrives frames later: no resting meanwhile.
    app.add_systems(
        Update,
        (|mut wake: MessageWriter<Wake>| {
            wake.write(Wake::NOW);
        })
        .run_if(|cli: Option<Res<Cli>>| cli.is_some_and(|c| c.screenshot.is_some())),
    );
}

/// Frames to wait for the capture before giving up (the renderer may be unable to
/// present, e.g. on a virtual display with no GPU driver).
const CAPTURE_TIMEOUT_FRAMES: u32 = 600;

fn screenshot_requested(cli: Option<Res<Cli>>) -> bool {
    // With --screenshot-after-turns the table takes it.
    cli.is_some_and(|cli| cli.screenshot.is_some() && cli.screenshot_after_turns.is_none())
}

fn request_screenshot(
    mut commands: Commands,
    cli: Res<Cli>,
    mut frames: Local<u32>,
    mut exit: MessageWriter<AppExit>,
    mut wake: MessageWriter<crate::game::rest::Wake>,
) {
    let Some(path) = cli.screenshot.clone() else {
        return;
    };
    *frames += 1;
    // Frames keep coming until it is taken: a screen at rest would draw none.
    if *frames <= cli.screenshot_after_frames.max(1) + CAPTURE_TIMEOUT_FRAMES {
        wake.write(crate::game::rest::Wake::NOW);
    }
    if *frames == cli.screenshot_after_frames.max(1) {
        info!(
            "Taking a screenshot after {} frames: {}",
            *frames,
            path.display()
        );
        let quit = cli.quit_after_screenshot;
        commands
            .spawn((Name::new("Screenshot"), Screenshot::primary_window()))
            .observe(save_then_maybe_quit(path, quit));
    } else if cli.quit_after_screenshot
        && *frames == cli.screenshot_after_frames.max(1) + CAPTURE_TIMEOUT_FRAMES
    {
        error!("The screenshot was not captured within {CAPTURE_TIMEOUT_FRAMES} frames");
        exit.write(AppExit::error());
    }
}

/// Bevy's `save_to_disk` writes the file inside the observer; we run it first and then
/// check that the file is really there before quitting.
pub(crate) fn save_then_maybe_quit(
    path: PathBuf,
    quit: bool,
) -> impl FnMut(On<ScreenshotCaptured>, MessageWriter<AppExit>) {
    let mut save = save_to_disk(path.clone());
    move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
        let colours = distinct_colours(captured.image.data.as_deref().unwrap_or(&[]));
        save(captured);
        if !quit {
            return;
        }
        if colours < MIN_COLOURS {
            error!("The screenshot looks blank: only {colours} distinct colours");
            exit.write(AppExit::error());
        } else if path.is_file() {
            info!("Screenshot written ({colours} distinct colours sampled)");
            exit.write(AppExit::Success);
        } else {
            error!("The screenshot could not be written to {}", path.display());
            exit.write(AppExit::error());
        }
    }
}

/// A picture with fewer colours than this is taken for a blank window.
const MIN_COLOURS: usize = 16;

/// How many distinct colours a sample of the pixels (4 bytes each) holds.
fn distinct_colours(rgba: &[u8]) -> usize {
    let mut seen = std::collections::HashSet::new();
    for px in rgba.chunks_exact(4).step_by(7) {
        seen.insert([px[0], px[1], px[2]]);
        if seen.len() >= 1024 {
            break;
        }
    }
    seen.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_picture_has_few_colours() {
        assert_eq!(distinct_colours(&[30, 77, 74, 255].repeat(1000)), 1);
        let varied: Vec<u8> = (0..4000u32)
            .flat_map(|i| [(i % 251) as u8, (i / 7) as u8, 0, 255])
            .collect();
        assert!(distinct_colours(&varied) >= MIN_COLOURS);
    }
}
