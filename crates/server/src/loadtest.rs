//! `cathedra loadtest`: starts `cathedra serve` on 127.0.0.1 with a fresh database, keeps
//! `games` games going at once, each seat played by a client on its own WebSocket that acts at
//! random as soon as it may, and reports action round-trip latency, actions per second, the
//! server's memory per live game and SQLite's write amplification. Bounded: it stops after
//! `seconds` and never addresses anything but the loopback server it started.
//!
//! Every seat's client connects first; play, and the clock of the figures, start once all are
//! connected, so that the round trips measured are those of live games, not of thousands of
//! WebSockets opened in the same second (the time that takes is reported on its own).

use std::fmt;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{json, Value};
use tokio::sync::{watch, Barrier, Mutex};
use tokio_tungstenite::tungstenite::Message;

/// Clock ticks a second of `/proc/<pid>/stat`'s CPU times (`getconf CLK_TCK`, 100 on Linux).
const CLOCK_TICKS: f64 = 100.0;

/// What to run.
#[derive(Debug, Clone)]
pub struct Config {
    pub games: usize,
    pub game: String,
    pub players: usize,
    pub seconds: u64,
    /// Each client's pause before acting.
    pub think_ms: u64,
    /// Start the server with `--fsync` (every commit synced to the disk).
    pub fsync: bool,
    /// The `cathedra` binary to start the server with.
    pub server: PathBuf,
}

/// Why the load test could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("load test: {0}")]
    Failed(String),
    #[error("load test: {0}")]
    Io(#[from] std::io::Error),
}

fn failed(what: impl fmt::Display) -> LoadError {
    LoadError::Failed(what.to_string())
}

/// The figures measured.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    pub games: usize,
    pub game: String,
    pub players: usize,
    pub seconds: f64,
    /// How long every seat's WebSocket took to connect, before play started.
    pub connect_seconds: f64,
    pub actions: u64,
    pub refused: u64,
    pub games_finished: u64,
    pub actions_per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// Server resident memory after starting, after creating the games, at the end (KiB).
    pub rss_start_kib: u64,
    pub rss_created_kib: u64,
    pub rss_end_kib: u64,
    /// (RSS with the games live − RSS at start) / live games, at creation and at the end.
    pub kib_per_game_created: f64,
    pub kib_per_game_end: f64,
    /// While the games are played, at each quarter of the time: the actions acknowledged a
    /// game so far and (RSS − RSS at start) / live games, so that memory a game can be seen
    /// to stay flat (or not) as the games get longer.
    pub rss_while_playing: Vec<RssSample>,
    /// The server's CPU time (user and system) while the games were played, per acknowledged
    /// action, in microseconds: a figure that does not depend on the clients' share of the
    /// machine.
    pub cpu_us_per_action: f64,
    /// Bytes the server wrote (write calls) per byte of record (actors and actions).
    pub write_amplification: f64,
    pub record_bytes: u64,
    pub written_bytes: u64,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} games of {} ({} players) for {:.1} s on 127.0.0.1, their {} WebSockets connected in {:.2} s before",
            self.games,
            self.game,
            self.players,
            self.seconds,
            self.games * self.players,
            self.connect_seconds
        )?;
        writeln!(
            f,
            "actions        {} acknowledged ({} refused as stale), {} games finished",
            self.actions, self.refused, self.games_finished
        )?;
        writeln!(f, "throughput     {:.0} actions/s", self.actions_per_second)?;
        writeln!(
            f,
            "round trip     p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.p50_ms, self.p99_ms, self.max_ms
        )?;
        writeln!(
            f,
            "server memory  {} KiB at start, {} KiB with the games created, {} KiB at the end",
            self.rss_start_kib, self.rss_created_kib, self.rss_end_kib
        )?;
        writeln!(
            f,
            "per live game  {:.1} KiB when created, {:.1} KiB at the end",
            self.kib_per_game_created, self.kib_per_game_end
        )?;
        for s in &self.rss_while_playing {
            writeln!(
                f,
                "  at {:>5.1} s  {:.1} KiB a game after {:.1} actions a game",
                s.seconds, s.kib_per_game, s.actions_per_game
            )?;
        }
        writeln!(
            f,
            "server CPU     {:.1} µs (user and system) an acknowledged action",
            self.cpu_us_per_action
        )?;
        write!(
            f,
            "SQLite         {} bytes written for {} bytes of record: write amplification {:.1}",
            self.written_bytes, self.record_bytes, self.write_amplification
        )
    }
}

