//! Components, setup, the round, choosing and revealing, card order, stocking workers
//! (CAS-1 to CAS-6).

use crate::common;

use cathedra_castle::{data, Action, Building, Card, Castle, Res};
use cathedra_core::{
    play_random, Actor, Audience, Dealer, Game, Illegal, Observer, Seat, SeatSet, ToMove,
};
use common::*;

#[test]
fn cas_1_1_most_vp_wins() {
    for seed in 0..6 {
        let (g, _) = play_random::<Castle>(3, &options(seed % 2 == 1), seed, 0).unwrap();
        let scores = g.scores();
        let ranking = g.ranking();
        let best = *scores.iter().max().unwrap();
        for s in 0..3 {
            if ranking[s] == 0 {
                assert_eq!(scores[s], best, "a winner has the most VP");
            }
            if scores[s] < best {
                assert!(ranking[s] > 0);
            }
        }
    }
}

#[test]
fn cas_1_2_components_of_the_box() {
    assert_eq!(data::RESOURCE_TOTAL, [20, 18, 15, 15, 15]);
    assert_eq!(
        data::RESOURCE_TOTAL
            .iter()
            .map(|&n| u32::from(n))
            .sum::<u32>(),
        83
    );
    assert_eq!(data::TALERS_TOTAL, 51 + 8 * 3 + 6 * 5);
    let tiles: u8 = data::BUILDINGS.iter().map(|b| b.tiles).sum();
    assert_eq!(tiles, 23);
    assert_eq!(data::CARDS.len(), 8);
    assert_eq!(data::WINTER_CARDS.len(), 6);
    for players in 2..=4 {
        let fx = Fx::new(players, true, 0);
        let v = fx.state();
        let talers: i64 =
            (0..players).map(|s| fx.talers(s)).sum::<i64>() + fx.bank() + fx.num("/track");
        assert_eq!(talers, 105);
        for k in 0..5 {
            let on_seats: i64 = (0..players).map(|s| fx.pieces(s)[k]).sum();
            let total = on_seats + fx.stock()[k] + fx.tower()[k];
            assert_eq!(total, i64::from(data::RESOURCE_TOTAL[k]));
        }
        assert_eq!(v["deck"], 0b11_1111, "six winter cards");
    }
}

#[test]
fn cas_1_3_resource_values() {
    assert_eq!(data::BP, [1, 2, 4, 5, 0]);
    // A house (cost 10) for 2 sand + 2 wood + 1 brick is exact only if brick is worth 4 and
    // wood 2; 4 wood after the brick are worth 12.
    let mut fx = bricklayer_ready(&[4, 4, 2, 0, 0]);
    assert!(fx.can_erect(build(Building::House, [2, 2, 1, 0])));
    fx.refuse_erect(build(Building::House, [0, 4, 1, 0]), "CAS-13.3");
    fx.erect(build(Building::House, [2, 2, 1, 0]));
}

#[test]
fn cas_1_4_talers_are_counted_not_coins() {
    // A 17-taler tuition is paid from 20 talers leaving 3: no change-making.
    let mut fx = stonemason_built_palace();
    fx.set_talers(0, 20);
    fx.act(place(cathedra_castle::Space::Palace));
    assert_eq!(fx.talers(0), 3);
}

#[test]
fn cas_1_5_scores_pass_90() {
    // A Stonemason at 88 VP erects the Small Gate (6 VP): 94, no wrap in the score.
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Stonemason, Card::Messenger, Card::Messenger]);
    fx.act(Action::Done);
    fx.edit(|v| v["seats"][0]["vp"] = 88.into());
    fx.set_pieces(0, [2, 1, 2, 0, 0]);
    fx.erect(build(Building::GateSmall, [2, 1, 2, 0]));
    assert_eq!(fx.vp(0), 94);
    assert_eq!(fx.g.scores()[0], 94);
}

#[test]
fn cas_2_1_summer_and_winter_sides() {
    let summer = Fx::new(3, false, 0);
    assert_eq!(summer.val("/winter"), false);
    assert_eq!(summer.num("/deck"), 0, "no winter cards in summer");
    let winter = Fx::new(3, true, 0);
    assert_eq!(winter.val("/winter"), true);
    assert_eq!(winter.num("/deck"), 0b11_1111);
}

