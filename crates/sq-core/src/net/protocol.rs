//! What clients and a server say to each other. Clients only choose; the server owns the
//! game and tells each client what its seats may see: their observations and the
//! events as those seats saw them (the events' visibility rules, T-4, X-ANS-2).

use std::fmt;

use serde::{Deserialize, Serialize};

pub use crate::engine::GameKind;
use crate::mad_queens::{MadAction, MadEvent, MadObservation, MadSetup};
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{Action, GameEvent, Observation, RuleSet, Seat};

pub use crate::names::{NameProblem, check_text, normalized};

/// The transport's protocol id (renet netcode): this game's, whatever its version. It
/// never changes: versions are told apart by [`Greeting`], which can say why.
pub const PROTOCOL_ID: u64 = 0x5351_4e45_5406;

/// The number of the messages below ([`ToServer`], [`ToClient`] and what they carry),
/// raised by hand whenever any of them changes in a way an older peer would misread.
/// A client and a server play together only when theirs agree.
pub const PROTOCOL: u32 = 9;

/// This program's version, as people see it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What each side says first: which messages it speaks and which version of the game it
/// is. Its shape never changes, and it goes before any other message, so that any two
/// versions read each other's greeting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Greeting {
    pub protocol: u32,
    pub version: String,
}

impl Greeting {
    /// This program's greeting.
    pub fn ours() -> Greeting {
        Greeting {
            protocol: PROTOCOL,
            version: VERSION.into(),
        }
    }

    /// The version as it may be shown or logged: another program wrote it, so it shows
    /// only when it has the form of a version (`1.2.3`, a pre-release or a build after
    /// it: letters, digits, dots and hyphens), of at most [`MAX_VERSION_CHARS`]
    /// characters; anything else shows as `?`, so that no new line or other text of a
    /// stranger's reaches a log line or a sentence.
    pub fn shown_version(&self) -> String {
        if self.has_a_version() {
            self.version.clone()
        } else {
            "?".into()
        }
    }

    /// Whether the version has the form of a version (see [`Greeting::shown_version`]).
    pub fn has_a_version(&self) -> bool {
        self.version.len() <= MAX_VERSION_CHARS && semver::Version::parse(&self.version).is_ok()
    }

    /// This client's (`self`) answer to a server's greeting: the two play together when
    /// they speak one protocol and the server's version is one.
    pub fn welcomed_by(&self, server: &Greeting) -> Result<(), OtherVersion> {
        if server.protocol == self.protocol && server.has_a_version() {
            Ok(())
        } else {
            Err(OtherVersion {
                server: server.clone(),
                client: self.clone(),
            })
        }
    }
}

/// The longest version a greeting may say.
pub const MAX_VERSION_CHARS: usize = 32;

/// A server that speaks other messages than this client: both greetings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherVersion {
    pub server: Greeting,
    pub client: Greeting,
}

impl OtherVersion {
    /// Which of the two is older, for the advice: update that one.
    pub fn server_is_older(&self) -> bool {
        self.server.protocol < self.client.protocol
    }
}

impl fmt::Display for OtherVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let older = if self.server_is_older() {
            "the server"
        } else {
            "this game"
        };
        write!(
            f,
            "the server runs Sleeping Queens {} (network protocol {}) and this game is {} \
             (protocol {}): they cannot play together; update {older} so that both are the \
             same version",
            self.server.shown_version(),
            self.server.protocol,
            self.client.shown_version(),
            self.client.protocol
        )
    }
}

/// The port a server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 5757;

/// The longest name a person or a table may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;
/// The longest name of a rule set a table may be opened with.
pub const MAX_RULES_NAME_CHARS: usize = 40;
/// The longest table password, in characters.
pub const MAX_PASSWORD_CHARS: usize = 64;

/// A table on a server.
pub type TableId = u32;

