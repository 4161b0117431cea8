//! The card data file's loader: the embedded file is the data the game plays; a corrected
//! file is checked with its errors placed by file and line; mutated files never panic the
//! loader.

use cathedra_red_cathedral::data::EMBEDDED;
use cathedra_red_cathedral::Data;
use proptest::prelude::*;

/// The 1-based line of the first line containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

fn refused(text: &str) -> cathedra_red_cathedral::DataError {
    let e = Data::parse(text, "corrected.toml").expect_err("refused");
    assert_eq!(e.file, "corrected.toml");
    assert!(e.to_string().starts_with("corrected.toml, line "), "{e}");
    e
}

#[test]
fn the_embedded_file_is_the_game_data() {
    let d = Data::parse(EMBEDDED, "reconstructed.toml").unwrap();
    assert_eq!(&d, Data::get());
}

#[test]
fn a_negative_value_is_refused_at_its_line() {
    let text = EMBEDDED.replacen("recognition = 3", "recognition = -1", 1);
    let e = refused(&text);
    assert_eq!(e.line, line_of(&text, "recognition = -1"), "{e}");
}

#[test]
fn an_unknown_action_field_is_refused_at_its_line() {
    let text = EMBEDDED.replacen("gain_rubles = 1, symbol", "gain_rubbles = 1, symbol", 1);
    let e = refused(&text);
    assert!(e.message.contains("gain_rubbles"), "{e}");
    assert_eq!(e.line, line_of(&text, "gain_rubbles"), "{e}");
}

#[test]
fn an_unknown_material_is_refused_by_its_card() {
    let text = EMBEDDED.replacen("gain_kind = \"wood\"", "gain_kind = \"marble\"", 1);
    let e = refused(&text);
    assert!(e.message.contains("marble"), "{e}");
    assert_eq!(e.line, line_of(&text, "\"CR-2\""), "{e}");
}

#[test]
fn a_missing_card_is_refused() {
    // Without the clergy's three cards.
    let start = EMBEDDED.find("[[influence]]\nid = \"PR-A\"").unwrap();
    let text = &EMBEDDED[..start];
    let e = refused(text);
    assert!(e.message.contains("clergy"), "{e}");
    // A cathedral card given twice.
    let text = EMBEDDED.replacen("id = \"B02\"", "id = \"B01\"", 1);
    let e = refused(&text);
    assert!(e.message.contains("B01"), "{e}");
}

#[test]
fn a_broken_track_is_refused() {
    let text = EMBEDDED.replacen("prestige = [5, 10,", "prestige = [10, 5,", 1);
    let e = refused(&text);
    assert_eq!(e.line, line_of(&text, "prestige = ["), "{e}");
}

/// One mutation of one line: deleted, a digit changed, a word replaced, a number negated.
fn mutate(text: &str, line: usize, kind: u8, pick: usize) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let i = line % lines.len();
    let l = lines[i].clone();
    match kind % 4 {
        0 => {
            lines.remove(i);
        }
        1 => {
            let digits: Vec<usize> = l
                .char_indices()
                .filter(|c| c.1.is_ascii_digit())
                .map(|c| c.0)
                .collect();
            if !digits.is_empty() {
                let at = digits[pick % digits.len()];
                let d = char::from(b'0' + (pick % 10) as u8);
                lines[i] = format!("{}{d}{}", &l[..at], &l[at + 1..]);
            }
        }
        2 => {
            let words: Vec<&str> = l
                .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .filter(|w| !w.is_empty())
                .collect();
            if !words.is_empty() {
                let w = words[pick % words.len()];
                lines[i] = l.replacen(w, "xyzzy", 1);
            }
        }
        _ => {
            lines[i] = l.replacen("= ", "= -", 1);
        }
    }
    lines.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Mutated files are accepted or refused with a line inside the file, never a panic.
    #[test]
    fn mutated_files_are_checked(line in 0usize..2000, kind: u8, pick in 0usize..1000) {
        let text = mutate(EMBEDDED, line, kind, pick);
        match Data::parse(&text, "mutated.toml") {
            Ok(d) => prop_assert_eq!(d.sections.len(), 40),
            Err(e) => {
                prop_assert!(e.line <= text.lines().count(), "{}", e);
                prop_assert!(!e.message.is_empty());
            }
        }
    }
}
