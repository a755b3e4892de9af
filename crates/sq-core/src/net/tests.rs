//! A server's tables and network bots, without sockets: every message goes through
//! serialization, as it would over the wire.

use std::collections::BTreeMap;
use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::player::{BotPlayer, Entry, Progress};
use super::protocol::{GameKind, Refusal, SeatPlan, TablePlan, ToClient, ToServer};
use super::tables::{ClientKey, Outgoing, Tables};
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{Action, GameEvent, RuleSet, Seat};

fn plan(rules: RuleSet, seats: Vec<SeatPlan>) -> TablePlan {
    TablePlan::open("Kitchen", Default::default(), rules, seats)
}

fn wire<T: serde::Serialize + serde::de::DeserializeOwned>(m: &T) -> T {
    serde_json::from_str(&serde_json::to_string(m).expect("serializes")).expect("reads back")
}

/// A server and its clients in memory, with every message each client received.
struct Room {
    tables: Tables,
    now: Duration,
    inbox: BTreeMap<ClientKey, Vec<ToClient>>,
}

impl Room {
    fn new() -> Room {
        Room {
            tables: Tables::new(8),
            now: Duration::ZERO,
            inbox: BTreeMap::new(),
        }
    }
    fn connect(&mut self, client: ClientKey) {
        self.tables.connected(client);
        self.inbox.entry(client).or_default();
    }
    fn send(&mut self, client: ClientKey, m: ToServer) -> Vec<ToClient> {
        self.tables.receive(client, wire(&m), self.now, 99);
        self.deliver();
        self.inbox.get(&client).cloned().unwrap_or_default()
    }
    fn deliver(&mut self) {
        for Outgoing { to, message } in self.tables.drain() {
            self.inbox.entry(to).or_default().push(wire(&message));
        }
    }
    fn take(&mut self, client: ClientKey) -> Vec<ToClient> {
        std::mem::take(self.inbox.entry(client).or_default())
    }
}

/// The latest word on who sits where among `said`.
fn last_lobby(said: Vec<ToClient>) -> Option<super::protocol::LobbyView> {
    said.into_iter().rev().find_map(|m| match m {
        ToClient::Lobby(l) => Some(l),
        _ => None,
    })
}

/// Ann (client 1) opens a table with `plan` and Bo (client 2) sits down at it.
fn ann_and_bo(room: &mut Room, plan: TablePlan) {
    room.connect(1);
    room.connect(2);
    let name = "Ann".to_string();
    room.send(
        1,
        ToServer::Open {
            plan,
            name,
            here: Vec::new(),
        },
    );
    let join = ToServer::Join {
        table: 1,
        name: "Bo".into(),
        password: String::new(),
        token: None,
    };
    room.send(2, join);
}

/// Plays a whole table of network bots; returns the room with everything said (and,
/// apart, everything the second client received).
fn play(rules: RuleSet, kinds: &[BotKind], seed: u64) -> (Room, Vec<BotPlayer>, Vec<ToClient>) {
    let seats = vec![SeatPlan::Person; kinds.len()];
    play_plan(plan(rules, seats), kinds, seed)
}

/// [`play`], for a table of `plan`'s game (its seats are the bots').
fn play_plan(
    plan: TablePlan,
    kinds: &[BotKind],
    seed: u64,
) -> (Room, Vec<BotPlayer>, Vec<ToClient>) {
    let mut room = Room::new();
    let mut players: Vec<BotPlayer> = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let entry = if i == 0 {
                Entry::Open(plan.clone())
            } else {
                Entry::Join {
                    table: None,
                    password: String::new(),
                }
            };
            BotPlayer::new(format!("Bot {i}"), *k, seed + i as u64, entry)
        })
        .collect();
    let mut log = Vec::new();
    // The host first, so the others find its table.
    for (i, p) in players.iter().enumerate() {
        let key = i as ClientKey + 1;
        room.connect(key);
        for m in p.hello() {
            room.tables.receive(key, m, room.now, seed);
        }
        room.deliver();
    }
    for _ in 0..20_000 {
        let mut quiet = true;
        for (i, p) in players.iter_mut().enumerate() {
            let key = i as ClientKey + 1;
            for m in room.take(key) {
                if i == 1 {
                    log.push(m.clone());
                }
                quiet = false;
                for answer in p.receive(&m) {
                    room.tables.receive(key, wire(&answer), room.now, seed);
                }
                room.deliver();
            }
        }
        room.now += Duration::from_millis(100);
        room.tables.tick(room.now);
        room.deliver();
        if quiet
            && players
                .iter()
                .all(|p| matches!(p.progress(), Progress::Over(_)))
        {
            break;
        }
    }
    (room, players, log)
}

#[test]
fn network_bots_play_whole_games_to_the_end() {
    for (rules, kinds) in [
        (RuleSet::classic(), vec![BotKind::Normal, BotKind::Easy]),
        (
            RuleSet::extended(),
            vec![
                BotKind::Normal,
                BotKind::Easy,
                BotKind::Normal,
                BotKind::Easy,
            ],
        ),
        (RuleSet::extended_v1(), vec![BotKind::Easy; 3]),
    ] {
        let (room, players, _) = play(rules.clone(), &kinds, 7);
        for p in &players {
            assert!(
                matches!(p.progress(), Progress::Over(_)),
                "{}: {:?}",
                rules.name,
                p.progress()
            );
        }
        let game = room.tables.game(1).expect("the table played");
        assert!(game.state().is_over());
        // The game the server kept replays from its record.
        let again = crate::sleeping_queens::Game::replay(game.record()).expect("replays");
        assert_eq!(again.state().outcome(), game.state().outcome());
    }
}

/// The proof that no client learns another seat's hand, a sleeping queen or the deck:
/// every observation a seat receives is what it would have received in any other deal
/// of what that seat cannot see, and every event it receives hides nothing it may not
/// know.
#[test]
fn a_client_receives_only_what_its_seat_may_know() {
    for rules in [RuleSet::classic(), RuleSet::extended()] {
        let kinds = [BotKind::Normal, BotKind::Normal, BotKind::Easy];
        let (_, players, log) = play(rules, &kinds, 11);
        let seat = players[1].seat().expect("seated");
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut updates = 0;
        for m in &log {
            let ToClient::Update {
                seat: s,
                events,
                observation,
                ..
            } = m
            else {
                continue;
            };
            assert_eq!(*s, seat, "a client is told only about its own seat");
            for e in events {
                assert_eq!(
                    &e.seen_by(Some(seat)),
                    e,
                    "an event showed seat {seat} something hidden from it"
                );
            }
            assert!(observation.history.is_empty());
            // Who is asked in a window is not public (X-ANS-2).
            if let Some(d) = observation.info_set().pending() {
                assert!(d.seat() == seat || observation.waiting_on == Some(d.seat()));
            }
            let bytes = serde_json::to_vec(observation).unwrap();
            for _ in 0..4 {
                let other_world = observation.sample(&mut rng);
                let seen = other_world.observe(seat);
                assert_eq!(
                    serde_json::to_vec(&seen).unwrap(),
                    bytes,
                    "what the seat was sent depends on something it cannot see"
                );
            }
            updates += 1;
        }
        assert!(updates > 20, "{updates} updates");
    }
}

/// A client that follows its seat's updates keeps the game as that seat saw it.
#[test]
fn a_mirror_following_the_updates_is_the_game_as_the_seat_saw_it() {
    let (room, players, log) = play(RuleSet::extended(), &[BotKind::Normal, BotKind::Normal], 23);
    let seat = players[1].seat().unwrap();
    let mut mirror: Option<crate::sleeping_queens::Game> = None;
    for m in &log {
        if let ToClient::Update {
            events,
            observation,
            step,
            ..
        } = m
        {
            match mirror.as_mut() {
                None => {
                    mirror = Some(crate::sleeping_queens::Game::mirror(
                        observation,
                        events.clone(),
                        *step as usize,
                    ))
                }
                Some(g) => g.follow(observation, events, *step as usize),
            }
        }
    }
    let mirror = mirror.expect("updates came");
    let game = room.tables.game(1).unwrap();
    let seen = game.observe(seat);
    assert!(mirror.is_mirror());
    assert_eq!(mirror.steps(), game.steps());
    assert_eq!(mirror.history(), seen.history.as_slice());
    assert_eq!(mirror.state(), seen.info_set());
    assert_eq!(mirror.observe(seat).history, seen.history);
}

