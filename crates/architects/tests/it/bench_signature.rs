//! `cathedra bench architects-of-the-west-kingdom` signature: changes exactly when behaviour
//! changes. A commit that changes it on purpose says so and updates `BENCH_PIN`.

use cathedra_architects::Architects;
use cathedra_core::{bench, Game, Options};

#[test]
fn bench_signature_is_pinned() {
    let report = bench::<Architects>(None).unwrap();
    assert_eq!(
        report.games, 224,
        "2-5 players, 8 seeds each: no option, the Guildhall refresh, the starting apprentice, \
         variable boards, chosen boards, the promo boards flag alone, the promo cards"
    );
    let pinned = Some((report.decisions, report.signature.as_str()));
    assert_eq!(pinned, Architects::BENCH_PIN);
}

/// The games on the standard boards are those played before the variable boards existed:
/// their decisions add up to the pin of that time (108,459).
#[test]
fn the_standard_boards_play_as_before() {
    let decisions: u64 = [
        vec![],
        vec![("guildhall_apprentice_refresh", "true")],
        vec![("starting_apprentice", "true")],
    ]
    .into_iter()
    .map(|set| {
        let options = Options::parse(Architects::OPTIONS, set).unwrap();
        bench::<Architects>(Some(&options)).unwrap().decisions
    })
    .sum();
    assert_eq!(decisions, 108459);
}

/// The promo cards (AWK-22.3) added one option set, `promo_cards=true`; the sets of before
/// still play their 214,950 decisions.
#[test]
fn the_option_sets_before_the_promo_cards_play_as_before() {
    let promo = Options::parse(Architects::OPTIONS, [("promo_cards", "true")]).unwrap();
    let all = bench::<Architects>(None).unwrap().decisions;
    let added = bench::<Architects>(Some(&promo)).unwrap().decisions;
    assert_eq!(all - added, 214950);
}
