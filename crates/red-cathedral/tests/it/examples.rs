//! The spec's worked examples (section 6) with their figures. Examples that rest on GAP values
//! say so: the card ids, tile amounts and track positions come from `data/reconstructed.toml`.

use crate::common;

use cathedra_core::Game;
use cathedra_red_cathedral::types::{BannerFrom, Die, Jewels, Material, Ornament, Workshop};
use cathedra_red_cathedral::{
    tower_payouts, two_player_tower, Action, Data, Main, RedCathedral, NONE,
};
use common::*;

const W: usize = Material::Wood as usize;
const B: usize = Material::Brick as usize;
const S: usize = Material::Stone as usize;
const G: usize = Material::Gold as usize;
const E: usize = Material::Emerald as usize;
const A: usize = Material::Amethyst as usize;

/// Market: stone, gold, rubles, brick, wood, emerald, amethyst, recognition on spaces 0-7.
fn market(g: &mut RedCathedral) {
    g.market = [2, 3, 6, 1, 0, 4, 5, 7];
}

// WX-1 (RC-6.5, RC-13.3): claim with a white-die tile on the basic side, face up on blue.
#[test]
fn wx_1_claim_with_white_die_tile() {
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(2, 1), (0, 1), (0, 2), (1, 1), (1, 2)]); // white on the ruble space
    g.seats[0].rubles = 4;
    g.site[0][0].tile = tile("WT-01"); // white die tile
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Reserve,
        },
    );
    ok(
        &mut g,
        Action::PlaceTile {
            space: Workshop::Blue,
            face_up: true,
        },
    );
    assert_eq!(g.seats[0].rubles, 4, "pays 2, gains 2 rubles once");
    assert_eq!(g.seats[0].tiles[Workshop::Blue as usize], tile("WT-01"));
    assert_ne!(g.seats[0].face_up & (1 << Workshop::Blue as u8), 0);
}

// RC-6.5: the choice to lay the claimed card's tile face up says what it gives at once.
#[test]
fn rc_6_5_a_face_up_tile_choice_names_its_gain() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.seats[0].rubles = 4;
    g.site[0][0].tile = tile("WT-01"); // white die tile
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Reserve,
        },
    );
    let up = g.describe(Action::PlaceTile {
        space: Workshop::Blue,
        face_up: true,
    });
    assert!(
        up.ends_with("and gain its benefit now: the resource where the white die stands"),
        "{up}"
    );
}

// WX-2 (RC-13.5): advanced side; green unlocks an arch; a freed white space unlocks nothing.
#[test]
fn wx_2_claim_on_the_advanced_side() {
    let mut g = game(2, &[("side", "advanced")]);
    g.seats[0].rubles = 6;
    let cap = g.seats[0].capacity();
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Inventory,
        },
    );
    assert_eq!(g.seats[0].capacity(), cap + 1);
    refused(
        &mut g,
        Action::PlaceTile {
            space: Workshop::White1,
            face_up: true,
        },
        "RC-6.5",
    );
    ok(
        &mut g,
        Action::PlaceTile {
            space: Workshop::Green,
            face_up: true,
        },
    );
    assert_eq!(g.seats[0].ornaments[Ornament::Arch as usize], 1);
    assert_eq!(g.seats[0].rubles, 3 + tile_rubles(&g, 0, Workshop::Green));

    let mut g = game(2, &[("side", "advanced")]);
    g.seats[0].rubles = 6;
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::White,
        },
    );
    ok(
        &mut g,
        Action::PlaceTile {
            space: Workshop::White1,
            face_up: true,
        },
    );
    assert_eq!(
        g.seats[0].ornaments,
        [0, 0, 0],
        "white spaces unlock nothing"
    );
}

/// Rubles a face-up tile just gave (0 unless it is a ruble tile or a die on the ruble space).
fn tile_rubles(g: &RedCathedral, seat: usize, w: Workshop) -> u16 {
    let t = &Data::get().workshop_tiles[usize::from(g.seats[seat].tiles[w as usize])];
    match t.gain {
        cathedra_red_cathedral::data::TileGain::Rubles(n) => u16::from(n),
        cathedra_red_cathedral::data::TileGain::Die(d) => {
            let rt = &Data::get().resource_tiles
                [usize::from(g.market[usize::from(g.die_space[d as usize])])];
            if rt.gives == cathedra_red_cathedral::types::Resource::Rubles {
                u16::from(rt.amount)
            } else {
                0
            }
        }
        _ => 0,
    }
}

