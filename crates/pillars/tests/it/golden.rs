//! Golden records: complete random games that must replay to their scores, and records that
//! must be refused with a given error.

use std::path::Path;

use cathedra_core::{
    conformance, play_random, Actor, Dealer, Game, GoldenInvalid, Log, Options, Record, Seat, Step,
    ToMove,
};
use cathedra_pillars::{
    Action, Craftsman, Event, Location, Pillars, Privilege, ResourceCard, Stage,
};

#[test]
fn golden_records_replay_or_are_refused() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let (valid, invalid) = conformance::check_golden::<Pillars>(&dir);
    assert!(
        valid >= 4 && invalid >= 6,
        "{valid} valid, {invalid} invalid"
    );
}

/// Plays `actions` from a new game, recording them; panics if one is refused.
fn scripted(players: usize, actions: &[Action]) -> (Pillars, Record) {
    let options = Options::default();
    let mut g = Pillars::new(players, &options).unwrap();
    let mut record = Record::new::<Pillars>(players, &options, None);
    for &a in actions {
        let by = actor(&g);
        g.apply(by, a, &mut Log::silent())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
        record.push(by, a);
    }
    (g, record)
}

/// Who acts now: chance, or the seat that decides.
fn actor(g: &Pillars) -> Actor {
    match g.to_move() {
        ToMove::Chance => Actor::Chance,
        t => Actor::Seat(t.seats().first().expect("someone decides")),
    }
}

/// The record of a random game up to the first state where `bad` names an action, and it.
fn find(players: usize, bad: impl Fn(&Pillars) -> Option<Action>) -> (Record, Action) {
    let options = Options::default();
    for stream in 0..100 {
        let mut g = Pillars::new(players, &options).unwrap();
        let mut record = Record::new::<Pillars>(players, &options, Some(11));
        let mut dealer = Dealer::new(11, stream);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        while g.to_move() != ToMove::Over {
            if let Some(a) = bad(&g) {
                return (record, a);
            }
            let by = actor(&g);
            let a = match by {
                Actor::Chance => {
                    g.chance_outcomes(&mut outcomes);
                    outcomes[dealer.pick(&outcomes)].action
                }
                Actor::Seat(s) => {
                    g.legal_actions(s, &mut legal);
                    legal[dealer.below(legal.len() as u64) as usize]
                }
            };
            g.apply(by, a, &mut Log::silent()).unwrap();
            record.push(by, a);
        }
    }
    panic!("no such state found");
}

/// Round 1 of a 2-player game, Red starting, up to phase II.
fn round_one(event: Event) -> Vec<Action> {
    vec![
        Action::StartPlayer { seat: 0 },
        Action::RevealPrivileges {
            left: Privilege::Aliena,
            right: Privilege::Ellen,
        },
        Action::DealCraftsmen {
            left: Craftsman::Mason1,
            right: Craftsman::ToolMaker,
        },
        Action::SetAsideResources {
            first: ResourceCard::Stone3,
            second: ResourceCard::Stone4,
        },
        Action::DrawEvent { event },
        Action::Pass,
        Action::Pass,
    ]
}

fn write(dir: &Path, name: &str, json: String) {
    std::fs::write(dir.join(name), json + "\n").unwrap();
}

fn invalid(
    dir: &Path,
    name: &str,
    expect: &str,
    mut record: Record,
    by: Actor,
    extra: serde_json::Value,
) {
    record.actions.push(Step { by, action: extra });
    let golden = GoldenInvalid {
        expect_error: expect.into(),
        record,
    };
    write(
        dir,
        &format!("invalid/{name}.json"),
        serde_json::to_string_pretty(&golden).unwrap(),
    );
}

