//! The server's end of netcode's transport: renet_netcode's, but sparing with packets
//! that only acknowledge. renet makes such a packet, a datagram of its own, for every
//! connection at every look of the loop until the client has acknowledged it in turn,
//! and another beside every packet of messages; at hundreds of connections the loop
//! spent most of its time sending them. Here a connection is sent acknowledgements at
//! most every [`ACK_EVERY`], alone or beside messages; messages go at once, as before.
//! A withheld acknowledgement is not lost: renet keeps it until the client has seen one.
//!
//! Every packet is looked at first by [`Handshakes`]: netcode sees only what it could
//! use, and one address cannot fill its table of pending clients.

use std::collections::HashMap;
use std::io;
use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

use bevy::prelude::*;
use bevy_replicon_renet::renet::RenetServer as Server;
use bevy_replicon_renet::{RenetReceive, RenetSend, RenetServer, RenetServerPlugin};
use renetcode::{NETCODE_MAX_PACKET_BYTES, NetcodeServer, ServerConfig, ServerResult};

use super::handshakes::{HandshakeLimits, Handshakes};

/// The shortest time between two acknowledgements to one connection, alone or beside a
/// message: well within the 300 ms after which a client sends again a message not yet
/// acknowledged, and a third of the packets a busy table used to send.
pub const ACK_EVERY: Duration = Duration::from_millis(100);

/// The first byte of renet's packet that carries acknowledgements alone.
const ACK_PACKET: u8 = 4;

/// The server's socket and netcode's connections over it.
#[derive(Resource)]
pub struct ServerTransport {
    socket: UdpSocket,
    netcode: NetcodeServer,
    buffer: Box<[u8; NETCODE_MAX_PACKET_BYTES]>,
    /// When each connection was last sent a packet that only acknowledges.
    acked: HashMap<u64, Duration>,
    /// Packets that only acknowledge, withheld since the start (for the load test).
    pub withheld: u64,
    /// What netcode may see.
    pub handshakes: Handshakes,
    protocol: u64,
}

impl ServerTransport {
    pub fn new(config: ServerConfig, socket: UdpSocket) -> io::Result<Self> {
        socket.set_nonblocking(true)?;
        let protocol = config.protocol_id;
        Ok(ServerTransport {
            handshakes: Handshakes::new(HandshakeLimits::default()),
            protocol,
            socket,
            netcode: NetcodeServer::new(config),
            buffer: Box::new([0; NETCODE_MAX_PACKET_BYTES]),
            acked: HashMap::new(),
            withheld: 0,
        })
    }

    /// Each place may have only this much of the handshakes (instead of
    /// [`HandshakeLimits::default`]).
    pub fn limit_handshakes(&mut self, limits: HandshakeLimits) {
        self.handshakes = Handshakes::new(limits);
    }

    /// Where a connected client sends from.
    pub fn client_addr(&self, client: u64) -> Option<SocketAddr> {
        self.netcode.client_addr(client)
    }

    /// Reads what has come in, keeps each connection alive (or times it out), and closes
    /// the connections renet has let go.
    fn receive(&mut self, elapsed: Duration, server: &mut Server) -> io::Result<()> {
        self.netcode.update(elapsed);
        let clock = self.netcode.current_time();
        self.handshakes.expire(clock.as_secs());
        loop {
            match self.socket.recv_from(&mut self.buffer[..]) {
                Ok((len, addr)) => {
                    let packet = &self.buffer[..len];
                    let now = clock.as_secs_f64();
                    if !self.handshakes.admit(addr, packet, now, self.protocol) {
                        continue;
                    }
                    let result = self.netcode.process_packet(addr, &mut self.buffer[..len]);
                    handle(result, &self.socket, server, &mut self.handshakes);
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => break,
                Err(e) if e.kind() == io::ErrorKind::ConnectionReset => continue,
                Err(e) => return Err(e),
            }
        }
        for client in self.netcode.clients_id() {
            let result = self.netcode.update_client(client);
            handle(result, &self.socket, server, &mut self.handshakes);
        }
        for client in server.disconnections_id() {
            let result = self.netcode.disconnect(client);
            handle(result, &self.socket, server, &mut self.handshakes);
            self.acked.remove(&client);
        }
        Ok(())
    }

    /// Sends each connection what renet has for it: its messages at once, its
    /// acknowledgements no sooner than [`ACK_EVERY`] after the last.
    fn send(&mut self, now: Duration, server: &mut Server) {
        'clients: for client in server.clients_id() {
            let Ok(mut packets) = server.get_packets_to_send(client) else {
                continue;
            };
            let is_ack = |p: &Vec<u8>| p.first() == Some(&ACK_PACKET);
            let ack_due = self
                .acked
                .get(&client)
                .is_none_or(|last| now.saturating_sub(*last) >= ACK_EVERY);
            if ack_due {
                if packets.iter().any(is_ack) {
                    self.acked.insert(client, now);
                }
            } else {
                let before = packets.len();
                packets.retain(|p| !is_ack(p));
                self.withheld += (before - packets.len()) as u64;
            }
            for packet in packets {
                match self.netcode.generate_payload_packet(client, &packet) {
                    Ok((addr, payload)) => {
                        if let Err(e) = self.socket.send_to(payload, addr) {
                            error!("cannot send to client {client} ({addr}): {e}");
                            continue 'clients;
                        }
                    }
                    Err(e) => {
                        error!("cannot seal a packet for client {client}: {e}");
                        continue 'clients;
                    }
                }
            }
        }
    }

