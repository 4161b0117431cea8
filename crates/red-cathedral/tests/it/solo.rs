//! The solo opponent Jakovlev (RC-15) step by step, each test against the rulebook's solo pages
//! (seed `002_bd4b82ee31c725f3.txt`, lines 889-1093), and the merchants' actions ME-4 and ME-5
//! whose rewards the rulebook prints with icons (lines 1141-1144). Values that come from the
//! reconstructed data (the recognition tile's amount, the clergy cards) are read from `Data`.

use crate::common;

use cathedra_red_cathedral::types::{BannerFrom, Die, Material, Resource, SoloCard};
use cathedra_red_cathedral::{Action, Data, Pending, Phase, RedCathedral, NONE, START_POS};
use common::*;

const BOT: usize = RedCathedral::BOT as usize;

/// Market: stone, gold, rubles, brick, wood, emerald, amethyst, recognition on spaces 0-7;
/// influence cards without recognition for Jakovlev in every quadrant.
fn board(g: &mut RedCathedral) {
    g.market = [2, 3, 6, 1, 0, 4, 5, 7];
    g.influence = [
        influence_card("CR-A"),
        influence_card("CA-A"),
        influence_card("ME-A"),
        influence_card("CR-B"),
    ];
}

/// Jakovlev's next card is `card` with the `die` tile on it (the leftmost face-up card).
fn next_bot_card(g: &mut RedCathedral, card: SoloCard, die: Die) {
    let others = SoloCard::ALL.into_iter().filter(|&c| c != card);
    let mut cards = [card as u8; 5];
    for (slot, c) in cards[1..].iter_mut().zip(others) {
        *slot = c as u8;
    }
    let dice = Die::ALL.into_iter().filter(|&d| d != die);
    let mut tiles = [die as u8; 5];
    for (slot, d) in tiles[1..].iter_mut().zip(dice) {
        *slot = d as u8;
    }
    g.bot.cards = cards;
    g.bot.tiles = tiles;
    g.bot.face_up = 0b11111;
}

/// A free base (no banner).
fn free_base(g: &RedCathedral) -> u8 {
    (0..g.towers)
        .find(|&t| g.site[usize::from(t)][0].banner == NONE)
        .unwrap()
}

/// The human claims the base of `tower` (its tile face down) and ends the turn; Jakovlev plays
/// (chance by its first outcome) until the human decides again.
fn human_claims_then_bot(g: &mut RedCathedral, tower: u8) {
    ok(
        g,
        Action::Claim {
            tower,
            banner: BannerFrom::Reserve,
        },
    );
    if matches!(g.turn.pending, Pending::Tile { .. }) {
        let space = *cathedra_red_cathedral::types::Workshop::ALL
            .iter()
            .find(|&&w| g.seats[0].tiles[w as usize] == NONE && !w.is_white())
            .unwrap();
        ok(
            g,
            Action::PlaceTile {
                space,
                face_up: false,
            },
        );
    }
    ok(g, Action::EndTurn);
    settle(g);
}

// RC-15.1 (rulebook 938-945): with his sixth banner Jakovlev claims the base that gives the most
// recognition, the leftmost of equals; its tile leaves the game; 5 banners wait on his Claim
// card; the five die tiles are those of the "3-4 players" set.
#[test]
fn rc_15_1_jakovlev_claims_the_richest_base() {
    let d = Data::get();
    let g = game(1, &[]);
    let r = |t: usize| d.sections[usize::from(g.site[t][0].card)].recognition;
    let best = (0..usize::from(g.towers)).map(r).max().unwrap();
    let first = (0..usize::from(g.towers)).find(|&t| r(t) == best).unwrap();
    for t in 0..usize::from(g.towers) {
        let p = &g.site[t][0];
        if t == first {
            assert_eq!(usize::from(p.banner), BOT);
            assert_eq!(p.tile, NONE, "its tile left the game");
        } else {
            assert_eq!(p.banner, NONE);
        }
    }
    assert_eq!(g.bot.banners, 5);
    let mut dice: Vec<u8> = g.bot.tiles.to_vec();
    dice.sort();
    assert_eq!(dice, vec![0, 1, 2, 3, 4], "one die tile of each colour");
    assert_eq!(g.tally[0].pos, START_POS);
    assert_eq!(g.tally[BOT].pos, START_POS);
    assert_eq!(g.seats[0].rubles, 3, "Q-20: the human starts with 3 rubles");
}

