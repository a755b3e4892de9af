//! `sq-arena regret`, `balance` and `bench`: what the bots give away, the rule sets' balance, and the engines' speed.

use super::*;

/// `sq-arena regret --json`.
#[derive(Serialize)]
pub(super) struct RegretJson<'a> {
    games: u32,
    rules: &'a str,
    players: u8,
    decisions: u32,
    oracle_deals: u32,
    gain_per_game: f64,
    /// Rollout budget → win rate given away per game.
    loss_per_game: BTreeMap<u32, f64>,
    game_budget: u32,
    errors: &'a [String],
    elapsed_s: f64,
}

/// `sq-arena bench --json`.
#[derive(Serialize)]
pub(super) struct BenchJson<'a> {
    games: u32,
    rules: &'a str,
    players: u8,
    games_per_sec: f64,
    decisions_per_game: f64,
    decisions_per_sec: f64,
    clone_ns: f64,
    sample_ns: f64,
    elapsed_s: f64,
}

/// `bench`'s figures: one JSON object, or lines of text (`labels` name the clone and
/// the sample).
pub(super) fn report_bench(b: &BenchJson, json: bool, labels: [&str; 2]) -> Result<(), String> {
    if json {
        println!("{}", to_json(b)?);
    } else {
        println!(
            "{} random games, rules {}, {} players, one thread: {:.2}s",
            b.games, b.rules, b.players, b.elapsed_s
        );
        println!("games per second:     {:.0}", b.games_per_sec);
        println!("decisions per game:   {:.1}", b.decisions_per_game);
        println!("decisions per second: {:.0}", b.decisions_per_sec);
        println!("{}{:.0} ns", labels[0], b.clone_ns);
        println!("{}{:.0} ns", labels[1], b.sample_ns);
    }
    Ok(())
}

pub(super) fn run_regret(args: RegretArgs) -> Result<(), String> {
    let threads = worker_threads(args.threads);
    let mut progress = progress_reporter("games");
    let run = |budgets: Vec<u32>| RegretRun {
        seats: args.players,
        games: args.games,
        seed: args.seed,
        threads,
        oracle_deals: args.oracle_deals,
        budgets: if args.budgets.is_empty() {
            budgets
        } else {
            args.budgets.clone()
        },
        repeats: args.repeats,
    };
    let (r, name, game_budget) = if args.rules == GameKind::MAD_QUEENS_RULES {
        MadSetup::new(args.players)
            .check()
            .map_err(|e| e.to_string())?;
        let end_check = mad_bots::HARD_ROLLOUTS as u32;
        let run = run(vec![0, end_check / 4, end_check, end_check * 4]);
        let r = regret::run_mad_regret(&run, &mut progress);
        (r, GameKind::MAD_QUEENS_RULES.to_string(), 0)
    } else {
        let rules = load_rules(&args.rules)?;
        Setup::new(args.players, rules.clone())
            .check()
            .map_err(|e| e.to_string())?;
        let game_budget = Budget::for_table(&rules, args.players).iterations;
        let cfg = RegretConfig {
            run: run(vec![(game_budget / 4).max(1), game_budget, game_budget * 4]),
            rules,
            play_budget: None,
        };
        let r = regret::run_regret(&cfg, &mut progress);
        (r, cfg.rules.name, game_budget)
    };
    for e in r.errors.iter().take(5) {
        eprintln!("sq-arena: game failed: {e}");
    }
    if args.json {
        let json = RegretJson {
            games: r.games,
            rules: &name,
            players: args.players,
            decisions: r.decisions,
            oracle_deals: args.oracle_deals,
            gain_per_game: r.gain_per_game,
            loss_per_game: r.loss_per_game.iter().copied().collect(),
            game_budget,
            errors: &r.errors,
            elapsed_s: r.elapsed.as_secs_f64(),
        };
        println!("{}", to_json(&json)?);
    } else {
        println!(
            "{name}, {} players: {} games of one Hard bot against Normal, {} decisions measured, each choice over {} deals ({:.0}s)",
            args.players,
            r.games,
            r.decisions,
            args.oracle_deals,
            r.elapsed.as_secs_f64()
        );
        println!(
            "  the best choice over the bot's own strategy: {:+.2} points of win rate a game",
            r.gain_per_game * 100.0
        );
        for (b, l) in &r.loss_per_game {
            let note = match (*b == game_budget, name == GameKind::MAD_QUEENS_RULES) {
                (true, true) => " (its judgement alone, as it plays)",
                (true, false) => " (the game's budget)",
                _ => "",
            };
            println!(
                "  {b:>6} rollouts{note}: gives away {:.2} points a game against the best",
                l * 100.0
            );
        }
    }
    if !r.errors.is_empty() {
        return Err(format!("{} games failed", r.errors.len()));
    }
    Ok(())
}

