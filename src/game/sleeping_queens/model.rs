//! Where every card lies on the table, moved event by event (by `present`) so the
//! table can animate each step, and set from the engine's state when a step ends.
//! Pure: no Bevy.

use crate::game::assets::CardKind;
use crate::sleeping_queens::event::GameEvent;
use crate::sleeping_queens::state::GRID_SLOTS;
use crate::sleeping_queens::{CardId, GameState, NumberLimits, Queen, Seat};

/// A physical card: one of the 67 deck cards or one of the 12 queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardKey {
    Deck(CardId),
    Queen(Queen),
}

impl CardKind {
    /// The picture of a physical card.
    pub fn of(key: CardKey) -> CardKind {
        match key {
            CardKey::Queen(q) => CardKind::Queen(q),
            CardKey::Deck(c) => CardKind::Deck(c.card()),
        }
    }
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Draw,
    Discard,
    /// Played and still resolving.
    InPlay,
    /// Out of the game (Fire King).
    Removed,
    Hand(Seat),
    Grid(u8),
    Owned(Seat),
    /// Shuffled face down by the Hat King.
    HatPool,
}

/// A card's place: its zone, its position in it and how many share the zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub zone: Zone,
    pub index: usize,
    pub count: usize,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct TableModel {
    pub draw: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub in_play: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub hands: Vec<Vec<CardId>>,
    /// Queen and whether she lies face up.
    pub grid: [Option<(Queen, bool)>; GRID_SLOTS],
    /// Queen and whether she is hidden from the other players.
    pub owned: Vec<Vec<(Queen, bool)>>,
    pub hat: Vec<Queen>,
    /// Extended rules (a Jester's number stays in the hand).
    pub extended: bool,
    /// The restrictions on number plays in force, as told so far.
    pub limits: NumberLimits,
}

impl TableModel {
    pub fn from_state(s: &GameState) -> TableModel {
        let seats = s.seat_count();
        TableModel {
            draw: s.draw_pile().to_vec(),
            discard: s.discard_pile().to_vec(),
            in_play: s.in_play().to_vec(),
            removed: s.removed_cards().to_vec(),
            hands: (0..seats).map(|p| s.hand(p).to_vec()).collect(),
            grid: std::array::from_fn(|i| s.grid()[i].map(|g| (g.queen, g.face_up))),
            owned: (0..seats)
                .map(|p| {
                    s.owned(p)
                        .iter()
                        .enumerate()
                        .map(|(i, o)| (o.queen, s.is_hidden(p, i)))
                        .collect()
                })
                .collect(),
            hat: s.hat_pool().to_vec(),
            extended: s.rules().is_extended(),
            limits: s.number_limits(),
        }
    }

