//! Applies the game's egui style and the table colour.

use bevy::prelude::*;
use bevy_egui::{
    EguiContexts, EguiPrimaryContextPass,
    egui::{self, Color32, CornerRadius, FontFamily, FontId, Margin, Shadow, Stroke, TextStyle},
};

use bevy::window::PrimaryWindow;

use crate::game::assets::Felt;
use crate::game::settings::{Settings, language_changed};
use crate::game::states::Screen;

use super::palette::{self, CREAM, CREAM_EDGE, GOLD, GOLD_DEEP, GOLD_PALE, INK, INK_SOFT};
use super::widgets;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::bevy(palette::TABLE)));
    app.add_systems(Update, (shade_felt, fit_felt));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            (
                apply_egui_style,
                apply_contrast.run_if(resource_changed::<Settings>),
            )
                .chain(),
            relayout_on_language_change.run_if(language_changed),
            ring_the_focus,
            // Every frame: a table opened, left or resized changes the zoom as the settings do.
            apply_ui_scale,
        ),
    );
}

/// The widget the keys are on, ringed gold outside and ink inside (seen on the cream
/// and on the felt): egui shows a focused button only by its fill, and a focused text
/// field or an option already chosen not at all. On a layer just above the widget's
/// own, so a window over it still hides it.
///
/// A focus that moved is brought into sight by the scroll area holding it
/// ([`widgets::note_focus_moved`]); a few passes after, if it is still cut off (a scroll
/// area in a scroll area), again.
fn ring_the_focus(mut contexts: EguiContexts, mut last: Local<(Option<egui::Id>, u32)>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let focused = ctx.memory(|m| m.focused());
    if focused != last.0 {
        *last = (focused, 0);
    } else {
        last.1 = last.1.saturating_add(1);
    }
    let Some(response) = focused.and_then(|id| ctx.read_response(id)) else {
        return Ok(());
    };
    // Once more when things have settled, for a scroll area within a scroll area.
    let cut_off = response.interact_rect != response.rect;
    if last.1 == 0 || (last.1 == SETTLED_PASSES && cut_off) {
        widgets::note_focus_moved(ctx, response.rect);
    }
    let rect = response.rect.expand(3.0);
    if !rect.is_positive() || !response.interact_rect.is_positive() {
        return Ok(());
    }
    let layer = egui::LayerId::new(response.layer_id.order, egui::Id::new("focus ring"));
    ctx.set_sublayer(response.layer_id, layer);
    let painter = ctx.layer_painter(layer);
    let radius = CornerRadius::same(8);
    painter.rect_stroke(
        rect,
        radius,
        Stroke::new(4.0, GOLD),
        egui::StrokeKind::Outside,
    );
    painter.rect_stroke(
        rect,
        radius,
        Stroke::new(2.0, INK),
        egui::StrokeKind::Inside,
    );
    Ok(())
}

/// A new language changes every text's width: windows sized to their text are laid out
/// again in the same frame instead of showing a frame of the old sizes.
fn relayout_on_language_change(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.request_discard("the language changed");
    ctx.request_repaint();
    Ok(())
}

/// After how many passes a focus that moved and is still cut off is followed again.
const SETTLED_PASSES: u32 = 3;

