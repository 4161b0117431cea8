//! `cathedra engine`: the line protocol of docs/protocol.md. One JSON request per line in, one
//! JSON reply per line out. After a refusal the engine keeps serving and the game is unchanged.
//!
//! A connection is omniscient (a referee, a researcher) until it is bound to an observer (a
//! seat, or a spectator): from then on every reply shows only what that observer may know.
//! Several connections may share one game ([`Engine::connect`], `cathedra engine --listen`):
//! a referee drives it unbound, each seat's program on its own bound connection.
//!
//! A connection speaks English until `lang` names another language: then the texts a person
//! reads (choices, chance's outcomes, boards, log entries, what a move showed, refusals) are
//! worded from the games' translation files. Protocol errors stay English: they are for
//! programmers.

use std::collections::BTreeSet;
use std::fmt;
use std::io::{self, BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, PoisonError};

use cathedra_ai::AgentSpec;
use cathedra_core::i18n::{self, Texts, ENGLISH};
use cathedra_core::{
    Actor, AnyGame, Choice, DealerKey, Entry, Error, GameInfo, Illegal, Log, Observer, Options,
    Record, Seat, SetupError, ToMove,
};
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{json, Map, Value};

use crate::agents::{seat_agent, SeatAgent};
use crate::{catalog, pick};

/// The longest request line taken by default, in bytes (1 MiB).
pub const MAX_LINE: usize = 1 << 20;
/// Input quoted in a message is cut after this many characters.
const QUOTE_MAX: usize = 80;
/// A message is cut after this many characters.
const MESSAGE_MAX: usize = 1000;

/// Every command, with the fields it takes besides `cmd` and `id`.
const COMMANDS: &[(&str, &[&str])] = &[
    ("games", &[]),
    ("lang", &["lang"]),
    ("new", &["game", "players", "seed", "options", "seat"]),
    ("load", &["game", "state", "seed", "seat"]),
    ("seat", &["seat"]),
    ("state", &[]),
    ("view", &["observer"]),
    ("render", &["observer"]),
    ("log", &["observer"]),
    ("legal", &[]),
    ("apply", &["action", "by"]),
    ("chance", &[]),
    ("sample", &["seat", "seed"]),
    ("think", &["seat", "agent", "iterations", "millis", "seed"]),
    ("scores", &[]),
    ("returns", &[]),
    ("record", &[]),
    ("quit", &[]),
];

/// Serves requests from `input` until `quit` or the end of input. A request line longer than
/// `max_line` bytes is refused without being kept whole.
pub fn serve(
    games: &[GameInfo],
    input: impl BufRead,
    output: impl Write,
    max_line: usize,
) -> io::Result<()> {
    serve_connection(Engine::new(games), input, output, max_line)
}

/// Serves one connection of an engine until `quit` or the end of its input.
pub fn serve_connection(
    mut engine: Engine,
    mut input: impl BufRead,
    mut output: impl Write,
    max_line: usize,
) -> io::Result<()> {
    let mut line = Vec::new();
    loop {
        let reply = match read_line(&mut input, &mut line, max_line)? {
            Line::End => return Ok(()),
            Line::Complete => engine.handle(&line),
            Line::TooLong => Some(Reply::too_long(max_line)),
        };
        if let Some(reply) = reply {
            writeln!(output, "{}", reply.line)?;
            output.flush()?;
            if reply.quit {
                return Ok(());
            }
        }
    }
}

/// Serves the engine on stdin/stdout (the first connection, usually the referee's) and on a
/// Unix socket at `socket`, where every accepted connection is another connection to the same
/// game ([`Engine::connect`]). Ends, closing every connection and removing the socket, when the
/// first connection ends.
#[cfg(unix)]
pub fn serve_listening(
    games: &[GameInfo],
    socket: &std::path::Path,
    input: impl BufRead,
    output: impl Write,
    max_line: usize,
) -> io::Result<()> {
    use std::net::Shutdown;
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    let listener = UnixListener::bind(socket)?;
    listener.set_nonblocking(true)?;
    let first = Engine::new(games);
    let hub = first.connect();
    let done = AtomicBool::new(false);
    let open: Mutex<Vec<UnixStream>> = Mutex::new(Vec::new());
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let Ok(writer) = stream.try_clone() else {
                            continue;
                        };
                        if stream.set_nonblocking(false).is_err() {
                            continue;
                        }
                        if let Ok(closer) = stream.try_clone() {
                            open.lock()
                                .unwrap_or_else(PoisonError::into_inner)
                                .push(closer);
                        }
                        let engine = hub.connect();
                        scope.spawn(move || {
                            let input = io::BufReader::new(stream);
                            let _ = serve_connection(engine, input, writer, max_line);
                        });
                    }
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
        let served = serve_connection(first, input, output, max_line);
        done.store(true, Ordering::Relaxed);
        for stream in open
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .drain(..)
        {
            let _ = stream.shutdown(Shutdown::Both);
        }
        served
    });
    let _ = std::fs::remove_file(socket);
    result
}

/// What [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// The end of input, before any byte.
    End,
    /// A line (its newline left out).
    Complete,
    /// A line longer than the maximum: read to its end and dropped.
    TooLong,
}