    /// The table as `state` has it, for a seat that sees it through a mirror
    /// ([`crate::sleeping_queens::Game::mirror`]): the cards and queens hidden from `seat` keep
    /// the labels this model gave them, where each place holds as many as before. A
    /// mirror's state lays what the seat cannot see out in a fixed order that changes
    /// with every update, and a face-down card must not move because its label did.
    pub fn following(&self, state: &GameState, seat: Seat) -> TableModel {
        let mut new = TableModel::from_state(state);
        // Cards: the draw pile and the unknown cards of the other hands.
        let known = |c: &CardId| state.is_known_in_hand(*c);
        let hidden_cards = |m: &TableModel| -> Vec<Vec<CardId>> {
            let mut zones = vec![m.draw.clone()];
            for (s, h) in m.hands.iter().enumerate() {
                if s as Seat != seat {
                    zones.push(h.iter().copied().filter(|c| !known(c)).collect());
                }
            }
            zones
        };
        let (old_cards, new_cards) = (hidden_cards(self), hidden_cards(&new));
        let same_counts = old_cards.len() == new_cards.len()
            && old_cards
                .iter()
                .zip(&new_cards)
                .all(|(a, b)| a.len() == b.len());
        let sorted = |z: &[Vec<CardId>]| {
            let mut all: Vec<CardId> = z.iter().flatten().copied().collect();
            all.sort_unstable();
            all
        };
        if same_counts && sorted(&old_cards) == sorted(&new_cards) {
            new.draw = old_cards[0].clone();
            let mut zone = 1;
            for s in 0..new.hands.len() {
                if s as Seat == seat {
                    continue;
                }
                let mut labels = old_cards[zone].iter();
                for c in new.hands[s].iter_mut().filter(|c| !known(c)) {
                    if let Some(l) = labels.next() {
                        *c = *l;
                    }
                }
                zone += 1;
            }
        }
        // Queens: face down in slots nobody remembers, in other seats' hidden places,
        // and in the Hat King's pool.
        let hidden_queens = |m: &TableModel| -> Vec<Option<Queen>> {
            let mut places = Vec::new();
            for (i, g) in m.grid.iter().enumerate() {
                if matches!(new.grid[i], Some((_, false))) && state.last_seen(i as u8).is_none() {
                    places.push(g.filter(|(_, up)| !up).map(|(q, _)| q));
                }
            }
            for (s, row) in new.owned.iter().enumerate() {
                for (i, (_, hidden)) in row.iter().enumerate() {
                    if *hidden && s as Seat != seat {
                        let old = m.owned.get(s).and_then(|r| r.get(i));
                        places.push(old.filter(|(_, h)| *h).map(|(q, _)| *q));
                    }
                }
            }
            for i in 0..new.hat.len() {
                places.push(m.hat.get(i).copied());
            }
            places
        };
        let (old_queens, new_queens) = (hidden_queens(self), hidden_queens(&new));
        let mut old_sorted: Vec<Option<Queen>> = old_queens.clone();
        let mut new_sorted = new_queens;
        old_sorted.sort_unstable();
        new_sorted.sort_unstable();
        if old_sorted == new_sorted {
            let mut labels = old_queens.into_iter().flatten();
            for (i, g) in new.grid.iter_mut().enumerate() {
                if let Some((q, false)) = g
                    && state.last_seen(i as u8).is_none()
                    && let Some(l) = labels.next()
                {
                    *q = l;
                }
            }
            for (s, row) in new.owned.iter_mut().enumerate() {
                for (q, hidden) in row.iter_mut() {
                    if *hidden
                        && s as Seat != seat
                        && let Some(l) = labels.next()
                    {
                        *q = l;
                    }
                }
            }
            for q in new.hat.iter_mut() {
                if let Some(l) = labels.next() {
                    *q = l;
                }
            }
        }
        new
    }

    /// Makes `card` one that `seat` holds. A mirror's hands hold stand-ins for the cards
    /// its seat cannot see: a card shown from a hand may lie elsewhere face down, and
    /// then trades places with a card of that hand. The trade, if any.
    pub fn bring_to_hand(&mut self, seat: Seat, card: CardId) -> Option<(CardKey, CardKey)> {
        let hand = self.hands.get(seat as usize)?;
        if hand.contains(&card) {
            return None;
        }
        let stand_in = *hand.last()?;
        let spot = if let Some(c) = self.draw.iter_mut().find(|c| **c == card) {
            c
        } else {
            self.hands
                .iter_mut()
                .enumerate()
                .filter(|(s, _)| *s != seat as usize)
                .find_map(|(_, h)| h.iter_mut().find(|c| **c == card))?
        };
        *spot = stand_in;
        if let Some(last) = self.hands[seat as usize].last_mut() {
            *last = card;
        }
        Some((CardKey::Deck(card), CardKey::Deck(stand_in)))
    }

    /// Makes `queen` the one face down in `slot`, as [`TableModel::bring_to_hand`] does
    /// for cards: she trades places with the stand-in there if she lies elsewhere face
    /// down (another slot, a hidden place in a row, the Hat King's pool).
    pub fn bring_to_slot(&mut self, slot: u8, queen: Queen) -> Option<(CardKey, CardKey)> {
        let (here, up) = (*self.grid.get(slot as usize)?)?;
        if here == queen || up {
            return None;
        }
        let spot = if let Some((q, _)) = self
            .grid
            .iter_mut()
            .flatten()
            .find(|(q, up)| *q == queen && !*up)
        {
            q
        } else if let Some((q, _)) = self
            .owned
            .iter_mut()
            .flatten()
            .find(|(q, hidden)| *q == queen && *hidden)
        {
            q
        } else {
            self.hat.iter_mut().find(|q| **q == queen)?
        };
        *spot = here;
        self.grid[slot as usize] = Some((queen, up));
        Some((CardKey::Queen(queen), CardKey::Queen(here)))
    }

