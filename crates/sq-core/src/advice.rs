//! Advice for a person, in either game, from what their seat could see and nothing
//! else: a **hint** for the decision in front of them, and a **review** of their
//! decisions in a finished game. Both measure the choices the way the game's Hard bot
//! weighs them (its candidates, played out in deals of the hidden cards drawn from the
//! observation), with a seed of their own, so the same observation and seed give the
//! same figures. The loop of a review, the order of a hint and what counts as a
//! mistake are written here once; each game says only how it measures a choice
//! ([`Advised`]).

use serde::Serialize;

use crate::engine::{GameEngine, Seat};
use crate::seeds::mix;

/// What a choice's figure is: the chance to win (0 to 1; a shared win counts its
/// share), or, alone at the table, the points it comes to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Measure {
    #[default]
    WinChance,
    Points,
}

impl Measure {
    /// A choice that costs at least this much against the best one is "clearly" worse:
    /// below it, the measurement's own noise could be the difference.
    pub fn clearly_worse(self) -> f64 {
        match self {
            Measure::WinChance => CLEARLY_WORSE,
            Measure::Points => 1.0,
        }
    }
}

/// [`Measure::clearly_worse`] in win chance.
pub const CLEARLY_WORSE: f64 = 0.05;

/// A choice and its figure.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rated<A> {
    pub action: A,
    pub win: f64,
}

/// What the Hard bot would do for a decision, and how the choices compare.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint<A> {
    /// The choices as the seat tells them apart, best first.
    pub choices: Vec<Rated<A>>,
    /// Every choice is the same to the seat (a blind pick): the one shown stands for all.
    pub alike: bool,
    pub measure: Measure,
}

impl<A> Hint<A> {
    /// The hinted choice.
    pub fn best(&self) -> Option<&Rated<A>> {
        self.choices.first()
    }
}

/// A choice measured against the best one, in the same deals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged<A> {
    /// The chosen one's figure.
    pub win: f64,
    pub best: A,
    pub best_win: f64,
    /// What the choice gave away against the best (0 when it was the best).
    pub cost: f64,
}

/// How a game measures choices for advice: its Hard bot's way of weighing them.
pub trait Advised: GameEngine {
    /// What the figures of a decision seen in `obs` are.
    fn measure(_obs: &Self::Observation) -> Measure {
        Measure::WinChance
    }
    /// Deals a hint plays each choice in (about a third of a second in the game's build).
    fn hint_deals(obs: &Self::Observation) -> u32;
    /// Deals a review measures each decision of the game of `record` over.
    fn review_deals(record: &Self::Record) -> u32;
    /// Every choice of `obs`'s decision as the seat tells them apart, with its figure
    /// over `deals` deals of what the seat cannot see (the hint orders them). `None`
    /// when nothing is to be decided.
    fn rate(obs: &Self::Observation, deals: u32, seed: u64) -> Option<Vec<(Self::Action, f64)>>;
    /// Every choice is the same to the seat (a blind pick).
    fn alike(_obs: &Self::Observation) -> bool {
        false
    }
    /// `chose` measured against the best choice over `deals` deals, split in halves:
    /// the best is picked on one and every choice valued on the other, so the figures
    /// are unbiased. `None` when there was nothing to weigh.
    fn judge(
        obs: &Self::Observation,
        chose: Self::Action,
        deals: u32,
        seed: u64,
    ) -> Option<Judged<Self::Action>>;
}

/// The hint for `obs`'s decision, from `obs` alone. `None` when nothing is to be decided.
pub fn hint<G: Advised>(obs: &G::Observation, seed: u64) -> Option<Hint<G::Action>> {
    hint_with::<G>(obs, G::hint_deals(obs), seed)
}

/// [`hint`] with `deals` deals.
pub fn hint_with<G: Advised>(
    obs: &G::Observation,
    deals: u32,
    seed: u64,
) -> Option<Hint<G::Action>> {
    let mut choices: Vec<Rated<G::Action>> = G::rate(obs, deals, seed)?
        .into_iter()
        .map(|(action, win)| Rated { action, win })
        .collect();
    // Best first; of equal figures, the order the game listed them in.
    choices.sort_by(|a, b| b.win.total_cmp(&a.win));
    Some(Hint {
        choices,
        alike: G::alike(obs),
        measure: G::measure(obs),
    })
}

/// One decision of the reviewed seat, measured from its observation at the time.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moment<A> {
    /// The decision's place in the record (actions played before it).
    pub action: usize,
    /// The turn (or round) it came in.
    pub turn: u32,
    /// What the seat did, and its figure after it.
    pub chose: A,
    pub win: f64,
    /// The best choice, and its figure.
    pub best: A,
    pub best_win: f64,
    /// What the seat's choice gave away against the best (measured in the same deals;
    /// 0 when it was the best).
    pub cost: f64,
}

/// A finished game's review for one seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review<A> {
    pub seat: Seat,
    /// Deals each decision was measured over.
    pub deals: u32,
    pub measure: Measure,
    /// The seat's decisions that had a choice to weigh, in order.
    pub moments: Vec<Moment<A>>,
    /// The three moments (indices into `moments`) whose figure moved most since the
    /// one before, in order.
    pub swings: Vec<usize>,
}

impl<A> Review<A> {
    /// Whether another choice was clearly better at `moment`.
    pub fn is_mistake(&self, moment: &Moment<A>) -> bool {
        moment.cost >= self.measure.clearly_worse()
    }

