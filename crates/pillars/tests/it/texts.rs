//! What a player reads, in English and in Czech: the choices, the boards and the log come from
//! the game's translation files; no noise lines, correct plurals, nothing about a next round
//! after the last, and no board line wider than a terminal's 80 columns.

use crate::common;

use cathedra_core::i18n::Texts;
use cathedra_core::{replay_with, Entry, Game, Log, Observer, Options, Seat, ToMove};
use cathedra_pillars::{Action, Craftsman, Cube, Location, Pillars, ResourceCard, Stage};
use common::{observer, Table};

fn czech() -> Texts {
    Texts::new("cs", &[Pillars::LOCALES]).unwrap()
}

fn english() -> Texts {
    Texts::english(&[Pillars::LOCALES])
}

/// Words that are English and never Czech: none of them may stand in a Czech text.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "gold",
    "VP",
    "workers",
    "worker",
    "round",
    "craftsmen",
    "craftsman",
    "privileges",
    "privilege",
    "Board",
    "Offer",
    "Start",
    "Event",
    "market",
    "card",
    "cards",
    "Take",
    "Place",
    "master",
    "builder",
    "Use",
    "Keep",
    "Buy",
    "Sell",
    "Pass",
    "free",
    "for",
    "and",
    "wood",
    "stone",
    "sand",
    "metal",
    "nothing",
    "phase",
    "step",
    "to",
    "move",
    "draws",
    "mill",
    "grey",
    "cost",
    "bag",
    "waiting",
    "drawn",
    "face",
    "down",
    "next",
    "Remove",
    "Hire",
    "Decline",
    "takes",
    "pays",
    "loses",
    "with",
    "of",
    "in",
    "at",
    "once",
    "times",
];

fn english_words_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| ENGLISH_WORDS.contains(w))
        .map(str::to_string)
        .collect()
}

/// Random games of 2, 3 and 4 players: each state before an action, and the game's log.
fn games(seeds: u64) -> Vec<(Vec<Pillars>, Vec<Entry>)> {
    (0..seeds)
        .map(|seed| {
            let players = 2 + (seed % 3) as usize;
            let (_, record) =
                cathedra_core::play_random::<Pillars>(players, &Options::default(), seed, 11)
                    .unwrap();
            let mut states = Vec::new();
            let mut log = Log::recording();
            let end = replay_with::<Pillars>(&record, &mut log, |g, _, _| states.push(g.clone()))
                .unwrap();
            states.push(end);
            (states, log.entries().to_vec())
        })
        .collect()
}

fn observers(g: &Pillars) -> Vec<Observer> {
    let mut all: Vec<Observer> = (0..g.players())
        .map(|s| Observer::Seat(Seat(s as u8)))
        .collect();
    all.push(Observer::Spectator);
    all
}

fn choices(g: &Pillars) -> Vec<Action> {
    let mut actions = Vec::new();
    for s in 0..g.players() {
        let mut legal = Vec::new();
        g.legal_actions(Seat(s as u8), &mut legal);
        actions.extend(legal);
    }
    if g.to_move() == ToMove::Chance {
        let mut outcomes = Vec::new();
        g.chance_outcomes(&mut outcomes);
        actions.extend(outcomes.iter().map(|o| o.action));
    }
    actions
}

#[test]
fn every_czech_choice_and_board_line_comes_from_a_czech_message() {
    let (cs, en) = (czech(), english());
    for (states, _) in games(6) {
        for g in states.iter().step_by(3) {
            for a in choices(g) {
                let (czech, english) = (g.describe_in(a, &cs), g.describe(a));
                assert_eq!(english, g.describe_in(a, &en), "one English text");
                let only_numbers = !czech.chars().any(char::is_alphabetic);
                assert!(
                    czech != english || only_numbers,
                    "{a:?} is English in Czech: {czech}"
                );
                assert_eq!(english_words_in(&czech), Vec::<String>::new(), "{czech}");
            }
            for o in observers(g) {
                let board = g.render_in(o, &cs);
                assert_eq!(g.render(o), g.render_in(o, &en));
                assert_eq!(g.render_compact(o), g.render_compact_in(o, &en));
                for text in [board, g.render_compact_in(o, &cs)] {
                    assert_eq!(english_words_in(&text), Vec::<String>::new(), "{text}");
                }
            }
        }
    }
}

