//! The power cards: Jester, Knight, Dragon, Sleeping Potion and Magic Wand.

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;

pub const JESTER_SHOWS: &str = "a smiling jester in a three-pointed harlequin hat of diamond patches with gold bells, and a pointed collar with bells";
pub const KNIGHT_SHOWS: &str = "a round-faced knight in silver armour with a red plume, a blue shield and a striped lance with a pennant";
pub const DRAGON_SHOWS: &str =
    "a small round green dragon with little wings puffing a three-tongued orange flame";
pub const POTION_SHOWS: &str = "a round purple potion bottle with a cork and a moon label, floating \"z z z\", under a night sky";
pub const WAND_SHOWS: &str =
    "a star-tipped magic wand with a smiling gold star and a trail of gold sparkles";

pub const SILVER: Rgb = hex(0xB8C2CC);
pub const FLAME: Rgb = hex(0xF29E4C);
pub const POTION: Rgb = hex(0x7A4FA3);

pub fn render(c: &mut Canvas, f: &Fonts, card: Card, seed: u64) {
    let (name, top, bottom, pat, tail): (&str, Rgb, Rgb, Pattern, Rgb) = match card {
        Card::Jester => (
            "Jester",
            hex(0xF3C84E),
            hex(0xFBE49A),
            Pattern::Diamonds,
            hex(0xD9483E),
        ),
        Card::Knight => ("Knight", hex(0x8EC3E6), hex(0xD2EAF7), Pattern::None, ROYAL),
        Card::Dragon => (
            "Dragon",
            hex(0xF6B084),
            hex(0xFCDDBE),
            Pattern::None,
            hex(0x4E9F5C),
        ),
        Card::Potion => (
            "Sleeping Potion",
            hex(0x2C3E74),
            hex(0x5A6FAE),
            Pattern::None,
            POTION,
        ),
        Card::Wand => (
            "Magic Wand",
            hex(0xF2A7C6),
            hex(0xFCE0EB),
            Pattern::None,
            hex(0xC9A227),
        ),
        _ => unreachable!(),
    };
    front(
        c,
        f,
        seed,
        &Front {
            top,
            bottom,
            pattern: pat,
            pattern_alpha: 0.18,
            panel_line: INK,
            name,
            tail,
        },
        |c| match card {
            Card::Jester => jester(c),
            Card::Knight => knight(c),
            Card::Dragon => dragon(c),
            Card::Potion => potion(c, seed),
            Card::Wand => wand(c),
            _ => {}
        },
    );
    // a small icon at the top left, so the card reads in a fanned hand
    match card {
        Card::Jester => corner_badge(c, hex(0xFFFBF0), |c| {
            harlequin_diamond(c, 66.0, 66.0, 22.0);
        }),
        Card::Knight => corner_badge(c, hex(0xFFFBF0), |c| {
            shield(c, 66.0, 66.0, 0.42);
        }),
        Card::Dragon => corner_badge(c, hex(0xFFFBF0), |c| {
            c.blob_w(&flame_puff(66.0, 84.0, 20.0, 46.0), FLAME, 4.0);
            c.fill(&flame_puff(66.0, 82.0, 9.0, 22.0), hex(0xFFD447));
        }),
        Card::Potion => corner_badge(c, hex(0xFFFBF0), |c| {
            c.blob_w(&rrect(58.0, 38.0, 16.0, 16.0, 3.0), hex(0xC98A4B), 4.0);
            c.blob_w(&circle(66.0, 72.0, 20.0), POTION, 4.0);
        }),
        Card::Wand => corner_badge(c, hex(0xFFFBF0), |c| {
            c.blob_w(&star(66.0, 68.0, 5, 26.0, 12.0, 4.0), GOLD, 4.0);
        }),
        _ => {}
    }
}

