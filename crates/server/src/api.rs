//! The HTTP and WebSocket API (docs/server.md). Every refusal is a 4xx (or 503 when the
//! store fails) with `{"error":{"kind","message","rule"?}}`; bodies are bounded.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use cathedra_core::{DealerKey, Log, Observer, Options, Record, Seat};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use tokio::sync::{broadcast, oneshot};

use crate::error::{clip, ApiError};
use crate::socket::{Incoming, Socket, Upgrade};
use crate::speech::{self, Lang};
use crate::store::{NewGame, SeatRow, Write};
use crate::table::{self, Msg, Setup, Who};
use crate::timings::{self, Stage};
use crate::{agents, secret, web, Server, MAX_GAMES};

/// The largest request body taken, in bytes.
pub const MAX_BODY: usize = 64 * 1024;
/// The longest player name.
const MAX_NAME: usize = 40;
/// The longest time a creator may let a person keep a decision before a bot takes over.
const MAX_ABANDON: u64 = 7 * 24 * 3600;

type Shared = Arc<Server>;

/// The server's routes: the API under `/api`, the web UI elsewhere.
pub fn router(server: Shared) -> Router {
    Router::new()
        .route("/api/catalog", get(catalog))
        .route("/api/texts", get(texts))
        .route("/api/games", get(list).post(create))
        .route("/api/games/{id}", get(snapshot))
        .route("/api/games/{id}/actions", post(act))
        .route("/api/games/{id}/record", get(record))
        .route("/api/games/{id}/replay", get(replay))
        .route("/api/games/{id}/terms", get(terms))
        .route("/api/games/{id}/board", get(board))
        .route("/api/games/{id}/ws", get(watch))
        .route("/api/{*rest}", get(no_route).post(no_route))
        .merge(web::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(server)
}

async fn no_route() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_such_endpoint",
        "there is no such endpoint (see docs/server.md)",
    )
}

/// A JSON body parsed strictly, its refusals as JSON errors.
fn body<T: for<'de> Deserialize<'de>>(bytes: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|e| {
        let status = e.status();
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                status,
                "body_too_large",
                format!("the request body is larger than {MAX_BODY} bytes"),
            )
        } else {
            ApiError::bad_request("malformed_request", e.body_text())
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|e| {
        let kind = if e.is_data() {
            "malformed_request"
        } else {
            "malformed_json"
        };
        ApiError::bad_request(
            kind,
            format!("the body is not a valid request: {}", clip(&e.to_string())),
        )
    })
}

/// Sends `msg` to game `id`'s table and waits for its answer.
async fn ask<T>(
    server: &Server,
    id: &str,
    msg: impl FnOnce(oneshot::Sender<T>) -> Msg,
) -> Result<T, ApiError> {
    let handle = server
        .table(id)
        .await
        .ok_or_else(|| ApiError::no_game(id))?;
    let (tx, rx) = oneshot::channel();
    handle
        .tx
        .send(msg(tx))
        .await
        .map_err(|_| ApiError::internal("the game's table has stopped"))?;
    rx.await
        .map_err(|_| ApiError::internal("the game's table has stopped"))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenQuery {
    token: Option<String>,
    at: Option<u64>,
    /// The language of the texts (`cs`); none: English.
    lang: Option<String>,
}

/// The query of what no seat asks for: only the language (`?lang=cs`; none: English).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct LangQuery {
    lang: Option<String>,
}

/// The texts of game `id` in the language `q` asks for.
async fn lang_of(server: &Server, id: &str, q: &TokenQuery) -> Result<Lang, ApiError> {
    // English, the games' own words: nothing to look up.
    if q.lang.is_none() {
        return Ok(None);
    }
    let handle = server
        .table(id)
        .await
        .ok_or_else(|| ApiError::no_game(id))?;
    let game = handle.summary.borrow().game;
    server.speech.lang(game, q.lang.as_deref())
}

/// The UI's own words, the seats' colours and the games' names in `?lang=` (none: English).
async fn texts(
    State(server): State<Shared>,
    q: Result<Query<LangQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let q = query(q)?;
    Ok(Json(server.speech.ui(q.lang.as_deref(), &server.games)?))
}

