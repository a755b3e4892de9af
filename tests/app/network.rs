//! Network play over the loopback address: whole games between bot clients and a
//! server in this process, what a client receives, and bad input. Each test stops by
//! itself within its time limit.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon_renet::RenetClient;
use bevy_replicon_renet::netcode::NetcodeClientTransport;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sleeping_queens::game::online::{OnlineAsk, OnlineForm};
use sleeping_queens::mad_queens::MadAction;
use sleeping_queens::net::handshakes::HandshakeLimits;
use sleeping_queens::net::limits::Limits;
use sleeping_queens::net::load::{LoadConfig, run_load};
use sleeping_queens::net::protocol::{GameKind, Refusal, SeatPlan, TablePlan, ToClient, ToServer};
use sleeping_queens::net::server_transport::ServerTransport;
use sleeping_queens::net::tables::Tables;
use sleeping_queens::net::transport::{
    Answered, HostedTables, MOST_CLIENTS, Request, ThisVersion, Told, connect, finish_headless,
    headless_app, serve,
};
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Action, CardId, RuleSet};

/// A server on a free loopback port, in this process, dealing its tables from a fixed
/// seed: a test's games are the same every run.
pub(super) fn server(max_clients: usize) -> (App, SocketAddr) {
    let mut app = headless_app();
    let addr = serve(
        &mut app,
        (Ipv4Addr::LOCALHOST, 0).into(),
        max_clients,
        Tables::new(16),
    )
    .expect("a loopback port");
    let mut hosted = app.world_mut().resource_mut::<HostedTables>();
    hosted.deal_from(7);
    // Every client of these tests is on the loopback address.
    hosted.limit_each_address(Limits {
        connections: 1000,
        tables: 1000,
        requests_per_second: 1e6,
        burst: 1e6,
    });
    app.world_mut()
        .resource_mut::<ServerTransport>()
        .limit_handshakes(HandshakeLimits {
            pending_per_place: 1000,
            requests_per_second: 1e6,
            burst: 1e6,
            ..HandshakeLimits::default()
        });
    finish_headless(&mut app);
    (app, addr)
}

/// netcode holds at most 1,024 connections and panics when asked for more: the server
/// refuses such a figure with a sentence instead.
#[test]
fn a_server_asked_for_more_connections_than_it_can_hold_says_so_and_does_not_panic() {
    for asked in [0, MOST_CLIENTS + 1, usize::MAX] {
        let mut app = headless_app();
        let refused = serve(
            &mut app,
            (Ipv4Addr::LOCALHOST, 0).into(),
            asked,
            Tables::new(1),
        )
        .expect_err("more than netcode holds");
        assert!(refused.0.contains("1024"), "{}", refused.0);
    }
}

/// A client and a server of different protocols refuse each other, each side naming
/// both versions: the client is told why and leaves, and nothing it asked is played. A
/// client of the same protocol may ask before its greeting is answered.
#[test]
fn a_client_and_a_server_of_other_versions_refuse_each_other_with_both_versions_named() {
    use sleeping_queens::net::protocol::{Greeting, PROTOCOL, VERSION};
    let limit = Duration::from_secs(30);
    for (server_is_older, agree) in [(false, false), (true, false), (false, true)] {
        let (mut server, addr) = server(16);
        let mut client = client(addr);
        let other = Greeting {
            protocol: PROTOCOL + 1,
            version: "9.9.9".into(),
        };
        if !agree {
            // The other program is the newer one.
            let newer = if server_is_older {
                &mut client
            } else {
                &mut server
            };
            newer.insert_resource(ThisVersion(other.clone()));
        }
        let started = Instant::now();
        let mut asked = false;
        let mut answer = None;
        let mut listed = false;
        while answer.is_none() || (agree && !listed) {
            assert!(started.elapsed() < limit, "no answer to the greeting");
            if !asked && client.world().resource::<RenetClient>().is_connected() {
                // Sent with the greeting, not after its answer.
                client.world_mut().write_message(Request(ToServer::Open {
                    plan: TablePlan::open(
                        "Attic",
                        GameKind::SleepingQueens,
                        RuleSet::classic(),
                        vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
                    ),
                    name: "Ann".into(),
                    here: Vec::new(),
                }));
                asked = true;
            }
            client.update();
            server.update();
            let world = client.world_mut();
            if let Some(Answered(a)) = world.resource_mut::<Messages<Answered>>().drain().last() {
                answer = Some(a);
            }
            listed |= world
                .resource_mut::<Messages<Told>>()
                .drain()
                .any(|Told(m)| matches!(m, ToClient::Seated { .. }));
            std::thread::sleep(Duration::from_millis(1));
        }
        let tables = server
            .world()
            .resource::<HostedTables>()
            .tables
            .table_count();
        match answer.unwrap() {
            Ok(()) => {
                assert!(agree);
                assert_eq!(tables, 1, "the request sent with the greeting was played");
            }
            Err(refused) => {
                assert!(!agree);
                assert_eq!(refused.server_is_older(), server_is_older);
                let said = refused.to_string();
                let (server_says, client_says) = if server_is_older {
                    (VERSION, "9.9.9")
                } else {
                    ("9.9.9", VERSION)
                };
                assert!(
                    said.contains(server_says) && said.contains(client_says),
                    "{said}"
                );
                let update = if server_is_older {
                    "update the server"
                } else {
                    "update this game"
                };
                assert!(said.contains(update), "{said}");
                assert!(
                    client
                        .world()
                        .resource::<NetcodeClientTransport>()
                        .disconnect_reason()
                        .is_some()
                );
                assert_eq!(
                    tables, 0,
                    "nothing a client of another version asked was played"
                );
            }
        }
    }
}

/// A client of the server at `addr` that says nothing by itself.
fn client(addr: SocketAddr) -> App {
    let mut app = headless_app();
    connect(&mut app, addr).unwrap();
    finish_headless(&mut app);
    app
}

