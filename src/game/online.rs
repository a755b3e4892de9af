//! Play over the network from the desktop game: the Online screen (join a table on a
//! server, or host one on this computer or on a server), its lobby, and the link
//! between this screen's table and the server. The server owns the game: this
//! screen's table is a mirror of its seat's view ([`crate::sleeping_queens::Game::mirror`]), its
//! choices go to the server, and the server's updates come back as the table's
//! [`Happened`].

use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs, UdpSocket};
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui, egui::RichText};

use crate::game::nearby::{Announce, Announced, Nearby};
use crate::game::next_game::{OnlineStart, OpenTable};
use crate::game::notice::Tell;
use crate::game::play::{DesktopGame, Happened, Match};
use crate::game::rest::Wake;
use crate::game::settings::{SavesFolder, Settings};
use crate::game::states::Screen;
use crate::game::text::rule_set_name;
use crate::game::theme::palette::{INK, WARNING};
use crate::game::theme::widgets;
use crate::mad_queens::MadGame;
use crate::net::connection::Gone;
use crate::net::line::{Heard, Line};
use crate::net::protocol::{
    CloseReason, DEFAULT_PORT, GameKind, Limit, LobbyView, MAX_NAME_CHARS, OtherVersion, Refusal,
    SeatPlan, SeatToken, TableId, TablePlan, ToClient, ToServer, normalized,
};
use crate::net::tables::Tables;
use crate::net::tokens::{SeatTokens, TOKENS_FILE};
use crate::net::transport::{Answered, NetError, Request, ServerThread, Told, spawn_server};
use crate::sleeping_queens::Game;
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{RuleSet, Seat};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    // The protocol's messages, as the table and the Online screen read and write them;
    // they travel on the line's own thread (`net::line`).
    app.add_message::<Told>()
        .add_message::<Request>()
        .add_message::<Answered>();
    app.init_resource::<OnlineForm>();
    app.init_resource::<Online>();
    app.add_message::<OnlineAsk>();
    app.add_systems(Update, act_on_asks);
    app.add_systems(OnEnter(Screen::Online), read_house_sets);
    app.add_systems(
        EguiPrimaryContextPass,
        draw_online.run_if(in_state(Screen::Online)),
    );
    app.add_systems(
        Update,
        // Each while the link is there: one of them may end it for the others.
        (hear_line, hear_answer, hear_server, watch_connection)
            .chain()
            .distributive_run_if(resource_exists::<Link>),
    );
    app.add_systems(
        Update,
        back_at_the_screen
            .after(hear_server)
            .run_if(resource_exists::<Link>),
    );
    app.add_systems(
        Update,
        stop_looking_nearby.run_if(resource_exists::<Nearby>),
    );
    // What this frame's systems asked of the server goes down the line.
    app.add_systems(Last, speak_down_the_line.run_if(resource_exists::<Link>));
    app.add_systems(
        OnEnter(Screen::Title),
        (hang_up, join_from_the_command_line).chain(),
    );
    app.add_systems(
        Update,
        keep_announced.run_if(resource_exists::<Announce>.and_then(resource_changed::<Online>)),
    );
}

/// What the Online screen's fields hold.
#[derive(Resource, Debug, Clone)]
pub struct OnlineForm {
    pub address: String,
    pub name: String,
    pub password: String,
    pub table: String,
    /// Host on this computer (else on the server in `address`).
    pub here: bool,
    pub port: String,
    pub rules: String,
    /// The other seats (the host sits in the first).
    pub others: Vec<FormSeat>,
    /// Seconds before a bot plays for someone who left (`None`: never).
    pub stand_in: Option<u32>,
    /// The turn clock: seconds a person may take over a decision before a bot plays
    /// for them until they act again (`None`: no clock).
    pub turn_clock: Option<u32>,
    /// The player's own rule sets, which a table may be hosted with too.
    pub house_sets: Vec<RuleSet>,
}

impl Default for OnlineForm {
    fn default() -> Self {
        OnlineForm {
            address: format!("127.0.0.1:{DEFAULT_PORT}"),
            name: String::new(),
            password: String::new(),
            table: String::new(),
            here: true,
            port: DEFAULT_PORT.to_string(),
            rules: "extended".into(),
            others: vec![FormSeat::Elsewhere],
            stand_in: Some(60),
            turn_clock: Some(120),
            house_sets: Vec::new(),
        }
    }
}

/// Where this screen is with a server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Phase {
    #[default]
    Apart,
    Connecting,
    Seated,
    Playing,
}

/// A seat the host plans besides their own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormSeat {
    /// For a person who joins from another computer.
    Elsewhere,
    /// For a person at this screen, by this name.
    Here(String),
    Bot(BotKind),
}

/// This screen's link to a server: the seats of the people at this screen, at one
/// table.
#[derive(Resource, Default)]
pub struct Online {
    pub phase: Phase,
    /// The host's own seat first when hosting.
    pub seats: Vec<Seat>,
    pub lobby: Option<LobbyView>,
    /// Sent as soon as the connection is up.
    hello: Vec<ToServer>,
    /// Joining the first table with a free seat, as this name with this password.
    join_first: Option<(String, String)>,
    /// The server this screen hosts, and where others reach it.
    server: Option<(ServerThread, SocketAddr)>,
    address: String,
    /// Updates that came before the table opened.
    backlog: Vec<ToClient>,
    /// Why the last Join or Host did not seat the player: shown on the form, whose
    /// fields are kept for the player to put right.
    pub problem: Option<OnlineProblem>,
}