/// A message from a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToServer {
    /// Which tables the server holds.
    List,
    /// Open a new table; the sender is its host and sits in its first seat for a
    /// person as `name`, and the people sharing the host's screen (`here`) in the
    /// seats planned for them.
    Open {
        plan: TablePlan,
        name: String,
        here: Vec<(Seat, String)>,
    },
    /// Sit at `table` as `name`: an open seat, or the seat a person of that name left
    /// (rejoining it). A client with a seat may join again with another name: people
    /// sharing one screen.
    Join {
        table: TableId,
        name: String,
        password: String,
        /// The seat token this client was given when it sat down under `name`: taking
        /// back a seat whose person left needs it.
        #[serde(default)]
        token: Option<SeatToken>,
    },
    /// The host starts the game.
    Start,
    /// Play `action` for `seat`, decided when `step` actions had been played.
    Choose {
        seat: Seat,
        step: u32,
        action: Action,
    },
    /// Play `action` for `seat` at a table of Mad Queens, decided when the seat had made
    /// `step` choices (the seats play at once: only the seat's own choices count).
    MadChoose {
        seat: Seat,
        step: u32,
        action: MadAction,
    },
    /// Stand up from every seat at the table (the seats wait, as after a lost
    /// connection).
    Leave,
    /// The person is at their screen again: the seats the turn clock gave to stand-ins
    /// are theirs again (as any choice of theirs would make them).
    Back,
}

/// How a table is set up before anyone sits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TablePlan {
    pub name: String,
    #[serde(default)]
    pub game: GameKind,
    /// The rule set, for a game of Sleeping Queens.
    pub rules: RuleSet,
    pub seats: Vec<SeatPlan>,
    /// Empty: anyone may join.
    pub password: String,
    /// Seconds a person who lost their connection is waited for before a bot plays
    /// for them; `None`: they are waited for.
    pub stand_in_after: Option<u32>,
    /// Seconds to answer a window (an answer, an after-wake play) before an automatic
    /// Pass; `None`: no countdown.
    pub answer_seconds: Option<u32>,
    /// The turn clock: seconds a connected person may take over a decision before a
    /// stand-in bot plays their seat (until they act again); `None`: no clock.
    #[serde(default)]
    pub turn_seconds: Option<u32>,
}

impl TablePlan {
    /// A table anyone may join, with no countdowns and no stand-ins.
    pub fn open(
        name: impl Into<String>,
        game: GameKind,
        rules: RuleSet,
        seats: Vec<SeatPlan>,
    ) -> TablePlan {
        TablePlan {
            name: name.into(),
            game,
            rules,
            seats,
            password: String::new(),
            stand_in_after: None,
            answer_seconds: None,
            turn_seconds: None,
        }
    }

    /// Whether the plan is one a table can be opened with, and if not, why.
    pub fn check(&self) -> Result<(), Refusal> {
        check_name(&self.name)?;
        // The host names its rule set; every table list shows the name.
        check_text(&self.rules.name, MAX_RULES_NAME_CHARS)
            .map_err(|why| Refusal::BadPlan(format!("the rule set's name {why}")))?;
        if self.password.chars().count() > MAX_PASSWORD_CHARS {
            return Err(Refusal::BadPlan(format!(
                "a password has at most {MAX_PASSWORD_CHARS} characters"
            )));
        }
        if !self.seats.contains(&SeatPlan::Person) {
            return Err(Refusal::BadPlan(
                "a table needs at least one seat for a person".into(),
            ));
        }
        if self.seats.len() > u8::MAX as usize {
            return Err(Refusal::BadPlan("too many seats".into()));
        }
        if self.turn_seconds.is_some_and(|s| !(5..=3600).contains(&s)) {
            return Err(Refusal::BadPlan(
                "a turn clock runs 5 seconds to an hour".into(),
            ));
        }
        let players = self.seats.len() as u8;
        match self.game {
            GameKind::SleepingQueens => {
                crate::sleeping_queens::Setup::new(players, self.rules.clone())
                    .check()
                    .map_err(|e| Refusal::BadPlan(e.0))
            }
            GameKind::MadQueens => MadSetup::new(players)
                .check()
                .map_err(|e| Refusal::BadPlan(e.to_string())),
        }
    }

    /// The game and its rules, as a listing names them.
    pub fn label(&self) -> String {
        match self.game {
            GameKind::SleepingQueens => self.rules.name.clone(),
            GameKind::MadQueens => GameKind::MAD_QUEENS_RULES.into(),
        }
    }
}

