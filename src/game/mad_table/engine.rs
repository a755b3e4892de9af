//! The match on the Mad Queens table and the one way in: every choice arrives as a
//! [`MadChoose`], and [`apply_mad_choices`], the only system that calls the engine, plays
//! it for its seat; what the engine tells goes out as [`MadHappened`]. Also the opening
//! of a table (a new deal, a save resumed or played back) and the autosave.

use bevy::prelude::*;

use crate::engine::{GameEngine, GameKind};
use crate::game::decision::{self, Dropped, NotPlayed, Sent};
use crate::game::next_game::{
    MadConfig, MadOnlineStart, OpenError, PendingMad, fresh_seed, online_seats,
};
use crate::game::notice::Tell;
use crate::game::rest;
use crate::game::saving::{SavedTable, autosave_table, save_as};
use crate::game::settings::SavesFolder;
use crate::game::states::Screen;
use crate::game::text::localized_name;
use crate::lessons::{Lesson, LessonId, Taught};
use crate::mad::{
    MadAction, MadError, MadEvent, MadGame, MadObservation, MadSetup, MadUnseen, Seat, SeatAction,
    Told, bank_points,
};
use crate::net::protocol::ToServer;
use crate::net::transport::Request;
use crate::save::profile::FinishedGame;
use crate::save::{LoadedGame, SaveFile};
use crate::seats::{SeatInfo, SeatKind};
use crate::takeback::{TakeBack, TakeBackRefusal};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MadChoose>();
    // A choice made after this frame's engine step is played in the next: draw it.
    app.add_systems(Last, rest::wake_on::<MadChoose>.before(rest::Rest));
    app.add_message::<MadHappened>();
    app.add_message::<MadTakeBack>();
    app.add_message::<MadRefused>();
    app.add_message::<MadTakenBack>();
    app.add_message::<MadHintGiven>();
    app.configure_sets(
        Update,
        (MadSystems::Decide, MadSystems::Apply, MadSystems::Show)
            .chain()
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
    app.add_systems(OnEnter(Screen::MadTable), open_table);
    app.add_systems(OnExit(Screen::MadTable), close_table);
    app.add_systems(
        Update,
        (apply_mad_choices, take_back, count_hints, autosave)
            .chain()
            .in_set(MadSystems::Apply),
    );
    // Saving under a name happens from the pause menu, while the table is paused.
    app.add_systems(
        Update,
        save_as::<MadMatch>
            .run_if(in_state(Screen::MadTable).and_then(resource_exists::<MadMatch>)),
    );
}

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

/// A choice for the game: `seat` plays `action`, made when `at` actions had been played.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadChoose {
    pub seat: Seat,
    pub action: MadAction,
    pub at: usize,
}

/// A choice the table did not play, and why (a lesson's coach says what to do instead).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MadRefused {
    pub choice: MadChoose,
    pub why: NotPlayed<MadError>,
}

/// Take back the person's latest decision (Ctrl+Z, the Take back button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadTakeBack;

/// A decision was taken back: the table is to show the game as it is now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadTakenBack;

/// A hint was asked for (counted in the game's saves).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadHintGiven;

/// What the engine told after a choice (every event, each with who may see it).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MadHappened(pub Vec<Told>);

/// How the match began.
#[derive(Debug, Clone, PartialEq)]
pub enum MadOpening {
    New,
    Resumed,
    /// Played over the network: the server keeps the game, this table mirrors a seat.
    Online,
    /// A save played back from its deal, with its recorded choices.
    Replay {
        name: String,
        actions: Vec<SeatAction>,
    },
}

