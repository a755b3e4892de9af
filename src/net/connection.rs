//! A client's connection driven by hand: renet's connection over netcode (with a
//! transport of its own that drops what netcode would panic on), speaking
//! bevy_replicon's encoding, with no app of its own. The game's line to a
//! server and the load client's hundreds of bots are each one of these: an app a
//! connection cost the load client tens of milliseconds a pass, and the game a frame's
//! worth of systems every time it looked at the network.

use std::net::{SocketAddr, UdpSocket};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use bevy_replicon::prelude::{ProtocolHash, RepliconChannels};
use bevy_replicon::shared::message::registry::RemoteMessageRegistry;
use bevy_replicon_renet::RenetChannelsExt;
use bevy_replicon_renet::renet::RenetClient;
use renetcode::{ClientAuthentication, NETCODE_MAX_PACKET_BYTES, NetcodeClient};

use super::handshakes::is_sound;
use super::protocol::{Greeting, OtherVersion, PROTOCOL_ID, ToClient, ToServer};
use super::transport::{
    CLIENT_CHANNEL_BYTES, Hello, LOOK_WHILE_PLAYING, NetError, Request, ThisVersion, Told, Welcome,
    connection_config, finish_headless, headless_app, since_epoch,
};

/// Where this build's messages lie on the wire: the channels and the protocol's hash as
/// a headless client app lays them out, read once, so that a connection driven by hand
/// speaks exactly what the game's own clients speak.
pub struct Wire {
    pub channels: RepliconChannels,
    /// The server's channels, read in turn.
    server_channels: u8,
    /// bevy_replicon's protocol check, the first word of every client.
    hash: (u8, Vec<u8>),
    /// The [`Hello`] this build says.
    hello: (u8, Vec<u8>),
    request: u8,
    welcome: u8,
    told: u8,
    ours: Greeting,
}

impl Wire {
    /// This build's wire, laid out once a process.
    pub fn of_this_build() -> Result<&'static Wire, NetError> {
        static WIRE: OnceLock<Result<Wire, String>> = OnceLock::new();
        WIRE.get_or_init(|| Wire::laid_out().map_err(|e| e.0))
            .as_ref()
            .map_err(|e| NetError(e.clone()))
    }

    fn laid_out() -> Result<Wire, NetError> {
        let mut app = headless_app();
        finish_headless(&mut app);
        let world = app.world();
        let registry = world.resource::<RemoteMessageRegistry>();
        let channel = |id: Option<usize>| {
            id.and_then(|id| u8::try_from(id).ok())
                .ok_or_else(|| NetError("a message has no channel".into()))
        };
        let bytes = |v: Result<Vec<u8>, postcard::Error>| {
            v.map_err(|e| NetError(format!("a greeting as bytes: {e}")))
        };
        let ours = world.resource::<ThisVersion>().0.clone();
        let channels = world.resource::<RepliconChannels>().clone();
        Ok(Wire {
            server_channels: u8::try_from(channels.server_channels().len())
                .map_err(|_| NetError("too many channels".into()))?,
            hash: (
                channel(registry.client_event_channel::<ProtocolHash>())?,
                bytes(postcard::to_allocvec(world.resource::<ProtocolHash>()))?,
            ),
            hello: (
                channel(registry.client_message_channel::<Hello>())?,
                bytes(postcard::to_allocvec(&Hello(ours.clone())))?,
            ),
            request: channel(registry.client_message_channel::<Request>())?,
            welcome: channel(registry.server_message_channel::<Welcome>())?,
            told: channel(registry.server_message_channel::<Told>())?,
            channels,
            ours,
        })
    }
}

/// What a connection heard in a step.
#[derive(Clone, Debug)]
pub enum Heard {
    /// The connection is made: the protocol's hash and the greeting are on their way,
    /// and the client may say its first requests.
    Connected,
    /// The server's greeting answered: `Err` when it plays another version.
    Answered(Result<(), OtherVersion>),
    Told(ToClient),
    /// The connection is gone, and why (or a message could not be read).
    Lost(Gone),
}

/// Why a connection is gone, kept as it happened until a player's screen words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gone {
    /// No server answered the connection's request at its address.
    NoAnswer,
    /// The server stopped answering.
    Silent,
    /// The server would not take the connection (it has no room).
    Denied,
    /// The server ended the connection.
    ByServer,
    /// This side ended it.
    ByUs,
    /// The network would not carry the packets (the system's words).
    Network(String),
    /// The server said something this game cannot read.
    Unreadable(String),
}

impl Gone {
    fn of(why: renetcode::DisconnectReason) -> Gone {
        use renetcode::DisconnectReason as R;
        match why {
            R::ConnectTokenExpired
            | R::ConnectionRequestTimedOut
            | R::ConnectionResponseTimedOut => Gone::NoAnswer,
            R::ConnectionTimedOut => Gone::Silent,
            R::ConnectionDenied => Gone::Denied,
            R::DisconnectedByServer => Gone::ByServer,
            R::DisconnectedByClient => Gone::ByUs,
        }
    }
}

