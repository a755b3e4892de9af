//! What happened in a game of Mad Queens, in order: enough to animate the table and
//! narrate the log. A seat's play is private until its round ends (M-2): the events of
//! a play carry the seat, and [`MadEvent::private_to`] says who may see them then.

use super::cards::{PlayingCard, Seat, Suit};
use serde::{Deserialize, Serialize};

/// A banned card: one of the two shared ones, or one of a seat's temporary ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BannedRef {
    /// Shared slot 0 or 1.
    Shared(u8),
    /// A temporary banned card of the seat playing.
    Temporary(PlayingCard),
}

/// Where a banned joker came from (M-9, M-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JokerSource {
    /// Turned into a shared slot: every player still in the game reveals two.
    Shared(u8),
    /// Drawn as a seat's temporary card: that seat alone reveals two.
    Temporary(Seat),
}

/// Why a player's game ended (M-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEnd {
    /// A queen cost more than the bank held (M-6).
    CannotPay,
    /// The fourth queen was revealed and paid.
    FourthQueen,
    /// A reveal was required and the deck was empty.
    DeckEmpty,
    /// The player stopped at the start of a play with 12 or fewer cards left.
    Stopped,
}

/// How a play ended, for the round's summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayEnd {
    /// The row was banked: this many cards for this many points.
    Banked { cards: u8, points: u32 },
    /// `card` was revealed, `hit` the banned card it matched, and the row discarded.
    Bust { card: PlayingCard, hit: PlayingCard },
    /// The player's game ended in (or instead of) this play.
    GameEnded(GameEnd),
}

/// One seat's play in a round, shown to everybody when the round ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaySummary {
    pub seat: Seat,
    /// Every card revealed, in order (queens and jokers included).
    pub revealed: Vec<PlayingCard>,
    /// Cards banked at once as exact matches (M-4).
    pub exact: Vec<PlayingCard>,
    /// Queens paid, with what each cost.
    pub queens: Vec<(PlayingCard, u8)>,
    pub end: PlayEnd,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MadEvent {
    /// A new round: every player still in the game starts a play (M-2).
    RoundStarted { round: u32 },
    /// A card was turned from `seat`'s deck: by choice, or forced by a queen, a joker
    /// or a banned joker.
    Revealed {
        seat: Seat,
        card: PlayingCard,
        forced: bool,
    },
    /// The card equals a banned card exactly: banked face up, worth double (M-4).
    ExactMatch {
        seat: Seat,
        card: PlayingCard,
        banned: BannedRef,
    },
    /// A queen was paid with the top `paid` of the bank and set aside (M-6).
    QueenPaid {
        seat: Seat,
        queen: PlayingCard,
        paid: Vec<PlayingCard>,
    },
    /// A queen cost more than the bank held: nothing is paid, the game ends (M-6).
    QueenUnpaid {
        seat: Seat,
        queen: PlayingCard,
        cost: u8,
        bank: u8,
    },
    /// A banned card was revealed; the row is discarded (M-3).
    Bust {
        seat: Seat,
        card: PlayingCard,
        banned: BannedRef,
        row: Vec<PlayingCard>,
    },
    /// The row went onto the bank (M-7, or both cards of a banned joker's reveal).
    Banked { seat: Seat, cards: Vec<PlayingCard> },
    /// Cards were discarded without a bust: a banned joker's reveal that matched
    /// nothing, or the row of a player whose game ended.
    Discarded { seat: Seat, cards: Vec<PlayingCard> },
    /// After a bank, a waiting queen went into the deck at a place nobody knows (M-7).
    QueenShuffledIn { seat: Seat, suit: Suit },
    /// After a bank with no queen waiting, `seat` owes a temporary banned card, drawn when
    /// the round ends in seat order (M-2, M-7).
    TemporaryOwed { seat: Seat },
    /// A temporary banned card was drawn (a joker runs its event and is redrawn).
    TemporaryDrawn { seat: Seat, card: PlayingCard },
    /// One of `seat`'s temporary cards was hit: all of them are discarded (M-7).
    TemporaryDiscarded { seat: Seat, cards: Vec<PlayingCard> },
    /// `seat`'s game is over (M-10).
    PlayerOut { seat: Seat, end: GameEnd },
    /// Every play of the round has ended; here is what each player did (M-2).
    RoundEnded { round: u32, plays: Vec<PlaySummary> },
    /// A card was turned into a shared banned slot (M-1, M-8).
    BannedTurned { slot: u8, card: PlayingCard },
    /// A turned card shared the other banned card's value and went to the discard (M-1).
    BannedTurnedAway { slot: u8, card: PlayingCard },
    /// A shared banned card left its slot (hit, or a joker after its event).
    BannedDiscarded { slot: u8, card: PlayingCard },
    /// The banned deck ran out: its discard pile was shuffled into a new one (M-8).
    BannedDeckReshuffled { cards: u8 },
    /// No banned card is left to draw (every one is in a slot or someone's temporary row).
    BannedDeckExhausted,
    /// A banned joker's event begins (M-9).
    JokerEvent { source: JokerSource },
    /// Every player's game has ended: the most points win, ties share (M-10).
    GameOver {
        points: Vec<u32>,
        winners: Vec<Seat>,
    },
}