pub(super) fn run_balance(args: BalanceArgs) -> Result<(), String> {
    let mut rules = Vec::new();
    for spec in &args.rules {
        let r = load_rules(spec)?;
        if rules.iter().any(|known: &RuleSet| known.name == r.name) {
            return Err(format!(
                "two rule sets are named `{}`: give each file its own name",
                r.name
            ));
        }
        rules.push(r);
    }
    if args.bots.is_empty() {
        return Err("--bots needs at least one bot kind".into());
    }
    let cfg = sq_core::balance::BalanceConfig {
        rules,
        players: args.players.clone(),
        bots: args.bots.clone(),
        games: args.games.clone(),
        strong_players: args.strong_players.clone(),
        memory_games: args.memory_games,
        memory_players: args.memory_players.clone(),
        mad_games: args.mad_games,
        bank_after: args.bank_after.clone(),
        seed: args.seed,
        threads: worker_threads(args.threads),
    };
    let mut progress = progress_reporter("games");
    // The lab's errors in their words, as the command line says every error.
    let report = sq_core::balance::run_balance(&cfg, &mut progress).map_err(|e| e.to_string())?;
    let command = balance_command(&args);
    let written = sq_core::balance::report::write_report(
        &report,
        &sq_core::balance::report::ReportPlace {
            dir: &args.out,
            command: &command,
        },
    )
    .map_err(|e| e.to_string())?;
    println!(
        "{} games in {:.1}s on {} threads; {} failed; {} files in {}",
        report.games,
        report.elapsed_s,
        report.threads,
        report.errors,
        written.len(),
        args.out.display()
    );
    if report.errors > 0 {
        return Err(format!(
            "{} games failed (listed in the report)",
            report.errors
        ));
    }
    Ok(())
}

/// The command line that makes this report, as written at its top.
pub(super) fn balance_command(args: &BalanceArgs) -> String {
    let list = |v: &[String]| v.join(",");
    let nums = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let small = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
    let bots: Vec<String> = args.bots.iter().map(|b| b.name().to_string()).collect();
    let mut c = format!(
        "cargo run --release --no-default-features --bin sq-arena -- balance --rules {} --players {} --bots {} --games {} --strong-players {} --memory-games {} --memory-players {} --mad-games {} --bank-after {} --seed {}",
        list(&args.rules),
        small(&args.players),
        bots.join(","),
        nums(&args.games),
        small(&args.strong_players),
        args.memory_games,
        small(&args.memory_players),
        args.mad_games,
        small(&args.bank_after),
        args.seed,
    );
    if let Some(t) = args.threads {
        c.push_str(&format!(" --threads {t}"));
    }
    c.push_str(&format!(" --out {}", args.out.display()));
    c
}

