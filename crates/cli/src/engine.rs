//! `cathedra engine`: the line protocol of docs/protocol.md. One JSON request per line in, one
//! JSON reply per line out. After a refusal the engine keeps serving and the game is unchanged.

use std::io::{self, BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use cathedra_core::{
    AnyGame, Audience, Choice, Dealer, Entry, Error, GameInfo, Log, Options, Record, Turn,
};
use serde_json::{json, Map, Value};

use crate::{catalog, pick};

/// Every command, with the fields it takes besides `cmd` and `id`.
const COMMANDS: &[(&str, &[&str])] = &[
    ("games", &[]),
    ("new", &["game", "players", "seed", "options"]),
    ("load", &["game", "state", "seed"]),
    ("state", &[]),
    ("view", &["player"]),
    ("render", &["player"]),
    ("legal", &[]),
    ("apply", &["action"]),
    ("chance", &[]),
    ("scores", &[]),
    ("record", &[]),
    ("quit", &[]),
];

/// Serves requests from `input` until `quit` or the end of input.
pub fn serve(
    games: &[GameInfo],
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut engine = Engine::new(games);
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        if let Some(reply) = engine.handle(&line) {
            writeln!(output, "{}", reply.line)?;
            output.flush()?;
            if reply.quit {
                return Ok(());
            }
        }
    }
}

/// The reply to one request.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// One line of JSON, without the newline.
    pub line: String,
    /// The request was `quit`.
    pub quit: bool,
}

/// The protocol's state: the games it knows and the game being driven, if any.
pub struct Engine<'g> {
    games: &'g [GameInfo],
    running: Option<Running>,
}

impl<'g> Engine<'g> {
    pub fn new(games: &'g [GameInfo]) -> Self {
        Engine {
            games,
            running: None,
        }
    }

    /// Answers one request line; an empty line gets no reply.
    pub fn handle(&mut self, line: &[u8]) -> Option<Reply> {
        let line = line.trim_ascii();
        if line.is_empty() {
            return None;
        }
        let (id, answer, quit) = match serde_json::from_slice::<Value>(line) {
            Err(e) => {
                let p = Problem::new("malformed_json", format!("the line is not JSON: {e}"));
                (None, Err(p), false)
            }
            Ok(request) => {
                let id = request.get("id").cloned();
                let answer = self.request(request);
                let quit = matches!(answer, Ok(Answer::Quit));
                (id, answer, quit)
            }
        };
        Some(Reply {
            line: reply_line(id, answer),
            quit,
        })
    }

    fn request(&mut self, request: Value) -> Result<Answer, Problem> {
        let Value::Object(fields) = request else {
            return Err(Problem::new(
                "malformed_request",
                r#"a request is a JSON object, e.g. {"cmd":"legal"}"#,
            ));
        };
        let req = Request::parse(&fields)?;
        // A defect inside a game must not lose the game: keep what to restore.
        let before = matches!(req.cmd, "apply" | "chance").then(|| self.running.clone());
        catch_unwind(AssertUnwindSafe(|| self.dispatch(&req))).unwrap_or_else(|_| {
            if let Some(running) = before {
                self.running = running;
            }
            Err(Problem::new(
                "internal_error",
                "the game failed on this request (a defect in cathedra; please report it); \
                 the game is as it was before the request",
            ))
        })
    }

    fn dispatch(&mut self, req: &Request) -> Result<Answer, Problem> {
        match req.cmd {
            "quit" => Ok(Answer::Quit),
            "games" => {
                let games = self.games.iter().map(catalog::json).collect();
                Ok(Answer::body([("games", Value::Array(games))]))
            }
            "new" => self.start(req),
            "load" => self.load(req),
            _ => {
                let running = self.running.as_mut().ok_or_else(|| {
                    Problem::new(
                        "no_game",
                        r#"there is no game yet: send "new" or "load" first"#,
                    )
                })?;
                running.answer(req)
            }
        }
    }

    fn start(&mut self, req: &Request) -> Result<Answer, Problem> {
        let id = req.text("game")?;
        let players = req.count("players")?;
        let seed = req.seed()?;
        let pairs = req.options()?;
        let info = crate::find(self.games, id)?;
        let options = Options::parse(
            info.options,
            pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
        )?;
        let game = (info.new)(players, &options)?;
        let seed = seed.unwrap_or_else(crate::clock_seed);
        let record = crate::empty_record(info, players, options.clone(), seed);
        let running = Running::new(game, seed, Some(record));
        let mut answer = running.summary();
        answer.insert("options".into(), json!(options));
        self.running = Some(running);
        Ok(Answer::Body(answer))
    }

    fn load(&mut self, req: &Request) -> Result<Answer, Problem> {
        let id = req.text("game")?;
        let state = req.required("state")?;
        let seed = req.seed()?;
        let info = crate::find(self.games, id)?;
        let game = (info.load)(state.clone())?;
        let running = Running::new(game, seed.unwrap_or_else(crate::clock_seed), None);
        let answer = running.summary();
        self.running = Some(running);
        Ok(Answer::Body(answer))
    }
}

