//! The game being played: the engine's `Game`, who sits where, the events still to show
//! and the bots thinking off the main thread.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::thread::JoinHandle;

use bevy::prelude::*;

use crate::bots::{Bot, BotKind};
use crate::rules::{Action, Decision, Event, Game, RuleSet, Seat, Setup};
use crate::table::TableModel;
use crate::text::narrate_next;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Bot(BotKind),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatConfig {
    pub name: String,
    pub kind: SeatKind,
}

impl SeatConfig {
    pub fn new(name: impl Into<String>, kind: SeatKind) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind,
        }
    }
}

/// How the next game is set up (the setup screen or the command line fills it).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub seats: Vec<SeatConfig>,
    pub rules: RuleSet,
    pub seed: Option<u64>,
    pub starting_seat: Option<Seat>,
}

impl Default for GameConfig {
    /// You against two Normal bots, extended rules.
    fn default() -> Self {
        GameConfig {
            seats: vec![
                SeatConfig::new("You", SeatKind::Human),
                SeatConfig::new("Bo", SeatKind::Bot(BotKind::Normal)),
                SeatConfig::new("Cleo", SeatKind::Bot(BotKind::Normal)),
            ],
            rules: RuleSet::extended(),
            seed: None,
            starting_seat: None,
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
                .map(|i| {
                    SeatConfig::new(
                        BOT_NAMES[i % BOT_NAMES.len()],
                        SeatKind::Bot(BotKind::Normal),
                    )
                })
                .collect(),
            rules,
            seed: None,
            starting_seat: None,
        }
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len() as Seat)
            .filter(|s| self.seats[*s as usize].kind == SeatKind::Human)
            .collect()
    }
}

/// A bot at work on a decision.
pub struct Thinking {
    pub seat: Seat,
    pub handle: JoinHandle<(Box<dyn Bot + Send>, Action)>,
    /// A bot's move is shown no sooner than this (seconds of game time).
    pub ready_at: f64,
}

#[derive(Resource)]
pub struct Session {
    pub game: Game,
    pub config: GameConfig,
    pub seed: u64,
    pub names: Vec<String>,
    /// Whose hand and hidden queens the table shows (`None`: nobody's).
    pub viewer: Option<Seat>,
    /// Events not shown yet, in order.
    pub queue: VecDeque<Event>,
    /// Seconds left in the current step's animation.
    pub wait: f32,
    /// What the table shows now.
    pub model: TableModel,
    /// Set when `model` changed and cards must move.
    pub dirty: bool,
    pub log: Vec<String>,
    /// Each seat's points at the start of every turn (for the results chart).
    pub points: Vec<Vec<u32>>,
    pub bots: Mutex<Vec<Option<Box<dyn Bot + Send>>>>,
    pub thinking: Option<Thinking>,
    /// The last event shown (for sounds and captions).
    pub last_event: Option<Event>,
    /// Whose turn the table shows (it trails the engine while events play out).
    pub shown_turn: Option<Seat>,
    /// A replay: the recorded actions still to play, instead of asking anyone.
    pub replay: Option<VecDeque<Action>>,
    /// How many actions the last autosave holds (`None`: not saved yet).
    pub saved_actions: Option<usize>,
    /// Several people at one screen: the open call of the window in progress.
    pub open_call: Option<super::hotseat::OpenCall>,
    /// When the decision now on screen was first shown to its person (game seconds).
    pub asked_since: f64,
}

/// The one person at the table, if there is just one. That person's hand is shown from
/// the start, and the game log tells their secrets. When several share the screen,
/// nobody's is: the table starts covered until someone takes the seat (a resumed game
/// too: who sits at the screen is not known), and the log, which stays on screen after
/// the seat changes hands, tells no one's.
fn lone_person(humans: &[Seat]) -> Option<Seat> {
    match humans {
        [one] => Some(*one),
        _ => None,
    }
}

