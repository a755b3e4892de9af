//! A bot that plays a seat over the network: it reads what the server tells its seat
//! and answers with choices, as a person's client would. Pure (messages in, messages
//! out), so that the transport, the arena's `join` and the tests share it.

use std::sync::{Mutex, PoisonError};

use super::protocol::{Refusal, SeatPlan, SeatToken, TableId, TablePlan, ToClient, ToServer};
use crate::mad_queens::MadObservation;
use crate::mad_queens::bots::MadBot;
use crate::sleeping_queens::bots::{Bot, BotKind};
use crate::sleeping_queens::{Observation, Seat};

/// How a bot comes to a table.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// Open a table with this plan, and start it when every seat is taken.
    Open(TablePlan),
    /// Join this table, or the first one with an open seat.
    Join {
        table: Option<TableId>,
        password: String,
    },
}

/// Where the bot is.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    Arriving,
    Seated,
    Playing,
    Over(Finish),
    /// The server refused the bot a seat, or closed its table.
    Failed(String),
}

/// How a game ended, for whichever game the table played.
#[derive(Clone, Debug, PartialEq)]
pub struct Finish {
    pub winners: Vec<Seat>,
    /// Why it ended, or the points, in words for a log.
    pub how: String,
}

pub struct BotPlayer {
    name: String,
    entry: Entry,
    bot: Box<dyn Bot + Send + Sync>,
    /// The same kind of bot, for a table of Mad Queens (in a lock only to be shared
    /// with the app's threads: a bot is not `Sync`).
    mad_bot: Mutex<Box<dyn MadBot + Send>>,
    table: Option<TableId>,
    seat: Option<Seat>,
    /// The seat's token, to take it back after a lost connection.
    token: Option<SeatToken>,
    started: bool,
    progress: Progress,
    /// Choices made.
    pub choices: u32,
}

impl BotPlayer {
    pub fn new(name: impl Into<String>, kind: BotKind, seed: u64, entry: Entry) -> BotPlayer {
        BotPlayer {
            name: name.into(),
            entry,
            bot: kind.make(seed),
            mad_bot: Mutex::new(crate::mad_queens::bots::make(kind, seed)),
            table: None,
            seat: None,
            token: None,
            started: false,
            progress: Progress::Arriving,
            choices: 0,
        }
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    pub fn table(&self) -> Option<TableId> {
        self.table
    }

    /// The connection is gone (`why`): a game not over has failed.
    pub fn lost(&mut self, why: String) {
        if !matches!(self.progress, Progress::Over(_) | Progress::Failed(_)) {
            self.progress = Progress::Failed(why);
        }
    }

    /// What to send once connected.
    pub fn hello(&self) -> Vec<ToServer> {
        vec![match &self.entry {
            Entry::Open(plan) => ToServer::Open {
                plan: plan.clone(),
                name: self.name.clone(),
                here: Vec::new(),
            },
            Entry::Join {
                table: Some(table),
                password,
            } => ToServer::Join {
                table: *table,
                name: self.name.clone(),
                password: password.clone(),
                token: self.token,
            },
            Entry::Join { table: None, .. } => ToServer::List,
        }]
    }

    /// Reads one message from the server; returns what to answer.
    pub fn receive(&mut self, message: &ToClient) -> Vec<ToServer> {
        if let Some((seat, view)) = message.update_check() {
            if Some(seat) != self.seat {
                return Vec::new();
            }
            if let Err(e) = view {
                self.progress = Progress::Failed(format!("the server sent a bad view: {e}"));
                return Vec::new();
            }
        }
        match message {
            ToClient::Tables(list) => {
                let Entry::Join { password, .. } = &self.entry else {
                    return Vec::new();
                };
                match list.iter().find(|t| !t.started && t.open_seats > 0) {
                    Some(t) => vec![ToServer::Join {
                        table: t.table,
                        name: self.name.clone(),
                        password: password.clone(),
                        token: self.token,
                    }],
                    None => {
                        self.progress = Progress::Failed("no table has an open seat".into());
                        Vec::new()
                    }
                }
            }
            ToClient::Seated {
                table, seat, token, ..
            } => {
                self.table = Some(*table);
                self.seat = Some(*seat);
                self.token = Some(*token);
                if self.progress == Progress::Arriving {
                    self.progress = Progress::Seated;
                }
                Vec::new()
            }
            ToClient::Lobby(lobby) => {
                let full = lobby.seats.iter().all(|s| s.name.is_some());
                let everyone_here = lobby
                    .seats
                    .iter()
                    .all(|s| s.connected || matches!(s.plan, SeatPlan::Bot(_)));
                // The server says who hosts: the seat of the client that opened it.
                let host = self
                    .seat
                    .and_then(|s| lobby.seats.get(s as usize))
                    .is_some_and(|s| s.host);
                if host && !lobby.started && !self.started && full && everyone_here {
                    self.started = true;
                    return vec![ToServer::Start];
                }
                Vec::new()
            }
            ToClient::Update {
                seat,
                step,
                observation,
                ..
            } => {
                self.progress = Progress::Playing;
                if let Some(outcome) = &observation.outcome {
                    self.progress = Progress::Over(Finish {
                        winners: outcome.winners.clone(),
                        how: format!("{:?}", outcome.reason),
                    });
                    return Vec::new();
                }
                self.decide(*seat, *step, observation)
            }
            ToClient::MadUpdate {
                seat,
                step,
                observation,
                ..
            } => {
                self.progress = Progress::Playing;
                if let Some(result) = &observation.result {
                    self.progress = Progress::Over(Finish {
                        winners: result.winners.clone(),
                        how: format!("points {:?}", result.points),
                    });
                    return Vec::new();
                }
                self.decide_mad(*seat, *step, observation)
            }
            ToClient::Refused(Refusal::Stale { .. }) => Vec::new(),
            ToClient::Refused(why) => {
                if matches!(self.progress, Progress::Arriving) {
                    self.progress = Progress::Failed(format!("refused: {why:?}"));
                }
                Vec::new()
            }
            ToClient::Closed(why) => {
                self.progress = Progress::Failed(format!("the table closed: {why:?}"));
                Vec::new()
            }
        }
    }

    fn decide(&mut self, seat: Seat, step: u32, obs: &Observation) -> Vec<ToServer> {
        if obs.decision.is_none() {
            return Vec::new();
        }
        let action = self.bot.decide(obs);
        self.choices += 1;
        vec![ToServer::Choose { seat, step, action }]
    }

    fn decide_mad(&mut self, seat: Seat, step: u32, obs: &MadObservation) -> Vec<ToServer> {
        if obs.decision.is_none() {
            return Vec::new();
        }
        let bot = self
            .mad_bot
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        let action = bot.decide(obs);
        self.choices += 1;
        vec![ToServer::MadChoose { seat, step, action }]
    }
}
