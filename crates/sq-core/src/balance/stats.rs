//! The two kinds of figure the report gives, each with its 95% interval: a rate (Wilson
//! score interval) and a mean (normal interval, mean ± 1.96 standard errors).

use crate::arena::wilson;
use serde::Serialize;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// `hits` out of `n` (a shared win counts as a fraction of one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Rate {
    pub hits: f64,
    pub n: u64,
}

impl Rate {
    pub fn add(&mut self, hit: bool) {
        self.add_share(if hit { 1.0 } else { 0.0 });
    }

    /// One more case that counts `share` of a hit (a shared win).
    pub fn add_share(&mut self, share: f64) {
        self.hits += share;
        self.n += 1;
    }

    pub fn merge(&mut self, other: Rate) {
        self.hits += other.hits;
        self.n += other.n;
    }

    /// The rate; 0 with no case.
    pub fn p(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.hits / self.n as f64
        }
    }

    /// The 95% Wilson score interval ([0, 1] with no case).
    pub fn ci(&self) -> (f64, f64) {
        wilson(self.hits, self.n as f64)
    }

    /// "42.1% (40.3–43.9)": the rate and its interval, in percent.
    pub fn percent(&self) -> String {
        if self.n == 0 {
            return "–".into();
        }
        let (lo, hi) = self.ci();
        format!(
            "{:.1}% ({:.1}–{:.1})",
            100.0 * self.p(),
            100.0 * lo,
            100.0 * hi
        )
    }
}

/// A running mean with what its interval needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Mean {
    pub n: u64,
    pub sum: f64,
    pub sum_sq: f64,
}

impl Mean {
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        self.sum += x;
        self.sum_sq += x * x;
    }

    pub fn merge(&mut self, other: Mean) {
        self.n += other.n;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }

    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum / self.n as f64
        }
    }

    /// The sample standard deviation (0 with fewer than two values).
    pub fn sd(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        let var = (self.sum_sq - self.sum * self.sum / n) / (n - 1.0);
        var.max(0.0).sqrt()
    }

    /// The standard error of the mean.
    pub fn se(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sd() / (self.n as f64).sqrt()
        }
    }

    /// The 95% normal interval of the mean.
    pub fn ci(&self) -> (f64, f64) {
        let m = self.mean();
        let h = Z95 * self.se();
        (m - h, m + h)
    }

    /// "24.1 (23.8–24.4)".
    pub fn show(&self, decimals: usize) -> String {
        if self.n == 0 {
            return "–".into();
        }
        let (lo, hi) = self.ci();
        format!("{:.d$} ({:.d$}–{:.d$})", self.mean(), lo, hi, d = decimals)
    }
}

/// The ratio of two independent means with its 95% interval (delta method).
pub fn ratio(top: &Mean, bottom: &Mean) -> (f64, f64, f64) {
    let (a, b) = (top.mean(), bottom.mean());
    if b == 0.0 || a == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let r = a / b;
    let rel = ((top.se() / a).powi(2) + (bottom.se() / b).powi(2)).sqrt();
    (r, r * (1.0 - Z95 * rel), r * (1.0 + Z95 * rel))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_interval_holds_its_rate() {
        let mut r = Rate::default();
        for i in 0..37 {
            r.add(i % 3 == 0);
        }
        r.add_share(0.5);
        let (lo, hi) = r.ci();
        assert!(lo <= r.p() && r.p() <= hi && lo >= 0.0 && hi <= 1.0);
        assert_eq!(r.n, 38);
    }

    #[test]
    fn a_mean_and_its_interval() {
        let mut m = Mean::default();
        for x in [1.0, 2.0, 3.0, 4.0] {
            m.add(x);
        }
        assert!((m.mean() - 2.5).abs() < 1e-12);
        assert!((m.sd() - 1.290_994).abs() < 1e-5);
        let (lo, hi) = m.ci();
        assert!(lo < 2.5 && hi > 2.5);
        let (r, lo, hi) = ratio(&m, &m);
        assert!((r - 1.0).abs() < 1e-12 && lo < 1.0 && hi > 1.0);
    }
}