/// Why joining or hosting ended before a seat was had, kept as it happened until the
/// form draws it in the player's words.
#[derive(Debug)]
pub enum OnlineProblem {
    /// The form's address, table or port, or the link or the server here.
    NotOnline(NotOnline),
    /// The server said no (a password, a full table, a name…).
    Refused(Refusal),
    /// Join without a table number, and no table has a free seat.
    NoFreeTable,
    /// The server speaks another version of the game.
    OtherVersion(OtherVersion),
    /// The link to the server at this address went before a seat was had.
    Lost(Gone, String),
}

impl std::fmt::Display for OnlineProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            OnlineProblem::NotOnline(e) => e.to_string(),
            OnlineProblem::Refused(r) => tr!("online-refused", why = refusal_words(r)),
            OnlineProblem::NoFreeTable => tr!("online-no-free-table"),
            OnlineProblem::OtherVersion(other) => other_version_words(other),
            OnlineProblem::Lost(Gone::NoAnswer, address) => {
                tr!("online-gone-no-answer", address = address.clone())
            }
            OnlineProblem::Lost(gone, _) => tr!("online-lost", why = gone_words(gone)),
        };
        f.write_str(&text)
    }
}

impl Online {
    /// Where others reach the table this screen hosts, if it hosts one.
    pub fn hosting_at(&self) -> Option<SocketAddr> {
        self.server.as_ref().map(|(_, at)| *at)
    }

    /// Every seat's name, as the lobby says.
    /// The server's bot at each seat, as the lobby shows the plan.
    fn bots(&self) -> Vec<Option<BotKind>> {
        self.lobby.as_ref().map_or_else(Vec::new, |l| {
            l.seats
                .iter()
                .map(|s| match s.plan {
                    SeatPlan::Bot(kind) => Some(kind),
                    _ => None,
                })
                .collect()
        })
    }

    fn names(&self) -> Vec<String> {
        self.lobby.as_ref().map_or_else(Vec::new, |l| {
            l.seats
                .iter()
                .map(|s| s.name.clone().unwrap_or_default())
                .collect()
        })
    }
}

/// Joined or hosting, the screen lists no tables nearby: it stops looking for them, and
/// so waking every second to hear of them.
fn stop_looking_nearby(online: Res<Online>, mut nearby: ResMut<Nearby>) {
    if online.phase != Phase::Apart {
        nearby.stop_looking();
    }
}

/// Draws the game's next frame, from any thread.
type Waker = Arc<dyn Fn() + Send + Sync>;

/// The line to the server this screen is connected to (or connecting to), and why it
/// was lost once it is.
#[derive(Resource)]
pub struct Link {
    line: Line,
    lost: Option<Gone>,
}

/// What the line heard, as the protocol's messages; the hello once connected.
fn hear_line(
    mut link: ResMut<Link>,
    mut online: ResMut<Online>,
    mut told: MessageWriter<Told>,
    mut answered: MessageWriter<Answered>,
    mut wake: MessageWriter<Wake>,
) {
    let link = &mut *link;
    for heard in link.line.heard() {
        wake.write(Wake::NOW);
        match heard {
            Heard::Connected => {
                for m in online.hello.drain(..) {
                    link.line.send(m);
                }
            }
            Heard::Answered(a) => {
                answered.write(Answered(a));
            }
            Heard::Told(m) => {
                told.write(Told(m));
            }
            Heard::Lost(why) => link.lost = Some(why),
        }
    }
}

/// Sends the server what this frame asked of it.
fn speak_down_the_line(link: Res<Link>, mut to: MessageReader<Request>) {
    for Request(m) in to.read() {
        link.line.send(m.clone());
    }
}

/// Why joining or hosting a table did not begin.
#[derive(Debug)]
pub enum NotOnline {
    /// An address (or a port) that does not read as one.
    BadAddress(String),
    BadTable(String),
    /// The port to host on is taken by another program, or not open to this one.
    PortInUse(u16),
    PortNotAllowed(u16),
    /// The server for a table hosted here did not start.
    Host(NetError),
    /// The link to the server could not be made.
    Dial(NetError),
}

impl std::fmt::Display for NotOnline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            NotOnline::BadAddress(address) => {
                tr!("online-bad-address", address = address.clone())
            }
            NotOnline::BadTable(table) => tr!("online-bad-table", table = table.clone()),
            NotOnline::PortInUse(port) => tr!("online-port-in-use", port = port.to_string()),
            NotOnline::PortNotAllowed(port) => {
                tr!("online-port-not-allowed", port = port.to_string())
            }
            NotOnline::Host(e) => tr!("online-host-failed", error = e.0.clone()),
            NotOnline::Dial(e) => tr!("online-dial-failed", error = e.0.clone()),
        };
        f.write_str(&text)
    }
}

/// The seat tokens kept in the player's data folder (none without one).
fn kept_tokens(folder: Option<&SavesFolder>) -> SeatTokens {
    folder
        .and_then(|f| std::fs::read_to_string(f.0.path().join(TOKENS_FILE)).ok())
        .map(|text| SeatTokens::read(&text))
        .unwrap_or_default()
}

/// Keeps the token of the seat this screen was given, to take the seat back later.
fn keep_token(
    folder: Option<&SavesFolder>,
    server: &str,
    table: TableId,
    name: &str,
    token: SeatToken,
) {
    let Some(f) = folder else {
        return;
    };
    let mut kept = kept_tokens(folder);
    kept.keep(server, table, name, token);
    if let Err(e) = f.0.write_file(TOKENS_FILE, kept.to_text().as_bytes()) {
        warn!("Cannot keep the seat's token: {e}");
    }
}

