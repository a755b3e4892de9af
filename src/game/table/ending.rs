//! The end of a game at the table: once its last event has been shown, the results
//! (or, with `--quit-at-end`, the end of the program); and `--screenshot-after-turns`.

use bevy::prelude::*;
use bevy::render::view::screenshot::Screenshot;

use super::present::TableNow;
use super::schedule::TableSystems;
use crate::game::cli::Cli;
use crate::game::rest::Wake;
use crate::game::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (end_of_game, screenshot_after_turns).in_set(TableSystems::Route),
    );
}

/// When the last event of a finished game has been shown: the results, or with
/// `--quit-at-end`, exit.
fn end_of_game(
    now: TableNow,
    cli: Res<Cli>,
    time: Res<Time>,
    mut since: Local<Option<f64>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut wake: MessageWriter<Wake>,
) {
    if !now.game.state().is_over() || !now.presentation.is_idle() {
        *since = None;
        return;
    }
    let t = time.elapsed_secs_f64();
    let start = *since.get_or_insert(t);
    if cli.quit_at_end && cli.screenshot_after_turns.is_none_or(|_| t - start > 1.0) {
        info!("The game is over; quitting (--quit-at-end)");
        exit.write(AppExit::Success);
    } else if t - start > 1.2 {
        next.set(Screen::Results);
    } else {
        // The last word stays on the table a moment before the results.
        wake.write(Wake::in_secs((1.2 - (t - start)) as f32));
    }
}

/// `--screenshot FILE --screenshot-after-turns N`.
fn screenshot_after_turns(
    now: TableNow,
    cli: Res<Cli>,
    mut taken: Local<bool>,
    mut commands: Commands,
) {
    let (Some(path), Some(turns)) = (cli.screenshot.clone(), cli.screenshot_after_turns) else {
        return;
    };
    let state = now.game.state();
    let turn_reached = state.turn() >= turns || state.is_over();
    if *taken || !turn_reached || !now.presentation.is_idle() {
        return;
    }
    *taken = true;
    info!(
        "Taking a screenshot at turn {}: {}",
        state.turn(),
        path.display()
    );
    commands
        .spawn((Name::new("Screenshot"), Screenshot::primary_window()))
        .observe(crate::game::screenshot::save_then_maybe_quit(
            path,
            cli.quit_after_screenshot,
        ));
}
