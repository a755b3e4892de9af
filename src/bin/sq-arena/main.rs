//! `sq-arena`: bots against bots, and how fast the engine plays.
//!
//! ```text
//! sq-arena match --bots hard,normal --rules extended --players 2 --games 1000 [--seed S] [--threads N] [--json]
//! sq-arena match --bots hard,normal --rules mad-queens --players 2 --games 1000
//! sq-arena bench --rules extended --players 4 --games 20000 [--json]
//! sq-arena join 127.0.0.1:5757 --bot hard [--table ID] [--open --rules extended --players 2]
//! sq-arena load 127.0.0.1:5757 --tables 50 --players 2 [--bot normal] [--rules classic] [--hard-tables N] [--threads N]
//! sq-arena flood 127.0.0.1:5757 [--seconds 10] [--rate 2000]
//! sq-arena regret --rules classic --players 2 --games 16 [--oracle-deals N] [--budgets A,B] [--json]
//! sq-arena regret --rules mad-queens --players 4 --games 60 --oracle-deals 4000
//! sq-arena balance --rules classic,extended --players 2,3,4,5 --bots normal,hard --games 2000,100 --out docs/balance
//! ```

use clap::{Args, Parser, Subcommand};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use sleeping_queens::advice::{Advised, Measure, Moment, review, reviewed_seat};
use sleeping_queens::bots::arena::{self, ArenaGame, MatchConfig, MatchReport};
use sleeping_queens::bots::regret::{self, RegretConfig, RegretRun};
use sleeping_queens::bots::{BotKind, Budget, Sight};
use sleeping_queens::engine::GameKind;
use sleeping_queens::mad::bots as mad_bots;
use sleeping_queens::mad::{MadGame, MadSetup, MadState};
use sleeping_queens::rules::{Action, Game, GameState, RuleSet, Setup};
use sleeping_queens::save::{LoadedGame, LoadedSave, load_file};
use sleeping_queens::seats::SeatKind;
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "sq-arena",
    version,
    about = "Sleeping Queens bots against each other, and engine speed"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play bot kinds against each other and report win rates.
    ///
    /// Every deal is played once per seat rotation (duplicate deals), so each bot meets
    /// the same cards from every seat. With at least as many seats as bot kinds, the
    /// first kinds take one seat each and the last kind fills the remaining seats
    /// (`--players 4 --bots hard,normal` is one Hard against three Normal). With fewer
    /// seats than kinds, every combination of kinds is played (a round robin).
    Match(MatchArgs),
    /// Play random legal games on one thread and measure the engine's speed.
    Bench(BenchArgs),
    /// Measure the Hard bot's choices against Normal bots: how much the best of its
    /// candidates is worth over its own strategy's choice, and how much a search with
    /// each budget gives away against the best (win rate summed over a game).
    Regret(RegretArgs),
    /// Measure the rule sets' balance: many games between bots for each rule set and
    /// player count, written up as a report folder (Markdown pages, SVG charts, CSV and
    /// JSON figures) that answers the extended rules' eight claims about the original
    /// game, with a page for Mad Queens.
    Balance(BalanceArgs),
    /// Review a saved game (of either game): each of a person's decisions measured
    /// from what they could see then, the ones where another choice was clearly
    /// better, and their win chance over the game (the figures of the game's review).
    Review(ReviewArgs),
    /// Play a seat on a server as a bot, as a person's client would (`sq-server`, or
    /// a game hosted from the title screen).
    #[cfg(feature = "net")]
    Join(JoinArgs),
    /// Open many tables of bot clients on a server at once, play them to the end, and
    /// report how long a choice takes to come back as events.
    #[cfg(feature = "net")]
    Load(LoadArgs),
    /// Flood a server of your own with strangers' handshakes and junk from this
    /// computer, while a client from another loopback address (127.0.0.2) and one from
    /// the flood's own try to connect every second: what the server withstands.
    #[cfg(feature = "net")]
    Flood(FloodArgs),
}

#[cfg(feature = "net")]
#[derive(Args)]
struct FloodArgs {
    /// The server's address and port (on this computer: the tries come from 127.0.0.2).
    server: std::net::SocketAddr,
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Datagrams a second.
    #[arg(long, default_value_t = 2000)]
    rate: u32,
}

