//! `--autoplay --games N`: bots-only games one after another in one process, each to
//! its results and on to a new deal, with the process's memory logged after every game,
//! then an exit. `scripts/soak` runs it and judges the log.

use bevy::prelude::*;

use crate::game::cli::Cli;
use crate::game::next_game::{GameConfig, OpenTable};
use crate::game::rest::Wake;
use crate::game::sleeping_queens::engine::Match;
use crate::game::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, |cli: Res<Cli>, mut commands: Commands| {
        if let Some(games) = cli.games {
            commands.insert_resource(Soak {
                games,
                played: 0,
                after_first: None,
            });
        }
    });
    app.add_systems(
        OnEnter(Screen::Results),
        game_over.run_if(resource_exists::<Soak>),
    );
    app.add_systems(
        Update,
        next_deal.run_if(in_state(Screen::Results).and_then(resource_exists::<Soak>)),
    );
}

/// How far the soak run is.
#[derive(Resource, Debug)]
pub struct Soak {
    games: u32,
    played: u32,
    /// Resident memory after the first game, in KiB.
    after_first: Option<u64>,
}

/// How long the results stay in sight before the next deal, in seconds.
const RESULTS_SHOWN: f32 = 0.5;

/// Counts the game and logs the memory; after the last game, exits.
fn game_over(mut soak: ResMut<Soak>, mut exit: MessageWriter<AppExit>) {
    soak.played += 1;
    let memory = resident_kib();
    if soak.played == 1 {
        soak.after_first = memory;
    }
    let growth = match (memory, soak.after_first) {
        (Some(now), Some(first)) => format!(
            ", {:+.1} MiB since the first game",
            (now as f64 - first as f64) / 1024.0
        ),
        _ => String::new(),
    };
    let memory = memory.map_or("unknown".to_string(), |m| {
        format!("{:.1} MiB", m as f64 / 1024.0)
    });
    info!(
        "Soak: game {} of {} over; resident memory {memory}{growth}",
        soak.played, soak.games
    );
    if soak.played >= soak.games {
        info!("Soak: all {} games played", soak.games);
        exit.write(AppExit::Success);
    }
}

/// After a moment on the results, a new deal for the same seats (the next seed).
fn next_deal(
    soak: Res<Soak>,
    game: Option<Res<Match>>,
    time: Res<Time>,
    mut shown: Local<f32>,
    mut open: MessageWriter<OpenTable>,
    mut wake: MessageWriter<Wake>,
) {
    if soak.played >= soak.games {
        return;
    }
    *shown += time.delta_secs();
    if *shown < RESULTS_SHOWN {
        wake.write(Wake::in_secs(RESULTS_SHOWN - *shown));
        return;
    }
    *shown = 0.0;
    let Some(game) = game else { return };
    open.write(OpenTable::New(GameConfig {
        seed: Some(game.seed().wrapping_add(1)),
        ..game.config().clone()
    }));
}

/// The process's resident memory in KiB, where the system says (Linux).
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
