//! Mad Queens' cards: a standard deck of 52 and two jokers, its back, and the markers
//! for banned and temporary banned cards, in the same storybook style as the Sleeping
//! Queens cards (cream card, ink outlines, one highlight, one shadow rim).
//!
//! Four colours tell the suits apart together with their shapes: hearts raspberry (and
//! framed in gold, since they score double), diamonds orange, clubs green, spades
//! indigo. Court cards have faces; the queens look upset.

use tiny_skia::Transform;

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;
use sq_core::mad_queens::{PlayingCard, Suit};

/// Mad Queens' cards are drawn at three quarters of the Sleeping Queens size.
pub const SCALE: f32 = 0.75;

pub const SHOWS: &str = "cream card at three quarters of the Sleeping Queens size; rank and \
suit shape in the corners (upside down at the bottom right); numbers show their pips in the \
classic layout, aces one big suit shape, jacks a page in a feathered cap, kings a bearded \
king, queens a crowned queen with knitted brows, a frown and puffs of steam; hearts have a \
gold double frame; suits in four colours and four shapes";

/// A suit's colour: told apart by shape and by colour.
fn colour(suit: Suit) -> Rgb {
    match suit {
        Suit::Clubs => hex(0x2E9E6B),
        Suit::Diamonds => hex(0xF28C28),
        Suit::Hearts => hex(0xE03E62),
        Suit::Spades => hex(0x4450B0),
    }
}

/// The panel's pale tint of a suit's colour, top and bottom.
fn tint(suit: Suit) -> (Rgb, Rgb) {
    let c = colour(suit);
    (WHITE.mix(c, 0.06), WHITE.mix(c, 0.16))
}

/// One image of Mad Queens.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Playing {
    /// Rank 1 (ace) to 13 (king).
    Card(Suit, u8),
    /// 0: the warm joker, 1: the cool one.
    Joker(u8),
    Back,
}

impl Playing {
    pub fn all() -> Vec<Playing> {
        let mut v = Vec::new();
        for suit in Suit::ALL {
            v.extend((1..=13).map(|r| Playing::Card(suit, r)));
        }
        v.extend([Playing::Joker(0), Playing::Joker(1), Playing::Back]);
        v
    }

    pub fn file_stem(self) -> String {
        match self {
            Playing::Card(s, r) => PlayingCard::new(s, r).file_stem(),
            Playing::Joker(i) => PlayingCard::JOKERS[i as usize].file_stem(),
            Playing::Back => "back".into(),
        }
    }

    pub fn describe(self) -> String {
        match self {
            Playing::Card(s, r) => format!(
                "{} of {}",
                PlayingCard::new(s, r).rank_name().to_lowercase(),
                s.name()
            ),
            Playing::Joker(_) => "Joker: a grinning jester in a three-pointed hat with bells, \
                                  on stripes"
                .into(),
            Playing::Back => "Back: a deep teal card with a gold lattice and a crowned, \
                              frowning medallion"
                .into(),
        }
    }

    pub fn render(self, f: &Fonts) -> Canvas {
        let mut c = Canvas::new((W * SCALE) as u32, (H * SCALE) as u32);
        c.scale(SCALE);
        let seed = 0x3AD0_0000
            + match self {
                Playing::Card(s, r) => s as u64 * 16 + r as u64,
                Playing::Joker(i) => 100 + i as u64,
                Playing::Back => 200,
            };
        match self {
            Playing::Card(suit, rank) => card(&mut c, f, suit, rank, seed),
            Playing::Joker(i) => joker(&mut c, i, seed),
            Playing::Back => back(&mut c, seed),
        }
        c
    }
}

// ----- suit shapes -----

