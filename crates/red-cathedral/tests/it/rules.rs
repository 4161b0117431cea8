//! One test per rule of the spec not already covered by a worked example (`examples.rs`):
//! components, setup, the track, the turn, claims, building, completion, ornaments, the
//! market, inventory, influence, workshops, the end and the solo opponent. Values that come
//! from the reconstructed data (GAP) are read from `Data`, never assumed.

use crate::common;

use cathedra_core::{play_random, Actor, Game, Log, Outcome, ToMove};
use cathedra_red_cathedral::types::{BannerFrom, Die, Jewels, Material, SectionKind, Workshop};
use cathedra_red_cathedral::{Action, Data, Main, Pending, Phase, RedCathedral, NONE, START_POS};
use common::*;

const W: usize = Material::Wood as usize;
const B: usize = Material::Brick as usize;
const S: usize = Material::Stone as usize;
const G: usize = Material::Gold as usize;
const E: usize = Material::Emerald as usize;

/// Market: stone, gold, rubles, brick, wood, emerald, amethyst, recognition on spaces 0-7.
fn market(g: &mut RedCathedral) {
    g.market = [2, 3, 6, 1, 0, 4, 5, 7];
}

fn claim(g: &mut RedCathedral, tower: u8, banner: BannerFrom) {
    ok(g, Action::Claim { tower, banner });
    if matches!(g.turn.pending, cathedra_red_cathedral::Pending::Tile { .. }) {
        ok(
            g,
            Action::PlaceTile {
                space: free_space(g),
                face_up: false,
            },
        );
    }
}

fn free_space(g: &RedCathedral) -> Workshop {
    let p = &g.seats[usize::from(g.turn.seat)];
    *Workshop::ALL
        .iter()
        .find(|&&w| {
            p.tiles[w as usize] == NONE && !(w.is_white() && p.white_blocked & (1 << w as u8) != 0)
        })
        .unwrap()
}

/// Plays the active seat's turn to its end (rolling dice with their first outcome).
fn end_turn(g: &mut RedCathedral) {
    ok(g, Action::EndTurn);
    settle(g);
}

/// A claimed card of `seat` at (tower, height) with everything but one unit of its first
/// material delivered, and that unit in the seat's inventory; returns the material.
fn nearly_done(g: &mut RedCathedral, seat: u8, tower: usize, height: usize) -> Material {
    let cost = Data::get().sections[usize::from(g.site[tower][height].card)].cost;
    let m = (0..6).find(|&m| cost[m] > 0).unwrap();
    let mut delivered = cost;
    delivered[m] -= 1;
    for (supply, &d) in g.supply.iter_mut().zip(delivered.iter()) {
        *supply -= d;
    }
    let place = &mut g.site[tower][height];
    place.banner = seat;
    place.tile = NONE;
    place.delivered = delivered;
    give(g, usize::from(seat), m, 1);
    Material::ALL[m]
}

fn deliver(g: &mut RedCathedral, m: Material, tower: u8, height: u8) -> Result<(), String> {
    act(
        g,
        Action::Deliver {
            material: m,
            tower,
            height,
        },
    )
    .map_err(|e| e.rule_id().unwrap_or("").to_string())
}

// ----- components and setup -----

// RC-1.1, RC-2: the components the data must provide, and the goal: most prestige wins.
#[test]
fn rc_2_components() {
    let d = Data::get();
    assert_eq!(d.supply, [20, 20, 20, 15, 10, 10], "table 3.2");
    assert_eq!(d.resource_tiles.len(), 8);
    assert_eq!(d.workshop_tiles.len(), 28);
    assert_eq!(d.workshop_tiles.iter().filter(|t| t.three_four).count(), 14);
    let kinds = |k| d.sections.iter().filter(|s| s.kind == k).count();
    assert_eq!(kinds(SectionKind::Base), 10);
    assert_eq!(kinds(SectionKind::Middle), 20);
    assert_eq!(kinds(SectionKind::Dome), 10);
    assert!(d.sections.iter().all(|s| (3..=4).contains(&s.units())));
    assert_eq!(d.plans.len(), 9);
    for n in 2..=4 {
        assert_eq!(d.plans.iter().filter(|p| p.players == n).count(), 3);
    }
    assert_eq!(d.influence.len(), 12);
    for group in 0..4 {
        assert_eq!(d.influence.iter().filter(|c| c.group == group).count(), 3);
    }
}

// RC-1.1, RC-14.7: the winner has the most prestige.
#[test]
fn rc_1_1_most_prestige_wins() {
    for players in 1..=4 {
        let (g, _) = play_random::<RedCathedral>(players, &options(&[]), 11, 0).unwrap();
        let scores = g.scores();
        let ranking = g.ranking();
        for a in 0..scores.len() {
            for b in 0..scores.len() {
                if scores[a] > scores[b] {
                    assert!(ranking[a] < ranking[b], "{scores:?} {ranking:?}");
                }
            }
        }
    }
}