#[test]
fn cas_2_2_round_track() {
    for (players, rounds) in [(2, 12), (3, 15), (4, 12)] {
        let g = Castle::new(players, &options(false)).unwrap();
        let v = serde_json::to_value(&g).unwrap();
        assert_eq!(v["rounds"], rounds);
        assert_eq!(v["track"], rounds, "one taler per round space");
    }
}

#[test]
fn cas_2_3_tower_starts_with_one_of_each() {
    let fx = Fx::new(4, false, 0);
    assert_eq!(fx.tower(), [1, 1, 1, 1, 1]);
}

#[test]
fn cas_2_4_tiles_and_built_market_and_smithy() {
    let fx = Fx::new(2, false, 0);
    let tiles: Vec<i64> = (0..10).map(|b| fx.num(&format!("/tiles/{b}"))).collect();
    assert_eq!(tiles, [1, 1, 1, 1, 1, 1, 1, 1, 9, 6]);
    let view = fx.view(0);
    for s in view["spaces"].as_array().unwrap() {
        let usable = s["usable"].as_bool().unwrap();
        let id = s["space"].as_str().unwrap();
        let start_built = id.starts_with("market") || id.starts_with("smithy");
        if id != "granary" && id != "inn" {
            assert_eq!(usable, start_built, "{id}");
        }
    }
}

#[test]
fn cas_2_5_each_seat_starts_equal() {
    for players in 2..=4 {
        let fx = Fx::new(players, false, 0);
        for s in 0..players {
            let round_taler = i64::from(s == 0);
            assert_eq!(fx.talers(s), 3 + round_taler);
            assert_eq!(fx.pieces(s), [1, 1, 0, 0, 0]);
            assert_eq!(fx.helpers(s), if players == 2 { 7 } else { 6 });
            assert_eq!(fx.num(&format!("/seats/{s}/owned")), 0xFF, "eight cards");
            assert_eq!(fx.vp(s), 0);
        }
    }
}

/// A game with the `start-money` option whose round 1 is started by `start`.
fn with_start_money(players: usize, start: u8, value: &str) -> Result<Castle, String> {
    let options = cathedra_core::Options::parse_pairs(
        Castle::OPTIONS,
        &["winter=true".to_string(), format!("start-money={value}")],
    )
    .map_err(|e| e.to_string())?;
    let mut g = Castle::new(players, &options).map_err(|e| e.to_string())?;
    g.validate().unwrap();
    g.apply(
        Actor::Chance,
        Action::StartPlayer { seat: start },
        &mut cathedra_core::Log::silent(),
    )
    .unwrap();
    Ok(g)
}

fn talers_and_bank(g: &Castle) -> (Vec<i64>, i64) {
    let v = serde_json::to_value(g).unwrap();
    let seats = v["seats"].as_array().unwrap();
    let talers = seats
        .iter()
        .map(|s| s["talers"].as_i64().unwrap())
        .collect();
    (talers, v["bank"].as_i64().unwrap())
}

