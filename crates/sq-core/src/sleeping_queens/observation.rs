//! What one seat may know (T-4, X-ANS-2): the only door to hidden information for bots
//! and for the table.

use super::cards::{CardId, Queen, Seat};
use super::decision::{Action, Decision};
use super::event::{EVERYONE, GameEvent};
use super::numbers::NumberLimits;
use super::ruleset::RuleSet;
use super::state::{
    Cards, GRID_SLOTS, GameState, GridQueen, IntegrityError, MAX_SEATS, Outcome, OwnedQueen,
};
use super::switches::Switch;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tinyvec::ArrayVec;

/// A grid slot as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SlotView {
    Empty,
    /// Face down; `last_seen` is the queen last seen here publicly, if any (T-2).
    FaceDown {
        last_seen: Option<Queen>,
    },
    FaceUp(Queen),
}

/// An owned queen as a seat sees it: `queen` is `None` for a back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OwnedView {
    pub queen: Option<Queen>,
    pub hidden: bool,
}

/// Serialized, it is what a seat's network client receives: `info_set` holds nothing
/// the seat may not know (see `canonical_for`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: Seat,
    pub rules: Arc<RuleSet>,
    pub seats: u8,
    pub current: Seat,
    pub turn: u32,
    pub hand: Vec<CardId>,
    pub hand_sizes: Vec<u8>,
    /// Cards everyone has seen go into each hand and that are still there.
    pub known_in_hands: Vec<Vec<CardId>>,
    pub draw_count: u32,
    pub discard: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub in_play: Vec<CardId>,
    pub grid: [SlotView; GRID_SLOTS],
    pub owned: Vec<Vec<OwnedView>>,
    pub points_visible: Vec<u32>,
    pub limits: NumberLimits,
    /// The decision this seat must take now, if any, with its legal answers.
    pub decision: Option<Decision>,
    pub legal: Vec<Action>,
    /// Whose decision the game waits on, when that is public (not an answer window).
    pub waiting_on: Option<Seat>,
    pub outcome: Option<Outcome>,
    /// Public events so far (filled by [`super::game::Game::observe`]).
    pub history: Vec<GameEvent>,
    /// The state with every detail hidden from this seat put in a fixed order, so it
    /// tells nothing this seat may not know; [`Observation::sample`] deals it at random.
    info_set: GameState,
}

impl GameState {
    /// Shuffles the draw pile (arena measurements of what hidden information is worth).
    pub(crate) fn shuffle_draw_pile<R: Rng>(&mut self, rng: &mut R) {
        self.draw.shuffle(rng);
    }

    /// Deals the face-down sleeping queens whose place nobody remembers (`last_seen`,
    /// public memory) among their slots again (arena measurements of what hidden
    /// information is worth).
    pub(crate) fn shuffle_unseen_sleeping<R: Rng>(&mut self, rng: &mut R) {
        let slots: Vec<usize> = (0..GRID_SLOTS)
            .filter(|&i| {
                matches!(self.grid[i], Some(g) if !g.face_up) && self.last_seen[i].is_none()
            })
            .collect();
        let mut queens: Vec<Option<GridQueen>> = slots.iter().map(|&i| self.grid[i]).collect();
        queens.shuffle(rng);
        for (i, q) in slots.into_iter().zip(queens) {
            self.grid[i] = q;
        }
    }