// RC-3.1 .. RC-3.11: setup for 1-4 players.
#[test]
fn rc_3_setup_for_every_player_count() {
    let d = Data::get();
    for players in 1..=4usize {
        for advanced in [false, true] {
            let side = if advanced { "advanced" } else { "basic" };
            let g = game(players, &[("side", side)]);
            let n = g.participants_count();
            // RC-3.2: the workshop boards.
            for s in 0..players {
                let p = &g.seats[s];
                assert_eq!(p.inventory_banners, 4);
                if advanced {
                    assert_eq!((p.reserve_banners, p.white_blocked), (0, 0b11));
                    assert_eq!(p.ornaments, [0, 0, 0], "locked (RC-13.5)");
                } else {
                    assert_eq!((p.reserve_banners, p.white_blocked), (2, 0));
                    assert_eq!(p.ornaments, [1, 2, 1]);
                }
                assert_eq!(p.banners(), 6);
            }
            // RC-3.3: markers on position 2.
            for p in 0..n {
                assert_eq!(g.tally[p].pos, START_POS);
            }
            // RC-3.4: one resource tile per market space.
            let mut tiles = g.market;
            tiles.sort();
            assert_eq!(tiles, [0, 1, 2, 3, 4, 5, 6, 7]);
            // RC-3.5: one influence card of each group.
            let mut groups: Vec<u8> = g
                .influence
                .iter()
                .map(|&c| d.influence[usize::from(c)].group)
                .collect();
            groups.sort();
            assert_eq!(groups, [0, 1, 2, 3]);
            // RC-3.6: the dice on 5 consecutive spaces from the recognition tile.
            let start = g.recognition_space().unwrap();
            let mut spaces: Vec<u8> = g.die_space.to_vec();
            spaces.sort();
            let mut expected: Vec<u8> = (0..5).map(|k| (start + k) % 8).collect();
            expected.sort();
            assert_eq!(spaces, expected);
            assert!(g.die_face.iter().all(|f| (1..=6).contains(f)));
            // RC-3.7: the supply is complete.
            assert_eq!(g.supply, d.supply);
            // RC-3.8: the plan card for the player count.
            let plan = &d.plans[usize::from(g.plan)];
            assert_eq!(usize::from(plan.players), players.max(2));
            assert_eq!(usize::from(g.towers), [4, 4, 5, 6][players - 1]);
            assert_eq!(&g.heights[..usize::from(g.towers)], &plan.heights[..]);
            // RC-3.9: base, middles, dome, no card twice.
            let mut seen = Vec::new();
            for t in 0..usize::from(g.towers) {
                for h in 0..usize::from(g.heights[t]) {
                    let c = g.site[t][h].card;
                    assert_eq!(d.sections[usize::from(c)].kind, g.kind_at(t, h));
                    assert!(!seen.contains(&c));
                    seen.push(c);
                }
            }
            // RC-3.10: a tile on each card, none marked 3-4 players with fewer than 3.
            let mut tiles_seen = Vec::new();
            for t in 0..usize::from(g.towers) {
                for h in 0..usize::from(g.heights[t]) {
                    let place = &g.site[t][h];
                    if place.banner != NONE {
                        continue; // Jakovlev's first base: its tile left the game (RC-15.1)
                    }
                    let tile = place.tile;
                    assert_ne!(tile, NONE);
                    assert!(players >= 3 || !d.workshop_tiles[usize::from(tile)].three_four);
                    assert!(!tiles_seen.contains(&tile));
                    tiles_seen.push(tile);
                }
            }
            // RC-3.11: 3, 4, 4, 5 rubles from the first player on.
            for k in 0..players {
                let s = (usize::from(g.first) + k) % players;
                assert_eq!(g.seats[s].rubles, [3, 4, 4, 5][k]);
            }
            assert_eq!(g.turn.seat, g.first);
        }
    }
}

// RC-3.5: the first-game option lays card A of each group.
#[test]
fn rc_3_5_first_game_influence_set() {
    let g = game(3, &[("influence", "first-game")]);
    for c in g.influence {
        assert!(Data::get().influence[usize::from(c)].first_game);
    }
}

// RC-3.8, RC-3.11: the draws are chance outcomes of equal weight.
#[test]
fn rc_3_draws_are_uniform_chance() {
    let mut g = RedCathedral::new(4, &options(&[])).unwrap();
    let mut out: Vec<Outcome<Action>> = Vec::new();
    let mut seen_plan = false;
    let mut seen_first = false;
    while g.to_move() == ToMove::Chance {
        g.chance_outcomes(&mut out);
        assert!(out.iter().all(|o| o.weight == out[0].weight));
        match g.phase {
            Phase::Plan => {
                seen_plan = true;
                assert_eq!(out.len(), 3);
            }
            Phase::FirstPlayer => {
                seen_first = true;
                assert_eq!(out.len(), 4);
            }
            _ => {}
        }
        let a = out[out.len() - 1].action;
        g.apply(Actor::Chance, a, &mut Log::silent()).unwrap();
    }
    assert!(seen_plan && seen_first);
    assert_eq!(g.turn.seat, g.first);
}

// ----- the track -----

// RC-4.1: prestige spaces 1-40 in increasing order; 0 is not one.
#[test]
fn rc_4_1_prestige_spaces() {
    let d = Data::get();
    assert!(d.prestige.windows(2).all(|w| w[0] < w[1]));
    assert!(!d.is_prestige(0));
    assert_eq!(d.prestige_floor(d.prestige[0] - 1), 0);
    assert_eq!(d.prestige_floor(d.prestige[0]), 1);
    assert_eq!(d.prestige_floor(d.prestige[39]), 40);
    assert!(d.prestige[39] < d.positions_per_lap);
}

// RC-4.2: a marker passing the last space goes on in the next lap, +40 per lap.
#[test]
fn rc_4_2_laps() {
    let d = Data::get();
    let lap = d.positions_per_lap;
    assert_eq!(d.next_prestige(d.prestige[39]), lap + d.prestige[0]);
    assert_eq!(d.prestige_floor(lap + d.prestige[0]), 41);
    assert_eq!(d.prestige_floor(lap), 40, "local 0 of lap 1: still 40");
    assert_eq!(d.prev_prestige(lap + d.prestige[0]), Some(d.prestige[39]));
}