/// Connects to `address`, to say `hello` once connected; `wake` draws the game's next
/// frame whenever the line hears something.
fn dial(
    commands: &mut Commands,
    wake: Waker,
    online: &mut Online,
    address: SocketAddr,
    hello: Vec<ToServer>,
) -> Result<(), NotOnline> {
    let line = Line::dial(address, move || wake()).map_err(NotOnline::Dial)?;
    commands.insert_resource(Link { line, lost: None });
    online.phase = Phase::Connecting;
    online.hello = hello;
    online.address = address.to_string();
    Ok(())
}

/// Joining or hosting ended before a seat was had: the link (and a server hosted
/// here) goes, and the form says why, its fields as the player left them.
fn back_to_the_form(commands: &mut Commands, online: &mut Online, problem: OnlineProblem) {
    commands.remove_resource::<Link>();
    *online = Online {
        problem: Some(problem),
        ..Online::default()
    };
}

/// Why a connection went, in the player's words.
fn gone_words(gone: &Gone) -> String {
    match gone {
        Gone::NoAnswer => tr!("online-gone-silent"),
        Gone::Silent => tr!("online-gone-silent"),
        Gone::Denied => tr!("online-gone-denied"),
        Gone::ByServer => tr!("online-gone-by-server"),
        Gone::ByUs => tr!("online-gone-by-us"),
        Gone::Network(e) => tr!("online-gone-network", error = e.clone()),
        Gone::Unreadable(_) => tr!("online-gone-unreadable"),
    }
}

/// Ends the link to the server (and stops a server hosted here).
fn hang_up(mut commands: Commands, mut online: ResMut<Online>) {
    // The line says goodbye to the server as it goes.
    commands.remove_resource::<Link>();
    *online = Online::default();
}

/// `--join ADDRESS --name NAME`: the first time the title shows, the game joins that
/// server's first table with a free seat, as Play online's Join does.
fn join_from_the_command_line(
    cli: Res<crate::game::cli::Cli>,
    mut done: Local<bool>,
    mut ask: MessageWriter<OnlineAsk>,
    mut next: ResMut<NextState<Screen>>,
) {
    if std::mem::replace(&mut *done, true) {
        return;
    }
    if let Some(address) = &cli.join {
        ask.write(OnlineAsk::Join(OnlineForm {
            address: address.clone(),
            name: cli.name.clone(),
            ..OnlineForm::default()
        }));
        next.set(Screen::Online);
    }
}

/// A table hosted here is announced on this network until its game starts.
fn keep_announced(online: Res<Online>, mut announce: ResMut<Announce>) {
    let wanted = online
        .hosting_at()
        .zip(online.lobby.as_ref())
        .filter(|(_, lobby)| !lobby.started)
        .map(|(at, lobby)| Announced {
            at,
            name: lobby.name.clone(),
            game: match lobby.game {
                GameKind::SleepingQueens => lobby.rules.name.clone(),
                GameKind::MadQueens => GameKind::MAD_QUEENS_RULES.to_string(),
            },
        });
    if announce.0 != wanted {
        announce.0 = wanted;
    }
}

/// What a refusal means, in the player's language.
fn refusal_words(r: &Refusal) -> String {
    match r {
        Refusal::NoSuchTable => tr!("refusal-no-table"),
        Refusal::WrongPassword => tr!("refusal-password"),
        Refusal::TableFull => tr!("refusal-full"),
        Refusal::NameTaken => tr!("refusal-name-taken"),
        Refusal::SeatKept => tr!("refusal-seat-kept"),
        Refusal::Limited(Limit::Connections) => tr!("refusal-limit-connections"),
        Refusal::Limited(Limit::Tables) => tr!("refusal-limit-tables"),
        Refusal::Limited(Limit::Requests) => tr!("refusal-limit-requests"),
        Refusal::BadName(problem) => {
            crate::game::text::name_problem(problem).unwrap_or_else(|| tr!("refusal-bad-name"))
        }
        Refusal::BadPlan(why) => tr!("refusal-bad-plan", why = why.clone()),
        Refusal::NotHost => tr!("refusal-not-host"),
        Refusal::SeatsOpen => tr!("refusal-seats-open"),
        Refusal::AlreadyStarted => tr!("refusal-started"),
        Refusal::NotSeated => tr!("refusal-not-seated"),
        Refusal::NotYourSeat => tr!("refusal-not-your-seat"),
        Refusal::Stale { .. } => tr!("refusal-stale"),
        Refusal::Rule(why) => tr!("refusal-rule", why = why.clone()),
        Refusal::ServerFull => tr!("refusal-server-full"),
    }
}

/// A server's update of a seat's view of a game of `G` (as an `OnlineStart` of this
/// screen's seats): followed by the table that mirrors it, or, the first, opening the
/// table (`opening` says how for this game). One that comes while the table opens has
/// been kept for it before this.
fn take_update<G: DesktopGame>(
    online: &mut Online,
    table: Option<&mut Match<G>>,
    mut update: OnlineStart<G>,
    happened: &mut MessageWriter<Happened<G>>,
    (open, opening): (
        &mut MessageWriter<OpenTable>,
        fn(OnlineStart<G>) -> OpenTable,
    ),
) {
    match table {
        Some(table) if online.phase == Phase::Playing => {
            let (seat, step) = (update.seat, update.step);
            if let Some(told) = table.follow(seat, &update.observation, update.events, step) {
                happened.write(Happened(told));
            }
        }
        _ => {
            online.phase = Phase::Playing;
            update.people = online.seats.clone();
            update.names = online.names();
            update.bots = online.bots();
            open.write(opening(update));
        }
    }
}