// RC-15.3 step 4 (rulebook 977-983), RT-REC, Q-22: Jakovlev takes no resources from his move,
// but the recognition tile gives him its amount for each die on the space, the moved one
// included.
#[test]
fn rc_15_3_step_4_the_recognition_tile_pays_jakovlev_per_die() {
    let d = Data::get();
    let rec = u16::from(d.tile_amount(Resource::Recognition));
    for others in 0..=2u8 {
        let mut g = game(1, &[]);
        board(&mut g);
        next_bot_card(&mut g, SoloCard::Delivery, Die::White);
        // White 4 -> 7 (the recognition tile), `others` dice already there.
        let mut at = [(4, 3), (0, 1), (0, 2), (1, 1), (1, 2)];
        for slot in at.iter_mut().skip(1).take(usize::from(others)) {
            *slot = (7, 1);
        }
        dice(&mut g, at);
        let wood = g.supply[Material::Wood as usize];
        let before = g.tally[BOT].pos;
        let t = free_base(&g);
        human_claims_then_bot(&mut g, t);
        assert_eq!(
            g.tally[BOT].pos,
            before + rec * u16::from(others + 1),
            "{} dice on the recognition tile",
            others + 1
        );
        assert_eq!(g.bot.stock, [0; 6], "no resources from the move");
        assert_eq!(g.supply[Material::Wood as usize], wood);
        assert_eq!(g.die_space[Die::White as usize], 7);
    }
}

// RC-15.3 step 4 (rulebook 977-983), Q-22, Q-35: an influence card with recognition actions gives
// him its largest amount once, free, besides the recognition tile; a card without one gives
// nothing. The merchants' ME-5 pays prestige, not recognition (its icon, lines 1143-1144, is
// garbled; the data reads it as prestige), so it gives him nothing.
#[test]
fn rc_15_3_step_4_recognition_from_the_influence_card() {
    let d = Data::get();
    let rec = u16::from(d.tile_amount(Resource::Recognition));
    let cases = [
        ("PR-A", true),
        ("PR-B", true),
        ("ME-C", false),
        ("CR-B", false),
    ];
    for (card, gives) in cases {
        let c = &d.influence[usize::from(influence_card(card))];
        let largest = u16::from(c.actions.iter().map(|a| a.bot_recognition).max().unwrap());
        assert_eq!(largest > 0, gives, "{card}");
        if gives {
            let from_text = c.actions.iter().map(|a| a.gain_recognition).max().unwrap();
            assert_eq!(
                largest,
                u16::from(from_text),
                "{card}: the card's own amount"
            );
        }
        let mut g = game(1, &[]);
        board(&mut g);
        g.influence[3] = influence_card(card);
        next_bot_card(&mut g, SoloCard::Delivery, Die::White);
        dice(&mut g, [(4, 3), (0, 1), (0, 2), (1, 1), (1, 2)]);
        let before = g.tally[BOT].pos;
        let t = free_base(&g);
        human_claims_then_bot(&mut g, t);
        assert_eq!(g.tally[BOT].pos, before + rec + largest, "{card}");
    }
}

// RC-15.3 step 3 (rulebook 966-975), Q-37: a move that would put a fourth die on a space is left
// out; the tile still turns face down, the card's action is still played, and nothing is gained
// or rerolled at the market.
#[test]
fn rc_15_3_step_3_a_full_space_skips_the_move() {
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Recognition, Die::White);
    dice(&mut g, [(4, 3), (7, 4), (7, 5), (7, 6), (1, 2)]);
    let before = g.tally[BOT].pos;
    let t = free_base(&g);
    human_claims_then_bot(&mut g, t);
    assert_eq!(g.die_space[Die::White as usize], 4, "the white die stays");
    assert_eq!(g.bot.face_up & 1, 0, "its tile turned face down");
    assert_eq!(
        g.tally[BOT].pos,
        before + 4,
        "the Recognition card's 4, nothing from the recognition tile"
    );
    assert_eq!(
        [g.die_face[1], g.die_face[2], g.die_face[3]],
        [4, 5, 6],
        "no reroll"
    );
}

