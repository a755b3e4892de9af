//! A flood of strangers against one server, to measure what it withstands
//! (`sq-arena flood`): connection requests from a fresh port each (tokens that live
//! ten years, as long as the game's own client asks, or a few seconds) and junk
//! datagrams, at a steady rate from this computer, while every second a client of the
//! game's own tries to connect from another loopback address and the flood's address
//! tries too. Run it only against a server of your own.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant, SystemTime};

use rand::RngExt;

use super::connection::{Connection, Heard, Wire};
use super::handshakes::{CLIENT_TOKEN_SECONDS, connection_request};
use super::protocol::PROTOCOL_ID;
use super::transport::NetError;

/// What a flood is made of.
#[derive(Clone, Debug)]
pub struct FloodConfig {
    pub server: SocketAddr,
    pub duration: Duration,
    /// Datagrams a second.
    pub rate: u32,
}

/// What a flood measured.
#[derive(Clone, Debug, Default)]
pub struct FloodReport {
    pub requests: u64,
    pub junk: u64,
    pub elapsed: Duration,
    /// For each second's try from another address: how long it took to connect
    /// (`None`: not within the second).
    pub others: Vec<Option<Duration>>,
    /// The same, from the flood's own address.
    pub own: Vec<Option<Duration>>,
}

impl FloodReport {
    /// Datagrams sent a second.
    pub fn rate(&self) -> f64 {
        (self.requests + self.junk) as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// A try to connect from `from`, stepped while the flood goes on.
struct Try {
    connection: Connection,
    started: Instant,
    /// How long it took to connect, once it has.
    connected: Option<Duration>,
}

impl Try {
    fn new(wire: &Wire, server: SocketAddr, from: Ipv4Addr) -> Result<Try, NetError> {
        let socket = UdpSocket::bind((from, 0))
            .map_err(|e| NetError(format!("cannot send from {from}: {e}")))?;
        Ok(Try {
            connection: Connection::new(wire, server, socket)?,
            started: Instant::now(),
            connected: None,
        })
    }

    fn step(&mut self, wire: &Wire) {
        if self.connected.is_some() {
            return;
        }
        let mut heard = Vec::new();
        self.connection.receive(wire, &mut heard);
        self.connection.flush(&mut heard);
        if heard.iter().any(|h| matches!(h, Heard::Connected)) {
            self.connected = Some(self.started.elapsed());
        }
    }
}

/// Floods `cfg.server` for `cfg.duration` (see the module's documentation).
pub fn flood(cfg: &FloodConfig) -> Result<FloodReport, NetError> {
    let wire = Wire::of_this_build()?;
    let mut rng = rand::rng();
    let mut report = FloodReport::default();
    let start = Instant::now();
    let gap = Duration::from_secs_f64(1.0 / f64::from(cfg.rate.max(1)));
    let (other, own) = (Ipv4Addr::new(127, 0, 0, 2), Ipv4Addr::LOCALHOST);
    // Each second, a try from another address and one from the flood's own.
    let mut tries: Vec<(Try, Try)> = Vec::new();
    let mut sent = 0u64;
    while start.elapsed() < cfg.duration {
        let now = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        let socket = UdpSocket::bind((own, 0))
            .map_err(|e| NetError(format!("cannot open a socket: {e}")))?;
        let datagram = match sent % 4 {
            0 => connection_request(cfg.server, PROTOCOL_ID, now, 10 * 365 * 24 * 3600, 15),
            1 => connection_request(cfg.server, PROTOCOL_ID, now, CLIENT_TOKEN_SECONDS, 15),
            2 => connection_request(cfg.server, PROTOCOL_ID, now, 5, -1),
            _ => (0..rng.random_range(1..1200))
                .map(|_| rng.random())
                .collect(),
        };
        let _ = socket.send_to(&datagram, cfg.server);
        if sent % 4 == 3 {
            report.junk += 1;
        } else {
            report.requests += 1;
        }
        sent += 1;
        if tries.len() <= start.elapsed().as_secs() as usize {
            tries.push((
                Try::new(wire, cfg.server, other)?,
                Try::new(wire, cfg.server, own)?,
            ));
        }
        if sent.is_multiple_of(16) {
            for (o, w) in &mut tries {
                o.step(wire);
                w.step(wire);
            }
        }
        let due = start + gap.mul_f64(sent as f64);
        std::thread::sleep(due.saturating_duration_since(Instant::now()));
    }
    report.elapsed = start.elapsed();
    for (o, w) in tries {
        report.others.push(o.connected);
        report.own.push(w.connected);
    }
    Ok(report)
}
