//! The desktop game (Bevy). `main.rs` adds Bevy's `DefaultPlugins`, `EguiPlugin` and
//! bevy_kira_audio's `AudioPlugin`, then [`plugin`]. Modules that hold shared types are
//! leaves (`states`, `next_game`, `cli`, `settings`, `assets`, `text`, …); feature
//! plugins use them and never each other in a circle.

pub mod assets;
mod audio;
pub mod bots;
mod camera;
pub mod cli;
pub mod decision;
pub mod egui_input;
pub mod hinting;
pub mod keymap;
pub mod mad_queens;
mod motion;
pub mod nearby;
pub mod next_game;
pub mod notice;
pub mod online;
pub mod pause;
pub mod play;
pub mod profile;
pub mod replay;
pub mod rest;
pub mod saving;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod sleeping_queens;
mod soak;
pub mod sounds;
pub mod states;
pub mod text;
pub mod theme;
pub mod window_size;
pub mod words;

use bevy::prelude::*;

/// Everything the desktop game adds to a windowed app.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        headless_plugin,
        camera::plugin,
        theme::plugin,
        audio::plugin,
        sounds::plugin,
        screenshot::plugin,
        rest::plugin,
        egui_input::plugin,
        sleeping_queens::pointer_plugin,
        nearby::plugin,
        words::bridge,
        window_size::plugin,
    ));
    // Cards and slot outlines are picked by their rectangle: a slot is mostly
    // transparent, and a click in its middle must still find it.
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
        ..default()
    });
}

/// The game's logic without window, renderer, egui or audio: the states, the screens,
/// the table and saving. Runs under `MinimalPlugins` + `StatesPlugin` (the headless
/// tests). The egui systems are registered too, but they live in bevy_egui's
/// `EguiPrimaryContextPass`, which only runs when `EguiPlugin` is added.
pub fn headless_plugin(app: &mut App) {
    app.add_plugins((
        states::plugin,
        rest::messages,
        sounds::messages,
        cli::plugin,
        next_game::plugin,
        online::plugin,
        settings::plugin,
        notice::plugin,
        profile::plugin,
        assets::plugin,
        screens::plugin,
        sleeping_queens::plugin,
        mad_queens::plugin,
        saving::plugin,
        soak::plugin,
    ));
    // What both tables share, and the windows over either table.
    app.add_plugins((play::plugin, replay::plugin, pause::plugin, words::plugin));
}
