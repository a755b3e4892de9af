//! `sq-arena match`: bot kinds against each other, and their win rates.

use super::*;

pub(super) fn run_match(args: MatchArgs) -> Result<(), String> {
    if args.bots.is_empty() {
        return Err("--bots needs at least one bot kind".into());
    }
    let game = if args.rules == GameKind::MAD_QUEENS_RULES {
        MadSetup::new(args.players)
            .check()
            .map_err(|e| e.to_string())?;
        ArenaGame::MadQueens
    } else {
        let rules = load_rules(&args.rules)?;
        Setup::new(args.players, rules.clone())
            .check()
            .map_err(|e| e.to_string())?;
        ArenaGame::SleepingQueens(rules)
    };
    let threads = worker_threads(args.threads);
    let hard_budget = if args.hard_iterations.is_some()
        || args.hard_ms.is_some()
        || args.hard_cautious.is_some()
        || args.hard_horizon.is_some()
    {
        let d = match &game {
            ArenaGame::SleepingQueens(rules) => Budget::for_table(rules, args.players),
            // Mad Queens' Hard takes only a number of rollouts a choice from it.
            ArenaGame::MadQueens => Budget {
                iterations: mad_bots::HARD_ROLLOUTS as u32,
                ..Budget::for_table(&RuleSet::classic(), args.players)
            },
        };
        Some(Budget {
            iterations: args.hard_iterations.unwrap_or(d.iterations),
            time: match args.hard_ms {
                Some(0) => None,
                Some(ms) => Some(Duration::from_millis(ms)),
                None => d.time,
            },
            cautious: args.hard_cautious.map_or(d.cautious, |t| t == Toggle::On),
            horizon: args
                .hard_horizon
                .map_or(d.horizon, |h| (h > 0).then_some(h)),
        })
    } else {
        None
    };
    let cfg = MatchConfig {
        game,
        seats: args.players,
        kinds: args.bots.clone(),
        games: args.games,
        seed: args.seed,
        threads,
        hard_budget,
        hard_sight: args.hard_sight,
        hard_window: args.hard_window_ms.map(Duration::from_millis),
    };
    let mut progress = progress_reporter("games");
    let report = arena::run_match(&cfg, &mut progress);
    for e in report.errors.iter().take(5) {
        eprintln!("sq-arena: game failed: {e}");
    }
    if args.json {
        println!("{}", match_json(&cfg, &report)?);
    } else {
        print_match(&cfg, &report);
    }
    if !report.errors.is_empty() {
        return Err(format!("{} games failed", report.errors.len()));
    }
    Ok(())
}

pub(super) fn print_match(cfg: &MatchConfig, r: &MatchReport) {
    println!(
        "{} games, rules {}, {} players, seed {}, {} threads, {:.1}s",
        r.games,
        cfg.game.name(),
        cfg.seats,
        cfg.seed,
        cfg.threads,
        r.elapsed.as_secs_f64()
    );
    for l in &r.lineups {
        let names: Vec<&str> = l.lineup.iter().map(|k| k.name()).collect();
        let wins: Vec<String> = l.wins.iter().map(|w| format!("{w:.1}")).collect();
        println!(
            "  lineup {} ({} games): wins by position {}",
            names.join(" vs "),
            l.games,
            wins.join(" / ")
        );
    }
    println!(
        "{:<8} {:>6} {:>9} {:>8} {:>17} {:>10} {:>10} {:>10}",
        "bot", "games", "wins", "rate", "95% CI", "mean ms", "median ms", "p90 ms"
    );
    for b in &r.bots {
        let (lo, hi) = b.ci95();
        println!(
            "{:<8} {:>6} {:>9.1} {:>7.1}% {:>7.1}% – {:>5.1}% {:>10.3} {:>10.3} {:>10.3}",
            b.kind.name(),
            b.games,
            b.wins,
            100.0 * b.win_rate(),
            100.0 * lo,
            100.0 * hi,
            ms(b.mean_time()),
            ms(b.median_time()),
            ms(b.percentile_time(0.9)),
        );
    }
    println!(
        "average game: {:.1} turns, {:.1} decisions",
        r.mean_turns, r.mean_decisions
    );
}

/// `sq-arena match --json`: one object.
#[derive(Serialize)]
pub(super) struct MatchJson<'a> {
    games: u32,
    rules: &'a str,
    players: u8,
    seed: u64,
    threads: usize,
    bots: Vec<BotJson>,
    lineups: Vec<LineupJson>,
    mean_turns: f64,
    mean_decisions: f64,
    errors: &'a [String],
    elapsed_s: f64,
}

#[derive(Serialize)]
pub(super) struct BotJson {
    kind: &'static str,
    games: u32,
    wins: f64,
    win_rate: f64,
    ci95: (f64, f64),
    mean_decision_ms: f64,
    median_decision_ms: f64,
    p90_decision_ms: f64,
}

#[derive(Serialize)]
pub(super) struct LineupJson {
    seats: Vec<&'static str>,
    games: u32,
    /// Wins by position in the lineup.
    wins: Vec<f64>,
}

pub(super) fn match_json(cfg: &MatchConfig, r: &MatchReport) -> Result<String, String> {
    let json = MatchJson {
        games: r.games,
        rules: cfg.game.name(),
        players: cfg.seats,
        seed: cfg.seed,
        threads: cfg.threads,
        bots: r
            .bots
            .iter()
            .map(|b| BotJson {
                kind: b.kind.name(),
                games: b.games,
                wins: b.wins,
                win_rate: b.win_rate(),
                ci95: b.ci95(),
                mean_decision_ms: ms(b.mean_time()),
                median_decision_ms: ms(b.median_time()),
                p90_decision_ms: ms(b.percentile_time(0.9)),
            })
            .collect(),
        lineups: r
            .lineups
            .iter()
            .map(|l| LineupJson {
                seats: l.lineup.iter().map(|k| k.name()).collect(),
                games: l.games,
                wins: l.wins.clone(),
            })
            .collect(),
        mean_turns: r.mean_turns,
        mean_decisions: r.mean_decisions,
        errors: &r.errors,
        elapsed_s: r.elapsed.as_secs_f64(),
    };
    to_json(&json)
}
