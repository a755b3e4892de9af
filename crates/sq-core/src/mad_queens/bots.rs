//! Bots for Mad Queens. Each decides from its seat's [`MadObservation`] alone, with its
//! own seeded stream, and answers the same decisions a person does.
//!
//! - **Easy** reveals until its row holds as many cards as its appetite (3 to 5, fixed
//!   for the game), then banks: it pushes its luck like a beginner.
//! - **Normal** weighs one more card: the chance to bust (the banned values and suits,
//!   shared and temporary, against the cards it knows are left in its deck) times the
//!   row at risk, and the dearer queen, against what a bank costs; at 12 cards it stops
//!   when the queens left in its deck cost more than the safe cards bring.
//! - **Hard** has a judgement of its own, tuned for winning rather than for points: it
//!   banks sooner than Normal while queens wait, banks every card once none waits (a
//!   temporary banned card costs less than a row at risk), and at 12 cards plays on
//!   longer, stopping sooner the further ahead it is. It can also check each choice by
//!   playing it out to the end of its own game many times, over orders of its deck that
//!   fit what it has seen, against the others' games played out from what is public of
//!   them; it then keeps another choice only when that wins more often over the same
//!   deals by more than the rollouts' noise. Hard makes that check only once every
//!   other game is over and their points are final: at every choice it added nothing
//!   measurable to the tuned judgement. The hints use the same rollouts.
//! - **Seer** knows its deck's order: the ceiling a bot could reach, for the arena only.

use super::cards::{PlayingCard, Seat, Suit};
use super::event::MadEvent;
use super::game::MadGame;
use super::observation::MadObservation;
use super::state::{
    Banked, MadAction, MadDecision, MadError, MadResult, MadSetup, MadState, Player, PublicPlayer,
    QUEENS, bank_points,
};
use crate::engine::Player as SeatPlayer;
use crate::seats::BotKind;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// A Mad Queens player that decides from what its seat may know.
pub trait MadBot {
    fn name(&self) -> &str;
    /// One of `obs.legal`.
    fn decide(&mut self, obs: &MadObservation) -> MadAction;
    /// The same with the true state at hand: only the arena's Seer reads it.
    fn decide_knowing(&mut self, obs: &MadObservation, truth: &MadState) -> MadAction {
        let _ = truth;
        self.decide(obs)
    }
}

/// A bot of `kind` with its own random stream.
pub fn make(kind: BotKind, seed: u64) -> Box<dyn MadBot + Send> {
    match kind {
        BotKind::Easy => Box::new(EasyBot::new(seed)),
        BotKind::Normal => Box::new(NormalBot),
        BotKind::Hard => Box::new(HardBot::new(seed)),
    }
}

// ----- Easy -----

pub struct EasyBot {
    appetite: usize,
}

impl EasyBot {
    pub fn new(seed: u64) -> EasyBot {
        EasyBot {
            appetite: ChaCha8Rng::seed_from_u64(seed).random_range(3..=5),
        }
    }
}

impl MadBot for EasyBot {
    fn name(&self) -> &str {
        "easy"
    }

    fn decide(&mut self, obs: &MadObservation) -> MadAction {
        match obs.decision {
            Some(MadDecision::RevealOrBank { can_reveal: true })
                if obs.me.row.len() < self.appetite =>
            {
                MadAction::Reveal
            }
            Some(MadDecision::StartOrStop) => MadAction::Reveal,
            _ => MadAction::Bank,
        }
    }
}

// ----- Normal -----

/// What a seat knows of its own play, enough for Normal's judgement: from an
/// observation, or from a state inside Hard's rollouts.
struct Situation<'a> {
    deck: &'a [PlayingCard],
    row: &'a [PlayingCard],
    this_play: &'a [PlayingCard],
    bank: &'a [Banked],
    banned: [Option<PlayingCard>; 2],
    temporary: &'a [PlayingCard],
    /// Queens revealed so far (the fourth ends the game, M-10).
    queens: usize,
}

/// A reveal this likely to end the game is never made by choice (Normal and Hard).
pub const FATAL_CHANCE: f64 = 0.5;