#[test]
fn choices_read_alike_in_english_and_czech() {
    let mut t = Table::new(2, 0);
    t.until_stage(Stage::Offer);
    let g = &t.g;
    let cs = czech();
    let take = Action::TakeResource {
        card: ResourceCard::Sand2,
    };
    assert_eq!(
        g.describe(take),
        "Take the 2-sand card (2 workers for 2 sand)"
    );
    assert_eq!(
        g.describe_in(take, &cs),
        "Vzít kartu surovin 2× písek (2 dělníci)"
    );
    let hire = Action::Hire {
        craftsman: Craftsman::Mason1,
    };
    assert_eq!(
        g.describe(hire),
        "Hire the Mason (1 stone → 1 VP, 2 a round) for 5 gold"
    );
    assert_eq!(
        g.describe_in(hire, &cs),
        "Najmout řemeslníka Zedník (1× kámen → 1 VB, 2× za kolo) za 5 zl."
    );
    let once = Action::Use {
        craftsman: Craftsman::Mason1,
        times: 1,
    };
    assert_eq!(
        g.describe(once),
        "Use the Mason (1 stone → 1 VP, 2 a round) once: 1 stone → 1 VP"
    );
    let twice = Action::Use {
        craftsman: Craftsman::Mason1,
        times: 2,
    };
    assert_eq!(
        g.describe_in(twice, &cs),
        "Použít 2× řemeslníka Zedník (1× kámen → 1 VB, 2× za kolo): 2× kámen → 2 VB"
    );
    let buy = Action::Buy {
        cube: Cube::Wood,
        n: 2,
    };
    assert_eq!(g.describe(buy), "Buy 2 wood for 6 gold");
    assert_eq!(g.describe_in(buy, &cs), "Koupit 2× dřevo za 6 zl.");
    let keep = Action::Keep {
        cubes: [5, 0, 0, 0],
    };
    assert_eq!(g.describe_in(keep, &cs), "Ponechat si 5× dřevo");
    let place = Action::Place {
        at: Location::Priory,
    };
    assert!(g
        .describe_in(place, &cs)
        .contains("převorství: 2 VB na prvním poli"));
}

#[test]
fn the_czech_board_names_its_places_and_figures_in_czech() {
    let t = Table::new(3, 1);
    let board = t.g.render_in(observer(0), &czech());
    for part in [
        "Pilíře země: 1. kolo ze 6",
        "Začínající hráč: Modrý",
        "Červený: ",
        "řemeslníci: Vápeník (3× písek → 1 VB, 3× za kolo)",
        "Biskupství: –",
        "Převorství (2 VB, 1 VB): –, –",
        "Tržiště (dřevo 4, kámen 4, písek 4)",
        "Katedrála (příští začínající hráč): –",
        "Ukazatel ceny: 7",
    ] {
        assert!(board.contains(part), "{part:?} missing in:\n{board}");
    }
}

/// Each log entry of random games, in Czech from its Czech message, with no English left.
#[test]
fn the_log_is_czech_entry_by_entry() {
    let cs = czech();
    let name = |s: Seat| cs.seat(cathedra_pillars::data::COLOURS[s.index()]);
    for (_, entries) in games(9) {
        for entry in &entries {
            let text = cs
                .event(&entry.event, &name)
                .unwrap_or_else(|| panic!("no Czech message for {}", entry.event.kind));
            assert_eq!(english_words_in(&text), Vec::<String>::new(), "{text}");
            assert_ne!(text, entry.text);
        }
    }
}