#[test]
fn wrong_passwords_full_tables_and_taken_names_are_refused() {
    let mut room = Room::new();
    for c in 1..=4 {
        room.connect(c);
    }
    let mut p = plan(
        RuleSet::classic(),
        vec![
            SeatPlan::Person,
            SeatPlan::Person,
            SeatPlan::Bot(BotKind::Easy),
        ],
    );
    p.password = "tea".into();
    let said = room.send(
        1,
        ToServer::Open {
            plan: p,
            name: "Ann".into(),
            here: Vec::new(),
        },
    );
    assert!(
        matches!(said[0], ToClient::Seated { seat: 0, .. }),
        "{said:?}"
    );
    let join = |name: &str, password: &str| ToServer::Join {
        table: 1,
        name: name.into(),
        password: password.into(),
        token: None,
    };
    assert!(
        room.send(2, join("Bo", "coffee"))
            .contains(&ToClient::Refused(Refusal::WrongPassword))
    );
    assert!(
        room.send(2, join("Ann", "tea"))
            .contains(&ToClient::Refused(Refusal::NameTaken))
    );
    assert!(
        room.send(2, join(" ", "tea"))
            .iter()
            .any(|m| matches!(m, ToClient::Refused(Refusal::BadName(_))))
    );
    assert!(
        room.send(2, join("Bo", "tea"))
            .iter()
            .any(|m| matches!(m, ToClient::Seated { seat: 1, .. }))
    );
    assert!(
        room.send(3, join("Cy", "tea"))
            .contains(&ToClient::Refused(Refusal::TableFull))
    );
    let no_table = ToServer::Join {
        table: 9,
        name: "Cy".into(),
        password: String::new(),
        token: None,
    };
    assert!(
        room.send(3, no_table)
            .contains(&ToClient::Refused(Refusal::NoSuchTable))
    );
    // Only the host starts.
    assert!(
        room.send(2, ToServer::Start)
            .contains(&ToClient::Refused(Refusal::NotHost))
    );
    room.take(1);
    room.send(1, ToServer::Start);
    assert!(room.tables.game(1).is_some());
}

#[test]
fn choices_for_another_seat_out_of_turn_or_stale_are_refused_and_change_nothing() {
    let mut room = Room::new();
    ann_and_bo(
        &mut room,
        plan(RuleSet::classic(), vec![SeatPlan::Person, SeatPlan::Person]),
    );
    room.send(1, ToServer::Start);
    let game = room.tables.game(1).unwrap();
    let waiting: Seat = game.state().pending().unwrap().seat();
    let other = 1 - waiting;
    let legal = game.state().legal_actions()[0];
    let before = game.record().clone();
    let (waiting_key, other_key) = (waiting as ClientKey + 1, other as ClientKey + 1);
    room.take(waiting_key);
    room.take(other_key);
    // Another client's seat.
    let said = room.send(
        other_key,
        ToServer::Choose {
            seat: waiting,
            step: 0,
            action: legal,
        },
    );
    assert!(
        said.contains(&ToClient::Refused(Refusal::NotYourSeat)),
        "{said:?}"
    );
    let first = |seat, action| ToServer::Choose {
        seat,
        step: 0,
        action,
    };
    let by_the_rules = |said: Vec<ToClient>| {
        said.iter()
            .any(|m| matches!(m, ToClient::Refused(Refusal::Rule(_))))
    };
    // Its own seat, out of turn.
    assert!(by_the_rules(room.send(other_key, first(other, legal))));
    // Not a legal action.
    assert!(by_the_rules(
        room.send(waiting_key, first(waiting, Action::Slot(200)))
    ));
    // A seat that does not exist.
    let said = room.send(waiting_key, first(40, legal));
    assert!(said.contains(&ToClient::Refused(Refusal::NotYourSeat)));
    assert_eq!(room.tables.game(1).unwrap().record(), &before);
    // The right choice, then the same one again: the second is stale.
    room.take(waiting_key);
    let choose = ToServer::Choose {
        seat: waiting,
        step: 0,
        action: legal,
    };
    room.send(waiting_key, choose.clone());
    let said = room.send(waiting_key, choose);
    assert!(
        said.contains(&ToClient::Refused(Refusal::Stale { step: 1 })),
        "{said:?}"
    );
    assert_eq!(room.tables.game(1).unwrap().record().actions.len(), 1);
    // A client that never sat anywhere.
    room.connect(3);
    assert!(
        room.send(3, ToServer::Start)
            .contains(&ToClient::Refused(Refusal::NotSeated))
    );
}

/// The seat token a client was given, from what it was told.
fn token_in(said: &[ToClient]) -> Option<super::protocol::SeatToken> {
    said.iter().rev().find_map(|m| match m {
        ToClient::Seated { token, .. } => Some(*token),
        _ => None,
    })
}

#[test]
fn a_dropped_person_takes_the_seat_back_with_its_token_and_a_stand_in_plays_after_the_hosts_time() {
    let mut room = Room::new();
    let mut p = plan(RuleSet::classic(), vec![SeatPlan::Person, SeatPlan::Person]);
    p.stand_in_after = Some(30);
    ann_and_bo(&mut room, p);
    let bos_token = token_in(&room.take(2)).expect("Bo is given a token");
    let anns_token = token_in(&room.take(1)).expect("Ann is given a token");
    assert_ne!(bos_token, anns_token);
    room.send(1, ToServer::Start);
    room.tables.disconnected(2, room.now);
    room.deliver();
    let lobby = last_lobby(room.take(1)).expect("the others are told");
    assert!(!lobby.seats[1].connected && !lobby.seats[1].stand_in);
    let bo = |token| ToServer::Join {
        table: 1,
        name: "Bo".into(),
        password: String::new(),
        token,
    };
    // Someone else types Bo's name, with no token or another seat's: the seat is kept.
    room.now += Duration::from_secs(10);
    room.connect(4);
    for token in [None, Some(anns_token)] {
        let said = room.send(4, bo(token));
        assert!(
            said.contains(&ToClient::Refused(Refusal::SeatKept)),
            "{said:?}"
        );
        assert!(!said.iter().any(|m| matches!(m, ToClient::Seated { .. })));
        room.take(4);
    }
    // Bo comes back on a new connection with his token, and is told everything.
    room.connect(5);
    let said = room.send(5, bo(Some(bos_token)));
    assert!(
        said.iter()
            .any(|m| matches!(m, ToClient::Seated { seat: 1, .. }))
    );
    assert_eq!(token_in(&said), Some(bos_token), "the seat keeps its token");
    let told = said.iter().find_map(|m| match m {
        ToClient::Update { events, .. } => Some(events.clone()),
        _ => None,
    });
    let game_events = room.tables.game(1).unwrap().history().len();
    assert_eq!(
        told.map(|e: Vec<GameEvent>| e.len()),
        Some(game_events),
        "the whole game so far"
    );
    // Gone again, for longer than the host allows: a bot plays the seat, and a stranger
    // still cannot take it.
    room.tables.disconnected(5, room.now);
    room.now += Duration::from_secs(31);
    room.tables.tick(room.now);
    room.deliver();
    let lobby = last_lobby(room.take(1)).expect("the others are told");
    assert!(lobby.seats[1].stand_in);
    room.connect(6);
    assert!(
        room.send(6, bo(None))
            .contains(&ToClient::Refused(Refusal::SeatKept))
    );
    // Nothing changed: the others are told nothing, and the stand-in plays on.
    assert!(last_lobby(room.take(1)).is_none());
    // No list anyone can read holds a token.
    room.send(6, ToServer::List);
    for m in room.take(6).iter().chain(room.take(1).iter()) {
        if !matches!(m, ToClient::Seated { .. }) {
            let text = serde_json::to_string(m).unwrap();
            assert!(!text.contains("token"), "{text}");
        }
    }
}

#[test]
fn the_host_leaving_before_the_game_closes_the_table_with_a_message() {
    let mut room = Room::new();
    ann_and_bo(
        &mut room,
        plan(RuleSet::classic(), vec![SeatPlan::Person, SeatPlan::Person]),
    );
    room.take(2);
    room.tables.disconnected(1, room.now);
    room.deliver();
    assert_eq!(
        room.take(2),
        vec![ToClient::Closed(super::protocol::CloseReason::HostLeft)]
    );
    assert_eq!(room.tables.table_count(), 0);
}

#[test]
fn an_unanswered_window_is_passed_when_the_countdown_runs_out() {
    // Plays Easy bots on the server for every seat but one person, who never answers:
    // each window the person is asked in passes after the countdown.
    let mut room = Room::new();
    room.connect(1);
    let mut p = plan(
        RuleSet::extended(),
        vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
    );
    p.answer_seconds = Some(5);
    p.stand_in_after = Some(3600);
    room.send(
        1,
        ToServer::Open {
            plan: p,
            name: "Ann".into(),
            here: Vec::new(),
        },
    );
    room.send(1, ToServer::Start);
    let mut windows = 0;
    for _ in 0..5_000 {
        let game = room.tables.game(1).unwrap();
        if game.state().is_over() {
            break;
        }
        let decision = game.state().pending().cloned().unwrap();
        if decision.seat() == 0 {
            if matches!(
                decision,
                crate::sleeping_queens::Decision::Answer { .. }
                    | crate::sleeping_queens::Decision::AfterWake { .. }
            ) {
                let step = game.record().actions.len();
                windows += 1;
                room.now += Duration::from_secs(4);
                room.tables.tick(room.now);
                assert_eq!(room.tables.game(1).unwrap().record().actions.len(), step);
                room.now += Duration::from_secs(2);
                room.tables.tick(room.now);
                let game = room.tables.game(1).unwrap();
                assert_eq!(game.record().actions.len(), step + 1);
                assert_eq!(game.record().actions[step], Action::Pass);
            } else {
                let action = game.state().legal_actions()[0];
                let step = game.record().actions.len() as u32;
                room.send(
                    1,
                    ToServer::Choose {
                        seat: 0,
                        step,
                        action,
                    },
                );
            }
        } else {
            room.now += Duration::from_millis(10);
            room.tables.tick(room.now);
        }
        room.deliver();
        room.take(1);
    }
    assert!(room.tables.game(1).unwrap().state().is_over());
    assert!(windows > 0, "no window was asked");
}