/// Who a seat is planned for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPlan {
    /// A person, at this screen or another.
    Person,
    Bot(BotKind),
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    Tables(Vec<Listing>),
    /// This client sits in `seat` of `table` as `name`.
    Seated {
        table: TableId,
        seat: Seat,
        name: String,
        /// The seat's secret: keep it to take the seat back after leaving. Told only to
        /// the client sitting there, never in a list.
        token: SeatToken,
    },
    /// Who sits where, sent whenever it changes.
    Lobby(LobbyView),
    /// The game as `seat` sees it after `step` actions: the events since the last
    /// update, as this seat saw them, and its observation (its history left empty).
    Update {
        seat: Seat,
        step: u32,
        events: Vec<GameEvent>,
        observation: Box<Observation>,
    },
    /// A game of Mad Queens as `seat` sees it after the seat's own `step` choices: the
    /// events since the last update that this seat may see, and its observation (its
    /// history left empty). Sent when the seat has something new to see.
    MadUpdate {
        seat: Seat,
        step: u32,
        events: Vec<MadEvent>,
        observation: Box<MadObservation>,
    },
    /// A request was refused; nothing changed.
    Refused(Refusal),
    /// The table is gone for this client.
    Closed(CloseReason),
}

/// The longest text of a server's that a client shows (a refusal's reason).
const MAX_SHOWN_REASON_CHARS: usize = 160;

impl ToClient {
    /// The message with every text another program wrote (names, a refusal's reason)
    /// made safe to show and to log: cut to its length, and every character that could
    /// start a forged line or turn the text around shown as `�`
    /// ([`crate::names::shown`]). A client shows what a server says only so.
    pub fn shown(self) -> ToClient {
        use crate::names::shown;
        let name = |n: String| shown(&n, MAX_RULES_NAME_CHARS);
        match self {
            ToClient::Tables(list) => ToClient::Tables(
                list.into_iter()
                    .map(|l| Listing {
                        name: name(l.name),
                        rules: name(l.rules),
                        ..l
                    })
                    .collect(),
            ),
            ToClient::Seated {
                table,
                seat,
                name: n,
                token,
            } => ToClient::Seated {
                table,
                seat,
                name: name(n),
                token,
            },
            ToClient::Lobby(mut view) => {
                view.name = name(view.name);
                view.rules.name = name(view.rules.name);
                for s in &mut view.seats {
                    s.name = s.name.take().map(name);
                }
                ToClient::Lobby(view)
            }
            ToClient::Refused(Refusal::BadPlan(why)) => {
                ToClient::Refused(Refusal::BadPlan(shown(&why, MAX_SHOWN_REASON_CHARS)))
            }
            ToClient::Refused(Refusal::Rule(why)) => {
                ToClient::Refused(Refusal::Rule(shown(&why, MAX_SHOWN_REASON_CHARS)))
            }
            other => other,
        }
    }

    /// For an update of either game: the seat it is for, and whether its observation is
    /// one a game could give (a client checks what another program sent before using it).
    pub fn update_check(&self) -> Option<(Seat, Result<(), BadUpdate>)> {
        match self {
            ToClient::Update {
                seat,
                observation,
                events,
                ..
            } => Some((
                *seat,
                observation
                    .check()
                    .map_err(BadUpdate::SleepingQueens)
                    .and_then(|()| {
                        let seats = observation.seats;
                        fits(
                            events.iter().map(|e| e.fits(seats)),
                            observation.seat,
                            *seat,
                        )
                    }),
            )),
            ToClient::MadUpdate {
                seat,
                observation,
                events,
                ..
            } => Some((
                *seat,
                observation
                    .check()
                    .map_err(BadUpdate::MadQueens)
                    .and_then(|()| {
                        let players = observation.players();
                        fits(
                            events.iter().map(|e| e.fits(players)),
                            observation.seat,
                            *seat,
                        )
                    }),
            )),
            _ => None,
        }
    }
}

/// An update's events each fit its table (`fitting`, in order), and its observation is
/// of the seat it is sent for.
fn fits(
    mut fitting: impl Iterator<Item = bool>,
    observed: Seat,
    seat: Seat,
) -> Result<(), BadUpdate> {
    match fitting.position(|fits| !fits) {
        Some(index) => Err(BadUpdate::Event { index }),
        None if observed != seat => Err(BadUpdate::Seat),
        None => Ok(()),
    }
}

