//! The Red Cathedral in Czech and English: every choice and every line of the boards comes from
//! a message of the translation files (`locales/{en,cs}/choices.ftl`, `board.ftl`, `terms.ftl`),
//! and the English texts are those same messages read in English.

use cathedra_core::i18n::Texts;
use cathedra_core::{Actor, Game, Log, Observer, Outcome, Seat, ToMove};
use cathedra_red_cathedral::types::{Die, Material, SoloCard};
use cathedra_red_cathedral::{Action, RedCathedral, NONE};

use crate::common;

fn texts(lang: &str) -> Texts {
    Texts::new(lang, &[RedCathedral::LOCALES]).unwrap()
}

/// English words a Czech text must not hold (a message left untranslated, or an English
/// name where a term should be).
const ENGLISH_WORDS: [&str; 12] = [
    " the ",
    "tower",
    "recognition",
    "ruble",
    "wood",
    "brick",
    "stone",
    "prestige",
    "market",
    "Base",
    "card",
    "your",
];

fn czech_only(text: &str, what: &str) {
    for w in ENGLISH_WORDS {
        assert!(
            !text.contains(w),
            "{what}: the Czech text holds the English '{w}': {text}"
        );
    }
}

/// A board's lines with each line's continuations joined to it again.
fn unwrapped(board: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for line in board.lines() {
        let lead = line.chars().take_while(|&c| c == ' ').count();
        let prev = lines
            .last()
            .map(|l| l.chars().take_while(|&c| c == ' ').count());
        match lines.last_mut() {
            Some(last) if prev.is_some_and(|p| lead >= p + 4) => {
                last.push(' ');
                last.push_str(line.trim_start());
            }
            _ => lines.push(line.to_string()),
        }
    }
    lines
}

/// Every choice (a seat's and chance's) and every line of both boards, along a random game.
fn walk(players: usize, pairs: &[(&str, &str)], seed: u64) -> usize {
    let en = texts("en");
    let cs = texts("cs");
    let mut g = RedCathedral::new(players, &common::options(pairs)).unwrap();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<Action>> = Vec::new();
    let mut checked = 0;
    for _ in 0..4000 {
        let (actor, actions): (Actor, Vec<Action>) = match g.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes.iter().map(|o| o.action).collect())
            }
            ToMove::Seat { seat } => {
                g.legal_actions(seat, &mut legal);
                (Actor::Seat(seat), legal.clone())
            }
            other => panic!("{other:?}"),
        };
        for &a in &actions {
            let english = g.describe_in(a, &en);
            let czech = g.describe_in(a, &cs);
            assert_eq!(g.describe(a), english, "{a:?}");
            assert_ne!(czech, english, "{a:?} has no Czech text");
            czech_only(&czech, &format!("{a:?}"));
            checked += 1;
        }
        if checked % 7 == 0 {
            let observer = Observer::Seat(Seat(0));
            for (en_board, cs_board) in [
                (g.render(observer), g.render_in(observer, &cs)),
                (
                    g.render_compact(observer),
                    g.render_compact_in(observer, &cs),
                ),
            ] {
                for line in en_board.lines().chain(cs_board.lines()) {
                    assert!(line.chars().count() <= 80, "over 80 columns: {line}");
                }
                // A line too wide for 80 columns goes on in lines indented four columns
                // further; the two languages have the same lines once joined again.
                let (english_lines, czech_lines) = (unwrapped(&en_board), unwrapped(&cs_board));
                assert_eq!(english_lines.len(), czech_lines.len(), "{cs_board}");
                for (e, c) in english_lines.iter().zip(&czech_lines) {
                    assert_ne!(e, c, "a board line has no Czech text");
                    // An empty list is said in words.
                    assert!(!e.contains("[]") && !c.contains("[]"), "{e}\n{c}");
                    czech_only(c, "the board");
                }
                // Jakovlev's row and his next card are on every board of a solo game, once dealt.
                if players == 1 && g.bot.cards[0] != NONE {
                    assert!(
                        en_board.contains("Jakovlev next: ")
                            || en_board.contains("Jakovlev's solo cards, left to right:"),
                        "{en_board}"
                    );
                    assert!(
                        en_board.contains(" plays next: ")
                            || en_board.starts_with("The Red Cathedral: "),
                        "{en_board}"
                    );
                    assert!(
                        cs_board.contains("Jakovlev příště: ")
                            || cs_board.contains("Sólové karty hráče Jakovlev zleva doprava:"),
                        "{cs_board}"
                    );
                }
                assert_eq!(g.render_in(observer, &en), g.render(observer));
                assert_eq!(
                    g.render_compact_in(observer, &en),
                    g.render_compact(observer)
                );
            }
        }
        let a = actions[next(actions.len())];
        g.apply(actor, a, &mut Log::silent()).unwrap();
    }
    checked
}