/// In a log's words.
impl std::fmt::Display for Gone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Gone::NoAnswer => f.write_str("no server answered"),
            Gone::Silent => f.write_str("the server stopped answering"),
            Gone::Denied => f.write_str("the server refused the connection"),
            Gone::ByServer => f.write_str("the server ended the connection"),
            Gone::ByUs => f.write_str("this side ended the connection"),
            Gone::Network(e) => write!(f, "the network: {e}"),
            Gone::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

/// netcode's client over the connection's socket: renet_netcode's transport, but a
/// datagram netcode would panic on is dropped first ([`is_sound`]): one from the
/// server's address would otherwise stop the game.
struct Transport {
    socket: UdpSocket,
    netcode: NetcodeClient,
    buffer: Box<[u8; NETCODE_MAX_PACKET_BYTES]>,
}

impl Transport {
    fn new(server: SocketAddr, socket: UdpSocket) -> Result<Transport, NetError> {
        let refused =
            |e: &dyn std::fmt::Display| NetError(format!("cannot connect to {server}: {e}"));
        socket.set_nonblocking(true).map_err(|e| refused(&e))?;
        let authentication = ClientAuthentication::Unsecure {
            client_id: rand::random(),
            protocol_id: PROTOCOL_ID,
            server_addr: server,
            user_data: None,
        };
        let netcode = NetcodeClient::new(since_epoch(), authentication).map_err(|e| refused(&e))?;
        Ok(Transport {
            socket,
            netcode,
            buffer: Box::new([0; NETCODE_MAX_PACKET_BYTES]),
        })
    }

    /// What came in, to renet; netcode's own timers; why the connection is gone, if it is.
    fn update(&mut self, dt: Duration, renet: &mut RenetClient) -> Result<(), Gone> {
        if let Some(why) = self.netcode.disconnect_reason() {
            renet.disconnect_due_to_transport();
            return Err(Gone::of(why));
        }
        if self.netcode.is_connected() {
            renet.set_connected();
        } else if self.netcode.is_connecting() {
            renet.set_connecting();
        }
        loop {
            let len = match self.socket.recv_from(&mut self.buffer[..]) {
                Ok((len, from)) if from == self.netcode.server_addr() => len,
                Ok(_) => continue,
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => break,
                Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => break,
                Err(e) => return Err(Gone::Network(e.to_string())),
            };
            let packet = &mut self.buffer[..len];
            if !is_sound(packet) {
                continue;
            }
            if let Some(payload) = self.netcode.process_packet(packet) {
                renet.process_packet(payload);
            }
        }
        if let Some((packet, to)) = self.netcode.update(dt) {
            self.socket
                .send_to(packet, to)
                .map_err(|e| Gone::Network(e.to_string()))?;
        }
        Ok(())
    }

    fn send_packets(&mut self, renet: &mut RenetClient) -> Result<(), Gone> {
        if let Some(why) = self.netcode.disconnect_reason() {
            return Err(Gone::of(why));
        }
        for packet in renet.get_packets_to_send() {
            let (to, sealed) = self
                .netcode
                .generate_payload_packet(&packet)
                .map_err(|e| Gone::Network(e.to_string()))?;
            self.socket
                .send_to(sealed, to)
                .map_err(|e| Gone::Network(e.to_string()))?;
        }
        Ok(())
    }

    fn disconnect(&mut self) {
        if let Ok((to, packet)) = self.netcode.disconnect() {
            let _ = self.socket.send_to(packet, to);
        }
    }
}

/// One client's connection (see the module's documentation).
pub struct Connection {
    renet: RenetClient,
    netcode: Transport,
    greeted: bool,
    last: Instant,
    /// When packets last went out, and whether a message waits to go.
    last_sent: Instant,
    spoke: bool,
    lost: bool,
}

/// How often a connection sends when it has nothing to say (acknowledgements, keeping
/// the connection alive): as often as the game's client used to look while another seat
/// decided. It also sends whenever it is told something or says something.
const QUIET_SEND_EVERY: Duration = LOOK_WHILE_PLAYING;

impl Connection {
    /// Connects to `server` over `socket`.
    pub fn new(wire: &Wire, server: SocketAddr, socket: UdpSocket) -> Result<Connection, NetError> {
        let netcode = Transport::new(server, socket)?;
        let renet = RenetClient::new(connection_config(&wire.channels));
        Ok(Connection {
            renet,
            netcode,
            greeted: false,
            last: Instant::now(),
            last_sent: Instant::now(),
            spoke: false,
            lost: false,
        })
    }

    /// Says `m` to the server (it goes at the next step).
    pub fn send(&mut self, wire: &Wire, m: &ToServer) -> Result<(), Gone> {
        self.spoke = true;
        let bytes = postcard::to_allocvec(&Request(m.clone()))
            .map_err(|e| Gone::Unreadable(format!("a request as bytes: {e}")))?;
        self.renet.send_message(wire.request, bytes);
        Ok(())
    }