impl Situation<'_> {
    fn of(obs: &MadObservation) -> Situation<'_> {
        Situation {
            deck: &obs.me.deck,
            row: &obs.me.row,
            this_play: &obs.me.this_play,
            bank: &obs.me.bank,
            banned: obs.banned,
            temporary: &obs.me.temporary,
            queens: obs.me.queens.len(),
        }
    }

    /// The chance, from the cards left in the deck, that revealing one now ends the
    /// game: a queen the bank cannot pay (M-6), the fourth queen (M-10), or a reveal
    /// forced (by a queen or a joker, M-5, M-6) with the deck run out; forced reveals
    /// are followed to their end.
    fn fatal_chance(&self) -> f64 {
        if self.deck.is_empty() || !self.may_be_fatal() {
            return 0.0;
        }
        // A plain card's suit matters only to a queen of that suit still to come.
        let mut queen_suits = [false; 4];
        for card in self.deck.iter().filter(|c| c.is_queen()) {
            if let Some(suit) = card.suit() {
                queen_suits[suit as usize] = true;
            }
        }
        let mut kinds: Vec<(Kind, u32)> = Vec::new();
        for &card in self.deck {
            let kind = Kind::of(card, self, &queen_suits);
            match kinds.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, n)) => *n += 1,
                None => kinds.push((kind, 1)),
            }
        }
        let mut suits = [0u8; 4];
        for card in self.this_play {
            if let Some(suit) = card.suit() {
                suits[suit as usize] += 1;
            }
        }
        let chain = Chain {
            bank: self.bank.len(),
            queens: self.queens,
            suits,
        };
        let total = self.deck.len() as u32;
        chain.reveal(&mut kinds, total, 1, &mut Vec::new(), 1.0)
    }

    /// Whether any reveal now could end the game at all (most often none could: the
    /// bank pays any queen with room to spare), so that the exact chance is worked
    /// out only when it can matter.
    fn may_be_fatal(&self) -> bool {
        let queens = self.deck.iter().filter(|c| c.is_queen()).count();
        let jokers = self.deck.iter().filter(|c| c.is_joker()).count();
        if queens + jokers == 0 {
            return false;
        }
        // At most this many cards can be forced out in one chain: two for each joker,
        // one for each queen.
        let forced = 2 * jokers + queens;
        if self.deck.len() <= forced || self.queens + queens >= QUEENS {
            return true;
        }
        self.deck.iter().filter(|c| c.is_queen()).any(|queen| {
            let same = self
                .this_play
                .iter()
                .filter(|c| c.suit() == queen.suit())
                .count();
            self.bank.len() < 2 + same + forced
        })
    }

    fn banned(&self) -> impl Iterator<Item = PlayingCard> + '_ {
        self.banned.iter().flatten().chain(self.temporary).copied()
    }

    fn exact(&self, card: PlayingCard) -> bool {
        self.banned().any(|b| b.matches_exactly(card))
    }

    fn busts(&self, card: PlayingCard) -> bool {
        // Most cards are banned by nothing: that is asked first.
        self.banned().any(|b| b.bans(card)) && !self.exact(card)
    }

    /// The chance that the next card busts the row (M-3).
    fn bust_chance(&self) -> f64 {
        if self.deck.is_empty() {
            return 0.0;
        }
        self.deck.iter().filter(|&&c| self.busts(c)).count() as f64 / self.deck.len() as f64
    }

    /// What playing on to the end is worth, roughly: the deck's cards that would not
    /// bust, less two cards off the bank for each queen left in it.
    fn rest_of_deck(&self) -> f64 {
        self.rest_of_deck_at(self.bust_chance())
    }

    /// [`Self::rest_of_deck`] with the chance to bust already worked out.
    fn rest_of_deck_at(&self, bust: f64) -> f64 {
        let safe: f64 = self
            .deck
            .iter()
            .filter(|c| !c.is_queen() && !self.busts(**c))
            .map(|c| c.points() as f64)
            .sum();
        let queens = self.deck.iter().filter(|c| c.is_queen()).count() as f64;
        safe * (1.0 - bust) - queens * 2.0 * self.bank_mean()
    }

    fn bank_mean(&self) -> f64 {
        if self.bank.is_empty() {
            1.25
        } else {
            bank_points(self.bank) as f64 / self.bank.len() as f64
        }
    }

    /// What revealing now rather than in the next play risks, in points: the row if
    /// the card busts, and the dearer queen (a card of her suit already in this play
    /// costs one more off the bank; one that cannot be paid ends the game).
    fn reveal_risk(&self) -> f64 {
        let n = self.deck.len() as f64;
        let row: f64 = self.row.iter().map(|c| c.points() as f64).sum();
        let bust = self.bust_chance();
        let mut risk = bust * row;
        // Worked out once, for the first queen the bank cannot pay.
        let mut rest = None;
        for queen in self.deck.iter().filter(|c| c.is_queen()) {
            let same = self
                .this_play
                .iter()
                .filter(|c| c.suit() == queen.suit())
                .count();
            risk += if self.bank.len() < 2 + same {
                let rest = *rest.get_or_insert_with(|| self.rest_of_deck_at(bust).max(0.0));
                (row + rest) / n
            } else {
                same as f64 * self.bank_mean() / n
            };
        }
        risk
    }

    /// What to do when the next reveal is likely ([`FATAL_CHANCE`]) to end the game:
    /// bank the row, or at a play's start stop; `None` when it is not.
    fn not_fatal(&self, decision: MadDecision) -> Option<MadAction> {
        let action = match decision {
            MadDecision::RevealOrBank { can_reveal: true } => MadAction::Bank,
            MadDecision::StartOrStop => MadAction::Stop,
            MadDecision::RevealOrBank { can_reveal: false } => return None,
        };
        let likely = self.forcing_share() >= FATAL_CHANCE && self.fatal_chance() >= FATAL_CHANCE;
        likely.then_some(action)
    }

    /// The share of the deck that is queens and jokers: no reveal can end the game more
    /// often than that, since a plain card forces nothing (the exact chance, worked out
    /// over every chain of forced reveals, is needed only when this reaches the bar).
    fn forcing_share(&self) -> f64 {
        if self.deck.is_empty() {
            return 0.0;
        }
        let forcing = self
            .deck
            .iter()
            .filter(|c| c.is_queen() || c.is_joker())
            .count();
        forcing as f64 / self.deck.len() as f64
    }

    /// Normal's judgement. The next card comes up in the next play anyway, so revealing
    /// it now only adds risk; banking costs a queen shuffled in (she costs the same
    /// whenever she goes in) or a temporary banned card (more busts until one is hit).
    /// Reveal while the risk is smaller than what the bank would cost.
    fn normal(&self, decision: MadDecision, waiting: usize) -> MadAction {
        match decision {
            MadDecision::RevealOrBank { can_reveal: true } => {
                let cost = if waiting > 0 {
                    QUEEN_BANK_COST
                } else {
                    TEMPORARY_BANK_COST
                };
                if self.reveal_risk() < cost {
                    MadAction::Reveal
                } else {
                    MadAction::Bank
                }
            }
            MadDecision::RevealOrBank { .. } => MadAction::Bank,
            MadDecision::StartOrStop if self.rest_of_deck() > 0.0 => MadAction::Reveal,
            MadDecision::StartOrStop => MadAction::Stop,
        }
    }
}

/// What a card of the deck does when revealed, as far as ending the game goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A queen of this suit (`busts`: her suit is banned, M-3).
    Queen {
        suit: Suit,
        busts: bool,
    },
    Joker,
    /// Any other card: its suit, if a queen of it is still in the deck.
    Plain {
        suit: Option<Suit>,
        busts: bool,
        exact: bool,
    },
}

impl Kind {
    fn of(card: PlayingCard, s: &Situation, queen_suits: &[bool; 4]) -> Kind {
        let suit = card.suit().unwrap_or(Suit::Hearts);
        if card.is_joker() {
            Kind::Joker
        } else if card.is_queen() {
            Kind::Queen {
                suit,
                busts: s.banned().any(|b| b.bans(card)),
            }
        } else {
            Kind::Plain {
                suit: queen_suits[suit as usize].then_some(suit),
                busts: s.busts(card),
                exact: s.exact(card),
            }
        }
    }

