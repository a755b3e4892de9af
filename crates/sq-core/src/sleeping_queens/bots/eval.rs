//! How much queens are worth to a seat, from what `me` knows: the measure the Normal
//! strategy plays by (points, progress to the queen-count win, the extended queens'
//! abilities, and winning outright).

use super::view::{SlotKnow, View};
use crate::sleeping_queens::cards::{Card, CardId, DECK_SIZE, KINDS, Queen, QueenSet, Seat};
use crate::sleeping_queens::state::{GRID_SLOTS, MAX_SEATS};
use crate::sleeping_queens::{RuleSet, Switch};
use std::cell::Cell;

/// A standing that wins the game.
pub(crate) const WIN: f32 = 1000.0;

/// What a queen in the count is worth beside her points (C-WIN-1: 5 queens or 50 points,
/// so one queen is about a tenth of the way, like 5 points).
const COUNT_WEIGHT: f32 = 5.0;

const SUN_MOON_STAR: u16 =
    (1 << Queen::Sunflower as u16) | (1 << Queen::Moon as u16) | (1 << Queen::Starfish as u16);

/// The points of each set of the first eight queens, and of the other four: a standing
/// is weighed for every candidate of every rollout step, so it is two table loads.
const POINTS_LOW: [u8; 256] = points_table(0);
const POINTS_HIGH: [u8; 256] = points_table(8);

const fn points_table(first: usize) -> [u8; 256] {
    let mut out = [0u8; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut i = 0;
        while i < 8 {
            if bits & (1 << i) != 0 && first + i < Queen::ALL.len() {
                out[bits] += Queen::ALL[first + i].points() as u8;
            }
            i += 1;
        }
        bits += 1;
    }
    out
}

fn points_of(set: QueenSet) -> u32 {
    POINTS_LOW[(set.0 & 0xff) as usize] as u32 + POINTS_HIGH[(set.0 >> 8) as usize] as u32
}

/// The 5-point queens (X-Q-HEA).
const FIVES: u16 = five_point_queens();

const fn five_point_queens() -> u16 {
    let mut m = 0;
    let mut i = 0;
    while i < Queen::ALL.len() {
        if Queen::ALL[i].points() == 5 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// Copies of each kind in the deck.
const DECK_KINDS: [u8; KINDS] = {
    let mut out = [0u8; KINDS];
    let mut i = 0;
    while i < DECK_SIZE {
        out[CardId(i as u8).card().index()] += 1;
        i += 1;
    }
    out
};

/// Each card id's kind index: every judgement counts the cards seen, one load each.
const KIND_OF_ID: [u8; 256] = {
    let mut out = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = CardId(i as u8).card().index() as u8;
        i += 1;
    }
    out
};

const SEATS: usize = MAX_SEATS as usize;

/// Knobs of the hand-written strategy (the Normal bot and the Hard bot's starting point
/// play [`Style::NORMAL`]; moderate changes to them made no measurable difference over
/// thousands of Normal-against-variant games).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Style {
    /// What playing a King is worth before the queen it wakes.
    pub king_base: f32,
    /// Classic Jester: what drawing a power card (another action) is worth.
    pub jester_power: f32,
    /// Whether opponents are taken to keep the Dragons and Wands they draw.
    pub sticky_answers: bool,
    /// What a Knight or a Potion is worth kept in the hand.
    pub aim_keep: f32,
    /// What each number card discarded is worth.
    pub per_number: f32,
    /// Classic Jester played before the rest of the hand: the share of the best other
    /// action kept when the Jester turns up a number (the hand is still there next
    /// turn). Negative: the Jester is weighed on its own.
    pub jester_keep: f32,
}

impl Style {
    pub const NORMAL: Style = Style {
        king_base: 60.0,
        jester_power: 8.0,
        sticky_answers: false,
        aim_keep: 4.0,
        per_number: 0.8,
        jester_keep: -1.0,
    };

    /// The Hard bot's own play: the Normal strategy, with the classic Jester played
    /// before the rest of the hand (a power card gives the turn back, a number keeps
    /// the hand for next turn). Over 20,000 classic games against Normal it won 50.7%.
    pub const HARD: Style = Style {
        jester_keep: 0.9,
        ..Style::NORMAL
    };
}