// RC-4.1, RC-4.4: the track's lookups agree with a walk over the spaces, lap by lap, at every
// position of the first three laps.
#[test]
fn rc_4_4_track_lookups_agree_with_a_walk_over_the_spaces() {
    let d = Data::get();
    let lap = d.positions_per_lap;
    let spaces: Vec<u16> = (0..4)
        .flat_map(|l| d.prestige.iter().map(move |&p| l * lap + p))
        .collect();
    for pos in 0..3 * lap {
        let behind = spaces.iter().rev().find(|&&p| p < pos).copied();
        let ahead = spaces.iter().find(|&&p| p > pos).copied();
        let floor = spaces.iter().filter(|&&p| p <= pos).count() as u16;
        assert_eq!(d.prev_prestige(pos), behind, "behind {pos}");
        assert_eq!(
            d.has_prev_prestige(pos),
            behind.is_some(),
            "any behind {pos}"
        );
        assert_eq!(Some(d.next_prestige(pos)), ahead, "ahead of {pos}");
        assert_eq!(d.prestige_floor(pos), floor, "floor at {pos}");
        assert_eq!(d.is_prestige(pos), spaces.contains(&pos), "space {pos}");
    }
}

// RC-4.3: a loss of recognition stops at position 0.
#[test]
fn rc_4_3_recognition_not_below_zero() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    let o = 1 - s;
    // o's unfinished base, s completes the card above it.
    g.site[0][0].banner = o;
    g.site[0][0].tile = NONE;
    g.tally[usize::from(o)].pos = 0;
    let m = nearly_done(&mut g, s, 0, 1);
    deliver(&mut g, m, 0, 1).unwrap();
    assert!(g.site[0][1].done);
    assert_eq!(g.tally[usize::from(o)].pos, 0);
}

// RC-4.4: prestige moves to the next space ahead; a loss needs a space behind.
#[test]
fn rc_4_4_gaining_and_losing_prestige() {
    let d = Data::get();
    let between = d.prestige[4] + 1;
    assert!(!d.is_prestige(between));
    assert_eq!(
        d.gain_prestige(between, 1),
        d.prestige[5],
        "partial progress is lost"
    );
    assert_eq!(d.gain_prestige(d.prestige[5], 2), d.prestige[7]);
    let mut g = game(2, &[]);
    assert!(g.tally[usize::from(seat(&g))].pos < d.prestige[0]);
    refused(&mut g, Action::SellPrestige, "RC-4.4");
    let space = g.die_space[0];
    refused(&mut g, Action::Reroll { space }, "RC-4.4");
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[1] + 2;
    ok(&mut g, Action::SellPrestige);
    assert_eq!(
        g.tally[s].pos, d.prestige[1],
        "back to the space strictly behind"
    );
}

// RC-5.2: a prestige sold brings 2 rubles; a purse at the top of its range stays there
// instead of overflowing (greedy games once piled up rubles until a sale panicked).
#[test]
fn rc_5_2_selling_prestige_with_a_full_purse_keeps_it_full() {
    let d = Data::get();
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[1] + 2;
    g.seats[s].rubles = u16::MAX - 1;
    ok(&mut g, Action::SellPrestige);
    assert_eq!(g.seats[s].rubles, u16::MAX);
    assert_eq!(g.tally[s].pos, d.prestige[1]);
}

// ----- the turn -----

// RC-5.1: one main action a turn, then the next seat in order.
#[test]
fn rc_5_1_one_main_action_then_the_next_seat() {
    let mut g = game(3, &[]);
    let s = seat(&g);
    refused(&mut g, Action::EndTurn, "RC-5.1");
    claim(&mut g, 0, BannerFrom::Reserve);
    refused(
        &mut g,
        Action::Move {
            die: Die::Red,
            extra: 0,
        },
        "RC-5.1",
    );
    let other = (0..g.towers).find(|&t| g.available(usize::from(t)) == Some(0));
    refused(
        &mut g,
        Action::Claim {
            tower: other.unwrap(),
            banner: BannerFrom::Reserve,
        },
        "RC-5.1",
    );
    end_turn(&mut g);
    assert_eq!(seat(&g), (s + 1) % 3);
}

// RC-5.2: prestige sold in one uninterrupted block.
#[test]
fn rc_5_2_sell_prestige_in_one_block() {
    let d = Data::get();
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[3];
    let rubles = g.seats[s].rubles;
    ok(&mut g, Action::SellPrestige);
    ok(&mut g, Action::SellPrestige);
    assert_eq!(g.tally[s].pos, d.prestige[1]);
    assert_eq!(g.seats[s].rubles, rubles + 4);
    claim(&mut g, 0, BannerFrom::Reserve);
    refused(&mut g, Action::SellPrestige, "RC-5.2");
}

// RC-5.3: reroll once a turn, a space with dice, for 1 prestige.
#[test]
fn rc_5_3_reroll() {
    let d = Data::get();
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[3];
    let empty = (0..8).find(|&sp| g.dice_on(sp) == 0).unwrap();
    refused(&mut g, Action::Reroll { space: empty }, "RC-5.3");
    let full = g.die_space[0];
    let mask = g.dice_mask(full);
    ok(&mut g, Action::Reroll { space: full });
    assert_eq!(g.tally[s].pos, d.prestige[2]);
    assert!(matches!(g.phase, Phase::Rolling { mask: m, .. } if m == mask));
    settle(&mut g);
    assert_eq!(g.die_space[0], full, "the dice stay on their space");
    refused(&mut g, Action::Reroll { space: full }, "RC-5.3");
}

// RC-5.4: optional actions between the steps of a main action.
#[test]
fn rc_5_4_optional_actions_between_steps() {
    let d = Data::get();
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(0, 3), (0, 1), (1, 1), (1, 2), (2, 1)]);
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[3];
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    ok(&mut g, Action::SellPrestige);
    ok(&mut g, Action::Take { amount: 1 });
    ok(&mut g, Action::Reroll { space: 1 });
    settle(&mut g);
    assert_eq!(seat(&g), s as u8, "still the same turn");
    assert!(matches!(g.turn.main, Main::Market { took: true, .. }));
}