    fn suit(self) -> Option<Suit> {
        match self {
            Kind::Queen { suit, .. } => Some(suit),
            Kind::Plain { suit, .. } => suit,
            Kind::Joker => None,
        }
    }
}

/// Where a play stands while a reveal and the reveals it forces are followed.
#[derive(Clone, Copy)]
struct Chain {
    bank: usize,
    queens: usize,
    /// Cards of each suit revealed in this play.
    suits: [u8; 4],
}

impl Chain {
    /// The chance that revealing `n` cards at once (the deck's `total` cards grouped in
    /// `kinds`), with `batch` drawn so far, ends the game, following the reveals they
    /// force. The batch is resolved as the engine does: exact matches are banked, then
    /// queens paid, then a bust ends the play (M-5).
    fn reveal(
        self,
        kinds: &mut [(Kind, u32)],
        total: u32,
        n: usize,
        batch: &mut Vec<Kind>,
        mass: f64,
    ) -> f64 {
        if batch.len() < n && total > 0 {
            // Branches this unlikely are left out: they change the chance by less than
            // their own weight, and a long chain of jokers and queens has many of them.
            if mass < 1e-5 {
                return 0.0;
            }
            let mut chance = 0.0;
            for i in 0..kinds.len() {
                let (kind, count) = kinds[i];
                if count == 0 {
                    continue;
                }
                let p = f64::from(count) / f64::from(total);
                kinds[i].1 -= 1;
                batch.push(kind);
                chance += p * self.reveal(kinds, total - 1, n, batch, mass * p);
                batch.pop();
                kinds[i].1 += 1;
            }
            return chance;
        }
        if batch.is_empty() {
            // A reveal is required and the deck is empty (M-10).
            return 1.0;
        }
        let mut next = self;
        for kind in batch.iter() {
            if let Some(suit) = kind.suit() {
                next.suits[suit as usize] += 1;
            }
            if let Kind::Plain { exact: true, .. } = kind {
                next.bank += 1;
            }
        }
        for kind in batch.iter() {
            if let Kind::Queen { suit, .. } = kind {
                // Her cost counts the other cards of her suit this play (M-6).
                let cost = 2 + usize::from(next.suits[*suit as usize]) - 1;
                if next.bank < cost {
                    return 1.0;
                }
                next.bank -= cost;
                next.queens += 1;
                if next.queens >= QUEENS {
                    return 1.0;
                }
            }
        }
        let busts = batch.iter().any(|k| {
            matches!(
                k,
                Kind::Queen { busts: true, .. }
                    | Kind::Plain {
                        busts: true,
                        exact: false,
                        ..
                    }
            )
        });
        if busts {
            return 0.0;
        }
        if batch.len() < n {
            // The deck ran out in the middle of a forced reveal (M-10).
            return 1.0;
        }
        let forced: usize = batch
            .iter()
            .map(|k| match k {
                Kind::Queen { .. } => 1,
                Kind::Joker => 2,
                Kind::Plain { .. } => 0,
            })
            .sum();
        if forced == 0 {
            return 0.0;
        }
        next.reveal(kinds, total, forced, &mut Vec::new(), mass)
    }
}

impl Situation<'_> {
    /// Hard's judgement: Normal's, with what a bank costs measured for winning rather
    /// than for points, and a stop at 12 cards that comes sooner the further ahead it is.
    fn hard(&self, decision: MadDecision, waiting: usize, lead: f64) -> MadAction {
        match decision {
            MadDecision::RevealOrBank { can_reveal: true } => {
                let cost = if waiting > 0 {
                    HARD_QUEEN_BANK_COST
                } else {
                    HARD_TEMPORARY_BANK_COST
                };
                if self.reveal_risk() < cost {
                    MadAction::Reveal
                } else {
                    MadAction::Bank
                }
            }
            MadDecision::RevealOrBank { .. } => MadAction::Bank,
            MadDecision::StartOrStop
                if self.rest_of_deck() > HARD_STOP_AT + HARD_STOP_PER_LEAD * lead =>
            {
                MadAction::Reveal
            }
            MadDecision::StartOrStop => MadAction::Stop,
        }
    }
}

/// Hard's judgement, tuned for its win rate against Normal (each deal played with Hard
/// in every seat, 20,000 deals a step, by coordinate search; checked on other deals).
/// Alone it wins 54.4% heads-up and 30.5% of four-player games against Normal.
/// What a bank costs while a queen waits: banking a little sooner than Normal does
/// wins more (heads-up, 0.4, Normal's, gives 51.9%; 0.2, 53.8%; 0.27, 54.4%; 0.3,
/// 54.1%); 0.2 to 0.27 is about as good at every table size from 3 to 6.
const HARD_QUEEN_BANK_COST: f64 = 0.27;
/// What a bank costs once no queen waits: below nothing, so Hard banks every card (a
/// temporary banned card costs less than any row at risk).
const HARD_TEMPORARY_BANK_COST: f64 = -0.09;
/// At 12 cards, play on while the rest of the deck is worth more than this plus so
/// much per point of lead.
const HARD_STOP_AT: f64 = -4.0;
const HARD_STOP_PER_LEAD: f64 = 0.3;

/// What Normal counts a bank to cost, in points, while queens wait and once none is
/// left. Measured as the mean points of one Normal player alone over 4,000 games: a
/// queen's cost of 0.01 gave 28.1, 0.3 gave 29.5, 0.5 gave 29.2, 1 gave 27.4, 4 gave
/// 16.9; a temporary card's cost above 0.01 only lost points (28.2 at 0.3, 24.8 at 0.6).
const QUEEN_BANK_COST: f64 = 0.4;
const TEMPORARY_BANK_COST: f64 = 0.01;

pub struct NormalBot;

impl MadBot for NormalBot {
    fn name(&self) -> &str {
        "normal"
    }

    fn decide(&mut self, obs: &MadObservation) -> MadAction {
        let Some(d) = obs.decision else {
            return MadAction::Bank;
        };
        let s = Situation::of(obs);
        by_the_final_score(obs, d)
            .or_else(|| s.not_fatal(d))
            .unwrap_or_else(|| s.normal(d, obs.me.waiting.len()))
    }
}