/// A successful request's reply fields.
enum Answer {
    Body(Map<String, Value>),
    Quit,
}

impl Answer {
    fn body<const N: usize>(fields: [(&str, Value); N]) -> Self {
        Answer::Body(object(fields))
    }
}

fn object<const N: usize>(fields: [(&str, Value); N]) -> Map<String, Value> {
    fields
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect()
}

/// A refusal: a kind for programs, a message for people.
#[derive(Debug)]
struct Problem {
    kind: &'static str,
    message: String,
    rule: Option<&'static str>,
}

impl Problem {
    fn new(kind: &'static str, message: impl Into<String>) -> Self {
        Problem {
            kind,
            message: message.into(),
            rule: None,
        }
    }
}

impl From<Error> for Problem {
    fn from(e: Error) -> Self {
        Problem {
            kind: e.kind(),
            message: e.to_string(),
            rule: e.rule(),
        }
    }
}

/// `{"ok":...,"id":...,fields...}`, with `ok` first.
fn reply_line(id: Option<Value>, answer: Result<Answer, Problem>) -> String {
    let (ok, body) = match answer {
        Ok(Answer::Body(body)) => (true, body),
        Ok(Answer::Quit) => (true, Map::new()),
        Err(p) => {
            let mut error = json!({"kind": p.kind, "message": p.message});
            if let Some(rule) = p.rule {
                error["rule"] = json!(rule);
            }
            (false, Map::from_iter([("error".to_string(), error)]))
        }
    };
    let mut line = format!(r#"{{"ok":{ok}"#);
    if let Some(id) = id {
        line += &format!(r#","id":{id}"#);
    }
    for (key, value) in body {
        line += &format!(",{}:{value}", Value::String(key));
    }
    line.push('}');
    line
}

/// A request whose command and field names have been checked.
struct Request<'r> {
    cmd: &'static str,
    fields: &'r Map<String, Value>,
}

impl<'r> Request<'r> {
    fn parse(fields: &'r Map<String, Value>) -> Result<Self, Problem> {
        let cmd = match fields.get("cmd") {
            None => return Err(Problem::new("missing_field", r#"the request has no "cmd""#)),
            Some(Value::String(cmd)) => cmd,
            Some(other) => {
                return Err(Problem::new(
                    "malformed_request",
                    format!(r#""cmd" must be a string, not {other}"#),
                ))
            }
        };
        let Some(&(cmd, allowed)) = COMMANDS.iter().find(|(name, _)| name == cmd) else {
            let names: Vec<&str> = COMMANDS.iter().map(|(name, _)| *name).collect();
            return Err(Problem::new(
                "unknown_command",
                format!(
                    r#"unknown command "{cmd}" (commands: {})"#,
                    names.join(", ")
                ),
            ));
        };
        if let Some(key) = fields
            .keys()
            .find(|k| !matches!(k.as_str(), "cmd" | "id") && !allowed.contains(&k.as_str()))
        {
            let takes = if allowed.is_empty() {
                "no other fields".to_string()
            } else {
                format!("fields: {}", allowed.join(", "))
            };
            return Err(Problem::new(
                "malformed_request",
                format!(r#""{cmd}" takes no field "{key}" ({takes})"#),
            ));
        }
        Ok(Request { cmd, fields })
    }

    /// A field, absent when missing or null.
    fn optional(&self, key: &str) -> Option<&'r Value> {
        self.fields.get(key).filter(|v| !v.is_null())
    }

    fn required(&self, key: &str) -> Result<&'r Value, Problem> {
        self.optional(key).ok_or_else(|| {
            Problem::new(
                "missing_field",
                format!(r#""{}" needs the field "{key}""#, self.cmd),
            )
        })
    }

    fn wrong(key: &str, want: &str, got: &Value) -> Problem {
        Problem::new(
            "malformed_request",
            format!(r#"the field "{key}" must be {want}, not {got}"#),
        )
    }

    fn text(&self, key: &str) -> Result<&'r str, Problem> {
        let value = self.required(key)?;
        value
            .as_str()
            .ok_or_else(|| Self::wrong(key, "a string", value))
    }

    fn count(&self, key: &str) -> Result<usize, Problem> {
        Self::as_count(key, self.required(key)?)
    }

    fn as_count(key: &str, value: &Value) -> Result<usize, Problem> {
        value
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| Self::wrong(key, "a whole number from 0", value))
    }

    fn seed(&self) -> Result<Option<u64>, Problem> {
        self.optional("seed")
            .map(|v| {
                v.as_u64()
                    .ok_or_else(|| Self::wrong("seed", "a whole number from 0 to 2^64-1", v))
            })
            .transpose()
    }

    /// `options` as key/value texts; true, false and numbers are taken as their text.
    fn options(&self) -> Result<Vec<(String, String)>, Problem> {
        let Some(value) = self.optional("options") else {
            return Ok(Vec::new());
        };
        let map = value
            .as_object()
            .ok_or_else(|| Self::wrong("options", r#"an object such as {"key":"value"}"#, value))?;
        map.iter()
            .map(|(key, v)| {
                let text = match v {
                    Value::String(s) => s.clone(),
                    Value::Bool(_) | Value::Number(_) => v.to_string(),
                    _ => return Err(Self::wrong(&format!("options.{key}"), "a string", v)),
                };
                Ok((key.clone(), text))
            })
            .collect()
    }
}

/// The game being driven, the dealer for `chance`, and the record since `new`.
struct Running {
    game: Box<dyn AnyGame>,
    seed: u64,
    dealer: Dealer,
    /// None after `load`: the moves before the loaded state are unknown.
    record: Option<Record>,
}

impl Clone for Running {
    fn clone(&self) -> Self {
        Running {
            game: self.game.clone_box(),
            seed: self.seed,
            dealer: self.dealer.clone(),
            record: self.record.clone(),
        }
    }
}

impl Running {
    fn new(game: Box<dyn AnyGame>, seed: u64, record: Option<Record>) -> Self {
        Running {
            game,
            seed,
            dealer: Dealer::new(seed, 0),
            record,
        }
    }

    /// The reply to `new` and `load`.
    fn summary(&self) -> Map<String, Value> {
        let seats: Vec<String> = (0..self.game.players())
            .map(|s| self.game.seat_name(s))
            .collect();
        object([
            ("game", json!(self.game.id())),
            ("players", json!(self.game.players())),
            ("seats", json!(seats)),
            ("seed", json!(self.seed)),
            ("turn", turn_json(self.game.turn())),
        ])
    }

    fn answer(&mut self, req: &Request) -> Result<Answer, Problem> {
        let game = &self.game;
        Ok(match req.cmd {
            "state" => Answer::body([("state", game.state())]),
            "view" => {
                let player = req.count("player")?;
                Answer::body([("player", json!(player)), ("view", game.view(player)?)])
            }
            "render" => {
                let player = req
                    .optional("player")
                    .map(|v| Request::as_count("player", v))
                    .transpose()?;
                if let Some(p) = player.filter(|&p| p >= game.players()) {
                    return Err(Error::NoSuchSeat(p).into());
                }
                Answer::body([
                    ("player", json!(player)),
                    ("text", json!(game.render(player))),
                ])
            }
            "legal" => {
                let actions = game.choices().iter().map(choice_json).collect();
                Answer::body([
                    ("turn", turn_json(game.turn())),
                    ("actions", Value::Array(actions)),
                ])
            }
            "apply" => self.play(req.required("action")?.clone())?,
            "chance" => self.chance()?,
            "scores" => Answer::body([
                ("scores", json!(game.scores())),
                ("ranking", json!(game.ranking())),
                ("final", json!(game.turn() == Turn::Over)),
            ]),
            "record" => {
                let record = self.record.as_ref().ok_or_else(|| {
                    Problem::new(
                        "no_record",
                        "a loaded game has no record: its moves before the loaded state are unknown",
                    )
                })?;
                Answer::body([("record", json!(record))])
            }
            other => {
                return Err(Problem::new(
                    "unknown_command",
                    format!(r#""{other}" is not a command on a game"#),
                ))
            }
        })
    }

    /// Applies the decider's action; the reply says what it was and what it caused.
    fn play(&mut self, action: Value) -> Result<Answer, Problem> {
        let mut log = Log::recording();
        let text = self.game.apply_json(&action, &mut log)?;
        let turn = self.game.turn();
        if let Some(record) = &mut self.record {
            record.actions.push(action.clone());
            if turn == Turn::Over {
                record.scores = Some(self.game.scores());
            }
        }
        let log: Vec<Value> = log.entries().iter().map(entry_json).collect();
        Ok(Answer::body([
            ("action", action),
            ("text", json!(text)),
            ("turn", turn_json(turn)),
            ("log", json!(log)),
        ]))
    }

    /// Lets the dealer pick chance's outcome.
    fn chance(&mut self) -> Result<Answer, Problem> {
        match self.game.turn() {
            Turn::Over => Err(Error::GameOver.into()),
            Turn::Seat(s) => Err(Problem::new(
                "not_chance",
                format!(
                    "chance does not decide now; seat {s} ({}) does",
                    self.game.seat_name(s)
                ),
            )),
            Turn::Chance => {
                let mut choices = self.game.choices();
                let i = pick::chance(&mut self.dealer, &choices)?;
                self.play(choices.swap_remove(i).action)
            }
        }
    }
}

fn turn_json(turn: Turn) -> Value {
    match turn {
        Turn::Seat(seat) => json!({"kind": "seat", "seat": seat}),
        Turn::Chance => json!({"kind": "chance"}),
        Turn::Over => json!({"kind": "over"}),
    }
}

fn choice_json(choice: &Choice) -> Value {
    let mut out = json!({"action": choice.action, "text": choice.text});
    if let Some(p) = choice.probability {
        out["probability"] = json!(p.to_string());
        out["p"] = json!(p.as_f64());
    }
    out
}

/// A log entry; `seat` is there when only that seat may read it.
fn entry_json(entry: &Entry) -> Value {
    match entry.audience {
        Audience::All => json!({"text": entry.text}),
        Audience::Seat(seat) => json!({"seat": seat, "text": entry.text}),
    }
}