#[test]
fn a_saved_table_resumes_and_its_people_rejoin() {
    let (room, _, _) = play(RuleSet::classic(), &[BotKind::Easy, BotKind::Easy], 3);
    let finished = wire(&room.tables.save(1).unwrap());
    let mut fresh = Tables::new(4);
    // A finished game is not resumed; one saved halfway through is.
    assert_eq!(
        fresh.restore(finished.clone(), Duration::ZERO),
        Err(super::tables::RestoreError::Finished)
    );
    let mut save = finished;
    let record = save.record.as_mut().expect("a game of Sleeping Queens");
    record.actions.truncate(record.actions.len() / 2);
    assert_eq!(fresh.restore(save.clone(), Duration::ZERO), Ok(1));
    assert_eq!(Some(fresh.game(1).unwrap().record()), save.record.as_ref());
    // A record that does not replay is refused, and nothing is opened.
    let mut bad = save;
    bad.id = 2;
    if let Some(r) = bad.record.as_mut() {
        r.actions.insert(0, Action::Slot(99));
    }
    assert!(fresh.restore(bad, Duration::ZERO).is_err());
    assert_eq!(fresh.table_count(), 1);
}

/// A table may be opened with a house set, sent whole; one whose switches cannot stand
/// together is refused with the reason, naming both, and opens nothing.
#[test]
fn a_house_set_opens_a_table_and_a_clashing_one_is_refused_with_its_reason() {
    use crate::sleeping_queens::Switch;
    let mut room = Room::new();
    room.connect(1);
    let seats = vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Normal)];
    let open = |rules: RuleSet| ToServer::Open {
        plan: plan(rules, seats.clone()),
        name: "Ann".into(),
        here: Vec::new(),
    };
    let clash = RuleSet {
        name: "no windows".into(),
        ..RuleSet::extended()
    }
    .with(Switch::AfterWake, false);
    let said = room.send(1, open(clash));
    match said.last() {
        Some(ToClient::Refused(Refusal::BadPlan(why))) => {
            assert!(why.contains("X-PO-3") && why.contains("X-AW"), "{why}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(room.tables.table_count(), 0);
    let house = RuleSet {
        name: "no fire".into(),
        ..RuleSet::extended()
    }
    .with(Switch::Fire, false);
    let said = room.send(1, open(house.clone()));
    match said.last() {
        Some(ToClient::Lobby(view)) => assert_eq!(view.rules, house, "sent whole"),
        other => panic!("{other:?}"),
    }
    assert_eq!(room.tables.table_count(), 1);
}

/// The people sharing the host's screen sit where the host planned them, from one
/// connection; they are each asked in every window (X-ANS-2); a plan that puts them
/// where they cannot sit is refused and opens nothing.
#[test]
fn people_at_the_hosts_screen_sit_where_planned_and_play_from_one_connection() {
    let mut room = Room::new();
    room.connect(1);
    room.connect(2);
    let seats = vec![
        SeatPlan::Person,
        SeatPlan::Person,
        SeatPlan::Person,
        SeatPlan::Bot(BotKind::Easy),
    ];
    let open = |here: Vec<(Seat, &str)>| ToServer::Open {
        plan: plan(RuleSet::extended(), seats.clone()),
        name: "Ann".into(),
        here: here.into_iter().map(|(s, n)| (s, n.to_string())).collect(),
    };
    for (here, why) in [
        (vec![(3, "Cy")], "a bot's seat"),
        (vec![(0, "Cy")], "the host's seat"),
        (vec![(9, "Cy")], "no such seat"),
        (vec![(2, "Cy"), (2, "Di")], "one seat twice"),
    ] {
        let said = room.send(1, open(here));
        assert!(
            matches!(said.last(), Some(ToClient::Refused(Refusal::BadPlan(_)))),
            "{why}: {said:?}"
        );
    }
    let said = room.send(1, open(vec![(2, "Ann")]));
    assert_eq!(said.last(), Some(&ToClient::Refused(Refusal::NameTaken)));
    assert_eq!(
        room.tables.table_count(),
        0,
        "nothing refused opened a table"
    );
    room.take(1);

    room.send(1, open(vec![(2, "Cy")]));
    let seated: Vec<(Seat, String)> = room
        .take(1)
        .into_iter()
        .filter_map(|m| match m {
            ToClient::Seated { seat, name, .. } => Some((seat, name)),
            _ => None,
        })
        .collect();
    assert_eq!(seated, vec![(0, "Ann".to_string()), (2, "Cy".to_string())]);
    // Someone joining from elsewhere takes the seat left open for them.
    let said = room.send(
        2,
        ToServer::Join {
            table: 1,
            name: "Bo".into(),
            password: String::new(),
            token: None,
        },
    );
    assert!(said.iter().any(|m| matches!(
        m,
        ToClient::Seated { table: 1, seat: 1, name, .. } if name == "Bo"
    )));
    room.send(1, ToServer::Start);
    let setup = &room.tables.game(1).expect("started").record().setup;
    assert_eq!(
        setup.ask_always, 0b1111,
        "every seat is asked in every window"
    );

    // Ann's connection plays seats 0 and 2, Bo's seat 1, each with its own view.
    let mut bots: Vec<Box<dyn crate::sleeping_queens::bots::Bot + Send + Sync>> =
        (0..3).map(|i| BotKind::Easy.make(7 + i)).collect();
    let mut asked_in_windows = [0usize; 3];
    for _ in 0..5_000 {
        room.now += Duration::from_millis(100);
        room.tables.tick(room.now);
        room.deliver();
        for client in [1, 2] {
            for m in room.take(client) {
                let ToClient::Update {
                    seat,
                    step,
                    observation,
                    ..
                } = m
                else {
                    continue;
                };
                assert_eq!(observation.seat, seat, "each update is its own seat's view");
                assert_eq!(
                    client == 2,
                    seat == 1,
                    "each seat's view goes to its screen"
                );
                let Some(decision) = &observation.decision else {
                    continue;
                };
                assert_eq!(decision.seat(), seat);
                if matches!(
                    decision,
                    crate::sleeping_queens::Decision::Answer { .. }
                        | crate::sleeping_queens::Decision::AfterWake { .. }
                ) {
                    asked_in_windows[seat as usize] += 1;
                }
                let action = bots[seat as usize].decide(&observation);
                room.tables.receive(
                    client,
                    wire(&ToServer::Choose { seat, step, action }),
                    room.now,
                    99,
                );
                room.deliver();
            }
        }
        if room.tables.game(1).is_some_and(|g| g.state().is_over()) {
            break;
        }
    }
    let game = room.tables.game(1).expect("kept");
    assert!(game.state().is_over(), "the game was played to its end");
    // Ann and Cy are asked in windows whether or not they hold an answer.
    assert!(
        asked_in_windows[0] > 0 && asked_in_windows[2] > 0,
        "{asked_in_windows:?}"
    );
}

/// A table of Mad Queens: two network bots and a server bot play it to the end, each
/// seat playing at once with the others. Every update a client receives is exactly its
/// seat's observation (the same whatever order the hidden decks are in) and the events
/// it may see: put together, a seat is told exactly what the engine lets it see (M-2).
/// A saved table resumes with its game.
#[test]
fn mad_queens_tables_play_to_the_end_and_each_seat_sees_only_its_own_play() {
    use super::protocol::GameKind;
    use crate::mad_queens::{MadEvent, seen_by};

    let mut room = Room::new();
    let mut p = plan(
        RuleSet::classic(),
        vec![
            SeatPlan::Person,
            SeatPlan::Person,
            SeatPlan::Bot(BotKind::Normal),
        ],
    );
    p.game = GameKind::MadQueens;
    let mut players = [
        BotPlayer::new("Ann", BotKind::Hard, 5, Entry::Open(p)),
        BotPlayer::new(
            "Bo",
            BotKind::Easy,
            6,
            Entry::Join {
                table: None,
                password: String::new(),
            },
        ),
    ];
    for (i, player) in players.iter().enumerate() {
        let key = i as ClientKey + 1;
        room.connect(key);
        for m in player.hello() {
            room.tables.receive(key, m, room.now, 17);
        }
        room.deliver();
    }
    // Every message not yet checked, against the server's game as it is when sent.
    struct Checked {
        rng: ChaCha8Rng,
        seen: BTreeMap<Seat, Vec<MadEvent>>,
        upto: BTreeMap<ClientKey, usize>,
        updates: usize,
    }
    let mut c = Checked {
        rng: ChaCha8Rng::seed_from_u64(3),
        seen: BTreeMap::new(),
        upto: BTreeMap::new(),
        updates: 0,
    };
    fn check(room: &Room, c: &mut Checked) {
        let Checked {
            rng,
            seen,
            upto: checked,
            updates,
        } = c;
        for (key, said) in &room.inbox {
            let from = checked.entry(*key).or_default();
            for m in &said[(*from).min(said.len())..] {
                match m {
                    ToClient::MadUpdate {
                        seat,
                        events,
                        observation,
                        ..
                    } => {
                        let truth = room.tables.mad_game(1).expect("the game is on");
                        let want = truth.state().observe(*seat);
                        assert_eq!(**observation, want, "seat {seat}'s own view");
                        let mut other = truth.state().clone();
                        other.shuffle_hidden(rng);
                        assert_eq!(
                            serde_json::to_string(&other.observe(*seat)).unwrap(),
                            serde_json::to_string(&**observation).unwrap(),
                            "nothing of the decks' order"
                        );
                        seen.entry(*seat)
                            .or_default()
                            .extend(events.iter().cloned());
                        *updates += 1;
                    }
                    ToClient::Refused(Refusal::Stale { .. }) => {}
                    ToClient::Refused(why) => panic!("refused: {why:?}"),
                    _ => {}
                }
            }
            *from = said.len();
        }
    }
    let mut saved = None;
    for round in 0..20_000 {
        for (i, player) in players.iter_mut().enumerate() {
            let key = i as ClientKey + 1;
            check(&room, &mut c);
            let said = room.take(key);
            c.upto.insert(key, 0);
            for m in said {
                for answer in player.receive(&m) {
                    room.tables.receive(key, wire(&answer), room.now, 17);
                    room.deliver();
                    check(&room, &mut c);
                }
            }
        }
        room.now += Duration::from_millis(100);
        room.tables.tick(room.now);
        room.deliver();
        check(&room, &mut c);
        if round == 30 {
            saved = room.tables.save(1);
        }
        if players
            .iter()
            .all(|p| matches!(p.progress(), Progress::Over(_)))
        {
            break;
        }
    }
    let truth = room.tables.mad_game(1).expect("kept");
    assert!(truth.state().is_over(), "the game was played to its end");
    assert!(c.updates > 20, "{} updates", c.updates);
    for seat in [0, 1] {
        assert_eq!(
            c.seen[&seat],
            seen_by(truth.history(), Some(seat)),
            "seat {seat} was told exactly what it may see"
        );
    }
    // A choice for the other game is refused.
    let said = room.send(
        1,
        ToServer::Choose {
            seat: 0,
            step: 0,
            action: Action::Pass,
        },
    );
    assert!(matches!(
        said.last(),
        Some(ToClient::Refused(Refusal::Rule(_)))
    ));
    // The table saved along the way resumes with its game.
    let saved = saved.expect("saved");
    let played = saved
        .mad_record
        .as_ref()
        .expect("a Mad Queens record")
        .actions
        .len();
    assert!(played > 0 && saved.record.is_none());
    let mut again = Tables::new(8);
    let id = again
        .restore(wire(&saved), Duration::ZERO)
        .expect("restores");
    assert_eq!(again.mad_game(id).unwrap().record().actions.len(), played);
}

/// `said` as it came over the wire, its seat token (random in every game) left out.
fn without_token(said: &ToClient) -> String {
    let mut said = said.clone();
    if let ToClient::Seated { token, .. } = &mut said {
        *token = super::protocol::SeatToken([0; 16]);
    }
    serde_json::to_string(&said).unwrap()
}

/// Whether `card` lies where `obs`'s seat can see it.
fn sees(obs: &crate::sleeping_queens::Observation, card: crate::sleeping_queens::CardId) -> bool {
    obs.hand.contains(&card)
        || obs.discard.contains(&card)
        || obs.removed.contains(&card)
        || obs.in_play.contains(&card)
        || obs.known_in_hands.iter().any(|h| h.contains(&card))
}

/// `action` with each card of `secret` it plays replaced by another copy of that card
/// from `hand` (the engine lists one copy of each), or `None` if there is none.
fn without(
    action: &Action,
    secret: &[crate::sleeping_queens::CardId],
    hand: &[crate::sleeping_queens::CardId],
) -> Option<Action> {
    use crate::sleeping_queens::{CardId, NumberPlay};
    let mut used: Vec<CardId> = Vec::new();
    let mut other_copy = |c: CardId, taken: &[CardId]| -> Option<CardId> {
        if !secret.contains(&c) {
            return Some(c);
        }
        let copy = hand.iter().copied().find(|h| {
            h.card() == c.card() && !secret.contains(h) && !taken.contains(h) && !used.contains(h)
        })?;
        used.push(copy);
        Some(copy)
    };
    Some(match *action {
        Action::Play(c) => Action::Play(other_copy(c, &[])?),
        Action::DiscardStuck(c) => Action::DiscardStuck(other_copy(c, &[])?),
        Action::Answer(c) => Action::Answer(other_copy(c, &[])?),
        Action::PlayNumbers(play) => {
            let cards: Vec<CardId> = play
                .cards()
                .iter()
                .map(|&c| other_copy(c, play.cards()))
                .collect::<Option<_>>()?;
            Action::PlayNumbers(NumberPlay::new(&cards, play.values())?)
        }
        other => other,
    })
}

/// A table of `players` people at the server, dealt `deal`, played until `watched` (seat
/// 0) could see one of `secret` or the game ends. Seat 0 is a Normal bot deciding from
/// what it receives; the others pass when they may and otherwise play the legal action
/// that leaves `secret` where it is and comes first in writing. Returns everything seat 0 received, as it
/// came over the wire, up to the first message that shows it a card of `secret`.
fn what_seat_0_receives(
    rules: &RuleSet,
    players: u8,
    deal: crate::sleeping_queens::Deal,
    seed: u64,
    secret: &[crate::sleeping_queens::CardId],
) -> Vec<String> {
    let mut room = Room::new();
    let keys: Vec<ClientKey> = (1..=players as ClientKey).collect();
    for &k in &keys {
        room.connect(k);
    }
    let seats = vec![SeatPlan::Person; players as usize];
    room.send(
        1,
        ToServer::Open {
            plan: plan(rules.clone(), seats),
            name: "Ann".into(),
            here: Vec::new(),
        },
    );
    for &k in &keys[1..] {
        let join = ToServer::Join {
            table: 1,
            name: format!("P{k}"),
            password: String::new(),
            token: None,
        };
        room.send(k, join);
    }
    room.tables.deal_next(deal);
    room.send(1, ToServer::Start);
    let mut watcher = BotKind::Normal.make(seed);
    let mut received = Vec::new();
    // The latest update each seat has received.
    let mut latest: BTreeMap<ClientKey, (u32, crate::sleeping_queens::Observation)> =
        BTreeMap::new();
    for _ in 0..5_000 {
        room.deliver();
        for &k in &keys {
            for m in room.take(k) {
                if k == 1 {
                    if let ToClient::Update { observation, .. } = &m
                        && secret.iter().any(|&c| sees(observation, c))
                    {
                        return received;
                    }
                    received.push(without_token(&m));
                }
                if let ToClient::Update {
                    step, observation, ..
                } = m
                {
                    latest.insert(k, (step, *observation));
                }
            }
        }
        // The lowest seat with a decision acts.
        let Some((&k, (step, obs))) = latest
            .iter()
            .find(|(_, (_, o))| o.decision.is_some() && o.outcome.is_none())
        else {
            return received;
        };
        let action = if k == 1 {
            watcher.decide(obs)
        } else if obs.legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            // The same choice whatever the order of the hand.
            let open = obs
                .legal
                .iter()
                .filter_map(|a| without(a, secret, &obs.hand));
            match open.min_by_key(|a| format!("{a:?}")) {
                Some(a) => a,
                // The secret would be shown: what follows may differ.
                None => return received,
            }
        };
        let seat = obs.seat;
        let step = *step;
        latest.remove(&k);
        room.tables.receive(
            k,
            wire(&ToServer::Choose { seat, step, action }),
            room.now,
            0,
        );
    }
    received
}

/// What a seat receives depends only on what it may know: two games that differ only in
/// where two cards hidden from seat 0 lie send seat 0 the same bytes, message for
/// message, until seat 0 can see one of them. Half the pairs put an answer card (a Dragon
/// or a Wand) in seat 1's hand instead of seat 2's, so that whether another seat is
/// asked in a window, or how long it takes, would tell (X-ANS-2); the other half swap
/// two hidden cards at random (hands and draw pile).
#[test]
fn what_a_seat_receives_tells_nothing_it_may_not_know() {
    use crate::sleeping_queens::{Card, CardId, Deal, Game, Queen, Setup};
    use rand::RngExt;
    use rand::seq::SliceRandom;
    let mut compared = [0, 0];
    let mut messages = 0;
    for rules in [
        RuleSet::classic(),
        RuleSet::extended(),
        RuleSet::extended_v1(),
    ] {
        for players in [3u8, 4] {
            for seed in 0..30u64 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed * 31 + u64::from(players));
                let mut order: Vec<CardId> = CardId::all().collect();
                order.shuffle(&mut rng);
                let mut grid = Queen::ALL.to_vec();
                grid.shuffle(&mut rng);
                let deal = Deal { grid, order };
                let setup = Setup {
                    deal: Some(deal.clone()),
                    ..Setup::new(players, rules.clone())
                };
                let (game, _) = Game::new(setup, seed).unwrap();
                let hand = |s: Seat| game.state().hand(s).to_vec();
                let answer_card = seed % 2 == 0;
                let secret = if answer_card {
                    let answer = hand(1)
                        .into_iter()
                        .find(|c| matches!(c.card(), Card::Dragon | Card::Wand));
                    let number = hand(2)
                        .into_iter()
                        .find(|c| matches!(c.card(), Card::Number(_)));
                    let (Some(answer), Some(number)) = (answer, number) else {
                        continue;
                    };
                    [answer, number]
                } else {
                    let mine = hand(0);
                    let hidden: Vec<CardId> = CardId::all().filter(|c| !mine.contains(c)).collect();
                    let first = hidden[rng.random_range(0..hidden.len())];
                    let second = hidden[rng.random_range(0..hidden.len())];
                    if first == second || first.card() == second.card() {
                        continue;
                    }
                    [first, second]
                };
                let mut swapped = deal.clone();
                for c in &mut swapped.order {
                    if *c == secret[0] {
                        *c = secret[1];
                    } else if *c == secret[1] {
                        *c = secret[0];
                    }
                }
                let a = what_seat_0_receives(&rules, players, deal, seed, &secret);
                let b = what_seat_0_receives(&rules, players, swapped, seed, &secret);
                let n = a.len().min(b.len());
                for i in 0..n {
                    assert_eq!(
                        a[i], b[i],
                        "{} rules, {players} players, seed {seed}: message {i} differs",
                        rules.name
                    );
                }
                compared[usize::from(answer_card)] += 1;
                messages += n;
            }
        }
    }
    eprintln!("{compared:?} games (random, answer card), {messages} messages");
    assert!(
        compared[0] >= 40 && compared[1] >= 30 && messages >= 2000,
        "{compared:?} games, {messages} messages"
    );
}

