//! The Hard bot: determinized Monte Carlo search (flat determinized search in the sense
//! of Cowling, Powley and Whitehouse 2012, with the Normal strategy as rollout policy).
//!
//! - **Candidates**: the legal actions, one per distinct choice as the player knows it
//!   (one unknown slot, one hidden queen per row, one blind card per hand), and the two
//!   number plays the Normal strategy likes best.
//! - **Determinizations**: each round deals the hidden cards and queens at random
//!   consistently with the observation ([`Observation::sample`]), then moves some unseen
//!   Dragons and Wands into opponents' hands, since players keep answer cards
//!   ([`bias_hands`]).
//! - **Rollouts**: every candidate is played in the same deal with the same random
//!   stream (common random numbers, so the luck of the deal cancels out of the
//!   comparison), and the game is played out with the Normal strategy for the other
//!   seats and the bot's own variant of it ([`Style::HARD`]) for its own seat, each
//!   seat reading only its own [`View`] of the sampled state. With four or five seats
//!   in extended a rollout stops after 40 decisions and is judged by how near each
//!   seat stands to the win, so twice as many fit in the same time.
//! - **Allocation**: sequential halving on the paired difference to the Normal
//!   strategy's own choice, so the budget goes to the contenders.
//! - **Choice**: the best candidate. With a cautious budget (extended, where a
//!   rollout is dear and the budget small) the bot's own strategy's choice stands
//!   unless a candidate beats it clearly (a paired test), which keeps the search from
//!   acting on noise.
//!
//! Because the statistics average over many deals, the choice never depends on one
//! guess of the hidden cards.

use super::eval::Style;
use super::normal;
use super::view::{SlotKnow, View};
use super::{Bot, normal::turn_score};
use crate::sleeping_queens::cards::{Card, Seat};
use crate::sleeping_queens::{Action, Decision, GameState, Observation, RuleSet};
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// How long the Hard bot thinks: iterations (determinization + rollout each), and an
/// optional wall-clock limit that stops it earlier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    pub time: Option<Duration>,
    /// Keep the bot's own strategy's choice unless a candidate beats it clearly.
    pub cautious: bool,
    /// Rollouts stop after this many decisions and are judged by how near each seat
    /// stands to the win ([`near_win_share`]); `None`: every rollout is played out.
    pub horizon: Option<u32>,
}

impl Budget {
    /// The budget the game and the arena use for a table (medians on the 2-core
    /// machine: about 30 ms a decision in 2-player extended, 45 ms in classic, under
    /// the 100 ms target). Classic rollouts are cheap and the differences between its
    /// choices small, so classic gets many more of them and takes the best mean;
    /// beyond 6,000 they give nothing (`sq-arena regret`). Extended choices differ
    /// more, and 1,600 rollouts give away about half of what 400 do; but 3,600 or
    /// 4,000 won no more games against Normal in 2-player (65.0% and 67.9% of 1,000,
    /// against 66.7%), so the bot keeps 1,600 and answers sooner. With four or five
    /// seats a rollout is long and more of them pay: stopped at a horizon they cost
    /// half as much, and 3,600 of them won 49.7% of 2,000 4-player games against
    /// three Normal bots, against 45.6% of 500 for 1,600 played out.
    pub fn for_table(rules: &RuleSet, seats: u8) -> Budget {
        let extended = rules.is_extended();
        let crowded = extended && seats >= 4;
        Budget {
            iterations: match (extended, crowded) {
                (true, true) => CROWDED_ITERATIONS,
                (true, false) => 1600,
                (false, _) => 6000,
            },
            time: Some(Duration::from_millis(250)),
            cautious: extended,
            horizon: crowded.then_some(CROWDED_HORIZON),
        }
    }
}

/// Extended with four or five seats: rollouts, and the decisions each is played for.
const CROWDED_ITERATIONS: u32 = 3600;
const CROWDED_HORIZON: u32 = 40;
/// How sharply a seat's chance of winning grows with its nearness to the win, for a
/// rollout stopped at its horizon.
const NEAR_WIN_SHARPNESS: f64 = 12.0;