/// The player's UI scale, as egui's zoom: words, buttons and windows grow, and menus
/// scroll where they no longer fit ([`widgets::menu_card`]). At a table, and in the
/// menus over it, the zoom goes no higher than [`table_zoom`].
fn apply_ui_scale(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    screen: Option<Res<State<Screen>>>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let at_table = screen.is_some_and(|s| matches!(s.get(), Screen::Playing | Screen::MadTable));
    let zoom = match windows.single() {
        Ok(window) if at_table => table_zoom(settings.ui_scale, window.size()),
        _ => settings.ui_scale,
    };
    if ctx.zoom_factor() != zoom {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

/// The zoom a table is drawn at in a window of `window` logical pixels: the chosen
/// scale, or less where the window could not hold the smallest screen the tables are
/// laid out for. Everything a person reads or presses at a table (the hand, the prompt
/// and its buttons, the hand-off cover, the menus over it) then lies inside the window,
/// and the pointer is always over what is drawn under it.
pub fn table_zoom(chosen: f32, window: Vec2) -> f32 {
    let fits = (window / widgets::SMALLEST_SCREEN).min_element();
    chosen.min(fits).max(0.1)
}

/// Where a point of the table's world is on the screen, in egui's points (the camera
/// gives window pixels; the UI scale makes a point larger than a pixel).
pub fn screen_pos(
    ctx: &egui::Context,
    camera: &Query<(&Camera, &GlobalTransform)>,
    world: Vec2,
) -> Option<egui::Pos2> {
    let (camera, gt) = camera.iter().next()?;
    let p = camera.world_to_viewport(gt, world.extend(0.0)).ok()? / ctx.zoom_factor();
    Some(egui::pos2(p.x, p.y))
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
    ctx.options_mut(|o| o.input_options.line_scroll_speed = super::widgets::WHEEL_NOTCH);
    *applied = true;
    Ok(())
}

/// How dark the felt's picture is drawn in high contrast (its own colour times this).
const FELT_SHADE_HIGH_CONTRAST: f32 = 0.45;

/// The felt under a table: darker in high contrast, so the words on it stand out.
fn shade_felt(settings: Res<Settings>, mut felts: Query<(&mut Sprite, Ref<Felt>)>) {
    for (mut sprite, felt) in &mut felts {
        if !(felt.is_added() || settings.is_changed()) {
            continue;
        }
        let shade = if settings.high_contrast {
            FELT_SHADE_HIGH_CONTRAST
        } else {
            1.0
        };
        let color = Color::srgb(shade, shade, shade);
        if sprite.color != color {
            sprite.color = color;
        }
    }
}

/// The felt fills the window whatever its shape: the camera shows the whole table and
/// more of the felt on the longer side, and a felt of the table's size alone left flat
/// bands there.
fn fit_felt(
    cameras: Query<(Ref<Projection>, Ref<Transform>), With<Camera>>,
    mut felts: Query<(&mut Sprite, Ref<Felt>)>,
) {
    let Some((projection, place)) = cameras.iter().next() else {
        return;
    };
    let Projection::Orthographic(view) = &*projection else {
        return;
    };
    // The felt lies at the world's middle; a camera turned to part of a table larger
    // than the window sees past the middle by as far as it is turned.
    let turned = place.translation.truncate().abs() * 2.0;
    let shown = (view.area.size() + turned).max(Vec2::new(1280.0, 720.0));
    for (mut sprite, felt) in &mut felts {
        if (felt.is_added() || projection.is_changed() || place.is_changed())
            && sprite.custom_size != Some(shown)
        {
            sprite.custom_size = Some(shown);
        }
    }
}

/// The high-contrast setting: egui's style and the felt change together.
fn apply_contrast(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut clear: ResMut<ClearColor>,
    mut shown: Local<bool>,
) -> Result {
    if settings.high_contrast == *shown {
        return Ok(());
    }
    *shown = settings.high_contrast;
    let ctx = contexts.ctx_mut()?;
    let style = if *shown {
        high_contrast_style()
    } else {
        style()
    };
    ctx.set_style_of(egui::Theme::Light, style);
    clear.0 = palette::bevy(if *shown {
        palette::TABLE_HIGH_CONTRAST
    } else {
        palette::TABLE
    });
    Ok(())
}

/// How far the CJK glyphs are raised, as a fraction of the text's size (measured against
/// Quicksand's line in the title's buttons at 1024×640).
const CJK_RAISE: f32 = -0.06;

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
        let mut data = egui::FontData::from_static(bytes);
        if name == "noto-cjk" {
            // Its taller ascent set Chinese and Japanese 1–3 points below the Latin
            // words' line, and below the middle of their buttons.
            data.tweak.y_offset_factor = CJK_RAISE;
        }
        fonts.font_data.insert(name.into(), Arc::new(data));
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
    // egui's own weak text (ink at 60%) reads at 3.4:1 on the cream: too faint.
    visuals.weak_text_color = Some(INK_SOFT);
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

    widgets.active.bg_fill = GOLD_DEEP;
    widgets.active.weak_bg_fill = GOLD_DEEP;
    widgets.active.bg_stroke = Stroke::new(2.5, INK);
    widgets.active.fg_stroke = Stroke::new(2.0, INK);
    widgets.active.corner_radius = radius;

    widgets.open = widgets.active;
    style
}

/// The high-contrast style: black words and outlines on white, outlines twice as
/// strong, the focus and the chosen in gold with black words (WCAG AAA, 7:1).
pub fn high_contrast_style() -> egui::Style {
    let mut style = style();
    let ink = palette::INK_HIGH_CONTRAST;
    let visuals = &mut style.visuals;
    visuals.weak_text_color = Some(ink);
    visuals.panel_fill = Color32::WHITE;
    visuals.window_fill = Color32::WHITE;
    visuals.window_stroke = Stroke::new(4.0, ink);
    visuals.faint_bg_color = Color32::WHITE;
    visuals.hyperlink_color = ink;
    visuals.selection.stroke = Stroke::new(2.5, ink);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.bg_fill = Color32::WHITE;
    widgets.noninteractive.weak_bg_fill = Color32::WHITE;
    widgets.noninteractive.bg_stroke = Stroke::new(2.0, ink);
    widgets.noninteractive.fg_stroke = Stroke::new(1.5, ink);
    // A slider's rail and a box's inside are drawn in this: grey, to stand out from
    // the white panel.
    widgets.inactive.bg_fill = palette::RAIL_HIGH_CONTRAST;
    widgets.inactive.weak_bg_fill = Color32::WHITE;
    widgets.inactive.bg_stroke = Stroke::new(3.0, ink);
    widgets.inactive.fg_stroke = Stroke::new(2.0, ink);
    for w in [&mut widgets.hovered, &mut widgets.active] {
        w.bg_stroke = Stroke::new(4.0, ink);
        w.fg_stroke = Stroke::new(2.5, ink);
    }
    widgets.open = widgets.active;
    style
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::theme::palette::{TABLE, WARNING, contrast, over};

    /// What is drawn on what in `style`, with `felt` under the table's words.
    fn text_pairs(style: &egui::Style, felt: Color32) -> Vec<(&'static str, Color32, Color32)> {
        let v = &style.visuals;
        let mut pairs = vec![
            (
                "text on a panel",
                v.widgets.noninteractive.fg_stroke.color,
                v.panel_fill,
            ),
            (
                "text on a window",
                v.widgets.noninteractive.fg_stroke.color,
                v.window_fill,
            ),
            (
                "weak text on a panel",
                over(v.weak_text_color(), v.panel_fill),
                v.panel_fill,
            ),
            (
                "text in a field",
                v.widgets.noninteractive.fg_stroke.color,
                v.extreme_bg_color,
            ),
            (
                "chosen text",
                v.widgets.noninteractive.fg_stroke.color,
                v.selection.bg_fill,
            ),
            ("a warning on a panel", WARNING, v.panel_fill),
            ("quiet words on a panel", INK_SOFT, v.panel_fill),
            ("ink on a plate", INK, CREAM),
            ("words on the felt", CREAM, felt),
            // The felt's notes are cream at 80%.
            (
                "notes on the felt",
                over(CREAM.gamma_multiply(0.8), felt),
                felt,
            ),
        ];
        for (state, w) in [
            ("inactive", &v.widgets.inactive),
            ("hovered", &v.widgets.hovered),
            ("active", &v.widgets.active),
            ("open", &v.widgets.open),
        ] {
            pairs.push((state, w.fg_stroke.color, w.weak_bg_fill));
            pairs.push((state, w.fg_stroke.color, w.bg_fill));
        }
        pairs
    }

    /// Every text colour of the style reads on what it is drawn on at WCAG AA (4.5:1),
    /// and of the high-contrast style at AAA (7:1): each widget state's text on its
    /// fills, weak text and warnings on the panels, chosen text on the selection, and
    /// the felt's words on the felt.
    #[test]
    fn every_text_of_each_theme_meets_its_wcag_contrast() {
        for (theme, style, felt, least) in [
            ("standard", style(), TABLE, 4.5),
            (
                "high contrast",
                high_contrast_style(),
                palette::TABLE_HIGH_CONTRAST,
                7.0,
            ),
        ] {
            for (what, text, under) in text_pairs(&style, felt) {
                let ratio = contrast(text, under);
                assert!(
                    ratio >= least,
                    "{theme}, {what}: {ratio:.2}:1 ({text:?} on {under:?})"
                );
            }
        }
        // The measure itself: black on white is 21:1, a colour on itself 1:1.
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(GOLD, GOLD) - 1.0).abs() < 1e-6);
    }
}