/// The suit's shape centred at (cx, cy), `s` from the centre to the top and bottom.
fn suit_shape(suit: Suit, cx: f32, cy: f32, s: f32) -> Vec<tiny_skia::Path> {
    match suit {
        Suit::Hearts => vec![heart(cx, cy + 0.02 * s, s * 0.98)],
        Suit::Diamonds => vec![rpoly(
            &[
                (cx, cy - s),
                (cx + 0.74 * s, cy),
                (cx, cy + s),
                (cx - 0.74 * s, cy),
            ],
            0.12 * s,
        )],
        Suit::Clubs => vec![
            circle(cx, cy - 0.46 * s, 0.42 * s),
            circle(cx - 0.5 * s, cy + 0.12 * s, 0.42 * s),
            circle(cx + 0.5 * s, cy + 0.12 * s, 0.42 * s),
            stem(cx, cy, s),
        ],
        Suit::Spades => {
            let top = heart(cx, cy - 0.1 * s, 0.82 * s)
                .transform(Transform::from_rotate_at(180.0, cx, cy - 0.1 * s))
                .unwrap_or_else(|| circle(cx, cy, s));
            vec![top, stem(cx, cy, s)]
        }
    }
}

fn stem(cx: f32, cy: f32, s: f32) -> tiny_skia::Path {
    rpoly(
        &[
            (cx - 0.08 * s, cy + 0.1 * s),
            (cx + 0.08 * s, cy + 0.1 * s),
            (cx + 0.34 * s, cy + s),
            (cx - 0.34 * s, cy + s),
        ],
        0.06 * s,
    )
}

/// A suit sticker: one outline around the whole shape.
pub fn pip(c: &mut Canvas, suit: Suit, cx: f32, cy: f32, s: f32) {
    let parts = suit_shape(suit, cx, cy, s);
    let ink = (s * 0.16).clamp(3.0, 9.0);
    for p in &parts {
        c.stroke(p, 2.0 * ink, INK);
    }
    c.shade_parts(&parts, colour(suit), 1.0);
}

// ----- faces -----

fn card(c: &mut Canvas, f: &Fonts, suit: Suit, rank: u8, seed: u64) {
    card_base(c, seed);
    let (top, bottom) = tint(suit);
    let p = panel_shape();
    c.fill_linear(&p, (0.0, PANEL_Y), (0.0, PANEL_Y + PANEL_H), top, bottom);
    if suit == Suit::Hearts {
        // Hearts score double: a gold double frame.
        c.stroke(&rrect(34.0, 34.0, W - 68.0, H - 68.0, 14.0), 5.0, GOLD);
        c.stroke(
            &rrect(46.0, 46.0, W - 92.0, H - 92.0, 10.0),
            3.0,
            GOLD.alpha(0.85),
        );
    }
    panel_outline(c, INK);
    match rank {
        1 => {
            c.fill_radial(
                &circle(W / 2.0, H / 2.0, 170.0),
                (W / 2.0, H / 2.0),
                170.0,
                WHITE.alpha(0.7),
                WHITE.alpha(0.0),
            );
            pip(c, suit, W / 2.0, H / 2.0, 118.0);
            twinkle(c, W / 2.0 + 110.0, H / 2.0 - 110.0, 16.0, GOLD);
            twinkle(c, W / 2.0 - 118.0, H / 2.0 + 96.0, 11.0, GOLD);
        }
        2..=10 => pips(c, suit, rank),
        11 => court(c, suit, Court::Jack),
        12 => court(c, suit, Court::Queen),
        _ => court(c, suit, Court::King),
    }
    corners(c, f, suit, rank);
}

/// Rank and suit in the top left corner, and again upside down at the bottom right.
fn corners(c: &mut Canvas, f: &Fonts, suit: Suit, rank: u8) {
    let text = PlayingCard::new(suit, rank).rank_name();
    for rot in [false, true] {
        c.save();
        if rot {
            c.translate(W, H);
            c.rotate(180.0);
        }
        c.fill(&rrect(30.0, 30.0, 70.0, 130.0, 16.0), CREAM.alpha(0.92));
        label(
            c,
            &f.bold,
            text,
            if text.len() > 1 { 50.0 } else { 62.0 },
            (65.0, 72.0),
            colour(suit),
            9.0,
        );
        pip(c, suit, 65.0, 128.0, 21.0);
        c.restore();
    }
}