/// The queens' rules (§4.3, X-END-2) as the table's rule set has them: a queen is
/// valued for an ability only where it is on.
#[derive(Clone, Copy)]
struct QueenRules {
    rainbow: bool,
    sun_moon_star: bool,
    ladybug: bool,
    peacock: bool,
    cake: bool,
    cat_and_dog: bool,
    heart: bool,
}

impl QueenRules {
    fn of(rules: &RuleSet) -> QueenRules {
        QueenRules {
            rainbow: rules.on(Switch::Rainbow),
            sun_moon_star: rules.on(Switch::SunMoonStar),
            ladybug: rules.on(Switch::Ladybug),
            peacock: rules.on(Switch::Peacock),
            cake: rules.on(Switch::Cake),
            cat_and_dog: rules.on(Switch::CatAndDog),
            heart: rules.on(Switch::Heart),
        }
    }
}

/// The table as `me` values it.
pub(crate) struct Eval {
    pub me: Seat,
    pub style: Style,
    turn: u32,
    draw_count: usize,
    extended: bool,
    queen_rules: QueenRules,
    target_queens: u32,
    target_points: u32,
    /// Each seat's queens as `me` sees them, and how many of theirs are hidden.
    pub rows: [QueenSet; SEATS],
    pub hidden: [usize; SEATS],
    /// Queens whose place `me` does not know.
    pub pool: QueenSet,
    pool_mean_points: f32,
    /// How much `me` cares about each seat's losses (1 for the leader among opponents).
    pub weight: [f32; SEATS],
    /// Copies of each card kind `me` cannot place, and how many cards that is.
    unseen: [u8; KINDS],
    unseen_total: usize,
    /// Known cards in each seat's hand (all of `me`'s).
    known_in_hand: [u8; SEATS],
    hand_sizes: [u8; SEATS],
    seats: u8,
    /// Each seat's standing as it is.
    standing_now: [f32; SEATS],
    pool_gain: [Cell<f32>; SEATS],
    best_wake: [Cell<f32>; SEATS],
}

impl Eval {
    pub fn new(v: &View) -> Eval {
        Eval::with_style(v, Style::NORMAL)
    }

    pub fn with_style(v: &View, style: Style) -> Eval {
        let seats = v.seats();
        let target = v.rules().win_target(seats as usize);
        let mut rows = [QueenSet::default(); SEATS];
        let mut hidden = [0; SEATS];
        for s in 0..seats {
            for q in v.owned_known(s) {
                rows[s as usize].insert(q);
            }
            hidden[s as usize] = v.hidden_count(s);
        }
        let pool = v.unknown_pool();
        let n = pool.iter().count();
        let pool_mean_points = if n == 0 {
            10.0
        } else {
            pool.iter().map(|q| q.points() as f32).sum::<f32>() / n as f32
        };
        let mut unseen = DECK_KINDS;
        let mut seen = 0;
        let mut count_seen = |c: &CardId| {
            let k = &mut unseen[KIND_OF_ID[c.0 as usize] as usize];
            *k = k.saturating_sub(1);
            seen += 1;
        };
        v.hand()
            .iter()
            .chain(v.discard())
            .chain(v.removed())
            .chain(v.in_play())
            .for_each(&mut count_seen);
        let mut known_in_hand = [0u8; SEATS];
        for s in v.opponents() {
            for c in v.known_in_hand(s) {
                count_seen(&c);
                known_in_hand[s as usize] += 1;
            }
        }
        known_in_hand[v.me as usize] = v.hand().len() as u8;
        let unseen_total = DECK_SIZE.saturating_sub(seen);
        let mut hand_sizes = [0u8; SEATS];
        for s in 0..seats {
            hand_sizes[s as usize] = v.hand_size(s) as u8;
        }
        let mut e = Eval {
            me: v.me,
            style,
            turn: v.turn(),
            draw_count: v.draw_count(),
            extended: v.extended(),
            queen_rules: QueenRules::of(v.rules()),
            target_queens: target.queens,
            target_points: target.points,
            rows,
            hidden,
            pool,
            pool_mean_points,
            weight: [1.0; SEATS],
            unseen,
            unseen_total,
            known_in_hand,
            hand_sizes,
            seats,
            standing_now: [0.0; SEATS],
            pool_gain: std::array::from_fn(|_| Cell::new(f32::NAN)),
            best_wake: std::array::from_fn(|_| Cell::new(f32::NAN)),
        };
        for s in 0..seats as usize {
            e.standing_now[s] = e.standing(e.rows[s], e.hidden[s]);
        }
        let standings = e.standing_now;
        let leader = (0..seats)
            .filter(|s| *s != v.me)
            .max_by(|a, b| standings[*a as usize].total_cmp(&standings[*b as usize]));
        for s in 0..seats {
            let cares_fully = s == v.me || Some(s) == leader || seats == 2;
            e.weight[s as usize] = if cares_fully { 1.0 } else { 0.55 };
        }
        e
    }

