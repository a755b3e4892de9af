//! The eight kings: each a friendly figure with a crown and royal blue accents.

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;

pub struct King {
    pub key: &'static str,
    pub name: &'static str,
    pub shows: &'static str,
    pub draw: fn(&mut Canvas),
}

pub const KINGS: [King; 8] = [
    King {
        key: "puzzle",
        name: "Puzzle King",
        shows: "a king whose robe is four interlocking jigsaw pieces, holding a loose piece",
        draw: puzzle_king,
    },
    King {
        key: "bubblegum",
        name: "Bubble Gum King",
        shows: "a king blowing a big glossy pink bubble",
        draw: bubblegum_king,
    },
    King {
        key: "chess",
        name: "Chess King",
        shows: "a king in a chequered robe with a cross-topped crown, holding a rook",
        draw: chess_king,
    },
    King {
        key: "hat",
        name: "Hat King",
        shows: "a king holding a tall top hat with a rabbit's ears peeking out",
        draw: hat_king,
    },
    King {
        key: "cookie",
        name: "Cookie King",
        shows: "a gingerbread king with icing trim, gumdrop buttons, a blue bow tie and a crown",
        draw: cookie_king,
    },
    King {
        key: "tiedye",
        name: "Tie-Dye King",
        shows: "a king in a swirled rainbow tie-dye robe",
        draw: tiedye_king,
    },
    King {
        key: "fire",
        name: "Fire King",
        shows: "a king with a crown of flames and a flame-trimmed robe",
        draw: fire_king,
    },
    King {
        key: "turtle",
        name: "Turtle King",
        shows: "a turtle with a tiny crown, a royal blue scarf and shell rim",
        draw: turtle_king,
    },
];

pub fn render(c: &mut Canvas, f: &Fonts, k: &King, seed: u64) {
    front(
        c,
        f,
        seed,
        &Front {
            top: hex(0x86A9E0),
            bottom: hex(0xC3D5F3),
            pattern: Pattern::Lattice,
            pattern_alpha: 0.15,
            panel_line: INK,
            name: k.name,
            tail: ROYAL,
        },
        |c| (k.draw)(c),
    );
    king_badge(c);
}

/// Royal blue disc with a small gold crown (top left of every king).
pub fn king_badge(c: &mut Canvas) {
    corner_badge(c, ROYAL, |c| crown(c, 66.0, 82.0, 44.0));
}

// ---------------------------------------------------------------------------------------
// The common king figure

const SKIN: Rgb = hex(0xF7CFA8);
const ERMINE: Rgb = hex(0xFFFBF3);

fn robe_shape() -> tiny_skia::Path {
    rpoly(
        &[
            (158.0, 300.0),
            (282.0, 300.0),
            (350.0, 530.0),
            (90.0, 530.0),
        ],
        36.0,
    )
}

/// Robe filled by `fill` (clipped to the robe), ermine collar and front trim.
fn robe(c: &mut Canvas, base: Rgb, fill: impl FnOnce(&mut Canvas), trim: bool) {
    let r = robe_shape();
    c.blob(&r, base);
    c.save();
    c.clip(&r);
    fill(c);
    c.restore();
    c.ink(&r, 7.0);
    if trim {
        let strip = rrect(202.0, 310.0, 36.0, 230.0, 12.0);
        c.blob_w(&strip, ERMINE, 5.0);
        for y in [350.0, 400.0, 450.0, 500.0] {
            ermine_spot(c, 220.0, y);
        }
    }
}

fn ermine_spot(c: &mut Canvas, x: f32, y: f32) {
    c.fill(
        &rpoly(&[(x, y - 6.0), (x + 5.0, y + 5.0), (x - 5.0, y + 5.0)], 2.0),
        INK,
    );
}

