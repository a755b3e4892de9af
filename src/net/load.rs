//! Many bot clients at once against one server: how long a choice takes to come back
//! as events when a server holds many tables (`sq-arena load`), and whole networked
//! games for the tests.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use bevy::log::warn;
use polling::{Event, Events, Poller};

use super::connection::{Connection, Heard, Wire};
use super::player::{BotPlayer, Entry, Progress};
use super::protocol::{GameKind, SeatPlan, TablePlan, ToServer};
use super::transport::{NetBot, NetError, client_socket};
use crate::sleeping_queens::RuleSet;
use crate::sleeping_queens::bots::BotKind;

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

/// One bot client: a connection driven by hand ([`Connection`]) and its bot (the load
/// run's hundreds, and `sq-arena join`'s one).
pub struct Client {
    connection: Connection,
    pub bot: NetBot,
    heard: Vec<Heard>,
}

impl Client {
    /// A bot client of `server`, and a second handle on its socket, to watch.
    pub fn new(
        wire: &Wire,
        server: SocketAddr,
        bot: NetBot,
    ) -> Result<(Client, std::net::UdpSocket), NetError> {
        let socket = client_socket(server)?;
        let watched = socket
            .try_clone()
            .map_err(|e| NetError(format!("cannot watch a socket: {e}")))?;
        let connection = Connection::new(wire, server, socket)?;
        let client = Client {
            connection,
            bot,
            heard: Vec::new(),
        };
        Ok((client, watched))
    }

    fn send(&mut self, wire: &Wire, m: &ToServer) {
        if let Err(e) = self.connection.send(wire, m) {
            self.bot.player.lost(e.to_string());
        }
    }

    /// One look: what came in is heard and answered at once, a choice the server's limit
    /// refused is sent again when due, and what is to go goes.
    pub fn step(&mut self, wire: &Wire) {
        let now = Instant::now();
        let mut heard = std::mem::take(&mut self.heard);
        self.connection.receive(wire, &mut heard);
        for h in heard.drain(..) {
            match h {
                Heard::Connected => {
                    for m in self.bot.player.hello() {
                        self.send(wire, &m);
                    }
                }
                Heard::Answered(Err(other)) => self.bot.player.lost(other.to_string()),
                Heard::Answered(Ok(())) => {}
                Heard::Told(m) => {
                    for answer in self.bot.hear(&m, now) {
                        self.send(wire, &answer);
                    }
                }
                Heard::Lost(why) => self.bot.player.lost(format!("disconnected: {why}")),
            }
        }
        if let Some(again) = self.bot.again(now) {
            self.send(wire, &again);
        }
        self.connection.flush(&mut heard);
        if let Some(Heard::Lost(why)) = heard.pop() {
            self.bot.player.lost(format!("disconnected: {why}"));
        }
        self.heard = heard;
    }

    fn progress(&self) -> &Progress {
        self.bot.player.progress()
    }

    /// Leaves as a game's client does, so that the server frees the seat at once.
    pub fn leave(&mut self) {
        self.connection.disconnect();
    }
}

/// Makes the clients for `bots`, each asking the server for its connection at once
/// (a client costs a socket and a few structures: hundreds are made in milliseconds,
/// so none waits for the others before it is heard).
fn clients(
    wire: &Wire,
    server: SocketAddr,
    bots: Vec<NetBot>,
    ready: &mut Readiness,
) -> Result<Vec<Client>, NetError> {
    bots.into_iter()
        .map(|bot| {
            let (mut client, watched) = Client::new(wire, server, bot)?;
            ready.watch(watched)?;
            client.step(wire);
            Ok(client)
        })
        .collect()
}

