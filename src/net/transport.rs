//! The network under [`super::tables`]: the protocol's messages as bevy_replicon
//! messages over renet's UDP transport (netcode). A server app hosts [`Tables`]; a
//! client app sends [`ToServer`] and reads [`ToClient`].

use std::collections::HashMap;
use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, SystemTime};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::{ChannelConfig, ConnectionConfig};
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};
use serde::{Deserialize, Serialize};

use super::host::{Host, Said};
use super::player::BotPlayer;
use super::protocol::{Greeting, OtherVersion, PROTOCOL_ID, Refusal, TableId, ToClient, ToServer};
use super::saves::TableFiles;
use super::server_transport::ServerTransport;
use super::tables::{ClientKey, TableSave, Tables};
use super::thinkers::Thinkers;

/// How often a game's client looks at the connection while a game is played and another
/// seat decides (it rests otherwise, and looks at once when told something): each look
/// sends its acknowledgements, so this is what keeps a quiet connection talking.
pub const LOOK_WHILE_PLAYING: Duration = Duration::from_millis(250);

/// What a client may have sent and not yet had acknowledged: far more than a person or
/// a bot ever sends, so that a flood is cut off (renet disconnects it) instead of
/// filling the server's memory.
pub(crate) const CLIENT_CHANNEL_BYTES: usize = 256 * 1024;

/// A client's first message: its [`Greeting`]. Registered before every other message,
/// so that its channel is the same in every version.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Hello(pub Greeting);

/// The server's answer to a [`Hello`]: its own greeting. Registered second.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Welcome(pub Greeting);

/// The greeting this program says, and answers with: [`Greeting::ours`] (a test plays
/// another version by changing it).
#[derive(Resource, Clone, Debug)]
pub struct ThisVersion(pub Greeting);

impl Default for ThisVersion {
    fn default() -> Self {
        ThisVersion(Greeting::ours())
    }
}

/// The server answered this client's hello: `Ok` when the two play together; else the
/// client has left (the server's greeting says what it is).
#[derive(Message, Clone, Debug)]
pub struct Answered(pub Result<(), OtherVersion>);

/// A client's message, as the network carries it.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Request(pub ToServer);

/// The server's message to one client, as the network carries it.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Told(pub ToClient);

/// The plugins and messages both ends need: replicon over renet, no window.
pub fn network_plugins(app: &mut App) {
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.add_plugins((
        RepliconPlugins.set(bevy_replicon::server::ServerPlugin::new(PostUpdate)),
        RepliconRenetPlugins,
    ))
    // The greetings first, always: their channels must be the same in every version.
    .add_client_message::<Hello>(Channel::Ordered)
    .add_server_message::<Welcome>(Channel::Ordered)
    .add_client_message::<Request>(Channel::Ordered)
    .add_server_message::<Told>(Channel::Ordered)
    .add_message::<Answered>()
    .init_resource::<ThisVersion>()
    .add_plugins(super::server_transport::plugin)
    .add_systems(OnEnter(ClientState::Connected), say_hello)
    .add_systems(PreUpdate, hear_welcome.after(ClientSystems::Receive));
}

/// A client's first word, as soon as it is connected.
fn say_hello(mut to: MessageWriter<Hello>, us: Res<ThisVersion>) {
    to.write(Hello(us.0.clone()));
}

/// A server that speaks other messages is left at once; either way the answer is told
/// ([`Answered`]).
fn hear_welcome(
    mut from: MessageReader<Welcome>,
    mut answered: MessageWriter<Answered>,
    mut transport: Option<ResMut<NetcodeClientTransport>>,
    us: Res<ThisVersion>,
) {
    for Welcome(theirs) in from.read() {
        let answer = us.0.welcomed_by(theirs);
        if answer.is_err()
            && let Some(t) = transport.as_deref_mut()
        {
            t.disconnect();
        }
        answered.write(Answered(answer));
    }
}

pub(crate) fn connection_config(channels: &RepliconChannels) -> ConnectionConfig {
    let limit = |mut c: Vec<ChannelConfig>| {
        for channel in &mut c {
            channel.max_memory_usage_bytes = CLIENT_CHANNEL_BYTES;
        }
        c
    };
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: limit(channels.client_configs()),
        ..Default::default()
    }
}

pub(crate) fn since_epoch() -> Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Why a server or a client could not start.
#[derive(Debug)]
pub struct NetError(pub String);

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for NetError {}

