//! How far a long run (a study, a match, a simulation) has got, on standard error: a bar on a
//! terminal, and elsewhere (a log file, a pipe, a run in the background) a line at every
//! tenth of the games, so such a run is not silent until it ends.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// Where progress goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressMode {
    /// A bar redrawn in place (standard error is a terminal).
    Bar,
    /// A line at every tenth of the games (standard error is not a terminal).
    Lines,
    /// Nothing.
    Off,
}

impl ProgressMode {
    /// `Bar` on a terminal, `Lines` elsewhere.
    pub fn for_stderr() -> ProgressMode {
        use std::io::IsTerminal;
        if std::io::stderr().is_terminal() {
            ProgressMode::Bar
        } else {
            ProgressMode::Lines
        }
    }
}

/// A run's progress in games; shared by the threads that play them.
pub struct Progress {
    bar: ProgressBar,
    lines: Option<Lines>,
}

struct Lines {
    what: String,
    start: Instant,
    /// No line before this much time has gone: a quick run stays silent.
    quiet: Duration,
    total: AtomicU64,
    done: AtomicU64,
    /// The tenths of the total already reported, and where lines go.
    sink: Mutex<(u64, Box<dyn Write + Send>)>,
}

impl Progress {
    /// Progress of `total` games (0 if not known yet: see [`Progress::set_length`]), shown as
    /// `mode` says; `what` names the run in each line ("games of the study").
    pub fn new(mode: ProgressMode, what: &str, total: u64) -> Progress {
        match mode {
            ProgressMode::Bar => {
                let style = ProgressStyle::with_template(
                    "{bar:40} {human_pos}/{human_len} games, {elapsed} gone, {eta} left",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar());
                Progress {
                    bar: ProgressBar::new(total).with_style(style),
                    lines: None,
                }
            }
            ProgressMode::Lines => Progress::to_sink(
                what,
                total,
                Duration::from_secs(2),
                Box::new(std::io::stderr()),
            ),
            ProgressMode::Off => Progress {
                bar: ProgressBar::hidden(),
                lines: None,
            },
        }
    }

    /// Progress reported as lines into `sink`, none before `quiet` has gone.
    pub fn to_sink(
        what: &str,
        total: u64,
        quiet: Duration,
        sink: Box<dyn Write + Send>,
    ) -> Progress {
        Progress {
            bar: ProgressBar::hidden(),
            lines: Some(Lines {
                what: what.to_string(),
                start: Instant::now(),
                quiet,
                total: AtomicU64::new(total),
                done: AtomicU64::new(0),
                sink: Mutex::new((0, sink)),
            }),
        }
    }

    /// The number of games, once known.
    pub fn set_length(&self, total: u64) {
        self.bar.set_length(total);
        if let Some(lines) = &self.lines {
            lines.total.store(total, Ordering::Relaxed);
        }
    }

    /// `done` games have been played.
    pub fn set_position(&self, done: u64) {
        self.bar.set_position(done);
        if let Some(lines) = &self.lines {
            lines.done.fetch_max(done, Ordering::Relaxed);
            lines.report();
        }
    }

    /// One more game has been played.
    pub fn inc(&self) {
        self.bar.inc(1);
        if let Some(lines) = &self.lines {
            lines.done.fetch_add(1, Ordering::Relaxed);
            lines.report();
        }
    }

    /// The run is over: the bar is cleared (the lines stay).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Lines {
    /// Writes a line if the games done have reached a tenth of the total not reported yet.
    fn report(&self) {
        let Ok(mut sink) = self.sink.lock() else {
            return;
        };
        let (reported, sink) = &mut *sink;
        let total = self.total.load(Ordering::Relaxed);
        let done = self.done.load(Ordering::Relaxed).min(total);
        if total == 0 || done * 10 / total <= *reported {
            return;
        }
        let gone = self.start.elapsed();
        if gone < self.quiet {
            return;
        }
        *reported = done * 10 / total;
        let left = if done == total {
            ", done".to_string()
        } else {
            let rest = gone.mul_f64((total - done) as f64 / done as f64);
            format!(", about {} left", clock(rest))
        };
        let line = format!(
            "{done}/{total} {} ({}%), {} gone{left}\n",
            self.what,
            done * 100 / total,
            clock(gone)
        );
        // Progress is a courtesy: a closed standard error does not stop the run.
        let _ = sink.write_all(line.as_bytes());
        let _ = sink.flush();
    }
}

/// A duration as a person reads it: 42 s, 3 min 05 s, 2 h 10 min.
fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s < 60 {
        format!("{s} s")
    } else if s < 3600 {
        format!("{} min {:02} s", s / 60, s % 60)
    } else {
        format!("{} h {:02} min", s / 3600, s % 3600 / 60)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().write(buf)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_line_is_written_at_every_tenth_of_the_games_and_no_more() {
        let sink = Shared::default();
        let progress = Progress::to_sink("games", 0, Duration::ZERO, Box::new(sink.clone()));
        // Games counted before the total is known report nothing.
        progress.inc();
        progress.set_length(40);
        for _ in 1..40 {
            progress.inc();
        }
        progress.finish();
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10, "{text}");
        assert!(lines[0].starts_with("4/40 games (10%), "), "{text}");
        assert!(lines[0].contains(" left"), "{text}");
        assert!(lines[9].starts_with("40/40 games (100%), "), "{text}");
        assert!(lines[9].ends_with(", done"), "{text}");
    }

    #[test]
    fn lines_from_many_threads_come_in_order_at_most_one_a_tenth() {
        let sink = Shared::default();
        let progress = Progress::to_sink(
            "games of the match",
            1000,
            Duration::ZERO,
            Box::new(sink.clone()),
        );
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let progress = &progress;
                s.spawn(move || {
                    for n in (t..1000).step_by(4) {
                        progress.set_position(n + 1);
                    }
                });
            }
        });
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        let done: Vec<u64> = text
            .lines()
            .map(|l| l.split('/').next().unwrap().parse().unwrap())
            .collect();
        // Lines come in order, at most one a tenth, the last at the end; a tenth reached
        // while another thread was already past it may go unreported.
        assert!(done.windows(2).all(|w| w[1] / 100 > w[0] / 100), "{text}");
        assert!(done.len() <= 10 && done.len() >= 2, "{text}");
        assert_eq!(done.last(), Some(&1000), "{text}");
        assert!(text.contains("/1000 games of the match (100%), "), "{text}");
    }

    #[test]
    fn durations_read_as_a_person_reads_them() {
        assert_eq!(clock(Duration::from_secs(42)), "42 s");
        assert_eq!(clock(Duration::from_secs(185)), "3 min 05 s");
        assert_eq!(clock(Duration::from_secs(7800)), "2 h 10 min");
    }
}
