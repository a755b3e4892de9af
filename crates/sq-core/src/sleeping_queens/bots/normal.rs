//! The Normal bot: a hand-written strategy a good casual player would recognise.
//!
//! It values queens by points, by progress to the queen-count win and by their extended
//! abilities ([`super::eval`]), remembers where queens went back to sleep (`last_seen`),
//! wakes the best queen it knows of, aims Knights and Potions at the leader's best
//! queen, keeps Dragons and Wands for answers and answers when it pays, and discards
//! numbers in the biggest combo it has. It is also the Hard bot's rollout policy, so it
//! reads everything through a [`View`] and is quick.

use super::Bot;
use super::eval::{Eval, Style, WIN};
use super::view::{SlotKnow, View};
use crate::sleeping_queens::cards::{Card, Family, King, Queen, QueenSet, Seat};
use crate::sleeping_queens::state::GRID_SLOTS;
use crate::sleeping_queens::{
    Action, Decision, Observation, Parity, PutBack, Switch, TargetReason, WakeReason,
    flow::answer_switch,
};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub struct NormalBot {
    rng: ChaCha8Rng,
}

impl NormalBot {
    pub fn new(seed: u64) -> NormalBot {
        NormalBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for NormalBot {
    fn name(&self) -> &str {
        "normal"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        match View::of_observation(obs) {
            Some(v) => decide(&v, &mut self.rng),
            None => Action::Pass,
        }
    }
}

/// What a card in the hand is worth kept rather than spent: a Dragon or a Wand is
/// worth most where it answers out of turn (X-ANS, X-DR-1, X-WA-1).
fn keep_value(card: Card, v: &View) -> f32 {
    let extended = v.extended();
    let rules = v.rules();
    match card {
        Card::King(_) => 30.0,
        Card::Knight | Card::Potion => 4.0,
        Card::Wand if extended && rules.on(Switch::WandAnswer) => 5.0,
        Card::Dragon if extended && rules.on(Switch::DragonAnswer) => 6.0,
        Card::Wand | Card::Dragon => 3.0,
        Card::Jester => 1.0,
        Card::Number(_) => 0.0,
    }
}

/// The Normal strategy's answer to the view's decision (always one of `v.legal`).
pub(crate) fn decide<R: Rng>(v: &View, rng: &mut R) -> Action {
    decide_with(v, Style::NORMAL, rng)
}

/// The strategy with other knobs (the Hard bot's starting point).
pub(crate) fn decide_with<R: Rng>(v: &View, style: Style, rng: &mut R) -> Action {
    let Some(first) = v.legal.first().copied() else {
        return Action::Pass;
    };
    if v.legal.len() == 1 {
        return first;
    }
    let e = Eval::with_style(v, style);
    let chosen = match v.decision {
        Decision::TurnAction { .. } => best_by(v.legal, |a| turn_score(v, &e, a)),
        Decision::PickSleepingQueen { reason, .. } => pick_sleeping(v, &e, *reason),
        Decision::PickOwnedQueen { reason, .. } => pick_owned(v, &e, *reason),
        Decision::PickEmptySlot { .. } => Some(first),
        Decision::PickGridQueen { .. } => pick_grid(v, &e),
        Decision::Answer { .. } => answer(v, &e),
        Decision::AfterWake { .. } => after_wake(v, &e),
        Decision::ChooseParity { .. } => Some(Action::Parity(parity(v, &e))),
        Decision::ContinueRevealing { king, .. } => Some(continue_revealing(v, &e, *king)),
        Decision::ChooseRevealed { .. } => best_by(v.legal, |a| match a {
            Action::Slot(s) => e.slot_gain(v, v.me, *s as usize).unwrap_or(-1.0),
            _ => -1.0,
        }),
        Decision::HatBlindPick { .. } => v.legal.choose(rng).copied(),
        Decision::FireBurn { .. } => fire_burn(v, &e),
        Decision::PutBackChoice { .. } => best_by(v.legal, |a| put_back_score(&e, a)),
    };
    match chosen {
        Some(a) if v.legal.contains(&a) => a,
        _ => first,
    }
}

/// The action with the highest score (the first of equals).
fn best_by(legal: &[Action], mut score: impl FnMut(&Action) -> f32) -> Option<Action> {
    let mut best: Option<(f32, Action)> = None;
    for a in legal {
        let s = score(a);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, *a));
        }
    }
    best.map(|(_, a)| a)
}

