//! The game in Czech and English from the same translation files: every choice and every
//! board line of random games under Czech is worded by a Czech message (no English text left),
//! English is worded by the English messages, and numbers take their plural forms.

use crate::common;

use cathedra_castle::{Action, Castle};
use cathedra_core::i18n::{missing_keys, Texts};
use cathedra_core::{Dealer, Game, Observer, Playout, Seat};
use common::options;

fn czech() -> Texts {
    Texts::new("cs", &[Castle::LOCALES]).unwrap()
}

fn english() -> Texts {
    Texts::english(&[Castle::LOCALES])
}

/// English words of the board and the choices that no Czech text may hold.
const ENGLISH_WORDS: [&str; 16] = [
    "VP", "taler", "round", "helper", "chosen", "played", "Worker", "Tower", "Bank ", "Carts",
    "free", "the ", "Pay ", "Place ", "Take ", "Done",
];

fn assert_czech(text: &str, english: &str) {
    assert_ne!(text, english, "the same text in both languages");
    for word in ENGLISH_WORDS {
        assert!(!text.contains(word), "English '{word}' in {text:?}");
    }
}

/// How often a walk met a choice that leaves something unused, and a lone choice said with
/// its reason.
#[derive(Default)]
struct Stats {
    unused: usize,
    because: usize,
}

/// Every choice and every board of a random game, in Czech and English.
fn walk(players: usize, winter: bool, seed: u64, stats: &mut Stats) -> usize {
    let (cs, en) = (czech(), english());
    let mut game = Castle::new(players, &options(winter)).unwrap();
    let mut checked = 0;
    let mut legal = Vec::new();
    Playout::default()
        .run(&mut game, &mut Dealer::new(seed, 0), |g, _, _| {
            for seat in Seat::all(players) {
                g.legal_actions(seat, &mut legal);
                for &a in &legal {
                    let english = g.describe(a);
                    assert_eq!(g.describe_in(a, &en), english);
                    assert_czech(&g.describe_in(a, &cs), &english);
                    checked += 1;
                    // What a choice leaves unused, and why a lone choice is the only one, are
                    // said in both languages alike.
                    let unused = (g.unused_in(a, &en), g.unused_in(a, &cs));
                    assert_eq!(unused.0.is_some(), unused.1.is_some());
                    if let (Some(e), Some(c)) = unused {
                        assert_czech(&c, &e);
                        assert_eq!(a, Action::Done, "{e}");
                        let others = legal.iter().filter(|&&b| b != Action::Done).count();
                        assert!(others > 0, "{e}: nothing else to do");
                        stats.unused += 1;
                    }
                    if legal.len() == 1 {
                        let why = (g.only_because_in(a, &en), g.only_because_in(a, &cs));
                        assert_eq!(why.0.is_some(), why.1.is_some());
                        if let (Some(e), Some(c)) = why {
                            assert_czech(&c, &e);
                            stats.because += 1;
                        }
                    }
                }
            }
            let observers = [Observer::Spectator, Observer::Seat(Seat(0))];
            for observer in observers {
                for (czech, english) in [
                    (g.render_in(observer, &cs), g.render(observer)),
                    (
                        g.render_compact_in(observer, &cs),
                        g.render_compact(observer),
                    ),
                ] {
                    assert_eq!(czech.lines().count(), english.lines().count());
                    for (c, e) in czech.lines().zip(english.lines()) {
                        assert_czech(c, e);
                    }
                }
            }
        })
        .unwrap();
    checked
}

#[test]
fn random_games_speak_czech_in_every_choice_and_board_line() {
    let mut checked = 0;
    let mut stats = Stats::default();
    for (seed, players, winter) in [(1, 2, false), (2, 3, true), (3, 4, true), (4, 2, true)] {
        checked += walk(players, winter, seed, &mut stats);
    }
    assert!(checked > 1000, "{checked} choices");
    assert!(stats.unused > 0, "no choice left anything unused");
    assert!(stats.because > 0, "no lone choice had a reason");
}

#[test]
fn every_key_is_in_both_languages() {
    assert_eq!(missing_keys(&[Castle::LOCALES]), Vec::<String>::new());
}

#[test]
fn czech_choices_name_czech_cards_with_czech_plurals() {
    let cs = czech();
    let g = Castle::new(2, &options(true)).unwrap();
    let choose = g.describe_in(
        Action::Choose {
            card: cathedra_castle::Card::Stonemason,
        },
        &cs,
    );
    assert_eq!(choose, "Zvolit kartu: Kameník");
    assert_eq!(
        g.describe(Action::Choose {
            card: cathedra_castle::Card::Stonemason
        }),
        "Choose the Stonemason"
    );
    let place = |space| {
        g.describe_in(
            Action::Place {
                space,
                from: cathedra_castle::Source::Supply,
            },
            &cs,
        )
    };
    // Tuition 3 (few) and 6 (other): Czech plurals.
    assert_eq!(
        place(cathedra_castle::Space::Inn),
        "Umístit pomocníka za 3 tolary: Hostinec (na konci: nic)"
    );
    assert_eq!(
        place(cathedra_castle::Space::Tavern6),
        "Umístit pomocníka za 6 tolarů: Krčma (na konci: 1 VB za každé 2 pomocníky na hradu)"
    );
    let board = g.render_in(Observer::Seat(Seat(0)), &cs);
    assert!(
        board.starts_with(
            "Pod ochranou hradu (zima) – 12 kol, začínající hráč ještě není vylosován"
        ),
        "{board}"
    );
    assert!(
        board.contains("Nyní: náhoda losuje začínajícího hráče"),
        "{board}"
    );
}

/// No choice and no log line of random games speaks of nothing as a count: "takes 0 silver
/// from the tower" is said as "takes nothing from the tower: it holds no silver" (CAS-9.1).
#[test]
fn no_choice_or_log_line_counts_nothing_as_zero() {
    let mut tower_emptied = 0;
    for (seed, players, winter) in [(5, 2, false), (6, 3, true), (7, 4, false)] {
        let mut game = Castle::new(players, &options(winter)).unwrap();
        let mut playout = Playout::recording();
        let mut legal = Vec::new();
        playout
            .run(&mut game, &mut Dealer::new(seed, 0), |g, _, _| {
                for seat in Seat::all(players) {
                    g.legal_actions(seat, &mut legal);
                    for &a in &legal {
                        let text = g.describe(a);
                        assert!(!text.contains(" 0 "), "{text}");
                        tower_emptied += usize::from(text.starts_with("Take nothing"));
                    }
                }
            })
            .unwrap();
        for entry in playout.into_log().take() {
            let words: Vec<&str> = entry.text.split_whitespace().collect();
            for pair in words.windows(2) {
                assert!(
                    !(pair[1] == "0"
                        && ["takes", "brings", "gets", "pays", "scores"].contains(&pair[0])),
                    "{}",
                    entry.text
                );
            }
        }
    }
    assert!(tower_emptied > 0, "no choice took nothing from the tower");
}
