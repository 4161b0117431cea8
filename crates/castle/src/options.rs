//! The game's options: `winter`, and `start-money`, the talers each seat starts with in order
//! of play (CAS-2.5: 3 each).

use cathedra_core::{OptionSpec, Options, SetupError};

use crate::data;

pub(crate) const WINTER: &str = "winter";
pub(crate) const START_MONEY: &str = "start-money";

pub(crate) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: WINTER,
        values: &["false", "true"],
        default: "false",
        help: "play the winter side with the six winter cards",
    },
    OptionSpec {
        key: START_MONEY,
        values: &[],
        default: "rulebook",
        help: "starting talers in order of play, the start player's first, one amount per player \
               separated by '/', e.g. 2/3/3/4; 'rulebook' gives every player 3 (CAS-2.5)",
    },
];

/// The talers the bank holds besides the round track, at most what all seats may start with.
pub(crate) const fn most_start_talers(players: usize) -> u8 {
    data::TALERS_TOTAL - data::rounds(players)
}

/// The starting talers by order of play that `options` ask for with `players` players: `None`
/// for the rulebook's 3 each.
pub(crate) fn start_money(
    options: &Options,
    players: usize,
) -> Result<Option<[u8; 4]>, SetupError> {
    let text = options.get(START_MONEY).unwrap_or("rulebook").trim();
    if text == "rulebook" {
        return Ok(None);
    }
    let most = most_start_talers(players);
    let bad = |why: &str| {
        SetupError::BadOption(format!(
            "option '{START_MONEY}' cannot be '{text}': {why}; give 'rulebook' or {players} \
             whole amounts of talers separated by '/', the start player's first, together at \
             most the {most} talers of the bank, e.g. {}",
            vec![data::START_TALERS.to_string(); players].join("/")
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
    let mut talers = [0; 4];
    let mut sum = 0u32;
    for (slot, amount) in talers.iter_mut().zip(&amounts) {
        if amount.is_empty() || !amount.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad(&format!("'{amount}' is not a whole amount of talers")));
        }
        let t = amount.parse::<u32>().unwrap_or(u32::MAX);
        sum = sum.saturating_add(t);
        if sum > u32::from(most) {
            return Err(bad(&format!(
                "the bank holds only {most} talers besides the round track"
            )));
        }
        *slot = t as u8;
    }
    Ok(Some(talers))
}
