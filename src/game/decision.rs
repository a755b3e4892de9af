//! A choice is tied to the decision it was made on. Every choice carries the count of
//! decisions its seat had seen when it was made (`at`); a table plays it only while
//! that is still the decision now. Played here, the engine answers in the same frame;
//! played over the network, the server answers a moment later, and until then the
//! decision stays on screen: [`Sent`] remembers which decisions have a choice on its
//! way, so that a second click, a late key or a countdown running out sends nothing
//! more, and the server never sees a stale or repeated choice from this game.

use std::fmt;

use bevy::prelude::Resource;

use crate::sleeping_queens::Seat;

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

    /// The server refused what was sent: nothing is on its way any more, and the person
    /// may choose again (a refused choice would otherwise hold the table for good).
    pub fn forget(&mut self) {
        self.0.clear();
    }
}

/// How long a decision that replaces another takes no click or key.
pub const HOLD_SECS: f64 = 0.3;

/// A late click must not answer the next question: when the decision on screen is
/// replaced by another (one answer window after another, a prompt where a prompt just
/// was), the new one takes no click or key for [`HOLD_SECS`], its buttons fading in
/// meanwhile. Clicks within one decision (a card, then its target) change nothing here,
/// and a decision that comes after a pause (a bot's turn) is not held.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Hold {
    /// The decision on screen (its stamp), if any.
    on_screen: Option<usize>,
    /// When the last decision left the screen, and when the one on screen came.
    gone_at: Option<f64>,
    held_from: Option<f64>,
}

impl Hold {
    /// Notes the decision on screen at `now` (seconds): its stamp, or `None`. Returns
    /// whether it is held (the table then draws frames while its prompt fades in).
    pub fn note(&mut self, on_screen: Option<usize>, now: f64) -> bool {
        if on_screen != self.on_screen {
            self.replace(on_screen, now);
        }
        self.holds(now)
    }

    fn replace(&mut self, on_screen: Option<usize>, now: f64) {
        let replaced =
            self.on_screen.is_some() || self.gone_at.is_some_and(|gone| now - gone < HOLD_SECS);
        match on_screen {
            Some(_) => self.held_from = replaced.then_some(now),
            None => {
                self.gone_at = Some(now);
                self.held_from = None;
            }
        }
        self.on_screen = on_screen;
    }

    /// Whether the decision on screen takes no input yet.
    pub fn holds(&self, now: f64) -> bool {
        self.held_from.is_some_and(|from| now - from < HOLD_SECS)
    }

    /// How far its buttons have faded in (0 to 1); at once without `fade`.
    pub fn shown(&self, now: f64, fade: bool) -> f32 {
        match self.held_from {
            Some(from) if fade => ((now - from) / HOLD_SECS).clamp(0.0, 1.0) as f32,
            _ => 1.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_that_replaces_another_is_held_a_moment() {
        let mut hold = Hold::default();
        // The first prompt, after the bots' turns: not held.
        hold.note(None, 0.0);
        hold.note(Some(4), 2.0);
        assert!(!hold.holds(2.0));
        assert_eq!(hold.shown(2.0, true), 1.0);
        // Answered; the next prompt comes in the same frame: held, fading in.
        hold.note(Some(5), 3.0);
        assert!(hold.holds(3.0) && hold.holds(3.29));
        assert!(hold.shown(3.15, true) > 0.4 && hold.shown(3.15, true) < 0.6);
        assert_eq!(
            hold.shown(3.15, false),
            1.0,
            "without motion, shown at once"
        );
        assert!(!hold.holds(3.31));
        // A frame or two with no prompt between two prompts is still a replacement.
        hold.note(None, 4.0);
        hold.note(Some(6), 4.1);
        assert!(hold.holds(4.2));
        // The same decision, frame after frame, is not held again.
        hold.note(Some(6), 4.5);
        assert!(!hold.holds(4.5));
        // After a long pause, not held.
        hold.note(None, 5.0);
        hold.note(Some(7), 9.0);
        assert!(!hold.holds(9.0));
    }

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
        // Refused by the server: the same decision may be answered again.
        sent.forget();
        assert_eq!(sent.admit(0, 4, 4), Ok(()));
    }
}
