use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::i18n::core_english;
use crate::{Event, SetupError};

/// One game option (`--option key=value`, `options` in the protocol).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    /// The allowed values; empty: free text (a file name, say), checked by the game's
    /// [`Game::canonical_options`](crate::Game::canonical_options) and `new`.
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub help: &'static str,
}

impl OptionSpec {
    /// Free text rather than one of a list.
    pub fn is_free(&self) -> bool {
        self.values.is_empty()
    }
}

/// Validated option values: every key of the game's specs, each with an allowed value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Options(BTreeMap<String, String>);

impl Options {
    /// Checks `given` against `specs` and fills in the defaults.
    pub fn parse<'a>(
        specs: &[OptionSpec],
        given: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, SetupError> {
        let mut map: BTreeMap<String, String> = specs
            .iter()
            .map(|s| (s.key.to_string(), s.default.to_string()))
            .collect();
        let refuse = |words: Event| SetupError::worded(words, core_english());
        for (key, value) in given {
            let spec = specs.iter().find(|s| s.key == key).ok_or_else(|| {
                let known: Vec<_> = specs.iter().map(|s| s.key).collect();
                refuse(if known.is_empty() {
                    Event::new("option-none").text("key", key)
                } else {
                    Event::new("option-unknown")
                        .text("key", key)
                        .text("known", known.join(", "))
                })
            })?;
            if spec.is_free() && value.is_empty() {
                return Err(refuse(
                    Event::new("option-empty")
                        .text("key", key)
                        .text("help", spec.help),
                ));
            }
            if !spec.is_free() && !spec.values.contains(&value) {
                return Err(refuse(
                    Event::new("option-value")
                        .text("key", key)
                        .text("value", value)
                        .text("values", spec.values.join(", ")),
                ));
            }
            map.insert(key.to_string(), value.to_string());
        }
        Ok(Options(map))
    }

    /// Parses `key=value` strings.
    pub fn parse_pairs(specs: &[OptionSpec], pairs: &[String]) -> Result<Self, SetupError> {
        let mut split = Vec::with_capacity(pairs.len());
        for p in pairs {
            let (k, v) = p.split_once('=').ok_or_else(|| {
                SetupError::worded(
                    Event::new("option-shape").text("option", p.as_str()),
                    core_english(),
                )
            })?;
            split.push((k.trim(), v.trim()));
        }
        Self::parse(specs, split)
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }

    /// A yes/no option; absent or not "true" is false.
    pub fn flag(&self, key: &str) -> bool {
        self.get(key) == Some("true")
    }