// ----- Hard -----

/// Rollouts a choice with which Hard checks its judgement once every other game is over,
/// and for [`HardBot::outcomes`] of a bot built without a number of its own. (400 gained
/// 0.3 points heads-up over 10,000 games, 1,000 gained 0.45 over 30,000, 2,000 gained 0.5.)
pub const HARD_ROLLOUTS: usize = 1000;
/// How many standard errors better another choice must look to overrule the judgement's
/// (measured over 400 games against Normal: 0 gave 52.9%, 1 gave 54.2%, 2 gave 53.2%).
const MARGIN_SE: f64 = 1.0;

/// Hard decides by its judgement, and checks it with rollouts once every other game is
/// over: the others' points are then final, so the rollouts' only unknown is its own
/// deck's order (54.7% against 54.2% heads-up over the same 30,000 deals, 30.7%
/// against 30.1% at four over 12,000). Checking every choice so added nothing
/// measurable to the tuned judgement: with 400 rollouts, 54.4% against 54.0% heads-up
/// over the same 2,000 games (README, Mad Queens in the arena), at 12.7 ms a decision.
pub struct HardBot {
    rng: ChaCha8Rng,
    /// Rollouts that check the judgement at every choice (`Some(0)`: never); `None`:
    /// only once every other game is over, with [`HARD_ROLLOUTS`].
    rollouts: Option<usize>,
    /// The others' games played out for the round at hand: they stand as the round
    /// began until it ends, so every choice of this seat's play reuses them.
    rivals: Option<Rivals>,
}

/// The others' games played out from one round's start, one per rollout.
struct Rivals {
    /// What they were played out from: the round, the banned cards and the table.
    from: (u32, [Option<PlayingCard>; 2], Vec<PublicPlayer>),
    /// The best of the others' points, round by round, in each rollout (`None`: alone
    /// at the table).
    best: Vec<Option<Vec<u32>>>,
}

impl HardBot {
    /// Hard as it plays: its judgement, checked by rollouts once the others are out.
    pub fn new(seed: u64) -> HardBot {
        HardBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            rollouts: None,
            rivals: None,
        }
    }

    /// Hard with `rollouts` checking its judgement at every choice (0: its judgement
    /// alone, never checked).
    pub fn with_rollouts(seed: u64, rollouts: usize) -> HardBot {
        HardBot {
            rollouts: Some(rollouts),
            ..HardBot::new(seed)
        }
    }

    /// Rollouts a choice when it plays choices out.
    fn rollouts(&self) -> usize {
        self.rollouts
            .filter(|&n| n > 0)
            .unwrap_or(HARD_ROLLOUTS)
            .max(2)
    }

    /// The others' games played out for `obs`'s round, played anew only when the round,
    /// the banned cards or the table differ from the last ones (a new round, a take-back).
    fn rivals(&mut self, obs: &MadObservation) -> &[Option<Vec<u32>>] {
        let rollouts = self.rollouts();
        let fresh = self.rivals.as_ref().is_some_and(|r| {
            r.best.len() == rollouts
                && r.from.0 == obs.round
                && r.from.1 == obs.banned
                && r.from.2 == obs.table
        });
        if !fresh {
            let best = (0..rollouts)
                .map(|_| {
                    let mut r = ChaCha8Rng::seed_from_u64(self.rng.next_u64());
                    (0..obs.players())
                        .filter(|&s| s != obs.seat)
                        .map(|s| rival_points(obs, s, &mut r))
                        .reduce(|a, b| leader(&a, &b))
                })
                .collect();
            self.rivals = Some(Rivals {
                from: (obs.round, obs.banned, obs.table.clone()),
                best,
            });
        }
        self.rivals.as_ref().map_or(&[], |r| &r.best)
    }

    /// What each legal action is worth in every rollout, over the same deals (the same
    /// seeds) for each action, so that their differences are not luck: a share of the
    /// win against the others' games played out from what is public of them (1, a
    /// half for a tie, 0); alone at the table, the final points.
    pub fn outcomes(&mut self, obs: &MadObservation) -> Vec<(MadAction, Vec<f64>)> {
        let seeds: Vec<u64> = (0..self.rollouts()).map(|_| self.rng.next_u64()).collect();
        // Nothing of this seat's play changes the others' games.
        let rivals = self.rivals(obs);
        obs.legal
            .iter()
            .map(|&action| {
                let values = seeds
                    .iter()
                    .zip(rivals)
                    .map(|(&seed, rival)| {
                        let mut r = ChaCha8Rng::seed_from_u64(seed);
                        let mut solo = MadState::solo_from(obs, &mut r);
                        let rival = rival.as_deref().unwrap_or_default();
                        let mine = rollout(&mut solo, action, obs.round, rival);
                        match rival.last() {
                            None => f64::from(mine),
                            Some(best) if mine > *best => 1.0,
                            Some(best) if mine == *best => 0.5,
                            Some(_) => 0.0,
                        }
                    })
                    .collect();
                (action, values)
            })
            .collect()
    }

    /// Its judgement's choice, unless the rollouts show another to be better by more
    /// than the standard error of the paired difference times `MARGIN_SE` (rollouts
    /// are noisy, and the two choices are often worth nearly the same).
    fn choose(&mut self, obs: &MadObservation) -> MadAction {
        let judged = judged(obs);
        let outcomes = self.outcomes(obs);
        let Some((_, base)) = outcomes.iter().find(|(a, _)| *a == judged) else {
            return judged;
        };
        let mut choice = (judged, 0.0);
        for (action, points) in &outcomes {
            let diffs: Vec<f64> = points.iter().zip(base).map(|(a, b)| a - b).collect();
            let n = diffs.len() as f64;
            let mean = diffs.iter().sum::<f64>() / n;
            let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            if mean > choice.1 && mean > MARGIN_SE * (var / n).sqrt() {
                choice = (*action, mean);
            }
        }
        choice.0
    }
}

