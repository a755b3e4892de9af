//! Number-card plays: classic C-5 and extended X-N-1..X-N-5, with the Puzzle and Chess
//! restrictions (X-K-PUZ, X-K-CHE).

use super::cards::{Card, CardId};
use super::ruleset::{MAX_HAND, RuleSet};
use super::switches::Switch;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parity {
    Odd,
    Even,
}

impl Parity {
    pub fn of(n: u8) -> Parity {
        if n.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}

/// Restrictions on number plays in force for a round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NumberLimits {
    /// X-K-PUZ: number cards only singly.
    pub singles_only: bool,
    /// X-K-CHE: number cards of this parity may not be played.
    pub banned_parity: Option<Parity>,
}

/// Number cards played together, each with the value it counts as (a Dragon's value
/// is declared, X-N-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "NumberPlayRepr", try_from = "NumberPlayRepr")]
pub struct NumberPlay {
    len: u8,
    cards: [CardId; MAX_HAND],
    values: [u8; MAX_HAND],
}

#[derive(Serialize, Deserialize)]
struct NumberPlayRepr {
    cards: Vec<CardId>,
    values: Vec<u8>,
}

impl From<NumberPlay> for NumberPlayRepr {
    fn from(p: NumberPlay) -> Self {
        NumberPlayRepr {
            cards: p.cards().to_vec(),
            values: p.values().to_vec(),
        }
    }
}

impl TryFrom<NumberPlayRepr> for NumberPlay {
    type Error = BadNumberPlay;
    fn try_from(r: NumberPlayRepr) -> Result<Self, BadNumberPlay> {
        NumberPlay::new(&r.cards, &r.values).ok_or(BadNumberPlay)
    }
}

/// A number play read from a file or a message that no hand could make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadNumberPlay;

impl std::fmt::Display for BadNumberPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a number play needs 1 to 8 cards, each with a value 1 to 10")
    }
}
impl std::error::Error for BadNumberPlay {}

impl NumberPlay {
    /// Cards and the value each counts as; `None` if the lengths differ, there are
    /// no cards or too many, or a value is outside 1..=10.
    pub fn new(cards: &[CardId], values: &[u8]) -> Option<NumberPlay> {
        if cards.is_empty() || cards.len() > MAX_HAND || cards.len() != values.len() {
            return None;
        }
        if values.iter().any(|v| !(1..=10).contains(v)) || cards.iter().any(|c| !c.is_valid()) {
            return None;
        }
        let mut p = NumberPlay {
            len: cards.len() as u8,
            cards: [CardId(0); MAX_HAND],
            values: [0; MAX_HAND],
        };
        p.cards[..cards.len()].copy_from_slice(cards);
        p.values[..values.len()].copy_from_slice(values);
        Some(p)
    }

    /// Number cards at their face values (no Dragons).
    pub fn of_numbers(cards: &[CardId]) -> Option<NumberPlay> {
        let values: Vec<u8> = cards
            .iter()
            .map(|c| c.card().number().unwrap_or(0))
            .collect();
        NumberPlay::new(cards, &values)
    }

    pub fn cards(&self) -> &[CardId] {
        &self.cards[..self.len as usize]
    }

    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The Dragons in the play with their declared values.
    pub fn dragons(&self) -> impl Iterator<Item = (CardId, u8)> + '_ {
        self.cards()
            .iter()
            .zip(self.values())
            .filter(|(c, _)| c.card() == Card::Dragon)
            .map(|(c, v)| (*c, *v))
    }
}

/// What kind of combination a set of values makes, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Combo {
    Single,
    Set,
    Straight,
    Equation,
}

/// Checks values (in any order) as a number play under the rule set (C-5, X-N-1..4).
pub fn combo_of(values: &[u8], rules: &RuleSet) -> Option<Combo> {
    let n = values.len();
    if n == 0 || n > MAX_HAND {
        return None;
    }
    let mut v = [0u8; MAX_HAND];
    v[..n].copy_from_slice(values);
    let v = &mut v[..n];
    v.sort_unstable();
    combo_sorted(v, rules)
}

/// [`combo_of`] for values already sorted.
fn combo_sorted(v: &[u8], rules: &RuleSet) -> Option<Combo> {
    combo_sorted_with(v, Combos::of(rules))
}