/// A table of Mad Queens for `players` people, the deal from `seed`, played to the end
/// of round `round`: seat 0 is a Normal bot deciding from what it receives, the others
/// start every play and bank at once, except seat 1 in round `round` when `bold` (it
/// reveals whenever it may). The others play first whenever they can. Returns what seat 0
/// received up to the message that ends round `round`.
fn what_seat_0_receives_at_mad_queens(
    players: u8,
    seed: u64,
    round: u32,
    bold: bool,
) -> Vec<String> {
    use super::protocol::GameKind;
    use crate::mad_queens::{MadAction, MadDecision, MadEvent};
    let mut room = Room::new();
    let keys: Vec<ClientKey> = (1..=players as ClientKey).collect();
    for &k in &keys {
        room.connect(k);
    }
    let mut p = plan(RuleSet::classic(), vec![SeatPlan::Person; players as usize]);
    p.game = GameKind::MadQueens;
    room.tables.receive(
        1,
        wire(&ToServer::Open {
            plan: p,
            name: "Ann".into(),
            here: Vec::new(),
        }),
        room.now,
        seed,
    );
    for &k in &keys[1..] {
        let join = ToServer::Join {
            table: 1,
            name: format!("P{k}"),
            password: String::new(),
            token: None,
        };
        room.send(k, join);
    }
    room.send(1, ToServer::Start);
    let mut watcher = crate::mad_queens::bots::make(BotKind::Normal, seed);
    let mut received = Vec::new();
    let mut latest: BTreeMap<ClientKey, (u32, crate::mad_queens::MadObservation)> = BTreeMap::new();
    for _ in 0..20_000 {
        room.deliver();
        for &k in &keys {
            for m in room.take(k) {
                if let ToClient::MadUpdate {
                    step,
                    observation,
                    events,
                    ..
                } = &m
                {
                    if k == 1 {
                        received.push(without_token(&m));
                        let ended = events.iter().any(
                            |e| matches!(e, MadEvent::RoundEnded { round: r, .. } if *r == round),
                        );
                        if ended || observation.result.is_some() {
                            return received;
                        }
                    }
                    latest.insert(k, (*step, (**observation).clone()));
                }
            }
        }
        // The others first, then seat 0.
        let deciding = |k: &ClientKey| latest.get(k).is_some_and(|(_, o)| o.decision.is_some());
        let Some(k) = keys[1..]
            .iter()
            .copied()
            .find(|k| deciding(k))
            .or_else(|| deciding(&1).then_some(1))
        else {
            return received;
        };
        let (step, obs) = latest.remove(&k).unwrap();
        let action = match obs.decision {
            _ if k == 1 => watcher.decide(&obs),
            Some(MadDecision::StartOrStop) => MadAction::Reveal,
            Some(MadDecision::RevealOrBank { can_reveal: true })
                if bold && obs.seat == 1 && obs.round == round =>
            {
                MadAction::Reveal
            }
            _ if obs.legal.contains(&MadAction::Bank) => MadAction::Bank,
            _ => obs.legal[0],
        };
        let choose = ToServer::MadChoose {
            seat: obs.seat,
            step,
            action,
        };
        room.tables.receive(k, wire(&choose), room.now, 0);
    }
    received
}

