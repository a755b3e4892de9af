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
}
