//! Sleeping Queens on the table core (`play`): how its match opens (a new deal, a
//! saved game resumed or played back, a lesson, a game over the network) and what its
//! table asks of the match beyond the core.

use bevy::prelude::*;

use super::schedule::{TableOpen, TableSetup, TableSystems};
use crate::engine::Player;
use crate::game::next_game::{
    GameConfig, OnlineStart, OpenError, PendingLoad, fresh_seed, online_seats,
};
use crate::game::notice::Tell;
use crate::game::play::{self, DesktopGame, Opening};
use crate::game::states::Screen;
use crate::lessons::{Beat, LessonId, Taught, Want};
use crate::net::protocol::ToServer;
use crate::save::profile::FinishedGame;
use crate::save::{LoadedGame, LoadedSave, SaveFile};
use crate::seats::{SeatInfo, SeatKind};
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{Action, Game, GameRecord, GameState, Seat, Setup};
use crate::tr;

/// The match on the Sleeping Queens table.
pub type Match = play::Match<Game>;
/// A choice for the Sleeping Queens table.
pub type Choose = play::Choose<Game>;
/// A choice the Sleeping Queens table did not play.
pub type Refused = play::Refused<Game>;

pub(super) fn plugin(app: &mut App) {
    play::add_table::<Game>(app, Screen::Playing, TableSystems::Apply);
    // Once the table has taken a saved game, the next one is a new deal again.
    app.add_systems(
        OnEnter(Screen::Playing),
        (|mut pending: ResMut<PendingLoad>| *pending = PendingLoad::None).after(TableSetup::Match),
    );
    app.add_message::<ViewChanged>();
    app.add_message::<AskHint>();
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match.in_set(TableSetup::Match),
    );
}

impl DesktopGame for Game {
    type Config = GameConfig;
    type Recorded = Action;

    fn bot(kind: BotKind, seed: u64) -> Box<dyn Player<Game> + Send> {
        Box::new(kind.make(seed))
    }
    fn to_server(seat: Seat, step: u32, action: Action) -> ToServer {
        ToServer::Choose { seat, step, action }
    }
    fn save_file(&self, name: &str, seats: &[SeatInfo], saved_at: u64) -> SaveFile {
        SaveFile::new(self, name, seats, saved_at)
    }
    fn finished(&self, me: Seat) -> Option<FinishedGame> {
        let outcome = self.state().outcome()?;
        Some(FinishedGame {
            rules: self.state().rules().name.clone(),
            level: crate::sleeping_queens::bots::BotKind::Easy,
            won: outcome.winners.contains(&me),
            points: self.state().points(me),
            hints: 0,
            take_backs: 0,
            busts: 0,
            exact_matches: 0,
            queens_paid: 0,
        })
    }
}

/// Over the network, the table now shows another person's view (the one whose
/// decision it is): it is laid out afresh, under the cover of the hand-off.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ViewChanged(pub Seat);

/// Ask for a hint for the person's decision now (the Hint button, H; `hints` works
/// it out).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AskHint;

/// The seats every window asks, whether or not they could answer (X-ANS-2): every bot,
/// so that whether a bot is asked, and how long its window lasts, tells nobody what it
/// holds; and several people at one screen, so that the prompts do not tell each other.
/// One person alone is asked only when they could answer: nobody else watches.
pub fn ask_always(config: &GameConfig) -> u8 {
    let humans = config.humans();
    (0..config.seats.len() as u8)
        .filter(|&s| match config.seats[s as usize].kind {
            SeatKind::Bot(_) => true,
            SeatKind::Human => humans.len() >= 2,
            SeatKind::Remote | SeatKind::RemoteBot(_) => false,
        })
        .fold(0, |mask, s| mask | 1 << s)
}

