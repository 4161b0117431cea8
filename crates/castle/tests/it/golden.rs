//! Golden records: `golden/valid/*.json` replay to their scores, `golden/invalid/*.json` are
//! refused with the recorded error.

use crate::common;

use std::path::{Path, PathBuf};

use cathedra_castle::{Action, Building, Castle, Phase};
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
    let (valid, invalid) = conformance::check_golden::<Castle>(&dir());
    assert!(
        valid >= 4 && invalid >= 8,
        "{valid} valid, {invalid} invalid"
    );
}

fn write(path: PathBuf, value: &impl serde::Serialize) {
    std::fs::write(path, serde_json::to_string_pretty(value).unwrap() + "\n").unwrap();
}

/// The index of the first recorded action taken in a step matching `want`.
fn first_step(record: &Record, want: impl Fn(Phase) -> bool) -> usize {
    let mut g = Castle::new(record.players, &record.options).unwrap();
    for (i, step) in record.actions.iter().enumerate() {
        if want(g.phase()) {
            return i;
        }
        let a: Action = serde_json::from_value(step.action.clone()).unwrap();
        g.apply(step.by, a, &mut Log::silent()).unwrap();
    }
    panic!("no such step in the record");
}

fn invalid(name: &str, expect: &str, record: Record) {
    let golden = GoldenInvalid {
        expect_error: expect.into(),
        record,
    };
    write(dir().join("invalid").join(name), &golden);
}

/// Writes the golden files afresh: `cargo test -p cathedra-castle --test it golden:: -- --ignored`.
#[test]
#[ignore]
fn write_golden_records() {
    let games = [(2, false, 11), (3, true, 12), (4, false, 13), (4, true, 14)];
    let mut records = Vec::new();
    for (players, winter, seed) in games {
        let (_, record) = play_random::<Castle>(players, &options(winter), seed, 0).unwrap();
        let season = if winter { "winter" } else { "summer" };
        write(
            dir().join(format!("valid/{players}p-{season}-seed-{seed}.json")),
            &record,
        );
        records.push(record);
    }
    let base = records[2].clone();

    // A step by the seat that took step `i` of `r`.
    let by = |r: &Record, i: usize, action: serde_json::Value| Step {
        by: r.actions[i].by,
        action,
    };

    let mut r = base.clone();
    r.scores = None;
    let i = first_step(&r, |p| matches!(p, Phase::Choose));
    r.actions.insert(i, by(&r, i, json!({"do": "done"})));
    invalid("done-while-choosing.json", "choose a character card", r);

    let mut r = base.clone();
    r.scores = None;
    let i = first_step(&r, |p| matches!(p, Phase::Choose));
    r.actions[i] = by(&r, i, json!({"do": "choose", "card": "master_builder"}));
    invalid(
        "master-builder-in-round-one.json",
        "may not choose the Master Builder",
        r,
    );

    let mut r = base.clone();
    r.scores = None;
    let i = first_step(&r, |p| matches!(p, Phase::Build { .. }));
    let keep = Action::Build {
        building: Building::Keep,
    };
    r.actions
        .insert(i, by(&r, i, serde_json::to_value(keep).unwrap()));
    invalid(
        "keep-underpaid.json",
        "you cannot pay the Keep: exactly 24 building points",
        r,
    );

    let mut r = base.clone();
    r.scores = None;
    let i = first_step(&r, |p| matches!(p, Phase::Pay { .. }));
    r.actions[i] = by(
        &r,
        i,
        json!({"do": "spend", "kind": "stone", "count": 5, "silver": 0}),
    );
    invalid("building-overpaid.json", "that payment is worth 25", r);

    let mut r = base.clone();
    r.scores = Some(vec![999; 4]);
    invalid("wrong-scores.json", "the replay gives", r);

    let mut r = base.clone();
    r.scores = None;
    r.actions.push(Step {
        by: Actor::Seat(Seat(0)),
        action: json!({"do": "done"}),
    });
    invalid("action-after-the-end.json", "the game is over", r);

    let mut r = base.clone();
    r.scores = None;
    r.actions[0] = by(&r, 0, json!({"do": "start_player", "seat": 7}));
    invalid("no-such-start-player.json", "there is no such seat", r);

    let mut r = base;
    r.scores = None;
    let i = first_step(&r, |p| matches!(p, Phase::Choose));
    r.actions[i] = by(&r, i, json!({"do": "choose", "card": "jester"}));
    invalid("unknown-card.json", "not an action of this game", r);
}