/// Rollouts longer than this many decisions are judged by points.
const MAX_ROLLOUT: usize = 3000;
/// A candidate replaces the Normal strategy's choice only if it wins this much more
/// often, by this many standard errors of the paired difference.
const SWITCH_MARGIN: f64 = 0.01;
const SWITCH_Z: f64 = 1.5;
/// Number plays searched (the Normal strategy's favourites; the rest differ little).
const NUMBER_CANDIDATES: usize = 2;

pub struct HardBot {
    rng: ChaCha8Rng,
    /// `None`: [`Budget::for_table`].
    budget: Option<Budget>,
    sight: Sight,
}

/// What the Hard bot's deals take from the true state instead of sampling. Only the
/// arena sets anything but `Fair`, to measure how much the hidden information is worth
/// (`sq-arena match --hard-sight`); a bot in the game always plays `Fair`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sight {
    /// Only the observation: the hidden cards and queens are dealt at random.
    #[default]
    Fair,
    /// The opponents' hands as they are; the draw pile and the sleeping queens it has
    /// not seen are dealt at random.
    Hands,
    /// The hands and the sleeping queens as they are; only the draw pile is shuffled.
    Everything,
}

impl HardBot {
    /// A Hard bot with the budget the game uses ([`Budget::for_table`]).
    pub fn new(seed: u64) -> HardBot {
        HardBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget: None,
            sight: Sight::Fair,
        }
    }

    pub fn with_budget(seed: u64, budget: Budget) -> HardBot {
        HardBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            budget: Some(budget),
            sight: Sight::Fair,
        }
    }

    /// For arena measurements: the bot looks at the true state as `sight` says.
    pub fn seeing(mut self, sight: Sight) -> HardBot {
        self.sight = sight;
        self
    }

    fn think(
        &mut self,
        obs: &Observation,
        truth: Option<&GameState>,
        stop: &dyn Fn() -> bool,
    ) -> Action {
        let Some(v) = View::of_observation(obs) else {
            return Action::Pass;
        };
        if v.legal.len() <= 1 {
            return v.legal.first().copied().unwrap_or(Action::Pass);
        }
        let mine = |v: &View, rng: &mut ChaCha8Rng| normal::decide_with(v, Style::HARD, rng);
        match v.decision {
            // Where a queen goes to sleep changes nothing worth searching.
            Decision::PickEmptySlot { .. } => return mine(&v, &mut self.rng),
            // Blind: every position is the same to the player.
            Decision::HatBlindPick { .. } => {
                return v
                    .legal
                    .choose(&mut self.rng)
                    .copied()
                    .unwrap_or(Action::Pass);
            }
            _ => {}
        }
        let candidates = candidates(&v);
        if candidates.len() <= 1 {
            return candidates
                .first()
                .copied()
                .unwrap_or_else(|| mine(&v, &mut self.rng));
        }
        let budget = self
            .budget
            .unwrap_or_else(|| Budget::for_table(&obs.rules, obs.seats));
        let plain = mine(&v, &mut self.rng);
        // Told to stop before the search began (its thread came to it late): the bot's
        // own strategy's choice, at once.
        if budget.iterations == 0 || stop() {
            return plain;
        }
        let default = default_of(&v, &candidates, &plain);
        let dealer = Dealer {
            obs,
            truth: truth.map(|t| (t, self.sight)),
        };
        search(&dealer, &candidates, default, budget, &mut self.rng, stop).unwrap_or(plain)
    }
}

impl Bot for HardBot {
    fn name(&self) -> &str {
        "hard"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        self.think(obs, None, &|| false)
    }

    fn decide_until(&mut self, obs: &Observation, stop: &dyn Fn() -> bool) -> Action {
        self.think(obs, None, stop)
    }

    fn decide_knowing(&mut self, obs: &Observation, truth: &GameState) -> Action {
        self.think(obs, Some(truth), &|| false)
    }
}

/// The candidate that is the bot's own strategy's choice `plain`.
fn default_of(v: &View, candidates: &[Action], plain: &Action) -> usize {
    candidates
        .iter()
        .position(|a| same_choice(v, a, plain))
        .unwrap_or(0)
}