    /// The decisions where another choice was clearly better, in order.
    pub fn mistakes(&self) -> impl Iterator<Item = &Moment<A>> {
        self.moments.iter().filter(|m| self.is_mistake(m))
    }

    /// The mistakes with their place in `moments`, the costliest first (of equal
    /// cost, the earlier).
    pub fn worst_first(&self) -> Vec<(usize, &Moment<A>)> {
        let mut worst: Vec<(usize, &Moment<A>)> = self
            .moments
            .iter()
            .enumerate()
            .filter(|(_, m)| self.is_mistake(m))
            .collect();
        worst.sort_by(|a, b| b.1.cost.total_cmp(&a.1.cost));
        worst
    }

    /// All that the mistakes gave away.
    pub fn total_cost(&self) -> f64 {
        // From +0: an empty sum of floats is -0.
        self.mistakes().map(|m| m.cost).fold(0.0, |a, b| a + b)
    }
}

/// Reviews `seat`'s decisions in the game of `record`. `progress(done, total)` is called
/// before each decision is measured; when it says `false` the review stops and `None`
/// comes back. The figures depend only on the record, the seat and `deals`.
pub fn review<G: Advised>(
    record: &G::Record,
    seat: Seat,
    deals: u32,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review<G::Action>>, G::ReplayError> {
    Ok(review_seen::<G>(record, seat, deals, progress)?.map(|(review, _)| review))
}

/// [`review`], with what the seat saw at each of its moments (in the order of
/// `moments`): the words of a review name only that.
#[allow(clippy::type_complexity)]
pub fn review_seen<G: Advised>(
    record: &G::Record,
    seat: Seat,
    deals: u32,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<(Review<G::Action>, Vec<G::Observation>)>, G::ReplayError> {
    let (asked, seed, measure) = asked::<G>(record, seat)?;
    let total = asked.len();
    let mut moments = Vec::new();
    let mut seen = Vec::new();
    for (done, (index, turn, obs, chose)) in asked.into_iter().enumerate() {
        if !progress(done, total) {
            return Ok(None);
        }
        let salt = mix(seed, 0x7E71_E700 + index as u64);
        let Some(judged) = G::judge(&obs, chose, deals, salt) else {
            continue;
        };
        moments.push(Moment {
            action: index,
            turn,
            chose,
            win: judged.win,
            best: judged.best,
            best_win: judged.best_win,
            cost: judged.cost,
        });
        seen.push(obs);
    }
    progress(total, total);
    let swings = biggest_swings(&moments, 3);
    Ok(Some((
        Review {
            seat,
            deals,
            measure,
            moments,
            swings,
        },
        seen,
    )))
}

/// A decision to review: its place in the record, its turn, what the seat saw, what
/// it chose.
type Asked<G> = (
    usize,
    u32,
    <G as GameEngine>::Observation,
    <G as GameEngine>::Action,
);

/// `seat`'s decisions with more than one legal choice in the game of `record`, with
/// what it saw at each; the game's seed and how its figures are measured.
#[allow(clippy::type_complexity)]
fn asked<G: Advised>(
    record: &G::Record,
    seat: Seat,
) -> Result<(Vec<Asked<G>>, u64, Measure), G::ReplayError> {
    let full = G::replay(record)?;
    let mut game = full.rewound(0)?;
    let measure = G::measure(&game.observe(seat));
    let mut asked = Vec::new();
    for (index, played) in full.played().into_iter().enumerate() {
        if played.seat == seat && game.legal(seat).len() > 1 {
            asked.push((index, game.turn(), game.observe(seat), played.action));
        }
        // The whole record replayed above: every action is legal in its place.
        if game.apply_as(played.seat, played.action).is_err() {
            break;
        }
    }
    Ok((asked, full.seed(), measure))
}

/// The `n` moments whose figure moved most since the moment before, in order.
fn biggest_swings<A>(moments: &[Moment<A>], n: usize) -> Vec<usize> {
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

    fn moment(win: f64) -> Moment<u8> {
        Moment {
            action: 0,
            turn: 1,
            chose: 0,
            win,
            best: 0,
            best_win: win,
            cost: 0.0,
        }
    }

    #[test]
    fn the_biggest_swings_are_the_largest_moves_in_order() {
        let m: Vec<Moment<u8>> = [0.5, 0.52, 0.2, 0.25, 0.7, 0.68, 0.1]
            .into_iter()
            .map(moment)
            .collect();
        // Moves: .02, .32, .05, .45, .02, .58 → moments 6, 4, 2.
        assert_eq!(biggest_swings(&m, 3), vec![2, 4, 6]);
        assert_eq!(biggest_swings(&m[..1], 3), Vec::<usize>::new());
    }

    #[test]
    fn the_mistakes_are_listed_costliest_first() {
        let costs = [0.0, 0.08, 0.02, 0.30, 0.08, 0.12];
        let review = Review {
            seat: 0,
            deals: 10,
            measure: Measure::WinChance,
            moments: costs
                .iter()
                .map(|&cost| Moment {
                    cost,
                    ..moment(0.5)
                })
                .collect(),
            swings: Vec::new(),
        };
        let order: Vec<usize> = review.worst_first().iter().map(|(i, _)| *i).collect();
        assert_eq!(order, vec![3, 5, 1, 4]);
        assert_eq!(review.mistakes().count(), 4);
    }

    #[test]
    fn a_review_is_for_the_one_person_at_a_table_of_bots() {
        assert_eq!(reviewed_seat(&[false, true, false]), Some(1));
        assert_eq!(reviewed_seat(&[true, true]), None);
        assert_eq!(reviewed_seat(&[false, false]), None);
    }
}