/// Whether `table` follows a game over the network now.
fn mirrors<G: DesktopGame>(table: &Option<ResMut<Match<G>>>) -> bool {
    table.as_ref().is_some_and(|t| t.game().is_mirror())
}

/// A server of another version: the player is told which, and what to do.
fn hear_answer(
    mut answered: MessageReader<Answered>,
    mut online: ResMut<Online>,
    mut commands: Commands,
) {
    for Answered(answer) in answered.read() {
        if let Err(other) = answer {
            let problem = OnlineProblem::OtherVersion(other.clone());
            back_to_the_form(&mut commands, &mut online, problem);
        }
    }
}

fn other_version_words(other: &OtherVersion) -> String {
    tr!(
        "online-other-version",
        server = other.server.shown_version(),
        server_protocol = other.server.protocol,
        ours = other.client.shown_version(),
        our_protocol = other.client.protocol,
        older = if other.server_is_older() {
            "server"
        } else {
            "game"
        }
    )
}

/// Reads what the server says: seats, the lobby, the game's updates, refusals.
fn hear_server(
    mut told: MessageReader<Told>,
    mut online: ResMut<Online>,
    mut game: Option<ResMut<Match<Game>>>,
    mut mad: Option<ResMut<Match<MadGame>>>,
    mut to: MessageWriter<Request>,
    mut open: MessageWriter<OpenTable>,
    mut happened: MessageWriter<Happened<Game>>,
    mut mad_happened: MessageWriter<Happened<MadGame>>,
    mut tell: MessageWriter<Tell>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
    folder: Option<Res<SavesFolder>>,
) {
    let online = &mut *online;
    let folder = folder.as_deref();
    let mut heard: Vec<ToClient> = std::mem::take(&mut online.backlog);
    // Whatever text the server sent is shown only as it may be.
    heard.extend(told.read().map(|Told(m)| m.clone().shown()));
    for m in heard {
        // An update is for one of this screen's seats, and must be one a game could give.
        if let Some((seat, view)) = m.update_check() {
            if !online.seats.contains(&seat) {
                continue;
            }
            if let Err(e) = view {
                tell.write(Tell(tr!("online-lost", why = e.to_string())));
                next.set(Screen::Title);
                return;
            }
        }
        // An update that comes while its table is opening waits for it, as it came.
        let table_open = match &m {
            ToClient::Update { .. } => Some(mirrors(&game)),
            ToClient::MadUpdate { .. } => Some(mirrors(&mad)),
            _ => None,
        };
        if online.phase == Phase::Playing && table_open == Some(false) {
            online.backlog.push(m);
            continue;
        }
        match m {
            ToClient::Tables(list) => {
                let Some((name, password)) = online.join_first.take() else {
                    continue;
                };
                // A table with a free seat; else one already playing, where a person
                // who lost their seat takes it back by their name.
                let free = list.iter().find(|t| !t.started && t.open_seats > 0);
                match free.or_else(|| list.iter().find(|t| t.started)) {
                    Some(t) => {
                        let token = kept_tokens(folder).get(&online.address, t.table, &name);
                        to.write(Request(ToServer::Join {
                            table: t.table,
                            name,
                            password,
                            token,
                        }));
                    }
                    None => {
                        back_to_the_form(&mut commands, online, OnlineProblem::NoFreeTable);
                        return;
                    }
                }
            }
            ToClient::Seated {
                table,
                seat,
                name,
                token,
            } => {
                keep_token(folder, &online.address, table, &name, token);
                if !online.seats.contains(&seat) {
                    online.seats.push(seat);
                }
                if online.phase == Phase::Connecting {
                    online.phase = Phase::Seated;
                }
            }
            ToClient::Lobby(view) => online.lobby = Some(view),
            ToClient::Update {
                seat,
                step,
                events,
                observation,
            } => take_update(
                online,
                game.as_deref_mut(),
                OnlineStart::from_update(seat, step, events, observation),
                &mut happened,
                (&mut open, |s| OpenTable::Online(Box::new(s))),
            ),
            ToClient::MadUpdate {
                seat,
                step,
                events,
                observation,
            } => take_update(
                online,
                mad.as_deref_mut(),
                OnlineStart::from_update(seat, step, events, observation),
                &mut mad_happened,
                (&mut open, |s| OpenTable::MadOnline(Box::new(s))),
            ),
            ToClient::Refused(Refusal::Stale { .. }) => {}
            // Refused before a seat was had: the form says why.
            ToClient::Refused(r) if online.phase == Phase::Connecting => {
                back_to_the_form(&mut commands, online, OnlineProblem::Refused(r));
                return;
            }
            ToClient::Refused(r) => {
                tell.write(Tell(tr!("online-refused", why = refusal_words(&r))));
                // Nothing was played: the person chooses again.
                if let Some(game) = game.as_deref_mut() {
                    game.refused_by_server();
                }
                if let Some(game) = mad.as_deref_mut() {
                    game.refused_by_server();
                }
            }
            ToClient::Closed(why) => {
                tell.write(Tell(match why {
                    CloseReason::HostLeft => tr!("online-closed-host"),
                    CloseReason::ServerStopping => tr!("online-closed-server"),
                }));
                online.phase = Phase::Apart;
                next.set(Screen::Title);
            }
        }
    }
}