#[cfg(feature = "net")]
#[derive(Args)]
struct JoinArgs {
    /// The server's address and port.
    server: std::net::SocketAddr,
    #[arg(long, default_value = "normal")]
    bot: BotKind,
    /// The name to sit under (joining again with it takes the seat back).
    #[arg(long, default_value = "Bot")]
    name: String,
    /// The table to join (default: the first with an open seat).
    #[arg(long)]
    table: Option<u32>,
    #[arg(long, default_value = "")]
    password: String,
    /// Open a table of `--players` seats for people instead, and start it when full.
    #[arg(long)]
    open: bool,
    #[arg(long, default_value = "extended")]
    rules: String,
    #[arg(long, default_value_t = 2)]
    players: u8,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 3600)]
    limit: u64,
}

#[cfg(feature = "net")]
#[derive(Args)]
struct LoadArgs {
    /// The server's address and port.
    server: std::net::SocketAddr,
    #[arg(long, default_value_t = 50)]
    tables: usize,
    #[arg(long, default_value_t = 2)]
    players: u8,
    #[arg(long, default_value = "normal")]
    bot: BotKind,
    #[arg(long, default_value = "classic")]
    rules: String,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 600)]
    limit: u64,
    /// Tables whose last seat is a Hard bot of the server's (the first ones).
    #[arg(long, default_value_t = 0)]
    hard_tables: usize,
    /// Threads the clients are spread over (default: one a core).
    #[arg(long)]
    threads: Option<usize>,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct ReviewArgs {
    /// The save file (a `.ron` from the game's saves folder).
    save: std::path::PathBuf,
    /// The seat to review (from 0; default: the one person at a table of bots).
    #[arg(long)]
    seat: Option<u8>,
    /// Deals each decision is measured over (default: the game's own, by rule set).
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..))]
    deals: Option<u32>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct BalanceArgs {
    /// Rule sets, comma separated: built-in names (classic, extended, extended-v1) or
    /// RON rule-set files. The first is the baseline the others are compared with.
    #[arg(long, value_delimiter = ',', default_value = "classic,extended")]
    rules: Vec<String>,
    /// Player counts for the main figures (2 to 5), comma separated.
    #[arg(long, value_delimiter = ',', default_value = "2,3,4,5",
          value_parser = clap::value_parser!(u8).range(2..=5))]
    players: Vec<u8>,
    /// Bot kinds, comma separated: the first at every seat for the main figures, each
    /// later one at every seat again at `--strong-players`.
    #[arg(long, value_delimiter = ',', default_value = "normal,hard")]
    bots: Vec<BotKind>,
    /// Games per table for each bot kind, comma separated in the order of `--bots`
    /// (the last number serves the kinds after it).
    #[arg(long, value_delimiter = ',', default_value = "2000,100",
          value_parser = clap::value_parser!(u32).range(1..))]
    games: Vec<u32>,
    /// Player counts for the bot kinds after the first.
    #[arg(long, value_delimiter = ',', default_value = "2",
          value_parser = clap::value_parser!(u8).range(2..=5))]
    strong_players: Vec<u8>,
    /// Games per rule set and strong player count of a Hard bot that remembers against
    /// the same Hard bots that forget (0: none).
    #[arg(long, default_value_t = 200)]
    memory_games: u32,
    /// Player counts of the first bot kind's memory studies (claim 5): one seat
    /// remembers, the others forget. Hard's are at the strong player counts.
    #[arg(long, value_delimiter = ',', default_value = "2",
          value_parser = clap::value_parser!(u8).range(2..=5))]
    memory_players: Vec<u8>,
    /// Mad Queens games per player count and per bank-after policy (0: no Mad Queens).
    #[arg(long, default_value_t = 2000)]
    mad_games: u32,
    /// Mad Queens bank-after-N policies to measure, comma separated.
    #[arg(long, value_delimiter = ',', default_value = "1,2,3,4,5,6,7,8",
          value_parser = clap::value_parser!(u8).range(1..=30))]
    bank_after: Vec<u8>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: the number of cores, at most 2).
    #[arg(long)]
    threads: Option<usize>,
    /// The report folder (made if missing; its files are replaced).
    #[arg(long, default_value = "balance-report")]
    out: std::path::PathBuf,
}

