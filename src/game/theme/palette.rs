//! The game's colours, for Bevy and for egui.

use bevy::color::Color;
use bevy_egui::egui::Color32;

/// Card stock and menu panels.
pub const CREAM: Color32 = Color32::from_rgb(0xFF, 0xF6, 0xE5);
/// Edge of the card stock.
pub const CREAM_EDGE: Color32 = Color32::from_rgb(0xE8, 0xD9, 0xBC);
/// Outlines and text.
pub const INK: Color32 = Color32::from_rgb(0x2E, 0x3A, 0x59);
/// Quieter text (hints, notes): ink lightened only so far that it still reads on the
/// cream (WCAG AA).
pub const INK_SOFT: Color32 = Color32::from_rgb(0x4C, 0x54, 0x68);
/// Badges, highlights, the focused button.
pub const GOLD: Color32 = Color32::from_rgb(0xF2, 0xC1, 0x4E);
/// Under the pointer: a paler gold than a chosen option's.
pub const GOLD_PALE: Color32 = Color32::from_rgb(0xFB, 0xE7, 0xB0);
/// Words that warn: an illegal selection, a refused step, a file that cannot be read.
pub const WARNING: Color32 = Color32::from_rgb(0x8E, 0x2A, 0x33);
/// A pressed or chosen button: a deeper gold than the focus's.
pub const GOLD_DEEP: Color32 = Color32::from_rgb(0xE0, 0xA8, 0x2E);
/// The felt of the table, behind everything.
pub const TABLE: Color32 = Color32::from_rgb(0x1E, 0x4D, 0x4A);
/// The felt in high contrast: darker, so the words on it stand out further.
pub const TABLE_HIGH_CONTRAST: Color32 = Color32::from_rgb(0x0C, 0x22, 0x20);
/// Ink in high contrast: black.
pub const INK_HIGH_CONTRAST: Color32 = Color32::BLACK;
/// A slider's rail in high contrast, on white.
pub const RAIL_HIGH_CONTRAST: Color32 = Color32::from_rgb(0x9A, 0x9A, 0x9A);

/// An egui colour as a Bevy colour (both are sRGB).
pub const fn bevy(color: Color32) -> Color {
    Color::srgb_u8(color.r(), color.g(), color.b())
}

/// The WCAG 2 contrast ratio of two opaque sRGB colours: from 1 (the same) to 21
/// (black on white). Text needs 4.5 (AA).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let luminance = |c: Color32| {
        let channel = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
    };
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `top` drawn over `under` with its alpha, as the screen shows it.
pub fn over(top: Color32, under: Color32) -> Color32 {
    let a = f32::from(top.a()) / 255.0;
    let top = top.to_srgba_unmultiplied();
    let mix = |t: u8, u: u8| (f32::from(t) * a + f32::from(u) * (1.0 - a)).round() as u8;
    Color32::from_rgb(
        mix(top[0], under.r()),
        mix(top[1], under.g()),
        mix(top[2], under.b()),
    )
}
