//! Bots against bots: one game, a whole match (seat rotation, duplicate deals, threads)
//! and the statistics the `sq-arena` tool prints; [`regret`] measures the Hard bot's
//! choices over such games.

pub mod regret;

use crate::engine::GameKind;
use crate::mad_queens::bots::{self as mad_bots, MadBot};
pub use crate::seeds::mix;
use crate::sleeping_queens::bots::{Bot, BotKind, Budget, EasyBot, HardBot, NormalBot, Sight};
use crate::sleeping_queens::cards::Seat;
use crate::sleeping_queens::{Action, Decision, GameState, RuleSet, Setup};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// A game that goes on longer than this many decisions is stopped as broken.
pub const MAX_DECISIONS: u32 = 100_000;

/// What happened in one game.
#[derive(Clone, Debug)]
pub struct GameSummary {
    pub winners: Vec<Seat>,
    pub turns: u32,
    pub decisions: u32,
    /// Each seat's decision times, in nanoseconds.
    pub times_ns: Vec<Vec<u64>>,
}

/// Plays one game between `bots` (one per seat) from `seed`. Errors: a bad setup, a
/// bot's illegal action, or a game that does not end.
pub fn play_game(
    setup: &Setup,
    seed: u64,
    bots: &mut [Box<dyn Bot + Send>],
) -> Result<GameSummary, String> {
    play_game_watching(setup, seed, bots, |_| {})
}

/// [`play_game`], with `watch` shown every observation a bot is about to decide on.
pub fn play_game_watching(
    setup: &Setup,
    seed: u64,
    bots: &mut [Box<dyn Bot + Send>],
    mut watch: impl FnMut(&crate::sleeping_queens::Observation),
) -> Result<GameSummary, String> {
    if bots.len() != setup.seats as usize {
        return Err(format!("{} bots for {} seats", bots.len(), setup.seats));
    }
    let mut state = GameState::new(setup, seed).map_err(|e| e.to_string())?;
    let mut times_ns = vec![Vec::new(); bots.len()];
    let mut decisions = 0u32;
    while !state.is_over() {
        let Some(seat) = state.pending().map(|d| d.seat()) else {
            return Err("no decision pending in a game that is not over".into());
        };
        let obs = state.observe(seat);
        watch(&obs);
        let bot = &mut bots[seat as usize];
        let start = Instant::now();
        let action = bot.decide_knowing(&obs, &state);
        let spent = start.elapsed().as_nanos().min(u64::MAX as u128) as u64;
        times_ns[seat as usize].push(spent);
        if let Err(e) = state.apply(action) {
            return Err(format!(
                "{} bot at seat {seat} (game seed {seed}): {e}",
                bot.name()
            ));
        }
        decisions += 1;
        if decisions >= MAX_DECISIONS {
            return Err(format!(
                "game seed {seed} did not end in {MAX_DECISIONS} decisions"
            ));
        }
    }
    let winners = state
        .outcome()
        .map(|o| o.winners.clone())
        .unwrap_or_default();
    Ok(GameSummary {
        winners,
        turns: state.turn(),
        decisions,
        times_ns,
    })
}

/// A bot of `kind`; `hard` overrides the Hard bot's budget (for tuning), `sight` what
/// it may look at (for measuring what hidden information is worth).
pub fn make_bot(
    kind: BotKind,
    seed: u64,
    hard: Option<Budget>,
    sight: Sight,
) -> Box<dyn Bot + Send> {
    match (kind, hard) {
        (BotKind::Hard, Some(b)) => Box::new(HardBot::with_budget(seed, b).seeing(sight)),
        (BotKind::Hard, None) => Box::new(HardBot::new(seed).seeing(sight)),
        (BotKind::Normal, _) => Box::new(NormalBot::new(seed)),
        (BotKind::Easy, _) => Box::new(EasyBot::new(seed)),
    }
}

/// A bot whose thinking over a window stops `limit` after it began: what a server's
/// window deadline leaves a Hard bot on a machine that gives its thread little time.
struct WindowDeadline {
    bot: Box<dyn Bot + Send>,
    limit: Duration,
}

impl Bot for WindowDeadline {
    fn name(&self) -> &str {
        self.bot.name()
    }

    fn decide(&mut self, obs: &crate::sleeping_queens::Observation) -> Action {
        let window = obs.decision.as_ref().is_some_and(Decision::is_window);
        if !window {
            return self.bot.decide(obs);
        }
        let until = Instant::now() + self.limit;
        self.bot.decide_until(obs, &|| Instant::now() >= until)
    }
}

