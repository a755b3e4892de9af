//! What every card face shares: its size, the fonts, the families, the names
//! of the cards, and its anatomy: cream card with grain, art panel, name ribbon, points
//! badge, family emblem. Every painter draws on it; `cards` lists the cards and sends
//! each to its painter.

use ab_glyph::FontRef;

use crate::gfx::*;
use crate::parts::*;

pub const W: f32 = 440.0;
pub const H: f32 = 616.0;

pub struct Fonts {
    pub bold: FontRef<'static>,
    /// Chinese and Japanese (bold), for the name ribbons of those languages.
    pub cjk: FontRef<'static>,
    /// The names drawn on the ribbons in the language being drawn: English name → its
    /// name there (empty: English).
    pub names: std::collections::HashMap<String, String>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Family {
    Red,
    Green,
    Other,
}

impl Family {
    /// Background gradient top and bottom colours.
    pub fn colours(self) -> (Rgb, Rgb) {
        match self {
            Family::Red => (hex(0xE8645A), hex(0xF08A6E)),
            Family::Green => (hex(0x4CAF7A), hex(0x7BC89A)),
            Family::Other => (hex(0x8E7CC3), hex(0xB3A6DA)),
        }
    }
    /// A strong colour for the emblem and ribbon tails.
    pub fn strong(self) -> Rgb {
        match self {
            Family::Red => hex(0xD9483E),
            Family::Green => hex(0x2F9461),
            Family::Other => hex(0x6E5BB0),
        }
    }
}

/// Every card image, in contact-sheet order.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Card {
    Queen(usize),
    King(usize),
    Jester,
    Knight,
    Dragon,
    Potion,
    Wand,
    Number(u32),
    BackQueen,
    BackDeck,
}

// ---------------------------------------------------------------------------------------
// Card anatomy

pub fn card_shape() -> tiny_skia::Path {
    rrect(1.5, 1.5, W - 3.0, H - 3.0, 27.0)
}

/// The cream card with its darker edge and a faint paper grain.
pub fn card_base(c: &mut Canvas, seed: u64) {
    let shape = card_shape();
    c.fill(&shape, CREAM);
    c.save();
    c.clip(&shape);
    paper_grain(c, seed, CREAM_EDGE.dark(0.1), W, H);
    c.restore();
    c.stroke(&shape, 3.0, CREAM_EDGE);
}

pub fn paper_grain(c: &mut Canvas, seed: u64, col: Rgb, w: f32, h: f32) {
    let mut rng = Rng::new(seed);
    for _ in 0..260 {
        let x = rng.range(0.0, w);
        let y = rng.range(0.0, h);
        let a = rng.range(0.0, 180.0).to_radians();
        let l = rng.range(2.0, 7.0);
        c.stroke(
            &line((x, y), (x + a.cos() * l, y + a.sin() * l)),
            rng.range(0.8, 1.6),
            col.alpha(rng.range(0.12, 0.3)),
        );
    }
}

pub const PANEL_X: f32 = 22.0;
pub const PANEL_Y: f32 = 22.0;
pub const PANEL_W: f32 = W - 44.0;
pub const PANEL_H: f32 = H - 44.0;

pub fn panel_shape() -> tiny_skia::Path {
    rrect(PANEL_X, PANEL_Y, PANEL_W, PANEL_H, 18.0)
}

/// Fills the art panel with a vertical gradient and a soft glow behind the motif.
pub fn panel_bg(c: &mut Canvas, top: Rgb, bottom: Rgb) {
    let p = panel_shape();
    c.fill_linear(&p, (0.0, PANEL_Y), (0.0, PANEL_Y + PANEL_H), top, bottom);
    c.fill_radial(
        &p,
        (W / 2.0, 290.0),
        230.0,
        WHITE.alpha(0.22),
        WHITE.alpha(0.0),
    );
}

pub fn panel_outline(c: &mut Canvas, col: Rgb) {
    c.stroke(&panel_shape(), 5.0, col);
}

