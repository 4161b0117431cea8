use std::path::Path;

use cathedra_core::{conformance, play_random, Actor, GoldenInvalid, Options, Step};
use cathedra_toy::DiceRace;

#[test]
fn golden_records_replay_or_are_refused() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let (valid, invalid) = conformance::check_golden::<DiceRace>(&dir);
    assert!(
        valid >= 1 && invalid >= 1,
        "{valid} valid, {invalid} invalid"
    );
}

/// Writes the golden files afresh: `cargo test -p cathedra-toy -- --ignored`.
#[test]
#[ignore]
fn write_golden_records() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let (_, record) = play_random::<DiceRace>(2, &Options::default(), 1, 0).unwrap();
    let json = serde_json::to_string_pretty(&record).unwrap();
    std::fs::write(dir.join("valid/two-seats-seed-1.json"), json).unwrap();
    let mut bad = record;
    bad.actions.insert(
        0,
        Step {
            by: Actor::Chance,
            action: serde_json::json!({"do": "bank"}),
        },
    );
    let golden = GoldenInvalid {
        expect_error: "chance deals or rolls".into(),
        record: bad,
    };
    let json = serde_json::to_string_pretty(&golden).unwrap();
    std::fs::write(dir.join("invalid/bank-at-chance.json"), json).unwrap();
}
