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
//!
//! Mad Queens ([`run_mad_regret`]) measures the same two figures, each choice played out
//! at the whole table ([`table_outcomes`]): the gain is over Hard's judgement, and a
//! budget is the rollouts Hard checks every choice with (0: its judgement alone).

use super::{make_bot, mix, play_game_watching};
use crate::mad_queens::bots::{
    HardBot as MadHardBot, MadBot, NormalBot as MadNormalBot, play_on, table_outcomes,
};
use crate::mad_queens::{MadSetup, MadState};
use crate::sleeping_queens::bots::{Bot, BotKind, Budget, CandidateValues, HardBot, Sight};
use crate::sleeping_queens::cards::Seat;
use crate::sleeping_queens::{RuleSet, Setup};
use std::time::{Duration, Instant};

/// What a regret run plays and measures, in either game.
#[derive(Clone, Debug)]
pub struct RegretRun {
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
}

/// A regret run of Sleeping Queens.
#[derive(Clone, Debug)]
pub struct RegretConfig {
    pub run: RegretRun,
    pub rules: RuleSet,
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
pub(crate) type GameSums = (u32, f64, Vec<f64>);

/// Plays `cfg.games` games (the Hard bot's seat rotating) and measures its decisions.
/// `progress(done, total)` is called from the calling thread now and then.
pub fn run_regret(cfg: &RegretConfig, progress: &mut dyn FnMut(usize, usize)) -> RegretReport {
    let failed = |seed: u64| {
        format!(
            "game seed {seed} ({}, {} seats)",
            cfg.rules.name, cfg.run.seats
        )
    };
    summed(&cfg.run, failed, progress, |g| measure_game(cfg, g))
}

/// Every game's sums (`measure(g)` for game `g`), added up per game over the games that
/// ended; a game that failed or panicked is named by `failed(its seed)` in the errors.
pub(crate) fn summed(
    run: &RegretRun,
    failed: impl Fn(u64) -> String,
    progress: &mut dyn FnMut(usize, usize),
    measure: impl Fn(u64) -> Result<GameSums, String> + Sync,
) -> RegretReport {
    let start = Instant::now();
    let results = super::run_parallel(run.games as usize, run.threads, progress, |g| {
        measure(g as u64)
    });
    let mut decisions = 0;
    let mut gain = 0.0;
    let mut loss = vec![0.0; run.budgets.len()];
    let mut games = 0;
    let mut errors = Vec::new();
    for (g, r) in results.into_iter().enumerate() {
        let r = r.unwrap_or_else(|panic| {
            Err(format!(
                "{} panicked: {panic}",
                failed(mix(run.seed, g as u64))
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
        loss_per_game: run
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
    let setup = Setup::new(cfg.run.seats, cfg.rules.clone());
    let deal_seed = mix(cfg.run.seed, g);
    let hard_seat = (g % cfg.run.seats as u64) as Seat;
    let mut bots: Vec<Box<dyn Bot + Send>> = (0..cfg.run.seats)
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
    let table_budget = Budget::for_table(&cfg.rules, cfg.run.seats);
    let (mut decisions, mut gain) = (0u32, 0.0);
    let mut loss = vec![0.0; cfg.run.budgets.len()];
    let mut steps = 0u64;
    play_game_watching(&setup, deal_seed, &mut bots, |obs| {
        let step = steps;
        steps += 1;
        if obs.seat != hard_seat {
            return;
        }
        let salt = mix(deal_seed, 0x5EED_0000 + step);
        let Some(values) = CandidateValues::measure(obs, cfg.run.oracle_deals, salt) else {
            return;
        };
        decisions += 1;
        let best = values.best_gain();
        gain += best;
        for (k, &iterations) in cfg.run.budgets.iter().enumerate() {
            for r in 0..cfg.run.repeats {
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
                loss[k] += (best - worth) / cfg.run.repeats.max(1) as f64;
            }
        }
    })?;
    Ok((decisions, gain, loss))
}

/// Plays `run.games` games of Mad Queens, one Hard bot against Normal (its seat
/// rotating), and measures its decisions. `progress(done, total)` is called now and then.
pub fn run_mad_regret(run: &RegretRun, progress: &mut dyn FnMut(usize, usize)) -> RegretReport {
    let failed = |seed: u64| format!("game seed {seed} (mad-queens, {} seats)", run.seats);
    summed(run, failed, progress, |g| measure_mad_game(run, g))
}

/// One game, Hard as it plays in seat `g mod seats`.
fn measure_mad_game(cfg: &RegretRun, g: u64) -> Result<GameSums, String> {
    let deal_seed = mix(cfg.seed, g);
    let hard_seat = (g % u64::from(cfg.seats)) as u8;
    let (mut state, _) =
        MadState::new(&MadSetup::new(cfg.seats), deal_seed).map_err(|e| e.to_string())?;
    let mut hard = MadHardBot::new(mix(deal_seed, u64::from(hard_seat) + 1));
    let (mut decisions, mut gain) = (0u32, 0.0);
    let mut loss = vec![0.0; cfg.budgets.len()];
    let mut step = 0u64;
    play_on(&mut state, |_, seat, obs| {
        if seat == hard_seat && obs.legal.len() > 1 {
            let salt = mix(deal_seed, 0x5EED_0000 + step);
            let outcomes = table_outcomes(obs, cfg.oracle_deals.max(2) as usize, salt);
            let half = cfg.oracle_deals.max(2) as usize / 2;
            let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
            // Picked on the first half of the deals, valued on the second.
            let picked = (0..outcomes.len())
                .max_by(|&a, &b| {
                    mean(&outcomes[a].1[..half]).total_cmp(&mean(&outcomes[b].1[..half]))
                })
                .unwrap_or(0);
            let worth = |action| {
                outcomes
                    .iter()
                    .find(|(a, _)| *a == action)
                    .map_or(0.0, |(_, v)| mean(&v[half..]))
            };
            let best = worth(outcomes[picked].0);
            decisions += 1;
            gain += best - worth(MadHardBot::with_rollouts(salt, 0).decide(obs));
            for (k, &rollouts) in cfg.budgets.iter().enumerate() {
                for r in 0..cfg.repeats {
                    let mut bot =
                        MadHardBot::with_rollouts(mix(salt, u64::from(r) + 1), rollouts as usize);
                    loss[k] += (best - worth(bot.decide(obs))) / f64::from(cfg.repeats.max(1));
                }
            }
        }
        step += 1;
        if seat == hard_seat {
            hard.decide(obs)
        } else {
            MadNormalBot.decide(obs)
        }
    })
    .map_err(|e| format!("game seed {deal_seed}: {e}"))?;
    Ok((decisions, gain, loss))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every decision of Hard's with a choice is measured, and the judgement alone (a
    /// budget of 0) gives away exactly the gain: it is the strategy the gain is counted
    /// from.
    #[test]
    fn regret_measures_every_choice_and_the_judgement_gives_away_the_gain() {
        let run = RegretRun {
            seats: 2,
            games: 2,
            seed: 5,
            threads: 2,
            oracle_deals: 6,
            budgets: vec![0, 4],
            repeats: 1,
        };
        let r = run_mad_regret(&run, &mut |_, _| {});
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert_eq!(r.games, 2);
        assert!(r.decisions > 10, "{}", r.decisions);
        let most = f64::from(r.decisions) / f64::from(r.games);
        assert!(r.gain_per_game.is_finite() && r.gain_per_game.abs() <= most);
        assert_eq!(r.loss_per_game[0], (0, r.gain_per_game));
        assert!(r.loss_per_game[1].1.abs() <= most);
    }
}
