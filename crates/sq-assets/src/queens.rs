//! The twelve queens: each motif with a small crown on the family background.

use crate::face::*;
use crate::gfx::*;
use crate::parts::*;

pub struct Queen {
    pub key: &'static str,
    pub name: &'static str,
    pub points: u32,
    pub family: Family,
    pub shows: &'static str,
    pub draw: fn(&mut Canvas),
}

pub const QUEENS: [Queen; 12] = [
    Queen {
        key: "heart",
        name: "Heart Queen",
        points: 20,
        family: Family::Green,
        shows: "a big glossy pink heart with a face and a crown, floating on a curly balloon string tied with a bow",
        draw: heart_queen,
    },
    Queen {
        key: "cat",
        name: "Cat Queen",
        points: 15,
        family: Family::Red,
        shows: "a grey tabby curled up on a teal cushion with gold tassels, eyes happily closed, a crown between her ears",
        draw: cat_queen,
    },
    Queen {
        key: "dog",
        name: "Dog Queen",
        points: 15,
        family: Family::Green,
        shows: "a sitting floppy-eared puppy with a blue collar holding a bone, crown on her head",
        draw: dog_queen,
    },
    Queen {
        key: "pancake",
        name: "Pancake Queen",
        points: 15,
        family: Family::Red,
        shows: "a smiling stack of pancakes on a plate with a butter pat, dripping syrup and a crown",
        draw: pancake_queen,
    },
    Queen {
        key: "ladybug",
        name: "Ladybug Queen",
        points: 10,
        family: Family::Green,
        shows: "a round ladybug with a crown under a pink polka-dot parasol",
        draw: ladybug_queen,
    },
    Queen {
        key: "moon",
        name: "Moon Queen",
        points: 10,
        family: Family::Other,
        shows: "a sleepy crescent moon in a striped nightcap with a crown, among little stars",
        draw: moon_queen,
    },
    Queen {
        key: "peacock",
        name: "Peacock Queen",
        points: 10,
        family: Family::Other,
        shows: "a blue peacock with a crown before her fanned tail of feather eyes",
        draw: peacock_queen,
    },
    Queen {
        key: "sunflower",
        name: "Sunflower Queen",
        points: 10,
        family: Family::Other,
        shows: "a tall smiling sunflower with leaves and a crown",
        draw: sunflower_queen,
    },
    Queen {
        key: "cake",
        name: "Cake Queen",
        points: 5,
        family: Family::Red,
        shows: "a two-tier layered cake on a stand with pink icing drips, a cherry and a crown",
        draw: cake_queen,
    },
    Queen {
        key: "rainbow",
        name: "Rainbow Queen",
        points: 5,
        family: Family::Other,
        shows: "a rainbow arch over two smiling clouds, crowned at the top",
        draw: rainbow_queen,
    },
    Queen {
        key: "rose",
        name: "Rose Queen",
        points: 5,
        family: Family::Green,
        shows: "a red rose in full bloom on a leafy stem, with a crown",
        draw: rose_queen,
    },
    Queen {
        key: "starfish",
        name: "Starfish Queen",
        points: 5,
        family: Family::Red,
        shows: "a smiling orange starfish with a crown on a sandy beach with a shell and bubbles",
        draw: starfish_queen,
    },
];

pub fn render(c: &mut Canvas, f: &Fonts, q: &Queen, seed: u64) {
    let (top, bottom) = q.family.colours();
    let pat = match q.family {
        Family::Red => Pattern::Dots,
        Family::Green => Pattern::Stripes,
        Family::Other => Pattern::Stars,
    };
    front(
        c,
        f,
        seed,
        &Front {
            top,
            bottom,
            pattern: pat,
            pattern_alpha: 0.15,
            panel_line: INK,
            name: q.name,
            tail: q.family.strong(),
        },
        |c| (q.draw)(c),
    );
    family_emblem(c, q.family);
    points_badge(c, f, q.points);
}

// ---------------------------------------------------------------------------------------

fn heart_queen(c: &mut Canvas) {
    // string with a bow
    c.stroke(
        &curve(&[
            (220.0, 392.0),
            (236.0, 425.0),
            (206.0, 458.0),
            (228.0, 500.0),
        ]),
        4.5,
        INK,
    );
    c.blob_w(
        &rpoly(&[(220.0, 384.0), (233.0, 402.0), (207.0, 402.0)], 3.0),
        hex(0xE84A6A),
        4.0,
    );
    let h = heart(220.0, 270.0, 125.0);
    c.blob(&h, hex(0xF25C78));
    glint(c, 160.0, 230.0, 34.0, 195.0, 260.0, 9.0);
    c.fill(&circle(135.0, 262.0, 6.0), WHITE.alpha(0.85));
    face(c, 220.0, 292.0, 1.3, Eyes::Open, true);
    c.save();
    c.translate(222.0, 212.0);
    c.rotate(-8.0);
    crown(c, 0.0, 0.0, 78.0);
    c.restore();
    twinkle(c, 90.0, 400.0, 16.0, GOLD);
    twinkle(c, 352.0, 170.0, 14.0, GOLD);
    twinkle(c, 360.0, 420.0, 11.0, WHITE);
}