    /// Sets one value (a game's [`Game::canonical_options`](crate::Game::canonical_options)).
    pub fn set(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

/// The key of the option every game gives for its starting money by order of play.
pub const START_MONEY: &str = "start-money";

/// The shape of a game's `start-money` option: free text, `rulebook` (the default) or one whole
/// amount per player separated by `/`, in order of play, the start player's first. The game
/// names its money and its limits; [`StartMoney::read`] checks the shape and refuses anything
/// else in a player's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartMoney<'a, T> {
    /// What the money is called, as in "20 gold" or "3 talers".
    pub money: &'a str,
    /// The rulebook's amounts in order of play, the start player's first, at least one per
    /// player; the refusal gives them as the example.
    pub rulebook: &'a [T],
    /// The most one player may start with.
    pub most: T,
    /// The most all players together may start with, and who holds it to give ("the bank"),
    /// where the game has such a limit.
    pub in_all: Option<(T, &'a str)>,
}

impl<T> StartMoney<'_, T>
where
    T: Copy + Default + std::fmt::Display + Into<u64> + TryFrom<u64>,
{
    /// The starting money by order of play that `options` ask for with `players` players:
    /// `None` for the rulebook's amounts, else the amounts, the start player's first, 0 beyond
    /// the players. `N` is the most players the game seats.
    pub fn read<const N: usize>(
        &self,
        options: &Options,
        players: usize,
    ) -> Result<Option<[T; N]>, SetupError> {
        self.parse(options.get(START_MONEY).unwrap_or("rulebook"), players)
    }

    /// [`read`](Self::read) on the option's text.
    pub fn parse<const N: usize>(
        &self,
        text: &str,
        players: usize,
    ) -> Result<Option<[T; N]>, SetupError> {
        let text = text.trim();
        if text == "rulebook" {
            return Ok(None);
        }
        let refuse =
            |why: Event| SetupError::worded(self.shape(why, text, players), core_english());
        let amounts: Vec<&str> = text.split('/').map(str::trim).collect();
        if amounts.len() != players || players > N {
            return Err(refuse(
                Event::new("start-money-amounts").num("amounts", to_i64(amounts.len())),
            ));
        }
        let most: u64 = self.most.into();
        let mut sum = 0u64;
        let mut start = [T::default(); N];
        for (slot, amount) in start.iter_mut().zip(&amounts) {
            if amount.is_empty() || !amount.bytes().all(|b| b.is_ascii_digit()) {
                return Err(refuse(
                    Event::new("start-money-not-whole").text("amount", *amount),
                ));
            }
            let value = amount.parse::<u64>().unwrap_or(u64::MAX);
            sum = sum.saturating_add(value);
            if let Some((total, holder)) = self.in_all {
                if sum > total.into() {
                    return Err(refuse(
                        Event::new("start-money-in-all").text("holder", holder),
                    ));
                }
            }
            let too_many = || refuse(Event::new("start-money-most"));
            if value > most {
                return Err(too_many());
            }
            *slot = T::try_from(value).map_err(|_| too_many())?;
        }
        Ok(Some(start))
    }

    /// Why `text` is refused (`why`, with what it names), with the shape the option takes:
    /// the money, the limits, the rulebook's amounts as the example.
    fn shape(&self, why: Event, text: &str, players: usize) -> Event {
        let example: Vec<String> = self
            .rulebook
            .iter()
            .take(players)
            .map(ToString::to_string)
            .collect();
        let most: u64 = self.most.into();
        // What all may start with together bounds each, where it is no more than one's most.
        let (limit, total) = match self.in_all {
            Some((total, _)) if total.into() <= most => ("together", total.into()),
            Some((total, _)) => ("both", total.into()),
            None => ("each", 0),
        };
        why.text("text", text)
            .num("players", to_i64(players))
            .text("money", self.money)
            .text("limit", limit)
            .num("most", to_i64(most))
            .num("total", to_i64(total))
            .text("example", example.join("/"))
    }
}

fn to_i64(n: impl TryInto<i64>) -> i64 {
    n.try_into().unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[OptionSpec {
        key: "winter",
        values: &["false", "true"],
        default: "false",
        help: "",
    }];

    #[test]
    fn defaults_fill_and_unknown_keys_are_refused() {
        let o = Options::parse(SPECS, []).unwrap();
        assert!(!o.flag("winter"));
        let o = Options::parse_pairs(SPECS, &["winter=true".into()]).unwrap();
        assert!(o.flag("winter"));
        let e = Options::parse_pairs(SPECS, &["summer=true".into()]).unwrap_err();
        assert!(e.to_string().contains("unknown option 'summer'"), "{e}");
        let e = Options::parse_pairs(SPECS, &["winter=maybe".into()]).unwrap_err();
        assert!(e.to_string().contains("cannot be 'maybe'"), "{e}");
        assert!(Options::parse_pairs(SPECS, &["winter".into()]).is_err());
    }

    #[test]
    fn a_free_text_option_takes_any_value_but_an_empty_one() {
        const FREE: &[OptionSpec] = &[OptionSpec {
            key: "data",
            values: &[],
            default: "built-in",
            help: "",
        }];
        assert_eq!(
            Options::parse(FREE, []).unwrap().get("data"),
            Some("built-in")
        );
        let o = Options::parse_pairs(FREE, &["data=my file.toml".into()]).unwrap();
        assert_eq!(o.get("data"), Some("my file.toml"));
        assert!(Options::parse_pairs(FREE, &["data=".into()]).is_err());
    }

    /// The refusals above as data: Czech from the same words, with Czech plurals, and the
    /// player's own text quoted as typed.
    #[test]
    fn a_refused_option_is_worded_in_czech_from_its_words() {
        let cs = crate::i18n::Texts::new("cs", &[]).unwrap();
        let czech = |e: SetupError| {
            assert!(e.words().is_some(), "{e}");
            cs.setup(&e)
        };
        let e = Options::parse_pairs(SPECS, &["summer=true".into()]).unwrap_err();
        assert_eq!(czech(e), "neznámá volba 'summer' (volby: winter)");
        let e = Options::parse_pairs(&[], &["winter=true".into()]).unwrap_err();
        assert_eq!(
            czech(e),
            "neznámá volba 'winter': tato hra žádné volby nemá"
        );
        let e = Options::parse_pairs(SPECS, &["winter=maybe".into()]).unwrap_err();
        assert_eq!(
            czech(e),
            "volba 'winter' nemůže být 'maybe' (možnosti: false, true)"
        );
        let e = Options::parse_pairs(SPECS, &["winter".into()]).unwrap_err();
        assert_eq!(czech(e), "volba 'winter' má mít tvar klíč=hodnota");
        let e = GOLD.parse::<4>("1/2/3", 4).unwrap_err();
        assert_eq!(
            czech(e),
            "volba 'start-money' nemůže být '1/2/3': udává 3 částky pro 4 hráče; zadejte \
             'rulebook' nebo 4 celá čísla od 0 do 30, jedno na hráče v pořadí tahu, začínající \
             hráč první, oddělená '/', např. 20/21/22/23"
        );
        let e = GOLD.parse::<4>("31", 1).unwrap_err();
        assert!(czech(e).starts_with(
            "volba 'start-money' nemůže být '31': nikdo nemůže začít s více než 30; \
                 zadejte 'rulebook' nebo 1 celé číslo od 0 do 30,"
        ),);
        let talers: StartMoney<u8> = StartMoney {
            money: "talers",
            rulebook: &[3; 4],
            most: 99,
            in_all: Some((40, "the bank")),
        };
        let e = talers.parse::<4>("30/30", 2).unwrap_err();
        assert!(czech(e).contains(
            "všichni dohromady mohou začít nejvýš s 40; zadejte 'rulebook' nebo 2 celá \
                 čísla se součtem nejvýš 40,"
        ),);
        let e = GOLD.parse::<4>("1/2/3/4/5/6", 5).unwrap_err();
        assert!(czech(e).contains("udává 6 částek pro 5 hráčů"));
    }

    const GOLD: StartMoney<u8> = StartMoney {
        money: "gold",
        rulebook: &[20, 21, 22, 23],
        most: 30,
        in_all: None,
    };

    fn start(
        money: &StartMoney<u8>,
        given: &str,
        players: usize,
    ) -> Result<Option<[u8; 4]>, String> {
        let options = Options::parse(
            &[OptionSpec {
                key: START_MONEY,
                values: &[],
                default: "rulebook",
                help: "",
            }],
            [(START_MONEY, given)],
        )
        .map_err(|e| e.to_string())?;
        money.read(&options, players).map_err(|e| e.to_string())
    }

    #[test]
    fn start_money_reads_the_rulebook_or_one_amount_per_player_in_order_of_play() {
        assert_eq!(start(&GOLD, "rulebook", 3), Ok(None));
        assert_eq!(start(&GOLD, " rulebook ", 3), Ok(None));
        assert_eq!(start(&GOLD, "21/0/30", 3), Ok(Some([21, 0, 30, 0])));
        assert_eq!(start(&GOLD, " 5 / 5 ", 2), Ok(Some([5, 5, 0, 0])));
        assert_eq!(start(&GOLD, "7", 1), Ok(Some([7, 0, 0, 0])));
        // Absent, the option is the rulebook's.
        assert_eq!(GOLD.read::<4>(&Options::default(), 4), Ok(None));
    }

    #[test]
    fn start_money_of_another_shape_is_refused_naming_the_option_and_its_shape() {
        for (players, given, why) in [
            (4, "21/21/21", "it names 3 amounts for 4 players"),
            (2, "21", "it names 1 amount for 2 players"),
            (1, "21/21", "it names 2 amounts for 1 player"),
            (5, "1/1/1/1/1", "it names 5 amounts for 5 players"),
            (2, "20/x", "'x' is not a whole amount of gold"),
            (2, "20/-1", "'-1' is not a whole amount of gold"),
            (2, "20/2.5", "'2.5' is not a whole amount of gold"),
            (2, "20//", "it names 3 amounts"),
            (2, "20,20", "it names 1 amount"),
            (2, "Rulebook", "it names 1 amount"),
            (2, "20/31", "no player starts with more than 30 gold"),
            (
                2,
                "20/99999999999999999999999",
                "no player starts with more than 30 gold",
            ),
        ] {
            let e = start(&GOLD, given, players).unwrap_err();
            assert!(
                e.contains(&format!("option 'start-money' cannot be '{given}': {why}")),
                "{given}: {e}"
            );
            assert!(e.contains("give 'rulebook' or"), "{e}");
            assert!(e.contains("from 0 to 30"), "{e}");
        }
        let e = start(&GOLD, "1/2/3", 4).unwrap_err();
        assert!(e.contains("4 whole amounts of gold"), "{e}");
        assert!(e.ends_with("e.g. 20/21/22/23"), "{e}");
        let e = start(&GOLD, "1/2", 1).unwrap_err();
        assert!(e.contains("1 whole amount of gold"), "{e}");
        assert!(e.ends_with("e.g. 20"), "{e}");
        // An empty value is refused before the game reads it.
        assert!(start(&GOLD, "", 2).unwrap_err().contains("start-money"));
    }

    #[test]
    fn start_money_keeps_within_what_the_bank_holds_in_all() {
        let talers: StartMoney<u8> = StartMoney {
            money: "talers",
            rulebook: &[3; 4],
            most: 93,
            in_all: Some((93, "the bank")),
        };
        assert_eq!(start(&talers, "0/93", 2), Ok(Some([0, 93, 0, 0])));
        let e = start(&talers, "50/44", 2).unwrap_err();
        assert!(e.contains("the bank holds only 93 talers to give"), "{e}");
        assert!(e.contains("talers together at most 93,"), "{e}");
        let e = start(&talers, "3/99999999999999999999999", 2).unwrap_err();
        assert!(e.contains("the bank holds only 93 talers to give"), "{e}");
        assert!(e.ends_with("e.g. 3/3"), "{e}");
    }
}
