//! Tables on the same network find each other: a table hosted on this computer is
//! announced with multicast DNS (mdns-sd), and the Online screen lists the tables it
//! hears of, to join with a click. Only the windowed game does this (the headless tests
//! send no multicast).

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};

use bevy::prelude::*;
use mdns_sd::{Receiver, ServiceDaemon, ServiceEvent, ServiceInfo};

use super::rest::Wake;
use super::states::Screen;

/// The service a table is announced as.
const SERVICE: &str = "_sleeping-queens._udp.local.";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Nearby>();
    app.init_resource::<Announce>();
    app.add_systems(OnEnter(Screen::Online), start_looking);
    app.add_systems(OnExit(Screen::Online), stop_looking);
    app.add_systems(
        Update,
        (hear_nearby.run_if(in_state(Screen::Online)), announce).chain(),
    );
}

/// The table this screen hosts, to announce while it waits for its people (the Online
/// screen keeps it).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Announce(pub Option<Announced>);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announced {
    pub at: SocketAddr,
    pub name: String,
    /// Its rule set, or Mad Queens.
    pub game: String,
}

/// A table someone announced on this network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NearbyTable {
    pub name: String,
    /// Its rule set, or Mad Queens.
    pub game: String,
    pub address: SocketAddr,
}

/// This screen's part in finding tables nearby.
#[derive(Resource, Default)]
pub struct Nearby {
    /// Started the first time it is needed; `None` if this computer cannot multicast.
    daemon: Option<ServiceDaemon>,
    tried: bool,
    looking: Option<Receiver<ServiceEvent>>,
    /// The tables heard of, by their full service name.
    pub found: BTreeMap<String, NearbyTable>,
    /// The full name this screen's hosted table is announced under.
    announced: Option<String>,
}

impl Nearby {
    fn daemon(&mut self) -> Option<&ServiceDaemon> {
        if !self.tried {
            self.tried = true;
            self.daemon = ServiceDaemon::new()
                .inspect_err(|e| info!("No tables nearby: multicast DNS is not available ({e})"))
                .ok();
        }
        self.daemon.as_ref()
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

fn start_looking(mut nearby: ResMut<Nearby>) {
    nearby.found.clear();
    let looking = nearby.daemon().and_then(|d| d.browse(SERVICE).ok());
    nearby.looking = looking;
}

fn stop_looking(mut nearby: ResMut<Nearby>) {
    if nearby.looking.take().is_some()
        && let Some(d) = nearby.daemon.as_ref()
    {
        let _ = d.stop_browse(SERVICE);
    }
}

/// What multicast DNS heard: tables found and gone. The screen looks again every
/// second (it would not hear otherwise while it rests).
fn hear_nearby(mut nearby: ResMut<Nearby>, mut wake: MessageWriter<Wake>) {
    let Some(looking) = nearby.looking.clone() else {
        return;
    };
    while let Ok(event) = looking.try_recv() {
        match event {
            ServiceEvent::ServiceResolved(s) => {
                let instance = s.fullname.trim_end_matches(SERVICE).trim_end_matches('.');
                let addresses = s.addresses.iter().map(|a| a.to_ip_addr());
                let property = |key: &str| {
                    s.txt_properties
                        .get_property_val_str(key)
                        .map(str::to_string)
                };
                if let Some(table) = table_of(instance, s.port, addresses, property) {
                    nearby.found.insert(s.fullname.clone(), table);
                }
            }
            ServiceEvent::ServiceRemoved(_, fullname) => {
                nearby.found.remove(&fullname);
            }
            _ => {}
        }
    }
    wake.write(Wake::in_secs(1.0));
}

/// A table hosted on this computer is announced while it waits for its people, and no
/// longer once its game starts or the screen stops hosting.
fn announce(mut nearby: ResMut<Nearby>, wanted: Res<Announce>) {
    match (wanted.0.as_ref(), nearby.announced.clone()) {
        (Some(table), None) => {
            let port = table.at.port();
            let instance = format!("{} {port}", table.name);
            let host = format!("sleeping-queens-{port}.local.");
            let properties = [("name", table.name.as_str()), ("game", table.game.as_str())];
            let info = ServiceInfo::new(SERVICE, &instance, &host, "", port, &properties[..])
                .map(ServiceInfo::enable_addr_auto);
            let Some(daemon) = nearby.daemon() else {
                nearby.announced = Some(String::new());
                return;
            };
            let fullname = match info.and_then(|i| {
                let name = i.get_fullname().to_string();
                daemon.register(i).map(|()| name)
            }) {
                Ok(name) => name,
                Err(e) => {
                    info!("The table is not announced nearby: {e}");
                    String::new()
                }
            };
            nearby.announced = Some(fullname);
        }
        (None, Some(fullname)) => {
            if !fullname.is_empty()
                && let Some(d) = nearby.daemon.as_ref()
            {
                let _ = d.unregister(&fullname);
            }
            nearby.announced = None;
        }
        _ => {}
    }
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