/// What one address may have of a server, and has used up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Limit {
    /// Connections open at once.
    Connections,
    /// Tables open at once.
    Tables,
    /// Requests a second.
    Requests,
}

/// A seat's secret, given to the client that sits down: random, and needed to take the
/// seat back after leaving it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatToken(pub [u8; 16]);

impl SeatToken {
    /// A new token, from the system's randomness.
    pub fn fresh() -> SeatToken {
        SeatToken(rand::random())
    }
}

/// A token never shows in a log line.
impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

/// Why an update's observation is not one a game could give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadUpdate {
    SleepingQueens(crate::sleeping_queens::ObservationError),
    MadQueens(crate::mad_queens::MadObservationError),
    /// The event at `index` could not happen at this table.
    Event {
        index: usize,
    },
    /// The update is for one seat and its observation another's.
    Seat,
}

impl fmt::Display for BadUpdate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadUpdate::SleepingQueens(e) => e.fmt(f),
            BadUpdate::MadQueens(e) => e.fmt(f),
            BadUpdate::Event { index } => {
                write!(f, "event {} could not happen at this table", index + 1)
            }
            BadUpdate::Seat => f.write_str("the update and its observation name other seats"),
        }
    }
}
impl std::error::Error for BadUpdate {}

/// A table, as the server lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listing {
    pub table: TableId,
    pub name: String,
    /// The rule set, or [`GameKind::MAD_QUEENS_RULES`].
    pub rules: String,
    pub seats: u8,
    pub open_seats: u8,
    pub password: bool,
    pub started: bool,
}

/// Who sits at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyView {
    pub table: TableId,
    pub name: String,
    pub game: GameKind,
    pub rules: RuleSet,
    pub seats: Vec<SeatView>,
    pub started: bool,
    pub over: bool,
}

/// One seat, as everyone at the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// `None`: nobody sits here yet.
    pub name: Option<String>,
    pub plan: SeatPlan,
    /// A person's connection is live (always true for a bot).
    pub connected: bool,
    /// A bot plays for a person who left.
    pub stand_in: bool,
    pub host: bool,
}

/// Why a request was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    NoSuchTable,
    WrongPassword,
    TableFull,
    /// Someone connected already sits under that name.
    NameTaken,
    /// The seat under that name is kept for the person who left it: taking it back
    /// needs the seat token they were given.
    SeatKept,
    /// This address has asked for as much as one address may.
    Limited(Limit),
    BadName(NameProblem),
    BadPlan(String),
    /// Only the host starts the game.
    NotHost,
    /// The game cannot start yet: seats are open.
    SeatsOpen,
    AlreadyStarted,
    /// This client has no seat at a table.
    NotSeated,
    /// The seat is not one of this client's.
    NotYourSeat,
    /// The choice was made for an earlier state of the game (a second click, a late
    /// message): `step` actions have been played since.
    Stale {
        step: u32,
    },
    /// The engine refused the choice.
    Rule(String),
    /// Too many tables on this server.
    ServerFull,
}

impl Refusal {
    /// The refusal's name, for a count in the server's log.
    pub fn name(&self) -> &'static str {
        match self {
            Refusal::NoSuchTable => "no such table",
            Refusal::WrongPassword => "wrong password",
            Refusal::TableFull => "table full",
            Refusal::NameTaken => "name taken",
            Refusal::SeatKept => "seat kept",
            Refusal::Limited(_) => "limited",
            Refusal::BadName(_) => "bad name",
            Refusal::BadPlan(_) => "bad plan",
            Refusal::NotHost => "not host",
            Refusal::SeatsOpen => "seats open",
            Refusal::AlreadyStarted => "already started",
            Refusal::NotSeated => "not seated",
            Refusal::NotYourSeat => "not your seat",
            Refusal::Stale { .. } => "stale",
            Refusal::Rule(_) => "rule",
            Refusal::ServerFull => "server full",
        }
    }
}

/// Why a client's table is gone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CloseReason {
    /// The host closed the table (or left it before the game started).
    HostLeft,
    ServerStopping,
}

/// A person's or a table's name, or why it cannot be one (normalise it first:
/// [`normalized`]).
pub fn check_name(name: &str) -> Result<(), Refusal> {
    check_text(name, MAX_NAME_CHARS).map_err(Refusal::BadName)
}
