//! A game with its record: setup + seed + actions reproduce it exactly (T-3), for
//! saves and replays.

use super::cards::Seat;
use super::decision::Action;
use super::event::GameEvent;
use super::flow::RuleError;
use super::observation::Observation;
use super::state::{GameState, Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Everything needed to reproduce a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub setup: Setup,
    pub seed: u64,
    pub actions: Vec<Action>,
}

#[derive(Clone, Debug)]
pub struct Game {
    record: GameRecord,
    state: GameState,
    history: Vec<GameEvent>,
    /// Who made each action of the record.
    actors: Vec<Seat>,
    /// The length of the history before each action's events.
    marks: Vec<usize>,
    /// A mirror ([`Game::mirror`]): the actions played at the server.
    mirrored: Option<usize>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    /// Action number `index` (from 0) was refused.
    Action {
        index: usize,
        error: RuleError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "bad setup: {e}"),
            ReplayError::Action { index, error } => {
                write!(f, "action {} cannot be played: {error}", index + 1)
            }
        }
    }
}
impl std::error::Error for ReplayError {}

impl Game {
    pub fn new(setup: Setup, seed: u64) -> Result<(Game, Vec<GameEvent>), SetupError> {
        let (state, events) = GameState::new_with_events(&setup, seed)?;
        let game = Game {
            record: GameRecord {
                setup,
                seed,
                actions: Vec::new(),
            },
            state,
            history: events.clone(),
            actors: Vec::new(),
            marks: Vec::new(),
            mirrored: None,
        };
        Ok((game, events))
    }

    /// A game as one seat's network client keeps it: its state is the seat's
    /// information set ([`Observation::info_set`]), its history the events as the seat
    /// saw them, after `steps` actions at the server. Its record holds no actions (the
    /// server keeps them): a mirror is shown and followed, not replayed or taken back.
    pub fn mirror(observation: &Observation, events: Vec<GameEvent>, steps: usize) -> Game {
        Game {
            record: GameRecord {
                setup: Setup::new(observation.seats, (*observation.rules).clone()),
                seed: 0,
                actions: Vec::new(),
            },
            state: observation.info_set().clone(),
            history: events,
            actors: Vec::new(),
            marks: Vec::new(),
            mirrored: Some(steps),
        }
    }

    /// Follows the server's next update: its events and the seat's observation after
    /// `steps` actions.
    pub fn follow(&mut self, observation: &Observation, events: &[GameEvent], steps: usize) {
        self.state = observation.info_set().clone();
        self.history.extend(events.iter().cloned());
        self.mirrored = Some(steps);
    }

    /// Whether this is a mirror of a game played elsewhere.
    pub fn is_mirror(&self) -> bool {
        self.mirrored.is_some()
    }

    /// How many actions have been played.
    pub fn steps(&self) -> usize {
        self.mirrored.unwrap_or(self.record.actions.len())
    }

    /// Replays a record through the engine, checking every action.
    pub fn replay(record: &GameRecord) -> Result<Game, ReplayError> {
        let (mut game, _) =
            Game::new(record.setup.clone(), record.seed).map_err(ReplayError::Setup)?;
        for (index, action) in record.actions.iter().enumerate() {
            game.apply(*action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(game)
    }

    pub fn apply(&mut self, action: Action) -> Result<Vec<GameEvent>, RuleError> {
        let actor = self.state.pending().map(|d| d.seat());
        let events = self.state.apply(action)?;
        self.note(actor, action, &events);
        Ok(events)
    }

    /// Applies `seat`'s choice, refusing it ([`RuleError::NotYourDecision`]) unless the
    /// game waits for that seat: the entry point for choices from players and bots.
    pub fn apply_as(&mut self, seat: Seat, action: Action) -> Result<Vec<GameEvent>, RuleError> {
        let events = self.state.apply_as(seat, action)?;
        self.note(Some(seat), action, &events);
        Ok(events)
    }

    fn note(&mut self, actor: Option<Seat>, action: Action, events: &[GameEvent]) {
        self.record.actions.push(action);
        // An applied action always answers a pending decision; the seat is kept for
        // take-backs (a game with no decision refuses every action).
        self.actors.push(actor.unwrap_or(Seat::MAX));
        self.marks.push(self.history.len());
        self.history.extend(events.iter().cloned());
    }

    /// Who made each action, and where its events start in the history.
    pub(crate) fn deciders(&self) -> (&[Seat], &[usize]) {
        (&self.actors, &self.marks)
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }
    pub fn record(&self) -> &GameRecord {
        &self.record
    }
    /// Every event so far, with nothing hidden (for the engine's own use).
    pub fn history(&self) -> &[GameEvent] {
        &self.history
    }

    /// What `seat` may know, with the history as that seat saw it.
    pub fn observe(&self, seat: Seat) -> Observation {
        let mut o = self.state.observe(seat);
        o.history = self.history.iter().map(|e| e.seen_by(Some(seat))).collect();
        o
    }
}
