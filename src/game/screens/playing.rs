//! The table where the game is played. A placeholder for now.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::game::{screens::Screen, theme::widgets};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_playing.run_if(in_state(Screen::Playing)),
    );
}

fn draw_playing(mut contexts: EguiContexts, mut next_screen: ResMut<NextState<Screen>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card(ctx, "playing", 420.0, |ui| {
        widgets::heading(ui, "The table");
        widgets::gold_rule(ui);
        ui.label("The queens, the piles and the players' hands will be laid out here.");
        ui.add_space(8.0);
        if widgets::menu_button(ui, "Back to title", true) || widgets::escape_pressed(ui) {
            next_screen.set(Screen::Title);
        }
    });
    Ok(())
}
