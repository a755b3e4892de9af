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
use sleeping_queens::arena::regret::{self, RegretConfig, RegretRun};
use sleeping_queens::arena::{self, ArenaGame, MatchConfig, MatchReport};
use sleeping_queens::engine::GameKind;
use sleeping_queens::mad_queens::bots as mad_bots;
use sleeping_queens::mad_queens::{MadGame, MadSetup, MadState};
use sleeping_queens::save::{LoadedGame, LoadedSave, load_file};
use sleeping_queens::seats::SeatKind;
use sleeping_queens::sleeping_queens::bots::{BotKind, Budget, Sight};
use sleeping_queens::sleeping_queens::{Action, Game, GameState, RuleSet, Setup};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

mod matches;
mod measures;
#[cfg(feature = "net")]
mod network;
mod review;

use matches::*;
use measures::*;
#[cfg(feature = "net")]
use network::*;
use review::*;

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
    /// Measuring: the Hard bot's search in a window (an answer, an after-wake play)
    /// stops this many milliseconds after it began, as a server's window deadline stops
    /// it when its thread gets little of a busy machine (Sleeping Queens only).
    #[arg(long)]
    hard_window_ms: Option<u64>,
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
    sleeping_queens::save::house_rules::built_in_or_file(spec).map_err(|e| e.to_string())
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

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn to_json(value: &impl Serialize) -> Result<String, String> {
    serde_json::to_string_pretty(value).map_err(|e| format!("cannot write JSON: {e}"))
}
