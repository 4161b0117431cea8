//! The statistics of a study: intervals of rates and means, and histograms.

use serde::Serialize;

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A rate with its 95 % interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rate {
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// Wilson's score interval for `successes` in `trials` (successes may be fractional, a shared
/// win counting in part). Unlike the normal approximation it stays inside [0, 1] and keeps
/// its coverage for rates near 0 or 1 and small samples.
pub fn wilson(successes: f64, trials: f64) -> Rate {
    if trials <= 0.0 {
        return Rate {
            rate: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    let p = successes / trials;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / trials;
    let centre = (p + z2 / (2.0 * trials)) / denom;
    let half = Z95 / denom * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    Rate {
        rate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// A mean with the half-width of its 95 % interval (normal approximation).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Mean {
    pub mean: f64,
    pub ci95: f64,
    pub n: u64,
}

/// Running sums for a [`Mean`]; summed in a fixed order they give the same figures every time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Moments {
    n: u64,
    sum: f64,
    sum_sq: f64,
}

impl Moments {
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        self.sum += x;
        self.sum_sq += x * x;
    }

    pub fn variance(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        let mean = self.sum / n;
        ((self.sum_sq - n * mean * mean) / (n - 1.0)).max(0.0)
    }

    pub fn mean(&self) -> Mean {
        let n = self.n.max(1) as f64;
        Mean {
            mean: self.sum / n,
            ci95: Z95 * (self.variance() / n).sqrt(),
            n: self.n,
        }
    }
}

/// Counts of integer values.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Histogram {
    /// (value, how often), by value.
    pub counts: Vec<(i64, u64)>,
}

impl Histogram {
    pub fn of(values: impl IntoIterator<Item = i64>) -> Histogram {
        let mut map = std::collections::BTreeMap::new();
        for v in values {
            *map.entry(v).or_insert(0u64) += 1;
        }
        Histogram {
            counts: map.into_iter().collect(),
        }
    }

    pub fn total(&self) -> u64 {
        self.counts.iter().map(|&(_, c)| c).sum()
    }

    /// The value below which `q` of the counts lie (the lowest value reaching it).
    pub fn quantile(&self, q: f64) -> i64 {
        let target = (q * self.total() as f64).ceil().max(1.0) as u64;
        let mut seen = 0;
        for &(v, c) in &self.counts {
            seen += c;
            if seen >= target {
                return v;
            }
        }
        self.counts.last().map_or(0, |&(v, _)| v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_of_known_samples() {
        // Published values of the Wilson score interval at 95 %.
        for (k, n, low, high) in [
            (0.0, 10.0, 0.0, 0.2775),
            (10.0, 10.0, 0.7225, 1.0),
            (5.0, 10.0, 0.2366, 0.7634),
            (50.0, 100.0, 0.4038, 0.5962),
            (1.0, 20.0, 0.0089, 0.2361),
        ] {
            let r = wilson(k, n);
            assert!((r.low - low).abs() < 5e-4, "{k}/{n}: {r:?}");
            assert!((r.high - high).abs() < 5e-4, "{k}/{n}: {r:?}");
        }
    }

    #[test]
    fn means_and_quantiles_of_known_samples() {
        let mut m = Moments::default();
        for x in [0.0, 1.0, 0.0, 1.0] {
            m.add(x);
        }
        let mean = m.mean();
        assert_eq!(mean.mean, 0.5);
        assert!((mean.ci95 - Z95 * (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
        let h = Histogram::of([3, 1, 2, 2, 5]);
        assert_eq!(h.counts, vec![(1, 1), (2, 2), (3, 1), (5, 1)]);
        assert_eq!(h.quantile(0.5), 2);
        assert_eq!(h.quantile(1.0), 5);
        assert_eq!(h.quantile(0.0), 1);
    }
}