/// The tables a server app hosts behind its front desk ([`Host`], which derefs to it),
/// and which connection is which client.
#[derive(Resource)]
pub struct HostedTables {
    pub host: Host,
    keys: HashMap<Entity, ClientKey>,
    entities: HashMap<ClientKey, Entity>,
    next_key: ClientKey,
    /// Greetings of clients that have not passed replicon's protocol check yet: heard
    /// once they have (nothing can be sent to them before).
    unchecked_hellos: HashMap<Entity, Greeting>,
}

impl HostedTables {
    pub fn new(tables: Tables) -> HostedTables {
        HostedTables {
            host: Host::new(tables, Greeting::ours()),
            keys: HashMap::new(),
            entities: HashMap::new(),
            next_key: 1,
            unchecked_hellos: HashMap::new(),
        }
    }
}

impl std::ops::Deref for HostedTables {
    type Target = Host;
    fn deref(&self) -> &Host {
        &self.host
    }
}

impl std::ops::DerefMut for HostedTables {
    fn deref_mut(&mut self) -> &mut Host {
        &mut self.host
    }
}

/// The most connections netcode can hold (it panics above this).
pub const MOST_CLIENTS: usize = 1024;

/// What a server's socket holds of what has come in and is not yet read: hundreds of
/// connections each send a packet every frame, and the default (about 200 kB, a few
/// hundred packets) filled between two looks of the loop at 200 tables, dropping
/// packets that renet then sent again a few hundred milliseconds later.
const SERVER_RECEIVE_BUFFER: usize = 4 << 20;

/// The server's socket, bound to `addr`, with room for [`SERVER_RECEIVE_BUFFER`] (or as
/// much as the system allows).
fn server_socket(addr: SocketAddr) -> Result<UdpSocket, NetError> {
    use socket2::{Domain, Protocol, Socket, Type};
    let refused = |e: std::io::Error| NetError(format!("cannot listen on {addr}: {e}"));
    let socket = Socket::new(Domain::for_address(addr), Type::DGRAM, Some(Protocol::UDP))
        .map_err(refused)?;
    // A smaller buffer than asked for still works: the system caps it, it does not fail.
    let _ = socket.set_recv_buffer_size(SERVER_RECEIVE_BUFFER);
    socket.bind(&addr.into()).map_err(refused)?;
    Ok(socket.into())
}

/// Makes `app` a server for `tables` listening on `addr` (port 0: any free port);
/// returns the address it listens on.
pub fn serve(
    app: &mut App,
    addr: SocketAddr,
    max_clients: usize,
    tables: Tables,
) -> Result<SocketAddr, NetError> {
    if !(1..=MOST_CLIENTS).contains(&max_clients) {
        return Err(NetError(format!(
            "a server holds from 1 to {MOST_CLIENTS} connections, not {max_clients}"
        )));
    }
    let socket = server_socket(addr)?;
    let local = socket
        .local_addr()
        .map_err(|e| NetError(format!("cannot listen on {addr}: {e}")))?;
    let server_config = ServerConfig {
        current_time: since_epoch(),
        max_clients,
        protocol_id: PROTOCOL_ID,
        public_addresses: vec![local],
        authentication: ServerAuthentication::Unsecure,
    };
    let transport = ServerTransport::new(server_config, socket)
        .map_err(|e| NetError(format!("cannot start the server: {e}")))?;
    let server = RenetServer(bevy_replicon_renet::renet::RenetServer::new(
        connection_config(app.world().resource::<RepliconChannels>()),
    ));
    let thinkers =
        Thinkers::start().map_err(|e| NetError(format!("cannot start the bots' threads: {e}")))?;
    app.insert_resource(server)
        .insert_resource(transport)
        .insert_resource(HostedTables::new(tables.think_elsewhere()))
        .insert_resource(thinkers)
        .add_observer(client_connected)
        .add_observer(client_disconnected)
        .add_systems(
            PreUpdate,
            receive_from_clients.after(ServerSystems::Receive),
        )
        .add_systems(
            Update,
            (
                tick_tables,
                think_for_tables,
                send_to_clients,
                summarise_strangers,
            )
                .chain(),
        );
    Ok(local)
}

