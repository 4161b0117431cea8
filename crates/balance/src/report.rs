//! A study's output folder: a Markdown report, SVG plots, and the raw figures as CSV and JSON.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use crate::study::{ActionUse, Study};
use crate::{grouped, numbers, plot, Balance, BalanceError, MAX_DECISIONS};

/// Described actions listed in the report, each way (most and least used by winners).
const LISTED: usize = 12;

fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> BalanceError {
    let what = what.into();
    move |source| BalanceError::Io { what, source }
}

/// The study's label in file names and headings: `winter-true`, or empty without --vary.
fn label(balance: &Balance, i: usize) -> Option<(String, String)> {
    balance.vary.as_ref().map(|v| {
        let value = &v.values[i];
        let safe: String = format!("{}-{value}", v.key)
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        (safe, format!("{} = {value}", v.key))
    })
}

fn file(stem: &str, label: &Option<(String, String)>) -> String {
    match label {
        Some((safe, _)) => format!("{stem}-{safe}.svg"),
        None => format!("{stem}.svg"),
    }
}

/// "1st player", "2nd player", ...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix} player")
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// Writes the report of `balance` into `dir` (made if missing): `report.md`, `balance.json`,
/// `seats.csv`, `order.csv`, `scores.csv`, `length.csv`, `actions.csv` and the SVG plots.
/// `command` is the command that produced it; `seconds` how long it took. Returns the files.
pub fn write(
    balance: &Balance,
    command: &str,
    seconds: f64,
    jobs: usize,
    dir: &Path,
) -> Result<Vec<PathBuf>, BalanceError> {
    fs::create_dir_all(dir).map_err(io(format!("cannot make {}", dir.display())))?;
    let mut files = Vec::new();
    let mut put = |name: &str, text: String| -> Result<(), BalanceError> {
        let path = dir.join(name);
        fs::write(&path, text).map_err(io(format!("cannot write {}", path.display())))?;
        files.push(path);
        Ok(())
    };
    put(
        "balance.json",
        serde_json::to_string_pretty(balance).map_err(|e| io("cannot write JSON")(e.into()))?
            + "\n",
    )?;
    put("seats.csv", seats_csv(balance))?;
    put("order.csv", order_csv(balance))?;
    put("scores.csv", scores_csv(balance))?;
    put("length.csv", length_csv(balance))?;
    put("actions.csv", actions_csv(balance))?;
    put("report.md", markdown(balance, command, seconds, jobs))?;
    for (i, study) in balance.studies.iter().enumerate() {
        let l = label(balance, i);
        let suffix = l.as_ref().map_or(String::new(), |(_, h)| format!(", {h}"));
        let path = dir.join(file("win-rates", &l));
        let seats: Vec<String> = study.seats.iter().map(|s| s.name.clone()).collect();
        let rates: Vec<_> = study.seats.iter().map(|s| s.win).collect();
        let title = format!("{}: win rate by seat{suffix}", balance.name);
        files.extend(plot::win_rates(&path, &title, &seats, &rates)?);
        let path = dir.join(file("order", &l));
        let places: Vec<String> = study.order.iter().map(|o| ordinal(o.position)).collect();
        let rates: Vec<_> = study.order.iter().map(|o| o.win).collect();
        let title = format!("{}: win rate by order of play{suffix}", balance.name);
        files.extend(plot::win_rates(&path, &title, &places, &rates)?);
        let path = dir.join(file("scores", &l));
        files.extend(plot::scores(
            &path,
            &format!("{}: final scores{suffix}", balance.name),
            study,
        )?);
        let path = dir.join(file("length", &l));
        files.extend(plot::length(
            &path,
            &format!("{}: game length{suffix}", balance.name),
            study,
        )?);
    }
    if let Some(v) = &balance.vary {
        let seats: Vec<String> = balance.studies[0]
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect();
        let rates: Vec<Vec<_>> = balance
            .studies
            .iter()
            .map(|st| st.seats.iter().map(|s| s.win).collect())
            .collect();
        files.extend(plot::vary(
            &dir.join(format!("vary-{}.svg", v.key)),
            &format!("{}: win rate by seat and {}", balance.name, v.key),
            &v.key,
            &v.values,
            &seats,
            &rates,
        )?);
        let places: Vec<String> = balance.studies[0]
            .order
            .iter()
            .map(|o| ordinal(o.position))
            .collect();
        let rates: Vec<Vec<_>> = balance
            .studies
            .iter()
            .map(|st| st.order.iter().map(|o| o.win).collect())
            .collect();
        files.extend(plot::vary(
            &dir.join(format!("vary-{}-order.svg", v.key)),
            &format!("{}: win rate by order of play and {}", balance.name, v.key),
            &v.key,
            &v.values,
            &places,
            &rates,
        )?);
    }
    Ok(files)
}