/// A game over the network that has ended.
fn finished_online<G: DesktopGame>(table: &Match<G>) -> bool {
    table.game().is_mirror() && table.game().is_over()
}

/// A lost connection says why and goes back to the title (a finished game stays on
/// its results).
fn watch_connection(
    mut commands: Commands,
    link: Res<Link>,
    mut online: ResMut<Online>,
    game: Option<Res<Match<Game>>>,
    mad: Option<Res<Match<MadGame>>>,
    mut tell: MessageWriter<Tell>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(why) = &link.lost else {
        return;
    };
    if online.phase == Phase::Apart {
        return;
    }
    if online.phase == Phase::Connecting {
        let problem = OnlineProblem::Lost(why.clone(), online.address.clone());
        back_to_the_form(&mut commands, &mut online, problem);
        return;
    }
    let finished =
        game.as_deref().is_some_and(finished_online) || mad.as_deref().is_some_and(finished_online);
    online.phase = Phase::Apart;
    if !finished {
        tell.write(Tell(tr!("online-lost", why = gone_words(why))));
        next.set(Screen::Title);
    }
}

/// This computer's address on its network, as others would dial it (no packet is
/// sent: a UDP socket only picks the route).
fn lan_address() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|s| {
            s.connect((Ipv4Addr::new(192, 168, 255, 255), 9))?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

fn parse_address(text: &str) -> Option<SocketAddr> {
    let text = text.trim();
    let with_port = if text.contains(':') {
        text.to_string()
    } else {
        format!("{text}:{DEFAULT_PORT}")
    };
    with_port.to_socket_addrs().ok()?.next()
}

const STAND_INS: [Option<u32>; 4] = [None, Some(30), Some(60), Some(180)];
const TURN_CLOCKS: [Option<u32>; 4] = [None, Some(60), Some(120), Some(300)];
const BOT_SEATS: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Hard];

fn plan_label(p: SeatPlan) -> String {
    match p {
        SeatPlan::Person => tr!("online-seat-person"),
        SeatPlan::Bot(b) => crate::game::text::kind_label(Some(crate::seats::SeatKind::Bot(b))),
    }
}

fn form_seat_label(seat: &FormSeat) -> String {
    match seat {
        FormSeat::Elsewhere => tr!("online-seat-person"),
        FormSeat::Here(_) => tr!("online-seat-here"),
        FormSeat::Bot(b) => plan_label(SeatPlan::Bot(*b)),
    }
}

fn stand_in_label(s: Option<u32>) -> String {
    match s {
        None => tr!("online-stand-in-never"),
        Some(seconds) => tr!("online-stand-in-seconds", seconds = seconds),
    }
}

fn turn_clock_label(s: Option<u32>) -> String {
    match s {
        None => tr!("online-turn-clock-none"),
        Some(seconds) => tr!("online-stand-in-seconds", seconds = seconds),
    }
}

/// What the Online screen asks for (its buttons, or a test).
#[derive(Message, Debug, Clone)]
pub enum OnlineAsk {
    /// Join a table on a server, as the form says.
    Join(OnlineForm),
    /// Host a table, as the form says.
    Host(OnlineForm),
    /// The host starts the game.
    Start,
}

/// The turn clock gave a seat of this screen to a stand-in: the person is told, and is
/// back as soon as they click or press a key.
fn back_at_the_screen(
    online: Res<Online>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut told: Local<bool>,
    mut to: MessageWriter<Request>,
    mut tell: MessageWriter<Tell>,
) {
    let stood_in = online.lobby.as_ref().is_some_and(|lobby| {
        online
            .seats
            .iter()
            .any(|&s| lobby.seats.get(s as usize).is_some_and(|v| v.stand_in))
    });
    if !stood_in {
        *told = false;
        return;
    }
    if !*told {
        tell.write(Tell(tr!("online-clock-stood-in")));
        *told = true;
    }
    let acted = mouse.is_some_and(|m| m.get_just_pressed().next().is_some())
        || keys.is_some_and(|k| k.get_just_pressed().next().is_some());
    if acted {
        to.write(Request(ToServer::Back));
    }
}

/// Does what the Online screen asks: connects, or starts the game.
fn act_on_asks(
    mut asks: MessageReader<OnlineAsk>,
    mut online: ResMut<Online>,
    settings: Res<Settings>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    mut commands: Commands,
    mut to: MessageWriter<Request>,
    folder: Option<Res<SavesFolder>>,
) {
    // The line wakes the window (which rests) when it hears the server.
    let wake: Waker = match proxy {
        Some(proxy) => {
            let proxy = (**proxy).clone();
            Arc::new(move || {
                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
            })
        }
        None => Arc::new(|| {}),
    };
    for ask in asks.read() {
        let wake = wake.clone();
        let started = match ask {
            OnlineAsk::Join(form) => {
                join(&mut commands, wake, &mut online, form, folder.as_deref())
            }
            OnlineAsk::Host(form) => host(&mut commands, wake, &mut online, form, &settings),
            OnlineAsk::Start => {
                to.write(Request(ToServer::Start));
                Ok(())
            }
        };
        online.problem = started.err().map(OnlineProblem::NotOnline);
    }
}

/// The player's own rule sets, offered beside the built-in ones for a table.
fn read_house_sets(saves: Res<SavesFolder>, mut form: ResMut<OnlineForm>) {
    form.house_sets = crate::save::HouseRules::in_saves(saves.0.path())
        .list()
        .into_iter()
        .filter_map(|e| e.rules.ok())
        .collect();
}

