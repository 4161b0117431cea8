//! Screen tests of `cathedra play` for every game in English and Czech, played by a person
//! who reads the screen: whole games within 80 columns, hot-seat hand-overs, undo, and a game
//! stopped and resumed, each in the language asked for.

use crate::common::{play_screen, played_from_the_screen, save_dir};

/// The texts a test looks for, in one language.
struct Words {
    lang: &'static str,
    over: &'static str,
    pass: &'static str,
    undo: &'static str,
    taken_back: &'static str,
    nothing: &'static str,
    quit: &'static str,
    resumed: &'static str,
}

const LANGUAGES: [Words; 2] = [
    Words {
        lang: "en",
        over: "Game over.",
        pass: "Pass the keyboard to ",
        undo: "undo",
        taken_back: "Taken back: ",
        nothing: "Nothing to take back",
        quit: "quit",
        resumed: "Resumed after ",
    },
    Words {
        lang: "cs",
        over: "Konec hry.",
        pass: "Předejte klávesnici, hraje ",
        undo: "zpet",
        taken_back: "Vzato zpět: ",
        nothing: "Nelze nic vzít zpět",
        quit: "konec",
        resumed: "Pokračuje se po ",
    },
];

fn fits_80_columns(id: &str, screen: &str) {
    for line in screen.lines() {
        assert!(line.chars().count() <= 80, "{id}: too long: {line}");
    }
}

#[test]
fn every_game_plays_to_the_end_in_both_languages_within_80_columns() {
    for id in cathedra_games::IDS {
        for words in &LANGUAGES {
            let screen = played_from_the_screen(id, words.lang, 3, &[]);
            assert!(
                screen.contains(words.over),
                "{id} {}:\n{screen}",
                words.lang
            );
            fits_80_columns(id, &screen);
        }
    }
}

#[test]
fn hot_seat_hands_the_keyboard_over_in_both_languages() {
    for id in cathedra_games::IDS {
        for words in &LANGUAGES {
            let screen = played_from_the_screen(id, words.lang, 4, &["--seats", "human,human"]);
            assert!(screen.contains(words.over), "{id} {}", words.lang);
            assert!(
                screen.contains(words.pass),
                "{id} {}: no hand-over\n{screen}",
                words.lang
            );
            fits_80_columns(id, &screen);
        }
    }
}

#[test]
fn undo_answers_in_both_languages() {
    let mut taken_back = [false; 2];
    for id in cathedra_games::IDS {
        for (l, words) in LANGUAGES.iter().enumerate() {
            let script: Vec<(usize, &str)> = (2..60).step_by(3).map(|n| (n, words.undo)).collect();
            let dir = save_dir(&format!("undo-{id}-{}", words.lang));
            let screen = play_screen(
                &[id, "--lang", words.lang, "--seed", "5", "--save-dir", &dir],
                &script,
            );
            taken_back[l] |= screen.contains(words.taken_back);
            assert!(
                screen.contains(words.taken_back) || screen.contains(words.nothing),
                "{id} {}: undo unanswered\n{screen}",
                words.lang
            );
            assert!(
                screen.contains(words.over),
                "{id} {}:\n{}",
                words.lang,
                &screen[screen.len().saturating_sub(3000)..]
            );
        }
    }
    assert_eq!(taken_back, [true; 2], "some game takes a decision back");
}

#[test]
fn a_game_stopped_and_resumed_goes_on_in_both_languages() {
    for id in cathedra_games::IDS {
        for words in &LANGUAGES {
            let file = std::path::PathBuf::from(save_dir("resume"))
                .join(format!("{id}-{}.json", words.lang));
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            let path = file.to_str().unwrap();
            let first = play_screen(
                &[
                    id, "--lang", words.lang, "--seed", "6", "--save", path, "--force",
                ],
                &[(12, words.quit)],
            );
            assert!(!first.contains(words.over), "{id} {}", words.lang);
            let rest = play_screen(&["--resume", path, "--lang", words.lang], &[]);
            assert!(rest.contains(words.resumed), "{id} {}:\n{rest}", words.lang);
            assert!(rest.contains(words.over), "{id} {}", words.lang);
            fits_80_columns(id, &rest);
        }
    }
}