/// M-2 online: a play is private until its round ends. However another seat plays a
/// round (banking at once, or revealing until it busts or its game ends), seat 0 receives
/// the same bytes, message for message, until the round's end is told.
#[test]
fn mad_queens_what_a_seat_receives_tells_nothing_of_another_play_before_the_round_ends() {
    let mut compared = 0;
    let mut messages = 0;
    for players in [2u8, 3, 4] {
        for seed in 0..24u64 {
            let round = 1 + (seed % 4) as u32;
            let careful = what_seat_0_receives_at_mad_queens(players, seed, round, false);
            let bold = what_seat_0_receives_at_mad_queens(players, seed, round, true);
            // The message that ends the round may differ; every one before it may not.
            let n = careful.len().min(bold.len()).saturating_sub(1);
            for i in 0..n {
                assert_eq!(
                    careful[i], bold[i],
                    "{players} players, seed {seed}, round {round}: message {i} differs"
                );
            }
            assert_eq!(careful.len(), bold.len(), "{players} players, seed {seed}");
            compared += 1;
            messages += n;
        }
    }
    eprintln!("{compared} games, {messages} messages");
    assert!(messages >= 300, "{compared} games, {messages} messages");
}

/// A name shows in every list: one that prints nothing in places, turns the text after
/// it around, or runs on is refused, and so is such a name for a table's rule set.
#[test]
fn names_that_hide_or_turn_text_are_refused_and_a_rule_sets_name_is_limited() {
    use super::protocol::{MAX_RULES_NAME_CHARS, check_name};
    for hostile in [
        "Ann\u{200B}",
        "A\u{200B}nn",
        "Ann\u{200D}Bo",
        "\u{202E}nnA",
        "Ann\u{2066}x\u{2069}",
        "\u{FEFF}Ann",
        "An\u{00AD}n",
        "Ann\u{E0041}",
        "Ann\u{200F}",
    ] {
        assert!(
            matches!(check_name(hostile), Err(Refusal::BadName(_))),
            "{hostile:?} passed"
        );
    }
    for fine in ["Ann", "Zoë", "Ана", "玛丽", "Ann-Marie O'Neil", "Bo 2"] {
        assert_eq!(check_name(fine), Ok(()), "{fine:?}");
    }
    let mut room = Room::new();
    room.connect(1);
    let open = |rules_name: &str| {
        let mut rules = RuleSet::extended();
        rules.name = rules_name.into();
        ToServer::Open {
            plan: plan(rules, vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)]),
            name: "Ann".into(),
            here: Vec::new(),
        }
    };
    for bad in [
        "x".repeat(MAX_RULES_NAME_CHARS + 1),
        "house\u{202E}rules".into(),
        String::new(),
        "tabs\there".into(),
    ] {
        let said = room.send(1, open(&bad));
        assert!(
            said.iter()
                .any(|m| matches!(m, ToClient::Refused(Refusal::BadPlan(_)))),
            "{bad:?}: {said:?}"
        );
        room.take(1);
    }
    let said = room.send(1, open(&"x".repeat(MAX_RULES_NAME_CHARS)));
    assert!(
        said.iter()
            .any(|m| matches!(m, ToClient::Seated { seat: 0, .. })),
        "{said:?}"
    );
}

/// A client checks a Mad Queens update before its table shows it: an event naming a
/// seat or a banned slot the table does not have, a result for the wrong number of
/// seats, or an update whose observation is another seat's is refused, not shown.
#[test]
fn a_mad_queens_update_with_an_impossible_event_is_refused() {
    use crate::mad_queens::event::{BannedRef, JokerSource};
    use crate::mad_queens::{MadEvent, MadGame, MadSetup, PlayingCard};
    let (game, _) = MadGame::new(MadSetup::new(3), 4).unwrap();
    let card = PlayingCard::deck().next().unwrap();
    let update = |seat: Seat, events: Vec<MadEvent>| ToClient::MadUpdate {
        seat,
        step: 0,
        events,
        observation: Box::new(game.observe(0)),
    };
    let fine = vec![
        MadEvent::Revealed {
            seat: 2,
            card,
            forced: false,
        },
        MadEvent::BannedTurned { slot: 1, card },
    ];
    assert!(matches!(update(0, fine).update_check(), Some((0, Ok(())))));
    for (i, hostile) in [
        MadEvent::Revealed {
            seat: 3,
            card,
            forced: false,
        },
        MadEvent::Bust {
            seat: 0,
            card,
            banned: BannedRef::Shared(2),
            row: Vec::new(),
        },
        MadEvent::BannedDiscarded { slot: 200, card },
        MadEvent::JokerEvent {
            source: JokerSource::Temporary(9),
        },
        MadEvent::GameOver {
            points: vec![1, 2],
            winners: vec![0],
        },
        MadEvent::GameOver {
            points: vec![1, 2, 3],
            winners: vec![7],
        },
        MadEvent::PlayerOut {
            seat: u8::MAX,
            end: crate::mad_queens::event::GameEnd::Stopped,
        },
    ]
    .into_iter()
    .enumerate()
    {
        let events = vec![MadEvent::RoundStarted { round: 1 }, hostile];
        assert!(
            matches!(
                update(0, events).update_check(),
                Some((0, Err(super::protocol::BadUpdate::Event { index: 1 })))
            ),
            "hostile event {i} passed"
        );
    }
    assert!(matches!(
        update(1, Vec::new()).update_check(),
        Some((1, Err(super::protocol::BadUpdate::Seat)))
    ));
    // A card index no card has is refused when the message is read.
    let mut said = serde_json::to_value(update(0, Vec::new())).unwrap();
    said["MadUpdate"]["observation"]["banned"][0] = serde_json::json!(250);
    assert!(serde_json::from_value::<ToClient>(said.clone()).is_err());
    said["MadUpdate"]["observation"]["banned"][0] = serde_json::json!(0);
    assert!(serde_json::from_value::<ToClient>(said).is_ok());
}

