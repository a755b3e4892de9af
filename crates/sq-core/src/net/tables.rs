//! A server's tables, without a network: who sits where, the game each table plays,
//! and what each client is told. The transport feeds it what clients send, the time and
//! lost connections, and sends what it leaves in its outbox. Pure, so that every rule
//! of a table (seats, passwords, turns, stand-in bots, countdowns) is tested without
//! sockets.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::protocol::{
    CloseReason, GameKind, Listing, LobbyView, Refusal, SeatPlan, SeatToken, SeatView, TableId,
    TablePlan, ToClient, ToServer, check_name, normalized,
};
use crate::mad_queens::bots::MadBot;
use crate::mad_queens::{MadAction, MadGame, MadObservation, MadRecord, MadSetup, seen_by};
use crate::names::look_alike;
use crate::seats::{WINDOW_PACE, WINDOW_THINK};
use crate::sleeping_queens::bots::{Bot, BotKind};
use crate::sleeping_queens::{Action, Decision, Game, GameRecord, Observation, Seat, Setup};

/// A connected client, as the transport names it.
pub type ClientKey = u64;

/// A message for one client.
#[derive(Clone, Debug, PartialEq)]
pub struct Outgoing {
    pub to: ClientKey,
    pub message: ToClient,
}

/// The bot that plays for a person who is waited for no longer.
const STAND_IN: BotKind = BotKind::Normal;

/// How long a table with nobody connected waits for its people before it is closed:
/// long enough to come back after a lost connection or a restarted game, short enough
/// that tables opened and left do not fill a server.
pub const ABANDONED_AFTER: Duration = Duration::from_secs(3 * 60);

/// Every table on a server.
pub struct Tables {
    tables: BTreeMap<TableId, Table>,
    /// The table each connected client sits at, if any.
    clients: HashMap<ClientKey, Option<TableId>>,
    /// Where each connected client connects from, when the transport says.
    origins: HashMap<ClientKey, IpAddr>,
    next_id: TableId,
    max_tables: usize,
    outbox: Vec<Outgoing>,
    /// Tables changed since the last [`Tables::take_changed`] (to be saved).
    changed: Vec<TableId>,
    /// A table with no person connected for this long is closed.
    abandoned_after: Duration,
    /// Bots decide inside [`Tables::tick`]; otherwise their decisions wait in
    /// `thinking` for another thread ([`Tables::think_elsewhere`]).
    think_here: bool,
    thinking: Vec<Thinking>,
    #[cfg(test)]
    next_deal: Option<crate::sleeping_queens::Deal>,
}

/// A table's game, once started.
enum Playing {
    SleepingQueens(Box<Game>),
    MadQueens(Box<MadGame>),
}

impl Playing {
    fn is_over(&self) -> bool {
        match self {
            Playing::SleepingQueens(g) => g.state().is_over(),
            Playing::MadQueens(g) => g.state().is_over(),
        }
    }
}

/// Tells `to` it sits in `seat` of `table` as `name`, with the seat's token.
fn seated(to: ClientKey, table: TableId, seat: Seat, name: String, token: SeatToken) -> Outgoing {
    Outgoing {
        to,
        message: ToClient::Seated {
            table,
            seat,
            name,
            token,
        },
    }
}

/// A choice, for one game or the other.
enum Choice {
    SleepingQueens(Action),
    MadQueens(MadAction),
}

/// The choices `seat` has made in a game of Mad Queens (its step: the seats play at
/// once, so another seat's choice does not make this seat's stale).
fn own_steps(game: &MadGame, seat: Seat) -> u32 {
    game.record()
        .actions
        .iter()
        .filter(|a| a.seat == seat)
        .count() as u32
}

/// A bot's mind, for the table's game.
enum Brain {
    SleepingQueens(Box<dyn Bot + Send + Sync>),
    /// In a lock only to be shared with the server's threads (a bot is not `Sync`).
    MadQueens(Mutex<Box<dyn MadBot + Send>>),
}

/// A bot playing a seat.
struct SeatBot {
    kind: BotKind,
    /// `None` while the bot thinks away from the table ([`Thinking`]).
    brain: Option<Brain>,
}

impl SeatBot {
    fn new(game: GameKind, kind: BotKind, seed: u64) -> SeatBot {
        let brain = match game {
            GameKind::SleepingQueens => Brain::SleepingQueens(kind.make(seed)),
            GameKind::MadQueens => {
                Brain::MadQueens(Mutex::new(crate::mad_queens::bots::make(kind, seed)))
            }
        };
        SeatBot {
            kind,
            brain: Some(brain),
        }
    }
}

/// A bot's decision, taken away from the tables to be thought over on another thread,
/// so that no bot's search holds up the network loop or another table: the bot itself,
/// and what its seat sees. [`Tables::thought`] takes the choice back.
pub struct Thinking {
    table: TableId,
    seat: Seat,
    /// The seat's step when it was asked (a choice for a decision that has gone is
    /// dropped).
    step: u32,
    kind: BotKind,
    work: Work,
    /// In a window, when (on the tables' clock) a searching bot stops and answers with
    /// the best it has: [`WINDOW_THINK`] after the window opened.
    until: Option<Duration>,
}

/// A thinking bot, with what its seat sees.
enum Work {
    SleepingQueens(Box<dyn Bot + Send + Sync>, Box<Observation>),
    MadQueens(Mutex<Box<dyn MadBot + Send>>, Box<MadObservation>),
}

/// A bot's choice, made away from the tables, and the bot coming back with it.
pub struct Thought {
    table: TableId,
    seat: Seat,
    step: u32,
    /// The bot searches ([`Thinking::is_slow`]).
    slow: bool,
    brain: Brain,
    choice: Choice,
}