// ----- turn actions -------------------------------------------------------------

pub(crate) fn turn_score(v: &View, e: &Eval, a: &Action) -> f32 {
    match a {
        Action::Play(c) => match c.card() {
            Card::King(k) => e.style.king_base + e.best_wake(v, v.me) + king_bonus(v, e, k),
            Card::Knight => {
                knight_target(v, e).map_or(-10.0, |(_, value)| value) - e.style.aim_keep
            }
            Card::Potion => {
                potion_target(v, e).map_or(-10.0, |(_, value)| value) - e.style.aim_keep
            }
            Card::Wand => {
                wand_best(v, e).map_or(-10.0, |(_, _, value)| value) - keep_value(Card::Wand, v)
            }
            Card::Jester => jester_value(v, e, a),
            _ => -10.0,
        },
        Action::PlayNumbers(p) => {
            let dragons = p.dragons().count() as f32;
            let sum: u32 = p.values().iter().map(|x| *x as u32).sum();
            1.0 + e.style.per_number * p.len() as f32 - 7.0 * dragons + 0.01 * sum as f32
        }
        Action::DiscardStuck(c) => -keep_value(c.card(), v),
        _ => -100.0,
    }
}

fn king_bonus(v: &View, e: &Eval, k: King) -> f32 {
    // A king whose ability is off only wakes a queen.
    if !v.extended() || !v.rules().on(Switch::of_king(k)) {
        return 0.0;
    }
    let plain = e.best_wake(v, v.me);
    match k {
        King::Puzzle | King::Chess => 1.0,
        King::Cookie => 0.5,
        King::Fire => 2.0,
        King::Turtle => 2.0,
        King::Hat => hat_preview(v, e, plain),
        King::TieDye => tie_dye_ev(v, e, 0.0, true) - plain,
        King::BubbleGum => bubble_ev(v, e) - plain,
    }
}

/// What a Hat King's exchange may add to a plain wake of value `wake`.
fn hat_preview(v: &View, e: &Eval, wake: f32) -> f32 {
    let mut best = 0.0f32;
    for o in v.opponents() {
        for q in v.owned_known(o) {
            let mine = e.gain(v.me, q, false);
            let theirs = e.loss(o, q);
            best = best.max(0.5 * ((mine - wake) + e.weight[o as usize] * (theirs - wake)));
        }
    }
    best
}

/// Sleeping queens as `me` knows them, not yet revealed by the King in play.
fn sleeping(v: &View) -> Vec<(u8, SlotKnow)> {
    let revealed: Vec<u8> = v.king_revealed().collect();
    (0..GRID_SLOTS as u8)
        .filter(|s| !revealed.contains(s))
        .map(|s| (s, v.slot(s as usize)))
        .filter(|(_, k)| *k != SlotKnow::Empty)
        .collect()
}

/// The mean gain to `me` of pool queens of one family, and how many there are.
fn family_stats(e: &Eval, fam: Family) -> (usize, f32) {
    let qs: Vec<Queen> = e.pool.iter().filter(|q| q.family() == fam).collect();
    if qs.is_empty() {
        return (0, 0.0);
    }
    let sum: f32 = qs.iter().map(|q| e.gain(e.me, *q, true)).sum();
    (qs.len(), sum / qs.len() as f32)
}

