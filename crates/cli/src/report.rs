//! Texts shared by `play` and `replay`: log entries and final scores.

use std::io::{self, Write};

use cathedra_core::{AnyGame, Entry};

use crate::speech::Speech;

/// One log entry; a private one names the seats that may read it.
pub fn entry(
    out: &mut impl Write,
    speech: &Speech,
    game: &dyn AnyGame,
    entry: &Entry,
) -> io::Result<()> {
    writeln!(out, "  {}", speech.entry(game, entry))
}

/// Scores per participant, best place first; tied ones share a place.
pub fn scores(out: &mut impl Write, speech: &Speech, game: &dyn AnyGame) -> io::Result<()> {
    let scores = game.scores();
    let ranking = game.ranking();
    let names: Vec<String> = game
        .participants()
        .into_iter()
        .map(|who| speech.participant(game, who))
        .collect();
    let mut order: Vec<usize> = (0..scores.len().min(names.len())).collect();
    order.sort_by_key(|&i| (ranking.get(i).copied().unwrap_or(usize::MAX), i));
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for i in order {
        let place = ranking.get(i).map_or("?".into(), |r| (r + 1).to_string());
        let name = &names[i];
        writeln!(out, "  {place:>2}. {name:<width$}  {:>5}", scores[i])?;
    }
    Ok(())
}
