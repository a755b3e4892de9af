//! Many bot clients at once against one server: how long a choice takes to come back
//! as events when a server holds many tables (`sq-arena load`), and whole networked
//! games for the tests.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bevy::prelude::*;

use super::player::{BotPlayer, Entry, Progress};
use super::protocol::{GameKind, SeatPlan, TablePlan};
use super::transport::{NetBot, NetError, finish_headless, headless_app, play_as_bot};
use crate::bots::BotKind;
use crate::rules::RuleSet;

#[derive(Clone, Debug)]
pub struct LoadConfig {
    pub server: SocketAddr,
    pub tables: usize,
    pub players: u8,
    pub bot: BotKind,
    pub game: GameKind,
    /// The rule set, for Sleeping Queens.
    pub rules: RuleSet,
    /// The whole run stops after this long, finished or not.
    pub limit: Duration,
    pub seed: u64,
    /// Tables whose last seat is a Hard bot thinking on the server (the first ones).
    pub hard_tables: usize,
    /// Threads the clients are spread over.
    pub threads: usize,
}

/// What a load run measured.
pub struct LoadReport {
    pub tables: usize,
    /// Tables whose game every seat saw to the end.
    pub finished: usize,
    /// Why seats failed (refused, closed, timed out), one line each.
    pub failures: Vec<String>,
    /// Every choice's time from sent to its update received, sorted.
    pub latencies: Vec<Duration>,
    pub elapsed: Duration,
    /// Each client's bot at the end (its messages, if it kept them).
    pub bots: Vec<NetBot>,
}

impl LoadReport {
    /// The `q` quantile (0.5: the median) of the latencies.
    pub fn latency(&self, q: f64) -> Option<Duration> {
        let n = self.latencies.len();
        (n > 0).then(|| self.latencies[((n - 1) as f64 * q).round() as usize])
    }
}

fn client(server: SocketAddr, bot: NetBot) -> Result<App, NetError> {
    let mut app = headless_app();
    play_as_bot(&mut app, server, bot)?;
    finish_headless(&mut app);
    Ok(app)
}

/// Makes the clients for `bots`. Each takes its first step at once, and those already
/// made keep talking while the others are made: a client left waiting while hundreds
/// of others are built would miss its handshake.
fn clients(server: SocketAddr, bots: Vec<NetBot>) -> Result<Vec<App>, NetError> {
    let mut apps: Vec<App> = Vec::with_capacity(bots.len());
    let mut last_pass = Instant::now();
    for bot in bots {
        let mut app = client(server, bot)?;
        app.update();
        apps.push(app);
        if last_pass.elapsed() >= Duration::from_millis(50) {
            for app in &mut apps {
                app.update();
            }
            last_pass = Instant::now();
        }
    }
    Ok(apps)
}

fn progress(app: &App) -> &Progress {
    app.world().resource::<NetBot>().player.progress()
}

/// Opens `tables` tables of bot clients on the server and plays them to the end. The
/// clients are spread over `cfg.threads` threads (a client is a whole app, and one
/// thread updating hundreds of them would measure itself, not the server). `between`
/// runs on the calling thread meanwhile (a test updates its server there); `keep` says
/// which clients (table, seat) keep every message they receive.
pub fn run_load(
    cfg: &LoadConfig,
    mut between: impl FnMut(),
    keep: impl Fn(usize, usize) -> bool + Sync,
) -> Result<LoadReport, NetError> {
    let start = Instant::now();
    let threads = cfg.threads.clamp(1, cfg.tables.max(1));
    let keep = &keep;
    let played: Vec<Result<Vec<(usize, NetBot)>, NetError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let tables: Vec<usize> = (k..cfg.tables).step_by(threads).collect();
                scope.spawn(move || play_tables(cfg, &tables, start + cfg.limit, keep))
            })
            .collect();
        while !handles.iter().all(|h| h.is_finished()) {
            between();
            std::thread::sleep(Duration::from_micros(500));
        }
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let mut bots = Vec::new();
    for p in played {
        bots.extend(p?);
    }
    bots.sort_by_key(|(t, _)| *t);
    let mut failures = Vec::new();
    let mut finished = 0;
    let mut latencies = Vec::new();
    for t in 0..cfg.tables {
        let seats: Vec<&NetBot> = bots
            .iter()
            .filter(|(table, _)| *table == t)
            .map(|(_, b)| b)
            .collect();
        if seats
            .iter()
            .all(|b| matches!(b.player.progress(), Progress::Over(_)))
        {
            finished += 1;
        }
        for b in seats {
            latencies.extend(b.latencies.iter().copied());
            match b.player.progress() {
                Progress::Over(_) => {}
                Progress::Failed(why) => failures.push(format!("table {t}: {why}")),
                other => failures.push(format!("table {t}: stopped while {other:?}")),
            }
        }
    }
    latencies.sort_unstable();
    Ok(LoadReport {
        tables: cfg.tables,
        finished,
        failures,
        latencies,
        elapsed: start.elapsed(),
        bots: bots.into_iter().map(|(_, b)| b).collect(),
    })
}

