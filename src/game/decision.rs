//! A choice is tied to the decision it was made on. Every choice carries the count of
//! decisions its seat had seen when it was made (`at`); a table plays it only while
//! that is still the decision now. Played here, the engine answers in the same frame;
//! played over the network, the server answers a moment later, and until then the
//! decision stays on screen: [`Sent`] remembers which decisions have a choice on its
//! way, so that a second click, a late key or a countdown running out sends nothing
//! more, and the server never sees a stale or repeated choice from this game.

use std::fmt;

use crate::rules::Seat;

/// Why a choice was dropped before it reached the engine or the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dropped {
    /// It was made on a decision that has gone (decision `made_on`, the seat is at `now`).
    Gone { made_on: usize, now: usize },
    /// A choice for this decision has already gone to the server.
    AlreadySent,
}

impl fmt::Display for Dropped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dropped::Gone { made_on, now } => write!(
                f,
                "it was made for decision {}, and the game is at decision {}",
                made_on + 1,
                now + 1
            ),
            Dropped::AlreadySent => f.write_str("a choice for this decision is on its way"),
        }
    }
}

/// Why a table did not play a choice for its engine `E`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotPlayed<E> {
    /// It was not for the decision now.
    Dropped(Dropped),
    /// The choice before it was refused: one made for the decision it would have led to
    /// (a held card's target after its card) goes with it.
    AfterRefused,
    /// A lesson waits for another choice.
    Lesson,
    /// The engine refused it.
    Engine(E),
}

impl<E: fmt::Display> fmt::Display for NotPlayed<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotPlayed::Dropped(d) => d.fmt(f),
            NotPlayed::AfterRefused => f.write_str("the choice before it was refused"),
            NotPlayed::Lesson => f.write_str("the lesson asks for another choice"),
            NotPlayed::Engine(e) => e.fmt(f),
        }
    }
}

/// Whether a choice made at `at` is for the decision `now`.
pub fn current(at: usize, now: usize) -> Result<(), Dropped> {
    if at == now {
        Ok(())
    } else {
        Err(Dropped::Gone { made_on: at, now })
    }
}

/// Over the network: the decisions (a seat and its count) whose choice has been sent
/// and not yet answered by the server's update. At most one per seat: the people at
/// one screen each have their own.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Sent(Vec<(Seat, usize)>);

impl Sent {
    /// Lets `seat`'s choice made at `at` go to the server if that is its decision `now`
    /// and nothing has gone for it yet; remembers that it went.
    pub fn admit(&mut self, seat: Seat, at: usize, now: usize) -> Result<(), Dropped> {
        current(at, now)?;
        match self.0.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, sent)) if *sent == at => Err(Dropped::AlreadySent),
            Some((_, sent)) => {
                *sent = at;
                Ok(())
            }
            None => {
                self.0.push((seat, at));
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_goes_once_and_only_for_the_decision_now() {
        let mut sent = Sent::default();
        assert_eq!(sent.admit(0, 3, 3), Ok(()));
        assert_eq!(sent.admit(0, 3, 3), Err(Dropped::AlreadySent), "twice");
        assert_eq!(
            sent.admit(0, 2, 3),
            Err(Dropped::Gone { made_on: 2, now: 3 }),
            "late"
        );
        assert_eq!(sent.admit(1, 3, 3), Ok(()), "another person at the screen");
        // The server's update moved the seat on: its next decision may be answered.
        assert_eq!(sent.admit(0, 4, 4), Ok(()));
        assert_eq!(sent.admit(0, 4, 4), Err(Dropped::AlreadySent));
    }
}
