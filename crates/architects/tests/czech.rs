//! The log in Czech: every structured event of random games (hidden actions as the others see
//! them, cards received unseen, the final scoring) has a Czech message of its own, and its
//! English text is the English message of the same event.

use cathedra_architects::Architects;
use cathedra_core::i18n::{event_key, Texts};
use cathedra_core::{Actor, Dealer, Game, Log, Options, ToMove};

#[test]
fn structured_log_events_read_in_czech_and_english_from_the_same_messages() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let cs = Texts::new("cs", &[Architects::LOCALES]).unwrap();
    let en = Texts::english(&[Architects::LOCALES]);
    let mut kinds = std::collections::BTreeSet::new();
    for players in [2, 4] {
        let mut game = Architects::new(players, &options).unwrap();
        let mut log = Log::recording();
        let mut dealer = Dealer::new(31, players as u64);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        loop {
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
            game.apply(actor, action, &mut log).unwrap();
        }
        let name = |s| game.seat_name(s);
        for e in log.entries() {
            // Shown actions and a seat's own hidden ones still carry their English text.
            if matches!(e.event.kind, "action" | "secret") {
                continue;
            }
            kinds.insert(e.event.kind);
            assert!(cs.has(&event_key(e.event.kind)), "{}", e.event.kind);
            let english = en.event(&e.event, &name).unwrap();
            assert_eq!(english, e.text);
            let czech = cs.event(&e.event, &name).unwrap();
            assert_ne!(czech, english, "{}", e.event.kind);
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
        "receive",
        "keeps_card",
        "puts_card_on_bottom",
        "draws_card",
        "final_score",
    ] {
        assert!(kinds.contains(kind), "no {kind} event in {kinds:?}");
    }
}