pub(super) fn run_bench(args: BenchArgs) -> Result<(), String> {
    if args.rules == GameKind::MAD_QUEENS_RULES {
        return run_mad_bench(args);
    }
    let rules = load_rules(&args.rules)?;
    let setup = Setup::new(args.players, rules);
    setup.check().map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut decisions = 0u64;
    let mut sample: Option<GameState> = None;
    let start = Instant::now();
    for g in 0..args.games {
        let mut state =
            GameState::new(&setup, arena::mix(args.seed, g as u64)).map_err(|e| e.to_string())?;
        let mut steps = 0u32;
        while !state.is_over() {
            state.legal_actions_into(&mut legal);
            let Some(action) = legal.choose(&mut rng).copied() else {
                return Err(format!("game {g}: no legal action"));
            };
            events.clear();
            state.apply_unchecked(action, &mut events);
            steps += 1;
            if g == 0 && steps == 30 {
                sample = Some(state.clone());
            }
            if steps >= arena::MAX_DECISIONS {
                return Err(format!("game {g} did not end"));
            }
        }
        decisions += steps as u64;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let games_per_sec = args.games as f64 / elapsed;
    let decisions_per_game = decisions as f64 / args.games as f64;

    // The cost of cloning a mid-game state, the unit of search.
    let state = match sample {
        Some(s) => s,
        None => GameState::new(&setup, args.seed).map_err(|e| e.to_string())?,
    };
    let reps = 200_000u32;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(std::hint::black_box(&state).clone());
    }
    let clone_ns = t.elapsed().as_secs_f64() * 1e9 / reps as f64;
    // And of a determinization: observe a seat, then deal its hidden information.
    let seat = state.pending().map_or(0, |d| d.seat());
    let obs = state.observe(seat);
    let reps = 20_000u32;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(obs.sample(&mut rng));
    }
    let sample_ns = t.elapsed().as_secs_f64() * 1e9 / reps as f64;

    report_bench(
        &BenchJson {
            games: args.games,
            rules: &setup.rules.name,
            players: args.players,
            games_per_sec,
            decisions_per_game,
            decisions_per_sec: decisions as f64 / elapsed,
            clone_ns,
            sample_ns,
            elapsed_s: elapsed,
        },
        args.json,
        ["clone a GameState:    ", "sample an observation: "],
    )
}

/// `sq-arena bench --rules mad-queens`: random Mad Queens games on one thread, and what
/// Hard's rollouts pay for a state: a clone and a deal of what a seat cannot see.
pub(super) fn run_mad_bench(args: BenchArgs) -> Result<(), String> {
    let setup = MadSetup::new(args.players);
    setup.check().map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let mut decisions = 0u64;
    let mut sample: Option<MadState> = None;
    let start = Instant::now();
    for g in 0..args.games {
        let (mut state, _) =
            MadState::new(&setup, arena::mix(args.seed, g as u64)).map_err(|e| e.to_string())?;
        let mut steps = 0u32;
        while !state.is_over() {
            let waiting = state.waiting_for();
            let Some(&seat) = waiting.choose(&mut rng) else {
                return Err(format!("game {g}: nobody to decide"));
            };
            let legal = state.legal(seat);
            let Some(&action) = legal.choose(&mut rng) else {
                return Err(format!("game {g}: no legal action"));
            };
            state
                .apply(seat, action)
                .map_err(|e| format!("game {g}: {e}"))?;
            steps += 1;
            if g == 0 && steps == 20 {
                sample = Some(state.clone());
            }
            if steps >= arena::MAX_DECISIONS {
                return Err(format!("game {g} did not end"));
            }
        }
        decisions += steps as u64;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let games_per_sec = args.games as f64 / elapsed;
    let decisions_per_game = decisions as f64 / args.games as f64;
    let state = match sample {
        Some(s) => s,
        None => {
            MadState::new(&setup, args.seed)
                .map_err(|e| e.to_string())?
                .0
        }
    };
    let reps = 200_000u32;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(std::hint::black_box(&state).clone());
    }
    let clone_ns = t.elapsed().as_secs_f64() * 1e9 / reps as f64;
    let seat = state.waiting_for().first().copied().unwrap_or(0);
    let obs = state.observe(seat);
    let reps = 20_000u32;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(mad_bots::determinize(&obs, &mut rng));
    }
    let sample_ns = t.elapsed().as_secs_f64() * 1e9 / reps as f64;
    report_bench(
        &BenchJson {
            games: args.games,
            rules: GameKind::MAD_QUEENS_RULES,
            players: args.players,
            games_per_sec,
            decisions_per_game,
            decisions_per_sec: decisions as f64 / elapsed,
            clone_ns,
            sample_ns,
            elapsed_s: elapsed,
        },
        args.json,
        ["clone a MadState:     ", "deal a seat's unseen cards: "],
    )
}