/// Reads one line into `line`, keeping at most `max` bytes of it: the rest of a longer line is
/// read and dropped as it comes, so memory stays bounded whatever the input.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>, max: usize) -> io::Result<Line> {
    line.clear();
    let (mut any, mut too_long) = (false, false);
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(match (any, too_long) {
                (false, _) => Line::End,
                (true, false) => Line::Complete,
                (true, true) => Line::TooLong,
            });
        }
        any = true;
        let newline = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..newline.unwrap_or(buf.len())];
        if !too_long {
            if line.len() + chunk.len() > max {
                too_long = true;
                line.clear();
            } else {
                line.extend_from_slice(chunk);
            }
        }
        let used = newline.map_or(buf.len(), |i| i + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(if too_long {
                Line::TooLong
            } else {
                Line::Complete
            });
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

impl Reply {
    fn too_long(max: usize) -> Reply {
        let problem = Problem::new(
            "line_too_long",
            format!("the request line is longer than {max} bytes; it was skipped"),
        );
        Reply {
            line: reply_line(None, Err(problem)),
            quit: false,
        }
    }
}

/// One connection of the protocol: the games it knows, the observer it is bound to, if any,
/// and the table it plays at, whose game (if any) it may share with other connections.
pub struct Engine<'g> {
    games: &'g [GameInfo],
    binding: Option<Observer>,
    table: Arc<Mutex<Option<Running>>>,
    /// The language of the texts this connection reads.
    lang: &'static str,
    /// The texts of the last game this connection read in a language other than English.
    texts: Option<(&'static str, Texts)>,
}

impl<'g> Engine<'g> {
    /// A connection at a table of its own.
    pub fn new(games: &'g [GameInfo]) -> Self {
        Engine {
            games,
            binding: None,
            table: Arc::new(Mutex::new(None)),
            lang: ENGLISH,
            texts: None,
        }
    }

    /// Another connection to the same table, unbound: it sees and drives the same game (each
    /// request is answered whole before another connection's). A referee keeps one unbound
    /// connection and binds one to each seat's program.
    pub fn connect(&self) -> Engine<'g> {
        Engine {
            games: self.games,
            binding: None,
            table: Arc::clone(&self.table),
            lang: ENGLISH,
            texts: None,
        }
    }

    /// Answers one request line; an empty line gets no reply.
    pub fn handle(&mut self, line: &[u8]) -> Option<Reply> {
        let line = line.trim_ascii();
        if line.is_empty() {
            return None;
        }
        let (id, answer) = match parse_line(line) {
            Err(problem) => (None, Err(problem)),
            Ok((id, Err(problem))) => (id, Err(problem)),
            Ok((id, Ok(fields))) => (id, self.request(&fields)),
        };
        let quit = matches!(answer, Ok(Answer::Quit));
        Some(Reply {
            line: reply_line(id.as_deref().map(RawValue::get), answer),
            quit,
        })
    }

    fn request(&mut self, fields: &Map<String, Value>) -> Result<Answer, Problem> {
        let req = Request::parse(fields)?;
        let shared = Arc::strong_count(&self.table) > 1;
        let table = Arc::clone(&self.table);
        let mut running = table.lock().unwrap_or_else(PoisonError::into_inner);
        // A defect inside a game must not lose the game: keep what to restore.
        let before = matches!(req.cmd, "apply" | "chance").then(|| running.clone());
        catch_unwind(AssertUnwindSafe(|| {
            self.dispatch(&req, &mut running, shared)
        }))
        .unwrap_or_else(|_| {
            if let Some(before) = before {
                *running = before;
            }
            Err(Problem::new(
                "internal_error",
                "the game failed on this request (a defect in cathedra; please report it); \
                 the game is as it was before the request",
            ))
        })
    }

    /// Answers `req` at the table; `shared` when other connections share it.
    fn dispatch(
        &mut self,
        req: &Request,
        table: &mut Option<Running>,
        shared: bool,
    ) -> Result<Answer, Problem> {
        match req.cmd {
            "quit" => Ok(Answer::Quit),
            "games" => {
                let games = self.games.iter().map(catalog::json).collect();
                Ok(Answer::body([("games", Value::Array(games))]))
            }
            "lang" => self.speak(req),
            "new" | "load" => {
                if let Some(bound) = self.binding {
                    if shared {
                        return Err(Problem::seat_mode(
                            bound,
                            "its game is shared with other connections; only an unbound one starts a game",
                        ));
                    }
                }
                if req.cmd == "new" {
                    self.start(req, table)
                } else {
                    self.load(req, table)
                }
            }
            cmd => {
                let running = table.as_mut().ok_or_else(|| {
                    Problem::new(
                        "no_game",
                        r#"there is no game yet: send "new" or "load" first"#,
                    )
                })?;
                if cmd == "seat" {
                    let observer = req.observer("seat")?.ok_or_else(|| req.missing("seat"))?;
                    self.binding = Some(bind(self.binding, observer, &*running.game)?);
                    return Ok(Answer::Body(running.summary(self.binding)));
                }
                let binding = self.binding;
                running.answer(req, binding, self.texts_for(running.game.id()))
            }
        }
    }

    /// `lang`: the language of the texts this connection reads from now on.
    fn speak(&mut self, req: &Request) -> Result<Answer, Problem> {
        let asked = req.text("lang")?;
        let mut sets = vec![i18n::CORE_LOCALES];
        sets.extend(self.games.iter().map(|g| g.locales));
        let languages = i18n::languages(&sets);
        let lang = languages.iter().find(|&&l| l == asked).ok_or_else(|| {
            Problem::new(
                "unknown_language",
                format!(
                    r#"there are no texts in "{}"; the languages are {}"#,
                    clip(asked),
                    languages.join(", ")
                ),
            )
        })?;
        self.lang = lang;
        Ok(Answer::body([
            ("lang", json!(lang)),
            ("languages", json!(languages)),
        ]))
    }

    /// The texts of game `id` in this connection's language; None in English (the games' own
    /// English texts).
    fn texts_for(&mut self, id: &'static str) -> Option<&Texts> {
        if self.lang == ENGLISH {
            return None;
        }
        let fresh = |t: &(&str, Texts)| t.0 == id && t.1.lang() == self.lang;
        if !self.texts.as_ref().is_some_and(fresh) {
            let info = self.games.iter().find(|g| g.id == id)?;
            let texts = Texts::new(self.lang, &[info.locales]).ok()?;
            self.texts = Some((id, texts));
        }
        self.texts.as_ref().map(|(_, texts)| texts)
    }

    fn start(&mut self, req: &Request, table: &mut Option<Running>) -> Result<Answer, Problem> {
        let id = req.text("game")?;
        let players = req.count("players")?;
        let seed = req.seed()?;
        let pairs = req.options()?;
        let seat = req.observer("seat")?;
        let info = crate::find(self.games, id)?;
        let options = Options::parse(
            info.options,
            pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
        )
        .and_then(info.canonical_options)
        .map_err(Error::from)?;
        let game = (info.new)(players, &options)?;
        let record = crate::empty_record(info, players, options.clone(), seed);
        let mut answer = self.begin(table, game, seed, Some(record), seat)?;
        answer.insert("options".into(), json!(options));
        Ok(Answer::Body(answer))
    }

    fn load(&mut self, req: &Request, table: &mut Option<Running>) -> Result<Answer, Problem> {
        let id = req.text("game")?;
        let state = req.required("state")?;
        let seed = req.seed()?;
        let seat = req.observer("seat")?;
        let info = crate::find(self.games, id)?;
        let game = (info.load)(state.clone())?;
        Ok(Answer::Body(self.begin(table, game, seed, None, seat)?))
    }

    /// Replaces the game, binding the connection to `seat` when it is given.
    fn begin(
        &mut self,
        table: &mut Option<Running>,
        game: Box<dyn AnyGame>,
        seed: Option<u64>,
        record: Option<Record>,
        seat: Option<Observer>,
    ) -> Result<Map<String, Value>, Problem> {
        let binding = match (self.binding, seat) {
            (binding, Some(observer)) => Some(bind(binding, observer, &*game)?),
            (binding, None) => binding.map(|b| bind(None, b, &*game)).transpose()?,
        };
        let running = Running {
            game,
            key: crate::dealer_key(seed)?,
            seed,
            record,
            decisions: 0,
            log: Vec::new(),
            thinkers: Vec::new(),
        };
        let summary = running.summary(binding);
        self.binding = binding;
        *table = Some(running);
        Ok(summary)
    }
}

