//! The match on the table, and the one way in. Every choice — a click, a key, a prompt
//! button, a bot's answer, a replayed action — arrives as a [`Choose`] message, and
//! [`apply_choices`], the only system that calls the engine, plays it for its seat
//! through [`Game::apply_as`]. What the engine answers goes out as [`Happened`]; a
//! choice it refuses goes out as [`Refused`] and changes nothing.

use bevy::prelude::*;

use super::schedule::{TableOpen, TableSetup, TableSystems};
use crate::game::decision::{self, Dropped, NotPlayed, Sent};
use crate::game::next_game::{
    GameConfig, OnlineStart, OpenError, PendingLoad, fresh_seed, online_seats,
};
use crate::game::notice::Tell;
use crate::game::rest;
use crate::game::states::Screen;
use crate::game::text::localized_name;
use crate::lessons::{Beat, Lesson, LessonId, Taught, Want};
use crate::net::protocol::ToServer;
use crate::net::transport::Request;
use crate::rules::{
    Action, Game, GameEvent, GameRecord, GameState, RuleError, Seat, Setup, Unseen,
};
use crate::save::{LoadedGame, LoadedSave, SaveFile};
use crate::seats::{SeatInfo, SeatKind};
use crate::takeback::{TakeBack as _, TakeBackRefusal};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Choose>();
    // A choice made after this frame's engine step is played in the next: draw it.
    app.add_systems(Last, rest::wake_on::<Choose>.before(rest::Rest));
    // Once the table has taken a saved game, the next one is a new deal again.
    app.add_systems(
        OnEnter(Screen::Playing),
        (|mut pending: ResMut<PendingLoad>| *pending = PendingLoad::None).after(TableSetup::Match),
    );
    app.add_message::<Happened>();
    app.add_message::<Refused>();
    app.add_message::<TakeBack>();
    app.add_message::<TakenBack>();
    app.add_message::<ViewChanged>();
    app.add_message::<HintGiven>();
    app.add_message::<AskHint>();
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match.in_set(TableSetup::Match),
    );
    // Back at the title, the game is put away (it stays autosaved). The results screen
    // still shows it, and a rematch replaces it.
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<Match>()
    });
    app.add_systems(
        Update,
        (apply_choices, take_back, count_hints)
            .chain()
            .in_set(TableSystems::Apply)
            .run_if(resource_exists::<Match>),
    );
}

/// A choice for the game: `seat` plays `action`. The only way anything reaches the
/// engine from the table, whoever makes the choice.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choose {
    pub seat: Seat,
    pub action: Action,
    /// How many actions had been played when the choice was made: a choice made for an
    /// earlier decision (a second click, a late bot) is refused, not played later.
    pub at: usize,
}

/// What the engine did with a choice: the events that followed, in order.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Happened(pub Vec<GameEvent>);

/// A choice that was not played, and why.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Refused {
    pub choice: Choose,
    pub why: NotPlayed<RuleError>,
}

/// Take back the person's latest decision (the Take back button, Ctrl+Z).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeBack;

/// A decision was taken back: the table is to show the game as it is now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakenBack;

/// Over the network, the table now shows another person's view (the one whose
/// decision it is): it is laid out afresh, under the cover of the hand-off.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ViewChanged(pub Seat);

/// Ask for a hint for the person's decision now (the Hint button, H; `hints` works
/// it out).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AskHint;

/// A hint was asked for and is being worked out (counted in the game's saves).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintGiven;

/// How the match on the table began.
#[derive(Debug, Clone, PartialEq)]
pub enum Opening {
    /// A new deal, shown card by card.
    New,
    /// A saved game, resumed where it was: the table starts settled.
    Resumed,
    /// A saved game (named `name`) played back with the recorded actions: from its deal,
    /// or (`from` > 0) from the table after that many actions, shown settled and paused
    /// (a moment picked in the game's review).
    Replay {
        name: String,
        actions: Vec<Action>,
        from: usize,
    },
}

