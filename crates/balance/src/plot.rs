//! A study's plots, drawn with plotters twice: as SVG (text left to the viewer's fonts) and as
//! PNG (text drawn with DejaVu Sans, bundled in `fonts/`, so nothing is asked of the machine's
//! fonts and the plots are drawn the same on a machine with no display).

use std::path::{Path, PathBuf};
use std::sync::Once;

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::stats::Rate;
use crate::study::Study;
use crate::BalanceError;

const SIZE: (u32, u32) = (720, 420);

/// The font of every text in the plots: it measures the SVG's text and draws the PNG's.
static FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");

fn failed(path: &Path, e: impl std::fmt::Display) -> BalanceError {
    BalanceError::Io {
        what: format!("cannot draw {}", path.display()),
        source: std::io::Error::other(e.to_string()),
    }
}

/// A drawing error of any backend, as text (the caller names the file).
type Drawn = Result<(), String>;

fn text(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Draws one plot into `path` (an `.svg`) and beside it the same plot as PNG; returns both.
fn both(
    path: &Path,
    svg: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> Drawn,
    png: impl FnOnce(&DrawingArea<BitMapBackend, Shift>) -> Drawn,
) -> Result<[PathBuf; 2], BalanceError> {
    static REGISTER: Once = Once::new();
    let mut registered = Ok(());
    REGISTER.call_once(|| {
        registered = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT)
            .map_err(|_| "the bundled font cannot be read".to_string());
    });
    registered.map_err(|e| failed(path, e))?;
    let png_path = path.with_extension("png");
    {
        let root = SVGBackend::new(path, SIZE).into_drawing_area();
        svg(&root).map_err(|e| failed(path, e))?;
        root.present().map_err(|e| failed(path, e))?;
    }
    {
        let root = BitMapBackend::new(&png_path, SIZE).into_drawing_area();
        png(&root).map_err(|e| failed(&png_path, e))?;
        root.present().map_err(|e| failed(&png_path, e))?;
    }
    Ok([path.to_path_buf(), png_path])
}

fn colour(i: usize) -> RGBColor {
    const C: [RGBColor; 6] = [
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(188, 148, 0),
        RGBColor(44, 160, 44),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
    ];
    C[i % C.len()]
}

/// Win rates as bars with their 95 % intervals, one per label, and the fair share as a line.
pub fn win_rates(
    path: &Path,
    title: &str,
    labels: &[String],
    rates: &[Rate],
) -> Result<[PathBuf; 2], BalanceError> {
    both(
        path,
        |root| draw_win_rates(root, title, labels, rates),
        |root| draw_win_rates(root, title, labels, rates),
    )
}

fn draw_win_rates<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    title: &str,
    labels: &[String],
    rates: &[Rate],
) -> Drawn {
    let n = rates.len();
    root.fill(&WHITE).map_err(text)?;
    let top = rates
        .iter()
        .map(|r| r.high)
        .fold(1.5 / n as f64, f64::max)
        .min(1.0);
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), 0.0f64..top)
        .map_err(text)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n)
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < labels.len() {
                labels[i as usize].clone()
            } else {
                String::new()
            }
        })
        .y_desc("win rate (line: a fair share)")
        .y_label_formatter(&|y| format!("{:.0}%", 100.0 * y))
        .draw()
        .map_err(text)?;
    chart
        .draw_series(rates.iter().enumerate().map(|(i, r)| {
            let x = i as f64;
            Rectangle::new([(x - 0.3, 0.0), (x + 0.3, r.rate)], colour(i).filled())
        }))
        .map_err(text)?;
    chart
        .draw_series(rates.iter().enumerate().flat_map(|(i, r)| {
            let x = i as f64;
            [
                PathElement::new(vec![(x, r.low), (x, r.high)], BLACK.stroke_width(2)),
                PathElement::new(vec![(x - 0.08, r.low), (x + 0.08, r.low)], BLACK),
                PathElement::new(vec![(x - 0.08, r.high), (x + 0.08, r.high)], BLACK),
            ]
        }))
        .map_err(text)?;
    let fair = 1.0 / n as f64;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(-0.5, fair), (n as f64 - 0.5, fair)],
            BLACK.mix(0.6).stroke_width(2),
        )))
        .map_err(text)?;
    Ok(())
}

/// Each seat's final scores as the share of games ending on each score.
pub fn scores(path: &Path, title: &str, study: &Study) -> Result<[PathBuf; 2], BalanceError> {
    both(
        path,
        |root| draw_scores(root, title, study),
        |root| draw_scores(root, title, study),
    )
}

