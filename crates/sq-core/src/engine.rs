//! The seam between the two games and everything written once for both. Each game's
//! engine implements [`GameEngine`] (as every game of OpenSpiel implements one
//! interface; `sleeping_queens::seam` and `mad_queens::seam`, so that this module names no game): a state that changes only through a seat's checked action, the seats a
//! decision waits on, what one seat may see, and the record a save and a replay are
//! made from. [`GameKind`] is the one place that lists the games.
//!
//! Sleeping Queens' answer windows and Mad Queens' simultaneous rounds are both "the
//! seats the game waits on": one seat at a time in the first, every seat with a play
//! open in the second.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A seat at the table, from 0.
pub type Seat = u8;

/// The games. Everything that must know which game it holds (the setup screen, saves,
/// the server, the arena) asks this.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// docs/rules.md–4: queens asleep in a grid, kings, knights and the rest.
    #[default]
    SleepingQueens,
    /// docs/rules.md: push your luck with standard decks, everyone at once.
    MadQueens,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::SleepingQueens, GameKind::MadQueens];

    /// What Mad Queens is called where a rule set's name would be (`--rules
    /// mad-queens`, a table's rules, a save's summary): it has no rule sets of its own.
    pub const MAD_QUEENS_RULES: &'static str = "mad-queens";

    /// The game a `--rules` name (or a table's rule-set name) asks for: Mad Queens by
    /// its name, Sleeping Queens for any rule set.
    pub fn of_rules(name: &str) -> GameKind {
        if name == Self::MAD_QUEENS_RULES {
            GameKind::MadQueens
        } else {
            GameKind::SleepingQueens
        }
    }

    /// The game's name in the project's own words (logs, the arena).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::SleepingQueens => "sleeping-queens",
            GameKind::MadQueens => Self::MAD_QUEENS_RULES,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game's engine: pure (no clock, no I/O), seeded, and replayable from its record.
pub trait GameEngine: Clone + Send + Sync + Sized + 'static {
    type Setup: Clone + fmt::Debug + PartialEq + Send + Sync + 'static;
    type Action: Copy + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// What the engine tells after an action, with who may see each part of it.
    type Event: Clone + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// What one seat may know: the only door to hidden information.
    type Observation: Clone + fmt::Debug + Send + Sync + 'static;
    /// The setup, the seed and every choice: a save holds it, a replay plays it.
    type Record: Clone + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// Why an action was refused (nothing changes when one is).
    type Refusal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    type SetupError: std::error::Error;
    type ReplayError: std::error::Error;
    /// Something hidden that an event showed a seat (a take-back must not unsee it).
    type Unseen: Copy + fmt::Debug + PartialEq + Eq + Send + Sync + 'static;

    const KIND: GameKind;

    /// A new game, and the events of its deal. Same setup and seed, same game.
    fn start(setup: Self::Setup, seed: u64) -> Result<(Self, Vec<Self::Event>), Self::SetupError>;
    /// The game its record describes, every action checked again.
    fn replay(record: &Self::Record) -> Result<Self, Self::ReplayError>;
    fn seats(&self) -> u8;
    /// The seats that have a decision to make now (none once the game is over).
    fn waiting_on(&self) -> Vec<Seat>;
    /// `seat`'s legal actions now (none unless the game waits on it).
    fn legal(&self, seat: Seat) -> Vec<Self::Action>;
    /// Whether `seat` may play `action` now.
    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal(seat).contains(action)
    }
    /// Plays `seat`'s action: the one way a game changes.
    fn apply_as(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Refusal>;
    fn observe(&self, seat: Seat) -> Self::Observation;
    fn is_over(&self) -> bool;
    /// The winners, once the game is over.
    fn winners(&self) -> Option<Vec<Seat>>;
    fn record(&self) -> &Self::Record;
    /// Actions played so far.
    fn steps(&self) -> usize;
    /// The turn (Sleeping Queens) or round (Mad Queens) the game is in.
    fn turn(&self) -> u32;
    /// The seed the game was dealt from.
    fn seed(&self) -> u64;
    /// Every action of the record in order, with the seat that made it and where its
    /// events begin in [`GameEngine::history`].
    fn played(&self) -> Vec<Played<Self::Action>>;
    /// Every event so far, with nothing hidden (for the engine's own use).
    fn history(&self) -> &[Self::Event];
    /// What `event` showed `seat` that had been hidden from it, if anything.
    fn reveals(event: &Self::Event, seat: Seat) -> Option<Self::Unseen>;
    /// The game as it was after its first `keep` actions: the replay of that much of
    /// its record.
    fn rewound(&self, keep: usize) -> Result<Self, Self::ReplayError>;
}

