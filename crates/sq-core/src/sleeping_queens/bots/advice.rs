//! How Sleeping Queens measures a choice for a hint or a review ([`Advised`]): the
//! Hard bot's candidates, played out in deals of the hidden cards drawn from the
//! observation.

use super::{CandidateValues, rate_choices};
use crate::advice::{Advised, Judged};
use crate::sleeping_queens::{Action, Decision, Game, GameRecord, Observation, RuleSet};

/// Deals a hint plays each choice in: rollouts are dear in extended, cheap in classic
/// (about a third of a second either way in the game's build).
pub fn hint_deals(rules: &RuleSet) -> u32 {
    if rules.is_extended() { 400 } else { 1000 }
}

/// Deals a review measures each decision over.
pub fn review_deals(rules: &RuleSet) -> u32 {
    if rules.is_extended() { 300 } else { 800 }
}

impl Advised for Game {
    fn hint_deals(obs: &Observation) -> u32 {
        hint_deals(&obs.rules)
    }

    fn review_deals(record: &GameRecord) -> u32 {
        review_deals(&record.setup.rules)
    }

    fn rate(obs: &Observation, deals: u32, seed: u64) -> Option<Vec<(Action, f64)>> {
        rate_choices(obs, deals, seed)
    }

    fn alike(obs: &Observation) -> bool {
        matches!(obs.decision, Some(Decision::HatBlindPick { .. }))
    }

    fn judge(obs: &Observation, chose: Action, deals: u32, seed: u64) -> Option<Judged<Action>> {
        let values = CandidateValues::measure_with(obs, Some(chose), deals, seed)?;
        let chosen = values.index_of(obs, &chose)?;
        let best = values.best;
        let win_of = |i: usize| values.wins.get(i).copied().flatten().unwrap_or(0.0);
        Some(Judged {
            win: win_of(chosen),
            best: values.actions[best],
            best_win: win_of(best),
            cost: if best == chosen {
                0.0
            } else {
                values.worth(best) - values.worth(chosen)
            },
        })
    }
}