fn draw_online(
    mut contexts: EguiContexts,
    mut form: ResMut<OnlineForm>,
    online: Res<Online>,
    nearby: Option<Res<Nearby>>,
    mut ask: MessageWriter<OnlineAsk>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The form, the connection's words or the lobby scroll on a window too short for
    // them; Back or Leave stays in sight below.
    widgets::menu_card_parts(ctx, "online", 900.0, |card| {
        card.body(|ui| {
            widgets::heading(ui, &tr!("online-heading"));
            widgets::gold_rule(ui);
            ui.add_space(6.0);
            match online.phase {
                Phase::Apart => {
                    match draw_form(ui, &mut form, nearby.as_deref(), online.problem.as_ref()) {
                        Some(Ask::Join) => {
                            ask.write(OnlineAsk::Join(form.clone()));
                        }
                        Some(Ask::Host) => {
                            ask.write(OnlineAsk::Host(form.clone()));
                        }
                        None => {}
                    }
                }
                Phase::Connecting => {
                    ui.label(tr!("online-connecting", address = online.address.clone()));
                }
                Phase::Seated | Phase::Playing => draw_lobby(ui, &online, &mut ask),
            }
        });
        card.actions(|ui| {
            let away = match online.phase {
                Phase::Apart => {
                    widgets::menu_button(ui, &tr!("online-back"), true)
                        || widgets::escape_pressed(ui)
                }
                Phase::Connecting => widgets::menu_button(ui, &tr!("online-back"), true),
                Phase::Seated | Phase::Playing => {
                    widgets::menu_button(ui, &tr!("online-leave"), true)
                }
            };
            if away {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}

enum Ask {
    Join,
    Host,
}

fn draw_form(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    nearby: Option<&Nearby>,
    problem: Option<&OnlineProblem>,
) -> Option<Ask> {
    let mut ask = None;
    // Drop-downs no taller than a line, as in the settings: the form fits a 1024×640
    // window with five seats.
    ui.spacing_mut().button_padding = egui::vec2(8.0, 3.0);
    if let Some(font) = ui.style_mut().text_styles.get_mut(&egui::TextStyle::Button) {
        font.size = 18.0;
    }
    let named = !form.name.trim().is_empty();
    ui.horizontal(|ui| {
        ui.label(tr!("online-name"));
        let field = ui.add_sized(
            [220.0, 26.0],
            widgets::text_field(&mut form.name).char_limit(MAX_NAME_CHARS),
        );
        widgets::named(&field, &tr!("online-name"));
        ui.label(tr!("online-password"));
        let field = ui.add_sized(
            [200.0, 26.0],
            widgets::text_field(&mut form.password)
                .password(true)
                .hint_text(tr!("online-password-hint")),
        );
        widgets::named(&field, &tr!("online-password"));
    });
    // Why Join and Host are grey, and why the last try did not seat the player. The
    // line keeps its room once a name is typed: the form does not move under the pointer.
    if !named {
        ui.label(
            RichText::new(tr!("online-name-needed"))
                .size(14.0)
                .italics(),
        );
    } else {
        let width = ui.available_width();
        let words = tr!("online-name-needed");
        let high = ui.fonts_mut(|f| {
            f.layout(words, egui::FontId::proportional(14.0), INK, width)
                .size()
                .y
        });
        ui.add_space(high + ui.spacing().item_spacing.y);
    }
    if let Some(problem) = problem {
        ui.colored_label(WARNING, problem.to_string());
    }
    ui.add_space(8.0);
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        widgets::subheading(ui, &tr!("online-join-heading"));
        egui::Grid::new("online join")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                ui.label(tr!("online-address"));
                let field = ui.add_sized(
                    [230.0, 26.0],
                    widgets::text_field(&mut form.address).hint_text(tr!("online-address-hint")),
                );
                widgets::named(&field, &tr!("online-address"));
                ui.end_row();
                ui.label(tr!("online-table"));
                let field = ui.add_sized(
                    [230.0, 26.0],
                    widgets::text_field(&mut form.table).hint_text(tr!("online-table-hint")),
                );
                widgets::named(&field, &tr!("online-table"));
                ui.end_row();
            });
        ui.add_space(8.0);
        if widgets::menu_button(ui, &tr!("online-join"), named) {
            ask = Some(Ask::Join);
        }
        if let Some(nearby) = nearby {
            ui.add_space(10.0);
            widgets::subheading(ui, &tr!("online-nearby"));
            if nearby.found.is_empty() {
                ui.label(RichText::new(tr!("online-nearby-none")).size(14.0));
            }
            for table in nearby.found.values().take(4) {
                // A server of many tables is listed by its name alone.
                let label = if table.game.is_empty() {
                    table.name.clone()
                } else {
                    format!("{} · {}", table.name, rule_set_name(&table.game))
                };
                let clicked = ui
                    .add_enabled(named, egui::Button::new(label))
                    .on_hover_text(table.address.to_string())
                    .clicked();
                if clicked {
                    form.address = table.address.to_string();
                    form.table.clear();
                    ask = Some(Ask::Join);
                }
            }
        }

        let ui = &mut cols[1];
        widgets::subheading(ui, &tr!("online-host-heading"));
        ui.radio_value(
            &mut form.here,
            true,
            tr!("online-host-here", port = form.port.clone()),
        );
        ui.radio_value(&mut form.here, false, tr!("online-host-there"));
        ui.horizontal(|ui| {
            ui.label(tr!("online-rules"));
            let rules = egui::ComboBox::from_id_salt("online rules")
                .selected_text(rule_set_name(&form.rules))
                .width(150.0)
                .show_ui(ui, |ui| {
                    let house: Vec<String> =
                        form.house_sets.iter().map(|r| r.name.clone()).collect();
                    for name in RuleSet::BUILT_IN
                        .into_iter()
                        .chain([GameKind::MAD_QUEENS_RULES])
                        .map(str::to_string)
                        .chain(house)
                    {
                        let shown = rule_set_name(&name);
                        ui.selectable_value(&mut form.rules, name, shown);
                    }
                });
            widgets::named(&rules.response, &tr!("online-rules"));
        });
        ui.horizontal(|ui| {
            ui.label(tr!("online-stand-in"));
            let stand_in = egui::ComboBox::from_id_salt("online stand-in")
                .selected_text(stand_in_label(form.stand_in))
                .width(110.0)
                .show_ui(ui, |ui| {
                    for s in STAND_INS {
                        ui.selectable_value(&mut form.stand_in, s, stand_in_label(s));
                    }
                });
            widgets::named(&stand_in.response, &tr!("online-stand-in"));
        });
        ui.horizontal(|ui| {
            ui.label(tr!("online-turn-clock"));
            let clock = egui::ComboBox::from_id_salt("online turn clock")
                .selected_text(turn_clock_label(form.turn_clock))
                .width(110.0)
                .show_ui(ui, |ui| {
                    for s in TURN_CLOCKS {
                        ui.selectable_value(&mut form.turn_clock, s, turn_clock_label(s));
                    }
                });
            widgets::named(&clock.response, &tr!("online-turn-clock"));
        });
        draw_host_seats(ui, form, named);
        ui.add_space(8.0);
        if widgets::menu_button(ui, &tr!("online-host"), named) {
            ask = Some(Ask::Host);
        }
    });
    ask
}

/// The host's seats: their own first, then each other seat's kind (and the name of a
/// person at this screen).
fn draw_host_seats(ui: &mut egui::Ui, form: &mut OnlineForm, named: bool) {
    egui::Grid::new("online host")
        .num_columns(2)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            ui.label(tr!("online-seat", number = 1));
            ui.label(if named {
                form.name.clone()
            } else {
                tr!("online-seat-you")
            });
            ui.end_row();
            let mut remove = None;
            for (i, seat) in form.others.iter_mut().enumerate() {
                let row = tr!("online-seat", number = (i + 2));
                ui.label(&row);
                ui.horizontal(|ui| {
                    let kind = egui::ComboBox::from_id_salt(("online seat", i))
                        .selected_text(form_seat_label(seat))
                        .width(150.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                seat,
                                FormSeat::Elsewhere,
                                tr!("online-seat-person"),
                            );
                            let here = matches!(seat, FormSeat::Here(_));
                            if ui.selectable_label(here, tr!("online-seat-here")).clicked() && !here
                            {
                                *seat = FormSeat::Here(tr!("setup-default-name", number = (i + 2)));
                            }
                            for b in BOT_SEATS {
                                let label = plan_label(SeatPlan::Bot(b));
                                ui.selectable_value(seat, FormSeat::Bot(b), label);
                            }
                        });
                    widgets::named(&kind.response, &row);
                    if let FormSeat::Here(name) = seat {
                        let field = ui.add_sized(
                            [110.0, 24.0],
                            widgets::text_field(name)
                                .char_limit(MAX_NAME_CHARS)
                                .hint_text(tr!("online-seat-name")),
                        );
                        widgets::named(&field, &tr!("online-seat-name"));
                    }
                    let remove_button = (i > 0).then(|| ui.small_button("×"));
                    if let Some(button) = &remove_button {
                        widgets::named(button, &tr!("online-remove-seat", number = (i + 2)));
                    }
                    if remove_button.is_some_and(|b| b.clicked()) {
                        remove = Some(i);
                    }
                });
                ui.end_row();
            }
            if let Some(i) = remove {
                form.others.remove(i);
            }
        });
    // Below the seats' grid, not in a row of it: a row's height there is the last frame's,
    // and a button in it lay over the drop-down above.
    if form.others.len() < 4 {
        ui.horizontal(|ui| {
            if ui.small_button(tr!("online-add-seat")).clicked() {
                form.others.push(FormSeat::Elsewhere);
            }
        });
    }
}

