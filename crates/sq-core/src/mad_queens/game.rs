//! A game of Mad Queens with its record: the setup, the seed and every seat's choices
//! in the order they were made reproduce it exactly.

use super::cards::Seat;
use super::event::{MadEvent, Told};
use super::observation::MadObservation;
use super::state::{MadAction, MadError, MadSetup, MadSetupError, MadState};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One choice, with the seat that made it (plays are simultaneous, so any seat with a
/// decision may be next).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatAction {
    pub seat: Seat,
    pub action: MadAction,
}

/// Everything needed to reproduce a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MadRecord {
    pub setup: MadSetup,
    pub seed: u64,
    pub actions: Vec<SeatAction>,
}

#[derive(Clone, Debug)]
pub struct MadGame {
    record: MadRecord,
    state: MadState,
    history: Vec<Told>,
    /// The length of the history before each action's events.
    marks: Vec<usize>,
    /// A mirror ([`MadGame::mirror`]): the choices its seat made at the server.
    mirrored: Option<usize>,
}

/// Something hidden that reached a seat: a take-back stops before it (M-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MadUnseen {
    /// A card turned from its own deck.
    OwnCard,
    /// A banned card turned, or a temporary banned card drawn.
    BannedCard,
    /// The other players' plays, shown as the round ended.
    OthersPlays,
}

/// What `told` showed `seat` that had been hidden from it: every card turned that it
/// may see, and the round's end (which shows what everyone did).
pub fn reveals(told: &Told, seat: Seat) -> Option<MadUnseen> {
    if !told.is_seen_by(Some(seat)) {
        return None;
    }
    match told.event {
        MadEvent::Revealed { .. } => Some(MadUnseen::OwnCard),
        MadEvent::BannedTurned { .. }
        | MadEvent::BannedTurnedAway { .. }
        | MadEvent::TemporaryDrawn { .. }
        | MadEvent::BannedDeckReshuffled { .. } => Some(MadUnseen::BannedCard),
        MadEvent::RoundEnded { .. } => Some(MadUnseen::OthersPlays),
        _ => None,
    }
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MadReplayError {
    Setup(MadSetupError),
    /// Action number `index` (from 0) was refused.
    Action {
        index: usize,
        error: MadError,
    },
}

impl fmt::Display for MadReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MadReplayError::Setup(e) => write!(f, "bad setup: {e}"),
            MadReplayError::Action { index, error } => {
                write!(f, "action {} cannot be played: {error}", index + 1)
            }
        }
    }
}
impl std::error::Error for MadReplayError {}

impl MadGame {
    pub fn new(setup: MadSetup, seed: u64) -> Result<(MadGame, Vec<Told>), MadSetupError> {
        let (state, told) = MadState::new(&setup, seed)?;
        let game = MadGame {
            record: MadRecord {
                setup,
                seed,
                actions: Vec::new(),
            },
            state,
            history: told.clone(),
            marks: Vec::new(),
            mirrored: None,
        };
        Ok((game, told))
    }

    /// A game as one seat's network client keeps it: its state is what the seat knows
    /// ([`MadState::info_set`]), its history the events the seat saw, after the seat
    /// made `steps` choices at the server. Its record holds no choices (the server keeps
    /// them): a mirror is shown and followed, not replayed.
    pub fn mirror(observation: &MadObservation, events: Vec<MadEvent>, steps: usize) -> MadGame {
        MadGame {
            record: MadRecord {
                setup: observation.setup(),
                seed: 0,
                actions: Vec::new(),
            },
            state: MadState::info_set(observation),
            history: events
                .into_iter()
                .map(|e| seen(e, observation.seat))
                .collect(),
            marks: Vec::new(),
            mirrored: Some(steps),
        }
    }

    /// Follows the server's next update: the events the seat saw and its observation,
    /// after it made `steps` choices. Returns the events, as told to this seat.
    pub fn follow(
        &mut self,
        observation: &MadObservation,
        events: Vec<MadEvent>,
        steps: usize,
    ) -> Vec<Told> {
        self.state = MadState::info_set(observation);
        let told: Vec<Told> = events
            .into_iter()
            .map(|e| seen(e, observation.seat))
            .collect();
        self.history.extend(told.iter().cloned());
        self.mirrored = Some(steps);
        told
    }

    /// Whether this is a mirror of a game played elsewhere.
    pub fn is_mirror(&self) -> bool {
        self.mirrored.is_some()
    }

    /// The choices played: every seat's, or a mirror's seat's own.
    pub fn steps(&self) -> usize {
        self.mirrored.unwrap_or(self.record.actions.len())
    }

    /// Replays a record through the engine, checking every action.
    pub fn replay(record: &MadRecord) -> Result<MadGame, MadReplayError> {
        let (mut game, _) =
            MadGame::new(record.setup.clone(), record.seed).map_err(MadReplayError::Setup)?;
        for (index, a) in record.actions.iter().enumerate() {
            game.apply_as(a.seat, a.action)
                .map_err(|error| MadReplayError::Action { index, error })?;
        }
        Ok(game)
    }

    /// Applies `seat`'s choice; refused unless that seat has a decision and the action
    /// is one of its legal ones. The entry point for players and bots.
    pub fn apply_as(&mut self, seat: Seat, action: MadAction) -> Result<Vec<Told>, MadError> {
        let told = self.state.apply(seat, action)?;
        self.record.actions.push(SeatAction { seat, action });
        self.marks.push(self.history.len());
        self.history.extend(told.iter().cloned());
        Ok(told)
    }

    pub fn state(&self) -> &MadState {
        &self.state
    }

    pub fn record(&self) -> &MadRecord {
        &self.record
    }

    /// The length of the history before each action's events.
    pub fn marks(&self) -> &[usize] {
        &self.marks
    }

    /// Every event so far, each with who may see it.
    pub fn history(&self) -> &[Told] {
        &self.history
    }

    /// What `seat` may know, with the events it has seen.
    pub fn observe(&self, seat: Seat) -> MadObservation {
        let mut o = self.state.observe(seat);
        o.history = seen_by(&self.history, Some(seat));
        o
    }
}

/// An event a seat was told: private to it, as far as this game can say.
fn seen(event: MadEvent, seat: Seat) -> Told {
    Told {
        event,
        private_to: Some(seat),
    }
}

/// The events `viewer` may see (`None`: a spectator sees only what is public).
pub fn seen_by(told: &[Told], viewer: Option<Seat>) -> Vec<MadEvent> {
    told.iter()
        .filter(|t| t.is_seen_by(viewer))
        .map(|t| t.event.clone())
        .collect()
}