#[derive(Clone, Copy)]
pub enum Pattern {
    Dots,
    Stripes,
    Stars,
    Diamonds,
    Lattice,
    None,
}

/// A white pattern over the panel at the given opacity.
pub fn pattern(c: &mut Canvas, pat: Pattern, alpha: f32) {
    let col = WHITE.alpha(alpha);
    let mut pb = Pb::new();
    match pat {
        Pattern::Dots => {
            for row in 0..16 {
                for i in 0..11 {
                    let x = 12.0 + i as f32 * 44.0 + if row % 2 == 1 { 22.0 } else { 0.0 };
                    let y = 10.0 + row as f32 * 40.0;
                    pb = pb.circle(x, y, 9.5);
                }
            }
            c.fill(&pb.done(), col);
        }
        Pattern::Stripes => {
            for i in -20..20 {
                let x = i as f32 * 44.0;
                pb = pb
                    .m(x, 0.0)
                    .l(x + 18.0, 0.0)
                    .l(x + 18.0 + H, H)
                    .l(x + H, H)
                    .z();
            }
            c.fill(&pb.done(), col);
        }
        Pattern::Stars => {
            for row in 0..14 {
                for i in 0..10 {
                    let x = 20.0 + i as f32 * 52.0 + if row % 2 == 1 { 26.0 } else { 0.0 };
                    let y = 16.0 + row as f32 * 46.0;
                    pb = pb.path(&sparkle(x, y, 12.0));
                }
            }
            c.fill(&pb.done(), col);
        }
        Pattern::Diamonds => {
            for row in 0..16 {
                for i in 0..10 {
                    let x = 10.0 + i as f32 * 48.0 + if row % 2 == 1 { 24.0 } else { 0.0 };
                    let y = 10.0 + row as f32 * 42.0;
                    pb = pb
                        .m(x, y - 12.0)
                        .l(x + 8.0, y)
                        .l(x, y + 12.0)
                        .l(x - 8.0, y)
                        .z();
                }
            }
            c.fill(&pb.done(), col);
        }
        Pattern::Lattice => {
            for i in -20..20 {
                let x = i as f32 * 48.0;
                c.stroke(&line((x, 0.0), (x + H, H)), 3.0, col);
                c.stroke(&line((x + H, 0.0), (x, H)), 3.0, col);
            }
        }
        Pattern::None => {}
    }
}

/// The name ribbon at the bottom of the card.
pub fn banner(c: &mut Canvas, f: &Fonts, text: &str, tail: Rgb) {
    let (l, r) = (54.0, W - 54.0);
    let (top, bot) = (516.0, 574.0);
    let sag = 8.0;
    // tails behind
    for side in [-1.0f32, 1.0] {
        let xo = if side < 0.0 { l } else { r };
        let outer = xo + side * 36.0;
        let inner = xo - side * 14.0;
        let t = rpoly(
            &[
                (inner, top + 16.0),
                (outer, top + 16.0),
                (outer - side * 13.0, (top + bot) / 2.0 + 16.0),
                (outer, bot + 18.0),
                (inner, bot + 18.0),
            ],
            4.0,
        );
        c.blob_w(&t, tail, 5.0);
        // fold shadow
        let fold = poly(&[
            (xo, bot - 2.0),
            (xo - side * 14.0, bot + 18.0),
            (xo - side * 14.0, bot - 2.0),
        ]);
        c.fill(&fold, tail.dark(0.45));
        c.stroke(&fold, 4.0, INK);
    }
    let body = Pb::new()
        .m(l, top)
        .q(W / 2.0, top - sag * 2.0, r, top)
        .l(r, bot)
        .q(W / 2.0, bot - sag * 2.0, l, bot)
        .z()
        .done();
    c.shade(&body, hex(0xFFFBF0), 0.5);
    c.stroke(&body, 5.0, INK);
    // text, in the language being drawn, shrunk to fit
    let text = f.names.get(text).map_or(text, String::as_str);
    let font = if text.is_ascii() { &f.bold } else { &f.cjk };
    let mut size = 38.0;
    while text_width(font, text, size) > (r - l) - 30.0 && size > 18.0 {
        size -= 1.0;
    }
    let cy = (top + bot) / 2.0 - sag + 1.0;
    let (p, _) = text_path(font, text, size, W / 2.0, cy + size * 0.35, Align::Center);
    c.fill(&p, INK);
}