/// What each legal choice of `obs` is worth played out at the whole table, over the same
/// `deals` tables for every choice: games that fit what the seat knows
/// ([`MadState::table_from`]), the seat playing on by Hard's judgement and every other
/// seat as Normal. A share of the win (1, a half for a tie, 0); alone at the table, the
/// final points. Nothing of the game is left out of it (the others' hits change the
/// banned cards, their temporary cards come off the same banned deck), so it is the
/// measure `sq-arena regret` holds Hard's choices to; it is too slow for Hard itself.
pub fn table_outcomes(obs: &MadObservation, deals: usize, seed: u64) -> Vec<(MadAction, Vec<f64>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seeds: Vec<u64> = (0..deals).map(|_| rng.next_u64()).collect();
    obs.legal
        .iter()
        .map(|&action| {
            let values = seeds
                .iter()
                .map(|&seed| {
                    let mut r = ChaCha8Rng::seed_from_u64(seed);
                    let mut table = MadState::table_from(obs, &mut r);
                    played_out(&mut table, obs.seat, action)
                })
                .collect();
            (action, values)
        })
        .collect()
}

/// `seat`'s worth in `table` once `first` is played and the game played to its end,
/// `seat` by Hard's judgement and the others as Normal: its share of the win, or alone
/// at the table its points.
fn played_out(table: &mut MadState, seat: Seat, first: MadAction) -> f64 {
    if table.apply(seat, first).is_err() {
        return 0.0;
    }
    let mut judge = HardBot::with_rollouts(0, 0);
    // A game that stops short is worth what it has come to.
    let _ = play_on(table, |_, next, obs| {
        if next == seat {
            judge.decide(obs)
        } else {
            NormalBot.decide(obs)
        }
    });
    match table.result() {
        _ if table.players() == 1 => f64::from(table.points(seat)),
        Some(r) if r.winners.contains(&seat) => 1.0 / r.winners.len() as f64,
        _ => 0.0,
    }
}

/// Hard's judgement of `obs`'s decision.
fn judged(obs: &MadObservation) -> MadAction {
    match obs.decision {
        Some(d) => Situation::of(obs).hard(d, obs.me.waiting.len(), public_lead(obs)),
        None => MadAction::Bank,
    }
}

/// Once every other player's game is over their points are final, and the choice that
/// keeps or chases the win is plain: a seat ahead stops, or banks a row that puts it
/// ahead (paying a queen later could lose the lead); a seat behind never stops, since
/// stopping loses for certain. `None` while another game goes on, or at a level score.
fn by_the_final_score(obs: &MadObservation, decision: MadDecision) -> Option<MadAction> {
    let best = others_final(obs)?;
    let row: u32 = obs.me.row.iter().map(|c| c.points()).sum();
    against_final(obs.me.points(), row, best, decision)
}

/// The best of the others' final points once every other game is over; `None` while
/// one goes on, or alone at the table.
fn others_final(obs: &MadObservation) -> Option<u32> {
    let mut rivals = (0..obs.players())
        .filter(|&s| s != obs.seat)
        .filter_map(|s| obs.table.get(s as usize))
        .peekable();
    rivals.peek()?;
    let mut best = 0;
    for p in rivals {
        p.out?;
        best = best.max(p.points());
    }
    Some(best)
}

/// [`by_the_final_score`] with the others' best final points known: `mine` banked, `row`
/// in the row.
fn against_final(mine: u32, row: u32, best: u32, decision: MadDecision) -> Option<MadAction> {
    match decision {
        MadDecision::StartOrStop if mine > best => Some(MadAction::Stop),
        MadDecision::StartOrStop if mine < best => Some(MadAction::Reveal),
        MadDecision::RevealOrBank { .. } if mine + row > best => Some(MadAction::Bank),
        _ => None,
    }
}

/// This seat's points less the best of the others', as the table showed them when the
/// round began (alone at the table: no lead).
fn public_lead(obs: &MadObservation) -> f64 {
    let mine = f64::from(obs.me.points());
    let best = (0..obs.players())
        .filter(|&s| s != obs.seat)
        .filter_map(|s| obs.table.get(s as usize))
        .map(|p| p.points())
        .max();
    best.map_or(0.0, |b| mine - f64::from(b))
}

/// Round by round, the better of two seats' points.
fn leader(a: &[u32], b: &[u32]) -> Vec<u32> {
    let at = |v: &[u32], i: usize| v.get(i).or(v.last()).copied().unwrap_or(0);
    (0..a.len().max(b.len()))
        .map(|i| at(a, i).max(at(b, i)))
        .collect()
}

/// Another seat's points at the start of each round from this one, and last its final
/// points, in one rollout: its game played on as Normal plays it (its likely-fatal
/// check, then its judgement) from what is public of it (its deck is every card of its
/// 54 not seen out of it, in a random order; its play this round starts afresh).
fn rival_points(obs: &MadObservation, seat: Seat, rng: &mut impl Rng) -> Vec<u32> {
    let Some(p) = obs.table.get(seat as usize) else {
        return vec![0];
    };
    if p.out.is_some() {
        return vec![p.points()];
    }
    let rival = Player::rival(p, rng);
    let mut solo = MadState::solo_from(obs, rng);
    solo.players[0] = rival;
    let mut told = Vec::new();
    solo.advance(&mut told);
    let mut points = vec![p.points()];
    let mut round = solo.round;
    while let Some(decision) = solo.decision(0) {
        let s = solo.situation(0);
        let action = s
            .not_fatal(decision)
            .unwrap_or_else(|| s.normal(decision, solo.players[0].waiting.len()));
        if solo.apply(0, action).is_err() {
            break;
        }
        if solo.round != round {
            round = solo.round;
            points.push(solo.points(0));
        }
    }
    points.push(solo.points(0));
    points
}