fn combo_sorted_with(v: &[u8], rules: Combos) -> Option<Combo> {
    let n = v.len();
    if n == 1 {
        return Some(Combo::Single);
    }
    let all_equal = v[n - 1] == v[0];
    if !rules.extended {
        // C-5: a pair, or all cards but one sum to the remaining one.
        if n == 2 {
            return all_equal.then_some(Combo::Set);
        }
        if rules.straights && n >= 3 && v.windows(2).all(|w| w[1] == w[0] + 1) {
            return Some(Combo::Straight);
        }
        let sum: u32 = v[..n - 1].iter().map(|x| *x as u32).sum();
        return (rules.equations && sum == v[n - 1] as u32).then_some(Combo::Equation);
    }
    if all_equal {
        return Some(Combo::Set);
    }
    if rules.straights && n >= 3 && v.windows(2).all(|w| w[1] == w[0] + 1) {
        return Some(Combo::Straight);
    }
    (rules.equations && equation_x_n_4(v)).then_some(Combo::Equation)
}

/// X-N-4: a+b=c, a+b+c=d, a+b=c+d, a+b+c+d=e, a+b+c=d+e (values sorted).
fn equation_x_n_4(v: &[u8]) -> bool {
    let total: u32 = v.iter().map(|x| *x as u32).sum();
    let n = v.len();
    let largest = v[n - 1] as u32;
    match n {
        3..=5 if total - largest == largest => true,
        4 | 5 => {
            // Two cards against the rest (a+b=c+d; a+b+c=d+e).
            if !total.is_multiple_of(2) {
                return false;
            }
            let half = total / 2;
            (0..n).any(|i| (i + 1..n).any(|j| v[i] as u32 + v[j] as u32 == half))
        }
        _ => false,
    }
}

/// Checks a play against restrictions.
pub fn within_limits(values: &[u8], limits: NumberLimits) -> bool {
    if limits.singles_only && values.len() != 1 {
        return false;
    }
    match limits.banned_parity {
        Some(p) => values.iter().all(|v| Parity::of(*v) != p),
        None => true,
    }
}

/// Every distinct legal number play from a hand: one play per distinct multiset of
/// (number values, Dragon values), using the first matching cards of the hand.
pub fn number_plays(
    hand: &[CardId],
    rules: &RuleSet,
    limits: NumberLimits,
    out: &mut Vec<NumberPlay>,
) {
    number_plays_with(hand, rules, limits, &mut |p| out.push(p));
}

/// [`number_plays`], handing each play to `out`.
///
/// The plays depend only on the hand's number values, its Dragons, the rule set's
/// combinations and the limits, so each such shape is worked out once per thread and
/// kept: listing a hand's plays is then a lookup and a copy, in the same order.
pub fn number_plays_with(
    hand: &[CardId],
    rules: &RuleSet,
    limits: NumberLimits,
    out: &mut impl FnMut(NumberPlay),
) {
    let combos = Combos::of(rules);
    // Numbers first, in rising order, then Dragons: every subset then comes sorted.
    let mut usable = [CardId(0); MAX_HAND];
    let mut nums = [0u8; MAX_HAND];
    let mut m = 0;
    for c in hand.iter().take(MAX_HAND) {
        if let Card::Number(n) = c.card() {
            // Sorted as they come: rising, equal numbers in the hand's order.
            let mut i = m;
            while i > 0 && nums[i - 1] > n {
                usable[i] = usable[i - 1];
                nums[i] = nums[i - 1];
                i -= 1;
            }
            usable[i] = *c;
            nums[i] = n;
            m += 1;
        }
    }
    let numbers = m;
    if combos.dragons {
        for c in hand.iter().take(MAX_HAND) {
            if c.card() == Card::Dragon {
                usable[m] = *c;
                m += 1;
            }
        }
    }
    let key = ShapeKey::new(&nums[..numbers], m - numbers, combos, limits);
    SHAPES.with_borrow_mut(|shapes| {
        if shapes.len() >= MAX_SHAPES && !shapes.contains_key(&key.0) {
            shapes.clear();
        }
        let plays = shapes
            .entry(key.0)
            .or_insert_with(|| plays_of_shape(&nums[..numbers], m - numbers, combos, limits));
        for p in plays.iter() {
            let n = p.len as usize;
            let mut cards = [CardId(0); MAX_HAND];
            for (c, i) in cards.iter_mut().zip(&p.at[..n]) {
                *c = usable[*i as usize];
            }
            out(NumberPlay {
                len: p.len,
                cards,
                values: p.values,
            });
        }
    });
}

/// The parts of a rule set that decide which number plays exist.
#[derive(Clone, Copy)]
struct Combos {
    /// Extended combinations (X-N-1..4).
    extended: bool,
    straights: bool,
    /// X-N-4 (C-5's equation in classic).
    equations: bool,
    /// Dragons stand in for numbers (X-DR-2, X-N-5).
    dragons: bool,
}

