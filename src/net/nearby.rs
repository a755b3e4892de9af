//! Tables on the same network find each other with multicast DNS (mdns-sd): a server
//! (the dedicated one, or the one a game hosts) announces itself; a client lists what
//! it hears. No test sends multicast: the windowed game and `sq-server` announce.

use std::net::{IpAddr, SocketAddr};

use mdns_sd::{ServiceDaemon, ServiceEvent, ServiceInfo};

/// The service a table is announced as.
pub const SERVICE: &str = "_sleeping-queens._udp.local.";

/// A table (or a server's tables) someone announced on this network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NearbyTable {
    pub name: String,
    /// Its rule set, or Mad Queens; empty for a server of many tables.
    pub game: String,
    pub address: SocketAddr,
}

/// A running multicast DNS responder, started the first time it is needed; `None` if
/// this computer cannot multicast.
pub fn daemon() -> Result<ServiceDaemon, mdns_sd::Error> {
    ServiceDaemon::new()
}

/// Announces `name` (and its `game`) at `port` on every address of this computer.
/// Returns the full name it is announced under, to withdraw it.
pub fn announce(
    daemon: &ServiceDaemon,
    name: &str,
    game: &str,
    port: u16,
) -> Result<String, mdns_sd::Error> {
    let instance = format!("{name} {port}");
    let host = format!("sleeping-queens-{port}.local.");
    let properties = [("name", name), ("game", game)];
    let info =
        ServiceInfo::new(SERVICE, &instance, &host, "", port, &properties[..])?.enable_addr_auto();
    let fullname = info.get_fullname().to_string();
    daemon.register(info)?;
    Ok(fullname)
}

/// What an event from a browse says: a table found (by its full name), or one gone.
pub enum Heard {
    Found(String, NearbyTable),
    Gone(String),
}

/// Reads one event of a browse for [`SERVICE`].
pub fn heard(event: ServiceEvent) -> Option<Heard> {
    match event {
        ServiceEvent::ServiceResolved(s) => {
            let instance = s.fullname.trim_end_matches(SERVICE).trim_end_matches('.');
            let addresses = s.addresses.iter().map(|a| a.to_ip_addr());
            let property = |key: &str| {
                s.txt_properties
                    .get_property_val_str(key)
                    .map(str::to_string)
            };
            let table = table_of(instance, s.port, addresses, property)?;
            Some(Heard::Found(s.fullname.clone(), table))
        }
        ServiceEvent::ServiceRemoved(_, fullname) => Some(Heard::Gone(fullname)),
        _ => None,
    }
}

/// A resolved service, as a table to join: its first IPv4 address (else any), its
/// port, and the name and game its announcement gives.
fn table_of(
    instance: &str,
    port: u16,
    addresses: impl IntoIterator<Item = IpAddr>,
    property: impl Fn(&str) -> Option<String>,
) -> Option<NearbyTable> {
    let mut addresses: Vec<IpAddr> = addresses.into_iter().collect();
    addresses.sort_by_key(|a| (!a.is_ipv4(), *a));
    let ip = *addresses.first()?;
    let name = property("name").unwrap_or_else(|| instance.to_string());
    Some(NearbyTable {
        name,
        game: property("game").unwrap_or_default(),
        address: SocketAddr::new(ip, port),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, Ipv6Addr};

    #[test]
    fn an_announcement_is_a_table_to_join_at_its_ipv4_address() {
        let props = |key: &str| match key {
            "name" => Some("Ann's table".to_string()),
            "game" => Some("extended".to_string()),
            _ => None,
        };
        let v4 = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20));
        let v6 = IpAddr::V6(Ipv6Addr::LOCALHOST);
        let table = table_of("Ann's table 5757", 5757, [v6, v4], props).expect("a table");
        assert_eq!(
            table,
            NearbyTable {
                name: "Ann's table".into(),
                game: "extended".into(),
                address: SocketAddr::new(v4, 5757),
            }
        );
        // No address: nothing to join. No name given: the instance's.
        assert_eq!(table_of("x", 1, [], props), None);
        let bare = table_of("Bo's table", 7, [v6], |_| None).expect("a table");
        assert_eq!(bare.name, "Bo's table");
        assert_eq!(bare.address, SocketAddr::new(v6, 7));
    }
}
