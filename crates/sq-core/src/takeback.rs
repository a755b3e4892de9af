//! Taking back a decision, in either game: the game returns to just before a seat's
//! latest decision, as the replay of the shorter record. Honest by default: not past
//! anything hidden that reached that seat since (what [`GameEngine::reveals`] names);
//! a practice game allows it.

use std::fmt;

use crate::engine::{GameEngine, Seat};

/// Why a take-back is not offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBackRefusal<U> {
    /// The seat has made no decision yet.
    NothingToTakeBack,
    /// Something hidden reached the seat since its decision (only practice allows it).
    WouldUnsee(U),
    /// The shorter record did not replay (a bug in the engine; the game is unchanged).
    Replay(String),
}

impl<U: fmt::Debug> fmt::Display for TakeBackRefusal<U> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TakeBackRefusal::NothingToTakeBack => f.write_str("no decision to take back"),
            TakeBackRefusal::WouldUnsee(u) => write!(f, "it would unsee {u:?}"),
            TakeBackRefusal::Replay(e) => write!(f, "the shorter record failed: {e}"),
        }
    }
}

impl<U: fmt::Debug> std::error::Error for TakeBackRefusal<U> {}

/// Take-backs for every game over the seam.
pub trait TakeBack: GameEngine {
    /// How many actions of the record a take-back by `seat` keeps: those before its
    /// latest decision. `practice` allows one past something hidden.
    fn take_back_point(
        &self,
        seat: Seat,
        practice: bool,
    ) -> Result<usize, TakeBackRefusal<Self::Unseen>> {
        let played = self.played();
        let at = played
            .iter()
            .rposition(|p| p.seat == seat)
            .ok_or(TakeBackRefusal::NothingToTakeBack)?;
        if !practice
            && let Some(unseen) = self.history()[played[at].mark..]
                .iter()
                .find_map(|e| Self::reveals(e, seat))
        {
            return Err(TakeBackRefusal::WouldUnsee(unseen));
        }
        Ok(at)
    }

    /// Takes back `seat`'s latest decision: the game becomes the replay of its record
    /// without that decision and everything after it. Refused, it is unchanged.
    fn take_back(
        &mut self,
        seat: Seat,
        practice: bool,
    ) -> Result<(), TakeBackRefusal<Self::Unseen>> {
        let keep = self.take_back_point(seat, practice)?;
        *self = self
            .rewound(keep)
            .map_err(|e| TakeBackRefusal::Replay(e.to_string()))?;
        Ok(())
    }
}

impl<G: GameEngine> TakeBack for G {}