/// Plays `first` and then Hard's judgement to the end of the seat's own game, its lead
/// taken against `rival`'s points at the start of the same round (`rival[0]` is at
/// `round`; empty: alone at the table); its final points.
fn rollout(solo: &mut MadState, first: MadAction, round: u32, rival: &[u32]) -> u32 {
    let mut action = first;
    loop {
        if solo.apply(0, action).is_err() {
            break;
        }
        let Some(decision) = solo.decision(0) else {
            break;
        };
        let mine = solo.points(0);
        // The rival's points at the start of this round, and its final points once its
        // game is over.
        let (lead, rival_final) = match rival.len() {
            0 => (0.0, None),
            n => {
                let at = (solo.round.saturating_sub(round) as usize).min(n - 1);
                let over = at + 1 >= n;
                (
                    f64::from(mine) - f64::from(rival[at]),
                    over.then(|| rival[n - 1]),
                )
            }
        };
        let s = solo.situation(0);
        let row: u32 = s.row.iter().map(|c| c.points()).sum();
        // As the bot itself would choose, but for the search.
        action = rival_final
            .and_then(|best| against_final(mine, row, best, decision))
            .or_else(|| s.not_fatal(decision))
            .unwrap_or_else(|| s.hard(decision, solo.players[0].waiting.len(), lead));
    }
    solo.points(0)
}

impl MadBot for HardBot {
    fn name(&self) -> &str {
        "hard"
    }

    fn decide(&mut self, obs: &MadObservation) -> MadAction {
        let fatal = obs
            .decision
            .and_then(|d| by_the_final_score(obs, d).or_else(|| Situation::of(obs).not_fatal(d)));
        match (obs.legal.as_slice(), fatal) {
            ([], _) => MadAction::Bank,
            ([only], _) => *only,
            (_, Some(plain)) => plain,
            _ => match self.rollouts {
                Some(0) => judged(obs),
                Some(_) => self.choose(obs),
                None if others_final(obs).is_some() => self.choose(obs),
                None => judged(obs),
            },
        }
    }
}

// ----- Seer -----

/// Knows its deck's order (not where a queen will be shuffled in, nor the banned deck):
/// reveals while the next cards are safe, banks before a bust. Measures the ceiling
/// that luck leaves for any bot.
pub struct SeerBot;

impl MadBot for SeerBot {
    fn name(&self) -> &str {
        "seer"
    }

    fn decide(&mut self, obs: &MadObservation) -> MadAction {
        NormalBot.decide(obs)
    }

    fn decide_knowing(&mut self, obs: &MadObservation, truth: &MadState) -> MadAction {
        let seat = obs.seat;
        let Some(decision) = obs.decision else {
            return MadAction::Bank;
        };
        // What revealing now would do, seen on the true deck.
        let told = truth
            .clone()
            .apply(seat, MadAction::Reveal)
            .unwrap_or_default();
        let mine = told.iter().map(|t| &t.event).filter(|e| {
            matches!(e, MadEvent::Bust { seat: s, .. } | MadEvent::PlayerOut { seat: s, .. }
                | MadEvent::QueenPaid { seat: s, .. } if *s == seat)
        });
        let mut bad = false;
        for e in mine {
            bad |= match e {
                // A queen costs 2 at the start of a play: more now is a loss.
                MadEvent::QueenPaid { paid, .. } => paid.len() > 2,
                _ => true,
            };
        }
        match decision {
            MadDecision::RevealOrBank { can_reveal: true } if !bad => MadAction::Reveal,
            MadDecision::RevealOrBank { .. } => MadAction::Bank,
            MadDecision::StartOrStop => Situation::of(obs).normal(decision, obs.me.waiting.len()),
        }
    }
}

// ----- states for rollouts -----

/// A one-seat game that fits what `obs` knows, its unseen cards in a random order: what
/// Hard's rollouts play on.
pub fn determinize(obs: &MadObservation, rng: &mut impl Rng) -> MadState {
    MadState::solo_from(obs, rng)
}

impl MadState {
    /// A one-seat game that fits what `obs` knows: its deck in a random order, the
    /// banned deck made of the banned cards nobody can see, in a random order. Hard's
    /// rollouts play it to the end.
    pub(crate) fn solo_from(obs: &MadObservation, rng: &mut impl Rng) -> MadState {
        let mut deck = obs.me.deck.clone();
        deck.shuffle(rng);
        let mut banned_deck = obs.unseen_banned();
        banned_deck.shuffle(rng);
        let player = Player {
            deck,
            ..Player::own(obs, ChaCha8Rng::seed_from_u64(rng.next_u64()))
        };
        MadState {
            revision: obs.revision,
            players: vec![player],
            banned: obs.banned,
            banned_deck,
            banned_discard: obs.banned_discard.clone(),
            round: obs.round,
            rng: ChaCha8Rng::seed_from_u64(rng.next_u64()),
            public: Vec::new(),
            result: None,
        }
    }

    fn situation(&self, seat: Seat) -> Situation<'_> {
        let p = &self.players[seat as usize];
        Situation {
            deck: &p.deck,
            row: &p.row,
            this_play: &p.this_play,
            bank: &p.bank,
            banned: self.banned,
            temporary: &p.temporary,
            queens: p.queens.len(),
        }
    }
}

// ----- a game between bots -----

/// What happened in one game between bots.
#[derive(Clone, Debug)]
pub struct MadSummary {
    pub result: MadResult,
    pub rounds: u32,
    pub decisions: u32,
    /// Each seat's decision times, in nanoseconds.
    pub times_ns: Vec<Vec<u64>>,
}

/// A game that goes on longer than this many decisions is stopped as broken.
pub const MAX_DECISIONS: u32 = 100_000;

/// Why a game played on by [`play_on`] did not reach its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// The engine refused the seat's action.
    Refused(Seat, MadError),
    /// Nobody had a decision in a game that was not over.
    Stuck,
    /// It did not end in [`MAX_DECISIONS`] decisions.
    Endless,
}

impl std::fmt::Display for Unfinished {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unfinished::Refused(seat, e) => write!(f, "seat {seat}: {e}"),
            Unfinished::Stuck => f.write_str("nobody to decide in a game that is not over"),
            Unfinished::Endless => write!(f, "did not end in {MAX_DECISIONS} decisions"),
        }
    }
}

/// Plays `state` on to the game's end, the seats waited on answering in seat order with
/// `choose(state, seat, its observation)`; the decisions made.
pub fn play_on(
    state: &mut MadState,
    mut choose: impl FnMut(&MadState, Seat, &MadObservation) -> MadAction,
) -> Result<u32, Unfinished> {
    let mut decisions = 0u32;
    while !state.is_over() {
        let Some(&seat) = state.waiting_for().first() else {
            return Err(Unfinished::Stuck);
        };
        let obs = state.observe(seat);
        let action = choose(state, seat, &obs);
        state
            .apply(seat, action)
            .map_err(|e| Unfinished::Refused(seat, e))?;
        decisions += 1;
        if decisions >= MAX_DECISIONS {
            return Err(Unfinished::Endless);
        }
    }
    Ok(decisions)
}