fn join(
    commands: &mut Commands,
    wake: Waker,
    online: &mut Online,
    form: &OnlineForm,
    folder: Option<&SavesFolder>,
) -> Result<(), NotOnline> {
    let address =
        parse_address(&form.address).ok_or_else(|| NotOnline::BadAddress(form.address.clone()))?;
    let name = normalized(form.name.trim());
    let hello = if form.table.trim().is_empty() {
        online.join_first = Some((name, form.password.clone()));
        vec![ToServer::List]
    } else {
        let table = form
            .table
            .trim()
            .parse()
            .map_err(|_| NotOnline::BadTable(form.table.clone()))?;
        let token = kept_tokens(folder).get(&address.to_string(), table, &name);
        vec![ToServer::Join {
            table,
            name,
            password: form.password.clone(),
            token,
        }]
    };
    dial(commands, wake, online, address, hello)
}

fn host(
    commands: &mut Commands,
    wake: Waker,
    online: &mut Online,
    form: &OnlineForm,
    settings: &Settings,
) -> Result<(), NotOnline> {
    let name = normalized(form.name.trim());
    let game = if form.rules == GameKind::MAD_QUEENS_RULES {
        GameKind::MadQueens
    } else {
        GameKind::SleepingQueens
    };
    let mut seats = vec![SeatPlan::Person];
    let mut here = Vec::new();
    for (i, seat) in form.others.iter().enumerate() {
        seats.push(match seat {
            FormSeat::Elsewhere => SeatPlan::Person,
            FormSeat::Here(name) => {
                here.push((i as Seat + 1, normalized(name.trim())));
                SeatPlan::Person
            }
            FormSeat::Bot(b) => SeatPlan::Bot(*b),
        });
    }
    // "Ann's table", or the name alone when that would be too long for a table's name.
    let table_name = tr!("online-table-name", name = name.clone());
    let table_name = if table_name.chars().count() > MAX_NAME_CHARS {
        name.clone()
    } else {
        table_name
    };
    let plan = TablePlan {
        name: table_name,
        game,
        rules: RuleSet::named(&form.rules)
            .or_else(|| {
                form.house_sets
                    .iter()
                    .find(|r| r.name == form.rules)
                    .cloned()
            })
            .unwrap_or_else(RuleSet::extended),
        seats,
        password: form.password.clone(),
        stand_in_after: form.stand_in,
        answer_seconds: settings
            .countdown()
            .map(|c| server_countdown(c, !here.is_empty())),
        turn_seconds: form.turn_clock,
    };
    let hello = vec![ToServer::Open { plan, name, here }];
    let address = if form.here {
        let port: u16 = form
            .port
            .trim()
            .parse()
            .map_err(|_| NotOnline::BadAddress(form.port.clone()))?;
        // The common reasons a table cannot be hosted, in the player's words: the
        // server's own error names only the socket.
        if let Err(e) = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port)) {
            return Err(match e.kind() {
                std::io::ErrorKind::AddrInUse => NotOnline::PortInUse(port),
                std::io::ErrorKind::PermissionDenied => NotOnline::PortNotAllowed(port),
                _ => NotOnline::Host(NetError(e.to_string())),
            });
        }
        let (listening, thread) =
            spawn_server((Ipv4Addr::UNSPECIFIED, port).into(), 64, Tables::new(1))
                .map_err(NotOnline::Host)?;
        online.server = Some((thread, SocketAddr::new(lan_address(), listening.port())));
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), listening.port())
    } else {
        parse_address(&form.address).ok_or_else(|| NotOnline::BadAddress(form.address.clone()))?
    };
    dial(commands, wake, online, address, hello)
}