impl Thinking {
    /// Whether the bot searches (a Hard bot: many milliseconds, where the others take
    /// microseconds), so that a thread pool can keep quick ones from waiting behind it.
    pub fn is_slow(&self) -> bool {
        self.kind == BotKind::Hard
    }

    pub fn table(&self) -> TableId {
        self.table
    }

    /// The seat the bot decides for.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// When, on the tables' clock, the bot must stop thinking and answer (a window's
    /// decision of a searching bot), if ever.
    pub fn until(&self) -> Option<Duration> {
        self.until
    }

    /// Makes the choice: pure work, for any thread.
    pub fn think(self) -> Thought {
        self.think_until(&|| false)
    }

    /// Makes the choice, answering with the best found by then once `stop` says so
    /// (the thread keeps [`Thinking::until`] by its own clock).
    pub fn think_until(self, stop: &dyn Fn() -> bool) -> Thought {
        let slow = self.is_slow();
        let (brain, choice) = match self.work {
            Work::SleepingQueens(mut bot, obs) => {
                let action = bot.decide_until(&obs, stop);
                (Brain::SleepingQueens(bot), Choice::SleepingQueens(action))
            }
            Work::MadQueens(mut bot, obs) => {
                let action = bot
                    .get_mut()
                    .unwrap_or_else(PoisonError::into_inner)
                    .decide(&obs);
                (Brain::MadQueens(bot), Choice::MadQueens(action))
            }
        };
        Thought {
            table: self.table,
            seat: self.seat,
            step: self.step,
            slow,
            brain,
            choice,
        }
    }
}

/// One table: its plan, who sits in each seat, and its game once started.
struct Table {
    id: TableId,
    plan: TablePlan,
    seats: Vec<Sitter>,
    host: Option<ClientKey>,
    /// Where the table was opened from: it counts against that address until it closes.
    origin: Option<IpAddr>,
    game: Option<Playing>,
    /// The game's seed (chosen when the table opened).
    seed: u64,
    /// How many of the game's events each seat has been told, and after how many
    /// actions (`None`: not told yet).
    told: Vec<(usize, Option<u32>)>,
    /// The bot playing each seat, if one does (bot seats, and stand-ins).
    bots: Vec<Option<SeatBot>>,
    /// Whether one of its bots is thinking away from the table (or its choice waits for
    /// its moment in `held`): a table thinks over one decision at a time, so that it
    /// never takes more than one thread.
    thinking: bool,
    /// A bot's choice in a window, and when it is played ([`WINDOW_PACE`]).
    held: Option<(Thought, Duration)>,
    /// When the decision waited on now began (for the answer countdown).
    waiting_since: Option<(u32, Duration)>,
    /// Since when no person has been connected.
    alone_since: Option<Duration>,
    /// For each seat with a decision to make: when it began (and the seat's count of
    /// choices then), for the turn clock.
    deciding_since: Vec<Option<(u32, Duration)>>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Sitter {
    name: Option<String>,
    #[serde(skip)]
    client: Option<ClientKey>,
    /// When the person's connection was lost or they left (for the stand-in).
    #[serde(skip)]
    left_at: Option<Duration>,
    stand_in: bool,
    /// The seat's secret (a table saved before tokens has none: its seats are taken
    /// back by name, and get one then).
    #[serde(default)]
    token: Option<SeatToken>,
}

/// The table files' format: a server does not resume a newer server's file, and leaves
/// it where it is.
pub const TABLE_FORMAT: u32 = 1;

fn first_format() -> u32 {
    1
}

/// What a server keeps of a table to resume it after a restart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSave {
    /// [`TABLE_FORMAT`] when written by this server (files without it are 1).
    #[serde(default = "first_format")]
    pub format: u32,
    pub id: TableId,
    pub plan: TablePlan,
    seats: Vec<Sitter>,
    pub seed: u64,
    pub record: Option<GameRecord>,
    #[serde(default)]
    pub mad_record: Option<MadRecord>,
}

impl Tables {
    pub fn new(max_tables: usize) -> Tables {
        Tables {
            tables: BTreeMap::new(),
            clients: HashMap::new(),
            origins: HashMap::new(),
            next_id: 1,
            max_tables,
            outbox: Vec::new(),
            changed: Vec::new(),
            abandoned_after: ABANDONED_AFTER,
            think_here: true,
            thinking: Vec::new(),
            #[cfg(test)]
            next_deal: None,
        }
    }

    /// Closes a table once nobody has been connected to it for `after` (instead of
    /// [`ABANDONED_AFTER`]).
    pub fn abandoned_after(mut self, after: Duration) -> Tables {
        self.abandoned_after = after;
        self
    }

    /// Bots no longer decide inside [`Tables::tick`]: each table gives one decision at a
    /// time to [`Tables::take_thinking`], and takes the choice back with
    /// [`Tables::thought`]. A server thinks on other threads, so that no bot's search
    /// holds up its network loop, and no table takes more than one thread.
    pub fn think_elsewhere(mut self) -> Tables {
        self.think_here = false;
        self
    }

    /// The bots' decisions waiting to be thought over (see [`Tables::think_elsewhere`]).
    pub fn take_thinking(&mut self) -> Vec<Thinking> {
        std::mem::take(&mut self.thinking)
    }

    /// A bot's choice comes back: it is played if its table and its decision are still
    /// there and the seat is still the bot's, and dropped otherwise.
    pub fn thought(&mut self, thought: Thought, now: Duration) {
        let Some(table) = self.tables.get_mut(&thought.table) else {
            return;
        };
        if table.took_thought(thought, now) {
            self.changed.push(table.id);
        }
        table.tell_updates(now, &mut self.outbox);
    }

