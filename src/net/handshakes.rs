//! Connection requests, looked at before netcode sees them. netcode keeps every
//! request it accepts as a pending client until the request's connect token expires,
//! in a table of 4,096 for the whole server; a program that sends requests with tokens
//! that never expire fills it, and from then on nobody can connect. Here each place
//! (an address, an IPv6 /64) may have only a few handshakes pending at once, a token
//! may not live or wait longer than the game's own client asks for, and a place may
//! send only so many requests a second; whatever else a stranger sends that netcode
//! would only refuse (a packet from an address that never asked to connect) is
//! dropped here too, and counted rather than logged.

use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, SocketAddr};

use chacha20poly1305::{AeadInPlace, KeyInit, Tag, XChaCha20Poly1305, XNonce};

use super::limits::place;

/// How long the game's own client's connect token lives (renet's unsecure client).
pub const CLIENT_TOKEN_SECONDS: u64 = 300;
/// How long the game's own client's connection waits without a packet (the same).
pub const CLIENT_TIMEOUT_SECONDS: i32 = 15;
/// How far ahead a client's clock may be: its token's expiry is its own clock's.
const CLOCK_AHEAD_SECONDS: u64 = 60;

/// A netcode connection request: its type byte, then the version (13 bytes), the
/// protocol (8), the token's expiry (8), its nonce (24) and its private part (1,024).
const REQUEST_LEN: usize = 1 + 13 + 8 + 8 + 24 + 1024;
const VERSION_INFO: &[u8; 13] = b"NETCODE 1.02\0";
/// The private part's key when the server does not authenticate (renet's unsecure
/// mode): zeros, as every client of this game knows.
const UNSECURE_KEY: [u8; 32] = [0; 32];

/// What a place may have of the handshakes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HandshakeLimits {
    /// Handshakes pending at once from one place.
    pub pending_per_place: usize,
    /// The longest a token may live from now, in seconds.
    pub longest_token: u64,
    /// The longest wait without a packet a token may ask for, in seconds.
    pub longest_timeout: i32,
    /// Connection requests a second from one place, on average, and at once.
    pub requests_per_second: f64,
    pub burst: f64,
}

impl Default for HandshakeLimits {
    fn default() -> HandshakeLimits {
        HandshakeLimits {
            // A household's few computers connecting at once.
            pending_per_place: 4,
            longest_token: CLIENT_TOKEN_SECONDS + CLOCK_AHEAD_SECONDS,
            longest_timeout: CLIENT_TIMEOUT_SECONDS,
            // The game's client asks four times a second while it connects.
            requests_per_second: 20.0,
            burst: 40.0,
        }
    }
}

/// Why a packet was dropped before netcode saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dropped {
    /// A request whose token lives longer than the game's client asks for.
    LongToken,
    /// A request whose token has expired, or is of another protocol or version.
    OtherToken,
    /// A request whose private part does not open with the game's key.
    BadToken,
    /// A request whose token asks for a longer wait (or none).
    LongTimeout,
    /// A request from a place with as many handshakes pending as it may have.
    Crowded,
    /// A request from a place that asks too often.
    TooFast,
    /// A packet other than a request, from an address that is neither connecting nor
    /// connected (netcode could not read it).
    Stranger,
    /// A packet netcode would panic on ([`is_sound`]).
    Unsound,
}

/// Whether netcode can read `packet` without panicking. renetcode 2.0 reads a packet's
/// sequence number, whose length is the high half of its first byte, into an 8-byte
/// array (a length above 8 panics), and opens the rest as holding at least a MAC (a
/// shorter rest panics): one such datagram from an address that is connecting or
/// connected stopped the server, and one from the server's address would stop a
/// client. No netcode peer sends one.
pub fn is_sound(packet: &[u8]) -> bool {
    let Some(&prefix) = packet.first() else {
        return false;
    };
    let sequence = usize::from(prefix >> 4);
    match prefix & 0x0F {
        // A request is read by its fixed length.
        0 => true,
        1..=6 => sequence <= 8 && packet.len() >= 1 + sequence + MAC_BYTES,
        _ => false,
    }
}

/// The length of a netcode packet's MAC.
const MAC_BYTES: usize = 16;

