//! Drawing helpers over tiny-skia: a canvas with a transform and clip stack, path
//! builders for round friendly shapes, storybook shading (one highlight, one shadow,
//! a thick ink outline) and text laid out from a TrueType font.

use ab_glyph::{Font, FontRef, OutlineCurve};
use tiny_skia::{
    Color, FillRule, GradientStop, LineCap, LineJoin, LinearGradient, Mask, Paint, Path,
    PathBuilder, Pixmap, Point, RadialGradient, Rect, Shader, SpreadMode, Stroke, StrokeDash,
    Transform,
};

// ---------------------------------------------------------------------------------------
// Colours

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb {
    pub r: f32,
    pub g: f32,
    pub b: f32,
    pub a: f32,
}

pub const fn hex(v: u32) -> Rgb {
    Rgb {
        r: ((v >> 16) & 255) as f32 / 255.0,
        g: ((v >> 8) & 255) as f32 / 255.0,
        b: (v & 255) as f32 / 255.0,
        a: 1.0,
    }
}

impl Rgb {
    pub fn mix(self, o: Rgb, t: f32) -> Rgb {
        Rgb {
            r: self.r + (o.r - self.r) * t,
            g: self.g + (o.g - self.g) * t,
            b: self.b + (o.b - self.b) * t,
            a: self.a + (o.a - self.a) * t,
        }
    }
    pub fn light(self, t: f32) -> Rgb {
        self.mix(Rgb { a: self.a, ..WHITE }, t)
    }
    /// Darker, leaning towards the ink colour, so shadows stay cool and soft.
    pub fn dark(self, t: f32) -> Rgb {
        let d = hex(0x2A2440);
        self.mix(Rgb { a: self.a, ..d }, t)
    }
    pub fn alpha(self, a: f32) -> Rgb {
        Rgb {
            a: self.a * a,
            ..self
        }
    }
    pub fn color(self) -> Color {
        Color::from_rgba(
            self.r.clamp(0.0, 1.0),
            self.g.clamp(0.0, 1.0),
            self.b.clamp(0.0, 1.0),
            self.a.clamp(0.0, 1.0),
        )
        .unwrap_or(Color::BLACK)
    }
}

pub const INK: Rgb = hex(0x2E3A59);
pub const WHITE: Rgb = hex(0xFFFFFF);
pub const CREAM: Rgb = hex(0xFFF6E5);
pub const CREAM_EDGE: Rgb = hex(0xE8D9BC);
pub const GOLD: Rgb = hex(0xF2C14E);
pub const ROYAL: Rgb = hex(0x3B5BA9);
pub const BLUSH: Rgb = hex(0xFF8A8A);

// ---------------------------------------------------------------------------------------
// Deterministic random numbers (SplitMix64)

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    pub fn f(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
    pub fn f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.f()
    }
}

// ---------------------------------------------------------------------------------------
// Paths

pub type Pt = (f32, f32);

/// A small fluent wrapper over `PathBuilder`.
pub struct Pb(PathBuilder);

impl Default for Pb {
    fn default() -> Self {
        Pb::new()
    }
}

impl Pb {
    pub fn new() -> Pb {
        Pb(PathBuilder::new())
    }
    pub fn m(mut self, x: f32, y: f32) -> Pb {
        self.0.move_to(x, y);
        self
    }
    pub fn l(mut self, x: f32, y: f32) -> Pb {
        self.0.line_to(x, y);
        self
    }
    pub fn q(mut self, cx: f32, cy: f32, x: f32, y: f32) -> Pb {
        self.0.quad_to(cx, cy, x, y);
        self
    }
    pub fn c(mut self, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x: f32, y: f32) -> Pb {
        self.0.cubic_to(c1x, c1y, c2x, c2y, x, y);
        self
    }
    pub fn z(mut self) -> Pb {
        self.0.close();
        self
    }
    pub fn circle(mut self, x: f32, y: f32, r: f32) -> Pb {
        self.0.push_circle(x, y, r);
        self
    }
    pub fn oval(mut self, cx: f32, cy: f32, rx: f32, ry: f32) -> Pb {
        if let Some(r) = Rect::from_xywh(cx - rx, cy - ry, 2.0 * rx, 2.0 * ry) {
            self.0.push_oval(r);
        }
        self
    }
    pub fn path(mut self, p: &Path) -> Pb {
        self.0.push_path(p);
        self
    }
    pub fn done(self) -> Path {
        self.0.finish().unwrap_or_else(|| {
            PathBuilder::from_rect(Rect::from_xywh(0.0, 0.0, 0.01, 0.01).unwrap())
        })
    }
}

