//! The engine protocol: the first byte picks the game and player count of a `new` request that
//! primes a fresh engine; the rest is sent line by line (see `cathedra_fuzz::engine_session`).
#![no_main]

use std::sync::OnceLock;

use cathedra_core::GameInfo;
use libfuzzer_sys::fuzz_target;

static GAMES: OnceLock<Vec<GameInfo>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let games = GAMES.get_or_init(cathedra_cli::registry::games);
    cathedra_fuzz::engine_session(games, data);
});