impl Session {
    pub fn start(config: GameConfig) -> Result<Session, String> {
        let seed = config.seed.unwrap_or_else(fresh_seed);
        let humans = config.humans();
        let setup = Setup {
            seats: config.seats.len() as u8,
            rules: config.rules.clone(),
            starting_seat: config.starting_seat,
            // Several people at one screen: every window asks every person (X-ANS-2).
            ask_always: if humans.len() >= 2 {
                humans.iter().fold(0, |m, s| m | 1 << s)
            } else {
                0
            },
        };
        let (game, deal) = Game::new(setup, seed).map_err(|e| e.to_string())?;
        let model = TableModel::before_deal(game.state(), &deal);
        let bots = bots_for(&config, seed);
        let viewer = lone_person(&humans);
        Ok(Session {
            names: config.seats.iter().map(|s| s.name.clone()).collect(),
            points: vec![Vec::new(); config.seats.len()],
            game,
            seed,
            viewer,
            queue: deal.into(),
            wait: 0.4,
            model,
            dirty: true,
            log: Vec::new(),
            bots: Mutex::new(bots),
            thinking: None,
            last_event: None,
            shown_turn: None,
            replay: None,
            saved_actions: None,
            open_call: None,
            asked_since: 0.0,
            config,
        })
    }

    /// A saved game, resumed where it was: the table starts settled.
    pub fn resume(loaded: crate::save::LoadedSave) -> Session {
        let config = config_of_save(&loaded.file);
        let game = loaded.game;
        let seed = game.record().seed;
        let bots = bots_for(&config, seed);
        let humans = config.humans();
        let model = TableModel::from_state(game.state());
        let names: Vec<String> = config.seats.iter().map(|s| s.name.clone()).collect();
        let viewer = lone_person(&humans);
        let log = game
            .history()
            .iter()
            .enumerate()
            .filter_map(|(i, e)| narrate_next(e, game.history().get(i + 1), &names, viewer))
            .collect();
        Session {
            names,
            points: points_by_turn(&game),
            saved_actions: Some(game.record().actions.len()),
            shown_turn: Some(game.state().current_seat()),
            game,
            seed,
            viewer,
            queue: VecDeque::new(),
            wait: 0.0,
            model,
            dirty: true,
            log,
            bots: Mutex::new(bots),
            thinking: None,
            last_event: None,
            replay: None,
            open_call: None,
            asked_since: 0.0,
            config,
        }
    }

    /// A saved game played back from its deal, action by action.
    pub fn replay(loaded: crate::save::LoadedSave) -> Result<Session, String> {
        let mut config = config_of_save(&loaded.file);
        config.seed = Some(loaded.file.record.seed);
        config.starting_seat = loaded.file.record.setup.starting_seat;
        config.rules = loaded.file.record.setup.rules.clone();
        let mut s = Session::start(config)?;
        s.replay = Some(loaded.file.record.actions.iter().copied().collect());
        // Nothing to autosave: this game is already saved.
        s.saved_actions = Some(usize::MAX);
        Ok(s)
    }

    /// The seats as a save file records them.
    pub fn seat_infos(&self) -> Vec<crate::save::SeatInfo> {
        use crate::save::{BotLevel, SeatInfo};
        self.config
            .seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Human => SeatInfo::human(s.name.clone()),
                SeatKind::Bot(b) => SeatInfo::bot(
                    s.name.clone(),
                    match b {
                        BotKind::Easy => BotLevel::Easy,
                        BotKind::Normal => BotLevel::Normal,
                        BotKind::Hard => BotLevel::Hard,
                    },
                ),
            })
            .collect()
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.config
            .seats
            .get(seat as usize)
            .map(|s| s.kind)
            .unwrap_or(SeatKind::Bot(BotKind::Normal))
    }

    /// The decision waiting for a player, once every event has been shown.
    pub fn decision_now(&self) -> Option<&Decision> {
        if !self.queue.is_empty() || self.wait > 0.0 {
            return None;
        }
        self.game.state().pending()
    }

    /// The decision waiting for a human at this screen, if any.
    pub fn human_decision(&self) -> Option<&Decision> {
        self.decision_now()
            .filter(|d| self.seat_kind(d.seat()) == SeatKind::Human)
    }

    /// Plays an action for whoever must decide; its events join the queue.
    pub fn apply(&mut self, action: Action) -> Result<(), String> {
        let events = self.game.apply(action).map_err(|e| e.to_string())?;
        self.queue.extend(events);
        Ok(())
    }

    /// Shows the next event: moves cards, writes the log. Returns it.
    pub fn step(&mut self) -> Option<Event> {
        let e = self.queue.pop_front()?;
        self.model.apply(&e);
        if let Event::TurnStarted { seat, .. } = e {
            self.shown_turn = Some(seat);
            for (seat, row) in self.points.iter_mut().enumerate() {
                row.push(
                    self.model
                        .owned
                        .get(seat)
                        .map_or(0, |r| r.iter().map(|(q, _)| q.points()).sum::<u32>()),
                );
            }
        }
        let viewer = lone_person(&self.config.humans());
        if let Some(line) = narrate_next(&e, self.queue.front(), &self.names, viewer) {
            self.log.push(line);
        }
        if self.queue.is_empty() {
            // The step is over: the table now shows exactly the engine's state.
            self.model = TableModel::from_state(self.game.state());
        }
        self.dirty = true;
        self.last_event = Some(e.clone());
        Some(e)
    }

    /// Shows every queued event at once.
    pub fn catch_up(&mut self) {
        while self.step().is_some() {}
        self.wait = 0.0;
    }
}