/// An event and who may see it now: a play's events are private to its seat until
/// the round ends, when [`MadEvent::RoundEnded`] tells everyone what each seat did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Told {
    pub event: MadEvent,
    /// `None`: everyone.
    pub private_to: Option<Seat>,
}

impl Told {
    pub fn public(event: MadEvent) -> Told {
        Told {
            event,
            private_to: None,
        }
    }

    /// Whether `viewer` (`None`: a spectator) may see it.
    pub fn is_seen_by(&self, viewer: Option<Seat>) -> bool {
        self.private_to.is_none() || self.private_to == viewer
    }
}

impl MadEvent {
    /// Whether this event could happen at a table of `players` (an event read from
    /// another program, such as a server, is checked before a table shows it): every
    /// seat one of the table's, every banned slot one of the two, a result for each seat.
    pub fn fits(&self, players: u8) -> bool {
        let seat = |s: &Seat| *s < players;
        let slot = |s: &u8| *s < 2;
        let banned = |b: &BannedRef| match b {
            BannedRef::Shared(s) => slot(s),
            BannedRef::Temporary(_) => true,
        };
        match self {
            MadEvent::RoundStarted { .. }
            | MadEvent::BannedDeckReshuffled { .. }
            | MadEvent::BannedDeckExhausted => true,
            MadEvent::Revealed { seat: s, .. }
            | MadEvent::QueenPaid { seat: s, .. }
            | MadEvent::QueenUnpaid { seat: s, .. }
            | MadEvent::Banked { seat: s, .. }
            | MadEvent::Discarded { seat: s, .. }
            | MadEvent::QueenShuffledIn { seat: s, .. }
            | MadEvent::TemporaryOwed { seat: s }
            | MadEvent::TemporaryDrawn { seat: s, .. }
            | MadEvent::TemporaryDiscarded { seat: s, .. }
            | MadEvent::PlayerOut { seat: s, .. } => seat(s),
            MadEvent::ExactMatch {
                seat: s, banned: b, ..
            }
            | MadEvent::Bust {
                seat: s, banned: b, ..
            } => seat(s) && banned(b),
            MadEvent::RoundEnded { plays, .. } => plays.iter().all(|p| seat(&p.seat)),
            MadEvent::BannedTurned { slot: s, .. }
            | MadEvent::BannedTurnedAway { slot: s, .. }
            | MadEvent::BannedDiscarded { slot: s, .. } => slot(s),
            MadEvent::JokerEvent { source } => match source {
                JokerSource::Shared(s) => slot(s),
                JokerSource::Temporary(s) => seat(s),
            },
            MadEvent::GameOver { points, winners } => {
                points.len() == players as usize && winners.iter().all(seat)
            }
        }
    }
}