/// A client opens a table of one person and a bot, starts it and goes: with
/// `stand_in_after` zero, a stand-in plays the person's seat at once.
fn open_start_and_go(room: &mut Room, client: ClientKey, game: super::protocol::GameKind) {
    let mut p = plan(
        RuleSet::classic(),
        vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
    );
    p.game = game;
    p.stand_in_after = Some(0);
    room.connect(client);
    room.send(
        client,
        ToServer::Open {
            plan: p,
            name: "Ann".into(),
            here: Vec::new(),
        },
    );
    room.send(client, ToServer::Start);
    room.tables.disconnected(client, room.now);
}

/// Tables whose people have gone do not fill the server for ever: a finished game with
/// nobody connected is put away, and so is any table nobody has been connected to for
/// the server's time (its file too); a server starting again resumes only live games.
#[test]
fn finished_and_abandoned_tables_are_closed_and_only_live_ones_resume() {
    use super::protocol::GameKind;
    use super::tables::RestoreError;
    let mut room = Room::new();
    room.tables = Tables::new(4).abandoned_after(Duration::from_secs(600));
    for client in 1..=4 {
        let game = if client % 2 == 0 {
            GameKind::MadQueens
        } else {
            GameKind::SleepingQueens
        };
        open_start_and_go(&mut room, client, game);
    }
    assert_eq!(room.tables.table_count(), 4);
    room.connect(9);
    // The stand-ins and the bots play every game to its end; each is put away.
    let mut saved = Vec::new();
    for _ in 0..20_000 {
        room.now += Duration::from_millis(50);
        room.tables.tick(room.now);
        for id in room.tables.ids().collect::<Vec<_>>() {
            if let Some(save) = room.tables.save(id) {
                saved.push(save);
            }
        }
        room.deliver();
        if room.tables.table_count() == 0 {
            break;
        }
    }
    assert_eq!(
        room.tables.table_count(),
        0,
        "every finished game is put away"
    );
    let changed = room.tables.take_changed();
    for id in 1..=4 {
        assert!(changed.contains(&id), "table {id}'s file is updated");
    }
    // A new table opens on the full server.
    room.take(9);
    let said = room.send(
        9,
        ToServer::Open {
            plan: plan(
                RuleSet::classic(),
                vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Easy)],
            ),
            name: "Cy".into(),
            here: Vec::new(),
        },
    );
    assert!(
        said.iter()
            .any(|m| matches!(m, ToClient::Seated { seat: 0, .. })),
        "{said:?}"
    );
    // Cy starts and leaves without a stand-in: after ten minutes alone it is closed.
    room.send(9, ToServer::Start);
    room.tables.disconnected(9, room.now);
    room.tables.tick(room.now);
    assert_eq!(room.tables.table_count(), 1);
    room.now += Duration::from_secs(599);
    room.tables.tick(room.now);
    assert_eq!(room.tables.table_count(), 1, "not yet");
    room.now += Duration::from_secs(2);
    room.tables.tick(room.now);
    assert_eq!(room.tables.table_count(), 0, "abandoned");
    // Starting again, a table that never started is not resumed (its file is removed).
    let mut not_started = saved.pop().expect("saved as it played");
    not_started.record = None;
    not_started.mad_record = None;
    let refused = Tables::new(4).restore(not_started, Duration::ZERO);
    assert_eq!(refused, Err(RestoreError::NotStarted));
    assert!(refused.unwrap_err().is_dead());
}

/// The turn clock: a connected person who stays silent over a decision longer than the
/// table allows is played by a stand-in (everyone is told), so the table goes on; the
/// person takes the seat back by acting. In both games.
#[test]
fn the_turn_clock_stands_in_for_a_silent_person_who_takes_the_seat_back_by_acting() {
    use super::protocol::GameKind;
    for game in [GameKind::SleepingQueens, GameKind::MadQueens] {
        let mut room = Room::new();
        let mut p = plan(RuleSet::classic(), vec![SeatPlan::Person, SeatPlan::Person]);
        p.game = game;
        p.turn_seconds = Some(30);
        ann_and_bo(&mut room, p);
        room.send(1, ToServer::Start);
        let steps = |room: &Room| match game {
            GameKind::SleepingQueens => room.tables.game(1).unwrap().steps(),
            GameKind::MadQueens => room.tables.mad_game(1).unwrap().steps(),
        };
        let at_start = steps(&room);
        room.tables.tick(room.now);
        room.now += Duration::from_secs(29);
        room.tables.tick(room.now);
        room.deliver();
        assert_eq!(steps(&room), at_start, "{game:?}: nobody is played for yet");
        room.take(1);
        room.take(2);
        room.now += Duration::from_secs(2);
        room.tables.tick(room.now);
        room.deliver();
        let lobby = last_lobby(room.take(2)).expect("everyone is told");
        let stood_in: Vec<usize> = (0..2).filter(|&i| lobby.seats[i].stand_in).collect();
        assert!(!stood_in.is_empty(), "{game:?}: {lobby:?}");
        // The stand-ins play on.
        for _ in 0..5 {
            room.now += Duration::from_millis(100);
            room.tables.tick(room.now);
        }
        assert!(steps(&room) > at_start, "{game:?}: the table goes on");
        // The first seat stood in for acts again (its choice may be stale): it is its own.
        let seat = stood_in[0] as Seat;
        let client = seat as ClientKey + 1;
        let said = match game {
            GameKind::SleepingQueens => room.send(
                client,
                ToServer::Choose {
                    seat,
                    step: 0,
                    action: Action::Pass,
                },
            ),
            GameKind::MadQueens => room.send(
                client,
                ToServer::MadChoose {
                    seat,
                    step: 0,
                    action: crate::mad_queens::MadAction::Reveal,
                },
            ),
        };
        assert!(
            !said.contains(&ToClient::Refused(Refusal::NotYourSeat)),
            "{said:?}"
        );
        let lobby = last_lobby(room.take(1)).expect("everyone is told");
        assert!(!lobby.seats[seat as usize].stand_in, "{game:?}: {lobby:?}");
        // Silent again: the clock stands in again; saying "I'm back" is acting too.
        let mut stood_in_again = false;
        for _ in 0..100 {
            room.now += Duration::from_secs(1);
            room.tables.tick(room.now);
            room.deliver();
            if let Some(l) = last_lobby(room.take(1)) {
                stood_in_again |= l.seats[seat as usize].stand_in;
            }
        }
        room.take(2);
        assert!(stood_in_again, "{game:?}");
        room.send(client, ToServer::Back);
        let lobby = last_lobby(room.take(2)).expect("everyone is told");
        assert!(!lobby.seats[seat as usize].stand_in, "{game:?}: {lobby:?}");
    }
    // A clock outside 5 seconds to an hour is refused.
    let mut room = Room::new();
    room.connect(1);
    let mut p = plan(RuleSet::classic(), vec![SeatPlan::Person]);
    p.turn_seconds = Some(2);
    let said = room.send(
        1,
        ToServer::Open {
            plan: p,
            name: "Ann".into(),
            here: Vec::new(),
        },
    );
    assert!(
        said.iter()
            .any(|m| matches!(m, ToClient::Refused(Refusal::BadPlan(_))))
    );
}

/// A client checks a Sleeping Queens update too: an event naming a seat, a card or a
/// grid slot the table does not have is refused, not shown (the table would index its
/// hands and slots by them).
#[test]
fn a_sleeping_queens_update_with_an_impossible_event_is_refused() {
    use crate::sleeping_queens::event::{From, Private};
    use crate::sleeping_queens::{CardId, Game, Queen, Setup};
    let (game, _) = Game::new(Setup::new(3, RuleSet::classic()), 4).unwrap();
    let update = |events: Vec<GameEvent>| ToClient::Update {
        seat: 0,
        step: 0,
        events,
        observation: Box::new(game.state().observe(0)),
    };
    let fine = vec![
        GameEvent::Drew {
            seat: 2,
            card: Private {
                value: None,
                known_to: 0,
            },
        },
        GameEvent::Woken {
            seat: 1,
            queen: Queen::Rose,
            slot: 11,
        },
    ];
    assert!(matches!(update(fine).update_check(), Some((0, Ok(())))));
    for (i, hostile) in [
        GameEvent::Drew {
            seat: 3,
            card: Private {
                value: None,
                known_to: 0,
            },
        },
        GameEvent::Played {
            seat: 0,
            card: CardId(250),
        },
        GameEvent::Woken {
            seat: 0,
            queen: Queen::Rose,
            slot: 12,
        },
        GameEvent::Owned {
            seat: 0,
            queen: Private {
                value: None,
                known_to: 0,
            },
            from: From::Seat(200),
        },
        GameEvent::Discarded {
            cards: [CardId(1), CardId(99)].into_iter().collect(),
        },
        GameEvent::GameOver {
            winners: vec![7],
            reason: crate::sleeping_queens::EndReason::Points,
        },
    ]
    .into_iter()
    .enumerate()
    {
        assert!(
            matches!(
                update(vec![hostile]).update_check(),
                Some((0, Err(super::protocol::BadUpdate::Event { index: 0 })))
            ),
            "hostile event {i} passed"
        );
    }
}