    /// The next game of Sleeping Queens to start is dealt `deal` (tests that compare two
    /// games differing only in where a card lies).
    #[cfg(test)]
    pub(crate) fn deal_next(&mut self, deal: crate::sleeping_queens::Deal) {
        self.next_deal = Some(deal);
    }

    pub fn connected(&mut self, client: ClientKey) {
        self.clients.insert(client, None);
    }

    /// A client connects from `address`: the tables it opens count against that
    /// address for as long as they are open, whoever sits at them.
    pub fn connected_from(&mut self, client: ClientKey, address: IpAddr) {
        self.connected(client);
        self.origins.insert(client, address);
    }

    /// A client's connection is gone: its seats wait for a person of the same name.
    pub fn disconnected(&mut self, client: ClientKey, now: Duration) {
        self.origins.remove(&client);
        if let Some(Some(id)) = self.clients.remove(&client) {
            self.stand_up(id, client, now);
        }
    }

    /// What the tables would tell each client, taken out to send.
    pub fn drain(&mut self) -> Vec<Outgoing> {
        std::mem::take(&mut self.outbox)
    }

    /// Tables changed since the last call, each once.
    pub fn take_changed(&mut self) -> Vec<TableId> {
        let mut ids = std::mem::take(&mut self.changed);
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The address each open table was opened from (a table resumed from its file, or
    /// opened by a client whose address was not told, counts for none).
    pub fn origins(&self) -> impl Iterator<Item = IpAddr> + '_ {
        self.tables.values().filter_map(|t| t.origin)
    }

    pub fn table_count(&self) -> usize {
        self.tables.len()
    }

    pub fn ids(&self) -> impl Iterator<Item = TableId> + '_ {
        self.tables.keys().copied()
    }

    /// The game of Sleeping Queens at `table`, if it started (for tests and the
    /// server's log).
    pub fn game(&self, table: TableId) -> Option<&Game> {
        match self.tables.get(&table)?.game.as_ref()? {
            Playing::SleepingQueens(g) => Some(g),
            Playing::MadQueens(_) => None,
        }
    }

    /// The game of Mad Queens at `table`, if it started.
    pub fn mad_game(&self, table: TableId) -> Option<&MadGame> {
        match self.tables.get(&table)?.game.as_ref()? {
            Playing::MadQueens(g) => Some(g),
            Playing::SleepingQueens(_) => None,
        }
    }

    /// What to keep of `table` to resume it; `None` once it is gone.
    pub fn save(&self, table: TableId) -> Option<TableSave> {
        let t = self.tables.get(&table)?;
        Some(TableSave {
            format: TABLE_FORMAT,
            id: t.id,
            plan: t.plan.clone(),
            seats: t.seats.clone(),
            seed: t.seed,
            record: match &t.game {
                Some(Playing::SleepingQueens(g)) => Some(g.record().clone()),
                _ => None,
            },
            mad_record: match &t.game {
                Some(Playing::MadQueens(g)) => Some(g.record().clone()),
                _ => None,
            },
        })
    }

    /// Puts a saved table back, its people waited for (as after lost connections,
    /// since `now`). Refused if its game does not replay or its plan is not valid.
    pub fn restore(&mut self, save: TableSave, now: Duration) -> Result<TableId, RestoreError> {
        save.plan.check().map_err(RestoreError::Plan)?;
        if save.seats.len() != save.plan.seats.len() {
            return Err(RestoreError::SeatsAndPlan);
        }
        if self.tables.contains_key(&save.id) {
            return Err(RestoreError::AlreadyOpen(save.id));
        }
        let game = match (&save.record, &save.mad_record) {
            (Some(r), None) => Some(Playing::SleepingQueens(Box::new(
                Game::replay(r).map_err(RestoreError::SleepingQueens)?,
            ))),
            (None, Some(r)) => Some(Playing::MadQueens(Box::new(
                MadGame::replay(r).map_err(RestoreError::MadQueens)?,
            ))),
            (None, None) => return Err(RestoreError::NotStarted),
            (Some(_), Some(_)) => return Err(RestoreError::TwoGames),
        };
        // Only a live game is resumed: a finished one has nothing left to play.
        if game.as_ref().is_some_and(Playing::is_over) {
            return Err(RestoreError::Finished);
        }
        let mut table = Table::new(save.id, save.plan, save.seed);
        table.seats = save.seats;
        for s in &mut table.seats {
            s.left_at = Some(now);
        }
        table.game = game;
        self.next_id = self.next_id.max(save.id.saturating_add(1));
        self.tables.insert(save.id, table);
        Ok(save.id)
    }

    /// Handles one message from `client`. `seed` is fresh randomness for a new table.
    pub fn receive(&mut self, client: ClientKey, message: ToServer, now: Duration, seed: u64) {
        if !self.clients.contains_key(&client) {
            return;
        }
        let result = match message {
            ToServer::List => {
                let list = self.tables.values().map(Table::listing).collect();
                self.tell(client, ToClient::Tables(list));
                Ok(())
            }
            // Names are kept in one composed form: the same name typed on two
            // keyboards is one name.
            ToServer::Open { plan, name, here } => {
                let here = here.into_iter().map(|(s, n)| (s, normalized(&n))).collect();
                self.open(client, plan, normalized(&name), here, seed)
            }
            ToServer::Join {
                table,
                name,
                password,
                token,
            } => self.join(client, table, normalized(&name), &password, token),
            ToServer::Start => self.start(client),
            ToServer::Choose { seat, step, action } => {
                self.choose(client, seat, step, Choice::SleepingQueens(action))
            }
            ToServer::MadChoose { seat, step, action } => {
                self.choose(client, seat, step, Choice::MadQueens(action))
            }
            ToServer::Back => self.back(client),
            ToServer::Leave => {
                if let Some(Some(id)) = self.clients.insert(client, None) {
                    self.stand_up(id, client, now);
                }
                Ok(())
            }
        };
        if let Err(refusal) = result {
            self.tell(client, ToClient::Refused(refusal));
        }
        // A message changes at most the table its client sits at.
        if let Ok(id) = self.table_of(client)
            && let Some(table) = self.tables.get_mut(&id)
        {
            table.tell_updates(now, &mut self.outbox);
        }
    }