pub fn circle(x: f32, y: f32, r: f32) -> Path {
    Pb::new().circle(x, y, r).done()
}

pub fn oval(cx: f32, cy: f32, rx: f32, ry: f32) -> Path {
    Pb::new().oval(cx, cy, rx, ry).done()
}

pub fn rrect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Path {
    let r = r.min(w / 2.0).min(h / 2.0);
    let k = 0.5523 * r;
    Pb::new()
        .m(x + r, y)
        .l(x + w - r, y)
        .c(x + w - r + k, y, x + w, y + r - k, x + w, y + r)
        .l(x + w, y + h - r)
        .c(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h)
        .l(x + r, y + h)
        .c(x + r - k, y + h, x, y + h - r + k, x, y + h - r)
        .l(x, y + r)
        .c(x, y + r - k, x + r - k, y, x + r, y)
        .z()
        .done()
}

pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Path {
    PathBuilder::from_rect(Rect::from_xywh(x, y, w.max(0.01), h.max(0.01)).unwrap())
}

pub fn poly(pts: &[Pt]) -> Path {
    let mut b = Pb::new().m(pts[0].0, pts[0].1);
    for p in &pts[1..] {
        b = b.l(p.0, p.1);
    }
    b.z().done()
}

/// Polygon with every corner rounded by a quadratic curve of the given radius.
pub fn rpoly(pts: &[Pt], radius: f32) -> Path {
    let n = pts.len();
    let corner = |i: usize| {
        let v = pts[i];
        let p = pts[(i + n - 1) % n];
        let q = pts[(i + 1) % n];
        let lp = ((p.0 - v.0).powi(2) + (p.1 - v.1).powi(2)).sqrt();
        let lq = ((q.0 - v.0).powi(2) + (q.1 - v.1).powi(2)).sqrt();
        let rp = radius.min(lp * 0.5);
        let rq = radius.min(lq * 0.5);
        let a = (v.0 + (p.0 - v.0) / lp * rp, v.1 + (p.1 - v.1) / lp * rp);
        let b = (v.0 + (q.0 - v.0) / lq * rq, v.1 + (q.1 - v.1) / lq * rq);
        (a, v, b)
    };
    let (_, _, b0) = corner(0);
    let mut pb = Pb::new().m(b0.0, b0.1);
    for i in 1..=n {
        let (a, v, b) = corner(i % n);
        pb = pb.l(a.0, a.1).q(v.0, v.1, b.0, b.1);
    }
    pb.z().done()
}

fn catmull(pts: &[Pt], closed: bool, tension: f32) -> Pb {
    let n = pts.len();
    let get = |i: isize| -> Pt {
        if closed {
            pts[i.rem_euclid(n as isize) as usize]
        } else {
            pts[i.clamp(0, n as isize - 1) as usize]
        }
    };
    let mut pb = Pb::new().m(pts[0].0, pts[0].1);
    let segs = if closed { n } else { n - 1 };
    let t = tension / 6.0;
    for i in 0..segs as isize {
        let p0 = get(i - 1);
        let p1 = get(i);
        let p2 = get(i + 1);
        let p3 = get(i + 2);
        pb = pb.c(
            p1.0 + (p2.0 - p0.0) * t,
            p1.1 + (p2.1 - p0.1) * t,
            p2.0 - (p3.0 - p1.0) * t,
            p2.1 - (p3.1 - p1.1) * t,
            p2.0,
            p2.1,
        );
    }
    pb
}

