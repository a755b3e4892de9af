//! The server's bots think on threads of their own, never on the network loop: a table
//! gives one decision at a time ([`Tables::think_elsewhere`]), and one thread keeps to
//! the quick bots, so that a Hard bot's search never makes a quick one wait. A Hard
//! bot's search over a window (an answer, an after-wake play) has a thread of its own
//! that the machine's other work cannot starve, and stops at [`Thinking::until`]: its
//! choice is back before the window's pace, whether or not it had anything to weigh.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bevy::prelude::*;

use super::tables::{Thinking, Thought};

/// A decision to think over, and when its thinking must stop, if ever.
type Job = (Thinking, Option<Instant>);

/// The decisions waiting for a thread.
#[derive(Default)]
struct Queue {
    quick: VecDeque<Job>,
    /// Searches over a window, each with its deadline.
    window: VecDeque<Job>,
    slow: VecDeque<Job>,
    /// The server is gone: the threads stop.
    closed: bool,
}

/// Which decisions a thread takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Takes {
    /// The quick bots only.
    Quick,
    /// The searches over windows only.
    Windows,
    /// Any but the windows' (the quick bots first).
    Any,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
}

/// The threads, what they are asked and what they answer.
#[derive(Resource)]
pub struct Thinkers {
    shared: Arc<Shared>,
    /// In a lock only so that the resource may be shared between systems' threads.
    done: Mutex<Receiver<Thought>>,
}

impl Thinkers {
    /// One thread for the quick bots, one for the searches over windows, and one for
    /// each core (for any other bot).
    pub fn start() -> std::io::Result<Thinkers> {
        let shared = Arc::new(Shared::default());
        let (tx, rx) = mpsc::channel();
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        for i in 0..=cores + 1 {
            let takes = match i {
                0 => Takes::Quick,
                1 => Takes::Windows,
                _ => Takes::Any,
            };
            let (shared, tx) = (shared.clone(), tx.clone());
            std::thread::Builder::new()
                .name(format!("bot thinker {i}"))
                .spawn(move || think(&shared, &tx, takes))?;
        }
        Ok(Thinkers {
            shared,
            done: Mutex::new(rx),
        })
    }

    /// Gives the threads these decisions to think over, asked when the tables' clock
    /// read `now` (a window's deadline is on that clock).
    pub fn ask(&self, jobs: Vec<Thinking>, now: Duration) {
        if jobs.is_empty() {
            return;
        }
        let mut queue = self.lock();
        let at = Instant::now();
        for job in jobs {
            let until = job.until().map(|until| at + until.saturating_sub(now));
            match (job.is_slow(), until) {
                (false, _) => queue.quick.push_back((job, until)),
                (true, Some(_)) => queue.window.push_back((job, until)),
                (true, None) => queue.slow.push_back((job, until)),
            }
        }
        drop(queue);
        self.shared.ready.notify_all();
    }

    /// The choices thought over since the last look.
    pub fn answers(&self) -> Vec<Thought> {
        let done = self.done.lock().unwrap_or_else(PoisonError::into_inner);
        done.try_iter().collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.shared
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Thinkers {
    fn drop(&mut self) {
        self.lock().closed = true;
        self.shared.ready.notify_all();
    }
}

/// How much less of the processor the server's background threads (the table writer;
/// the slow bots' where the idle class cannot be had) get than the network loop when
/// both want it (a Unix nice value): a Hard bot's search would otherwise share the
/// cores evenly with the loop, and every table would wait on it.
const SLOW_THINKER_NICE: i32 = 10;

/// A thread's life: the next decision it may take, thought over, sent back.
fn think(shared: &Shared, done: &Sender<Thought>, takes: Takes) {
    match takes {
        Takes::Any => think_when_idle(),
        // A window's search is short and must answer on time: the loop still comes
        // first, but no busy program can keep this thread from its clock.
        Takes::Windows => yield_to_the_loop(),
        Takes::Quick => {}
    }
    loop {
        let (job, until) = {
            let mut queue = shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if queue.closed {
                    return;
                }
                let next = match takes {
                    Takes::Quick => queue.quick.pop_front(),
                    Takes::Windows => queue.window.pop_front(),
                    Takes::Any => queue.quick.pop_front().or_else(|| queue.slow.pop_front()),
                };
                match next {
                    Some(job) => break job,
                    None => {
                        queue = shared
                            .ready
                            .wait(queue)
                            .unwrap_or_else(PoisonError::into_inner)
                    }
                }
            }
        };
        let thought = match until {
            Some(until) => job.think_until(&|| Instant::now() >= until),
            None => job.think(),
        };
        if done.send(thought).is_err() {
            return;
        }
    }
}

/// Lets the calling thread run only on a core nothing else wants (Linux's idle
/// scheduling class; where that cannot be had, a nice value of [`SLOW_THINKER_NICE`]):
/// at nice 10 the bots still took a tenth of the loop's core from it under load. On
/// Linux both apply to the calling thread alone.
#[cfg(target_os = "linux")]
fn think_when_idle() {
    let idle = libc::sched_param { sched_priority: 0 };
    // SAFETY: sched_setscheduler only reads the parameter given; both calls change the
    // calling thread's scheduling or fail harmlessly.
    let idle = unsafe { libc::sched_setscheduler(0, libc::SCHED_IDLE, &idle) } == 0;
    if !idle {
        yield_to_the_loop();
    }
}

#[cfg(not(target_os = "linux"))]
fn think_when_idle() {}

/// Lowers the calling thread's priority by [`SLOW_THINKER_NICE`]. On Linux a priority
/// set with `setpriority` on id 0 is the calling thread's alone; where that cannot be
/// done the thread keeps the process's priority.
#[cfg(target_os = "linux")]
pub(super) fn yield_to_the_loop() {
    // SAFETY: setpriority reads no memory of ours; it only fails or changes a number.
    let changed = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, SLOW_THINKER_NICE) };
    if changed != 0 {
        debug!("a thread of the server's keeps the network loop's priority");
    }
}

