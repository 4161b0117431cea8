//! Where an action's time goes inside the server, measured only when `CATHEDRA_TIMINGS` is set
//! in the server's environment (`CATHEDRA_TIMINGS=1 cathedra serve`, or `cathedra loadtest`,
//! whose server inherits it): every 10 s the server writes to its standard error, per stage,
//! how many were timed and their 50th and 99th percentiles and maximum, then starts afresh.
//! Unset, each stage costs one load of a flag.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The stages timed.
#[derive(Debug, Clone, Copy)]
pub enum Stage {
    /// A WebSocket's action, from its message read to its answer written.
    Socket = 0,
    /// The table's work on an action: the rules, the commit, the watchers told.
    Table = 1,
    /// A table waiting for its write's commit (the writer's queue and the commit).
    Commit = 2,
    /// The writer committing one group (SQLite's transaction and the WAL write).
    Group = 3,
    /// A table building one observer's snapshot.
    Snapshot = 4,
}

const STAGES: [&str; 5] = ["socket", "table", "commit", "group", "snapshot"];

/// Buckets of a quarter of a power of two microseconds each, up to about 70 s.
const BUCKETS: usize = 4 * 26;

struct Histograms([[AtomicU64; BUCKETS]; STAGES.len()]);

fn histograms() -> Option<&'static Histograms> {
    static ON: OnceLock<Option<&'static Histograms>> = OnceLock::new();
    *ON.get_or_init(|| {
        std::env::var_os("CATHEDRA_TIMINGS")?;
        let h: &'static Histograms = Box::leak(Box::new(Histograms(std::array::from_fn(|_| {
            std::array::from_fn(|_| AtomicU64::new(0))
        }))));
        std::thread::Builder::new()
            .name("cathedra-timings".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_secs(10));
                eprintln!("{}", report(h));
            })
            .ok()?;
        Some(h)
    })
}

/// The time it started, when timings are on.
pub fn start() -> Option<Instant> {
    histograms().map(|_| Instant::now())
}

/// Counts the time since `started` (if timings are on) for `stage`.
pub fn done(stage: Stage, started: Option<Instant>) {
    if let (Some(h), Some(at)) = (histograms(), started) {
        h.0[stage as usize][bucket(at.elapsed())].fetch_add(1, Ordering::Relaxed);
    }
}

fn bucket(d: Duration) -> usize {
    let us = d.as_micros().max(1) as f64;
    ((us.log2() * 4.0) as usize).min(BUCKETS - 1)
}

/// The upper bound of a bucket, in milliseconds.
fn upper_ms(bucket: usize) -> f64 {
    2f64.powf((bucket + 1) as f64 / 4.0) / 1000.0
}

/// One line per stage (those timed since the last report), emptying the histograms.
fn report(h: &Histograms) -> String {
    let mut out = String::from("timings (ms, upper bounds of 19 % buckets):");
    for (name, stage) in STAGES.iter().zip(&h.0) {
        let counts: Vec<u64> = stage.iter().map(|c| c.swap(0, Ordering::Relaxed)).collect();
        let total: u64 = counts.iter().sum();
        if total == 0 {
            continue;
        }
        let at = |p: f64| {
            let want = (total as f64 * p).ceil().max(1.0) as u64;
            let mut seen = 0;
            counts
                .iter()
                .position(|&c| {
                    seen += c;
                    seen >= want
                })
                .map_or(0.0, upper_ms)
        };
        let max = counts.iter().rposition(|&c| c > 0).map_or(0.0, upper_ms);
        out.push_str(&format!(
            "\n  {name:<9} {total:>7}  p50 {:.3}  p99 {:.3}  max {:.3}",
            at(0.5),
            at(0.99),
            max
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each duration falls in the bucket whose upper bound is at least it and within 19 % of it.
    #[test]
    fn a_duration_falls_in_a_bucket_just_above_it() {
        for us in [1u64, 7, 150, 1_000, 4_999, 123_456, 9_000_000] {
            let b = bucket(Duration::from_micros(us));
            let upper = upper_ms(b) * 1000.0;
            assert!(
                upper >= us as f64 && upper <= us as f64 * 1.19 + 1.0,
                "{us} µs: {upper}"
            );
        }
    }
}
