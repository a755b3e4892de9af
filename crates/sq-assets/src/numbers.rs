//! Number cards 1–10: a huge numeral, corner indices, and the value again as crown pips.

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;

pub const SHOWS: &str = "cream card with a huge ink-outlined numeral in its own colour, \
corner indices (top left, and upside down at the bottom right) with a small crown, and the \
value again as little gold crown pips in one or two rows";

const COLS: [u32; 10] = [
    0xE8645A, 0xF29E4C, 0xE0B23A, 0x4CAF7A, 0x2FA7A0, 0x4F8FE0, 0x3B5BA9, 0x8E6CC8, 0xD65C9E,
    0xB5533C,
];

pub fn colour(n: u32) -> Rgb {
    hex(COLS[(n as usize - 1) % 10])
}

pub fn render(c: &mut Canvas, f: &Fonts, n: u32, seed: u64) {
    card_base(c, seed);
    let p = panel_shape();
    c.fill_linear(
        &p,
        (0.0, PANEL_Y),
        (0.0, PANEL_Y + PANEL_H),
        hex(0xFFFAF0),
        hex(0xFBE9CF),
    );
    c.stroke(
        &rrect(36.0, 36.0, W - 72.0, H - 72.0, 12.0),
        3.0,
        GOLD.alpha(0.8),
    );
    panel_outline(c, INK);
    let col = colour(n);
    let text = n.to_string();
    // the big numeral: cream rim, ink outline, shaded fill
    let size = if n == 10 { 240.0 } else { 310.0 };
    let (path, _) = text_path(&f.bold, &text, size, 0.0, 0.0, Align::Left);
    let b = path.bounds();
    let (cx, cy) = (W / 2.0, 222.0);
    let path = path
        .transform(tiny_skia::Transform::from_translate(
            cx - (b.left() + b.right()) / 2.0,
            cy - (b.top() + b.bottom()) / 2.0,
        ))
        .unwrap();
    c.stroke(&path, 30.0, WHITE);
    c.stroke(&path, 14.0, INK);
    c.shade(&path, col, 0.6);
    // pips
    let rows: Vec<u32> = if n <= 5 {
        vec![n]
    } else {
        vec![n.div_ceil(2), n / 2]
    };
    let ys: &[f32] = if rows.len() == 1 {
        &[418.0]
    } else {
        &[392.0, 446.0]
    };
    for (row, &y) in rows.iter().zip(ys) {
        let k = *row as f32;
        for i in 0..*row {
            let x = cx + (i as f32 - (k - 1.0) / 2.0) * 60.0;
            crown(c, x, y, 42.0);
        }
    }
    // corner indices
    for rot in [false, true] {
        c.save();
        if rot {
            c.translate(W, H);
            c.rotate(180.0);
        }
        label(
            c,
            &f.bold,
            &text,
            if n == 10 { 60.0 } else { 74.0 },
            (72.0, 84.0),
            col,
            10.0,
        );
        crown(c, 72.0, 146.0, 36.0);
        c.restore();
    }
}
