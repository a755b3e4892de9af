//! A server's front desk, without a network: who is connected from where, their
//! greetings, what each address may ask ([`Gate`]), and the [`Tables`] behind it. The
//! transport tells it who connects, greets, asks and leaves, and when; it answers with
//! what to send and whom to let go ([`Said`]). Pure, so that everything a stranger can
//! send reaches the same code in a test (and the fuzz test) as on a server.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::limits::{Gate, Limits, same_place};
use super::protocol::{Greeting, Limit, Refusal, ToClient, ToServer};
use super::tables::{ClientKey, Outgoing, Tables};

/// How long a client may take to greet.
pub const GREET_WITHIN: Duration = Duration::from_secs(5);
/// How many requests may wait for their client's greeting.
const MOST_EARLY: usize = 16;
/// How long a client that is turned away stays connected: long enough to hear why.
pub const PARTING_AFTER: Duration = Duration::from_secs(2);
/// How many connections over its limit one address may have waiting at once to hear
/// why they are refused; beyond these, a connection is closed without a word.
const MOST_REFUSING: usize = 4;

/// What the desk has to say, for the transport to carry out.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A message for one client.
    Tell(Outgoing),
    /// The server's greeting, in answer to a client's.
    Welcome(ClientKey, Greeting),
    /// Close this client's connection.
    Close(ClientKey),
}

/// What strangers did since the last summary, counted instead of written to the log
/// one line each (a flood would fill the log): the server's log says it once a minute.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub connected: u64,
    pub disconnected: u64,
    /// Connections over their address's limit (told why once they greet, or closed).
    pub over_limit: u64,
    /// Greetings of another protocol, or with no version in a version's form.
    pub other_versions: u64,
    /// Clients that did not greet in time, or asked much without greeting.
    pub silent: u64,
    /// Requests refused by the per-address limits, by limit.
    pub limited: [u64; 3],
    /// Other requests refused, by refusal's name.
    pub refused: std::collections::BTreeMap<&'static str, u64>,
}

impl Tally {
    /// The counts as one line, or `None` when nothing happened.
    pub fn line(&self) -> Option<String> {
        let mut parts = Vec::new();
        let mut say = |n: u64, what: &str| {
            if n > 0 {
                parts.push(format!("{n} {what}"));
            }
        };
        say(self.connected, "connected");
        say(self.disconnected, "disconnected");
        say(self.over_limit, "over their address's connections");
        say(self.other_versions, "greeted in another version");
        say(self.silent, "did not greet");
        for (i, what) in ["connections", "tables", "requests a second"]
            .iter()
            .enumerate()
        {
            say(
                self.limited[i],
                &format!("requests refused by the limit of {what}"),
            );
        }
        for (why, n) in &self.refused {
            say(*n, &format!("refused ({why})"));
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }

    fn refused(&mut self, why: &Refusal) {
        match why {
            Refusal::Limited(limit) => {
                let i = match limit {
                    Limit::Connections => 0,
                    Limit::Tables => 1,
                    Limit::Requests => 2,
                };
                self.limited[i] += 1;
            }
            other => *self.refused.entry(other.name()).or_default() += 1,
        }
    }
}

/// Where each client stands with its greeting. A client's requests are played only
/// once its greeting agreed: those that came before it wait for it.
#[derive(Default)]
struct Greetings {
    agreed: HashSet<ClientKey>,
    /// Clients that have not greeted yet: when they connected, what they asked meanwhile.
    early: HashMap<ClientKey, (Duration, Vec<ToServer>)>,
    /// Clients to let go, and when.
    parting: Vec<(ClientKey, Duration)>,
}

/// A connection over its address's limit.
struct Refusing {
    from: IpAddr,
    since: Duration,
    /// Told why, or let go: nothing more is said to it.
    done: bool,
}

/// A server's front desk (see the module's documentation).
pub struct Host {
    pub tables: Tables,
    /// Refused requests so far (tests read it).
    pub refused: u64,
    /// What strangers did since the last [`Host::take_tally`].
    tally: Tally,
    /// This server's greeting.
    us: Greeting,
    gate: Gate,
    greetings: Greetings,
    /// Connections over their address's limit: each is told why when it greets, then
    /// let go.
    refusing: HashMap<ClientKey, Refusing>,
    /// Where new tables' deals come from: fresh randomness, or a seeded stream.
    deals: Option<ChaCha8Rng>,
    /// When a client was last heard from.
    last_heard: Duration,
    said: Vec<Said>,
}

impl Host {
    pub fn new(tables: Tables, us: Greeting) -> Host {
        Host {
            tables,
            refused: 0,
            tally: Tally::default(),
            us,
            gate: Gate::new(Limits::default()),
            greetings: Greetings::default(),
            refusing: HashMap::new(),
            deals: None,
            last_heard: Duration::ZERO,
            said: Vec::new(),
        }
    }