    /// Lets time pass: countdowns run out, stand-ins sit down, bots play.
    pub fn tick(&mut self, now: Duration) {
        for table in self.tables.values_mut() {
            // One change a table a tick: a bot does not answer in the tick a countdown
            // ran out.
            let before = self.changed.len();
            table.tick(now, &mut self.outbox, &mut self.changed);
            if self.changed.len() == before {
                table.ask_bots(self.think_here, now, &mut self.thinking, &mut self.changed);
            }
        }
        self.settle(now);
        self.put_away(now);
    }

    /// Closes the tables nobody will come back to: a finished game with nobody connected,
    /// and any table nobody has been connected to for [`Tables::abandoned_after`]. Each
    /// frees its place on the server, and its file.
    fn put_away(&mut self, now: Duration) {
        let after = self.abandoned_after;
        let gone: Vec<TableId> = self
            .tables
            .values_mut()
            .filter_map(|t| {
                if t.seats.iter().any(|s| s.client.is_some()) {
                    t.alone_since = None;
                    return None;
                }
                let since = *t.alone_since.get_or_insert(now);
                let over = t.game.as_ref().is_some_and(Playing::is_over);
                (over || now.saturating_sub(since) >= after).then_some(t.id)
            })
            .collect();
        for id in gone {
            self.tables.remove(&id);
            self.changed.push(id);
        }
    }

    fn tell(&mut self, to: ClientKey, message: ToClient) {
        self.outbox.push(Outgoing { to, message });
    }

    fn table_of(&self, client: ClientKey) -> Result<TableId, Refusal> {
        self.clients
            .get(&client)
            .copied()
            .flatten()
            .ok_or(Refusal::NotSeated)
    }

    fn open(
        &mut self,
        client: ClientKey,
        mut plan: TablePlan,
        name: String,
        here: Vec<(Seat, String)>,
        seed: u64,
    ) -> Result<(), Refusal> {
        plan.name = normalized(&plan.name);
        plan.check()?;
        check_name(&name)?;
        check_here(&plan, &name, &here)?;
        if self.tables.len() >= self.max_tables {
            return Err(Refusal::ServerFull);
        }
        if let Some(Some(_)) = self.clients.get(&client) {
            return Err(Refusal::AlreadyStarted);
        }
        let id = self.next_id;
        self.next_id += 1;
        let password = plan.password.clone();
        let mut table = Table::new(id, plan, seed);
        table.host = Some(client);
        table.origin = self.origins.get(&client).copied();
        self.tables.insert(id, table);
        self.join(client, id, name, &password, None)?;
        if here.is_empty() {
            return Ok(());
        }
        let table = self.tables.get_mut(&id).ok_or(Refusal::NoSuchTable)?;
        for (seat, name) in here {
            let token = SeatToken::fresh();
            table.seats[seat as usize] = Sitter {
                name: Some(name.clone()),
                client: Some(client),
                token: Some(token),
                ..Sitter::default()
            };
            self.outbox.push(seated(client, id, seat, name, token));
        }
        table.tell_lobby(&mut self.outbox);
        Ok(())
    }

    fn join(
        &mut self,
        client: ClientKey,
        id: TableId,
        name: String,
        password: &str,
        token: Option<SeatToken>,
    ) -> Result<(), Refusal> {
        check_name(&name)?;
        match self.clients.get(&client) {
            Some(Some(at)) if *at != id => return Err(Refusal::AlreadyStarted),
            _ => {}
        }
        let table = self.tables.get_mut(&id).ok_or(Refusal::NoSuchTable)?;
        if table.plan.password != password {
            return Err(Refusal::WrongPassword);
        }
        let (seat, token) = table.sit(client, &name, token)?;
        self.clients.insert(client, Some(id));
        self.changed.push(id);
        self.outbox.push(seated(client, id, seat, name, token));
        table.tell_lobby(&mut self.outbox);
        // A person coming back is told the whole game so far.
        table.told[seat as usize] = (0, None);
        Ok(())
    }

    fn start(&mut self, client: ClientKey) -> Result<(), Refusal> {
        let id = self.table_of(client)?;
        let table = self.tables.get_mut(&id).ok_or(Refusal::NoSuchTable)?;
        if table.host != Some(client) {
            return Err(Refusal::NotHost);
        }
        if table.game.is_some() {
            return Err(Refusal::AlreadyStarted);
        }
        if table.seats.iter().any(|s| s.name.is_none()) {
            return Err(Refusal::SeatsOpen);
        }
        #[cfg(test)]
        let deal = self.next_deal.take();
        #[cfg(not(test))]
        let deal = None;
        table.start(deal)?;
        table.tell_lobby(&mut self.outbox);
        self.changed.push(id);
        Ok(())
    }