/// Writes the golden files afresh: `cargo test -p cathedra-pillars --test it golden:: -- --ignored`.
#[test]
#[ignore]
fn write_golden_records() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let options = Options::default();
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (4, 4)] {
        let (_, record) = play_random::<Pillars>(players, &options, seed, 0).unwrap();
        let json = serde_json::to_string_pretty(&record).unwrap();
        write(
            &dir,
            &format!("valid/{players}-players-seed-{seed}.json"),
            json,
        );
    }

    // A short hand-made record: round 1 into phase II.
    let mut script = round_one(Event::Volunteers);
    script.extend([
        Action::DrawBuilder { seat: 0 },
        Action::Accept,
        Action::Place {
            at: Location::Bishop,
        },
    ]);
    let (_, record) = scripted(2, &script);
    write(
        &dir,
        "valid/hand-made-bishop.json",
        serde_json::to_string_pretty(&record).unwrap(),
    );

    // An occupied space: blue's builder on the Bishop's seat, taken by red.
    let mut occupied = record.clone();
    occupied.push(Actor::Chance, Action::DrawBuilder { seat: 1 });
    occupied.push(Actor::Seat(Seat(0)), Action::Accept);
    invalid(
        &dir,
        "occupied-space",
        "Bishop's seat: every space is taken (PIL-17.2)",
        occupied,
        Actor::Seat(Seat(1)),
        serde_json::json!({"do": "place", "at": "bishop"}),
    );

    // A craftsman the player cannot pay for, found in a random game.
    let (record, hire) = find(4, |g| {
        if g.stage() != Stage::Offer {
            return None;
        }
        let s = g.to_move().seats().first()?.index();
        let c = g
            .offered_craftsmen()
            .iter()
            .find(|c| c.card().cost > g.gold(s))?;
        Some(Action::Hire { craftsman: c })
    });
    let Action::Hire { craftsman } = hire else {
        unreachable!()
    };
    let hirer = cathedra_core::replay::<Pillars>(&record, &mut Log::silent())
        .unwrap()
        .to_move()
        .seats()
        .first()
        .unwrap();
    let expect = format!(
        "the {} costs {} (PIL-19.5)",
        cathedra_core::i18n::Texts::english(&[Pillars::LOCALES])
            .term_name(craftsman.id())
            .unwrap(),
        craftsman.card().cost
    );
    invalid(
        &dir,
        "craftsman-too-expensive",
        &expect,
        record,
        Actor::Seat(hirer),
        serde_json::to_value(hire).unwrap(),
    );

    // Wood without a woodworker: the collapse takes red's woodworker; red is at the market.
    let mut script = round_one(Event::Collapse);
    for (seat, at) in [
        (0, Location::Market),
        (1, Location::Priory),
        (0, Location::KingsCourt),
        (1, Location::KingsCourt),
        (0, Location::Castle),
        (1, Location::Cathedral),
    ] {
        script.push(Action::DrawBuilder { seat });
        let (g, _) = scripted(2, &script);
        if g.stage() == Stage::Redraw {
            script.push(Action::Accept);
        }
        script.push(Action::Place { at });
    }
    script.push(Action::Dismiss {
        craftsman: Craftsman::Woodworker,
    });
    script.push(Action::Dismiss {
        craftsman: Craftsman::Stonecutter,
    });
    let (g, record) = scripted(2, &script);
    assert_eq!(g.stage(), Stage::Market);
    invalid(
        &dir,
        "wood-without-woodworker",
        "buying wood needs a woodworker (PIL-12.6)",
        record.clone(),
        actor(&g),
        serde_json::json!({"do": "buy", "cube": "wood", "n": 1}),
    );

    // A malformed action.
    let (_, start) = scripted(2, &round_one(Event::Volunteers)[..5]);
    invalid(
        &dir,
        "malformed-action",
        "not an action of this game",
        start,
        Actor::Seat(Seat(0)),
        serde_json::json!({"do": "fly", "to": "moon"}),
    );
    // An action at the wrong time: a pass while chance draws the event.
    let (_, early) = scripted(2, &round_one(Event::Volunteers)[..4]);
    invalid(
        &dir,
        "pass-at-chance",
        "seat 0 does not decide now (chance decides)",
        early,
        Actor::Seat(Seat(0)),
        serde_json::json!({"do": "pass"}),
    );

    // Wrong final scores.
    let (_, mut record) = play_random::<Pillars>(3, &options, 5, 0).unwrap();
    if let Some(scores) = record.scores.as_mut() {
        scores[0] += 1;
    }
    let golden = GoldenInvalid {
        expect_error: "the record says the scores are".into(),
        record,
    };
    write(
        &dir,
        "invalid/wrong-final-scores.json",
        serde_json::to_string_pretty(&golden).unwrap(),
    );
}