impl Dropped {
    fn words(self) -> &'static str {
        match self {
            Dropped::LongToken => "tokens that live too long",
            Dropped::OtherToken => "expired or foreign tokens",
            Dropped::BadToken => "tokens that do not open",
            Dropped::LongTimeout => "tokens that wait too long",
            Dropped::Crowded => "requests from a place with handshakes enough",
            Dropped::TooFast => "requests sent too fast",
            Dropped::Stranger => "packets from addresses not connecting",
            Dropped::Unsound => "packets netcode could not read",
        }
    }
}

/// A handshake netcode holds: until its token's expiry, on netcode's clock (seconds).
struct Pending {
    place: IpAddr,
    expires: u64,
}

/// A requests allowance that fills up with time.
struct Bucket {
    tokens: f64,
    at: f64,
}

/// The handshakes netcode holds, as this gate let them through, and what it dropped.
pub struct Handshakes {
    limits: HandshakeLimits,
    pending: HashMap<SocketAddr, Pending>,
    connected: HashSet<SocketAddr>,
    buckets: HashMap<IpAddr, Bucket>,
    dropped: HashMap<Dropped, u64>,
}

impl Handshakes {
    pub fn new(limits: HandshakeLimits) -> Handshakes {
        Handshakes {
            limits,
            pending: HashMap::new(),
            connected: HashSet::new(),
            buckets: HashMap::new(),
            dropped: HashMap::new(),
        }
    }

    /// Whether netcode may see `packet` from `from`, `now` on netcode's clock (seconds
    /// since the epoch, fractions included); a dropped packet is counted.
    pub fn admit(&mut self, from: SocketAddr, packet: &[u8], now: f64, protocol: u64) -> bool {
        let verdict = self.look(from, packet, now, protocol);
        if let Err(why) = verdict {
            *self.dropped.entry(why).or_default() += 1;
        }
        verdict.is_ok()
    }

    fn look(
        &mut self,
        from: SocketAddr,
        packet: &[u8],
        now: f64,
        protocol: u64,
    ) -> Result<(), Dropped> {
        if !is_sound(packet) {
            return Err(Dropped::Unsound);
        }
        if packet.first() != Some(&0) {
            // Not a request: netcode reads it only from those connecting or connected.
            return if self.pending.contains_key(&from) || self.connected.contains(&from) {
                Ok(())
            } else {
                Err(Dropped::Stranger)
            };
        }
        if self.connected.contains(&from) {
            // netcode answers nothing; the connection goes on.
            return Ok(());
        }
        let here = place(from.ip());
        self.take_a_request(here, now)?;
        if self.pending.contains_key(&from) {
            // The same handshake asked again: netcode keeps its first token.
            return Ok(());
        }
        let expires = self.check_token(packet, now as u64, protocol)?;
        let pending = self.pending.values().filter(|p| p.place == here).count();
        if pending >= self.limits.pending_per_place {
            return Err(Dropped::Crowded);
        }
        self.pending.insert(
            from,
            Pending {
                place: here,
                expires,
            },
        );
        Ok(())
    }

    /// One request from `here`, if its allowance has one.
    fn take_a_request(&mut self, here: IpAddr, now: f64) -> Result<(), Dropped> {
        let limits = self.limits;
        let bucket = self.buckets.entry(here).or_insert(Bucket {
            tokens: limits.burst,
            at: now,
        });
        let elapsed = (now - bucket.at).max(0.0);
        bucket.tokens = (bucket.tokens + elapsed * limits.requests_per_second).min(limits.burst);
        bucket.at = now;
        if bucket.tokens < 1.0 {
            return Err(Dropped::TooFast);
        }
        bucket.tokens -= 1.0;
        Ok(())
    }

    /// A request's token, read as netcode will read it: its expiry if it is one the
    /// game's own client could have made.
    fn check_token(&self, packet: &[u8], now: u64, protocol: u64) -> Result<u64, Dropped> {
        if packet.len() != REQUEST_LEN {
            return Err(Dropped::OtherToken);
        }
        let (version, rest) = packet[1..].split_at(13);
        let (protocol_bytes, rest) = rest.split_at(8);
        let (expires_bytes, rest) = rest.split_at(8);
        let (nonce, private) = rest.split_at(24);
        let expires = u64::from_le_bytes(expires_bytes.try_into().unwrap_or_default());
        if version != VERSION_INFO
            || u64::from_le_bytes(protocol_bytes.try_into().unwrap_or_default()) != protocol
            || expires <= now
        {
            return Err(Dropped::OtherToken);
        }
        if expires - now > self.limits.longest_token {
            return Err(Dropped::LongToken);
        }
        // The private part, opened as netcode will: its wait comes after the client's id.
        let mut aad = [0u8; 29];
        aad[..13].copy_from_slice(VERSION_INFO);
        aad[13..21].copy_from_slice(&protocol.to_le_bytes());
        aad[21..29].copy_from_slice(&expires.to_le_bytes());
        let (sealed, tag) = private.split_at(private.len() - 16);
        let mut opened = sealed.to_vec();
        XChaCha20Poly1305::new((&UNSECURE_KEY).into())
            .decrypt_in_place_detached(
                XNonce::from_slice(nonce),
                &aad,
                &mut opened,
                Tag::from_slice(tag),
            )
            .map_err(|_| Dropped::BadToken)?;
        let timeout = i32::from_le_bytes(opened[8..12].try_into().unwrap_or_default());
        if !(1..=self.limits.longest_timeout).contains(&timeout) {
            return Err(Dropped::LongTimeout);
        }
        Ok(expires)
    }