/// X-K-TIE: the expected gain of going on from `total` (the gains revealed so far),
/// revealing known reds, then a known Other, else gambling on unknown slots while the
/// odds are good. `must`: nothing revealed yet, so a pick is compulsory.
fn tie_dye_ev(v: &View, e: &Eval, total: f32, must: bool) -> f32 {
    let mut total = total;
    let mut unknown_slots = 0usize;
    let mut best_other: Option<f32> = None;
    let mut any_pick = !must;
    for (_, k) in sleeping(v) {
        match k {
            SlotKnow::Known { queen, .. } => match queen.family() {
                Family::Red => {
                    total += e.gain(e.me, queen, true);
                    any_pick = true;
                }
                Family::Other => {
                    let g = e.gain(e.me, queen, true);
                    best_other = Some(best_other.map_or(g, |b: f32| b.max(g)));
                }
                Family::Green => {}
            },
            SlotKnow::Unknown => unknown_slots += 1,
            SlotKnow::Empty => {}
        }
    }
    if let Some(o) = best_other {
        return total + o;
    }
    let (r, mr) = family_stats(e, Family::Red);
    let (g, _) = family_stats(e, Family::Green);
    let (o, mo) = family_stats(e, Family::Other);
    gamble(total, r, g, o, mr, mo, unknown_slots, !any_pick)
}

/// Expected final gain when drawing unknown queens (r red, g green, o other in the pool).
fn gamble(
    total: f32,
    r: usize,
    g: usize,
    o: usize,
    mr: f32,
    mo: f32,
    slots: usize,
    must: bool,
) -> f32 {
    let n = r + g + o;
    if slots == 0 || n == 0 {
        return total;
    }
    let nf = n as f32;
    let draw = r as f32 / nf * gamble(total + mr, r - r.min(1), g, o, mr, mo, slots - 1, false)
        + o as f32 / nf * (total + mo);
    if must { draw } else { draw.max(total) }
}

/// X-K-BUB: the expected best of the best known queen and up to 3 reveals.
fn bubble_ev(v: &View, e: &Eval) -> f32 {
    let mut known = 0.0f32;
    let mut unknown_slots = 0;
    for (_, k) in sleeping(v) {
        match k {
            SlotKnow::Known { queen, .. } => known = known.max(e.gain(e.me, queen, true)),
            SlotKnow::Unknown => unknown_slots += 1,
            SlotKnow::Empty => {}
        }
    }
    let mut gains: Vec<f32> = e.pool.iter().map(|q| e.gain(e.me, q, true)).collect();
    gains.sort_by(f32::total_cmp);
    let n = gains.len();
    let draws = unknown_slots.min(3).min(n);
    if draws == 0 {
        return known;
    }
    // Expected max of `draws` values drawn without replacement, each at least `known`.
    let choose = |a: usize, b: usize| -> f64 {
        if b > a {
            return 0.0;
        }
        (0..b).fold(1.0, |acc, i| acc * (a - i) as f64 / (i + 1) as f64)
    };
    let total = choose(n, draws);
    let mut ev = 0.0f64;
    for (i, g) in gains.iter().enumerate() {
        let p = choose(i, draws - 1) / total;
        ev += p * g.max(known) as f64;
    }
    ev as f32
}

fn jester_value(v: &View, e: &Eval, jester: &Action) -> f32 {
    let unseen = e.unseen_total().max(1) as f32;
    let mut value = 0.5;
    for n in 1..=10u8 {
        let p = e.unseen_count(Card::Number(n)) as f32 / unseen;
        let reached = ((v.me as u32 + n as u32 - 1) % v.seats() as u32) as Seat;
        value += p * e.for_me(reached, e.best_wake(v, reached));
    }
    if !v.extended() {
        // C-4: a power card replaces the Jester and the turn goes on.
        let powers = [
            Card::Jester,
            Card::Knight,
            Card::Potion,
            Card::Wand,
            Card::Dragon,
        ];
        let mut p_power: f32 = powers
            .iter()
            .map(|c| e.unseen_count(*c) as f32)
            .sum::<f32>()
            / unseen;
        p_power += King::ALL
            .iter()
            .map(|k| e.unseen_count(Card::King(*k)) as f32)
            .sum::<f32>()
            / unseen;
        value += p_power * e.style.jester_power;
        if e.style.jester_keep >= 0.0 {
            // The rest of the hand: played at once after a power card, else kept.
            let other = v
                .legal
                .iter()
                .filter(|a| {
                    *a != jester && !matches!(a, Action::Play(c) if c.card() == Card::Jester)
                })
                .map(|a| turn_score(v, e, a))
                .fold(0.0f32, f32::max);
            value += other * (p_power + (1.0 - p_power) * e.style.jester_keep);
        }
    }
    value
}