fn load(server: SocketAddr, tables: usize, players: u8, rules: RuleSet) -> LoadConfig {
    LoadConfig {
        server,
        tables,
        players,
        bot: BotKind::Normal,
        game: GameKind::SleepingQueens,
        rules,
        limit: Duration::from_secs(90),
        seed: 5,
        hard_tables: 0,
        threads: 2,
    }
}

#[test]
fn bot_clients_play_whole_games_over_loopback_and_see_only_their_seats() {
    let (mut server, addr) = server(32);
    let cfg = load(addr, 2, 3, RuleSet::extended());
    let report = run_load(&cfg, || server.update(), |t, s| t == 0 && s == 1).expect("connects");
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.finished, 2);
    assert!(!report.latencies.is_empty());
    let hosted = server.world().resource::<HostedTables>();
    for id in hosted.tables.ids() {
        assert!(hosted.tables.game(id).unwrap().state().is_over());
    }

    // Every message the guest of table 0 received: its seat's view holds nothing the
    // seat may not know (the same checks as the tables' own test, over the wire).
    let guest = report
        .bots
        .iter()
        .find(|b| !b.received.is_empty())
        .expect("the kept client");
    let seat = guest.player.seat().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut updates = 0;
    for m in &guest.received {
        if let ToClient::Update {
            seat: s,
            events,
            observation,
            ..
        } = m
        {
            assert_eq!(*s, seat);
            for e in events {
                assert_eq!(&e.seen_by(Some(seat)), e);
            }
            let bytes = serde_json::to_vec(observation).unwrap();
            let again = observation.sample(&mut rng).observe(seat);
            assert_eq!(serde_json::to_vec(&again).unwrap(), bytes);
            updates += 1;
        }
    }
    assert!(updates > 10);

    // Tables of Mad Queens over the same server: their seats play at once.
    let cfg = LoadConfig {
        game: GameKind::MadQueens,
        ..load(addr, 2, 3, RuleSet::classic())
    };
    let report = run_load(&cfg, || server.update(), |_, _| false).expect("connects");
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.finished, 2, "both tables of Mad Queens finished");

    // The server looked far more often than its clients sent: acknowledgements were
    // held back, and every game still finished.
    let withheld = server
        .world()
        .resource::<sleeping_queens::net::server_transport::ServerTransport>()
        .withheld;
    assert!(withheld > 0, "no acknowledgement was withheld");
}

fn random_name<R: Rng>(rng: &mut R) -> String {
    let len = rng.random_range(0..40);
    (0..len)
        .map(|_| match rng.random_range(0..4) {
            0 => ' ',
            1 => '\u{7}',
            _ => rng.random_range('a'..='z'),
        })
        .collect()
}

fn random_message<R: Rng>(rng: &mut R) -> ToServer {
    match rng.random_range(0..7) {
        0 => ToServer::List,
        1 => ToServer::Start,
        2 => ToServer::Leave,
        3 => ToServer::Join {
            table: rng.random_range(0..4),
            name: random_name(rng),
            password: random_name(rng),
            token: rng
                .random::<bool>()
                .then(|| sleeping_queens::net::protocol::SeatToken(rng.random())),
        },
        4 => ToServer::Open {
            plan: TablePlan {
                name: random_name(rng),
                game: if rng.random() {
                    GameKind::MadQueens
                } else {
                    GameKind::SleepingQueens
                },
                rules: RuleSet::classic(),
                seats: (0..rng.random_range(0..8))
                    .map(|_| {
                        if rng.random() {
                            SeatPlan::Person
                        } else {
                            SeatPlan::Bot(BotKind::Easy)
                        }
                    })
                    .collect(),
                password: random_name(rng),
                stand_in_after: Some(rng.random_range(0..5)),
                answer_seconds: None,
                turn_seconds: None,
            },
            name: random_name(rng),
            here: (0..rng.random_range(0..3))
                .map(|_| (rng.random_range(0..8), random_name(rng)))
                .collect(),
        },
        5 => ToServer::MadChoose {
            seat: rng.random_range(0..8),
            step: rng.random_range(0..40),
            action: [MadAction::Reveal, MadAction::Bank, MadAction::Stop][rng.random_range(0..3)],
        },
        _ => ToServer::Choose {
            seat: rng.random_range(0..8),
            step: rng.random_range(0..40),
            action: match rng.random_range(0..4) {
                0 => Action::Slot(rng.random()),
                1 => Action::Play(CardId(rng.random())),
                2 => Action::Owned {
                    seat: rng.random(),
                    index: rng.random(),
                },
                _ => Action::Pass,
            },
        },
    }
}

