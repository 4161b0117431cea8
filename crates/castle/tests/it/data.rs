//! The data tables: every entry has a source, and every unverified (GAP) value is listed in
//! `docs/rulings.md`, where a player who owns the box can check and correct it.

use cathedra_castle::data;

#[test]
fn every_entry_names_its_source() {
    assert!(data::CARDS.iter().all(|c| !c.source.is_empty()));
    assert!(data::BUILDINGS.iter().all(|b| !b.source.is_empty()));
    assert!(data::SPACES.iter().all(|s| !s.source.is_empty()));
    assert!(data::SPOTS.iter().all(|s| !s.source.is_empty()));
    assert!(data::WINTER_CARDS.iter().all(|w| !w.source.is_empty()));
}

#[test]
fn every_gap_value_is_listed_in_the_rulings() {
    let rulings = include_str!("../../docs/rulings.md");
    let gaps = data::gaps();
    assert!(gaps.len() >= 7, "{gaps:?}");
    for (question, what) in gaps {
        let row = rulings
            .lines()
            .find(|l| l.starts_with(&format!("| {question} |")))
            .unwrap_or_else(|| panic!("{question} ({what}) is not in docs/rulings.md"));
        let name = what.split('.').next().unwrap();
        let key = name.split_whitespace().next().unwrap().to_lowercase();
        assert!(
            row.to_lowercase().contains(&key),
            "{question}: {what} not in {row}"
        );
    }
}

#[test]
fn the_tables_add_up() {
    let tiles: u32 = data::BUILDINGS.iter().map(|b| u32::from(b.tiles)).sum();
    assert_eq!(tiles, 23);
    let castle: u8 = data::SPACES
        .iter()
        .filter(|s| usize::from(s.first) < data::CASTLE_SLOTS)
        .map(|s| s.count)
        .sum();
    assert_eq!(usize::from(castle), data::CASTLE_SLOTS, "16 copper spaces");
    assert!(data::BUILDINGS
        .iter()
        .all(|b| b.cost % 2 == 0 && b.vp % 2 == 0));
}

#[test]
fn every_action_index_maps_back() {
    use cathedra_castle::{Action, MOST_SPENT};
    use cathedra_core::ActionSpace;
    let mut seen = 0;
    for i in 0..Action::NUM_ACTIONS {
        let a = Action::from_index(i).unwrap_or_else(|| panic!("index {i} names no action"));
        assert_eq!(a.index(), i, "{a:?}");
        // The JSON form of every action reads back.
        let json = serde_json::to_value(a).unwrap();
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
        seen += 1;
    }
    assert_eq!(seen, Action::NUM_ACTIONS);
    assert_eq!(Action::from_index(Action::NUM_ACTIONS), None);
    assert_eq!(Action::NUM_ACTIONS, 826);
    assert_eq!(MOST_SPENT, [20, 15, 7, 6]);
}

#[test]
fn action_indices_follow_the_documented_table() {
    use cathedra_castle::{Action, Res};
    use cathedra_core::ActionSpace;
    let at = |a: Action| a.index();
    assert_eq!(at(Action::StartPlayer { seat: 0 }), 0);
    assert_eq!(at(Action::Pay), 39);
    assert_eq!(
        at(Action::Build {
            building: cathedra_castle::Building::Keep
        }),
        276
    );
    let spend = |kind, count, silver| {
        at(Action::Spend {
            kind,
            count,
            silver,
        })
    };
    assert_eq!(spend(Res::Sand, 0, 0), 286);
    assert_eq!(spend(Res::Wood, 0, 0), 286 + 231);
    assert_eq!(spend(Res::Brick, 0, 0), 286 + 367);
    assert_eq!(spend(Res::Stone, 2, 1), 286 + 403 + 3 + 1);
    assert_eq!(
        at(Action::Place {
            space: cathedra_castle::Space::Keep,
            from: cathedra_castle::Source::Supply
        }),
        717
    );
    assert_eq!(at(Action::Done), 825);
}