    /// Plays `choice` for `seat`, made when `step` choices counted (every seat's in
    /// Sleeping Queens, the seat's own in Mad Queens, where the seats play at once).
    fn choose(
        &mut self,
        client: ClientKey,
        seat: Seat,
        step: u32,
        choice: Choice,
    ) -> Result<(), Refusal> {
        let id = self.table_of(client)?;
        let table = self.tables.get_mut(&id).ok_or(Refusal::NoSuchTable)?;
        match table.seats.get(seat as usize) {
            Some(s) if s.client == Some(client) => {}
            _ => return Err(Refusal::NotYourSeat),
        }
        // Acting takes the seat back from a stand-in the turn clock sat down.
        table.take_back_from_the_clock(seat, &mut self.outbox);
        table.play(seat, step, choice)?;
        self.changed.push(id);
        Ok(())
    }

    /// `client`'s person is at the screen again: every seat of theirs the turn clock
    /// gave to a stand-in is theirs again.
    fn back(&mut self, client: ClientKey) -> Result<(), Refusal> {
        let id = self.table_of(client)?;
        let table = self.tables.get_mut(&id).ok_or(Refusal::NoSuchTable)?;
        for seat in 0..table.seats.len() as Seat {
            if table.seats[seat as usize].client == Some(client) {
                table.take_back_from_the_clock(seat, &mut self.outbox);
            }
        }
        Ok(())
    }

    /// `client` stands up from every seat at `id`. Before the game, its seats open
    /// again, and the host leaving closes the table.
    fn stand_up(&mut self, id: TableId, client: ClientKey, now: Duration) {
        let Some(table) = self.tables.get_mut(&id) else {
            return;
        };
        let started = table.game.is_some();
        if !started && table.host == Some(client) {
            let table = self.tables.remove(&id).expect("the table was just found");
            for s in table.seats.iter().filter_map(|s| s.client) {
                if s != client {
                    self.clients.insert(s, None);
                    self.tell(s, ToClient::Closed(CloseReason::HostLeft));
                }
            }
            self.changed.push(id);
            return;
        }
        for s in table.seats.iter_mut().filter(|s| s.client == Some(client)) {
            s.client = None;
            if started {
                s.left_at = Some(now);
            } else {
                *s = Sitter::default();
            }
        }
        if table.host == Some(client) {
            table.host = None;
        }
        table.tell_lobby(&mut self.outbox);
        // A finished game nobody watches any more is put away.
        let over = table.game.as_ref().is_some_and(Playing::is_over);
        if over && table.seats.iter().all(|s| s.client.is_none()) {
            self.tables.remove(&id);
        }
        self.changed.push(id);
    }

    /// Tells every seat what happened since it was last told.
    fn settle(&mut self, now: Duration) {
        for table in self.tables.values_mut() {
            table.tell_updates(now, &mut self.outbox);
        }
    }
}

impl Table {
    fn new(id: TableId, plan: TablePlan, seed: u64) -> Table {
        let n = plan.seats.len();
        let bots = plan
            .seats
            .iter()
            .enumerate()
            .map(|(i, p)| match p {
                SeatPlan::Bot(kind) => Some(SeatBot::new(plan.game, *kind, bot_seed(seed, i))),
                SeatPlan::Person => None,
            })
            .collect();
        let seats = plan
            .seats
            .iter()
            .enumerate()
            .map(|(i, p)| Sitter {
                name: match p {
                    SeatPlan::Bot(_) => Some(format!("Bot {}", i + 1)),
                    SeatPlan::Person => None,
                },
                ..Sitter::default()
            })
            .collect();
        Table {
            id,
            plan,
            seats,
            host: None,
            origin: None,
            game: None,
            seed,
            told: vec![(0, None); n],
            bots,
            thinking: false,
            held: None,
            waiting_since: None,
            alone_since: None,
            deciding_since: vec![None; n],
        }
    }

    fn listing(&self) -> Listing {
        Listing {
            table: self.id,
            name: self.plan.name.clone(),
            rules: self.plan.label(),
            seats: self.seats.len() as u8,
            open_seats: self.seats.iter().filter(|s| s.name.is_none()).count() as u8,
            password: !self.plan.password.is_empty(),
            started: self.game.is_some(),
        }
    }

    /// Seats `client` as `name`: back in the seat a person of that name left, or in
    /// the first open one.
    /// Seats `client` as `name`: back in the seat it left (with that seat's `token`), or
    /// in the first open seat before the game starts. Returns the seat and its token.
    fn sit(
        &mut self,
        client: ClientKey,
        name: &str,
        token: Option<SeatToken>,
    ) -> Result<(Seat, SeatToken), Refusal> {
        let person = |i: usize| self.plan.seats[i] == SeatPlan::Person;
        if let Some(i) = (0..self.seats.len())
            .find(|&i| person(i) && self.seats[i].name.as_deref() == Some(name))
        {
            if self.seats[i].client.is_some() {
                return Err(Refusal::NameTaken);
            }
            let s = &mut self.seats[i];
            // Knowing the name is not enough: anyone can read it in the lobby.
            if s.token.is_some() && s.token != token {
                return Err(Refusal::SeatKept);
            }
            let token = *s.token.get_or_insert_with(SeatToken::fresh);
            s.client = Some(client);
            s.left_at = None;
            if s.stand_in {
                s.stand_in = false;
                self.bots[i] = None;
            }
            return Ok((i as Seat, token));
        }
        // A name that looks like one already here is taken too: people could not tell
        // the two apart.
        if self
            .seats
            .iter()
            .flat_map(|s| s.name.as_deref())
            .any(|n| n == name || look_alike(n, name))
        {
            return Err(Refusal::NameTaken);
        }
        if self.game.is_some() {
            return Err(Refusal::AlreadyStarted);
        }
        let i = (0..self.seats.len())
            .find(|&i| person(i) && self.seats[i].name.is_none())
            .ok_or(Refusal::TableFull)?;
        let token = SeatToken::fresh();
        self.seats[i] = Sitter {
            name: Some(name.to_string()),
            client: Some(client),
            token: Some(token),
            ..Sitter::default()
        };
        Ok((i as Seat, token))
    }