#[test]
fn the_server_refuses_bad_input_and_floods_and_its_games_go_on() {
    let (mut server, addr) = server(8);
    let started = Instant::now();
    let limit = Duration::from_secs(60);
    let mut rng = ChaCha8Rng::seed_from_u64(21);

    // Random bytes straight at the port, before any connection.
    let raw = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    for _ in 0..200 {
        let len = rng.random_range(0..1400);
        let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        let _ = raw.send_to(&bytes, addr);
    }

    // A client that sends nonsense: random bytes on every channel, and random
    // well-formed messages.
    let mut rogue = client(addr);
    while !rogue.world().resource::<RenetClient>().is_connected() {
        assert!(started.elapsed() < limit, "the rogue never connected");
        rogue.update();
        server.update();
    }
    // A flood of connections beyond the server's limit, once the real game is seated.
    let mut flood: Vec<App> = Vec::new();

    // Meanwhile a real game between two bots.
    let cfg = load(addr, 1, 2, RuleSet::classic());
    let mut pass = 0u32;
    let report = run_load(
        &cfg,
        || {
            pass += 1;
            let playing = {
                let hosted = server.world().resource::<HostedTables>();
                hosted
                    .tables
                    .ids()
                    .any(|id| hosted.tables.game(id).is_some())
            };
            if playing && flood.is_empty() {
                flood.extend((0..12).map(|_| client(addr)));
            }
            for _ in 0..3 {
                rogue
                    .world_mut()
                    .write_message(Request(random_message(&mut rng)));
            }
            // Bytes that make no message cost the rogue its connection: they come
            // once it has said its well-formed nonsense for a while.
            if pass > 30 && pass.is_multiple_of(5) {
                let channels = rogue
                    .world()
                    .resource::<bevy_replicon::prelude::RepliconChannels>()
                    .client_channels()
                    .len() as u8;
                let mut client = rogue.world_mut().resource_mut::<RenetClient>();
                for channel in 0..channels {
                    let len = rng.random_range(0..64);
                    let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
                    if client.is_connected() {
                        client.0.send_message(channel, bytes);
                    }
                }
            }
            rogue.update();
            for app in &mut flood {
                app.update();
            }
            server.update();
        },
        |_, _| false,
    )
    .unwrap();
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.finished, 1, "the real game was harmed");
    let refused = server.world().resource::<HostedTables>().refused;
    assert!(refused > 10, "only {refused} refusals");
    // The connections beyond the limit are turned away with a reason.
    let turned_away = |flood: &[App]| {
        flood
            .iter()
            .filter(|a| {
                a.world()
                    .get_resource::<NetcodeClientTransport>()
                    .is_some_and(|t| t.disconnect_reason().is_some())
            })
            .count()
    };
    while turned_away(&flood) < 4 && started.elapsed() < limit {
        for app in &mut flood {
            app.update();
        }
        server.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    let away = turned_away(&flood);
    assert!(away >= 4, "{away} of the flood were turned away");

    // The server still answers a newcomer.
    let mut newcomer = client(addr);
    for app in &mut flood {
        app.world_mut().resource_mut::<RenetClient>().disconnect();
        app.update();
    }
    let mut listed = false;
    let mut asked = false;
    while !listed {
        assert!(started.elapsed() < limit, "the server stopped answering");
        if !asked && newcomer.world().resource::<RenetClient>().is_connected() {
            newcomer.world_mut().write_message(Request(ToServer::List));
            asked = true;
        }
        newcomer.update();
        server.update();
        let told = newcomer.world_mut().resource_mut::<Messages<Told>>();
        listed = told
            .iter_current_update_messages()
            .any(|Told(m)| matches!(m, ToClient::Tables(_)));
    }
}

/// One address gets its share of a server: connections beyond its limit are told why
/// and closed, a burst of requests beyond its rate is refused with the limit named, and
/// it cannot host more tables than it may; the server answers it again a moment later.
#[test]
fn one_address_is_refused_beyond_its_connections_requests_and_tables() {
    use sleeping_queens::net::protocol::{Limit, Refusal};
    let (mut server, addr) = server(16);
    server
        .world_mut()
        .resource_mut::<HostedTables>()
        .limit_each_address(Limits {
            connections: 3,
            tables: 1,
            requests_per_second: 5.0,
            burst: 5.0,
        });
    let started = Instant::now();
    let limit = Duration::from_secs(30);
    let mut clients: Vec<App> = (0..4).map(|_| client(addr)).collect();
    let mut heard: Vec<Vec<ToClient>> = vec![Vec::new(); 4];
    let run = |clients: &mut [App], server: &mut App, heard: &mut [Vec<ToClient>]| {
        for (i, c) in clients.iter_mut().enumerate() {
            c.update();
            let mut told = c.world_mut().resource_mut::<Messages<Told>>();
            heard[i].extend(told.drain().map(|Told(m)| m));
        }
        server.update();
        std::thread::sleep(Duration::from_millis(1));
    };
    let closed = |c: &App| {
        c.world()
            .get_resource::<NetcodeClientTransport>()
            .is_some_and(|t| t.disconnect_reason().is_some())
    };
    let connected = |c: &App| c.world().resource::<RenetClient>().is_connected();
    // Three connect; the fourth is closed.
    while !(clients.iter().filter(|c| connected(c)).count() == 3
        && clients.iter().filter(|c| closed(c)).count() == 1)
    {
        assert!(
            started.elapsed() < limit,
            "the fourth connection stayed open"
        );
        run(&mut clients, &mut server, &mut heard);
    }
    // The fourth was told why before it was let go, in words its game translates.
    let fourth = clients.iter().position(closed).unwrap();
    assert!(
        heard[fourth].contains(&ToClient::Refused(Refusal::Limited(Limit::Connections))),
        "{:?}",
        heard[fourth]
    );
    let first = clients.iter().position(connected).unwrap();
    // A burst of twenty requests: five answered, the rest refused as too many.
    for _ in 0..20 {
        clients[first]
            .world_mut()
            .write_message(Request(ToServer::List));
    }
    let answers = |heard: &[ToClient]| {
        let listed = heard
            .iter()
            .filter(|m| matches!(m, ToClient::Tables(_)))
            .count();
        let limited = heard
            .iter()
            .filter(|m| **m == ToClient::Refused(Refusal::Limited(Limit::Requests)))
            .count();
        (listed, limited)
    };
    while answers(&heard[first]) != (5, 15) {
        assert!(
            started.elapsed() < limit,
            "{:?} answered",
            answers(&heard[first])
        );
        run(&mut clients, &mut server, &mut heard);
    }
    // A table, and a second one from the same address, refused.
    std::thread::sleep(Duration::from_millis(1200));
    let open = |name: &str| {
        Request(ToServer::Open {
            plan: TablePlan::open(
                name,
                GameKind::SleepingQueens,
                RuleSet::classic(),
                vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
            ),
            name: name.into(),
            here: Vec::new(),
        })
    };
    let others: Vec<usize> = (0..4)
        .filter(|&i| i != first && connected(&clients[i]))
        .collect();
    clients[others[0]].world_mut().write_message(open("Ann"));
    while server
        .world()
        .resource::<HostedTables>()
        .tables
        .table_count()
        == 0
    {
        assert!(started.elapsed() < limit, "the first table did not open");
        run(&mut clients, &mut server, &mut heard);
    }
    clients[others[1]].world_mut().write_message(open("Bo"));
    let refused = ToClient::Refused(Refusal::Limited(Limit::Tables));
    while !heard[others[1]].contains(&refused) {
        assert!(
            started.elapsed() < limit,
            "the second table was not refused"
        );
        run(&mut clients, &mut server, &mut heard);
    }
    assert_eq!(
        server
            .world()
            .resource::<HostedTables>()
            .tables
            .table_count(),
        1
    );
}

