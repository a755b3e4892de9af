//! Sound effects and the waltz loop, synthesised from sines, simple waveforms and seeded
//! noise. Effects: 44.1 kHz mono, peak −3 dBFS. Music: 22.05 kHz
//! mono, RMS about −20 dBFS (our stand-in for −20 LUFS), a seamless 3/4 loop.

use std::f64::consts::PI;

use crate::gfx::Rng;

pub const FX_RATE: u32 = 44_100;
pub const MUSIC_RATE: u32 = 22_050;
const TAU: f64 = 2.0 * PI;

/// Every sound: (file stem, sample rate, samples in −1..1).
pub fn all() -> Vec<(&'static str, u32, Vec<f32>)> {
    let fx: Vec<(&'static str, Vec<f64>)> = vec![
        ("flip", flip(1)),
        ("deal", deal()),
        ("discard", discard()),
        ("shuffle", shuffle()),
        ("wake", wake()),
        ("steal", steal()),
        ("sleep", sleep()),
        ("answer", answer()),
        ("your_turn", your_turn()),
        ("invalid", invalid()),
        ("victory", victory()),
        ("defeat", defeat()),
        ("bust", bust()),
        ("bank", bank()),
        ("queen_upset", queen_upset()),
        ("exact", exact()),
    ];
    let mut out: Vec<(&'static str, u32, Vec<f32>)> = fx
        .into_iter()
        .map(|(name, mut s)| {
            fade_edges(&mut s, FX_RATE, 0.002, 0.01);
            normalise_peak(&mut s, -3.0);
            (name, FX_RATE, s.into_iter().map(|v| v as f32).collect())
        })
        .collect();
    let mut m = music();
    normalise_rms(&mut m, -20.0, -1.0);
    out.push((
        "music",
        MUSIC_RATE,
        m.into_iter().map(|v| v as f32).collect(),
    ));
    out
}

/// 16-bit PCM mono WAV.
pub fn wav(rate: u32, samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut v = Vec::with_capacity(44 + data_len as usize);
    v.extend_from_slice(b"RIFF");
    v.extend_from_slice(&(36 + data_len).to_le_bytes());
    v.extend_from_slice(b"WAVE");
    v.extend_from_slice(b"fmt ");
    v.extend_from_slice(&16u32.to_le_bytes());
    v.extend_from_slice(&1u16.to_le_bytes()); // PCM
    v.extend_from_slice(&1u16.to_le_bytes()); // mono
    v.extend_from_slice(&rate.to_le_bytes());
    v.extend_from_slice(&(rate * 2).to_le_bytes());
    v.extend_from_slice(&2u16.to_le_bytes());
    v.extend_from_slice(&16u16.to_le_bytes());
    v.extend_from_slice(b"data");
    v.extend_from_slice(&data_len.to_le_bytes());
    for &s in samples {
        let q = (s.clamp(-1.0, 1.0) * 32767.0).round() as i16;
        v.extend_from_slice(&q.to_le_bytes());
    }
    v
}

// ---------------------------------------------------------------------------------------
// Building blocks

fn db(x: f64) -> f64 {
    10f64.powf(x / 20.0)
}

fn buf(secs: f64, rate: u32) -> Vec<f64> {
    vec![0.0; (secs * rate as f64).round() as usize]
}

fn normalise_peak(s: &mut [f64], dbfs: f64) {
    let peak = s.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    if peak > 0.0 {
        let k = db(dbfs) / peak;
        s.iter_mut().for_each(|v| *v *= k);
    }
}

/// Scales to the RMS target, then lowers it further if the peak would pass `peak_db`.
fn normalise_rms(s: &mut [f64], rms_db: f64, peak_db: f64) {
    let rms = (s.iter().map(|v| v * v).sum::<f64>() / s.len() as f64).sqrt();
    let peak = s.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    if rms > 0.0 {
        let k = (db(rms_db) / rms).min(db(peak_db) / peak);
        s.iter_mut().for_each(|v| *v *= k);
    }
}

fn fade_edges(s: &mut [f64], rate: u32, fade_in: f64, fade_out: f64) {
    let n_in = (fade_in * rate as f64) as usize;
    let n_out = (fade_out * rate as f64) as usize;
    for (i, v) in s.iter_mut().take(n_in).enumerate() {
        *v *= i as f64 / n_in as f64;
    }
    for (i, v) in s.iter_mut().rev().take(n_out).enumerate() {
        *v *= i as f64 / n_out as f64;
    }
}

/// RBJ biquad; coefficients can be changed per sample for sweeps.
#[derive(Default)]
struct Biquad {
    b0: f64,
    b1: f64,
    b2: f64,
    a1: f64,
    a2: f64,
    x1: f64,
    x2: f64,
    y1: f64,
    y2: f64,
}

#[derive(Clone, Copy)]
enum Kind {
    Low,
    High,
    Band,
}

impl Biquad {
    fn new(kind: Kind, f: f64, q: f64, rate: u32) -> Biquad {
        let mut b = Biquad::default();
        b.set(kind, f, q, rate);
        b
    }
    fn set(&mut self, kind: Kind, f: f64, q: f64, rate: u32) {
        let w = TAU * (f / rate as f64).min(0.49);
        let (sw, cw) = w.sin_cos();
        let alpha = sw / (2.0 * q);
        let a0 = 1.0 + alpha;
        let (b0, b1, b2) = match kind {
            Kind::Low => ((1.0 - cw) / 2.0, 1.0 - cw, (1.0 - cw) / 2.0),
            Kind::High => ((1.0 + cw) / 2.0, -(1.0 + cw), (1.0 + cw) / 2.0),
            Kind::Band => (alpha, 0.0, -alpha),
        };
        self.b0 = b0 / a0;
        self.b1 = b1 / a0;
        self.b2 = b2 / a0;
        self.a1 = -2.0 * cw / a0;
        self.a2 = (1.0 - alpha) / a0;
    }
    fn run(&mut self, x: f64) -> f64 {
        let y = self.b0 * x + self.b1 * self.x1 + self.b2 * self.x2
            - self.a1 * self.y1
            - self.a2 * self.y2;
        self.x2 = self.x1;
        self.x1 = x;
        self.y2 = self.y1;
        self.y1 = y;
        y
    }
}

fn noise(rng: &mut Rng) -> f64 {
    rng.f64() * 2.0 - 1.0
}

fn midi(n: f64) -> f64 {
    440.0 * 2f64.powf((n - 69.0) / 12.0)
}

fn tri(phase: f64) -> f64 {
    let p = phase.rem_euclid(1.0);
    4.0 * (p - 0.5).abs() - 1.0
}

/// Adds a function of local time t (seconds) to the buffer from `start` for `len` seconds.
fn add(s: &mut [f64], rate: u32, start: f64, len: f64, mut f: impl FnMut(f64) -> f64) {
    let i0 = (start * rate as f64).round() as usize;
    let n = (len * rate as f64).round() as usize;
    for i in 0..n {
        let Some(slot) = s.get_mut(i0 + i) else { break };
        *slot += f(i as f64 / rate as f64);
    }
}

/// A bell-like tone: sine plus a little triangle and two decaying partials.
fn bell(s: &mut [f64], rate: u32, start: f64, freq: f64, amp: f64, tau: f64, len: f64) {
    add(s, rate, start, len, |t| {
        let att = (t / 0.004).min(1.0);
        let e = (-t / tau).exp();
        let p = freq * t;
        att * amp
            * (e * ((TAU * p).sin() + 0.18 * tri(p))
                + 0.25 * (-t / (tau * 0.3)).exp() * (TAU * 2.0 * p).sin()
                + 0.08 * (-t / (tau * 0.15)).exp() * (TAU * 3.01 * p).sin())
    });
}

// ---------------------------------------------------------------------------------------
// Effects

fn flip(seed: u64) -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.06, rate);
    let mut rng = Rng::new(seed);
    let mut bp = Biquad::new(Kind::Band, 2800.0 + 600.0 * rng.f64(), 1.1, rate);
    let mut hp = Biquad::new(Kind::High, 600.0, 0.7, rate);
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f64 / rate as f64;
        let env = (t / 0.0015).min(1.0) * (-t / 0.009).exp();
        *v = hp.run(bp.run(noise(&mut rng))) * env;
    }
    s
}