// RC-15.3 step 1 (rulebook 989-1024): with every tile face down, he first places the next
// ornament (the door first) on a completed card of its kind with the human's banner; it costs
// nothing and gives him 1 prestige (the rulebook's prestige icon, line 1021, not recognition);
// then the tiles are shuffled again and his turn goes on.
#[test]
fn rc_15_3_step_1_ornament_on_the_humans_card_for_one_prestige() {
    let d = Data::get();
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Delivery, Die::White);
    g.bot.face_up = 0;
    // After the reshuffle the white die lies on his first card (chance's first outcome) and
    // moves 0 -> 1: gold, no recognition.
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    let mine = (0..usize::from(g.towers))
        .find(|&t| usize::from(g.site[t][0].banner) == BOT)
        .unwrap();
    g.site[mine][0].done = true;
    let human = (0..usize::from(g.towers))
        .find(|&t| g.site[t][0].banner == NONE)
        .unwrap();
    g.site[human][0].banner = 0;
    g.site[human][0].done = true;
    g.site[human][0].tile = NONE;
    g.tally[BOT].pos = d.prestige[1];
    let t = (0..g.towers)
        .find(|&t| g.site[usize::from(t)][0].banner == NONE)
        .unwrap();
    human_claims_then_bot(&mut g, t);
    assert_eq!(
        usize::from(g.site[human][0].ornament),
        BOT,
        "the human's card first"
    );
    assert_eq!(g.site[mine][0].ornament, NONE);
    assert_eq!(g.bot.placed, 1);
    assert_eq!(g.tally[BOT].ornaments, 1);
    assert_eq!(g.tally[BOT].pos, d.prestige[2], "1 prestige");
    assert_eq!(
        g.bot.face_up, 0b11110,
        "reshuffled, then his first card played"
    );
}

// RC-15.3 step 1 (rulebook 1014-1021), Q-23: with no completed card of the next ornament's kind
// free, the step is left out, even with ornaments left; no later ornament jumps the order.
#[test]
fn rc_15_3_step_1_no_target_no_ornament() {
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Delivery, Die::White);
    g.bot.face_up = 0;
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    // A completed dome of the human's: a cross could go there, but the door comes first.
    let t = free_base(&g);
    let top = usize::from(g.heights[usize::from(t)]) - 1;
    g.site[usize::from(t)][top].banner = 0;
    g.site[usize::from(t)][top].done = true;
    let other = (0..g.towers)
        .find(|&o| o != t && g.site[usize::from(o)][0].banner == NONE)
        .unwrap();
    human_claims_then_bot(&mut g, other);
    assert_eq!(g.bot.placed, 0);
    assert_eq!(g.site[usize::from(t)][top].ornament, NONE);
}

// RC-15.4 SC-INV (rulebook 1028-1036), Q-24: 4 materials onto his Inventory card, one at a time
// from the largest pile, ties in the order wood, brick, stone, gold, emerald, amethyst.
#[test]
fn rc_15_4_inventory_takes_from_the_largest_pile() {
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Inventory, Die::White);
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    g.supply = [6, 6, 5, 0, 0, 0];
    let t = free_base(&g);
    human_claims_then_bot(&mut g, t);
    assert_eq!(g.bot.stock, [2, 2, 0, 0, 0, 0]);
    assert_eq!(g.supply, [4, 4, 5, 0, 0, 0]);
}

// RC-15.4 SC-DEL (rulebook 1037-1041): everything on his Inventory card moves to his Build card.
#[test]
fn rc_15_4_delivery_moves_the_inventory_to_the_build_card() {
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Delivery, Die::White);
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    g.supply[0] -= 3;
    g.bot.stock = [3, 0, 0, 0, 0, 0];
    g.bot.build = [0, 1, 0, 0, 0, 0];
    g.supply[1] -= 1;
    let t = free_base(&g);
    human_claims_then_bot(&mut g, t);
    assert_eq!(g.bot.stock, [0; 6]);
    assert_eq!(g.bot.build, [3, 1, 0, 0, 0, 0]);
}

// RC-15.4 SC-CLM (rulebook 1043-1064), Q-25: he claims the card directly above one the human
// claimed; the only such card is taken without asking; a tile giving recognition gives it to
// him, and the tile is discarded.
#[test]
fn rc_15_4_claim_above_the_humans_card() {
    let d = Data::get();
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Claim, Die::White);
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    let t = usize::from(free_base(&g));
    let r_tile = tile("WT-08");
    let gain = match d.workshop_tiles[usize::from(r_tile)].gain {
        cathedra_red_cathedral::data::TileGain::Recognition(n) => u16::from(n),
        other => panic!("WT-08 gives recognition, not {other:?}"),
    };
    g.site[t][1].tile = r_tile;
    let before = g.tally[BOT].pos;
    human_claims_then_bot(&mut g, t as u8);
    assert_eq!(usize::from(g.site[t][1].banner), BOT, "directly above");
    assert_eq!(g.site[t][1].tile, NONE, "the tile is discarded");
    assert_eq!(g.bot.banners, 4);
    assert_eq!(g.tally[BOT].pos, before + gain);
}

