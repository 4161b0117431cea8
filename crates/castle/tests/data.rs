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
    let rulings = include_str!("../docs/rulings.md");
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