/// The desktop game, its network channels laid out (as `App::run` does when the app
/// finishes), its cards moving 40 times faster.
/// The desktop game's Join form sent as Ann.
pub(super) fn join_as_ann(game: &mut App, addr: SocketAddr, password: &str) {
    game.world_mut().write_message(OnlineAsk::Join(OnlineForm {
        address: addr.to_string(),
        name: "Ann".into(),
        password: password.into(),
        ..OnlineForm::default()
    }));
}

pub(super) fn desktop_game(tag: &str) -> App {
    let mut game = super::stepped_app(
        tag,
        super::Cli {
            animation_speed: 40.0,
            ..super::Cli::default()
        },
    );
    game.finish();
    game.cleanup();
    game
}

/// Ann hosting on her computer for herself, Cy at her screen and an Easy bot, and
/// starting the game once everyone sits.
#[derive(Default)]
struct Hosting {
    asked: bool,
    started: bool,
}

impl Hosting {
    /// One frame's part: host from the title screen, start from a full lobby.
    fn step(&mut self, game: &mut App, rules: &str) {
        use sleeping_queens::game::online::{FormSeat, Online, Phase};
        if !self.asked && super::screen(game) == super::Screen::Title {
            game.world_mut().write_message(OnlineAsk::Host(OnlineForm {
                name: "Ann".into(),
                here: true,
                port: "0".into(),
                rules: rules.into(),
                others: vec![FormSeat::Here("Cy".into()), FormSeat::Bot(BotKind::Easy)],
                stand_in: None,
                ..OnlineForm::default()
            }));
            self.asked = true;
        }
        let online = game.world().resource::<Online>();
        let full = online
            .lobby
            .as_ref()
            .is_some_and(|l| l.seats.iter().all(|s| s.name.is_some()));
        if !self.started && online.phase == Phase::Seated && full {
            assert_eq!(online.seats, vec![0, 1], "Ann and Cy sit at this screen");
            game.world_mut().write_message(OnlineAsk::Start);
            self.started = true;
        }
    }
}

/// Ann hosts a table on her computer for herself, Cy beside her at her screen, and a
/// bot: the two people play it in turn at one screen, as at a hot-seat table. The
/// table shows only the view of the person who has the screen (each seat's view comes
/// from the server, which tells each seat only its own), and changes views under the
/// cover of the hand-off.
#[test]
fn people_at_the_hosts_screen_play_a_networked_game_in_turn() {
    use sleeping_queens::game::sleeping_queens::engine::{Match, ViewChanged};
    use sleeping_queens::game::sleeping_queens::hotseat::HotSeat;

    let mut game = desktop_game("online-here");
    let start = Instant::now();
    let limit = Duration::from_secs(120);
    let mut hosting = Hosting::default();
    let mut shown_views = Vec::new();
    let mut changes = 0;
    let (mut i, mut asked) = (0u64, Vec::new());
    loop {
        if start.elapsed() >= limit {
            // Where it stood, to find what it waited for.
            let online = game
                .world()
                .resource::<sleeping_queens::game::online::Online>();
            let table = game.world().get_resource::<Match>();
            panic!(
                "the networked game did not end: screen {:?}, phase {:?}, seats {:?}, \
                 steps {:?}, pending {:?}, hot seat {:?}",
                super::screen(&game),
                online.phase,
                online.seats,
                table.map(|t| t.game().steps()),
                table.and_then(|t| t.state().pending().cloned()),
                game.world().get_resource::<HotSeat>(),
            );
        }
        game.update();
        std::thread::sleep(Duration::from_millis(1));
        hosting.step(&mut game, "extended");
        changes += game
            .world()
            .resource::<Messages<ViewChanged>>()
            .iter_current_update_messages()
            .count();
        let (Some(table), Some(seats)) = (
            game.world().get_resource::<Match>(),
            game.world().get_resource::<HotSeat>(),
        ) else {
            continue;
        };
        assert!(table.game().is_mirror());
        if table.state().is_over() {
            break;
        }
        let view = table.online_seat().expect("a mirror of one seat");
        if !shown_views.contains(&view) {
            shown_views.push(view);
        }
        if let Some(hand) = seats.shown_hand() {
            assert_eq!(
                Some(hand),
                table.online_seat(),
                "a hand is shown only from its own seat's view"
            );
        }
        super::sleeping_queens_table::hot_seat_turn(&mut game, &mut i, &mut asked);
    }
    shown_views.sort_unstable();
    assert_eq!(shown_views, vec![0, 1], "both people had the screen");
    assert!(changes > 0, "the table changed views");
    let windows: Vec<_> = asked.iter().map(|a| a.3).collect();
    assert!(
        windows.contains(&0) && windows.contains(&1),
        "both people were asked in windows: {asked:?}"
    );
}

/// Ann hosts a table of Mad Queens for herself, Cy at her screen and a bot: the two
/// people take the screen in turn, each seeing only their own seat's view (as the
/// server sent it to that seat), and the game ends as the server's does.
#[test]
fn people_at_the_hosts_screen_play_mad_queens_over_the_network() {
    use sleeping_queens::game::mad_queens::engine::{MadChoose, MadMatch};
    use sleeping_queens::game::mad_queens::shown::{LiftCover, MadShown, MadView};

    let mut game = desktop_game("online-mad-here");
    let start = Instant::now();
    let mut hosting = Hosting::default();
    let mut views = Vec::new();
    let mut choices = 0usize;
    let mut chose_at = None;
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the networked game did not end"
        );
        game.update();
        std::thread::sleep(Duration::from_millis(1));
        hosting.step(&mut game, "mad-queens");
        let Some(table) = game.world().get_resource::<MadMatch>() else {
            continue;
        };
        if table.game().state().is_over() {
            break;
        }
        let view = *game.world().resource::<MadView>();
        let at_rest = game.world().resource::<MadShown>().at_rest();
        if view.covered {
            if let Some(seat) = view.seat {
                game.world_mut().write_message(LiftCover(seat));
            }
            continue;
        }
        assert_eq!(
            view.seat,
            table.online_seat(),
            "only a seat's own view shows"
        );
        if let Some(seat) = view.seat
            && !views.contains(&seat)
        {
            views.push(seat);
        }
        let Some(seat) = view.person_deciding(table).filter(|_| at_rest) else {
            continue;
        };
        let at = table.actions_played();
        if chose_at == Some((seat, at)) {
            continue;
        }
        chose_at = Some((seat, at));
        choices += 1;
        let legal = table.game().state().legal(seat);
        let action = legal[choices % legal.len()];
        game.world_mut()
            .write_message(MadChoose { seat, action, at });
    }
    views.sort_unstable();
    assert_eq!(views, vec![0, 1], "both people had the screen");
    assert!(choices > 6, "{choices} choices");
}

