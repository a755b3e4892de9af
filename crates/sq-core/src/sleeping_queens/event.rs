//! What happened, in order: enough to animate the table and narrate the log.

use super::cards::{Card, CardId, Queen, Seat};
use super::numbers::{NumberPlay, Parity};
use serde::{Deserialize, Serialize};
use tinyvec::TinyVec;

/// Which seats know a hidden detail (bit per seat).
pub type SeatMask = u8;
pub const EVERYONE: SeatMask = 0xff;

pub fn only(seat: Seat) -> SeatMask {
    1 << seat
}

/// A detail that only some seats may know; [`GameEvent::seen_by`] strips it for others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Private<T> {
    pub value: Option<T>,
    pub known_to: SeatMask,
}

impl<T: Copy> Private<T> {
    pub fn new(value: T, known_to: SeatMask) -> Self {
        Private {
            value: Some(value),
            known_to,
        }
    }
    pub fn public(value: T) -> Self {
        Private::new(value, EVERYONE)
    }
    /// Whether `viewer` (`None`: a spectator) may know the value.
    pub fn is_known_to(&self, viewer: Option<Seat>) -> bool {
        self.known_to == EVERYONE || viewer.is_some_and(|s| self.known_to & (1 << s) != 0)
    }

    /// The value, if `viewer` may know it.
    pub fn known_by(self, viewer: Option<Seat>) -> Option<T> {
        self.value.filter(|_| self.is_known_to(viewer))
    }

    fn for_viewer(self, viewer: Option<Seat>) -> Self {
        if self.is_known_to(viewer) {
            self
        } else {
            Private {
                value: None,
                known_to: self.known_to,
            }
        }
    }
}