// RC-5.4 (RULING): the optional actions never interrupt a step; an action while a step waits
// is refused by the rule it breaks (RC-5.1 for a second main action), any other by the step's.
#[test]
fn rc_5_4_an_action_while_a_step_waits_names_the_rule_it_breaks() {
    let d = Data::get();
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    g.tally[s].pos = d.prestige[3];
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Inventory,
        },
    );
    assert!(matches!(g.turn.pending, Pending::Tile { .. }));
    refused(&mut g, Action::SellPrestige, "RC-5.4");
    let space = g.die_space[0];
    refused(&mut g, Action::Reroll { space }, "RC-5.4");
    refused(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
        "RC-5.1",
    );
    refused(&mut g, Action::EndTurn, "RC-6.5");
    refused(&mut g, Action::Roll { face: 3 }, "RC-3");
}

// RC-5.5, RC-10.8: after a market move the dice of the destination are rerolled, then the
// next seat plays.
#[test]
fn rc_5_5_end_of_turn_reroll() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    dice(&mut g, [(0, 3), (3, 1), (1, 1), (6, 2), (2, 1)]);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        g.phase,
        Phase::Rolling {
            mask: 0b11,
            then: cathedra_red_cathedral::AfterRoll::EndTurn
        }
    );
    settle(&mut g);
    assert_eq!(seat(&g), 1 - s);
    assert_eq!((g.die_space[0], g.die_space[1]), (3, 3));
}

// ----- claims -----

// RC-6.1, RC-6.3: a claim needs a banner and an available card.
#[test]
fn rc_6_1_claim_needs_a_banner_and_an_available_card() {
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    g.seats[s].reserve_banners = 0;
    refused(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Reserve,
        },
        "RC-6.2",
    );
    for h in 0..usize::from(g.heights[0]) {
        g.site[0][h].banner = 1 - s as u8;
    }
    refused(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::Inventory,
        },
        "RC-6.3",
    );
    g.seats[s].inventory_banners = 0;
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Claim { .. })));
}

// RC-6.2, RC-11.2: where the banner comes from.
#[test]
fn rc_6_2_banner_sources() {
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    let cap = g.seats[s].capacity();
    claim(&mut g, 0, BannerFrom::Reserve);
    assert_eq!(g.seats[s].capacity(), cap, "the reserve frees no slot");
    assert_eq!(g.seats[s].reserve_banners, 1);
    let mut g = game(2, &[]);
    claim(&mut g, 0, BannerFrom::Inventory);
    assert_eq!(
        g.seats[s].capacity(),
        cap + 1,
        "an inventory place frees a slot"
    );
    let mut g = game(2, &[("side", "advanced")]);
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::White,
        },
    );
    assert_eq!(g.seats[s].white_blocked.count_ones(), 1);
    ok(
        &mut g,
        Action::PlaceTile {
            space: Workshop::White1,
            face_up: false,
        },
    );
}

// RC-6.3, RC-6.4: the claims of a tower stack from its base.
#[test]
fn rc_6_3_claims_stack_from_the_base() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    assert_eq!(g.available(0), Some(0));
    claim(&mut g, 0, BannerFrom::Reserve);
    assert_eq!(g.site[0][0].banner, s);
    assert_eq!(
        g.available(0),
        Some(1),
        "the card above a banner of any colour"
    );
    end_turn(&mut g);
    claim(&mut g, 0, BannerFrom::Reserve);
    assert_eq!(g.site[0][1].banner, 1 - s);
    assert_eq!(g.available(0), Some(2));
}

// RC-6.6: a legal workshop space always exists (checked over whole random games too).
#[test]
fn rc_6_6_a_tile_always_finds_a_space() {
    for players in 1..=4 {
        for side in ["basic", "advanced"] {
            let (_, record) =
                play_random::<RedCathedral>(players, &options(&[("side", side)]), 5, 1).unwrap();
            assert!(record.scores.is_some());
        }
    }
    let mut g = game(2, &[("side", "advanced")]);
    let s = usize::from(seat(&g));
    // Four coloured spaces taken, the inventory banners used: the white banners free their spaces.
    for w in 2..6 {
        g.seats[s].tiles[w] = 10 + w as u8;
    }
    g.seats[s].inventory_banners = 0;
    ok(
        &mut g,
        Action::Claim {
            tower: 0,
            banner: BannerFrom::White,
        },
    );
    assert!(legal(&g)
        .iter()
        .any(|a| matches!(a, Action::PlaceTile { .. })));
}

// ----- building -----

// RC-7.1: 1 to 3 deliveries from the own inventory.
#[test]
fn rc_7_1_one_to_three_deliveries() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    g.site[0][0].banner = s;
    g.site[1][0].banner = s;
    let cost0 = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    let m = (0..6).find(|&m| cost0[m] > 0).unwrap();
    assert_eq!(
        deliver(&mut g, Material::ALL[m], 0, 0),
        Err("RC-7.1".into()),
        "nothing in the inventory"
    );
    // Enough for the first three units of tower 0's and tower 1's bases.
    let cost1 = Data::get().sections[usize::from(g.site[1][0].card)].cost;
    let mut plan = Vec::new();
    for (t, cost) in [(0u8, cost0), (1u8, cost1)] {
        for (k, &n) in cost.iter().enumerate() {
            for _ in 0..n {
                plan.push((t, k));
            }
        }
    }
    for &(_, k) in &plan[..4] {
        give(&mut g, usize::from(s), k, 1);
    }
    for &(t, k) in &plan[..3] {
        deliver(&mut g, Material::ALL[k], t, 0).unwrap();
    }
    let (t, k) = plan[3];
    assert_eq!(
        deliver(&mut g, Material::ALL[k], t, 0),
        Err("RC-7.1".into())
    );
}