fn harlequin_diamond(c: &mut Canvas, x: f32, y: f32, r: f32) {
    let cols = [
        hex(0xE8545A),
        hex(0xF7D44C),
        ROYAL.light(0.15),
        hex(0x4CAF7A),
    ];
    let pts = [(x, y - r * 1.25), (x + r, y), (x, y + r * 1.25), (x - r, y)];
    for i in 0..4 {
        let a = pts[i];
        let b = pts[(i + 1) % 4];
        c.fill(&poly(&[(x, y), a, b]), cols[i]);
    }
    c.ink(&rpoly(&pts, 2.0), 4.0);
}

fn shield(c: &mut Canvas, x: f32, y: f32, s: f32) {
    c.save();
    c.translate(x, y);
    c.scale(s);
    let p = Pb::new()
        .m(-50.0, -56.0)
        .q(0.0, -68.0, 50.0, -56.0)
        .l(50.0, -10.0)
        .q(46.0, 40.0, 0.0, 64.0)
        .q(-46.0, 40.0, -50.0, -10.0)
        .z()
        .done();
    c.blob_w(&p, ROYAL, 7.0 / s.max(0.5));
    c.blob_w(&star(0.0, -2.0, 5, 26.0, 12.0, 3.0), GOLD, 5.0 / s.max(0.5));
    c.restore();
}

/// A rounded flame, base at (cx, base).
fn flame_puff(cx: f32, base: f32, w: f32, h: f32) -> tiny_skia::Path {
    Pb::new()
        .m(cx, base)
        .c(
            cx - w * 1.2,
            base,
            cx - w,
            base - h * 0.5,
            cx - w * 0.2,
            base - h * 0.75,
        )
        .q(cx + w * 0.1, base - h * 0.9, cx, base - h)
        .c(
            cx + w * 0.8,
            base - h * 0.75,
            cx + w * 1.2,
            base - h * 0.2,
            cx + w * 0.6,
            base - h * 0.05,
        )
        .q(cx + w * 0.3, base, cx, base)
        .z()
        .done()
}

// ---------------------------------------------------------------------------------------

