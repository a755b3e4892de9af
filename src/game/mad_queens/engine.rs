//! Mad Queens on the table core (`play`): how its match opens (a new deal, a save
//! resumed or played back, a lesson, a game over the network), and the order of a
//! frame at its table.

use bevy::prelude::*;

use crate::engine::{GameEngine, GameKind, Player};
use crate::game::next_game::{
    MadConfig, OnlineStart, OpenError, PendingMad, fresh_seed, online_seats,
};
use crate::game::notice::Tell;
use crate::game::play::{self, DesktopGame, Opening};
use crate::game::states::Screen;
use crate::lessons::{LessonId, Taught};
use crate::mad_queens::{
    MadAction, MadEvent, MadGame, MadObservation, MadSetup, Seat, SeatAction, bank_points,
};
use crate::net::protocol::ToServer;
use crate::save::profile::FinishedGame;
use crate::save::{LoadedGame, SaveFile};
use crate::seats::SeatInfo;
use crate::sleeping_queens::bots::BotKind;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (MadSystems::Decide, MadSystems::Apply, MadSystems::Show)
            .chain()
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
    app.add_systems(OnEnter(Screen::MadTable), open_table);
    app.configure_sets(OnEnter(Screen::MadTable), MadOpened.after(open_table));
    play::add_table::<MadGame>(app, Screen::MadTable, MadSystems::Apply);
}

/// What each plugin keeps about a new Mad Queens match opens in this set, after the
/// match.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MadOpened;

/// The order of a frame at the Mad Queens table.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MadSystems {
    /// Keys, bots and the replay make choices.
    Decide,
    /// The one system that calls the engine.
    Apply,
    /// Events are shown, cards move, the screen changes hands.
    Show,
}

/// The match on the Mad Queens table.
pub type MadMatch = play::Match<MadGame>;
/// A choice for the Mad Queens table.
pub type MadChoose = play::Choose<MadGame>;
/// A choice the Mad Queens table did not play.
pub type MadRefused = play::Refused<MadGame>;

impl DesktopGame for MadGame {
    type Config = MadConfig;
    type Recorded = SeatAction;

    fn bot(kind: BotKind, seed: u64) -> Box<dyn Player<MadGame> + Send> {
        Box::new(crate::mad_queens::bots::make(kind, seed))
    }
    fn to_server(seat: Seat, step: u32, action: MadAction) -> ToServer {
        ToServer::MadChoose { seat, step, action }
    }
    fn save_file(&self, name: &str, seats: &[SeatInfo], saved_at: u64) -> SaveFile {
        SaveFile::mad(self, name, seats, saved_at)
    }
    fn finished(&self, me: Seat) -> Option<FinishedGame> {
        let result = self.state().result()?;
        let mut counted = FinishedGame {
            rules: GameKind::MAD_QUEENS_RULES.to_string(),
            level: crate::sleeping_queens::bots::BotKind::Easy,
            won: result.winners.contains(&me),
            points: result.points.get(me as usize).copied().unwrap_or(0),
            hints: 0,
            take_backs: 0,
            busts: 0,
            exact_matches: 0,
            queens_paid: 0,
        };
        for told in self.history() {
            match told.event {
                MadEvent::Bust { seat, .. } if seat == me => counted.busts += 1,
                MadEvent::ExactMatch { seat, .. } if seat == me => counted.exact_matches += 1,
                MadEvent::QueenPaid { seat, .. } if seat == me => counted.queens_paid += 1,
                _ => {}
            }
        }
        Some(counted)
    }
    fn round_points(observation: &MadObservation, events: &[MadEvent]) -> Option<Vec<u32>> {
        events
            .iter()
            .any(|e| matches!(e, MadEvent::RoundEnded { .. }))
            .then(|| {
                observation
                    .table
                    .iter()
                    .map(|p| bank_points(&p.bank))
                    .collect()
            })
    }
}