/// Opens `tables` tables of bot clients on the server and plays them to the end. The
/// clients are spread over `cfg.threads` threads (hundreds of Normal bots answering at
/// once keep one thread busy, and it would measure itself, not the server). `between`
/// runs on the calling thread meanwhile (a test updates its server there); `keep` says
/// which clients (table, seat) keep every message they receive.
pub fn run_load(
    cfg: &LoadConfig,
    mut between: impl FnMut(),
    keep: impl Fn(usize, usize) -> bool + Sync,
) -> Result<LoadReport, NetError> {
    let wire = Wire::of_this_build()?;
    let start = Instant::now();
    let threads = cfg.threads.clamp(1, cfg.tables.max(1));
    let keep = &keep;
    let played: Vec<Result<Vec<(usize, NetBot)>, NetError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let tables: Vec<usize> = (k..cfg.tables).step_by(threads).collect();
                scope.spawn(move || play_tables(wire, cfg, &tables, start + cfg.limit, keep))
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

/// Which of a thread's clients have something to read, from the operating system: a
/// thread that asked each of hundreds of sockets in turn every millisecond took a core
/// from the server it measured, most of all while a few tables waited on Hard bots. A
/// client's key is its place in the thread's list of clients.
struct Readiness {
    poller: Poller,
    /// The clients' sockets (each a second handle on the one its transport reads), kept
    /// open until they have left the poller.
    sockets: Vec<UdpSocket>,
    events: Events,
    /// When every client was last stepped.
    all_stepped: Instant,
}

/// Every client is stepped at least this often, readable or not: its connection's
/// timers (the handshake, keeping alive, a choice to send again) need it.
const STEP_ALL_EVERY: Duration = Duration::from_millis(25);

impl Readiness {
    fn new() -> Result<Readiness, NetError> {
        Ok(Readiness {
            poller: Poller::new().map_err(|e| NetError(format!("cannot watch sockets: {e}")))?,
            sockets: Vec::new(),
            events: Events::new(),
            all_stepped: Instant::now(),
        })
    }

    /// Watches the next client's socket.
    fn watch(&mut self, socket: UdpSocket) -> Result<(), NetError> {
        let key = self.sockets.len();
        // SAFETY: the socket stays in `sockets` until `Drop` has deleted it from the
        // poller, so the poller never watches a closed socket.
        unsafe { self.poller.add(&socket, Event::readable(key)) }
            .map_err(|e| NetError(format!("cannot watch a socket: {e}")))?;
        self.sockets.push(socket);
        Ok(())
    }

    /// Steps the clients whose sockets have something to read, waiting for one at most
    /// until every client is due a step; then, when due, every client.
    fn pass(&mut self, wire: &Wire, clients: &mut [Client]) {
        let wait = STEP_ALL_EVERY.saturating_sub(self.all_stepped.elapsed());
        self.events.clear();
        let mut step_all = false;
        if let Err(e) = self.poller.wait(&mut self.events, Some(wait)) {
            // Nothing is missed: every client is stepped below, as if all were readable.
            warn!("the load client cannot watch its sockets: {e}");
            std::thread::sleep(Duration::from_millis(1));
            step_all = true;
        }
        for event in self.events.iter() {
            let (Some(client), Some(socket)) =
                (clients.get_mut(event.key), self.sockets.get(event.key))
            else {
                continue;
            };
            client.step(wire);
            // Watched again (an event comes once) unless the connection is closed: its
            // transport reads no more, and the socket would wake the thread for ever.
            if !client.connection.is_lost()
                && let Err(e) = self.poller.modify(socket, Event::readable(event.key))
            {
                warn!("the load client stops watching a socket: {e}");
            }
        }
        if step_all || self.all_stepped.elapsed() >= STEP_ALL_EVERY {
            self.all_stepped = Instant::now();
            for client in clients {
                client.step(wire);
            }
        }
    }
}

impl Drop for Readiness {
    fn drop(&mut self) {
        for socket in &self.sockets {
            let _ = self.poller.delete(socket);
        }
    }
}

/// One thread's share of a load run: the clients of `tables`, played until each game
/// ends or `deadline`; each client's bot, with its table.
fn play_tables(
    wire: &Wire,
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
    let mut ready = Readiness::new()?;
    let mut all = clients(wire, cfg.server, hosts, &mut ready)?;
    // The hosts open their tables before the others look for them.
    while Instant::now() < deadline
        && all
            .iter()
            .any(|c| matches!(c.progress(), Progress::Arriving))
    {
        ready.pass(wire, &mut all);
    }
    let mut guests = Vec::new();
    for (host, &t) in all.iter().zip(tables) {
        let Some(table) = host.bot.player.table() else {
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
    all.extend(clients(
        wire,
        cfg.server,
        guests.into_iter().map(|(_, b)| b).collect(),
        &mut ready,
    )?);
    let done = |p: &Progress| matches!(p, Progress::Over(_) | Progress::Failed(_));
    while Instant::now() < deadline && !all.iter().all(|c| done(c.progress())) {
        ready.pass(wire, &mut all);
    }
    // Leave as a game's client does, so that the server frees the seats at once.
    for client in &mut all {
        client.leave();
    }
    Ok(all
        .into_iter()
        .zip(table_of)
        .map(|(c, t)| (t, c.bot))
        .collect())
}
