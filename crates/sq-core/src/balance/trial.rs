//! Trying a house set: the balance lab's own run, small enough to wait for, of Normal
//! bots under the house set and under the set it started from, on the same deals. What
//! comes back is the lab's figures for both (game length, how games end, the first
//! player's edge) and seed 000's claims, each house figure against the preset's with
//! the lab's verdict.

use super::report::claims::{ClaimFigure, Verdict, claim_figures};
use super::sleeping_queens::{Ending, TableFigures};
use super::stats::{Mean, Rate};
use super::{BalanceConfig, BalanceError, BalanceReport, run_balance_until};
use crate::sleeping_queens::RuleSet;
use crate::sleeping_queens::bots::BotKind;
use std::sync::atomic::AtomicBool;

/// What a try plays.
#[derive(Clone, Debug)]
pub struct Trial {
    /// The set it is measured against (a built-in set, or any).
    pub baseline: RuleSet,
    pub house: RuleSet,
    /// Player counts (2 to 5).
    pub players: Vec<u8>,
    /// Games per rule set and player count (as many again for claim 5's memory study).
    pub games: u32,
    pub seed: u64,
    pub threads: usize,
}

impl Trial {
    /// The lab's configuration for this try: Normal bots at every seat.
    pub fn config(&self) -> BalanceConfig {
        let mut house = self.house.clone();
        // The lab tells its rule sets apart by name.
        if house.name == self.baseline.name {
            house.name = format!("{} (house)", house.name);
        }
        BalanceConfig {
            rules: vec![self.baseline.clone(), house],
            players: self.players.clone(),
            bots: vec![BotKind::Normal],
            games: vec![self.games],
            strong_players: Vec::new(),
            memory_games: 0,
            memory_players: self.players.clone(),
            mad_games: 0,
            bank_after: Vec::new(),
            seed: self.seed,
            threads: self.threads,
        }
    }

    /// Every game the try plays: each set's tables, and its memory studies (their deals
    /// rounded up to a whole turn of the seats).
    pub fn total_games(&self) -> u64 {
        super::games_in(&self.config()) as u64
    }
}

/// One rule set's main figures at one player count.
#[derive(Clone, Debug)]
pub struct SetFigures {
    pub games: u64,
    pub turns: Mean,
    /// The first player's win rate (a fair share is 1 / players).
    pub first_player: Rate,
    pub endings: Vec<(Ending, Rate)>,
}

impl SetFigures {
    fn of(t: &TableFigures) -> SetFigures {
        SetFigures {
            games: t.games,
            turns: t.turns,
            first_player: t.by_position.first().copied().unwrap_or_default(),
            endings: t.endings.clone(),
        }
    }
}

/// The figures of one player count: the baseline's and the house set's.
#[derive(Clone, Debug)]
pub struct TableTrial {
    pub players: u8,
    pub baseline: SetFigures,
    pub house: SetFigures,
}

/// A claim at one player count: both figures and how the house set compares.
#[derive(Clone, Debug)]
pub struct ClaimTrial {
    pub claim: ClaimFigure,
    pub verdict: Option<Verdict>,
}

/// What a try measured.
#[derive(Clone, Debug)]
pub struct TrialFigures {
    pub tables: Vec<TableTrial>,
    pub claims: Vec<ClaimTrial>,
    pub games: u64,
    pub errors: usize,
    pub elapsed_s: f64,
}

/// Plays the try, giving up when `stop` is set. `progress(done, total)` is called now
/// and then from the calling thread.
pub fn run_trial(
    trial: &Trial,
    progress: &mut dyn FnMut(usize, usize),
    stop: &AtomicBool,
) -> Result<TrialFigures, BalanceError> {
    let cfg = trial.config();
    let report = run_balance_until(&cfg, progress, stop)?;
    Ok(figures_of(&report, &cfg))
}

fn figures_of(report: &BalanceReport, cfg: &BalanceConfig) -> TrialFigures {
    let bots = report.main_bots();
    let [baseline, house] = [&cfg.rules[0].name, &cfg.rules[1].name];
    let tables = cfg
        .players
        .iter()
        .filter_map(|&n| {
            Some(TableTrial {
                players: n,
                baseline: SetFigures::of(report.table(baseline, n, bots)?),
                house: SetFigures::of(report.table(house, n, bots)?),
            })
        })
        .collect();
    let claims = claim_figures(report)
        .into_iter()
        .map(|claim| ClaimTrial {
            verdict: claim.verdicts().first().copied().flatten(),
            claim,
        })
        .collect();
    TrialFigures {
        tables,
        claims,
        games: report.games,
        errors: report.errors,
        elapsed_s: report.elapsed_s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::Switch;
    use std::sync::atomic::Ordering;

    fn trial(games: u32) -> Trial {
        Trial {
            baseline: RuleSet::extended(),
            house: RuleSet {
                name: "no kings' powers".into(),
                ..RuleSet::extended()
            }
            .with(Switch::Fire, false)
            .with(Switch::Hat, false),
            players: vec![2, 4],
            games,
            seed: 3,
            threads: 2,
        }
    }

    #[test]
    fn a_try_measures_both_sets_and_every_claim_on_the_same_deals() {
        let t = trial(40);
        let mut last = (0, 0);
        let f = run_trial(&t, &mut |d, n| last = (d, n), &AtomicBool::new(false)).unwrap();
        assert_eq!(last.1 as u64, t.total_games());
        assert_eq!(f.games, t.total_games());
        assert_eq!(f.errors, 0);
        assert_eq!(f.tables.len(), 2);
        for table in &f.tables {
            assert_eq!(table.baseline.games, 40);
            assert_eq!(table.house.games, 40);
            assert!(table.house.turns.mean() > 0.0);
        }
        let claims: std::collections::BTreeSet<u8> =
            f.claims.iter().map(|c| c.claim.claim).collect();
        assert_eq!(claims, (1..=8).collect(), "seed 000's eight claims");
        // The same set against itself: the same deals, the same games, no verdict but
        // "no clear change".
        let same = Trial {
            house: RuleSet::extended(),
            ..trial(20)
        };
        let f = run_trial(&same, &mut |_, _| {}, &AtomicBool::new(false)).unwrap();
        for c in &f.claims {
            assert!(
                matches!(c.verdict, None | Some(Verdict::Unclear)),
                "{:?}",
                c
            );
        }
    }

    #[test]
    fn a_try_stops_when_asked() {
        let stop = AtomicBool::new(false);
        let mut calls = 0;
        let r = run_trial(
            &trial(400),
            &mut |_, _| {
                calls += 1;
                stop.store(true, Ordering::Relaxed);
            },
            &stop,
        );
        assert!(matches!(r, Err(BalanceError::Stopped)), "{r:?}");
        assert!(calls >= 1);
    }
}