fn cat_queen(c: &mut Canvas) {
    // cushion
    let cushion = smooth(&[
        (-165.0, -30.0),
        (0.0, -52.0),
        (165.0, -30.0),
        (175.0, 14.0),
        (160.0, 52.0),
        (0.0, 66.0),
        (-160.0, 52.0),
        (-175.0, 14.0),
    ]);
    c.save();
    c.translate(220.0, 430.0);
    for (x, y) in [
        (-168.0, -30.0),
        (168.0, -30.0),
        (-160.0, 52.0),
        (160.0, 52.0),
    ] {
        let s = if x < 0.0 { -1.0 } else { 1.0 };
        c.blob_w(
            &rpoly(
                &[(x, y), (x + s * 18.0, y + 26.0), (x + s * 2.0, y + 30.0)],
                5.0,
            ),
            GOLD,
            4.0,
        );
    }
    c.blob(&cushion, hex(0x3FA3B5));
    c.stroke(
        &curve(&[(-120.0, -18.0), (0.0, -30.0), (120.0, -18.0)]),
        3.0,
        INK.alpha(0.3),
    );
    c.restore();
    let grey = hex(0xA9B1BE);
    let stripe = hex(0x6E7889);
    // body
    let body = oval(240.0, 362.0, 125.0, 66.0);
    c.blob(&body, grey);
    c.save();
    c.clip(&body);
    for i in 0..5 {
        let x = 230.0 + i as f32 * 30.0;
        c.stroke(
            &curve(&[(x - 10.0, 300.0), (x + 6.0, 330.0), (x - 4.0, 356.0)]),
            9.0,
            stripe,
        );
    }
    c.restore();
    c.ink(&body, 7.0);
    // tail curling around the front
    let tail = curve(&[
        (360.0, 380.0),
        (330.0, 425.0),
        (220.0, 430.0),
        (150.0, 416.0),
        (132.0, 392.0),
    ]);
    c.tube(&tail, 26.0, grey);
    for t in [(300.0, 428.0), (250.0, 432.0), (200.0, 429.0)] {
        c.stroke(
            &line((t.0, t.1 - 10.0), (t.0 - 4.0, t.1 + 10.0)),
            7.0,
            stripe,
        );
    }
    // paws
    c.blob_w(&oval(200.0, 410.0, 24.0, 15.0), grey.light(0.3), 6.0);
    c.blob_w(&oval(250.0, 414.0, 24.0, 15.0), grey.light(0.3), 6.0);
    // head
    let (hx, hy) = (160.0, 325.0);
    for s in [-1.0f32, 1.0] {
        let ear = rpoly(
            &[
                (hx + s * 62.0, hy - 18.0),
                (hx + s * 52.0, hy - 86.0),
                (hx + s * 12.0, hy - 50.0),
            ],
            10.0,
        );
        c.blob(&ear, grey);
        c.fill(
            &rpoly(
                &[
                    (hx + s * 50.0, hy - 32.0),
                    (hx + s * 48.0, hy - 70.0),
                    (hx + s * 24.0, hy - 48.0),
                ],
                6.0,
            ),
            hex(0xF4A6B4),
        );
    }
    let head = oval(hx, hy, 68.0, 58.0);
    c.blob(&head, grey);
    c.save();
    c.clip(&head);
    for dx in [-14.0, 0.0, 14.0] {
        c.stroke(
            &line((hx + dx, hy - 60.0), (hx + dx * 0.8, hy - 38.0)),
            7.0,
            stripe,
        );
    }
    c.restore();
    c.ink(&head, 7.0);
    c.fill(&oval(hx, hy + 22.0, 26.0, 16.0), WHITE.alpha(0.55));
    face(c, hx, hy + 2.0, 1.1, Eyes::Happy, true);
    c.fill(
        &rpoly(
            &[
                (hx - 7.0, hy + 12.0),
                (hx + 7.0, hy + 12.0),
                (hx, hy + 19.0),
            ],
            2.0,
        ),
        hex(0xE8748A),
    );
    for s in [-1.0f32, 1.0] {
        for (dy, ang) in [(-4.0, -8.0f32), (6.0, 6.0)] {
            let a = ang.to_radians();
            let x0 = hx + s * 44.0;
            c.stroke(
                &line(
                    (x0, hy + 18.0 + dy),
                    (x0 + s * 36.0 * a.cos(), hy + 18.0 + dy + 36.0 * a.sin()),
                ),
                3.0,
                INK,
            );
        }
    }
    c.save();
    c.translate(hx + 2.0, hy - 52.0);
    c.rotate(-6.0);
    crown(c, 0.0, 0.0, 58.0);
    c.restore();
    twinkle(c, 340.0, 200.0, 15.0, GOLD);
    twinkle(c, 90.0, 170.0, 11.0, WHITE);
}