fn collar(c: &mut Canvas, col: Rgb) {
    let p = smooth(&[
        (140.0, 306.0),
        (180.0, 286.0),
        (220.0, 296.0),
        (260.0, 286.0),
        (300.0, 306.0),
        (290.0, 334.0),
        (220.0, 346.0),
        (150.0, 334.0),
    ]);
    c.blob(&p, col);
    if col == ERMINE {
        for x in [165.0, 195.0, 245.0, 275.0] {
            ermine_spot(c, x, 320.0);
        }
    }
}

/// Sleeves from the shoulders to the hands, with a cuff.
fn sleeves(c: &mut Canvas, left: Pt, right: Pt, col: Rgb, cuff: Rgb) {
    for (sh, h) in [((172.0, 326.0), left), ((268.0, 326.0), right)] {
        c.blob(&capsule(sh, h, 24.0), col);
        let (dx, dy) = (sh.0 - h.0, sh.1 - h.1);
        let l = (dx * dx + dy * dy).sqrt();
        let cp = (h.0 + dx / l * 16.0, h.1 + dy / l * 16.0);
        c.blob_w(&circle(cp.0, cp.1, 21.0), cuff, 6.0);
    }
}

fn hands(c: &mut Canvas, left: Pt, right: Pt) {
    for p in [left, right] {
        c.blob(&circle(p.0, p.1, 19.0), SKIN);
    }
}

fn head(c: &mut Canvas, beard: Option<Rgb>) {
    if let Some(b) = beard {
        for s in [-1.0f32, 1.0] {
            let tuft = smooth(&[
                (220.0 + s * 56.0, 196.0),
                (220.0 + s * 82.0, 200.0),
                (220.0 + s * 88.0, 230.0),
                (220.0 + s * 80.0, 262.0),
                (220.0 + s * 60.0, 262.0),
            ]);
            c.blob_w(&tuft, b, 6.0);
        }
    }
    // ears
    c.blob(&circle(152.0, 240.0, 15.0), SKIN);
    c.blob(&circle(288.0, 240.0, 15.0), SKIN);
    c.blob(&circle(220.0, 235.0, 70.0), SKIN);
    if let Some(b) = beard {
        let beard = smooth(&[
            (160.0, 250.0),
            (172.0, 290.0),
            (196.0, 318.0),
            (220.0, 326.0),
            (244.0, 318.0),
            (268.0, 290.0),
            (280.0, 250.0),
            (250.0, 270.0),
            (220.0, 278.0),
            (190.0, 270.0),
        ]);
        c.blob_w(&beard, b, 6.0);
        // moustache
        let m = smooth(&[
            (220.0, 262.0),
            (196.0, 254.0),
            (180.0, 264.0),
            (196.0, 272.0),
            (220.0, 268.0),
            (244.0, 272.0),
            (260.0, 264.0),
            (244.0, 254.0),
        ]);
        c.blob_w(&m, b.dark(0.08), 5.0);
    }
}

fn king_face(c: &mut Canvas) {
    face(c, 220.0, 226.0, 1.15, Eyes::Open, true);
}

// ---------------------------------------------------------------------------------------

fn jigsaw_piece(cx: f32, cy: f32, s: f32) -> tiny_skia::Path {
    // square side 2s, tabs: top out, right out, bottom in, left in
    let h = s;
    let t = s * 0.42;
    let mut pts: Vec<Pt> = Vec::new();
    let mut edge = |a: Pt, b: Pt, out: f32| {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (nx, ny) = (dy / (2.0 * h), -dx / (2.0 * h));
        let at = |u: f32, v: f32| (a.0 + dx * u + nx * v, a.1 + dy * u + ny * v);
        pts.push(a);
        pts.push(at(0.38, 0.0));
        pts.push(at(0.34, out * t * 0.7));
        pts.push(at(0.42, out * t * 1.25));
        pts.push(at(0.58, out * t * 1.25));
        pts.push(at(0.66, out * t * 0.7));
        pts.push(at(0.62, 0.0));
    };
    edge((cx - h, cy - h), (cx + h, cy - h), 1.0);
    edge((cx + h, cy - h), (cx + h, cy + h), 1.0);
    edge((cx + h, cy + h), (cx - h, cy + h), -1.0);
    edge((cx - h, cy + h), (cx - h, cy - h), -1.0);
    rpoly(&pts, s * 0.12)
}