// WX-3 (RC-10.3, RC-10.7): yellow die 3 steps onto the blue die's brick space: up to 4 bricks;
// one paid step more onto the red die's wood space: up to 4 wood.
#[test]
fn wx_3_market_move() {
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(6, 2), (0, 3), (4, 5), (3, 1), (1, 6)]);
    let mut v = g.clone();
    ok(
        &mut v,
        Action::Move {
            die: Die::Yellow,
            extra: 0,
        },
    );
    assert!(matches!(v.turn.main, Main::Market { space: 3, .. }));
    let takes: Vec<u8> = legal(&v)
        .into_iter()
        .filter_map(|a| match a {
            Action::Take { amount } => Some(amount),
            _ => None,
        })
        .collect();
    assert_eq!(takes, vec![1, 2, 3, 4]);
    ok(&mut v, Action::Take { amount: 4 });
    assert_eq!(v.seats[0].inventory[B], 4);

    g.seats[0].rubles = 3;
    ok(
        &mut g,
        Action::Move {
            die: Die::Yellow,
            extra: 1,
        },
    );
    assert_eq!(g.seats[0].rubles, 2);
    ok(&mut g, Action::Take { amount: 4 });
    assert_eq!(g.seats[0].inventory[W], 4);
}

// WX-4 (RC-12, ME-1): give 2 of the new bricks, take 1 emerald.
#[test]
fn wx_4_merchants() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[1] = influence_card("ME-A");
    dice(&mut g, [(6, 2), (0, 3), (4, 5), (3, 1), (1, 6)]);
    ok(
        &mut g,
        Action::Move {
            die: Die::Yellow,
            extra: 0,
        },
    );
    ok(&mut g, Action::Take { amount: 4 });
    ok(&mut g, Action::Influence { action: 0 });
    ok(
        &mut g,
        Action::Give {
            material: Material::Brick,
        },
    );
    ok(
        &mut g,
        Action::Gain {
            material: Material::Emerald,
        },
    );
    assert_eq!(g.seats[0].inventory[B], 2);
    assert_eq!(g.seats[0].inventory[E], 1);
}

// WX-5 (RC-13.4): a red-die tile on the blue workshop gives the red die's wood once; a 1-R tile
// on the yellow workshop gives 1 R.
#[test]
fn wx_5_workshop_activation() {
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(6, 2), (0, 3), (4, 5), (3, 1), (1, 6)]); // red on wood (space 4)
    g.seats[0].tiles[Workshop::Blue as usize] = tile("WT-03"); // red die
    g.seats[0].face_up |= 1 << Workshop::Blue as u8;
    let mut v = g.clone();
    ok(
        &mut v,
        Action::Move {
            die: Die::Blue,
            extra: 0,
        },
    );
    ok(
        &mut v,
        Action::Activate {
            space: Workshop::Blue,
        },
    );
    assert_eq!(
        v.seats[0].inventory[W], 2,
        "2 wood, however many dice stand there"
    );

    g.seats[0].tiles[Workshop::Yellow as usize] = tile("WT-08"); // +1 R
    g.seats[0].face_up |= 1 << Workshop::Yellow as u8;
    let pos = g.tally[0].pos;
    ok(
        &mut g,
        Action::Move {
            die: Die::Yellow,
            extra: 0,
        },
    );
    refused(
        &mut g,
        Action::Activate {
            space: Workshop::Blue,
        },
        "RC-13.4",
    );
    ok(
        &mut g,
        Action::Activate {
            space: Workshop::Yellow,
        },
    );
    assert_eq!(g.tally[0].pos, pos + 1);
}

/// Four players, tower 0 (height 4) claimed bottom to top by these seats; nothing completed.
fn penalty_tower(owners: [u8; 4]) -> RedCathedral {
    let mut g = game(4, &[]);
    assert_eq!(g.heights[0], 4);
    for (h, &o) in owners.iter().enumerate() {
        g.site[0][h].banner = o;
        g.site[0][h].tile = NONE;
    }
    g
}

