//! Taking back a decision: the game returns to just before a seat's latest decision, as
//! the replay of the shorter record. Honest by default: not past anything hidden that
//! reached that seat since (a card drawn, a queen's face, a card from another hand).

use super::cards::Seat;
use super::event::{EVERYONE, GameEvent, Private};
use super::game::{Game, GameRecord};
use std::fmt;

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

/// Why a take-back is not offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBackRefusal {
    /// The seat has made no decision yet.
    NothingToTakeBack,
    /// Something hidden reached the seat since its decision (only practice allows it).
    WouldUnsee(Unseen),
    /// The shorter record did not replay (a bug in the engine; the game is unchanged).
    Replay(String),
}

impl fmt::Display for TakeBackRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeBackRefusal::NothingToTakeBack => f.write_str("no decision to take back"),
            TakeBackRefusal::WouldUnsee(u) => write!(f, "it would unsee {u:?}"),
            TakeBackRefusal::Replay(e) => write!(f, "the shorter record failed: {e}"),
        }
    }
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

impl Game {
    /// How many actions of the record a take-back by `seat` keeps: those before its
    /// latest decision. `practice` allows one past something hidden.
    pub fn take_back_point(&self, seat: Seat, practice: bool) -> Result<usize, TakeBackRefusal> {
        let (actors, marks) = self.deciders();
        let at = actors
            .iter()
            .rposition(|a| *a == seat)
            .ok_or(TakeBackRefusal::NothingToTakeBack)?;
        if !practice
            && let Some(unseen) = self.history()[marks[at]..]
                .iter()
                .find_map(|e| reveals(e, seat))
        {
            return Err(TakeBackRefusal::WouldUnsee(unseen));
        }
        Ok(at)
    }

    /// Takes back `seat`'s latest decision: the game becomes the replay of its record
    /// without that decision and everything after it. Refused, it is unchanged.
    pub fn take_back(&mut self, seat: Seat, practice: bool) -> Result<(), TakeBackRefusal> {
        let keep = self.take_back_point(seat, practice)?;
        let record = GameRecord {
            actions: self.record().actions[..keep].to_vec(),
            ..self.record().clone()
        };
        *self = Game::replay(&record).map_err(|e| TakeBackRefusal::Replay(e.to_string()))?;
        Ok(())
    }
}