/// At a table played over the network, a remote seat's decision is left to it: the
/// desktop game sends nothing for that seat, however long it takes.
#[test]
fn the_desktop_game_leaves_a_remote_seats_decision_to_it() {
    use sleeping_queens::game::next_game::{OnlineStart, OpenTable};
    use sleeping_queens::game::sleeping_queens::engine::Choose;
    use sleeping_queens::sleeping_queens::{Game, Setup};

    let mut game = desktop_game("online-remote");
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    // Bo, the server's Hard bot, decides first.
    let setup = Setup {
        starting_seat: Some(1),
        ..Setup::new(2, RuleSet::extended())
    };
    let (played, _) = Game::new(setup, 3).unwrap();
    game.world_mut()
        .write_message(OpenTable::Online(Box::new(OnlineStart {
            seat: 0,
            people: vec![0],
            names: vec!["Ann".into(), "Bo".into()],
            bots: vec![None, Some(BotKind::Hard)],
            step: 0,
            events: played.history().to_vec(),
            observation: Box::new(played.state().observe(0)),
        })));
    // Counted where every choice goes in (the table sends each on to the server).
    let mut for_bo = 0;
    for _ in 0..400 {
        game.update();
        for_bo += game
            .world()
            .resource::<Messages<Choose>>()
            .iter_current_update_messages()
            .filter(|c| c.seat == 1)
            .count();
    }
    assert_eq!(super::screen(&game), super::Screen::Playing);
    assert_eq!(for_bo, 0, "nothing was chosen for Bo's seat");
    // Bo's plate says which bot the server plays, not only that it plays elsewhere.
    let bo = game
        .world()
        .resource::<sleeping_queens::game::sleeping_queens::engine::Match>()
        .seat_kind(1);
    assert_eq!(
        bo,
        sleeping_queens::seats::SeatKind::RemoteBot(BotKind::Hard)
    );
    assert_eq!(
        sleeping_queens::game::text::kind_label(Some(bo)),
        "Hard bot"
    );
}

/// The choices the desktop game sent to the server, as they leave it.
#[derive(Resource, Default)]
struct SentChoices(Vec<ToServer>);

fn record_sent(mut requests: MessageReader<Request>, mut sent: ResMut<SentChoices>) {
    sent.0.extend(
        requests
            .read()
            .map(|Request(m)| m.clone())
            .filter(|m| matches!(m, ToServer::Choose { .. } | ToServer::MadChoose { .. })),
    );
}

/// The choices sent since this was last asked.
fn sent_this_frame(game: &mut App) -> Vec<ToServer> {
    std::mem::take(&mut game.world_mut().resource_mut::<SentChoices>().0)
}

/// Opens the online table of `played` at this screen as Ann's (seat 0), as a server's
/// first update would, against another person, Bo.
fn open_online_as_ann(game: &mut App, played: &sleeping_queens::sleeping_queens::Game) {
    use sleeping_queens::game::next_game::{OnlineStart, OpenTable};
    use sleeping_queens::game::sleeping_queens::engine::Match;
    game.world_mut()
        .write_message(OpenTable::Online(Box::new(OnlineStart {
            seat: 0,
            people: vec![0],
            names: vec!["Ann".into(), "Bo".into()],
            bots: Vec::new(),
            step: 0,
            events: played.history().to_vec(),
            observation: Box::new(played.state().observe(0)),
        })));
    super::update_until(game, "the online table", |a| {
        a.world().get_resource::<Match>().is_some()
    });
}

