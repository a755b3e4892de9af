//! Small reusable pieces of the illustrations: faces, crowns, gems, sparkles.

use crate::gfx::*;

#[derive(Clone, Copy, PartialEq)]
pub enum Eyes {
    /// Two round dots with a glint.
    Open,
    /// Closed, sleeping (arcs curving down).
    Sleep,
    /// Closed, smiling (arcs curving up: ^ ^).
    Happy,
}

/// A friendly face centred at (x, y); at s = 1 the eyes are 36 px apart.
pub fn face(c: &mut Canvas, x: f32, y: f32, s: f32, eyes: Eyes, blush: bool) {
    c.save();
    c.translate(x, y);
    c.scale(s);
    if blush {
        c.fill(&oval(-31.0, 13.0, 10.0, 6.5), BLUSH.alpha(0.55));
        c.fill(&oval(31.0, 13.0, 10.0, 6.5), BLUSH.alpha(0.55));
    }
    match eyes {
        Eyes::Open => {
            for ex in [-18.0, 18.0] {
                c.fill(&oval(ex, 0.0, 6.5, 8.0), INK);
                c.fill(&circle(ex - 2.0, -3.0, 2.4), WHITE);
            }
        }
        Eyes::Sleep => {
            for ex in [-18.0, 18.0] {
                c.stroke(&arc(ex, -3.0, 8.0, 20.0, 160.0), 4.5, INK);
            }
        }
        Eyes::Happy => {
            for ex in [-18.0, 18.0] {
                c.stroke(&arc(ex, 4.0, 8.0, 200.0, 340.0), 4.5, INK);
            }
        }
    }
    c.stroke(
        &Pb::new().m(-10.0, 12.0).q(0.0, 24.0, 10.0, 12.0).done(),
        4.5,
        INK,
    );
    c.restore();
}

pub const GEM_RED: Rgb = hex(0xE8545A);
pub const GEM_BLUE: Rgb = hex(0x4F8FE0);

/// A gold crown whose base is centred at (cx, base_y), `w` wide.
pub fn crown(c: &mut Canvas, cx: f32, base_y: f32, w: f32) {
    crown_col(c, cx, base_y, w, GOLD, GEM_RED, GEM_BLUE);
}

pub fn crown_col(c: &mut Canvas, cx: f32, base_y: f32, w: f32, gold: Rgb, gem1: Rgb, gem2: Rgb) {
    let h = 0.72 * w;
    let o = (w * 0.055).clamp(2.5, 7.0);
    c.save();
    c.translate(cx, base_y);
    let pts = [
        (-0.5 * w, 0.0),
        (-0.56 * w, -0.84 * h),
        (-0.25 * w, -0.42 * h),
        (0.0, -h),
        (0.25 * w, -0.42 * h),
        (0.56 * w, -0.84 * h),
        (0.5 * w, 0.0),
    ];
    let body = rpoly(&pts, w * 0.06);
    // tip balls behind the outline
    for (x, y) in [(-0.56 * w, -0.84 * h), (0.0, -h), (0.56 * w, -0.84 * h)] {
        c.blob_w(&circle(x, y, w * 0.085), gold, o * 0.8);
    }
    c.blob_w(&body, gold, o);
    let band = rrect(-0.53 * w, -0.3 * h, 1.06 * w, 0.3 * h + o * 0.3, w * 0.06);
    c.blob_w(&band, gold.dark(0.08), o);
    c.blob_w(&circle(0.0, -0.15 * h, w * 0.09), gem1, o * 0.6);
    if w < 48.0 {
        c.restore();
        return;
    }
    for sx in [-1.0, 1.0] {
        let gx = sx * 0.3 * w;
        c.blob_w(
            &rpoly(
                &[
                    (gx, -0.15 * h - w * 0.08),
                    (gx + w * 0.065, -0.15 * h),
                    (gx, -0.15 * h + w * 0.08),
                    (gx - w * 0.065, -0.15 * h),
                ],
                w * 0.01,
            ),
            gem2,
            o * 0.6,
        );
    }
    c.restore();
}

/// A gold four-point sparkle with an ink outline.
pub fn twinkle(c: &mut Canvas, x: f32, y: f32, r: f32, col: Rgb) {
    c.blob_w(&sparkle(x, y, r), col, (r * 0.18).clamp(2.0, 4.5));
}

/// A shiny glint on glossy things: a white curved stroke plus a dot.
pub fn glint(c: &mut Canvas, x: f32, y: f32, r: f32, a0: f32, a1: f32, w: f32) {
    c.stroke(&arc(x, y, r, a0, a1), w, WHITE.alpha(0.85));
}

/// A letter Z drawn with strokes (for sleepy things), centred at (x, y), `h` tall.
pub fn zed(c: &mut Canvas, x: f32, y: f32, h: f32, col: Rgb) {
    let w = h * 0.8;
    let p = Pb::new()
        .m(x - w / 2.0, y - h / 2.0)
        .l(x + w / 2.0, y - h / 2.0)
        .l(x - w / 2.0, y + h / 2.0)
        .l(x + w / 2.0, y + h / 2.0)
        .done();
    c.stroke(&p, h * 0.34, INK);
    c.stroke(&p, h * 0.17, col);
}