    /// Closes every connection at once, telling each client.
    fn disconnect_all(&mut self, server: &mut Server) {
        for client in self.netcode.clients_id() {
            let result = self.netcode.disconnect(client);
            handle(result, &self.socket, server, &mut self.handshakes);
        }
        self.acked.clear();
    }
}

/// What netcode made of a packet: a reply to send, a payload for renet, a connection
/// opened or closed (which the handshakes' gate follows).
fn handle(
    result: ServerResult,
    socket: &UdpSocket,
    server: &mut Server,
    handshakes: &mut Handshakes,
) {
    let send = |packet: &[u8], addr: SocketAddr| {
        if let Err(e) = socket.send_to(packet, addr) {
            error!("cannot send to {addr}: {e}");
        }
    };
    match result {
        ServerResult::None => {}
        ServerResult::PacketToSend { payload, addr } => send(payload, addr),
        ServerResult::Payload { client_id, payload } => {
            if let Err(e) = server.process_packet_from(payload, client_id) {
                error!("an unreadable payload from client {client_id}: {e}");
            }
        }
        ServerResult::ClientConnected {
            client_id,
            addr,
            payload,
            ..
        } => {
            handshakes.connected(addr);
            server.add_connection(client_id);
            send(payload, addr);
        }
        ServerResult::ClientDisconnected {
            client_id,
            addr,
            payload,
        } => {
            handshakes.disconnected(addr);
            server.remove_connection(client_id);
            if let Some(payload) = payload {
                send(payload, addr);
            }
        }
    }
}

/// The transport's systems, where renet_netcode's would stand; they run once a
/// [`ServerTransport`] is inserted.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        receive
            .in_set(RenetReceive)
            .run_if(resource_exists::<ServerTransport>)
            .run_if(resource_exists::<RenetServer>)
            .after(RenetServerPlugin::update_system)
            .before(RenetServerPlugin::emit_server_events_system),
    )
    .add_systems(
        PostUpdate,
        send.in_set(RenetSend)
            .run_if(resource_exists::<ServerTransport>)
            .run_if(resource_exists::<RenetServer>),
    )
    .add_systems(
        Last,
        disconnect_on_exit
            .run_if(resource_exists::<ServerTransport>)
            .run_if(resource_exists::<RenetServer>),
    );
}

fn receive(
    mut transport: ResMut<ServerTransport>,
    mut server: ResMut<RenetServer>,
    time: Res<Time<Real>>,
    mut failed: Local<bool>,
) {
    if let Err(e) = transport.receive(time.delta(), &mut server.0)
        && !std::mem::replace(&mut *failed, true)
    {
        error!("the server's socket cannot be read: {e}");
    }
}

fn send(
    mut transport: ResMut<ServerTransport>,
    mut server: ResMut<RenetServer>,
    time: Res<Time<Real>>,
) {
    transport.send(time.elapsed(), &mut server.0);
}

fn disconnect_on_exit(
    exit: MessageReader<AppExit>,
    mut transport: ResMut<ServerTransport>,
    mut server: ResMut<RenetServer>,
) {
    if !exit.is_empty() {
        transport.disconnect_all(&mut server.0);
    }
}