/// `seat` completes the card at height `h` of tower 0 with one last delivery.
fn complete_with_delivery(g: &mut RedCathedral, seat: u8, h: usize) {
    let cost = Data::get().sections[usize::from(g.site[0][h].card)].cost;
    let m = (0..6).find(|&m| cost[m] > 0).unwrap();
    let mut delivered = cost;
    delivered[m] -= 1;
    for (supply, &d) in g.supply.iter_mut().zip(delivered.iter()) {
        *supply -= d;
    }
    g.site[0][h].delivered = delivered;
    give(g, usize::from(seat), m, 1);
    g.turn.seat = seat;
    g.turn.main = Main::None;
    ok(
        g,
        Action::Deliver {
            material: Material::ALL[m],
            tower: 0,
            height: h as u8,
        },
    );
    assert!(g.site[0][h].done);
}

// WX-6 (RC-8.3): c0 Blue, c1 Red, c2 Blue, c3 Yellow.
#[test]
fn wx_6_penalty_example_1() {
    let (yellow, red, blue) = (0, 1, 2);
    let mut g = penalty_tower([blue, red, blue, yellow]);
    g.tally[2].pos = 20;
    let start = g.tally[2].pos;
    complete_with_delivery(&mut g, red, 1);
    assert_eq!(g.tally[2].pos, start - 1, "(a) Blue −1");
    complete_with_delivery(&mut g, yellow, 3);
    assert_eq!(g.tally[2].pos, start - 1 - 3, "(b) Blue −3 more");
}

// WX-7 (RC-8.3): c1 Red completed earlier; Blue completes c2; then Yellow completes c3.
#[test]
fn wx_7_penalty_example_2() {
    let (yellow, red, blue) = (0, 1, 2);
    let mut g = penalty_tower([blue, red, blue, yellow]);
    g.site[0][1].done = true;
    g.tally[1].completed = 1;
    g.tally[2].pos = 20;
    let card_r = Data::get().sections[usize::from(g.site[0][2].card)].recognition;
    complete_with_delivery(&mut g, blue, 2);
    assert_eq!(
        g.tally[2].pos,
        20 + u16::from(card_r) - 1,
        "(a) −1 for c0, own c2 ignored"
    );
    let before = g.tally[2].pos;
    complete_with_delivery(&mut g, yellow, 3);
    assert_eq!(g.tally[2].pos, before - 2, "(b) −2 for c0");
}

/// A completed card at (0, h) for decorating, with the seat to move holding `inv`.
fn decorating(h: usize, inv: &[(usize, u8)]) -> RedCathedral {
    let mut g = game(2, &[]);
    g.site[0][h].banner = 1;
    g.site[0][h].tile = NONE;
    g.site[0][h].done = true;
    for &(m, n) in inv {
        give(&mut g, 0, m, n);
    }
    g
}

// WX-8 (RC-9.4): a cross with gold + emerald + amethyst: +3 P, 3 deliveries.
#[test]
fn wx_8_two_different_jewels() {
    let mut g = decorating(2, &[(G, 1), (E, 1), (A, 1)]);
    g.tally[0].pos = 20; // on P4 (table 3.1, GAP)
    ok(
        &mut g,
        Action::Ornament {
            tower: 0,
            height: 2,
            jewels: Jewels::EmeraldAmethyst,
        },
    );
    assert_eq!(Data::get().prestige_floor(g.tally[0].pos), 7);
    assert_eq!(g.turn.main, Main::Build { units: 3 });
    assert_eq!(g.seats[0].held(), 0);
}

// WX-9 (RC-7.2 b, RC-9.4): door with wood + amethyst (+1) and cross with gold only (+0).
#[test]
fn wx_9_two_ornaments_in_one_build() {
    let mut g = decorating(2, &[(W, 1), (A, 1), (G, 1)]);
    g.site[0][0].banner = 1;
    g.site[0][0].tile = NONE;
    g.site[0][0].done = true;
    g.tally[0].pos = 20;
    ok(
        &mut g,
        Action::Ornament {
            tower: 0,
            height: 0,
            jewels: Jewels::Amethyst,
        },
    );
    ok(
        &mut g,
        Action::Ornament {
            tower: 0,
            height: 2,
            jewels: Jewels::None,
        },
    );
    assert_eq!(Data::get().prestige_floor(g.tally[0].pos), 5);
    assert_eq!(g.turn.main, Main::Build { units: 3 });
    assert_eq!(g.tally[0].ornaments, 2);
}