fn puzzle_king(c: &mut Canvas) {
    let cols = [ROYAL, hex(0xF2C14E), hex(0xE8645A), hex(0x4CAF7A)];
    robe(
        c,
        ROYAL,
        |c| {
            // four pieces: quadrants split at x = 220, y = 420 with knobbed seams
            let seam_v = Pb::new()
                .m(220.0, 290.0)
                .l(220.0, 360.0)
                .c(190.0, 352.0, 190.0, 398.0, 220.0, 390.0)
                .l(220.0, 470.0)
                .c(250.0, 462.0, 250.0, 508.0, 220.0, 500.0)
                .l(220.0, 540.0)
                .done();
            let seam_h = Pb::new()
                .m(80.0, 420.0)
                .l(140.0, 420.0)
                .c(132.0, 450.0, 178.0, 450.0, 170.0, 420.0)
                .l(270.0, 420.0)
                .c(262.0, 390.0, 308.0, 390.0, 300.0, 420.0)
                .l(360.0, 420.0)
                .done();
            let regions = [
                (rect(60.0, 280.0, 160.0, 140.0), cols[0]),
                (rect(220.0, 280.0, 160.0, 140.0), cols[1]),
                (rect(60.0, 420.0, 160.0, 140.0), cols[2]),
                (rect(220.0, 420.0, 160.0, 140.0), cols[3]),
            ];
            for (r, col) in regions {
                c.fill(&r, col);
            }
            // knobs carry the colour of the piece they belong to
            c.fill(&circle(204.0, 375.0, 15.0), cols[1]);
            c.fill(&circle(236.0, 485.0, 15.0), cols[2]);
            c.fill(&circle(155.0, 436.0, 15.0), cols[0]);
            c.fill(&circle(285.0, 404.0, 15.0), cols[3]);
            c.shade_overlay(&robe_shape());
            c.stroke(&seam_v, 5.0, INK);
            c.stroke(&seam_h, 5.0, INK);
        },
        false,
    );
    sleeves(c, (128.0, 440.0), (312.0, 412.0), ROYAL, ERMINE);
    collar(c, ERMINE);
    head(c, Some(ERMINE));
    king_face(c);
    crown(c, 220.0, 180.0, 112.0);
    // loose piece held up in the right hand
    c.save();
    c.translate(322.0, 380.0);
    c.rotate(14.0);
    c.blob(&jigsaw_piece(0.0, 0.0, 30.0), hex(0xB58BE0));
    c.restore();
    hands(c, (128.0, 440.0), (312.0, 412.0));
}

fn bubblegum_king(c: &mut Canvas) {
    let pink = hex(0xFF8FC1);
    robe(
        c,
        ROYAL,
        |c| {
            for (x, y) in [
                (130.0, 380.0),
                (170.0, 460.0),
                (280.0, 380.0),
                (300.0, 470.0),
                (120.0, 500.0),
                (250.0, 520.0),
            ] {
                c.fill(&circle(x, y, 12.0), pink.alpha(0.9));
            }
        },
        true,
    );
    sleeves(c, (122.0, 450.0), (318.0, 450.0), ROYAL, pink);
    collar(c, ERMINE);
    hands(c, (122.0, 450.0), (318.0, 450.0));
    head(c, Some(hex(0xFFFBF3)));
    face(c, 220.0, 222.0, 1.15, Eyes::Happy, true);
    crown(c, 220.0, 180.0, 112.0);
    // the bubble, blown from the mouth
    let b = circle(230.0, 300.0, 58.0);
    c.blob(&b, pink);
    glint(c, 230.0, 300.0, 42.0, 200.0, 250.0, 8.0);
    c.fill(&circle(194.0, 300.0, 5.0), WHITE.alpha(0.8));
    c.fill(&circle(260.0, 332.0, 10.0), pink.light(0.35).alpha(0.7));
}