fn query<Q>(q: Result<Query<Q>, QueryRejection>) -> Result<Q, ApiError> {
    q.map(|Query(q)| q)
        .map_err(|e| ApiError::bad_request("malformed_query", e.body_text()))
}

/// The token of a request: `?token=` or `Authorization: Bearer`; none is a spectator.
fn who(q: &TokenQuery, headers: &HeaderMap) -> Who {
    let bearer = headers
        .get(axum::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_string);
    match q.token.clone().or(bearer) {
        Some(t) => Who::Token(t),
        None => Who::Spectator,
    }
}

/// The games with their options worded in `?lang=` (none: English), and the bots.
async fn catalog(
    State(server): State<Shared>,
    q: Result<Query<LangQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let q = query(q)?;
    let games = server
        .games
        .iter()
        .map(|g| {
            Ok(json!({
                "id": g.id,
                "name": g.name,
                "players": {"min": g.players.start(), "max": g.players.end()},
                "options": server.speech.options(g, q.lang.as_deref())?,
            }))
        })
        .collect::<Result<Vec<Value>, ApiError>>()?;
    let bots: Vec<Value> = agents::AGENTS
        .iter()
        .map(|(name, what)| json!({"name": name, "description": what}))
        .collect();
    Ok(Json(json!({"games": games, "bots": bots})))
}

