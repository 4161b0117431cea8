//! AWK-20.2: the final scoring is written to the log, item by item for every seat, in the
//! players' languages.

use cathedra_architects::Architects;
use cathedra_core::i18n::Texts;
use cathedra_core::{Arg, Dealer, Game, Log, Options, Playout, Seat, ToMove};

fn played(players: usize, stream: u64) -> (Architects, Log) {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut game = Architects::new(players, &options).unwrap();
    let mut playout = Playout::recording();
    playout
        .run(&mut game, &mut Dealer::new(20, stream), |_, _, _| {})
        .unwrap();
    assert_eq!(game.to_move(), ToMove::Over);
    (game, playout.into_log())
}

fn num(e: &cathedra_core::Event, name: &str) -> i64 {
    match e.arg(name) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn awk_20_2_the_final_scoring_is_logged_item_by_item() {
    for players in 2..=5 {
        let (game, log) = played(players, players as u64);
        let scores = game.scores();
        let finals: Vec<_> = log
            .entries()
            .iter()
            .filter(|e| e.event.kind == "final_score")
            .collect();
        assert_eq!(finals.len(), players, "one breakdown per seat");
        // They close the log, in seat order, for everyone.
        let tail = &log.entries()[log.entries().len() - players..];
        for (s, e) in tail.iter().enumerate() {
            assert_eq!(e.event.kind, "final_score");
            assert!(e.audience.is_public());
            assert_eq!(e.event.arg("seat"), Some(&Arg::Seat(Seat(s as u8))));
            let items: i64 = [
                "buildings",
                "cathedral",
                "virtue",
                "debts",
                "treasure",
                "silver",
                "prison",
            ]
            .iter()
            .map(|i| num(&e.event, i))
            .sum();
            assert_eq!(num(&e.event, "total"), scores[s]);
            assert_eq!(items, scores[s], "{}", e.text);
            let name = game.seat_name(Seat(s as u8));
            assert!(
                e.text
                    .starts_with(&format!("{name} scores {} VP: ", scores[s])),
                "{}",
                e.text
            );
            assert!(e.text.contains(" for the Cathedral, "), "{}", e.text);
        }
    }
}

#[test]
fn awk_20_2_the_final_scoring_reads_in_czech() {
    let (game, log) = played(3, 7);
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let e = log.entries().last().unwrap();
    let text = cs
        .event(&e.event, &|s| game.seat_name(s))
        .expect("a Czech message");
    let total = game.scores()[2];
    assert!(
        text.contains(&format!("má dohromady {total} VB: ")),
        "{text}"
    );
    assert!(text.contains(" za katedrálu, "), "{text}");
    assert!(text.contains(" za nesplacené dluhy, "), "{text}");
    assert_ne!(text, e.text);
}