// RC-15.4 SC-CLM (rulebook 1043-1058): with no card above the human's, a base; with several,
// the human chooses for him (DP-BOT), among those cards only.
#[test]
fn rc_15_4_claim_several_bases_the_human_chooses() {
    let mut g = game(1, &[]);
    board(&mut g);
    next_bot_card(&mut g, SoloCard::Claim, Die::White);
    dice(&mut g, [(0, 1), (2, 1), (2, 2), (3, 1), (3, 2)]);
    // The human takes wood at the market (the green die 3 -> 5) and claims nothing.
    let mine = (0..g.towers)
        .find(|&t| usize::from(g.site[usize::from(t)][0].banner) == BOT)
        .unwrap();
    ok(
        &mut g,
        Action::Move {
            die: Die::Green,
            extra: 0,
        },
    );
    ok(&mut g, Action::EndTurn);
    settle(&mut g);
    assert_eq!(g.phase, Phase::BotChoice { ornament: false });
    let mut choices: Vec<(u8, u8)> = legal(&g)
        .into_iter()
        .map(|a| match a {
            Action::BotTarget { tower, height } => (tower, height),
            other => panic!("{other:?}"),
        })
        .collect();
    choices.sort();
    let bases: Vec<(u8, u8)> = (0..g.towers)
        .filter(|&t| g.site[usize::from(t)][0].banner == NONE)
        .map(|t| (t, 0))
        .collect();
    assert!(bases.len() > 1);
    assert_eq!(choices, bases);
    refused(
        &mut g,
        Action::BotTarget {
            tower: mine,
            height: 2,
        },
        "RC-15.4",
    );
    let (t, h) = bases[1];
    ok(
        &mut g,
        Action::BotTarget {
            tower: t,
            height: h,
        },
    );
    assert_eq!(
        usize::from(g.site[usize::from(t)][usize::from(h)].banner),
        BOT
    );
}

// ME-4 (rulebook 1141: "Odhoďte 3 různé materiály, pak obdržíte 1 [prestige]", the icon read as
// at lines 190-205): three materials of three kinds for 1 prestige, once.
#[test]
fn me_4_three_different_materials_for_one_prestige() {
    let d = Data::get();
    let mut g = game(2, &[]);
    board(&mut g);
    g.influence[2] = influence_card("ME-B");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    let s = usize::from(seat(&g));
    give(&mut g, s, Material::Wood as usize, 2);
    give(&mut g, s, Material::Brick as usize, 1);
    give(&mut g, s, Material::Stone as usize, 1);
    let before = g.tally[s].pos;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    ok(&mut g, Action::Influence { action: 1 });
    ok(
        &mut g,
        Action::Give {
            material: Material::Wood,
        },
    );
    refused(
        &mut g,
        Action::Give {
            material: Material::Wood,
        },
        "RC-12.4",
    );
    ok(
        &mut g,
        Action::Give {
            material: Material::Brick,
        },
    );
    ok(
        &mut g,
        Action::Give {
            material: Material::Stone,
        },
    );
    assert_eq!(g.tally[s].pos, d.gain_prestige(before, 1));
    assert_eq!(g.seats[s].inventory[Material::Wood as usize], 1);
    assert_eq!(g.seats[s].held(), 1);
}

// ME-5 (rulebook 1143-1144): with a completed base, middle section and dome of one's own, 2 (the
// data's reading of a garbled icon: prestige); without the three, the action is refused.
#[test]
fn me_5_a_base_a_middle_and_a_dome_of_ones_own() {
    let d = Data::get();
    let me5 = &d.influence[usize::from(influence_card("ME-C"))].actions[0];
    assert_eq!(me5.id, "ME-5");
    let mut g = game(2, &[]);
    board(&mut g);
    g.influence[2] = influence_card("ME-C");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    let s = seat(&g);
    let t = usize::from(
        (0..g.towers)
            .find(|&t| g.heights[usize::from(t)] >= 3)
            .unwrap(),
    );
    let top = usize::from(g.heights[t]) - 1;
    for h in [0, 1] {
        g.site[t][h].banner = s;
        g.site[t][h].done = true;
        g.site[t][h].tile = NONE;
    }
    g.tally[usize::from(s)].completed = 2;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    let e = act(&mut g, Action::Influence { action: 0 }).expect_err("no dome yet");
    assert!(e.rule_id().is_some(), "{e}");
    g.site[t][top].banner = s;
    g.site[t][top].done = true;
    g.site[t][top].tile = NONE;
    g.tally[usize::from(s)].completed = 3;
    let before = g.tally[usize::from(s)].pos;
    ok(&mut g, Action::Influence { action: 0 });
    assert_eq!(
        g.tally[usize::from(s)].pos,
        d.gain_prestige(before, u16::from(me5.gain_prestige))
    );
    assert_eq!(me5.gain_prestige, 2);
    assert_eq!(
        me5.bot_recognition, 0,
        "nothing for Jakovlev (RC-15.3 step 4)"
    );
}
