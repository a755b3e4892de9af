//! The server's handling of what clients send, fuzzed as the save loader is: random
//! strangers connect from a few addresses, greet (or not, or in another version), send
//! random requests, choices that are legal a moment too late, and messages whose bytes
//! were twisted on the way and still decode; they leave, time passes, bots think and
//! answer late. Nothing may panic, and every table's game must pass its engine's
//! integrity check after every input. A short run is part of the tests; the long one
//! (a million inputs) is run by hand:
//! `cargo test -p sq-core --release -- --ignored server_fuzz`.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::host::{Host, Said};
use super::limits::Limits;
use super::protocol::{
    GameKind, Greeting, PROTOCOL, SeatPlan, SeatToken, TablePlan, ToClient, ToServer,
};
use super::tables::{ClientKey, Tables, Thinking};
use crate::engine::GameEngine;
use crate::mad_queens::MadAction;
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::{Action, CardId, RuleSet, Seat};

/// A stranger's name: sometimes fine, sometimes empty, long, or full of characters a
/// name may not hold.
fn random_name(rng: &mut ChaCha8Rng) -> String {
    const ODD: [char; 12] = [
        ' ', '\u{7}', '\n', '\u{200B}', '\u{202E}', '\u{3164}', '\u{2800}', '\u{FE0F}', '\u{0301}',
        'А', '\u{E000}', 'ë',
    ];
    let len = rng.random_range(0..30);
    (0..len)
        .map(|_| match rng.random_range(0..5) {
            0 => ODD[rng.random_range(0..ODD.len())],
            _ => rng.random_range('a'..='e'),
        })
        .collect()
}

fn random_rules(rng: &mut ChaCha8Rng) -> RuleSet {
    let mut rules = match rng.random_range(0..3) {
        0 => RuleSet::classic(),
        1 => RuleSet::extended(),
        _ => RuleSet::extended_v1(),
    };
    if rng.random_range(0..8) == 0 {
        rules.name = random_name(rng);
    }
    rules
}

fn random_plan(rng: &mut ChaCha8Rng) -> TablePlan {
    let kinds = [BotKind::Easy, BotKind::Normal];
    TablePlan {
        name: random_name(rng),
        game: if rng.random_range(0..3) == 0 {
            GameKind::MadQueens
        } else {
            GameKind::SleepingQueens
        },
        rules: random_rules(rng),
        seats: (0..rng.random_range(0..8))
            .map(|i| {
                if i == 0 || rng.random() {
                    SeatPlan::Person
                } else {
                    SeatPlan::Bot(kinds[rng.random_range(0..2)])
                }
            })
            .collect(),
        password: if rng.random() {
            String::new()
        } else {
            random_name(rng)
        },
        stand_in_after: rng.random::<bool>().then(|| rng.random_range(0..20)),
        answer_seconds: rng.random::<bool>().then(|| rng.random_range(0..20)),
        turn_seconds: rng.random::<bool>().then(|| rng.random_range(0..40)),
    }
}