// RC-7.2: a delivery goes to an own card that still lacks that material.
#[test]
fn rc_7_2_only_what_the_card_lacks() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    g.site[0][0].banner = s;
    let cost = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    let missing = (0..6).find(|&m| cost[m] == 0).unwrap();
    give(&mut g, usize::from(s), missing, 1);
    assert_eq!(
        deliver(&mut g, Material::ALL[missing], 0, 0),
        Err("RC-7.2".into())
    );
    assert_eq!(g.seats[usize::from(s)].inventory[missing], 1);
}

// RC-7.4: deliveries to several own cards, never to another's.
#[test]
fn rc_7_4_own_cards_only() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    g.site[0][0].banner = 1 - s;
    g.site[1][0].banner = s;
    g.site[2][0].banner = s;
    let c0 = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    let m0 = (0..6).find(|&m| c0[m] > 0).unwrap();
    give(&mut g, usize::from(s), m0, 1);
    assert_eq!(
        deliver(&mut g, Material::ALL[m0], 0, 0),
        Err("RC-7.4".into())
    );
    for t in [1u8, 2] {
        let c = Data::get().sections[usize::from(g.site[usize::from(t)][0].card)].cost;
        let m = (0..6).find(|&m| c[m] > 0).unwrap();
        give(&mut g, usize::from(s), m, 1);
        deliver(&mut g, Material::ALL[m], t, 0).unwrap();
        assert_eq!(g.site[usize::from(t)][0].delivered[m], 1);
    }
}

// ----- completion -----

// RC-8.1, RC-8.2: completion returns the materials and pays the card's reward.
#[test]
fn rc_8_1_completion_steps() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    let card = Data::get().sections[usize::from(g.site[0][1].card)];
    let m = nearly_done(&mut g, s, 0, 1);
    g.site[0][0].banner = s;
    let supply: u16 = g.supply.iter().map(|&n| u16::from(n)).sum();
    let (pos, rubles) = (g.tally[usize::from(s)].pos, g.seats[usize::from(s)].rubles);
    assert!(!g.site[0][1].done, "not before the whole cost lies there");
    deliver(&mut g, m, 0, 1).unwrap();
    let place = &g.site[0][1];
    assert!(place.done);
    assert_eq!(place.banner, s, "the banner stays");
    assert_eq!(place.delivered, [0; 6]);
    let after: u16 = g.supply.iter().map(|&n| u16::from(n)).sum();
    assert_eq!(after, supply + u16::from(card.units()) - 1 + 1);
    assert_eq!(
        g.tally[usize::from(s)].pos,
        pos + u16::from(card.recognition)
    );
    assert_eq!(
        g.seats[usize::from(s)].rubles,
        rubles + u16::from(card.rubles)
    );
    assert_eq!(g.tally[usize::from(s)].completed, 1);
}

// RC-8.4: unfinished cards above the completed one are not penalised.
#[test]
fn rc_8_4_cards_above_are_not_penalised() {
    let mut g = game(2, &[]);
    let s = seat(&g);
    let o = 1 - s;
    g.site[0][1].banner = o;
    g.site[0][1].tile = NONE;
    let pos = g.tally[usize::from(o)].pos;
    let m = nearly_done(&mut g, s, 0, 0);
    deliver(&mut g, m, 0, 0).unwrap();
    assert!(g.site[0][0].done);
    assert_eq!(g.tally[usize::from(o)].pos, pos);
}

// ----- ornaments -----

/// Tower 0's base and middle completed by the other seat; the active seat holds wood, stone,
/// gold and jewels.
fn decorated() -> (RedCathedral, u8) {
    let mut g = game(2, &[]);
    let s = seat(&g);
    for h in 0..usize::from(g.heights[0]) {
        let place = &mut g.site[0][h];
        place.banner = 1 - s;
        place.tile = NONE;
        place.done = true;
    }
    for m in [W, W, S, S, G, E, E] {
        give(&mut g, usize::from(s), m, 1);
    }
    (g, s)
}

fn ornament(g: &mut RedCathedral, height: u8, jewels: Jewels) -> Result<(), String> {
    act(
        g,
        Action::Ornament {
            tower: 0,
            height,
            jewels,
        },
    )
    .map_err(|e| e.rule_id().unwrap_or("").to_string())
}

// RC-9.1: each ornament is placed once.
#[test]
fn rc_9_1_an_ornament_is_used_once() {
    let (mut g, s) = decorated();
    ornament(&mut g, 0, Jewels::None).unwrap();
    assert_eq!(g.seats[usize::from(s)].ornaments, [0, 2, 1]);
    g.site[1][0].done = true;
    g.site[1][0].banner = s;
    g.site[1][0].tile = NONE;
    let r = act(
        &mut g,
        Action::Ornament {
            tower: 1,
            height: 0,
            jewels: Jewels::None,
        },
    );
    assert_eq!(
        r.unwrap_err().rule_id(),
        Some("RC-9.1"),
        "the only door is placed"
    );
}

// RC-13.5 and RC-9.1 on the advanced side: a door still locked is refused by RC-13.5; the door
// unlocked and placed already, by RC-9.1 (it is not used again).
#[test]
fn rc_13_5_a_locked_ornament_and_rc_9_1_a_placed_one_on_the_advanced_side() {
    let (mut g, s) = decorated();
    let p = usize::from(s);
    g.seats[p].advanced = true;
    g.seats[p].ornaments = [0, 0, 0];
    assert_eq!(
        ornament(&mut g, 0, Jewels::None),
        Err("RC-13.5".into()),
        "the door is locked"
    );
    // Unlocked (as a face-up tile on its workshop space does) and placed.
    g.seats[p].ornaments = [1, 0, 0];
    ornament(&mut g, 0, Jewels::None).unwrap();
    assert_eq!(g.seats[p].ornaments, [0, 0, 0]);
    g.site[1][0].done = true;
    g.site[1][0].banner = s;
    g.site[1][0].tile = NONE;
    let r = act(
        &mut g,
        Action::Ornament {
            tower: 1,
            height: 0,
            jewels: Jewels::None,
        },
    );
    assert_eq!(
        r.unwrap_err().rule_id(),
        Some("RC-9.1"),
        "the only door is placed"
    );
}