// CAS-2.5
#[test]
fn cas_2_5_start_money_option_sets_the_starting_talers_in_order_of_play() {
    // Yellow starts: Yellow, Green, Blue, Red; the start player adds the round taler.
    let g = with_start_money(4, 2, "2/3/4/5").unwrap();
    assert_eq!(talers_and_bank(&g), (vec![4, 5, 2 + 1, 3], 105 - 12 - 14));
    g.validate().unwrap();
    let rulebook = with_start_money(3, 1, "rulebook").unwrap();
    let numbers = with_start_money(3, 1, "3/3/3").unwrap();
    assert_eq!(talers_and_bank(&rulebook), (vec![3, 4, 3], 81));
    assert_eq!(talers_and_bank(&numbers), talers_and_bank(&rulebook));
    // All the bank holds besides the round track may be given out.
    let all = with_start_money(2, 0, "0/93").unwrap();
    assert_eq!(talers_and_bank(&all), (vec![1, 93], 0));
    // Before the draw the bank holds the amounts; nobody has talers yet.
    let options =
        cathedra_core::Options::parse_pairs(Castle::OPTIONS, &["start-money=5/0".to_string()])
            .unwrap();
    let before = Castle::new(2, &options).unwrap();
    assert_eq!(talers_and_bank(&before), (vec![0, 0], 93));
    before.validate().unwrap();
    // The option travels with a saved state, which loads and validates; the checks hold.
    let v = serde_json::to_value(&g).unwrap();
    assert_eq!(v["start_money"], serde_json::json!([2, 3, 4, 5]));
    let back: Castle = serde_json::from_value(v.clone()).unwrap();
    assert_eq!(back, g);
    back.validate().unwrap();
    let mut broken = serde_json::to_value(&numbers).unwrap();
    broken["start_money"][3] = 1.into();
    let e = serde_json::from_value::<Castle>(broken)
        .unwrap()
        .validate()
        .unwrap_err();
    assert!(e.to_string().contains("does not play"), "{e}");
    let mut broken = v;
    broken["start_money"][0] = 90.into();
    let e = serde_json::from_value::<Castle>(broken)
        .unwrap()
        .validate()
        .unwrap_err();
    assert!(e.to_string().contains("more than the bank holds"), "{e}");
    // Before the draw, a seat holding talers the option has not given it is refused.
    let mut broken = serde_json::to_value(&before).unwrap();
    broken["seats"][0]["talers"] = 3.into();
    broken["bank"] = 90.into();
    let e = serde_json::from_value::<Castle>(broken)
        .unwrap()
        .validate()
        .unwrap_err();
    assert!(e.to_string().contains("starting talers"), "{e}");
    // A rulebook game saves no such field.
    assert!(serde_json::to_value(&rulebook)
        .unwrap()
        .get("start_money")
        .is_none());
    // A game under the option plays to the end, and its end validates.
    let (end, _) = cathedra_core::play_random::<Castle>(
        4,
        &cathedra_core::Options::parse_pairs(
            Castle::OPTIONS,
            &["start-money=0/10/0/20".to_string()],
        )
        .unwrap(),
        5,
        0,
    )
    .unwrap();
    assert_eq!(end.to_move(), ToMove::Over);
    end.validate().unwrap();
}

#[test]
fn cas_2_5_start_money_option_refuses_other_shapes() {
    for (players, value, expect) in [
        (4, "3/3/3", "3 amounts for 4 players"),
        (2, "3/3/3", "3 amounts for 2 players"),
        (2, "3", "1 amount for 2 players"),
        (2, "3/x", "'x' is not a whole amount"),
        (2, "3/-1", "'-1' is not a whole amount"),
        (2, "3/2.5", "'2.5' is not a whole amount"),
        (2, "3//", "3 amounts"),
        (2, "50/44", "only 93 talers"),
        (3, "30/30/31", "only 90 talers"),
        (2, "3/99999999999", "only 93 talers"),
        (2, "lots", "1 amount for 2 players"),
        (2, "lots/3", "'lots' is not a whole amount"),
    ] {
        let e = with_start_money(players, 0, value).unwrap_err();
        assert!(
            e.contains("start-money") && e.contains(expect),
            "{value}: expected {expect:?}, got {e:?}"
        );
        assert!(
            e.contains("'rulebook'"),
            "the error names the expected shape: {e}"
        );
    }
    let e = with_start_money(4, 0, "1/2/3").unwrap_err();
    assert!(e.contains("e.g. 3/3/3/3"), "{e}");
    let e = with_start_money(2, 0, "").unwrap_err();
    assert!(e.contains("start-money"), "{e}");
}

#[test]
fn cas_2_6_general_stock_on_carts_and_rider() {
    let fx = Fx::new(3, false, 0);
    assert_eq!(fx.stock(), [16, 14, 14, 14, 14]);
}

#[test]
fn cas_2_7_bank_holds_the_rest() {
    let fx3 = Castle::new(3, &options(false)).unwrap();
    assert_eq!(serde_json::to_value(&fx3).unwrap()["bank"], 81);
}

