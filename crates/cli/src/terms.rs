//! What a game's cards, tiles and spaces do, in its own words: `card NAME` and `rules` during
//! `cathedra play`, `cathedra rules GAME [TOPIC]` outside it, and the full text of the terms a
//! choice names for `explain KEY`. The texts are the game's [`Term`]s.

use std::io::Write;

use cathedra_core::{GameInfo, Term};

use crate::speech::Speech;
use crate::CliError;

/// The terms named by `query`: those whose name is it, else whose name starts with it, else
/// whose name contains it (case aside); one entry per name and text.
pub fn find<'t>(terms: &'t [Term], query: &str) -> Vec<&'t Term> {
    let query = fold(query.trim());
    if query.is_empty() {
        return Vec::new();
    }
    let name = |t: &Term| fold(&t.name);
    let tests: [&dyn Fn(&Term) -> bool; 3] = [
        &|t| name(t) == query,
        &|t| name(t).starts_with(&query),
        &|t| name(t).contains(&query),
    ];
    for test in tests {
        let found = distinct(terms.iter().filter(|t| test(t)));
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// `text` in lower case without accents, so that a name typed without them is found
/// ("kovarna" finds "Kovárna").
fn fold(text: &str) -> String {
    const ACCENTED: &str = "áäčďéěëíňóöřšťúůüýž";
    const PLAIN: &str = "aacdeeeinoorstuuuyz";
    text.to_lowercase()
        .chars()
        .map(|c| match ACCENTED.chars().position(|a| a == c) {
            Some(i) => PLAIN.chars().nth(i).unwrap_or(c),
            None => c,
        })
        .collect()
}

/// The terms whose names `text` mentions, longest names first, each once.
pub fn mentioned<'t>(terms: &'t [Term], text: &str) -> Vec<&'t Term> {
    let text = text.to_lowercase();
    let mut found: Vec<&Term> = distinct(
        terms
            .iter()
            .filter(|t| !t.name.is_empty() && text.contains(&t.name.to_lowercase())),
    );
    // A name inside a longer one found too ("Mason" in "Master mason") is not mentioned.
    let names: Vec<String> = found.iter().map(|t| t.name.to_lowercase()).collect();
    found.retain(|t| {
        let n = t.name.to_lowercase();
        !names.iter().any(|m| m.len() > n.len() && m.contains(&n))
    });
    found
}

fn distinct<'t>(terms: impl Iterator<Item = &'t Term>) -> Vec<&'t Term> {
    let mut out: Vec<&Term> = Vec::new();
    for t in terms {
        if !out.iter().any(|u| u.name == t.name && u.text == t.text) {
            out.push(t);
        }
    }
    out
}

/// One term in full: its name, then what it does.
pub fn write_term(out: &mut impl Write, term: &Term) -> std::io::Result<()> {
    writeln!(out, "{}", term.name)?;
    writeln!(out, "  {}", term.text)
}

/// What `card QUERY` says: the term in full, or which names the query could mean.
pub fn card(
    out: &mut impl Write,
    speech: &Speech,
    terms: &[Term],
    query: &str,
) -> std::io::Result<()> {
    if terms.is_empty() {
        return writeln!(out, "{}", speech.t("no-card-texts"));
    }
    let name = crate::engine::clip(query.trim());
    match find(terms, query)[..] {
        [] if query.trim().is_empty() => writeln!(out, "{}", speech.t("name-a-card")),
        [] => writeln!(
            out,
            "{}",
            speech.with("no-such-card", [("name", name.as_str().into())])
        ),
        [one] => write_term(out, one),
        ref many => {
            let names: Vec<&str> = many.iter().map(|t| t.name.as_str()).collect();
            let text = speech.with(
                "card-names-many",
                [
                    ("name", name.as_str().into()),
                    ("count", many.len().into()),
                    ("names", names.join("; ").into()),
                ],
            );
            writeln!(out, "{text}")
        }
    }
}

/// What `rules` says: every name one can ask about.
pub fn list(out: &mut impl Write, speech: &Speech, terms: &[Term]) -> std::io::Result<()> {
    if terms.is_empty() {
        return writeln!(out, "{}", speech.t("no-card-texts"));
    }
    let mut names: Vec<&str> = Vec::new();
    for t in terms {
        if !names.contains(&t.name.as_str()) {
            names.push(&t.name);
        }
    }
    writeln!(out, "{}", speech.t("card-list"))?;
    writeln!(out, "  {}", names.join("; "))
}

/// `cathedra rules GAME [TOPIC]`: the game's terms, or what one does.
pub fn rules(
    games: &[GameInfo],
    game: &str,
    topic: &[String],
    lang: Option<&str>,
    mut out: impl Write,
) -> Result<(), CliError> {
    let info = crate::find(games, game).map_err(|e| match Speech::for_errors(lang, None) {
        Ok(speech) => CliError::from(e).in_language(&speech),
        Err(unknown) => unknown,
    })?;
    let speech = Speech::new(lang, info.locales)?;
    let options = info.options(&[])?;
    let allowed = (info.players_allowed)(&options);
    let players = 2.max(*allowed.start()).min(*allowed.end());
    let terms = speech.terms((info.new)(players, &options)?.terms());
    let mut fit = crate::fit::Fit::new(&mut out);
    writeln!(fit, "{}", speech.game_name(info))?;
    if topic.is_empty() {
        list(&mut fit, &speech, &terms)?;
    } else {
        card(&mut fit, &speech, &terms, &topic.join(" "))?;
    }
    fit.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_typed_without_accents_is_found() {
        let terms = vec![Term::new("smithy", "Kovárna", "Postavená od začátku.")];
        assert_eq!(find(&terms, "kovarna").len(), 1);
        assert_eq!(find(&terms, "KOVÁR").len(), 1);
        assert_eq!(find(&terms, "kovarno").len(), 0);
    }

    fn terms() -> Vec<Term> {
        vec![
            Term::new("CR-1", "Mason (1 stone → 1 VP)", "Turns stone into points."),
            Term::new("CR-2", "Mason (1 stone → 1 VP)", "Turns stone into points."),
            Term::new("CR-3", "Master mason (2 stone → 3 VP)", "Turns more stone."),
            Term::new("bishop", "Bishop's seat", "Protection."),
        ]
    }

    #[test]
    fn a_query_finds_by_whole_name_then_start_then_part_and_shows_one_text_once() {
        let terms = terms();
        assert_eq!(
            find(&terms, "mason").len(),
            1,
            "two identical masons are one"
        );
        assert_eq!(find(&terms, "mas").len(), 2);
        assert_eq!(find(&terms, "seat")[0].id, "bishop");
        assert!(find(&terms, "").is_empty() && find(&terms, "dragon").is_empty());
        let mut out = Vec::new();
        card(&mut out, &Speech::english(), &terms, "bishop").unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Bishop's seat\n  Protection.\n"
        );
        let mut out = Vec::new();
        card(&mut out, &Speech::english(), &terms, "mas").unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("names 2 things"), "{text}");
    }

    #[test]
    fn a_choice_mentions_the_longest_names_it_contains() {
        let terms = terms();
        let found = mentioned(&terms, "Hire the Master mason (2 stone → 3 VP) for 4 gold");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].id, "CR-3");
        assert!(mentioned(&terms, "Pass").is_empty());
    }
}
