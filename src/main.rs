//! The desktop game: `cargo run`, or `sleeping-queens --help` for the options.

use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use bevy_kira_audio::AudioPlugin;
use clap::Parser;
use sleeping_queens::game::{self, cli::Cli};

fn main() -> AppExit {
    let cli = Cli::parse();
    // A file given on the command line is checked before any window opens.
    let pending = match (&cli.load, &cli.replay) {
        (Some(path), _) | (None, Some(path)) => match sleeping_queens::save::load_file(path) {
            Ok(loaded) if cli.replay.is_some() => {
                game::next_game::PendingLoad::Replay(Box::new(loaded))
            }
            Ok(loaded) => game::next_game::PendingLoad::Resume(Box::new(loaded)),
            Err(e) => {
                eprintln!("sleeping-queens: cannot load {}: {e}", path.display());
                return AppExit::from_code(2);
            }
        },
        (None, None) => game::next_game::PendingLoad::None,
    };
    if let Err(e) = cli.rule_set()
        && cli.autoplay
        && cli.rules != sleeping_queens::engine::GameKind::MAD_QUEENS_RULES
    {
        eprintln!("sleeping-queens: {e}");
        return AppExit::from_code(2);
    }
    let assets = match assets_dir() {
        Ok(dir) => dir,
        Err(missing) => {
            eprintln!("sleeping-queens: {missing}");
            return AppExit::error();
        }
    };
    if !display_available() {
        // bevy_winit would panic with a backtrace; say what is wrong instead.
        eprintln!(
            "sleeping-queens: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); \
             on a headless machine run it under `xvfb-run -a`"
        );
        return AppExit::error();
    }
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(cli.primary_window()),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets.to_string_lossy().into_owned(),
                ..default()
            })
            // A table hosted from the title screen is a server on the network: what
            // strangers make it write is budgeted as the dedicated server's is.
            .set(bevy::log::LogPlugin {
                fmt_layer: sleeping_queens::net::log_lines::budgeted_lines,
                ..default()
            }),
    );
    // Logged once the log is set up (by the plugins above).
    info!("Assets from {}", assets.display());
    app.add_plugins((EguiPlugin::default(), AudioPlugin))
        .add_plugins(FpsLog(cli.show_fps))
        .insert_resource(cli)
        .add_plugins(game::plugin)
        .insert_resource(pending)
        .run()
}

/// Where the cards, sounds and fonts are: `SLEEPING_QUEENS_ASSETS`, else the package's
/// `share/sleeping-queens/assets` when installed from one, else `assets/` beside the
/// program, in the current folder or in the clone it was built from.
fn assets_dir() -> Result<std::path::PathBuf, sleeping_queens::save::NoAssets> {
    use sleeping_queens::save::{ASSETS_DIR_ENV, Install};
    let exe = std::env::current_exe().ok();
    let folders = game::settings::install().asset_folders(
        std::env::var_os(ASSETS_DIR_ENV).map(std::path::PathBuf::from),
        exe.as_deref(),
        std::env::current_dir().ok(),
    );
    Install::find_assets(&folders)
}

/// `--show-fps`: logs frame times once a second.
struct FpsLog(bool);

impl Plugin for FpsLog {
    fn build(&self, app: &mut App) {
        if self.0 {
            app.add_plugins((
                bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
                bevy::diagnostic::LogDiagnosticsPlugin::default(),
            ));
        }
    }
}

/// On Linux and the BSDs a window needs an X11 or Wayland display.
fn display_available() -> bool {
    if cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "android")
    )) {
        ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .iter()
            .any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty()))
    } else {
        true
    }
}
