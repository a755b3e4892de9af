//! Settings: volumes, animation speed, the answer countdown, memory hints, fullscreen.
//! Changes apply at once and are kept between runs.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, RichText, Ui},
};

use crate::game::keymap::{Command, KeyMap, Refused, key_named};
use crate::game::settings::{ChangeSettings, Settings, UI_SCALES};
use crate::game::states::Screen;
use crate::game::theme::style::table_zoom;
use crate::game::theme::widgets;
use crate::i18n::Language;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_settings.run_if(in_state(Screen::Settings)),
    );
}

/// The settings form, shared by the Settings screen and the pause menu. Returns the
/// new settings when the player changed something, `finished` once the change is
/// complete (a slider let go, a box ticked): only then is the file written.
pub fn settings_form(ui: &mut Ui, settings: &Settings) -> Option<ChangeSettings> {
    let mut s = settings.clone();
    let mut responses = Vec::new();
    // Boxes are square here, whatever the round buttons elsewhere.
    let widgets = &mut ui.visuals_mut().widgets;
    for w in [
        &mut widgets.inactive,
        &mut widgets.hovered,
        &mut widgets.active,
        &mut widgets.open,
    ] {
        w.corner_radius = egui::CornerRadius::same(3);
    }
    // Value boxes no taller than a line, so that each row's label, slider and value
    // share one centre line.
    ui.spacing_mut().button_padding = egui::vec2(8.0, 2.0);
    // Every row's line as tall as its tallest control (a drop-down): each name and
    // control is centred on it.
    ui.spacing_mut().interact_size.y = 32.0;
    let percent = |v: f32| format!("{:.0}%", v * 100.0);
    // The values shown beside the sliders (as they were when the frame began).
    let (music, effects) = (s.music_volume, s.effects_volume);
    let speed = format!("{:.2}×", s.animation_speed);
    let mut language_picked = false;
    // The form scrolls with its card (the keys open, a large UI scale): the button below
    // it stays in sight.
    egui::Grid::new("settings-form")
        .num_columns(2)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            responses.push(slider_row(
                ui,
                &tr!("settings-music"),
                egui::Slider::new(&mut s.music_volume, 0.0..=1.0),
                &percent(music),
            ));
            responses.push(slider_row(
                ui,
                &tr!("settings-effects"),
                egui::Slider::new(&mut s.effects_volume, 0.0..=1.0),
                &percent(effects),
            ));
            responses.push(slider_row(
                ui,
                &tr!("settings-animation-speed"),
                egui::Slider::new(&mut s.animation_speed, 0.25..=4.0).logarithmic(true),
                &speed,
            ));
            row_label(ui, &tr!("settings-time-to-answer"));
            let mut on = s.answer_countdown > 0.0;
            // The slider stays where it is when the countdown is off, greyed: nothing
            // below it moves.
            let mut seconds = if on {
                s.answer_countdown
            } else {
                LAST_COUNTDOWN
            };
            let shown_seconds = format!("{seconds:.0}{}", tr!("settings-seconds-suffix"));
            ui.horizontal(|ui| {
                responses.push(ui.checkbox(&mut on, tr!("settings-countdown")));
                responses.push(
                    ui.add_enabled_ui(on, |ui| {
                        widgets::slider(
                            ui,
                            egui::Slider::new(&mut seconds, 3.0..=60.0),
                            &tr!("settings-time-to-answer"),
                            &shown_seconds,
                        )
                    })
                    .inner,
                );
            });
            s.answer_countdown = if on { seconds } else { 0.0 };
            ui.end_row();
            row_label(ui, &tr!("settings-memory-hints"));
            responses.push(ui.checkbox(&mut s.memory_hints, tr!("settings-memory-hints-detail")));
            ui.end_row();
            row_label(ui, &tr!("settings-mad-odds"));
            responses.push(ui.checkbox(&mut s.mad_odds, tr!("settings-mad-odds-detail")));
            ui.end_row();
            row_label(ui, &tr!("settings-fullscreen"));
            // A box without words is centred in a square as tall as the row:
            // no taller, so that it stands in the other boxes' column.
            let full = ui
                .scope(|ui| {
                    ui.spacing_mut().interact_size.y = 0.0;
                    ui.checkbox(&mut s.fullscreen, "")
                })
                .inner;
            widgets::named(&full, &tr!("settings-fullscreen"));
            responses.push(full);
            ui.end_row();
            row_label(ui, &tr!("settings-ui-scale"));
            ui.horizontal(|ui| {
                let scale = egui::ComboBox::from_id_salt("settings-ui-scale")
                    .selected_text(format!("{:.0}%", s.ui_scale * 100.0))
                    .show_ui(ui, |ui| {
                        for scale in UI_SCALES {
                            responses.push(ui.selectable_value(
                                &mut s.ui_scale,
                                scale,
                                format!("{:.0}%", scale * 100.0),
                            ));
                        }
                    });
                widgets::named(&scale.response, &tr!("settings-ui-scale"));
                // A scale the window cannot hold a table at says what a table uses.
                let window = ui.ctx().content_rect().size() * ui.ctx().zoom_factor();
                let table = table_zoom(s.ui_scale, Vec2::new(window.x, window.y));
                if table < s.ui_scale - 0.005 {
                    let percent = format!("{:.0}", table * 100.0);
                    let text = tr!("settings-ui-scale-table", percent = percent);
                    ui.label(widgets::paragraph(ui, &text, 12.0));
                }
            });
            ui.end_row();
            row_label(ui, &tr!("settings-reduced-motion"));
            responses
                .push(ui.checkbox(&mut s.reduced_motion, tr!("settings-reduced-motion-detail")));
            ui.end_row();
            row_label(ui, &tr!("settings-high-contrast"));
            responses.push(ui.checkbox(&mut s.high_contrast, tr!("settings-high-contrast-detail")));
            ui.end_row();
            // Only languages with every message are offered.
            let offered = Language::offered();
            if offered.len() > 1 {
                row_label(ui, &tr!("settings-language"));
                let name = |tag: &Option<String>| match tag.as_deref().and_then(Language::from_tag)
                {
                    Some(l) => l.native_name().to_string(),
                    None => tr!(
                        "settings-language-system",
                        language = Language::of_system().native_name()
                    ),
                };
                let mut picked = false;
                let language = egui::ComboBox::from_id_salt("settings-language")
                    .selected_text(name(&s.language))
                    .show_ui(ui, |ui| {
                        picked |= ui
                            .selectable_value(&mut s.language, None, name(&None))
                            .changed();
                        for &l in offered {
                            let tag = Some(l.tag().to_string());
                            picked |= ui
                                .selectable_value(&mut s.language, tag, l.native_name())
                                .changed();
                        }
                    });
                widgets::named(&language.response, &tr!("settings-language"));
                language_picked = picked;
                ui.end_row();
                // `--lang` speaks another language for this run than the setting names:
                // say so, rather than let the setting seem to be ignored.
                let set = s
                    .language
                    .as_deref()
                    .and_then(Language::from_tag)
                    .unwrap_or_else(Language::of_system);
                let spoken = crate::i18n::language();
                if spoken != set {
                    ui.label("");
                    ui.label(
                        RichText::new(tr!(
                            "settings-language-overridden",
                            language = spoken.native_name()
                        ))
                        .size(13.0)
                        .italics(),
                    );
                    ui.end_row();
                }
            }
        });
    let keys_chosen = egui::CollapsingHeader::new(RichText::new(tr!("settings-keys")))
        .id_salt("settings-keys")
        .show(ui, |ui| keys_form(ui, &mut s.keys))
        .body_returned
        .unwrap_or(false);
    // A slider being dragged is not finished until it is let go.
    let finished = language_picked
        || keys_chosen
        || responses
            .iter()
            .any(|r| r.drag_stopped() || (r.changed() && !r.dragged()));
    (s != *settings || finished).then_some(ChangeSettings {
        settings: s,
        finished,
    })
}