    /// Each address may ask only this much (instead of [`Limits::default`]).
    pub fn limit_each_address(&mut self, limits: Limits) {
        self.gate = Gate::new(limits);
    }

    /// Deals the tables opened from now on from a stream seeded by `seed`: the same
    /// tables opened in the same order deal the same games (tests, `sq-server --seed`).
    pub fn deal_from(&mut self, seed: u64) {
        self.deals = Some(ChaCha8Rng::seed_from_u64(seed));
    }

    /// This server's greeting (a test plays another version by changing it).
    pub fn greet_as(&mut self, us: Greeting) {
        self.us = us;
    }

    /// When a client was last heard from.
    pub fn last_heard(&self) -> Duration {
        self.last_heard
    }

    /// What strangers did since the last call.
    pub fn take_tally(&mut self) -> Tally {
        std::mem::take(&mut self.tally)
    }

    /// What to send and whom to let go, taken out to be carried out.
    pub fn drain(&mut self) -> Vec<Said> {
        let mut said = std::mem::take(&mut self.said);
        for out in self.tables.drain() {
            if let ToClient::Refused(why) = &out.message {
                self.refused += 1;
                self.tally.refused(why);
            }
            said.push(Said::Tell(out));
        }
        said
    }

    /// A client connects from `address` (when the transport knows it) at `now`.
    pub fn connect(&mut self, key: ClientKey, address: Option<IpAddr>, now: Duration) {
        self.tally.connected += 1;
        if let Some(address) = address
            && self.gate.connect(key, address).is_err()
        {
            // One address holds as many connections as it may: this one is told why
            // once it can hear (after its greeting), then let go. A few at a time.
            self.tally.over_limit += 1;
            let waiting = self
                .refusing
                .values()
                .filter(|r| same_place(r.from, address))
                .count();
            if waiting >= MOST_REFUSING {
                self.said.push(Said::Close(key));
            } else {
                let refusing = Refusing {
                    from: address,
                    since: now,
                    done: false,
                };
                self.refusing.insert(key, refusing);
            }
            return;
        }
        match address {
            Some(address) => self.tables.connected_from(key, address),
            None => self.tables.connected(key),
        }
        self.greetings.early.insert(key, (now, Vec::new()));
    }

    /// A client's connection is gone.
    pub fn disconnect(&mut self, key: ClientKey, now: Duration) {
        self.tally.disconnected += 1;
        if self.refusing.remove(&key).is_some() {
            return;
        }
        self.gate.disconnect(key);
        self.greetings.agreed.remove(&key);
        self.greetings.early.remove(&key);
        self.greetings.parting.retain(|(k, _)| *k != key);
        self.tables.disconnected(key, now);
    }

    /// A client's greeting: answered with the server's; a client of another protocol,
    /// or whose version is not in a version's form, is let go a moment later. A
    /// second greeting is ignored.
    pub fn hello(&mut self, key: ClientKey, theirs: &Greeting, now: Duration) {
        if let Some(refusing) = self.refusing.get_mut(&key) {
            if std::mem::replace(&mut refusing.done, true) {
                return;
            }
            // Over its address's limit: told why (its game says it in its player's
            // language), then let go.
            self.said.push(Said::Welcome(key, self.us.clone()));
            self.said.push(Said::Tell(Outgoing {
                to: key,
                message: ToClient::Refused(Refusal::Limited(Limit::Connections)),
            }));
            self.greetings.parting.push((key, now + PARTING_AFTER));
            return;
        }
        let Some((_, early)) = self.greetings.early.remove(&key) else {
            return;
        };
        self.said.push(Said::Welcome(key, self.us.clone()));
        if theirs.protocol == self.us.protocol && theirs.has_a_version() {
            self.greetings.agreed.insert(key);
            for request in early {
                self.handle(key, request, now);
            }
        } else {
            self.tally.other_versions += 1;
            self.greetings.parting.push((key, now + PARTING_AFTER));
        }
    }