    /// A seat's standing from its queens (and hidden ones at the pool's mean).
    pub fn standing(&self, set: QueenSet, hidden: usize) -> f32 {
        let mut points = points_of(set) as f32;
        let mut count = set.0.count_ones() + hidden as u32;
        let r = self.queen_rules;
        if r.rainbow && set.contains(Queen::Rainbow) {
            count += 1;
        }
        points += hidden as f32 * self.pool_mean_points;
        if count >= self.target_queens || points >= self.target_points as f32 {
            return WIN;
        }
        let mut value = points + COUNT_WEIGHT * count as f32;
        if r.sun_moon_star {
            match (set.0 & SUN_MOON_STAR).count_ones() {
                3 => return WIN,
                2 => value += 8.0,
                _ => {}
            }
        }
        if r.ladybug && set.contains(Queen::Ladybug) {
            value += 1.5;
        }
        if r.peacock && set.contains(Queen::Peacock) {
            value += 1.5;
        }
        if r.cake && set.contains(Queen::Cake) {
            value += 2.0;
        }
        // Near the win, every step counts more.
        let progress = (points / self.target_points as f32)
            .max(count as f32 / self.target_queens as f32)
            .min(1.0);
        value * (1.0 + 0.5 * progress * progress)
    }

    pub fn standing_of(&self, seat: Seat) -> f32 {
        self.standing_now[seat as usize]
    }

    /// `seat`'s queens after owning `q`, conflicts settled as best for them (X-Q-BACK;
    /// classic C-1b when `waking`).
    pub fn with(&self, seat: Seat, q: Queen, waking: bool) -> QueenSet {
        let mut set = self.rows[seat as usize];
        if !self.extended {
            let rival = match q {
                Queen::Cat => Some(Queen::Dog),
                Queen::Dog => Some(Queen::Cat),
                _ => None,
            };
            if !(waking && rival.is_some_and(|r| set.contains(r))) {
                set.insert(q);
            }
            return set;
        }
        set.insert(q);
        self.settle(set, self.hidden[seat as usize])
    }

    /// X-Q-CAT/DOG and X-Q-HEA: the best way out of a conflict.
    pub fn settle(&self, set: QueenSet, hidden: usize) -> QueenSet {
        let mut set = set;
        let r = self.queen_rules;
        if r.cat_and_dog && set.contains(Queen::Cat) && set.contains(Queen::Dog) {
            // Equal points; Cat and Dog differ only in family (Tie-Dye).
            set.remove(Queen::Dog);
        }
        let fives = set.0 & FIVES;
        if r.heart && set.contains(Queen::Heart) && fives != 0 {
            let mut no_heart = set;
            no_heart.remove(Queen::Heart);
            let no_fives = QueenSet(set.0 & !fives);
            set = if self.standing(no_heart, hidden) > self.standing(no_fives, hidden) {
                no_heart
            } else {
                no_fives
            };
        }
        set
    }

    /// How much owning `q` would improve `seat`'s standing.
    pub fn gain(&self, seat: Seat, q: Queen, waking: bool) -> f32 {
        let h = self.hidden[seat as usize];
        self.standing(self.with(seat, q, waking), h) - self.standing_of(seat)
    }

