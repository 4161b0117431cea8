//! Golden records: `golden/valid/*.json` replay to their scores, `golden/invalid/*.json` are
//! refused with the recorded error.

use crate::common;

use std::path::{Path, PathBuf};

use cathedra_core::{conformance, play_random, replay, Actor, GoldenInvalid, Log, Record, Step};
use cathedra_red_cathedral::RedCathedral;
use common::options;
use serde_json::{json, Value};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn golden_records_replay_or_are_refused() {
    let (valid, invalid) = conformance::check_golden::<RedCathedral>(&dir());
    assert!(
        valid >= 4 && invalid >= 8,
        "{valid} valid, {invalid} invalid"
    );
}

/// Compact JSON: games of this one run to thousands of decisions.
fn write(path: PathBuf, value: &impl serde::Serialize) {
    std::fs::write(path, serde_json::to_string(value).unwrap() + "\n").unwrap();
}

/// The index of the first seat's decision in `record`.
fn first_seat_step(record: &Record) -> usize {
    record
        .actions
        .iter()
        .position(|s| matches!(s.by, Actor::Seat(_)))
        .unwrap()
}

/// Players, options, a name and the seed of one valid golden game.
type GoldenGame = (
    usize,
    &'static [(&'static str, &'static str)],
    &'static str,
    u64,
);

fn invalid(name: &str, expect: &str, record: Record) {
    let e = replay::<RedCathedral>(&record, &mut Log::silent())
        .expect_err("an invalid record is refused");
    assert!(e.to_string().contains(expect), "{name}: {e}");
    let golden = GoldenInvalid {
        expect_error: expect.into(),
        record,
    };
    write(dir().join("invalid").join(name), &golden);
}

/// Writes the golden files afresh:
/// `cargo test -p cathedra-red-cathedral --test it golden:: -- --ignored`.
#[test]
#[ignore]
fn write_golden_records() {
    let games: [GoldenGame; 4] = [
        (1, &[], "solo", 21),
        (2, &[("side", "advanced")], "advanced", 22),
        (3, &[("influence", "first-game")], "first-game", 23),
        (4, &[], "basic", 24),
    ];
    let mut records = Vec::new();
    for (players, pairs, name, seed) in games {
        let (_, record) = play_random::<RedCathedral>(players, &options(pairs), seed, 0).unwrap();
        write(
            dir().join(format!("valid/{players}p-{name}-seed-{seed}.json")),
            &record,
        );
        records.push(record);
    }
    // Refusals early in the game need only the record up to them.
    let mut base = records[1].clone();
    let i = first_seat_step(&base);
    base.actions.truncate(i + 2);
    base.scores = None;
    let solo = records[0].clone();
    let at = |r: &Record, action: Value| Step {
        by: r.actions[i].by,
        action,
    };
    let unscored = || base.clone();

    let mut r = unscored();
    r.actions.insert(i, at(&r, json!({"do": "end_turn"})));
    invalid(
        "end-turn-before-a-main-action.json",
        "take a main action before ending your turn",
        r,
    );

    let mut r = unscored();
    r.actions.insert(i, at(&r, json!({"do": "sell_prestige"})));
    invalid(
        "sell-prestige-without-prestige.json",
        "you have no prestige to lose",
        r,
    );

    let mut r = unscored();
    let Actor::Seat(seat) = r.actions[i].by else {
        unreachable!()
    };
    let other = ["red", "yellow"][seat.index()];
    r.actions
        .insert(i, at(&r, json!({"do": "move", "die": other, "extra": 1})));
    invalid(
        "paid-steps-for-another-colour.json",
        "extra steps are bought only for the white die or your own colour",
        r,
    );

    let mut r = unscored();
    r.actions.insert(
        i,
        at(
            &r,
            json!({"do": "claim", "tower": 9, "banner": "inventory"}),
        ),
    );
    invalid(
        "claim-in-a-tower-that-is-not-there.json",
        "names a place the game does not have",
        r,
    );

    let mut r = unscored();
    r.actions
        .insert(i, at(&r, json!({"do": "build_a_tower", "tower": 1})));
    invalid("unknown-action.json", "not an action of this game", r);

    let mut r = solo.clone();
    r.scores = Some(vec![999; 2]);
    invalid("wrong-scores.json", "the replay gives", r);

    let mut r = solo.clone();
    r.scores = None;
    r.actions.push(Step {
        by: Actor::Seat(cathedra_core::Seat(0)),
        action: json!({"do": "end_turn"}),
    });
    invalid("action-after-the-end.json", "the game is over", r);

    let mut r = unscored();
    let mut v = serde_json::to_value(&r.options).unwrap();
    v["data"] = json!("an-other-edition@0123456789abcdef");
    r.options = serde_json::from_value(v).unwrap();
    invalid(
        "other-card-data.json",
        "an-other-edition@0123456789abcdef: cannot be read",
        r,
    );
}
