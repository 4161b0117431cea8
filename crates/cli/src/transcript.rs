//! A real engine conversation on any game, as docs/protocol.md shows it: a simple client's
//! requests (`> `) and the engine's replies (`< `). The client starts a game, shows a few
//! refusals, lets the engine deal chance with `chance`, picks seat actions at random (naming the
//! seat that acts, `by`) and ends
//! with `scores` and `quit`. Regenerate the page's transcript with
//! `cargo run -p cathedra-cli --example transcript -- <game> [players] [seed] [keep]`.

use cathedra_core::{Dealer, GameInfo};
use serde_json::{json, Value};

use crate::engine::Engine;
use crate::CliError;

/// Decisions after which a game is taken as not ending.
const MAX_DECISIONS: usize = 1_000_000;

/// The conversation on `game`; with `keep`, only the first and last `keep` decisions are shown.
pub fn generate(
    games: &[GameInfo],
    game: &str,
    players: usize,
    seed: u64,
    keep: Option<usize>,
) -> Result<String, CliError> {
    let mut client = Client {
        engine: Engine::new(games),
        lines: Vec::new(),
    };
    client.send(r#"{"cmd":"games"}"#)?;
    let new = format!(
        r#"{{"cmd":"new","game":{},"players":{players},"seed":{seed}}}"#,
        json!(game)
    );
    let started = client.send(&new)?;
    if started["ok"] != json!(true) {
        return Err(CliError::Usage(format!(
            "the engine refused the game: {started}"
        )));
    }
    client.send(&format!(r#"{{"cmd":"view","observer":{players}}}"#))?;
    client.send(r#"{"cmd":"apply","action":"not an action"}"#)?;
    client.send(r#"{"cmd":"legal"}"#)?;
    let prelude = std::mem::take(&mut client.lines);

    let mut dealer = Dealer::new(seed, 1);
    let mut turn = started["turn"].clone();
    let mut rounds: Vec<Vec<String>> = Vec::new();
    let mut viewed = false;
    while turn["kind"] != "over" {
        if rounds.len() >= MAX_DECISIONS {
            return Err(CliError::Usage("the game did not end".into()));
        }
        let reply = if turn["kind"] == "chance" {
            client.send(r#"{"cmd":"chance"}"#)?
        } else {
            let legal = client.send(r#"{"cmd":"legal"}"#)?;
            let actions = legal["actions"].as_array().cloned().unwrap_or_default();
            let pick = crate::pick::uniform(&mut dealer, actions.len())?;
            let (by, action) = (&actions[pick]["by"], &actions[pick]["action"]);
            if !viewed {
                client.send(&format!(r#"{{"cmd":"view","observer":{by}}}"#))?;
                viewed = true;
            }
            client.send(&format!(r#"{{"cmd":"apply","by":{by},"action":{action}}}"#))?
        };
        if reply["ok"] != json!(true) {
            return Err(CliError::Usage(format!("the engine refused: {reply}")));
        }
        turn = reply["turn"].clone();
        rounds.push(std::mem::take(&mut client.lines));
    }
    client.send(r#"{"cmd":"scores"}"#)?;
    client.send(r#"{"cmd":"quit"}"#)?;

    let mut out = prelude;
    let keep = keep.unwrap_or(rounds.len());
    let left_out = rounds.len().saturating_sub(2 * keep);
    for (i, round) in rounds.iter().enumerate() {
        if left_out == 0 || i < keep || i >= keep + left_out {
            out.extend(round.iter().cloned());
        } else if i == keep {
            out.push(format!("# ... {left_out} decisions left out ..."));
        }
    }
    out.append(&mut client.lines);
    Ok(out.join("\n") + "\n")
}

struct Client<'g> {
    engine: Engine<'g>,
    lines: Vec<String>,
}

impl Client<'_> {
    /// Sends one request line; returns the reply.
    fn send(&mut self, line: &str) -> Result<Value, CliError> {
        let reply = self
            .engine
            .handle(line.as_bytes())
            .ok_or_else(|| CliError::Usage("no reply".into()))?;
        self.lines.push(format!("> {line}"));
        self.lines.push(format!("< {}", reply.line));
        serde_json::from_str(&reply.line).map_err(|e| CliError::Usage(e.to_string()))
    }
}