/// A seat's view of a game a server keeps, as a network client follows it: its state is
/// what the seat knows, its history what the seat was told; its record holds no
/// actions (the server keeps them), so it is shown and followed, never replayed.
pub trait Mirrored: GameEngine {
    /// An event as a server sends it to one seat.
    type Sent: Clone + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// The game as `observation` shows it, after `events`, with the seat's count of
    /// actions at the server `steps`.
    fn mirror(observation: &Self::Observation, events: Vec<Self::Sent>, steps: usize) -> Self;
    /// Follows the server's next update; returns its events as this seat was told them.
    fn follow(
        &mut self,
        observation: &Self::Observation,
        events: Vec<Self::Sent>,
        steps: usize,
    ) -> Vec<Self::Event>;
    /// Whether this is a mirror of a game played elsewhere.
    fn is_mirror(&self) -> bool;
}

/// One action of a game's record, with who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played<A> {
    pub seat: Seat,
    pub action: A,
    /// The length of the history before the action's events.
    pub mark: usize,
}

/// Someone who plays a seat of game `G` from what that seat may see: a bot, a script,
/// a person's choices replayed.
pub trait Player<G: GameEngine> {
    fn decide(&mut self, observation: &G::Observation) -> G::Action;

    /// The same, told to stop thinking as soon as `stop` says so and to answer with
    /// the best it has found by then. The caller keeps the deadline (the engines and
    /// bots read no clock for it); a player that does not search decides at once.
    fn decide_until(&mut self, observation: &G::Observation, stop: &dyn Fn() -> bool) -> G::Action {
        let _ = stop;
        self.decide(observation)
    }
}

/// Why a game between players stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayOutError {
    /// The game waits on nobody, yet is not over.
    Stuck,
    /// A player chose an action the engine refused.
    Refused {
        seat: Seat,
        action: String,
        why: String,
    },
    /// It did not end within this many actions.
    TooLong(usize),
}

impl fmt::Display for PlayOutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayOutError::Stuck => f.write_str("the game waits on nobody and is not over"),
            PlayOutError::Refused { seat, action, why } => {
                write!(f, "seat {seat} chose {action}, which was refused: {why}")
            }
            PlayOutError::TooLong(n) => write!(f, "the game did not end in {n} actions"),
        }
    }
}
impl std::error::Error for PlayOutError {}

/// Plays `game` to its end, each seat by its player, the first seat waited on deciding
/// first. The same code plays either game.
pub fn play_out<G: GameEngine>(
    game: &mut G,
    players: &mut [Box<dyn Player<G> + Send>],
    max_actions: usize,
) -> Result<(), PlayOutError> {
    for _ in 0..max_actions {
        if game.is_over() {
            return Ok(());
        }
        let &seat = game.waiting_on().first().ok_or(PlayOutError::Stuck)?;
        let action = players[seat as usize].decide(&game.observe(seat));
        game.apply_as(seat, action)
            .map_err(|e| PlayOutError::Refused {
                seat,
                action: format!("{action:?}"),
                why: e.to_string(),
            })?;
    }
    if game.is_over() {
        Ok(())
    } else {
        Err(PlayOutError::TooLong(max_actions))
    }
}