#[test]
fn every_choice_and_board_line_of_random_games_is_czech_under_cs_and_english_under_en() {
    let mut checked = 0;
    for players in 1..=4 {
        for seed in 0..3 {
            checked += walk(players, &[], seed + 10 * players as u64);
        }
    }
    checked += walk(2, &[("side", "advanced")], 99);
    assert!(checked > 1000, "{checked}");
}

/// At the start every inventory is empty and three market spaces hold no die: the boards say
/// so in words, in both languages.
#[test]
fn an_empty_inventory_and_a_space_without_dice_are_said_in_words() {
    let g = common::game(2, &[]);
    let observer = Observer::Seat(Seat(0));
    let english = g.render(observer);
    let czech = g.render_in(observer, &texts("cs"));
    assert!(english.contains(", inventory 0/6: nothing"), "{english}");
    assert!(czech.contains(", inventář 0/6: nic"), "{czech}");
    assert_eq!(english.matches(" no dice").count(), 3, "{english}");
    assert_eq!(czech.matches(" žádná kostka").count(), 3, "{czech}");
    assert!(english.contains(" 1 die [") && czech.contains(" 1 kostka ["));
    let compact = g.render_compact_in(observer, &texts("cs"));
    assert!(compact.contains("inventář 0/6: nic"), "{compact}");
}

#[test]
fn czech_numbers_take_their_plural_forms() {
    let cs = texts("cs");
    let g = RedCathedral::new(1, &common::options(&[])).unwrap();
    assert_eq!(
        g.describe_in(Action::SellPrestige, &cs),
        "Prodej 1 bod prestiže za 2 rubly"
    );
    let over = |turns: u32| {
        cs.with(
            "compact-ending",
            [("turns", cathedra_core::i18n::FluentValue::from(turns))],
        )
    };
    assert_eq!(over(1), "; blíží se konec: ještě 1 tah po tomto");
    assert_eq!(over(3), "; blíží se konec: ještě 3 tahy po tomto");
    assert_eq!(over(5), "; blíží se konec: ještě 5 tahů po tomto");
    let amount = |n: u32, r: &str| {
        cs.with(
            "amount-resource",
            [
                ("amount", cathedra_core::i18n::FluentValue::from(n)),
                ("resource", cathedra_core::i18n::FluentValue::from(r)),
                ("name", cathedra_core::i18n::FluentValue::from("dřevo")),
            ],
        )
    };
    assert_eq!(amount(1, "rubles"), "1 rubl");
    assert_eq!(amount(4, "rubles"), "4 rubly");
    assert_eq!(amount(5, "rubles"), "5 rublů");
    assert_eq!(amount(1, "recognition"), "1 bod uznání");
    assert_eq!(amount(2, "recognition"), "2 body uznání");
    assert_eq!(amount(7, "recognition"), "7 bodů uznání");
    assert_eq!(amount(2, "wood"), "2× dřevo");
}

#[test]
fn card_names_carry_no_codes_in_either_language() {
    let g = RedCathedral::new(2, &common::options(&[])).unwrap();
    for lang in ["en", "cs"] {
        let t = texts(lang);
        for term in g.terms() {
            let name = t.term(&term).name;
            assert!(
                !name.contains(term.id.as_str()),
                "{lang}: {} is named by its code: {name}",
                term.id
            );
        }
    }
    let en = texts("en");
    assert_eq!(
        en.term_name("B01").unwrap(),
        "Base: 2 wood, 1 brick; 3 recognition"
    );
    assert_eq!(
        texts("cs").term_name("B01").unwrap(),
        "Základna: 2× dřevo, 1× cihla; 3 body uznání"
    );
}

