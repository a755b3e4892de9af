//! The application icon: the queens' back medallion (deep green, gold ring) holding a
//! sleeping crescent moon who wears a gold crown, with a "z"; square, on a transparent
//! background. Drawn at each size from the shapes (not scaled down from a big picture),
//! the smallest with fewer, bolder details so that it stays clear.

use crate::backs::{GOLD_LINE, MOON_YELLOW, QUEEN_GREEN, STAR_YELLOW};
use crate::gfx::*;
use crate::parts::*;

pub const SHOWS: &str = "a sleeping crescent moon with rosy cheeks and a gold crown, \
with a \"z\", on a round deep green medallion with a gold ring (the queens' card back)";

/// The sizes written, in pixels (square).
pub const SIZES: [u32; 3] = [48, 128, 256];

/// The icon, `size` pixels square, drawn in a 256-unit square.
pub fn render(size: u32) -> Canvas {
    let mut c = Canvas::new(size, size);
    let small = size < 96;
    c.scale(size as f32 / 256.0);
    let (cx, cy) = (128.0, 138.0);
    // the medallion, with an ink rim so that it stands on light and dark desktops
    c.fill(&circle(cx, cy, 114.0), INK);
    let disc = circle(cx, cy, 108.0);
    c.fill(&disc, QUEEN_GREEN.dark(0.3));
    c.fill_radial(
        &disc,
        (cx, cy - 24.0),
        116.0,
        QUEEN_GREEN.light(0.12),
        QUEEN_GREEN.dark(0.22),
    );
    c.stroke(
        &circle(cx, cy, 101.0),
        if small { 12.0 } else { 9.0 },
        GOLD_LINE,
    );
    if !small {
        c.stroke(&circle(cx, cy, 88.0), 2.5, GOLD_LINE);
        for (x, y, r) in [(196.0, 98.0, 10.0), (208.0, 152.0, 7.0), (160.0, 80.0, 7.0)] {
            c.blob_w(&star(x, y, 5, r, r * 0.5, r * 0.15), STAR_YELLOW, 3.0);
        }
    }
    // the sleeping moon
    let moon = crescent((116.0, 150.0), 80.0, (160.0, 114.0), 67.0);
    c.blob_w(&moon, MOON_YELLOW, if small { 9.0 } else { 7.0 });
    let s = if small { 1.35 } else { 1.15 };
    face(&mut c, 84.0, 158.0, s, Eyes::Sleep, true);
    zed(&mut c, 170.0, 150.0, if small { 40.0 } else { 30.0 }, CREAM);
    // her crown, on the upper horn
    c.save();
    c.translate(100.0, 84.0);
    c.rotate(-22.0);
    crown(&mut c, 0.0, 0.0, 80.0);
    c.restore();
    c
}