    /// One look, its first half: what came in is heard (into `heard`), as bevy_renet
    /// orders it (the connection, then the transport). The caller answers what it heard,
    /// then [`Connection::flush`]es: its answers go in the same look.
    pub fn receive(&mut self, wire: &Wire, heard: &mut Vec<Heard>) {
        if self.lost {
            return;
        }
        let now = Instant::now();
        let dt = now.saturating_duration_since(self.last);
        self.last = now;
        self.renet.update(dt);
        if let Err(why) = self.netcode.update(dt, &mut self.renet) {
            self.lost = true;
            heard.push(Heard::Lost(why));
            return;
        }
        if self.renet.is_connected() && !self.greeted {
            self.greeted = true;
            self.spoke = true;
            self.renet.send_message(wire.hash.0, wire.hash.1.clone());
            self.renet.send_message(wire.hello.0, wire.hello.1.clone());
            heard.push(Heard::Connected);
        }
        for channel in 0..wire.server_channels {
            while let Some(bytes) = self.renet.receive_message(channel) {
                if channel == wire.told || channel == wire.welcome {
                    self.spoke = true;
                    heard.push(hear(wire, channel, &bytes));
                }
            }
        }
    }

    /// One look, its second half: the packets out, what was said since the last look;
    /// with nothing to say, packets go only every [`QUIET_SEND_EVERY`].
    pub fn flush(&mut self, heard: &mut Vec<Heard>) {
        let now = Instant::now();
        if self.lost
            || !self.spoke && now.saturating_duration_since(self.last_sent) < QUIET_SEND_EVERY
        {
            return;
        }
        self.spoke = false;
        self.last_sent = now;
        if let Err(why) = self.netcode.send_packets(&mut self.renet) {
            self.lost = true;
            heard.push(Heard::Lost(why));
        }
    }

    /// Whether the server has acknowledged every message sent (or the connection is
    /// down).
    pub fn all_acknowledged(&self, wire: &Wire) -> bool {
        !self.renet.is_connected()
            || wire
                .channels
                .client_configs()
                .iter()
                .all(|c| self.renet.channel_available_memory(c.channel_id) >= CLIENT_CHANNEL_BYTES)
    }

    /// Whether the connection is gone (its socket is read no more).
    pub fn is_lost(&self) -> bool {
        self.lost
    }

    /// Hangs up, telling the server at once.
    pub fn disconnect(&mut self) {
        self.netcode.disconnect();
    }
}

/// A server message: the tick bevy_replicon puts before it, then the message.
fn hear(wire: &Wire, channel: u8, bytes: &[u8]) -> Heard {
    let message = postcard::take_from_bytes::<u32>(bytes).map(|(_tick, rest)| rest);
    if channel == wire.welcome {
        return match message.and_then(postcard::from_bytes::<Welcome>) {
            Ok(Welcome(theirs)) => Heard::Answered(wire.ours.welcomed_by(&theirs)),
            Err(e) => Heard::Lost(Gone::Unreadable(format!("an unreadable greeting: {e}"))),
        };
    }
    match message.and_then(postcard::from_bytes::<Told>) {
        Ok(Told(m)) => Heard::Told(m),
        Err(e) => Heard::Lost(Gone::Unreadable(format!("an unreadable message: {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    /// A hostile server (or anyone sending from its address) floods the game's
    /// connection with random datagrams while it connects: the connection reads them
    /// all and goes on; none stops it.
    #[test]
    fn no_datagram_from_the_servers_address_stops_a_connection() {
        let wire = Wire::of_this_build().unwrap();
        let server = UdpSocket::bind((std::net::Ipv4Addr::LOCALHOST, 0)).unwrap();
        server.set_nonblocking(true).unwrap();
        let addr = server.local_addr().unwrap();
        let client = UdpSocket::bind((std::net::Ipv4Addr::LOCALHOST, 0)).unwrap();
        let mut connection = Connection::new(wire, addr, client).unwrap();
        let mut heard = Vec::new();
        // The client asks to connect: the server learns where it is.
        let mut buffer = [0u8; 2048];
        let started = Instant::now();
        let client_addr = loop {
            connection.receive(wire, &mut heard);
            connection.flush(&mut heard);
            if let Ok((_, from)) = server.recv_from(&mut buffer) {
                break from;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "no request came"
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        for round in 0..400 {
            for _ in 0..100 {
                let len = rng.random_range(0..80);
                let mut packet: Vec<u8> = (0..len).map(|_| rng.random()).collect();
                if round % 2 == 0 && !packet.is_empty() {
                    // Sequence lengths netcode reads into eight bytes.
                    packet[0] = (packet[0] & 0x0F) | 0x90;
                }
                let _ = server.send_to(&packet, client_addr);
            }
            connection.receive(wire, &mut heard);
            connection.flush(&mut heard);
        }
        assert!(
            !heard.iter().any(|h| matches!(h, Heard::Lost(_))),
            "{heard:?}"
        );
    }
}