/// A row of the form: its label, and a slider named by it with its value in words.
/// A row's name in the form's first column, laid out as the row's control is (in a
/// row of its own), so that both share a centre line: a lone label in a grid cell sits
/// at the top of a taller row.
fn row_label(ui: &mut Ui, text: &str) {
    ui.horizontal(|ui| ui.label(text));
}

fn slider_row(ui: &mut Ui, label: &str, slider: egui::Slider<'_>, shown: &str) -> egui::Response {
    row_label(ui, label);
    let response = widgets::slider(ui, slider, label, shown);
    ui.end_row();
    response
}

/// The tables' keys, one row a command: a click on a key's button waits for the next
/// key pressed (a click again keeps the key). Whether a key was chosen.
fn keys_form(ui: &mut Ui, keys: &mut KeyMap) -> bool {
    let waiting_id = egui::Id::new("settings-keys-waiting");
    let note_id = egui::Id::new("settings-keys-note");
    let mut waiting: Option<Command> = ui.data(|d| d.get_temp(waiting_id)).flatten();
    let mut note: Option<String> = ui.data(|d| d.get_temp(note_id)).flatten();
    let mut chosen = false;
    if let Some(command) = waiting {
        let pressed = ui.input(|i| {
            i.events.iter().find_map(|e| match e {
                egui::Event::Key {
                    key,
                    pressed: true,
                    repeat: false,
                    ..
                } => Some(*key),
                _ => None,
            })
        });
        if let Some(key) = pressed {
            match key_named(key.name()).map(|k| keys.bind(command, k)) {
                Some(Ok(moved)) => {
                    note = moved.map(|other| {
                        tr!(
                            "settings-keys-swapped",
                            other = other.words(),
                            key = keys.name(other)
                        )
                    });
                    chosen = true;
                    waiting = None;
                }
                Some(Err(Refused::NotChoosable)) | None => {
                    note = Some(tr!("settings-keys-refused"));
                }
            }
        }
    }
    egui::Grid::new("settings-keys-grid")
        .num_columns(2)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for command in Command::ALL {
                let words = command.words();
                ui.label(RichText::new(&words));
                let asked = waiting == Some(command);
                let label = if asked {
                    tr!("settings-keys-waiting")
                } else {
                    keys.name(command)
                };
                let button =
                    ui.add(egui::Button::new(RichText::new(label).size(16.0)).selected(asked));
                let name = if asked {
                    tr!(
                        "settings-keys-press",
                        command = words.clone(),
                        key = keys.name(command)
                    )
                } else {
                    format!("{words}: {}", keys.name(command))
                };
                widgets::named(&button, &name);
                if button.clicked() {
                    waiting = (waiting != Some(command)).then_some(command);
                    note = None;
                }
                ui.end_row();
            }
        });
    if let Some(words) = &note {
        ui.label(RichText::new(words).size(14.0));
    }
    if !keys.is_default() && ui.button(tr!("settings-keys-reset")).clicked() {
        keys.reset();
        waiting = None;
        note = None;
        chosen = true;
    }
    ui.data_mut(|d| {
        d.insert_temp(waiting_id, waiting);
        d.insert_temp(note_id, note);
    });
    chosen
}

/// The countdown a player turning it back on starts from.
const LAST_COUNTDOWN: f32 = 12.0;

fn draw_settings(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut change: MessageWriter<ChangeSettings>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    widgets::menu_card_parts(ctx, "settings", 520.0, |card| {
        card.body(|ui| {
            widgets::heading(ui, &tr!("settings-heading"));
            widgets::gold_rule(ui);
            ui.add_space(6.0);
            if let Some(c) = settings_form(ui, &settings) {
                change.write(c);
            }
        });
        card.actions(|ui| {
            if widgets::menu_button(ui, &tr!("menu-back"), true) || widgets::escape_pressed(ui) {
                next_screen.set(Screen::Title);
            }
        });
    });
    Ok(())
}