#[derive(Args)]
struct RegretArgs {
    /// A built-in rule set (classic, extended, extended-v1), a RON rule-set file, or
    /// mad-queens.
    #[arg(long, default_value = "classic")]
    rules: String,
    /// Seats at the table (2 to 5; Mad Queens 1 to 6): one Hard bot, the rest Normal.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=6))]
    players: u8,
    /// Games to play (the Hard bot's seat rotates).
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: the number of cores, at most 2).
    #[arg(long)]
    threads: Option<usize>,
    /// Deals each candidate is measured over.
    #[arg(long, default_value_t = 20000, value_parser = clap::value_parser!(u32).range(1..))]
    oracle_deals: u32,
    /// Rollout budgets to judge, comma separated (default: a quarter of the game's
    /// budget, the game's, and four times it; Mad Queens: its Hard checking every choice
    /// with that many rollouts, 0 its judgement alone, by default 0 and a quarter of,
    /// once and four times its end check's rollouts).
    #[arg(long, value_delimiter = ',')]
    budgets: Vec<u32>,
    /// Searches per budget and decision.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    repeats: u32,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct MatchArgs {
    /// Bot kinds, comma separated: easy, normal, hard.
    #[arg(long, value_delimiter = ',', default_value = "hard,normal")]
    bots: Vec<BotKind>,
    /// A built-in rule set (classic, extended, extended-v1) or a RON rule-set file.
    #[arg(long, default_value = "extended")]
    rules: String,
    /// Seats at the table (2 to 5; Mad Queens 1 to 6).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=6))]
    players: u8,
    /// Games per lineup, rounded up to a whole number of seat rotations.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Seed of the deals (and of the bots' own streams).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: the number of cores, at most 2).
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Tuning: the Hard bot's iterations per decision instead of its built-in budget
    /// (Mad Queens: rollouts checking every choice; 0, its judgement alone).
    #[arg(long)]
    hard_iterations: Option<u32>,
    /// Tuning: the Hard bot's time limit per decision in milliseconds (0: none).
    #[arg(long)]
    hard_ms: Option<u64>,
    /// Measuring: let the Hard bot look at hidden information to see what it is worth:
    /// `hands` (the opponents' hands), `everything` (the hands and the sleeping queens;
    /// only the draw pile stays unknown). Default `fair`: the observation only.
    #[arg(long, default_value = "fair", value_parser = parse_sight)]
    hard_sight: Sight,
    /// Tuning: keep the Hard bot's own choice unless a candidate is clearly better
    /// (`on`/`off`; default: as its built-in budget for the rule set).
    #[arg(long)]
    hard_cautious: Option<Toggle>,
    /// Tuning: the Hard bot's rollouts stop after this many decisions and are judged
    /// by how near each seat stands to the win (0: played out; default: as its
    /// built-in budget for the table).
    #[arg(long)]
    hard_horizon: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Toggle {
    On,
    Off,
}

fn parse_sight(s: &str) -> Result<Sight, String> {
    match s {
        "fair" => Ok(Sight::Fair),
        "hands" => Ok(Sight::Hands),
        "everything" => Ok(Sight::Everything),
        _ => Err(format!("`{s}`: expected fair, hands or everything")),
    }
}

#[derive(Args)]
struct BenchArgs {
    /// A built-in rule set (classic, extended, extended-v1) or a RON rule-set file.
    #[arg(long, default_value = "extended")]
    rules: String,
    /// Seats at the table (2 to 5; Mad Queens 1 to 6).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=6))]
    players: u8,
    /// Random games to play.
    #[arg(long, default_value_t = 20000, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Match(args) => run_match(args),
        Command::Bench(args) => run_bench(args),
        Command::Regret(args) => run_regret(args),
        Command::Balance(args) => run_balance(args),
        Command::Review(args) => run_review(args),
        #[cfg(feature = "net")]
        Command::Join(args) => run_join(args),
        #[cfg(feature = "net")]
        Command::Flood(args) => run_flood(args),
        #[cfg(feature = "net")]
        Command::Load(args) => run_load(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sq-arena: {message}");
            ExitCode::from(2)
        }
    }
}