/// The game on the table. Only [`apply_mad_choices`] changes it.
#[derive(Resource)]
pub struct MadMatch {
    pub(super) game: MadGame,
    seats: Vec<SeatInfo>,
    opening: MadOpening,
    /// What the game opened with (the deal's events), shown first.
    pub(super) dealt: Vec<Told>,
    /// Over the network: each player's points as every round ended (a mirror has no
    /// record to replay them from).
    rounds: Vec<Vec<u32>>,
    /// Over the network: the seat whose view `game` mirrors.
    online: Option<Seat>,
    /// The mirrors of the other people at this screen, each of their own seat's view
    /// (a server tells each seat only what it may see).
    others: Vec<(Seat, MadGame)>,
    /// Over the network: the decisions whose choice is on its way to the server.
    sent: Sent,
    /// Changes so far (choices played and decisions taken back): the stamp of the
    /// decision now, never the same twice at a table of this screen.
    stamp: usize,
    /// A practice game: every take-back allowed.
    practice: bool,
    /// Decisions taken back and hints asked for in this game (kept in its saves).
    take_backs: u32,
    hints: u32,
    /// The stamp the table opened at: a game that ends after it ended at this table.
    opened_at: usize,
    /// Each seat's own changes (its choices played and taken back): its decision's
    /// stamp, which the others' choices, made at the same time, leave alone.
    seat_stamps: Vec<usize>,
    /// A guided lesson: each seat plays only its next beat until its beats are played.
    lesson: Option<Lesson<MadGame>>,
}

impl MadMatch {
    /// The person's default name ("You") in the language spoken now.
    pub fn follow_language(&mut self) {
        for seat in &mut self.seats {
            seat.name = localized_name(&seat.name);
        }
    }