/// The connection's binding after binding it to `observer` on `game`: a seat the game has, and
/// never a change of an earlier binding (a seat's program must not become omniscient, nor
/// another seat).
fn bind(
    binding: Option<Observer>,
    observer: Observer,
    game: &dyn AnyGame,
) -> Result<Observer, Problem> {
    if let Some(seat) = observer.seat().filter(|s| s.index() >= game.players()) {
        return Err(Error::NoSuchSeat(seat.index()).into());
    }
    match binding {
        Some(bound) if bound != observer => Err(Problem::new(
            "seat_mode",
            format!("this connection is bound to {bound}; a binding never changes"),
        )),
        _ => Ok(observer),
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
    /// The refusal of the rules this problem is, to word it in another language.
    illegal: Option<Illegal>,
}

impl Problem {
    fn new(kind: &'static str, message: impl Into<String>) -> Self {
        Problem {
            kind,
            message: message.into(),
            rule: None,
            illegal: None,
        }
    }

    /// A refusal of the rules (an illegal action, a decision not owed, a game over) worded in
    /// the language of `texts`; other problems stay as they are.
    fn worded(mut self, game: &dyn AnyGame, texts: Option<&Texts>) -> Self {
        if let (Some(illegal), Some(texts)) = (&self.illegal, texts) {
            self.message = game.illegal_in(illegal, texts);
        }
        self
    }

    /// A command or field refused on a connection bound to `observer`.
    fn seat_mode(observer: Observer, what: impl fmt::Display) -> Self {
        Problem::new(
            "seat_mode",
            format!("this connection is bound to {observer}: {what}"),
        )
    }
}

/// The protocol's error kind of each of the core's errors.
fn kind(e: &Error) -> &'static str {
    match e {
        Error::Illegal(Illegal::Rule { .. }) => "illegal_action",
        Error::Illegal(Illegal::NotYourDecision { .. }) => "not_your_decision",
        Error::Illegal(Illegal::GameOver) => "game_over",
        Error::Setup(SetupError::PlayerCount { .. }) => "player_count",
        Error::Setup(SetupError::BadOption { .. }) => "bad_option",
        Error::InvalidState(_) => "invalid_state",
        Error::Record(_) => "invalid_record",
        Error::MalformedAction(_) => "malformed_action",
        Error::UnknownGame(_) => "unknown_game",
        Error::NoSuchSeat(_) => "no_such_seat",
        Error::Stuck(_) => "internal_error",
        Error::System(_) => "system_error",
    }
}