/// Every key in both languages (the check of `crates/cli/tests/languages.rs`, for this game),
/// and the English terms say what the game's data says.
#[test]
fn every_key_is_in_both_languages_and_the_english_terms_are_the_datas() {
    assert_eq!(
        cathedra_core::i18n::missing_keys(&[RedCathedral::LOCALES]),
        Vec::<String>::new()
    );
    let en = texts("en");
    let g = RedCathedral::new(4, &common::options(&[])).unwrap();
    for term in g.terms() {
        assert_eq!(en.term(&term), term, "{}", term.id);
    }
}

/// The final scores and Jakovlev's row of solo cards are events with their participants,
/// cards and dice as data: English words them as the log's English text, Czech in Czech.
#[test]
fn the_final_scores_and_jakovlev_s_row_are_worded_from_their_events_in_both_languages() {
    let (en, cs) = (texts("en"), texts("cs"));
    let mut seen = Vec::new();
    for players in [1, 3] {
        let (_, record) = cathedra_core::play_random::<RedCathedral>(
            players,
            &common::options(&[]),
            5,
            players as u64,
        )
        .unwrap();
        let mut log = Log::recording();
        let g = cathedra_core::replay::<RedCathedral>(&record, &mut log).unwrap();
        let name = |s: Seat| g.seat_name(s);
        for entry in log.entries() {
            if !["final_scores", "solo_row"].contains(&entry.event.kind) {
                continue;
            }
            assert_eq!(
                en.event(&entry.event, &name).as_deref(),
                Some(entry.text.as_str())
            );
            let czech = cs.event(&entry.event, &name).unwrap();
            czech_only(&czech, entry.event.kind);
            for english in ["Yellow", "Red", "Blue", " die", "Final", "Build", "Claim"] {
                assert!(!czech.contains(english), "{english} in {czech}");
            }
            seen.push((players, entry.event.kind, czech));
        }
    }
    let scores: Vec<&str> = seen
        .iter()
        .filter(|s| s.1 == "final_scores")
        .map(|s| s.2.as_str())
        .collect();
    assert_eq!(scores.len(), 2, "{seen:?}");
    assert!(
        scores[0].starts_with("Konečná prestiž: Žlutý "),
        "{}",
        scores[0]
    );
    assert!(scores[0].contains(", Jakovlev "), "{}", scores[0]);
    assert!(scores[1].contains(", Červený ") && scores[1].contains(", Modrý "));
    let row = seen.iter().find(|s| s.1 == "solo_row").unwrap();
    assert!(row.2.starts_with("Jakovlevova řada: "), "{}", row.2);
    assert!(row.2.contains(" kostka), "), "{}", row.2);
}

