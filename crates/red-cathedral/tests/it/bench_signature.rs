//! `cathedra bench red-cathedral` signature: changes exactly when behaviour changes (rules,
//! card data, action order or the chance outcomes). A commit that changes it on purpose says so
//! and updates `BENCH_PIN`.

use cathedra_core::{bench, Game};
use cathedra_red_cathedral::RedCathedral;

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<RedCathedral>(None).unwrap();
    assert_eq!(
        report.games, 96,
        "1-4 players; default, advanced side, first-game influence; 8 seeds each"
    );
    let pinned = Some((report.decisions, report.signature.as_str()));
    assert_eq!(pinned, RedCathedral::BENCH_PIN);
}