fn deal() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.1, rate);
    let mut rng = Rng::new(2);
    let mut bp = Biquad::new(Kind::Band, 5000.0, 2.0, rate);
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f64 / rate as f64;
        let f = 5200.0 * (1200.0f64 / 5200.0).powf((t / 0.08).min(1.0));
        bp.set(Kind::Band, f, 1.6, rate);
        let env = (t / 0.012).min(1.0) * (-(t - 0.012).max(0.0) / 0.025).exp();
        *v = bp.run(noise(&mut rng)) * env;
    }
    s
}

fn discard() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.12, rate);
    let mut phase = 0.0;
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f64 / rate as f64;
        let f = 120.0 + 30.0 * (-t / 0.015).exp();
        phase += f / rate as f64;
        let env = (t / 0.003).min(1.0) * (-t / 0.03).exp();
        *v = (TAU * phase).sin() * env;
    }
    // the tiny click of the card edge
    let mut rng = Rng::new(3);
    let mut hp = Biquad::new(Kind::High, 3000.0, 0.7, rate);
    add(&mut s, rate, 0.0, 0.004, |t| {
        hp.run(noise(&mut rng)) * 0.35 * (-t / 0.0012).exp()
    });
    s
}

fn shuffle() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.7, rate);
    let mut rng = Rng::new(4);
    let n = 11;
    let mut t = 0.0;
    for k in 0..n {
        let f = flip(100 + k as u64);
        let amp = 0.6 + 0.4 * rng.f64();
        add(&mut s, rate, t, 0.06, |x| {
            let i = (x * rate as f64) as usize;
            f.get(i).copied().unwrap_or(0.0) * amp
        });
        t += 0.035 + 0.03 * rng.f64();
    }
    s
}