fn client_connected(
    add: On<Add, ConnectedClient>,
    mut hosted: ResMut<HostedTables>,
    ids: Query<&NetworkId>,
    transport: Option<Res<ServerTransport>>,
    time: Res<Time<Real>>,
) {
    let key = hosted.next_key;
    hosted.next_key += 1;
    hosted.keys.insert(add.entity, key);
    hosted.entities.insert(key, add.entity);
    let address = ids
        .get(add.entity)
        .ok()
        .zip(transport.as_deref())
        .and_then(|(id, t)| t.client_addr(id.get()))
        .map(|a| a.ip());
    hosted.host.connect(key, address, time.elapsed());
}

fn client_disconnected(
    remove: On<Remove, ConnectedClient>,
    mut hosted: ResMut<HostedTables>,
    time: Res<Time<Real>>,
) {
    hosted.unchecked_hellos.remove(&remove.entity);
    if let Some(key) = hosted.keys.remove(&remove.entity) {
        hosted.entities.remove(&key);
        hosted.host.disconnect(key, time.elapsed());
    }
}

/// What clients said, to the front desk: a greeting once the client has passed
/// replicon's protocol check (only then can it be answered), requests at once (the
/// desk keeps them until the greeting agrees).
fn receive_from_clients(
    mut hellos: MessageReader<FromClient<Hello>>,
    mut from: MessageReader<FromClient<Request>>,
    mut hosted: ResMut<HostedTables>,
    checked: Query<(), With<AuthorizedClient>>,
    time: Res<Time<Real>>,
    us: Res<ThisVersion>,
) {
    let now = time.elapsed();
    let hosted = &mut *hosted;
    if us.is_changed() {
        hosted.host.greet_as(us.0.clone());
    }
    for m in hellos.read() {
        if let ClientId::Client(entity) = m.client_id
            && hosted.keys.contains_key(&entity)
        {
            // The first greeting counts.
            hosted
                .unchecked_hellos
                .entry(entity)
                .or_insert_with(|| m.message.0.clone());
        }
    }
    let ready: Vec<Entity> = hosted
        .unchecked_hellos
        .keys()
        .copied()
        .filter(|&e| checked.contains(e))
        .collect();
    for entity in ready {
        if let (Some(greeting), Some(&key)) = (
            hosted.unchecked_hellos.remove(&entity),
            hosted.keys.get(&entity),
        ) {
            hosted.host.hello(key, &greeting, now);
        }
    }
    for m in from.read() {
        let ClientId::Client(entity) = m.client_id else {
            continue;
        };
        if let Some(&key) = hosted.keys.get(&entity) {
            hosted.host.request(key, m.message.0.clone(), now);
        }
    }
}

/// The log says once a minute what strangers did (connections, greetings, refusals,
/// packets dropped before netcode), instead of a line each: a flood of them would fill
/// the log.
fn summarise_strangers(
    mut hosted: ResMut<HostedTables>,
    mut transport: Option<ResMut<ServerTransport>>,
    time: Res<Time<Real>>,
    mut last: Local<Duration>,
) {
    let now = time.elapsed();
    if now.saturating_sub(*last) < SUMMARY_EVERY {
        return;
    }
    *last = now;
    if let Some(line) = hosted.host.take_tally().line() {
        info!("in the last minute: {line}");
    }
    if let Some(line) = transport.as_mut().and_then(|t| t.handshakes.take_dropped()) {
        info!("in the last minute: {line}");
    }
}

/// How often the server's log sums up what strangers did.
pub const SUMMARY_EVERY: Duration = Duration::from_secs(60);

/// The tables' new decisions go to the bots' threads, and the choices that came back
/// are played.
fn think_for_tables(
    mut hosted: ResMut<HostedTables>,
    thinkers: Res<Thinkers>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed();
    thinkers.ask(hosted.tables.take_thinking(), now);
    for thought in thinkers.answers() {
        hosted.tables.thought(thought, now);
    }
}

fn tick_tables(mut hosted: ResMut<HostedTables>, time: Res<Time<Real>>) {
    hosted.host.tick(time.elapsed());
}