/// Plays one game between `bots` (one per seat) from `seed`, the seats answering in
/// seat order within each round. Errors: a bad setup, an illegal action, or a game that
/// does not end.
pub fn play_game(
    players: u8,
    seed: u64,
    bots: &mut [Box<dyn MadBot + Send>],
) -> Result<MadSummary, String> {
    let setup = MadSetup::new(players);
    if bots.len() != players as usize {
        return Err(format!("{} bots for {players} players", bots.len()));
    }
    let (mut state, _) = MadState::new(&setup, seed).map_err(|e| e.to_string())?;
    let mut times_ns = vec![Vec::new(); bots.len()];
    let played = play_on(&mut state, |state, seat, obs| {
        let start = Instant::now();
        let action = bots[seat as usize].decide_knowing(obs, state);
        times_ns[seat as usize].push(start.elapsed().as_nanos().min(u64::MAX as u128) as u64);
        action
    });
    let decisions = played.map_err(|e| match e {
        Unfinished::Refused(seat, refused) => {
            let bot = bots[seat as usize].name();
            format!("{bot} bot at seat {seat} (game seed {seed}): {refused}")
        }
        Unfinished::Stuck => e.to_string(),
        Unfinished::Endless => format!("game seed {seed} {e}"),
    })?;
    Ok(MadSummary {
        result: state.result().cloned().unwrap_or(MadResult {
            points: Vec::new(),
            winners: Vec::new(),
        }),
        rounds: state.round(),
        decisions,
        times_ns,
    })
}

