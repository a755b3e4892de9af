//! `sq-arena join`, `load` and `flood`: bots, many tables and strangers over the network.

use super::*;

#[cfg(feature = "net")]
/// The game a `--rules` names for a table: a rule set of Sleeping Queens, or Mad Queens.
#[cfg(feature = "net")]
pub(super) fn table_game(
    spec: &str,
) -> Result<(sleeping_queens::net::protocol::GameKind, RuleSet), String> {
    use sleeping_queens::net::protocol::GameKind;
    if spec == GameKind::MAD_QUEENS_RULES {
        Ok((GameKind::MadQueens, RuleSet::classic()))
    } else {
        Ok((GameKind::SleepingQueens, load_rules(spec)?))
    }
}

#[cfg(feature = "net")]
pub(super) fn run_flood(args: FloodArgs) -> Result<(), String> {
    use sleeping_queens::net::flood::{FloodConfig, flood};
    let report = flood(&FloodConfig {
        server: args.server,
        duration: Duration::from_secs(args.seconds),
        rate: args.rate,
    })
    .map_err(|e| e.to_string())?;
    let connected = |tries: &[Option<Duration>]| {
        let times: Vec<f64> = tries
            .iter()
            .flatten()
            .map(|d| d.as_secs_f64() * 1000.0)
            .collect();
        let worst = times.iter().copied().fold(0.0, f64::max);
        format!(
            "{} of {} tries, the slowest in {worst:.0} ms",
            times.len(),
            tries.len()
        )
    };
    println!(
        "{} handshakes and {} junk datagrams in {:.1} s ({:.0} a second)",
        report.requests,
        report.junk,
        report.elapsed.as_secs_f64(),
        report.rate()
    );
    println!("another address connected: {}", connected(&report.others));
    println!(
        "the flood's own address connected: {}",
        connected(&report.own)
    );
    Ok(())
}

#[cfg(feature = "net")]
pub(super) fn run_join(args: JoinArgs) -> Result<(), String> {
    use sleeping_queens::net::connection::Wire;
    use sleeping_queens::net::load::Client;
    use sleeping_queens::net::player::{BotPlayer, Entry, Progress};
    use sleeping_queens::net::protocol::{SeatPlan, TablePlan};
    use sleeping_queens::net::transport::NetBot;
    let entry = if args.open {
        let (game, rules) = table_game(&args.rules)?;
        Entry::Open(TablePlan {
            name: format!("{}'s table", args.name),
            game,
            rules,
            seats: vec![SeatPlan::Person; args.players as usize],
            password: args.password.clone(),
            stand_in_after: Some(60),
            answer_seconds: Some(15),
            turn_seconds: None,
        })
    } else {
        Entry::Join {
            table: args.table,
            password: args.password.clone(),
        }
    };
    let player = BotPlayer::new(args.name.clone(), args.bot, args.seed, entry);
    let wire = Wire::of_this_build().map_err(|e| e.to_string())?;
    let (mut client, _watched) =
        Client::new(wire, args.server, NetBot::new(player)).map_err(|e| e.to_string())?;
    let deadline = Instant::now() + Duration::from_secs(args.limit);
    let mut said = Progress::Arriving;
    loop {
        client.step(wire);
        let bot = &client.bot;
        let now = bot.player.progress().clone();
        if now != said {
            match &now {
                Progress::Seated => println!(
                    "seated at table {} in seat {}",
                    bot.player.table().unwrap_or(0),
                    bot.player.seat().map_or(0, |s| s + 1)
                ),
                Progress::Playing => println!("the game started"),
                Progress::Over(o) => {
                    let seat = bot.player.seat().unwrap_or(0);
                    let won = o.winners.contains(&seat);
                    println!(
                        "the game is over: {} ({}), after {} choices",
                        if won { "won" } else { "lost" },
                        o.how,
                        bot.player.choices
                    );
                    client.leave();
                    return Ok(());
                }
                Progress::Failed(why) => return Err(why.clone()),
                Progress::Arriving => {}
            }
            said = now;
        }
        if Instant::now() > deadline {
            return Err(format!("gave up after {} s", args.limit));
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[cfg(feature = "net")]
pub(super) fn run_load(args: LoadArgs) -> Result<(), String> {
    use sleeping_queens::net::load::{self, LoadConfig};
    let (game, rules) = table_game(&args.rules)?;
    let cfg = LoadConfig {
        server: args.server,
        tables: args.tables,
        players: args.players,
        bot: args.bot,
        game,
        rules,
        limit: Duration::from_secs(args.limit),
        seed: args.seed,
        hard_tables: args.hard_tables,
        threads: args.threads.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        }),
    };
    let report = load::run_load(&cfg, || {}, |_, _| false).map_err(|e| e.to_string())?;
    let ms = |q: f64| {
        report
            .latency(q)
            .map_or(f64::NAN, |d| d.as_secs_f64() * 1e3)
    };
    if args.json {
        println!(
            "{}",
            serde_json::json!({
                "tables": report.tables,
                "finished": report.finished,
                "clients": report.bots.len(),
                "choices": report.latencies.len(),
                "median_ms": ms(0.5),
                "p95_ms": ms(0.95),
                "p99_ms": ms(0.99),
                "max_ms": ms(1.0),
                "seconds": report.elapsed.as_secs_f64(),
                "failures": report.failures,
            })
        );
    } else {
        println!(
            "{} of {} tables finished ({} bot clients, {} choices) in {:.1} s",
            report.finished,
            report.tables,
            report.bots.len(),
            report.latencies.len(),
            report.elapsed.as_secs_f64()
        );
        println!(
            "choice to its events: median {:.2} ms, 95th percentile {:.2} ms, 99th {:.2} ms, max {:.2} ms",
            ms(0.5),
            ms(0.95),
            ms(0.99),
            ms(1.0)
        );
        for f in report.failures.iter().take(10) {
            println!("  {f}");
        }
    }
    if report.finished < report.tables {
        return Err(format!(
            "{} tables did not finish",
            report.tables - report.finished
        ));
    }
    Ok(())
}