    /// The table as it was before the deal: every deck card in the draw pile.
    pub fn before_deal(s: &GameState, deal: &[GameEvent]) -> TableModel {
        let mut m = TableModel::from_state(s);
        for e in deal.iter().rev() {
            match e {
                GameEvent::Drew {
                    seat,
                    card: crate::sleeping_queens::event::Private { value: Some(c), .. },
                } => {
                    if let Some(h) = m.hands.get_mut(*seat as usize) {
                        h.retain(|x| x != c);
                    }
                    m.draw.push(*c);
                }
                // A draw this table was not told (a seat playing over the network
                // sees only its own): some card of that hand goes back.
                GameEvent::Drew { seat, card } => {
                    if let Some(c) = m.hands.get_mut(*seat as usize).and_then(|h| h.pop()) {
                        m.draw.push(c);
                    }
                    let _ = card;
                }
                _ => {}
            }
        }
        m
    }

    /// Puts a deck card into `seat`'s hand, from wherever it was.
    pub fn put_in_hand(&mut self, seat: Seat, card: CardId) {
        self.take(card);
        self.hand(seat).push(card);
    }

    /// Puts a deck card in play (face up, still resolving).
    pub fn put_in_play(&mut self, card: CardId) {
        self.take(card);
        self.in_play.push(card);
    }

    /// Puts a deck card on the discard pile.
    pub fn put_on_discard(&mut self, card: CardId) {
        self.take(card);
        self.discard.push(card);
    }

    /// Takes a deck card out of the game (Fire King).
    pub fn put_out_of_game(&mut self, card: CardId) {
        self.take(card);
        self.removed.push(card);
    }

    /// The discard pile becomes the new draw pile.
    pub fn reshuffle(&mut self) {
        let mut d = std::mem::take(&mut self.discard);
        self.draw.append(&mut d);
    }

    /// Whether any hand holds `card`.
    pub fn in_a_hand(&self, card: CardId) -> bool {
        self.hands.iter().any(|h| h.contains(&card))
    }

    /// The queen in a grid slot (face up or down).
    pub fn grid_queen(&self, slot: u8) -> Option<Queen> {
        self.grid.get(slot as usize).copied().flatten().map(|g| g.0)
    }

    /// The last queen in front of `seat`.
    pub fn last_owned(&self, seat: Seat) -> Option<Queen> {
        self.owned
            .get(seat as usize)
            .and_then(|r| r.last())
            .map(|x| x.0)
    }

    /// Lays `queen` in a grid slot, face up or down, from wherever she was.
    pub fn lay_in_slot(&mut self, slot: u8, queen: Queen, face_up: bool) {
        self.take_queen(queen);
        if let Some(g) = self.grid.get_mut(slot as usize) {
            *g = Some((queen, face_up));
        }
    }

    /// Turns the queen in a grid slot face up (as `queen`) or face down.
    pub fn turn_slot(&mut self, slot: u8, face_up: bool) {
        if let Some(Some(g)) = self.grid.get_mut(slot as usize) {
            g.1 = face_up;
        }
    }

    /// `seat` now owns `queen` (shown), from wherever she was.
    pub fn give_queen(&mut self, seat: Seat, queen: Queen) {
        self.take_queen(queen);
        self.own(seat).push((queen, false));
    }

    /// X-K-COO Pancake: every grid queen but the Pancake Queen turns over.
    pub fn flip_grid(&mut self) {
        for (q, up) in self.grid.iter_mut().flatten() {
            if *q != Queen::Pancake {
                *up = !*up;
            }
        }
    }

    /// X-K-COO Cake: every owned queen is hidden from the other players.
    pub fn hide_owned(&mut self) {
        for row in &mut self.owned {
            for o in row.iter_mut() {
                o.1 = true;
            }
        }
    }

    fn hand(&mut self, seat: Seat) -> &mut Vec<CardId> {
        let i = seat as usize;
        if self.hands.len() <= i {
            self.hands.resize(i + 1, Vec::new());
        }
        &mut self.hands[i]
    }

    fn own(&mut self, seat: Seat) -> &mut Vec<(Queen, bool)> {
        let i = seat as usize;
        if self.owned.len() <= i {
            self.owned.resize(i + 1, Vec::new());
        }
        &mut self.owned[i]
    }

