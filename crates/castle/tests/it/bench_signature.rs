//! `cathedra bench castle-for-all-seasons` signature: changes exactly when behaviour changes.
//! A commit that changes it on purpose says so and updates `BENCH_PIN`. Core v2 changed it on
//! purpose: a building is named first and paid kind by kind (binding once named), and the face-down
//! choice is simultaneous (random playouts let the lowest pending seat commit first). It changed
//! again when payment steps with one possible answer came to be taken at once (9,157 decisions,
//! `b09c74cb243fa036`, before).

use cathedra_castle::Castle;
use cathedra_core::{bench, Game};

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Castle>(None).unwrap();
    assert_eq!(
        report.games, 48,
        "2-4 players, summer and winter, 8 seeds each"
    );
    let pinned = Some((report.decisions, report.signature.as_str()));
    assert_eq!(pinned, Castle::BENCH_PIN);
}