/// Text centred on (cx, cy) using its actual bounds; ink-outlined fill.
pub fn label(
    c: &mut Canvas,
    font: &FontRef,
    text: &str,
    size: f32,
    (cx, cy): Pt,
    fill: Rgb,
    outline: f32,
) {
    let (p, _) = text_path(font, text, size, 0.0, 0.0, Align::Left);
    let b = p.bounds();
    let dx = cx - (b.left() + b.right()) / 2.0;
    let dy = cy - (b.top() + b.bottom()) / 2.0;
    let Some(p) = p.transform(tiny_skia::Transform::from_translate(dx, dy)) else {
        return;
    };
    if outline > 0.0 {
        c.stroke(&p, outline, INK);
    }
    c.fill(&p, fill);
}

/// Scalloped gold seal at the top right with the queen's points.
pub fn points_badge(c: &mut Canvas, f: &Fonts, points: u32) {
    let (cx, cy) = (W - 66.0, 66.0);
    let n = 14;
    let mut pts = Vec::new();
    for i in 0..n * 8 {
        let a = i as f32 / (n * 8) as f32 * std::f32::consts::TAU;
        let r = 42.0 + 3.5 * ((a * n as f32).cos());
        pts.push((cx + r * a.cos(), cy + r * a.sin()));
    }
    let seal = smooth(&pts);
    c.blob_w(&seal, GOLD, 5.0);
    c.stroke(&circle(cx, cy, 31.0), 2.5, INK.alpha(0.35));
    label(c, &f.bold, &points.to_string(), 40.0, (cx, cy), INK, 0.0);
}

/// The family emblem at the top left: ● red, ▲ green, ◆ other, on a cream disc.
pub fn family_emblem(c: &mut Canvas, fam: Family) {
    let (cx, cy) = (66.0, 66.0);
    c.blob_w(&circle(cx, cy, 38.0), hex(0xFFFBF0), 5.0);
    let col = fam.strong();
    let shape = match fam {
        Family::Red => circle(cx, cy, 19.0),
        Family::Green => rpoly(
            &[
                (cx, cy - 22.0),
                (cx + 23.0, cy + 17.0),
                (cx - 23.0, cy + 17.0),
            ],
            5.0,
        ),
        Family::Other => rpoly(
            &[
                (cx, cy - 25.0),
                (cx + 19.0, cy),
                (cx, cy + 25.0),
                (cx - 19.0, cy),
            ],
            4.0,
        ),
    };
    c.blob_w(&shape, col, 4.0);
}

/// A round corner badge (top left) holding a small icon drawn by `icon` around (66, 66).
pub fn corner_badge(c: &mut Canvas, fill: Rgb, icon: impl FnOnce(&mut Canvas)) {
    c.blob_w(&circle(66.0, 66.0, 38.0), fill, 5.0);
    icon(c);
}

/// Standard front: base, panel background + pattern, motif, outline, ribbon.
pub struct Front<'a> {
    pub top: Rgb,
    pub bottom: Rgb,
    pub pattern: Pattern,
    pub pattern_alpha: f32,
    pub panel_line: Rgb,
    pub name: &'a str,
    pub tail: Rgb,
}

pub fn front(c: &mut Canvas, f: &Fonts, seed: u64, fr: &Front, motif: impl FnOnce(&mut Canvas)) {
    card_base(c, seed);
    c.save();
    c.clip(&panel_shape());
    panel_bg(c, fr.top, fr.bottom);
    pattern(c, fr.pattern, fr.pattern_alpha);
    motif(c);
    c.restore();
    panel_outline(c, fr.panel_line);
    banner(c, f, fr.name, fr.tail);
}

#[allow(dead_code)]
pub fn debug_crown(c: &mut Canvas) {
    crown(c, 220.0, 300.0, 100.0);
}