    /// A client's request: played once its greeting agreed, kept until then.
    pub fn request(&mut self, key: ClientKey, request: ToServer, now: Duration) {
        if self.greetings.agreed.contains(&key) {
            self.handle(key, request, now);
        } else if let Some((_, early)) = self.greetings.early.get_mut(&key) {
            if early.len() < MOST_EARLY {
                early.push(request);
            } else {
                // Asking much without a greeting: not a client of this game.
                self.greetings.early.remove(&key);
                self.tally.silent += 1;
                self.said.push(Said::Close(key));
            }
        }
    }

    /// Lets time pass: the tables' countdowns and bots, clients that never greeted
    /// let go, and those turned away let go once they have had time to hear why.
    pub fn tick(&mut self, now: Duration) {
        self.tables.tick(now);
        let silent: Vec<ClientKey> = self
            .greetings
            .early
            .iter()
            .filter(|(_, (since, _))| now.saturating_sub(*since) >= GREET_WITHIN)
            .map(|(&key, _)| key)
            .collect();
        for key in silent {
            self.greetings.early.remove(&key);
            self.tally.silent += 1;
            self.said.push(Said::Close(key));
        }
        // A connection over the limit that never greets is let go all the same.
        for (&key, refusing) in &mut self.refusing {
            if !refusing.done && now.saturating_sub(refusing.since) >= GREET_WITHIN {
                refusing.done = true;
                self.said.push(Said::Close(key));
            }
        }
        let said = &mut self.said;
        self.greetings.parting.retain(|&(key, at)| {
            let due = at <= now;
            if due {
                said.push(Said::Close(key));
            }
            !due
        });
    }

    /// A request of a client that greeted: through the per-address gate to its table.
    fn handle(&mut self, key: ClientKey, request: ToServer, now: Duration) {
        self.last_heard = now;
        if let Err(why) = self.gate.admit(key, &request, now, self.tables.origins()) {
            self.refused += 1;
            self.tally.refused(&why);
            self.said.push(Said::Tell(Outgoing {
                to: key,
                message: ToClient::Refused(why),
            }));
            return;
        }
        let seed = match &mut self.deals {
            Some(stream) => stream.next_u64(),
            None => rand::random(),
        };
        self.tables.receive(key, request, now, seed);
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use super::*;
    use crate::net::protocol::{GameKind, SeatPlan, TablePlan};
    use crate::net::tables::ABANDONED_AFTER;
    use crate::sleeping_queens::RuleSet;
    use crate::sleeping_queens::bots::BotKind;

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
    }

    fn told(said: &[Said], key: ClientKey) -> Vec<ToClient> {
        said.iter()
            .filter_map(|s| match s {
                Said::Tell(out) if out.to == key => Some(out.message.clone()),
                _ => None,
            })
            .collect()
    }

    /// A connection over its address's limit is not cut without a word: once it has
    /// greeted (before which nothing can reach it) it is told why, then let go. A few
    /// at a time wait so; beyond them, connections are closed at once.
    #[test]
    fn a_connection_over_the_limit_hears_why_before_it_is_let_go() {
        let mut host = Host::new(Tables::new(4), Greeting::ours());
        host.limit_each_address(Limits {
            connections: 2,
            ..Limits::default()
        });
        let t = Duration::from_secs(1);
        for key in 1..=3 {
            host.connect(key, Some(ip(1)), t);
        }
        assert_eq!(
            host.drain(),
            Vec::new(),
            "nothing is sent before a greeting"
        );
        for key in 1..=2 {
            host.hello(key, &Greeting::ours(), t);
        }
        host.drain();
        host.hello(3, &Greeting::ours(), t);
        let said = host.drain();
        assert!(said.contains(&Said::Welcome(3, Greeting::ours())));
        assert_eq!(
            told(&said, 3),
            vec![ToClient::Refused(Refusal::Limited(Limit::Connections))]
        );
        // Requests of a refused connection go nowhere.
        host.request(3, ToServer::List, t);
        assert_eq!(host.drain(), Vec::new());
        host.tick(t + PARTING_AFTER);
        assert_eq!(host.drain(), vec![Said::Close(3)]);
        host.disconnect(3, t + PARTING_AFTER);
        assert_eq!(host.take_tally().over_limit, 1);

        // A flood of connections over the limit: a few wait to hear why, the rest are
        // closed at once; another address connects all the while.
        for key in 10..30 {
            host.connect(key, Some(ip(1)), t);
        }
        let closed = host
            .drain()
            .iter()
            .filter(|s| matches!(s, Said::Close(_)))
            .count();
        assert_eq!(closed, 20 - MOST_REFUSING);
        host.connect(40, Some(ip(2)), t);
        host.hello(40, &Greeting::ours(), t);
        host.request(40, ToServer::List, t);
        assert!(matches!(told(&host.drain(), 40)[..], [ToClient::Tables(_)]));
        // Those that never greet are let go too.
        host.tick(t + GREET_WITHIN);
        let closed = host
            .drain()
            .iter()
            .filter(|s| matches!(s, Said::Close(_)))
            .count();
        assert_eq!(closed, MOST_REFUSING);
    }