/// Client `client` opens a table of Mad Queens, sitting in its first seat, with bots
/// of `bots` kinds in the others, and starts it.
fn open_mad_with_bots(room: &mut Room, client: ClientKey, name: &str, bots: &[BotKind]) {
    room.connect(client);
    let seats = std::iter::once(SeatPlan::Person)
        .chain(bots.iter().map(|&k| SeatPlan::Bot(k)))
        .collect();
    let plan = TablePlan::open(name, GameKind::MadQueens, RuleSet::classic(), seats);
    room.send(
        client,
        ToServer::Open {
            plan,
            name: name.into(),
            here: Vec::new(),
        },
    );
    room.send(client, ToServer::Start);
    room.take(client);
}

/// Ann (client 1, seat 0 of table 1) plays on (banking when she may) until `seat` has
/// a decision: a play can end on its first card, before any choice.
fn ann_plays_until_seat_decides(room: &mut Room, seat: Seat) {
    for _ in 0..200 {
        let game = room.tables.mad_game(1).expect("table 1 plays");
        if game.state().decision(seat).is_some() {
            return;
        }
        let legal = game.state().observe(0).legal;
        let action = if legal.contains(&crate::mad_queens::MadAction::Bank) {
            crate::mad_queens::MadAction::Bank
        } else {
            legal[0]
        };
        let step = game.record().actions.iter().filter(|a| a.seat == 0).count() as u32;
        room.send(
            1,
            ToServer::MadChoose {
                seat: 0,
                step,
                action,
            },
        );
        room.take(1);
    }
    panic!("seat {seat} never had a decision");
}

/// The step of the last update `said` holds for a seat of Mad Queens.
fn last_mad_step(said: &[ToClient]) -> Option<u32> {
    said.iter().rev().find_map(|m| match m {
        ToClient::MadUpdate { step, .. } => Some(*step),
        _ => None,
    })
}

#[test]
fn a_table_whose_bot_thinks_elsewhere_answers_its_people_and_other_tables_meanwhile() {
    let mut room = Room {
        tables: Tables::new(8).think_elsewhere(),
        ..Room::new()
    };
    open_mad_with_bots(&mut room, 1, "Ann", &[BotKind::Hard; 3]);
    open_mad_with_bots(&mut room, 2, "Bo", &[BotKind::Normal; 4]);
    room.tables.tick(room.now);
    let mut thinking = room.tables.take_thinking();
    // One decision a table at a time, whatever its bots: no table takes two threads.
    let mut tables: Vec<_> = thinking.iter().map(|t| t.table()).collect();
    tables.sort();
    assert_eq!(tables, vec![1, 2]);
    assert!(thinking.iter().any(|t| t.table() == 1 && t.is_slow()));
    room.tables.tick(room.now);
    assert!(room.tables.take_thinking().is_empty(), "still thinking");
    // While the bots think, every person's choice is played and answered at once.
    for client in [1, 2] {
        let choose = ToServer::MadChoose {
            seat: 0,
            step: 0,
            action: crate::mad_queens::MadAction::Reveal,
        };
        let said = room.send(client, choose);
        assert_eq!(last_mad_step(&said), Some(1), "{said:?}");
    }
    // The choices come back, are played, and each table asks its next bot.
    for t in thinking.drain(..) {
        room.tables.thought(t.think(), room.now);
    }
    room.tables.tick(room.now);
    let next = room.tables.take_thinking();
    assert_eq!(next.len(), 2, "each table asks again");
    let game = room.tables.mad_game(1).expect("table 1 plays");
    let bot_choices = game.record().actions.iter().filter(|a| a.seat != 0).count();
    assert_eq!(bot_choices, 1, "the thought was played");
}

#[test]
fn a_bots_choice_for_a_seat_its_person_took_back_meanwhile_is_dropped() {
    let mut room = Room {
        tables: Tables::new(8).think_elsewhere(),
        ..Room::new()
    };
    let mut plan = TablePlan::open(
        "Kitchen",
        GameKind::MadQueens,
        RuleSet::classic(),
        vec![SeatPlan::Person, SeatPlan::Person],
    );
    plan.stand_in_after = Some(1);
    ann_and_bo(&mut room, plan);
    let said = room.take(2);
    let token = said
        .iter()
        .find_map(|m| match m {
            ToClient::Seated { token, .. } => Some(*token),
            _ => None,
        })
        .expect("Bo is seated");
    room.send(1, ToServer::Start);
    ann_plays_until_seat_decides(&mut room, 1);
    // Bo's connection is lost; a stand-in sits down and thinks.
    room.tables.disconnected(2, room.now);
    room.now += Duration::from_secs(2);
    room.tables.tick(room.now);
    room.tables.tick(room.now);
    let thinking = room.tables.take_thinking();
    assert_eq!(thinking.len(), 1);
    // Bo is back before the stand-in has chosen: the seat is Bo's again.
    room.connect(3);
    room.send(
        3,
        ToServer::Join {
            table: 1,
            name: "Bo".into(),
            password: String::new(),
            token: Some(token),
        },
    );
    for t in thinking {
        room.tables.thought(t.think(), room.now);
    }
    let game = room.tables.mad_game(1).expect("the table plays");
    assert!(
        game.record().actions.iter().all(|a| a.seat != 1),
        "the stand-in's late choice is not played for Bo"
    );
    let legal = game.state().observe(1).legal;
    let said = room.send(
        3,
        ToServer::MadChoose {
            seat: 1,
            step: 0,
            action: legal[0],
        },
    );
    assert_eq!(last_mad_step(&said), Some(1), "Bo decides: {said:?}");
}

#[test]
fn a_bots_choice_for_a_table_closed_meanwhile_is_dropped() {
    let mut room = Room {
        tables: Tables::new(8)
            .think_elsewhere()
            .abandoned_after(Duration::from_secs(1)),
        ..Room::new()
    };
    open_mad_with_bots(&mut room, 1, "Ann", &[BotKind::Normal]);
    ann_plays_until_seat_decides(&mut room, 1);
    room.tables.tick(room.now);
    let thinking = room.tables.take_thinking();
    assert_eq!(thinking.len(), 1);
    room.tables.disconnected(1, room.now);
    room.tables.tick(room.now);
    room.now += Duration::from_secs(2);
    room.tables.tick(room.now);
    assert_eq!(room.tables.table_count(), 0, "nobody came back");
    for t in thinking {
        room.tables.thought(t.think(), room.now);
    }
    assert_eq!(room.tables.table_count(), 0);
    assert!(room.tables.take_changed().iter().all(|&id| id == 1));
}

// ----- a hostile server ---------------------------------------------------------------

/// What a client makes of what a server says: the updates it checks, the mirror of the
/// game it follows, and its bot's answers. Everything a desktop or bot client does with
/// a message before drawing it.
#[derive(Default)]
struct Listener {
    bot: Option<BotPlayer>,
    game: Option<crate::sleeping_queens::Game>,
    mad: Option<crate::mad_queens::MadGame>,
    refused: usize,
    followed: usize,
}

impl Listener {
    fn hear(&mut self, m: &ToClient) {
        if let Some(bot) = self.bot.as_mut() {
            for answer in bot.receive(m) {
                let _ = wire(&answer);
            }
        }
        let Some((seat, check)) = m.update_check() else {
            return;
        };
        if check.is_err() {
            self.refused += 1;
            return;
        }
        self.followed += 1;
        match m {
            ToClient::Update {
                step,
                events,
                observation,
                ..
            } => {
                let step = *step as usize;
                match self.game.as_mut() {
                    Some(g) => g.follow(observation, events, step),
                    None => {
                        let g =
                            crate::sleeping_queens::Game::mirror(observation, events.clone(), step);
                        self.game = Some(g);
                    }
                }
                let g = self.game.as_ref().unwrap();
                let _ = g.state().observe(seat);
                let _ = g.state().legal_actions();
                for e in events {
                    let _ = e.seen_by(Some(seat));
                }
            }
            ToClient::MadUpdate {
                step,
                events,
                observation,
                ..
            } => {
                let step = *step as usize;
                let told = match self.mad.as_mut() {
                    Some(g) => g.follow(observation, events.clone(), step),
                    None => {
                        let g =
                            crate::mad_queens::MadGame::mirror(observation, events.clone(), step);
                        self.mad = Some(g);
                        Vec::new()
                    }
                };
                let g = self.mad.as_ref().unwrap();
                let _ = g.state().observe(seat);
                let _ = g.state().decision(seat);
                for t in &told {
                    let _ = crate::mad_queens::game::reveals(t, seat);
                }
            }
            _ => {}
        }
    }
}

