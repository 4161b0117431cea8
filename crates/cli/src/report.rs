//! Texts shared by `play` and `replay`: log entries and final scores.

use std::io::{self, Write};

use cathedra_core::{AnyGame, Audience, Entry};

/// One log entry; a private one names the seat that may read it.
pub fn entry(out: &mut impl Write, game: &dyn AnyGame, entry: &Entry) -> io::Result<()> {
    match entry.audience {
        Audience::All => writeln!(out, "  {}", entry.text),
        Audience::Seat(s) => writeln!(out, "  [{} only] {}", game.seat_name(s), entry.text),
    }
}

/// Scores, best place first; tied seats share a place.
pub fn scores(out: &mut impl Write, game: &dyn AnyGame) -> io::Result<()> {
    let scores = game.scores();
    let ranking = game.ranking();
    let mut seats: Vec<usize> = (0..scores.len()).collect();
    seats.sort_by_key(|&s| (ranking.get(s).copied().unwrap_or(usize::MAX), s));
    let width = seats
        .iter()
        .map(|&s| game.seat_name(s).chars().count())
        .max()
        .unwrap_or(0);
    for s in seats {
        let place = ranking.get(s).map_or("?".into(), |r| (r + 1).to_string());
        let name = game.seat_name(s);
        writeln!(out, "  {place:>2}. {name:<width$}  {:>5}", scores[s])?;
    }
    Ok(())
}
