//! Texts shared by `play` and `replay`: log entries and final scores.

use std::io::{self, Write};

use cathedra_core::{AnyGame, Audience, Entry, Participant};

/// One log entry; a private one names the seats that may read it.
pub fn entry(out: &mut impl Write, game: &dyn AnyGame, entry: &Entry) -> io::Result<()> {
    match entry.audience {
        Audience::All => writeln!(out, "  {}", entry.text),
        Audience::Seats(seats) => {
            let names: Vec<String> = seats.iter().map(|s| game.seat_name(s)).collect();
            writeln!(out, "  [{} only] {}", names.join(", "), entry.text)
        }
    }
}

/// A participant's name: a seat's, or a rule-run opponent's.
fn name(game: &dyn AnyGame, who: Participant) -> String {
    match who {
        Participant::Player { seat } => game.seat_name(seat),
        Participant::Automaton { name } => name.to_string(),
    }
}

/// Scores per participant, best place first; tied ones share a place.
pub fn scores(out: &mut impl Write, game: &dyn AnyGame) -> io::Result<()> {
    let scores = game.scores();
    let ranking = game.ranking();
    let names: Vec<String> = game
        .participants()
        .into_iter()
        .map(|who| name(game, who))
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