/// What each candidate of a position is worth, measured over many deals: the tool
/// behind `sq-arena regret`, which tells how close the search comes to the best of
/// its candidates and how much the best is worth over the bot's own strategy.
///
/// The deals are split in two halves. The best candidate is picked on the first half
/// and every candidate is valued on the second, so that picking the best of noisy
/// estimates does not inflate what it is worth (the values are unbiased).
#[derive(Clone, Debug)]
pub struct CandidateValues {
    pub actions: Vec<Action>,
    /// The bot's own strategy's choice ([`Style::HARD`]), the one searched against.
    pub default: usize,
    /// The best candidate on the first half of the deals.
    pub best: usize,
    /// Each candidate's win rate minus the default's on the second half of the deals,
    /// in the same deals (`None`: the engine refused it in some deal).
    pub gains: Vec<Option<f64>>,
    /// Each candidate's win rate on the second half of the deals (`None`: refused).
    pub wins: Vec<Option<f64>>,
}

impl CandidateValues {
    /// Measures the candidates of `obs` over `deals` deals (at least 2). `None` where
    /// the Hard bot does not search (one choice, or a choice it makes without
    /// searching).
    pub fn measure(obs: &Observation, deals: u32, seed: u64) -> Option<CandidateValues> {
        Self::measure_with(obs, None, deals, seed)
    }