/// The classic places of the pips, in units of the pip grid.
fn pip_places(rank: u8) -> Vec<(f32, f32)> {
    let corners4 = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)];
    let sides6 = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (-1.0, 0.0),
        (1.0, 0.0),
        (-1.0, 1.0),
        (1.0, 1.0),
    ];
    let sides8 = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (-1.0, -1.0 / 3.0),
        (1.0, -1.0 / 3.0),
        (-1.0, 1.0 / 3.0),
        (1.0, 1.0 / 3.0),
        (-1.0, 1.0),
        (1.0, 1.0),
    ];
    let mut v: Vec<(f32, f32)> = match rank {
        2 => vec![(0.0, -1.0), (0.0, 1.0)],
        3 => vec![(0.0, -1.0), (0.0, 0.0), (0.0, 1.0)],
        4 | 5 => corners4.to_vec(),
        6..=8 => sides6.to_vec(),
        _ => sides8.to_vec(),
    };
    match rank {
        5 | 9 => v.push((0.0, 0.0)),
        7 => v.push((0.0, -0.5)),
        8 => v.extend([(0.0, -0.5), (0.0, 0.5)]),
        10 => v.extend([(0.0, -2.0 / 3.0), (0.0, 2.0 / 3.0)]),
        _ => {}
    }
    v
}