fn jester(c: &mut Canvas) {
    let skin = hex(0xF7CFA8);
    let (cx, cy) = (220.0, 330.0);
    let cols = [hex(0xE8545A), ROYAL.light(0.15)];
    // body peeking under the collar
    c.save();
    c.clip(&rect(0.0, 470.0, 440.0, 100.0));
    c.blob(&oval(cx, 540.0, 120.0, 90.0), cols[0]);
    c.restore();
    // pointed collar: flaps fanned under the chin, alternating colours, bells at the tips
    let (ox, oy) = (cx, cy + 50.0);
    let flaps = [12.0f32, 44.0, 76.0, 104.0, 136.0, 168.0];
    for i in [0usize, 5, 1, 4, 2, 3] {
        let deg = flaps[i];
        let a = deg.to_radians();
        let tip = (ox + 136.0 * a.cos(), oy + 86.0 * a.sin() + 18.0);
        let l = ((deg - 26.0).to_radians(), (deg + 26.0).to_radians());
        let flap = rpoly(
            &[
                (ox + 36.0 * l.0.cos(), oy + 30.0 * l.0.sin()),
                (ox + 100.0 * l.0.cos(), oy + 66.0 * l.0.sin() + 10.0),
                tip,
                (ox + 100.0 * l.1.cos(), oy + 66.0 * l.1.sin() + 10.0),
                (ox + 36.0 * l.1.cos(), oy + 30.0 * l.1.sin()),
            ],
            12.0,
        );
        let bell = (tip.0 + 6.0 * a.cos(), tip.1 + 10.0);
        c.blob_w(&circle(bell.0, bell.1, 12.0), GOLD, 5.0);
        c.fill(&circle(bell.0 - 4.0, bell.1 - 4.0, 3.0), WHITE.alpha(0.8));
        c.blob(&flap, if i % 2 == 0 { cols[0] } else { cols[1] });
    }
    // face
    c.blob(&circle(cx, cy, 78.0), skin);
    face(c, cx, cy + 6.0, 1.2, Eyes::Happy, true);
    c.fill(&circle(cx, cy + 14.0, 9.0), hex(0xE8545A));
    // the hat: three floppy points with bells
    let points = [
        // (path points, colour a, colour b, bell position)
        (
            vec![
                (cx - 70.0, cy - 40.0),
                (cx - 120.0, cy - 110.0),
                (cx - 175.0, cy - 110.0),
                (cx - 170.0, cy - 40.0),
                (cx - 150.0, cy - 60.0),
                (cx - 130.0, cy - 60.0),
                (cx - 40.0, cy - 30.0),
            ],
            cols[0],
            hex(0xF7D44C),
            (cx - 172.0, cy - 30.0),
        ),
        (
            vec![
                (cx + 70.0, cy - 40.0),
                (cx + 120.0, cy - 110.0),
                (cx + 175.0, cy - 110.0),
                (cx + 170.0, cy - 40.0),
                (cx + 150.0, cy - 60.0),
                (cx + 130.0, cy - 60.0),
                (cx + 40.0, cy - 30.0),
            ],
            cols[1],
            hex(0x4CAF7A),
            (cx + 172.0, cy - 30.0),
        ),
        (
            vec![
                (cx - 50.0, cy - 60.0),
                (cx - 40.0, cy - 160.0),
                (cx + 10.0, cy - 215.0),
                (cx + 60.0, cy - 200.0),
                (cx + 30.0, cy - 175.0),
                (cx + 30.0, cy - 130.0),
                (cx + 50.0, cy - 60.0),
            ],
            hex(0x4CAF7A),
            hex(0xF7D44C),
            (cx + 62.0, cy - 190.0),
        ),
    ];
    for (pts, a, b, bell) in points.iter() {
        // bell first so the point covers its top
        c.blob_w(&circle(bell.0, bell.1, 20.0), GOLD, 6.0);
        c.stroke(
            &line((bell.0, bell.1 + 4.0), (bell.0, bell.1 + 16.0)),
            5.0,
            INK,
        );
        c.fill(&circle(bell.0 - 7.0, bell.1 - 7.0, 4.0), WHITE.alpha(0.8));
        let p = smooth(pts);
        c.fill(&p, *a);
        c.save();
        c.clip(&p);
        // diamond patches
        let s = 30.0;
        for j in -8i32..8 {
            for i in -8..8 {
                let x = cx + (i as f32 + j as f32) * s * 0.5;
                let y = cy - 120.0 + (j as f32 - i as f32) * s * 0.7;
                if (i + j).rem_euclid(2) == 0 {
                    c.fill(
                        &poly(&[
                            (x, y - s * 0.7),
                            (x + s * 0.5, y),
                            (x, y + s * 0.7),
                            (x - s * 0.5, y),
                        ]),
                        *b,
                    );
                }
            }
        }
        c.shade_overlay(&p);
        c.restore();
        c.ink(&p, 7.0);
    }
    // hat band across the forehead
    let band = Pb::new()
        .m(cx - 86.0, cy - 30.0)
        .q(cx, cy - 80.0, cx + 86.0, cy - 30.0)
        .l(cx + 80.0, cy - 6.0)
        .q(cx, cy - 52.0, cx - 80.0, cy - 6.0)
        .z()
        .done();
    c.blob_w(&band, GOLD, 6.0);
    for x in [-50.0, 0.0, 50.0] {
        c.fill(
            &circle(cx + x, cy - 36.0 - if x == 0.0 { 10.0 } else { 0.0 }, 6.0),
            GEM_RED,
        );
    }
}

