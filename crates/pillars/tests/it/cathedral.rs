//! Step 13, the cathedral (PIL-13), the Madonna (PIL-24.5) and the worked examples EX-09 to
//! EX-14. Each test sets up holdings at the market of a 2-player game and lets the start
//! player `p` leave the market, which starts the cathedral with `p`.

use crate::common;

use cathedra_pillars::{Action, Craftsman, Event, Stage};
use common::*;

use Craftsman::*;

fn build(round: u8, craftsmen: &[Craftsman], cubes: [u8; 4], gold: u8) -> (Table, usize, usize) {
    build_with(round, Event::Volunteers, craftsmen, cubes, gold)
}

fn build_with(
    round: u8,
    event: Event,
    craftsmen: &[Craftsman],
    cubes: [u8; 4],
    gold: u8,
) -> (Table, usize, usize) {
    let (mut t, p, q) = cathedral_setup(round, event, craftsmen);
    t.g.set_cubes(p, cubes).unwrap();
    t.g.set_gold(p, gold).unwrap();
    t.g.set_vp(p, 10).unwrap();
    t.act(Action::Pass);
    (t, p, q)
}

fn uses(t: &Table, c: Craftsman) -> Vec<u8> {
    t.legal()
        .iter()
        .filter_map(|a| match a {
            Action::Use { craftsman, times } if *craftsman == c => Some(*times),
            _ => None,
        })
        .collect()
}

// EX-09, PIL-13.2, PIL-13.4, PIL-13.5
#[test]
fn ex_09_the_cathedral_example() {
    let (mut t, p, _) = build(
        2,
        &[Potter2, MortarMixer, Stonecutter, Statiker, ToolMaker],
        [0, 3, 5, 1],
        10,
    );
    assert_eq!((t.g.stage(), t.turn()), (Stage::Build, to_move(p)));
    assert_eq!(t.g.gold(p), 12, "tool maker: +2 gold, the metal is kept");
    assert_eq!(t.g.cubes(p)[3], 1);
    assert_eq!(t.g.vp(p), 11, "Statiker: +1 VP");
    t.act(Action::Use {
        craftsman: Potter2,
        times: 2,
    });
    t.act(Action::Use {
        craftsman: MortarMixer,
        times: 1,
    });
    t.act(Action::Use {
        craftsman: Stonecutter,
        times: 1,
    });
    assert_eq!(t.g.vp(p), 15, "+5 VP in all");
    assert_eq!(t.g.gold(p), 12, "+2 gold in all");
    assert_eq!(t.g.cubes(p), [0, 1, 0, 1], "kept: 1 stone, 1 metal");
    assert_ne!(
        t.g.stage(),
        Stage::Build,
        "nothing more to use: the turn ends"
    );
}

// EX-10, PIL-13.2
#[test]
fn ex_10_woodworker_capacity_4() {
    let (mut t, p, _) = build(1, &[Woodworker], [9, 0, 0, 0], 10);
    assert_eq!(uses(&t, Woodworker), vec![1, 2, 3, 4]);
    assert_eq!(
        t.refused_rule(Action::Use {
            craftsman: Woodworker,
            times: 5
        }),
        "PIL-13.2"
    );
    t.act(Action::Use {
        craftsman: Woodworker,
        times: 1,
    });
    t.act(Action::Use {
        craftsman: Woodworker,
        times: 3,
    });
    assert_eq!(t.g.vp(p), 14);
    assert_eq!(t.g.cubes(p), [1, 0, 0, 0], "1 wood left");
}

// EX-11, PIL-13.3
#[test]
fn ex_11_stone_craftsmen() {
    let (mut t, p, _) = build(4, &[Stonecutter], [0, 2, 0, 0], 0);
    assert_eq!(uses(&t, Stonecutter), vec![1]);
    t.act(Action::Use {
        craftsman: Stonecutter,
        times: 1,
    });
    assert_eq!(t.g.vp(p), 11, "stonecutter: 2 stone → 1 VP");
    let (mut t, p, _) = build(4, &[Mason2, MortarMixer], [0, 2, 0, 0], 0);
    assert_eq!(uses(&t, Mason2), vec![1, 2]);
    t.act(Action::Use {
        craftsman: Mason2,
        times: 2,
    });
    assert_eq!(t.g.vp(p), 12, "mason: 2 stone → 2 VP");
    let (mut t, p, _) = build(4, &[Sculptor4], [0, 2, 0, 0], 0);
    t.act(Action::Use {
        craftsman: Sculptor4,
        times: 2,
    });
    assert_eq!(t.g.vp(p), 14, "sculptor: 2 stone → 4 VP");
}