/// Updates every client at once, resting when a pass over them was quicker than a
/// millisecond (so that a few clients do not take a core from the server they measure).
fn pass(apps: &mut [App]) {
    let started = Instant::now();
    for app in apps {
        app.update();
    }
    if let Some(rest) = Duration::from_millis(1).checked_sub(started.elapsed()) {
        std::thread::sleep(rest);
    }
}

/// One thread's share of a load run: the clients of `tables`, played until each game
/// ends or `deadline`; each client's bot, with its table.
fn play_tables(
    cfg: &LoadConfig,
    tables: &[usize],
    deadline: Instant,
    keep: &(impl Fn(usize, usize) -> bool + Sync),
) -> Result<Vec<(usize, NetBot)>, NetError> {
    // The first `hard_tables` tables have a Hard bot of the server's in their last seat.
    let bot_seat = |t: usize| t < cfg.hard_tables && cfg.players > 1;
    let plan = |t: usize| {
        let mut seats = vec![SeatPlan::Person; cfg.players as usize];
        if bot_seat(t) {
            seats[cfg.players as usize - 1] = SeatPlan::Bot(BotKind::Hard);
        }
        TablePlan::open(format!("Load {t}"), cfg.game, cfg.rules.clone(), seats)
    };
    let seed = |t: usize, s: usize| cfg.seed.wrapping_add((t * 16 + s) as u64);
    let mut hosts = Vec::new();
    for &t in tables {
        let player = BotPlayer::new("Host", cfg.bot, seed(t, 0), Entry::Open(plan(t)));
        let mut bot = NetBot::new(player);
        bot.keep_received = keep(t, 0);
        hosts.push(bot);
    }
    let mut apps = clients(cfg.server, hosts)?;
    // The hosts open their tables before the others look for them.
    while Instant::now() < deadline
        && apps
            .iter()
            .any(|a| matches!(progress(a), Progress::Arriving))
    {
        pass(&mut apps);
    }
    let mut guests = Vec::new();
    for (host, &t) in apps.iter().zip(tables) {
        let Some(table) = host.world().resource::<NetBot>().player.table() else {
            continue;
        };
        let people = cfg.players as usize - usize::from(bot_seat(t));
        for s in 1..people {
            let player = BotPlayer::new(
                format!("Guest {s}"),
                cfg.bot,
                seed(t, s),
                Entry::Join {
                    table: Some(table),
                    password: String::new(),
                },
            );
            let mut bot = NetBot::new(player);
            bot.keep_received = keep(t, s);
            guests.push((t, bot));
        }
    }
    let mut table_of: Vec<usize> = tables.to_vec();
    table_of.extend(guests.iter().map(|(t, _)| *t));
    apps.extend(clients(
        cfg.server,
        guests.into_iter().map(|(_, b)| b).collect(),
    )?);
    let done = |p: &Progress| matches!(p, Progress::Over(_) | Progress::Failed(_));
    while Instant::now() < deadline && !apps.iter().all(|a| done(progress(a))) {
        pass(&mut apps);
    }
    Ok(apps
        .into_iter()
        .zip(table_of)
        .map(|(mut app, t)| {
            let bot = app
                .world_mut()
                .remove_resource::<NetBot>()
                .expect("every client has its bot");
            (t, bot)
        })
        .collect())
}
