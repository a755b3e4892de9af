//! Windows over the table: the pause menu (Esc), the settings and the rules reference
//! (F1 or R, or from the pause menu). While one is open the table is paused
//! (`states::Paused`): no bot acts, no countdown runs, no card moves. Each window is a
//! modal above everything the table draws; its contents are plain functions of an
//! egui context, so their layout is tested at the smallest window size.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText},
};

use super::engine::Match;
use super::schedule::table_open;
use crate::game::saving::{NamedSave, SaveAs};
use crate::game::screens::settings::settings_form;
use crate::game::settings::{ChangeSettings, Settings};
use crate::game::states::{Menu, Screen};
use crate::game::text::{card_ability, queen_ability};
use crate::game::theme::{palette::INK, widgets};
use crate::rules::{Card, CardId, Queen, RuleSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, menu_keys.run_if(table_open));
    app.add_systems(EguiPrimaryContextPass, draw_menu.run_if(table_open));
}

/// What the player chose in a window over the table.
#[derive(Debug, Clone, PartialEq)]
pub enum MenuChoice {
    Resume,
    Rules,
    Settings,
    SaveAs(String),
    /// Save and quit to the title (every action is autosaved already).
    Quit,
    /// Close this window (back to the pause menu, or to the table).
    Back,
    Change(ChangeSettings),
}

/// Esc opens and closes the pause menu (and goes back from the windows opened from
/// it); F1 or R opens and closes the rules reference.
fn menu_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    menu: Res<State<Menu>>,
    mut next: ResMut<NextState<Menu>>,
) {
    let Some(keys) = keys else {
        return;
    };
    let menu = *menu.get();
    if keys.just_pressed(KeyCode::Escape) {
        next.set(back_from(menu));
    } else if keys.any_just_pressed([KeyCode::F1, KeyCode::KeyR]) {
        match menu {
            Menu::None => next.set(Menu::Rules { from_pause: false }),
            Menu::Rules { from_pause: false } => next.set(Menu::None),
            _ => {}
        }
    }
}

/// Where Esc (or a window's Back) leads from `menu`.
fn back_from(menu: Menu) -> Menu {
    match menu {
        Menu::None => Menu::Pause,
        Menu::Pause | Menu::Rules { from_pause: false } => Menu::None,
        Menu::Settings | Menu::Rules { from_pause: true } => Menu::Pause,
    }
}

fn draw_menu(
    mut contexts: EguiContexts,
    menu: Res<State<Menu>>,
    game: Res<Match>,
    settings: Res<Settings>,
    named: Res<NamedSave>,
    mut name: Local<String>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut save_as: MessageWriter<SaveAs>,
    mut change: MessageWriter<ChangeSettings>,
) -> Result {
    let menu = *menu.get();
    if menu == Menu::None {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let state = game.state();
    let choice = match menu {
        Menu::None => None,
        Menu::Pause => {
            let can_save = !game.is_replay() && !state.is_over();
            let saved = named.0.as_ref().map(|r| match r {
                Ok(path) => format!("Saved as {}", path.display()),
                Err(e) => e.clone(),
            });
            pause_menu(ctx, &mut name, can_save, saved.as_deref())
        }
        Menu::Settings => settings_menu(ctx, &settings),
        Menu::Rules { .. } => rules_menu(ctx, state.rules(), state.seat_count() as usize),
    };
    match choice {
        None => {}
        Some(MenuChoice::Resume) => next_menu.set(Menu::None),
        Some(MenuChoice::Rules) => next_menu.set(Menu::Rules { from_pause: true }),
        Some(MenuChoice::Settings) => next_menu.set(Menu::Settings),
        Some(MenuChoice::Back) => next_menu.set(back_from(menu)),
        Some(MenuChoice::SaveAs(n)) => {
            save_as.write(SaveAs(n));
        }
        Some(MenuChoice::Quit) => next_screen.set(Screen::Title),
        Some(MenuChoice::Change(c)) => {
            change.write(c);
        }
    }
    Ok(())
}

/// A window over the table: a modal with the table dimmed behind it.
fn modal<R>(ctx: &egui::Context, id: &str, width: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    egui::Modal::new(egui::Id::new(id))
        .frame(
            egui::Frame::window(&ctx.global_style()).inner_margin(egui::Margin::symmetric(32, 20)),
        )
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.vertical_centered(add).inner
        })
        .inner
}

