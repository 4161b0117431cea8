//! The game's options: `start-money`, the starting gold by turn order (PIL-16.4).

use cathedra_core::{OptionSpec, Options, SetupError};

use crate::data::{GOLD_CAP, START_GOLD};
use crate::state::MAX_SEATS;

pub(crate) const START_MONEY: &str = "start-money";

pub(crate) const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: START_MONEY,
    values: &[],
    default: "rulebook",
    help: "starting gold in order of play, the start player's first, one amount per player \
           separated by '/', e.g. 21/21/21/21; 'rulebook' gives 20, 21, 22, 23 (PIL-16.4)",
}];

/// The starting gold by turn order that `options` ask for with `players` players: `None` for
/// the rulebook's amounts.
pub(crate) fn start_money(
    options: &Options,
    players: usize,
) -> Result<Option<[u8; MAX_SEATS]>, SetupError> {
    let text = options.get(START_MONEY).unwrap_or("rulebook").trim();
    if text == "rulebook" {
        return Ok(None);
    }
    let bad = |why: &str| {
        SetupError::BadOption(format!(
            "option '{START_MONEY}' cannot be '{text}': {why}; give 'rulebook' or {players} \
             whole amounts of gold from 0 to {GOLD_CAP} separated by '/', the start player's \
             first, e.g. {}",
            rulebook_amounts(players)
        ))
    };
    let amounts: Vec<&str> = text.split('/').map(str::trim).collect();
    if amounts.len() != players {
        return Err(bad(&format!(
            "it names {} amount{} for {players} players",
            amounts.len(),
            if amounts.len() == 1 { "" } else { "s" }
        )));
    }
    let mut gold = [0; MAX_SEATS];
    for (slot, amount) in gold.iter_mut().zip(&amounts) {
        if amount.is_empty() || !amount.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad(&format!("'{amount}' is not a whole amount of gold")));
        }
        *slot = match amount.parse::<u32>() {
            Ok(g) if g <= u32::from(GOLD_CAP) => g as u8,
            _ => return Err(bad(&format!("no player holds more than {GOLD_CAP} gold"))),
        };
    }
    Ok(Some(gold))
}

/// The rulebook's amounts for `players` players, written as the option takes them.
fn rulebook_amounts(players: usize) -> String {
    (0..players)
        .map(|i| (usize::from(START_GOLD) + i).to_string())
        .collect::<Vec<_>>()
        .join("/")
}