async fn list(State(server): State<Shared>) -> Result<Json<Value>, ApiError> {
    let mut summaries = server.summaries();
    summaries.sort_by(|a, b| a.id.cmp(&b.id));
    let games: Vec<Value> = summaries.iter().map(|s| json!(s)).collect();
    Ok(Json(json!({ "games": games })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateGame {
    game: String,
    #[serde(default)]
    options: Map<String, Value>,
    seats: Vec<SeatRequest>,
    /// Seconds a person may keep a decision before a random bot takes the seat.
    #[serde(default)]
    abandon_after: Option<u64>,
    /// Seconds a person has for each decision before a random move is made for it.
    #[serde(default)]
    turn_clock: Option<u64>,
    /// Seconds each person has for all their decisions in the game; once spent, a random bot
    /// takes the seat.
    #[serde(default)]
    time_bank: Option<u64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatRequest {
    #[serde(default)]
    name: Option<String>,
    /// The agent of a bot seat; none: a person.
    #[serde(default)]
    bot: Option<String>,
}

async fn create(
    State(server): State<Shared>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateGame = body(bytes)?;
    let info = server
        .games
        .iter()
        .find(|g| g.id == req.game)
        .cloned()
        .ok_or_else(|| {
            let ids: Vec<&str> = server.games.iter().map(|g| g.id).collect();
            ApiError::bad_request(
                "unknown_game",
                format!(
                    "there is no game '{}' (games: {})",
                    clip(&req.game),
                    ids.join(", ")
                ),
            )
        })?;
    let mut pairs = Vec::new();
    for (key, v) in &req.options {
        let text = match v {
            Value::String(s) => s.clone(),
            Value::Bool(_) | Value::Number(_) => v.to_string(),
            _ => {
                return Err(ApiError::bad_request(
                    "bad_option",
                    format!("option '{}' must be a string", clip(key)),
                ))
            }
        };
        pairs.push((key.clone(), text));
    }
    let options = Options::parse(
        info.options,
        pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .map_err(cathedra_core::Error::from)?;
    // A free-text option names a file on this machine (a game's data): never a client's choice.
    if let Some(spec) = info
        .options
        .iter()
        .find(|s| s.is_free() && options.get(s.key) != Some(s.default))
    {
        return Err(ApiError::bad_request(
            "bad_option",
            format!(
                "option '{}' names a file on the server's machine and cannot be set here",
                spec.key
            ),
        ));
    }
    if let Some(secs) = req.abandon_after {
        if !(1..=MAX_ABANDON).contains(&secs) {
            return Err(ApiError::bad_request(
                "bad_abandon_after",
                format!("abandon_after is seconds from 1 to {MAX_ABANDON}, not {secs}"),
            ));
        }
    }
    if let Some(secs) = req.turn_clock {
        if !(1..=MAX_ABANDON).contains(&secs) {
            return Err(ApiError::bad_request(
                "bad_turn_clock",
                format!("turn_clock is seconds from 1 to {MAX_ABANDON}, not {secs}"),
            ));
        }
    }
    if let Some(secs) = req.time_bank {
        if !(1..=MAX_ABANDON).contains(&secs) {
            return Err(ApiError::bad_request(
                "bad_time_bank",
                format!("time_bank is seconds from 1 to {MAX_ABANDON}, not {secs}"),
            ));
        }
    }
    let game = (info.new)(req.seats.len(), &options)?;
    let mut seats = Vec::with_capacity(req.seats.len());
    for (i, s) in req.seats.iter().enumerate() {
        if let Some(bot) = &s.bot {
            if agents::agent(bot).is_none() {
                let names: Vec<&str> = agents::AGENTS.iter().map(|(n, _)| *n).collect();
                return Err(ApiError::bad_request(
                    "unknown_bot",
                    format!(
                        "there is no bot '{}' (bots: {})",
                        clip(bot),
                        names.join(", ")
                    ),
                ));
            }
        }
        let name = match &s.name {
            Some(name) => {
                let name = name.trim();
                if name.is_empty()
                    || name.chars().count() > MAX_NAME
                    || name.chars().any(char::is_control)
                {
                    return Err(ApiError::bad_request(
                        "bad_name",
                        format!("a name is 1 to {MAX_NAME} printable characters"),
                    ));
                }
                name.to_string()
            }
            None => game.seat_name(Seat(i as u8)),
        };
        seats.push(SeatRow {
            name,
            token: secret(32)?,
            agent: s.bot.clone(),
            bank_used_ms: 0,
        });
    }
    if server.games_held() >= MAX_GAMES {
        return Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "server_full",
            format!("this server holds its most games ({MAX_GAMES})"),
        ));
    }
    let key = DealerKey::from_entropy()
        .map_err(|e| ApiError::internal(format!("no entropy for the dealer's key: {e}")))?;
    let id = secret(10)?;
    let new = NewGame {
        id: id.clone(),
        game: info.id.to_string(),
        rules: info.rules_version,
        options: options.clone(),
        key: key.clone(),
        abandon_after: req.abandon_after,
        turn_clock: req.turn_clock,
        time_bank: req.time_bank,
        seats: seats.clone(),
    };
    server.store.write(Write::Create(Box::new(new))).await?;
    let seat_json: Vec<Value> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut out = json!({"seat": i, "name": s.name, "title": game.seat_name(Seat(i as u8)), "bot": s.agent});
            if s.agent.is_none() {
                out["token"] = json!(s.token);
                out["link"] = json!(format!("/g/{id}#{}", s.token));
            }
            out
        })
        .collect();
    let handle = table::spawn(
        Setup {
            id: id.clone(),
            info,
            game,
            log: Vec::new(),
            seq: 0,
            key,
            options,
            seats,
            abandon_after: req.abandon_after,
            turn_clock: req.turn_clock,
            time_bank: req.time_bank,
        },
        server.store.clone(),
    );
    server
        .tables
        .write()
        .map_err(|_| ApiError::internal("the list of games is unavailable"))?
        .insert(id.clone(), handle);
    let body = json!({
        "id": id,
        "seats": seat_json,
        "spectate": format!("/g/{id}"),
    });
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

async fn snapshot(
    State(server): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<TokenQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let lang = lang_of(&server, &id, &q).await?;
    let who = who(&q, &headers);
    let snapshot = ask(&server, &id, |reply| Msg::Snapshot { who, lang, reply })
        .await??
        .finish(&server.store)
        .await?;
    Ok((
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        snapshot.json,
    )
        .into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Act {
    token: String,
    seq: u64,
    action: Value,
}

async fn act(
    State(server): State<Shared>,
    Path(id): Path<String>,
    q: Result<Query<TokenQuery>, QueryRejection>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let lang = lang_of(&server, &id, &query(q)?).await?;
    let req: Act = body(bytes)?;
    let acted = ask(&server, &id, |reply| Msg::Act {
        token: req.token,
        seq: req.seq,
        action: req.action,
        lang,
        reply,
    })
    .await??;
    Ok(Json(json!({ "seq": acted.seq, "at": acted.at })))
}

/// The named things the game's views refer to by id, in `?lang=`: public, the same for every
/// observer.
async fn terms(
    State(server): State<Shared>,
    Path(id): Path<String>,
    q: Result<Query<TokenQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let lang = lang_of(&server, &id, &query(q)?).await?;
    let game = server.table(&id).await.map(|h| h.summary.borrow().game);
    let extra = server.speech.extra_terms(game.unwrap_or(""), &lang);
    let mut terms = ask(&server, &id, |reply| Msg::Terms { lang, reply }).await?;
    terms.extend(extra);
    Ok(Json(json!({ "terms": terms })))
}

/// The board in words as the token's seat (or a spectator) sees it, in `?lang=`.
async fn board(
    State(server): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<TokenQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let q = query(q)?;
    let lang = lang_of(&server, &id, &q).await?;
    let who = who(&q, &headers);
    let board = ask(&server, &id, |reply| Msg::Board { who, lang, reply }).await??;
    Ok(Json(json!({ "board": board })))
}

/// The finished game's record, its actions read from the store off the game's task.
async fn finished_record(server: &Server, id: &str) -> Result<Record, ApiError> {
    let (mut record, seq) = ask(server, id, |reply| Msg::Record { reply }).await??;
    record.actions = server.store.actions(id, seq).await?;
    Ok(record)
}

async fn record(
    State(server): State<Shared>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    Ok(Json(json!(finished_record(&server, &id).await?)))
}

/// A finished game after its first `at` actions, as a spectator saw it, with every public log
/// entry so far: the replay viewer's steps.
async fn replay(
    State(server): State<Shared>,
    Path(id): Path<String>,
    q: Result<Query<TokenQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let q = query(q)?;
    let lang = lang_of(&server, &id, &q).await?;
    let mut record = finished_record(&server, &id).await?;
    let total = record.actions.len() as u64;
    let at = q.at.unwrap_or(total).min(total);
    record.actions.truncate(at as usize);
    record.scores = None;
    let info = server
        .games
        .iter()
        .find(|g| g.id == record.game)
        .cloned()
        .ok_or_else(|| ApiError::internal("the record's game is unknown"))?;
    let answer = tokio::task::spawn_blocking(move || -> Result<Value, ApiError> {
        let mut log = Log::recording();
        let game = (info.replay)(&record, &mut log)?;
        let entries: Vec<_> = log
            .visible_to(Observer::Spectator)
            .map(|e| speech::entry(&*game, e, &lang))
            .collect();
        Ok(json!({
            "at": at,
            "total": total,
            "turn": game.to_move(),
            "view": game.view(Observer::Spectator)?,
            "log": entries,
            "scores": game.to_move().is_over().then(|| game.scores()),
        }))
    })
    .await
    .map_err(|_| ApiError::internal("the replay failed"))??;
    Ok(Json(answer))
}

#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum ClientMessage {
    Act {
        seq: u64,
        action: Value,
    },
    Sync,
    /// This connection's texts in another language from now on (and the state at once in it).
    Lang {
        lang: Option<String>,
    },
}

async fn watch(
    State(server): State<Shared>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<TokenQuery>, QueryRejection>,
    ws: Upgrade,
) -> Result<Response, ApiError> {
    let q = query(q)?;
    let lang = lang_of(&server, &id, &q).await?;
    let who = who(&q, &headers);
    let handle = server
        .table(&id)
        .await
        .ok_or_else(|| ApiError::no_game(&id))?;
    let watched = who.clone();
    let (observer, updates) = ask(&server, &id, |reply| Msg::Watch {
        who: watched,
        reply,
    })
    .await??;
    let token = match who {
        Who::Token(t) => Some(t),
        Who::Spectator => None,
    };
    // A client sends small messages (an action, a sync): a small read buffer; every push is
    // written out at once, in frames of a few KiB (crate::socket).
    Ok(ws.on_upgrade(MAX_BODY, move |socket| {
        follow(socket, handle, observer, token, updates, server, lang)
    }))
}

/// One watcher's connection: the state at once, then at every change; actions sent on it are
/// taken as `POST …/actions` takes them.
async fn follow(
    mut socket: Socket,
    handle: table::Handle,
    observer: Observer,
    token: Option<String>,
    mut updates: broadcast::Receiver<u64>,
    server: Shared,
    mut lang: Lang,
) {
    // Each push after the first carries only the log entries this socket has not had yet.
    let state = |handle: &table::Handle, log_from: usize, lang: Lang| {
        let tx = handle.tx.clone();
        let store = server.store.clone();
        async move {
            let (reply, rx) = oneshot::channel();
            tx.send(Msg::View {
                observer,
                log_from,
                lang,
                reply,
            })
            .await
            .ok()?;
            let built = match rx.await.ok()? {
                Ok(pending) => pending.finish(&store).await,
                Err(e) => Err(e),
            };
            let snapshot = match built {
                Ok(snapshot) => snapshot,
                Err(e) => {
                    eprintln!(
                        "a WebSocket's state could not be built: {} ({})",
                        e.message, e.kind
                    );
                    return None;
                }
            };
            let total = log_from + snapshot.log_entries;
            Some((
                format!(r#"{{"type":"state","state":{}}}"#, snapshot.json),
                total,
            ))
        }
    };
    let Some((first, total)) = state(&handle, 0, lang.clone()).await else {
        return;
    };
    let mut sent = total;
    if socket.send(first).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            update = updates.recv() => {
                match update {
                    Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        while updates.try_recv().is_ok() {}
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                }
                let Some((text, total)) = state(&handle, sent, lang.clone()).await else { return };
                sent = total;
                if socket.send(text).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Incoming::Text(t) => t,
                    Incoming::Closed => return,
                    Incoming::Other => continue,
                };
                let started = timings::start();
                let mut acting = false;
                let reply = match serde_json::from_str::<ClientMessage>(&text) {
                    Err(e) => json!({"type": "refused", "error": ApiError::bad_request("malformed_request", clip(&e.to_string()))}).to_string(),
                    Ok(ClientMessage::Sync) => match state(&handle, 0, lang.clone()).await {
                        Some((text, total)) => {
                            sent = total;
                            text
                        }
                        None => return,
                    },
                    Ok(ClientMessage::Lang { lang: asked }) => {
                        let game = handle.summary.borrow().game;
                        match server.speech.lang(game, asked.as_deref()) {
                            Err(e) => json!({"type": "refused", "error": e}).to_string(),
                            Ok(new) => {
                                lang = new;
                                match state(&handle, 0, lang.clone()).await {
                                    Some((text, total)) => {
                                        sent = total;
                                        text
                                    }
                                    None => return,
                                }
                            }
                        }
                    }
                    Ok(ClientMessage::Act { seq, action }) => {
                        acting = true;
                        let answer = match &token {
                            None => Err(ApiError::spectator()),
                            Some(token) => {
                                let (reply, rx) = oneshot::channel();
                                let msg = Msg::Act { token: token.clone(), seq, action, lang: lang.clone(), reply };
                                match handle.tx.send(msg).await {
                                    Ok(()) => rx.await.unwrap_or_else(|_| Err(ApiError::internal("the game's table has stopped"))),
                                    Err(_) => Err(ApiError::internal("the game's table has stopped")),
                                }
                            }
                        };
                        match answer {
                            Ok(acted) => json!({"type": "acted", "seq": acted.seq, "at": acted.at}).to_string(),
                            Err(e) => json!({"type": "refused", "error": e}).to_string(),
                        }
                    }
                };
                if socket.send(reply).await.is_err() {
                    return;
                }
                if acting {
                    timings::done(Stage::Socket, started);
                }
            }
        }
    }
}
