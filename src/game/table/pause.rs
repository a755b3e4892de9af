//! The pause menu (Esc): resume, the rules, settings, save under a name, save and quit.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use super::Session;
use super::prompts::ShowRules;
use crate::game::saving::{Notice, save_file};
use crate::game::screens::Screen;
use crate::game::settings::{SavesFolder, Settings};
use crate::game::theme::{palette::INK, widgets};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Paused>();
    app.add_systems(OnEnter(Screen::Playing), |mut p: ResMut<Paused>| {
        *p = Paused::default()
    });
    app.add_systems(
        EguiPrimaryContextPass,
        draw_pause.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

#[derive(Resource, Debug, Default)]
pub struct Paused {
    pub open: bool,
    settings: bool,
    name: String,
    saved: Option<String>,
}

#[allow(clippy::too_many_arguments)]
fn draw_pause(
    mut contexts: EguiContexts,
    mut paused: ResMut<Paused>,
    session: Res<Session>,
    folder: Option<Res<SavesFolder>>,
    mut settings: ResMut<Settings>,
    mut rules: ResMut<ShowRules>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        paused.open = !paused.open;
        paused.settings = false;
        paused.saved = None;
    }
    if !paused.open {
        return Ok(());
    }
    widgets::menu_card(ctx, "pause", 420.0, |ui| {
        widgets::heading(ui, "Paused");
        widgets::gold_rule(ui);
        if paused.settings {
            let mut s = settings.clone();
            crate::game::screens::settings_form(ui, &mut s);
            if s != *settings {
                *settings = s;
            }
            if widgets::menu_button(ui, "Done", true) {
                paused.settings = false;
            }
            return;
        }
        if widgets::menu_button(ui, "Resume", true) {
            paused.open = false;
        }
        if widgets::menu_button(ui, "Rules", true) {
            rules.0 = true;
            paused.open = false;
        }
        if widgets::menu_button(ui, "Settings", true) {
            paused.settings = true;
        }
        let can_save = session.replay.is_none() && !session.game.state().is_over();
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new("Save as").color(INK));
            ui.add_sized(
                [170.0, 28.0],
                widgets::text_field(&mut paused.name).hint_text("a name"),
            );
            let named = !paused.name.trim().is_empty();
            if ui
                .add_enabled(can_save && named, egui::Button::new("Save"))
                .clicked()
                && let Some(folder) = folder.as_deref()
            {
                let name = paused.name.trim().to_string();
                match folder.0.save_slot(&name, &save_file(&session, &name)) {
                    Ok(path) => paused.saved = Some(format!("Saved as {}", path.display())),
                    Err(e) => notice.0 = Some(format!("The game could not be saved: {e}")),
                }
            }
        });
        if let Some(saved) = &paused.saved {
            ui.label(RichText::new(saved).small().color(INK));
        }
        ui.add_space(6.0);
        // Every action is autosaved already: quitting loses nothing.
        if widgets::menu_button(ui, "Save and quit to menu", true) {
            paused.open = false;
            next.set(Screen::Title);
        }
    });
    Ok(())
}
