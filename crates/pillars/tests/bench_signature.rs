//! `cathedra bench pillars-of-the-earth` signature: changes exactly when behaviour changes.
//! A commit that changes it on purpose says so and updates the pin.

use cathedra_core::bench;
use cathedra_pillars::Pillars;

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Pillars>(None).unwrap();
    assert_eq!(report.games, 24);
    assert_eq!((report.decisions, report.signature.as_str()), PINNED);
}

const PINNED: (u64, &str) = (7072, "3539ebeaeed3f690");