impl From<Error> for Problem {
    fn from(e: Error) -> Self {
        Problem {
            kind: kind(&e),
            message: e.to_string(),
            rule: e.rule(),
            illegal: match e {
                Error::Illegal(illegal) => Some(illegal),
                _ => None,
            },
        }
    }
}

/// `text` cut after [`QUOTE_MAX`] characters, for quoting input in a message.
pub(crate) fn clip(text: &str) -> String {
    clip_to(text, QUOTE_MAX)
}

fn clip_to(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A message with every quoted part (between `"` or `` ` ``, where parsers quote input) cut
/// after [`QUOTE_MAX`] characters, and the whole cut after [`MESSAGE_MAX`]: a reply never
/// carries a long input back.
fn clip_message(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(open) = rest.find(['"', '`']) {
        let quote = &rest[open..=open];
        out.push_str(&rest[..=open]);
        let inside = &rest[open + 1..];
        let close = inside.find(quote).unwrap_or(inside.len());
        out.push_str(&clip(&inside[..close]));
        rest = &inside[close..];
        if let Some(after) = rest.strip_prefix(quote) {
            out.push_str(quote);
            rest = after;
        }
    }
    out.push_str(rest);
    clip_to(&out, MESSAGE_MAX)
}

/// `{"ok":...,"id":...,fields...}`, with `ok` first and the id as it was sent.
fn reply_line(id: Option<&str>, answer: Result<Answer, Problem>) -> String {
    let (ok, body) = match answer {
        Ok(Answer::Body(body)) => (true, body),
        Ok(Answer::Quit) => (true, Map::new()),
        Err(p) => {
            let mut error = json!({"kind": p.kind, "message": clip_message(&p.message)});
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

/// A request line: its id exactly as sent (when it has one `id`), and its other fields, or why
/// they are refused. Refused outright when the line is not JSON.
type Parsed = (Option<Box<RawValue>>, Result<Map<String, Value>, Problem>);

fn parse_line(line: &[u8]) -> Result<Parsed, Problem> {
    let malformed =
        |e: &dyn fmt::Display| Problem::new("malformed_json", format!("the line is not JSON: {e}"));
    let text = std::str::from_utf8(line).map_err(|e| malformed(&e))?;
    let raw: Box<RawValue> = serde_json::from_str(text).map_err(|e| malformed(&e))?;
    let not_object = || {
        Problem::new(
            "malformed_request",
            r#"a request is a JSON object, e.g. {"cmd":"legal"}"#,
        )
    };
    if !raw.get().starts_with('{') {
        return Ok((None, Err(not_object())));
    }
    let Members(members) = serde_json::from_str(raw.get()).map_err(|e| malformed(&e))?;
    let (mut id, mut id_twice) = (None, false);
    let mut seen = BTreeSet::new();
    let mut fields = Map::new();
    let mut problem = None;
    for (key, value) in members {
        if !seen.insert(key.clone()) {
            id_twice |= key == "id";
            problem.get_or_insert_with(|| {
                Problem::new(
                    "malformed_request",
                    format!(r#"the request has the field "{}" twice"#, clip(&key)),
                )
            });
            continue;
        }
        match serde_json::from_str::<Strict>(value.get()) {
            Err(e) => {
                problem.get_or_insert_with(|| {
                    Problem::new(
                        "malformed_request",
                        format!(r#"in the field "{}": {e}"#, clip(&key)),
                    )
                });
            }
            Ok(_) if key == "id" => id = Some(value),
            Ok(Strict(v)) => {
                fields.insert(key, v);
            }
        }
    }
    // The id is echoed only when the request has one.
    if id_twice {
        id = None;
    }
    Ok((id, problem.map_or(Ok(fields), Err)))
}

/// A JSON object's members in order, duplicates kept.
struct Members(Vec<(String, Box<RawValue>)>);

impl<'de> Deserialize<'de> for Members {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Members;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Members, A::Error> {
                let mut members = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    members.push(entry);
                }
                Ok(Members(members))
            }
        }
        d.deserialize_map(V)
    }
}

/// A JSON value in which no object has a key twice.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Strict;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a JSON value")
            }
            fn visit_bool<E>(self, b: bool) -> Result<Strict, E> {
                Ok(Strict(Value::Bool(b)))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_f64<E>(self, n: f64) -> Result<Strict, E> {
                Ok(Strict(Value::from(n)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Strict, E> {
                Ok(Strict(Value::String(s.to_string())))
            }
            fn visit_string<E>(self, s: String) -> Result<Strict, E> {
                Ok(Strict(Value::String(s)))
            }
            fn visit_unit<E>(self) -> Result<Strict, E> {
                Ok(Strict(Value::Null))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Strict, A::Error> {
                let mut items = Vec::new();
                while let Some(Strict(v)) = seq.next_element()? {
                    items.push(v);
                }
                Ok(Strict(Value::Array(items)))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Strict, A::Error> {
                let mut object = Map::new();
                while let Some((key, Strict(v))) = map.next_entry::<String, Strict>()? {
                    if object.contains_key(&key) {
                        return Err(de::Error::custom(format!(
                            r#"the key "{}" is there twice"#,
                            clip(&key)
                        )));
                    }
                    object.insert(key, v);
                }
                Ok(Strict(Value::Object(object)))
            }
        }
        d.deserialize_any(V)
    }
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
            Some(other) => return Err(Self::wrong("cmd", "a string", other)),
        };
        let Some(&(cmd, allowed)) = COMMANDS.iter().find(|(name, _)| name == cmd) else {
            let names: Vec<&str> = COMMANDS.iter().map(|(name, _)| *name).collect();
            return Err(Problem::new(
                "unknown_command",
                format!(
                    r#"unknown command "{}" (commands: {})"#,
                    clip(cmd),
                    names.join(", ")
                ),
            ));
        };
        if let Some(key) = fields
            .keys()
            .find(|k| k.as_str() != "cmd" && !allowed.contains(&k.as_str()))
        {
            let takes = if allowed.is_empty() {
                "no other fields".to_string()
            } else {
                format!("fields: {}", allowed.join(", "))
            };
            return Err(Problem::new(
                "malformed_request",
                format!(r#""{cmd}" takes no field "{}" ({takes})"#, clip(key)),
            ));
        }
        Ok(Request { cmd, fields })
    }

    /// A field, absent when missing or null.
    fn optional(&self, key: &str) -> Option<&'r Value> {
        self.fields.get(key).filter(|v| !v.is_null())
    }

    fn missing(&self, key: &str) -> Problem {
        Problem::new(
            "missing_field",
            format!(r#""{}" needs the field "{key}""#, self.cmd),
        )
    }

    fn required(&self, key: &str) -> Result<&'r Value, Problem> {
        self.optional(key).ok_or_else(|| self.missing(key))
    }

    fn wrong(key: &str, want: &str, got: &Value) -> Problem {
        Problem::new(
            "malformed_request",
            format!(
                r#"the field "{key}" must be {want}, not {}"#,
                clip(&got.to_string())
            ),
        )
    }

    fn text(&self, key: &str) -> Result<&'r str, Problem> {
        let value = self.required(key)?;
        value
            .as_str()
            .ok_or_else(|| Self::wrong(key, "a string", value))
    }

    fn count(&self, key: &str) -> Result<usize, Problem> {
        let value = self.required(key)?;
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

    /// An observer field: a seat number or `"spectator"`.
    fn observer(&self, key: &str) -> Result<Option<Observer>, Problem> {
        self.optional(key)
            .map(|v| {
                Observer::deserialize(v)
                    .map_err(|_| Self::wrong(key, r#"a seat number or "spectator""#, v))
            })
            .transpose()
    }

    /// An actor field: a seat number or `"chance"`.
    fn actor(&self, key: &str) -> Result<Option<Actor>, Problem> {
        self.optional(key)
            .map(|v| {
                Actor::deserialize(v)
                    .map_err(|_| Self::wrong(key, r#"a seat number or "chance""#, v))
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
                    _ => {
                        return Err(Self::wrong(
                            &format!("options.{}", clip(key)),
                            "a string",
                            v,
                        ))
                    }
                };
                Ok((key.clone(), text))
            })
            .collect()
    }
}

/// The game being driven, its dealer's key, its record since `new` and its log.
struct Running {
    game: Box<dyn AnyGame>,
    key: DealerKey,
    /// The seed of a reproducible game; `None` when the key came from the system's entropy.
    seed: Option<u64>,
    /// None after `load`: the moves before the loaded state are unknown.
    record: Option<Record>,
    /// Decisions applied since `new` or `load`: the index chance's next draw is keyed by.
    decisions: u64,
    /// Every log entry since `new` or `load`.
    log: Vec<Entry>,
    /// The agent that last thought for each seat, kept while the game goes on and told every
    /// decision applied as its seat observes it, so a search that keeps its tree
    /// (`ismcts:N:reuse`) starts the seat's next `think` from it. A copy keeps none.
    thinkers: Vec<Option<(AgentSpec, Box<dyn SeatAgent>)>>,
}

impl Clone for Running {
    fn clone(&self) -> Self {
        Running {
            game: self.game.clone_box(),
            key: self.key.clone(),
            seed: self.seed,
            record: self.record.clone(),
            decisions: self.decisions,
            log: self.log.clone(),
            thinkers: Vec::new(),
        }
    }
}

impl Running {
    /// The reply to `new`, `load` and `seat`.
    fn summary(&self, binding: Option<Observer>) -> Map<String, Value> {
        let game = &self.game;
        let seats: Vec<String> = Seat::all(game.players())
            .map(|s| game.seat_name(s))
            .collect();
        let mut out = object([
            ("game", json!(game.id())),
            ("players", json!(game.players())),
            ("seats", json!(seats)),
            ("num_actions", json!(game.num_actions())),
            ("turn", json!(game.to_move())),
        ]);
        match (binding, self.seed) {
            (Some(observer), _) => {
                out.insert("seat".into(), json!(observer));
            }
            // The seed predicts every deal: only an unbound connection sees it.
            (None, Some(seed)) => {
                out.insert("seed".into(), json!(seed));
            }
            (None, None) => {}
        }
        out
    }

    fn answer(
        &mut self,
        req: &Request,
        binding: Option<Observer>,
        texts: Option<&Texts>,
    ) -> Result<Answer, Problem> {
        // Another connection may have started a game without this connection's seat.
        if let Some(bound) = binding {
            check_seat(&*self.game, bound)?;
        }
        let refuse = |what: &str| match binding {
            Some(observer) => Err(Problem::seat_mode(observer, what)),
            None => Ok(()),
        };
        let game = &self.game;
        Ok(match req.cmd {
            "state" => {
                refuse("the full state is for an unbound connection")?;
                Answer::body([("state", game.state())])
            }
            "record" => {
                refuse("the record is for an unbound connection")?;
                let record = self.record.as_ref().ok_or_else(|| {
                    Problem::new(
                        "no_record",
                        "a loaded game has no record: its moves before the loaded state are unknown",
                    )
                })?;
                Answer::body([("record", json!(record))])
            }
            "view" => {
                let observer = self.looker(req, binding, None)?;
                Answer::body([
                    ("observer", json!(observer)),
                    ("view", game.view(observer)?),
                ])
            }
            "render" => {
                let observer = self.looker(req, binding, Some(Observer::Spectator))?;
                check_seat(&**game, observer)?;
                let text = match texts {
                    Some(texts) => game.render_in(observer, texts),
                    None => game.render(observer),
                };
                Answer::body([("observer", json!(observer)), ("text", json!(text))])
            }
            "log" => {
                // Unbound and without an observer: the whole log.
                let observer = match (binding, req.optional("observer")) {
                    (None, None) => None,
                    _ => Some(self.looker(req, binding, None)?),
                };
                if let Some(observer) = observer {
                    check_seat(&**game, observer)?;
                }
                let entries = self
                    .log
                    .iter()
                    .filter(|e| observer.is_none_or(|o| e.audience.admits(o)))
                    .map(|e| entry_json(&**game, e, texts))
                    .collect();
                Answer::body([("log", Value::Array(entries))])
            }
            "legal" => {
                let to_move = game.to_move();
                let choices = |seat: Seat| {
                    match texts {
                        Some(texts) => game.choices_in(seat, texts),
                        None => game.choices(seat),
                    }
                    .into_iter()
                    .map(move |c| choice_json(Actor::Seat(seat), c))
                };
                let actions: Vec<Value> = match binding {
                    Some(Observer::Seat(me)) => choices(me).collect(),
                    Some(Observer::Spectator) => Vec::new(),
                    None if to_move == ToMove::Chance => match texts {
                        Some(texts) => game.chance_choices_in(texts),
                        None => game.chance_choices(),
                    }
                    .into_iter()
                    .map(|c| choice_json(Actor::Chance, c))
                    .collect(),
                    None => to_move.seats().iter().flat_map(choices).collect(),
                };
                Answer::body([("turn", json!(to_move)), ("actions", Value::Array(actions))])
            }
            "apply" => {
                let action = req.required("action")?;
                let actor = self
                    .actor(req.actor("by")?, binding)
                    .map_err(|p| p.worded(&*self.game, texts))?;
                self.commit(actor, action, binding, texts)?
            }
            "chance" => self.chance(binding, texts)?,
            "sample" => self.sample(req, binding)?,
            "think" => self.think(req, binding, texts)?,
            "scores" => {
                refuse_before_end(&**game, binding)?;
                Answer::body([
                    ("scores", json!(game.scores())),
                    ("ranking", json!(game.ranking())),
                    ("final", json!(game.to_move().is_over())),
                ])
            }
            "returns" => {
                refuse_before_end(&**game, binding)?;
                Answer::body([
                    ("returns", json!(game.returns())),
                    ("final", json!(game.to_move().is_over())),
                ])
            }
            other => {
                return Err(Problem::new(
                    "unknown_command",
                    format!(r#""{other}" is not a command on a game"#),
                ))
            }
        })
    }

    /// Who looks, for `view`, `render` and `log`: the `observer` field, which on a bound
    /// connection may only name the binding (and defaults to it); else `default`.
    fn looker(
        &self,
        req: &Request,
        binding: Option<Observer>,
        default: Option<Observer>,
    ) -> Result<Observer, Problem> {
        match (req.observer("observer")?, binding) {
            (Some(asked), Some(bound)) if asked != bound => Err(Problem::seat_mode(
                bound,
                format_args!("it may not look as {asked}"),
            )),
            (asked, Some(bound)) => Ok(asked.unwrap_or(bound)),
            (Some(asked), None) => Ok(asked),
            (None, None) => default.ok_or_else(|| req.missing("observer")),
        }
    }

    /// Who takes an applied action: `by`; on a bound connection only its seat; else, without
    /// `by`, the one actor who may act now.
    fn actor(&self, by: Option<Actor>, binding: Option<Observer>) -> Result<Actor, Problem> {
        if let Some(bound) = binding {
            let me = bound.seat().map(Actor::Seat);
            return match (by, me) {
                (_, None) => Err(Problem::seat_mode(bound, "a spectator takes no action")),
                (Some(by), Some(me)) if by != me => Err(Problem::seat_mode(
                    bound,
                    format_args!("it acts only for itself, not for {by}"),
                )),
                (_, Some(me)) => Ok(me),
            };
        }
        if let Some(by) = by {
            return Ok(by);
        }
        match self.game.to_move() {
            ToMove::Over => Err(Error::from(Illegal::GameOver).into()),
            ToMove::Chance => Ok(Actor::Chance),
            to_move => match (to_move.seats().first(), to_move.seats().len()) {
                (Some(seat), 1) => Ok(Actor::Seat(seat)),
                _ => Err(Problem::new(
                    "missing_field",
                    r#"several seats choose now: "apply" needs "by", the seat that acts"#,
                )),
            },
        }
    }

    /// Applies `actor`'s `action`; the reply says what it was and what it caused, as the
    /// binding may know it.
    fn commit(
        &mut self,
        actor: Actor,
        action: &Value,
        binding: Option<Observer>,
        texts: Option<&Texts>,
    ) -> Result<Answer, Problem> {
        let seen = binding
            .map(|observer| match texts {
                Some(texts) => self.game.observe_json_in(actor, action, observer, texts),
                None => self.game.observe_json(actor, action, observer),
            })
            .transpose()?;
        // The kept thinkers learn the decision as their seats observe it; one that cannot
        // read it, or every one if the decision is refused, is dropped.
        let game = &*self.game;
        for slot in &mut self.thinkers {
            if slot
                .as_mut()
                .is_some_and(|(_, bot)| bot.observe(game, actor, action).is_err())
            {
                *slot = None;
            }
        }
        // The action's text in the language, worded before it is applied (as its English).
        let worded = texts.and_then(|t| self.game.describe_json_in(action, t).ok());
        let mut log = Log::recording();
        let applied = match self.game.apply_json(actor, action, &mut log) {
            Ok(applied) => applied,
            Err(e) => {
                self.thinkers.clear();
                return Err(Problem::from(e).worded(&*self.game, texts));
            }
        };
        let to_move = self.game.to_move();
        self.decisions += 1;
        if let Some(record) = &mut self.record {
            record.push(applied.by, &applied.action);
            if to_move.is_over() {
                record.scores = Some(self.game.scores());
            }
        }
        let entries = log.take();
        let readable: Vec<Value> = entries
            .iter()
            .filter(|e| binding.is_none_or(|o| e.audience.admits(o)))
            .map(|e| entry_json(&*self.game, e, texts))
            .collect();
        self.log.extend(entries);
        let (action, text) = match seen {
            Some(seen) => (seen.action.unwrap_or(Value::Null), seen.text),
            None => (applied.action, worded.unwrap_or(applied.text)),
        };
        Ok(Answer::body([
            ("by", json!(actor)),
            ("action", action),
            ("text", json!(text)),
            ("turn", json!(to_move)),
            ("log", Value::Array(readable)),
        ]))
    }

    /// Lets the dealer pick chance's outcome: drawn from the key at this decision's index.
    fn chance(
        &mut self,
        binding: Option<Observer>,
        texts: Option<&Texts>,
    ) -> Result<Answer, Problem> {
        match self.game.to_move() {
            ToMove::Over => {
                Err(Problem::from(Error::from(Illegal::GameOver)).worded(&*self.game, texts))
            }
            ToMove::Chance => {
                let choices = self.game.chance_choices();
                let i = pick::chance(&mut self.key.at(self.decisions), &choices)?;
                self.commit(Actor::Chance, &choices[i].action, binding, texts)
            }
            to_move => {
                let seats: Vec<String> = to_move.seats().iter().map(|s| s.to_string()).collect();
                Err(Problem::new(
                    "not_chance",
                    format!("chance does not decide now; {} does", seats.join(" and ")),
                ))
            }
        }
    }

    /// A full state drawn from what a seat knows. A bound seat samples only for itself, and
    /// from fresh entropy: with a seed it chose, a sample that reshuffles the true hidden order
    /// could be inverted to recover it.
    fn sample(&self, req: &Request, binding: Option<Observer>) -> Result<Answer, Problem> {
        let asked = match req.optional("seat") {
            Some(v) => Some(
                v.as_u64()
                    .and_then(|s| Seat::new(usize::try_from(s).ok()?))
                    .ok_or_else(|| Request::wrong("seat", "a seat number", v))?,
            ),
            None => None,
        };
        let seed = req.seed()?;
        let seat = match binding {
            None => asked.ok_or_else(|| req.missing("seat"))?,
            Some(bound) => {
                let Some(me) = bound.seat() else {
                    return Err(Problem::seat_mode(
                        bound,
                        "a spectator has no seat to sample for",
                    ));
                };
                if asked.is_some_and(|s| s != me) {
                    return Err(Problem::seat_mode(
                        bound,
                        "it samples only for its own seat",
                    ));
                }
                if seed.is_some() {
                    return Err(Problem::seat_mode(
                        bound,
                        "a sample is drawn from fresh entropy, never from a chosen seed",
                    ));
                }
                me
            }
        };
        let mut dealer = crate::dealer_key(seed)?.at(0);
        let sampled = self.game.determinize(seat, &mut dealer)?;
        Ok(Answer::body([
            ("seat", json!(seat)),
            ("state", sampled.state()),
        ]))
    }
}

impl Running {
    /// The move an agent would choose for a seat from that seat's information: a hint or a
    /// sparring move. Bound, only for its own seat and from fresh entropy (like `sample`: the
    /// agent determinizes, and a chosen seed could let a client undo the draw).
    fn think(
        &mut self,
        req: &Request,
        binding: Option<Observer>,
        texts: Option<&Texts>,
    ) -> Result<Answer, Problem> {
        let asked = match req.optional("seat") {
            Some(v) => Some(
                v.as_u64()
                    .and_then(|s| Seat::new(usize::try_from(s).ok()?))
                    .ok_or_else(|| Request::wrong("seat", "a seat number", v))?,
            ),
            None => None,
        };
        let seed = req.seed()?;
        let to_move = self.game.to_move();
        let seat = match binding {
            None => match (asked, to_move) {
                (Some(seat), _) => seat,
                (None, ToMove::Seat { seat }) => seat,
                (None, _) => return Err(req.missing("seat")),
            },
            Some(bound) => {
                let Some(me) = bound.seat() else {
                    return Err(Problem::seat_mode(
                        bound,
                        "a spectator has no move to think about",
                    ));
                };
                if asked.is_some_and(|s| s != me) {
                    return Err(Problem::seat_mode(bound, "it thinks only for its own seat"));
                }
                if seed.is_some() {
                    return Err(Problem::seat_mode(
                        bound,
                        "an agent thinks from fresh entropy, never from a chosen seed",
                    ));
                }
                me
            }
        };
        check_seat(&*self.game, Observer::Seat(seat))?;
        if !to_move.seats().contains(seat) {
            return Err(Problem::new(
                "not_your_decision",
                format!("{} owes no decision now", self.game.seat_name(seat)),
            ));
        }
        let name = match req.optional("agent") {
            Some(v) => v
                .as_str()
                .ok_or_else(|| Request::wrong("agent", "an agent's name", v))?,
            None => "medium",
        };
        let agent =
            AgentSpec::parse(name).map_err(|e| Problem::new("unknown_agent", e.to_string()))?;
        let budget = |key: &str, max: u64| {
            req.optional(key)
                .map(|v| {
                    v.as_u64().filter(|n| (1..=max).contains(n)).ok_or_else(|| {
                        Request::wrong(key, &format!("a whole number from 1 to {max}"), v)
                    })
                })
                .transpose()
        };
        let iterations = budget("iterations", MAX_THINK_ITERATIONS)?;
        let millis = budget("millis", MAX_THINK_MILLIS)?;
        let agent = agent.with_budget(iterations, millis.map(std::time::Duration::from_millis));
        let mut dealer = crate::dealer_key(seed)?.at(self.decisions);
        let problem = |e| match e {
            crate::CliError::Game(e) => Problem::from(e),
            other => Problem::new("internal_error", other.to_string()),
        };
        // The seat's kept agent if it is the one asked for, else a new one, kept from now on.
        let players = self.game.players();
        self.thinkers.resize_with(players, || None);
        let slot = &mut self.thinkers[seat.index()];
        let mut bot = match slot.take() {
            Some((kept, bot)) if kept == agent => bot,
            _ => seat_agent(self.game.id(), seat, agent).map_err(problem)?,
        };
        let action = bot.choose(&*self.game, &mut dealer).map_err(problem)?;
        let kept_nodes = bot.kept_nodes();
        *slot = Some((agent, bot));
        let choice = match texts {
            Some(texts) => self.game.choices_in(seat, texts),
            None => self.game.choices(seat),
        }
        .into_iter()
        .find(|c| c.action == action)
        .ok_or_else(|| Problem::new("internal_error", "the agent chose an illegal action"))?;
        Ok(Answer::body([
            ("seat", json!(seat)),
            ("agent", json!(agent.to_string())),
            ("action", choice.action),
            ("index", json!(choice.index)),
            ("text", json!(choice.text)),
            ("kept_nodes", json!(kept_nodes)),
        ]))
    }
}

/// The most iterations and milliseconds a `think` may ask for.
const MAX_THINK_ITERATIONS: u64 = 10_000_000;
const MAX_THINK_MILLIS: u64 = 600_000;

/// Refuses a seat the game does not have.
fn check_seat(game: &dyn AnyGame, observer: Observer) -> Result<(), Error> {
    match observer.seat() {
        Some(seat) if seat.index() >= game.players() => Err(Error::NoSuchSeat(seat.index())),
        _ => Ok(()),
    }
}

/// Scores before the end may count what a bound observer may not know (a secret bonus).
fn refuse_before_end(game: &dyn AnyGame, binding: Option<Observer>) -> Result<(), Problem> {
    match binding {
        Some(observer) if !game.to_move().is_over() => Err(Problem::seat_mode(
            observer,
            "scores are given once the game is over (they may count hidden things)",
        )),
        _ => Ok(()),
    }
}

/// A log entry as JSON, its text in the language of `texts` (English without).
fn entry_json(game: &dyn AnyGame, entry: &Entry, texts: Option<&Texts>) -> Value {
    let mut out = json!(entry);
    if let Some(text) = texts.and_then(|t| game.entry_in(entry, t)) {
        out["text"] = json!(text);
    }
    out
}

/// A choice with the actor that may take it.
fn choice_json(by: Actor, choice: Choice) -> Value {
    let mut out = json!({
        "by": by,
        "action": choice.action,
        "index": choice.index,
        "text": choice.text,
    });
    if let Some(p) = choice.probability {
        out["probability"] = json!(p.to_string());
        out["p"] = json!(p.as_f64());
    }
    out
}
