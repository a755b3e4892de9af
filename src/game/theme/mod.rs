//! The look shared by every screen: colours, the egui style and menu widgets.

pub mod lines;
pub mod palette;
pub mod style;
pub mod widgets;

use bevy::prelude::*;

/// The egui style, the fonts and the felt: wherever egui runs (the game, and the tests
/// that read what egui draws).
pub fn plugin(app: &mut App) {
    app.add_plugins(style::plugin);
}