// WX-10 (RC-7.3): complete a middle section with its last gold, then decorate it at once.
// GAP: the example's card (4 R, 2 rubles, needs gold) is M03 of the reconstruction.
#[test]
fn wx_10_build_then_decorate() {
    let mut g = game(4, &[]);
    let green = 3;
    g.site[0][0].banner = green;
    g.site[0][0].tile = NONE;
    g.site[0][1].banner = 0;
    g.site[0][1].tile = NONE;
    g.site[0][1].card = card("M03"); // B B S G: 4 R + 2 rubles
    g.site[0][1].delivered = [0, 2, 1, 0, 0, 0];
    g.supply[B] -= 2;
    g.supply[S] -= 1;
    give(&mut g, 0, G, 1);
    give(&mut g, 0, S, 1);
    give(&mut g, 0, E, 1);
    g.tally[0].pos = 20;
    g.tally[3].pos = 10;
    let rubles = g.seats[0].rubles;
    ok(
        &mut g,
        Action::Deliver {
            material: Material::Gold,
            tower: 0,
            height: 1,
        },
    );
    assert_eq!(g.tally[0].pos, 24, "+4 R");
    assert_eq!(g.seats[0].rubles, rubles + 2);
    assert_eq!(g.tally[3].pos, 9, "Green −1 R");
    ok(
        &mut g,
        Action::Ornament {
            tower: 0,
            height: 1,
            jewels: Jewels::Emerald,
        },
    );
    assert_eq!(g.tally[0].pos, 28, "+1 P: from P5 (24) to P6 (28)");
    assert_eq!(g.turn.main, Main::Build { units: 3 });
}

// WX-11 (RC-4.5): 51 → 52 = 14 P; 58 stays, 18 P (positions of table 3.1, GAP).
#[test]
fn wx_11_final_conversion() {
    let d = Data::get();
    assert_eq!(d.convert(51), 52);
    assert_eq!(d.prestige_floor(52), 14);
    assert_eq!(d.convert(58), 58);
    assert_eq!(d.prestige_floor(58), 18);
}

// WX-12 (RC-14.4, RC-14.5): the 4-player tower table, totals 25 / 14 / 20 / 28.
#[test]
fn wx_12_tower_scoring_four_players() {
    let towers: [(u16, [u16; 4], [u16; 4]); 6] = [
        (7, [2, 1, 1, 0], [7, 2, 2, 0]),
        (5, [0, 1, 0, 2], [0, 2, 0, 5]),
        (12, [1, 2, 1, 3], [2, 6, 2, 12]),
        (10, [3, 1, 2, 0], [10, 2, 5, 0]),
        (9, [1, 1, 1, 2], [2, 2, 2, 9]),
        (9, [2, 0, 3, 1], [4, 0, 9, 2]),
    ];
    let mut total = [0u16; 4];
    for (v, presence, want) in towers {
        let mut got = [0u16; 4];
        tower_payouts(v, &presence, &mut got);
        assert_eq!(got, want, "tower of value {v}");
        for p in 0..4 {
            total[p] += got[p];
        }
    }
    assert_eq!(total, [25, 14, 20, 28]);
}

// WX-13 (RC-14.6): the 2-player table, totals 17 / 15.
#[test]
fn wx_13_tower_scoring_two_players() {
    let towers = [
        (8, 5, 0, 8, 0),
        (6, 1, 3, 2, 6),
        (8, 1, 4, 2, 8),
        (5, 2, 1, 5, 1),
    ];
    let mut total = (0, 0);
    for (v, a, b, pa, pb) in towers {
        assert_eq!(two_player_tower(v, a, b), (pa, pb));
        total.0 += pa;
        total.1 += pb;
    }
    assert_eq!(total, (17, 15));
    assert_eq!(
        two_player_tower(8, 2, 2),
        (0, 0),
        "equal presence: nobody scores"
    );
}