fn draw_scores<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    title: &str,
    study: &Study,
) -> Drawn {
    root.fill(&WHITE).map_err(text)?;
    let games = study.games.max(1) as f64;
    let all = study.seats.iter().flat_map(|s| s.scores.counts.iter());
    let (lo, hi, top) = all.fold((i64::MAX, i64::MIN, 0.0f64), |(lo, hi, top), &(v, c)| {
        (lo.min(v), hi.max(v), top.max(c as f64 / games))
    });
    let (lo, hi) = if lo > hi {
        (0, 1)
    } else {
        (lo, hi.max(lo + 1))
    };
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(lo as f64..hi as f64, 0.0f64..(top * 1.1).max(0.01))
        .map_err(text)?;
    chart
        .configure_mesh()
        .x_desc("final score")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_desc("share of games")
        .y_label_formatter(&|y| format!("{:.0}%", 100.0 * y))
        .draw()
        .map_err(text)?;
    for (i, seat) in study.seats.iter().enumerate() {
        let c = colour(i);
        chart
            .draw_series(LineSeries::new(
                seat.scores
                    .counts
                    .iter()
                    .map(|&(v, n)| (v as f64, n as f64 / games)),
                c.stroke_width(2),
            ))
            .map_err(text)?
            .label(seat.name.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2)));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(text)?;
    Ok(())
}

/// How many decisions the seats took per game, as a histogram.
pub fn length(path: &Path, title: &str, study: &Study) -> Result<[PathBuf; 2], BalanceError> {
    both(
        path,
        |root| draw_length(root, title, study),
        |root| draw_length(root, title, study),
    )
}

fn draw_length<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    title: &str,
    study: &Study,
) -> Drawn {
    root.fill(&WHITE).map_err(text)?;
    let counts = &study.length.histogram.counts;
    let lo = counts.first().map_or(0, |&(v, _)| v);
    let hi = counts.last().map_or(1, |&(v, _)| v).max(lo + 1);
    let width = ((hi - lo) / 30).max(1);
    let mut bins = vec![0u64; ((hi - lo) / width + 1) as usize];
    for &(v, c) in counts {
        bins[((v - lo) / width) as usize] += c;
    }
    let games = study.games.max(1) as f64;
    let top = bins.iter().copied().max().unwrap_or(1) as f64 / games;
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(
            lo as f64..(hi + width) as f64,
            0.0f64..(top * 1.1).max(0.01),
        )
        .map_err(text)?;
    chart
        .configure_mesh()
        .x_desc("decisions by the players in a game")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_desc("share of games")
        .y_label_formatter(&|y| format!("{:.0}%", 100.0 * y))
        .draw()
        .map_err(text)?;
    chart
        .draw_series(bins.iter().enumerate().map(|(i, &c)| {
            let x = (lo + i as i64 * width) as f64;
            Rectangle::new(
                [(x, 0.0), (x + width as f64, c as f64 / games)],
                colour(0).mix(0.8).filled(),
            )
        }))
        .map_err(text)?;
    Ok(())
}

/// Win rates with their intervals at each value of the varied option: one line per seat, or
/// per place in the order of play. `rates[i][j]` is line `j`'s rate at value `i`.
pub fn vary(
    path: &Path,
    title: &str,
    key: &str,
    values: &[String],
    lines: &[String],
    rates: &[Vec<Rate>],
) -> Result<[PathBuf; 2], BalanceError> {
    both(
        path,
        |root| draw_vary(root, title, key, values, lines, rates),
        |root| draw_vary(root, title, key, values, lines, rates),
    )
}

fn draw_vary<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    title: &str,
    key: &str,
    values: &[String],
    lines: &[String],
    rates: &[Vec<Rate>],
) -> Drawn {
    root.fill(&WHITE).map_err(text)?;
    let k = values.len();
    let n = lines.len();
    let top = rates
        .iter()
        .flatten()
        .map(|r| r.high)
        .fold(1.5 / n as f64, f64::max)
        .min(1.0);
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(56)
        .build_cartesian_2d(-0.5f64..(k as f64 - 0.5), 0.0f64..top)
        .map_err(text)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(k)
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 1e-6 && i >= 0.0 && (i as usize) < values.len() {
                values[i as usize].clone()
            } else {
                String::new()
            }
        })
        .x_desc(key)
        .y_desc("win rate (line: a fair share)")
        .y_label_formatter(&|y| format!("{:.0}%", 100.0 * y))
        .draw()
        .map_err(text)?;
    let spread = 0.25 / n as f64;
    for (j, line) in lines.iter().enumerate() {
        let c = colour(j);
        let dx = (j as f64 - (n as f64 - 1.0) / 2.0) * spread;
        let points: Vec<(f64, f64)> = rates
            .iter()
            .enumerate()
            .map(|(i, r)| (i as f64 + dx, r[j].rate))
            .collect();
        chart
            .draw_series(LineSeries::new(points, c.stroke_width(2)))
            .map_err(text)?
            .label(line.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2)));
        chart
            .draw_series(rates.iter().enumerate().map(|(i, r)| {
                let x = i as f64 + dx;
                PathElement::new(vec![(x, r[j].low), (x, r[j].high)], c.stroke_width(1))
            }))
            .map_err(text)?;
    }
    let fair = 1.0 / n as f64;
    chart
        .draw_series(std::iter::once(PathElement::new(
            vec![(-0.5, fair), (k as f64 - 0.5, fair)],
            BLACK.mix(0.5),
        )))
        .map_err(text)?;
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(text)?;
    Ok(())
}