    /// The same, with `also` measured too when it is not one of the candidates (a
    /// player's own choice, say a number play the bot would not consider).
    pub fn measure_with(
        obs: &Observation,
        also: Option<Action>,
        deals: u32,
        seed: u64,
    ) -> Option<CandidateValues> {
        let v = View::of_observation(obs)?;
        if v.legal.len() <= 1
            || matches!(
                v.decision,
                Decision::PickEmptySlot { .. } | Decision::HatBlindPick { .. }
            )
        {
            return None;
        }
        let mut actions = candidates(&v);
        if actions.len() <= 1 || deals < 2 {
            return None;
        }
        if let Some(a) = also
            && !actions.iter().any(|c| same_choice(&v, c, &a))
        {
            actions.push(a);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let plain = normal::decide_with(&v, Style::HARD, &mut rng);
        let default = default_of(&v, &actions, &plain);
        let dealer = Dealer { obs, truth: None };
        let n = actions.len();
        let horizon = Budget::for_table(&obs.rules, obs.seats).horizon;
        let mut play = Player::new(&dealer, &actions, horizon);
        let all: Vec<usize> = (0..n).collect();
        // Sums of the paired differences to the default, on each half of the deals, and
        // of the results on the second half.
        let mut halves = [vec![0.0; n], vec![0.0; n]];
        let mut won = vec![0.0; n];
        for d in 0..deals {
            play.deal(&all, &mut rng);
            for (i, sum) in halves[(d % 2) as usize].iter_mut().enumerate() {
                *sum += play.results[i] - play.results[default];
            }
            if d % 2 == 1 {
                for (sum, r) in won.iter_mut().zip(&play.results) {
                    *sum += r;
                }
            }
        }
        let best = (0..n)
            .filter(|i| !play.refused[*i])
            .max_by(|a, b| halves[0][*a].total_cmp(&halves[0][*b]))
            .unwrap_or(default);
        let held_out = (deals / 2) as f64;
        let kept = |sums: &[f64]| -> Vec<Option<f64>> {
            (0..n)
                .map(|i| (!play.refused[i]).then(|| sums[i] / held_out))
                .collect()
        };
        Some(CandidateValues {
            gains: kept(&halves[1]),
            wins: kept(&won),
            actions,
            default,
            best,
        })
    }

    /// What the best candidate is worth over the default (unbiased; it may come out
    /// below zero when the candidates are close).
    pub fn best_gain(&self) -> f64 {
        self.worth(self.best)
    }

    /// What candidate `i` is worth over the default (0 for a refused one).
    pub fn worth(&self, i: usize) -> f64 {
        self.gains.get(i).copied().flatten().unwrap_or(0.0)
    }

    /// The candidate that is `action` as the seat of `obs` knows it.
    pub fn index_of(&self, obs: &Observation, action: &Action) -> Option<usize> {
        let v = View::of_observation(obs)?;
        self.actions.iter().position(|a| same_choice(&v, a, action))
    }
}

/// Every choice of `obs` as its seat tells them apart (the Hard bot's candidates; one
/// for a blind pick, where all are alike), each with its win rate over `deals` deals of
/// what the seat cannot see, best first. The choices are played in the same deals with
/// the same rollouts, so the luck of the deal does not change their order. `None` when
/// nothing is to be decided.
pub fn rate_choices(obs: &Observation, deals: u32, seed: u64) -> Option<Vec<(Action, f64)>> {
    let v = View::of_observation(obs)?;
    let first = *v.legal.first()?;
    let actions = match v.decision {
        Decision::HatBlindPick { .. } => vec![first],
        _ => {
            let c = candidates(&v);
            if c.is_empty() { vec![first] } else { c }
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dealer = Dealer { obs, truth: None };
    let horizon = Budget::for_table(&obs.rules, obs.seats).horizon;
    let mut play = Player::new(&dealer, &actions, horizon);
    let all: Vec<usize> = (0..actions.len()).collect();
    let mut won = vec![0.0; actions.len()];
    let deals = deals.max(1);
    for _ in 0..deals {
        play.deal(&all, &mut rng);
        for (sum, r) in won.iter_mut().zip(&play.results) {
            *sum += r;
        }
    }
    let mut rated: Vec<(Action, f64)> = actions
        .iter()
        .zip(won)
        .zip(&play.refused)
        .filter(|(_, refused)| !**refused)
        .map(|((a, w), _)| (*a, w / deals as f64))
        .collect();
    // Stable: equal rates keep the candidates' order.
    rated.sort_by(|a, b| b.1.total_cmp(&a.1));
    Some(rated)
}

/// Whether `a` and `b` are the same choice as the seat of `obs` knows it.
pub fn same_choice_for(obs: &Observation, a: &Action, b: &Action) -> bool {
    View::of_observation(obs).is_some_and(|v| same_choice(&v, a, b))
}

/// Whether two actions are the same choice as `v.me` knows it (two unknown slots, two
/// hidden queens of one row, two copies of a card).
fn same_choice(v: &View, a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::Slot(x), Action::Slot(y)) => {
            x == y
                || (v.slot(*x as usize) == SlotKnow::Unknown
                    && v.slot(*y as usize) == SlotKnow::Unknown)
        }
        (
            Action::Owned {
                seat: s1,
                index: i1,
            },
            Action::Owned {
                seat: s2,
                index: i2,
            },
        ) => {
            s1 == s2
                && (i1 == i2
                    || (v.owned(*s1, *i1 as usize).is_none()
                        && v.owned(*s2, *i2 as usize).is_none()))
        }
        (
            Action::Burn {
                seat: s1,
                index: i1,
            },
            Action::Burn {
                seat: s2,
                index: i2,
            },
        ) => {
            s1 == s2
                && (*s1 != v.me
                    || v.hand().get(*i1 as usize).map(|c| c.card())
                        == v.hand().get(*i2 as usize).map(|c| c.card()))
        }
        (Action::Play(x), Action::Play(y))
        | (Action::Answer(x), Action::Answer(y))
        | (Action::DiscardStuck(x), Action::DiscardStuck(y)) => x.card() == y.card(),
        (Action::PlayNumbers(x), Action::PlayNumbers(y)) => {
            let key = |p: &crate::sleeping_queens::NumberPlay| {
                let mut k: Vec<(bool, u8)> = p
                    .cards()
                    .iter()
                    .zip(p.values())
                    .map(|(c, v)| (c.card() == crate::sleeping_queens::Card::Dragon, *v))
                    .collect();
                k.sort_unstable();
                k
            };
            key(x) == key(y)
        }
        _ => a == b,
    }
}

/// The actions worth telling apart: one per distinct choice as this seat knows it
/// (one unknown slot, one hidden queen per row, one blind card per hand) and the
/// most promising number plays.
fn candidates(v: &View) -> Vec<Action> {
    let mut out: Vec<Action> = Vec::new();
    let mut unknown_slot = false;
    let mut blind_rows: Vec<Seat> = Vec::new();
    let mut burn_seats: Vec<Seat> = Vec::new();
    let mut burn_kinds = Vec::new();
    let mut numbers: Vec<Action> = Vec::new();
    let grid_choice = matches!(
        v.decision,
        Decision::PickSleepingQueen { .. } | Decision::PickGridQueen { .. }
    );
    for a in v.legal {
        match *a {
            Action::Slot(s) if grid_choice && v.slot(s as usize) == SlotKnow::Unknown => {
                if !unknown_slot {
                    unknown_slot = true;
                    out.push(*a);
                }
            }
            Action::Owned { seat, index } if v.owned(seat, index as usize).is_none() => {
                if !blind_rows.contains(&seat) {
                    blind_rows.push(seat);
                    out.push(*a);
                }
            }
            Action::Burn { seat, index } if seat != v.me => {
                // Blind: the last card stands for any (a determinization puts the
                // cards everyone has seen first).
                if !burn_seats.contains(&seat) {
                    burn_seats.push(seat);
                    let last = (v.hand_size(seat).max(1) - 1) as u8;
                    let _ = index;
                    out.push(Action::Burn { seat, index: last });
                }
            }
            Action::Burn { index, .. } => {
                let kind = v.hand().get(index as usize).map(|c| c.card());
                if !burn_kinds.contains(&kind) {
                    burn_kinds.push(kind);
                    out.push(*a);
                }
            }
            Action::PlayNumbers(_) => numbers.push(*a),
            _ => out.push(*a),
        }
    }
    if !numbers.is_empty() {
        let e = super::eval::Eval::new(v);
        numbers.sort_by(|a, b| turn_score(v, &e, b).total_cmp(&turn_score(v, &e, a)));
        out.extend(numbers.into_iter().take(NUMBER_CANDIDATES));
    }
    out
}

/// Evaluates every candidate in the same determinizations with the same rollout
/// stream (common random numbers, so that the luck of the deal cancels out of the
/// comparison), until the budget of rollouts is spent, its time is up or `stop` says so. The best mean wins; with a
/// cautious budget the bot's own strategy's choice (`default`) is kept unless another
/// candidate is better by a clear margin.
fn search(
    dealer: &Dealer,
    candidates: &[Action],
    default: usize,
    budget: Budget,
    rng: &mut ChaCha8Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Action> {
    let start = Instant::now();
    let n = candidates.len();
    let mut play = Player::new(dealer, candidates, budget.horizon);
    // Once the default has been played in a deal, there is an answer to give.
    let out_of_time = |played: bool| {
        played && (stop() || budget.time.is_some_and(|limit| start.elapsed() >= limit))
    };
    // Per candidate: deals played, results, and results minus the default's in the
    // same deal (the default is played in every deal).
    let mut count = vec![0u32; n];
    let mut diff = vec![0.0f64; n];
    let mut diff_sq = vec![0.0f64; n];
    let mut alive: Vec<usize> = (0..n).collect();
    // Sequential halving: equal rounds, the worse half dropped after each.
    let rounds = (usize::BITS - (n - 1).leading_zeros()).max(1);
    let per_round = (budget.iterations / rounds).max(1) as usize;
    'rounds: for round in 0..rounds {
        let deals = (per_round / alive.len()).max(1);
        for _ in 0..deals {
            if out_of_time(count[default] > 0) {
                break 'rounds;
            }
            play.deal(&alive, rng);
            for &i in &alive {
                let d = play.results[i] - play.results[default];
                count[i] += 1;
                diff[i] += d;
                diff_sq[i] += d * d;
            }
        }
        if round + 1 < rounds {
            // Ranked by the paired difference, which compares on the same deals.
            alive.retain(|i| !play.refused[*i]);
            alive.sort_by(|a, b| {
                let ma = diff[*a] / count[*a].max(1) as f64;
                let mb = diff[*b] / count[*b].max(1) as f64;
                mb.total_cmp(&ma)
            });
            alive.truncate(alive.len().div_ceil(2).max(1));
            if !alive.contains(&default) {
                alive.push(default);
            }
        }
    }
    if play.refused[default] || count[default] == 0 {
        return None;
    }
    let best = (0..n)
        .filter(|i| !play.refused[*i] && count[*i] > 0)
        .max_by(|a, b| {
            let ma = diff[*a] / count[*a] as f64;
            let mb = diff[*b] / count[*b] as f64;
            ma.total_cmp(&mb)
        })?;
    if best == default || !budget.cautious {
        return Some(candidates[best]);
    }
    // Paired test against the default: switch only when clearly better.
    let m = count[best] as f64;
    let mean = diff[best] / m;
    let var = (diff_sq[best] / m - mean * mean).max(0.0);
    let se = (var / m).sqrt();
    if mean > SWITCH_MARGIN && mean > SWITCH_Z * se {
        Some(candidates[best])
    } else {
        Some(candidates[default])
    }
}

/// Deals the states to search: samples of the observation, or (arena measurements
/// only) the true state with part of it dealt again.
struct Dealer<'a> {
    obs: &'a Observation,
    truth: Option<(&'a GameState, Sight)>,
}

impl Dealer<'_> {
    fn deal(&self, rng: &mut ChaCha8Rng) -> GameState {
        let me = self.obs.seat;
        match self.truth {
            None | Some((_, Sight::Fair)) => {
                let mut deal = self.obs.sample(rng);
                bias_hands(&mut deal, me, rng);
                deal
            }
            Some((truth, sight)) => {
                let mut deal = truth.clone();
                deal.shuffle_draw_pile(rng);
                if sight == Sight::Hands {
                    deal.shuffle_unseen_sleeping(rng);
                }
                deal
            }
        }
    }
}