fn knight(c: &mut Canvas) {
    let skin = hex(0xF7CFA8);
    let (cx, cy) = (196.0, 252.0);
    // plume (behind the helmet)
    let plume = smooth(&[
        (cx, cy - 84.0),
        (cx - 20.0, cy - 130.0),
        (cx - 70.0, cy - 150.0),
        (cx - 110.0, cy - 120.0),
        (cx - 70.0, cy - 118.0),
        (cx - 40.0, cy - 96.0),
    ]);
    c.blob(&plume, hex(0xE8545A));
    c.stroke(
        &curve(&[
            (cx - 22.0, cy - 110.0),
            (cx - 60.0, cy - 132.0),
            (cx - 92.0, cy - 124.0),
        ]),
        4.0,
        hex(0xB83A44),
    );
    // body armour
    let body = rpoly(
        &[
            (130.0, 330.0),
            (262.0, 330.0),
            (292.0, 520.0),
            (100.0, 520.0),
        ],
        40.0,
    );
    c.blob(&body, SILVER);
    c.stroke(&line((196.0, 350.0), (196.0, 510.0)), 4.0, INK.alpha(0.4));
    c.blob_w(&rrect(118.0, 430.0, 156.0, 22.0, 10.0), hex(0x8A5A2B), 5.0);
    c.blob_w(&rrect(183.0, 428.0, 26.0, 26.0, 5.0), GOLD, 4.0);
    // shoulder pads
    c.blob(&oval(130.0, 345.0, 38.0, 28.0), SILVER);
    c.blob(&oval(262.0, 345.0, 38.0, 28.0), SILVER);
    // lance held upright in the right hand, leaning out to the right
    c.save();
    c.translate(300.0, 460.0);
    c.rotate(14.0);
    let lance = Pb::new()
        .m(-13.0, 30.0)
        .l(-4.0, -320.0)
        .q(0.0, -334.0, 4.0, -320.0)
        .l(13.0, 30.0)
        .z()
        .done();
    c.blob(&lance, hex(0xF5EEDC));
    c.save();
    c.clip(&lance);
    for i in 0..9 {
        let y = 30.0 - i as f32 * 44.0;
        c.fill(
            &poly(&[
                (-20.0, y),
                (20.0, y - 22.0),
                (20.0, y - 44.0),
                (-20.0, y - 22.0),
            ]),
            hex(0xE8545A),
        );
    }
    c.shade_overlay(&lance);
    c.restore();
    c.ink(&lance, 6.0);
    // pennant
    let pen = Pb::new()
        .m(2.0, -282.0)
        .q(30.0, -274.0, 56.0, -264.0)
        .l(36.0, -250.0)
        .l(54.0, -234.0)
        .q(28.0, -236.0, 4.0, -232.0)
        .z()
        .done();
    c.blob_w(&pen, GOLD, 5.0);
    // hand guard
    c.blob_w(
        &Pb::new()
            .m(-34.0, -40.0)
            .q(0.0, -100.0, 34.0, -40.0)
            .z()
            .done(),
        SILVER,
        6.0,
    );
    c.restore();
    // gauntlet holding the lance
    c.blob(&circle(292.0, 430.0, 22.0), SILVER);
    // helmet
    let helmet = Pb::new()
        .m(cx - 88.0, cy + 70.0)
        .l(cx - 88.0, cy - 10.0)
        .c(
            cx - 88.0,
            cy - 120.0,
            cx + 88.0,
            cy - 120.0,
            cx + 88.0,
            cy - 10.0,
        )
        .l(cx + 88.0, cy + 70.0)
        .q(cx, cy + 96.0, cx - 88.0, cy + 70.0)
        .z()
        .done();
    c.blob(&helmet, SILVER);
    // open face
    let opening = rrect(cx - 58.0, cy - 40.0, 116.0, 104.0, 44.0);
    c.fill(&opening, INK);
    c.blob_w(&oval(cx, cy + 14.0, 54.0, 50.0), skin, 0.0);
    c.ink(&opening, 6.0);
    face(c, cx, cy + 6.0, 1.05, Eyes::Open, true);
    // raised visor and rivets
    let visor = Pb::new()
        .m(cx - 72.0, cy - 40.0)
        .q(cx, cy - 70.0, cx + 72.0, cy - 40.0)
        .l(cx + 64.0, cy - 58.0)
        .q(cx, cy - 86.0, cx - 64.0, cy - 58.0)
        .z()
        .done();
    c.blob_w(&visor, SILVER.dark(0.1), 5.0);
    for x in [-74.0, 74.0] {
        c.blob_w(&circle(cx + x, cy + 40.0, 5.0), SILVER.light(0.3), 3.0);
    }
    // shield on the other arm
    shield(c, 120.0, 432.0, 0.95);
    twinkle(c, 372.0, 470.0, 13.0, WHITE);
    twinkle(c, 360.0, 110.0, 11.0, WHITE);
    twinkle(c, 70.0, 250.0, 15.0, GOLD);
}

