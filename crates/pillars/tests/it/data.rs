//! The card data: the spec's tables, their sources and the marks on unverified values.

use cathedra_pillars::data::{Kind, Trade, CRAFTSMEN, EVENTS, PRIVILEGES, RESOURCES};
use cathedra_pillars::{Card, Craftsman, Cube, Event, Privilege, ResourceCard};

#[test]
fn craftsman_table_matches_the_spec() {
    // (id, cost, input wood/stone/sand/metal, gold in, VP, gold out, capacity), spec §4.1.
    type Row = (&'static str, u8, [u8; 4], u8, u8, u8, u8);
    let rows: [Row; 27] = [
        ("CR-S1", 0, [0, 0, 3, 0], 0, 1, 0, 3),
        ("CR-S2", 0, [2, 0, 0, 0], 0, 1, 0, 4),
        ("CR-S3", 0, [0, 2, 0, 0], 0, 1, 0, 4),
        ("CR-1A", 5, [0, 1, 0, 0], 0, 1, 0, 2),
        ("CR-1B", 2, [0; 4], 0, 0, 0, 0),
        ("CR-1C", 4, [0, 0, 2, 0], 0, 1, 0, 3),
        ("CR-1D", 3, [1, 0, 0, 0], 0, 0, 4, 2),
        ("CR-2A", 5, [0, 0, 1, 0], 0, 1, 0, 2),
        ("CR-2B", 6, [0; 4], 0, 0, 0, 0),
        ("CR-2C", 4, [0, 1, 0, 0], 0, 1, 0, 3),
        ("CR-2D", 3, [1, 0, 0, 0], 0, 1, 0, 2),
        ("CR-3A", 7, [0, 0, 1, 0], 0, 1, 0, 3),
        ("CR-3B", 6, [0, 1, 0, 0], 0, 2, 0, 1),
        ("CR-3C", 5, [1, 0, 0, 0], 0, 1, 0, 3),
        ("CR-3D", 4, [0, 1, 0, 0], 0, 1, 0, 4),
        ("CR-4A", 5, [0, 1, 0, 0], 0, 1, 0, 5),
        ("CR-4B", 7, [0, 1, 0, 0], 0, 2, 0, 2),
        ("CR-4C", 6, [1, 0, 0, 0], 0, 1, 0, 4),
        ("CR-4D", 8, [0, 0, 1, 1], 0, 3, 0, 1),
        ("CR-5A", 6, [1, 0, 0, 0], 0, 1, 0, 5),
        ("CR-5B", 7, [0; 4], 3, 1, 0, 6),
        ("CR-5C", 8, [0, 1, 0, 0], 0, 2, 0, 3),
        ("CR-5D", 9, [0, 0, 1, 1], 0, 3, 0, 2),
        ("CR-6A", 10, [0, 0, 0, 1], 0, 4, 0, 2),
        ("CR-6B", 9, [1, 0, 0, 1], 0, 6, 0, 1),
        ("CR-6C", 8, [0, 1, 0, 0], 0, 2, 0, 4),
        ("CR-6D", 7, [0; 4], 3, 1, 0, 8),
    ];
    for (c, row) in Craftsman::ALL.iter().zip(rows) {
        let card = c.card();
        assert_eq!(c.id(), row.0);
        assert_eq!(card.cost, row.1, "{}", row.0);
        assert_eq!(card.capacity, row.6, "{}", row.0);
        match card.recipe {
            Some(r) => assert_eq!(
                (r.cubes, r.gold_in, r.vp, r.gold_out),
                (row.2, row.3, row.4, row.5),
                "{}",
                row.0
            ),
            None => assert!(
                matches!(card.trade, Trade::ToolMaker | Trade::Statiker),
                "{}",
                row.0
            ),
        }
        // The cathedral's use count relies on small inputs and capacities.
        if let Some(r) = card.recipe {
            assert!(r.cubes.iter().all(|&n| n <= 3) && r.gold_in <= 3);
        }
        assert!(card.capacity <= 8);
        let round: u8 = if row.0.as_bytes()[3] == b'S' {
            0
        } else {
            row.0.as_bytes()[3] - b'0'
        };
        assert_eq!(card.round, round);
    }
    assert_eq!(CRAFTSMEN.len(), 27);
}

#[test]
fn unverified_values_are_marked() {
    // Only the starting woodworker is fully confirmed by a rulebook; the rest carry SAU values.
    let verified: Vec<&str> = Craftsman::ALL
        .iter()
        .filter(|c| c.card().source.verified)
        .map(|c| c.id())
        .collect();
    assert_eq!(verified, vec!["CR-S2"]);
    let verified: Vec<&str> = ResourceCard::ALL
        .iter()
        .filter(|r| r.data().source.verified)
        .map(|r| r.id())
        .collect();
    assert_eq!(verified, vec!["RES-SAND2", "RES-STONE4"]);
    assert!(!Privilege::Jack.data().source.verified && !Privilege::Otto.data().source.verified);
    assert!(CRAFTSMEN.iter().all(|c| !c.source.cite.is_empty()));
}

#[test]
fn resource_cards_match_the_spec() {
    let rows = [
        (Cube::Sand, 2, 2),
        (Cube::Sand, 4, 3),
        (Cube::Sand, 7, 4),
        (Cube::Wood, 3, 2),
        (Cube::Wood, 6, 3),
        (Cube::Wood, 9, 4),
        (Cube::Stone, 5, 2),
        (Cube::Stone, 8, 3),
        (Cube::Stone, 10, 4),
    ];
    for (r, (cube, workers, yield_)) in RESOURCES.iter().zip(rows) {
        assert_eq!((r.cube, r.workers, r.yield_), (cube, workers, yield_));
    }
}

#[test]
fn events_and_privileges_match_the_spec() {
    let positive: Vec<&str> = Event::ALL
        .iter()
        .filter(|e| e.positive())
        .map(|e| e.id())
        .collect();
    assert_eq!(positive, vec!["EV-01", "EV-02", "EV-03", "EV-04", "EV-05"]);
    assert_eq!(EVENTS.len(), 10);
    let kinds: Vec<Kind> = PRIVILEGES.iter().map(|p| p.kind).collect();
    let mut expected = vec![Kind::Permanent; 8];
    expected.extend([Kind::OneTime; 3]);
    expected.extend([Kind::Immediate; 5]);
    assert_eq!(kinds, expected);
    assert_eq!(
        Privilege::ALL
            .iter()
            .filter(|p| p.is_final())
            .map(|p| p.id())
            .collect::<Vec<_>>(),
        vec!["PR-15", "PR-16"]
    );
}