/// Plays candidates out in one determinization.
struct Player<'a> {
    dealer: &'a Dealer<'a>,
    candidates: &'a [Action],
    horizon: Option<u32>,
    results: Vec<f64>,
    refused: Vec<bool>,
    legal: Vec<Action>,
    events: Vec<crate::sleeping_queens::GameEvent>,
}

impl<'a> Player<'a> {
    fn new(dealer: &'a Dealer<'a>, candidates: &'a [Action], horizon: Option<u32>) -> Player<'a> {
        let n = candidates.len();
        Player {
            dealer,
            candidates,
            horizon,
            results: vec![0.0; n],
            refused: vec![false; n],
            legal: Vec::with_capacity(32),
            events: Vec::with_capacity(64),
        }
    }

    /// One deal (with answer cards kept in hands), every candidate in `which` played
    /// in it with the same rollout stream; results in `self.results`.
    fn deal(&mut self, which: &[usize], rng: &mut ChaCha8Rng) {
        let me = self.dealer.obs.seat;
        let deal = self.dealer.deal(rng);
        let stream = rng.next_u64();
        for &i in which {
            if self.refused[i] {
                continue;
            }
            let mut state = deal.clone();
            self.events.clear();
            if state
                .apply_into(self.candidates[i], &mut self.events)
                .is_err()
            {
                self.refused[i] = true;
                continue;
            }
            let mut r = ChaCha8Rng::seed_from_u64(stream);
            self.results[i] = rollout(
                &mut state,
                me,
                self.horizon,
                &mut r,
                &mut self.legal,
                &mut self.events,
            );
        }
    }
}

/// Answer cards (Dragons and Wands) are kept for answers, so an opponent who has drawn
/// one most likely still holds it: a uniform deal of the hidden cards puts too few of
/// them in hands. This moves unseen answer cards from the draw pile into opponents'
/// hands (swapping out unknown cards) so each ends up held with about the chance that
/// its opponent has drawn it. Only cards `me` cannot see move, so the deal stays
/// consistent with the observation.
fn bias_hands<R: Rng>(state: &mut GameState, me: Seat, rng: &mut R) {
    let seats = state.seats as usize;
    let sticky = |c: &crate::sleeping_queens::CardId| matches!(c.card(), Card::Dragon | Card::Wand);
    let draw_left = state.draw.len() as f64;
    // Cards each seat has drawn so far, about: 5 dealt and 1.5 a turn.
    let turns_each = state.turn as f64 / seats as f64;
    let drawn = 5.0 + 1.5 * turns_each;
    for k in 1..seats {
        let o = ((me as usize + k) % seats) as Seat;
        let known = state.known_in_hand;
        let hand = &state.hands[o as usize];
        let unknown_slots = hand.iter().filter(|c| !known.contains(**c)).count() as f64;
        let unseen = draw_left + unknown_slots * (seats - 1) as f64;
        if unseen <= 0.0 || unknown_slots == 0.0 {
            continue;
        }
        let uniform = unknown_slots / unseen;
        let target = (drawn / (drawn + draw_left)).min(0.9);
        if target <= uniform {
            continue;
        }
        let q = (target - uniform) / (1.0 - uniform);
        let mut j = 0;
        while j < state.draw.len() {
            if sticky(&state.draw[j]) && rng.random_bool(q.clamp(0.0, 1.0)) {
                let known = state.known_in_hand;
                let swappable: Vec<usize> = state.hands[o as usize]
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| !known.contains(**c) && !sticky(c))
                    .map(|(i, _)| i)
                    .collect();
                let Some(&i) = swappable.choose(rng) else {
                    break;
                };
                std::mem::swap(&mut state.hands[o as usize][i], &mut state.draw[j]);
            }
            j += 1;
        }
    }
}