fn dog_queen(c: &mut Canvas) {
    let fur = hex(0xF0CFA0);
    let brown = hex(0xA8703F);
    // tail
    c.tube(
        &curve(&[(300.0, 430.0), (338.0, 400.0), (350.0, 362.0)]),
        22.0,
        fur,
    );
    // body
    let body = smooth(&[
        (220.0, 310.0),
        (285.0, 350.0),
        (305.0, 440.0),
        (280.0, 492.0),
        (160.0, 492.0),
        (135.0, 440.0),
        (155.0, 350.0),
    ]);
    c.blob(&body, fur);
    c.fill(&oval(220.0, 420.0, 45.0, 60.0), WHITE.alpha(0.45));
    // hind paws
    c.blob_w(&oval(150.0, 486.0, 30.0, 18.0), fur, 6.0);
    c.blob_w(&oval(290.0, 486.0, 30.0, 18.0), fur, 6.0);
    // collar
    let collar = Pb::new()
        .m(158.0, 335.0)
        .q(220.0, 372.0, 282.0, 335.0)
        .l(284.0, 352.0)
        .q(220.0, 392.0, 156.0, 352.0)
        .z()
        .done();
    c.blob_w(&collar, hex(0x4F8FE0), 5.0);
    c.blob_w(&circle(220.0, 384.0, 12.0), GOLD, 4.0);
    // bone held in the front paws
    let bone = [
        rrect(160.0, 423.0, 120.0, 22.0, 8.0),
        circle(160.0, 424.0, 15.0),
        circle(160.0, 446.0, 15.0),
        circle(280.0, 424.0, 15.0),
        circle(280.0, 446.0, 15.0),
    ];
    c.blob_union(&bone, hex(0xFFF8EA));
    c.blob_w(&oval(186.0, 440.0, 20.0, 17.0), fur, 6.0);
    c.blob_w(&oval(254.0, 440.0, 20.0, 17.0), fur, 6.0);
    // head
    let head = smooth(&[
        (220.0, 180.0),
        (290.0, 200.0),
        (310.0, 262.0),
        (285.0, 322.0),
        (220.0, 342.0),
        (155.0, 322.0),
        (130.0, 262.0),
        (150.0, 200.0),
    ]);
    c.blob(&head, fur);
    c.save();
    c.clip(&head);
    c.fill(&oval(252.0, 238.0, 34.0, 30.0), brown.light(0.25));
    c.restore();
    c.ink(&head, 7.0);
    // muzzle
    c.blob_w(&oval(220.0, 292.0, 44.0, 32.0), hex(0xFFF1DD), 5.0);
    face(c, 220.0, 246.0, 1.25, Eyes::Open, true);
    c.blob_w(&oval(220.0, 280.0, 15.0, 10.0), INK, 0.0);
    c.fill(&oval(215.0, 276.0, 5.0, 3.0), WHITE.alpha(0.7));
    c.stroke(&Pb::new().m(220.0, 288.0).l(220.0, 298.0).done(), 4.0, INK);
    c.stroke(
        &curve(&[
            (200.0, 296.0),
            (210.0, 304.0),
            (220.0, 298.0),
            (230.0, 304.0),
            (240.0, 296.0),
        ]),
        4.0,
        INK,
    );
    c.blob_w(
        &Pb::new()
            .m(212.0, 303.0)
            .q(220.0, 326.0, 228.0, 303.0)
            .z()
            .done(),
        hex(0xF47C8C),
        3.5,
    );
    // floppy ears
    for s in [-1.0f32, 1.0] {
        let ear = smooth(&[
            (220.0 + s * 62.0, 196.0),
            (220.0 + s * 100.0, 210.0),
            (220.0 + s * 112.0, 270.0),
            (220.0 + s * 96.0, 310.0),
            (220.0 + s * 78.0, 290.0),
            (220.0 + s * 72.0, 236.0),
        ]);
        c.blob(&ear, brown);
    }
    c.save();
    c.translate(220.0, 188.0);
    c.rotate(4.0);
    crown(c, 0.0, 0.0, 70.0);
    c.restore();
    twinkle(c, 80.0, 180.0, 13.0, WHITE);
    twinkle(c, 365.0, 240.0, 15.0, GOLD);
}

fn pancake_queen(c: &mut Canvas) {
    c.save();
    c.translate(220.0, 470.0);
    c.scale(1.14);
    c.translate(-220.0, -470.0);
    // plate
    c.blob(&oval(220.0, 468.0, 170.0, 34.0), hex(0xDDEBF5));
    c.stroke(
        &arc_e(220.0, 464.0, 130.0, 20.0, 200.0, 340.0),
        3.0,
        INK.alpha(0.25),
    );
    let dough = hex(0xE9A955);
    let top_col = hex(0xF7D08A);
    // stack from the bottom up
    let ys = [440.0, 404.0, 368.0, 332.0];
    let ws = [128.0, 122.0, 126.0, 120.0];
    for (i, (&y, &w)) in ys.iter().zip(ws.iter()).enumerate() {
        let dx = [0.0, -5.0, 4.0, -2.0][i];
        let p = rrect(220.0 + dx - w, y - 22.0, 2.0 * w, 44.0, 22.0);
        c.blob(&p, dough);
        c.stroke(
            &arc_e(220.0 + dx, y - 6.0, w - 16.0, 14.0, 25.0, 155.0),
            3.0,
            WHITE.alpha(0.5),
        );
    }
    // top surface
    c.blob(&oval(218.0, 318.0, 114.0, 22.0), top_col);
    // syrup: a pool with drips running over the front
    let syrup = smooth(&[
        (140.0, 316.0),
        (180.0, 300.0),
        (250.0, 298.0),
        (300.0, 312.0),
        (306.0, 328.0),
        (292.0, 352.0),
        (286.0, 372.0),
        (276.0, 350.0),
        (256.0, 340.0),
        (230.0, 344.0),
        (222.0, 384.0),
        (208.0, 390.0),
        (200.0, 348.0),
        (170.0, 342.0),
        (160.0, 362.0),
        (148.0, 352.0),
        (134.0, 330.0),
    ]);
    c.blob_w(&syrup, hex(0xC2672A), 5.0);
    glint(c, 200.0, 330.0, 40.0, 225.0, 260.0, 5.0);
    // butter
    let butter = rrect(188.0, 270.0, 64.0, 40.0, 9.0);
    c.blob_w(&butter, hex(0xFFE48A), 5.0);
    c.fill(&rrect(194.0, 276.0, 52.0, 10.0, 4.0), WHITE.alpha(0.55));
    face(c, 220.0, 404.0, 1.05, Eyes::Open, true);
    c.save();
    c.translate(226.0, 270.0);
    c.rotate(8.0);
    crown(c, 0.0, 0.0, 66.0);
    c.restore();
    c.restore();
    twinkle(c, 80.0, 200.0, 15.0, GOLD);
    twinkle(c, 356.0, 170.0, 12.0, WHITE);
}