    /// How much losing `q` (visible in their row) would hurt `seat`.
    pub fn loss(&self, seat: Seat, q: Queen) -> f32 {
        let mut set = self.rows[seat as usize];
        set.remove(q);
        self.standing_of(seat) - self.standing(set, self.hidden[seat as usize])
    }

    /// How much losing one hidden queen would hurt `seat`, on average.
    pub fn hidden_loss(&self, seat: Seat) -> f32 {
        let h = self.hidden[seat as usize];
        if h == 0 {
            return 0.0;
        }
        self.standing_of(seat) - self.standing(self.rows[seat as usize], h - 1)
    }

    /// How good a change of `seat`'s standing by `delta` is for `me`.
    pub fn for_me(&self, seat: Seat, delta: f32) -> f32 {
        if seat == self.me {
            delta
        } else {
            -delta * self.weight[seat as usize]
        }
    }

    /// The mean gain to `seat` of waking a queen from the unknown pool.
    pub fn pool_gain(&self, seat: Seat) -> f32 {
        let cell = &self.pool_gain[seat as usize];
        if !cell.get().is_nan() {
            return cell.get();
        }
        let n = self.pool.0.count_ones();
        let g = if n == 0 {
            0.0
        } else {
            self.pool
                .iter()
                .map(|q| self.gain(seat, q, true))
                .sum::<f32>()
                / n as f32
        };
        cell.set(g);
        g
    }

    /// The value to `seat` of waking the queen in `slot` (the pool mean if unknown).
    pub fn slot_gain(&self, v: &View, seat: Seat, slot: usize) -> Option<f32> {
        match v.slot(slot) {
            SlotKnow::Empty => None,
            SlotKnow::Known { queen, .. } => Some(self.gain(seat, queen, true)),
            SlotKnow::Unknown => Some(self.pool_gain(seat)),
        }
    }

    /// The best wake `seat` can expect from the grid (a King, a Jester count).
    pub fn best_wake(&self, v: &View, seat: Seat) -> f32 {
        let cell = &self.best_wake[seat as usize];
        if !cell.get().is_nan() {
            return cell.get();
        }
        let g = (0..GRID_SLOTS)
            .filter_map(|i| self.slot_gain(v, seat, i))
            .fold(0.0, f32::max);
        cell.set(g);
        g
    }

    /// Copies of `kind` `me` cannot place (other hands, draw pile).
    pub fn unseen_count(&self, kind: Card) -> usize {
        self.unseen[kind.index()] as usize
    }
    /// How many cards `me` cannot see.
    pub fn unseen_total(&self) -> usize {
        self.unseen_total
    }

    /// The chance that `seat` holds at least one `kind`, from what `me` has seen.
    pub fn p_holds(&self, v: &View, seat: Seat, kind: Card) -> f32 {
        if seat == self.me {
            return if v.hand().iter().any(|c| c.card() == kind) {
                1.0
            } else {
                0.0
            };
        }
        if v.known_in_hand(seat).any(|c| c.card() == kind) {
            return 1.0;
        }
        if self.style.sticky_answers && matches!(kind, Card::Dragon | Card::Wand) {
            // Kept once drawn: held if this seat drew it rather than it lying in the
            // draw pile (about 5 dealt and 1.5 drawn a turn).
            let drawn = 5.0 + 1.5 * self.turn as f32 / self.seats as f32;
            let f = (drawn / (drawn + self.draw_count as f32)).min(0.9);
            let k = self.unseen_count(kind) as i32;
            return 1.0 - (1.0 - f).powi(k);
        }
        let unknown_cards = self.hand_sizes[seat as usize]
            .saturating_sub(self.known_in_hand[seat as usize]) as usize;
        let u = self.unseen_total;
        let k = self.unseen_count(kind);
        if u == 0 || k == 0 {
            return 0.0;
        }
        // 1 - C(u-k, n) / C(u, n)
        let mut none = 1.0f32;
        for i in 0..unknown_cards.min(u) {
            none *= u.saturating_sub(k).saturating_sub(i) as f32 / (u - i) as f32;
        }
        1.0 - none
    }
}
