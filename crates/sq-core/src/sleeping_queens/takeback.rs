//! What a take-back in Sleeping Queens may not unsee (the take-back itself is
//! [`crate::takeback`], the same for both games): a card drawn, a queen's face, a card
//! from another hand.

use super::cards::Seat;
use super::event::{EVERYONE, GameEvent, Private};

/// Something hidden that reached a seat after the decision it wants to take back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unseen {
    /// A card it drew, or one drawn for all to see.
    Draw,
    /// A sleeping or hidden queen's face.
    Queen,
    /// The card a Jester turned up.
    JesterCard,
    /// A card from another player's hand.
    OthersCard,
}

/// What `event` shows `seat` that was hidden from it, if anything.
pub fn reveals(event: &GameEvent, seat: Seat) -> Option<Unseen> {
    // A private detail newly known to the seat (a hidden queen's name, its own draw).
    let told = |p: &Private<_>| p.known_to != EVERYONE && p.is_known_to(Some(seat));
    match event {
        GameEvent::Drew { card, .. } if card.is_known_to(Some(seat)) => Some(Unseen::Draw),
        GameEvent::JesterRevealed { .. } => Some(Unseen::JesterCard),
        GameEvent::Revealed { .. } | GameEvent::Woken { .. } | GameEvent::GridFlipped => {
            Some(Unseen::Queen)
        }
        GameEvent::Owned { queen, .. } | GameEvent::PutToSleep { queen, .. } if told(queen) => {
            Some(Unseen::Queen)
        }
        GameEvent::Swapped { given, taken, .. } if told(given) || told(taken) => {
            Some(Unseen::Queen)
        }
        GameEvent::Played { seat: s, .. }
        | GameEvent::NumbersPlayed { seat: s, .. }
        | GameEvent::DiscardedStuck { seat: s, .. }
        | GameEvent::Answered { seat: s, .. }
        | GameEvent::Burned { seat: s, .. }
            if *s != seat =>
        {
            Some(Unseen::OthersCard)
        }
        _ => None,
    }
}