/// Plays the game out (or for `horizon` decisions), `me` with [`Style::HARD`] and
/// everyone else with the Normal strategy; `me`'s share of the win.
pub(crate) fn rollout<R: Rng>(
    state: &mut GameState,
    me: Seat,
    horizon: Option<u32>,
    rng: &mut R,
    legal: &mut Vec<Action>,
    events: &mut Vec<crate::sleeping_queens::GameEvent>,
) -> f64 {
    let limit = horizon.map_or(MAX_ROLLOUT, |h| (h as usize).min(MAX_ROLLOUT));
    let mut steps = 0;
    while !state.is_over() && steps < limit {
        state.legal_actions_into(legal);
        let action = match View::of_state(state, legal) {
            Some(v) if v.me == me => normal::decide_with(&v, Style::HARD, rng),
            Some(v) => normal::decide(&v, rng),
            None => break,
        };
        events.clear();
        state.apply_unchecked(action, events);
        steps += 1;
    }
    match state.outcome() {
        Some(o) if o.winners.contains(&me) => 1.0 / o.winners.len() as f64,
        Some(_) => 0.0,
        None if steps < MAX_ROLLOUT && horizon.is_some() => near_win_share(state, me),
        None => {
            // Unfinished: judged by points, as at the end of the game.
            let mine = state.points(me);
            let best = (0..state.seat_count())
                .map(|s| state.points(s))
                .max()
                .unwrap_or(0);
            if mine == best { 0.5 } else { 0.0 }
        }
    }
}