/// Carries out what the front desk said: messages, greetings and partings, to clients
/// that passed replicon's protocol check (nothing else can be sent to them).
fn send_to_clients(
    mut hosted: ResMut<HostedTables>,
    checked: Query<(), With<AuthorizedClient>>,
    mut to: MessageWriter<ToClients<Told>>,
    mut welcome: MessageWriter<ToClients<Welcome>>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    for said in hosted.host.drain() {
        let key = match &said {
            Said::Tell(out) => out.to,
            Said::Welcome(key, _) | Said::Close(key) => *key,
        };
        let Some(&entity) = hosted.entities.get(&key) else {
            continue;
        };
        let target = SendTargets::Single(ClientId::Client(entity));
        match said {
            Said::Close(_) => {
                disconnect.write(DisconnectRequest { client: entity });
            }
            _ if !checked.contains(entity) => {}
            Said::Tell(out) => {
                to.write(ToClients {
                    targets: target,
                    message: Told(out.message),
                });
            }
            Said::Welcome(_, greeting) => {
                welcome.write(ToClients {
                    targets: target,
                    message: Welcome(greeting),
                });
            }
        }
    }
}

/// Makes `app` a client of the server at `server`.
pub fn connect(app: &mut App, server: SocketAddr) -> Result<(), NetError> {
    let (client, transport) = client_resources(app.world().resource::<RepliconChannels>(), server)?;
    app.insert_resource(client).insert_resource(transport);
    Ok(())
}

/// What makes an app a client of `server` (inserted as resources; removing them ends
/// the connection).
pub fn client_resources(
    channels: &RepliconChannels,
    server: SocketAddr,
) -> Result<(RenetClient, NetcodeClientTransport), NetError> {
    client_resources_on(channels, server, client_socket(server)?)
}

/// A socket to reach `server` from.
pub fn client_socket(server: SocketAddr) -> Result<UdpSocket, NetError> {
    let local: SocketAddr = if server.is_ipv4() {
        (std::net::Ipv4Addr::UNSPECIFIED, 0).into()
    } else {
        (std::net::Ipv6Addr::UNSPECIFIED, 0).into()
    };
    UdpSocket::bind(local).map_err(|e| NetError(format!("cannot open a socket: {e}")))
}