fn ladybug_queen(c: &mut Canvas) {
    // parasol (behind)
    c.save();
    c.translate(322.0, 202.0);
    c.rotate(15.0);
    c.tube(
        &Pb::new()
            .m(0.0, -10.0)
            .l(0.0, 172.0)
            .q(0.0, 194.0, -18.0, 188.0)
            .done(),
        7.0,
        hex(0x8A5A2B),
    );
    let r = 84.0;
    let mut pb = Pb::new().m(-r, 0.0).c(-r, -r * 1.05, r, -r * 1.05, r, 0.0);
    let n = 5;
    for i in 0..n {
        let x0 = r - 2.0 * r * i as f32 / n as f32;
        let x1 = r - 2.0 * r * (i + 1) as f32 / n as f32;
        pb = pb.q((x0 + x1) / 2.0, -22.0, x1, 0.0);
    }
    let canopy = pb.z().done();
    c.blob(&canopy, hex(0xFF8FB8));
    c.save();
    c.clip(&canopy);
    for (x, y) in [
        (-52.0, -28.0),
        (-8.0, -56.0),
        (36.0, -36.0),
        (-26.0, -6.0),
        (62.0, -8.0),
        (12.0, -12.0),
    ] {
        c.fill(&circle(x, y, 8.0), WHITE.alpha(0.9));
    }
    c.restore();
    c.ink(&canopy, 6.0);
    for i in 1..n {
        let x = r - 2.0 * r * i as f32 / n as f32;
        c.stroke(
            &Pb::new()
                .m(0.0, -r * 0.78)
                .q(x * 0.6, -r * 0.5, x, -6.0)
                .done(),
            3.0,
            INK.alpha(0.5),
        );
    }
    c.blob_w(&circle(0.0, -r * 0.8, 7.0), GOLD, 4.0);
    c.restore();
    // legs
    for (x, y, s) in [
        (140.0, 420.0, -1.0f32),
        (300.0, 420.0, 1.0),
        (150.0, 465.0, -1.0),
        (290.0, 465.0, 1.0),
    ] {
        c.tube(&line((x, y), (x + s * 30.0, y + 22.0)), 10.0, INK);
    }
    // shell
    let shell = circle(220.0, 400.0, 100.0);
    c.blob(&shell, hex(0xE8413C));
    c.save();
    c.clip(&shell);
    for (x, y, r) in [
        (160.0, 370.0, 20.0),
        (278.0, 370.0, 20.0),
        (150.0, 438.0, 16.0),
        (290.0, 438.0, 16.0),
        (196.0, 470.0, 14.0),
        (246.0, 470.0, 14.0),
        (220.0, 318.0, 12.0),
    ] {
        c.fill(&circle(x, y, r), INK);
    }
    c.restore();
    c.stroke(&line((220.0, 315.0), (220.0, 498.0)), 6.0, INK);
    c.ink(&shell, 7.0);
    // arm holding the parasol handle
    c.tube(
        &curve(&[(262.0, 390.0), (276.0, 372.0), (281.0, 358.0)]),
        10.0,
        INK,
    );
    c.blob_w(&circle(282.0, 355.0, 11.0), INK, 4.0);
    // head
    let head = oval(220.0, 296.0, 62.0, 52.0);
    // antennae
    for s in [-1.0f32, 1.0] {
        c.stroke(
            &curve(&[
                (220.0 + s * 22.0, 252.0),
                (220.0 + s * 36.0, 220.0),
                (220.0 + s * 56.0, 214.0),
            ]),
            5.0,
            INK,
        );
        c.blob_w(&circle(220.0 + s * 58.0, 213.0, 9.0), hex(0xE8413C), 4.0);
    }
    c.blob(&head, hex(0x3A4566));
    // light face patch
    c.blob_w(&oval(220.0, 306.0, 46.0, 34.0), hex(0xFFE8D6), 0.0);
    face(c, 220.0, 300.0, 0.95, Eyes::Open, true);
    c.save();
    c.translate(216.0, 250.0);
    c.rotate(-6.0);
    crown(c, 0.0, 0.0, 56.0);
    c.restore();
    twinkle(c, 82.0, 190.0, 14.0, GOLD);
    twinkle(c, 90.0, 300.0, 10.0, WHITE);
}