/// One hostile change to a message's bytes as they are sent (bevy_replicon's postcard
/// encoding, where numbers are variable-length): a byte flipped or replaced (another
/// seat, card, step, length or variant), a byte put in or taken out, the end cut off.
fn twist(bytes: &mut Vec<u8>, rng: &mut ChaCha8Rng) {
    use rand::RngExt;
    let at = rng.random_range(0..bytes.len().max(1));
    match rng.random_range(0..6) {
        0 if !bytes.is_empty() => bytes[at] ^= 1 << rng.random_range(0..8),
        1 if !bytes.is_empty() => bytes[at] = rng.random_range(0..12),
        2 if !bytes.is_empty() => bytes[at] = rng.random(),
        3 => bytes.insert(at.min(bytes.len()), rng.random()),
        4 if !bytes.is_empty() => {
            bytes.remove(at);
        }
        _ => bytes.truncate(at),
    }
}

/// A client never panics on what a hostile server sends: real streams of both games
/// and every rule set, messages twisted byte by byte as they are sent, dropped,
/// repeated and sent out of order. A twisted message is read and refused or followed;
/// nothing a server sends crashes a client.
#[test]
fn a_client_survives_every_twisted_stream_a_hostile_server_sends() {
    use rand::RngExt;
    let mad = TablePlan::open(
        "Kitchen",
        GameKind::MadQueens,
        RuleSet::classic(),
        vec![SeatPlan::Person; 3],
    );
    let mut streams: Vec<Vec<ToClient>> = [
        RuleSet::classic(),
        RuleSet::extended(),
        RuleSet::extended_v1(),
    ]
    .into_iter()
    .map(|rules| play(rules, &[BotKind::Normal; 3], 5).2)
    .collect();
    streams.push(play_plan(mad, &[BotKind::Normal; 3], 5).2);
    let mut rng = ChaCha8Rng::seed_from_u64(0x5e4);
    let (mut refused, mut followed) = (0, 0);
    for round in 0..400 {
        let stream = &streams[round % streams.len()];
        let mut listener = Listener {
            bot: Some(BotPlayer::new(
                "Bot 1",
                BotKind::Normal,
                1,
                Entry::Join {
                    table: None,
                    password: String::new(),
                },
            )),
            ..Listener::default()
        };
        let mut i = 0;
        while i < stream.len() {
            let mut m = stream[i].clone();
            // Most messages come as sent; some are twisted, dropped, repeated or
            // replaced by one from elsewhere in the stream.
            match rng.random_range(0..20) {
                0 => {
                    i += 1;
                    continue;
                }
                1 => m = stream[rng.random_range(0..stream.len())].clone(),
                2..=5 => {
                    let mut bytes = postcard::to_allocvec(&m).expect("a message as bytes");
                    for _ in 0..rng.random_range(1..=3) {
                        twist(&mut bytes, &mut rng);
                    }
                    match postcard::from_bytes::<ToClient>(&bytes) {
                        Ok(twisted) => m = twisted,
                        // The wire itself refuses it.
                        Err(_) => {
                            i += 1;
                            continue;
                        }
                    }
                }
                6 => listener.hear(&m.clone()),
                _ => {}
            }
            let heard = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                listener.hear(&m);
            }));
            assert!(
                heard.is_ok(),
                "round {round}, message {i}: a client panicked on {m:?}"
            );
            i += 1;
        }
        refused += listener.refused;
        followed += listener.followed;
    }
    // The twists reach both the checks and what follows them.
    assert!(refused > 100 && followed > 1000, "{refused} {followed}");
}

/// A Hard bot's choice in a window (an answer, an after-wake play) is played at one
/// moment after the window opens, whether it could answer or could only pass, however
/// long its thinking took: the moment tells nothing of what it holds (X-ANS-2). The
/// bot thinks elsewhere, as on a server; when it could answer its thinking comes back
/// 400 ms later, and 1 ms when it could only pass, as on a loaded server where its
/// search runs or does not.
#[test]
fn a_bots_choice_in_a_window_comes_at_one_moment_whatever_it_holds() {
    use crate::engine::GameEngine;
    use crate::seats::WINDOW_PACE;
    use crate::sleeping_queens::Decision;
    use rand::RngExt;

    let tick = Duration::from_millis(10);
    // How long each bot window lasted, by whether the bot could answer.
    let mut lasted: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for game_seed in 0..40u64 {
        if lasted.iter().all(|l| l.len() >= 8) {
            break;
        }
        let mut tables = Tables::new(4).think_elsewhere();
        tables.connected(1);
        let seats = vec![SeatPlan::Person, SeatPlan::Bot(BotKind::Hard)];
        let open = ToServer::Open {
            plan: plan(RuleSet::extended(), seats),
            name: "Ann".into(),
            here: Vec::new(),
        };
        let mut now = Duration::from_secs(1);
        tables.receive(1, open, now, game_seed);
        tables.receive(1, ToServer::Start, now, 0);
        let mut thinking: Vec<(Duration, super::tables::Thinking)> = Vec::new();
        // The decision on the table: its step, when it opened, and for a bot's window
        // whether the bot could answer.
        let mut open_now: Option<(usize, Duration, Option<bool>)> = None;
        for _ in 0..200_000 {
            let game = tables.game(1).unwrap();
            if game.state().is_over() {
                break;
            }
            let steps = game.steps();
            if open_now.is_none_or(|(s, _, _)| s != steps) {
                if let Some((_, since, Some(could))) = open_now {
                    lasted[usize::from(could)].push(now - since);
                }
                let decision = game.state().pending().cloned();
                let bot_window = decision.as_ref().and_then(|d| {
                    let window = matches!(d, Decision::Answer { .. } | Decision::AfterWake { .. });
                    (window && d.seat() != 0).then(|| game.legal(d.seat()).len() > 1)
                });
                open_now = Some((steps, now, bot_window));
            }
            let game = tables.game(1).unwrap();
            if let Some(d) = game.state().pending()
                && d.seat() == 0
            {
                let legal = game.legal(0);
                let action = legal[rng.random_range(0..legal.len())];
                let choose = ToServer::Choose {
                    seat: 0,
                    step: steps as u32,
                    action,
                };
                tables.receive(1, choose, now, 0);
                tables.drain();
                continue;
            }
            now += tick;
            tables.tick(now);
            for job in tables.take_thinking() {
                let game = tables.game(1).unwrap();
                let could = game.legal(job.seat()).len() > 1
                    && game.state().pending().is_some_and(|d| {
                        matches!(d, Decision::Answer { .. } | Decision::AfterWake { .. })
                    });
                let takes = if could {
                    Duration::from_millis(400)
                } else {
                    Duration::from_millis(1)
                };
                thinking.push((now + takes, job));
            }
            let (due, later): (Vec<_>, Vec<_>) = thinking.drain(..).partition(|(at, _)| *at <= now);
            thinking = later;
            for (_, job) in due {
                tables.thought(job.think(), now);
            }
            tables.drain();
        }
    }
    let [passing, answering] = &lasted;
    assert!(
        passing.len() >= 8 && answering.len() >= 8,
        "{} windows where a bot could only pass, {} where it could answer",
        passing.len(),
        answering.len()
    );
    for d in passing.iter().chain(answering) {
        assert!(
            *d >= WINDOW_PACE && *d <= WINDOW_PACE + tick,
            "a bot's window lasted {d:?}: passing {passing:?}, answering {answering:?}"
        );
    }
}

/// A hostile server writes whatever it likes into names, a refusal's reason and its
/// version: what a client shows or logs of them cannot start a forged line, turn the
/// text around or run on.
#[test]
fn what_a_hostile_server_says_is_shown_only_as_it_may_be() {
    use super::protocol::{Greeting, Listing, LobbyView, OtherVersion, SeatView};
    let forged = "Ann\nERROR the server was breached\u{202E}";
    let listing = ToClient::Tables(vec![Listing {
        table: 1,
        name: forged.into(),
        rules: forged.into(),
        seats: 2,
        open_seats: 1,
        password: false,
        started: false,
    }])
    .shown();
    let lobby = ToClient::Lobby(LobbyView {
        table: 1,
        name: forged.into(),
        game: GameKind::SleepingQueens,
        rules: RuleSet::classic(),
        seats: vec![SeatView {
            name: Some(forged.repeat(20)),
            plan: SeatPlan::Person,
            connected: true,
            stand_in: false,
            host: true,
        }],
        started: false,
        over: false,
    })
    .shown();
    let refused = ToClient::Refused(Refusal::Rule(forged.repeat(100))).shown();
    for m in [listing, lobby, refused] {
        let text = format!("{m:?}");
        assert!(
            !text.contains("\\n") && !text.contains("\\u{202e}"),
            "{text}"
        );
        assert!(text.len() < 1_000, "{text}");
    }
    let other = OtherVersion {
        server: Greeting {
            protocol: 99,
            version: "1.0.0\nERROR forged".into(),
        },
        client: Greeting::ours(),
    };
    let said = other.to_string();
    assert!(!said.contains('\n') && !said.contains("forged"), "{said}");
    assert!(said.contains("Sleeping Queens ?"), "{said}");
}