fn pips(c: &mut Canvas, suit: Suit, rank: u8) {
    let (cx, cy) = (W / 2.0, H / 2.0);
    let (dx, dy) = (78.0, 170.0);
    let s = if rank >= 9 { 36.0 } else { 40.0 };
    for (x, y) in pip_places(rank) {
        let (px, py) = (cx + x * dx, cy + y * dy);
        // Pips below the middle stand on their heads, as on a real card.
        if y > 0.01 {
            c.save();
            c.translate(px, py);
            c.rotate(180.0);
            pip(c, suit, 0.0, 0.0, s);
            c.restore();
        } else {
            pip(c, suit, px, py, s);
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Court {
    Jack,
    Queen,
    King,
}

const SKIN: Rgb = hex(0xF6D2B0);
const HAIR_DARK: Rgb = hex(0x6B4A3A);
const HAIR_GOLD: Rgb = hex(0xE9B84A);
const BEARD: Rgb = hex(0xF4F1EA);

fn court(c: &mut Canvas, suit: Suit, who: Court) {
    let col = colour(suit);
    let (cx, fy) = (W / 2.0, 262.0);
    // Robe and gold collar.
    let robe = rpoly(
        &[
            (cx - 64.0, 352.0),
            (cx + 64.0, 352.0),
            (cx + 150.0, 560.0),
            (cx - 150.0, 560.0),
        ],
        30.0,
    );
    c.save();
    c.clip(&panel_shape());
    c.blob(&robe, col);
    c.blob(&oval(cx, 356.0, 78.0, 26.0), GOLD);
    pip(c, suit, cx, 470.0, 44.0);
    c.restore();
    // Hair behind the head.
    let hair = match who {
        Court::Queen => HAIR_GOLD,
        _ => HAIR_DARK,
    };
    if who == Court::Queen {
        c.blob(&oval(cx, fy + 18.0, 104.0, 112.0), hair);
    } else {
        c.blob(&oval(cx, fy - 10.0, 86.0, 80.0), hair);
    }
    // The head.
    c.blob(&circle(cx, fy, 76.0), SKIN);
    if who == Court::King {
        c.blob(&cloud(cx, fy + 66.0, 150.0, 74.0), BEARD);
    }
    match who {
        Court::Queen => upset_face(c, cx, fy + 8.0),
        _ => face(c, cx, fy + 6.0, 1.25, Eyes::Open, true),
    }
    // Headwear.
    match who {
        Court::King => crown_col(c, cx, fy - 58.0, 150.0, GOLD, GEM_RED, col),
        Court::Queen => crown_col(c, cx, fy - 62.0, 120.0, GOLD, col, GEM_BLUE),
        Court::Jack => {
            let cap = Pb::new()
                .m(cx - 92.0, fy - 38.0)
                .c(
                    cx - 90.0,
                    fy - 120.0,
                    cx + 60.0,
                    fy - 140.0,
                    cx + 104.0,
                    fy - 58.0,
                )
                .q(cx, fy - 70.0, cx - 92.0, fy - 38.0)
                .z()
                .done();
            c.blob(&cap, col);
            let feather = Pb::new()
                .m(cx + 70.0, fy - 92.0)
                .c(
                    cx + 120.0,
                    fy - 190.0,
                    cx + 170.0,
                    fy - 170.0,
                    cx + 150.0,
                    fy - 130.0,
                )
                .q(cx + 120.0, fy - 110.0, cx + 70.0, fy - 92.0)
                .z()
                .done();
            c.blob(&feather, GOLD);
        }
    }
    if who == Court::Queen {
        // Steam from both sides of her head.
        for (x, y, s) in [(cx - 118.0, fy - 60.0, 1.0), (cx + 118.0, fy - 70.0, 1.15)] {
            c.blob(
                &cloud(x, y, 44.0 * s, 28.0 * s),
                WHITE.mix(hex(0xCFD8E8), 0.4),
            );
            for k in 0..2 {
                let side = (x - cx).signum();
                let sx = x + side * (30.0 + 10.0 * k as f32);
                c.stroke(
                    &line(
                        (sx, y - 22.0 + 16.0 * k as f32),
                        (sx + side * 16.0, y - 30.0 + 16.0 * k as f32),
                    ),
                    4.0,
                    INK.alpha(0.7),
                );
            }
        }
    }
}

/// A queen's face that is anything but pleased: brows pulled down, a frown, red cheeks.
fn upset_face(c: &mut Canvas, x: f32, y: f32) {
    let s = 1.25;
    c.save();
    c.translate(x, y);
    c.scale(s);
    c.fill(
        &oval(-31.0, 13.0, 11.0, 7.0),
        BLUSH.mix(hex(0xE0455A), 0.5).alpha(0.7),
    );
    c.fill(
        &oval(31.0, 13.0, 11.0, 7.0),
        BLUSH.mix(hex(0xE0455A), 0.5).alpha(0.7),
    );
    for ex in [-18.0f32, 18.0] {
        c.fill(&oval(ex, 0.0, 6.0, 7.5), INK);
        c.fill(&circle(ex - 2.0, -3.0, 2.2), WHITE);
        // Brows pulled down hard toward the nose.
        c.stroke(
            &line(
                (ex - ex.signum() * 8.0, -8.0),
                (ex + ex.signum() * 12.0, -22.0),
            ),
            6.0,
            INK,
        );
    }
    // A tight, cross mouth.
    c.stroke(&arc(0.0, 32.0, 13.0, 220.0, 320.0), 5.0, INK);
    // The cross vein of a temper, above one eye.
    let red = hex(0xE03E3E);
    for k in 0..4 {
        c.save();
        c.translate(34.0, -40.0);
        c.rotate(90.0 * k as f32);
        c.stroke(&arc(9.0, 9.0, 7.0, 180.0, 270.0), 3.5, red);
        c.restore();
    }
    c.restore();
}

fn joker(c: &mut Canvas, which: u8, seed: u64) {
    card_base(c, seed);
    let (a, b, d) = if which == 0 {
        (hex(0xE03E62), hex(0xF2C14E), hex(0x4F8FE0))
    } else {
        (hex(0x4450B0), hex(0x2E9E6B), hex(0xB05CC8))
    };
    let p = panel_shape();
    c.fill(&p, WHITE.mix(b, 0.2));
    c.save();
    c.clip(&p);
    for i in 0..12 {
        let x = PANEL_X - 200.0 + i as f32 * 70.0;
        let band = poly(&[
            (x, PANEL_Y),
            (x + 35.0, PANEL_Y),
            (x + 235.0, PANEL_Y + PANEL_H),
            (x + 200.0, PANEL_Y + PANEL_H),
        ]);
        c.fill(&band, if i % 2 == 0 { a } else { d }.alpha(0.16));
    }
    c.restore();
    panel_outline(c, INK);
    let (cx, fy) = (W / 2.0, 318.0);
    // Collar points.
    for (k, x) in [-90.0f32, -30.0, 30.0, 90.0].iter().enumerate() {
        let tri = rpoly(
            &[
                (cx + x - 34.0, fy + 60.0),
                (cx + x + 34.0, fy + 60.0),
                (cx + x * 1.2, fy + 150.0),
            ],
            8.0,
        );
        c.blob(&tri, if k % 2 == 0 { a } else { d });
    }
    // The three-pointed hat with bells.
    let tips = [
        (cx - 150.0, fy - 80.0),
        (cx, fy - 200.0),
        (cx + 150.0, fy - 80.0),
    ];
    for (k, tip) in tips.iter().enumerate() {
        let flap = Pb::new()
            .m(cx - 70.0 + k as f32 * 40.0, fy - 50.0)
            .q(tip.0 * 0.6 + cx * 0.4, tip.1 - 10.0, tip.0, tip.1)
            .q(
                tip.0 * 0.3 + cx * 0.7,
                fy - 70.0,
                cx - 10.0 + k as f32 * 50.0,
                fy - 40.0,
            )
            .z()
            .done();
        c.blob(&flap, [a, b, d][k]);
        c.blob(&circle(tip.0, tip.1, 17.0), GOLD);
    }
    c.blob(&circle(cx, fy, 74.0), SKIN);
    face(c, cx, fy + 4.0, 1.2, Eyes::Happy, true);
    // A wide grin over the small smile.
    c.stroke(&arc(cx, fy + 14.0, 32.0, 20.0, 160.0), 5.0, INK);
    for (x, y, r) in [
        (90.0, 110.0, 14.0),
        (352.0, 150.0, 10.0),
        (100.0, 520.0, 11.0),
    ] {
        twinkle(c, x, y, r, GOLD);
    }
}

fn back(c: &mut Canvas, seed: u64) {
    let shape = card_shape();
    c.fill_linear(&shape, (0.0, 0.0), (0.0, H), hex(0x1F6F6A), hex(0x164F4C));
    c.save();
    c.clip(&shape);
    paper_grain(c, seed, WHITE, W, H);
    let step = 56.0;
    for i in -12..20 {
        let x = i as f32 * step;
        c.stroke(&line((x, 0.0), (x + H, H)), 3.0, GOLD.alpha(0.35));
        c.stroke(&line((x + H, 0.0), (x, H)), 3.0, GOLD.alpha(0.35));
    }
    c.restore();
    c.stroke(&rrect(26.0, 26.0, W - 52.0, H - 52.0, 20.0), 6.0, GOLD);
    c.stroke(&shape, 4.0, INK);
    // The medallion: a frowning crowned face.
    let (cx, cy) = (W / 2.0, H / 2.0 + 10.0);
    c.blob(&circle(cx, cy, 110.0), hex(0xFFF6E5));
    c.stroke(&circle(cx, cy, 96.0), 4.0, GOLD);
    c.blob(&circle(cx, cy + 12.0, 56.0), SKIN);
    upset_face(c, cx, cy + 14.0);
    crown(c, cx, cy - 36.0, 96.0);
}

// ----- markers -----

/// The marker laid on a shared banned card, and the one on a temporary banned card.
pub fn marker(temporary: bool) -> Canvas {
    let size = 160.0;
    let mut c = Canvas::new(size as u32, size as u32);
    let (cx, cy, r) = (size / 2.0, size / 2.0, 64.0);
    if temporary {
        c.blob(&circle(cx, cy, r), hex(0xF28C28));
        // An hourglass: banned for now.
        let glass = poly(&[
            (cx - 28.0, cy - 36.0),
            (cx + 28.0, cy - 36.0),
            (cx + 4.0, cy),
            (cx + 28.0, cy + 36.0),
            (cx - 28.0, cy + 36.0),
            (cx - 4.0, cy),
        ]);
        c.blob(&glass, CREAM);
        c.fill(
            &poly(&[
                (cx - 16.0, cy + 30.0),
                (cx + 16.0, cy + 30.0),
                (cx, cy + 12.0),
            ]),
            GOLD,
        );
    } else {
        c.blob(&circle(cx, cy, r), hex(0xE03E3E));
        c.fill(&circle(cx, cy, r - 16.0), CREAM);
        c.stroke(
            &line((cx - 32.0, cy + 32.0), (cx + 32.0, cy - 32.0)),
            16.0,
            hex(0xE03E3E),
        );
    }
    c
}