/// What a log line says in both languages, each seat by its name.
fn both(entries: &[Entry]) -> Vec<(String, String)> {
    let (cs, en) = (czech(), english());
    let cs_name = |s: Seat| cs.seat(cathedra_pillars::data::COLOURS[s.index()]);
    let en_name = |s: Seat| cathedra_pillars::data::COLOURS[s.index()].to_string();
    entries
        .iter()
        .map(|e| {
            (
                e.text.clone(),
                format!(
                    "{} / {} / {}",
                    cs.event(&e.event, &cs_name).unwrap(),
                    en.event(&e.event, &en_name).unwrap(),
                    e.text
                ),
            )
        })
        .collect()
}

#[test]
fn the_log_has_no_noise_lines_and_its_plurals_agree() {
    let noise = [
        " 0 workers",
        " 0 VP",
        " 0 gold",
        "produces nothing",
        " 0 dělník",
        " 0 vítězn",
        " 0 zlaťák",
        "dřevo 0",
        "kámen 0",
        "písek 0",
        "železo 0",
        " 0 wood",
        " 0 stone",
        " 0 sand",
        " 0 metal",
        " 1 workers",
        " 1 dělníků",
        " 1 zlaťáků",
        " 1 vítězných",
        " 1 times",
        " 1 grey workers",
    ];
    for (_, entries) in games(9) {
        for (_, all) in both(&entries) {
            for n in noise {
                assert!(!all.contains(n), "{n:?} in {all}");
            }
        }
    }
}

#[test]
fn nothing_speaks_of_a_next_round_after_the_last() {
    let next = [
        "next round",
        "příští kolo",
        "příštího kola",
        "grey next",
        "šedí příště",
    ];
    for (states, entries) in games(6) {
        let last = entries
            .iter()
            .position(|e| e.text == "Round 6 begins")
            .expect("six rounds");
        for (_, all) in both(&entries[last..]) {
            for n in next {
                assert!(!all.contains(n), "{n:?} in {all}");
            }
        }
        for g in states.iter().filter(|g| g.round() == 6) {
            for o in observers(g) {
                for board in [
                    g.render(o),
                    g.render_in(o, &czech()),
                    g.render_compact(o),
                    g.render_compact_in(o, &czech()),
                ] {
                    for n in next
                        .iter()
                        .chain(&["next start player", "příští začínající"])
                    {
                        assert!(!board.contains(n), "{n:?} in\n{board}");
                    }
                }
            }
            for a in choices(g) {
                for text in [g.describe(a), g.describe_in(a, &czech())] {
                    for n in next.iter().chain(&["next round", "příští"]) {
                        assert!(!text.contains(n), "{n:?} in {text}");
                    }
                }
            }
        }
    }
}

#[test]
fn no_board_line_is_wider_than_80_columns() {
    let cs = czech();
    for (states, _) in games(6) {
        for g in &states {
            for o in observers(g) {
                for (board, whole) in [
                    (g.render_compact(o), g.render_compact_in(o, &english())),
                    (g.render_compact_in(o, &cs), g.render_compact_in(o, &cs)),
                    (g.render(o), g.render(o)),
                    (g.render_in(o, &cs), g.render_in(o, &cs)),
                ] {
                    for line in board.lines() {
                        assert!(line.chars().count() <= 80, "{line:?} in\n{whole}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_compact_board_keeps_the_header_and_the_own_area_on_one_screen() {
    for (states, _) in games(3) {
        for g in states.iter().step_by(7) {
            if g.players() != 4 {
                continue;
            }
            let ToMove::Seat { seat: s } = g.to_move() else {
                continue;
            };
            let board = g.render_compact_in(Observer::Seat(s), &czech());
            assert!(board.starts_with("Pilíře země: "), "{board}");
            assert!(board.lines().count() <= 16, "{board}");
        }
    }
}
