//! Golden records: `golden/valid/*.json` replay to their scores, `golden/invalid/*.json` are
//! refused with the recorded error.

use crate::common;

use std::path::{Path, PathBuf};

use cathedra_architects::{Action, Architects, Place, Stage};
use cathedra_core::{
    conformance, play_random, Actor, Game, GoldenInvalid, Log, Record, Seat, Step,
};
use common::options;
use serde_json::json;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn golden_records_replay_or_are_refused() {
    let (valid, invalid) = conformance::check_golden::<Architects>(&dir());
    assert!(
        valid >= 7 && invalid >= 6,
        "{valid} valid, {invalid} invalid"
    );
}

/// One line per file: the records are long and read by programs.
fn write(path: PathBuf, value: &impl serde::Serialize) {
    std::fs::write(path, serde_json::to_string(value).unwrap() + "\n").unwrap();
}

fn invalid(name: &str, expect: &str, record: Record) {
    let golden = GoldenInvalid {
        expect_error: expect.into(),
        record,
    };
    write(dir().join("invalid").join(name), &golden);
}

/// The record cut at the first normal turn, and the seat whose turn it is.
fn at_first_turn(record: &Record) -> (Record, u8) {
    let mut g = Architects::new(record.players, &record.options).unwrap();
    let mut cut = record.clone();
    cut.scores = None;
    for (i, step) in record.actions.iter().enumerate() {
        if g.stage() == Stage::Turn && g.to_move() != cathedra_core::ToMove::Chance {
            cut.actions.truncate(i);
            return (cut, g.turn() as u8);
        }
        let a: Action = serde_json::from_value(step.action.clone()).unwrap();
        g.apply(step.by, a, &mut Log::silent()).unwrap();
    }
    panic!("no turn in the record");
}

fn seat_step(seat: u8, action: Action) -> Step {
    Step {
        by: Actor::Seat(Seat(seat)),
        action: serde_json::to_value(action).unwrap(),
    }
}

/// Writes the golden files afresh: `cargo test -p cathedra-architects --test it golden:: -- --ignored`.
#[test]
#[ignore]
fn write_golden_records() {
    let mut records = Vec::new();
    for (players, seed) in [(2, 21), (3, 22), (4, 23), (5, 24)] {
        let (_, record) = play_random::<Architects>(players, &options(), seed, 0).unwrap();
        write(
            dir()
                .join("valid")
                .join(format!("{players}p-seed-{seed}.json")),
            &record,
        );
        records.push(record);
    }
    // AWK-22.1, AWK-22.2: games with the Guildhall refresh, then also the starting
    // apprentice and other starting silver.
    let refresh = cathedra_core::Options::parse(
        Architects::OPTIONS,
        [("guildhall_apprentice_refresh", "true")],
    )
    .unwrap();
    for (players, seed) in [(2, 25), (5, 26)] {
        let (_, record) = play_random::<Architects>(players, &refresh, seed, 0).unwrap();
        write(
            dir()
                .join("valid")
                .join(format!("{players}p-seed-{seed}-guildhall-refresh.json")),
            &record,
        );
    }
    let every = cathedra_core::Options::parse(
        Architects::OPTIONS,
        [
            ("guildhall_apprentice_refresh", "true"),
            ("starting_apprentice", "true"),
            ("start-money", "6/2/9/5"),
        ],
    )
    .unwrap();
    let (_, record) = play_random::<Architects>(4, &every, 27, 0).unwrap();
    write(
        dir().join("valid").join("4p-seed-27-every-option.json"),
        &record,
    );
    let full = records[0].clone();

    let mut after_end = full.clone();
    after_end.actions.push(seat_step(
        0,
        Action::Place {
            place: Place::Quarry,
        },
    ));
    invalid("action-after-the-end.json", "the game is over", after_end);

    let mut wrong = full.clone();
    wrong.scores = Some(vec![1, 2]);
    invalid("wrong-scores.json", "scores", wrong);

    let (cut, seat) = at_first_turn(&full);
    let mut gold = cut.clone();
    gold.actions.push(seat_step(
        seat,
        Action::Place {
            place: Place::MinesGold,
        },
    ));
    invalid("mines-gold-with-one-worker.json", "AWK-5.2", gold);

    let mut cathedral = cut.clone();
    cathedral
        .actions
        .push(seat_step(seat, Action::Cathedral { wood: 0 }));
    invalid("cathedral-without-gold.json", "AWK-14.3", cathedral);

    let mut other = cut.clone();
    let next = (seat + 1) % cut.players as u8;
    other.actions.push(seat_step(
        next,
        Action::Place {
            place: Place::Quarry,
        },
    ));
    invalid("out-of-turn.json", "does not decide now", other);

    let mut unknown = cut.clone();
    unknown.actions.push(Step {
        by: Actor::Seat(Seat(seat)),
        action: json!({"kind": "build", "card": 7, "colour": "gold"}),
    });
    invalid("unknown-field.json", "unknown field", unknown);

    let mut deal_twice = full.clone();
    let i = deal_twice
        .actions
        .iter()
        .position(|s| s.action["kind"] == "building")
        .unwrap();
    let first = deal_twice.actions[i].clone();
    deal_twice.actions.truncate(i + 1);
    deal_twice.actions.push(first);
    deal_twice.scores = None;
    invalid(
        "building-card-dealt-twice.json",
        "not a possible outcome",
        deal_twice,
    );
}