/// RC-15.1, RC-15.3 step 2: a solo game's boards show Jakovlev's row of solo cards with the die
/// tile on each card and which lies face up, the card he plays next with its die's face, and
/// what lies on his Inventory and Build cards and his Claim card, in both languages.
#[test]
fn a_solo_board_shows_jakovlevs_row_his_next_card_and_what_lies_on_his_cards() {
    let mut g = common::game(1, &[]);
    g.bot.cards = [
        SoloCard::Claim as u8,
        SoloCard::Build as u8,
        SoloCard::Recognition as u8,
        SoloCard::Inventory as u8,
        SoloCard::Delivery as u8,
    ];
    g.bot.tiles = [
        Die::Blue as u8,
        Die::Red as u8,
        Die::White as u8,
        Die::Yellow as u8,
        Die::Green as u8,
    ];
    g.bot.face_up = 0b11010;
    g.die_face[Die::Red as usize] = 4;
    g.bot.stock = [0; 6];
    g.bot.stock[Material::Wood as usize] = 2;
    g.bot.stock[Material::Stone as usize] = 1;
    g.bot.build = [0; 6];
    g.bot.build[Material::Brick as usize] = 3;
    g.bot.banners = 4;
    g.bot.placed = 1;
    let observer = Observer::Seat(Seat(0));
    let english = g.render(observer);
    let czech = g.render_in(observer, &texts("cs"));
    for line in [
        "Jakovlev's solo cards, left to right:",
        "  1. Claim: blue die tile, face down",
        "  2. Build: red die tile, face up",
        "  3. Recognition: white die tile, face down",
        "  4. Inventory: yellow die tile, face up",
        "  5. Delivery: green die tile, face up",
        "Jakovlev plays next: Build, moving the red die, which shows 4",
        "  Inventory card: 2 wood, 1 stone",
        "  Build card: 3 brick",
        "  Claim card: 4 banners; ornaments left: arch, arch, cross",
    ] {
        assert!(english.lines().any(|l| l == line), "{line}\n{english}");
    }
    for line in [
        "Sólové karty hráče Jakovlev zleva doprava:",
        "  1. Zamluvení: destička kostky (modrá) lícem dolů",
        "  2. Stavba: destička kostky (červená) lícem nahoru",
        "Jakovlev příště hraje kartu Stavba a posune kostku (červená), na níž padla 4",
        "  karta Inventář: 2× dřevo, 1× kámen",
        "  karta Stavba: 3× cihla",
        "  karta Zamluvení: 4 prapory; zbývající ozdoby: oblouk, oblouk, kříž",
    ] {
        assert!(czech.lines().any(|l| l == line), "{line}\n{czech}");
    }
    let compact = g.render_compact(observer);
    assert!(
        compact.contains("Jakovlev next: Build, red die shows 4; on Inventory 3, on Build 3"),
        "{compact}"
    );
    let compact = g.render_compact_in(observer, &texts("cs"));
    assert!(
        compact.contains(
            "Jakovlev příště: Stavba, kostka (červená) ukazuje 4; Inventář: 3, Stavba: 3"
        ),
        "{compact}"
    );

    // All tiles face down: he reshuffles next, after his next ornament; one banner is left.
    g.bot.face_up = 0;
    g.bot.banners = 1;
    g.bot.placed = 4;
    let english = g.render(observer);
    let czech = g.render_in(observer, &texts("cs"));
    assert!(
        english
            .contains("Jakovlev plays next: all his tiles are face down, he shuffles them anew\n"),
        "{english}"
    );
    assert!(!english.contains("next ornament"), "{english}");
    assert!(
        english.contains("  Claim card: 1 banner; ornaments left: none\n"),
        "{english}"
    );
    assert!(
        czech.contains("Jakovlev má všechny destičky lícem dolů, příště je znovu zamíchá\n"),
        "{czech}"
    );
    assert!(
        czech.contains("  karta Zamluvení: 1 prapor; zbývající ozdoby: žádné\n"),
        "{czech}"
    );
    g.bot.placed = 2;
    let english = g.render(observer);
    assert!(
        english.contains("  and first places his next ornament (arch) if a card takes it\n"),
        "{english}"
    );
    let compact = g.render_compact(observer);
    assert!(
        compact.contains("Jakovlev next: a new shuffle of his tiles; on Inventory 3, on Build 3"),
        "{compact}"
    );
}

/// A board line wider than 80 columns breaks between two items: Jakovlev's Build card holding
/// every material many times over.
#[test]
fn a_long_line_of_jakovlevs_breaks_between_items_within_80_columns() {
    let mut g = common::game(1, &[]);
    g.bot.build = [11; 6];
    let observer = Observer::Seat(Seat(0));
    for board in [g.render(observer), g.render_in(observer, &texts("cs"))] {
        assert!(board.lines().all(|l| l.chars().count() <= 80), "{board}");
    }
    let english = g.render(observer);
    assert!(
        english.contains(
            "\n  Build card: 11 wood, 11 brick, 11 stone, 11 gold, 11 emerald, 11 amethyst\n"
        ),
        "{english}"
    );
    let czech = g.render_in(observer, &texts("cs"));
    assert!(
        czech.contains(
            "\n  karta Stavba: 11× dřevo, 11× cihla, 11× kámen, 11× zlato, 11× smaragd,\n      11× ametyst\n"
        ),
        "{czech}"
    );
}