fn wake() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(1.65, rate);
    for (k, n) in [84.0, 88.0, 91.0, 96.0].iter().enumerate() {
        let start = k as f64 * 0.09;
        bell(
            &mut s,
            rate,
            start,
            midi(*n),
            if k == 3 { 0.9 } else { 0.7 },
            0.42,
            1.65 - start,
        );
    }
    s
}

fn steal() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.62, rate);
    let mut rng = Rng::new(6);
    let mut bp = Biquad::new(Kind::Band, 400.0, 1.5, rate);
    add(&mut s, rate, 0.0, 0.26, |t| {
        let f = 400.0 * (3200.0f64 / 400.0).powf(t / 0.26);
        bp.set(Kind::Band, f, 1.8, rate);
        let env = (t / 0.2).powi(2).min(1.0) * (1.0 - ((t - 0.22) / 0.04).clamp(0.0, 1.0));
        bp.run(noise(&mut rng)) * env * 0.9
    });
    // the pluck: a plucked-string-like tone
    add(&mut s, rate, 0.25, 0.37, |t| {
        let f = midi(81.0);
        let e = (t / 0.002).min(1.0) * (-t / 0.09).exp();
        e * ((TAU * f * t).sin()
            + 0.5 * (TAU * 2.0 * f * t).sin() * (-t / 0.03).exp()
            + 0.25 * (TAU * 3.0 * f * t).sin() * (-t / 0.02).exp())
            * 0.8
    });
    s
}

fn sleep() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.75, rate);
    let (f0, f1) = (midi(79.0), midi(72.0));
    let mut phase = 0.0;
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f64 / rate as f64;
        let g = (t / 0.55).min(1.0);
        let glide = 0.5 - 0.5 * (PI * g).cos();
        let f = f0 * (f1 / f0).powf(glide) * (1.0 + 0.004 * (TAU * 5.5 * t).sin());
        phase += f / rate as f64;
        let env = (t / 0.06).min(1.0)
            * (-t / 0.35).exp()
            * (1.0 - ((t - 0.5) / 0.25).clamp(0.0, 1.0)).powi(2);
        *v = env * ((TAU * phase).sin() + 0.12 * tri(phase) + 0.3 * (TAU * phase * 0.5).sin());
    }
    s
}

