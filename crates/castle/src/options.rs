//! The game's options: `winter`, and `start-money`, the talers each seat starts with in order
//! of play (CAS-2.5: 3 each).

use cathedra_core::{OptionSpec, Options, SetupError, StartMoney, START_MONEY};

use crate::data;

pub(crate) const WINTER: &str = "winter";

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
    let most = most_start_talers(players);
    StartMoney {
        money: "talers",
        rulebook: &[data::START_TALERS; 4],
        most,
        in_all: Some((most, "besides the round track, the bank")),
    }
    .read(options, players)
}