impl Combos {
    fn of(rules: &RuleSet) -> Combos {
        Combos {
            extended: rules.is_extended(),
            straights: rules.straights,
            equations: rules.on(Switch::Equations),
            dragons: rules.on(Switch::DragonAsNumber),
        }
    }
}

/// A number play by position in the sorted usable cards (numbers, then Dragons).
#[derive(Clone, Copy)]
struct ShapePlay {
    len: u8,
    at: [u8; MAX_HAND],
    values: [u8; MAX_HAND],
}

/// Number values (sorted), Dragon count, combinations and limits packed in one word.
struct ShapeKey(u64);

impl ShapeKey {
    fn new(nums: &[u8], dragons: usize, combos: Combos, limits: NumberLimits) -> ShapeKey {
        let mut k = 0u64;
        for n in nums {
            k = (k << 4) | *n as u64;
        }
        k = (k << 4) | nums.len() as u64;
        k = (k << 4) | dragons as u64;
        k = (k << 1) | combos.extended as u64;
        k = (k << 1) | combos.straights as u64;
        k = (k << 1) | combos.equations as u64;
        k = (k << 1) | combos.dragons as u64;
        k = (k << 1) | limits.singles_only as u64;
        k = (k << 2)
            | match limits.banned_parity {
                None => 0,
                Some(Parity::Odd) => 1,
                Some(Parity::Even) => 2,
            };
        ShapeKey(k)
    }
}

/// Enough shapes for every hand seen in practice; past it the memory starts again.
const MAX_SHAPES: usize = 1 << 16;

type ShapeMemory = HashMap<u64, Box<[ShapePlay]>, BuildHasherDefault<WordHasher>>;

thread_local! {
    // Built at compile time, so reaching it needs no first-use check.
    static SHAPES: std::cell::RefCell<ShapeMemory> =
        const { std::cell::RefCell::new(HashMap::with_hasher(BuildHasherDefault::new())) };
}

/// A multiplicative hash for the one-word shape keys.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(*b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

/// Every distinct play of a shape, in the order the subsets and Dragon values rise:
/// one play per distinct multiset of (number values, Dragon values).
fn plays_of_shape(
    nums: &[u8],
    dragons: usize,
    combos: Combos,
    limits: NumberLimits,
) -> Box<[ShapePlay]> {
    let numbers = nums.len();
    let m = numbers + dragons;
    let mut plays = Vec::new();
    // Subsets with the same number values and as many Dragons make the same plays.
    let mut shapes = [0u64; 256];
    let mut shape_count = 0;
    for mask in 1u32..(1 << m) {
        let count = mask.count_ones() as usize;
        if limits.singles_only && count != 1 {
            continue;
        }
        // The numbers come first in `at` too.
        let mut at = [0u8; MAX_HAND];
        let mut values = [0u8; MAX_HAND];
        let mut k = 0;
        let mut dragon_count = 0;
        let mut shape = 0u64;
        for i in 0..m {
            if mask & (1 << i) != 0 {
                at[k + dragon_count] = i as u8;
                if let Some(&n) = nums.get(i) {
                    values[k] = n;
                    shape += 1 << ((n as u64 - 1) * 3);
                    k += 1;
                } else {
                    dragon_count += 1;
                }
            }
        }
        shape += (dragon_count as u64) << 40;
        if shapes[..shape_count].contains(&shape) {
            continue;
        }
        if shape_count < shapes.len() {
            shapes[shape_count] = shape;
            shape_count += 1;
        }
        let mut push = |values: &[u8; MAX_HAND]| {
            let mut sorted = *values;
            sorted[..count].sort_unstable();
            if within_limits(&values[..count], limits)
                && combo_sorted_with(&sorted[..count], combos).is_some()
            {
                plays.push(ShapePlay {
                    len: count as u8,
                    at,
                    values: *values,
                });
            }
        };
        if dragon_count == 0 {
            push(&values);
            continue;
        }
        // Dragon values in rising order only: Dragons are interchangeable.
        for_each_rising(dragon_count, &mut |dv| {
            let mut v = values;
            v[k..k + dragon_count].copy_from_slice(dv);
            push(&v);
        });
    }
    plays.into_boxed_slice()
}