/// The 95% Wilson score interval for `wins` out of `n` (wins may be fractional).
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let p = (wins / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = z / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// The seatings a match plays: with at least as many seats as kinds, one lineup (the
/// first kinds one seat each, the last kind fills the rest); with fewer seats, every
/// combination of kinds (a round robin).
pub fn lineups(kinds: &[BotKind], seats: u8) -> Vec<Vec<BotKind>> {
    let n = seats as usize;
    if kinds.is_empty() || n == 0 {
        return Vec::new();
    }
    if kinds.len() <= n {
        let mut line: Vec<BotKind> = kinds[..kinds.len() - 1].to_vec();
        let last = kinds[kinds.len() - 1];
        while line.len() < n {
            line.push(last);
        }
        return vec![line];
    }
    let mut out = Vec::new();
    let mut pick = Vec::new();
    fn combos(
        kinds: &[BotKind],
        n: usize,
        from: usize,
        pick: &mut Vec<BotKind>,
        out: &mut Vec<Vec<BotKind>>,
    ) {
        if pick.len() == n {
            out.push(pick.clone());
            return;
        }
        for i in from..kinds.len() {
            pick.push(kinds[i]);
            combos(kinds, n, i + 1, pick, out);
            pick.pop();
        }
    }
    combos(kinds, n, 0, &mut pick, &mut out);
    out
}

/// Which game a match plays.
#[derive(Clone, Debug)]
pub enum ArenaGame {
    /// Sleeping Queens under a rule set.
    SleepingQueens(RuleSet),
    /// Mad Queens (docs/rules.md).
    MadQueens,
}

impl ArenaGame {
    /// The rule set's name, or `mad-queens`.
    pub fn name(&self) -> &str {
        match self {
            ArenaGame::SleepingQueens(rules) => &rules.name,
            ArenaGame::MadQueens => GameKind::MAD_QUEENS_RULES,
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            ArenaGame::SleepingQueens(_) => GameKind::SleepingQueens,
            ArenaGame::MadQueens => GameKind::MadQueens,
        }
    }
}

#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub game: ArenaGame,
    pub seats: u8,
    pub kinds: Vec<BotKind>,
    /// Games per lineup (rounded up to whole rotations of the seats).
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    pub hard_budget: Option<Budget>,
    /// What the Hard bot may look at: [`Sight::Fair`] but for measurements. In Mad
    /// Queens any other sight makes it the Seer, which knows its deck's order.
    pub hard_sight: Sight,
    /// Sleeping Queens: the Hard bot's search in a window (an answer, an after-wake
    /// play) stops this long after it began, as a busy server's deadline stops it;
    /// `None`: only its budget stops it.
    pub hard_window: Option<Duration>,
}

/// One bot kind's results over a match.
#[derive(Clone, Debug)]
pub struct BotStats {
    pub kind: BotKind,
    /// Games it played in (in any number of seats).
    pub games: u32,
    /// Games won, a shared win counting as a fraction (summed over its seats).
    pub wins: f64,
    pub times_ns: Vec<u64>,
}

impl BotStats {
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins / self.games as f64
        }
    }
    pub fn ci95(&self) -> (f64, f64) {
        wilson(self.wins, self.games as f64)
    }
    pub fn mean_time(&self) -> Duration {
        if self.times_ns.is_empty() {
            return Duration::ZERO;
        }
        let sum: u128 = self.times_ns.iter().map(|t| *t as u128).sum();
        Duration::from_nanos((sum / self.times_ns.len() as u128) as u64)
    }
    pub fn median_time(&self) -> Duration {
        self.percentile_time(0.5)
    }
    pub fn percentile_time(&self, p: f64) -> Duration {
        if self.times_ns.is_empty() {
            return Duration::ZERO;
        }
        let mut t = self.times_ns.clone();
        t.sort_unstable();
        let i = ((t.len() - 1) as f64 * p).round() as usize;
        Duration::from_nanos(t[i.min(t.len() - 1)])
    }
}

/// One lineup's results.
#[derive(Clone, Debug)]
pub struct LineupStats {
    pub lineup: Vec<BotKind>,
    pub games: u32,
    /// Wins per seat of the lineup (before rotation), fractional for shared wins.
    pub wins: Vec<f64>,
}

#[derive(Clone, Debug)]
pub struct MatchReport {
    pub games: u32,
    pub bots: Vec<BotStats>,
    pub lineups: Vec<LineupStats>,
    pub mean_turns: f64,
    pub mean_decisions: f64,
    pub errors: Vec<String>,
    pub elapsed: Duration,
}

