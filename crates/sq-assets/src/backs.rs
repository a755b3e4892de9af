//! Card backs: queens deep green with a sleeping moon, deck deep red with a crown,
//! both with gold filigree (symmetric under a half turn).

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;

pub const QUEEN_SHOWS: &str = "deep green with a gold double border, gold filigree scrolls \
and a medallion holding a sleeping crescent moon with little stars";
pub const DECK_SHOWS: &str = "deep red with a gold double border, gold filigree scrolls \
and a medallion holding a gold crown";

/// The gold of the borders, filigree and medallion ring.
pub const GOLD_LINE: Rgb = hex(0xE9B949);
/// The queens' back, its sleeping moon and her stars.
pub const QUEEN_GREEN: Rgb = hex(0x1F6F50);
pub const MOON_YELLOW: Rgb = hex(0xFCE38A);
pub const STAR_YELLOW: Rgb = hex(0xFFE27A);

pub fn render(c: &mut Canvas, queen: bool, seed: u64) {
    let base = if queen { QUEEN_GREEN } else { hex(0xA3333D) };
    card_base(c, seed);
    let inner = rrect(14.0, 14.0, W - 28.0, H - 28.0, 20.0);
    c.fill(&inner, base);
    c.save();
    c.clip(&inner);
    c.fill_radial(
        &inner,
        (W / 2.0, H / 2.0),
        330.0,
        base.light(0.16),
        base.dark(0.25),
    );
    // faint gold lattice
    for i in -20..20 {
        let x = i as f32 * 40.0;
        c.stroke(&line((x, 0.0), (x + H, H)), 2.0, GOLD_LINE.alpha(0.12));
        c.stroke(&line((x + H, 0.0), (x, H)), 2.0, GOLD_LINE.alpha(0.12));
    }
    c.restore();
    c.stroke(&inner, 4.0, INK);
    // double gold border
    c.stroke(&rrect(28.0, 28.0, W - 56.0, H - 56.0, 14.0), 5.0, GOLD_LINE);
    c.stroke(&rrect(38.0, 38.0, W - 76.0, H - 76.0, 10.0), 2.0, GOLD_LINE);
    // filigree in all four quadrants
    for (sx, sy) in [(1.0, 1.0), (-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0)] {
        c.save();
        c.translate(W / 2.0, H / 2.0);
        c.scale_xy(sx, sy);
        filigree(c);
        c.restore();
    }
    // medallion
    let (cx, cy) = (W / 2.0, H / 2.0);
    c.fill(&circle(cx, cy, 104.0), base.dark(0.3));
    c.fill_radial(
        &circle(cx, cy, 104.0),
        (cx, cy - 20.0),
        110.0,
        base.light(0.1),
        base.dark(0.2),
    );
    c.stroke(&circle(cx, cy, 104.0), 8.0, GOLD_LINE);
    c.stroke(&circle(cx, cy, 90.0), 2.5, GOLD_LINE);
    for i in 0..24 {
        let a = (i as f32 * 15.0).to_radians();
        c.fill(
            &circle(cx + 116.0 * a.cos(), cy + 116.0 * a.sin(), 4.0),
            GOLD_LINE,
        );
    }
    if queen {
        let moon = crescent((cx - 10.0, cy + 4.0), 66.0, (cx + 30.0, cy - 20.0), 58.0);
        c.blob_w(&moon, MOON_YELLOW, 6.0);
        face(c, cx - 40.0, cy + 6.0, 0.7, Eyes::Sleep, true);
        for (x, y, r) in [
            (cx + 44.0, cy + 30.0, 10.0),
            (cx + 56.0, cy - 50.0, 7.0),
            (cx + 20.0, cy + 62.0, 6.0),
        ] {
            c.blob_w(&star(x, y, 5, r, r * 0.5, r * 0.15), STAR_YELLOW, 3.0);
        }
        zed(c, cx + 50.0, cy - 8.0, 16.0, hex(0xFFF6E5));
    } else {
        crown(c, cx, cy + 44.0, 128.0);
    }
}

