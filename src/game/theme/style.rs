//! Applies the game's egui style and the table colour.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Color32, CornerRadius, FontFamily, FontId, Margin, Shadow, Stroke, TextStyle},
};

use crate::game::settings::language_changed;

use super::palette::{self, CREAM, CREAM_EDGE, GOLD, GOLD_PALE, INK};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::bevy(palette::TABLE)));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            apply_egui_style,
            relayout_on_language_change.run_if(language_changed),
        ),
    );
}

/// A new language changes every text's width: windows sized to their text are laid out
/// again in the same frame instead of showing a frame of the old sizes.
fn relayout_on_language_change(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.request_discard("the language changed");
    ctx.request_repaint();
    Ok(())
}

/// Runs in the egui pass, where the primary context is known to exist; the style only
/// needs to be set once per context.
fn apply_egui_style(mut contexts: EguiContexts, mut applied: Local<bool>) -> Result {
    if *applied {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Our menus are drawn on cream card: always the light theme, whatever the system says.
    ctx.set_theme(egui::Theme::Light);
    ctx.set_style_of(egui::Theme::Light, style());
    ctx.set_fonts(fonts());
    *applied = true;
    Ok(())
}

/// Quicksand for every text (OFL, `assets/fonts/`), with a Noto Sans CJK subset behind
/// it for Chinese and Japanese, then egui's own fonts for anything else.
pub fn fonts() -> egui::FontDefinitions {
    use std::sync::Arc;
    let mut fonts = egui::FontDefinitions::default();
    let ours: [(&str, &'static [u8]); 3] = [
        (
            "quicksand",
            include_bytes!("../../../assets/fonts/Quicksand-Regular.ttf"),
        ),
        (
            "quicksand-bold",
            include_bytes!("../../../assets/fonts/Quicksand-Bold.ttf"),
        ),
        (
            "noto-cjk",
            include_bytes!("../../../assets/fonts/NotoSansCJKsc-Subset.otf"),
        ),
    ];
    for (name, bytes) in ours {
        fonts
            .font_data
            .insert(name.into(), Arc::new(egui::FontData::from_static(bytes)));
    }
    let proportional = fonts.families.entry(FontFamily::Proportional).or_default();
    proportional.insert(0, "quicksand-bold".into());
    proportional.insert(2.min(proportional.len()), "noto-cjk".into());
    fonts
}

/// The egui style of every menu and dialog: ink on cream, gold for focus.
pub fn style() -> egui::Style {
    let mut style = egui::Style {
        visuals: egui::Visuals::light(),
        ..default()
    };
    // Words in a card game are read, not copied: no text cursor over every label.
    style.interaction.selectable_labels = false;

    style.text_styles = [
        (
            TextStyle::Heading,
            FontId::new(30.0, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(18.0, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(22.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(14.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(16.0, FontFamily::Monospace),
        ),
    ]
    .into();
    style.spacing.item_spacing = egui::vec2(10.0, 12.0);
    style.spacing.button_padding = egui::vec2(18.0, 8.0);
    style.spacing.window_margin = Margin::same(20);
    // Scroll bars take their own room: Chinese and Japanese lines fill the whole width,
    // and a floating bar would lie over their last character.
    style.spacing.scroll = egui::style::ScrollStyle::solid();

    let visuals = &mut style.visuals;
    visuals.override_text_color = None;
    visuals.panel_fill = CREAM;
    visuals.window_fill = CREAM;
    visuals.window_stroke = Stroke::new(3.0, GOLD);
    visuals.window_corner_radius = CornerRadius::same(16);
    visuals.window_shadow = Shadow {
        offset: [0, 6],
        blur: 18,
        spread: 0,
        color: Color32::from_black_alpha(90),
    };
    visuals.popup_shadow = visuals.window_shadow;
    visuals.faint_bg_color = CREAM_EDGE;
    visuals.extreme_bg_color = Color32::WHITE;
    visuals.hyperlink_color = INK;
    visuals.selection.bg_fill = GOLD;
    visuals.selection.stroke = Stroke::new(1.5, INK);

    let radius = CornerRadius::same(10);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.bg_fill = CREAM;
    widgets.noninteractive.weak_bg_fill = CREAM;
    widgets.noninteractive.bg_stroke = Stroke::new(1.0, CREAM_EDGE);
    widgets.noninteractive.fg_stroke = Stroke::new(1.0, INK);
    widgets.noninteractive.corner_radius = radius;

    // Sliders' tracks and boxes' insides: visible on the cream card.
    widgets.inactive.bg_fill = CREAM_EDGE;
    widgets.inactive.weak_bg_fill = Color32::WHITE;
    widgets.inactive.bg_stroke = Stroke::new(2.0, INK);
    widgets.inactive.fg_stroke = Stroke::new(1.5, INK);
    widgets.inactive.corner_radius = radius;

    // Hovered is pale gold, chosen (selection) full gold: a hovered option never looks
    // chosen.
    widgets.hovered.bg_fill = GOLD_PALE;
    widgets.hovered.weak_bg_fill = GOLD_PALE;
    widgets.hovered.bg_stroke = Stroke::new(2.5, INK);
    widgets.hovered.fg_stroke = Stroke::new(2.0, INK);
    widgets.hovered.corner_radius = radius;
    widgets.hovered.expansion = 1.0;

    widgets.active.bg_fill = Color32::from_rgb(0xE0, 0xA8, 0x2E);
    widgets.active.weak_bg_fill = Color32::from_rgb(0xE0, 0xA8, 0x2E);
    widgets.active.bg_stroke = Stroke::new(2.5, INK);
    widgets.active.fg_stroke = Stroke::new(2.0, INK);
    widgets.active.corner_radius = radius;

    widgets.open = widgets.active;
    style
}