fn moon_queen(c: &mut Canvas) {
    // little stars
    for (x, y, r) in [
        (340.0, 160.0, 13.0),
        (370.0, 300.0, 10.0),
        (330.0, 430.0, 15.0),
        (90.0, 450.0, 10.0),
    ] {
        c.blob_w(&star(x, y, 5, r, r * 0.5, r * 0.15), hex(0xFFE27A), 3.5);
    }
    let moon = crescent((205.0, 320.0), 150.0, (290.0, 270.0), 125.0);
    c.blob(&moon, hex(0xFCE38A));
    // craters
    c.fill(&circle(110.0, 380.0, 12.0), hex(0xE9C95E).alpha(0.7));
    c.fill(&circle(150.0, 430.0, 8.0), hex(0xE9C95E).alpha(0.7));
    face(c, 128.0, 310.0, 0.95, Eyes::Sleep, true);
    // nightcap on the upper horn
    c.save();
    c.translate(176.0, 200.0);
    c.rotate(-28.0);
    let cap = smooth(&[
        (-78.0, 0.0),
        (-50.0, -60.0),
        (10.0, -95.0),
        (80.0, -90.0),
        (130.0, -50.0),
        (150.0, 10.0),
        (110.0, -28.0),
        (60.0, -40.0),
        (78.0, 0.0),
    ]);
    c.blob(&cap, hex(0x5B7FD6));
    c.save();
    c.clip(&cap);
    for i in 0..5 {
        let x = -50.0 + i as f32 * 42.0;
        c.stroke(
            &line((x, 10.0), (x + 50.0, -110.0)),
            13.0,
            WHITE.alpha(0.85),
        );
    }
    c.restore();
    c.ink(&cap, 7.0);
    c.blob(&circle(150.0, 14.0, 20.0), WHITE);
    c.blob(&rrect(-90.0, -12.0, 180.0, 30.0, 15.0), WHITE);
    c.restore();
    c.save();
    c.translate(150.0, 196.0);
    c.rotate(-28.0);
    crown(c, 0.0, 0.0, 50.0);
    c.restore();
    zed(c, 300.0, 360.0, 26.0, WHITE);
    zed(c, 330.0, 320.0, 20.0, WHITE);
}

fn peacock_queen(c: &mut Canvas) {
    let (cx, cy) = (220.0, 400.0);
    let n = 9;
    // fan of feathers
    for i in 0..n {
        let a = (-155.0 + 130.0 * i as f32 / (n - 1) as f32).to_radians();
        let (ca, sa) = (a.cos(), a.sin());
        let len = 160.0 + 52.0 * sa.abs();
        let tip = (cx + ca * len, cy + sa * len);
        let perp = (-sa, ca);
        let fw = 36.0;
        let feather = smooth(&[
            (cx + ca * 40.0, cy + sa * 40.0),
            (
                tip.0 - ca * 60.0 + perp.0 * fw * 0.7,
                tip.1 - sa * 60.0 + perp.1 * fw * 0.7,
            ),
            (tip.0 + perp.0 * fw * 0.6, tip.1 + perp.1 * fw * 0.6),
            (tip.0 + ca * 28.0, tip.1 + sa * 28.0),
            (tip.0 - perp.0 * fw * 0.6, tip.1 - perp.1 * fw * 0.6),
            (
                tip.0 - ca * 60.0 - perp.0 * fw * 0.7,
                tip.1 - sa * 60.0 - perp.1 * fw * 0.7,
            ),
        ]);
        c.blob_w(&feather, hex(0x3FAE86), 5.0);
        c.stroke(
            &line((cx, cy), (tip.0 - ca * 12.0, tip.1 - sa * 12.0)),
            3.0,
            hex(0x2B7F62),
        );
        let e = (tip.0 - ca * 4.0, tip.1 - sa * 4.0);
        c.blob_w(&circle(e.0, e.1, 24.0), GOLD, 4.0);
        c.fill(&circle(e.0, e.1, 16.0), hex(0x2AB3B0));
        c.fill(&circle(e.0 + ca * 2.0, e.1 + sa * 2.0, 9.0), hex(0x2E4A9E));
        c.fill(&circle(e.0 - 2.0, e.1 - 3.0, 3.0), WHITE.alpha(0.8));
    }
    let blue = hex(0x3D6FD1);
    // body
    let body = smooth(&[
        (220.0, 300.0),
        (262.0, 360.0),
        (270.0, 440.0),
        (220.0, 478.0),
        (170.0, 440.0),
        (178.0, 360.0),
    ]);
    // feet
    for x in [200.0, 240.0] {
        c.stroke(&line((x, 470.0), (x, 500.0)), 6.0, hex(0xE88A3A));
        c.stroke(
            &line((x - 10.0, 500.0), (x + 10.0, 500.0)),
            6.0,
            hex(0xE88A3A),
        );
    }
    // neck behind the body
    c.tube(
        &curve(&[(220.0, 360.0), (216.0, 320.0), (220.0, 290.0)]),
        34.0,
        blue,
    );
    c.blob(&body, blue);
    let head = circle(220.0, 262.0, 44.0);
    c.blob(&head, blue);
    c.fill(&oval(220.0, 262.0, 30.0, 24.0), WHITE.alpha(0.9));
    face(c, 220.0, 258.0, 0.8, Eyes::Open, true);
    // beak
    c.blob_w(
        &rpoly(&[(212.0, 272.0), (228.0, 272.0), (220.0, 288.0)], 3.0),
        hex(0xF2A03D),
        3.5,
    );
    crown(c, 220.0, 222.0, 52.0);
    twinkle(c, 80.0, 470.0, 12.0, WHITE);
    twinkle(c, 360.0, 470.0, 12.0, GOLD);
}