/// Whether a Knight may be aimed at this queen (C-2, X-KN-1, X-KN-2, X-Q-LAD, and the
/// house rule H-KN-1: a player's only queen is safe).
fn knight_ok(v: &View, owner: Seat, q: Option<Queen>) -> bool {
    owner != v.me
        && !(v.rules().on(Switch::LoneQueen) && v.owned_len(owner) == 1)
        && q.is_none_or(|q| {
            !v.extended()
                || !((q == Queen::Ladybug && v.rules().on(Switch::Ladybug))
                    || v.protected().contains(q))
        })
}

fn potion_ok(v: &View, owner: Seat, q: Option<Queen>) -> bool {
    owner != v.me
        && q.is_none_or(|q| {
            !v.extended()
                || !((q == Queen::Peacock && v.rules().on(Switch::Peacock))
                    || v.protected().contains(q))
        })
}

/// The chance that nobody cancels a card aimed at `owner`'s queen with `answer`.
fn p_unanswered(v: &View, e: &Eval, owner: Seat, answer: Card) -> f32 {
    if v.extended() && !v.rules().on(answer_switch(answer)) {
        return 1.0;
    }
    // The owner is the one who cares; the others rarely spend an answer on it.
    1.0 - e.p_holds(v, owner, answer)
}

fn steal_value(v: &View, e: &Eval, owner: Seat, q: Option<Queen>) -> f32 {
    match q {
        Some(q) => e.gain(v.me, q, false) + e.weight[owner as usize] * e.loss(owner, q),
        None => e.pool_gain(v.me) + e.weight[owner as usize] * e.hidden_loss(owner),
    }
}

fn sleep_value(e: &Eval, owner: Seat, q: Option<Queen>) -> f32 {
    let loss = match q {
        Some(q) => e.loss(owner, q),
        None => e.hidden_loss(owner),
    };
    e.weight[owner as usize] * loss
}

/// The best queen to steal: ((owner, index), expected value).
fn knight_target(v: &View, e: &Eval) -> Option<((Seat, usize), f32)> {
    best_aim(v, e, Card::Dragon, knight_ok, |o, q| {
        steal_value(v, e, o, q)
    })
}

/// The best queen to put to sleep: ((owner, index), expected value).
fn potion_target(v: &View, e: &Eval) -> Option<((Seat, usize), f32)> {
    best_aim(v, e, Card::Wand, potion_ok, |o, q| sleep_value(e, o, q))
}

/// The opponent's queen worth most to aim at (`ok` says which may be aimed at), valued
/// by `value` times the chance that no `answer` card cancels it.
fn best_aim(
    v: &View,
    e: &Eval,
    answer: Card,
    ok: fn(&View, Seat, Option<Queen>) -> bool,
    value: impl Fn(Seat, Option<Queen>) -> f32,
) -> Option<((Seat, usize), f32)> {
    let mut best = None;
    for o in v.opponents() {
        let p = p_unanswered(v, e, o, answer);
        for i in 0..v.owned_len(o) {
            let q = v.owned(o, i);
            if !ok(v, o, q) {
                continue;
            }
            let value = p * value(o, q);
            if best.is_none_or(|(_, b)| value > b) {
                best = Some(((o, i), value));
            }
        }
    }
    best
}

/// X-WA-2: the value to `me` of swapping `owner`'s queen `q` with the grid queen in `slot`.
fn swap_value(v: &View, e: &Eval, owner: Seat, q: Option<Queen>, slot: usize) -> Option<f32> {
    let g = match v.slot(slot) {
        SlotKnow::Empty => return None,
        SlotKnow::Known { queen, .. } => Some(queen),
        SlotKnow::Unknown => None,
    };
    let delta = match (q, g) {
        (Some(q), Some(g)) => {
            let mut set = e.rows[owner as usize];
            set.remove(q);
            set.insert(g);
            let set = e.settle(set, e.hidden[owner as usize]);
            e.standing(set, e.hidden[owner as usize]) - e.standing_of(owner)
        }
        (Some(q), None) => -e.loss(owner, q) + e.pool_gain(owner),
        (None, Some(g)) => -e.hidden_loss(owner) + e.gain(owner, g, false),
        (None, None) => 0.0,
    };
    Some(e.for_me(owner, delta))
}