/// Where a queen was before she was owned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum From {
    Slot(u8),
    Seat(Seat),
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// C-WIN-1 / X-END-1: enough queens.
    QueenCount,
    /// C-WIN-1 / X-END-1: enough points.
    Points,
    /// X-END-2: Sunflower, Moon and Starfish.
    SunMoonStar,
    /// C-WIN-2 / X-END-3: no sleeping queen left; most points.
    GridEmpty,
    /// X-END-3: a player had to draw and both piles were empty; most points.
    PilesExhausted,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SkipReason {
    /// X-K-CHE: the Chess King's parity left no legal play.
    ChessRestriction,
    /// No cards in hand and nothing to draw.
    EmptyHand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Restriction {
    SinglesOnly,
    NoParity(Parity),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEvent {
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    TurnSkipped {
        seat: Seat,
        reason: SkipReason,
    },
    /// A card left a hand face up: played, or used as an answer.
    Played {
        seat: Seat,
        card: CardId,
    },
    NumbersPlayed {
        seat: Seat,
        play: NumberPlay,
    },
    /// C-6 / X-END-4.
    DiscardedStuck {
        seat: Seat,
        card: CardId,
    },
    /// Played cards went to the discard pile (T-6).
    Discarded {
        /// Inline for the usual few cards: a rollout pushes one of these every turn.
        cards: TinyVec<[CardId; 8]>,
    },
    /// A card from the draw pile went into a hand.
    Drew {
        seat: Seat,
        card: Private<CardId>,
    },
    /// The discard pile was shuffled into a new draw pile (T-5).
    Reshuffled {
        cards: u32,
    },
    /// T-5 classic: both piles were empty; the draw was skipped.
    DrawSkipped {
        seat: Seat,
    },
    /// Jester: the top card of the draw pile turned face up.
    JesterRevealed {
        seat: Seat,
        card: CardId,
    },
    /// Jester count landed on this seat.
    JesterCounted {
        from: Seat,
        count: u8,
        reached: Seat,
    },
    /// A sleeping queen turned face up.
    Revealed {
        slot: u8,
        queen: Queen,
    },
    /// A grid queen turned face down.
    TurnedFaceDown {
        slot: u8,
    },
    /// A revealed queen woke and now belongs to `seat`.
    Woken {
        seat: Seat,
        queen: Queen,
        slot: u8,
    },
    /// `seat` owns `queen` without waking her (Jester, Knight, Wand, Hat).
    Owned {
        seat: Seat,
        queen: Private<Queen>,
        from: From,
    },
    /// C-1b: a woken Cat or Dog went straight back to her slot.
    SentBack {
        queen: Queen,
        slot: u8,
    },
    /// A queen owned by `from` went to sleep, face down, in `slot`.
    PutToSleep {
        from: Seat,
        queen: Private<Queen>,
        slot: u8,
    },
    /// X-WA-2: `seat`'s queen and the grid queen in `slot` changed places.
    Swapped {
        seat: Seat,
        given: Private<Queen>,
        taken: Private<Queen>,
        slot: u8,
        face_up: bool,
    },
    /// An answer card was played against another card.
    Answered {
        seat: Seat,
        card: CardId,
        against: Card,
    },
    /// A played card had no effect.
    Cancelled {
        card: CardId,
    },
    /// A Knight or Potion picked blind found a queen it cannot affect (X-Q-LAD, X-Q-PEA,
    /// X-KN-2).
    NoEffect {
        card: CardId,
        queen: Queen,
    },
    RestrictionSet {
        seat: Seat,
        restriction: Restriction,
    },
    RestrictionEnded {
        restriction: Restriction,
    },
    /// X-K-COO Pancake: every grid queen flipped.
    GridFlipped,
    /// X-K-COO Cake: every owned queen hidden.
    AllQueensHidden,
    /// X-K-HAT: `count` queens shuffled face down for `owner` to take one.
    HatShuffle {
        king_seat: Seat,
        owner: Seat,
        count: u8,
    },
    /// X-K-FIR: a card left the game.
    Burned {
        seat: Seat,
        card: CardId,
    },
    /// X-K-TUR: another turn after this one.
    ExtraTurn {
        seat: Seat,
    },
    /// The seat's owned queens were shuffled (hidden order).
    QueensShuffled {
        seat: Seat,
    },
    GameOver {
        winners: Vec<Seat>,
        reason: EndReason,
    },
}

impl GameEvent {
    /// The event as `viewer` may see it (`None`: a spectator who sees only public facts).
    pub fn seen_by(&self, viewer: Option<Seat>) -> GameEvent {
        let mut e = self.clone();
        match &mut e {
            GameEvent::Drew { card, .. } => *card = card.for_viewer(viewer),
            GameEvent::Owned { queen, .. } | GameEvent::PutToSleep { queen, .. } => {
                *queen = queen.for_viewer(viewer)
            }
            GameEvent::Swapped { given, taken, .. } => {
                *given = given.for_viewer(viewer);
                *taken = taken.for_viewer(viewer);
            }
            _ => {}
        }
        e
    }
}

impl GameEvent {
    /// Whether this event could happen at a table of `seats` (an event read from another
    /// program, such as a server, is checked before a table shows it): every seat one
    /// of the table's, every card one of the deck, every slot one of the grid's.
    pub fn fits(&self, seats: u8) -> bool {
        let seat = |s: &Seat| *s < seats;
        let card = |c: &CardId| c.is_valid();
        // The grid has a slot for each queen.
        let slot = |s: &u8| (*s as usize) < Queen::ALL.len();
        let hidden_card = |p: &Private<CardId>| p.value.as_ref().is_none_or(card);
        match self {
            GameEvent::TurnStarted { seat: s, .. }
            | GameEvent::TurnSkipped { seat: s, .. }
            | GameEvent::DrawSkipped { seat: s }
            | GameEvent::RestrictionSet { seat: s, .. }
            | GameEvent::ExtraTurn { seat: s }
            | GameEvent::QueensShuffled { seat: s } => seat(s),
            GameEvent::Played { seat: s, card: c }
            | GameEvent::DiscardedStuck { seat: s, card: c }
            | GameEvent::JesterRevealed { seat: s, card: c }
            | GameEvent::Answered {
                seat: s, card: c, ..
            }
            | GameEvent::Burned { seat: s, card: c } => seat(s) && card(c),
            GameEvent::NumbersPlayed { seat: s, play } => seat(s) && play.cards().iter().all(card),
            GameEvent::Discarded { cards } => cards.iter().all(card),
            GameEvent::Drew { seat: s, card: c } => seat(s) && hidden_card(c),
            GameEvent::JesterCounted { from, reached, .. } => seat(from) && seat(reached),
            GameEvent::Revealed { slot: s, .. }
            | GameEvent::TurnedFaceDown { slot: s }
            | GameEvent::SentBack { slot: s, .. } => slot(s),
            GameEvent::Woken {
                seat: s, slot: at, ..
            } => seat(s) && slot(at),
            GameEvent::Owned { seat: s, from, .. } => {
                seat(s)
                    && match from {
                        From::Slot(at) => slot(at),
                        From::Seat(other) => seat(other),
                    }
            }
            GameEvent::PutToSleep { from, slot: at, .. } => seat(from) && slot(at),
            GameEvent::Swapped {
                seat: s, slot: at, ..
            } => seat(s) && slot(at),
            GameEvent::Cancelled { card: c } | GameEvent::NoEffect { card: c, .. } => card(c),
            GameEvent::HatShuffle {
                king_seat, owner, ..
            } => seat(king_seat) && seat(owner),
            GameEvent::GameOver { winners, .. } => winners.iter().all(seat),
            GameEvent::Reshuffled { .. }
            | GameEvent::RestrictionEnded { .. }
            | GameEvent::GridFlipped
            | GameEvent::AllQueensHidden => true,
        }
    }
}