fn sunflower_queen(c: &mut Canvas) {
    let green = hex(0x58B45C);
    // stem and leaves
    c.tube(
        &curve(&[(220.0, 300.0), (226.0, 400.0), (214.0, 520.0)]),
        22.0,
        green,
    );
    for (s, y) in [(-1.0f32, 420.0), (1.0, 460.0)] {
        let leaf = smooth(&[
            (222.0, y),
            (222.0 + s * 50.0, y - 42.0),
            (222.0 + s * 130.0, y - 40.0),
            (222.0 + s * 70.0, y + 6.0),
        ]);
        c.blob(&leaf, green);
        c.stroke(
            &curve(&[
                (226.0, y - 4.0),
                (222.0 + s * 70.0, y - 22.0),
                (222.0 + s * 118.0, y - 36.0),
            ]),
            3.5,
            INK.alpha(0.6),
        );
    }
    let (cx, cy) = (220.0, 255.0);
    // petals, two rings
    for ring in 0..2 {
        let n = 16;
        for i in 0..n {
            let a = (i as f32 + ring as f32 * 0.5) / n as f32 * std::f32::consts::TAU;
            let len = if ring == 0 { 128.0 } else { 112.0 };
            let (ca, sa) = (a.cos(), a.sin());
            let tip = (cx + ca * len, cy + sa * len);
            let base = (cx + ca * 50.0, cy + sa * 50.0);
            let p = (-sa * 20.0, ca * 20.0);
            let petal = smooth(&[
                (base.0 + p.0 * 0.6, base.1 + p.1 * 0.6),
                ((base.0 + tip.0) / 2.0 + p.0, (base.1 + tip.1) / 2.0 + p.1),
                tip,
                ((base.0 + tip.0) / 2.0 - p.0, (base.1 + tip.1) / 2.0 - p.1),
                (base.0 - p.0 * 0.6, base.1 - p.1 * 0.6),
            ]);
            let col = if ring == 0 {
                hex(0xF7B733)
            } else {
                hex(0xFFD447)
            };
            c.blob_w(&petal, col, 5.0);
        }
    }
    let disc = circle(cx, cy, 66.0);
    c.blob(&disc, hex(0x8A5A2B));
    c.save();
    c.clip(&disc);
    for i in 0..40 {
        let a = i as f32 * 2.39996;
        let r = 9.0 * (i as f32).sqrt();
        c.fill(
            &circle(cx + r * a.cos(), cy + r * a.sin(), 3.0),
            hex(0x6B4220).alpha(0.7),
        );
    }
    c.restore();
    c.fill(&oval(cx, cy + 8.0, 44.0, 32.0), hex(0xB07A45));
    face(c, cx, cy + 2.0, 1.1, Eyes::Open, true);
    c.save();
    c.translate(cx, cy - 100.0);
    crown(c, 0.0, 0.0, 62.0);
    c.restore();
    twinkle(c, 80.0, 470.0, 12.0, WHITE);
    twinkle(c, 360.0, 480.0, 14.0, GOLD);
}

fn cake_queen(c: &mut Canvas) {
    // stand
    c.blob(
        &rpoly(
            &[
                (196.0, 480.0),
                (244.0, 480.0),
                (262.0, 505.0),
                (178.0, 505.0),
            ],
            6.0,
        ),
        hex(0xDDEBF5),
    );
    c.blob(&oval(220.0, 472.0, 160.0, 22.0), hex(0xDDEBF5));
    let sponge = hex(0xF4C57A);
    let pink = hex(0xFF9FC0);
    // bottom tier
    c.blob(&rrect(90.0, 370.0, 260.0, 100.0, 16.0), sponge);
    c.fill(&rect(92.0, 412.0, 256.0, 14.0), hex(0xFFF4E6));
    c.stroke(&line((92.0, 412.0), (348.0, 412.0)), 3.0, INK.alpha(0.4));
    c.stroke(&line((92.0, 426.0), (348.0, 426.0)), 3.0, INK.alpha(0.4));
    // pink icing with drips on the bottom tier
    let mut pts = vec![(86.0, 362.0), (354.0, 362.0), (354.0, 382.0)];
    let drips = [
        (330.0, 24.0),
        (300.0, 44.0),
        (265.0, 20.0),
        (235.0, 52.0),
        (200.0, 26.0),
        (165.0, 40.0),
        (130.0, 22.0),
        (100.0, 36.0),
    ];
    for (x, d) in drips {
        pts.push((x + 10.0, 384.0));
        pts.push((x, 384.0 + d));
        pts.push((x - 10.0, 384.0));
    }
    pts.push((86.0, 382.0));
    c.blob_w(&smooth(&pts), pink, 5.0);
    // top tier
    c.blob(&rrect(140.0, 282.0, 160.0, 86.0, 14.0), sponge);
    c.fill(&rect(142.0, 318.0, 156.0, 12.0), hex(0xFFF4E6));
    c.stroke(&line((142.0, 318.0), (298.0, 318.0)), 3.0, INK.alpha(0.4));
    c.stroke(&line((142.0, 330.0), (298.0, 330.0)), 3.0, INK.alpha(0.4));
    let mut pts = vec![(136.0, 276.0), (304.0, 276.0), (304.0, 292.0)];
    for (x, d) in [
        (282.0, 22.0),
        (252.0, 36.0),
        (220.0, 18.0),
        (190.0, 34.0),
        (160.0, 20.0),
    ] {
        pts.push((x + 9.0, 292.0));
        pts.push((x, 292.0 + d));
        pts.push((x - 9.0, 292.0));
    }
    pts.push((136.0, 292.0));
    c.blob_w(&smooth(&pts), hex(0xFFF7EE), 5.0);
    face(c, 220.0, 440.0, 1.0, Eyes::Open, true);
    // cherry on top with crown beside
    c.stroke(
        &curve(&[(238.0, 262.0), (246.0, 236.0), (262.0, 222.0)]),
        4.0,
        hex(0x4E8B3A),
    );
    c.blob(&circle(234.0, 262.0, 20.0), hex(0xE0303E));
    c.fill(&circle(227.0, 255.0, 5.0), WHITE.alpha(0.8));
    c.save();
    c.translate(178.0, 276.0);
    c.rotate(-10.0);
    crown(c, 0.0, 0.0, 56.0);
    c.restore();
    // sprinkles
    let mut rng = Rng::new(77);
    for _ in 0..14 {
        let x = rng.range(104.0, 336.0);
        let y = rng.range(440.0, 462.0);
        let a = rng.range(0.0, 180.0).to_radians();
        let cols = [hex(0x4F8FE0), hex(0xFFD447), hex(0x4CC08A), hex(0xFF7FA8)];
        let col = cols[(rng.f() * 4.0) as usize % 4];
        if (x - 220.0).abs() > 55.0 {
            c.stroke(
                &line((x, y), (x + a.cos() * 8.0, y + a.sin() * 8.0)),
                4.0,
                col,
            );
        }
    }
    twinkle(c, 80.0, 200.0, 14.0, GOLD);
    twinkle(c, 360.0, 230.0, 11.0, WHITE);
}