/// Any request, its fields chosen at random.
fn random_request(rng: &mut ChaCha8Rng) -> ToServer {
    match rng.random_range(0..9) {
        0 => ToServer::List,
        1 => ToServer::Start,
        2 => ToServer::Leave,
        3 => ToServer::Back,
        4 => ToServer::Join {
            table: rng.random_range(0..6),
            name: random_name(rng),
            password: String::new(),
            token: rng.random::<bool>().then(|| SeatToken(rng.random())),
        },
        5 | 6 => ToServer::Open {
            plan: random_plan(rng),
            name: random_name(rng),
            here: (0..rng.random_range(0..3))
                .map(|_| (rng.random_range(0..8), random_name(rng)))
                .collect(),
        },
        7 => ToServer::MadChoose {
            seat: rng.random_range(0..8),
            step: rng.random_range(0..60),
            action: [MadAction::Reveal, MadAction::Bank, MadAction::Stop][rng.random_range(0..3)],
        },
        _ => ToServer::Choose {
            seat: rng.random_range(0..8),
            step: rng.random_range(0..300),
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

/// One hostile change to a message's bytes (postcard, as bevy_replicon sends it).
fn twist(bytes: &mut Vec<u8>, rng: &mut ChaCha8Rng) {
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

/// The fuzzing client's view: which tables and seats each stranger was told it has.
#[derive(Default)]
struct Strangers {
    connected: Vec<ClientKey>,
    seats: HashMap<ClientKey, (u32, Vec<Seat>)>,
    next: ClientKey,
}

/// A choice that is legal for one of `key`'s seats right now (sometimes played a step
/// late), so that the games move on.
fn legal_choice(
    host: &Host,
    strangers: &Strangers,
    key: ClientKey,
    rng: &mut ChaCha8Rng,
) -> Option<ToServer> {
    let (table, seats) = strangers.seats.get(&key)?;
    let seat = *seats.get(rng.random_range(0..seats.len().max(1)))?;
    let late = u32::from(rng.random_range(0..10) == 0);
    if let Some(game) = host.tables.game(*table) {
        let legal = game.legal(seat);
        let action = *legal.get(rng.random_range(0..legal.len().max(1)))?;
        return Some(ToServer::Choose {
            seat,
            step: (game.steps() as u32).saturating_sub(late),
            action,
        });
    }
    let game = host.tables.mad_game(*table)?;
    let legal = game.legal(seat);
    let action = *legal.get(rng.random_range(0..legal.len().max(1)))?;
    let step = game
        .record()
        .actions
        .iter()
        .filter(|a| a.seat == seat)
        .count() as u32;
    Some(ToServer::MadChoose {
        seat,
        step: step.saturating_sub(late),
        action,
    })
}

/// Every table's game passes its engine's integrity check.
fn check_tables(host: &Host, input: usize) {
    for id in host.tables.ids() {
        if let Some(game) = host.tables.game(id) {
            if let Err(e) = game.state().check_integrity() {
                panic!("input {input}: table {id}: {e:?}");
            }
        } else if let Some(game) = host.tables.mad_game(id)
            && let Err(e) = game.state().check_integrity()
        {
            panic!("input {input}: table {id}: {e}");
        }
    }
}

/// Drives `inputs` random inputs from `seed` through a server's front desk.
fn fuzz(seed: u64, inputs: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut host = Host::new(Tables::new(6).think_elsewhere(), Greeting::ours());
    host.deal_from(seed);
    host.limit_each_address(Limits {
        connections: 6,
        tables: 3,
        requests_per_second: 50.0,
        burst: 100.0,
    });
    let places: Vec<IpAddr> = (1..=4)
        .map(|i| IpAddr::V4(Ipv4Addr::new(10, 0, 0, i)))
        .collect();
    let mut strangers = Strangers {
        next: 1,
        ..Strangers::default()
    };
    let mut thinking: Vec<(Duration, Thinking)> = Vec::new();
    let mut now = Duration::ZERO;
    // The most actions a game of each kind reached.
    let mut played = (0, 0);
    for input in 0..inputs {
        let some = |rng: &mut ChaCha8Rng, s: &Strangers| {
            (!s.connected.is_empty()).then(|| s.connected[rng.random_range(0..s.connected.len())])
        };
        match rng.random_range(0..100) {
            0..4 => {
                let key = strangers.next;
                strangers.next += 1;
                let from = places[rng.random_range(0..places.len())];
                host.connect(key, rng.random_range(0..10).ne(&0).then_some(from), now);
                strangers.connected.push(key);
                // Most strangers are the game's own clients, which greet at once.
                if rng.random_range(0..4) != 0 {
                    host.hello(key, &Greeting::ours(), now);
                }
            }
            4..6 => {
                if let Some(key) = some(&mut rng, &strangers) {
                    host.disconnect(key, now);
                    strangers.connected.retain(|&k| k != key);
                    strangers.seats.remove(&key);
                }
            }
            6..12 => {
                if let Some(key) = some(&mut rng, &strangers) {
                    let greeting = match rng.random_range(0..6) {
                        0 => Greeting {
                            protocol: PROTOCOL + 1,
                            version: "9.9.9".into(),
                        },
                        1 => Greeting {
                            protocol: PROTOCOL,
                            version: random_name(&mut rng),
                        },
                        2 => Greeting {
                            protocol: PROTOCOL,
                            version: "1.2.3\nERROR forged".into(),
                        },
                        _ => Greeting::ours(),
                    };
                    host.hello(key, &greeting, now);
                }
            }
            12..20 => {
                if let Some(key) = some(&mut rng, &strangers) {
                    host.request(key, random_request(&mut rng), now);
                }
            }
            20..30 => {
                // A table a person would open, started at once or joined first.
                if let Some(key) = some(&mut rng, &strangers) {
                    let people = rng.random_range(1..3);
                    let bots = rng.random_range(1..3);
                    let seats = (0..people)
                        .map(|_| SeatPlan::Person)
                        .chain((0..bots).map(|_| SeatPlan::Bot(BotKind::Normal)))
                        .collect();
                    let game = if rng.random_range(0..3) == 0 {
                        GameKind::MadQueens
                    } else {
                        GameKind::SleepingQueens
                    };
                    let mut plan = TablePlan::open("Den", game, random_rules(&mut rng), seats);
                    plan.answer_seconds = rng.random::<bool>().then_some(5);
                    plan.stand_in_after = rng.random::<bool>().then_some(10);
                    plan.turn_seconds = rng.random::<bool>().then_some(30);
                    let name = format!("p{key}");
                    host.request(
                        key,
                        ToServer::Open {
                            plan,
                            name,
                            here: Vec::new(),
                        },
                        now,
                    );
                    host.request(key, ToServer::Start, now);
                }
            }
            30..40 => {
                if let Some(key) = some(&mut rng, &strangers) {
                    let table = rng.random_range(1..strangers.next.min(40) as u32 + 1);
                    let join = ToServer::Join {
                        table,
                        name: format!("p{key}"),
                        password: String::new(),
                        token: None,
                    };
                    host.request(key, join, now);
                    host.request(key, ToServer::Start, now);
                }
            }
            40..50 => {
                // A message twisted on the way, as the server would decode it.
                if let Some(key) = some(&mut rng, &strangers) {
                    let message = legal_choice(&host, &strangers, key, &mut rng)
                        .unwrap_or_else(|| random_request(&mut rng));
                    let mut bytes = postcard::to_allocvec(&message).expect("encodes");
                    for _ in 0..rng.random_range(1..4) {
                        twist(&mut bytes, &mut rng);
                    }
                    if rng.random_range(0..20) == 0 {
                        bytes = (0..rng.random_range(0..64)).map(|_| rng.random()).collect();
                    }
                    if let Ok(decoded) = postcard::from_bytes::<ToServer>(&bytes) {
                        host.request(key, decoded, now);
                    }
                }
            }
            50..80 => {
                // A seated stranger whose seat decides now plays a legal choice.
                let mut seated: Vec<ClientKey> = strangers.seats.keys().copied().collect();
                seated.sort_unstable();
                let chosen = seated.iter().find_map(|&key| {
                    legal_choice(&host, &strangers, key, &mut rng).map(|c| (key, c))
                });
                if let Some((key, choice)) = chosen {
                    host.request(key, choice, now);
                }
            }
            _ => {
                now += Duration::from_millis(rng.random_range(0..3000));
                host.tick(now);
                for job in host.tables.take_thinking() {
                    // A bot answers at once, or late, when its decision may be gone.
                    let after = Duration::from_millis(rng.random_range(0..2000));
                    thinking.push((now + after, job));
                }
                let (due, later): (Vec<_>, Vec<_>) =
                    thinking.drain(..).partition(|(at, _)| *at <= now);
                thinking = later;
                for (_, job) in due {
                    host.tables.thought(job.think(), now);
                }
            }
        }
        for said in host.drain() {
            match said {
                Said::Tell(out) => {
                    if let ToClient::Seated { table, seat, .. } = out.message {
                        let entry = strangers.seats.entry(out.to).or_insert((table, Vec::new()));
                        if entry.0 != table {
                            *entry = (table, Vec::new());
                        }
                        entry.1.push(seat);
                    }
                    if let ToClient::Closed(_) = out.message {
                        strangers.seats.remove(&out.to);
                    }
                }
                Said::Close(key) => {
                    host.disconnect(key, now);
                    strangers.connected.retain(|&k| k != key);
                    strangers.seats.remove(&key);
                }
                Said::Welcome(..) => {}
            }
        }
        check_tables(&host, input);
        for id in host.tables.ids() {
            if let Some(g) = host.tables.game(id) {
                played.0 = played.0.max(g.steps());
            } else if let Some(g) = host.tables.mad_game(id) {
                played.1 = played.1.max(g.record().actions.len());
            }
        }
    }
    // The strangers played games, not only knocked on the door.
    assert!(
        played.0 >= 50 && played.1 >= 50,
        "seed {seed}: the longest games had {played:?} actions"
    );
}

#[test]
fn the_server_takes_random_and_twisted_requests_without_a_panic_or_a_broken_game() {
    for seed in 0..4 {
        fuzz(seed, 25_000);
    }
}

#[test]
#[ignore = "a million inputs: run by hand (about ten seconds in release)"]
fn server_fuzz_a_million_inputs() {
    fuzz(0xF022, 1_000_000);
}
