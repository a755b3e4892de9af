//! The game's colours (ART.md), for Bevy and for egui.

use bevy::color::Color;
use bevy_egui::egui::Color32;

/// Card stock and menu panels.
pub const CREAM: Color32 = Color32::from_rgb(0xFF, 0xF6, 0xE5);
/// Edge of the card stock.
pub const CREAM_EDGE: Color32 = Color32::from_rgb(0xE8, 0xD9, 0xBC);
/// Outlines and text.
pub const INK: Color32 = Color32::from_rgb(0x2E, 0x3A, 0x59);
/// Badges, highlights, the focused button.
pub const GOLD: Color32 = Color32::from_rgb(0xF2, 0xC1, 0x4E);
/// Under the pointer: a paler gold than a chosen option's.
pub const GOLD_PALE: Color32 = Color32::from_rgb(0xFB, 0xE7, 0xB0);
/// The felt of the table, behind everything.
pub const TABLE: Color32 = Color32::from_rgb(0x1E, 0x4D, 0x4A);

/// An egui colour as a Bevy colour (both are sRGB).
pub const fn bevy(color: Color32) -> Color {
    Color::srgb_u8(color.r(), color.g(), color.b())
}