// PIL-13.3
#[test]
fn pil_13_3_a_mason_without_a_mortar_mixer_cannot_work() {
    let (mut t, _, _) = build(2, &[Mason2, Woodworker], [2, 2, 0, 0], 0);
    assert!(uses(&t, Mason2).is_empty());
    assert_eq!(
        t.refused_rule(Action::Use {
            craftsman: Mason2,
            times: 1
        }),
        "PIL-13.3"
    );
    let (t, _, _) = build(2, &[Mason2, MortarMixer1], [0, 2, 0, 0], 0);
    assert_eq!(
        uses(&t, Mason2),
        vec![1, 2],
        "either mortar mixer will do (Q-05)"
    );
}

// EX-12, PIL-13.6
#[test]
fn ex_12_goldsmith_3_gold_per_vp() {
    let (mut t, p, _) = build(5, &[Goldsmith5], [0; 4], 14);
    assert_eq!(
        uses(&t, Goldsmith5),
        vec![1, 2, 3, 4],
        "14 gold pays 4 uses"
    );
    t.act(Action::Use {
        craftsman: Goldsmith5,
        times: 4,
    });
    assert_eq!((t.g.gold(p), t.g.vp(p)), (2, 14), "pays 12, gains 4 VP");
}

// EX-13, PIL-13.7
#[test]
fn ex_13_master_woodworker_two_wood_for_eight_gold() {
    let (mut t, p, _) = build(1, &[MasterWoodworker], [3, 0, 0, 0], 10);
    assert_eq!(uses(&t, MasterWoodworker), vec![1, 2]);
    t.act(Action::Use {
        craftsman: MasterWoodworker,
        times: 2,
    });
    assert_eq!(
        (t.g.gold(p), t.g.cubes(p)[0]),
        (18, 1),
        "the third wood stays wood"
    );
    let (mut t, p, _) = build(1, &[MasterWoodworker], [2, 0, 0, 0], 25);
    t.act(Action::Use {
        craftsman: MasterWoodworker,
        times: 2,
    });
    assert_eq!(t.g.gold(p), 30, "capped at 30");
}

// EX-14, PIL-13.4, PIL-13.8
#[test]
fn ex_14_tool_maker_keeps_the_metal_for_the_glassblower() {
    let (mut t, p, _) = build(4, &[ToolMaker, Glassblower4], [0, 0, 1, 1], 5);
    assert_eq!(t.g.gold(p), 7);
    t.act(Action::Use {
        craftsman: Glassblower4,
        times: 1,
    });
    assert_eq!(t.g.vp(p), 13);
    assert_eq!(t.g.cubes(p), [0; 4]);
    // Without metal the tool maker gives nothing.
    let (t, p, _) = build(4, &[ToolMaker, Woodworker], [2, 0, 0, 0], 5);
    assert_eq!(t.g.gold(p), 5);
}

// PIL-13.8
#[test]
fn pil_13_8_bell_maker_and_organ_builder_use_metal() {
    let (mut t, p, _) = build(6, &[BellMaker, OrganBuilder], [1, 0, 0, 3], 0);
    assert_eq!(uses(&t, BellMaker), vec![1, 2]);
    assert_eq!(uses(&t, OrganBuilder), vec![1]);
    t.act(Action::Use {
        craftsman: OrganBuilder,
        times: 1,
    });
    t.act(Action::Use {
        craftsman: BellMaker,
        times: 2,
    });
    assert_eq!(t.g.vp(p), 10 + 6 + 8);
    assert_eq!(t.g.cubes(p), [0; 4]);
}

// PIL-13.1
#[test]
fn pil_13_1_players_build_in_turn_order_one_after_the_other() {
    let (mut t, p, q) = cathedral_setup(1, Event::Volunteers, &[Woodworker]);
    t.g.set_cubes(p, [2, 0, 0, 0]).unwrap();
    t.g.set_cubes(q, [2, 0, 0, 0]).unwrap();
    t.act(Action::Pass);
    assert_eq!((t.g.stage(), t.turn()), (Stage::Build, to_move(p)));
    t.act(Action::Finish);
    assert_eq!((t.g.stage(), t.turn()), (Stage::Build, to_move(q)));
    assert_eq!(t.g.cubes(p), [2, 0, 0, 0]);
}

