//! Advice for a person, from what their seat could see and nothing else: a **hint** for
//! the decision in front of them, and a **review** of their decisions in a finished
//! game. Both measure the choices the way the Hard bot weighs them (its candidates,
//! played out in deals of the hidden cards drawn from the observation), with a seed
//! of their own, so the same observation and seed give the same figures.

use super::arena::mix;
use super::{CandidateValues, rate_choices};
use crate::rules::cards::Seat;
use crate::rules::{Action, Decision, GameRecord, GameState, Observation, ReplayError, RuleSet};
use serde::Serialize;

/// A choice and its chance to win, as far as the seat can tell (0 to 1; a shared win
/// counts its share).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rated {
    pub action: Action,
    pub win: f64,
}

/// What the Hard bot would do for a decision, and how the choices compare.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The choices as the seat tells them apart, best first.
    pub choices: Vec<Rated>,
    /// Every choice is the same to the seat (a blind pick): the one shown stands for all.
    pub alike: bool,
}

impl Hint {
    /// The hinted choice.
    pub fn best(&self) -> Option<&Rated> {
        self.choices.first()
    }
}

/// Deals a hint plays each choice in: rollouts are dear in extended, cheap in classic
/// (about a third of a second either way in the game's build).
pub fn hint_deals(rules: &RuleSet) -> u32 {
    if rules.is_extended() { 400 } else { 1000 }
}

/// The hint for `obs`'s decision, from `obs` alone. `None` when nothing is to be decided.
pub fn hint(obs: &Observation, seed: u64) -> Option<Hint> {
    hint_with(obs, hint_deals(&obs.rules), seed)
}

/// [`hint`] with `deals` deals.
pub fn hint_with(obs: &Observation, deals: u32, seed: u64) -> Option<Hint> {
    let choices = rate_choices(obs, deals, seed)?
        .into_iter()
        .map(|(action, win)| Rated { action, win })
        .collect();
    Some(Hint {
        choices,
        alike: matches!(obs.decision, Some(Decision::HatBlindPick { .. })),
    })
}

/// A choice that costs at least this much win chance against the best one is "clearly"
/// worse: below it, the measurement's own noise could be the difference.
pub const CLEARLY_WORSE: f64 = 0.05;

/// One decision of the reviewed seat, measured from its observation at the time.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moment {
    /// The decision's place in the record (actions played before it).
    pub action: usize,
    /// The turn it came in.
    pub turn: u32,
    /// What the seat did, and its win chance after it.
    pub chose: Action,
    pub win: f64,
    /// The best choice, and its win chance.
    pub best: Action,
    pub best_win: f64,
    /// The win chance the seat's choice gave away against the best (measured in the
    /// same deals; 0 when it was the best).
    pub cost: f64,
}

impl Moment {
    /// Another choice was clearly better.
    pub fn is_mistake(&self) -> bool {
        self.cost >= CLEARLY_WORSE
    }
}

/// A finished game's review for one seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    pub seat: Seat,
    /// Deals each decision was measured over.
    pub deals: u32,
    /// The seat's decisions that had a choice to weigh, in order.
    pub moments: Vec<Moment>,
    /// The three moments (indices into `moments`) whose win chance moved most since the
    /// one before, in order.
    pub swings: Vec<usize>,
}

impl Review {
    /// The decisions where another choice was clearly better, in order.
    pub fn mistakes(&self) -> impl Iterator<Item = &Moment> {
        self.moments.iter().filter(|m| m.is_mistake())
    }

    /// All the win chance the mistakes gave away.
    pub fn total_cost(&self) -> f64 {
        self.mistakes().map(|m| m.cost).sum()
    }
}

/// Deals a review measures each decision over (split in halves: the best is picked on
/// one and every choice valued on the other, so the figures are unbiased).
pub fn review_deals(rules: &RuleSet) -> u32 {
    if rules.is_extended() { 300 } else { 800 }
}