    /// Everything `seat` may know, and nothing more.
    pub fn observe(&self, seat: Seat) -> Observation {
        let grid = std::array::from_fn(|i| match self.grid[i] {
            None => SlotView::Empty,
            Some(GridQueen {
                queen,
                face_up: true,
            }) => SlotView::FaceUp(queen),
            Some(_) => SlotView::FaceDown {
                last_seen: self.last_seen[i],
            },
        });
        let owned = (0..self.seats)
            .map(|s| {
                (0..self.owned(s).len())
                    .map(|i| {
                        let hidden = self.is_hidden(s, i);
                        // Once the game is over, everyone sees whom each player won.
                        let shown = !hidden || s == seat || self.outcome.is_some();
                        OwnedView {
                            queen: shown.then(|| self.owned(s)[i].queen),
                            hidden,
                        }
                    })
                    .collect()
            })
            .collect::<Vec<Vec<OwnedView>>>();
        let points_visible = owned
            .iter()
            .map(|row| row.iter().filter_map(|o| o.queen).map(|q| q.points()).sum())
            .collect();
        let mine = self.pending.as_ref().filter(|d| d.seat() == seat).cloned();
        let legal = if mine.is_some() {
            self.legal_actions()
        } else {
            Vec::new()
        };
        let waiting_on = self.public_decider();
        Observation {
            seat,
            rules: self.rules.clone(),
            seats: self.seats,
            current: self.current,
            turn: self.turn,
            hand: self.hand(seat).to_vec(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            known_in_hands: self
                .hands
                .iter()
                .map(|h| {
                    let mut k: Vec<CardId> = h
                        .iter()
                        .copied()
                        .filter(|c| self.known_in_hand.contains(*c))
                        .collect();
                    k.sort_unstable();
                    k
                })
                .collect(),
            draw_count: self.draw.len() as u32,
            discard: self.discard.to_vec(),
            removed: self.removed.to_vec(),
            in_play: self.in_play.to_vec(),
            grid,
            owned,
            points_visible,
            limits: self.number_limits(),
            decision: mine,
            legal,
            waiting_on,
            outcome: self.outcome.clone(),
            history: Vec::new(),
            info_set: self.canonical_for(seat),
        }
    }

    /// Whose decision the game waits on, when that is public: answer and after-wake
    /// windows are not (X-ANS-2).
    pub fn public_decider(&self) -> Option<Seat> {
        match &self.pending {
            Some(Decision::Answer { .. } | Decision::AfterWake { .. }) | None => None,
            Some(d) => Some(d.seat()),
        }
    }

    /// The queen last seen publicly in a face-down `slot` (T-2 memory).
    pub fn last_seen(&self, slot: u8) -> Option<Queen> {
        match self.grid.get(slot as usize) {
            Some(Some(g)) if !g.face_up => self.last_seen[slot as usize],
            _ => None,
        }
    }

    /// The state with everything hidden from `seat` laid out in a fixed order.
    fn canonical_for(&self, seat: Seat) -> GameState {
        let mut s = self.clone();
        s.redeal_hidden(seat, None::<&mut rand_chacha::ChaCha8Rng>);
        // Who is asked in an answer or after-wake window is not public (X-ANS-2).
        if self.public_decider().is_none()
            && self.pending.as_ref().is_some_and(|d| d.seat() != seat)
        {
            s.pending = None;
        }
        s
    }

    /// Re-deals everything hidden from `seat`: other hands (less the publicly known
    /// cards), the draw pile, face-down queens nobody has seen, and queens hidden from
    /// `seat`. With no generator, puts them in a fixed order.
    fn redeal_hidden<R: Rng>(&mut self, seat: Seat, mut rng: Option<&mut R>) {
        // Every Hard rollout samples an observation: its parts are inlined, as they ran
        // when they were one function (`sq-arena bench`, "sample an observation").
        self.redeal_cards(seat, rng.as_deref_mut());
        self.redeal_queens(seat, rng.as_deref_mut());
        // The game's own generator is hidden too (future shuffles).
        self.rng = match rng {
            Some(r) => rand::SeedableRng::seed_from_u64(r.next_u64()),
            None => super::state::hidden_generator(),
        };
        let _ = EVERYONE;
    }

    /// The cards `seat` cannot see (the draw pile, the others' hands less what is known
    /// of them) dealt again, from id order.
    #[inline(always)]
    fn redeal_cards<R: Rng>(&mut self, seat: Seat, rng: Option<&mut R>) {
        let mut pool: Cards = self.draw;
        for (s, h) in self.hands.iter().enumerate() {
            if s as Seat != seat {
                pool.extend(
                    h.iter()
                        .copied()
                        .filter(|c| !self.known_in_hand.contains(*c)),
                );
            }
        }
        // In id order, so the deal does not depend on where the cards were: the ids
        // are below 128, so a bit each sorts them.
        let mut bits = pool.iter().fold(0u128, |b, c| b | 1 << c.0);
        pool.clear();
        while bits != 0 {
            pool.push(CardId(bits.trailing_zeros() as u8));
            bits &= bits - 1;
        }
        if let Some(r) = rng {
            pool.shuffle(r);
        }
        let mut it = pool.into_iter();
        for s in 0..self.seats as usize {
            if s as Seat == seat {
                continue;
            }
            let n = self.hands[s].len();
            let mut hand: Cards = self.hands[s]
                .iter()
                .copied()
                .filter(|c| self.known_in_hand.contains(*c))
                .collect();
            hand.sort_unstable();
            while hand.len() < n {
                match it.next() {
                    Some(c) => hand.push(c),
                    None => break,
                }
            }
            self.hands[s] = hand;
        }
        self.draw = it.collect();
    }

    /// The queens `seat` cannot see dealt again into their places (asleep, in hidden
    /// rows, in the Hat King's pool), with what the engine remembers about a place.
    #[inline(always)]
    fn redeal_queens<R: Rng>(&mut self, seat: Seat, mut rng: Option<&mut R>) {
        // Which place a Knight or Potion was aimed at is public (a place was picked);
        // who sits there may not be: the aim stays with the place, not the queen.
        let aimed_place = self
            .aim
            .and_then(|a| Some((a.owner as usize, self.index_of(a.owner, a.queen)?)));
        // Queens: where each unknown one is.
        #[derive(Clone, Copy)]
        enum Place {
            Slot(usize),
            Owned(usize, usize),
            Hat(usize),
        }
        impl Default for Place {
            fn default() -> Place {
                Place::Slot(0)
            }
        }
        // Each queen is in one place, so no list is longer than there are queens.
        let mut places: ArrayVec<[Place; GRID_SLOTS]> = ArrayVec::new();
        let mut queens: ArrayVec<[Queen; GRID_SLOTS]> = ArrayVec::new();
        for (i, g) in self.grid.iter().enumerate() {
            if let Some(g) = g
                && !g.face_up
                && self.last_seen[i].is_none()
            {
                places.push(Place::Slot(i));
                queens.push(g.queen);
            }
        }
        let protected_in_row = self.unmark_hidden_protection(seat);
        // A row hidden by the Cake Queen shows that she is in it, but not where.
        let over = self.outcome.is_some();
        let mut cake_rows: ArrayVec<[usize; MAX_SEATS as usize]> = ArrayVec::new();
        let cake_hides = self.rules.on(Switch::Cake);
        for s in 0..self.seats {
            if s == seat || over {
                continue;
            }
            if cake_hides
                && let Some(i) = self.index_of(s, Queen::Cake)
                && self.is_hidden(s, i)
            {
                // Only who sits where moves: each place keeps what is public about it
                // (the Cookie King's mark, a Knight's or Potion's aim).
                swap_queens(&mut self.owned[s as usize], 0, i);
                cake_rows.push(s as usize);
            }
            for i in 0..self.owned(s).len() {
                if self.is_hidden(s, i) && !(cake_hides && self.owned(s)[i].queen == Queen::Cake) {
                    places.push(Place::Owned(s as usize, i));
                    queens.push(self.owned(s)[i].queen);
                }
            }
        }
        // The Hat King's face-down queens: which is where is known to nobody.
        for (i, q) in self.king.hat_pool.iter().enumerate() {
            places.push(Place::Hat(i));
            queens.push(*q);
        }
        let before = queens;
        queens.sort_unstable();
        if let Some(r) = rng.as_deref_mut() {
            queens.shuffle(r);
        }
        // X-Q-CAK: a row with the Cake Queen in it is hidden whole, so a hidden Cake
        // that is nobody's cannot be dealt into a row (she is asleep or in the Hat).
        if self.rules.on(Switch::Cake)
            && let Some(k) = queens.iter().position(|q| *q == Queen::Cake)
            && matches!(places[k], Place::Owned(..))
        {
            let free: ArrayVec<[usize; GRID_SLOTS]> = (0..places.len())
                .filter(|i| !matches!(places[*i], Place::Owned(..)))
                .collect();
            let to = match rng.as_deref_mut() {
                Some(r) => free.choose(r),
                None => free.first(),
            };
            if let Some(&to) = to {
                queens.swap(k, to);
            }
        }
        let mut map = [None::<Queen>; 12];
        for (old, new) in before.iter().zip(&queens) {
            map[old.index()] = Some(*new);
        }
        for (p, q) in places.iter().zip(&queens) {
            match *p {
                Place::Slot(i) => {
                    if let Some(g) = self.grid[i].as_mut() {
                        g.queen = *q;
                    }
                }
                Place::Owned(s, i) => self.owned[s][i].queen = *q,
                Place::Hat(i) => self.king.hat_pool[i] = *q,
            }
        }
        if let Some(r) = rng {
            for s in cake_rows {
                let j = r.random_range(0..self.owned[s].len());
                swap_queens(&mut self.owned[s], 0, j);
            }
        }
        // Whatever the engine remembers about a moved queen follows her place.
        let remap = |q: Queen| map[q.index()].unwrap_or(q);
        let aimed = aimed_place.map(|(s, i)| self.owned[s][i].queen);
        if let Some(aim) = self.aim.as_mut() {
            aim.queen = aimed.unwrap_or_else(|| remap(aim.queen));
        }
        self.remark_protection(&map, protected_in_row);
    }

    /// How many queens of each hidden row are protected (X-KN-2) is public; which ones
    /// is not: the bits are taken off, counted by row, to go back on the first hidden
    /// places after the deal. Once the game is over the players' queens are shown: they
    /// are not dealt.
    #[inline(always)]
    fn unmark_hidden_protection(&mut self, seat: Seat) -> [u8; MAX_SEATS as usize] {
        let over = self.outcome.is_some();
        let mut protected_in_row = [0u8; MAX_SEATS as usize];
        for st in 0..self.seats {
            if st == seat || over {
                continue;
            }
            for i in 0..self.owned(st).len() {
                let q = self.owned(st)[i].queen;
                if self.is_hidden(st, i) && self.protected.contains(q) {
                    self.protected.remove(q);
                    protected_in_row[st as usize] += 1;
                }
            }
        }
        protected_in_row
    }

    /// The protection bits back after a deal: each on the queen now in its place
    /// (`map`: a queen's place before, the queen there now), and each row's count on its
    /// first hidden places.
    #[inline(always)]
    fn remark_protection(
        &mut self,
        map: &[Option<Queen>; 12],
        protected_in_row: [u8; MAX_SEATS as usize],
    ) {
        let remap = |q: Queen| map[q.index()].unwrap_or(q);
        let mut protected = super::cards::QueenSet::default();
        for q in self.protected.iter() {
            protected.insert(remap(q));
        }
        self.protected = protected;
        for st in 0..self.seats {
            let mut left = protected_in_row[st as usize];
            for i in 0..self.owned(st).len() {
                if left > 0 && self.is_hidden(st, i) {
                    let q = self.owned(st)[i].queen;
                    if !self.protected.contains(q) {
                        self.protected.insert(q);
                        left -= 1;
                    }
                }
            }
        }
    }
}

/// Swaps who sits in two places of a row of queens, leaving each place's marks.
fn swap_queens(row: &mut [OwnedQueen], a: usize, b: usize) {
    let queen = row[a].queen;
    row[a].queen = row[b].queen;
    row[b].queen = queen;
}

impl Observation {
    /// A full game state consistent with this observation, with every hidden detail
    /// dealt at random (a determinization for search bots).
    pub fn sample<R: Rng>(&self, rng: &mut R) -> GameState {
        let mut s = self.info_set.clone();
        s.redeal_hidden(self.seat, Some(rng));
        s
    }