impl MadMatch {
    pub fn new(config: &MadConfig) -> Result<MadMatch, OpenError> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let setup = MadSetup::new(config.seats.len() as u8);
        let (game, dealt) = MadGame::new(setup, seed).map_err(OpenError::MadSetup)?;
        // A rematch is a new deal: the table's setup keeps no seed.
        let config = MadConfig {
            seed: None,
            ..config.clone()
        };
        Ok(MadMatch::of(game, config, Opening::New, dealt))
    }

    /// A guided lesson: its prepared deal, the learner against its gentle opponent,
    /// played on to its first `from` beats (where it was left).
    pub fn lesson(id: LessonId, from: usize) -> Result<MadMatch, OpenError> {
        let lesson = MadGame::lesson(id).ok_or(NOT_MAD_QUEENS)?;
        let game = lesson.start(from).map_err(OpenError::MadSetup)?;
        let config = MadConfig {
            seats: vec![
                SeatInfo::human("You"),
                SeatInfo::bot("Bo", crate::sleeping_queens::bots::BotKind::Easy),
            ],
            seed: None,
            practice: false,
        };
        let (opening, dealt) = if from == 0 {
            (Opening::New, game.history().to_vec())
        } else {
            (Opening::Resumed, Vec::new())
        };
        Ok(MadMatch::of(game, config, opening, dealt).teaching(lesson))
    }

    /// A game played over the network, from the server's first update: the table
    /// mirrors this screen's seat ([`MadGame::mirror`]); the other seats play elsewhere.
    pub fn online(start: &OnlineStart<MadGame>) -> MadMatch {
        let config = MadConfig {
            seats: online_seats(&start.names, start.seat, &start.people, &start.bots),
            seed: None,
            practice: false,
        };
        let game = MadGame::mirror(&start.observation, start.events.clone(), start.step);
        // A game joined at its start shows its deal; one joined later, where it is.
        let (opening, dealt) = if start.step == 0 && start.observation.round <= 1 {
            (Opening::New, game.history().to_vec())
        } else {
            (Opening::Resumed, Vec::new())
        };
        MadMatch::of(game, config, opening, dealt).mirroring(start.seat)
    }
}

/// Why a save of another game does not open on this table.
const NOT_MAD_QUEENS: OpenError = OpenError::OtherGame { mad_queens: false };

/// Opens the table: a new deal, a save resumed or played back, a lesson, a game over
/// the network.
pub fn open_table(
    mut commands: Commands,
    mut pending: ResMut<PendingMad>,
    mut tell: MessageWriter<Tell>,
    mut next: ResMut<NextState<Screen>>,
) {
    let opened = match std::mem::take(&mut *pending) {
        PendingMad::New(config) => MadMatch::new(&config),
        PendingMad::Resume(loaded) => match *loaded {
            crate::save::LoadedSave {
                game: LoadedGame::MadQueens(game),
                file,
            } => {
                let config = MadConfig {
                    seats: file.seats,
                    seed: None,
                    practice: file.practice,
                };
                Ok(MadMatch::of(*game, config, Opening::Resumed, Vec::new())
                    .counting(file.take_backs, file.hints))
            }
            _ => Err(NOT_MAD_QUEENS),
        },
        PendingMad::Replay(loaded, from) => match loaded.mad_queens() {
            Some(saved) => {
                let record = saved.record();
                let opening = Opening::Replay {
                    name: loaded.file.name.clone(),
                    actions: record.actions.clone(),
                    from,
                };
                let config = MadConfig {
                    seats: loaded.file.seats.clone(),
                    seed: None,
                    practice: loaded.file.practice,
                };
                if from == 0 {
                    MadGame::new(record.setup.clone(), record.seed)
                        .map(|(game, dealt)| MadMatch::of(game, config, opening, dealt))
                        .map_err(OpenError::MadSetup)
                } else {
                    // From a moment of the game: the table opens settled there.
                    saved
                        .rewound(from)
                        .map(|game| MadMatch::of(game, config, opening, Vec::new()))
                        .map_err(OpenError::MadReplay)
                }
            }
            None => Err(NOT_MAD_QUEENS),
        },
        PendingMad::Lesson(id, from) => MadMatch::lesson(id, from as usize),
        PendingMad::Online(start) => Ok(MadMatch::online(&start)),
        PendingMad::None => MadMatch::new(&MadConfig::default()),
    };
    match opened {
        Ok(m) => {
            info!(
                "Mad Queens: {} players, seed {}, {:?}",
                m.config().seats.len(),
                m.seed(),
                m.opening()
            );
            commands.insert_resource(m);
        }
        Err(e) => {
            error!("Cannot open the Mad Queens table: {e}");
            tell.write(Tell(tr!("start-failed", error = e.to_string())));
            next.set(Screen::Title);
        }
    }
}