    fn start(&mut self, deal: Option<crate::sleeping_queens::Deal>) -> Result<(), Refusal> {
        let players = self.seats.len() as u8;
        self.game = Some(match self.plan.game {
            GameKind::SleepingQueens => {
                let mut setup = Setup {
                    deal,
                    ..Setup::new(players, self.plan.rules.clone())
                };
                // Every seat is asked in every window, so that no seat learns from a
                // window, or from how long it lasts, who holds an answer card (X-ANS-2).
                setup.ask_always = (1u8 << players) - 1;
                let (game, _) = Game::new(setup, self.seed).map_err(|e| Refusal::BadPlan(e.0))?;
                Playing::SleepingQueens(Box::new(game))
            }
            GameKind::MadQueens => {
                let (game, _) = MadGame::new(MadSetup::new(players), self.seed)
                    .map_err(|e| Refusal::BadPlan(e.to_string()))?;
                Playing::MadQueens(Box::new(game))
            }
        });
        self.told = vec![(0, None); self.seats.len()];
        Ok(())
    }

    /// The turn clock: a connected person who has taken longer than the table allows
    /// over a decision is played by a stand-in bot, told to everyone, until they act.
    fn run_turn_clock(
        &mut self,
        now: Duration,
        outbox: &mut Vec<Outgoing>,
        changed: &mut Vec<TableId>,
    ) {
        // Without a clock there is nothing to time.
        let (Some(game), Some(seconds)) = (&self.game, self.plan.turn_seconds) else {
            return;
        };
        let limit = Duration::from_secs(seconds.into());
        // Each seat's decision now, by its own count of choices.
        let deciding: Vec<Option<u32>> = (0..self.seats.len() as Seat)
            .map(|seat| match game {
                Playing::SleepingQueens(g) => g
                    .state()
                    .pending()
                    .filter(|d| d.seat() == seat)
                    .map(|_| g.steps() as u32),
                Playing::MadQueens(g) => g.state().decision(seat).map(|_| own_steps(g, seat)),
            })
            .collect();
        let mut sat = false;
        for (i, step) in deciding.into_iter().enumerate() {
            let since = &mut self.deciding_since[i];
            *since = match (step, *since) {
                (Some(step), Some((was, at))) if was == step => Some((was, at)),
                (Some(step), _) => Some((step, now)),
                (None, _) => None,
            };
            let s = &self.seats[i];
            let person_here = self.plan.seats[i] == SeatPlan::Person && s.client.is_some();
            if let Some((_, at)) = *since
                && person_here
                && !s.stand_in
                && now.saturating_sub(at) >= limit
            {
                self.sit_stand_in(i, 0xc10c);
                sat = true;
            }
        }
        if sat {
            self.tell_lobby(outbox);
            changed.push(self.id);
        }
    }

    /// A stand-in bot sits down in seat `i` (`salt` gives it a stream of its own).
    fn sit_stand_in(&mut self, i: usize, salt: u64) {
        self.seats[i].stand_in = true;
        let seed = bot_seed(self.seed, i) ^ salt;
        self.bots[i] = Some(SeatBot::new(self.plan.game, STAND_IN, seed));
    }

    /// A person the turn clock stood in for acts again: their seat is theirs.
    fn take_back_from_the_clock(&mut self, seat: Seat, outbox: &mut Vec<Outgoing>) {
        let i = seat as usize;
        if let Some(s) = self.seats.get_mut(i)
            && s.stand_in
            && s.client.is_some()
        {
            s.stand_in = false;
            self.bots[i] = None;
            self.deciding_since[i] = None;
            self.tell_lobby(outbox);
        }
    }

    fn lobby(&self) -> LobbyView {
        LobbyView {
            table: self.id,
            name: self.plan.name.clone(),
            game: self.plan.game,
            rules: self.plan.rules.clone(),
            seats: self
                .seats
                .iter()
                .zip(&self.plan.seats)
                .map(|(s, plan)| SeatView {
                    name: s.name.clone(),
                    plan: *plan,
                    connected: matches!(plan, SeatPlan::Bot(_)) || s.client.is_some(),
                    stand_in: s.stand_in,
                    host: self.host.is_some() && s.client == self.host,
                })
                .collect(),
            started: self.game.is_some(),
            over: self.game.as_ref().is_some_and(Playing::is_over),
        }
    }

    fn clients(&self) -> Vec<ClientKey> {
        let mut c: Vec<ClientKey> = self.seats.iter().filter_map(|s| s.client).collect();
        c.sort_unstable();
        c.dedup();
        c
    }

    fn tell_lobby(&self, outbox: &mut Vec<Outgoing>) {
        let view = self.lobby();
        for to in self.clients() {
            outbox.push(Outgoing {
                to,
                message: ToClient::Lobby(view.clone()),
            });
        }
    }

