//! Player-facing text: every action a seat or chance may take, every log line and the board
//! read in the game's own words, with no internal codes (rule IDs, card codes, slot numbers,
//! field names, debug output).

use cathedra_architects::Architects;
use cathedra_core::{Actor, Dealer, Game, Log, Observer, Options, Seat, ToMove};

/// What must never reach a player.
fn internal(text: &str) -> Option<&'static str> {
    let codes = [
        ("AWK-", "a rule ID"),
        ("Some(", "debug output"),
        ("None", "debug output"),
        ("{", "debug output"),
        ("$", "a shorthand for silver"),
        ("?", "an unknown card or place"),
        ("_", "a field name"),
        ("slot", "a slot number"),
        ("option ", "an option number"),
        ("  ,", "an empty list"),
        (",  ", "an empty list"),
        (" 1 trades", "a wrong plural"),
        (" 1 captures", "a wrong plural"),
        (" 1 actions", "a wrong plural"),
        (" 1 building cards", "a wrong plural"),
        (" 1 workers", "a wrong plural"),
    ];
    if let Some((_, what)) = codes.iter().find(|(c, _)| text.contains(c)) {
        return Some(what);
    }
    // Card codes such as A13, B11, K4, P41.
    let b = text.as_bytes();
    (0..b.len().saturating_sub(1)).find_map(|i| {
        let code = matches!(b[i], b'A' | b'B' | b'K' | b'P') && b[i + 1].is_ascii_digit();
        let starts = i == 0 || !b[i - 1].is_ascii_alphanumeric();
        (code && starts).then_some("a card code")
    })
}

fn check(text: &str, at: &str) {
    if let Some(what) = internal(text) {
        panic!("{at}: {what} in {text:?}");
    }
}

fn play(players: usize, seed: u64) {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut g = Architects::new(players, &options).unwrap();
    let mut dealer = Dealer::new(seed, 0);
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut log = Log::recording();
    let mut step = 0u32;
    while g.to_move() != ToMove::Over {
        let at = format!("{players}p seed {seed} step {step}");
        if step.is_multiple_of(50) {
            for o in Seat::all(players)
                .map(Observer::Seat)
                .chain([Observer::Spectator])
            {
                check(&g.render(o), &at);
            }
        }
        let (actor, action) = match g.to_move() {
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                for o in &outcomes {
                    check(&g.describe(o.action), &at);
                }
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let mut pick = None;
                for seat in t.seats().iter() {
                    g.legal_actions(seat, &mut legal);
                    for &a in &legal {
                        check(&g.describe(a), &at);
                        check(&g.describe_hidden(Actor::Seat(seat), a), &at);
                    }
                    if pick.is_none() {
                        pick = Some((
                            Actor::Seat(seat),
                            legal[dealer.below(legal.len() as u64) as usize],
                        ));
                    }
                }
                pick.unwrap()
            }
        };
        g.apply(actor, action, &mut log).unwrap();
        for e in log.take() {
            check(&e.text, &at);
        }
        step += 1;
    }
    check(&g.render(Observer::Spectator), "the end");
}

#[test]
fn texts_speak_the_games_words() {
    for players in 2..=5 {
        for seed in 0..3 {
            play(players, seed);
        }
    }
}

#[test]
fn the_check_finds_internal_codes() {
    for bad in [
        "hire A13",
        "keep B11",
        "refused (AWK-5.2)",
        "Some(3)",
        "pay 2$",
        "hire slot 4",
        "black_market_a",
        "up to 1 trades",
    ] {
        assert!(internal(bad).is_some(), "{bad}");
    }
    for good in [
        "Workshop: hire the Labourer (carpentry, tiling, masonry) from row 1, column 2",
        "Black Market space B: pay 2 silver, lose 1 virtue",
        "capture Blue's 3 workers at the Forest for 1 tax",
    ] {
        assert_eq!(internal(good), None, "{good}");
    }
}
