//! The end of a game at the table: once its last event has been shown, the final table
//! stays in sight under a banner until the player asks for the results (a table of bots
//! moves on by itself; with `--quit-at-end` the program ends); and
//! `--screenshot-after-turns`.

use bevy::prelude::*;
use bevy::render::view::screenshot::Screenshot;

use super::engine::Match;
use super::present::TableNow;
use super::schedule::TableSystems;
use crate::game::cli::Cli;
use crate::game::profile::GameFinished;
use crate::game::rest::Wake;
use crate::game::states::Screen;
use crate::save::profile::FinishedGame;
use crate::seats::SeatKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (end_of_game, screenshot_after_turns).in_set(TableSystems::Route),
    );
}

/// How long a finished table of bots stays in sight before the results, in seconds.
const BOTS_LINGER: f32 = 3.0;

/// When the last event of a finished game has been shown: with `--quit-at-end`, exit;
/// with no person at the screen, the results after a moment; else when asked.
fn end_of_game(
    now: TableNow,
    cli: Res<Cli>,
    time: Res<Time>,
    mut shown_for: Local<Option<f32>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut wake: MessageWriter<Wake>,
    mut finished: MessageWriter<GameFinished>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
) {
    if !now.game.state().is_over() || !now.presentation.is_idle() {
        *shown_for = None;
        return;
    }
    if shown_for.is_none()
        && let Some(game) = profile_count(&now.game)
    {
        finished.write(GameFinished(game));
    }
    // Counted in the frames this (pausable) system runs: a pause holds it.
    let shown = shown_for.map_or(0.0, |s| s + time.delta_secs());
    *shown_for = Some(shown);
    if cli.quit_at_end && cli.screenshot_after_turns.is_none_or(|_| shown > 1.0) {
        info!("The game is over; quitting (--quit-at-end)");
        exit.write(AppExit::Success);
    } else if !now.game.people().is_empty() {
        // A person reads the final table, then asks for the results: the banner's
        // button, or Enter or Space (the table's keys for "go on") without a mouse.
        if keys.is_some_and(|k| k.any_just_pressed([KeyCode::Enter, KeyCode::Space])) {
            next.set(Screen::Results);
        }
    } else if shown > BOTS_LINGER {
        next.set(Screen::Results);
    } else {
        wake.write(Wake::in_secs(BOTS_LINGER - shown));
    }
}

/// The game as the profile counts it: one that ended at this table, with one person
/// and at least one bot (`None` otherwise).
fn profile_count(game: &Match) -> Option<FinishedGame> {
    // A lesson's game is taught, not played: it is not counted.
    let ([me], None) = (&game.people()[..], game.lesson_now()) else {
        return None;
    };
    let me = *me;
    let level = (0..game.state().seat_count())
        .filter_map(|s| match game.seat_kind(s) {
            SeatKind::Bot(kind) => Some(kind),
            SeatKind::Human | SeatKind::Remote | SeatKind::RemoteBot(_) => None,
        })
        .max()?;
    let outcome = game.state().outcome()?;
    game.ended_here().then(|| FinishedGame {
        rules: game.config().rules.name.clone(),
        level,
        won: outcome.winners.contains(&me),
        points: game.state().points(me),
        hints: game.hints(),
        take_backs: game.take_backs(),
        busts: 0,
        exact_matches: 0,
        queens_paid: 0,
    })
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