fn chess_king(c: &mut Canvas) {
    let dark = hex(0x3A4566);
    let light = hex(0xF5EEDC);
    robe(
        c,
        light,
        |c| {
            let s = 34.0;
            for j in 0..8 {
                for i in 0..10 {
                    if (i + j) % 2 == 0 {
                        c.fill(&rect(50.0 + i as f32 * s, 290.0 + j as f32 * s, s, s), dark);
                    }
                }
            }
            c.shade_overlay(&robe_shape());
        },
        false,
    );
    sleeves(c, (128.0, 440.0), (300.0, 448.0), dark, ROYAL);
    collar(c, ROYAL);
    head(c, Some(hex(0xDCE2EC)));
    king_face(c);
    // crown with a cross on top
    c.blob_w(&rrect(213.0, 84.0, 14.0, 42.0, 4.0), GOLD, 5.0);
    c.blob_w(&rrect(200.0, 94.0, 40.0, 14.0, 4.0), GOLD, 5.0);
    crown(c, 220.0, 180.0, 112.0);
    // the rook
    c.save();
    c.translate(318.0, 420.0);
    let rook = poly(&[
        (-28.0, 40.0),
        (28.0, 40.0),
        (24.0, 26.0),
        (16.0, 20.0),
        (14.0, -26.0),
        (24.0, -32.0),
        (24.0, -52.0),
        (12.0, -52.0),
        (12.0, -42.0),
        (5.0, -42.0),
        (5.0, -52.0),
        (-5.0, -52.0),
        (-5.0, -42.0),
        (-12.0, -42.0),
        (-12.0, -52.0),
        (-24.0, -52.0),
        (-24.0, -32.0),
        (-14.0, -26.0),
        (-16.0, 20.0),
        (-24.0, 26.0),
    ]);
    c.blob_w(&rook, light, 6.0);
    c.stroke(&line((-14.0, -22.0), (14.0, -22.0)), 4.0, INK);
    c.stroke(&line((-16.0, 20.0), (16.0, 20.0)), 4.0, INK);
    c.restore();
    hands(c, (128.0, 440.0), (300.0, 448.0));
}

fn hat_king(c: &mut Canvas) {
    let (cx, top) = (220.0, 380.0);
    robe(c, ROYAL, |_| {}, true);
    sleeves(
        c,
        (cx - 92.0, top + 12.0),
        (cx + 92.0, top + 12.0),
        ROYAL,
        ERMINE,
    );
    collar(c, ERMINE);
    head(c, Some(ERMINE));
    king_face(c);
    crown(c, 220.0, 180.0, 112.0);
    // upside-down top hat held in front, with a rabbit peeking out
    let hat = hex(0x3A4566);
    // rabbit ears and head (behind the front brim)
    for s in [-1.0f32, 1.0] {
        c.save();
        c.translate(cx + s * 22.0, top - 30.0);
        c.rotate(s * 12.0);
        c.blob(&oval(0.0, -40.0, 16.0, 50.0), WHITE);
        c.fill(&oval(0.0, -36.0, 7.0, 36.0), hex(0xF7A8B8));
        c.restore();
    }
    c.blob(&oval(cx, top - 6.0, 50.0, 36.0), WHITE);
    c.fill(&circle(cx - 16.0, top - 14.0, 5.0), INK);
    c.fill(&circle(cx + 16.0, top - 14.0, 5.0), INK);
    c.fill(&circle(cx - 17.5, top - 16.0, 1.6), WHITE);
    c.fill(&circle(cx + 14.5, top - 16.0, 1.6), WHITE);
    c.fill(&oval(cx, top - 4.0, 5.0, 4.0), hex(0xF47C8C));
    // hat body
    let body = rpoly(
        &[
            (cx - 70.0, top),
            (cx + 70.0, top),
            (cx + 62.0, top + 120.0),
            (cx - 62.0, top + 120.0),
        ],
        14.0,
    );
    c.blob(&body, hat);
    c.blob_w(&rect(cx - 68.0, top + 10.0, 136.0, 26.0), ROYAL, 5.0);
    c.blob(&rrect(cx - 74.0, top + 112.0, 148.0, 22.0, 10.0), hat);
    // brim rim (front of the opening)
    let brim = Pb::new()
        .m(cx - 92.0, top)
        .q(cx, top + 34.0, cx + 92.0, top)
        .q(cx + 96.0, top + 10.0, cx + 80.0, top + 14.0)
        .q(cx, top + 46.0, cx - 80.0, top + 14.0)
        .q(cx - 96.0, top + 10.0, cx - 92.0, top)
        .z()
        .done();
    c.blob_w(&brim, hat.light(0.15), 6.0);
    hands(c, (cx - 92.0, top + 12.0), (cx + 92.0, top + 12.0));
}

