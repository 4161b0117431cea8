//! `cathedra bench pillars-of-the-earth` signature: changes exactly when behaviour changes.
//! A commit that changes it on purpose says so and updates `BENCH_PIN`.

use cathedra_core::{bench, Game};
use cathedra_pillars::Pillars;

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Pillars>(None).unwrap();
    assert_eq!(report.games, 24);
    let pinned = Some((report.decisions, report.signature.as_str()));
    assert_eq!(pinned, Pillars::BENCH_PIN);
}