/// The best Wand swap: (owner, index, value).
fn wand_best(v: &View, e: &Eval) -> Option<(Seat, usize, f32)> {
    let mut best: Option<(Seat, usize, f32)> = None;
    for o in 0..v.seats() {
        for i in 0..v.owned_len(o) {
            let q = v.owned(o, i);
            for slot in 0..GRID_SLOTS {
                if let Some(value) = swap_value(v, e, o, q, slot)
                    && best.is_none_or(|(_, _, b)| value > b)
                {
                    best = Some((o, i, value));
                }
            }
        }
    }
    best
}

// ----- picking ---------------------------------------------------------------------

fn pick_sleeping(v: &View, e: &Eval, reason: WakeReason) -> Option<Action> {
    let gain_of = |s: u8| e.slot_gain(v, v.me, s as usize).unwrap_or(-1.0);
    match reason {
        WakeReason::Reveal(King::TieDye) => {
            let options = sleeping(v);
            let known = |fam: Family| {
                options
                    .iter()
                    .filter_map(|(s, k)| match k {
                        SlotKnow::Known { queen, .. } if queen.family() == fam => {
                            Some((*s, e.gain(v.me, *queen, true)))
                        }
                        _ => None,
                    })
                    .max_by(|a, b| a.1.total_cmp(&b.1))
            };
            if let Some((s, _)) = known(Family::Red).or_else(|| known(Family::Other)) {
                return Some(Action::Slot(s));
            }
            if let Some((s, _)) = options.iter().find(|(_, k)| *k == SlotKnow::Unknown) {
                return Some(Action::Slot(*s));
            }
            None
        }
        WakeReason::Reveal(King::BubbleGum) => {
            let best_revealed = v.king_revealed().map(gain_of).fold(-1.0, f32::max);
            let options = sleeping(v);
            let best_known = options
                .iter()
                .filter_map(|(s, k)| match k {
                    SlotKnow::Known { queen, .. } => Some((*s, e.gain(v.me, *queen, true))),
                    _ => None,
                })
                .max_by(|a, b| a.1.total_cmp(&b.1));
            if let Some((s, g)) = best_known
                && g > best_revealed
            {
                return Some(Action::Slot(s));
            }
            if let Some((s, _)) = options.iter().find(|(_, k)| *k == SlotKnow::Unknown) {
                return Some(Action::Slot(*s));
            }
            best_by(v.legal, |a| match a {
                Action::Slot(s) => gain_of(*s),
                _ => -1.0,
            })
        }
        _ => best_by(v.legal, |a| match a {
            Action::Slot(s) => gain_of(*s),
            // Never decline a free queen (Rose).
            _ => -0.5,
        }),
    }
}

fn continue_revealing(v: &View, e: &Eval, king: King) -> Action {
    let gain_of = |s: u8| e.slot_gain(v, v.me, s as usize).unwrap_or(-1.0);
    let options = sleeping(v);
    let go_on = match king {
        King::TieDye => {
            let total: f32 = v.king_revealed().map(gain_of).sum();
            let sure = options.iter().any(|(_, k)| {
                matches!(k, SlotKnow::Known { queen, .. } if queen.family() != Family::Green)
            });
            sure || tie_dye_ev(v, e, total, false) > total + 0.5
        }
        _ => {
            let best_revealed = v.king_revealed().map(gain_of).fold(-1.0, f32::max);
            options.iter().any(|(_, k)| match k {
                SlotKnow::Known { queen, .. } => e.gain(v.me, *queen, true) > best_revealed,
                SlotKnow::Unknown => e.pool.iter().any(|q| e.gain(v.me, q, true) > best_revealed),
                SlotKnow::Empty => false,
            })
        }
    };
    if go_on {
        Action::Continue
    } else {
        Action::Pass
    }
}