#[cfg(not(target_os = "linux"))]
pub(super) fn yield_to_the_loop() {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use sq_core::engine::GameEngine;
    use sq_core::net::protocol::TableId;
    use sq_core::net::protocol::{SeatPlan, TablePlan, ToServer};
    use sq_core::net::tables::Tables;
    use sq_core::seats::{BotKind, WINDOW_PACE};
    use sq_core::sleeping_queens::RuleSet;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// A thread that may take slow bots leaves the processor to every other thread
    /// that wants it; the table writer only yields some of it.
    #[test]
    fn a_slow_thinker_runs_only_when_nothing_else_would() {
        let policy = std::thread::spawn(|| {
            think_when_idle();
            // SAFETY: reads the calling thread's scheduling policy.
            unsafe { libc::sched_getscheduler(0) }
        })
        .join()
        .expect("the thread runs");
        assert_eq!(policy, libc::SCHED_IDLE);
        let nice = std::thread::spawn(|| {
            yield_to_the_loop();
            // SAFETY: reads the calling thread's nice value.
            unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) }
        })
        .join()
        .expect("the thread runs");
        assert!(nice >= SLOW_THINKER_NICE, "nice {nice}");
    }

    /// How many tables play at once, each one person (played by the test at once) and
    /// two Hard bots: enough windows open together to keep the window thread busy.
    const TABLES: u64 = 8;
    /// The windows to see before judging, and of them where a bot could answer.
    const WINDOWS: usize = 400;
    const ANSWERING: usize = 100;
    /// How often the loop looks, as a server's does while clients talk to it.
    const LOOK_EVERY: Duration = Duration::from_millis(4);
    /// What the scheduler may add between two windows' closing, beyond the loop's look.
    const NOISE: Duration = Duration::from_millis(40);

    /// The same routing as the server's loop ([`Thinkers::ask`]), but the Hard bots' own
    /// turns think on a thread of normal priority here: on a machine whose every core
    /// is taken by busy loops the server's idle-class thread would never get a turn,
    /// and the games (not the windows, which this measures) would stand still.
    struct Server {
        tables: Tables,
        thinkers: Thinkers,
        turns: Sender<Thinking>,
        turns_done: Receiver<Thought>,
    }

    impl Server {
        fn new() -> Server {
            let (turns, asked) = mpsc::channel::<Thinking>();
            let (tx, turns_done) = mpsc::channel();
            std::thread::spawn(move || {
                for job in asked {
                    if tx.send(job.think()).is_err() {
                        return;
                    }
                }
            });
            Server {
                tables: Tables::new(4 * TABLES as usize).think_elsewhere(),
                thinkers: Thinkers::start().expect("the bots' threads"),
                turns,
                turns_done,
            }
        }

        fn look(&mut self, now: Duration) {
            self.tables.tick(now);
            let (turns, others): (Vec<_>, Vec<_>) = self
                .tables
                .take_thinking()
                .into_iter()
                .partition(|job| job.is_slow() && job.until().is_none());
            for job in turns {
                self.turns.send(job).expect("the turns' thread");
            }
            self.thinkers.ask(others, now);
            let answers = self.thinkers.answers();
            for thought in answers.into_iter().chain(self.turns_done.try_iter()) {
                self.tables.thought(thought, now);
            }
            self.tables.drain();
        }
    }

    /// A Hard bot's window that lasts past the pace would tell a watching seat that
    /// the bot had a choice to weigh. With both cores taken by busy loops, over
    /// several hundred windows of tables playing at once, the latest window in which
    /// a bot could answer closes no later than the latest in which it could only pass.
    #[test]
    #[ignore = "loads both cores for a minute or more: scripts/window-tail runs it"]
    fn under_load_a_bots_window_closes_no_later_when_it_could_answer() {
        let stop = Arc::new(AtomicBool::new(false));
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let busy: Vec<_> = (0..cores)
            .map(|_| {
                let stop = stop.clone();
                std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        std::hint::spin_loop();
                    }
                })
            })
            .collect();

        let mut server = Server::new();
        let started = Instant::now();
        let mut rng = ChaCha8Rng::seed_from_u64(65);
        // Each playing table: its client, its id, and the bot window it waits on (its
        // step, when it was first seen open, and whether the bot could answer).
        let mut playing: Vec<(u64, TableId, Option<(usize, Duration, bool)>)> = Vec::new();
        let mut next_client = 1u64;
        // How long each bot window lasted, by whether the bot could answer.
        let mut lasted: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
        let enough = |lasted: &[Vec<Duration>; 2]| {
            lasted[0].len() + lasted[1].len() >= WINDOWS && lasted[1].len() >= ANSWERING
        };
        while !enough(&lasted) {
            assert!(
                started.elapsed() < Duration::from_secs(900),
                "too few windows in 15 minutes: {} passing, {} answering",
                lasted[0].len(),
                lasted[1].len()
            );
            let now = started.elapsed();
            while playing.len() < TABLES as usize {
                let client = next_client;
                next_client += 1;
                let before: Vec<TableId> = server.tables.ids().collect();
                server.tables.connected(client);
                let seats = vec![
                    SeatPlan::Person,
                    SeatPlan::Bot(BotKind::Hard),
                    SeatPlan::Bot(BotKind::Hard),
                ];
                let open = ToServer::Open {
                    plan: TablePlan::open(
                        "Kitchen",
                        Default::default(),
                        RuleSet::extended(),
                        seats,
                    ),
                    name: format!("Ann {client}"),
                    here: Vec::new(),
                };
                server.tables.receive(client, open, now, client);
                server.tables.receive(client, ToServer::Start, now, 0);
                let id = server
                    .tables
                    .ids()
                    .find(|id| !before.contains(id))
                    .expect("a new table");
                playing.push((client, id, None));
            }
            // The windows open and close on the tables' clock, read once a look.
            server.look(now);
            playing.retain_mut(|(client, id, window)| {
                let Some(game) = server.tables.game(*id) else {
                    return false;
                };
                let steps = game.steps();
                if let Some((step, since, could)) = *window
                    && step != steps
                {
                    lasted[usize::from(could)].push(now - since);
                    *window = None;
                }
                if game.state().is_over() {
                    server.tables.disconnected(*client, now);
                    return false;
                }
                if let Some(decision) = game.state().pending()
                    && decision.seat() == 0
                {
                    let legal = game.legal(0);
                    let action = legal[rng.random_range(0..legal.len())];
                    let choose = ToServer::Choose {
                        seat: 0,
                        step: steps as u32,
                        action,
                    };
                    server.tables.receive(*client, choose, now, 0);
                }
                // A window the person's choice opened opened now, as the table saw it.
                let Some(game) = server.tables.game(*id) else {
                    return false;
                };
                if let Some(decision) = game.state().pending()
                    && decision.is_window()
                    && decision.seat() != 0
                    && window.is_none()
                {
                    let could = game.legal(decision.seat()).len() > 1;
                    *window = Some((game.steps(), now, could));
                }
                true
            });
            server.tables.drain();
            std::thread::sleep(LOOK_EVERY);
        }
        stop.store(true, Ordering::Relaxed);
        for b in busy {
            b.join().expect("a busy loop");
        }
        let [passing, answering] = &mut lasted;
        passing.sort();
        answering.sort();
        let at = |l: &[Duration], q: f64| l[((l.len() - 1) as f64 * q) as usize];
        for (what, l) in [("pass only", &passing), ("could answer", &answering)] {
            eprintln!(
                "{what}: {} windows, median {:?}, 99th {:?}, latest {:?}",
                l.len(),
                at(l, 0.5),
                at(l, 0.99),
                at(l, 1.0)
            );
        }
        let (latest_passing, latest_answering) = (at(passing, 1.0), at(answering, 1.0));
        assert!(
            latest_answering <= latest_passing + NOISE,
            "a window where the bot could answer lasted {latest_answering:?}, one where it \
             could only pass at most {latest_passing:?}"
        );
        assert!(
            at(passing, 0.0) >= WINDOW_PACE,
            "a window closed before the pace"
        );
    }
}
