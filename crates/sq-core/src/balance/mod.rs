//! The balance lab: many games between bots under each rule set and player count,
//! watched for what the extended rules' author says is wrong with the original game
//! (seed 000's eight flaws), and written up as a report of tables, SVG charts and the
//! figures as CSV and JSON (`sq-arena balance`).
//!
//! Figures come from three kinds of table: one bot kind at every seat (Normal for the
//! main figures, Hard where strength may change them), a bot that remembers against
//! the same bot that forgets ([`Forgetful`]), and Mad Queens (every seat Normal, and
//! fixed bank-after-N policies against Normal). Every game's seed follows from the
//! run's seed and the game's number, so a run gives the same report on any number of
//! threads.

pub mod chart;
mod error;
pub mod mad_queens;
pub mod report;
pub mod sleeping_queens;
pub mod stats;
pub mod trial;

pub use error::{BalanceError, ConfigProblem, GameFailure};
#[cfg(test)]
mod tests;

use crate::arena::{mix, run_parallel};
use crate::mad_queens::bots::{self as mad_bots, MadBot};
use crate::sleeping_queens::bots::{Bot, BotKind, Budget};
use crate::sleeping_queens::{Action, Observation, RuleSet, Setup};
use mad_queens::{BankAfter, MadFacts, MadTableFigures, PolicyFigures};
use serde::Serialize;
use sleeping_queens::{GameFacts, TableFigures};
use stats::{Mean, Rate};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A bot that plays from observations without the table's memory
/// ([`Observation::forgetting`]): the same bot, less what it would remember.
pub struct Forgetful<B>(pub B);

impl<B: Bot + ?Sized> Bot for Forgetful<Box<B>> {
    fn name(&self) -> &str {
        "forgetful"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        self.0.decide(&obs.forgetting())
    }
}

/// What a balance run plays.
#[derive(Clone, Debug)]
pub struct BalanceConfig {
    /// Sleeping Queens rule sets (built in or from RON files).
    pub rules: Vec<RuleSet>,
    /// Player counts for the main figures (2 to 5).
    pub players: Vec<u8>,
    /// Bot kinds: the first plays the main figures at every player count, each later
    /// one the same figures at `strong_players`.
    pub bots: Vec<BotKind>,
    /// Games per table for each bot kind, in the same order (the last repeats).
    pub games: Vec<u32>,
    pub strong_players: Vec<u8>,
    /// Games per rule set and strong player count of a Hard bot that remembers against
    /// the same Hard that forgets (0: none). The first bot kind is measured so too, over
    /// its own number of games, at `memory_players`.
    pub memory_games: u32,
    /// Player counts of the first bot kind's memory studies: one seat remembers, the
    /// others forget. Hard's are at `strong_players` (a Hard game of 4 costs seconds).
    pub memory_players: Vec<u8>,
    /// Mad Queens: games per player count, and per bank-after-N policy (0: none).
    pub mad_games: u32,
    pub bank_after: Vec<u8>,
    pub seed: u64,
    pub threads: usize,
}

impl BalanceConfig {
    /// Games per table for the bot kind at `index` in `bots`.
    pub fn games_for(&self, index: usize) -> u32 {
        self.games
            .get(index)
            .or(self.games.last())
            .copied()
            .unwrap_or(0)
    }

    /// What is wrong with the configuration, if anything.
    pub fn check(&self) -> Result<(), ConfigProblem> {
        if self.bots.is_empty() {
            return Err(ConfigProblem::NoBots);
        }
        if self.rules.is_empty() && self.mad_games == 0 {
            return Err(ConfigProblem::NothingToPlay);
        }
        for &n in self
            .players
            .iter()
            .chain(&self.strong_players)
            .chain(&self.memory_players)
        {
            if !(2..=5).contains(&n) {
                return Err(ConfigProblem::Players(n));
            }
        }
        for r in &self.rules {
            Setup::new(2, r.clone())
                .check()
                .map_err(ConfigProblem::RuleSet)?;
        }
        if self.bank_after.contains(&0) {
            return Err(ConfigProblem::BankAfterNothing);
        }
        Ok(())
    }
}