#[test]
fn cas_2_8_start_player_is_drawn() {
    let g = Castle::new(4, &options(false)).unwrap();
    assert_eq!(g.to_move(), ToMove::Chance);
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    let seats: Vec<_> = out.iter().map(|o| (o.action, o.weight)).collect();
    assert_eq!(
        seats,
        (0..4)
            .map(|seat| (Action::StartPlayer { seat }, 1))
            .collect::<Vec<_>>()
    );
    let fx = Fx::new(4, false, 2);
    assert_eq!(fx.num("/start"), 2);
}

#[test]
fn cas_2_9_initial_quantities() {
    for (players, stock, track, bank, helpers) in [
        (2, [17, 15, 14, 14, 14], 12, 87, 7),
        (3, [16, 14, 14, 14, 14], 15, 81, 6),
        (4, [15, 13, 14, 14, 14], 12, 81, 6),
    ] {
        let g = Castle::new(players, &options(false)).unwrap();
        let v = serde_json::to_value(&g).unwrap();
        assert_eq!(v["stock"], serde_json::json!(stock));
        assert_eq!(v["track"], track);
        assert_eq!(v["bank"], bank);
        assert_eq!(v["seats"][0]["helpers"], helpers);
        assert_eq!(v["smithy"], 0);
    }
}

#[test]
fn cas_3_1_phases_of_a_winter_round() {
    // Round 1 of a 12-round game takes space 12, which is marked.
    let mut fx = Fx::new(4, true, 0);
    fx.public_texts();
    fx.choose(&[
        Card::Messenger,
        Card::Trader,
        Card::Worker2,
        Card::Bricklayer,
    ]);
    assert_eq!(
        fx.turn(),
        ToMove::Chance,
        "the winter card comes before the reveal"
    );
    assert_eq!(fx.val("/revealed"), false);
    fx.act(Action::DrawWinter {
        card: cathedra_castle::WinterCard::Granary,
    });
    let texts = fx.public_texts();
    let reveal = texts.iter().position(|t| t.contains("reveals")).unwrap();
    let draw = texts
        .iter()
        .position(|t| t.contains("draws Granary"))
        .unwrap();
    let messenger = texts
        .iter()
        .position(|t| t.contains("Messenger brings"))
        .unwrap();
    assert!(draw < reveal && reveal < messenger, "{texts:?}");
}

#[test]
fn cas_3_2_round_taler_to_the_start_player() {
    let mut fx = Fx::new(3, false, 1);
    assert_eq!(fx.num("/track"), 14);
    assert_eq!(fx.talers(1), 4, "3 + the round taler");
    fx.choose(&[Card::Messenger, Card::Messenger, Card::Messenger]);
    assert_eq!(fx.num("/round"), 2);
    assert_eq!(fx.num("/track"), 13);
    assert_eq!(fx.num("/start"), 2);
    assert_eq!(fx.talers(2), 3 + 8 + 1);
}

#[test]
fn cas_3_3_start_player_passes_clockwise() {
    let mut fx = Fx::new(2, false, 1);
    fx.choose(&[Card::Messenger, Card::Trader, Card::Messenger, Card::Trader]);
    while fx.step() == "trade" {
        fx.act(Action::Done);
    }
    assert_eq!(fx.num("/round"), 2);
    assert_eq!(fx.num("/start"), 0);
    assert_eq!(fx.val("/phase"), serde_json::json!({"step": "choose"}));
    assert_eq!(
        fx.deciding(),
        0,
        "the new start player is the first seat asked"
    );
}