/// [`client_resources`] over a socket of the caller's (the load client watches it).
pub fn client_resources_on(
    channels: &RepliconChannels,
    server: SocketAddr,
    socket: UdpSocket,
) -> Result<(RenetClient, NetcodeClientTransport), NetError> {
    let authentication = ClientAuthentication::Unsecure {
        client_id: rand::random(),
        protocol_id: PROTOCOL_ID,
        server_addr: server,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(since_epoch(), authentication, socket)
        .map_err(|e| NetError(format!("cannot connect to {server}: {e}")))?;
    let client = RenetClient(bevy_replicon_renet::renet::RenetClient::new(
        connection_config(channels),
    ));
    Ok((client, transport))
}

/// How often a server's loop looks while clients talk to it, and once none has been
/// heard from for a second: quick replies under load, an idle server that rests. Each
/// look sends every connection a packet (its acknowledgements), so looking more often
/// than this spends the server on packets, not games.
const BUSY_TICK: Duration = Duration::from_millis(4);
const IDLE_TICK: Duration = Duration::from_millis(50);
const QUIET_AFTER: Duration = Duration::from_secs(1);

/// How long a server's loop (`app`) waits, from its last look, before the next.
pub fn until_next_look(app: &App) -> Duration {
    let now = app.world().resource::<Time<Real>>().elapsed();
    let heard = app.world().resource::<HostedTables>().last_heard();
    if now.saturating_sub(heard) >= QUIET_AFTER {
        IDLE_TICK
    } else {
        BUSY_TICK
    }
}

/// A server running on a thread of its own (a game hosted from the title screen);
/// dropping it stops the server, telling its clients.
pub struct ServerThread {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for ServerThread {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Starts a server for `tables` on its own thread, listening on `addr`; returns the
/// address it listens on.
pub fn spawn_server(
    addr: SocketAddr,
    max_clients: usize,
    tables: Tables,
) -> Result<(SocketAddr, ServerThread), NetError> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let (tx, rx) = std::sync::mpsc::channel();
    let stopping = stop.clone();
    let thread = std::thread::Builder::new()
        .name("table server".into())
        .spawn(move || {
            let mut app = headless_app();
            let listening = serve(&mut app, addr, max_clients, tables);
            let ok = listening.is_ok();
            let _ = tx.send(listening);
            if !ok {
                return;
            }
            finish_headless(&mut app);
            // As a dedicated server does: often while people play, seldom while they
            // think, light on the game it shares the computer with.
            while !stopping.load(Ordering::Relaxed) {
                let looked = std::time::Instant::now();
                app.update();
                std::thread::sleep(until_next_look(&app).saturating_sub(looked.elapsed()));
            }
            // Tell the clients before the socket closes.
            app.world_mut()
                .resource_mut::<RenetServer>()
                .disconnect_all();
            app.update();
        })
        .map_err(|e| NetError(format!("cannot start the server: {e}")))?;
    let listening = rx
        .recv()
        .map_err(|_| NetError("the server did not start".into()))??;
    Ok((
        listening,
        ServerThread {
            stop,
            thread: Some(thread),
        },
    ))
}

/// Readies a headless app (a server, a bot client) to be updated by hand: its plugins
/// finish (the network's channels are laid out then), and every schedule runs on the
/// calling thread: such an app has a few small systems, and many of them in one process
/// would otherwise spend their time handing them out to the thread pool.
pub fn finish_headless(app: &mut App) {
    use bevy::ecs::schedule::{Schedules, SingleThreadedExecutor};
    app.finish();
    app.cleanup();
    for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}
/// An app with no window that only talks over the network (a server, a bot client).
pub fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    network_plugins(&mut app);
    app
}

/// A bot playing one seat from a client app, with the time each choice took to come
/// back as events.
#[derive(Resource)]
pub struct NetBot {
    pub player: BotPlayer,
    /// Every message received, in order (the leak test reads them).
    pub received: Vec<ToClient>,
    /// From each choice sent to the update that answered it.
    pub latencies: Vec<Duration>,
    /// The choice waiting for its update: its step, when it went (and the choice, to
    /// send again if the server's per-address limit refused it).
    sent: Option<(u32, std::time::Instant, ToServer)>,
    /// When to send it again, after such a refusal.
    retry_at: Option<std::time::Instant>,
    pub keep_received: bool,
}

impl NetBot {
    pub fn new(player: BotPlayer) -> NetBot {
        NetBot {
            player,
            received: Vec::new(),
            latencies: Vec::new(),
            sent: None,
            retry_at: None,
            keep_received: false,
        }
    }
}

/// Makes `app` a client whose seat `bot` plays.
pub fn play_as_bot(app: &mut App, server: SocketAddr, bot: NetBot) -> Result<(), NetError> {
    connect(app, server)?;
    app.insert_resource(bot)
        .add_systems(OnEnter(ClientState::Connected), greet)
        .add_systems(Update, answer);
    Ok(())
}

fn greet(bot: Res<NetBot>, mut to: MessageWriter<Request>) {
    for m in bot.player.hello() {
        to.write(Request(m));
    }
}

fn answer(
    mut bot: ResMut<NetBot>,
    mut told: MessageReader<Told>,
    mut to: MessageWriter<Request>,
    transport: Option<Res<NetcodeClientTransport>>,
    mut answered: MessageReader<Answered>,
) {
    for Answered(answer) in answered.read() {
        if let Err(other) = answer {
            bot.player.lost(other.to_string());
        }
    }
    if let Some(why) = transport.as_ref().and_then(|t| t.disconnect_reason()) {
        bot.player.lost(format!("disconnected: {why}"));
    }
    let now = std::time::Instant::now();
    for Told(m) in told.read() {
        for answer in bot.hear(m, now) {
            to.write(Request(answer));
        }
    }
    if let Some(again) = bot.again(now) {
        to.write(Request(again));
    }
}

impl NetBot {
    /// What the bot says to one message from the server, `now`: the choice it answers
    /// is timed, and a choice the server's limit refused is sent again in a moment.
    pub fn hear(&mut self, m: &ToClient, now: std::time::Instant) -> Vec<ToServer> {
        let answered = match m {
            ToClient::Update { step, .. } | ToClient::MadUpdate { step, .. } => Some(*step),
            _ => None,
        };
        if let (Some(step), Some((sent, at, _))) = (answered, &self.sent)
            && step > *sent
        {
            self.latencies.push(now.saturating_duration_since(*at));
            self.sent = None;
        }
        if self.keep_received {
            self.received.push(m.clone());
        }
        if let ToClient::Refused(Refusal::Limited(_)) = m {
            // Sent too quickly for the server: the same choice again in a moment.
            self.retry_at = Some(now + RETRY_AFTER);
        }
        let answers = self.player.receive(m);
        for answer in &answers {
            if let ToServer::Choose { step, .. } | ToServer::MadChoose { step, .. } = answer {
                self.sent = Some((*step, now, answer.clone()));
            }
        }
        answers
    }

    /// The refused choice to send again, once its wait is over at `now`.
    pub fn again(&mut self, now: std::time::Instant) -> Option<ToServer> {
        if self.retry_at.is_some_and(|at| at <= now) {
            self.retry_at = None;
            return self.sent.as_ref().map(|(_, _, choice)| choice.clone());
        }
        None
    }
}

/// How long a bot waits before sending again a choice the server's limit refused.
const RETRY_AFTER: Duration = Duration::from_millis(250);

/// A server's table files, written at most once a second for the tables that changed,
/// by a thread of their own ([`TableWriter`]).
#[derive(Resource)]
pub struct Autosave {
    writer: TableWriter,
    pending: std::collections::BTreeSet<TableId>,
    last: Duration,
}

impl Autosave {
    pub fn new(files: TableFiles) -> Autosave {
        Autosave {
            writer: TableWriter::start(files),
            pending: Default::default(),
            last: Duration::ZERO,
        }
    }
}

/// What the loop gives the writer: tables to write (`None`: its file to remove), or a
/// wish to hear when everything given so far is on disk.
enum ToWriter {
    Write(Vec<(TableId, Option<TableSave>)>),
    Flush(std::sync::mpsc::Sender<()>),
}

/// Writes table files off the network loop: each file is written whole and synced to
/// disk, and a loop that wrote two hundred of them held every table up for 150 ms.
struct TableWriter {
    to: std::sync::mpsc::Sender<ToWriter>,
}

impl TableWriter {
    fn start(files: TableFiles) -> TableWriter {
        let (to, from) = std::sync::mpsc::channel::<ToWriter>();
        let spawned = std::thread::Builder::new()
            .name("table writer".into())
            .spawn(move || {
                super::thinkers::yield_to_the_loop();
                for job in from {
                    match job {
                        ToWriter::Write(tables) => write_tables(&files, tables),
                        ToWriter::Flush(done) => {
                            let _ = done.send(());
                        }
                    }
                }
            });
        if let Err(e) = spawned {
            error!("the tables cannot be saved: no thread to write them ({e})");
        }
        TableWriter { to }
    }

    fn write(&self, tables: Vec<(TableId, Option<TableSave>)>) {
        if !tables.is_empty() && self.to.send(ToWriter::Write(tables)).is_err() {
            error!("the tables could not be saved: their writer has stopped");
        }
    }

    /// Waits until every table given so far is written.
    fn flush(&self) {
        let (done, written) = std::sync::mpsc::channel();
        if self.to.send(ToWriter::Flush(done)).is_ok() {
            let _ = written.recv();
        }
    }
}

fn write_tables(files: &TableFiles, tables: Vec<(TableId, Option<TableSave>)>) {
    for (id, save) in tables {
        let written = match save {
            Some(save) => files.write(&save).map(|_| ()),
            None => files.remove(id),
        };
        if let Err(e) = written {
            error!("table {id} could not be saved: {e}");
        }
    }
}

/// Keeps the tables' files: `app` (a server) saves each changed table within a second.
pub fn autosave_to(app: &mut App, files: TableFiles) {
    app.insert_resource(Autosave::new(files))
        .add_systems(Last, autosave_tables);
}

fn autosave_tables(
    mut hosted: ResMut<HostedTables>,
    mut saves: ResMut<Autosave>,
    time: Res<Time<Real>>,
) {
    let changed = hosted.tables.take_changed();
    saves.pending.extend(changed);
    let now = time.elapsed();
    if saves.pending.is_empty() || now.saturating_sub(saves.last) < Duration::from_secs(1) {
        return;
    }
    saves.last = now;
    write_pending(&hosted, &mut saves);
}

/// Writes every table changed since the last save now, and returns once they are on
/// disk (a server stopping writes them before it exits).
pub fn save_now(app: &mut App) {
    let world = app.world_mut();
    let changed = world.resource_mut::<HostedTables>().tables.take_changed();
    world.resource_scope(|world, mut saves: Mut<Autosave>| {
        saves.pending.extend(changed);
        write_pending(world.resource::<HostedTables>(), &mut saves);
        saves.writer.flush();
    });
}

/// Hands the changed tables to the writer, as they are now.
fn write_pending(hosted: &HostedTables, saves: &mut Autosave) {
    let tables = std::mem::take(&mut saves.pending)
        .into_iter()
        .map(|id| (id, hosted.tables.save(id)))
        .collect();
    saves.writer.write(tables);
}
