//! Why the balance lab could not measure or write what it was asked: a configuration it
//! cannot play, a game that stopped before its end, a chart or a file it could not make.

use std::fmt;
use std::path::PathBuf;

use crate::sleeping_queens::{Seat, SetupError};

/// What went wrong in the balance lab.
#[derive(Debug)]
pub enum BalanceError {
    /// The configuration asks for something the lab cannot play.
    Config(ConfigProblem),
    /// One game stopped before its end.
    Game(GameFailure),
    /// A game came back as the other game: a fault of the lab's own.
    WrongGame,
    /// A chart could not be drawn (in the drawing library's words).
    Chart(String),
    /// A folder or a file of the report could not be made.
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The figures could not be written as JSON.
    Figures(serde_json::Error),
    /// The run was given up before its end.
    Stopped,
}

/// What a configuration asks that the lab cannot play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigProblem {
    NoBots,
    NothingToPlay,
    /// A table of Sleeping Queens has 2 to 5 players.
    Players(u8),
    /// A rule set the engine refuses.
    RuleSet(SetupError),
    /// A Mad Queens policy that banks before it reveals anything.
    BankAfterNothing,
}

/// Why one game stopped before its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameFailure {
    /// Not one bot for each seat.
    Bots { bots: usize, seats: u8 },
    /// The engine refused the game's setup.
    Setup { seed: u64, why: String },
    /// The game waits on nobody, yet is not over.
    Stuck { seed: u64 },
    /// A bot chose an action the engine refused.
    Refused {
        bot: String,
        seat: Seat,
        seed: u64,
        why: String,
    },
    /// The game did not end within this many decisions.
    TooLong { seed: u64, decisions: u32 },
    /// The game is over without a result.
    NoResult { seed: u64 },
    /// The game panicked (the panic's message): caught, so that the run still ends.
    Panicked(String),
}

impl fmt::Display for BalanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BalanceError::Config(p) => p.fmt(f),
            BalanceError::Game(g) => g.fmt(f),
            BalanceError::WrongGame => f.write_str("a game came back as the other game"),
            BalanceError::Chart(why) => write!(f, "cannot draw a chart: {why}"),
            BalanceError::Write { path, error } => {
                write!(f, "cannot write {}: {error}", path.display())
            }
            BalanceError::Figures(e) => write!(f, "cannot write the figures: {e}"),
            BalanceError::Stopped => f.write_str("stopped before the end"),
        }
    }
}

impl fmt::Display for ConfigProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigProblem::NoBots => f.write_str("name at least one bot kind"),
            ConfigProblem::NothingToPlay => {
                f.write_str("name at least one rule set, or play Mad Queens")
            }
            ConfigProblem::Players(n) => write!(f, "a table has 2 to 5 players, not {n}"),
            ConfigProblem::RuleSet(e) => e.fmt(f),
            ConfigProblem::BankAfterNothing => {
                f.write_str("a bank-after policy reveals at least one card")
            }
        }
    }
}

impl fmt::Display for GameFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameFailure::Bots { bots, seats } => write!(f, "{bots} bots for {seats} seats"),
            GameFailure::Setup { seed, why } => write!(f, "game seed {seed}: {why}"),
            GameFailure::Stuck { seed } => write!(f, "game seed {seed}: nobody to decide"),
            GameFailure::Refused {
                bot,
                seat,
                seed,
                why,
            } => write!(f, "{bot} bot at seat {seat} (game seed {seed}): {why}"),
            GameFailure::TooLong { seed, decisions } => {
                write!(f, "game seed {seed} did not end in {decisions} decisions")
            }
            GameFailure::NoResult { seed } => write!(f, "game seed {seed}: over without a result"),
            GameFailure::Panicked(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for BalanceError {}

impl From<ConfigProblem> for BalanceError {
    fn from(p: ConfigProblem) -> Self {
        BalanceError::Config(p)
    }
}

impl From<GameFailure> for BalanceError {
    fn from(g: GameFailure) -> Self {
        BalanceError::Game(g)
    }
}