fn cookie_king(c: &mut Canvas) {
    let dough = hex(0xC98A4B);
    let icing = WHITE;
    let parts = [
        circle(220.0, 238.0, 74.0),
        rrect(150.0, 290.0, 140.0, 170.0, 48.0),
        capsule((175.0, 326.0), (98.0, 372.0), 30.0),
        capsule((265.0, 326.0), (342.0, 372.0), 30.0),
        capsule((185.0, 440.0), (165.0, 494.0), 32.0),
        capsule((255.0, 440.0), (275.0, 494.0), 32.0),
    ];
    c.blob_union(&parts, dough);
    // icing squiggles at wrists and ankles
    let zig = |c: &mut Canvas, a: Pt, b: Pt| {
        let n = 6;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let l = (dx * dx + dy * dy).sqrt();
        let (nx, ny) = (-dy / l * 7.0, dx / l * 7.0);
        let pts: Vec<Pt> = (0..=n)
            .map(|i| {
                let t = i as f32 / n as f32;
                let s = if i % 2 == 0 { 1.0 } else { -1.0 };
                (a.0 + dx * t + nx * s, a.1 + dy * t + ny * s)
            })
            .collect();
        c.stroke(&curve(&pts), 5.0, icing);
    };
    zig(c, (114.0, 338.0), (132.0, 380.0));
    zig(c, (326.0, 338.0), (308.0, 380.0));
    zig(c, (146.0, 468.0), (196.0, 488.0));
    zig(c, (244.0, 488.0), (294.0, 468.0));
    // icing edge around the head
    c.stroke(
        &arc(220.0, 238.0, 60.0, 200.0, 340.0),
        4.0,
        icing.alpha(0.9),
    );
    face(c, 220.0, 240.0, 1.2, Eyes::Open, true);
    // bow tie and gumdrop buttons
    let bow = [
        rpoly(&[(220.0, 310.0), (190.0, 294.0), (190.0, 326.0)], 6.0),
        rpoly(&[(220.0, 310.0), (250.0, 294.0), (250.0, 326.0)], 6.0),
    ];
    c.blob_union(&bow, ROYAL);
    c.blob_w(&circle(220.0, 310.0, 9.0), ROYAL.light(0.2), 5.0);
    for (y, col) in [
        (360.0, hex(0xE8545A)),
        (400.0, hex(0x4CC08A)),
        (440.0, ROYAL.light(0.2)),
    ] {
        c.blob_w(
            &Pb::new()
                .m(206.0, y + 10.0)
                .q(206.0, y - 12.0, 220.0, y - 12.0)
                .q(234.0, y - 12.0, 234.0, y + 10.0)
                .z()
                .done(),
            col,
            5.0,
        );
    }
    crown(c, 220.0, 172.0, 104.0);
}