    /// This observation as a player without memory sees it: no queen remembered in a
    /// face-down slot (T-2) and no card remembered in a hand from a Jester or a Turtle
    /// King. Only what lies face up now stays known. Balance measurements compare a bot
    /// that remembers with the same bot fed this.
    pub fn forgetting(&self) -> Observation {
        let mut o = self.clone();
        for slot in o.grid.iter_mut() {
            if let SlotView::FaceDown { last_seen } = slot {
                *last_seen = None;
            }
        }
        for known in o.known_in_hands.iter_mut() {
            known.clear();
        }
        // The information set keeps the true cards in their places; with the memory
        // gone, `sample` deals them at random like any other hidden detail.
        o.info_set.last_seen = [None; GRID_SLOTS];
        o.info_set.known_in_hand = super::cards::CardSet::default();
        o
    }

    /// The state this observation was made from, with hidden details in a fixed order.
    pub fn info_set(&self) -> &GameState {
        &self.info_set
    }

    /// Whether an observation read from elsewhere (a server) holds together, so that
    /// bots and the table can use it without fear; if not, what is wrong.
    pub fn check(&self) -> Result<(), ObservationError> {
        let s = &self.info_set;
        s.check_integrity().map_err(ObservationError::Integrity)?;
        let n = self.seats as usize;
        if self.seats != s.seats || self.seat >= self.seats || self.current >= self.seats {
            return Err(ObservationError::Seats);
        }
        if self.hand_sizes.len() != n
            || self.known_in_hands.len() != n
            || self.owned.len() != n
            || self.points_visible.len() != n
        {
            return Err(ObservationError::NotOnePerSeat);
        }
        if self.hand.as_slice() != s.hand(self.seat) {
            return Err(ObservationError::Hand);
        }
        if *s.rules != *self.rules || s.rules.check().is_err() {
            return Err(ObservationError::Rules);
        }
        let pending_here = s.pending().filter(|d| d.seat() == self.seat);
        if self.decision.as_ref() != pending_here {
            return Err(ObservationError::Decision);
        }
        Ok(())
    }

    pub fn is_my_decision(&self) -> bool {
        self.decision.is_some()
    }
}

/// Why an observation read from elsewhere cannot be one a game gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObservationError {
    Integrity(IntegrityError),
    Seats,
    NotOnePerSeat,
    Hand,
    Rules,
    Decision,
}

impl std::fmt::Display for ObservationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ObservationError::Integrity(e) => e.fmt(f),
            ObservationError::Seats => f.write_str("the seats do not add up"),
            ObservationError::NotOnePerSeat => {
                f.write_str("a list does not have one entry per seat")
            }
            ObservationError::Hand => f.write_str("the hand does not match the information set"),
            ObservationError::Rules => f.write_str("the rule sets differ or are not valid"),
            ObservationError::Decision => {
                f.write_str("the decision does not match the information set")
            }
        }
    }
}
impl std::error::Error for ObservationError {}
