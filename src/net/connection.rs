//! A client's connection driven by hand: renet's connection and netcode's transport,
//! speaking bevy_replicon's encoding, with no app of its own. The game's line to a
//! server and the load client's hundreds of bots are each one of these: an app a
//! connection cost the load client tens of milliseconds a pass, and the game a frame's
//! worth of systems every time it looked at the network.

use std::net::{SocketAddr, UdpSocket};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use bevy_replicon::prelude::{ProtocolHash, RepliconChannels};
use bevy_replicon::shared::message::registry::RemoteMessageRegistry;
use bevy_replicon_renet::netcode::NetcodeClientTransport;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient};

use super::protocol::{Greeting, OtherVersion, ToClient, ToServer};
use super::transport::{
    CLIENT_CHANNEL_BYTES, Hello, LOOK_WHILE_PLAYING, NetError, Request, ThisVersion, Told, Welcome,
    client_resources_on, finish_headless, headless_app,
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
    Lost(String),
}

/// One client's connection (see the module's documentation).
pub struct Connection {
    renet: RenetClient,
    netcode: NetcodeClientTransport,
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
        let (renet, netcode) = client_resources_on(&wire.channels, server, socket)?;
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
    pub fn send(&mut self, wire: &Wire, m: &ToServer) -> Result<(), String> {
        self.spoke = true;
        let bytes = postcard::to_allocvec(&Request(m.clone()))
            .map_err(|e| format!("a request as bytes: {e}"))?;
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
        let stepped = self.netcode.update(dt, &mut self.renet);
        if let Some(why) = self.netcode.disconnect_reason() {
            self.lost = true;
            heard.push(Heard::Lost(why.to_string()));
            return;
        }
        if let Err(e) = stepped {
            self.lost = true;
            heard.push(Heard::Lost(e.to_string()));
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
        if let Err(e) = self.netcode.send_packets(&mut self.renet) {
            self.lost = true;
            heard.push(Heard::Lost(e.to_string()));
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
            Err(e) => Heard::Lost(format!("an unreadable greeting: {e}")),
        };
    }
    match message.and_then(postcard::from_bytes::<Told>) {
        Ok(Told(m)) => Heard::Told(m),
        Err(e) => Heard::Lost(format!("an unreadable message: {e}")),
    }
}
