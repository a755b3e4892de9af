//! Setting up a new game: players, seats and the rule set. A placeholder for now.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::game::{screens::Screen, theme::widgets};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup.run_if(in_state(Screen::Setup)),
    );
}

fn draw_setup(mut contexts: EguiContexts, mut next_screen: ResMut<NextState<Screen>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "setup", 420.0, |ui| {
        widgets::heading(ui, "New game");
        widgets::gold_rule(ui);
        ui.label("Players, seats and the rule set will be chosen here.");
        ui.add_space(8.0);
        if widgets::menu_button(ui, "Start", true) {
            next_screen.set(Screen::Playing);
        }
        if widgets::menu_button(ui, "Back", true) || widgets::escape_pressed(ui) {
            next_screen.set(Screen::Title);
        }
    });
    Ok(())
}