/// `me`'s share of the win in a game stopped early: each seat's chance grows with how
/// near it stands to the win, the larger of its share of the points and of the queens
/// the rules ask for.
fn near_win_share(state: &GameState, me: Seat) -> f64 {
    let target = state.rules().win_target(state.seat_count() as usize);
    let chance = |s: Seat| {
        let near = (state.points(s) as f64 / target.points as f64)
            .max(state.queen_count(s) as f64 / target.queens as f64);
        (NEAR_WIN_SHARPNESS * near).exp()
    };
    let all: f64 = (0..state.seat_count()).map(chance).sum();
    chance(me) / all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::Setup;

    #[test]
    fn a_rollout_stopped_early_shares_the_win_by_nearness() {
        let rules = RuleSet::extended();
        let mut state = GameState::new(&Setup::new(4, rules), 5).unwrap();
        let mut legal = Vec::new();
        let mut events = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // Play on until someone owns a queen and someone else none.
        while !state.is_over() && (0..4).all(|s| state.points(s) == state.points(0)) {
            rollout(&mut state, 0, Some(1), &mut rng, &mut legal, &mut events);
        }
        assert!(!state.is_over());
        let shares: Vec<f64> = (0..4).map(|s| near_win_share(&state, s)).collect();
        assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        for a in 0..4 {
            for b in 0..4 {
                if state.points(a) > state.points(b) && state.queen_count(a) >= state.queen_count(b)
                {
                    assert!(shares[a as usize] > shares[b as usize], "{shares:?}");
                }
            }
        }
        // A rollout with a horizon stops there and is judged so; without one it ends.
        let mut early = state.clone();
        let share = rollout(&mut early, 0, Some(1), &mut rng, &mut legal, &mut events);
        assert!(early.is_over() || (share > 0.0 && share < 1.0));
        let mut whole = state.clone();
        rollout(&mut whole, 0, None, &mut rng, &mut legal, &mut events);
        assert!(whole.is_over());
    }
}