/// A bot plays a seat over the game seam.
impl<B: MadBot + ?Sized> SeatPlayer<MadGame> for Box<B> {
    fn decide(&mut self, observation: &MadObservation) -> MadAction {
        MadBot::decide(&mut **self, observation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mad_queens::cards::DECK_CARDS;
    use crate::mad_queens::{GameEnd, MadBuilder, MadEvent};

    /// The chance that a reveal ends the game, worked out over the deck's cards, is
    /// what the engine does over many orders of that deck.
    #[test]
    fn the_chance_that_a_reveal_ends_the_game_is_what_the_engine_does() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut checked = 0;
        for _ in 0..120 {
            // A short deck with queens and jokers, a small bank, some queens met.
            let mut pool: Vec<PlayingCard> = PlayingCard::deck().collect();
            pool.shuffle(&mut rng);
            let mut deck: Vec<PlayingCard> = pool
                .iter()
                .copied()
                .filter(|c| c.is_queen() || c.is_joker())
                .take(rng.random_range(1..=5))
                .collect();
            let plain: Vec<PlayingCard> = pool
                .iter()
                .copied()
                .filter(|c| !c.is_queen() && !c.is_joker())
                .collect();
            deck.extend(&plain[..rng.random_range(0..6)]);
            let bank = &plain[10..10 + rng.random_range(0..5)];
            let met: Vec<PlayingCard> = pool
                .iter()
                .copied()
                .filter(|c| c.is_queen() && !deck.contains(c))
                .take(rng.random_range(0..=2))
                .collect();
            let (state, _) = MadBuilder::new(1)
                .banned(plain[20], plain[21])
                .waiting(0, &[])
                .revealed_queens(0, &met)
                .bank(0, bank)
                .deck(0, &deck)
                .row(0, &[plain[30]])
                .start()
                .expect("a table");
            let obs = state.observe(0);
            if obs.decision != Some(MadDecision::RevealOrBank { can_reveal: true }) {
                continue;
            }
            let worked_out = Situation::of(&obs).fatal_chance();
            assert!(worked_out <= Situation::of(&obs).forcing_share() + 1e-9);
            let tries = 2000;
            let mut ended = 0;
            for _ in 0..tries {
                let mut s = state.clone();
                s.players[0].deck.shuffle(&mut rng);
                let told = s.apply(0, MadAction::Reveal).expect("a legal reveal");
                ended += told
                    .iter()
                    .any(|t| matches!(t.event, MadEvent::PlayerOut { .. }))
                    as u32;
            }
            let seen = f64::from(ended) / f64::from(tries);
            assert!(
                (seen - worked_out).abs() < 0.05,
                "deck {deck:?}, bank {bank:?}, {} queens met: worked out {worked_out:.3}, \
                 the engine {seen:.3}",
                met.len()
            );
            checked += 1;
        }
        assert!(checked > 40, "{checked} positions");
    }

    fn c(name: &str) -> PlayingCard {
        PlayingCard::named(name)[0]
    }

    fn cards(names: &str) -> Vec<PlayingCard> {
        PlayingCard::named(names)
    }

    fn hard_and_normal(state: &MadState) -> (MadAction, MadAction) {
        let obs = state.observe(0);
        (HardBot::new(3).decide(&obs), NormalBot.decide(&obs))
    }

    /// While a queen waits, a bank costs Hard less than it costs Normal: with 5♥ in the
    /// row and 3 of 20 cards busting (a 15% chance to lose 2 points), Normal reveals
    /// and Hard banks.
    #[test]
    fn hard_banks_sooner_than_normal_while_a_queen_waits() {
        let deck = cards("2C 3C 4C 6C 7C 8C 2D 3D 4D 6D 7D 8D 2S 3S 4S 6S 7S KS KH 9S");
        let (state, _) = MadBuilder::new(2)
            .banned(c("KC"), c("9D"))
            .deck(0, &deck)
            .bank(0, &cards("10C 10D 10S"))
            .row(0, &cards("5H"))
            .start()
            .expect("a table");
        assert_eq!(state.observe(0).me.waiting.len(), 4);
        assert_eq!(state.observe(0).busting_cards(), 3);
        assert_eq!(
            hard_and_normal(&state),
            (MadAction::Bank, MadAction::Reveal)
        );
    }

    /// Two players, K♣ and 9♦ banned; seat 0 has no queen waiting, three met and the
    /// fourth (Q♠) in its deck.
    fn every_queen_in() -> MadBuilder {
        MadBuilder::new(2)
            .banned(c("KC"), c("9D"))
            .waiting(0, &[])
            .revealed_queens(0, &cards("QH QD QC"))
    }

    /// Once no queen waits, Hard banks every card: a temporary banned card costs less
    /// than a row at risk. Normal reveals a card that nothing in the deck can bust.
    #[test]
    fn hard_banks_every_card_once_no_queen_waits() {
        let (state, _) = every_queen_in()
            .deck(0, &cards("2C 3C 4C 6C 7C 8C 2D 3D 4D QS"))
            .bank(0, &cards("10C 10D 10S 2S 3S 4S"))
            .row(0, &cards("5H"))
            .start()
            .expect("a table");
        assert_eq!(state.observe(0).busting_cards(), 0);
        assert_eq!(
            hard_and_normal(&state),
            (MadAction::Bank, MadAction::Reveal)
        );
    }

    /// A table where seat 0 needs every card it has left to beat seat 1's 13 points
    /// (its 10, the 5♥ in its row, 7♣ and 8♦), its last queen among them; seat 1's
    /// game is over (`over`) or goes on.
    fn chasing_the_last_points(over: bool) -> MadObservation {
        let mut table = every_queen_in()
            .deck(0, &cards("7C 8D QS"))
            .bank(0, &cards("2C 3C 4C 6C 2D 3D 4D 6D 2S 3S"))
            .row(0, &cards("5H"))
            .bank(1, &cards("2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D"));
        if over {
            table = table.out(1, GameEnd::Stopped);
        }
        table.start().expect("a table").0.observe(0)
    }

    /// Once every other game is over, their points are final and Hard checks its
    /// judgement by playing the choices out: banking now would draw a temporary banned
    /// card that could bust the 7♣ or the 8♦ it needs, so it reveals them while nothing
    /// can. While the other game goes on, it decides by its judgement alone.
    #[test]
    fn once_the_others_are_out_hard_plays_the_choices_out_against_their_points() {
        let over = chasing_the_last_points(true);
        assert!(others_final(&over).is_some());
        assert_eq!(over.table[1].points(), 13);
        assert_eq!(judged(&over), MadAction::Bank);
        for seed in 1..=5 {
            assert_eq!(HardBot::new(seed).decide(&over), MadAction::Reveal);
        }
        let outcomes = HardBot::new(3).outcomes(&over);
        let win = |action| {
            let (_, v) = outcomes.iter().find(|(a, _)| *a == action).expect("legal");
            v.iter().sum::<f64>() / v.len() as f64
        };
        // About 0.33 against 0.30: a temporary card busts a given card about one time in
        // thirteen, and the queen must come up last for any choice to win.
        assert!(win(MadAction::Reveal) > win(MadAction::Bank) + 0.01);

        let playing = chasing_the_last_points(false);
        assert!(others_final(&playing).is_none());
        assert_eq!(HardBot::new(3).decide(&playing), MadAction::Bank);
    }

    /// A table imagined from a seat's observation is one that seat could be at: observed
    /// for it, it gives the same observation, and no card of any deck is lost or doubled,
    /// at every table size and wherever the game stands (the others' plays of the round
    /// are made anew, since the seat never saw them).
    #[test]
    fn a_table_imagined_from_a_seat_shows_it_what_it_saw() {
        let (mut checked, mut hits) = (0, 0);
        for players in 1..=5u8 {
            for seed in 0..8u64 {
                let (mut state, _) = MadState::new(&MadSetup::new(players), seed).unwrap();
                for _ in 0..(seed * 11) {
                    let Some(&seat) = state.waiting_for().first() else {
                        break;
                    };
                    let action = NormalBot.decide(&state.observe(seat));
                    state.apply(seat, action).unwrap();
                }
                let Some(&seat) = state.waiting_for().first() else {
                    continue;
                };
                let obs = state.observe(seat);
                for deal in 0..3 {
                    let mut rng = ChaCha8Rng::seed_from_u64(deal);
                    let table = MadState::table_from(&obs, &mut rng);
                    assert_eq!(table.observe(seat), obs, "{players} players, seed {seed}");
                    // What its play has hit is settled at the round's end as in the game.
                    let (mine, truth) =
                        (&table.players[seat as usize], &state.players[seat as usize]);
                    assert_eq!(mine.hit, truth.hit, "{players} players, seed {seed}");
                    hits += usize::from(truth.hit.contains(&true));
                    assert_eq!(mine.temporary_spent, truth.temporary_spent);
                    let (decks, banned) = table.census();
                    assert!(decks.iter().all(|d| d.len() == DECK_CARDS));
                    assert_eq!(banned.len(), DECK_CARDS, "{players} players, seed {seed}");
                    for cards in decks.iter().chain([&banned]) {
                        assert!(cards.windows(2).all(|w| w[0] != w[1]));
                    }
                }
                checked += 1;
            }
        }
        assert!(checked >= 30 && hits > 0, "{checked} {hits}");
    }

    /// The whole-table measure plays the game itself: a seat that must reveal a card that
    /// busts nothing is worth the same whatever it does, and the figures are shares of a
    /// win, the same for the same seed.
    #[test]
    fn the_whole_table_measure_is_a_share_of_the_win_and_repeats() {
        let (mut state, _) = MadState::new(&MadSetup::new(3), 4).unwrap();
        for _ in 0..20 {
            let seat = state.waiting_for()[0];
            let action = NormalBot.decide(&state.observe(seat));
            state.apply(seat, action).unwrap();
        }
        let seat = state.waiting_for()[0];
        let obs = state.observe(seat);
        let once = table_outcomes(&obs, 40, 9);
        assert_eq!(once, table_outcomes(&obs, 40, 9));
        assert_eq!(once.iter().map(|(a, _)| *a).collect::<Vec<_>>(), obs.legal);
        for (_, values) in &once {
            assert_eq!(values.len(), 40);
            assert!(values.iter().all(|v| (0.0..=1.0).contains(v)));
        }
    }
}