    /// netcode's clock has come to `now` (seconds since the epoch): the handshakes whose
    /// tokens expired are gone from its table, and from here.
    pub fn expire(&mut self, now: u64) {
        self.pending.retain(|_, p| now <= p.expires);
        // An allowance full again is forgotten.
        let limits = self.limits;
        self.buckets.retain(|_, b| {
            b.tokens + (now as f64 - b.at).max(0.0) * limits.requests_per_second < limits.burst
        });
    }

    /// A handshake from `addr` became a connection.
    pub fn connected(&mut self, addr: SocketAddr) {
        self.pending.remove(&addr);
        self.connected.insert(addr);
    }

    /// The connection from `addr` is gone.
    pub fn disconnected(&mut self, addr: SocketAddr) {
        self.connected.remove(&addr);
    }

    /// Handshakes pending now.
    pub fn pending(&self) -> usize {
        self.pending.len()
    }

    /// What was dropped since the last call, as one line for the log (`None`: nothing).
    pub fn take_dropped(&mut self) -> Option<String> {
        let mut dropped: Vec<(Dropped, u64)> = self.dropped.drain().collect();
        dropped.sort();
        let total: u64 = dropped.iter().map(|(_, n)| n).sum();
        (total > 0).then(|| {
            let parts: Vec<String> = dropped
                .iter()
                .map(|(why, n)| format!("{n} {}", why.words()))
                .collect();
            format!(
                "{total} packets dropped before netcode: {}",
                parts.join(", ")
            )
        })
    }
}