/// A table of one bot kind at every seat.
#[derive(Clone, Debug)]
struct Table {
    rules: usize,
    players: u8,
    kind: BotKind,
    games: u32,
}

/// A bot that remembers against the same bots that forget, at every other seat.
#[derive(Clone, Debug)]
struct MemoryStudy {
    rules: usize,
    kind: BotKind,
    games: u32,
    players: u8,
}

/// A bot that remembers against the same that forgets: the rememberer's win rate.
#[derive(Clone, Debug, Serialize)]
pub struct MemoryFigures {
    pub rules: String,
    pub bots: String,
    pub players: u8,
    pub games: u64,
    pub errors: Vec<String>,
    pub remembering_wins: Rate,
    pub turns: Mean,
}

/// One game to play.
#[derive(Clone, Copy, Debug)]
enum Job {
    Table {
        table: usize,
        deal: u32,
    },
    /// The one that remembers sits at `seat`.
    Memory {
        study: usize,
        deal: u32,
        seat: u8,
    },
    Mad {
        players: u8,
        deal: u32,
    },
    /// The policy at seat 0, or at seat 1 with `swap`.
    Policy {
        policy: u8,
        deal: u32,
        swap: bool,
    },
}

enum Played {
    Sleeping(Box<GameFacts>),
    Mad(MadFacts),
}

/// Everything a run measured.
#[derive(Clone, Debug, Serialize)]
pub struct BalanceReport {
    pub seed: u64,
    pub threads: usize,
    pub rules: Vec<RuleSet>,
    pub tables: Vec<TableFigures>,
    pub memory: Vec<MemoryFigures>,
    pub mad_tables: Vec<MadTableFigures>,
    pub policies: Vec<PolicyFigures>,
    pub games: u64,
    pub errors: usize,
    pub elapsed_s: f64,
}

impl BalanceReport {
    /// The table of a rule set, player count and bot kind, if it was played.
    pub fn table(&self, rules: &str, players: u8, bots: &str) -> Option<&TableFigures> {
        self.tables
            .iter()
            .find(|t| t.rules == rules && t.players == players && t.bots == bots)
    }

    /// The bot kind of the main figures.
    pub fn main_bots(&self) -> &str {
        self.tables.first().map_or("normal", |t| t.bots.as_str())
    }
}