/// Over the network a decision stays on screen until the server answers. A person who
/// clicks twice, a countdown that runs out beside a click, and a click on a decision
/// that has gone send the server one choice for the decision, never a second or a
/// stale one (it would refuse them).
#[test]
fn the_desktop_game_sends_the_server_one_choice_a_decision() {
    use sleeping_queens::game::mad_queens::engine::{MadChoose, MadMatch};
    use sleeping_queens::game::next_game::{OnlineStart, OpenTable};
    use sleeping_queens::game::sleeping_queens::engine::{Choose, Match};
    use sleeping_queens::game::sleeping_queens::input::aim_of;
    use sleeping_queens::mad_queens::{MadGame, MadSetup};
    use sleeping_queens::sleeping_queens::{Game, Setup};

    let mut game = desktop_game("online-twice");
    game.init_resource::<SentChoices>().add_systems(
        PostUpdate,
        record_sent.before(bevy_replicon::prelude::ClientSystems::Send),
    );
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    // Ann, at this screen, decides first.
    let setup = Setup {
        starting_seat: Some(0),
        ..Setup::new(2, RuleSet::extended())
    };
    let (played, _) = Game::new(setup, 3).unwrap();
    open_online_as_ann(&mut game, &played);
    let table = game.world().resource::<Match>();
    let action = table.state().legal_actions()[0];
    let choice = table.choice(0, action);
    let late = Choose {
        at: choice.at.wrapping_sub(1),
        ..choice
    };
    for _ in 0..3 {
        game.world_mut().write_message(choice);
    }
    game.world_mut().write_message(late);
    game.update();
    assert_eq!(
        sent_this_frame(&mut game),
        vec![ToServer::Choose {
            seat: 0,
            step: choice.at as u32,
            action
        }],
        "one choice went"
    );
    // The decision is still on screen (no update came back): nothing more goes.
    game.world_mut().write_message(choice);
    game.update();
    assert_eq!(sent_this_frame(&mut game), Vec::new(), "nothing more went");

    // A King and its queen, picked one after the other at this screen: the card goes
    // first, and the queen as soon as the server asks for it, with no second click.
    game.world_mut()
        .resource_mut::<NextState<super::Screen>>()
        .set(super::Screen::Title);
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    let (mut played, card, target) = (0..200u64)
        .find_map(|seed| {
            let setup = Setup {
                starting_seat: Some(0),
                ..Setup::new(2, RuleSet::extended())
            };
            let (played, _) = Game::new(setup, seed).unwrap();
            let (card, target) = played.state().legal_actions().into_iter().find_map(|a| {
                let Action::Play(card) = a else { return None };
                let (_, legal) = aim_of(played.state(), 0, card)?;
                Some((a, *legal.first()?))
            })?;
            Some((played, card, target))
        })
        .expect("a deal where Ann holds a card that picks a target");
    open_online_as_ann(&mut game, &played);
    let first = game.world().resource::<Match>().choice(0, card);
    game.world_mut().write_message(first);
    game.world_mut().write_message(Choose {
        action: target,
        at: first.at + 1,
        ..first
    });
    game.update();
    assert_eq!(
        sent_this_frame(&mut game),
        vec![ToServer::Choose {
            seat: 0,
            step: first.at as u32,
            action: card
        }],
        "the card went first"
    );
    game.update();
    assert_eq!(sent_this_frame(&mut game), Vec::new(), "the target waits");
    // The server plays the card, and its update asks Ann for the target.
    let events: Vec<_> = played
        .apply_as(0, card)
        .unwrap()
        .iter()
        .map(|e| e.seen_by(Some(0)))
        .collect();
    let steps = played.steps();
    game.world_mut()
        .resource_mut::<Match>()
        .follow(0, &played.state().observe(0), events, steps);
    game.update();
    assert_eq!(
        sent_this_frame(&mut game),
        vec![ToServer::Choose {
            seat: 0,
            step: first.at as u32 + 1,
            action: target
        }],
        "the target went without another click"
    );

    // Mad Queens: the same for a seat's own decisions.
    game.world_mut()
        .resource_mut::<NextState<super::Screen>>()
        .set(super::Screen::Title);
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    let (mad, _) = MadGame::new(MadSetup::new(2), 5).unwrap();
    game.world_mut()
        .write_message(OpenTable::MadOnline(Box::new(OnlineStart {
            seat: 1,
            people: vec![1],
            names: vec!["Bo".into(), "Ann".into()],
            bots: Vec::new(),
            step: 0,
            events: sleeping_queens::mad_queens::seen_by(mad.history(), Some(1)),
            observation: Box::new(mad.observe(1)),
        })));
    super::update_until(&mut game, "the online Mad Queens table", |a| {
        a.world().get_resource::<MadMatch>().is_some()
    });
    let table = game.world().resource::<MadMatch>();
    let action = table.game().state().legal(1)[0];
    let choice = MadChoose {
        seat: 1,
        action,
        at: table.actions_played(),
    };
    game.world_mut().write_message(choice);
    game.world_mut().write_message(choice);
    game.world_mut().write_message(MadChoose {
        at: choice.at + 1,
        ..choice
    });
    game.update();
    assert_eq!(
        sent_this_frame(&mut game),
        vec![ToServer::MadChoose {
            seat: 1,
            step: choice.at as u32,
            action
        }]
    );
    game.world_mut().write_message(choice);
    game.update();
    assert_eq!(sent_this_frame(&mut game), Vec::new());
}

/// A server stopping writes every table that changed before it exits, without waiting
/// for its next save (`sq-server` does so on Ctrl+C or a termination signal); a server
/// started again from those files resumes the live game.
#[test]
fn a_stopping_server_saves_its_tables_at_once() {
    use sleeping_queens::net::saves::TableFiles;
    use sleeping_queens::net::transport::{autosave_to, save_now};
    let dir = tempfile::tempdir().unwrap();
    let (mut server, addr) = server(8);
    autosave_to(&mut server, TableFiles::new(dir.path()));
    let mut ann = client(addr);
    let started = Instant::now();
    let limit = Duration::from_secs(30);
    let mut asked = false;
    let table_on_server = |server: &App| {
        let hosted = server.world().resource::<HostedTables>();
        hosted
            .tables
            .ids()
            .any(|id| hosted.tables.game(id).is_some())
    };
    while !table_on_server(&server) {
        assert!(started.elapsed() < limit, "the table did not start");
        if !asked && ann.world().resource::<RenetClient>().is_connected() {
            let plan = TablePlan::open(
                "Attic",
                GameKind::SleepingQueens,
                RuleSet::classic(),
                vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
            );
            ann.world_mut().write_message(Request(ToServer::Open {
                plan,
                name: "Ann".into(),
                here: Vec::new(),
            }));
            ann.world_mut().write_message(Request(ToServer::Start));
            asked = true;
        }
        ann.update();
        server.update();
    }
    // Within the second a save waits, nothing is written yet; stopping writes it.
    let files = TableFiles::new(dir.path());
    let waiting = server.world().resource::<Time<Real>>().elapsed() < Duration::from_secs(1);
    if waiting {
        assert!(files.read_all().is_empty());
    }
    save_now(&mut server);
    let read = files.read_all();
    assert_eq!(read.len(), 1, "the live table is written");
    let save = read.into_iter().next().unwrap().1.expect("a table file");
    let mut again = Tables::new(4);
    assert!(again.restore(save, Duration::ZERO).is_ok(), "and resumes");
}

/// `sq-server` as a separate process, stopped (by a termination signal, or killed) when
/// dropped.
struct ServerProcess {
    child: std::process::Child,
    addr: SocketAddr,
    /// Everything it printed up to "listening".
    said: Vec<String>,
}