fn pick_owned(v: &View, e: &Eval, reason: TargetReason) -> Option<Action> {
    match reason {
        TargetReason::Knight => best_by(v.legal, |a| match a {
            Action::Owned { seat, index } if *seat != v.me => {
                steal_value(v, e, *seat, v.owned(*seat, *index as usize))
            }
            _ => -50.0,
        }),
        TargetReason::Potion => best_by(v.legal, |a| match a {
            Action::Owned { seat, index } => {
                let q = v.owned(*seat, *index as usize);
                if *seat == v.me {
                    -q.map_or(10.0, |q| e.loss(v.me, q))
                } else {
                    sleep_value(e, *seat, q)
                }
            }
            _ => -50.0,
        }),
        TargetReason::Wand => best_by(v.legal, |a| match a {
            Action::Owned { seat, index } => {
                let q = v.owned(*seat, *index as usize);
                (0..GRID_SLOTS)
                    .filter_map(|s| swap_value(v, e, *seat, q, s))
                    .fold(-50.0, f32::max)
            }
            _ => -50.0,
        }),
        TargetReason::Hat => best_by(v.legal, |a| match a {
            Action::Owned { seat, index } => hat_exchange_value(v, e, *seat, *index as usize),
            _ => 1.0,
        }),
    }
}

/// X-K-HAT: the expected value to `me` of exchanging `owner`'s queen at `index` with
/// the queens this King woke (the owner takes one blind, `me` the rest).
fn hat_exchange_value(v: &View, e: &Eval, owner: Seat, index: usize) -> f32 {
    if owner == v.me {
        return -1.0;
    }
    let woken: Vec<Queen> = v
        .king_woken()
        .iter()
        .copied()
        .filter(|q| e.rows[v.me as usize].contains(*q))
        .collect();
    if woken.is_empty() {
        return -1.0;
    }
    let candidates: Vec<Queen> = match v.owned(owner, index) {
        Some(q) => vec![q],
        None => e.pool.iter().collect(),
    };
    if candidates.is_empty() {
        return -1.0;
    }
    let mut mine_base = e.rows[v.me as usize];
    for w in &woken {
        mine_base.remove(*w);
    }
    let h_me = e.hidden[v.me as usize];
    let h_o = e.hidden[owner as usize];
    let before_me = e.standing_of(v.me);
    let before_o = e.standing_of(owner);
    let mut total = 0.0;
    for t in &candidates {
        let mut theirs_base = e.rows[owner as usize];
        theirs_base.remove(*t);
        let h_o = if v.owned(owner, index).is_none() {
            h_o.saturating_sub(1)
        } else {
            h_o
        };
        let pool: Vec<Queen> = std::iter::once(*t).chain(woken.iter().copied()).collect();
        let mut sum = 0.0;
        for (i, taken) in pool.iter().enumerate() {
            let mut mine = mine_base;
            for (j, q) in pool.iter().enumerate() {
                if j != i {
                    mine.insert(*q);
                }
            }
            let mut theirs = theirs_base;
            theirs.insert(*taken);
            let dm = e.standing(e.settle(mine, h_me), h_me) - before_me;
            let dt = e.standing(e.settle(theirs, h_o), h_o) - before_o;
            sum += e.for_me(v.me, dm) + e.for_me(owner, dt);
        }
        total += sum / pool.len() as f32;
    }
    total / candidates.len() as f32
}

fn pick_grid(v: &View, e: &Eval) -> Option<Action> {
    let (owner, q) = v.aim()?;
    best_by(v.legal, |a| match a {
        Action::Slot(s) => swap_value(v, e, owner, q, *s as usize).unwrap_or(-50.0),
        _ => -50.0,
    })
}

// ----- answers and windows ----------------------------------------------------------

