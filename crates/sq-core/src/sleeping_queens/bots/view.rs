//! What a seat knows, read straight from a state through a mask: the same masked
//! reading whether the state is an [`Observation`]'s information set (a bot's real
//! decision) or a determinization (a search bot's rollouts). Every accessor here only
//! returns what `me` may know, so a policy written against a [`View`] cannot depend on
//! hidden information.

use crate::sleeping_queens::cards::{Card, CardId, Queen, QueenSet, Seat};
use crate::sleeping_queens::state::{GRID_SLOTS, GameState};
use crate::sleeping_queens::{Action, Decision, Observation, RuleSet};

/// A grid slot as `me` knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SlotKnow {
    Empty,
    /// A sleeping queen whose identity `me` knows (face up, or remembered, T-2).
    Known {
        queen: Queen,
        face_up: bool,
    },
    /// A face-down queen nobody has seen here.
    Unknown,
}

/// One seat's knowledge of a state, with the decision it must take.
pub(crate) struct View<'a> {
    s: &'a GameState,
    pub me: Seat,
    pub decision: &'a Decision,
    pub legal: &'a [Action],
}

impl<'a> View<'a> {
    /// The view of an observation; `None` when it is not this seat's decision.
    pub fn of_observation(obs: &'a Observation) -> Option<View<'a>> {
        let decision = obs.decision.as_ref()?;
        Some(View {
            s: obs.info_set(),
            me: obs.seat,
            decision,
            legal: &obs.legal,
        })
    }

    /// The view of whoever must decide in `s` (a determinization), with its legal actions.
    pub fn of_state(s: &'a GameState, legal: &'a [Action]) -> Option<View<'a>> {
        let decision = s.pending()?;
        Some(View {
            s,
            me: decision.seat(),
            decision,
            legal,
        })
    }

    pub fn rules(&self) -> &RuleSet {
        self.s.rules()
    }
    pub fn extended(&self) -> bool {
        self.s.rules().is_extended()
    }
    pub fn seats(&self) -> u8 {
        self.s.seat_count()
    }
    pub fn turn(&self) -> u32 {
        self.s.turn()
    }
    pub fn draw_count(&self) -> usize {
        self.s.draw_pile().len()
    }
    pub fn opponents(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats()).filter(move |s| *s != self.me)
    }
    /// My own hand (mine, so known).
    pub fn hand(&self) -> &[CardId] {
        self.s.hand(self.me)
    }
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.s.hand(seat).len()
    }
    /// Cards in `seat`'s hand that everyone has seen (Jester, Turtle King).
    pub fn known_in_hand(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        let known = self.s.known_in_hand;
        let mine = seat == self.me;
        self.s
            .hand(seat)
            .iter()
            .copied()
            .filter(move |c| mine || known.contains(*c))
    }
    pub fn discard(&self) -> &[CardId] {
        self.s.discard_pile()
    }
    pub fn removed(&self) -> &[CardId] {
        self.s.removed_cards()
    }
    pub fn in_play(&self) -> &[CardId] {
        self.s.in_play()
    }

    pub fn slot(&self, i: usize) -> SlotKnow {
        match self.s.grid()[i] {
            None => SlotKnow::Empty,
            Some(g) if g.face_up => SlotKnow::Known {
                queen: g.queen,
                face_up: true,
            },
            Some(_) => match self.s.last_seen[i] {
                Some(queen) => SlotKnow::Known {
                    queen,
                    face_up: false,
                },
                None => SlotKnow::Unknown,
            },
        }
    }

    pub fn owned_len(&self, seat: Seat) -> usize {
        self.s.owned(seat).len()
    }
    /// `seat`'s queen at `index`, if `me` may see her.
    pub fn owned(&self, seat: Seat, index: usize) -> Option<Queen> {
        let q = self.s.owned(seat).get(index)?;
        if seat == self.me || !self.s.is_hidden(seat, index) {
            Some(q.queen)
        } else {
            None
        }
    }
    pub fn owned_known(&self, seat: Seat) -> impl Iterator<Item = Queen> + '_ {
        (0..self.owned_len(seat)).filter_map(move |i| self.owned(seat, i))
    }
    pub fn hidden_count(&self, seat: Seat) -> usize {
        (0..self.owned_len(seat))
            .filter(|i| self.owned(seat, *i).is_none())
            .count()
    }

    /// Queens whose place `me` does not know: face-down unseen slots, hidden rows,
    /// the Hat King's face-down pool.
    pub fn unknown_pool(&self) -> QueenSet {
        let mut known = QueenSet::default();
        for i in 0..GRID_SLOTS {
            if let SlotKnow::Known { queen, .. } = self.slot(i) {
                known.insert(queen);
            }
        }
        for seat in 0..self.seats() {
            for q in self.owned_known(seat) {
                known.insert(q);
            }
        }
        let mut pool = QueenSet::default();
        for q in Queen::ALL {
            if !known.contains(q) {
                pool.insert(q);
            }
        }
        pool
    }

    /// The queen a Knight or Potion in play is aimed at: (owner, queen if visible).
    pub fn aim(&self) -> Option<(Seat, Option<Queen>)> {
        let aim = self.s.aim?;
        let visible = !aim.blind || aim.owner == self.me;
        Some((aim.owner, visible.then_some(aim.queen)))
    }
    /// The answer stack (X-ANS): who played which card, the base first.
    pub fn chain(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.s.chain.iter().map(|l| (l.seat, l.card.card()))
    }
    pub fn chain_len(&self) -> usize {
        self.s.chain.len()
    }
    /// Queens the King being played has woken (public).
    pub fn king_woken(&self) -> &[Queen] {
        &self.s.king.woken
    }
    /// Slots revealed by the Bubble Gum or Tie-Dye King being played.
    pub fn king_revealed(&self) -> impl Iterator<Item = u8> + '_ {
        self.s.king.revealed.iter().map(|(s, _)| *s)
    }
}

impl View<'_> {
    /// X-KN-2: queens owned by a Knight or a Jester this turn (public).
    pub fn protected(&self) -> QueenSet {
        self.s.protected
    }
}