impl ServerProcess {
    fn start(tables_dir: &std::path::Path) -> ServerProcess {
        use std::io::BufRead;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sq-server"))
            .args(["--bind", "127.0.0.1", "--port", "0", "--no-announce"])
            // Every client of the test is on the loopback address, and bots choose far
            // quicker than the 20 requests a second one address may send by default.
            .args([
                "--requests-per-second",
                "100000",
                "--connections-per-address",
                "100",
            ])
            .arg("--tables-dir")
            .arg(tables_dir)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("sq-server starts");
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut said = Vec::new();
        let mut addr = None;
        for line in out.lines() {
            let line = line.expect("sq-server speaks");
            if let Some(rest) = line.strip_prefix("sq-server listening on ") {
                addr = rest.split(',').next().and_then(|a| a.parse().ok());
                said.push(line);
                break;
            }
            said.push(line);
        }
        let addr = addr.unwrap_or_else(|| panic!("sq-server did not listen: {said:?}"));
        ServerProcess { child, addr, said }
    }

    /// Sends the termination signal and waits (at most 30 s) for the process to end.
    fn terminate(&mut self) -> std::process::ExitStatus {
        let status = std::process::Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "sq-server did not stop"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Keeps `client` talking until `done` holds of what it was told (at most 30 s).
fn talk_until(client: &mut App, mut done: impl FnMut(&ToClient) -> bool) -> ToClient {
    let started = Instant::now();
    loop {
        assert!(started.elapsed() < Duration::from_secs(30), "no answer");
        client.update();
        let mut told = client.world_mut().resource_mut::<Messages<Told>>();
        if let Some(Told(m)) = told.drain().find(|Told(m)| done(m)) {
            return m;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Waits (at most 30 s) for `client` to be connected.
fn until_connected(client: &mut App) {
    let started = Instant::now();
    while !client.world().resource::<RenetClient>().is_connected() {
        assert!(started.elapsed() < Duration::from_secs(30), "not connected");
        client.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The real `sq-server`, stopped by a termination signal mid-game, writes its tables
/// before it exits; started again, it resumes every live game and none that is over or
/// never started.
#[test]
fn a_server_stopped_by_a_termination_signal_resumes_every_live_game_and_no_dead_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut process = ServerProcess::start(dir.path());
    let addr = process.addr;
    // Ann's game is under way; Bo's table never starts.
    let mut ann = client(addr);
    let mut bo = client(addr);
    for (who, c, start) in [("Ann", &mut ann, true), ("Bo", &mut bo, false)] {
        until_connected(c);
        let plan = TablePlan::open(
            who,
            GameKind::SleepingQueens,
            RuleSet::classic(),
            vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Normal)],
        );
        c.world_mut().write_message(Request(ToServer::Open {
            plan,
            name: who.into(),
            here: Vec::new(),
        }));
        if start {
            c.world_mut().write_message(Request(ToServer::Start));
        }
        talk_until(c, |m| match m {
            ToClient::Lobby(l) => l.started == start,
            _ => false,
        });
    }
    // A whole game between two bot clients, to its end.
    let report =
        run_load(&load(addr, 1, 2, RuleSet::classic()), || {}, |_, _| false).expect("connects");
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.finished, 1);

    let status = process.terminate();
    assert!(status.success(), "{status:?}");
    drop(process);
    drop((ann, bo));

    let again = ServerProcess::start(dir.path());
    let resumed: Vec<_> = again
        .said
        .iter()
        .filter(|l| l.starts_with("resumed table"))
        .collect();
    assert_eq!(resumed.len(), 1, "{:?}", again.said);
    let mut cy = client(again.addr);
    until_connected(&mut cy);
    cy.world_mut().write_message(Request(ToServer::List));
    let ToClient::Tables(list) = talk_until(&mut cy, |m| matches!(m, ToClient::Tables(_))) else {
        unreachable!("talk_until returns what it waited for")
    };
    assert_eq!(list.len(), 1, "{list:?}");
    assert!(list[0].started && list[0].name == "Ann", "{list:?}");
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 1, "the dead tables' files are gone");
}

/// Bot clients that choose quicker than the server lets one address ask are refused by
/// its limit, send the same choice again a moment later, and finish their game.
#[test]
fn bot_clients_refused_by_the_rate_limit_send_again_and_finish() {
    let (mut server, addr) = server(8);
    server
        .world_mut()
        .resource_mut::<HostedTables>()
        .limit_each_address(Limits {
            connections: 100,
            tables: 100,
            requests_per_second: 40.0,
            burst: 10.0,
        });
    let report = run_load(
        &load(addr, 1, 2, RuleSet::classic()),
        || server.update(),
        |_, _| true,
    )
    .expect("connects");
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.finished, 1);
    let limited = report
        .bots
        .iter()
        .flat_map(|b| &b.received)
        .filter(|m| matches!(m, ToClient::Refused(Refusal::Limited(_))))
        .count();
    assert!(limited > 0, "the limit was reached");
}

/// A server as `sq-server` starts one: the handshake limits as they are by default.
fn server_as_started(max_clients: usize) -> (App, SocketAddr) {
    let (mut app, addr) = server(max_clients);
    app.world_mut()
        .resource_mut::<ServerTransport>()
        .limit_handshakes(HandshakeLimits::default());
    (app, addr)
}

/// A client of the server at `addr`, sending from `from` (another loopback address
/// is another computer to the server).
fn client_from(addr: SocketAddr, from: Ipv4Addr) -> App {
    use sleeping_queens::net::transport::client_resources_on;
    let mut app = headless_app();
    let socket = UdpSocket::bind((from, 0)).expect("a loopback address of its own");
    let (client, transport) = client_resources_on(
        app.world()
            .resource::<bevy_replicon::prelude::RepliconChannels>(),
        addr,
        socket,
    )
    .unwrap();
    app.insert_resource(client).insert_resource(transport);
    finish_headless(&mut app);
    app
}

/// One address floods the server with handshakes it never finishes, from thousands of
/// ports: tokens that live a few seconds, and tokens that live ten years, as an
/// attacker's program sends them. A client on another address connects at once all
/// the while, the flood's address holds only a few handshakes, and once its tokens have
/// expired a client on the flood's own address connects again. The server's log says
/// nothing of the flood but one summary.
#[test]
fn a_flood_of_handshakes_from_one_address_locks_nobody_else_out() {
    use sleeping_queens::net::handshakes::connection_request;
    use sleeping_queens::net::protocol::PROTOCOL_ID;
    let (mut server, addr) = server_as_started(64);
    let now = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs()
    };
    let ten_years = 10 * 365 * 24 * 3600;
    let token_life = 3;
    // Each request from a port of its own, as many as netcode's table of pending
    // clients holds and more.
    let mut sent = 0;
    let mut flood = |server: &mut App, requests: usize, life: u64| {
        for _ in 0..requests {
            let request = connection_request(addr, PROTOCOL_ID, now(), life, 15);
            let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
            let _ = socket.send_to(&request, addr);
            sent += 1;
            if sent % 100 == 0 {
                server.update();
            }
        }
    };
    // Tokens that never expire, more than netcode's table of pending clients holds.
    flood(&mut server, 4_500, ten_years);
    // Still flooding, with tokens that do expire: another address connects at once.
    let mut other = client_from(addr, Ipv4Addr::new(127, 0, 0, 2));
    let started = Instant::now();
    while !other.world().resource::<RenetClient>().is_connected() {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "127.0.0.2 could not connect during the flood"
        );
        flood(&mut server, 10, ten_years);
        flood(&mut server, 10, token_life);
        server.update();
        other.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let mut transport = server.world_mut().resource_mut::<ServerTransport>();
    let pending = transport.handshakes.pending();
    let dropped = transport.handshakes.take_dropped().unwrap_or_default();
    assert!(dropped.contains("tokens that live too long"), "{dropped}");
    assert!(
        pending <= HandshakeLimits::default().pending_per_place + 1,
        "{pending} handshakes pending"
    );
    // The flood stops; its tokens expire; its address connects again.
    let stopped = Instant::now();
    let mut again = client_from(addr, Ipv4Addr::LOCALHOST);
    while !again.world().resource::<RenetClient>().is_connected() {
        assert!(
            stopped.elapsed() < Duration::from_secs(u64::from(token_life as u32) + 10),
            "127.0.0.1 could not connect again after the flood"
        );
        server.update();
        other.update();
        again.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A Join the server refuses, or that finds no free seat, or whose address is no
/// address, leaves the player on the online form with their fields and the reason; the
/// link is gone, and the next visit to the form starts without it.
#[test]
fn a_refused_join_leaves_the_player_on_the_form_saying_why() {
    use sleeping_queens::game::online::{Link, NotOnline, Online, OnlineProblem, Phase};
    let (mut server, addr) = server(8);
    let mut game = desktop_game("online-refused");
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    let asked = |game: &mut App, server: &mut App, form: OnlineForm| {
        game.world_mut()
            .resource_mut::<NextState<super::Screen>>()
            .set(super::Screen::Online);
        game.update();
        game.world_mut().write_message(OnlineAsk::Join(form));
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            server.update();
            game.update();
            let online = game.world().resource::<Online>();
            if online.problem.is_some() || Instant::now() > deadline {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(
            super::screen(game),
            super::Screen::Online,
            "still on the form"
        );
        let online = game.world().resource::<Online>();
        assert_eq!(online.phase, Phase::Apart);
        assert!(
            game.world().get_resource::<Link>().is_none(),
            "the link is gone"
        );
        format!(
            "{:?}",
            online.problem.as_ref().expect("a reason on the form")
        )
    };
    let ann = |table: &str| OnlineForm {
        address: addr.to_string(),
        name: "Ann".into(),
        table: table.into(),
        ..OnlineForm::default()
    };
    let said = asked(&mut game, &mut server, ann(""));
    assert_eq!(said, format!("{:?}", OnlineProblem::NoFreeTable));
    let said = asked(&mut game, &mut server, ann("42"));
    assert_eq!(
        said,
        format!("{:?}", OnlineProblem::Refused(Refusal::NoSuchTable))
    );
    // A port that is no number: refused before any lookup of the name.
    let nowhere = OnlineForm {
        address: "192.168.1.20:port".into(),
        ..ann("")
    };
    let said = asked(&mut game, &mut server, nowhere);
    assert!(
        said.starts_with(&format!(
            "{:?}",
            OnlineProblem::NotOnline(NotOnline::BadAddress("192.168.1.20:port".into()))
        )),
        "{said}"
    );
    // The title, then the form again: as the first time.
    game.world_mut()
        .resource_mut::<NextState<super::Screen>>()
        .set(super::Screen::Title);
    game.update();
    game.update();
    assert!(game.world().resource::<Online>().problem.is_none());
}

/// Hosting on a port another program holds says so in the player's words, on the form,
/// and hosts nothing.
#[test]
fn hosting_on_a_port_in_use_says_so_on_the_form() {
    use sleeping_queens::game::online::{Link, NotOnline, Online, OnlineProblem};
    let taken = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).expect("a free port");
    let port = taken.local_addr().unwrap().port();
    let mut game = desktop_game("online-port-taken");
    super::update_until(&mut game, "the title", |a| {
        super::screen(a) == super::Screen::Title
    });
    game.world_mut()
        .resource_mut::<NextState<super::Screen>>()
        .set(super::Screen::Online);
    game.update();
    game.world_mut().write_message(OnlineAsk::Host(OnlineForm {
        name: "Ann".into(),
        here: true,
        port: port.to_string(),
        ..OnlineForm::default()
    }));
    game.update();
    game.update();
    assert_eq!(super::screen(&game), super::Screen::Online);
    let online = game.world().resource::<Online>();
    let problem = online.problem.as_ref().expect("a reason on the form");
    assert!(
        matches!(problem, OnlineProblem::NotOnline(NotOnline::PortInUse(p)) if *p == port),
        "{problem:?}"
    );
    assert!(problem.to_string().contains(&port.to_string()), "{problem}");
    assert!(
        game.world().get_resource::<Link>().is_none(),
        "nothing hosted"
    );
    drop(taken);
}