fn dragon(c: &mut Canvas) {
    let green = hex(0x5DBB63);
    let belly = hex(0xFCE9A6);
    let spike = hex(0xF29E4C);
    // tail curling round on the left, with an arrow tip
    let tail = curve(&[(150.0, 480.0), (92.0, 480.0), (62.0, 440.0), (74.0, 400.0)]);
    c.tube(&tail, 28.0, green);
    c.blob_w(
        &rpoly(&[(56.0, 404.0), (78.0, 360.0), (98.0, 402.0)], 6.0),
        spike,
        5.0,
    );
    // wing behind the back
    let wing = Pb::new()
        .m(150.0, 350.0)
        .q(120.0, 250.0, 50.0, 222.0)
        .q(62.0, 256.0, 46.0, 282.0)
        .q(72.0, 284.0, 70.0, 312.0)
        .q(96.0, 306.0, 102.0, 340.0)
        .q(124.0, 330.0, 150.0, 380.0)
        .z()
        .done();
    c.blob(&wing, hex(0x8FD69A));
    c.stroke(
        &curve(&[(140.0, 350.0), (90.0, 270.0), (56.0, 232.0)]),
        3.5,
        INK.alpha(0.45),
    );
    // back spikes
    for (x, y, a) in [
        (110.0, 330.0, -70.0f32),
        (100.0, 380.0, -85.0),
        (104.0, 430.0, -100.0),
    ] {
        c.save();
        c.translate(x, y);
        c.rotate(a);
        c.blob_w(
            &rpoly(&[(-14.0, 10.0), (0.0, -20.0), (14.0, 10.0)], 5.0),
            spike,
            5.0,
        );
        c.restore();
    }
    // body
    let body = oval(200.0, 405.0, 96.0, 100.0);
    c.blob(&body, green);
    c.save();
    c.clip(&body);
    c.fill(&oval(222.0, 418.0, 58.0, 80.0), belly);
    for i in 0..5 {
        let y = 360.0 + i as f32 * 26.0;
        c.stroke(&arc_e(222.0, y, 52.0, 9.0, 20.0, 160.0), 3.0, hex(0xE8C86A));
    }
    c.restore();
    c.ink(&body, 7.0);
    // feet and arms
    c.blob(&oval(150.0, 500.0, 38.0, 20.0), green);
    c.blob(&oval(256.0, 502.0, 38.0, 20.0), green);
    for (x, y) in [
        (136.0, 505.0),
        (150.0, 508.0),
        (164.0, 505.0),
        (242.0, 507.0),
        (256.0, 510.0),
        (270.0, 507.0),
    ] {
        c.fill(&circle(x, y - 14.0, 3.5), WHITE.alpha(0.8));
    }
    c.blob(&capsule((168.0, 372.0), (190.0, 402.0), 15.0), green);
    c.blob(&capsule((262.0, 372.0), (272.0, 404.0), 15.0), green);
    // horns and head spikes
    for (x, y, a) in [(152.0, 200.0, -22.0f32), (206.0, 186.0, 8.0)] {
        c.save();
        c.translate(x, y);
        c.rotate(a);
        c.blob_w(
            &rpoly(&[(-14.0, 14.0), (0.0, -34.0), (14.0, 14.0)], 6.0),
            belly,
            5.0,
        );
        c.restore();
    }
    c.save();
    c.translate(112.0, 250.0);
    c.rotate(-60.0);
    c.blob_w(
        &rpoly(&[(-12.0, 10.0), (0.0, -18.0), (12.0, 10.0)], 5.0),
        spike,
        5.0,
    );
    c.restore();
    // head with a snout to the right
    let head = [
        oval(186.0, 262.0, 82.0, 70.0),
        oval(262.0, 286.0, 58.0, 44.0),
    ];
    c.blob_union(&head, green);
    c.fill(&oval(296.0, 276.0, 4.5, 6.0), INK);
    c.fill(&oval(312.0, 284.0, 4.0, 5.0), INK);
    face(c, 222.0, 256.0, 1.15, Eyes::Open, true);
    // a puff of flame from the mouth: three flickering tongues, up and to the right
    c.save();
    c.translate(312.0, 290.0);
    c.rotate(-58.0);
    c.scale(1.05);
    let tongue = |k: f32| {
        let pts: Vec<Pt> = [
            (0.0, -12.0),
            (40.0, -40.0),
            (84.0, -60.0),
            (74.0, -28.0),
            (132.0, -12.0),
            (86.0, 8.0),
            (100.0, 46.0),
            (50.0, 26.0),
            (4.0, 14.0),
        ]
        .iter()
        .map(|&(x, y)| (x * k, y * k))
        .collect();
        smooth(&pts)
    };
    c.blob_w(&tongue(1.0), spike, 6.0);
    c.save();
    c.translate(14.0, 2.0);
    c.fill(&tongue(0.6), hex(0xFFD447));
    c.restore();
    c.restore();
    for (x, y, r) in [
        (300.0, 140.0, 8.0),
        (392.0, 230.0, 7.0),
        (276.0, 170.0, 5.0),
    ] {
        c.blob_w(&circle(x, y, r), hex(0xFFD447), 3.5);
    }
}

