//! The log in Czech: every event of random games (the moves, hidden actions as the others see
//! them and as their own seat reads them, cards received unseen, the final scoring) has a Czech
//! message of its own, and its English text is the English message of the same event.

use cathedra_architects::Architects;
use cathedra_core::i18n::{event_key, Texts};
use cathedra_core::{Actor, Dealer, Game, Log, Observer, Options, Playout, Seat, ToMove};

#[test]
fn structured_log_events_read_in_czech_and_english_from_the_same_messages() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let en = Texts::english(&[Architects::LOCALES]);
    let mut kinds = std::collections::BTreeSet::new();
    for players in [2, 4] {
        let mut game = Architects::new(players, &options).unwrap();
        let mut playout = Playout::recording();
        playout
            .run(
                &mut game,
                &mut Dealer::new(31, players as u64),
                |_, _, _| {},
            )
            .unwrap();
        let log = playout.into_log();
        let name = |s| game.seat_name(s);
        for e in log.entries() {
            kinds.insert(e.event.kind);
            assert!(cs.has(&event_key(e.event.kind)), "{}", e.event.kind);
            let english = en.event(&e.event, &name).unwrap();
            assert_eq!(english, e.text);
            let czech = cs.event(&e.event, &name).unwrap();
            assert_ne!(czech, english, "{}", e.event.kind);
            for text in [&czech, &english] {
                assert!(!text.contains('{'), "{text}");
            }
            if e.event.kind == "receive" {
                // "Blue receives Well, Tower": the seat and every card by its Czech name.
                let (who, cards) = czech.split_once(" dostává: ").unwrap();
                assert_eq!(who, cs.seat(&e.text[..e.text.find(' ').unwrap()]));
                assert_eq!(cards.split(", ").count(), e.text.split(", ").count());
                for card in cards.split(", ") {
                    let id = card.starts_with('B') && card[1..].bytes().all(|b| b.is_ascii_digit());
                    assert!(!card.is_empty() && !id, "{czech}");
                }
            }
        }
    }
    for kind in [
        "start_player",
        "apprentice_dealt",
        "small_market",
        "places",
        "hires",
        "builds",
        "keeps",
        "trades",
        "receive",
        "keeps_card",
        "puts_card_on_bottom",
        "draws_card",
        "final_score",
    ] {
        assert!(kinds.contains(kind), "no {kind} event in {kinds:?}");
    }
}

/// The board and the compact board in Czech: every line of random games' boards, for every
/// observer, comes from a Czech message (no line is its English line), with no English word of
/// the board left, and the English board is the English messages'.
#[test]
fn the_boards_read_in_czech() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let en = Texts::english(&[Architects::LOCALES]);
    let english_words = [
        "silver",
        "virtue",
        "Cathedral",
        "Guildhall",
        "Prison",
        "workers",
        "in hand",
        "goods",
        "row ",
        "turn",
        "decision",
        "draft",
        " and ",
        "empty",
        "free",
        "none",
        "nothing",
    ];
    for players in [2, 3, 5] {
        let mut game = Architects::new(players, &options).unwrap();
        let mut dealer = Dealer::new(17, players as u64);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        let mut step = 0u32;
        loop {
            if step.is_multiple_of(5) || game.to_move() == ToMove::Over {
                for o in Seat::all(players)
                    .map(Observer::Seat)
                    .chain([Observer::Spectator])
                {
                    assert_eq!(game.render_in(o, &en), game.render(o));
                    assert_eq!(game.render_compact_in(o, &en), game.render_compact(o));
                    for (czech, english) in [
                        (game.render_in(o, &cs), game.render(o)),
                        (game.render_compact_in(o, &cs), game.render_compact(o)),
                    ] {
                        assert_eq!(czech.lines().count(), english.lines().count());
                        for (c, e) in czech.lines().zip(english.lines()) {
                            assert_ne!(c, e, "an English line on a Czech board");
                            for word in english_words {
                                assert!(!c.contains(word), "'{word}' in: {c}");
                            }
                        }
                    }
                }
            }
            step += 1;
            let (actor, action) = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    let a = legal[dealer.below(legal.len() as u64) as usize];
                    (Actor::Seat(seat), a)
                }
            };
            game.apply(actor, action, &mut Log::silent()).unwrap();
        }
    }
}