fn answer() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.32, rate);
    for (start, n, len) in [(0.0, 76.0, 0.11), (0.1, 83.0, 0.22)] {
        let f = midi(n);
        let mut lp = Biquad::new(Kind::Low, 3200.0, 0.9, rate);
        add(&mut s, rate, start, len, |t| {
            let saw = 2.0 * (f * t).rem_euclid(1.0) - 1.0;
            let saw2 = 2.0 * (f * 1.004 * t).rem_euclid(1.0) - 1.0;
            let env = (t / 0.005).min(1.0)
                * (-t / 0.08).exp()
                * (1.0 - ((t - len + 0.02) / 0.02).clamp(0.0, 1.0));
            lp.run(0.5 * (saw + saw2)) * env
        });
    }
    s
}

fn your_turn() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(1.1, rate);
    bell(&mut s, rate, 0.0, midi(88.0), 0.7, 0.35, 1.1);
    bell(&mut s, rate, 0.18, midi(93.0), 0.8, 0.4, 0.92);
    s
}

fn invalid() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.14, rate);
    let mut lp = Biquad::new(Kind::Low, 700.0, 0.7, rate);
    let mut lp2 = Biquad::new(Kind::Low, 700.0, 0.7, rate);
    for (i, v) in s.iter_mut().enumerate() {
        let t = i as f64 / rate as f64;
        let sq = if (180.0 * t).rem_euclid(1.0) < 0.5 {
            1.0
        } else {
            -1.0
        };
        let env =
            (t / 0.006).min(1.0) * (-t / 0.06).exp() * (1.0 - ((t - 0.09) / 0.03).clamp(0.0, 1.0));
        *v = lp2.run(lp.run(sq)) * env;
    }
    s
}

/// A soft brass-like voice: detuned saws through a lowpass that opens with the attack.
fn brass(s: &mut [f64], rate: u32, start: f64, n: f64, len: f64, amp: f64) {
    let f = midi(n);
    let mut lp = Biquad::new(Kind::Low, 800.0, 0.8, rate);
    let mut lp2 = Biquad::new(Kind::Low, 800.0, 0.8, rate);
    add(s, rate, start, len, |t| {
        let cut = 700.0 + 2200.0 * (t / 0.05).min(1.0) * (-t / 0.6).exp() + 400.0;
        lp.set(Kind::Low, cut, 0.8, rate);
        lp2.set(Kind::Low, cut, 0.8, rate);
        let vib = 1.0 + 0.003 * (TAU * 5.0 * t).sin() * (t / 0.3).min(1.0);
        let a = 2.0 * (f * vib * t).rem_euclid(1.0) - 1.0;
        let b = 2.0 * (f * 1.005 * vib * t).rem_euclid(1.0) - 1.0;
        let env = (t / 0.02).min(1.0) * (1.0 - ((t - len + 0.15) / 0.15).clamp(0.0, 1.0));
        lp2.run(lp.run(0.5 * (a + b))) * env * amp
    });
}

fn victory() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(2.0, rate);
    // C major: G4 C5 E5 G5 ... C6 with the chord underneath
    for (start, n, len) in [
        (0.0, 67.0, 0.18),
        (0.15, 72.0, 0.18),
        (0.3, 76.0, 0.18),
        (0.45, 79.0, 0.3),
    ] {
        brass(&mut s, rate, start, n, len, 0.5);
    }
    for n in [72.0, 76.0, 79.0, 84.0] {
        brass(
            &mut s,
            rate,
            0.75,
            n,
            1.25,
            if n == 84.0 { 0.5 } else { 0.3 },
        );
    }
    brass(&mut s, rate, 0.75, 48.0, 1.25, 0.35);
    // sparkle on top
    for (k, n) in [96.0, 100.0, 103.0, 108.0].iter().enumerate() {
        bell(
            &mut s,
            rate,
            0.8 + k as f64 * 0.07,
            midi(*n),
            0.12,
            0.3,
            1.0,
        );
    }
    s
}