    /// Each connected seat's events since it was last told, and its observation.
    fn tell_updates(&mut self, now: Duration, outbox: &mut Vec<Outgoing>) {
        let game = match &self.game {
            Some(Playing::SleepingQueens(g)) => g,
            Some(Playing::MadQueens(g)) => {
                tell_mad_updates(g, &self.seats, &mut self.told, outbox);
                self.waiting_since = None;
                return;
            }
            None => return,
        };
        let history = game.history();
        let step = game.steps() as u32;
        for (i, s) in self.seats.iter().enumerate() {
            let Some(to) = s.client else { continue };
            let (told, told_step) = self.told[i];
            if told_step == Some(step) {
                continue;
            }
            let seat = i as Seat;
            let events = history[told.min(history.len())..]
                .iter()
                .map(|e| e.seen_by(Some(seat)))
                .collect();
            self.told[i] = (history.len(), Some(step));
            outbox.push(Outgoing {
                to,
                message: ToClient::Update {
                    seat,
                    step,
                    events,
                    observation: Box::new(game.state().observe(seat)),
                },
            });
        }
        let waiting = game.state().pending().map(|_| step);
        if self.waiting_since.map(|(s, _)| s) != waiting {
            self.waiting_since = waiting.map(|s| (s, now));
        }
    }

    /// Plays `choice` for `seat`, made when `step` choices counted (every seat's in
    /// Sleeping Queens, the seat's own in Mad Queens, where the seats play at once).
    fn play(&mut self, seat: Seat, step: u32, choice: Choice) -> Result<(), Refusal> {
        let fresh = |now: u32| {
            if step == now {
                Ok(())
            } else {
                Err(Refusal::Stale { step: now })
            }
        };
        let played = match (self.game.as_mut(), choice) {
            (None, _) => return Err(Refusal::NotSeated),
            (Some(Playing::SleepingQueens(game)), Choice::SleepingQueens(action)) => {
                fresh(game.steps() as u32)?;
                game.apply_as(seat, action)
                    .map(drop)
                    .map_err(|e| e.to_string())
            }
            (Some(Playing::MadQueens(game)), Choice::MadQueens(action)) => {
                fresh(own_steps(game, seat))?;
                game.apply_as(seat, action)
                    .map(drop)
                    .map_err(|e| e.to_string())
            }
            _ => return Err(Refusal::Rule("this table plays another game".into())),
        };
        played.map_err(Refusal::Rule)
    }

    /// The bots with a decision are asked for it: here and now, each once, or (thinking
    /// elsewhere) the first of them, when none of this table's bots is thinking already.
    fn ask_bots(
        &mut self,
        here: bool,
        now: Duration,
        thinking: &mut Vec<Thinking>,
        changed: &mut Vec<TableId>,
    ) {
        if self.thinking {
            return;
        }
        // The seats with a decision, in seat order (in Sleeping Queens, the one).
        let deciding: Vec<(Seat, u32)> = match &self.game {
            None => return,
            Some(Playing::SleepingQueens(g)) => g
                .state()
                .pending()
                .map(|d| (d.seat(), g.steps() as u32))
                .into_iter()
                .collect(),
            Some(Playing::MadQueens(g)) => (0..self.seats.len() as Seat)
                .filter(|&seat| g.state().decision(seat).is_some())
                .map(|seat| (seat, own_steps(g, seat)))
                .collect(),
        };
        for (seat, step) in deciding {
            let Some(job) = self.lend_bot(seat, step, now) else {
                continue;
            };
            if here {
                if self.took_thought(job.think(), now) {
                    changed.push(self.id);
                }
            } else {
                self.thinking = true;
                thinking.push(job);
                return;
            }
        }
    }

    /// `seat`'s bot, with what the seat sees, to decide at `step` (asked at `now`);
    /// `None` when no bot plays the seat.
    fn lend_bot(&mut self, seat: Seat, step: u32, now: Duration) -> Option<Thinking> {
        let until = self
            .window_opened(step)
            .map(|opened| opened.unwrap_or(now) + WINDOW_THINK);
        let bot = self.bots.get_mut(seat as usize)?.as_mut()?;
        let work = match (bot.brain.take()?, self.game.as_ref()?) {
            (Brain::SleepingQueens(b), Playing::SleepingQueens(g)) => {
                Work::SleepingQueens(b, Box::new(g.state().observe(seat)))
            }
            (Brain::MadQueens(b), Playing::MadQueens(g)) => {
                Work::MadQueens(b, Box::new(g.state().observe(seat)))
            }
            (brain, _) => {
                bot.brain = Some(brain);
                return None;
            }
        };
        Some(Thinking {
            table: self.id,
            seat,
            step,
            kind: bot.kind,
            work,
            until: until.filter(|_| bot.kind == BotKind::Hard),
        })
    }

    /// A bot's choice comes back at `now`; whether it was played. A searching bot's
    /// choice in a window waits until [`WINDOW_PACE`] after the window opened, so that
    /// its moment tells nothing of what the bot holds: the Hard bot searches when it
    /// could answer and not when it could only pass ([`Table::tick`] plays it then).
    /// The other bots decide in microseconds either way.
    fn took_thought(&mut self, thought: Thought, now: Duration) -> bool {
        if thought.slow
            && let Some(opened) = self.window_opened(thought.step)
        {
            let due = opened.unwrap_or(now) + WINDOW_PACE;
            if now < due {
                self.held = Some((thought, due));
                return false;
            }
        }
        self.play_thought(thought)
    }

    /// When the window the game waits on opened, if it waits on a window at `step`
    /// (`Some(None)`: a window whose opening was not seen).
    fn window_opened(&self, step: u32) -> Option<Option<Duration>> {
        let Some(Playing::SleepingQueens(game)) = &self.game else {
            return None;
        };
        let window = game.state().pending().is_some_and(Decision::is_window);
        window.then(|| {
            self.waiting_since
                .filter(|(s, _)| *s == step)
                .map(|(_, since)| since)
        })
    }