    pub fn new(config: &MadConfig) -> Result<MadMatch, OpenError> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let setup = MadSetup::new(config.seats.len() as u8);
        let (game, dealt) = MadGame::new(setup, seed).map_err(OpenError::MadSetup)?;
        Ok(MadMatch {
            practice: config.practice,
            ..MadMatch::of(game, config.seats.clone(), MadOpening::New, dealt)
        })
    }

    fn of(game: MadGame, seats: Vec<SeatInfo>, opening: MadOpening, dealt: Vec<Told>) -> MadMatch {
        MadMatch {
            stamp: game.steps(),
            opened_at: game.steps(),
            seat_stamps: vec![0; seats.len()],
            lesson: None,
            practice: false,
            take_backs: 0,
            hints: 0,
            game,
            seats,
            opening,
            dealt,
            rounds: Vec::new(),
            online: None,
            others: Vec::new(),
            sent: Sent::default(),
        }
    }

    /// A guided lesson: its prepared deal, the learner against its gentle opponent,
    /// played on to its first `from` beats (where it was left).
    pub fn lesson(id: LessonId, from: usize) -> Result<MadMatch, OpenError> {
        let lesson = MadGame::lesson(id).ok_or(NOT_MAD_QUEENS)?;
        let game = lesson.start(from).map_err(OpenError::MadSetup)?;
        let seats = vec![
            SeatInfo::human("You"),
            SeatInfo::bot("Bo", crate::bots::BotKind::Easy),
        ];
        let dealt = if from == 0 {
            game.history().to_vec()
        } else {
            Vec::new()
        };
        let opening = if from == 0 {
            MadOpening::New
        } else {
            MadOpening::Resumed
        };
        Ok(MadMatch {
            lesson: Some(lesson),
            ..MadMatch::of(game, seats, opening, dealt)
        })
    }

    /// The lesson being taught at this table, if one is.
    pub fn lesson_now(&self) -> Option<&Lesson<MadGame>> {
        self.lesson.as_ref()
    }

    /// The choice the lesson asks of `seat` now, if it has a beat left.
    pub fn beat_action(&self, seat: Seat) -> Option<MadAction> {
        let lesson = self.lesson.as_ref()?;
        Lesson::action(lesson.next_beat(&self.game, seat, 0)?, &self.game)
    }

    /// A game played over the network, from the server's first update: the table
    /// mirrors this screen's seat ([`MadGame::mirror`]); the other seats play elsewhere.
    pub fn online(start: &MadOnlineStart) -> MadMatch {
        let seats = online_seats(&start.names, start.seat, &start.people);
        let game = MadGame::mirror(&start.observation, start.events.clone(), start.step);
        // A game joined at its start shows its deal; one joined later, where it is.
        let dealt = if start.step == 0 && start.observation.round <= 1 {
            game.history().to_vec()
        } else {
            Vec::new()
        };
        MadMatch {
            online: Some(start.seat),
            ..MadMatch::of(game, seats, MadOpening::Online, dealt)
        }
    }

    /// The seat whose view the table shows, in a game played over the network.
    pub fn online_seat(&self) -> Option<Seat> {
        self.online
    }

    /// Whether `seat` has a decision to make now (over the network, as its own mirror
    /// says: another seat's view cannot tell).
    pub fn decides(&self, seat: Seat) -> bool {
        let game = match self.others.iter().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => mirror,
            None => &self.game,
        };
        game.state().decision(seat).is_some()
    }

    /// Over the network, with several people at this screen: shows `seat`'s own view
    /// (the person taking the screen).
    pub fn show_view_of(&mut self, seat: Seat) {
        let Some(i) = self.others.iter().position(|(s, _)| *s == seat) else {
            return;
        };
        let (other, mirror) = &mut self.others[i];
        std::mem::swap(&mut self.game, mirror);
        *other = self.online.unwrap_or(seat);
        self.online = Some(seat);
    }

    /// Follows the server's next update to `seat`, one of the people at this screen,
    /// in a game played over the network: what that seat saw happen, if the table
    /// shows its view.
    pub fn follow(
        &mut self,
        seat: Seat,
        observation: &MadObservation,
        events: Vec<MadEvent>,
        step: usize,
    ) -> Option<Vec<Told>> {
        if self.online == Some(seat) {
            if events
                .iter()
                .any(|e| matches!(e, MadEvent::RoundEnded { .. }))
            {
                let points = observation.table.iter().map(|p| bank_points(&p.bank));
                self.rounds.push(points.collect());
            }
            return Some(self.game.follow(observation, events, step));
        }
        match self.others.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => {
                mirror.follow(observation, events, step);
            }
            None => self
                .others
                .push((seat, MadGame::mirror(observation, events, step))),
        }
        None
    }

    /// Over the network: each player's points as every round ended (a game played here
    /// replays its record for them instead).
    pub fn rounds(&self) -> &[Vec<u32>] {
        &self.rounds
    }

    pub fn game(&self) -> &MadGame {
        &self.game
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.seats
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The people at this screen, in seat order.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.seats.len() as Seat)
            .filter(|&s| self.kind(s) == SeatKind::Human)
            .collect()
    }

    /// Choices played (over the network: this seat's own, which is what its next
    /// choice is made against).
    pub fn actions_played(&self) -> usize {
        self.game.steps()
    }

    pub fn is_replay(&self) -> bool {
        matches!(self.opening, MadOpening::Replay { .. })
    }

    pub fn opening(&self) -> &MadOpening {
        &self.opening
    }

    pub fn config(&self) -> MadConfig {
        MadConfig {
            seats: self.seats.clone(),
            seed: None,
            practice: self.practice,
        }
    }

    pub fn save_file(&self, name: &str, saved_at: u64) -> SaveFile {
        SaveFile {
            practice: self.practice,
            take_backs: self.take_backs,
            hints: self.hints,
            ..SaveFile::mad(&self.game, name, &self.seats, saved_at)
        }
    }

    /// The stamp of the decision now: a choice is made against it (over the network,
    /// the choices the seat's view has made at the server).
    pub fn stamp(&self) -> usize {
        if self.game.is_mirror() {
            self.game.steps()
        } else {
            self.stamp
        }
    }

    /// The stamp of `seat`'s own decision now: it changes when that seat chooses or
    /// takes back, not when another seat plays beside it (over the network, the
    /// choices the seat's view has made at the server).
    pub fn seat_stamp(&self, seat: Seat) -> usize {
        if self.game.is_mirror() {
            self.game.steps()
        } else {
            self.seat_stamps.get(seat as usize).copied().unwrap_or(0)
        }
    }

    /// The person's choice of `action` for `seat`'s decision now.
    pub fn choice(&self, seat: Seat, action: MadAction) -> MadChoose {
        MadChoose {
            seat,
            action,
            at: self.stamp(),
        }
    }

    /// Decisions taken back, and hints asked for, in this game.
    pub fn take_backs(&self) -> u32 {
        self.take_backs
    }

    pub fn hints(&self) -> u32 {
        self.hints
    }

    pub fn is_practice(&self) -> bool {
        self.practice
    }

    /// The game came to its end at this table (not a replay, not a finished save, not
    /// a game kept by a server).
    pub fn ended_here(&self) -> bool {
        self.game.is_over()
            && self.stamp > self.opened_at
            && !self.is_replay()
            && !self.game.is_mirror()
            && self.lesson.is_none()
    }

    /// The game as the profile counts it: one that ended at this table, with one
    /// person and at least one bot (`None` otherwise).
    pub fn profile_count(&self) -> Option<FinishedGame> {
        let [me] = self.people()[..] else {
            return None;
        };
        if !self.ended_here() {
            return None;
        }
        let level = (0..self.seats.len() as Seat)
            .filter_map(|s| match self.kind(s) {
                SeatKind::Bot(kind) => Some(kind),
                SeatKind::Human | SeatKind::Remote => None,
            })
            .max()?;
        let result = self.game.state().result()?;
        let mut counted = FinishedGame {
            rules: GameKind::MAD_QUEENS_RULES.to_string(),
            level,
            won: result.winners.contains(&me),
            points: result.points.get(me as usize).copied().unwrap_or(0),
            hints: self.hints,
            take_backs: self.take_backs,
            busts: 0,
            exact_matches: 0,
            queens_paid: 0,
        };
        for told in self.game.history() {
            match told.event {
                MadEvent::Bust { seat, .. } if seat == me => counted.busts += 1,
                MadEvent::ExactMatch { seat, .. } if seat == me => counted.exact_matches += 1,
                MadEvent::QueenPaid { seat, .. } if seat == me => counted.queens_paid += 1,
                _ => {}
            }
        }
        Some(counted)
    }

    /// The seat whose decisions may be taken back: the one person at a table of bots,
    /// in a game being played here (not a replay, not over).
    pub fn take_back_seat(&self) -> Option<Seat> {
        match self.people().as_slice() {
            [one]
                if !self.is_replay()
                    && !self.game.is_mirror()
                    && !self.game.is_over()
                    && self.lesson.is_none() =>
            {
                Some(*one)
            }
            _ => None,
        }
    }

    /// Whether the person may take back a decision now, or why not.
    pub fn can_take_back(&self) -> Result<Seat, TakeBackRefusal<MadUnseen>> {
        let seat = self
            .take_back_seat()
            .ok_or(TakeBackRefusal::NothingToTakeBack)?;
        self.game.take_back_point(seat, self.practice)?;
        Ok(seat)
    }

    fn apply(&mut self, choice: MadChoose) -> Result<Vec<Told>, NotPlayed<MadError>> {
        decision::current(choice.at, self.stamp()).map_err(NotPlayed::Dropped)?;
        if self
            .lesson
            .as_ref()
            .is_some_and(|l| !l.accepts(&self.game, choice.seat, &choice.action, 0))
        {
            return Err(NotPlayed::Lesson);
        }
        let told = self
            .game
            .apply_as(choice.seat, choice.action)
            .map_err(NotPlayed::Engine)?;
        self.stamp += 1;
        if let Some(s) = self.seat_stamps.get_mut(choice.seat as usize) {
            *s += 1;
        }
        Ok(told)
    }
}

