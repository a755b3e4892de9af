//! What one address may ask of a server: connections, tables and requests a second,
//! each with a clear refusal, so that one program cannot take a server that others
//! share. Pure: the transport tells it who connects from where and when.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Duration;

use super::protocol::{Limit, Refusal, ToServer};
use super::tables::ClientKey;

/// Where a connection comes from, as the limits count it: an IPv4 address, or an IPv6
/// address's /64 network (one household or one server is given a whole /64, so a
/// program there could otherwise speak from billions of addresses).
pub fn place(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(bits.into())
            }
        },
    }
}

/// Whether two addresses are one place ([`place`]).
pub fn same_place(a: IpAddr, b: IpAddr) -> bool {
    place(a) == place(b)
}

/// The limits of one address.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Connections open at once.
    pub connections: usize,
    /// Tables opened and still open.
    pub tables: usize,
    /// Requests a second, on average.
    pub requests_per_second: f64,
    /// Requests at once before the average counts.
    pub burst: f64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 16,
            tables: 8,
            requests_per_second: 20.0,
            // Three seconds' worth.
            burst: 60.0,
        }
    }
}

/// A requests allowance that fills up with time.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Duration,
}

/// Who is connected from where, and how much each address has asked lately.
#[derive(Debug, Default)]
pub struct Gate {
    limits: Limits,
    addresses: HashMap<ClientKey, IpAddr>,
    buckets: HashMap<IpAddr, Bucket>,
}

impl Gate {
    pub fn new(limits: Limits) -> Gate {
        Gate {
            limits,
            ..Gate::default()
        }
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// A client connects from `address`: refused if that address has as many
    /// connections as it may (the transport then closes it).
    pub fn connect(&mut self, client: ClientKey, address: IpAddr) -> Result<(), Refusal> {
        let address = place(address);
        let open = self.addresses.values().filter(|&&a| a == address).count();
        if open >= self.limits.connections {
            return Err(Refusal::Limited(Limit::Connections));
        }
        self.addresses.insert(client, address);
        Ok(())
    }

    pub fn disconnect(&mut self, client: ClientKey) {
        if let Some(address) = self.addresses.remove(&client)
            && !self.addresses.values().any(|&a| a == address)
        {
            self.buckets.remove(&address);
        }
    }

    /// Whether `client` may send `message` at `now`; `opened` are the addresses the
    /// tables open now were opened from (one entry a table), whoever sits at them now.
    pub fn admit(
        &mut self,
        client: ClientKey,
        message: &ToServer,
        now: Duration,
        opened: impl IntoIterator<Item = IpAddr>,
    ) -> Result<(), Refusal> {
        let Some(&address) = self.addresses.get(&client) else {
            return Ok(());
        };
        let limits = self.limits;
        let bucket = self.buckets.entry(address).or_insert(Bucket {
            tokens: limits.burst,
            at: now,
        });
        let elapsed = now.saturating_sub(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * limits.requests_per_second).min(limits.burst);
        bucket.at = now;
        if bucket.tokens < 1.0 {
            return Err(Refusal::Limited(Limit::Requests));
        }
        bucket.tokens -= 1.0;
        if matches!(message, ToServer::Open { .. }) {
            let hosted = opened
                .into_iter()
                .filter(|&a| same_place(a, address))
                .count();
            if hosted >= limits.tables {
                return Err(Refusal::Limited(Limit::Tables));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(10, 0, 0, last))
    }

    #[test]
    fn one_address_gets_its_share_and_no_more() {
        let limits = Limits {
            connections: 3,
            tables: 2,
            requests_per_second: 10.0,
            burst: 5.0,
        };
        let mut gate = Gate::new(limits);
        for client in 1..=3 {
            assert_eq!(gate.connect(client, ip(1)), Ok(()));
        }
        let refused = Err(Refusal::Limited(Limit::Connections));
        assert_eq!(gate.connect(4, ip(1)), refused);
        assert_eq!(gate.connect(5, ip(2)), Ok(()), "another address");
        gate.disconnect(3);
        assert_eq!(gate.connect(6, ip(1)), Ok(()), "a place came free");

        // Requests: a burst, then the steady rate.
        let t = Duration::from_secs(100);
        for _ in 0..5 {
            assert_eq!(gate.admit(1, &ToServer::List, t, []), Ok(()));
        }
        let limited = Err(Refusal::Limited(Limit::Requests));
        assert_eq!(
            gate.admit(2, &ToServer::List, t, []),
            limited,
            "same address"
        );
        assert_eq!(
            gate.admit(5, &ToServer::List, t, []),
            Ok(()),
            "another address"
        );
        let later = t + Duration::from_millis(150);
        assert_eq!(gate.admit(2, &ToServer::List, later, []), Ok(()));

        // Tables: the address hosts two already.
        let open = ToServer::Open {
            plan: crate::net::protocol::TablePlan::open(
                "Attic",
                Default::default(),
                crate::sleeping_queens::RuleSet::classic(),
                vec![crate::net::protocol::SeatPlan::Person],
            ),
            name: "Ann".into(),
            here: Vec::new(),
        };
        let soon = later + Duration::from_secs(10);
        let refused = Err(Refusal::Limited(Limit::Tables));
        assert_eq!(gate.admit(6, &open, soon, [ip(1), ip(1), ip(2)]), refused);
        assert_eq!(gate.admit(6, &open, soon, [ip(1), ip(2)]), Ok(()));
        assert_eq!(
            gate.admit(5, &open, soon, [ip(1), ip(1)]),
            Ok(()),
            "another address"
        );
    }

    /// An IPv6 network hands each household a /64: its addresses are one place, and an
    /// IPv4 address written as IPv6 is the IPv4 address.
    #[test]
    fn an_ipv6_network_is_one_place() {
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:ffff:ffff:ffff".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(same_place(a, b));
        assert!(!same_place(a, c));
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert!(same_place(mapped, ip(1)));
        let mut gate = Gate::new(Limits {
            connections: 2,
            ..Limits::default()
        });
        assert_eq!(gate.connect(1, a), Ok(()));
        assert_eq!(gate.connect(2, b), Ok(()));
        assert_eq!(
            gate.connect(3, "2001:db8:1:2::99".parse().unwrap()),
            Err(Refusal::Limited(Limit::Connections))
        );
        assert_eq!(gate.connect(4, c), Ok(()));
    }
}