/// Plays every game the configuration asks for, spread over its threads, and adds up
/// the figures. `progress(done, total)` is called from the calling thread now and then.
pub fn run_balance(
    cfg: &BalanceConfig,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<BalanceReport, BalanceError> {
    run_balance_until(cfg, progress, &AtomicBool::new(false))
}

/// How many games a run of `cfg` plays.
pub fn games_in(cfg: &BalanceConfig) -> usize {
    let plan = Plan::of(cfg);
    plan.jobs(cfg).len()
}

/// [`run_balance`], given up as soon as `stop` is set: the games not yet begun are not
/// played, and the run ends with [`BalanceError::Stopped`].
pub fn run_balance_until(
    cfg: &BalanceConfig,
    progress: &mut dyn FnMut(usize, usize),
    stop: &AtomicBool,
) -> Result<BalanceReport, BalanceError> {
    cfg.check()?;
    let started = Instant::now();
    let plan = Plan::of(cfg);
    let jobs = plan.jobs(cfg);
    let results = run_parallel(jobs.len(), cfg.threads, progress, |i| {
        (!stop.load(Ordering::Relaxed)).then(|| play_job(cfg, &plan.tables, &plan.memory, jobs[i]))
    });
    if stop.load(Ordering::Relaxed) {
        return Err(BalanceError::Stopped);
    }
    let mut tally = Tally::new(cfg, &plan);
    for (job, result) in jobs.iter().zip(results) {
        let result = result
            .map_err(GameFailure::Panicked)
            .and_then(|r| r.ok_or(GameFailure::Panicked("not played".into())))
            .and_then(|r| r);
        tally.add(*job, result)?;
    }
    Ok(tally.report(cfg, jobs.len(), started.elapsed().as_secs_f64()))
}

/// What a run plays: its tables, memory studies, Mad Queens player counts and
/// bank-after policies.
struct Plan {
    tables: Vec<Table>,
    memory: Vec<MemoryStudy>,
    mad_players: Vec<u8>,
    policies: Vec<u8>,
}

impl Plan {
    fn of(cfg: &BalanceConfig) -> Plan {
        let mad = |list: &Vec<u8>| {
            if cfg.mad_games > 0 {
                list.clone()
            } else {
                Vec::new()
            }
        };
        Plan {
            tables: plan_tables(cfg),
            memory: plan_memory(cfg),
            mad_players: mad(&cfg.players),
            policies: mad(&cfg.bank_after),
        }
    }

    /// Every game to play, the dearest first, so the threads finish together.
    fn jobs(&self, cfg: &BalanceConfig) -> Vec<Job> {
        let mut jobs = Vec::new();
        for (study, m) in self.memory.iter().enumerate().rev() {
            for (deal, seat) in rotated_deals(m.games, m.players) {
                jobs.push(Job::Memory { study, deal, seat });
            }
        }
        for (table, t) in self.tables.iter().enumerate().rev() {
            for deal in 0..t.games {
                jobs.push(Job::Table { table, deal });
            }
        }
        for &players in &self.mad_players {
            for deal in 0..cfg.mad_games {
                jobs.push(Job::Mad { players, deal });
            }
        }
        for &policy in &self.policies {
            for (deal, swap) in swapped_deals(cfg.mad_games) {
                jobs.push(Job::Policy { policy, deal, swap });
            }
        }
        jobs
    }
}

/// The deals of `games` games played twice each, seats as dealt and then swapped.
fn swapped_deals(games: u32) -> impl Iterator<Item = (u32, bool)> {
    rotated_deals(games, 2).map(|(deal, seat)| (deal, seat == 1))
}

/// The deals of `games` games played once with each of `players` seats first, for a
/// bot that sits at that seat.
fn rotated_deals(games: u32, players: u8) -> impl Iterator<Item = (u32, u8)> {
    let n = u32::from(players.max(1));
    (0..games.div_ceil(n)).flat_map(move |deal| (0..players.max(1)).map(move |seat| (deal, seat)))
}

/// The tables of one bot kind at every seat: the first kind at every player count of
/// the main figures, each later kind at the strong player counts.
fn plan_tables(cfg: &BalanceConfig) -> Vec<Table> {
    let mut tables = Vec::new();
    for (k, &kind) in cfg.bots.iter().enumerate() {
        let players = if k == 0 {
            &cfg.players
        } else {
            &cfg.strong_players
        };
        for r in 0..cfg.rules.len() {
            for &n in players {
                tables.push(Table {
                    rules: r,
                    players: n,
                    kind,
                    games: cfg.games_for(k),
                });
            }
        }
    }
    tables
}

/// The memory studies of each rule set: the first bot kind at each memory player
/// count, and Hard (unless it is the first kind or has no games) at each strong one.
fn plan_memory(cfg: &BalanceConfig) -> Vec<MemoryStudy> {
    let mut memory = Vec::new();
    for r in 0..cfg.rules.len() {
        for &players in &cfg.memory_players {
            memory.push(MemoryStudy {
                rules: r,
                kind: cfg.bots[0],
                games: cfg.games_for(0),
                players,
            });
        }
        if cfg.memory_games > 0 && cfg.bots[0] != BotKind::Hard {
            for &players in &cfg.strong_players {
                memory.push(MemoryStudy {
                    rules: r,
                    kind: BotKind::Hard,
                    games: cfg.memory_games,
                    players,
                });
            }
        }
    }
    memory
}

/// The figures of a run as its games come back.
struct Tally {
    /// Each table's games, added up at the end.
    sleeping: Vec<Vec<GameFacts>>,
    tables: Vec<TableFigures>,
    memory: Vec<MemoryFigures>,
    mad_tables: Vec<MadTableFigures>,
    policies: Vec<PolicyFigures>,
}

impl Tally {
    fn new(cfg: &BalanceConfig, plan: &Plan) -> Tally {
        Tally {
            sleeping: vec![Vec::new(); plan.tables.len()],
            tables: plan
                .tables
                .iter()
                .map(|t| TableFigures::new(&cfg.rules[t.rules].name, t.players, t.kind.name()))
                .collect(),
            memory: plan
                .memory
                .iter()
                .map(|m| MemoryFigures::new(&cfg.rules[m.rules].name, m.kind, m.players))
                .collect(),
            mad_tables: plan
                .mad_players
                .iter()
                .map(|n| MadTableFigures::new(*n, BotKind::Normal.name()))
                .collect(),
            policies: plan
                .policies
                .iter()
                .map(|n| PolicyFigures::new(*n, 2))
                .collect(),
        }
    }

    /// Counts one game, or its failure, for the table or study that played it.
    fn add(&mut self, job: Job, result: Result<Played, GameFailure>) -> Result<(), BalanceError> {
        match (job, result) {
            (Job::Table { table, .. }, Ok(Played::Sleeping(g))) => self.sleeping[table].push(*g),
            (Job::Table { table, .. }, Err(e)) => note_failure(e, &mut self.tables[table].errors),
            (Job::Memory { study, seat, .. }, Ok(Played::Sleeping(g))) => {
                self.memory[study].add(&g, seat)
            }
            (Job::Memory { study, .. }, Err(e)) => note_failure(e, &mut self.memory[study].errors),
            (Job::Mad { players, .. }, Ok(Played::Mad(g))) => {
                if let Some(t) = self.mad_table(players) {
                    t.add(&g);
                }
            }
            (Job::Mad { players, .. }, Err(e)) => {
                if let Some(t) = self.mad_table(players) {
                    note_failure(e, &mut t.errors);
                }
            }
            (Job::Policy { policy, swap, .. }, Ok(Played::Mad(g))) => {
                if let Some(p) = self.policy(policy) {
                    p.add(&g, if swap { 1 } else { 0 });
                }
            }
            (Job::Policy { policy, .. }, Err(e)) => {
                if let Some(p) = self.policy(policy) {
                    note_failure(e, &mut p.errors);
                }
            }
            (_, Ok(_)) => return Err(BalanceError::WrongGame),
        }
        Ok(())
    }

    fn mad_table(&mut self, players: u8) -> Option<&mut MadTableFigures> {
        self.mad_tables.iter_mut().find(|t| t.players == players)
    }

    fn policy(&mut self, bank_after: u8) -> Option<&mut PolicyFigures> {
        self.policies
            .iter_mut()
            .find(|p| p.bank_after == bank_after)
    }

    /// The run's report: every table's games added up, and the games of `jobs` that
    /// did not come back counted as failed.
    fn report(mut self, cfg: &BalanceConfig, jobs: usize, elapsed_s: f64) -> BalanceReport {
        for (f, games_of) in self.tables.iter_mut().zip(&self.sleeping) {
            f.add_all(games_of);
        }
        let games = self.tables.iter().map(|f| f.games).sum::<u64>()
            + self.memory.iter().map(|m| m.games).sum::<u64>()
            + self.mad_tables.iter().map(|m| m.games).sum::<u64>()
            + self.policies.iter().map(|p| p.games).sum::<u64>();
        BalanceReport {
            seed: cfg.seed,
            threads: cfg.threads,
            rules: cfg.rules.clone(),
            tables: self.tables,
            memory: self.memory,
            mad_tables: self.mad_tables,
            policies: self.policies,
            games,
            errors: jobs - games as usize,
            elapsed_s,
        }
    }
}

/// Keeps the first 20 failures of a table.
fn note_failure(why: GameFailure, list: &mut Vec<String>) {
    if list.len() < 20 {
        list.push(why.to_string());
    }
}

impl MemoryFigures {
    fn new(rules: &str, kind: BotKind, players: u8) -> MemoryFigures {
        MemoryFigures {
            rules: rules.to_string(),
            bots: kind.name().to_string(),
            players,
            games: 0,
            errors: Vec::new(),
            remembering_wins: Rate::default(),
            turns: Mean::default(),
        }
    }

    /// Counts a game in which the one that remembers sat at `seat`.
    fn add(&mut self, g: &GameFacts, seat: u8) {
        self.games += 1;
        self.remembering_wins.add_share(g.share(seat));
        self.turns.add(g.turns as f64);
    }
}

/// A deal's seed: the same deals for every table, so rule sets meet the same cards.
fn deal_seed(cfg: &BalanceConfig, deal: u32) -> u64 {
    mix(cfg.seed, deal as u64)
}

/// A seat's bot seed, apart for each kind of table so no two bots share a stream.
fn bot_seed(deal: u64, study: u64, seat: usize) -> u64 {
    mix(deal, (study << 8) | (seat as u64 + 1))
}

fn play_job(
    cfg: &BalanceConfig,
    tables: &[Table],
    memory: &[MemoryStudy],
    job: Job,
) -> Result<Played, GameFailure> {
    match job {
        Job::Table { table, deal } => {
            let t = &tables[table];
            let seed = deal_seed(cfg, deal);
            let mut bots: Vec<Box<dyn Bot + Send>> = (0..t.players as usize)
                .map(|s| make(t.kind, bot_seed(seed, 1, s), &cfg.rules[t.rules], t.players))
                .collect();
            let setup = Setup::new(t.players, cfg.rules[t.rules].clone());
            sleeping_queens::play_watched(&setup, seed, &mut bots)
                .map(|g| Played::Sleeping(Box::new(g)))
        }
        Job::Memory { study, deal, seat } => {
            let m = &memory[study];
            let seed = deal_seed(cfg, deal);
            // The same streams in every seating of a deal: the one that remembers has the
            // first, those that forget the others in seat order; only the memory differs.
            let rules = &cfg.rules[m.rules];
            let mut forgetting = 1;
            let mut bots: Vec<Box<dyn Bot + Send>> = (0..m.players)
                .map(|s| -> Box<dyn Bot + Send> {
                    if s == seat {
                        make(m.kind, bot_seed(seed, 2, 0), rules, m.players)
                    } else {
                        forgetting += 1;
                        Box::new(Forgetful(make(
                            m.kind,
                            bot_seed(seed, 2, forgetting - 1),
                            rules,
                            m.players,
                        )))
                    }
                })
                .collect();
            let setup = Setup::new(m.players, rules.clone());
            sleeping_queens::play_watched(&setup, seed, &mut bots)
                .map(|g| Played::Sleeping(Box::new(g)))
        }
        Job::Mad { players, deal } => {
            let seed = deal_seed(cfg, deal);
            let mut bots: Vec<Box<dyn MadBot + Send>> = (0..players as usize)
                .map(|s| mad_bots::make(BotKind::Normal, bot_seed(seed, 3, s)))
                .collect();
            mad_queens::play_watched(players, seed, &mut bots).map(Played::Mad)
        }
        Job::Policy { policy, deal, swap } => {
            let seed = deal_seed(cfg, deal);
            let fixed: Box<dyn MadBot + Send> = Box::new(BankAfter(policy));
            let normal = mad_bots::make(BotKind::Normal, bot_seed(seed, 4, 1));
            let mut bots = if swap {
                vec![normal, fixed]
            } else {
                vec![fixed, normal]
            };
            mad_queens::play_watched(2, seed, &mut bots).map(Played::Mad)
        }
    }
}

/// A bot of `kind`. Hard searches with the game's budget of rollouts for the table but
/// without its wall-clock cap, so that a seed gives the same games on any machine and
/// under any load.
fn make(kind: BotKind, seed: u64, rules: &RuleSet, seats: u8) -> Box<dyn Bot + Send> {
    let budget = Budget {
        time: None,
        ..Budget::for_table(rules, seats)
    };
    crate::arena::make_bot(
        kind,
        seed,
        Some(budget),
        crate::sleeping_queens::bots::Sight::Fair,
    )
}

/// How long a run took, for the report's first lines.
pub fn took(seconds: f64) -> String {
    let d = Duration::from_secs_f64(seconds.max(0.0));
    let s = d.as_secs();
    if s >= 3600 {
        format!("{} h {:02} min", s / 3600, (s % 3600) / 60)
    } else if s >= 60 {
        format!("{} min {:02} s", s / 60, s % 60)
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}