fn defeat() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(1.5, rate);
    // a gentle fall in A minor: E5 C5 A4, then a soft low A minor chord
    for (start, n, len) in [(0.0, 76.0, 0.5), (0.3, 72.0, 0.5), (0.6, 69.0, 0.9)] {
        add(&mut s, rate, start, len, |t| {
            let f = midi(n);
            let env = (t / 0.02).min(1.0)
                * (-t / 0.35).exp()
                * (1.0 - ((t - len + 0.1) / 0.1).clamp(0.0, 1.0));
            env * 0.6 * ((TAU * f * t).sin() + 0.2 * tri(f * t))
        });
    }
    for n in [57.0, 60.0, 64.0] {
        add(&mut s, rate, 0.6, 0.9, |t| {
            let f = midi(n);
            let env = (t / 0.08).min(1.0) * (1.0 - (t / 0.9)).max(0.0).powi(2);
            env * 0.22 * (TAU * f * t).sin()
        });
    }
    s
}

// ---------------------------------------------------------------------------------------
// Mad Queens

/// A row swept away: a falling "wah" over a soft crash of noise.
fn bust() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.7, rate);
    let mut rng = Rng::new(41);
    let mut lp = Biquad::new(Kind::Low, 1800.0, 0.7, rate);
    add(&mut s, rate, 0.0, 0.45, |t| {
        lp.set(Kind::Low, 2400.0 * (-t / 0.12).exp() + 300.0, 0.7, rate);
        lp.run(noise(&mut rng)) * 0.55 * (t / 0.004).min(1.0) * (-t / 0.14).exp()
    });
    let mut phase = 0.0;
    add(&mut s, rate, 0.05, 0.6, |t| {
        let f = midi(62.0) * (0.5f64).powf(t / 0.6);
        phase += f / rate as f64;
        let env = (t / 0.02).min(1.0) * (1.0 - t / 0.6).max(0.0);
        env * 0.5 * (tri(phase) + 0.4 * (TAU * phase).sin())
    });
    s
}

/// Cards go onto the bank: three soft thumps and a small bright chime.
fn bank() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.75, rate);
    for k in 0..3 {
        let mut phase = 0.0;
        add(&mut s, rate, k as f64 * 0.055, 0.09, |t| {
            let f = 150.0 + 40.0 * (-t / 0.01).exp();
            phase += f / rate as f64;
            (TAU * phase).sin() * 0.6 * (t / 0.002).min(1.0) * (-t / 0.025).exp()
        });
    }
    bell(&mut s, rate, 0.17, midi(91.0), 0.45, 0.25, 0.55);
    bell(&mut s, rate, 0.23, midi(96.0), 0.35, 0.22, 0.5);
    s
}

/// A queen comes up and wants paying: an indignant brass "hmph!", low then lower.
fn queen_upset() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(0.9, rate);
    brass(&mut s, rate, 0.0, 58.0, 0.22, 0.6);
    brass(&mut s, rate, 0.2, 53.0, 0.6, 0.7);
    s
}

/// An exact match: a rising sparkle of bells.
fn exact() -> Vec<f64> {
    let rate = FX_RATE;
    let mut s = buf(1.1, rate);
    for (k, n) in [88.0, 93.0, 97.0, 100.0, 105.0].iter().enumerate() {
        let start = k as f64 * 0.06;
        bell(&mut s, rate, start, midi(*n), 0.55, 0.3, 1.1 - start);
    }
    s
}

// ---------------------------------------------------------------------------------------
// Music: a calm waltz in F major, 3/4 at 90 beats a minute, 40 bars (80 s)

const BPM: f64 = 90.0;
const BEATS_PER_BAR: usize = 3;