// RC-9.2: on a completed card of the matching kind, one per card, whoever built it.
#[test]
fn rc_9_2_placement() {
    let (mut g, s) = decorated();
    g.site[0][1].done = false;
    assert_eq!(ornament(&mut g, 1, Jewels::None), Err("RC-9.2".into()));
    ornament(&mut g, 0, Jewels::None).unwrap();
    assert_eq!(g.site[0][0].ornament, s, "on the other seat's base");
    assert_eq!(g.kind_at(0, 0), SectionKind::Base);
    let mut h = g.clone();
    h.turn.main = Main::None;
    assert_eq!(ornament(&mut h, 0, Jewels::None), Err("RC-9.2".into()));
}

// RC-9.3: one base material plus 0-2 jewels, all in one go, back to the supply.
#[test]
fn rc_9_3_cost() {
    let (mut g, s) = decorated();
    assert_eq!(
        ornament(&mut g, 0, Jewels::TwoAmethysts),
        Err("RC-9.3".into()),
        "no amethyst held"
    );
    let supply = g.supply;
    ornament(&mut g, 0, Jewels::TwoEmeralds).unwrap();
    assert_eq!(g.supply[W], supply[W] + 1);
    assert_eq!(g.supply[E], supply[E] + 2);
    assert_eq!(g.seats[usize::from(s)].inventory[E], 0);
    assert_eq!(g.turn.main, Main::Build { units: 3 });
    assert_eq!(
        ornament(&mut g, 1, Jewels::None),
        Err("RC-9.3".into()),
        "no delivery left in this Build"
    );
}

// RC-9.5: an ornament adds to the tower's value and its placer's presence.
#[test]
fn rc_9_5_ornament_counts_for_the_tower() {
    let (mut g, s) = decorated();
    let (v, p) = g.tower_presence(0);
    ornament(&mut g, 0, Jewels::None).unwrap();
    let (v2, p2) = g.tower_presence(0);
    assert_eq!(v2, v + 1);
    assert_eq!(p2[usize::from(s)], p[usize::from(s)] + 1);
}

// ----- the market -----

// RC-10.1, RC-12.1: the influence card of the destination's quadrant.
#[test]
fn rc_10_1_quadrants() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence = [
        influence_card("PR-A"),
        influence_card("CA-A"),
        influence_card("CR-A"),
        influence_card("ME-A"),
    ];
    dice(&mut g, [(0, 1), (4, 1), (4, 2), (5, 1), (5, 2)]);
    let s = usize::from(seat(&g));
    let pos = g.tally[s].pos;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    assert_eq!(
        g.die_space[0], 1,
        "space 1 is in quadrant 1 (spaces 0 and 1)"
    );
    ok(&mut g, Action::Influence { action: 0 });
    assert_eq!(g.tally[s].pos, pos + 2, "PR-1 of the clergy card there");
}

// RC-10.2, RC-10.3: any die moves its face value; paid steps only for white or the own colour.
#[test]
fn rc_10_3_movement_and_paid_steps() {
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    dice(&mut g, [(6, 3), (1, 2), (2, 5), (3, 4), (4, 6)]);
    let other = Die::ALL[1 + (1 - s)];
    let own = Die::ALL[1 + s];
    refused(
        &mut g,
        Action::Move {
            die: other,
            extra: 1,
        },
        "RC-10.3",
    );
    g.seats[s].rubles = 2;
    refused(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 3,
        },
        "RC-10.3",
    );
    assert_eq!(g.destination(Die::White, 2), 3, "6 + 3 + 2 wraps to 3");
    let mut h = g.clone();
    ok(
        &mut h,
        Action::Move {
            die: Die::White,
            extra: 2,
        },
    );
    assert_eq!((h.die_space[0], h.seats[s].rubles), (3, 0));
    ok(&mut g, Action::Move { die: own, extra: 1 });
    assert_eq!(g.seats[s].rubles, 1);
    // RC-10.5: the die keeps its face.
    assert_eq!(g.die_face[own as usize], [2, 5][s]);
}

// RC-10.4: never onto a space with 3 dice (the moving die not counted).
#[test]
fn rc_10_4_full_spaces() {
    let mut g = game(2, &[]);
    dice(&mut g, [(0, 2), (2, 1), (2, 2), (2, 3), (5, 3)]);
    refused(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
        "RC-10.4",
    );
    let s = usize::from(seat(&g));
    g.seats[s].rubles = 8;
    // A die of the full space going once round the ring lands where it stood.
    dice(&mut g, [(2, 2), (2, 1), (2, 6), (1, 3), (5, 3)]);
    assert_eq!(g.destination(Die::White, 6), 2);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 6,
        },
    );
}

// RC-10.5, RC-10.6: each market action at most once, after the move, in any order.
#[test]
fn rc_10_6_market_actions_once_each() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("CA-A");
    dice(&mut g, [(3, 1), (1, 1), (1, 2), (6, 1), (6, 2)]);
    refused(&mut g, Action::Take { amount: 1 }, "RC-10.6");
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    assert_eq!(g.die_face[0], 1, "RC-10.5");
    ok(&mut g, Action::Influence { action: 1 });
    ok(&mut g, Action::Take { amount: 2 });
    refused(&mut g, Action::Take { amount: 1 }, "RC-10.6");
}