fn potion(c: &mut Canvas, seed: u64) {
    let mut rng = Rng::new(seed);
    for _ in 0..22 {
        let x = rng.range(40.0, 400.0);
        let y = rng.range(40.0, 500.0);
        let r = rng.range(2.0, 5.0);
        c.fill(&circle(x, y, r), WHITE.alpha(0.35));
    }
    for (x, y, r) in [
        (80.0, 170.0, 14.0),
        (360.0, 440.0, 12.0),
        (90.0, 420.0, 9.0),
    ] {
        c.blob_w(&star(x, y, 5, r, r * 0.5, r * 0.15), hex(0xFFE27A), 3.5);
    }
    // glow behind the bottle
    c.fill_radial(
        &circle(220.0, 360.0, 190.0),
        (220.0, 360.0),
        190.0,
        hex(0xD7C6F5).alpha(0.55),
        hex(0xD7C6F5).alpha(0.0),
    );
    let (cx, cy) = (220.0, 380.0);
    let neck = rrect(cx - 34.0, cy - 170.0, 68.0, 90.0, 12.0);
    let bowl = circle(cx, cy, 110.0);
    let glass = hex(0xE9F2FA);
    c.blob_union(&[bowl.clone(), neck.clone()], glass);
    // liquid
    c.save();
    c.clip(&bowl);
    let liquid = Pb::new()
        .m(cx - 120.0, cy - 30.0)
        .q(cx - 60.0, cy - 52.0, cx, cy - 30.0)
        .q(cx + 60.0, cy - 8.0, cx + 120.0, cy - 30.0)
        .l(cx + 120.0, cy + 120.0)
        .l(cx - 120.0, cy + 120.0)
        .z()
        .done();
    c.shade(&liquid, POTION, 1.0);
    c.stroke(
        &curve(&[
            (cx - 120.0, cy - 30.0),
            (cx - 60.0, cy - 41.0),
            (cx, cy - 30.0),
            (cx + 60.0, cy - 19.0),
            (cx + 120.0, cy - 30.0),
        ]),
        5.0,
        POTION.light(0.35),
    );
    for (x, y, r) in [
        (cx - 40.0, cy + 40.0, 10.0),
        (cx + 30.0, cy + 10.0, 7.0),
        (cx + 50.0, cy + 60.0, 12.0),
        (cx - 10.0, cy - 4.0, 5.0),
    ] {
        c.stroke(&circle(x, y, r), 3.5, WHITE.alpha(0.6));
    }
    c.restore();
    c.ink(&bowl, 7.0);
    c.save();
    c.clip(&neck);
    c.fill(&rect(cx - 40.0, cy - 100.0, 80.0, 40.0), glass);
    c.restore();
    // glass highlights
    glint(c, cx, cy, 88.0, 195.0, 250.0, 10.0);
    c.stroke(
        &line((cx - 20.0, cy - 150.0), (cx - 20.0, cy - 110.0)),
        7.0,
        WHITE.alpha(0.8),
    );
    // rim and cork
    c.blob_w(&rrect(cx - 44.0, cy - 180.0, 88.0, 22.0, 10.0), glass, 6.0);
    c.blob(
        &rrect(cx - 28.0, cy - 226.0, 56.0, 52.0, 10.0),
        hex(0xC98A4B),
    );
    c.fill(&circle(cx - 8.0, cy - 206.0, 3.0), hex(0x8A5A2B));
    c.fill(&circle(cx + 10.0, cy - 192.0, 3.0), hex(0x8A5A2B));
    // label with a moon
    let label = rrect(cx - 52.0, cy + 22.0, 104.0, 64.0, 14.0);
    c.blob_w(&label, hex(0xFFF6E5), 5.0);
    c.blob_w(
        &crescent((cx - 6.0, cy + 54.0), 22.0, (cx + 8.0, cy + 46.0), 18.0),
        hex(0xFCE38A),
        3.5,
    );
    // z z z
    zed(c, cx + 70.0, cy - 200.0, 30.0, WHITE);
    zed(c, cx + 112.0, cy - 250.0, 40.0, WHITE);
    zed(c, cx + 40.0, cy - 258.0, 22.0, WHITE);
}