// chord roots and qualities per bar, as MIDI note lists (root position around octave 3/4)
fn chord(name: &str) -> [f64; 3] {
    match name {
        "F" => [53.0, 57.0, 60.0],
        "Dm" => [50.0, 53.0, 57.0],
        "Bb" => [46.0, 50.0, 53.0],
        "C" => [48.0, 52.0, 55.0],
        "C7" => [48.0, 52.0, 58.0],
        "Gm" => [43.0, 46.0, 50.0],
        "Am" => [45.0, 48.0, 52.0],
        _ => unreachable!("chord {name}"),
    }
}

type Bar = (&'static str, &'static [(f64, f64)]);

// (chord, melody as (MIDI note, beats))
const A: [Bar; 8] = [
    ("F", &[(69.0, 1.0), (72.0, 1.0), (77.0, 1.0)]),
    ("Dm", &[(77.0, 2.0), (74.0, 1.0)]),
    ("Bb", &[(74.0, 1.0), (72.0, 1.0), (70.0, 1.0)]),
    ("C", &[(72.0, 2.0), (67.0, 1.0)]),
    ("F", &[(69.0, 1.0), (72.0, 1.0), (77.0, 1.0)]),
    ("Dm", &[(81.0, 2.0), (77.0, 1.0)]),
    ("Gm", &[(79.0, 1.0), (77.0, 1.0), (74.0, 1.0)]),
    ("C7", &[(76.0, 2.0), (72.0, 1.0)]),
];
const A2: [Bar; 8] = [
    ("F", &[(72.0, 1.0), (77.0, 1.0), (81.0, 1.0)]),
    ("Dm", &[(81.0, 1.0), (79.0, 1.0), (77.0, 1.0)]),
    ("Bb", &[(77.0, 1.0), (74.0, 1.0), (70.0, 1.0)]),
    ("C", &[(76.0, 3.0)]),
    ("F", &[(77.0, 1.0), (76.0, 1.0), (77.0, 1.0)]),
    ("Dm", &[(81.0, 2.0), (74.0, 1.0)]),
    ("C7", &[(76.0, 1.0), (79.0, 1.0), (76.0, 1.0)]),
    ("F", &[(77.0, 3.0)]),
];
const B: [Bar; 8] = [
    ("Bb", &[(74.0, 2.0), (77.0, 1.0)]),
    ("F", &[(72.0, 2.0), (69.0, 1.0)]),
    ("Gm", &[(70.0, 1.0), (74.0, 1.0), (79.0, 1.0)]),
    ("C", &[(79.0, 2.0), (76.0, 1.0)]),
    ("Am", &[(76.0, 1.0), (72.0, 1.0), (69.0, 1.0)]),
    ("Dm", &[(77.0, 2.0), (81.0, 1.0)]),
    ("Gm", &[(79.0, 1.0), (77.0, 1.0), (74.0, 1.0)]),
    ("C", &[(76.0, 2.0), (72.0, 1.0)]),
];
const B2: [Bar; 8] = [
    ("Bb", &[(77.0, 2.0), (74.0, 1.0)]),
    ("F", &[(72.0, 1.0), (69.0, 1.0), (72.0, 1.0)]),
    ("Gm", &[(74.0, 1.0), (79.0, 1.0), (82.0, 1.0)]),
    ("C", &[(81.0, 1.0), (79.0, 1.0), (76.0, 1.0)]),
    ("Am", &[(72.0, 2.0), (76.0, 1.0)]),
    ("Dm", &[(74.0, 1.0), (77.0, 1.0), (81.0, 1.0)]),
    ("Gm", &[(79.0, 2.0), (70.0, 1.0)]),
    ("C7", &[(72.0, 3.0)]),
];

fn song() -> Vec<Bar> {
    let mut v = Vec::new();
    for part in [&A, &A2, &B, &A, &B2] {
        v.extend_from_slice(part);
    }
    v
}

