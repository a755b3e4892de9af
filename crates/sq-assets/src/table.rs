//! The table: dark teal felt with a soft vignette, and the dashed gold slot outline.

use crate::face::{H, W};
use crate::gfx::*;

pub const FELT_W: u32 = 1280;
pub const FELT_H: u32 = 720;

/// 1280×720 felt: teal base, a gentle fibre texture and a vignette.
pub fn felt() -> Canvas {
    let mut c = Canvas::new(FELT_W, FELT_H);
    let base = hex(0x1E4D4A);
    c.pm.fill(base.color());
    let (w, h) = (FELT_W as f32, FELT_H as f32);
    // fibres: short soft strokes, a little lighter or darker
    let mut rng = Rng::new(0xFE17);
    for _ in 0..9000 {
        let x = rng.range(-10.0, w + 10.0);
        let y = rng.range(-10.0, h + 10.0);
        let a = rng.range(0.0, 360.0).to_radians();
        let l = rng.range(3.0, 9.0);
        let col = if rng.f() < 0.5 {
            base.light(0.18)
        } else {
            base.dark(0.25)
        };
        c.stroke(
            &line((x, y), (x + a.cos() * l, y + a.sin() * l)),
            rng.range(0.8, 1.4),
            col.alpha(rng.range(0.12, 0.28)),
        );
    }
    // vignette: a faint glow in the middle, darker towards the corners
    let shadow = hex(0x071A1C);
    c.save();
    c.scale_xy(1.0, h / w);
    let sq = rect(0.0, 0.0, w, w);
    let mid = (w / 2.0, w / 2.0);
    c.fill_radial_stops(
        &sq,
        mid,
        w * 0.45,
        &[(0.0, WHITE.alpha(0.06)), (1.0, WHITE.alpha(0.0))],
    );
    c.fill_radial_stops(
        &sq,
        mid,
        w * 0.72,
        &[
            (0.0, shadow.alpha(0.0)),
            (0.45, shadow.alpha(0.0)),
            (1.0, shadow.alpha(0.6)),
        ],
    );
    c.restore();
    c
}

/// An empty grid slot at card size: dashed gold outline at 35 % opacity.
pub fn slot() -> Canvas {
    let mut c = Canvas::new(W as u32, H as u32);
    let shape = rrect(6.0, 6.0, W - 12.0, H - 12.0, 26.0);
    c.fill(&shape, GOLD.alpha(0.06));
    // a whole number of dashes round the outline, so the joins are even
    let perimeter = 2.0 * ((W - 12.0) + (H - 12.0)) - (8.0 - std::f32::consts::TAU) * 26.0;
    let period = perimeter / (perimeter / 44.0).round();
    c.stroke_dash(
        &shape,
        8.0,
        GOLD.alpha(0.35),
        period * 0.6,
        period * 0.4,
        0.0,
    );
    c
}