/// Czech plurals on the board and in the choices: 1 hlína, 2-4 hlíny, 5 and more hlín; 1 karta,
/// 2-4 karty, 5 karet; 1 daň, 2-4 daně, 0 or 5 daní.
#[test]
fn czech_counts_take_czech_plurals() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let goods = |n: u32| cs.with("goods-clay", [("n", n.into())]);
    assert_eq!(goods(1), "1 hlína");
    assert_eq!(goods(3), "3 hlíny");
    assert_eq!(goods(5), "5 hlín");
    let hand = |n: u32| cs.with("board-hand", [("count", n.into())]);
    assert_eq!(hand(1), "1 karta budovy v ruce");
    assert_eq!(hand(4), "4 karty budov v ruce");
    assert_eq!(hand(6), "6 karet budov v ruce");
    let free = |n: u32| cs.with("choice-free-paying", [("tax", n.into())]);
    assert!(free(1).ends_with(" 3 mince a 1 daň"), "{}", free(1));
    assert!(free(2).ends_with(" 3 mince a 2 daně"), "{}", free(2));
    assert!(free(0).ends_with(" 3 mince a 0 daní"), "{}", free(0));
    let game = Architects::new(2, &options).unwrap();
    let board = game.render_in(Observer::Spectator, &cs);
    assert!(board.contains("Černý trh: A volno (malý trh: "), "{board}");
    assert!(board.contains("Radnice: obsazeno 0 z "), "{board}");
}

/// The choices in Czech: every choice of random games (chance's included, with the variable
/// boards) comes from a Czech message, with no English word; every choice in English is the
/// English messages'.
#[test]
fn the_choices_read_in_czech() {
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let en = Texts::english(&[Architects::LOCALES]);
    let mut ported = std::collections::BTreeSet::new();
    for (players, boards) in [
        (2, "standard"),
        (3, "variable"),
        (4, "chosen"),
        (5, "standard"),
    ] {
        let options = Options::parse(Architects::OPTIONS, [("boards", boards)]).unwrap();
        let mut game = Architects::new(players, &options).unwrap();
        let mut dealer = Dealer::new(23, players as u64);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        loop {
            let mut choices = Vec::new();
            for s in Seat::all(players) {
                game.legal_actions(s, &mut legal);
                choices.extend_from_slice(&legal);
            }
            game.chance_outcomes(&mut outcomes);
            choices.extend(outcomes.iter().map(|o| o.action));
            {
                for &a in &choices {
                    let english = game.describe(a);
                    assert_eq!(game.describe_in(a, &en), english);
                    {
                        let czech = game.describe_in(a, &cs);
                        assert_ne!(czech, english);
                        for word in [" silver", "virtue", " gain", " the ", " your ", " and "] {
                            assert!(!czech.contains(word), "'{word}' in: {czech}");
                        }
                        ported.insert(
                            format!("{a:?}")
                                .split([' ', '{'])
                                .next()
                                .unwrap()
                                .to_string(),
                        );
                    }
                }
            }
            let (actor, action) = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    let a = legal[dealer.below(legal.len() as u64) as usize];
                    (Actor::Seat(seat), a)
                }
            };
            game.apply(actor, action, &mut Log::silent()).unwrap();
        }
    }
    for kind in [
        "Place",
        "Guard",
        "Stop",
        "StartPlayer",
        "Apprentice",
        "Building",
        "Keep",
        "Discard",
        "Hire",
        "HireAny",
        "Build",
        "Capture",
    ] {
        assert!(ported.contains(kind), "no {kind} among {ported:?}");
    }
}