impl Match {
    /// A new game as `config` sets it up (a fresh seed unless it names one).
    pub fn new(config: GameConfig) -> Result<Match, OpenError> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let setup = Setup {
            starting_seat: config.starting_seat,
            ask_always: ask_always(&config),
            ..Setup::new(config.seats.len() as u8, config.rules.clone())
        };
        // The table deals the cards from the game as it stands, not from these events.
        let (game, _deal) = Game::new(setup, seed).map_err(OpenError::Setup)?;
        Ok(Match::of(game, config, Opening::New, Vec::new()))
    }

    /// A saved game, resumed where it was.
    pub fn resume(loaded: LoadedSave) -> Result<Match, OpenError> {
        let config = GameConfig::of_save(&loaded.file).ok_or(NOT_SLEEPING_QUEENS)?;
        let (take_backs, hints) = (loaded.file.take_backs, loaded.file.hints);
        match loaded.game {
            LoadedGame::SleepingQueens(game) => {
                Ok(Match::of(*game, config, Opening::Resumed, Vec::new())
                    .counting(take_backs, hints))
            }
            LoadedGame::MadQueens(_) => Err(NOT_SLEEPING_QUEENS),
        }
    }

    /// A guided lesson: its prepared deal, the learner against its gentle opponent,
    /// played on to the first `from` beats (where it was left).
    pub fn lesson(id: LessonId, from: usize) -> Result<Match, OpenError> {
        let lesson = Game::lesson(id).ok_or(NOT_SLEEPING_QUEENS)?;
        let game = lesson.start(from).map_err(OpenError::Setup)?;
        let config = GameConfig {
            seats: vec![
                SeatInfo::human("You"),
                SeatInfo::bot("Bo", crate::sleeping_queens::bots::BotKind::Easy),
            ],
            rules: lesson.setup.rules.clone(),
            seed: Some(lesson.seed),
            starting_seat: lesson.setup.starting_seat,
            practice: false,
        };
        Ok(Match::of(game, config, Opening::New, Vec::new()).teaching(lesson))
    }

    /// A game played over the network, from the server's first update to one of the
    /// people at this screen: the table shows a mirror of that seat's view
    /// ([`Game::mirror`]); the seats not in `start.people` are played elsewhere.
    pub fn online(start: OnlineStart<Game>) -> Match {
        let seats = online_seats(&start.names, start.seat, &start.people, &start.bots);
        let config = GameConfig {
            seats,
            rules: (*start.observation.rules).clone(),
            seed: None,
            starting_seat: None,
            practice: false,
        };
        let opening = if start.step == 0 {
            Opening::New
        } else {
            Opening::Resumed
        };
        let game = Game::mirror(&start.observation, start.events, start.step);
        Match::of(game, config, opening, Vec::new()).mirroring(start.seat)
    }

    /// A saved game played back from its deal, or from the table after `from` actions.
    pub fn replay(loaded: LoadedSave, from: usize) -> Result<Match, OpenError> {
        let config = GameConfig::of_save(&loaded.file).ok_or(NOT_SLEEPING_QUEENS)?;
        let record = loaded.file.sleeping_queens().ok_or(NOT_SLEEPING_QUEENS)?;
        let from = from.min(record.actions.len());
        let game = Game::replay(&GameRecord {
            actions: record.actions[..from].to_vec(),
            ..record.clone()
        })
        .map_err(OpenError::Replay)?;
        let opening = Opening::Replay {
            name: loaded.file.name.clone(),
            actions: record.actions.clone(),
            from,
        };
        Ok(Match::of(game, config, opening, Vec::new()))
    }

    pub fn state(&self) -> &GameState {
        self.game().state()
    }

    /// The lesson's beat now: the choice it waits for (`None` once it is played out;
    /// one seat decides at a time, so the beats in order are the record's).
    pub fn beat(&self) -> Option<&Beat<Want>> {
        self.lesson_now()?.beat(self.game().record().actions.len())
    }
}

/// Why a save of another game does not open on this table.
const NOT_SLEEPING_QUEENS: OpenError = OpenError::OtherGame { mad_queens: true };

/// Opens the table: a new deal, a resumed save or a replay.
fn start_match(
    mut commands: Commands,
    config: Res<GameConfig>,
    pending: Res<PendingLoad>,
    mut next: ResMut<NextState<Screen>>,
    mut tell: MessageWriter<Tell>,
) {
    let started = match &*pending {
        PendingLoad::None => Match::new(config.clone()),
        PendingLoad::Resume(loaded) => Match::resume((**loaded).clone()),
        PendingLoad::Replay(loaded) => Match::replay((**loaded).clone(), 0),
        PendingLoad::ReplayFrom(loaded, from) => Match::replay((**loaded).clone(), *from),
        PendingLoad::Lesson(id, from) => Match::lesson(*id, *from as usize),
        PendingLoad::Online(start) => Ok(Match::online((**start).clone())),
    };
    match started {
        Ok(game) => {
            info!(
                "New game: {} seats, {} rules, seed {}",
                game.config().seats.len(),
                game.config().rules.name,
                game.seed()
            );
            commands.insert_resource(game);
            commands.insert_resource(TableOpen);
        }
        Err(e) => {
            error!("Cannot start the game: {e}");
            tell.write(Tell(tr!("start-failed", error = e.to_string())));
            next.set(Screen::Title);
        }
    }
}