#[test]
fn cas_4_3_every_seat_chooses_at_once_in_any_order() {
    let mut fx = Fx::new(3, false, 0);
    assert_eq!(
        fx.turn(),
        ToMove::Simultaneous {
            seats: SeatSet::all(3)
        }
    );
    // The last seat from the start player commits first; it is asked no more.
    fx.act_as(Actor::Seat(Seat(2)), Action::Choose { card: Card::Trader });
    assert_eq!(
        fx.turn(),
        ToMove::Simultaneous {
            seats: SeatSet::all(2)
        }
    );
    let mut legal = Vec::new();
    fx.g.legal_actions(Seat(2), &mut legal);
    assert!(
        legal.is_empty(),
        "a seat with its card face down has nothing to choose"
    );
    let e = fx.refuse_as(
        Actor::Seat(Seat(2)),
        Action::Choose {
            card: Card::Messenger,
        },
    );
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    fx.act_as(
        Actor::Seat(Seat(0)),
        Action::Choose {
            card: Card::Messenger,
        },
    );
    assert_eq!(fx.step(), "choose", "seat 1 still owes its card");
    fx.act_as(
        Actor::Seat(Seat(1)),
        Action::Choose {
            card: Card::Messenger,
        },
    );
    assert_ne!(fx.step(), "choose", "the reveal follows the last card");
    assert!(fx.val("/revealed").as_bool().unwrap());
}

#[test]
fn cas_4_1_one_card_or_two_different() {
    let mut fx = Fx::new(3, false, 0);
    fx.act(Action::Choose { card: Card::Trader });
    assert_eq!(fx.deciding(), 1, "one card each with three players");
    let mut fx = Fx::new(2, false, 0);
    fx.act(Action::Choose { card: Card::Trader });
    assert_eq!(fx.deciding(), 0, "two cards each with two players");
    // The same card twice breaks "two different cards", not the played-pile rule.
    fx.refuse_rule(Action::Choose { card: Card::Trader }, "CAS-4.1");
    fx.act(Action::Choose {
        card: Card::Worker1,
    });
    assert_eq!(fx.deciding(), 1);
    assert_eq!(fx.num("/seats/0/chosen").count_ones(), 2);
}

#[test]
fn cas_4_2_no_master_builder_with_every_card_in_hand() {
    let mut fx = Fx::new(2, false, 0);
    assert!(!fx.legal().contains(&Action::Choose {
        card: Card::MasterBuilder
    }));
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
    fx.act(Action::Choose {
        card: Card::Messenger,
    });
    // Not as the second of two either.
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
}

#[test]
fn cas_4_3_choices_stay_secret_until_the_reveal() {
    let mut fx = Fx::new(3, false, 0);
    let before: Vec<_> = (0..3).map(|s| fx.view(s)).collect();
    let legal_1 = {
        fx.act(Action::Choose {
            card: Card::Stonemason,
        });
        fx.legal()
    };
    // Seat 1's choices do not depend on what seat 0 chose.
    let mut other = Fx::new(3, false, 0);
    other.act(Action::Choose {
        card: Card::Messenger,
    });
    assert_eq!(legal_1, other.legal());
    // Other seats' views show only that seat 0 has chosen.
    for (s, earlier) in before.iter().enumerate().skip(1) {
        let s = s as u8;
        assert_eq!(fx.view(s), other.view(s), "seat {s} sees the choice");
        assert_ne!(&fx.view(s), earlier);
    }
    assert_ne!(fx.view(0), other.view(0), "the chooser sees its own card");
    let entries = fx.log.take();
    let told: Vec<_> = entries
        .iter()
        .filter(|e| e.text.contains("Stonemason"))
        .collect();
    assert!(!told.is_empty() && told.iter().all(|e| e.audience == Audience::seat(Seat(0))));
    assert!(entries
        .iter()
        .any(|e| e.audience == Audience::All && e.text == "Blue has chosen"));
    // Seat 1's picture of seat 0's card: any of the 7 it could have chosen, uniformly, with
    // seat 1's view unchanged.
    let mut dealer = Dealer::new(5, 0);
    let mut drawn = std::collections::BTreeMap::new();
    let me = Observer::Seat(Seat(1));
    for _ in 0..700 {
        let d = fx.g.determinize(Seat(1), &mut dealer);
        assert_eq!(d.view(me), fx.g.view(me));
        let chosen = serde_json::to_value(&d).unwrap()["seats"][0]["chosen"]
            .as_u64()
            .unwrap();
        *drawn.entry(chosen).or_insert(0) += 1;
    }
    assert_eq!(drawn.len(), 7, "{drawn:?}");
    assert!(
        drawn.values().all(|&n| (60..=140).contains(&n)),
        "{drawn:?}"
    );
    assert!(fx.g.render(me).contains("chosen: 1 face down"));
    assert!(!fx.g.render(me).contains("chosen: Stonemason"));
    assert!(fx
        .g
        .render(Observer::Seat(Seat(0)))
        .contains("chosen: Stonemason"));
    assert!(fx
        .g
        .render(Observer::Spectator)
        .contains("chosen: 1 face down"));
}

