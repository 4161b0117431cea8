//! The action index (docs/pillars-of-the-earth.md, "Action indices"): every index names one
//! action and maps back to it, the layout is pinned, and every action has an index below
//! `NUM_ACTIONS`.

use cathedra_core::ActionSpace;
use cathedra_pillars::{Action, Craftsman, Cube, Event, Location, Privilege, ResourceCard};

#[test]
fn every_index_names_one_action_and_maps_back() {
    let mut seen = std::collections::HashSet::new();
    for i in 0..Action::NUM_ACTIONS {
        let a = Action::from_index(i).unwrap_or_else(|| panic!("index {i} names no action"));
        assert_eq!(a.index(), i, "{a:?}");
        assert!(seen.insert(a), "{a:?} twice");
        let json = serde_json::to_value(a).unwrap();
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
    }
    assert_eq!(Action::from_index(Action::NUM_ACTIONS), None);
    assert_eq!(Action::from_index(usize::MAX), None);
}

#[test]
fn the_layout_is_pinned() {
    assert_eq!(Action::NUM_ACTIONS, 1645);
    let pinned = [
        (Action::StartPlayer { seat: 0 }, 0),
        (
            Action::RevealPrivileges {
                left: Privilege::Aliena,
                right: Privilege::Aliena,
            },
            4,
        ),
        (
            Action::RevealPrivileges {
                left: Privilege::Ellen,
                right: Privilege::Thomas,
            },
            4 + 5 * 16 + 9,
        ),
        (
            Action::DealCraftsmen {
                left: Craftsman::MortarMixer,
                right: Craftsman::MortarMixer,
            },
            260,
        ),
        (
            Action::SetAsideResources {
                first: ResourceCard::Sand2,
                second: ResourceCard::Sand2,
            },
            989,
        ),
        (
            Action::DrawEvent {
                event: Event::KingsVictory,
            },
            1070,
        ),
        (Action::DrawBuilder { seat: 3 }, 1083),
        (Action::RollTax { face: 2 }, 1084),
        (Action::RollTax { face: 5 }, 1087),
        (
            Action::TakeResource {
                card: ResourceCard::Sand2,
            },
            1088,
        ),
        (
            Action::Hire {
                craftsman: Craftsman::MortarMixer,
            },
            1097,
        ),
        (Action::Pass, 1124),
        (
            Action::Dismiss {
                craftsman: Craftsman::MortarMixer,
            },
            1125,
        ),
        (Action::Accept, 1152),
        (Action::Redraw, 1153),
        (
            Action::Place {
                at: Location::Bishop,
            },
            1154,
        ),
        (
            Action::PlaceWithRemigius {
                at: Location::Cathedral,
            },
            1173,
        ),
        (Action::Protect, 1174),
        (Action::Decline, 1177),
        (Action::TakeCube { cube: Cube::Wood }, 1178),
        (
            Action::Buy {
                cube: Cube::Stone,
                n: 2,
            },
            1182 + 4 + 1,
        ),
        (
            Action::Sell {
                cube: Cube::Metal,
                n: 30,
            },
            1198 + 3 * 30 + 29,
        ),
        (
            Action::Madonna {
                craftsman: Craftsman::Woodworker,
            },
            1319,
        ),
        (
            Action::Use {
                craftsman: Craftsman::Goldsmith6,
                times: 9,
            },
            1345 + 26 * 9 + 8,
        ),
        (Action::Finish, 1588),
        (
            Action::Keep {
                cubes: [0, 0, 0, 5],
            },
            1589,
        ),
        (
            Action::Keep {
                cubes: [5, 0, 0, 0],
            },
            1644,
        ),
    ];
    for (a, i) in pinned {
        assert_eq!(a.index(), i, "{a:?}");
        assert_eq!(Action::from_index(i), Some(a));
    }
}

#[test]
fn payloads_out_of_range_still_have_an_index() {
    for a in [
        Action::StartPlayer { seat: 9 },
        Action::DrawBuilder { seat: 255 },
        Action::RollTax { face: 0 },
        Action::RollTax { face: 6 },
        Action::Buy {
            cube: Cube::Wood,
            n: 0,
        },
        Action::Sell {
            cube: Cube::Sand,
            n: 200,
        },
        Action::Use {
            craftsman: Craftsman::Woodworker,
            times: 0,
        },
        Action::Keep {
            cubes: [9, 9, 9, 9],
        },
        Action::Keep {
            cubes: [1, 1, 1, 1],
        },
    ] {
        assert!(a.index() < Action::NUM_ACTIONS, "{a:?}");
    }
}
