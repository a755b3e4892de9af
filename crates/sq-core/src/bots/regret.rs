//! How good the Hard bot's choices are, decision by decision (`sq-arena regret`).
//!
//! Games of one Hard bot against Normal bots are played, and at every decision the
//! Hard bot searches, each of its candidates is measured over many deals
//! ([`CandidateValues`]). Two figures come out, both in win rate summed over a game:
//!
//! - **gain**: how much the best candidate is worth over the bot's own strategy's
//!   choice, i.e. all that a one-step search on top of that strategy can win;
//! - **loss** of a budget: how much the search, with that many rollouts, gives away
//!   against the best candidate by choosing on fewer deals.
//!
//! The best candidate is picked on half of the measuring deals and valued on the
//! other half, so both figures are unbiased estimates (a loss may come out slightly
//! below zero); more measuring deals (`oracle_deals`) make them sharper and the pick
//! closer to the true best.

use super::arena::{make_bot, mix, play_game_watching};
use super::{Bot, BotKind, Budget, CandidateValues, HardBot, Sight};
use crate::rules::cards::Seat;
use crate::rules::{RuleSet, Setup};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct RegretConfig {
    pub rules: RuleSet,
    pub seats: u8,
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
    /// Deals each candidate is measured over.
    pub oracle_deals: u32,
    /// Rollout budgets whose choices are judged.
    pub budgets: Vec<u32>,
    /// Searches per budget and decision (each with its own stream).
    pub repeats: u32,
    /// The budget the Hard bot plays the games with (`None`: the game's).
    pub play_budget: Option<Budget>,
}

#[derive(Clone, Debug)]
pub struct RegretReport {
    pub games: u32,
    /// Decisions measured (those where the Hard bot searches).
    pub decisions: u32,
    /// The best candidate's worth over the strategy's own choice, per game.
    pub gain_per_game: f64,
    /// Per budget: the win rate its choices give away against the best, per game.
    pub loss_per_game: Vec<(u32, f64)>,
    pub errors: Vec<String>,
    pub elapsed: Duration,
}

/// One game's sums: decisions, gain, loss per budget.
type GameSums = (u32, f64, Vec<f64>);

/// Plays `cfg.games` games (the Hard bot's seat rotating) and measures its decisions.
/// `progress(done, total)` is called from the calling thread now and then.
pub fn run_regret(cfg: &RegretConfig, progress: &mut dyn FnMut(usize, usize)) -> RegretReport {
    let start = Instant::now();
    let results = super::arena::run_parallel(cfg.games as usize, cfg.threads, progress, |g| {
        measure_game(cfg, g as u64)
    });
    let mut decisions = 0;
    let mut gain = 0.0;
    let mut loss = vec![0.0; cfg.budgets.len()];
    let mut games = 0;
    let mut errors = Vec::new();
    for (g, r) in results.into_iter().enumerate() {
        let r = r.unwrap_or_else(|panic| {
            Err(format!(
                "game seed {} ({}, {} seats) panicked: {panic}",
                mix(cfg.seed, g as u64),
                cfg.rules.name,
                cfg.seats
            ))
        });
        match r {
            Ok((d, g, l)) => {
                games += 1;
                decisions += d;
                gain += g;
                for (sum, x) in loss.iter_mut().zip(l) {
                    *sum += x;
                }
            }
            Err(e) => errors.push(e),
        }
    }
    let per = |x: f64| x / games.max(1) as f64;
    RegretReport {
        games,
        decisions,
        gain_per_game: per(gain),
        loss_per_game: cfg
            .budgets
            .iter()
            .zip(loss)
            .map(|(b, l)| (*b, per(l)))
            .collect(),
        errors,
        elapsed: start.elapsed(),
    }
}

/// One game, the Hard bot (with the game's budget unless `play_budget` says otherwise)
/// in seat `g mod seats`.
fn measure_game(cfg: &RegretConfig, g: u64) -> Result<GameSums, String> {
    let setup = Setup::new(cfg.seats, cfg.rules.clone());
    let deal_seed = mix(cfg.seed, g);
    let hard_seat = (g % cfg.seats as u64) as Seat;
    let mut bots: Vec<Box<dyn Bot + Send>> = (0..cfg.seats)
        .map(|s| {
            let kind = if s == hard_seat {
                BotKind::Hard
            } else {
                BotKind::Normal
            };
            make_bot(
                kind,
                mix(deal_seed, s as u64 + 1),
                cfg.play_budget,
                Sight::Fair,
            )
        })
        .collect();
    let table_budget = Budget::for_table(&cfg.rules, cfg.seats);
    let (mut decisions, mut gain) = (0u32, 0.0);
    let mut loss = vec![0.0; cfg.budgets.len()];
    let mut steps = 0u64;
    play_game_watching(&setup, deal_seed, &mut bots, |obs| {
        let step = steps;
        steps += 1;
        if obs.seat != hard_seat {
            return;
        }
        let salt = mix(deal_seed, 0x5EED_0000 + step);
        let Some(values) = CandidateValues::measure(obs, cfg.oracle_deals, salt) else {
            return;
        };
        decisions += 1;
        let best = values.best_gain();
        gain += best;
        for (k, &iterations) in cfg.budgets.iter().enumerate() {
            for r in 0..cfg.repeats {
                let budget = Budget {
                    iterations,
                    time: None,
                    ..table_budget
                };
                let mut bot = HardBot::with_budget(mix(salt, r as u64 + 1), budget);
                let choice = bot.decide(obs);
                let worth = values
                    .index_of(obs, &choice)
                    .map_or(0.0, |i| values.worth(i));
                loss[k] += (best - worth) / cfg.repeats.max(1) as f64;
            }
        }
    })?;
    Ok((decisions, gain, loss))
}