// PIL-13.2: each use must be payable; 0 uses is fine.
#[test]
fn pil_13_2_uses_up_to_capacity_each_payable() {
    let (mut t, p, _) = build(1, &[MortarMixer, Woodworker], [3, 0, 7, 0], 0);
    assert_eq!(uses(&t, MortarMixer), vec![1, 2], "7 sand pays 2 uses of 3");
    assert_eq!(uses(&t, Woodworker), vec![1]);
    t.act(Action::Finish);
    assert_eq!(t.g.vp(p), 10, "no use at all is allowed");
    assert_eq!(t.g.stage(), Stage::Discard, "10 cubes: over the limit");
}

// PIL-13.9
#[test]
fn pil_13_9_keep_at_most_five_cubes_of_choice() {
    let (mut t, p, q) = build(1, &[MortarMixer], [4, 3, 0, 1], 0);
    assert_eq!(
        (t.g.stage(), t.turn()),
        (Stage::Discard, to_move(p)),
        "no usable craftsman"
    );
    let keeps = t.legal();
    assert!(keeps
        .iter()
        .all(|a| matches!(a, Action::Keep { cubes } if cubes.iter().sum::<u8>() == 5)));
    assert_eq!(
        t.refused_rule(Action::Keep {
            cubes: [4, 2, 0, 0]
        }),
        "PIL-13.9"
    );
    assert_eq!(
        t.refused_rule(Action::Keep {
            cubes: [0, 4, 0, 1]
        }),
        "PIL-13.9"
    );
    let supply = t.g.supply();
    t.act(Action::Keep {
        cubes: [1, 3, 0, 1],
    });
    assert_eq!(t.g.cubes(p), [1, 3, 0, 1]);
    assert_eq!(
        t.g.supply()[0],
        supply[0] + 3,
        "returned to the supply, no reward"
    );
    assert_eq!(t.g.vp(p), 10);
    let _ = q;
    // A single kind: the only choice is made by itself.
    let (t, p, _) = build(1, &[MortarMixer], [8, 0, 0, 0], 0);
    assert_eq!(t.g.cubes(p), [5, 0, 0, 0]);
    assert_ne!(t.g.stage(), Stage::Discard);
}

// PIL-13.10
#[test]
fn pil_13_10_the_cathedral_piece_counts_the_rounds() {
    let mut t = Table::new(2, RED);
    for round in 1..=5 {
        t.play_to_round(round);
        t.until(|g| g.stage() == cathedra_pillars::Stage::Privileges && g.round() == round + 1);
        assert_eq!(t.g.round(), round + 1);
    }
}

// PIL-24.5, Q-09
#[test]
fn pil_24_5_the_madonna_raises_one_craftsman_by_one_this_round() {
    let (mut t, p, _) = build_with(
        6,
        Event::Madonna,
        &[Woodworker, Potter2, ToolMaker, Statiker, BellMaker],
        [10, 0, 3, 3],
        0,
    );
    assert_eq!((t.g.stage(), t.turn()), (Stage::Madonna, to_move(p)));
    assert_eq!(
        t.legal(),
        vec![
            Action::Madonna {
                craftsman: Woodworker
            },
            Action::Madonna { craftsman: Potter2 }
        ],
        "not the tool maker, Statiker, bell maker or organ builder"
    );
    for c in [BellMaker, ToolMaker, Statiker] {
        assert_eq!(t.refused_rule(Action::Madonna { craftsman: c }), "PIL-24.5");
    }
    t.act(Action::Madonna {
        craftsman: Woodworker,
    });
    assert_eq!(uses(&t, Woodworker), vec![1, 2, 3, 4, 5], "capacity 4 + 1");
    assert_eq!(uses(&t, Potter2), vec![1, 2]);
    t.act(Action::Use {
        craftsman: Woodworker,
        times: 5,
    });
    assert_eq!(t.g.vp(p), 10 + 1 + 5, "Statiker + 5 uses");
}

// PIL-24.5: one eligible craftsman is chosen by itself; the raise lasts this round.
#[test]
fn pil_24_5_madonna_single_choice_and_this_round_only() {
    let (mut t, p, _) = build_with(
        2,
        Event::Madonna,
        &[Woodworker, ToolMaker],
        [10, 0, 0, 0],
        0,
    );
    assert_eq!(t.g.stage(), Stage::Build);
    assert_eq!(uses(&t, Woodworker), vec![1, 2, 3, 4, 5]);
    assert!(t.log_text().contains("The Madonna raises"));
    t.act(Action::Finish);
    assert_eq!(t.g.cubes(p), [5, 0, 0, 0]);
    t.play_to_round(3);
    let state = serde_json::to_value(&t.g).unwrap();
    assert!(
        state["seats"][p]["madonna"].is_null(),
        "gone at round end (PIL-21.5)"
    );
}