/// Runs `work(i)` for every `i` below `total` on a pool of `threads` threads and
/// returns the results in the order of `i`, however the jobs finish, so a seed gives
/// the same report on any number of threads. A job that panics is caught and comes back
/// as `Err` with the panic's message: the run always ends. `progress(done, total)` is
/// called from the calling thread now and then.
pub(crate) fn run_parallel<T: Send>(
    total: usize,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
    work: impl Fn(usize) -> T + Sync,
) -> Vec<Result<T, String>> {
    use rayon::prelude::*;
    let done = AtomicUsize::new(0);
    let run = || -> Vec<Result<T, String>> {
        (0..total)
            .into_par_iter()
            .map(|i| {
                let r = catch_unwind(AssertUnwindSafe(|| work(i))).map_err(panic_message);
                done.fetch_add(1, Ordering::Relaxed);
                r
            })
            .collect()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build();
    std::thread::scope(|scope| {
        let running = scope.spawn(|| match &pool {
            Ok(pool) => pool.install(run),
            // No pool of our own (the system refused threads): rayon's global one.
            Err(_) => run(),
        });
        while !running.is_finished() {
            progress(done.load(Ordering::Relaxed), total);
            std::thread::sleep(Duration::from_millis(100));
        }
        progress(done.load(Ordering::Relaxed), total);
        // Every job's panic was caught above; anything else is a fault of this function.
        running
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })
}

/// The message a panic was raised with.
pub(crate) fn panic_message(panic: Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with no message".into())
}

/// One game of a match: a lineup, one of its deals, and how far its seats are rotated.
struct Job {
    lineup: usize,
    deal: u32,
    rotation: u8,
    /// The kind in each seat: seat s plays the lineup's kind at (s + rotation) mod n.
    seating: Vec<BotKind>,
}

/// Plays the match: for every lineup, `games` games in groups that play one deal with
/// the seats rotated through every position (duplicate deals), spread over threads.
/// `progress(done, total)` is called from the calling thread now and then.
pub fn run_match(cfg: &MatchConfig, progress: &mut dyn FnMut(usize, usize)) -> MatchReport {
    let start = Instant::now();
    let lines = lineups(&cfg.kinds, cfg.seats);
    let jobs = jobs_of(cfg, &lines);
    let results = run_parallel(jobs.len(), cfg.threads, progress, |i| {
        play_job(cfg, &jobs[i])
    });
    let results = jobs.iter().zip(results).map(|(job, r)| {
        let r = r.unwrap_or_else(|panic| {
            let names: Vec<&str> = job.seating.iter().map(|k| k.name()).collect();
            Err(format!(
                "game seed {} ({}, seats {}) panicked: {panic}",
                mix(cfg.seed, job.deal as u64),
                cfg.game.name(),
                names.join(", ")
            ))
        });
        (job, r)
    });
    let (mut bots, line_stats, errors, (turns, decisions, games)) = tally(&lines, results);
    // Keep the order the kinds were given in.
    bots.sort_by_key(|b| {
        cfg.kinds
            .iter()
            .position(|k| *k == b.kind)
            .unwrap_or(usize::MAX)
    });
    let gf = games.max(1) as f64;
    MatchReport {
        games,
        bots,
        lineups: line_stats,
        mean_turns: turns as f64 / gf,
        mean_decisions: decisions as f64 / gf,
        errors,
        elapsed: start.elapsed(),
    }
}

/// Every game of a match: each lineup, deal and rotation of its seats.
fn jobs_of(cfg: &MatchConfig, lines: &[Vec<BotKind>]) -> Vec<Job> {
    let n = cfg.seats as u32;
    let deals = cfg.games.div_ceil(n).max(1);
    let mut jobs = Vec::new();
    for (l, line) in lines.iter().enumerate() {
        for deal in 0..deals {
            for rotation in 0..cfg.seats {
                let seating = (0..cfg.seats as usize)
                    .map(|s| line[(s + rotation as usize) % line.len()])
                    .collect();
                jobs.push(Job {
                    lineup: l,
                    deal,
                    rotation,
                    seating,
                });
            }
        }
    }
    jobs
}

/// One game of a match, its bots seated as the job says.
fn play_job(cfg: &MatchConfig, job: &Job) -> Result<GameSummary, String> {
    let deal_seed = mix(cfg.seed, job.deal as u64);
    let bot_seed = |s: usize| mix(deal_seed, (((job.rotation as u64) << 8) | s as u64) + 1);
    match &cfg.game {
        ArenaGame::SleepingQueens(rules) => {
            let mut bots: Vec<Box<dyn Bot + Send>> = job
                .seating
                .iter()
                .enumerate()
                .map(|(s, k)| {
                    let bot = make_bot(*k, bot_seed(s), cfg.hard_budget, cfg.hard_sight);
                    match cfg.hard_window {
                        Some(limit) if *k == BotKind::Hard => {
                            Box::new(WindowDeadline { bot, limit }) as Box<dyn Bot + Send>
                        }
                        _ => bot,
                    }
                })
                .collect();
            play_game(&Setup::new(cfg.seats, rules.clone()), deal_seed, &mut bots)
        }
        ArenaGame::MadQueens => {
            let mut bots: Vec<Box<dyn MadBot + Send>> = job
                .seating
                .iter()
                .enumerate()
                .map(|(s, &k)| -> Box<dyn MadBot + Send> {
                    match (k, cfg.hard_sight, cfg.hard_budget) {
                        // `--hard-iterations`: Hard's rollouts a choice.
                        (BotKind::Hard, Sight::Fair, Some(budget)) => {
                            Box::new(mad_bots::HardBot::with_rollouts(
                                bot_seed(s),
                                budget.iterations as usize,
                            ))
                        }
                        (BotKind::Hard, Sight::Fair, None)
                        | (BotKind::Easy | BotKind::Normal, _, _) => mad_bots::make(k, bot_seed(s)),
                        (BotKind::Hard, _, _) => Box::new(mad_bots::SeerBot),
                    }
                })
                .collect();
            mad_bots::play_game(cfg.seats, deal_seed, &mut bots).map(|g| GameSummary {
                winners: g.result.winners,
                turns: g.rounds,
                decisions: g.decisions,
                times_ns: g.times_ns,
            })
        }
    }
}

/// What a match's games add up to: each bot's games, wins and thinking times, each
/// lineup's wins by position, the errors, and (turns, decisions, games).
#[allow(clippy::type_complexity)]
fn tally<'a>(
    lines: &[Vec<BotKind>],
    results: impl Iterator<Item = (&'a Job, Result<GameSummary, String>)>,
) -> (
    Vec<BotStats>,
    Vec<LineupStats>,
    Vec<String>,
    (u64, u64, u32),
) {
    let mut bots: Vec<BotStats> = Vec::new();
    let mut line_stats: Vec<LineupStats> = lines
        .iter()
        .map(|l| LineupStats {
            lineup: l.clone(),
            games: 0,
            wins: vec![0.0; l.len()],
        })
        .collect();
    let mut errors = Vec::new();
    let (mut turns, mut decisions, mut games) = (0u64, 0u64, 0u32);
    for (job, r) in results {
        let (line, rotation, seating) = (job.lineup, job.rotation, &job.seating);
        let g = match r {
            Ok(g) => g,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        games += 1;
        turns += g.turns as u64;
        decisions += g.decisions as u64;
        let share = if g.winners.is_empty() {
            0.0
        } else {
            1.0 / g.winners.len() as f64
        };
        let ls = &mut line_stats[line];
        ls.games += 1;
        for w in &g.winners {
            // Seat w played the lineup's position (w + rotation) mod n.
            let pos = (*w as usize + rotation as usize) % seating.len();
            ls.wins[pos] += share;
        }
        let mut kinds_here: Vec<BotKind> = seating.to_vec();
        kinds_here.sort();
        kinds_here.dedup();
        for k in kinds_here {
            let idx = match bots.iter().position(|b| b.kind == k) {
                Some(i) => i,
                None => {
                    bots.push(BotStats {
                        kind: k,
                        games: 0,
                        wins: 0.0,
                        times_ns: Vec::new(),
                    });
                    bots.len() - 1
                }
            };
            let b = &mut bots[idx];
            b.games += 1;
            for (s, kind) in seating.iter().enumerate() {
                if *kind == k {
                    if g.winners.contains(&(s as Seat)) {
                        b.wins += share;
                    }
                    b.times_ns.extend_from_slice(&g.times_ns[s]);
                }
            }
        }
    }
    (bots, line_stats, errors, (turns, decisions, games))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_that_panics_is_reported_and_the_run_ends() {
        let mut last = (0, 0);
        let results = run_parallel(40, 2, &mut |done, total| last = (done, total), |i| {
            if i == 13 {
                panic!("job {i} fell over");
            }
            i * 2
        });
        assert_eq!(last, (40, 40), "the last progress report counts every job");
        assert_eq!(results.len(), 40);
        for (i, r) in results.iter().enumerate() {
            match r {
                Ok(x) => assert_eq!(*x, i * 2, "results come in the jobs' order"),
                Err(why) => {
                    assert_eq!(i, 13);
                    assert_eq!(why, "job 13 fell over");
                }
            }
        }
        assert!(results[13].is_err());
    }
}
