//! The desktop game: `cargo run`, or `sleeping-queens --help` for the options.

use bevy::prelude::*;
use bevy_egui::EguiPlugin;
use bevy_kira_audio::AudioPlugin;
use clap::Parser;
use sleeping_queens::game::{self, cli::Cli};

fn main() -> AppExit {
    let cli = Cli::parse();
    if !display_available() {
        // bevy_winit would panic with a backtrace; say what is wrong instead.
        eprintln!(
            "sleeping-queens: no display (neither DISPLAY nor WAYLAND_DISPLAY is set); \
             on a headless machine run it under `xvfb-run -a`"
        );
        return AppExit::error();
    }
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(cli.primary_window()),
            ..default()
        }))
        .add_plugins((EguiPlugin::default(), AudioPlugin))
        .insert_resource(cli)
        .add_plugins(game::plugin)
        .run()
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