// ----- inventory and supply -----

// RC-11.1, RC-11.2: 6 free slots of 10, one more per banner taken from the inventory.
#[test]
fn rc_11_2_capacity() {
    let g = game(2, &[]);
    let p = &g.seats[0];
    assert_eq!((p.capacity(), p.free()), (6, 6));
    let mut p = *p;
    p.inventory_banners = 0;
    assert_eq!(p.capacity(), 10);
}

// RC-11.3: a gain beyond the free slots is cut; nothing is discarded.
#[test]
fn rc_11_3_overflow() {
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(1, 3), (4, 1), (4, 2), (6, 1), (6, 2)]); // white to wood, 2 dice there → 4
    let s = usize::from(seat(&g));
    give(&mut g, s, S, 4);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    assert_eq!(g.dice_on(4), 3);
    refused(&mut g, Action::Take { amount: 3 }, "RC-10.7");
    ok(&mut g, Action::Take { amount: 2 });
    assert_eq!(g.seats[s].held(), 6);
    assert_eq!(g.seats[s].inventory[S], 4, "nothing discarded");
}

// RC-11.4: the supply limits a gain; rubles are not limited.
#[test]
fn rc_11_4_supply_limits() {
    let mut g = game(2, &[]);
    market(&mut g);
    dice(&mut g, [(1, 3), (4, 1), (4, 2), (6, 1), (6, 2)]);
    let s = usize::from(seat(&g));
    let other = 1 - s;
    g.supply[W] = 1;
    g.seats[other].inventory[W] = 19;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    refused(&mut g, Action::Take { amount: 2 }, "RC-10.7");
    ok(&mut g, Action::Take { amount: 1 });
    assert_eq!(g.supply[W], 0);
    let d = Data::get();
    assert_eq!(d.supply.len(), 6, "rubles are no pile of the supply");
}

// RC-11.5, RC-12.3: an exchange pays first, so it works with a full inventory; repeatable in a row.
#[test]
fn rc_11_5_exchange_with_a_full_inventory() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("ME-A");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]); // white to space 4 (quadrant 2)
    let s = usize::from(seat(&g));
    give(&mut g, s, B, 6);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    assert_eq!(g.seats[s].free(), 0);
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
            material: Material::Gold,
        },
    );
    assert_eq!(g.seats[s].inventory[G], 1);
    // RC-12.3: the repeatable action again, in a row.
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
            material: Material::Gold,
        },
    );
    assert_eq!(g.seats[s].inventory[B], 2);
    assert_eq!(g.seats[s].inventory[G], 2);
}

// ----- influence -----

// RC-12.2, RC-12.3: one of the two actions; a once-only action is not repeated.
#[test]
fn rc_12_2_one_action_of_the_card() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("PR-A");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    ok(&mut g, Action::Influence { action: 0 });
    refused(&mut g, Action::Influence { action: 1 }, "RC-12.2");
    refused(&mut g, Action::Influence { action: 0 }, "RC-12.2");
}

// RC-12.4: a cost must be paid in full.
#[test]
fn rc_12_4_cost_in_full() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("PR-B");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    let s = usize::from(seat(&g));
    g.seats[s].rubles = 1;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    refused(&mut g, Action::Influence { action: 0 }, "RC-12.4"); // 2 rubles
    refused(&mut g, Action::Influence { action: 1 }, "RC-12.4"); // a material
}

// RC-12.5: the carters deliver outside the Build limit, at least one unit.
#[test]
fn rc_12_5_carters_deliver() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("CA-B");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    let s = seat(&g);
    g.site[0][0].banner = s;
    let cost = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    let m = (0..6).find(|&m| cost[m] > 0).unwrap();
    give(&mut g, usize::from(s), m, 1);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    ok(&mut g, Action::Influence { action: 0 });
    refused(&mut g, Action::Done, "RC-12.5");
    deliver(&mut g, Material::ALL[m], 0, 0).unwrap();
    ok(&mut g, Action::Done);
    assert_eq!(g.site[0][0].delivered[m], 1);
}

// RC-12.6: the swap exchanges two resource tiles; the dice stay.
#[test]
fn rc_12_6_swap_tiles() {
    let mut g = game(2, &[]);
    market(&mut g);
    g.influence[2] = influence_card("CA-B");
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    let dice_before = g.die_space;
    ok(&mut g, Action::Influence { action: 1 });
    ok(&mut g, Action::Swap { a: 0, b: 7 });
    assert_eq!((g.market[0], g.market[7]), (7, 2));
    assert_eq!(g.die_space, dice_before);
}

// RC-12.7: every influence card has two actions with their symbols.
#[test]
fn rc_12_7_card_list() {
    for c in &Data::get().influence {
        assert_eq!(c.actions.len(), 2);
        for a in &c.actions {
            assert!(!a.text.is_empty());
            let does = a.gain_rubles
                + a.gain_recognition
                + a.gain_prestige
                + a.gain
                + a.deliver
                + u8::from(a.swap_tiles);
            assert!(does > 0, "{} does something", a.id);
        }
    }
}

// ----- workshops -----

// RC-13.1, RC-13.2: six workshop spaces, one per die colour and two white; their prices.
#[test]
fn rc_13_1_workshop_spaces_and_prices() {
    let dies: Vec<Die> = Workshop::ALL.iter().map(|w| w.die()).collect();
    assert_eq!(
        dies,
        [
            Die::White,
            Die::White,
            Die::Yellow,
            Die::Red,
            Die::Blue,
            Die::Green
        ]
    );
    let d = Data::get();
    let g = game(2, &[]);
    for w in Workshop::ALL {
        assert_eq!(g.tile_price(0, w), u16::from(d.basic_price[w as usize]));
    }
    assert_eq!(d.basic_price[Workshop::Blue as usize], 2, "attested");
    let g = game(2, &[("side", "advanced")]);
    for w in Workshop::ALL {
        assert_eq!(g.tile_price(0, w), 3);
    }
}