/// The bytes a netcode client sends to ask `server` for a connection, `now` (seconds
/// since the epoch), with a token that lives `expire` seconds and waits `timeout`: for
/// the tests and the flood they play.
pub fn connection_request(
    server: SocketAddr,
    protocol: u64,
    now: u64,
    expire: u64,
    timeout: i32,
) -> Vec<u8> {
    let token = bevy_replicon_renet::netcode::ConnectToken::generate(
        std::time::Duration::from_secs(now),
        protocol,
        expire,
        rand::random(),
        timeout,
        vec![server],
        None,
        &UNSECURE_KEY,
    )
    .expect("a token for one address");
    let mut packet = vec![0u8];
    packet.extend_from_slice(&token.version_info);
    packet.extend_from_slice(&token.protocol_id.to_le_bytes());
    packet.extend_from_slice(&token.expire_timestamp.to_le_bytes());
    packet.extend_from_slice(&token.xnonce);
    packet.extend_from_slice(&token.private_data);
    packet
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROTOCOL: u64 = 0x5351;

    /// A request as a client sends it, with a token of `expire` seconds and `timeout`.
    fn request(now: u64, expire: u64, timeout: i32) -> Vec<u8> {
        let server: SocketAddr = "127.0.0.1:5757".parse().unwrap();
        connection_request(server, PROTOCOL, now, expire, timeout)
    }

    fn from(ip: [u8; 4], port: u16) -> SocketAddr {
        (ip, port).into()
    }

    #[test]
    fn a_request_passes_only_with_a_token_the_games_client_could_make() {
        let now = 1_000_000;
        let mut gate = Handshakes::new(HandshakeLimits::default());
        let at = |gate: &mut Handshakes, packet: &[u8], port| {
            gate.look(from([10, 0, 0, 1], port), packet, now as f64, PROTOCOL)
        };
        assert_eq!(at(&mut gate, &request(now, 300, 15), 1), Ok(()));
        let ten_years = 10 * 365 * 24 * 3600;
        assert_eq!(
            at(&mut gate, &request(now, ten_years, 15), 2),
            Err(Dropped::LongToken)
        );
        assert_eq!(
            at(&mut gate, &request(now, 300, -1), 3),
            Err(Dropped::LongTimeout),
            "no timeout at all"
        );
        assert_eq!(
            at(&mut gate, &request(now, 300, 3600), 4),
            Err(Dropped::LongTimeout)
        );
        assert_eq!(
            at(&mut gate, &request(now - 400, 300, 15), 5),
            Err(Dropped::OtherToken),
            "expired"
        );
        let mut forged = request(now, 300, 15);
        *forged.last_mut().unwrap() ^= 1;
        assert_eq!(at(&mut gate, &forged, 6), Err(Dropped::BadToken));
        assert_eq!(at(&mut gate, &forged[..100], 7), Err(Dropped::OtherToken));
        assert_eq!(gate.pending(), 1);
        // A packet of any other kind from an address that never asked.
        let payload = [0x15u8; 30];
        assert_eq!(at(&mut gate, &payload, 8), Err(Dropped::Stranger));
        assert_eq!(at(&mut gate, &payload, 1), Ok(()), "one connecting");
        assert_eq!(at(&mut gate, &[5, 1, 2, 3], 1), Err(Dropped::Unsound));
    }

    #[test]
    fn one_place_holds_a_few_handshakes_and_others_are_not_held_up() {
        let now = 1_000_000;
        let mut gate = Handshakes::new(HandshakeLimits::default());
        let mut passed = 0;
        for port in 0..5_000u16 {
            let packet = request(now, 300, 15);
            let t = now as f64 + f64::from(port) * 0.001;
            passed += usize::from(gate.admit(from([127, 0, 0, 1], port), &packet, t, PROTOCOL));
        }
        assert_eq!(passed, 4, "the flood's handshakes pending at once");
        assert!(gate.admit(
            from([127, 0, 0, 2], 9),
            &request(now, 300, 15),
            now as f64 + 5.0,
            PROTOCOL
        ));
        // Once the flood's tokens expire, the place may connect again.
        gate.expire(now + 301);
        assert!(gate.admit(
            from([127, 0, 0, 1], 9),
            &request(now + 301, 300, 15),
            now as f64 + 301.0,
            PROTOCOL
        ));
        let line = gate.take_dropped().unwrap();
        assert!(line.contains("4996 packets dropped"), "{line}");
        assert_eq!(gate.take_dropped(), None);
    }

    /// Random datagrams from an address with a handshake under way, through the gate to
    /// netcode itself: none stops it. Without the gate, a first byte of 0xF5 (a payload
    /// with a sequence number of 15 bytes) did.
    #[test]
    fn no_datagram_that_passes_the_gate_stops_netcode() {
        use rand::{RngExt, SeedableRng};
        use renetcode::{NetcodeServer, ServerAuthentication, ServerConfig};
        let server_addr: SocketAddr = "127.0.0.1:5757".parse().unwrap();
        let now = 1_000_000;
        let mut server = NetcodeServer::new(ServerConfig {
            current_time: std::time::Duration::from_secs(now),
            max_clients: 16,
            protocol_id: PROTOCOL,
            public_addresses: vec![server_addr],
            authentication: ServerAuthentication::Unsecure,
        });
        let mut gate = Handshakes::new(HandshakeLimits {
            requests_per_second: 1e9,
            burst: 1e9,
            ..HandshakeLimits::default()
        });
        let peer = from([10, 0, 0, 9], 4000);
        let mut request = connection_request(server_addr, PROTOCOL, now, 300, 15);
        assert!(gate.admit(peer, &request, now as f64, PROTOCOL));
        let _ = server.process_packet(peer, &mut request);
        let mut crash = vec![0xF5u8; 40];
        assert!(!is_sound(&crash) && !gate.admit(peer, &crash, now as f64, PROTOCOL));
        crash.truncate(18);
        crash[0] = 0x85;
        assert!(!is_sound(&crash), "too short for its MAC");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut passed = 0;
        for _ in 0..200_000 {
            let len = rng.random_range(0..80);
            let mut packet: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            if gate.admit(peer, &packet, now as f64, PROTOCOL) {
                passed += 1;
                let _ = server.process_packet(peer, &mut packet);
            }
        }
        assert!(passed > 10_000, "{passed} datagrams reached netcode");
    }
}