/// The value to `me` of the Knight or Potion at the base of the answer stack taking effect.
fn base_effect_value(v: &View, e: &Eval) -> Option<f32> {
    let (base_seat, base_card) = v.chain().next()?;
    let (owner, q) = v.aim()?;
    let loss = match q {
        Some(q) => e.loss(owner, q),
        None => e.hidden_loss(owner),
    };
    Some(match base_card {
        Card::Knight if base_seat != owner => {
            let gain = match q {
                Some(q) => e.gain(base_seat, q, false),
                None => e.pool_gain(base_seat),
            };
            e.for_me(owner, -loss) + e.for_me(base_seat, gain)
        }
        Card::Knight => 0.0,
        _ => e.for_me(owner, -loss),
    })
}

fn answer(v: &View, e: &Eval) -> Option<Action> {
    let card = v.legal.iter().find_map(|a| match a {
        Action::Answer(c) => Some(*c),
        _ => None,
    })?;
    let value = base_effect_value(v, e)?;
    // With an odd stack the base card stands; answering flips that.
    let stands_now = v.chain_len() % 2 == 1;
    let change = if stands_now { -value } else { value };
    let cost = keep_value(card.card(), v) - 1.0;
    Some(if change > cost {
        Action::Answer(card)
    } else {
        Action::Pass
    })
}

fn after_wake(v: &View, e: &Eval) -> Option<Action> {
    best_by(v.legal, |a| match a {
        Action::Play(c) if c.card() == Card::Knight => {
            knight_target(v, e).map_or(-10.0, |(_, value)| value) - e.style.aim_keep - 2.0
        }
        Action::Play(c) if c.card() == Card::Potion => {
            potion_target(v, e).map_or(-10.0, |(_, value)| value) - e.style.aim_keep - 2.0
        }
        Action::Pass => 0.0,
        _ => -10.0,
    })
}

/// X-K-CHE: ban the parity that leaves `me` the most and the others the least.
fn parity(v: &View, e: &Eval) -> Parity {
    let unseen = e.unseen_total().max(1) as f32;
    let others: f32 = v.opponents().map(|s| v.hand_size(s) as f32).sum();
    let score = |p: Parity| {
        let mine = v
            .hand()
            .iter()
            .filter(|c| c.card().number().is_some_and(|n| Parity::of(n) == p))
            .count() as f32;
        let theirs: f32 = (1..=10u8)
            .filter(|n| Parity::of(*n) == p)
            .map(|n| e.unseen_count(Card::Number(n)) as f32)
            .sum::<f32>()
            / unseen
            * others;
        theirs - 1.5 * mine
    };
    if score(Parity::Odd) >= score(Parity::Even) {
        Parity::Odd
    } else {
        Parity::Even
    }
}

/// X-K-FIR: burn own number cards (a free cycle), then the leader's cards (blind).
fn fire_burn(v: &View, e: &Eval) -> Option<Action> {
    let hand = v.hand();
    let junk = hand
        .iter()
        .enumerate()
        .filter(|(_, c)| keep_value(c.card(), v) <= 0.0)
        .min_by_key(|(_, c)| c.card().number().unwrap_or(0));
    if let Some((i, _)) = junk {
        return Some(Action::Burn {
            seat: v.me,
            index: i as u8,
        });
    }
    let leader = v
        .opponents()
        .filter(|s| v.hand_size(*s) > 0)
        .max_by(|a, b| e.standing_of(*a).total_cmp(&e.standing_of(*b)))?;
    Some(Action::Burn {
        seat: leader,
        index: (v.hand_size(leader) - 1) as u8,
    })
}

fn put_back_score(e: &Eval, a: &Action) -> f32 {
    let mut set: QueenSet = e.rows[e.me as usize];
    match a {
        Action::PutBack(PutBack::Queen(q)) => set.remove(*q),
        Action::PutBack(PutBack::FivePointQueens) => {
            for q in Queen::ALL.iter().filter(|q| q.points() == 5) {
                set.remove(*q);
            }
        }
        _ => return -WIN,
    }
    // What is left may still conflict; the rest is settled the best way.
    let h = e.hidden[e.me as usize];
    e.standing(e.settle(set, h), h)
}
