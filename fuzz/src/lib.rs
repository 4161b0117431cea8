//! What the fuzz targets share: the engine session driver and the `load_state` checks. Each
//! assertion is a property the project promises (docs/robustness.md, the `Game` contract);
//! libFuzzer reports any panic, including one the engine would catch as `internal_error`.

use cathedra_cli::engine::Engine;
use cathedra_core::{
    load_state, ActionSpace, Actor, Dealer, Game, GameInfo, Log, Observer, Outcome, Seat, ToMove,
};
use serde_json::Value;

/// Legal steps played from an accepted state.
pub const STEPS: usize = 64;

/// The `new` request a session starts with, chosen by one byte: the game, and 2 to 4 players.
pub fn new_request(games: &[GameInfo], byte: u8) -> String {
    let game = games[usize::from(byte) % games.len()].id;
    let players = 2 + (byte as usize / games.len()) % 3;
    format!(r#"{{"cmd":"new","game":"{game}","players":{players},"seed":{byte}}}"#)
}

/// A reply line as the protocol promises it: JSON, `ok` first and boolean, a refusal with a
/// non-empty `kind` and `message`, never `internal_error`.
pub fn check_reply(request: &[u8], reply: &str) -> Value {
    let request = String::from_utf8_lossy(request);
    assert!(reply.starts_with(r#"{"ok":"#), "{reply}\nfor {request}");
    let value: Value = serde_json::from_str(reply)
        .unwrap_or_else(|e| panic!("reply not JSON ({e}): {reply}\nfor {request}"));
    match value["ok"].as_bool() {
        Some(true) => {}
        Some(false) => {
            let kind = value["error"]["kind"].as_str().unwrap_or("");
            assert!(!kind.is_empty(), "{reply}\nfor {request}");
            assert_ne!(kind, "internal_error", "{reply}\nfor {request}");
            let message = value["error"]["message"].as_str().unwrap_or("");
            assert!(!message.is_empty(), "{reply}\nfor {request}");
        }
        None => panic!("no boolean ok: {reply}\nfor {request}"),
    }
    value
}

/// The game as an unbound client sees it (a refusal on a bound connection: still comparable).
fn snapshot(engine: &mut Engine) -> Option<String> {
    engine.handle(br#"{"cmd":"state"}"#).map(|r| r.line)
}

/// One session: a fresh engine, primed with a `new` chosen by the first byte, then every line
/// of the rest. Each non-blank line gets one valid reply; a refusal changes nothing.
pub fn engine_session(games: &[GameInfo], data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let mut engine = Engine::new(games);
    let new = new_request(games, first);
    let reply = engine.handle(new.as_bytes()).expect("a reply to new");
    assert_eq!(check_reply(new.as_bytes(), &reply.line)["ok"], true, "{}", reply.line);
    for line in rest.split(|&b| b == b'\n') {
        let before = snapshot(&mut engine);
        let Some(reply) = engine.handle(line) else {
            assert!(
                line.trim_ascii().is_empty(),
                "no reply to {}",
                String::from_utf8_lossy(line)
            );
            continue;
        };
        let value = check_reply(line, &reply.line);
        if value["ok"] == false {
            assert_eq!(
                snapshot(&mut engine),
                before,
                "a refused request changed the game: {}",
                String::from_utf8_lossy(line)
            );
        }
        if reply.quit {
            return;
        }
    }
}

/// Who must act now can act: seats named by `to_move` have legal actions (and nobody else
/// has), chance has outcomes with positive weights, or the game is over.
fn check_someone_acts<G: Game>(game: &G, legal: &mut Vec<G::Action>, out: &mut Vec<Outcome<G::Action>>) {
    let to_move = game.to_move();
    for seat in Seat::all(game.players()) {
        game.legal_actions(seat, legal);
        assert_eq!(
            !legal.is_empty(),
            to_move.seats().contains(seat),
            "{seat}: {} legal actions at {to_move:?}",
            legal.len()
        );
        for &a in legal.iter() {
            assert!(a.index() < G::Action::NUM_ACTIONS);
            assert_eq!(G::Action::from_index(a.index()), Some(a));
        }
    }
    game.chance_outcomes(out);
    assert_eq!(!out.is_empty(), to_move == ToMove::Chance, "chance outcomes at {to_move:?}");
    assert!(out.iter().all(|o| o.weight > 0), "a chance outcome of weight 0");
    if let ToMove::Seat { .. } | ToMove::Simultaneous { .. } = to_move {
        assert!(!to_move.seats().is_empty(), "{to_move:?} names nobody");
    }
}

/// What the engine asks of any loaded state: views, renders, scores, samples.
fn look<G: Game>(game: &G, dealer: &mut Dealer) {
    let observers = Seat::all(game.players())
        .map(Observer::Seat)
        .chain([Observer::Spectator]);
    for o in observers {
        serde_json::to_string(&game.view(o)).expect("views serialise");
        let _ = game.render(o);
    }
    let n = game.participants().len();
    assert_eq!(game.scores().len(), n);
    assert_eq!(game.ranking().len(), n);
    assert_eq!(game.returns().len(), game.players().min(n));
    for seat in Seat::all(game.players()) {
        let sample = game.determinize(seat, dealer);
        assert_eq!(sample.view(Observer::Seat(seat)), game.view(Observer::Seat(seat)));
    }
}

/// The `load_state` target: bytes as JSON; when the state is accepted, it is written back the
/// same, someone can act (or it is over), and up to [`STEPS`] random legal steps apply, each
/// leaving a state that validates and loads again. An action from the whole action space by a
/// random actor is tried at each step: refused, it must leave the state unchanged.
pub fn load_and_play<G: Game>(data: &[u8]) {
    let Ok(value) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let Ok(mut game) = load_state::<G>(&value) else {
        return;
    };
    assert_eq!(serde_json::to_value(&game).expect("states serialise"), value);
    let seed = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut dealer = Dealer::new(seed, 0);
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    let mut log = Log::recording();
    check_someone_acts(&game, &mut legal, &mut outcomes);
    look(&game, &mut dealer);
    for _ in 0..STEPS {
        // Anything by anyone: applied, or refused with nothing changed.
        let any = G::Action::from_index(dealer.below(G::Action::NUM_ACTIONS as u64) as usize);
        let who = dealer.below(game.players() as u64 + 1) as usize;
        let actor = Seat::all(game.players()).nth(who).map_or(Actor::Chance, Actor::Seat);
        if let Some(any) = any {
            let before = game.clone();
            let _ = game.observe(actor, any, Observer::Spectator);
            if game.apply(actor, any, &mut log).is_err() {
                assert_eq!(game, before, "a refused {any:?} by {actor} changed the state");
            } else {
                game.validate().unwrap_or_else(|e| panic!("after {any:?} by {actor}: {e}"));
            }
        }
        let (actor, action) = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                game.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            to_move => {
                let seats: Vec<Seat> = to_move.seats().iter().collect();
                let seat = seats[dealer.below(seats.len() as u64) as usize];
                game.legal_actions(seat, &mut legal);
                (Actor::Seat(seat), legal[dealer.below(legal.len() as u64) as usize])
            }
        };
        let _ = game.describe(action);
        for o in Seat::all(game.players()).map(Observer::Seat).chain([Observer::Spectator]) {
            let _ = game.observe(actor, action, o);
        }
        game.apply(actor, action, &mut log)
            .unwrap_or_else(|e| panic!("a legal {action:?} by {actor} refused: {e}"));
        game.validate()
            .unwrap_or_else(|e| panic!("after {action:?} by {actor}: {e}"));
        let written = serde_json::to_value(&game).expect("states serialise");
        let again = load_state::<G>(&written)
            .unwrap_or_else(|e| panic!("after {action:?} by {actor}, not loadable: {e}"));
        assert_eq!(again, game);
        check_someone_acts(&game, &mut legal, &mut outcomes);
    }
    look(&game, &mut dealer);
}