    /// Plays a bot's choice; whether it was played. The bot goes back to its seat
    /// unless a person took the seat back or another bot sat down meanwhile.
    fn play_thought(&mut self, thought: Thought) -> bool {
        self.thinking = false;
        let Thought {
            seat,
            step,
            brain,
            choice,
            ..
        } = thought;
        let Some(Some(bot)) = self.bots.get_mut(seat as usize) else {
            return false;
        };
        if bot.brain.is_some() {
            return false;
        }
        bot.brain = Some(brain);
        self.play(seat, step, choice).is_ok()
    }

    fn tick(&mut self, now: Duration, outbox: &mut Vec<Outgoing>, changed: &mut Vec<TableId>) {
        // A bot's choice in a window, once its moment has come.
        if self.held.as_ref().is_some_and(|(_, due)| *due <= now)
            && let Some((thought, _)) = self.held.take()
            && self.play_thought(thought)
        {
            changed.push(self.id);
            return;
        }
        self.run_turn_clock(now, outbox, changed);
        // Stand-ins sit down for people waited for long enough.
        if let (Some(after), Some(_)) = (self.plan.stand_in_after, &self.game) {
            let mut sat = false;
            for i in 0..self.seats.len() {
                let s = &self.seats[i];
                if let Some(left) = s.left_at
                    && !s.stand_in
                    && now.saturating_sub(left) >= Duration::from_secs(after.into())
                {
                    self.sit_stand_in(i, 0x57a2d);
                    sat = true;
                }
            }
            if sat {
                self.tell_lobby(outbox);
                changed.push(self.id);
            }
        }
        let Some(Playing::SleepingQueens(game)) = self.game.as_mut() else {
            return;
        };
        let Some(decision) = game.state().pending().cloned() else {
            return;
        };
        let seat = decision.seat();
        if self.bots.get(seat as usize).is_some_and(Option::is_some) {
            return;
        }
        // A window not answered in time is passed (the answer countdown).
        let window = decision.is_window();
        if let (true, Some(limit), Some((_, since))) =
            (window, self.plan.answer_seconds, self.waiting_since)
            && now.saturating_sub(since) >= Duration::from_secs(limit.into())
            && game.apply_as(seat, Action::Pass).is_ok()
        {
            changed.push(self.id);
        }
    }
}

/// Whether the people sharing the host's screen (`here`) can sit where they are
/// planned: each in a person's seat that is not the host's (the plan's first), each
/// seat and each name (the host's too) once.
fn check_here(plan: &TablePlan, host: &str, here: &[(Seat, String)]) -> Result<(), Refusal> {
    let first = plan.seats.iter().position(|s| *s == SeatPlan::Person);
    let mut names = vec![host];
    let mut seats = Vec::new();
    for (seat, name) in here {
        check_name(name)?;
        let i = *seat as usize;
        if plan.seats.get(i) != Some(&SeatPlan::Person) || Some(i) == first {
            return Err(Refusal::BadPlan(format!(
                "seat {} is not an open seat for a person",
                i + 1
            )));
        }
        if seats.contains(seat) {
            return Err(Refusal::BadPlan(format!("seat {} is taken twice", i + 1)));
        }
        if names.iter().any(|n| *n == name || look_alike(n, name)) {
            return Err(Refusal::NameTaken);
        }
        seats.push(*seat);
        names.push(name);
    }
    Ok(())
}

/// Each connected seat's events since it was last told and its observation, at a
/// table of Mad Queens: sent when the seat has something new to see (another seat's
/// play stays private until its round ends, M-2).
fn tell_mad_updates(
    game: &MadGame,
    seats: &[Sitter],
    told: &mut [(usize, Option<u32>)],
    outbox: &mut Vec<Outgoing>,
) {
    let history = game.history();
    let step = game.record().actions.len() as u32;
    for (i, s) in seats.iter().enumerate() {
        let Some(to) = s.client else { continue };
        let (from, told_step) = told[i];
        if told_step == Some(step) {
            continue;
        }
        let seat = i as Seat;
        let events = seen_by(&history[from.min(history.len())..], Some(seat));
        told[i] = (history.len(), Some(step));
        if events.is_empty() && told_step.is_some() {
            continue;
        }
        outbox.push(Outgoing {
            to,
            message: ToClient::MadUpdate {
                seat,
                step: own_steps(game, seat),
                events,
                observation: Box::new(game.state().observe(seat)),
            },
        });
    }
}

fn bot_seed(seed: u64, seat: usize) -> u64 {
    seed.rotate_left(17) ^ (0x9e37_79b9_7f4a_7c15u64.wrapping_mul(seat as u64 + 1))
}

/// Why a saved table cannot be put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    Plan(Refusal),
    /// The save has not one seat per seat of its plan.
    SeatsAndPlan,
    AlreadyOpen(TableId),
    /// It holds a game of each kind.
    TwoGames,
    /// Its game never started (its host left with the table).
    NotStarted,
    /// Its game is over.
    Finished,
    SleepingQueens(crate::sleeping_queens::ReplayError),
    MadQueens(crate::mad_queens::MadReplayError),
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::Plan(r) => write!(f, "its plan is refused: {r:?}"),
            RestoreError::SeatsAndPlan => f.write_str("the seats do not match the plan"),
            RestoreError::AlreadyOpen(id) => write!(f, "table {id} is already open"),
            RestoreError::TwoGames => f.write_str("a table plays one game"),
            RestoreError::NotStarted => f.write_str("its game never started"),
            RestoreError::Finished => f.write_str("its game is over"),
            RestoreError::SleepingQueens(e) => e.fmt(f),
            RestoreError::MadQueens(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for RestoreError {}

impl RestoreError {
    /// A table that is not live: its file is done with.
    pub fn is_dead(&self) -> bool {
        matches!(self, RestoreError::NotStarted | RestoreError::Finished)
    }
}