/// The server's memory at one moment of play.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct RssSample {
    pub seconds: f64,
    pub actions_per_game: f64,
    pub kib_per_game: f64,
}

/// The server child, stopped when dropped.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl ServerProcess {
    fn start(exe: &Path, db: &Path, fsync: bool) -> Result<ServerProcess, LoadError> {
        let mut command = Command::new(exe);
        command
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(db);
        if fsync {
            command.arg("--fsync");
        }
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| failed("no server output"))?;
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line)?;
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|a| a.parse::<SocketAddr>().ok())
            .ok_or_else(|| failed(format!("the server did not say where it listens: {line}")))?;
        if !addr.ip().is_loopback() {
            return Err(failed("the server is not on the loopback address"));
        }
        Ok(ServerProcess { child, addr })
    }

    fn status(&self, field: &str) -> u64 {
        proc_field(&format!("/proc/{}/status", self.child.id()), field)
    }

    /// CPU time used so far (user and system), in clock ticks (`/proc/<pid>/stat`).
    fn cpu_ticks(&self) -> u64 {
        let stat =
            std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap_or_default();
        // The fields after the command's name (in parentheses, which may hold spaces).
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map_or("", |(_, rest)| rest)
            .split_whitespace()
            .collect();
        let field = |i: usize| {
            fields
                .get(i)
                .and_then(|f| f.parse::<u64>().ok())
                .unwrap_or(0)
        };
        // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after it.
        field(11) + field(12)
    }

    fn written(&self) -> u64 {
        proc_field(&format!("/proc/{}/io", self.child.id()), "wchar:")
    }
}