/// Seconds the server waits on a window before it passes for a seat: a backstop
/// behind each screen's own countdown, which starts only once the window is shown (after
/// the cards moved) and, with several people at a screen, after its open call.
fn server_countdown(countdown: f32, shared_screen: bool) -> u32 {
    const GRACE: f32 = 10.0;
    let windows = if shared_screen { 2.0 } else { 1.0 };
    (countdown * windows + GRACE).ceil() as u32
}

fn draw_lobby(ui: &mut egui::Ui, online: &Online, ask: &mut MessageWriter<OnlineAsk>) {
    let Some(lobby) = &online.lobby else {
        ui.label(tr!("online-connecting", address = online.address.clone()));
        return;
    };
    widgets::subheading(
        ui,
        &tr!(
            "online-lobby",
            table = lobby.table,
            name = lobby.name.clone()
        ),
    );
    if let Some((_, reach)) = &online.server {
        ui.label(tr!("online-hosting", address = reach.to_string()));
    }
    ui.label(match lobby.game {
        GameKind::SleepingQueens => rule_set_name(&lobby.rules.name),
        GameKind::MadQueens => rule_set_name(GameKind::MAD_QUEENS_RULES),
    });
    ui.add_space(4.0);
    for (i, s) in lobby.seats.iter().enumerate() {
        let mut notes = Vec::new();
        match online.seats.iter().position(|&o| o == i as Seat) {
            Some(0) => notes.push(tr!("online-seat-you")),
            Some(_) => notes.push(tr!("online-seat-beside")),
            None => {}
        }
        // Everyone at the host's screen sits for the host's connection: the first is
        // the host.
        if s.host && !lobby.seats[..i].iter().any(|o| o.host) {
            notes.push(tr!("online-seat-host"));
        }
        if s.name.is_some() && !s.connected {
            notes.push(tr!("online-seat-away"));
        }
        if s.stand_in {
            notes.push(tr!("online-seat-stand-in"));
        }
        let who = match (&s.name, s.plan) {
            (Some(n), SeatPlan::Bot(_)) => format!("{n} · {}", plan_label(s.plan)),
            (Some(n), _) => n.clone(),
            (None, _) => tr!("online-seat-open"),
        };
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        };
        ui.label(
            RichText::new(format!(
                "{}: {who}{notes}",
                tr!("online-seat", number = (i + 1))
            ))
            .size(16.0),
        );
    }
    ui.add_space(6.0);
    let everyone = lobby.seats.iter().all(|s| s.name.is_some() && s.connected);
    ui.label(if everyone {
        tr!("online-ready")
    } else {
        tr!("online-waiting")
    });
    // The server says who hosts: the seat of the client that opened the table.
    let hosting = online
        .seats
        .first()
        .and_then(|s| lobby.seats.get(*s as usize))
        .is_some_and(|s| s.host);
    if hosting && !lobby.started && widgets::menu_button(ui, &tr!("online-start"), everyone) {
        ask.write(OnlineAsk::Start);
    }
}