/// A built-in rule set by name, or a RON file by path.
fn load_rules(spec: &str) -> Result<RuleSet, String> {
    if let Some(r) = RuleSet::named(spec) {
        return Ok(r);
    }
    let path = std::path::Path::new(spec);
    if !path.exists() {
        return Err(format!(
            "no rule set `{spec}`: not one of {} and no such file",
            RuleSet::BUILT_IN.join(", ")
        ));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {spec}: {e}"))?;
    RuleSet::from_ron(&text).map_err(|e| format!("{spec}: {e}"))
}

/// The worker threads to use: as asked, else the number of cores, at most 2.
fn worker_threads(asked: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    asked.unwrap_or(cores.min(2)).max(1)
}

/// Shows how many games are done: a live bar on a terminal, a line every tenth in a log.
fn progress_reporter(unit: &'static str) -> impl FnMut(usize, usize) {
    let tty = std::io::stderr().is_terminal();
    let started = Instant::now();
    let mut last_shown = 0usize;
    move |done: usize, total: usize| {
        // On a terminal, a live bar; in a log, a line every tenth.
        let step = (total / 10).max(1);
        if tty {
            let width = 30;
            let filled = done * width / total.max(1);
            let eta = if done > 0 {
                let per = started.elapsed().as_secs_f64() / done as f64;
                format!("{:.0}s left", per * (total - done) as f64)
            } else {
                String::new()
            };
            eprint!(
                "\r[{}{}] {done}/{total} {unit}  {eta}    ",
                "#".repeat(filled),
                "-".repeat(width - filled)
            );
            if done >= total {
                eprintln!();
            }
        } else if done >= last_shown + step || done == total && last_shown != total {
            last_shown = done;
            eprintln!(
                "{done}/{total} {unit} ({:.0}s)",
                started.elapsed().as_secs_f64()
            );
        }
        let _ = std::io::stderr().flush();
    }
}

fn run_match(args: MatchArgs) -> Result<(), String> {
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

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn print_match(cfg: &MatchConfig, r: &MatchReport) {
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
struct MatchJson<'a> {
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
struct BotJson {
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
struct LineupJson {
    seats: Vec<&'static str>,
    games: u32,
    /// Wins by position in the lineup.
    wins: Vec<f64>,
}

fn match_json(cfg: &MatchConfig, r: &MatchReport) -> Result<String, String> {
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

fn to_json(value: &impl Serialize) -> Result<String, String> {
    serde_json::to_string_pretty(value).map_err(|e| format!("cannot write JSON: {e}"))
}

/// `sq-arena regret --json`.
#[derive(Serialize)]
struct RegretJson<'a> {
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
struct BenchJson<'a> {
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
fn report_bench(b: &BenchJson, json: bool, labels: [&str; 2]) -> Result<(), String> {
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

fn run_regret(args: RegretArgs) -> Result<(), String> {
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

fn run_balance(args: BalanceArgs) -> Result<(), String> {
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
fn balance_command(args: &BalanceArgs) -> String {
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

fn run_bench(args: BenchArgs) -> Result<(), String> {
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
fn run_mad_bench(args: BenchArgs) -> Result<(), String> {
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

/// `sq-arena review --json`.
#[derive(Serialize)]
struct ReviewJson<'a, A: Serialize> {
    save: &'a str,
    game: GameKind,
    rules: &'a str,
    players: u8,
    seed: u64,
    seat: u8,
    name: &'a str,
    deals: u32,
    /// What the figures are: win chance (0 to 1), or points alone at the table.
    measure: Measure,
    clearly_worse: f64,
    moments: Vec<MomentJson<'a, A>>,
    mistakes: usize,
    total_cost: f64,
    swings: Vec<usize>,
    elapsed_s: f64,
}

#[derive(Serialize)]
struct MomentJson<'a, A: Serialize> {
    #[serde(flatten)]
    moment: &'a Moment<A>,
    chose_words: String,
    best_words: String,
    mistake: bool,
}

fn run_review(args: ReviewArgs) -> Result<(), String> {
    let loaded = load_file(&args.save).map_err(|e| format!("{}: {e}", args.save.display()))?;
    match &loaded.game {
        LoadedGame::SleepingQueens(game) => {
            let rules = game.record().setup.rules.name.clone();
            review_save::<Game>(&args, &loaded, game, &rules, action_words)
        }
        LoadedGame::MadQueens(game) => review_save::<MadGame>(
            &args,
            &loaded,
            game,
            GameKind::MAD_QUEENS_RULES,
            |a: &sleeping_queens::mad::MadAction| a.to_string(),
        ),
    }
}

/// Reviews a seat of the game a save holds, either game, and prints it.
fn review_save<G: Advised>(
    args: &ReviewArgs,
    loaded: &LoadedSave,
    game: &G,
    rules: &str,
    words: impl Fn(&G::Action) -> String,
) -> Result<(), String>
where
    G::Action: Serialize,
{
    let file = &loaded.file;
    let people: Vec<bool> = file
        .seats
        .iter()
        .map(|s| s.kind == SeatKind::Human)
        .collect();
    let seat = match args.seat {
        Some(s) if (s as usize) < file.seats.len() => s,
        Some(s) => return Err(format!("no seat {s}: the game has {}", file.seats.len())),
        None => reviewed_seat(&people)
            .ok_or("the game has no one person at a table of bots: say which seat with --seat")?,
    };
    let record = game.record();
    let deals = args.deals.unwrap_or_else(|| G::review_deals(record));
    let started = Instant::now();
    let mut bar = progress_reporter("decisions");
    let review = review::<G>(record, seat, deals, &mut |done, total| {
        bar(done, total);
        true
    })
    .map_err(|e| format!("the save's record does not replay: {e}"))?
    .ok_or("the review stopped")?;
    let elapsed = started.elapsed().as_secs_f64();
    let name = file.seats[seat as usize].name.as_str();
    let measure = review.measure;
    if args.json {
        let json = ReviewJson {
            save: &file.name,
            game: G::KIND,
            rules,
            players: game.seats(),
            seed: game.seed(),
            seat,
            name,
            deals,
            measure,
            clearly_worse: measure.clearly_worse(),
            moments: review
                .moments
                .iter()
                .map(|m| MomentJson {
                    moment: m,
                    chose_words: words(&m.chose),
                    best_words: words(&m.best),
                    mistake: review.is_mistake(m),
                })
                .collect(),
            mistakes: review.mistakes().count(),
            total_cost: review.total_cost(),
            swings: review.swings.clone(),
            elapsed_s: elapsed,
        };
        println!("{}", to_json(&json)?);
        return Ok(());
    }
    let (figure, unit, scale) = match measure {
        Measure::WinChance => ("Win chance", "points of win chance", 100.0),
        Measure::Points => ("Points expected", "points", 1.0),
    };
    let fig = |x: f64| match measure {
        Measure::WinChance => format!("{:.0}%", x * 100.0),
        Measure::Points => format!("{x:.1}"),
    };
    let when = if G::KIND == GameKind::MadQueens {
        "round"
    } else {
        "turn"
    };
    println!(
        "Review of \"{}\" ({rules}, {} players, seed {}) for seat {seat} ({name}): {} decisions, each measured over {deals} deals ({elapsed:.1}s)",
        file.name,
        game.seats(),
        game.seed(),
        review.moments.len(),
    );
    if !game.is_over() {
        println!("  (the game is not over: the review stops where the save does)");
    }
    let chart: Vec<String> = review.moments.iter().map(|m| fig(m.win)).collect();
    println!("{figure} after each decision: {}", chart.join(" "));
    println!(
        "Decisions where another choice was clearly better (by {} {unit} or more), the costliest first:",
        measure.clearly_worse() * scale
    );
    let mut any = false;
    for (_, m) in review.worst_first() {
        any = true;
        println!(
            "  {when} {:>3}: {} ({}) — better: {} ({}), {:.1} {unit} given away",
            m.turn,
            words(&m.chose),
            fig(m.win),
            words(&m.best),
            fig(m.best_win),
            m.cost * scale
        );
    }
    if !any {
        println!("  none");
    }
    println!(
        "In all: {:.1} {unit} given away",
        review.total_cost() * scale
    );
    let swings: Vec<String> = review
        .swings
        .iter()
        .map(|&i| {
            let m = &review.moments[i];
            let before = review.moments[i - 1].win;
            format!("{when} {} ({:+.0})", m.turn, (m.win - before) * scale)
        })
        .collect();
    println!("Biggest swings: {}", swings.join(", "));
    Ok(())
}

/// An action in plain English, for the arena's reports.
fn action_words(action: &Action) -> String {
    match action {
        Action::Play(c) => format!("play {}", c.card()),
        Action::PlayNumbers(p) => {
            let v: Vec<String> = p.values().iter().map(u8::to_string).collect();
            format!("discard {}", v.join("+"))
        }
        Action::DiscardStuck(c) => format!("discard {}", c.card()),
        Action::Slot(s) => format!("slot {}", s + 1),
        Action::Owned { seat, index } => format!("seat {seat}'s queen {}", index + 1),
        Action::Answer(c) => format!("answer with {}", c.card()),
        Action::Pass => "pass".into(),
        Action::Continue => "reveal another".into(),
        Action::Parity(p) => format!("no {p:?} numbers").to_lowercase(),
        Action::Blind(i) => format!("blind pick {}", i + 1),
        Action::Burn { seat, index } => format!("burn seat {seat}'s card {}", index + 1),
        Action::PutBack(p) => format!("put back {p:?}"),
    }
}

#[cfg(feature = "net")]
/// The game a `--rules` names for a table: a rule set of Sleeping Queens, or Mad Queens.
#[cfg(feature = "net")]
fn table_game(spec: &str) -> Result<(sleeping_queens::net::protocol::GameKind, RuleSet), String> {
    use sleeping_queens::net::protocol::GameKind;
    if spec == GameKind::MAD_QUEENS_RULES {
        Ok((GameKind::MadQueens, RuleSet::classic()))
    } else {
        Ok((GameKind::SleepingQueens, load_rules(spec)?))
    }
}

#[cfg(feature = "net")]
fn run_flood(args: FloodArgs) -> Result<(), String> {
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
fn run_join(args: JoinArgs) -> Result<(), String> {
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
fn run_load(args: LoadArgs) -> Result<(), String> {
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
