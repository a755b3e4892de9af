//! The desktop game (Bevy). `main.rs` adds Bevy's `DefaultPlugins`, `EguiPlugin` and
//! bevy_kira_audio's `AudioPlugin`, then [`plugin`].

pub mod assets;
mod audio;
mod camera;
pub mod cli;
pub mod saving;
pub mod screens;
mod screenshot;
pub mod settings;
pub mod sounds;
pub mod table;
pub mod theme;

use bevy::prelude::*;

/// Everything the desktop game adds to a windowed app.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        headless_plugin,
        camera::plugin,
        theme::plugin,
        audio::plugin,
        screenshot::plugin,
        table::pointer_plugin,
        sounds::plugin,
    ));
    // Cards and slot outlines are picked by their rectangle: a slot is mostly
    // transparent, and a click in its middle must still find it.
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
        ..default()
    });
}

/// The game's state logic without window, renderer, egui or audio: the screens, their
/// transitions and asset tracking. Runs under `MinimalPlugins` + `StatesPlugin` (the
/// headless tests). The screens' egui systems are registered too, but they live in
/// bevy_egui's `EguiPrimaryContextPass`, which only runs when `EguiPlugin` is added.
pub fn headless_plugin(app: &mut App) {
    app.add_plugins((
        cli::plugin,
        settings::plugin,
        assets::plugin,
        screens::plugin,
        table::plugin,
        saving::plugin,
    ));
}