/// A closed smooth curve through the points (Catmull-Rom).
pub fn smooth(pts: &[Pt]) -> Path {
    catmull(pts, true, 1.0).z().done()
}

/// An open smooth curve through the points, for strokes.
pub fn curve(pts: &[Pt]) -> Path {
    catmull(pts, false, 1.0).done()
}

/// A stadium from a to b with radius r (limbs, handles).
pub fn capsule(a: Pt, b: Pt, r: f32) -> Path {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let ang = dy.atan2(dx).to_degrees();
    let mut pts = Vec::new();
    for i in 0..=18 {
        let t = (ang - 90.0 - 180.0 * i as f32 / 18.0).to_radians();
        pts.push((a.0 + r * t.cos(), a.1 + r * t.sin()));
    }
    for i in 0..=18 {
        let t = (ang + 90.0 - 180.0 * i as f32 / 18.0).to_radians();
        pts.push((b.0 + r * t.cos(), b.1 + r * t.sin()));
    }
    poly(&pts)
}

/// Points along a spiral from radius r0 to r1 over `turns` turns, starting at angle a0
/// (degrees); `dir` is 1 for clockwise on screen, -1 for counter-clockwise.
pub fn spiral_pts(cx: f32, cy: f32, r0: f32, r1: f32, turns: f32, a0: f32, dir: f32) -> Vec<Pt> {
    let n = (turns * 24.0).ceil().max(4.0) as usize;
    (0..=n)
        .map(|i| {
            let t = i as f32 / n as f32;
            let a = (a0 + dir * t * turns * 360.0).to_radians();
            let r = r0 + (r1 - r0) * t;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

pub fn line(a: Pt, b: Pt) -> Path {
    Pb::new().m(a.0, a.1).l(b.0, b.1).done()
}

/// An open circular arc, angles in degrees, clockwise from +x (screen coordinates).
pub fn arc(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> Path {
    arc_e(cx, cy, r, r, a0, a1)
}

pub fn arc_e(cx: f32, cy: f32, rx: f32, ry: f32, a0: f32, a1: f32) -> Path {
    let steps = (((a1 - a0).abs() / 10.0).ceil() as usize).max(2);
    let mut pb = Pb::new();
    for i in 0..=steps {
        let a = (a0 + (a1 - a0) * i as f32 / steps as f32).to_radians();
        let (x, y) = (cx + rx * a.cos(), cy + ry * a.sin());
        pb = if i == 0 { pb.m(x, y) } else { pb.l(x, y) };
    }
    pb.done()
}

/// A crescent: the disc (c1, r1) minus the disc (c2, r2); the circles must intersect.
pub fn crescent(c1: Pt, r1: f32, c2: Pt, r2: f32) -> Path {
    let (dx, dy) = (c2.0 - c1.0, c2.1 - c1.1);
    let d = (dx * dx + dy * dy).sqrt();
    let a = (r1 * r1 - r2 * r2 + d * d) / (2.0 * d);
    let h = (r1 * r1 - a * a).max(0.0).sqrt();
    let (ux, uy) = (dx / d, dy / d);
    let base = (c1.0 + a * ux, c1.1 + a * uy);
    let p = (base.0 - h * uy, base.1 + h * ux);
    let q = (base.0 + h * uy, base.1 - h * ux);
    // sample an arc of circle (c, r) from point s to point e, choosing the way whose
    // midpoint is farther from (far) or nearer to it.
    let arc_pts = |c: Pt, r: f32, s: Pt, e: Pt, far: Pt, want_far: bool| -> Vec<Pt> {
        let a0 = (s.1 - c.1).atan2(s.0 - c.0);
        let mut a1 = (e.1 - c.1).atan2(e.0 - c.0);
        while a1 <= a0 {
            a1 += std::f32::consts::TAU;
        }
        let mid = |from: f32, to: f32| {
            let m = (from + to) / 2.0;
            let pt = (c.0 + r * m.cos(), c.1 + r * m.sin());
            ((pt.0 - far.0).powi(2) + (pt.1 - far.1).powi(2)).sqrt()
        };
        let ccw_long = mid(a0, a1);
        let other = mid(a1 - std::f32::consts::TAU, a0);
        let (from, to) = if (ccw_long > other) == want_far {
            (a0, a1)
        } else {
            (a0, a1 - std::f32::consts::TAU)
        };
        let n = (((to - from).abs().to_degrees()) / 1.5).ceil().max(2.0) as usize;
        (0..=n)
            .map(|i| {
                let t = from + (to - from) * i as f32 / n as f32;
                (c.0 + r * t.cos(), c.1 + r * t.sin())
            })
            .collect()
    };
    let outer = arc_pts(c1, r1, p, q, c2, true);
    let inner = arc_pts(c2, r2, q, p, c1, false);
    let mut pb = Pb::new().m(outer[0].0, outer[0].1);
    for pt in outer.iter().skip(1).chain(inner.iter().skip(1)) {
        pb = pb.l(pt.0, pt.1);
    }
    pb.z().done()
}

/// Points of a star (alternating outer and inner radius), first tip pointing up.
pub fn star_pts(cx: f32, cy: f32, n: usize, ro: f32, ri: f32, rot: f32) -> Vec<Pt> {
    (0..2 * n)
        .map(|i| {
            let r = if i % 2 == 0 { ro } else { ri };
            let a = (rot - 90.0 + 180.0 * i as f32 / n as f32).to_radians();
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

pub fn star(cx: f32, cy: f32, n: usize, ro: f32, ri: f32, round: f32) -> Path {
    rpoly(&star_pts(cx, cy, n, ro, ri, 0.0), round)
}

/// A four-point sparkle with concave sides.
pub fn sparkle(cx: f32, cy: f32, r: f32) -> Path {
    let k = r * 0.18;
    Pb::new()
        .m(cx, cy - r)
        .q(cx + k, cy - k, cx + r, cy)
        .q(cx + k, cy + k, cx, cy + r)
        .q(cx - k, cy + k, cx - r, cy)
        .q(cx - k, cy - k, cx, cy - r)
        .z()
        .done()
}

/// A heart, centred horizontally on cx, top of the lobes near cy - s*0.75, tip at cy + s.
pub fn heart(cx: f32, cy: f32, s: f32) -> Path {
    Pb::new()
        .m(cx, cy - s * 0.45)
        .c(
            cx + s * 0.15,
            cy - s * 0.95,
            cx + s * 1.05,
            cy - s * 0.95,
            cx + s * 0.98,
            cy - s * 0.2,
        )
        .c(
            cx + s * 0.92,
            cy + s * 0.35,
            cx + s * 0.35,
            cy + s * 0.62,
            cx,
            cy + s,
        )
        .c(
            cx - s * 0.35,
            cy + s * 0.62,
            cx - s * 0.92,
            cy + s * 0.35,
            cx - s * 0.98,
            cy - s * 0.2,
        )
        .c(
            cx - s * 1.05,
            cy - s * 0.95,
            cx - s * 0.15,
            cy - s * 0.95,
            cx,
            cy - s * 0.45,
        )
        .z()
        .done()
}

/// A fluffy cloud: circles along a flat bottom, as one outline.
pub fn cloud(cx: f32, cy: f32, w: f32, h: f32) -> Path {
    let pts = [
        (-0.5, 0.3),
        (-0.52, 0.0),
        (-0.3, -0.25),
        (-0.1, -0.5),
        (0.18, -0.42),
        (0.35, -0.15),
        (0.52, 0.05),
        (0.48, 0.32),
        (0.0, 0.38),
    ];
    // Scalloped: a bump between each pair of points.
    let p: Vec<Pt> = pts.iter().map(|&(x, y)| (cx + x * w, cy + y * h)).collect();
    let n = p.len();
    let mut pb = Pb::new().m(p[0].0, p[0].1);
    for i in 0..n {
        let a = p[i];
        let b = p[(i + 1) % n];
        let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        // push the control point outwards from the centre
        let (dx, dy) = (mx - cx, my - (cy + 0.05 * h));
        let l = (dx * dx + dy * dy).sqrt().max(0.01);
        let bulge = if i == n - 1 || i == n - 2 { 0.12 } else { 0.32 };
        let k = bulge * ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
        pb = pb.q(mx + dx / l * k, my + dy / l * k, b.0, b.1);
    }
    pb.z().done()
}

// ---------------------------------------------------------------------------------------
// Canvas

pub struct Canvas {
    pub pm: Pixmap,
    pub ts: Transform,
    clip: Option<Mask>,
    stack: Vec<(Transform, Option<Mask>)>,
    /// Default outline width for `blob` in local units.
    pub ink_w: f32,
}

fn stroke_style(w: f32) -> Stroke {
    Stroke {
        width: w,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

fn paint_of(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c.color());
    p.anti_alias = true;
    p
}

impl Canvas {
    pub fn new(w: u32, h: u32) -> Canvas {
        Canvas {
            pm: Pixmap::new(w, h).expect("pixmap"),
            ts: Transform::identity(),
            clip: None,
            stack: Vec::new(),
            ink_w: 7.0,
        }
    }

    pub fn save(&mut self) {
        self.stack.push((self.ts, self.clip.clone()));
    }
    pub fn restore(&mut self) {
        let (ts, clip) = self.stack.pop().expect("restore without save");
        self.ts = ts;
        self.clip = clip;
    }
    pub fn translate(&mut self, x: f32, y: f32) {
        self.ts = self.ts.pre_translate(x, y);
    }
    pub fn scale(&mut self, s: f32) {
        self.ts = self.ts.pre_scale(s, s);
    }
    pub fn scale_xy(&mut self, sx: f32, sy: f32) {
        self.ts = self.ts.pre_scale(sx, sy);
    }
    pub fn rotate(&mut self, deg: f32) {
        self.ts = self.ts.pre_concat(Transform::from_rotate(deg));
    }
    /// Uniform scale factor of the current transform (for stroke widths).
    fn unit(&self) -> f32 {
        let t = self.ts;
        (t.sx * t.sy - t.kx * t.ky).abs().sqrt()
    }

    fn mask_of(&self, dev: &Path) -> Mask {
        let mut m = match &self.clip {
            Some(c) => c.clone(),
            None => {
                let mut m = Mask::new(self.pm.width(), self.pm.height()).unwrap();
                m.data_mut().fill(255);
                m
            }
        };
        m.intersect_path(dev, FillRule::Winding, true, Transform::identity());
        m
    }

    /// Restricts drawing to the inside of the path until `restore`.
    pub fn clip(&mut self, p: &Path) {
        if let Some(dev) = p.clone().transform(self.ts) {
            self.clip = Some(self.mask_of(&dev));
        }
    }

    pub fn fill(&mut self, p: &Path, c: Rgb) {
        let paint = paint_of(c);
        self.pm
            .fill_path(p, &paint, FillRule::Winding, self.ts, self.clip.as_ref());
    }

    pub fn fill_shader(&mut self, p: &Path, shader: Shader<'static>) {
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Default::default()
        };
        self.pm
            .fill_path(p, &paint, FillRule::Winding, self.ts, self.clip.as_ref());
    }

    /// Vertical (or any two-point) linear gradient in local coordinates.
    pub fn fill_linear(&mut self, p: &Path, a: Pt, b: Pt, ca: Rgb, cb: Rgb) {
        if let Some(sh) = LinearGradient::new(
            Point::from_xy(a.0, a.1),
            Point::from_xy(b.0, b.1),
            vec![
                GradientStop::new(0.0, ca.color()),
                GradientStop::new(1.0, cb.color()),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        ) {
            self.fill_shader(p, sh);
        }
    }

    /// Radial glow from colour `ca` at the centre to `cb` at radius r (local coords).
    pub fn fill_radial(&mut self, p: &Path, c: Pt, r: f32, ca: Rgb, cb: Rgb) {
        if let Some(sh) = RadialGradient::new(
            Point::from_xy(c.0, c.1),
            Point::from_xy(c.0, c.1),
            r,
            vec![
                GradientStop::new(0.0, ca.color()),
                GradientStop::new(1.0, cb.color()),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        ) {
            self.fill_shader(p, sh);
        }
    }

    /// Radial gradient with several stops (position 0..1, colour).
    pub fn fill_radial_stops(&mut self, p: &Path, c: Pt, r: f32, stops: &[(f32, Rgb)]) {
        if let Some(sh) = RadialGradient::new(
            Point::from_xy(c.0, c.1),
            Point::from_xy(c.0, c.1),
            r,
            stops
                .iter()
                .map(|&(t, col)| GradientStop::new(t, col.color()))
                .collect(),
            SpreadMode::Pad,
            Transform::identity(),
        ) {
            self.fill_shader(p, sh);
        }
    }

    pub fn stroke(&mut self, p: &Path, w: f32, c: Rgb) {
        let paint = paint_of(c);
        self.pm
            .stroke_path(p, &paint, &stroke_style(w), self.ts, self.clip.as_ref());
    }

    pub fn stroke_butt(&mut self, p: &Path, w: f32, c: Rgb) {
        let paint = paint_of(c);
        let st = Stroke {
            width: w,
            line_cap: LineCap::Butt,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.pm
            .stroke_path(p, &paint, &st, self.ts, self.clip.as_ref());
    }

    pub fn stroke_dash(&mut self, p: &Path, w: f32, c: Rgb, on: f32, off: f32, phase: f32) {
        let paint = paint_of(c);
        let mut st = stroke_style(w);
        st.dash = StrokeDash::new(vec![on, off], phase);
        self.pm
            .stroke_path(p, &paint, &st, self.ts, self.clip.as_ref());
    }

    /// An outlined tube along an open path (tails, stems, strings, arms).
    pub fn tube(&mut self, p: &Path, w: f32, col: Rgb) {
        let o = self.ink_w * 0.8;
        self.stroke(p, w + 2.0 * o, INK);
        self.stroke(p, w, col);
    }

    /// Several overlapping shapes merged into one sticker with a single outline.
    pub fn blob_union(&mut self, parts: &[Path], col: Rgb) {
        let w = self.ink_w;
        for p in parts {
            self.stroke(p, 2.0 * w, INK);
        }
        self.shade_parts(parts, col, 1.0);
    }

    /// Ink outline only.
    pub fn ink(&mut self, p: &Path, w: f32) {
        self.stroke(p, w, INK);
    }

    /// A storybook shape: flat colour, a crisp shadow rim at the lower right, a soft
    /// highlight at the upper left, and a thick round ink outline.
    pub fn blob(&mut self, p: &Path, c: Rgb) {
        let w = self.ink_w;
        self.blob_w(p, c, w);
    }

    pub fn blob_w(&mut self, p: &Path, c: Rgb, outline: f32) {
        self.shade(p, c, 1.0);
        if outline > 0.0 {
            self.stroke(p, outline, INK);
        }
    }

    /// Flat fill with shading but without outline; `k` scales shadow and highlight.
    pub fn shade(&mut self, p: &Path, c: Rgb, k: f32) {
        self.shade_parts(std::slice::from_ref(p), c, k);
    }

    /// `shade` for the union of several shapes (whatever their winding).
    pub fn shade_parts(&mut self, parts: &[Path], c: Rgb, k: f32) {
        let devs: Vec<Path> = parts
            .iter()
            .filter_map(|p| p.clone().transform(self.ts))
            .collect();
        if devs.is_empty() {
            return;
        }
        let (mut l, mut t, mut r, mut b) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for d in &devs {
            let bb = d.bounds();
            l = l.min(bb.left());
            t = t.min(bb.top());
            r = r.max(bb.right());
            b = b.max(bb.bottom());
        }
        let min = (r - l).min(b - t);
        let (pw, ph) = (self.pm.width(), self.pm.height());
        let union = |ts: Transform| {
            let mut m = Mask::new(pw, ph).unwrap();
            for d in &devs {
                m.fill_path(d, FillRule::Winding, true, ts);
            }
            m
        };
        let mut inside = union(Transform::identity());
        if let Some(clip) = &self.clip {
            for (a, c) in inside.data_mut().iter_mut().zip(clip.data()) {
                *a = ((*a as u16 * *c as u16) / 255) as u8;
            }
        }
        // shadow colour everywhere, then the base colour where the shape shifted
        // up-left still covers: a crisp shadow rim stays at the lower right
        let d = (min * 0.10 * k).clamp(1.2, 16.0 * self.unit().max(0.2));
        let shifted = union(Transform::from_translate(-d, -d));
        let mut lit = inside.clone();
        for (a, s) in lit.data_mut().iter_mut().zip(shifted.data()) {
            *a = ((*a as u16 * *s as u16) / 255) as u8;
        }
        let id = Transform::identity();
        let area = rect(l - 2.0, t - 2.0, r - l + 4.0, b - t + 4.0);
        self.pm.fill_path(
            &area,
            &paint_of(c.dark(0.22)),
            FillRule::Winding,
            id,
            Some(&inside),
        );
        self.pm
            .fill_path(&area, &paint_of(c), FillRule::Winding, id, Some(&lit));
        // soft highlight
        let rad = (min * 0.5).max(2.0);
        let hx = l + (r - l) * 0.3;
        let hy = t + (b - t) * 0.27;
        if let Some(sh) = RadialGradient::new(
            Point::from_xy(hx, hy),
            Point::from_xy(hx, hy),
            rad,
            vec![
                GradientStop::new(0.0, WHITE.alpha(0.42 * k.min(1.0)).color()),
                GradientStop::new(1.0, WHITE.alpha(0.0).color()),
            ],
            SpreadMode::Pad,
            id,
        ) {
            let paint = Paint {
                shader: sh,
                anti_alias: true,
                ..Default::default()
            };
            self.pm
                .fill_path(&area, &paint, FillRule::Winding, id, Some(&inside));
        }
    }

    /// Shadow rim and highlight over whatever is already drawn inside the path (for
    /// patterned fills).
    pub fn shade_overlay(&mut self, p: &Path) {
        let Some(dev) = p.clone().transform(self.ts) else {
            return;
        };
        let b = dev.bounds();
        let min = b.width().min(b.height());
        let d = (min * 0.10).clamp(1.2, 16.0 * self.unit().max(0.2));
        let mut rim = self.mask_of(&dev);
        let mut shifted = Mask::new(self.pm.width(), self.pm.height()).unwrap();
        shifted.fill_path(
            &dev,
            FillRule::Winding,
            true,
            Transform::from_translate(-d, -d),
        );
        for (a, s) in rim.data_mut().iter_mut().zip(shifted.data()) {
            *a = ((*a as u16 * (255 - *s) as u16) / 255) as u8;
        }
        let paint = paint_of(hex(0x2A2440).alpha(0.22));
        self.pm.fill_path(
            &dev,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            Some(&rim),
        );
        let mask = self.mask_of(&dev);
        let r = (min * 0.5).max(2.0);
        let hx = b.left() + b.width() * 0.3;
        let hy = b.top() + b.height() * 0.27;
        if let Some(sh) = RadialGradient::new(
            Point::from_xy(hx, hy),
            Point::from_xy(hx, hy),
            r,
            vec![
                GradientStop::new(0.0, WHITE.alpha(0.3).color()),
                GradientStop::new(1.0, WHITE.alpha(0.0).color()),
            ],
            SpreadMode::Pad,
            Transform::identity(),
        ) {
            let paint = Paint {
                shader: sh,
                anti_alias: true,
                ..Default::default()
            };
            self.pm.fill_path(
                &dev,
                &paint,
                FillRule::Winding,
                Transform::identity(),
                Some(&mask),
            );
        }
    }

    /// Draws another pixmap with the current transform at (x, y).
    pub fn image(&mut self, src: &Pixmap, x: f32, y: f32) {
        let ts = self.ts.pre_translate(x, y);
        let paint = tiny_skia::PixmapPaint {
            quality: tiny_skia::FilterQuality::Bicubic,
            ..Default::default()
        };
        self.pm
            .draw_pixmap(0, 0, src.as_ref(), &paint, ts, self.clip.as_ref());
    }
}

// ---------------------------------------------------------------------------------------
// Text

#[derive(Clone, Copy, PartialEq)]
pub enum Align {
    Left,
    Center,
}

/// Lays out one line of text as a path. `size` is the em size in local units; (x, y) is
/// the anchor on the baseline. Returns the path and its advance width.
pub fn text_path(
    font: &FontRef,
    text: &str,
    size: f32,
    x: f32,
    y: f32,
    align: Align,
) -> (Path, f32) {
    let s = size / font.units_per_em().unwrap_or(1000.0);
    let mut glyphs = Vec::new();
    let mut pen = 0.0f32;
    let mut prev = None;
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(p) = prev {
            pen += font.kern_unscaled(p, id) * s;
        }
        glyphs.push((id, pen));
        pen += font.h_advance_unscaled(id) * s;
        prev = Some(id);
    }
    let x0 = match align {
        Align::Left => x,
        Align::Center => x - pen / 2.0,
    };
    let mut pb = PathBuilder::new();
    for (id, gx) in glyphs {
        let Some(outline) = font.outline(id) else {
            continue;
        };
        let tp = |p: ab_glyph::Point| (x0 + gx + p.x * s, y - p.y * s);
        let mut last: Option<(f32, f32)> = None;
        for c in &outline.curves {
            let (start, end) = match c {
                OutlineCurve::Line(a, b) => (*a, *b),
                OutlineCurve::Quad(a, _, b) => (*a, *b),
                OutlineCurve::Cubic(a, _, _, b) => (*a, *b),
            };
            let st = tp(start);
            let cont =
                matches!(last, Some(l) if (l.0 - st.0).abs() < 1e-3 && (l.1 - st.1).abs() < 1e-3);
            if !cont {
                if last.is_some() {
                    pb.close();
                }
                pb.move_to(st.0, st.1);
            }
            match c {
                OutlineCurve::Line(_, b) => {
                    let b = tp(*b);
                    pb.line_to(b.0, b.1);
                }
                OutlineCurve::Quad(_, c1, b) => {
                    let (c1, b) = (tp(*c1), tp(*b));
                    pb.quad_to(c1.0, c1.1, b.0, b.1);
                }
                OutlineCurve::Cubic(_, c1, c2, b) => {
                    let (c1, c2, b) = (tp(*c1), tp(*c2), tp(*b));
                    pb.cubic_to(c1.0, c1.1, c2.0, c2.1, b.0, b.1);
                }
            }
            last = Some(tp(end));
        }
        if last.is_some() {
            pb.close();
        }
    }
    let path = pb
        .finish()
        .unwrap_or_else(|| PathBuilder::from_rect(Rect::from_xywh(x, y, 0.01, 0.01).unwrap()));
    (path, pen)
}

/// Width of a line of text at the given size.
pub fn text_width(font: &FontRef, text: &str, size: f32) -> f32 {
    text_path(font, text, size, 0.0, 0.0, Align::Left).1
}

// ---------------------------------------------------------------------------------------
// PNG output

/// Encodes the pixmap (premultiplied) as straight-alpha RGBA, or RGB when `opaque`.
pub fn encode_png(pm: &Pixmap, opaque: bool) -> Vec<u8> {
    let mut data = Vec::with_capacity((pm.width() * pm.height() * 4) as usize);
    for p in pm.pixels() {
        let c = p.demultiply();
        data.push(c.red());
        data.push(c.green());
        data.push(c.blue());
        if !opaque {
            data.push(c.alpha());
        }
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, pm.width(), pm.height());
        enc.set_color(if opaque {
            png::ColorType::Rgb
        } else {
            png::ColorType::Rgba
        });
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::High);
        let mut w = enc.write_header().expect("png header");
        w.write_image_data(&data).expect("png data");
    }
    out
}
