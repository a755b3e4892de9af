//! `sq-server`: a dedicated server for Sleeping Queens over the network. No window and
//! no renderer; it hosts many tables at once, saves each table as it changes, and
//! resumes them all when it starts again.
//!
//! ```text
//! sq-server [--bind 0.0.0.0] [--port 5757] [--tables-dir DIR] [--max-tables 200]
//!           [--name sq-server] [--no-announce] (and the per-address limits: --help)
//! ```

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::log::LogPlugin;
use bevy::prelude::*;
use bevy_replicon_renet::RenetServer;
use clap::Parser;
use sleeping_queens::net::handshakes::HandshakeLimits;
use sleeping_queens::net::limits::Limits;
use sleeping_queens::net::log_lines::budgeted_lines;
use sleeping_queens::net::nearby;
use sleeping_queens::net::protocol::DEFAULT_PORT;
use sleeping_queens::net::saves::{TableFileError, TableFiles};
use sleeping_queens::net::server_transport::ServerTransport;
use sleeping_queens::net::tables::{ABANDONED_AFTER, Tables};
use sleeping_queens::net::transport::{
    HostedTables, autosave_to, finish_headless, network_plugins, save_now, serve, until_next_look,
};

/// A line on standard output: when nobody reads it any more (a closed pipe) the line is
/// lost, never the tables (`println!` would panic before they are saved).
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// The same, on standard error.
macro_rules! warn_out {
    ($($t:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

#[derive(Parser)]
#[command(
    name = "sq-server",
    version,
    about = "A dedicated server for Sleeping Queens tables"
)]
struct Cli {
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0")]
    bind: IpAddr,
    /// The UDP port to listen on (0: any free port, printed at start).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    port: u16,
    /// Where the tables are saved, and resumed from (default: `sleeping-queens/server-tables`
    /// in the user's data folder, `~/.local/share` or `$XDG_DATA_HOME`).
    #[arg(long)]
    tables_dir: Option<PathBuf>,
    /// The most tables open at once.
    #[arg(long, default_value_t = 200)]
    max_tables: usize,
    /// The most connections at once (1 to 1024).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u16).range(1..=1024))]
    max_clients: u16,
    /// Connections one address may hold at once.
    #[arg(long, default_value_t = Limits::default().connections)]
    connections_per_address: usize,
    /// Tables one address may host at once.
    #[arg(long, default_value_t = Limits::default().tables)]
    tables_per_address: usize,
    /// Requests a second one address may send, on average (bursts of three seconds'
    /// worth pass).
    #[arg(long, default_value_t = Limits::default().requests_per_second)]
    requests_per_second: f64,
    /// Connection handshakes one address may have pending at once (the rest of its
    /// requests wait: a program that never finishes its handshakes holds only these).
    #[arg(long, default_value_t = HandshakeLimits::default().pending_per_place)]
    handshakes_per_address: usize,
    /// Connection requests a second one address may send, on average (bursts of two
    /// seconds' worth pass).
    #[arg(long, default_value_t = HandshakeLimits::default().requests_per_second)]
    handshake_requests_per_second: f64,
    /// Minutes a table waits with nobody connected before it is closed.
    #[arg(long, default_value_t = ABANDONED_AFTER.as_secs() / 60)]
    abandoned_after: u64,
    /// The name the server is listed under in the game's Tables nearby.
    #[arg(long, default_value = "sq-server")]
    name: String,
    /// Do not announce the server on the local network (multicast DNS).
    #[arg(long)]
    no_announce: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let tables_dir = cli
        .tables_dir
        .clone()
        .unwrap_or_else(sleeping_queens::save::platform_server_tables_dir);
    let files = TableFiles::new(&tables_dir);
    let mut tables = Tables::new(cli.max_tables)
        .abandoned_after(Duration::from_secs(cli.abandoned_after.saturating_mul(60)));
    for (path, read) in files.read_all() {
        match read.and_then(|save| Ok(tables.restore(save, Duration::ZERO)?)) {
            Ok(id) => say!("resumed table {id} from {}", path.display()),
            // A finished table, or one that never started, is done with.
            Err(TableFileError::Restore(e)) if e.is_dead() => {
                say!("{}: not resumed ({e}); removed", path.display());
                if let Err(e) = std::fs::remove_file(&path) {
                    warn_out!("{}: {e}", path.display());
                }
            }
            Err(e) => warn_out!("{}: not resumed: {e}", path.display()),
        }
    }
    let mut app = App::new();
    app.add_plugins((
        // The loop is the server's own (`serve_until_stopped`).
        MinimalPlugins,
        // Each place in the code writes at most a line a minute: a stranger's flood of
        // packets or connections cannot fill the log.
        LogPlugin {
            fmt_layer: budgeted_lines,
            ..default()
        },
    ));
    network_plugins(&mut app);
    let addr = SocketAddr::new(cli.bind, cli.port);
    let listening = match serve(&mut app, addr, usize::from(cli.max_clients), tables) {
        Ok(a) => a,
        Err(e) => {
            warn_out!("sq-server: {e}");
            return ExitCode::FAILURE;
        }
    };
    app.world_mut()
        .resource_mut::<HostedTables>()
        .limit_each_address(Limits {
            connections: cli.connections_per_address,
            tables: cli.tables_per_address,
            requests_per_second: cli.requests_per_second,
            burst: cli.requests_per_second * 3.0,
        });
    app.world_mut()
        .resource_mut::<ServerTransport>()
        .limit_handshakes(HandshakeLimits {
            pending_per_place: cli.handshakes_per_address,
            requests_per_second: cli.handshake_requests_per_second,
            burst: cli.handshake_requests_per_second * 2.0,
            ..HandshakeLimits::default()
        });
    autosave_to(&mut app, files);
    finish_headless(&mut app);
    say!(
        "sq-server listening on {listening}, tables in {}",
        tables_dir.display()
    );
    // Players on this network see the server under Tables nearby (for as long as it runs).
    let _announced = (!cli.no_announce)
        .then(|| {
            let daemon = nearby::daemon()?;
            nearby::announce(&daemon, &cli.name, "", listening.port()).map(|_| daemon)
        })
        .and_then(|r| {
            r.inspect_err(|e| warn_out!("sq-server: not announced nearby: {e}"))
                .ok()
        });
    // Ctrl+C or a termination signal: the tables are saved before the server exits.
    let stop = Arc::new(AtomicBool::new(false));
    let stopping = stop.clone();
    if let Err(e) = ctrlc::set_handler(move || stopping.store(true, Ordering::Relaxed)) {
        warn_out!("sq-server: cannot catch termination signals: {e}");
    }
    app.set_runner(move |app| serve_until_stopped(app, &stop));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

/// Runs the server until it is asked to stop; then saves every changed table and tells
/// the clients before it exits.
fn serve_until_stopped(mut app: App, stop: &AtomicBool) -> AppExit {
    loop {
        let looked = std::time::Instant::now();
        app.update();
        if let Some(exit) = app.should_exit() {
            save_now(&mut app);
            return exit;
        }
        if stop.load(Ordering::Relaxed) {
            save_now(&mut app);
            say!("sq-server: stopped; the tables are saved");
            app.world_mut()
                .resource_mut::<RenetServer>()
                .disconnect_all();
            app.update();
            return AppExit::Success;
        }
        std::thread::sleep(until_next_look(&app).saturating_sub(looked.elapsed()));
    }
}