#[test]
fn cas_4_4_played_cards_wait_for_the_master_builder() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Messenger, Card::Messenger, Card::Messenger]);
    let played = fx.num("/seats/1/played");
    assert_eq!(
        played,
        1 << Card::Messenger as i64,
        "face up in the played pile"
    );
    assert_eq!(fx.deciding(), 1);
    assert!(!fx.legal().contains(&Action::Choose {
        card: Card::Messenger
    }));
    fx.refuse_rule(
        Action::Choose {
            card: Card::Messenger,
        },
        "CAS-4.4",
    );
    assert!(fx.legal().contains(&Action::Choose {
        card: Card::MasterBuilder
    }));
}

#[test]
fn cas_5_1_card_order_is_fixed() {
    let mut fx = Fx::new(4, false, 0);
    fx.public_texts();
    fx.choose(&[
        Card::Worker2,
        Card::Bricklayer,
        Card::Trader,
        Card::Messenger,
    ]);
    assert_eq!(
        fx.step(),
        "trade",
        "the messenger resolved first, then the trader"
    );
    assert_eq!(fx.deciding(), 2);
    fx.act(Action::Done);
    assert_eq!(fx.step(), "tower");
    assert_eq!(fx.deciding(), 1);
    fx.act(Action::Tower { kind: Res::Sand });
    fx.act(Action::Done);
    assert_eq!(fx.step(), "build");
    assert_eq!(fx.deciding(), 0, "the worker last");
}

#[test]
fn cas_5_2_ties_from_the_start_player() {
    // EX-8 in examples.rs gives the spec's figures; here two Traders with start player 2.
    let mut fx = Fx::new(3, false, 2);
    fx.choose(&[Card::Trader, Card::Trader, Card::Messenger]);
    assert_eq!(fx.deciding(), 2, "the start player's Trader first");
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 0);
}

#[test]
fn cas_5_3_two_workers_of_one_seat() {
    let mut fx = Fx::new(2, false, 0);
    fx.choose(&[Card::Worker1, Card::Worker2, Card::Messenger, Card::Trader]);
    fx.act(Action::Done); // seat 1's trader
    assert_eq!(fx.step(), "worker_order");
    assert_eq!(
        fx.legal(),
        vec![
            Action::Work {
                card: Card::Worker1
            },
            Action::Work {
                card: Card::Worker2
            }
        ]
    );
    fx.act(Action::Work {
        card: Card::Worker2,
    });
    assert_eq!(fx.pieces(0), [3, 1, 1, 0, 0], "Worker II's pieces first");
    assert_eq!(fx.val("/phase/card"), "worker_2");
    fx.act(Action::Done);
    assert_eq!(
        fx.val("/phase/card"),
        "worker_1",
        "then a full second action"
    );
    assert_eq!(fx.pieces(0), [3, 3, 1, 0, 1]);
}

#[test]
fn cas_6_1_worker_cards_are_stocked() {
    let mut fx = Fx::new(4, false, 0);
    let stock = fx.stock();
    fx.choose(&[
        Card::Worker1,
        Card::Worker2,
        Card::Worker3,
        Card::Stonemason,
    ]);
    assert_eq!(fx.step(), "stock");
    assert_eq!(fx.deciding(), 2);
    assert_eq!(fx.legal().len(), 3, "sand, brick or wood");
    fx.refuse_rule(Action::Stock { kind: Res::Stone }, "CAS-6.1");
    fx.act(Action::Stock { kind: Res::Brick });
    fx.act(Action::Stock { kind: Res::Brick });
    assert_eq!(fx.val("/loads/0/0"), serde_json::json!([0, 2, 0, 0, 1]));
    assert_eq!(fx.val("/loads/1/1"), serde_json::json!([2, 0, 1, 0, 0]));
    assert_eq!(fx.val("/loads/2/2"), serde_json::json!([0, 0, 2, 1, 0]));
    let after = fx.stock();
    assert_eq!(
        [0, 1, 2, 3, 4].map(|k| stock[k] - after[k]),
        [2, 2, 3, 1, 1]
    );
}