/// The game being played: the engine with its record, how it was set up and how it
/// began. Only [`apply_choices`] changes its game; a new language may rename the seats
/// ([`Match::follow_language`]).
#[derive(Resource)]
pub struct Match {
    game: Game,
    config: GameConfig,
    names: Vec<String>,
    opening: Opening,
    /// Changes so far (actions played and decisions taken back): the stamp of the
    /// decision now, never the same twice.
    stamp: usize,
    /// Decisions taken back in this game (kept in its saves).
    take_backs: u32,
    /// Hints asked for in this game (kept in its saves).
    hints: u32,
    /// The stamp the table opened at: a game that ends after it ended at this table.
    opened_at: usize,
    /// A guided lesson: only the choice its beat asks for is played.
    lesson: Option<Lesson<Game>>,
    /// A game played over the network: the seat whose view `game` mirrors.
    online: Option<Seat>,
    /// The mirrors of the other people at this screen, each of their own seat's view
    /// (a server tells each seat only what it may see).
    others: Vec<(Seat, Game)>,
    /// Over the network: the decisions whose choice is on its way to the server.
    sent: Sent,
}

impl Match {
    /// A new game as `config` sets it up (a fresh seed unless it names one).
    pub fn new(config: GameConfig) -> Result<Match, OpenError> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let humans = config.humans();
        let setup = Setup {
            starting_seat: config.starting_seat,
            // Several people at one screen: every window asks every person (X-ANS-2).
            ask_always: if humans.len() >= 2 {
                humans.iter().fold(0, |m, s| m | 1 << s)
            } else {
                0
            },
            ..Setup::new(config.seats.len() as u8, config.rules.clone())
        };
        let (game, _deal) = Game::new(setup, seed).map_err(OpenError::Setup)?;
        Ok(Match::of(game, config, Opening::New))
    }

    /// A saved game, resumed where it was.
    pub fn resume(loaded: LoadedSave) -> Result<Match, OpenError> {
        let config = GameConfig::of_save(&loaded.file).ok_or(NOT_SLEEPING_QUEENS)?;
        let (take_backs, hints) = (loaded.file.take_backs, loaded.file.hints);
        match loaded.game {
            LoadedGame::SleepingQueens(game) => Ok(Match {
                take_backs,
                hints,
                ..Match::of(*game, config, Opening::Resumed)
            }),
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
                SeatInfo::bot("Bo", crate::bots::BotKind::Easy),
            ],
            rules: lesson.setup.rules.clone(),
            seed: Some(lesson.seed),
            starting_seat: lesson.setup.starting_seat,
            practice: false,
        };
        Ok(Match {
            lesson: Some(lesson),
            ..Match::of(game, config, Opening::New)
        })
    }

    /// A game played over the network, from the server's first update to one of the
    /// people at this screen: the table shows a mirror of that seat's view
    /// ([`Game::mirror`]); the seats not in `start.people` are played elsewhere.
    pub fn online(start: OnlineStart) -> Match {
        let seats = online_seats(&start.names, start.seat, &start.people);
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
        Match {
            online: Some(start.seat),
            ..Match::of(game, config, opening)
        }
    }

    /// Whether the table can show `seat`'s hand: at one screen, anyone's; over the
    /// network, only that of the seat whose view it shows (the others' stay hidden in
    /// it until the view changes).
    pub fn shows_view_of(&self, seat: Seat) -> bool {
        self.online.is_none_or(|s| s == seat)
    }

    /// The seat whose view the table shows, in a game played over the network.
    pub fn online_seat(&self) -> Option<Seat> {
        self.online
    }

    /// Follows the server's next update to `seat`, one of the people at this screen,
    /// in a game played over the network. Whether the table shows that seat's view.
    pub fn follow(
        &mut self,
        seat: Seat,
        observation: &crate::rules::Observation,
        events: &[GameEvent],
        step: usize,
    ) -> bool {
        if self.online == Some(seat) {
            self.game.follow(observation, events, step);
            self.stamp = step;
            return true;
        }
        match self.others.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => mirror.follow(observation, events, step),
            None => self
                .others
                .push((seat, Game::mirror(observation, events.to_vec(), step))),
        }
        false
    }

    /// With several people at this screen playing over the network: which of the
    /// other people's views to show, when the decision is theirs.
    pub(super) fn hidden_decider(&self) -> Option<usize> {
        let shown = self.online?;
        let decides =
            |game: &Game, seat: Seat| game.state().pending().is_some_and(|d| d.seat() == seat);
        if decides(&self.game, shown) {
            return None;
        }
        self.others.iter().position(|(s, g)| decides(g, *s))
    }

    /// Shows the view of the other person `others[i]`: the seat shown now.
    pub(super) fn show_other(&mut self, i: usize) -> Seat {
        let (seat, mirror) = &mut self.others[i];
        let now = *seat;
        std::mem::swap(&mut self.game, mirror);
        *seat = self.online.unwrap_or(now);
        self.online = Some(now);
        self.stamp = self.game.steps();
        now
    }

    /// The lesson being taught at this table, if one is.
    pub fn lesson_now(&self) -> Option<&Lesson<Game>> {
        self.lesson.as_ref()
    }

    /// The lesson's beat now: the choice it waits for (`None` once it is played out).
    pub fn beat(&self) -> Option<&Beat<Want>> {
        self.lesson.as_ref()?.beat(self.game.record().actions.len())
    }

    /// The choice the lesson waits for now, as the engine takes it.
    pub fn beat_action(&self) -> Option<Action> {
        Lesson::action(self.beat()?, &self.game)
    }

    /// Whether the lesson (if any) takes `action` by `seat` now; a held card's target
    /// (`ahead`: 1) is checked against the beat after its card.
    pub fn lesson_allows(&self, seat: Seat, action: &Action, ahead: usize) -> bool {
        self.lesson
            .as_ref()
            .is_none_or(|l| l.accepts(&self.game, seat, action, ahead))
    }

    /// `legal`, narrowed in a lesson to what its beat asks of `seat` (`ahead`: 1 for a
    /// held card's target).
    pub fn lesson_filter(&self, seat: Seat, mut legal: Vec<Action>, ahead: usize) -> Vec<Action> {
        if self.lesson.is_some() {
            legal.retain(|a| self.lesson_allows(seat, a, ahead));
        }
        legal
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
        Ok(Match::of(game, config, opening))
    }

    fn of(game: Game, config: GameConfig, opening: Opening) -> Match {
        let mut game = Match {
            names: config.seats.iter().map(|s| s.name.clone()).collect(),
            stamp: game.steps(),
            opened_at: game.steps(),
            take_backs: 0,
            hints: 0,
            lesson: None,
            online: None,
            others: Vec::new(),
            sent: Sent::default(),
            game,
            config,
            opening,
        };
        game.follow_language();
        game
    }

    /// The person's default name ("You") in the language spoken now.
    pub fn follow_language(&mut self) {
        for (name, seat) in self.names.iter_mut().zip(&mut self.config.seats) {
            *name = localized_name(name);
            seat.name = name.clone();
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn state(&self) -> &GameState {
        self.game.state()
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn opening(&self) -> &Opening {
        &self.opening
    }

    /// A replay: the record plays every seat, nobody at the screen is asked.
    pub fn is_replay(&self) -> bool {
        matches!(self.opening, Opening::Replay { .. })
    }

    pub fn seed(&self) -> u64 {
        self.game.record().seed
    }

    /// Every seat's name, seat 0 first.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat as usize).map_or("?", String::as_str)
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.config
            .seats
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The seats of the people at this screen.
    pub fn people(&self) -> Vec<Seat> {
        self.config.humans()
    }

    /// The stamp of the decision now: how many changes the game has had (actions
    /// played and decisions taken back), so a choice made before any of them is known.
    pub fn stamp(&self) -> usize {
        self.stamp
    }

    /// The seat whose decisions may be taken back: the one person at a table of bots,
    /// in a game being played (not a replay, not over).
    pub fn take_back_seat(&self) -> Option<Seat> {
        match self.people().as_slice() {
            [one]
                if !self.is_replay()
                    && !self.state().is_over()
                    && self.lesson.is_none()
                    && !self.game.is_mirror() =>
            {
                Some(*one)
            }
            _ => None,
        }
    }

    /// Whether the person may take back a decision now, or why not.
    pub fn can_take_back(&self) -> Result<Seat, TakeBackRefusal<Unseen>> {
        let seat = self
            .take_back_seat()
            .ok_or(TakeBackRefusal::NothingToTakeBack)?;
        self.game.take_back_point(seat, self.config.practice)?;
        Ok(seat)
    }

    /// `seat`'s choice of `action` for the decision now.
    pub fn choice(&self, seat: Seat, action: Action) -> Choose {
        Choose {
            seat,
            action,
            at: self.stamp,
        }
    }

    /// The game as a save file named `name`, written at `saved_at` (Unix seconds).
    pub fn save_file(&self, name: &str, saved_at: u64) -> SaveFile {
        SaveFile {
            practice: self.config.practice,
            take_backs: self.take_backs,
            hints: self.hints,
            ..SaveFile::new(&self.game, name, &self.config.seats, saved_at)
        }
    }

    /// Decisions taken back in this game.
    pub fn take_backs(&self) -> u32 {
        self.take_backs
    }

    /// The game came to its end at this table (not a replay, not a finished save).
    pub fn ended_here(&self) -> bool {
        self.state().is_over() && self.stamp > self.opened_at && !self.is_replay()
    }

    /// Hints asked for in this game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Plays a choice: refused unless it is for the decision now and from the seat the
    /// engine waits for, and legal.
    fn play(&mut self, choice: Choose) -> Result<Vec<GameEvent>, NotPlayed<RuleError>> {
        decision::current(choice.at, self.stamp).map_err(NotPlayed::Dropped)?;
        if !self.lesson_allows(choice.seat, &choice.action, 0) {
            return Err(NotPlayed::Lesson);
        }
        let events = self
            .game
            .apply_as(choice.seat, choice.action)
            .map_err(NotPlayed::Engine)?;
        self.stamp += 1;
        Ok(events)
    }
}

impl Match {
    /// Over the network: whether `choice` goes to the server. It must be for the
    /// decision its seat's view shows now, and the first choice sent for it.
    /// Over the network: the server refused the choice sent (not as stale), so the
    /// person may choose again.
    pub fn refused_by_server(&mut self) {
        self.sent.forget();
    }

    fn send(&mut self, choice: &Choose) -> Result<(), Dropped> {
        let now = match self.others.iter().find(|(s, _)| *s == choice.seat) {
            Some((_, mirror)) => mirror.steps(),
            None => self.stamp,
        };
        self.sent.admit(choice.seat, choice.at, now)
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
                game.config.seats.len(),
                game.config.rules.name,
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

/// Takes back the person's latest decision when asked (the other way the game changes).
fn take_back(
    mut asks: MessageReader<TakeBack>,
    mut game: ResMut<Match>,
    mut taken: MessageWriter<TakenBack>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let result = game.can_take_back().and_then(|seat| {
        let practice = game.config.practice;
        game.game.take_back(seat, practice)
    });
    match result {
        Ok(()) => {
            game.stamp += 1;
            game.take_backs += 1;
            taken.write(TakenBack);
        }
        Err(why) => info!("No take-back: {why}"),
    }
}

/// Counts the hints asked for.
fn count_hints(mut given: MessageReader<HintGiven>, mut game: ResMut<Match>) {
    let n = given.read().count() as u32;
    if n > 0 {
        game.hints += n;
    }
}

/// The one system that calls the engine: plays each choice for its seat, in order.
pub fn apply_choices(
    mut choices: MessageReader<Choose>,
    mut game: ResMut<Match>,
    mut happened: MessageWriter<Happened>,
    mut refused: MessageWriter<Refused>,
    mut to_server: MessageWriter<Request>,
) {
    // A game played over the network: the server plays the choice, and its update
    // comes back as the events.
    if game.game.is_mirror() {
        for choice in choices.read() {
            match game.send(choice) {
                Ok(()) => {
                    to_server.write(Request(ToServer::Choose {
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
    // A choice made for the decision a refused choice would have led to (a held card's
    // target after its card) is refused with it.
    let mut refused_at: Option<(Seat, usize)> = None;
    for choice in choices.read() {
        let result = if refused_at == Some((choice.seat, choice.at.wrapping_sub(1))) {
            Err(NotPlayed::AfterRefused)
        } else {
            game.play(*choice)
        };
        match result {
            Ok(events) => {
                happened.write(Happened(events));
            }
            Err(why) => {
                warn!("Refused {choice:?}: {why}");
                refused_at = Some((choice.seat, choice.at));
                refused.write(Refused {
                    choice: *choice,
                    why,
                });
            }
        }
    }
}
