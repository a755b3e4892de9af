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

/// Makes the clients for `bots`, then lets each take its first step at once: a client
/// left waiting while hundreds of others are built would miss its handshake.
fn clients(server: SocketAddr, bots: Vec<NetBot>) -> Result<Vec<App>, NetError> {
    let mut apps = bots
        .into_iter()
        .map(|b| client(server, b))
        .collect::<Result<Vec<App>, NetError>>()?;
    for app in &mut apps {
        app.update();
    }
    Ok(apps)
}

fn progress(app: &App) -> &Progress {
    app.world().resource::<NetBot>().player.progress()
}

/// Opens `tables` tables of bot clients on the server and plays them to the end.
/// `between` runs after every pass over the clients (a test updates its server there);
/// `keep` says which clients (table, seat) keep every message they receive.
pub fn run_load(
    cfg: &LoadConfig,
    mut between: impl FnMut(),
    keep: impl Fn(usize, usize) -> bool,
) -> Result<LoadReport, NetError> {
    let start = Instant::now();
    let deadline = start + cfg.limit;
    let plan = |t: usize| {
        TablePlan::open(
            format!("Load {t}"),
            cfg.game,
            cfg.rules.clone(),
            vec![SeatPlan::Person; cfg.players as usize],
        )
    };
    let seed = |t: usize, s: usize| cfg.seed.wrapping_add((t * 16 + s) as u64);
    let mut hosts = Vec::new();
    for t in 0..cfg.tables {
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
        for app in &mut apps {
            app.update();
        }
        between();
    }
    let mut guests = Vec::new();
    for (t, host) in apps.iter().enumerate() {
        let Some(table) = host.world().resource::<NetBot>().player.table() else {
            continue;
        };
        for s in 1..cfg.players as usize {
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
    let guest_tables: Vec<usize> = guests.iter().map(|(t, _)| *t).collect();
    apps.extend(clients(
        cfg.server,
        guests.into_iter().map(|(_, b)| b).collect(),
    )?);
    let done = |p: &Progress| matches!(p, Progress::Over(_) | Progress::Failed(_));
    while Instant::now() < deadline && !apps.iter().all(|a| done(progress(a))) {
        for app in &mut apps {
            app.update();
        }
        between();
    }
    // Order the clients by table: the hosts came first, then each table's guests.
    let mut bots: Vec<(usize, NetBot)> = apps
        .into_iter()
        .enumerate()
        .map(|(i, mut app)| {
            let table = if i < cfg.tables {
                i
            } else {
                guest_tables[i - cfg.tables]
            };
            let bot = app
                .world_mut()
                .remove_resource::<NetBot>()
                .expect("every client has its bot");
            (table, bot)
        })
        .collect();
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