fn wand(c: &mut Canvas) {
    // sparkle trail
    let trail = curve(&[
        (110.0, 470.0),
        (90.0, 380.0),
        (120.0, 300.0),
        (200.0, 250.0),
    ]);
    c.stroke_dash(&trail, 7.0, GOLD.alpha(0.9), 2.0, 22.0, 0.0);
    // stick
    c.save();
    c.translate(250.0, 250.0);
    c.rotate(35.0);
    let stick = rrect(-12.0, 40.0, 24.0, 250.0, 12.0);
    c.blob(&stick, hex(0x5B3D8A));
    c.blob_w(&rrect(-15.0, 250.0, 30.0, 44.0, 12.0), GOLD, 6.0);
    c.blob_w(&rrect(-15.0, 46.0, 30.0, 18.0, 8.0), GOLD, 6.0);
    c.restore();
    // the star
    c.save();
    c.translate(250.0, 250.0);
    c.rotate(-10.0);
    let st = star(0.0, 0.0, 5, 104.0, 50.0, 14.0);
    c.blob(&st, GOLD);
    face(c, 0.0, 12.0, 1.05, Eyes::Happy, true);
    c.restore();
    for (x, y, r) in [
        (80.0, 150.0, 20.0),
        (370.0, 160.0, 16.0),
        (380.0, 340.0, 22.0),
        (130.0, 390.0, 14.0),
        (340.0, 450.0, 12.0),
        (160.0, 120.0, 10.0),
    ] {
        twinkle(c, x, y, r, if r > 15.0 { GOLD } else { WHITE });
    }
}
