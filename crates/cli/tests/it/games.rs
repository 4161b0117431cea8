//! The engine on the real games of the registry: connections bound to seats share one game
//! and learn only what their seat may know (the Castle's face-down cards, the Pillars' face-down
//! event).

use cathedra_cli::engine::Engine;
use cathedra_cli::registry;
use cathedra_core::GameInfo;
use serde_json::{json, Value};

/// One connection: every reply it got, as the exact lines.
struct Conn<'g> {
    engine: Engine<'g>,
    replies: Vec<String>,
}

impl<'g> Conn<'g> {
    fn new(engine: Engine<'g>) -> Self {
        Conn {
            engine,
            replies: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) -> Value {
        let reply = self.engine.handle(line.as_bytes()).expect("a reply").line;
        let value: Value = serde_json::from_str(&reply).expect("replies are JSON");
        assert_eq!(value["ok"], true, "{line} -> {reply}");
        self.replies.push(reply);
        value
    }
}

fn choose(card: &str) -> String {
    json!({"cmd": "apply", "action": {"do": "choose", "card": card}}).to_string()
}

/// A two-player Castle game: the referee starts it; seat 1's connection lays its two cards
/// face down first, then seat 0's, whose second card reveals them. Spectator, seat 0 and seat 1
/// poll what they may see in between. Returns each connection's replies up to (not including)
/// the reveal, and the reveal reply.
fn castle_round(games: &[GameInfo], seat0: [&str; 2], seat1: [&str; 2]) -> [Vec<String>; 4] {
    let mut referee = Conn::new(Engine::new(games));
    let mut c0 = Conn::new(referee.engine.connect());
    let mut c1 = Conn::new(referee.engine.connect());
    let mut spectator = Conn::new(referee.engine.connect());
    referee.send(r#"{"cmd":"new","game":"castle-for-all-seasons","players":2,"seed":5}"#);
    c0.send(r#"{"cmd":"seat","seat":0}"#);
    c1.send(r#"{"cmd":"seat","seat":1}"#);
    spectator.send(r#"{"cmd":"seat","seat":"spectator"}"#);
    let turn = c1.send(r#"{"cmd":"chance"}"#)["turn"].clone();
    assert_eq!(turn, json!({"kind":"simultaneous","seats":[0,1]}));
    let poll = |c: &mut Conn| {
        for cmd in [
            r#"{"cmd":"legal"}"#,
            r#"{"cmd":"view"}"#,
            r#"{"cmd":"log"}"#,
            r#"{"cmd":"render"}"#,
        ] {
            c.send(cmd);
        }
    };
    c1.send(&choose(seat1[0]));
    poll(&mut c1);
    poll(&mut spectator);
    c1.send(&choose(seat1[1]));
    poll(&mut c1);
    poll(&mut c0);
    poll(&mut spectator);
    let after = c0.send(&choose(seat0[0]));
    assert_eq!(after["turn"], json!({"kind":"simultaneous","seats":[0]}));
    poll(&mut c0);
    poll(&mut c1);
    poll(&mut spectator);
    let revealed = c0.send(&choose(seat0[1]));
    assert_ne!(revealed["turn"]["kind"], "simultaneous", "{revealed}");
    let reveal = c0.replies.pop().unwrap();
    [c0.replies, c1.replies, spectator.replies, vec![reveal]]
}

#[test]
fn castle_seats_on_their_own_connections_choose_in_secret_in_reverse_order() {
    let games = registry::games();
    let base = castle_round(&games, ["bricklayer", "worker_2"], ["trader", "stonemason"]);
    let other1 = castle_round(
        &games,
        ["bricklayer", "worker_2"],
        ["messenger", "worker_1"],
    );
    let other0 = castle_round(&games, ["worker_3", "messenger"], ["trader", "stonemason"]);
    // Seat 0 and the spectator learn nothing of seat 1's cards before the reveal, seat 1 and
    // the spectator nothing of seat 0's: their replies are the same bytes.
    assert_eq!(base[0], other1[0], "seat 0 saw something of seat 1's cards");
    assert_eq!(base[2], other1[2], "the spectator saw seat 1's cards");
    assert_eq!(base[1], other0[1], "seat 1 saw something of seat 0's cards");
    assert_eq!(base[2], other0[2], "the spectator saw seat 0's cards");
    // Each seat's own card is told to it, and the reveal tells everyone.
    assert!(base[1].iter().any(|r| r.contains("You choose the Trader")));
    assert!(!base[0].iter().any(|r| r.contains("You choose the Trader")));
    assert!(base[3][0].contains("Trader") && base[3][0].contains("Stonemason"));
    assert_ne!(base[3], other1[3]);
}

/// A tiny deterministic generator for the seats' picks.
fn next(state: &mut u64) -> usize {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    (*state >> 33) as usize
}

#[test]
fn a_pillars_seat_never_receives_the_face_down_event_it_may_not_see() {
    let games = registry::games();
    for (players, seed) in [(3, 7), (4, 2), (2, 11)] {
        let mut referee = Conn::new(Engine::new(&games));
        referee.send(
            &json!({"cmd": "new", "game": "pillars-of-the-earth", "players": players, "seed": seed})
                .to_string(),
        );
        let mut seats: Vec<Conn> = (0..players)
            .map(|s| {
                let mut c = Conn::new(referee.engine.connect());
                c.send(&json!({"cmd": "seat", "seat": s}).to_string());
                c
            })
            .collect();
        let mut rng = (seed as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let (mut checked, mut ellen) = (0, 0);
        for step in 0.. {
            assert!(step < 100_000, "the game does not end");
            let turn = referee.send(r#"{"cmd":"legal"}"#)["turn"].clone();
            // The request of this step, on the connection that makes it.
            let who = match turn["kind"].as_str() {
                Some("over") => break,
                // Chance is dealt in turn by the referee and by each seat's connection.
                Some("chance") => step % (players + 1),
                _ => turn["seat"].as_u64().unwrap() as usize + 1,
            };
            let conn = if who == 0 {
                &mut referee
            } else {
                &mut seats[who - 1]
            };
            if turn["kind"] == "chance" {
                conn.send(r#"{"cmd":"chance"}"#);
            } else {
                let legal = conn.send(r#"{"cmd":"legal"}"#);
                let actions = legal["actions"].as_array().unwrap();
                assert!(!actions.is_empty(), "{legal}");
                let pick = &actions[next(&mut rng) % actions.len()]["action"];
                conn.send(&json!({"cmd": "apply", "action": pick}).to_string());
            }
            for seat in &mut seats {
                for cmd in [
                    r#"{"cmd":"legal"}"#,
                    r#"{"cmd":"view"}"#,
                    r#"{"cmd":"log"}"#,
                ] {
                    seat.send(cmd);
                }
            }
            // After this step: is a drawn event still face down, and who may see it?
            let state = referee.send(r#"{"cmd":"state"}"#)["state"].clone();
            if let (Some(event), false) = (state["event"].as_str(), state["event_shown"] == true) {
                assert!(event.starts_with("EV-") && event.len() == 5, "{event}");
                for (s, seat) in seats.iter_mut().enumerate() {
                    let view = referee.send(&json!({"cmd": "view", "observer": s}).to_string());
                    let sees = !view["view"]["event"].is_null();
                    let holds_ellen = state["seats"][s]["privileges"]
                        .as_array()
                        .unwrap()
                        .contains(&json!("PR-06"));
                    assert_eq!(sees, holds_ellen, "seat {s}: {view}");
                    if sees {
                        ellen += 1;
                    } else {
                        checked += 1;
                        for reply in seat.replies.drain(..) {
                            assert!(
                                !reply.contains(event),
                                "seat {s} learnt the face-down {event}: {reply}"
                            );
                        }
                    }
                    seat.replies.clear();
                }
            } else {
                for seat in &mut seats {
                    seat.replies.clear();
                }
            }
            referee.replies.clear();
        }
        assert!(checked > 0, "no face-down event was ever checked");
        let end = seats[0].send(r#"{"cmd":"scores"}"#);
        assert_eq!(end["final"], true);
        eprintln!("{players} players, seed {seed}: {checked} checks, {ellen} with Ellen");
    }
}