// ----- the end -----

// RC-14.1: a sixth card gives 3 prestige; every other player plays one more turn.
#[test]
fn rc_14_1_end_trigger() {
    let d = Data::get();
    let mut g = game(3, &[]);
    let s = seat(&g);
    g.tally[usize::from(s)].completed = 5;
    g.tally[usize::from(s)].pos = d.prestige[3];
    let m = nearly_done(&mut g, s, 0, 0);
    deliver(&mut g, m, 0, 0).unwrap();
    let card = d.sections[usize::from(g.site[0][0].card)];
    assert!(g.ending);
    assert_eq!(
        g.tally[usize::from(s)].pos,
        d.gain_prestige(d.prestige[3] + u16::from(card.recognition), 3),
        "+3 after the card's recognition"
    );
    end_turn(&mut g);
    for k in 1..3 {
        assert_eq!(seat(&g), (s + k) % 3);
        claim(&mut g, 1 + k, BannerFrom::Reserve);
        end_turn(&mut g);
    }
    assert_eq!(g.phase, Phase::Over, "the trigger's seat plays no more");
}

// RC-14.2, RC-14.3: conversion, then 1 prestige per 5 materials and rubles, then towers.
#[test]
fn rc_14_3_final_scoring() {
    let d = Data::get();
    let mut g = game(2, &[]);
    let s = usize::from(seat(&g));
    let o = 1 - s;
    g.ending = true;
    g.last_turns = 0;
    g.tally[s].pos = d.prestige[5] + 1; // forward to P7 (RC-14.2)
    g.seats[s].rubles = 7;
    give(&mut g, s, W, 4); // 11: 2 prestige
    g.tally[o].pos = d.prestige[5]; // stays on P6
    g.seats[o].rubles = 4;
    g.site[3][0].banner = o as u8; // materials on an unfinished card do not count
    g.site[3][0].delivered[W] = 1;
    g.supply[W] -= 1;
    claim(&mut g, 0, BannerFrom::Reserve);
    end_turn(&mut g);
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.scores()[s], 7 + 2);
    assert_eq!(g.scores()[o], 6);
}

// RC-14.7: ties go to more completed cards, then more ornaments, then are shared.
#[test]
fn rc_14_7_tie_breaks() {
    let mut g = game(3, &[]);
    g.phase = Phase::Over;
    g.final_prestige = [20, 20, 20, 0];
    g.tally[0].completed = 3;
    g.tally[1].completed = 4;
    g.tally[2].completed = 4;
    g.tally[1].ornaments = 1;
    g.tally[2].ornaments = 1;
    assert_eq!(g.ranking(), vec![2, 0, 0]);
}

// ----- the solo opponent -----

// RC-15.2: the human and Jakovlev alternate.
#[test]
fn rc_15_2_turns_alternate() {
    let mut g = game(1, &[]);
    assert_eq!(seat(&g), 0);
    let pos = g.bot.face_up;
    claim(&mut g, 1, BannerFrom::Reserve);
    end_turn(&mut g);
    // Jakovlev played (a tile turned face down or a choice asked of the human).
    assert!(
        g.bot.face_up != pos || matches!(g.phase, Phase::BotChoice { .. }),
        "{:?}",
        g.phase
    );
    assert_eq!(g.turn.seat, 0);
}

// RC-15.3: Jakovlev plays the leftmost card whose tile lies face up and turns it down.
#[test]
fn rc_15_3_leftmost_face_up_card() {
    let mut g = game(1, &[]);
    let rec = g.bot.cards.iter().position(|&c| c == 0).unwrap(); // Recognition
    g.bot.face_up = 0b11111 & !((1 << rec) - 1);
    let pos = g.tally[1].pos;
    claim(&mut g, 1, BannerFrom::Reserve);
    end_turn(&mut g);
    assert_eq!(g.bot.face_up & (1 << rec), 0, "its tile turned face down");
    assert!(g.tally[1].pos >= pos + 4, "the Recognition card's 4");
}

// RC-15.5: Jakovlev has no rubles or workshop, counts for towers as the second player.
#[test]
fn rc_15_5_bot_as_a_player() {
    let mut g = game(1, &[]);
    assert_eq!(g.seats[1].rubles, 0);
    assert_eq!(g.seats[1].ornaments, [0, 0, 0]);
    let t = (0..usize::from(g.towers))
        .find(|&t| g.site[t][0].banner == RedCathedral::BOT)
        .unwrap();
    g.site[t][0].done = true;
    let points = g.tower_points(t);
    assert_eq!(points[1], 2, "value 2, Jakovlev alone present");
    assert_eq!(points[0], 0);
}

// RC-15.6: a solo game ends with the sixth card without the 3 prestige.
#[test]
fn rc_15_6_solo_end_without_bonus() {
    let mut g = game(1, &[]);
    g.tally[0].completed = 5;
    let t = (0..usize::from(g.towers))
        .find(|&t| g.site[t][0].banner == NONE)
        .unwrap();
    let m = nearly_done(&mut g, 0, t, 0);
    let card = Data::get().sections[usize::from(g.site[t][0].card)];
    let pos = g.tally[0].pos;
    deliver(&mut g, m, t as u8, 0).unwrap();
    assert!(g.ending);
    assert_eq!(g.tally[0].pos, pos + u16::from(card.recognition), "no +3");
    end_turn(&mut g);
    // Jakovlev's last turn, then the end (answering his questions if he asks).
    while g.phase != Phase::Over {
        let a = legal(&g)[0];
        ok(&mut g, a);
        settle(&mut g);
    }
    assert_eq!(g.phase, Phase::Over);
}