/// The pause menu: resume, the rules, settings, save under a name, save and quit.
pub fn pause_menu(
    ctx: &egui::Context,
    name: &mut String,
    can_save: bool,
    saved: Option<&str>,
) -> Option<MenuChoice> {
    modal(ctx, "pause", 420.0, |ui| {
        let mut choice = None;
        widgets::heading(ui, "Paused");
        widgets::gold_rule(ui);
        if widgets::menu_button(ui, "Resume", true) {
            choice = Some(MenuChoice::Resume);
        }
        if widgets::menu_button(ui, "Rules", true) {
            choice = Some(MenuChoice::Rules);
        }
        if widgets::menu_button(ui, "Settings", true) {
            choice = Some(MenuChoice::Settings);
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new("Save as").color(INK));
            ui.add_sized([170.0, 28.0], widgets::text_field(name).hint_text("a name"));
            let named = !name.trim().is_empty();
            if ui
                .add_enabled(can_save && named, egui::Button::new("Save"))
                .clicked()
            {
                choice = Some(MenuChoice::SaveAs(name.trim().to_string()));
            }
        });
        if let Some(saved) = saved {
            ui.label(RichText::new(saved).small().color(INK));
        }
        ui.add_space(6.0);
        // Every action is autosaved already: quitting loses nothing.
        if widgets::menu_button(ui, "Save and quit to menu", true) {
            choice = Some(MenuChoice::Quit);
        }
        choice
    })
}

/// The settings, opened from the pause menu.
pub fn settings_menu(ctx: &egui::Context, settings: &Settings) -> Option<MenuChoice> {
    modal(ctx, "pause-settings", 460.0, |ui| {
        widgets::heading(ui, "Settings");
        widgets::gold_rule(ui);
        let change = settings_form(ui, settings).map(MenuChoice::Change);
        ui.add_space(6.0);
        if widgets::menu_button(ui, "Done", true) {
            return Some(MenuChoice::Back);
        }
        change
    })
}

/// The rules reference for the rule set in play.
pub fn rules_menu(ctx: &egui::Context, rules: &RuleSet, seats: usize) -> Option<MenuChoice> {
    modal(ctx, "pause-rules", 560.0, |ui| {
        widgets::subheading(ui, &format!("Rules reference — {}", rules.name));
        // The text scrolls; the Close button stays in sight at any window size.
        let room = (ctx.content_rect().height() - 190.0).max(120.0);
        egui::ScrollArea::vertical()
            .max_height(room)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    let target = rules.win_target(seats);
                    ui.label(
                        RichText::new(format!(
                            "Win with {} queens or {} points{}.",
                            target.queens,
                            target.points,
                            if rules.is_extended() {
                                " (Rainbow counts twice; or own Sunflower, Moon and Starfish)"
                            } else {
                                ""
                            }
                        ))
                        .strong(),
                    );
                    ui.separator();
                    let mut seen = Vec::new();
                    for c in CardId::all().map(|c| c.card()) {
                        let key = match c {
                            Card::Number(_) => Card::Number(1),
                            c => c,
                        };
                        if seen.contains(&key) {
                            continue;
                        }
                        seen.push(key);
                        let name = if let Card::Number(_) = c {
                            "Numbers".to_string()
                        } else {
                            c.name()
                        };
                        ui.label(RichText::new(name).strong().color(INK));
                        ui.label(card_ability(c, rules));
                    }
                    ui.separator();
                    for q in Queen::ALL {
                        ui.label(
                            RichText::new(format!("{} ({} points)", q.name(), q.points()))
                                .strong()
                                .color(INK),
                        );
                        ui.label(queen_ability(q, rules));
                    }
                });
            });
        ui.add_space(6.0);
        widgets::menu_button(ui, "Close", true).then_some(MenuChoice::Back)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn esc_goes_back_one_window_at_a_time() {
        assert_eq!(back_from(Menu::None), Menu::Pause);
        assert_eq!(back_from(Menu::Pause), Menu::None);
        assert_eq!(back_from(Menu::Settings), Menu::Pause);
        assert_eq!(back_from(Menu::Rules { from_pause: true }), Menu::Pause);
        assert_eq!(back_from(Menu::Rules { from_pause: false }), Menu::None);
    }
}