/// One quadrant of the filigree, in coordinates relative to the card centre
/// (x < 0, y < 0 is the top left; the caller mirrors it).
fn filigree(c: &mut Canvas) {
    let g = GOLD_LINE;
    let w = 5.0;
    // S-scroll from the top of the medallion towards the top left
    let mut s = vec![
        (0.0, -132.0),
        (-30.0, -150.0),
        (-80.0, -148.0),
        (-118.0, -126.0),
    ];
    s.extend(
        spiral_pts(-100.0, -104.0, 28.0, 4.0, 1.1, 220.0, 1.0)
            .into_iter()
            .skip(1),
    );
    c.stroke(&curve(&s), w, g);
    // a second, smaller scroll curling up
    let mut t = vec![(-40.0, -150.0), (-60.0, -178.0), (-46.0, -206.0)];
    t.extend(
        spiral_pts(-30.0, -196.0, 18.0, 3.0, 1.0, 160.0, 1.0)
            .into_iter()
            .skip(1),
    );
    c.stroke(&curve(&t), w * 0.8, g);
    // leaves
    for (x, y, a) in [
        (-62.0, -160.0, -20.0f32),
        (-96.0, -148.0, 20.0),
        (-18.0, -152.0, -60.0),
    ] {
        c.save();
        c.translate(x, y);
        c.rotate(a);
        c.fill(&oval(0.0, 0.0, 11.0, 5.5), g);
        c.restore();
    }
    // the spike at the top centre
    c.fill(
        &rpoly(
            &[(0.0, -230.0), (9.0, -196.0), (0.0, -176.0), (-9.0, -196.0)],
            2.0,
        ),
        g,
    );
    c.fill(&circle(0.0, -168.0, 5.0), g);
    c.fill(&circle(0.0, -242.0, 4.0), g);
    // side scroll beside the medallion
    let mut u = vec![(-124.0, 0.0), (-140.0, -28.0), (-128.0, -58.0)];
    u.extend(
        spiral_pts(-112.0, -52.0, 16.0, 3.0, 1.0, 200.0, 1.0)
            .into_iter()
            .skip(1),
    );
    c.stroke(&curve(&u), w * 0.8, g);
    c.fill(
        &rpoly(
            &[(-140.0, 0.0), (-150.0, -8.0), (-160.0, 0.0), (-150.0, 8.0)],
            1.0,
        ),
        g,
    );
    // corner flourish
    let (kx, ky) = (-W / 2.0 + 52.0, -H / 2.0 + 52.0);
    let mut k = vec![
        (kx + 70.0, ky - 4.0),
        (kx + 30.0, ky + 2.0),
        (kx + 8.0, ky + 18.0),
    ];
    k.extend(
        spiral_pts(kx + 20.0, ky + 24.0, 13.0, 2.0, 1.0, 200.0, -1.0)
            .into_iter()
            .skip(1),
    );
    c.stroke(&curve(&k), w * 0.8, g);
    let mut k2 = vec![
        (kx - 4.0, ky + 70.0),
        (kx + 2.0, ky + 30.0),
        (kx + 18.0, ky + 8.0),
    ];
    k2.extend(
        spiral_pts(kx + 24.0, ky + 20.0, 13.0, 2.0, 1.0, 250.0, 1.0)
            .into_iter()
            .skip(1),
    );
    c.stroke(&curve(&k2), w * 0.8, g);
    c.fill(
        &rpoly(
            &[
                (kx - 6.0, ky - 6.0),
                (kx + 6.0, ky - 2.0),
                (kx + 2.0, ky + 2.0),
                (kx - 2.0, ky + 6.0),
            ],
            1.0,
        ),
        g,
    );
    c.fill(&circle(kx, ky, 6.0), g);
}