/// A number field (`VmRSS:`, `wchar:`) of a /proc file; 0 where there is none.
fn proc_field(path: &str, field: &str) -> u64 {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

#[derive(Default)]
struct Tally {
    latencies_us: Mutex<Vec<u32>>,
    actions: AtomicU64,
    refused: AtomicU64,
    finished: AtomicU64,
}

/// Runs the load test.
pub fn run(config: &Config) -> Result<Report, LoadError> {
    let dir = std::env::temp_dir().join(format!("cathedra-loadtest-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let db = dir.join("load.sqlite");
    let result = (|| {
        let server = ServerProcess::start(&config.server, &db, config.fsync)?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?;
        let report = runtime.block_on(drive(config, &server))?;
        drop(server);
        let record_bytes = record_bytes(&db)?;
        Ok(Report {
            record_bytes,
            write_amplification: report.written_bytes as f64 / record_bytes.max(1) as f64,
            ..report
        })
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn record_bytes(db: &Path) -> Result<u64, LoadError> {
    let conn = rusqlite::Connection::open(db).map_err(failed)?;
    conn.query_row(
        "SELECT COALESCE(SUM(length(actor) + length(action) + length(game_id) + 8), 0) FROM actions",
        [],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n as u64)
    .map_err(failed)
}

async fn drive(config: &Config, server: &ServerProcess) -> Result<Report, LoadError> {
    let base = format!("http://{}", server.addr);
    let http = reqwest::Client::new();
    let rss_start = server.status("VmRSS:");
    let written_start = server.written();
    let mut created = Vec::with_capacity(config.games);
    for _ in 0..config.games {
        created.push(create(&http, &base, config).await?);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let rss_created = server.status("VmRSS:");
    let tally = Arc::new(Tally::default());
    let (start_tx, start_rx) = watch::channel(None);
    let clock = Clock {
        connected: Arc::new(Barrier::new(config.games * config.players + 1)),
        start: start_rx,
        length: Duration::from_secs(config.seconds),
    };
    let connecting = Instant::now();
    let mut tasks = Vec::new();
    for game in created {
        let (tally, http, base, config) = (
            Arc::clone(&tally),
            http.clone(),
            base.clone(),
            config.clone(),
        );
        let mut clock = clock.clone();
        tasks.push(tokio::spawn(async move {
            let mut game = game;
            let mut first = true;
            loop {
                play(&base, &game, &config, &tally, &clock, first).await?;
                first = false;
                if Instant::now() >= clock.deadline().await? {
                    return Ok::<(), LoadError>(());
                }
                tally.finished.fetch_add(1, Ordering::Relaxed);
                game = create(&http, &base, &config).await?;
            }
        }));
    }
    clock.connected.wait().await;
    let connect_seconds = connecting.elapsed().as_secs_f64();
    let start = Instant::now();
    let cpu_start = server.cpu_ticks();
    let _ = start_tx.send(Some(start));
    let mut rss_while_playing = Vec::new();
    for quarter in 1..=4u32 {
        // The last sample a little before the deadline, while every game is still played.
        let at = Duration::from_secs(config.seconds) * quarter / 4;
        let at = at.saturating_sub(Duration::from_millis(if quarter == 4 { 200 } else { 0 }));
        tokio::time::sleep_until((start + at).into()).await;
        let actions = tally.actions.load(Ordering::Relaxed);
        rss_while_playing.push(RssSample {
            seconds: start.elapsed().as_secs_f64(),
            actions_per_game: actions as f64 / config.games as f64,
            kib_per_game: server.status("VmRSS:").saturating_sub(rss_start) as f64
                / config.games as f64,
        });
    }
    for t in tasks {
        t.await.map_err(failed)??;
    }
    let seconds = start.elapsed().as_secs_f64();
    let cpu_us = server.cpu_ticks().saturating_sub(cpu_start) as f64 * 1e6 / CLOCK_TICKS;
    let rss_end = server.status("VmRSS:");
    let written = server.written().saturating_sub(written_start);
    let mut lat = std::mem::take(&mut *tally.latencies_us.lock().await);
    lat.sort_unstable();
    let pct = |p: f64| {
        lat.get(((lat.len() as f64 * p) as usize).min(lat.len().saturating_sub(1)))
            .map_or(0.0, |&us| f64::from(us) / 1000.0)
    };
    let actions = tally.actions.load(Ordering::Relaxed);
    let per_game = |rss: u64| rss.saturating_sub(rss_start) as f64 / config.games as f64;
    Ok(Report {
        games: config.games,
        game: config.game.clone(),
        players: config.players,
        seconds,
        connect_seconds,
        actions,
        refused: tally.refused.load(Ordering::Relaxed),
        games_finished: tally.finished.load(Ordering::Relaxed),
        actions_per_second: actions as f64 / seconds,
        p50_ms: pct(0.5),
        p99_ms: pct(0.99),
        max_ms: lat.last().map_or(0.0, |&us| f64::from(us) / 1000.0),
        rss_start_kib: rss_start,
        rss_created_kib: rss_created,
        rss_end_kib: rss_end,
        kib_per_game_created: per_game(rss_created),
        kib_per_game_end: per_game(rss_end),
        rss_while_playing,
        cpu_us_per_action: cpu_us / actions.max(1) as f64,
        write_amplification: 0.0,
        record_bytes: 0,
        written_bytes: written,
    })
}

/// A created game: its id and its seats' tokens.
struct Created {
    id: String,
    tokens: Vec<String>,
}

async fn create(http: &reqwest::Client, base: &str, config: &Config) -> Result<Created, LoadError> {
    let seats: Vec<Value> = (0..config.players).map(|_| json!({})).collect();
    let reply: Value = http
        .post(format!("{base}/api/games"))
        .json(&json!({"game": config.game, "seats": seats}))
        .send()
        .await
        .map_err(failed)?
        .json()
        .await
        .map_err(failed)?;
    let id = reply["id"]
        .as_str()
        .ok_or_else(|| failed(format!("the server did not create a game: {reply}")))?
        .to_string();
    let tokens = reply["seats"]
        .as_array()
        .map(|s| {
            s.iter()
                .filter_map(|s| s["token"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    Ok(Created { id, tokens })
}

/// When play starts and ends: the clients of the first games wait at `connected` until every
/// seat is connected, then the driver sets `start`.
#[derive(Clone)]
struct Clock {
    connected: Arc<Barrier>,
    start: watch::Receiver<Option<Instant>>,
    length: Duration,
}

impl Clock {
    /// The end of play, once it has started.
    async fn deadline(&mut self) -> Result<Instant, LoadError> {
        let start = *self.start.wait_for(Option::is_some).await.map_err(failed)?;
        Ok(start.map_or_else(Instant::now, |s| s + self.length))
    }
}

/// Plays one game to its end or the deadline, a client per seat; the first games' clients wait
/// for every other seat to connect before they play.
async fn play(
    base: &str,
    game: &Created,
    config: &Config,
    tally: &Arc<Tally>,
    clock: &Clock,
    first: bool,
) -> Result<(), LoadError> {
    let ws_base = base.replacen("http://", "ws://", 1);
    let mut seats = Vec::new();
    for (i, token) in game.tokens.iter().enumerate() {
        let url = format!("{ws_base}/api/games/{}/ws?token={token}", game.id);
        let tally = Arc::clone(tally);
        let think = Duration::from_millis(config.think_ms);
        // Each game's clients their own choices and pauses (FNV-1a of the game's id).
        let game_hash = game.id.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let seed = (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game_hash;
        let clock = clock.clone();
        seats.push(tokio::spawn(async move {
            seat_client(&url, &tally, think, clock, first, seed).await
        }));
    }
    for s in seats {
        s.await.map_err(failed)??;
    }
    Ok(())
}

/// A message the server pushes, read no further than a client needs: the rest of the state
/// (the view, the log, the action texts) is skipped without being built.
#[derive(Deserialize)]
struct Pushed<'a> {
    #[serde(rename = "type", borrow)]
    kind: &'a str,
    #[serde(default, borrow)]
    state: Option<PushedState<'a>>,
}

#[derive(Deserialize)]
struct PushedState<'a> {
    seq: u64,
    over: bool,
    #[serde(borrow)]
    actions: Vec<PushedChoice<'a>>,
}

#[derive(Deserialize)]
struct PushedChoice<'a> {
    #[serde(borrow)]
    action: &'a RawValue,
}

/// One seat: acts at random whenever it may, timing each action until its acknowledgement.
async fn seat_client(
    url: &str,
    tally: &Tally,
    think: Duration,
    mut clock: Clock,
    first: bool,
    seed: u64,
) -> Result<(), LoadError> {
    // Without Nagle's algorithm, as the server: an action goes out at once.
    let connected = tokio_tungstenite::connect_async_with_config(url, None, true).await;
    if first {
        // Wait for the others even when this one failed, so that none waits forever.
        clock.connected.wait().await;
    }
    let (mut ws, _) = connected.map_err(failed)?;
    let deadline = clock.deadline().await?;
    let mut rng = seed | 1;
    let mut sent: Option<Instant> = None;
    let mut acted_once = false;
    let mut latencies = Vec::new();
    loop {
        let remaining = deadline.saturating_duration_since(Instant::now());
        if remaining.is_zero() {
            break;
        }
        let msg = match tokio::time::timeout(remaining, ws.next()).await {
            Err(_) | Ok(None) => break,
            Ok(Some(msg)) => msg.map_err(failed)?,
        };
        let Message::Text(text) = msg else { continue };
        let pushed: Pushed = serde_json::from_str(text.as_str()).map_err(failed)?;
        match pushed.kind {
            "state" => {
                let Some(state) = pushed.state else {
                    return Err(failed(format!("a state push without a state: {text}")));
                };
                if state.over {
                    break;
                }
                if sent.is_some() || state.actions.is_empty() {
                    continue;
                }
                // xorshift: the clients need no more than a spread of choices.
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let pick = state.actions[(rng % state.actions.len() as u64) as usize].action;
                if !think.is_zero() {
                    // Players' pace varies: a pause drawn evenly from ½ to 1½ times `think`,
                    // and the first from none to twice `think`, so that games started together
                    // do not act in the same millisecond turn after turn, as they would with
                    // one fixed pause.
                    let (least, spread) = if acted_once {
                        (think / 2, think)
                    } else {
                        (Duration::ZERO, 2 * think)
                    };
                    let spread = spread.as_micros() as u64 + 1;
                    let pause = least + Duration::from_micros((rng >> 11) % spread);
                    tokio::time::sleep(pause).await;
                }
                acted_once = true;
                let act = format!(
                    r#"{{"type":"act","seq":{},"action":{}}}"#,
                    state.seq,
                    pick.get()
                );
                sent = Some(Instant::now());
                ws.send(Message::text(act)).await.map_err(failed)?;
            }
            "acted" => {
                if let Some(t) = sent.take() {
                    latencies.push(t.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
                }
                tally.actions.fetch_add(1, Ordering::Relaxed);
            }
            "refused" => {
                sent = None;
                tally.refused.fetch_add(1, Ordering::Relaxed);
                ws.send(Message::text(r#"{"type":"sync"}"#))
                    .await
                    .map_err(failed)?;
            }
            _ => return Err(failed(format!("unexpected message: {text}"))),
        }
    }
    let _ = ws.close(None).await;
    tally.latencies_us.lock().await.extend(latencies);
    Ok(())
}
