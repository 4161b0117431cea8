//! The game's options: `start-money`, the starting gold by turn order (PIL-16.4).

use cathedra_core::{OptionSpec, Options, SetupError, StartMoney, START_MONEY};

use crate::data::{GOLD_CAP, START_GOLD};
use crate::state::MAX_SEATS;

pub(crate) const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: START_MONEY,
    values: &[],
    default: "rulebook",
    help: "starting gold in order of play, the start player's first, one amount per player \
           separated by '/', e.g. 21/21/21/21; 'rulebook' gives 20, 21, 22, 23 (PIL-16.4)",
}];

/// The rulebook's starting gold by turn order (PIL-16.4: the start player 20, each next 1 more).
const RULEBOOK_GOLD: [u8; MAX_SEATS] = {
    let mut gold = [START_GOLD; MAX_SEATS];
    let mut i = 0;
    while i < MAX_SEATS {
        gold[i] += i as u8;
        i += 1;
    }
    gold
};

/// The starting gold by turn order that `options` ask for with `players` players: `None` for
/// the rulebook's amounts.
pub(crate) fn start_money(
    options: &Options,
    players: usize,
) -> Result<Option<[u8; MAX_SEATS]>, SetupError> {
    StartMoney {
        money: "gold",
        rulebook: &RULEBOOK_GOLD,
        most: GOLD_CAP,
        in_all: None,
    }
    .read(options, players)
}
