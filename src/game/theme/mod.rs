//! The look shared by every screen: colours, the egui style and menu widgets.

pub mod palette;
pub mod style;
pub mod widgets;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(style::plugin);
}