#[test]
fn cas_6_2_worker_pieces_belong_to_nobody_until_it_resolves() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Worker1, Card::Trader, Card::Messenger]);
    assert_eq!(fx.step(), "trade");
    assert_eq!(fx.pieces(0), [1, 1, 0, 0, 0], "not yet in the supply");
    assert_eq!(fx.val("/loads/0/0"), serde_json::json!([0, 2, 0, 0, 1]));
    fx.act(Action::Done);
    assert_eq!(fx.step(), "build");
    assert_eq!(fx.pieces(0), [1, 3, 0, 0, 1], "taken when it resolves");
    assert_eq!(fx.val("/loads/0/0"), serde_json::json!([0, 0, 0, 0, 0]));
}

#[test]
fn cas_6_3_short_stock_partial_fill() {
    let mut fx = Fx::new(3, false, 0);
    fx.set_stock(WOOD, 1);
    fx.set_stock(SAND, 0);
    fx.set_stock(BRICK, 0);
    fx.choose(&[Card::Worker3, Card::Worker1, Card::Trader]);
    // Worker III (start player first) gets its stone and wood only: nothing else to choose.
    assert_eq!(fx.step(), "stock");
    assert_eq!(fx.legal(), vec![Action::Stock { kind: Res::Wood }]);
    fx.act(Action::Stock { kind: Res::Wood });
    assert_eq!(fx.val("/loads/0/2"), serde_json::json!([0, 1, 0, 1, 0]));
    assert_eq!(
        fx.val("/loads/1/0"),
        serde_json::json!([0, 0, 0, 0, 1]),
        "no wood left"
    );
}

/// A 3-player game (start 0) where seat 0's Bricklayer is about to build, holding `pieces`.
pub fn bricklayer_ready(pieces: &[i64; 5]) -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Bricklayer, Card::Messenger, Card::Messenger]);
    fx.act(Action::Tower { kind: Res::Silver });
    fx.set_pieces(0, *pieces);
    assert_eq!(fx.step(), "build");
    fx
}

/// Seat 0 has built the palace with its Stonemason and may place helpers.
pub fn stonemason_built_palace() -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Stonemason, Card::Messenger, Card::Messenger]);
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 2, 1, 4, 0]);
    fx.erect(build(Building::Palace, [2, 2, 1, 4]));
    fx.act(Action::Done);
    assert_eq!(fx.step(), "helpers");
    fx
}

/// Worker cards are stocked at the reveal in seat order from the start player, before any card
/// resolves (CAS-6.1): a loaded state stocking Worker III has every revealed card still to
/// resolve and nothing yet on the worker cards of later seats.
#[test]
fn cas_6_1_a_loaded_stock_step_fits_the_stocking_order() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Worker3, Card::Worker1, Card::Trader]);
    assert_eq!(fx.step(), "stock");
    assert_eq!(fx.deciding(), 0);
    let with = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = fx.state();
        f(&mut v);
        let g: Castle = serde_json::from_value(v).unwrap();
        g.validate().map_err(|e| e.to_string())
    };
    assert_eq!(with(&|_| {}), Ok(()));
    // Red's Worker I is stocked only after Blue's Worker III.
    let e = with(&|v| {
        v["loads"][1][0][0] = 1.into();
        v["stock"][0] = (v["stock"][0].as_i64().unwrap() - 1).into();
    })
    .unwrap_err();
    assert!(e.contains("not stocked yet"), "{e}");
    // Nothing has resolved: Yellow's revealed cards are those it has to resolve.
    let e = with(&|v| {
        v["seats"][2]["shown"] =
            ((1 << Card::Trader as u32) | (1 << Card::MasterBuilder as u32)).into();
    })
    .unwrap_err();
    assert!(e.contains("before any card resolves"), "{e}");
}
