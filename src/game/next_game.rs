//! What the next table starts from: a game set up on the setup screen or the command
//! line ([`GameConfig`]), or a saved game to resume or play back ([`PendingLoad`]).
//! Every screen that opens a table says so with an [`OpenTable`] message; this plugin
//! alone keeps the two resources, and the table reads them when it opens.

use crate::engine::{GameKind, Mirrored};
use crate::lessons::LessonId;
use crate::mad_queens::MadGame;
use crate::tr;
use bevy::prelude::*;
use std::fmt;

use crate::game::states::Screen;
use crate::save::LoadedSave;
use crate::seats::{SeatInfo, SeatKind};
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{Game, RuleSet, Seat};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameConfig>();
    app.init_resource::<PendingLoad>();
    app.init_resource::<PendingMad>();
    app.add_message::<OpenTable>();
    app.add_systems(Update, open_table);
}

/// Open the table: a new game as set up (a rematch is the last game's setup with no
/// seed), or a saved game resumed or played back. A save opens the table of the game it
/// holds.
#[derive(Message)]
pub enum OpenTable {
    New(GameConfig),
    NewMad(MadConfig),
    Resume(Box<LoadedSave>),
    Replay(Box<LoadedSave>),
    /// A game of Sleeping Queens played back from the table after this many actions.
    ReplayFrom(Box<LoadedSave>, usize),
    /// A guided lesson, from this many choices in (where it was left).
    Lesson(LessonId, u32),
    /// A game played over the network, as the server first showed it to this seat.
    Online(Box<OnlineStart<Game>>),
    /// A game of Mad Queens played over the network, as the server first showed it.
    MadOnline(Box<OnlineStart<MadGame>>),
}

/// The seats of a game played over the network: the people at this screen (`seat`
/// among them) and, for every other seat, someone elsewhere: a person, or the server's
/// bot of the kind `bots` gives.
pub fn online_seats(
    names: &[String],
    seat: Seat,
    people: &[Seat],
    bots: &[Option<BotKind>],
) -> Vec<SeatInfo> {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let here = i as Seat == seat || people.contains(&(i as Seat));
            let kind = match bots.get(i).copied().flatten() {
                _ if here => SeatKind::Human,
                Some(bot) => SeatKind::RemoteBot(bot),
                None => SeatKind::Remote,
            };
            SeatInfo::new(name.clone(), kind)
        })
        .collect()
}

/// The server's first update of a game of `G` this screen plays over the network.
pub struct OnlineStart<G: Mirrored> {
    pub seat: Seat,
    /// The seats of every person at this screen (`seat` among them).
    pub people: Vec<Seat>,
    /// Every seat's name, seat 0 first.
    pub names: Vec<String>,
    /// The server's bot at each seat, if one plays it (as the lobby showed it).
    pub bots: Vec<Option<BotKind>>,
    /// The seat's actions at the server so far.
    pub step: usize,
    /// The game so far, as this seat saw it.
    pub events: Vec<G::Sent>,
    pub observation: Box<G::Observation>,
}

impl<G: Mirrored> OnlineStart<G> {
    /// A server's update to `seat` (its people and names are this screen's to fill).
    pub fn from_update(
        seat: Seat,
        step: u32,
        events: Vec<G::Sent>,
        observation: Box<G::Observation>,
    ) -> OnlineStart<G> {
        OnlineStart {
            seat,
            people: Vec::new(),
            names: Vec::new(),
            bots: Vec::new(),
            step: step as usize,
            events,
            observation,
        }
    }
}

impl<G: Mirrored> Clone for OnlineStart<G> {
    fn clone(&self) -> Self {
        OnlineStart {
            seat: self.seat,
            people: self.people.clone(),
            names: self.names.clone(),
            bots: self.bots.clone(),
            step: self.step,
            events: self.events.clone(),
            observation: self.observation.clone(),
        }
    }
}

/// How a table of either game is set up: its seats, and whether it is a practice game.
pub trait TableConfig: Clone + Send + Sync + 'static {
    fn seats(&self) -> &[SeatInfo];
    fn seats_mut(&mut self) -> &mut [SeatInfo];
    /// A practice game: every take-back allowed, even past something hidden.
    fn practice(&self) -> bool;
}

impl TableConfig for GameConfig {
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    fn seats_mut(&mut self) -> &mut [SeatInfo] {
        &mut self.seats
    }
    fn practice(&self) -> bool {
        self.practice
    }
}

impl TableConfig for MadConfig {
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    fn seats_mut(&mut self) -> &mut [SeatInfo] {
        &mut self.seats
    }
    fn practice(&self) -> bool {
        self.practice
    }
}

pub(crate) fn open_table(
    mut asks: MessageReader<OpenTable>,
    mut config: ResMut<GameConfig>,
    mut pending: ResMut<PendingLoad>,
    mut mad: ResMut<PendingMad>,
    mut next: ResMut<NextState<Screen>>,
) {
    for ask in asks.read() {
        let screen = match ask {
            OpenTable::New(c) => {
                *config = c.clone();
                *pending = PendingLoad::None;
                Screen::Playing
            }
            OpenTable::NewMad(c) => {
                *mad = PendingMad::New(c.clone());
                Screen::MadTable
            }
            OpenTable::Resume(save) if save.mad_queens().is_some() => {
                *mad = PendingMad::Resume(save.clone());
                Screen::MadTable
            }
            OpenTable::Replay(save) if save.mad_queens().is_some() => {
                *mad = PendingMad::Replay(save.clone(), 0);
                Screen::MadTable
            }
            OpenTable::ReplayFrom(save, from) if save.mad_queens().is_some() => {
                *mad = PendingMad::Replay(save.clone(), *from);
                Screen::MadTable
            }
            OpenTable::Resume(save) => {
                *pending = PendingLoad::Resume(save.clone());
                Screen::Playing
            }
            OpenTable::Replay(save) => {
                *pending = PendingLoad::Replay(save.clone());
                Screen::Playing
            }
            OpenTable::ReplayFrom(save, from) => {
                *pending = PendingLoad::ReplayFrom(save.clone(), *from);
                Screen::Playing
            }
            OpenTable::Lesson(id, from) if id.game() == GameKind::MadQueens => {
                *mad = PendingMad::Lesson(*id, *from);
                Screen::MadTable
            }
            OpenTable::Lesson(id, from) => {
                *pending = PendingLoad::Lesson(*id, *from);
                Screen::Playing
            }
            OpenTable::Online(start) => {
                *pending = PendingLoad::Online(start.clone());
                Screen::Playing
            }
            OpenTable::MadOnline(start) => {
                *mad = PendingMad::Online(start.clone());
                Screen::MadTable
            }
        };
        next.set(screen);
    }
}

