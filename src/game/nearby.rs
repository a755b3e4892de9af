//! Tables on the same network find each other: a table hosted on this computer is
//! announced with multicast DNS (mdns-sd), and the Online screen lists the tables it
//! hears of, to join with a click. Only the windowed game does this (the headless tests
//! send no multicast).

use std::collections::BTreeMap;
use std::net::SocketAddr;

use bevy::prelude::*;
use mdns_sd::{Receiver, ServiceDaemon, ServiceEvent};

use super::rest::Wake;
use super::states::Screen;
use crate::net::nearby::{self, Heard, NearbyTable, SERVICE};

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
            self.daemon = nearby::daemon()
                .inspect_err(|e| info!("No tables nearby: multicast DNS is not available ({e})"))
                .ok();
        }
        self.daemon.as_ref()
    }
}

fn start_looking(mut nearby: ResMut<Nearby>) {
    nearby.found.clear();
    let looking = nearby.daemon().and_then(|d| d.browse(SERVICE).ok());
    nearby.looking = looking;
}

fn stop_looking(mut nearby: ResMut<Nearby>) {
    nearby.stop_looking();
}

impl Nearby {
    /// No more tables are looked for (until the Online screen opens again): the screen
    /// has joined or hosts one, and would otherwise wake every second for nothing.
    pub fn stop_looking(&mut self) {
        if self.looking.take().is_some()
            && let Some(d) = self.daemon.as_ref()
        {
            let _ = d.stop_browse(SERVICE);
        }
    }
}

/// What multicast DNS heard: tables found and gone. The screen looks again every
/// second (it would not hear otherwise while it rests).
fn hear_nearby(mut nearby: ResMut<Nearby>, mut wake: MessageWriter<Wake>) {
    let Some(looking) = nearby.looking.clone() else {
        return;
    };
    while let Ok(event) = looking.try_recv() {
        match nearby::heard(event) {
            Some(Heard::Found(fullname, table)) => {
                nearby.found.insert(fullname, table);
            }
            Some(Heard::Gone(fullname)) => {
                nearby.found.remove(&fullname);
            }
            None => {}
        }
    }
    wake.write(Wake::in_secs(1.0));
}

/// A table hosted on this computer is announced while it waits for its people, and no
/// longer once its game starts or the screen stops hosting.
fn announce(mut nearby: ResMut<Nearby>, wanted: Res<Announce>) {
    match (wanted.0.as_ref(), nearby.announced.clone()) {
        (Some(table), None) => {
            let Some(daemon) = nearby.daemon() else {
                nearby.announced = Some(String::new());
                return;
            };
            let port = table.at.port();
            let fullname = nearby::announce(daemon, &table.name, &table.game, port)
                .inspect_err(|e| info!("The table is not announced nearby: {e}"))
                .unwrap_or_default();
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
