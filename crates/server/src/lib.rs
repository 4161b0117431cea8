//! The cathedra server: every landed game in the browser and over a documented HTTP and
//! WebSocket API (docs/server.md). A game is its record in SQLite; one task per live game owns
//! its state; seats are bound to secret tokens; bots think off the async runtime.

pub mod agents;
mod api;
pub mod error;
pub mod loadtest;
mod socket;
mod speech;
pub mod store;
mod table;
mod timings;
mod web;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use axum::serve::ListenerExt;
use cathedra_core::{GameInfo, Log, Record, RECORD_FORMAT};
use rand_core::{OsRng, RngCore};

pub use api::router;
pub use error::{ApiError, StoreError};
use speech::Speech;
pub use store::Durability;
use store::Store;
use table::{Handle, Setup};

/// The most games one server keeps; creating more is refused until it restarts with a larger
/// database budget.
pub const MAX_GAMES: usize = 100_000;

/// How `cathedra serve` runs.
#[derive(Debug, Clone)]
pub struct Config {
    pub db: PathBuf,
    pub addr: SocketAddr,
    pub durability: Durability,
}

/// The server's state: the games it knows, the live tables, the store.
pub struct Server {
    games: Vec<GameInfo>,
    tables: RwLock<HashMap<String, Handle>>,
    store: Store,
    /// The games' texts and the UI's words in every language.
    speech: Speech,
}

/// Why the server cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl Server {
    /// Opens the database and resumes every game from its record. Must run inside a tokio
    /// runtime. Games whose record cannot be replayed are reported and left out.
    pub fn open(
        db: &Path,
        games: Vec<GameInfo>,
        durability: Durability,
    ) -> Result<Arc<Server>, StartError> {
        let (store, stored) = store::open(db, durability)?;
        let mut tables = HashMap::with_capacity(stored.len());
        for stored in stored {
            let new = stored.new;
            let Some(info) = games.iter().find(|g| g.id == new.game).cloned() else {
                eprintln!("game {}: this cathedra has no game '{}'", new.id, new.game);
                continue;
            };
            let record = Record {
                format: RECORD_FORMAT,
                game: new.game.clone(),
                rules: new.rules,
                players: new.seats.len(),
                options: new.options.clone(),
                seed: None,
                actions: stored.actions,
                scores: None,
            };
            let mut log = Log::recording();
            let game = match (info.replay)(&record, &mut log) {
                Ok(game) => game,
                Err(e) => {
                    eprintln!("game {}: its record does not replay: {e}", new.id);
                    continue;
                }
            };
            let setup = Setup {
                id: new.id.clone(),
                info,
                game,
                log: log.take(),
                seq: record.actions.len() as u64,
                key: new.key,
                options: new.options,
                seats: new.seats,
                abandon_after: new.abandon_after,
                turn_clock: new.turn_clock,
                time_bank: new.time_bank,
            };
            tables.insert(new.id, table::spawn(setup, store.clone()));
        }
        Ok(Arc::new(Server {
            speech: Speech::new(&games),
            games,
            tables: RwLock::new(tables),
            store,
        }))
    }

    /// How many games are live.
    pub fn live_games(&self) -> usize {
        self.tables.read().map_or(0, |t| t.len())
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn table(&self, id: &str) -> Option<Handle> {
        self.tables.read().ok()?.get(id).cloned()
    }
}

/// A secret of `bytes` random bytes from the operating system, in hex.
pub(crate) fn secret(bytes: usize) -> Result<String, ApiError> {
    let mut buf = vec![0u8; bytes];
    OsRng
        .try_fill_bytes(&mut buf)
        .map_err(|e| ApiError::internal(format!("no entropy for a secret: {e}")))?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

/// `cathedra serve`: opens the database, resumes its games, and serves until Ctrl-C.
pub async fn serve(config: Config) -> Result<(), StartError> {
    let server = Server::open(&config.db, cathedra_games::games(), config.durability)?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| StartError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr()?;
    println!(
        "cathedra serves http://{addr}/ ({} games from {})",
        server.live_games(),
        config.db.display()
    );
    // Each push and reply is one small write that a client waits for: sent at once, not held
    // back by Nagle's algorithm until the previous segment is acknowledged (the peer may delay
    // that acknowledgement by 40 ms).
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, router(server))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}

/// [`serve`] on a runtime of its own, for the command line.
pub fn run(config: Config) -> Result<(), StartError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(config))
}