/// Reviews `seat`'s decisions in the game of `record`. `progress(done, total)` is called
/// before each decision is measured; when it says `false` the review stops and `None`
/// comes back. The figures depend only on the record, the seat and `deals`.
pub fn review(
    record: &GameRecord,
    seat: Seat,
    deals: u32,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReplayError> {
    // The seat's decisions with more than one legal choice, and what it saw at each.
    let mut state = GameState::new(&record.setup, record.seed).map_err(ReplayError::Setup)?;
    let mut asked: Vec<(usize, u32, Observation, Action)> = Vec::new();
    for (index, action) in record.actions.iter().enumerate() {
        if state.pending().map(|d| d.seat()) == Some(seat) && state.legal_actions().len() > 1 {
            asked.push((index, state.turn(), state.observe(seat), *action));
        }
        state
            .apply(*action)
            .map_err(|error| ReplayError::Action { index, error })?;
    }
    let total = asked.len();
    let mut moments = Vec::new();
    for (done, (index, turn, obs, chose)) in asked.into_iter().enumerate() {
        if !progress(done, total) {
            return Ok(None);
        }
        let seed = mix(record.seed, 0x7E71_E700 + index as u64);
        let Some(values) = CandidateValues::measure_with(&obs, Some(chose), deals, seed) else {
            continue;
        };
        let Some(chosen) = values.index_of(&obs, &chose) else {
            continue;
        };
        let best = values.best;
        let win_of = |i: usize| values.wins.get(i).copied().flatten().unwrap_or(0.0);
        let cost = if best == chosen {
            0.0
        } else {
            values.worth(best) - values.worth(chosen)
        };
        moments.push(Moment {
            action: index,
            turn,
            chose,
            win: win_of(chosen),
            best: values.actions[best],
            best_win: win_of(best),
            cost,
        });
    }
    progress(total, total);
    let swings = biggest_swings(&moments, 3);
    Ok(Some(Review {
        seat,
        deals,
        moments,
        swings,
    }))
}

/// The `n` moments whose win chance moved most since the moment before, in order.
fn biggest_swings(moments: &[Moment], n: usize) -> Vec<usize> {
    let mut moved: Vec<(usize, f64)> = moments
        .windows(2)
        .enumerate()
        .map(|(i, w)| (i + 1, (w[1].win - w[0].win).abs()))
        .collect();
    // Stable: of equal swings, the earlier is kept.
    moved.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut top: Vec<usize> = moved.into_iter().take(n).map(|(i, _)| i).collect();
    top.sort_unstable();
    top
}

/// The seat a review is for: the one person at a table of bots (`people`: which seats
/// are people).
pub fn reviewed_seat(people: &[bool]) -> Option<Seat> {
    let mut them = people.iter().enumerate().filter(|(_, p)| **p);
    let (seat, _) = them.next()?;
    them.next().is_none().then_some(seat as Seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moment(win: f64) -> Moment {
        Moment {
            action: 0,
            turn: 1,
            chose: Action::Pass,
            win,
            best: Action::Pass,
            best_win: win,
            cost: 0.0,
        }
    }

    #[test]
    fn the_biggest_swings_are_the_largest_moves_in_order() {
        let m: Vec<Moment> = [0.5, 0.52, 0.2, 0.25, 0.7, 0.68, 0.1]
            .into_iter()
            .map(moment)
            .collect();
        // Moves: .02, .32, .05, .45, .02, .58 → moments 6, 4, 2.
        assert_eq!(biggest_swings(&m, 3), vec![2, 4, 6]);
        assert_eq!(biggest_swings(&m[..1], 3), Vec::<usize>::new());
    }

    #[test]
    fn a_review_is_for_the_one_person_at_a_table_of_bots() {
        assert_eq!(reviewed_seat(&[false, true, false]), Some(1));
        assert_eq!(reviewed_seat(&[true, true]), None);
        assert_eq!(reviewed_seat(&[false, false]), None);
    }
}