fn tiedye_king(c: &mut Canvas) {
    let cols = [0xF25C78, 0xF59B42, 0xF7D44C, 0x5CC177, 0x4F9BE0, 0x9B6CD6];
    robe(
        c,
        ROYAL,
        |c| {
            let (cx, cy) = (220.0, 468.0);
            let n = 12;
            for k in 0..n {
                let a0 = k as f32 / n as f32 * 360.0;
                let a1 = (k + 1) as f32 / n as f32 * 360.0;
                let twist = 1.6;
                let mut pts = Vec::new();
                for i in 0..=30 {
                    let r = i as f32 * 9.0;
                    let a = (a0 + r * twist).to_radians();
                    pts.push((cx + r * a.cos(), cy + r * a.sin()));
                }
                for i in (0..=30).rev() {
                    let r = i as f32 * 9.0;
                    let a = (a1 + r * twist).to_radians();
                    pts.push((cx + r * a.cos(), cy + r * a.sin()));
                }
                c.fill(&poly(&pts), hex(cols[k % cols.len()]).light(0.1));
            }
            c.fill(&circle(cx, cy, 14.0), WHITE.alpha(0.8));
            c.shade_overlay(&robe_shape());
        },
        false,
    );
    sleeves(
        c,
        (122.0, 452.0),
        (318.0, 452.0),
        hex(0x9B6CD6),
        hex(0xF7D44C),
    );
    collar(c, ROYAL);
    // royal blue belt
    c.blob_w(&rrect(116.0, 396.0, 208.0, 22.0, 10.0), ROYAL, 5.0);
    c.blob_w(&rrect(204.0, 392.0, 32.0, 30.0, 6.0), GOLD, 5.0);
    hands(c, (122.0, 452.0), (318.0, 452.0));
    head(c, Some(hex(0xE2AE72)));
    king_face(c);
    crown(c, 220.0, 180.0, 112.0);
}

fn flame(cx: f32, base: f32, w: f32, h: f32, lean: f32) -> tiny_skia::Path {
    Pb::new()
        .m(cx, base)
        .c(
            cx - w * 0.9,
            base,
            cx - w * 0.8,
            base - h * 0.55,
            cx - w * 0.25,
            base - h * 0.7,
        )
        .c(
            cx - w * 0.2,
            base - h * 0.85,
            cx + lean * 0.5,
            base - h * 0.9,
            cx + lean,
            base - h,
        )
        .c(
            cx + w * 0.55,
            base - h * 0.7,
            cx + w * 1.0,
            base - h * 0.3,
            cx + w * 0.55,
            base - h * 0.08,
        )
        .c(cx + w * 0.4, base, cx + w * 0.2, base, cx, base)
        .z()
        .done()
}

fn fire_king(c: &mut Canvas) {
    let orange = hex(0xF29E4C);
    let yellow = hex(0xFFD447);
    let red = hex(0xE8545A);
    robe(
        c,
        ROYAL,
        |c| {
            for i in 0..7 {
                let x = 70.0 + i as f32 * 50.0;
                c.fill(
                    &flame(x, 540.0, 28.0, 70.0 + (i % 2) as f32 * 20.0, 6.0),
                    orange,
                );
                c.fill(
                    &flame(x, 540.0, 14.0, 38.0 + (i % 2) as f32 * 10.0, 3.0),
                    yellow,
                );
            }
        },
        false,
    );
    sleeves(c, (122.0, 450.0), (318.0, 450.0), ROYAL, orange);
    collar(c, orange.light(0.3));
    hands(c, (122.0, 450.0), (318.0, 450.0));
    head(c, Some(hex(0xF08A3E)));
    king_face(c);
    // crown of flames on a gold band
    for (x, w, h, col, lean) in [
        (170.0, 30.0, 90.0, red, -10.0),
        (270.0, 30.0, 90.0, red, 10.0),
        (195.0, 34.0, 120.0, orange, -6.0),
        (245.0, 34.0, 120.0, orange, 8.0),
        (220.0, 40.0, 150.0, orange, 4.0),
    ] {
        c.blob_w(&flame(x, 176.0, w, h, lean), col, 6.0);
        c.fill(&flame(x, 172.0, w * 0.45, h * 0.5, lean * 0.5), yellow);
    }
    let band = rrect(160.0, 158.0, 120.0, 28.0, 10.0);
    c.blob_w(&band, GOLD, 6.0);
    c.blob_w(&circle(220.0, 172.0, 8.0), GEM_RED, 4.0);
    c.blob_w(&circle(186.0, 172.0, 6.0), GEM_BLUE, 3.5);
    c.blob_w(&circle(254.0, 172.0, 6.0), GEM_BLUE, 3.5);
}