// WX-14 (RC-14.5): value 11: 11, 5, 2; a tie for first 8 each; three tied 6 each.
#[test]
fn wx_14_value_eleven_tower() {
    let mut got = [0u16; 4];
    tower_payouts(11, &[3, 2, 1, 0], &mut got);
    assert_eq!(got, [11, 5, 2, 0]);
    tower_payouts(11, &[3, 3, 1, 0], &mut got);
    assert_eq!(got, [8, 8, 2, 0]);
    tower_payouts(11, &[2, 2, 2, 0], &mut got);
    assert_eq!(got, [6, 6, 6, 0]);
}

/// A solo game whose next bot card is Build, with these materials on SC-BLD.
fn bot_building(build: [u8; 6]) -> RedCathedral {
    let mut g = game(1, &[]);
    let i = g.bot.cards.iter().position(|&c| c == 4).unwrap(); // Build
    g.bot.face_up = 1 << i;
    for (supply, &b) in g.supply.iter_mut().zip(build.iter()) {
        *supply -= b;
    }
    g.bot.build = build;
    g
}

/// The human claims and ends the turn; the bot then plays its Build card.
fn human_claims_then_bot(g: &mut RedCathedral) {
    let t = (0..g.towers)
        .find(|&t| g.available(usize::from(t)) == Some(0))
        .unwrap();
    ok(
        g,
        Action::Claim {
            tower: t,
            banner: BannerFrom::Reserve,
        },
    );
    ok(
        g,
        Action::PlaceTile {
            space: Workshop::White1,
            face_up: false,
        },
    );
    ok(g, Action::EndTurn);
    settle(g);
}

// WX-15 (RC-15.4 SC-BLD): 4 materials, the next card needs 3: it is completed, 1 goes on.
#[test]
fn wx_15_bot_overflow() {
    let mut g = bot_building([4, 0, 0, 0, 0, 0]);
    let first = (0..g.towers as usize)
        .find(|&t| g.site[t][0].banner == RedCathedral::BOT)
        .unwrap();
    assert_eq!(
        Data::get().sections[usize::from(g.site[first][0].card)].units(),
        3
    );
    // A second bot card further right in the bottom row.
    let second = (first + 1..g.towers as usize).next().unwrap();
    g.site[second][0].banner = RedCathedral::BOT;
    g.site[second][0].tile = NONE;
    g.bot.banners -= 1;
    human_claims_then_bot_on(&mut g, second);
    assert!(g.site[first][0].done, "3 complete the first card");
    assert_eq!(
        g.site[second][0].delivered.iter().sum::<u8>(),
        1,
        "1 goes to the next card"
    );
    assert_eq!(g.bot.build, [0; 6]);
}

fn human_claims_then_bot_on(g: &mut RedCathedral, avoid: usize) {
    let t = (0..g.towers)
        .find(|&t| {
            usize::from(t) != avoid
                && g.available(usize::from(t)).is_some()
                && g.site[usize::from(t)][0].banner == NONE
        })
        .unwrap();
    ok(
        g,
        Action::Claim {
            tower: t,
            banner: BannerFrom::Reserve,
        },
    );
    ok(
        g,
        Action::PlaceTile {
            space: Workshop::White1,
            face_up: false,
        },
    );
    ok(g, Action::EndTurn);
    settle(g);
}

// WX-16 (RC-15.4): any materials complete a bot card, whatever it costs.
#[test]
fn wx_16_bot_ignores_kinds() {
    let mut g = bot_building([0, 0, 0, 0, 1, 2]);
    let first = (0..g.towers as usize)
        .find(|&t| g.site[t][0].banner == RedCathedral::BOT)
        .unwrap();
    let r = g.tally[1].pos;
    human_claims_then_bot(&mut g);
    assert!(
        g.site[first][0].done,
        "an emerald and two amethysts complete a wood/brick base"
    );
    let card = &Data::get().sections[usize::from(g.site[first][0].card)];
    assert!(g.tally[1].pos >= r + u16::from(card.recognition));
    assert_eq!(g.supply[E], 10);
    let _ = g.to_move();
}