fn rainbow_queen(c: &mut Canvas) {
    let (cx, cy) = (220.0, 410.0);
    let cols = [0xE8545A, 0xF59B42, 0xF7D44C, 0x5CC177, 0x4F9BE0, 0x8C6CD0];
    let band = 20.0;
    let r0 = 170.0;
    let outer = Pb::new().path(&arc(cx, cy, r0, 180.0, 360.0)).done();
    let _ = outer;
    for (i, col) in cols.iter().enumerate() {
        let r = r0 - band * (i as f32 + 0.5);
        c.stroke_butt(&arc(cx, cy, r, 180.0, 360.0), band + 0.5, hex(*col));
    }
    c.stroke(&arc(cx, cy, r0, 180.0, 360.0), 6.0, INK);
    c.stroke(&arc(cx, cy, r0 - band * 6.0, 180.0, 360.0), 6.0, INK);
    c.stroke(
        &arc(cx, cy, r0 - band * 1.2, 200.0, 240.0),
        6.0,
        WHITE.alpha(0.5),
    );
    // clouds at both feet
    for (x, s) in [(110.0, -1.0f32), (330.0, 1.0)] {
        let cl = cloud(x, 425.0, 150.0, 96.0);
        c.blob(&cl, WHITE);
        face(c, x + s * 4.0, 430.0, 0.75, Eyes::Happy, true);
    }
    crown(c, cx, cy - r0 + 4.0, 70.0);
    for (x, y, r) in [
        (70.0, 190.0, 13.0),
        (370.0, 200.0, 11.0),
        (220.0, 330.0, 12.0),
    ] {
        twinkle(c, x, y, r, if r > 12.0 { GOLD } else { WHITE });
    }
}

/// The rose's stem, its two leaves and its thorns; their green.
fn rose_stem(c: &mut Canvas) -> Rgb {
    let green = hex(0x58B45C);
    c.tube(
        &curve(&[(220.0, 320.0), (214.0, 410.0), (224.0, 520.0)]),
        16.0,
        green,
    );
    for (s, y) in [(-1.0f32, 400.0), (1.0, 450.0)] {
        let leaf = smooth(&[
            (218.0, y),
            (218.0 + s * 40.0, y - 36.0),
            (218.0 + s * 110.0, y - 30.0),
            (218.0 + s * 60.0, y + 8.0),
        ]);
        c.blob(&leaf, green);
        c.stroke(
            &curve(&[
                (222.0, y - 4.0),
                (218.0 + s * 60.0, y - 18.0),
                (218.0 + s * 100.0, y - 28.0),
            ]),
            3.5,
            INK.alpha(0.6),
        );
    }
    for (x, y, s) in [(218.0, 360.0, 1.0f32), (216.0, 488.0, -1.0)] {
        c.blob_w(
            &rpoly(
                &[
                    (x + s * 6.0, y - 8.0),
                    (x + s * 18.0, y - 4.0),
                    (x + s * 6.0, y + 4.0),
                ],
                2.0,
            ),
            green.dark(0.2),
            3.0,
        );
    }
    green
}