    /// Takes a deck card out of wherever it is.
    fn take(&mut self, c: CardId) {
        for pile in [
            &mut self.draw,
            &mut self.discard,
            &mut self.in_play,
            &mut self.removed,
        ] {
            pile.retain(|x| *x != c);
        }
        for h in &mut self.hands {
            h.retain(|x| *x != c);
        }
    }

    fn take_queen(&mut self, q: Queen) {
        for g in self.grid.iter_mut() {
            if g.is_some_and(|g| g.0 == q) {
                *g = None;
            }
        }
        for row in &mut self.owned {
            row.retain(|x| x.0 != q);
        }
        self.hat.retain(|x| *x != q);
    }

    /// Where every card lies.
    pub fn places(&self) -> Vec<(CardKey, Place)> {
        let mut out = Vec::with_capacity(79);
        let pile = |cards: &[CardId], zone: Zone, out: &mut Vec<(CardKey, Place)>| {
            for (index, c) in cards.iter().enumerate() {
                out.push((
                    CardKey::Deck(*c),
                    Place {
                        zone,
                        index,
                        count: cards.len(),
                    },
                ));
            }
        };
        pile(&self.draw, Zone::Draw, &mut out);
        pile(&self.discard, Zone::Discard, &mut out);
        pile(&self.in_play, Zone::InPlay, &mut out);
        pile(&self.removed, Zone::Removed, &mut out);
        for (s, h) in self.hands.iter().enumerate() {
            pile(h, Zone::Hand(s as Seat), &mut out);
        }
        for (slot, g) in self.grid.iter().enumerate() {
            if let Some((q, _)) = g {
                out.push((
                    CardKey::Queen(*q),
                    Place {
                        zone: Zone::Grid(slot as u8),
                        index: 0,
                        count: 1,
                    },
                ));
            }
        }
        for (s, row) in self.owned.iter().enumerate() {
            for (index, (q, _)) in row.iter().enumerate() {
                out.push((
                    CardKey::Queen(*q),
                    Place {
                        zone: Zone::Owned(s as Seat),
                        index,
                        count: row.len(),
                    },
                ));
            }
        }
        for (index, q) in self.hat.iter().enumerate() {
            out.push((
                CardKey::Queen(*q),
                Place {
                    zone: Zone::HatPool,
                    index,
                    count: self.hat.len(),
                },
            ));
        }
        out
    }

    /// Whether `viewer` sees this card's face where it lies.
    pub fn face_up_for(&self, key: CardKey, place: Place, viewer: Option<Seat>) -> bool {
        match (key, place.zone) {
            (_, Zone::Draw) | (_, Zone::HatPool) => false,
            (_, Zone::Discard) | (_, Zone::InPlay) | (_, Zone::Removed) => true,
            (_, Zone::Hand(s)) => viewer == Some(s),
            (CardKey::Queen(q), Zone::Grid(slot)) => {
                self.grid[slot as usize].is_some_and(|g| g.0 == q && g.1)
            }
            (CardKey::Queen(_), Zone::Owned(s)) => {
                let hidden = self.owned[s as usize].get(place.index).is_some_and(|o| o.1);
                !hidden || viewer == Some(s)
            }
            _ => false,
        }
    }

    /// Whether a queen in front of `seat` at `index` is hidden from the others.
    pub fn is_hidden(&self, seat: Seat, index: usize) -> bool {
        self.owned
            .get(seat as usize)
            .and_then(|r| r.get(index))
            .is_some_and(|o| o.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sleeping_queens::{Game, RuleSet, Setup};
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    use rand_chacha::ChaCha8Rng;

    /// A table that followed a seat's view keeps every card where it lay when the next
    /// view lays out what the seat cannot see in another order.
    #[test]
    fn following_a_mirror_moves_no_hidden_card() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut checked = 0;
        for rules in [RuleSet::classic(), RuleSet::extended()] {
            for seed in 0..6 {
                let (mut game, _) = Game::new(Setup::new(3, rules.clone()), seed).unwrap();
                while !game.state().is_over() {
                    let seat = (seed % 3) as Seat;
                    let obs = game.state().observe(seat);
                    let other_world = obs.sample(&mut rng);
                    let shown = TableModel::from_state(&other_world);
                    assert_eq!(shown.following(obs.info_set(), seat), shown);
                    checked += 1;
                    let legal = game.state().legal_actions();
                    let action = *legal.choose(&mut rng).unwrap();
                    game.apply(action).unwrap();
                }
            }
        }
        assert!(checked > 500);
    }
}