impl MadMatch {
    /// Over the network: whether `choice` goes to the server. It must be for the
    /// decision its seat's own mirror shows now, and the first choice sent for it.
    /// Over the network: the server refused the choice sent (not as stale), so the
    /// person may choose again.
    pub fn refused_by_server(&mut self) {
        self.sent.forget();
    }

    fn send(&mut self, choice: &MadChoose) -> Result<(), Dropped> {
        let now = match self.others.iter().find(|(s, _)| *s == choice.seat) {
            Some((_, mirror)) => mirror.steps(),
            None => self.stamp(),
        };
        self.sent.admit(choice.seat, choice.at, now)
    }
}

/// Why a save of another game does not open on this table.
const NOT_MAD_QUEENS: OpenError = OpenError::OtherGame { mad_queens: false };

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
            } => Ok(MadMatch {
                practice: file.practice,
                take_backs: file.take_backs,
                hints: file.hints,
                ..MadMatch::of(*game, file.seats, MadOpening::Resumed, Vec::new())
            }),
            _ => Err(NOT_MAD_QUEENS),
        },
        PendingMad::Replay(loaded, from) => match loaded.mad_queens() {
            Some(saved) => {
                let record = saved.record();
                let opening = MadOpening::Replay {
                    name: loaded.file.name.clone(),
                    actions: record.actions.clone(),
                };
                let seats = loaded.file.seats.clone();
                if from == 0 {
                    MadGame::new(record.setup.clone(), record.seed)
                        .map(|(game, dealt)| MadMatch::of(game, seats, opening, dealt))
                        .map_err(OpenError::MadSetup)
                } else {
                    // From a moment of the game: the table opens settled there.
                    saved
                        .rewound(from)
                        .map(|game| MadMatch::of(game, seats, opening, Vec::new()))
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
        Ok(mut m) => {
            m.follow_language();
            let seed = m.game.record().seed;
            info!(
                "Mad Queens: {} players, seed {seed}, {:?}",
                m.seats.len(),
                m.opening
            );
            commands.insert_resource(m);
            commands.insert_resource(Autosaved(None));
        }
        Err(e) => {
            error!("Cannot open the Mad Queens table: {e}");
            tell.write(Tell(tr!("start-failed", error = e.to_string())));
            next.set(Screen::Title);
        }
    }
}

fn close_table(mut commands: Commands) {
    commands.remove_resource::<Autosaved>();
}

/// The one system that calls the engine: plays each choice for its seat, in order.
fn apply_mad_choices(
    mut choices: MessageReader<MadChoose>,
    mut game: ResMut<MadMatch>,
    mut happened: MessageWriter<MadHappened>,
    mut refused: MessageWriter<MadRefused>,
    mut to_server: MessageWriter<Request>,
) {
    // A game played over the network: the server plays the choice, and its update
    // comes back as the events.
    if game.game.is_mirror() {
        for choice in choices.read() {
            match game.send(choice) {
                Ok(()) => {
                    to_server.write(Request(ToServer::MadChoose {
                        seat: choice.seat,
                        step: choice.at as u32,
                        action: choice.action,
                    }));
                }
                Err(why) => debug!("Not sent {choice:?}: {why}"),
            }
        }
        return;
    }
    for &choice in choices.read() {
        match game.apply(choice) {
            Ok(told) => {
                happened.write(MadHappened(told));
            }
            Err(why) => {
                debug!("Choice {choice:?} not played: {why}");
                refused.write(MadRefused { choice, why });
            }
        }
    }
}

/// Takes back the person's latest decision when asked (the other way the game changes).
fn take_back(
    mut asks: MessageReader<MadTakeBack>,
    mut game: ResMut<MadMatch>,
    mut taken: MessageWriter<MadTakenBack>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let practice = game.practice;
    let result = game
        .can_take_back()
        .and_then(|seat| game.game.take_back(seat, practice).map(|()| seat));
    match result {
        Ok(seat) => {
            game.stamp += 1;
            if let Some(s) = game.seat_stamps.get_mut(seat as usize) {
                *s += 1;
            }
            game.take_backs += 1;
            taken.write(MadTakenBack);
        }
        Err(why) => info!("No take-back: {why}"),
    }
}

/// Counts the hints asked for.
fn count_hints(mut given: MessageReader<MadHintGiven>, mut game: ResMut<MadMatch>) {
    let n = given.read().count() as u32;
    if n > 0 {
        game.hints += n;
    }
}

/// How many choices the autosave holds.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Autosaved(Option<usize>);

fn autosave(
    game: Res<MadMatch>,
    saved: Option<ResMut<Autosaved>>,
    folder: Option<Res<SavesFolder>>,
    mut tell: MessageWriter<Tell>,
) {
    if let Some(mut saved) = saved {
        autosave_table(&*game, &mut saved.0, folder.as_deref(), &mut tell);
    }
}

impl SavedTable for MadMatch {
    fn stamp(&self) -> usize {
        MadMatch::stamp(self)
    }
    fn is_replay(&self) -> bool {
        // A game played over the network is kept by its server; a lesson is not saved.
        MadMatch::is_replay(self) || self.game.is_mirror() || self.lesson.is_some()
    }
    fn save_file(&self, name: &str, saved_at: u64) -> SaveFile {
        MadMatch::save_file(self, name, saved_at)
    }
}