/// The varied option's value of study `i`, or empty.
fn value(balance: &Balance, i: usize) -> String {
    balance
        .vary
        .as_ref()
        .map_or(String::new(), |v| csv_field(&v.values[i]))
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn seats_csv(b: &Balance) -> String {
    let mut s = String::from(
        "value,seat,name,games,wins,win_rate,win_low,win_high,mean_score,score_ci95\n",
    );
    for (i, st) in b.studies.iter().enumerate() {
        for (k, x) in st.seats.iter().enumerate() {
            let _ = writeln!(
                s,
                "{},{},{},{},{},{},{},{},{},{}",
                value(b, i),
                k + 1,
                csv_field(&x.name),
                st.games,
                x.wins,
                x.win.rate,
                x.win.low,
                x.win.high,
                x.score.mean,
                x.score.ci95
            );
        }
    }
    s
}

fn order_csv(b: &Balance) -> String {
    let mut s =
        String::from("value,position,games,wins,win_rate,win_low,win_high,mean_score,score_ci95\n");
    for (i, st) in b.studies.iter().enumerate() {
        for x in &st.order {
            let _ = writeln!(
                s,
                "{},{},{},{},{},{},{},{},{}",
                value(b, i),
                x.position,
                st.games,
                x.wins,
                x.win.rate,
                x.win.low,
                x.win.high,
                x.score.mean,
                x.score.ci95
            );
        }
    }
    s
}

fn scores_csv(b: &Balance) -> String {
    let mut s = String::from("value,seat,score,games\n");
    for (i, st) in b.studies.iter().enumerate() {
        for (k, x) in st.seats.iter().enumerate() {
            for &(v, c) in &x.scores.counts {
                let _ = writeln!(s, "{},{},{v},{c}", value(b, i), k + 1);
            }
        }
    }
    s
}

fn length_csv(b: &Balance) -> String {
    let mut s = String::from("value,decisions,games\n");
    for (i, st) in b.studies.iter().enumerate() {
        for &(v, c) in &st.length.histogram.counts {
            let _ = writeln!(s, "{},{v},{c}", value(b, i));
        }
    }
    s
}

fn actions_csv(b: &Balance) -> String {
    let mut s = String::from(
        "value,grouping,action,winners_per_game,winners_ci95,others_per_game,others_ci95,difference,difference_ci95\n",
    );
    for (i, st) in b.studies.iter().enumerate() {
        for (grouping, list) in [("kind", &st.action_kinds), ("described", &st.actions)] {
            for a in list {
                let _ = writeln!(
                    s,
                    "{},{grouping},{},{},{},{},{},{},{}",
                    value(b, i),
                    csv_field(&a.action),
                    a.winners.mean,
                    a.winners.ci95,
                    a.others.mean,
                    a.others.ci95,
                    a.difference,
                    a.difference_ci95
                );
            }
        }
    }
    s
}

fn uses_table(md: &mut String, rows: &[&ActionUse]) {
    md.push_str("| action | winners, per game | others, per game | difference (95 %) |\n");
    md.push_str("|---|---:|---:|---:|\n");
    for a in rows {
        let clear = if (a.difference.abs() - a.difference_ci95) > 0.0 {
            " *"
        } else {
            ""
        };
        let _ = writeln!(
            md,
            "| {} | {:.2} | {:.2} | {:+.2} ± {:.2}{clear} |",
            a.action.replace('|', "/"),
            a.winners.mean,
            a.others.mean,
            a.difference,
            a.difference_ci95
        );
    }
}

/// Plain words on one study's seat fairness, from its intervals.
fn reading(study: &Study, players: usize) -> String {
    let fair = 1.0 / players as f64;
    let mut above = Vec::new();
    let mut below = Vec::new();
    for s in &study.seats {
        if s.win.low > fair {
            above.push(s.name.as_str());
        } else if s.win.high < fair {
            below.push(s.name.as_str());
        }
    }
    let first = &study.first_player_advantage;
    let mut text = if above.is_empty() && below.is_empty() {
        format!(
            "Every seat's 95 % interval contains the fair share of {}: no seat is favoured.",
            pct(fair)
        )
    } else {
        let mut parts = Vec::new();
        if !above.is_empty() {
            parts.push(format!(
                "{} wins more than the fair share of {}",
                above.join(", "),
                pct(fair)
            ));
        }
        if !below.is_empty() {
            parts.push(format!("{} wins less", below.join(", ")));
        }
        format!(
            "{} (95 % intervals clear of the fair share).",
            parts.join("; ")
        )
    };
    let clear: Vec<String> = study
        .order
        .iter()
        .filter(|o| o.win.low > fair || o.win.high < fair)
        .map(|o| {
            format!(
                "the {} wins {} ({}–{})",
                ordinal(o.position),
                pct(o.win.rate),
                pct(o.win.low),
                pct(o.win.high)
            )
        })
        .collect();
    if clear.is_empty() {
        text.push_str(" No place in the order of play is favoured either.");
    } else {
        let _ = write!(
            text,
            " By order of play, {}: clear of the fair share.",
            clear.join("; ")
        );
    }
    let _ = write!(
        text,
        " The first player's win rate is {:+.1} points from a fair share (95 %: {:+.1} to {:+.1}){}.",
        100.0 * first.rate,
        100.0 * first.low,
        100.0 * first.high,
        if first.low > 0.0 {
            ": an advantage"
        } else if first.high < 0.0 {
            ": a disadvantage"
        } else {
            ", no clear advantage either way"
        }
    );
    text
}

fn markdown(b: &Balance, command: &str, seconds: f64, jobs: usize) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "# Balance of {}\n", b.name);
    let _ = writeln!(md, "Produced by\n\n```\n{command}\n```\n");
    let _ = writeln!(
        md,
        "{} players; agents by seat: {}; {} games per study, seed {} (the figures are the same \
         whatever the number of threads; this run took {seconds:.1} s on {jobs}).\n",
        b.players,
        b.agents.join(", "),
        b.games,
        b.seed
    );
    let unfinished: usize = b.studies.iter().map(|st| st.unfinished.len()).sum();
    if unfinished > 0 {
        let _ = writeln!(
            md,
            "**Games that did not end: {unfinished} of the {} played** ran past the limit of {} \
             decisions and were stopped. They are left out of every figure below, which can \
             bias the figures if such games favour some seats; each study's section lists them \
             by number (from 0; the same seed and number play the same game again).\n",
            b.games * b.studies.len() as u64,
            grouped(MAX_DECISIONS)
        );
    }
    if b.game_options.is_empty() {
        md.push_str("The game has no options to vary.\n\n");
    } else {
        md.push_str("Options of the game:\n\n");
        for o in &b.game_options {
            let values = if o.values.is_empty() {
                "free text".to_string()
            } else {
                o.values.join(", ")
            };
            let _ = writeln!(
                md,
                "- `{}` ({values}; default {}): {}",
                o.key, o.default, o.help
            );
        }
        md.push('\n');
    }
    md.push_str(
        "Win rates count a tie for first in part; intervals are Wilson's 95 % score intervals. \
         The first player is the start player when the game draws one before anyone decides \
         (a chance decision naming each seat once, equally likely), else seat 1; the order of \
         play goes on from it in seat order.\n\n",
    );
    if let Some(v) = &b.vary {
        let _ = writeln!(md, "## Across `{}`\n", v.key);
        let _ = writeln!(md, "![win rate by {}](vary-{}.svg)\n", v.key, v.key);
        let mut head = format!("| {} |", v.key);
        let mut rule = String::from("|---|");
        for s in &b.studies[0].seats {
            head += &format!(" {} |", s.name);
            rule += "---:|";
        }
        head += " first player's advantage | decisions per game |";
        rule += "---:|---:|";
        let _ = writeln!(md, "{head}\n{rule}");
        for (i, st) in b.studies.iter().enumerate() {
            let mut row = format!("| {} |", v.values[i]);
            for s in &st.seats {
                row += &format!(
                    " {} ({}–{}) |",
                    pct(s.win.rate),
                    pct(s.win.low),
                    pct(s.win.high)
                );
            }
            let f = &st.first_player_advantage;
            row += &format!(
                " {:+.1} pt ({:+.1} to {:+.1}) | {:.1} |",
                100.0 * f.rate,
                100.0 * f.low,
                100.0 * f.high,
                st.length.decisions.mean
            );
            let _ = writeln!(md, "{row}");
        }
        md.push('\n');
        let _ = writeln!(
            md,
            "By place in the order of play (the start player first):\n\n\
             ![win rate by order of play and {}](vary-{}-order.svg)\n",
            v.key, v.key
        );
        let mut head = format!("| {} |", v.key);
        let mut rule = String::from("|---|");
        for o in &b.studies[0].order {
            head += &format!(" {} |", ordinal(o.position));
            rule += "---:|";
        }
        head += " mean score by place |";
        rule += "---|";
        let _ = writeln!(md, "{head}\n{rule}");
        for (i, st) in b.studies.iter().enumerate() {
            let mut row = format!("| {} |", v.values[i]);
            for o in &st.order {
                row += &format!(
                    " {} ({}–{}) |",
                    pct(o.win.rate),
                    pct(o.win.low),
                    pct(o.win.high)
                );
            }
            let means: Vec<String> = st
                .order
                .iter()
                .map(|o| format!("{:.1}", o.score.mean))
                .collect();
            row += &format!(" {} |", means.join(" / "));
            let _ = writeln!(md, "{row}");
        }
        md.push('\n');
    }
    for (i, st) in b.studies.iter().enumerate() {
        let l = label(b, i);
        match &l {
            Some((_, h)) => {
                let _ = writeln!(md, "## {h}\n");
            }
            None => md.push_str("## Figures\n\n"),
        }
        if !st.unfinished.is_empty() {
            let _ = writeln!(
                md,
                "**{} of the {} games did not end** within {} decisions and are left out of \
                 the figures of this study: games {}.\n",
                st.unfinished.len(),
                st.games + st.unfinished.len() as u64,
                grouped(MAX_DECISIONS),
                numbers(&st.unfinished)
            );
        }
        let _ = writeln!(md, "{}\n", reading(st, b.players));
        md.push_str("| seat | win rate | 95 % interval | mean score | ± (95 %) |\n");
        md.push_str("|---|---:|---:|---:|---:|\n");
        for s in &st.seats {
            let _ = writeln!(
                md,
                "| {} | {} | {}–{} | {:.1} | {:.1} |",
                s.name,
                pct(s.win.rate),
                pct(s.win.low),
                pct(s.win.high),
                s.score.mean,
                s.score.ci95
            );
        }
        let _ = writeln!(md, "\n![win rates]({})\n", file("win-rates", &l));
        let _ = writeln!(md, "![win rates by order of play]({})\n", file("order", &l));
        md.push_str("| order of play | win rate | 95 % interval | mean score | ± (95 %) |\n");
        md.push_str("|---|---:|---:|---:|---:|\n");
        for o in &st.order {
            let _ = writeln!(
                md,
                "| {} | {} | {}–{} | {:.1} | {:.1} |",
                o.position,
                pct(o.win.rate),
                pct(o.win.low),
                pct(o.win.high),
                o.score.mean,
                o.score.ci95
            );
        }
        let q = &st.length.histogram;
        let _ = writeln!(
            md,
            "\nScores by seat:\n\n![final scores]({})\n\nGame length: {:.1} ± {:.1} decisions by \
             the players a game ({:.1} with chance's); half the games take {} to {}, the \
             shortest {}, the longest {}.\n\n![game length]({})\n",
            file("scores", &l),
            st.length.decisions.mean,
            st.length.decisions.ci95,
            st.length.with_chance.mean,
            q.quantile(0.25),
            q.quantile(0.75),
            q.quantile(0.0),
            q.quantile(1.0),
            file("length", &l)
        );
        md.push_str(
            "What winners do: uses per seat and game by the winners (a first place, shared or \
             not) and by the others; * marks a difference whose 95 % interval excludes 0. \
             Winners of longer games take more actions of every kind, so compare the rows.\n\n\
             By kind of action:\n\n",
        );
        let kinds: Vec<&ActionUse> = st.action_kinds.iter().collect();
        uses_table(&mut md, &kinds);
        let _ = writeln!(md, "\nActions winners take most, more than the others:\n");
        let top: Vec<&ActionUse> = st.actions.iter().take(LISTED).collect();
        uses_table(&mut md, &top);
        let _ = writeln!(md, "\nActions winners take less than the others:\n");
        let bottom: Vec<&ActionUse> = st
            .actions
            .iter()
            .rev()
            .filter(|a| a.difference < 0.0)
            .take(LISTED)
            .collect();
        uses_table(&mut md, &bottom);
        md.push('\n');
    }
    md.push_str(
        "Raw figures: `balance.json` (everything above), `seats.csv`, `order.csv`, `scores.csv`, \
         `length.csv`, `actions.csv`.\n",
    );
    md
}
