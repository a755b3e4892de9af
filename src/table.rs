//! Where every card lies on the table, moved event by event so the table can animate
//! each step, and checked against the engine's state when a step ends. Pure: no Bevy.

use crate::rules::event::{Event, From};
use crate::rules::state::GRID_SLOTS;
use crate::rules::{Card, CardId, GameState, Queen, Seat};

/// A physical card: one of the 67 deck cards or one of the 12 queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardKey {
    Deck(CardId),
    Queen(Queen),
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
        }
    }

    /// The table as it was before the deal: every deck card in the draw pile.
    pub fn before_deal(s: &GameState, deal: &[Event]) -> TableModel {
        let mut m = TableModel::from_state(s);
        for e in deal.iter().rev() {
            if let Event::Drew {
                seat,
                card: crate::rules::event::Private { value: Some(c), .. },
            } = e
            {
                if let Some(h) = m.hands.get_mut(*seat as usize) {
                    h.retain(|x| x != c);
                }
                m.draw.push(*c);
            }
        }
        m
    }

    /// Moves cards as `event` says (full events, not redacted).
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Drew { seat, card } => {
                let c = card.value.or_else(|| self.draw.last().copied());
                if let Some(c) = c {
                    self.take(c);
                    self.hand(*seat).push(c);
                }
            }
            Event::Reshuffled { .. } => {
                let mut d = std::mem::take(&mut self.discard);
                self.draw.append(&mut d);
            }
            Event::Played { card, .. } => {
                self.take(*card);
                self.in_play.push(*card);
            }
            Event::Answered { card, .. } => {
                self.take(*card);
                self.in_play.push(*card);
            }
            Event::NumbersPlayed { play, .. } => {
                for c in play.cards() {
                    self.take(*c);
                    self.in_play.push(*c);
                }
            }
            Event::DiscardedStuck { card, .. } => {
                self.take(*card);
                self.discard.push(*card);
            }
            Event::Discarded { cards } => {
                for c in cards {
                    self.take(*c);
                    self.discard.push(*c);
                }
            }
            Event::JesterRevealed { card, .. }
                // Classic: a number is discarded at once (it goes with the Jester).
                if matches!(card.card(), Card::Number(_))
                    && self.hands.iter().any(|h| h.contains(card))
                    && !self.extended
                => {
                    self.take(*card);
                    self.in_play.push(*card);
                }
            Event::Burned { card, .. } => {
                self.take(*card);
                self.removed.push(*card);
            }
            Event::Revealed { slot, queen } => {
                if let Some(g) = self.grid.get_mut(*slot as usize) {
                    *g = Some((*queen, true));
                }
            }
            Event::TurnedFaceDown { slot } | Event::SentBack { slot, .. } => {
                if let Some(Some(g)) = self.grid.get_mut(*slot as usize) {
                    g.1 = false;
                }
            }
            Event::Woken { seat, queen, .. } => {
                self.take_queen(*queen);
                self.own(*seat).push((*queen, false));
            }
            Event::Owned { seat, queen, from } => {
                let q = queen.value.or_else(|| match from {
                    From::Seat(f) => self
                        .owned
                        .get(*f as usize)
                        .and_then(|r| r.last())
                        .map(|x| x.0),
                    From::Slot(s) => self.grid.get(*s as usize).copied().flatten().map(|g| g.0),
                });
                if let Some(q) = q {
                    self.take_queen(q);
                    self.own(*seat).push((q, false));
                }
            }
            Event::PutToSleep { queen, slot, .. } => {
                if let Some(q) = queen.value {
                    self.take_queen(q);
                    if let Some(g) = self.grid.get_mut(*slot as usize) {
                        *g = Some((q, false));
                    }
                }
            }
            Event::Swapped {
                seat,
                given,
                taken,
                slot,
                face_up,
            } => {
                if let (Some(g), Some(t)) = (given.value, taken.value) {
                    self.take_queen(g);
                    self.take_queen(t);
                    if let Some(x) = self.grid.get_mut(*slot as usize) {
                        *x = Some((g, *face_up));
                    }
                    self.own(*seat).push((t, false));
                }
            }
            Event::GridFlipped => {
                for (q, up) in self.grid.iter_mut().flatten() {
                    if *q != Queen::Pancake {
                        *up = !*up;
                    }
                }
            }
            Event::AllQueensHidden => {
                for row in &mut self.owned {
                    for o in row.iter_mut() {
                        o.1 = true;
                    }
                }
            }
            Event::HatShuffle { .. } => {
                // Which queens: the engine's state says; the table resyncs after the step.
            }
            _ => {}
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
    use crate::rules::{Game, RuleSet, Setup};

    /// Following the events step by step ends where the engine's state is.
    #[test]
    fn events_move_cards_where_the_engine_puts_them() {
        for rules in ["classic", "extended", "extended-v1"] {
            for seed in 0..20 {
                let seats = 2 + (seed % 4) as u8;
                let (mut game, deal) =
                    Game::new(Setup::new(seats, RuleSet::named(rules).unwrap()), seed).unwrap();
                let mut model = TableModel::before_deal(game.state(), &deal);
                for e in &deal {
                    model.apply(e);
                }
                assert_eq!(model, TableModel::from_state(game.state()));
                let mut i = 0u64;
                while !game.state().is_over() && i < 3000 {
                    let legal = game.state().legal_actions();
                    let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
                    let events = game.apply(a).unwrap();
                    for e in &events {
                        model.apply(e);
                    }
                    let truth = TableModel::from_state(game.state());
                    let shuffled = events.iter().any(|e| {
                        matches!(
                            e,
                            Event::QueensShuffled { .. }
                                | Event::HatShuffle { .. }
                                | Event::AllQueensHidden
                        )
                    });
                    if !shuffled {
                        // Cards: exactly. Queens: the same places (hidden rows may reorder).
                        assert_eq!(
                            model.draw.len(),
                            truth.draw.len(),
                            "{rules} {seed} {e:?}",
                            e = events
                        );
                        assert_eq!(model.hands, truth.hands, "{rules} {seed} {events:?}");
                        assert_eq!(model.discard, truth.discard, "{rules} {seed} {events:?}");
                        assert_eq!(model.grid, truth.grid, "{rules} {seed} {events:?}");
                    }
                    model = truth;
                    i += 1;
                }
            }
        }
    }
}