fn turtle_king(c: &mut Canvas) {
    let skin = hex(0x8FD17E);
    let shell = hex(0x4E9F5C);
    twinkle(c, 340.0, 170.0, 16.0, GOLD);
    twinkle(c, 372.0, 250.0, 10.0, WHITE);
    twinkle(c, 70.0, 470.0, 11.0, WHITE);
    c.save();
    c.translate(248.0, 470.0);
    c.scale(1.04);
    c.translate(-236.0, -470.0);
    // legs
    for (x, y) in [
        (130.0, 420.0),
        (180.0, 430.0),
        (280.0, 430.0),
        (330.0, 420.0),
    ] {
        c.blob(&rrect(x - 22.0, y, 44.0, 56.0, 20.0), skin);
    }
    // tail
    c.blob(
        &rpoly(&[(350.0, 384.0), (384.0, 408.0), (350.0, 412.0)], 8.0),
        skin,
    );
    // head and neck
    c.blob(&capsule((150.0, 380.0), (108.0, 318.0), 34.0), skin);
    // royal blue scarf
    c.blob_w(&capsule((92.0, 344.0), (150.0, 356.0), 13.0), ROYAL, 5.0);
    c.blob_w(
        &rpoly(&[(140.0, 356.0), (170.0, 396.0), (146.0, 400.0)], 5.0),
        ROYAL,
        5.0,
    );
    let headp = oval(96.0, 284.0, 56.0, 48.0);
    c.blob(&headp, skin);
    face(c, 90.0, 280.0, 0.9, Eyes::Open, true);
    c.save();
    c.translate(100.0, 240.0);
    c.rotate(-8.0);
    crown(c, 0.0, 0.0, 48.0);
    c.restore();
    // shell
    let dome = Pb::new()
        .m(110.0, 420.0)
        .c(110.0, 260.0, 350.0, 260.0, 360.0, 420.0)
        .z()
        .done();
    c.blob(&dome, shell);
    c.save();
    c.clip(&dome);
    let plate = hex(0x7BC46C);
    let r = 30.0;
    for col in -4..5 {
        for row in -1..4 {
            let x = 235.0 + col as f32 * 1.5 * r * 1.12;
            let y = 310.0 + (row as f32 + if col % 2 == 0 { 0.0 } else { 0.5 }) * 1.732 * r * 0.85;
            let hexp = rpoly(
                &(0..6)
                    .map(|i| {
                        let a = (i as f32 * 60.0).to_radians();
                        (x + r * 0.86 * a.cos(), y + r * 0.86 * 0.85 * a.sin())
                    })
                    .collect::<Vec<_>>(),
                5.0,
            );
            c.fill(&hexp, plate);
            c.stroke(&hexp, 3.5, INK.alpha(0.55));
        }
    }
    c.shade_overlay(&dome);
    c.restore();
    c.ink(&dome, 7.0);
    // royal blue rim
    c.blob(&rrect(98.0, 406.0, 274.0, 30.0, 15.0), ROYAL);
    for x in [140.0, 190.0, 240.0, 290.0, 340.0] {
        c.fill(&circle(x, 421.0, 5.0), GOLD);
    }
    c.restore();
}
