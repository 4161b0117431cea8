//! `cathedra bench architects-of-the-west-kingdom` signature: changes exactly when behaviour
//! changes. A commit that changes it on purpose says so and updates the pin.

use cathedra_architects::Architects;
use cathedra_core::bench;

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Architects>(None).unwrap();
    assert_eq!(
        report.games, 96,
        "2-5 players, 8 seeds each: no option, the Guildhall refresh, the starting apprentice"
    );
    assert_eq!((report.decisions, report.signature.as_str()), PINNED);
}

const PINNED: (u64, &str) = (108459, "e97cc732a2087bd6");