    fn open_with_a_bot(name: &str) -> ToServer {
        ToServer::Open {
            plan: TablePlan::open(
                name,
                GameKind::SleepingQueens,
                RuleSet::classic(),
                vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
            ),
            name: name.into(),
            here: Vec::new(),
        }
    }

    /// Open a table, start it with a bot, leave, again: every table an address opened
    /// counts against it until it closes, whoever sits at it. Another address opens
    /// its own meanwhile, and the left tables close once nobody came back.
    #[test]
    fn tables_opened_and_left_count_against_their_address_until_they_close() {
        let mut host = Host::new(Tables::new(200), Greeting::ours());
        let limit = Limits::default().tables;
        let mut now = Duration::from_secs(1);
        host.connect(1, Some(ip(1)), now);
        host.hello(1, &Greeting::ours(), now);
        for i in 0..limit + 3 {
            now += Duration::from_secs(1);
            host.request(1, open_with_a_bot(&format!("T{i}")), now);
            host.request(1, ToServer::Start, now);
            host.request(1, ToServer::Leave, now);
        }
        let said = told(&host.drain(), 1);
        assert_eq!(host.tables.table_count(), limit);
        assert_eq!(
            said.iter()
                .filter(|m| **m == ToClient::Refused(Refusal::Limited(Limit::Tables)))
                .count(),
            3
        );
        // A new connection from the same address is no way round it.
        host.disconnect(1, now);
        host.connect(2, Some(ip(1)), now);
        host.hello(2, &Greeting::ours(), now);
        host.request(2, open_with_a_bot("Again"), now);
        assert!(
            told(&host.drain(), 2).contains(&ToClient::Refused(Refusal::Limited(Limit::Tables)))
        );
        // Another address is not held up.
        host.connect(3, Some(ip(2)), now);
        host.hello(3, &Greeting::ours(), now);
        host.request(3, open_with_a_bot("Cy"), now);
        assert!(matches!(
            told(&host.drain(), 3)[..],
            [ToClient::Seated { .. }, ..]
        ));
        // Nobody came back to the left tables: they close, and the address may open
        // tables again.
        host.tick(now);
        now += ABANDONED_AFTER;
        host.tick(now);
        assert_eq!(host.tables.table_count(), 1, "Cy's table stays");
        host.request(2, open_with_a_bot("Back"), now);
        assert!(matches!(
            told(&host.drain(), 2)[..],
            [ToClient::Seated { .. }, ..]
        ));
    }

    /// A greeting whose version is not in a version's form (a new line, words) is not
    /// a client of this game: it is answered and let go, as another version is.
    #[test]
    fn a_greeting_without_a_version_is_let_go() {
        let mut host = Host::new(Tables::new(4), Greeting::ours());
        let t = Duration::from_secs(1);
        for (key, version) in [(1, "1.0.0\nERROR forged"), (2, "any words"), (3, "")] {
            host.connect(key, Some(ip(1)), t);
            let theirs = Greeting {
                protocol: crate::net::protocol::PROTOCOL,
                version: version.into(),
            };
            host.hello(key, &theirs, t);
            host.request(key, ToServer::List, t);
            assert!(told(&host.drain(), key).is_empty(), "{version:?}");
        }
        host.tick(t + PARTING_AFTER);
        assert_eq!(host.drain().len(), 3, "all three are let go");
        assert_eq!(host.take_tally().other_versions, 3);
    }
}