/// Calls `f` with every non-decreasing tuple of `len` values in 1..=10 (3 Dragons at most).
fn for_each_rising(len: usize, f: &mut impl FnMut(&[u8])) {
    for a in 1..=10u8 {
        if len == 1 {
            f(&[a]);
            continue;
        }
        for b in a..=10 {
            if len == 2 {
                f(&[a, b]);
                continue;
            }
            for c in b..=10 {
                f(&[a, b, c]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x() -> RuleSet {
        RuleSet::extended()
    }

    /// The plays worked out afresh for each hand, subset by subset, the way the engine
    /// did before it kept them by shape: the kept plays must be the same, in order.
    fn reference_plays(
        hand: &[CardId],
        rules: &RuleSet,
        limits: NumberLimits,
        out: &mut Vec<NumberPlay>,
    ) {
        let dragons_wild = rules.on(Switch::DragonAsNumber);
        // Numbers first, in rising order, then Dragons: every subset then comes sorted.
        let mut usable = [CardId(0); MAX_HAND];
        let mut m = 0;
        for c in hand.iter().take(MAX_HAND) {
            if matches!(c.card(), Card::Number(_)) {
                usable[m] = *c;
                m += 1;
            }
        }
        usable[..m].sort_unstable_by_key(|c| c.card());
        let numbers = m;
        if dragons_wild {
            for c in hand.iter().take(MAX_HAND) {
                if c.card() == Card::Dragon {
                    usable[m] = *c;
                    m += 1;
                }
            }
        }
        // Subsets with the same number values and as many Dragons make the same plays.
        let mut shapes = [0u64; 256];
        let mut shape_count = 0;
        for mask in 1u32..(1 << m) {
            let count = mask.count_ones() as usize;
            if limits.singles_only && count != 1 {
                continue;
            }
            // `usable` holds the numbers first, so the numbers come first in `cards` too.
            let mut cards = [CardId(0); MAX_HAND];
            let mut nums = [0u8; MAX_HAND];
            let mut k = 0;
            let mut dragons = 0;
            let mut shape = 0u64;
            for (i, card) in usable.iter().enumerate().take(m) {
                if mask & (1 << i) != 0 {
                    cards[k + dragons] = *card;
                    if i < numbers {
                        let n = card.card().number().unwrap_or(1);
                        nums[k] = n;
                        shape += 1 << ((n as u64 - 1) * 3);
                        k += 1;
                    } else {
                        dragons += 1;
                    }
                }
            }
            shape += (dragons as u64) << 40;
            if shapes[..shape_count].contains(&shape) {
                continue;
            }
            if shape_count < shapes.len() {
                shapes[shape_count] = shape;
                shape_count += 1;
            }
            let mut push = |values: &[u8]| {
                let mut sorted = [0u8; MAX_HAND];
                sorted[..count].copy_from_slice(values);
                sorted[..count].sort_unstable();
                if within_limits(values, limits)
                    && combo_sorted(&sorted[..count], rules).is_some()
                    && let Some(p) = NumberPlay::new(&cards[..count], values)
                {
                    out.push(p);
                }
            };
            if dragons == 0 {
                push(&nums[..k]);
                continue;
            }
            // Dragon values in rising order only: Dragons are interchangeable.
            for_each_rising(dragons, &mut |dv| {
                let mut values = nums;
                values[k..k + dragons].copy_from_slice(dv);
                push(&values[..count]);
            });
        }
    }

    #[test]
    fn kept_plays_match_plays_worked_out_afresh() {
        use rand::seq::SliceRandom;
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut deck: Vec<CardId> = CardId::all().collect();
        let limits = [
            NumberLimits::default(),
            NumberLimits {
                singles_only: true,
                banned_parity: None,
            },
            NumberLimits {
                singles_only: false,
                banned_parity: Some(Parity::Odd),
            },
            NumberLimits {
                singles_only: false,
                banned_parity: Some(Parity::Even),
            },
        ];
        let rule_sets = [RuleSet::classic(), x(), RuleSet::extended_v1()];
        for round in 0..4000 {
            deck.shuffle(&mut rng);
            let n = rng.random_range(1..=MAX_HAND);
            // Every other hand is dealt from the numbers and Dragons only.
            let hand: Vec<CardId> = if round % 2 == 0 {
                deck[..n].to_vec()
            } else {
                deck.iter()
                    .copied()
                    .filter(|c| matches!(c.card(), Card::Number(_) | Card::Dragon))
                    .take(n)
                    .collect()
            };
            for rules in &rule_sets {
                for l in limits {
                    let (mut kept, mut fresh) = (Vec::new(), Vec::new());
                    number_plays(&hand, rules, l, &mut kept);
                    reference_plays(&hand, rules, l, &mut fresh);
                    assert_eq!(kept, fresh, "{hand:?} {} {l:?}", rules.name);
                }
            }
        }
    }

    #[test]
    fn c_5_classic_numbers() {
        let c = RuleSet::classic();
        assert_eq!(combo_of(&[7], &c), Some(Combo::Single));
        assert_eq!(combo_of(&[4, 4], &c), Some(Combo::Set));
        assert_eq!(
            combo_of(&[4, 4, 4], &c),
            None,
            "classic has pairs, not sets of three"
        );
        assert_eq!(combo_of(&[2, 3, 5], &c), Some(Combo::Equation));
        assert_eq!(combo_of(&[1, 2, 6, 9], &c), Some(Combo::Equation));
        assert_eq!(combo_of(&[1, 1, 2, 3, 7], &c), Some(Combo::Equation));
        assert_eq!(combo_of(&[2, 3, 4, 9], &c), Some(Combo::Equation));
        assert_eq!(combo_of(&[3, 4, 5], &c), None, "no straights in classic");
        assert_eq!(combo_of(&[2, 5], &c), None);
    }

    #[test]
    fn x_n_1_x_n_2_singles_and_sets() {
        assert_eq!(combo_of(&[10], &x()), Some(Combo::Single));
        assert_eq!(combo_of(&[6, 6, 6], &x()), Some(Combo::Set));
        assert_eq!(combo_of(&[6, 6, 6, 6], &x()), Some(Combo::Set));
    }

    #[test]
    fn x_n_3_straights_only_in_extended() {
        assert_eq!(combo_of(&[5, 3, 4], &x()), Some(Combo::Straight));
        assert_eq!(combo_of(&[1, 2, 3, 4, 5], &x()), Some(Combo::Straight));
        assert_eq!(combo_of(&[3, 4], &x()), None);
        assert_eq!(combo_of(&[3, 4, 6], &x()), None);
        assert_eq!(combo_of(&[5, 3, 4], &RuleSet::extended_v1()), None);
    }

    #[test]
    fn x_n_4_the_five_equation_forms() {
        let v1 = RuleSet::extended_v1();
        for (vals, ok) in [
            (&[2, 3, 5][..], true),       // a+b=c
            (&[1, 2, 4, 7][..], true),    // a+b+c=d
            (&[1, 6, 3, 4][..], true),    // a+b=c+d
            (&[1, 1, 2, 3, 7][..], true), // a+b+c+d=e
            (&[1, 2, 6, 4, 5][..], true), // a+b+c=d+e
            (&[1, 2, 4][..], false),
            (&[1, 2, 3, 4, 9][..], false),
            (&[2, 3, 4, 9, 9, 9][..], false), // six cards have no form
        ] {
            assert_eq!(combo_of(vals, &v1).is_some(), ok, "{vals:?}");
        }
    }

    #[test]
    fn x_n_5_dragon_stands_in_for_any_number() {
        let hand = [CardId(24), CardId(27 + 4 * 4)]; // a Dragon and a 5
        let mut out = Vec::new();
        number_plays(&hand, &x(), NumberLimits::default(), &mut out);
        // The 5 alone, the Dragon alone as any of 1..10, and Dragon-as-5 with the 5.
        assert_eq!(out.len(), 1 + 10 + 1, "{out:?}");
        assert!(out.iter().any(|p| p.len() == 2 && p.values() == [5, 5]));
        let mut classic = Vec::new();
        number_plays(
            &hand,
            &RuleSet::classic(),
            NumberLimits::default(),
            &mut classic,
        );
        assert_eq!(classic.len(), 1, "classic Dragons are not numbers");
    }

    #[test]
    fn x_k_puz_and_x_k_che_limits() {
        let five = CardId(27 + 16);
        let five_b = CardId(27 + 17);
        let six = CardId(27 + 20);
        let hand = [five, five_b, six];
        let mut out = Vec::new();
        let puzzle = NumberLimits {
            singles_only: true,
            banned_parity: None,
        };
        number_plays(&hand, &x(), puzzle, &mut out);
        assert_eq!(out.len(), 2, "single 5 and single 6: {out:?}");
        out.clear();
        let chess_odd = NumberLimits {
            singles_only: false,
            banned_parity: Some(Parity::Odd),
        };
        number_plays(&hand, &x(), chess_odd, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].values(), [6]);
    }

    #[test]
    fn equal_cards_give_one_play() {
        let hand = [CardId(27), CardId(28), CardId(29)]; // three 1s
        let mut out = Vec::new();
        number_plays(&hand, &x(), NumberLimits::default(), &mut out);
        assert_eq!(out.len(), 3, "1, 1+1, 1+1+1: {out:?}");
    }
}
