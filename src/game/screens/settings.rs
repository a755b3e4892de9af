//! Settings: volumes, animation speed and the like. A placeholder for now.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::game::{screens::Screen, theme::widgets};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_settings.run_if(in_state(Screen::Settings)),
    );
}

fn draw_settings(mut contexts: EguiContexts, mut next_screen: ResMut<NextState<Screen>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "settings", 420.0, |ui| {
        widgets::heading(ui, "Settings");
        widgets::gold_rule(ui);
        ui.label("Music and effect volumes, animation speed and hints will be set here.");
        ui.add_space(8.0);
        if widgets::menu_button(ui, "Back", true) || widgets::escape_pressed(ui) {
            next_screen.set(Screen::Title);
        }
    });
    Ok(())
}