fn rose_queen(c: &mut Canvas) {
    let green = rose_stem(c);
    let red = hex(0xE8455A);
    let deep = hex(0xC7334A);
    let (cx, cy) = (220.0, 262.0);
    // sepals peeking below the bloom
    for (a, l) in [(-1.0f32, 1.0f32), (1.0, 1.0)] {
        let _ = l;
        c.blob_w(
            &rpoly(
                &[
                    (cx + a * 20.0, cy + 70.0),
                    (cx + a * 70.0, cy + 96.0),
                    (cx + a * 6.0, cy + 92.0),
                ],
                8.0,
            ),
            green,
            5.0,
        );
    }
    // back petals
    c.blob(
        &smooth(&[
            (cx - 112.0, cy - 6.0),
            (cx - 100.0, cy - 70.0),
            (cx - 40.0, cy - 88.0),
            (cx - 10.0, cy - 40.0),
            (cx - 60.0, cy + 10.0),
        ]),
        deep,
    );
    c.blob(
        &smooth(&[
            (cx + 112.0, cy - 6.0),
            (cx + 100.0, cy - 70.0),
            (cx + 40.0, cy - 88.0),
            (cx + 10.0, cy - 40.0),
            (cx + 60.0, cy + 10.0),
        ]),
        deep,
    );
    c.blob(
        &smooth(&[
            (cx - 56.0, cy - 50.0),
            (cx - 30.0, cy - 104.0),
            (cx + 30.0, cy - 104.0),
            (cx + 56.0, cy - 50.0),
            (cx, cy - 20.0),
        ]),
        deep.light(0.08),
    );
    // the bud in the middle with a swirl
    let bud = oval(cx, cy - 38.0, 62.0, 42.0);
    c.blob(&bud, red.light(0.08));
    let spiral: Vec<Pt> = spiral_pts(cx + 2.0, cy - 40.0, 4.0, 40.0, 1.6, 200.0, 1.0)
        .into_iter()
        .map(|(x, y)| (x, cy - 40.0 + (y - (cy - 40.0)) * 0.7))
        .collect();
    c.stroke(&curve(&spiral), 5.0, INK);
    // cup: the front of the bloom
    let cup = Pb::new()
        .m(cx - 96.0, cy - 30.0)
        .c(cx - 104.0, cy + 40.0, cx - 60.0, cy + 92.0, cx, cy + 92.0)
        .c(
            cx + 60.0,
            cy + 92.0,
            cx + 104.0,
            cy + 40.0,
            cx + 96.0,
            cy - 30.0,
        )
        .q(cx + 50.0, cy - 4.0, cx, cy - 18.0)
        .q(cx - 50.0, cy - 4.0, cx - 96.0, cy - 30.0)
        .z()
        .done();
    c.blob(&cup, red);
    // two petals wrapping the cup
    let left = Pb::new()
        .m(cx - 98.0, cy - 20.0)
        .c(
            cx - 106.0,
            cy + 50.0,
            cx - 50.0,
            cy + 96.0,
            cx + 12.0,
            cy + 88.0,
        )
        .c(
            cx - 20.0,
            cy + 60.0,
            cx - 40.0,
            cy + 10.0,
            cx - 98.0,
            cy - 20.0,
        )
        .z()
        .done();
    c.blob(&left, red.light(0.06));
    let right = Pb::new()
        .m(cx + 98.0, cy - 20.0)
        .c(
            cx + 106.0,
            cy + 50.0,
            cx + 50.0,
            cy + 96.0,
            cx - 12.0,
            cy + 88.0,
        )
        .c(
            cx + 10.0,
            cy + 50.0,
            cx + 30.0,
            cy + 16.0,
            cx + 98.0,
            cy - 20.0,
        )
        .z()
        .done();
    c.blob(&right, red);
    c.save();
    c.translate(cx + 2.0, cy - 92.0);
    c.rotate(4.0);
    crown(c, 0.0, 0.0, 60.0);
    c.restore();
    twinkle(c, 80.0, 200.0, 14.0, GOLD);
    twinkle(c, 364.0, 330.0, 12.0, WHITE);
    twinkle(c, 350.0, 160.0, 9.0, WHITE);
}

fn starfish_queen(c: &mut Canvas) {
    // sea bubbles
    for (x, y, r) in [
        (80.0, 180.0, 10.0),
        (96.0, 150.0, 6.0),
        (356.0, 220.0, 12.0),
        (340.0, 180.0, 7.0),
    ] {
        c.stroke(&circle(x, y, r), 3.5, WHITE.alpha(0.8));
    }
    // sand
    let sand = Pb::new()
        .m(0.0, 430.0)
        .c(110.0, 395.0, 220.0, 440.0, 300.0, 415.0)
        .c(360.0, 398.0, 420.0, 405.0, 440.0, 412.0)
        .l(440.0, 616.0)
        .l(0.0, 616.0)
        .z()
        .done();
    c.blob(&sand, hex(0xF6DCA3));
    let mut rng = Rng::new(5);
    for _ in 0..40 {
        let x = rng.range(30.0, 410.0);
        let y = rng.range(440.0, 520.0);
        c.fill(&circle(x, y, rng.range(1.5, 3.0)), hex(0xC9A266).alpha(0.6));
    }
    // shell
    c.save();
    c.translate(350.0, 470.0);
    c.rotate(15.0);
    let shell = Pb::new()
        .m(0.0, 22.0)
        .c(-40.0, 10.0, -30.0, -30.0, 0.0, -30.0)
        .c(30.0, -30.0, 40.0, 10.0, 0.0, 22.0)
        .z()
        .done();
    c.blob_w(&shell, hex(0xFFC4C4), 5.0);
    for dx in [-16.0f32, -6.0, 6.0, 16.0] {
        c.stroke(&line((0.0, 18.0), (dx, -24.0)), 3.0, INK.alpha(0.5));
    }
    c.restore();
    // starfish
    c.save();
    c.translate(214.0, 320.0);
    c.rotate(-8.0);
    let fish = rpoly(&star_pts(0.0, 0.0, 5, 150.0, 66.0, 0.0), 40.0);
    c.blob(&fish, hex(0xFFA63D));
    let pts = star_pts(0.0, 0.0, 5, 108.0, 0.0, 0.0);
    for i in (0..10).step_by(2) {
        let (x, y) = pts[i];
        for t in [0.45f32, 0.62, 0.8] {
            c.fill(&circle(x * t, y * t, 5.5 - t * 3.0), hex(0xFFE1A8));
        }
    }
    face(c, 0.0, 6.0, 1.2, Eyes::Open, true);
    crown(c, 0.0, -96.0, 54.0);
    c.restore();
}