/// Open the review of a finished game; Back returns to `back`.
#[derive(Message)]
pub struct OpenReview {
    pub save: Box<LoadedSave>,
    pub back: Screen,
}

/// How the next game of Mad Queens is set up: its players (1 to 6) and, for a deal
/// that can be played again, a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadConfig {
    pub seats: Vec<SeatInfo>,
    pub seed: Option<u64>,
    /// A practice game: every take-back allowed.
    pub practice: bool,
}

impl Default for MadConfig {
    fn default() -> Self {
        MadConfig {
            seats: vec![
                SeatInfo::human("You"),
                SeatInfo::bot(BOT_NAMES[0], BotKind::Normal),
                SeatInfo::bot(BOT_NAMES[1], BotKind::Normal),
            ],
            seed: None,
            practice: false,
        }
    }
}

/// What the next Mad Queens table starts from.
#[derive(Resource, Default)]
pub enum PendingMad {
    #[default]
    None,
    New(MadConfig),
    Resume(Box<LoadedSave>),
    /// A save played back with its recorded choices, from its deal or (`from` > 0)
    /// from the table after that many choices (a moment picked in the review).
    Replay(Box<LoadedSave>, usize),
    /// A guided lesson, played on to `from` of its choices.
    Lesson(LessonId, u32),
    /// A game played over the network.
    Online(Box<OnlineStart<MadGame>>),
}

/// How the next game is set up (the setup screen or the command line fills it).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub seats: Vec<SeatInfo>,
    pub rules: RuleSet,
    pub seed: Option<u64>,
    pub starting_seat: Option<Seat>,
    /// A practice game: every take-back is allowed, even past something hidden.
    pub practice: bool,
}

impl Default for GameConfig {
    /// You against two Normal bots, extended rules.
    fn default() -> Self {
        GameConfig {
            seats: vec![
                SeatInfo::human("You"),
                SeatInfo::bot("Bo", BotKind::Normal),
                SeatInfo::bot("Cleo", BotKind::Normal),
            ],
            rules: RuleSet::extended(),
            seed: None,
            starting_seat: None,
            practice: false,
        }
    }
}

/// Names for bot seats.
pub const BOT_NAMES: [&str; 5] = ["Ana", "Bo", "Cleo", "Dev", "Emi"];

impl GameConfig {
    /// Only bots: `players` seats of Normal bots (for `--autoplay`).
    pub fn bots_only(players: u8, rules: RuleSet) -> GameConfig {
        GameConfig {
            seats: (0..players as usize)
                .map(|i| SeatInfo::bot(BOT_NAMES[i % BOT_NAMES.len()], BotKind::Normal))
                .collect(),
            rules,
            seed: None,
            starting_seat: None,
            practice: false,
        }
    }

    /// The seats played by people at this screen.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len() as Seat)
            .filter(|s| self.seats[*s as usize].kind == SeatKind::Human)
            .collect()
    }

    /// The game a save of Sleeping Queens was set up as (`None` for another game).
    pub fn of_save(file: &crate::save::SaveFile) -> Option<GameConfig> {
        let record = file.sleeping_queens()?;
        Some(GameConfig {
            seats: file.seats.clone(),
            rules: record.setup.rules.clone(),
            seed: Some(record.seed),
            starting_seat: record.setup.starting_seat,
            practice: file.practice,
        })
    }
}

/// A saved game the next table starts from, instead of a new deal.
#[derive(Resource, Default)]
pub enum PendingLoad {
    #[default]
    None,
    Resume(Box<LoadedSave>),
    Replay(Box<LoadedSave>),
    /// Played back from the table after this many actions (a moment of the review).
    ReplayFrom(Box<LoadedSave>, usize),
    /// A guided lesson, from this many choices in.
    Lesson(LessonId, u32),
    /// A game played over the network.
    Online(Box<OnlineStart<Game>>),
}

/// A seed for a new deal when none is asked for: from the clock.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(7)
}

/// Why a table did not open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpenError {
    /// A save of the other game.
    OtherGame {
        mad_queens: bool,
    },
    Setup(crate::sleeping_queens::SetupError),
    MadSetup(crate::mad_queens::MadSetupError),
    Replay(crate::sleeping_queens::ReplayError),
    MadReplay(crate::mad_queens::MadReplayError),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::OtherGame { mad_queens: true } => f.write_str(&tr!("start-error-mad-save")),
            OpenError::OtherGame { mad_queens: false } => f.write_str(&tr!("start-error-sq-save")),
            OpenError::Setup(e) => e.fmt(f),
            OpenError::MadSetup(e) => e.fmt(f),
            OpenError::Replay(e) => e.fmt(f),
            OpenError::MadReplay(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for OpenError {}