/// A harp / music-box pluck.
fn pluck(s: &mut [f64], rate: u32, start: f64, n: f64, amp: f64, tau: f64) {
    let f = midi(n);
    let len = (tau * 6.0).min(4.0);
    add(s, rate, start, len, |t| {
        let att = (t / 0.004).min(1.0);
        let p = f * t;
        att * amp
            * ((TAU * p).sin() * (-t / tau).exp()
                + 0.3 * (TAU * 2.0 * p).sin() * (-t / (tau * 0.45)).exp()
                + 0.12 * (TAU * 3.0 * p).sin() * (-t / (tau * 0.25)).exp()
                + 0.05 * (TAU * 4.0 * p).sin() * (-t / (tau * 0.15)).exp())
    });
}

/// A soft pad note: two slightly detuned sines with a slow swell.
fn pad(s: &mut [f64], rate: u32, start: f64, n: f64, len: f64, amp: f64) {
    let f = midi(n);
    add(s, rate, start, len + 0.6, |t| {
        let env = (t / 0.5).min(1.0) * (1.0 - ((t - len) / 0.6).clamp(0.0, 1.0));
        let p = f * t;
        env * amp * ((TAU * p * 0.998).sin() + (TAU * p * 1.002).sin() + 0.2 * tri(p)) * 0.5
    });
}

/// A small Schroeder reverb (four combs, two allpasses), mixed in.
fn reverb(s: &[f64], rate: u32, wet: f64) -> Vec<f64> {
    let scale = rate as f64 / 44_100.0;
    let combs = [1557, 1617, 1491, 1422].map(|d| ((d as f64) * scale) as usize);
    let aps = [225, 556].map(|d| ((d as f64) * scale) as usize);
    let mut out = vec![0.0; s.len()];
    for &d in &combs {
        let mut line = vec![0.0; d];
        let mut lp = 0.0;
        for (i, &x) in s.iter().enumerate() {
            let y = line[i % d];
            lp = y * 0.6 + lp * 0.4;
            line[i % d] = x + lp * 0.8;
            out[i] += y * 0.25;
        }
    }
    for &d in &aps {
        let mut line = vec![0.0; d];
        for (i, v) in out.iter_mut().enumerate() {
            let held = line[i % d];
            let x = *v;
            line[i % d] = x + held * 0.5;
            *v = held - x;
        }
    }
    s.iter().zip(out).map(|(d, w)| d + w * wet).collect()
}

fn music() -> Vec<f64> {
    let rate = MUSIC_RATE;
    let beat = 60.0 / BPM;
    let bars = song();
    let loop_len = bars.len() as f64 * BEATS_PER_BAR as f64 * beat;
    // render the song twice and keep the second pass, so every tail (and the reverb)
    // that spills over the loop point is already in the first samples
    let mut s = buf(loop_len * 2.0, rate);
    let mut rng = Rng::new(0x3A17);
    for pass in 0..2 {
        for (b, (ch, mel)) in bars.iter().enumerate() {
            let t0 = pass as f64 * loop_len + b as f64 * 3.0 * beat;
            let c = chord(ch);
            // oom: the bass on beat one
            let mut bass = c[0] - 12.0;
            while bass < 40.0 {
                bass += 12.0;
            }
            pluck(&mut s, rate, t0, bass, 0.32, 0.8);
            // pah pah: the chord, softly, on beats two and three
            for k in 1..3 {
                for (j, &n) in c.iter().enumerate() {
                    let jitter = 0.006 * j as f64 + 0.004 * rng.f64();
                    pluck(
                        &mut s,
                        rate,
                        t0 + k as f64 * beat + jitter,
                        n + 12.0,
                        0.09,
                        0.35,
                    );
                }
            }
            // the pad holds the chord under the bar
            for &n in &c {
                pad(&mut s, rate, t0, n, 3.0 * beat, 0.05);
            }
            // the melody
            let mut t = t0;
            for &(n, beats) in mel.iter() {
                let vel = 0.3 + 0.03 * rng.f64();
                pluck(&mut s, rate, t, n, vel, 0.4 + 0.2 * beats);
                t += beats * beat;
            }
        }
    }
    let wet = reverb(&s, rate, 0.35);
    let n = (loop_len * rate as f64).round() as usize;
    wet[n..2 * n].to_vec()
}