/// Each seat's points at the start of every turn so far, replayed from the record.
fn points_by_turn(game: &Game) -> Vec<Vec<u32>> {
    let record = game.record();
    let seats = record.setup.seats as usize;
    let mut points = vec![Vec::new(); seats];
    let Ok((mut g, deal)) = Game::new(record.setup.clone(), record.seed) else {
        return points;
    };
    let note = |g: &Game, events: &[Event], points: &mut Vec<Vec<u32>>| {
        for e in events {
            if let Event::TurnStarted { .. } = e {
                for (s, row) in points.iter_mut().enumerate() {
                    row.push(g.state().points(s as Seat));
                }
            }
        }
    };
    note(&g, &deal, &mut points);
    for a in &record.actions {
        match g.apply(*a) {
            Ok(events) => note(&g, &events, &mut points),
            Err(_) => break,
        }
    }
    points
}

fn bots_for(config: &GameConfig, seed: u64) -> Vec<Option<Box<dyn Bot + Send>>> {
    config
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s.kind {
            SeatKind::Bot(kind) => Some(kind.make(seed.wrapping_add(1000 + i as u64))),
            SeatKind::Human => None,
        })
        .collect()
}

fn config_of_save(file: &crate::save::SaveFile) -> GameConfig {
    use crate::save::{BotLevel, SeatKind as Saved};
    GameConfig {
        seats: file
            .seats
            .iter()
            .map(|s| SeatConfig {
                name: s.name.clone(),
                kind: match s.kind {
                    Saved::Human => SeatKind::Human,
                    Saved::Bot(BotLevel::Easy) => SeatKind::Bot(BotKind::Easy),
                    Saved::Bot(BotLevel::Normal) => SeatKind::Bot(BotKind::Normal),
                    Saved::Bot(BotLevel::Hard) => SeatKind::Bot(BotKind::Hard),
                },
            })
            .collect(),
        rules: file.record.setup.rules.clone(),
        seed: Some(file.record.seed),
        starting_seat: file.record.setup.starting_seat,
    }
}

/// How long the table lingers on an event, in seconds at speed 1.
pub fn step_seconds(e: &Event, dealing: bool) -> f32 {
    match e {
        Event::Drew { .. } if dealing => 0.07,
        Event::Drew { .. } => 0.3,
        Event::TurnStarted { .. } => 0.35,
        Event::Played { .. } | Event::NumbersPlayed { .. } | Event::Answered { .. } => 0.6,
        Event::Revealed { .. } => 0.55,
        Event::Woken { .. } | Event::Owned { .. } | Event::PutToSleep { .. } => 0.7,
        Event::Swapped { .. } | Event::SentBack { .. } => 0.7,
        Event::Reshuffled { .. } | Event::GridFlipped | Event::AllQueensHidden => 0.8,
        Event::HatShuffle { .. } => 0.8,
        Event::JesterRevealed { .. } | Event::JesterCounted { .. } => 0.7,
        Event::Burned { .. } => 0.5,
        Event::Discarded { .. } | Event::DiscardedStuck { .. } => 0.35,
        Event::Cancelled { .. } | Event::NoEffect { .. } => 0.5,
        Event::GameOver { .. } => 1.0,
        _ => 0.2,
    }
}

fn fresh_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(7)
}
