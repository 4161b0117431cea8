//! `cathedra bench castle-for-all-seasons` signature: changes exactly when behaviour changes.
//! A commit that changes it on purpose says so and updates the pin.

use cathedra_castle::Castle;
use cathedra_core::bench;

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Castle>(None).unwrap();
    assert_eq!(
        report.games, 48,
        "2-4 players, summer and winter, 8 seeds each"
    );
    assert_eq!((report.decisions, report.signature.as_str()), PINNED);
}

const PINNED: (u64, &str) = (6510, "20b711ccb6be3c9e");
