//! Player-facing texts: actions, the log, a board for the terminal.

use std::sync::OnceLock;

use cathedra_core::i18n::Texts;
use cathedra_core::{Actor, Audience, Event, Game, Log, Observer, Seat};

use crate::action::{Action, Guard, Place};
use crate::cards::Cards;
use crate::data::{self, Ability, Effect, APPRENTICES, BUILDINGS, RESOURCE_NAMES};
use crate::state::{Architects, Stage};

/// Every building and apprentice card by the id the view gives it, with what it does, and
/// every variable board: in English, built from the card data (`building_text`,
/// `apprentice_text`, `board_text`). The English translation file repeats these words and a
/// test checks that it still does (`crates/cli/tests/languages.rs`); everything a player reads
/// (choices, boards, the log, `card`) comes from the translation files only.
pub(crate) fn terms() -> Vec<cathedra_core::Term> {
    use crate::view::ids;
    let buildings = BUILDINGS.iter().enumerate().map(|(c, b)| {
        cathedra_core::Term::new(
            ids::building(c as u8),
            b.name,
            format!("Building card: {}.", building_text(b)),
        )
    });
    let apprentices = APPRENTICES.iter().enumerate().map(|(c, a)| {
        cathedra_core::Term::new(
            ids::apprentice(c as u8),
            a.name,
            format!("Apprentice: {}.", apprentice_text(a)),
        )
    });
    let boards = data::BOARDS.iter().map(|board| {
        cathedra_core::Term::new(
            board.name,
            board.name,
            format!("Player board: {}.", board_text(board)),
        )
    });
    buildings.chain(apprentices).chain(boards).collect()
}

/// The game's English texts, from its translation files (built once).
pub(crate) fn english() -> &'static Texts {
    static ENGLISH: OnceLock<Texts> = OnceLock::new();
    ENGLISH.get_or_init(|| Texts::english(&[Architects::LOCALES]))
}

impl Architects {
    /// The building Lothaire is choosing how to pay, if she is.
    fn discounting(&self) -> Option<u8> {
        match self.stage {
            Stage::Discount { building } => Some(building),
            _ => None,
        }
    }
}

/// A variable board's term in English: its start and its ability (AWK-21.1, §5.8).
fn board_text(b: &data::Board) -> String {
    let mut start = vec![
        format!("{} silver", b.silver),
        format!("virtue {}", b.virtue),
    ];
    if b.prison > 0 {
        start.push(format!("{} workers in the Prison", b.prison));
    }
    if b.resources.iter().any(|&r| r > 0) {
        start.push(goods_and_silver(&b.resources, 0));
    }
    if b.debts > 0 {
        start.push(format!("{} unpaid debt", b.debts));
    }
    if b.cards > 0 {
        start.push(format!(
            "{} building card{} more after the draft",
            b.cards,
            if b.cards == 1 { "" } else { "s" }
        ));
    }
    format!(
        "{}: starts with {}; {}",
        b.name,
        start.join(", "),
        b.ability
    )
}

/// A building card's name in the language of `texts` (an unknown card: `card-unknown`).
fn building_name(texts: &Texts, card: u8) -> String {
    texts
        .term_name(&crate::view::ids::building(card))
        .unwrap_or_else(|| texts.get("card-unknown", None))
}

/// An apprentice card's name in the language of `texts`.
fn apprentice_name(texts: &Texts, card: u8) -> String {
    texts
        .term_name(&crate::view::ids::apprentice(card))
        .unwrap_or_else(|| texts.get("card-unknown", None))
}

/// The message of each location's name, in the order of `data::LOCATION_NAMES`.
const LOCATION_KEYS: [&str; 9] = [
    "location-quarry",
    "location-forest",
    "location-mines",
    "location-silversmith",
    "location-storehouse",
    "location-workshop",
    "location-town-centre",
    "location-tax-stand",
    "location-guardhouse",
];

/// What a card's term says of it in the language of `texts`, without the kind of card before
/// it ("Apprentice: ", "Building card: ") and the full stop after it. The translation files
/// are the only source of these words: a card no file names (no card of the game) is
/// `card-unknown`, and a card of the game missing from a file fails the languages test.
fn card_text_in(texts: &Texts, id: &str) -> String {
    texts
        .term_text(id)
        .and_then(|t| {
            let (_, text) = t.split_once(": ")?;
            Some(text.strip_suffix('.').unwrap_or(text).to_string())
        })
        .unwrap_or_else(|| texts.get("card-unknown", None))
}

fn apprentice_text_in(texts: &Texts, card: u8) -> String {
    card_text_in(texts, &crate::view::ids::apprentice(card))
}

fn board_text_in(texts: &Texts, board: u8) -> String {
    let id = data::BOARDS.get(usize::from(board)).map_or("", |b| b.name);
    card_text_in(texts, id)
}

fn building_text_in(texts: &Texts, card: u8) -> String {
    card_text_in(texts, &crate::view::ids::building(card))
}

/// A yes-or-no argument of a message, for its selectors.
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// "a, b and c" in the language of `texts`.
fn list_in(texts: &Texts, mut parts: Vec<String>) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            texts.with(
                "list-and",
                [("first", parts.join(", ").into()), ("last", last.into())],
            )
        }
    }
}

/// Resources and silver in the language of `texts`: "2 wood, 1 stone and 3 silver".
fn goods_in(texts: &Texts, r: &[u8; 5], silver: u16) -> String {
    const KEYS: [&str; 5] = [
        "goods-clay",
        "goods-wood",
        "goods-stone",
        "goods-gold",
        "goods-marble",
    ];
    let mut parts: Vec<String> = r
        .iter()
        .zip(KEYS)
        .filter(|(k, _)| **k > 0)
        .map(|(k, key)| texts.with(key, [("n", u32::from(*k).into())]))
        .collect();
    if silver > 0 {
        parts.push(texts.with("goods-silver", [("n", u32::from(silver).into())]));
    }
    if parts.is_empty() {
        return texts.get("goods-nothing", None);
    }
    list_in(texts, parts)
}

/// Goods and silver ("2 wood, 1 stone and 3 silver"), or "nothing", in English for the terms.
fn goods_and_silver(r: &[u8; 5], silver: u16) -> String {
    let mut parts: Vec<String> = r
        .iter()
        .zip(RESOURCE_NAMES)
        .filter(|(k, _)| **k > 0)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    if silver > 0 {
        parts.push(format!("{silver} silver"));
    }
    match parts.len() {
        0 => "nothing".into(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    }
}

/// "1 trade", "3 trades".
fn skills_text(skills: u8) -> String {
    let names: Vec<&str> = [
        (data::CARPENTRY, "carpentry"),
        (data::TILING, "tiling"),
        (data::MASONRY, "masonry"),
    ]
    .iter()
    .filter(|(bit, _)| skills & bit != 0)
    .map(|(_, n)| *n)
    .collect();
    if names.is_empty() {
        "no skill".into()
    } else {
        names.join(", ")
    }
}

fn ability_text(a: Ability) -> String {
    match a {
        Ability::CathedralCard => "on each Cathedral advance, draw 1 building card".into(),
        Ability::CathedralClay => "on each Cathedral advance, gain 2 clay".into(),
        Ability::CathedralSilver => "on each Cathedral advance, gain 2 silver".into(),
        Ability::Conspirator => "Town Centre captures cost 1 silver less (never the tax)".into(),
        Ability::DebtCollector(r) => {
            format!("on paying off a debt, gain 2 {}", RESOURCE_NAMES[r])
        }
        Ability::Gatekeeper => {
            "at each Black Market reset, up to 2 of your workers leave the Prison".into()
        }
        Ability::Illusionist => "Black Market actions cost no virtue".into(),
        Ability::Jeweller => "Silversmith: 1 more silver".into(),
        Ability::Labourer => "all three skills".into(),
        Ability::Trade(t) => format!(
            "an extra King's Storehouse trade: {}",
            TRADE_TEXT
                .get(usize::from(t))
                .map_or("?", |x| x.split(" (").next().unwrap_or(x))
        ),
        Ability::Miner => "Mines: 1 more clay, whether you take clay or gold".into(),
        Ability::Pickpocket => "Tax Stand: also gain 1 gold".into(),
        Ability::Squire(0) => {
            "at each Black Market reset with none of your workers in the Prison, gain 1 gold".into()
        }
        Ability::Squire(1) => {
            "at each Black Market reset with none of your workers in the Prison, gain 1 marble"
                .into()
        }
        Ability::Squire(_) => {
            "at each Black Market reset with none of your workers in the Prison, gain 2 virtue"
                .into()
        }
        Ability::Stonecutter => "Quarry: 1 more stone".into(),
        Ability::Swindler(r, k) => {
            format!("any Black Market action: gain {k} {}", RESOURCE_NAMES[r])
        }
        Ability::Thief => "Tax Stand: lose 1 virtue less".into(),
        Ability::Trickster => "Black Market actions cost 1 silver less".into(),
        Ability::Woodcutter => "Forest: 1 more wood".into(),
        Ability::Enforcer => {
            "Guardhouse: when you send captured workers to the Prison, also gain 1 gold".into()
        }
        Ability::Overseer => "King's Storehouse: 1 more trade".into(),
        Ability::Peddler => "at each Black Market reset, gain 2 silver".into(),
    }
}

/// An apprentice's term in English: name, skills, virtue, ability.
fn apprentice_text(a: &data::Apprentice) -> String {
    let virtue = match a.virtue {
        0 => String::new(),
        v => format!("; {v:+} virtue when hired"),
    };
    let ability = match a.ability {
        Ability::Labourer => String::new(),
        other => format!("; {}", ability_text(other)),
    };
    format!("{} ({}{virtue}{ability})", a.name, skills_text(a.skills))
}

fn effect_text(e: Effect) -> String {
    let most = |what: &str| format!("at the end, 2 VP with strictly the most {what}");
    match e {
        Effect::Gain(r, silver) => format!("gain {}", goods_and_silver(&r, u16::from(silver))),
        Effect::Tavern => "hire any face-up apprentice free".into(),
        Effect::Treasury => "gain 1 gold or 3 silver".into(),
        Effect::ClayPit => "gain 1 gold or 1 marble".into(),
        Effect::Watchtower => {
            "every player with 3 or more workers in the Prison loses 1 virtue".into()
        }
        Effect::Captures(1) => "1 free capture".into(),
        Effect::Captures(k) => format!("{k} free captures"),
        Effect::Barracks => {
            "free your workers from other players' boards, or make 1 free capture".into()
        }
        Effect::BettingHouse => "take 1 debt".into(),
        Effect::Church => "you may destroy 1 of your unpaid debts".into(),
        Effect::Draw(k) => format!("draw {k} building cards"),
        Effect::Hideout => "your workers in the Prison return to your supply".into(),
        Effect::Library => {
            "you may put a building card from your hand on the bottom of the deck for 2 gold".into()
        }
        Effect::Monument => "every player gains 1 virtue".into(),
        Effect::Palace => "gain 1 gold per 4 virtue you have".into(),
        Effect::Steeple => "at the end, 2 VP with strictly the highest Cathedral level".into(),
        Effect::MostResource(r) => most(RESOURCE_NAMES[r]),
        Effect::MostSilver => most("silver"),
        Effect::PerSkill(skill) => format!(
            "at the end, 1 VP per apprentice of yours with {}",
            skills_text(skill)
        ),
        Effect::TradingPost => "at the end, 1 virtue per 4 clay, wood and stone you hold".into(),
        Effect::University => "at the end, 2 VP if you have no unpaid debt".into(),
        Effect::Aqueduct => "at the end, 1 VP per building you constructed".into(),
        Effect::Castle => "at the end, 1 virtue per 2 gold you hold".into(),
        Effect::Chapel => "at the end, 2 virtue with strictly the highest Cathedral level".into(),
        Effect::Dungeon => "at the end, lose 2 virtue".into(),
        Effect::Fountain => "at the end, each unpaid debt costs 1 VP less".into(),
        Effect::GamblersDen => "at the end, each unpaid debt costs 1 VP more".into(),
        Effect::Keep => "at the end, 1 VP per 3 captured workers on your board".into(),
        Effect::Lighthouse => "at the end, 1 VP per 4 virtue".into(),
        Effect::Moneylender => "at the end, 1 VP per paid debt".into(),
        Effect::Observatory => "at the end, 1 virtue per 2 marble you hold".into(),
        Effect::Reservoir => "at the end, 1 virtue per 2 paid debts".into(),
        Effect::Crane => "place another worker in the Guildhall to construct another building \
                          or advance on the Cathedral"
            .into(),
        Effect::Graveyard => "discard 1 of your apprentices".into(),
        Effect::Museum => "at the end, 1 virtue per 2 buildings you constructed".into(),
    }
}

/// A building card's term in English: points, cost, skills, virtue, effect.
fn building_text(b: &data::Building) -> String {
    let skills = match b.skills {
        0 => String::new(),
        s => format!("; needs {}", skills_text(s)),
    };
    let virtue = match b.virtue {
        0 => String::new(),
        v => format!("; {v:+} virtue"),
    };
    format!(
        "{} ({} VP; costs {}{skills}{virtue}; {})",
        b.name,
        b.vp,
        goods_and_silver(&b.cost, 0),
        effect_text(b.effect)
    )
}

const TRADE_TEXT: [&str; 22] = [
    "2 clay for 1 virtue",
    "2 wood for 1 virtue",
    "2 stone for 1 virtue",
    "1 clay and 1 wood for 1 virtue",
    "1 clay and 1 stone for 1 virtue",
    "1 wood and 1 stone for 1 virtue",
    "3 wood for 1 marble",
    "2 wood and 1 stone for 1 marble",
    "1 wood and 2 stone for 1 marble",
    "3 stone for 1 marble",
    "1 silver for 3 clay (Merchant)",
    "2 silver for 1 gold (Merchant)",
    "3 silver for 1 marble (Merchant)",
    "1 silver for 2 stone (Merchant)",
    "1 silver for 2 wood (Merchant)",
    "1 clay for 1 virtue (Patron)",
    "2 silver for 1 virtue (Patron)",
    "1 stone for 1 virtue (Patron)",
    "1 wood for 1 virtue (Patron)",
    "3 clay for 1 marble (Trader)",
    "2 stone for 1 marble (Trader)",
    "2 wood for 1 marble (Trader)",
];

impl Architects {
    fn name(&self, seat: usize) -> &'static str {
        ["Blue", "Red", "Green", "Yellow", "Purple"]
            .get(seat)
            .copied()
            .unwrap_or("Nobody")
    }

    /// What placing at `place` gives the seat whose turn it is, in full, in the language of
    /// `texts`.
    fn place_text(&self, place: Place, texts: &Texts) -> String {
        let me = usize::from(self.turn).min(self.n().saturating_sub(1));
        let p = &self.players[me];
        let n = |loc: usize| u32::from(p.placed[loc]) + 1;
        let count = |a: Ability| u32::from(self.count_ability(me, |x| x == a));
        let gain = |key: &str, k: u32| texts.with(key, [("n", k.into())]);
        let market = |space: usize, what: String| {
            let mut swindle = [0u8; 5];
            for a in p.apprentices.iter() {
                if let Ability::Swindler(r, k) = APPRENTICES[usize::from(a)].ability {
                    swindle[r] += k;
                }
            }
            let swindled = swindle.iter().any(|&k| k > 0);
            texts.with(
                "choice-black-market",
                [
                    ("space", ["A", "B", "C"][space].into()),
                    ("cost", u32::from(self.black_market_cost(me, space)).into()),
                    (
                        "illusionist",
                        yes_no(count(Ability::Illusionist) > 0).into(),
                    ),
                    ("what", what.into()),
                    ("swindled", yes_no(swindled).into()),
                    ("swindle", goods_in(texts, &swindle, 0).into()),
                ],
            )
        };
        match place {
            Place::Quarry => gain(
                "choice-quarry",
                n(data::QUARRY) + count(Ability::Stonecutter),
            ),
            Place::Forest => gain(
                "choice-forest",
                n(data::FOREST) + count(Ability::Woodcutter),
            ),
            Place::MinesClay => gain(
                "choice-mines-clay",
                n(data::MINES) + 1 + count(Ability::Miner),
            ),
            Place::MinesGold => texts.with(
                "choice-mines-gold",
                [
                    ("n", (n(data::MINES) / 2).into()),
                    ("clay", count(Ability::Miner).into()),
                ],
            ),
            Place::Silversmith => gain(
                "choice-silversmith",
                n(data::SILVERSMITH) + 1 + count(Ability::Jeweller),
            ),
            Place::Storehouse => gain(
                "choice-storehouse",
                n(data::STOREHOUSE) + count(Ability::Overseer),
            ),
            Place::WorkshopDraw => gain("choice-workshop-draw", 1 + n(data::WORKSHOP) / 2),
            Place::TownCentre => texts.with(
                "choice-town-centre",
                [
                    ("n", n(data::TOWN_CENTRE).into()),
                    ("two_locations", yes_no(self.n() <= 3).into()),
                    ("players", (self.n() as u32).into()),
                    ("tax", u32::from(self.tax_due(me, 1)).into()),
                ],
            ),
            Place::TaxStand => texts.with(
                "choice-tax-stand",
                [
                    ("tax", u32::from(self.tax).into()),
                    ("gold", count(Ability::Pickpocket).into()),
                    ("loss", 2u32.saturating_sub(count(Ability::Thief)).into()),
                ],
            ),
            Place::Guardhouse => texts.with(
                "choice-guardhouse",
                [
                    ("n", n(data::GUARDHOUSE).into()),
                    ("free_tax", u32::from(self.tax_due(me, 2)).into()),
                    ("debt_tax", u32::from(self.tax_due(me, 3)).into()),
                ],
            ),
            Place::BlackMarketA => {
                let gain = self.small_offer();
                market(
                    0,
                    texts.with(
                        "choice-market-gain",
                        [("goods", goods_in(texts, &gain, 0).into())],
                    ),
                )
            }
            Place::BlackMarketDraw => market(1, texts.get("choice-market-draw", None)),
            Place::BlackMarketC => {
                let gain = self.large_offer();
                market(
                    2,
                    texts.with(
                        "choice-market-gain",
                        [("goods", goods_in(texts, &gain, 0).into())],
                    ),
                )
            }
        }
    }

    /// An action in the language of `texts`, from the messages of its translation files
    /// (`choices.ftl`), cards by their terms.
    pub(crate) fn describe_choice_in(&self, action: Action, texts: &Texts) -> String {
        let me = usize::from(self.turn).min(self.n().saturating_sub(1));
        match action {
            Action::Place { place } => self.place_text(place, texts),
            Action::Guard { action } => match action {
                Guard::SendToPrison => texts.get("choice-send-to-prison", None),
                Guard::Release => texts.get("choice-release", None),
                Guard::FreePaying => texts.with(
                    "choice-free-paying",
                    [("tax", u32::from(self.tax_due(me, 2)).into())],
                ),
                Guard::FreeInDebt => texts.get("choice-free-in-debt", None),
                Guard::PayDebt => texts.with(
                    "choice-pay-debt",
                    [("tax", u32::from(self.tax_due(me, 3)).into())],
                ),
            },
            Action::Retrieve { from } => {
                let from = match from {
                    0..=8 => texts.with(
                        "choice-from-location",
                        [(
                            "location",
                            texts.get(LOCATION_KEYS[usize::from(from)], None).into(),
                        )],
                    ),
                    9 => texts.get("choice-from-prison", None),
                    10 => texts.get("choice-from-black-market", None),
                    f => texts.with(
                        "choice-from-board",
                        [("seat", texts.seat(self.name(usize::from(f - 11))).into())],
                    ),
                };
                texts.with("choice-retrieve", [("from", from.into())])
            }
            Action::Pass => texts.get("choice-pass", None),
            Action::Stop => texts.get(
                match self.stage {
                    Stage::Storehouse { .. } => "choice-stop-trades",
                    Stage::Capture(_) => "choice-stop-captures",
                    Stage::Guardhouse { .. } => "choice-stop-guardhouse",
                    Stage::Effect { building }
                        if BUILDINGS.get(usize::from(building)).map(|b| b.effect)
                            == Some(Effect::Crane) =>
                    {
                        "choice-stop-crane"
                    }
                    Stage::Effect { .. } => "choice-stop-library",
                    Stage::Tavern => "choice-stop-tavern",
                    _ => "choice-stop",
                },
                None,
            ),
            Action::StartPlayer { seat } => texts.with(
                "choice-start-player",
                [("seat", texts.seat(self.name(usize::from(seat))).into())],
            ),
            Action::Apprentice { card } => texts.with(
                "choice-apprentice-dealt",
                [("card", apprentice_text_in(texts, card).into())],
            ),
            Action::Building { card } => texts.with(
                "choice-draw-building",
                [("card", building_text_in(texts, card).into())],
            ),
            Action::Keep { card } => texts.with(
                "choice-keep",
                [("card", building_text_in(texts, card).into())],
            ),
            Action::Discard { card } => texts.with(
                match self.stage {
                    Stage::CathedralDiscard => "choice-discard-for-cathedral",
                    Stage::HandLimit => "choice-discard-to-hand-limit",
                    Stage::BottomSeen => "choice-discard-seen",
                    Stage::Effect { .. } => "choice-discard-for-library",
                    _ => "choice-discard",
                },
                [("card", building_text_in(texts, card).into())],
            ),
            Action::Dismiss { card } => texts.with(
                "choice-dismiss",
                [("card", apprentice_text_in(texts, card).into())],
            ),
            Action::Hire { slot } => {
                let (silver, tax, skips) = self.hire_cost(me, slot);
                texts.with(
                    "choice-hire",
                    [
                        ("slot", self.slot_in(slot, texts).into()),
                        ("silver", u32::from(silver).into()),
                        ("tax", u32::from(tax).into()),
                        ("skips", u32::from(skips).into()),
                    ],
                )
            }
            Action::HireAny { slot } => match self.stage {
                Stage::Tavern => texts.with(
                    "choice-hire-tavern",
                    [("slot", self.slot_in(slot, texts).into())],
                ),
                Stage::StartingApprentice => texts.with(
                    "choice-hire-starting",
                    [("slot", self.slot_in(slot, texts).into())],
                ),
                _ => texts.with(
                    "choice-hire-black-market",
                    [
                        ("slot", self.slot_in(slot, texts).into()),
                        ("cost", u32::from(self.black_market_cost(me, 1)).into()),
                        (
                            "illusionist",
                            yes_no(self.count_ability(me, |a| a == Ability::Illusionist) > 0)
                                .into(),
                        ),
                    ],
                ),
            },
            Action::Build { card } => texts.with(
                "choice-build",
                [
                    ("card", building_text_in(texts, card).into()),
                    (
                        "refresh",
                        yes_no(self.refreshes_next_at(self.guild_filled() + 1)).into(),
                    ),
                ],
            ),
            Action::Capture { location, colour } => {
                let k = self
                    .players
                    .get(usize::from(colour))
                    .and_then(|p| p.placed.get(usize::from(location)))
                    .copied()
                    .unwrap_or(0);
                let (cost, silver, tax) = match self.stage {
                    Stage::Capture(c) => match self.capture_cost(me, c) {
                        (0, 0) => ("free", 0, 0),
                        (0, t) => ("tax", 0, t),
                        (s, _) => ("silver", s, 0),
                    },
                    _ => ("none", 0, 0),
                };
                texts.with(
                    if usize::from(colour) == me {
                        "choice-capture-own"
                    } else {
                        "choice-capture"
                    },
                    [
                        ("k", u32::from(k).into()),
                        ("seat", texts.seat(self.name(usize::from(colour))).into()),
                        (
                            "location",
                            texts
                                .get(LOCATION_KEYS[usize::from(location).min(8)], None)
                                .into(),
                        ),
                        ("cost", cost.into()),
                        ("silver", u32::from(silver).into()),
                        ("tax", u32::from(tax).into()),
                    ],
                )
            }
            Action::MarketTop { side } => texts.with(
                "choice-small-market",
                [(
                    "goods",
                    goods_in(texts, &data::SMALL_SIDES[usize::from(side.min(4))], 0).into(),
                )],
            ),
            Action::MarketCard { card } => texts.with(
                "choice-large-market",
                [(
                    "goods",
                    goods_in(texts, &data::LARGE_SIDES[usize::from(card.min(9))], 0).into(),
                )],
            ),
            Action::Reward { reward } => texts.with(
                "choice-reward",
                [("reward", u32::from(reward.min(5)).into())],
            ),
            Action::Cathedral { wood } => {
                let level = self.players[me].cathedral.saturating_add(1).min(5);
                let cost = self.cathedral_price(me, level, wood).unwrap_or([0; 5]);
                let cost = cost.map(|x| x.min(255) as u8);
                texts.with(
                    "choice-cathedral",
                    [
                        ("level", u32::from(level).into()),
                        ("vp", data::CATHEDRAL_VP[usize::from(level)].into()),
                        ("cost", goods_in(texts, &cost, 0).into()),
                        (
                            "frederick",
                            yes_no(self.board_is(me, data::FREDERICK)).into(),
                        ),
                        (
                            "refresh",
                            yes_no(self.refreshes_next_at(self.guild_filled() + 1)).into(),
                        ),
                    ],
                )
            }
            Action::Trade { trade } => {
                texts.with("choice-trade", [("trade", u32::from(trade.min(21)).into())])
            }
            Action::Board { board } => texts.with(
                match self.stage {
                    Stage::Boards if self.flags.boards == crate::state::Boards::Chosen => {
                        "choice-take-board"
                    }
                    _ => "choice-board-dealt",
                },
                [("board", board_text_in(texts, board).into())],
            ),
            Action::Choose { option } if self.discounting().is_some() => {
                let building = self.discounting().unwrap_or_default();
                let cost = self.building_cost(building, Some(option.min(1)));
                texts.with(
                    "choice-lothaire",
                    [
                        ("wood", yes_no(option == 0).into()),
                        (
                            "cost",
                            goods_in(texts, &cost.map(|x| x.min(255) as u8), 0).into(),
                        ),
                    ],
                )
            }
            Action::Choose { option } => {
                let b = match self.stage {
                    Stage::Effect { building } => BUILDINGS[usize::from(building)].effect,
                    _ => Effect::Monument,
                };
                texts.get(
                    match (b, option) {
                        (Effect::Treasury, 0) | (Effect::ClayPit, 0) => "choice-gain-gold",
                        (Effect::Treasury, _) => "choice-gain-silver",
                        (Effect::ClayPit, _) => "choice-gain-marble",
                        (Effect::Church, 0) => "choice-destroy-debt",
                        (Effect::Church, _) => "choice-keep-debts",
                        (Effect::Barracks, 0) => "choice-barracks-free",
                        (Effect::Barracks, _) => "choice-barracks-capture",
                        _ => "choice-nothing-to-choose",
                    },
                    None,
                )
            }
        }
    }

    /// A workshop display slot as a hire names it: the apprentice (or an empty slot), its row
    /// and column, and the silver lying on it.
    fn slot_in(&self, s: u8, texts: &Texts) -> String {
        let card = self.display.get(usize::from(s)).copied().flatten();
        texts.with(
            "choice-slot",
            [
                (
                    "card",
                    card.map_or_else(
                        || texts.get("choice-empty-slot", None),
                        |c| apprentice_text_in(texts, c),
                    )
                    .into(),
                ),
                ("row", u32::from(s / 4 + 1).into()),
                ("column", u32::from(s % 4 + 1).into()),
                (
                    "coins",
                    u32::from(self.coins.get(usize::from(s)).copied().unwrap_or(0)).into(),
                ),
            ],
        )
    }

    /// An action in English, in the game's own words.
    pub(crate) fn describe_action(&self, action: Action) -> String {
        self.describe_choice_in(action, english())
    }

    /// What everyone but the one seat that sees it is told of a hidden action, as a log event:
    /// who keeps a card, who puts one on the bottom of the deck, who draws one.
    pub(crate) fn hidden_event(&self, actor: Actor, action: Action) -> Event {
        match (actor, action) {
            (Actor::Seat(s), Action::Keep { .. }) => Event::new("keeps_card").seat("seat", s),
            (Actor::Seat(s), Action::Discard { .. }) => {
                Event::new("puts_card_on_bottom").seat("seat", s)
            }
            (Actor::Chance, Action::Building { .. }) => {
                Event::new("draws_card").seat("seat", Seat(self.draws.seat))
            }
            (Actor::Seat(s), _) => Event::new("decides_in_secret").seat("seat", s),
            (Actor::Chance, _) => Event::new("deals_face_down"),
        }
    }

    /// A log event in English, from the game's translation files.
    pub(crate) fn english_text(&self, event: &Event) -> String {
        english()
            .event(event, &|seat| self.name(seat.index()).to_string())
            .unwrap_or_default()
    }

    pub(crate) fn hidden_text(&self, actor: Actor, action: Action) -> String {
        self.english_text(&self.hidden_event(actor, action))
    }

    /// What an observer who may not see `action` reads of it, in the language of `texts`.
    pub(crate) fn hidden_text_in(&self, actor: Actor, action: Action, texts: &Texts) -> String {
        texts
            .event(&self.hidden_event(actor, action), &|seat| {
                self.name(seat.index()).to_string()
            })
            .unwrap_or_else(|| self.hidden_text(actor, action))
    }

    /// The public event of an action and, for a hidden one, its seat and the event only that
    /// seat reads, before it is applied.
    pub(crate) fn log_texts(&self, actor: Actor, action: Action) -> (Event, Option<(u8, Event)>) {
        let event = self.action_event(actor, action);
        match self.private_to(actor, action) {
            Some(seat) => (self.hidden_event(actor, action), Some((seat, event))),
            None => (event, None),
        }
    }

    /// An action as a log event, with its data as arguments (cards by their ids, places and
    /// kinds of choice by keys), before it is applied: `events.ftl` words it in any language.
    fn action_event(&self, actor: Actor, action: Action) -> Event {
        use crate::view::ids;
        let me = usize::from(self.turn).min(self.n().saturating_sub(1));
        let seat = match actor {
            Actor::Seat(s) => s,
            Actor::Chance => Seat(me as u8),
        };
        let count = |a: Ability| i64::from(self.count_ability(me, |x| x == a));
        let placed = |loc: usize| i64::from(self.players[me].placed[loc]) + 1;
        let slot_card = |slot: u8| {
            let card = self.display.get(usize::from(slot)).copied().flatten();
            ids::apprentice(card.unwrap_or_default())
        };
        match action {
            Action::StartPlayer { seat } => Event::new("start_player").seat("seat", Seat(seat)),
            Action::Apprentice { card } => {
                Event::new("apprentice_dealt").text("card", ids::apprentice(card))
            }
            Action::Building { card } => Event::new("draws_building")
                .seat("seat", Seat(self.draws.seat))
                .text("card", ids::building(card)),
            Action::MarketTop { side } => Event::new("small_market").num("side", side),
            Action::MarketCard { card } => Event::new("large_market").num("side", card),
            Action::Reward { reward } => Event::new("reward")
                .seat("seat", seat)
                .num("reward", reward.min(5)),
            Action::Board { board } => {
                let to = (0..self.n())
                    .find(|&s| self.players[s].board.is_none())
                    .unwrap_or(me);
                let name = data::BOARDS.get(usize::from(board)).map_or("?", |b| b.name);
                Event::new("board")
                    .seat("seat", Seat(to as u8))
                    .text("board", name)
            }
            Action::Keep { card } => Event::new("keeps")
                .seat("seat", seat)
                .text("card", ids::building(card)),
            Action::Discard { card } => Event::new("puts_on_bottom")
                .seat("seat", seat)
                .text("card", ids::building(card))
                .text(
                    "why",
                    match self.stage {
                        Stage::CathedralDiscard => "cathedral",
                        Stage::HandLimit => "hand-limit",
                        Stage::Effect { .. } => "library",
                        _ => "drawn",
                    },
                ),
            Action::Dismiss { card } => Event::new("dismisses")
                .seat("seat", seat)
                .text("card", ids::apprentice(card)),
            Action::Place { place } => {
                let e = Event::new("places").seat("seat", seat);
                let (key, n) = match place {
                    Place::Quarry => ("quarry", placed(data::QUARRY) + count(Ability::Stonecutter)),
                    Place::Forest => ("forest", placed(data::FOREST) + count(Ability::Woodcutter)),
                    Place::MinesClay => (
                        "mines-clay",
                        placed(data::MINES) + 1 + count(Ability::Miner),
                    ),
                    Place::MinesGold => ("mines-gold", placed(data::MINES) / 2),
                    Place::Silversmith => (
                        "silversmith",
                        placed(data::SILVERSMITH) + 1 + count(Ability::Jeweller),
                    ),
                    Place::Storehouse => (
                        "storehouse",
                        placed(data::STOREHOUSE) + count(Ability::Overseer),
                    ),
                    Place::WorkshopDraw => ("workshop-draw", 1 + placed(data::WORKSHOP) / 2),
                    Place::TownCentre => ("town-centre", placed(data::TOWN_CENTRE)),
                    Place::TaxStand => ("tax-stand", i64::from(self.tax)),
                    Place::Guardhouse => ("guardhouse", placed(data::GUARDHOUSE)),
                    Place::BlackMarketA => ("market-a", 0),
                    Place::BlackMarketDraw => ("market-draw", 0),
                    Place::BlackMarketC => ("market-c", 0),
                };
                // The market card's side, or the board's printed market (5, 10) (AWK-10.4).
                let side = match place {
                    Place::BlackMarketA => self.market_top.unwrap_or(5),
                    _ => self.market_large.unwrap_or(10),
                };
                let space = match place {
                    Place::BlackMarketA => 0,
                    Place::BlackMarketDraw => 1,
                    _ => 2,
                };
                e.text("place", key)
                    .num("n", n)
                    .num("side", side)
                    .num("clay", count(Ability::Miner))
                    .num("gold", count(Ability::Pickpocket))
                    .num("loss", 2i64.saturating_sub(count(Ability::Thief)).max(0))
                    .num("cost", i64::from(self.black_market_cost(me, space)))
            }
            Action::Hire { slot } => {
                let (silver, tax, skips) = self.hire_cost(me, slot);
                let coins = self.coins.get(usize::from(slot)).copied().unwrap_or(0);
                Event::new("hires")
                    .seat("seat", seat)
                    .text("card", slot_card(slot))
                    .num("paid", i64::from(silver + tax + u16::from(skips)))
                    .num("coins", coins)
            }
            Action::HireAny { slot } => Event::new("hires_free")
                .seat("seat", seat)
                .text("card", slot_card(slot))
                .text(
                    "how",
                    match self.stage {
                        Stage::Tavern => "tavern",
                        Stage::StartingApprentice => "starting",
                        _ => "market",
                    },
                )
                .num("cost", i64::from(self.black_market_cost(me, 1))),
            Action::Build { card } => Event::new("builds")
                .seat("seat", seat)
                .text("card", ids::building(card)),
            Action::Cathedral { wood } => {
                let level = self.players[me].cathedral.saturating_add(1).min(5);
                let cost = self.cathedral_price(me, level, wood).unwrap_or([0; 5]);
                Event::new("cathedral")
                    .seat("seat", seat)
                    .num("level", level)
                    .num("wood", cost[data::WOOD])
                    .num("stone", cost[data::STONE])
            }
            Action::Trade { trade } => Event::new("trades")
                .seat("seat", seat)
                .num("trade", trade.min(21)),
            Action::Capture { location, colour } => {
                let k = self
                    .players
                    .get(usize::from(colour))
                    .and_then(|p| p.placed.get(usize::from(location)))
                    .copied()
                    .unwrap_or(0);
                Event::new(if usize::from(colour) == seat.index() {
                    "captures_own"
                } else {
                    "captures"
                })
                .seat("seat", seat)
                .seat("owner", Seat(colour))
                .num("k", k)
                .num("location", location.min(8))
            }
            Action::Guard { action } => Event::new("guard").seat("seat", seat).text(
                "action",
                match action {
                    Guard::SendToPrison => "send",
                    Guard::Release => "release",
                    Guard::FreePaying => "free-paying",
                    Guard::FreeInDebt => "free-in-debt",
                    Guard::PayDebt => "pay-debt",
                },
            ),
            Action::Retrieve { from } => Event::new("retrieves")
                .seat("seat", seat)
                .num("from", from.min(11))
                .num("location", from.min(8))
                .seat("owner", Seat(from.saturating_sub(11))),
            Action::Pass => Event::new("passes").seat("seat", seat),
            Action::Stop => Event::new("stops").seat("seat", seat).text(
                "what",
                match self.stage {
                    Stage::Storehouse { .. } => "trades",
                    Stage::Capture(_) => "captures",
                    Stage::Guardhouse { .. } => "guardhouse",
                    Stage::Effect { building }
                        if BUILDINGS.get(usize::from(building)).map(|b| b.effect)
                            == Some(Effect::Crane) =>
                    {
                        "crane"
                    }
                    Stage::Effect { .. } => "library",
                    Stage::Tavern => "tavern",
                    _ => "other",
                },
            ),
            Action::Choose { option } if self.discounting().is_some() => Event::new("lothaire")
                .seat("seat", seat)
                .text("less", if option == 0 { "wood" } else { "stone" }),
            Action::Choose { option } => {
                let effect = match self.stage {
                    Stage::Effect { building } => BUILDINGS[usize::from(building)].effect,
                    _ => Effect::Monument,
                };
                let choice = match (effect, option) {
                    (Effect::Treasury, 0) | (Effect::ClayPit, 0) => "gold",
                    (Effect::Treasury, _) => "silver",
                    (Effect::ClayPit, _) => "marble",
                    (Effect::Church, 0) => "destroy-debt",
                    (Effect::Church, _) => "keep-debts",
                    (Effect::Barracks, 0) => "barracks-free",
                    _ => "barracks-capture",
                };
                Event::new("effect")
                    .seat("seat", seat)
                    .text("choice", choice)
            }
        }
    }

    pub(crate) fn write_log(&self, log: &mut Log, public: Event, private: Option<(u8, Event)>) {
        log.push(Audience::All, || {
            let text = self.english_text(&public);
            (public.clone(), text)
        });
        if let Some((seat, event)) = private {
            log.push(Audience::seat(Seat(seat)), || {
                let text = self.english_text(&event);
                (event.clone(), text)
            });
        }
    }

    /// AWK-20.2: once the game is over, what each seat scored for each item of the final
    /// scoring (buildings with their end bonuses, Cathedral, virtue, unpaid debts, gold and
    /// marble, silver, the Prison), for everyone to read.
    pub(crate) fn log_final_scores(&self, log: &mut Log) {
        for s in 0..self.n() {
            log.push(Audience::All, || {
                let [buildings, cathedral, virtue, debts, treasure, silver, prison] =
                    self.score_items(s);
                let event = Event::new("final_score")
                    .seat("seat", Seat(s as u8))
                    .num("total", self.score(s))
                    .num("buildings", buildings)
                    .num("cathedral", cathedral)
                    .num("virtue", virtue)
                    .num("debts", debts)
                    .num("treasure", treasure)
                    .num("silver", silver)
                    .num("prison", prison);
                let text = self.english_text(&event);
                (event, text)
            });
        }
    }

    /// The hidden cards each seat holds: hand, draft packet, cards drawn at the Black Market.
    pub(crate) fn holdings(&self) -> [Cards; 5] {
        let mut h = [Cards::EMPTY; 5];
        for (s, held) in h.iter_mut().enumerate().take(self.n()) {
            held.0 = self.players[s].hand.0 | self.packets[s].0;
            if s == usize::from(self.turn) {
                held.0 |= self.seen.0;
            }
        }
        h
    }

    /// Tells each seat the cards that came to it unseen by its own eyes: a passed draft packet,
    /// cards drawn from the bottom of the deck.
    pub(crate) fn log_received(&self, log: &mut Log, before: [Cards; 5], action: Action) {
        let now = self.holdings();
        for s in 0..self.n() {
            let mut new = Cards(now[s].0 & !before[s].0);
            if let Action::Building { card } | Action::Keep { card } = action {
                new.remove(card);
            }
            if !new.is_empty() {
                log.push(Audience::seat(Seat(s as u8)), || {
                    let ids: Vec<String> = new.iter().map(crate::view::ids::building).collect();
                    let event = Event::new("receive")
                        .seat("seat", Seat(s as u8))
                        .text("cards", ids.join(","));
                    let text = self.english_text(&event);
                    (event, text)
                });
            }
        }
    }

    /// The whole board in the language of `texts`.
    pub(crate) fn render_board_in(&self, observer: Observer, texts: &Texts) -> String {
        let mut out = String::new();
        let v = self.view_for(observer, cathedra_core::ToMove::Over);
        let (small, large) = (self.small_offer(), self.large_offer());
        let space = |i: usize| match self.black_market[i] {
            Some(s) => texts.seat(self.name(usize::from(s))),
            None => texts.get("board-space-free", None),
        };
        out.push_str(&texts.with(
            "board-tax-and-guildhall",
            [
                ("tax", u32::from(self.tax).into()),
                ("filled", (self.guild_filled() as u32).into()),
                ("spaces", (4 * self.columns() as u32).into()),
                ("rewards", u32::from(self.rewards_left).into()),
            ],
        ));
        out.push('\n');
        out.push_str(&texts.with(
            "board-black-market",
            [
                ("a", space(0).into()),
                ("small", goods_in(texts, &small, 0).into()),
                ("b", space(1).into()),
                ("c", space(2).into()),
                ("large", goods_in(texts, &large, 0).into()),
            ],
        ));
        out.push('\n');
        out.push_str(&texts.get("board-display", None));
        for (i, c) in self.display.iter().enumerate() {
            if i % 4 == 0 {
                out.push_str("\n  ");
                out.push_str(&texts.with("board-display-row", [("row", (i / 4 + 1).into())]));
                out.push(' ');
            }
            let slot = match (c, self.coins[i]) {
                (Some(c), coins) => texts.with(
                    "board-display-card",
                    [
                        ("card", apprentice_name(texts, *c).into()),
                        ("coins", u32::from(coins).into()),
                    ],
                ),
                (None, _) => texts.get("board-display-empty", None),
            };
            out.push_str(&slot);
            out.push(' ');
        }
        out.push('\n');
        for (s, p) in v.players.iter().enumerate() {
            out.push_str(&self.render_player(s, p, texts));
        }
        out
    }

    /// The board in a few lines, in the language of `texts`: whose turn it is, the observing
    /// seat's own area, then the first line of each other seat's (the markets, the Guildhall
    /// and the workshop display are in the whole board).
    pub(crate) fn render_compact_board_in(&self, observer: Observer, texts: &Texts) -> String {
        let v = self.view_for(observer, cathedra_core::ToMove::Over);
        let now = match cathedra_core::Game::to_move(self) {
            cathedra_core::ToMove::Over => texts.get("board-now-over", None),
            cathedra_core::ToMove::Chance => texts.get("board-now-chance", None),
            to_move => {
                let seats = to_move.seats();
                let names: Vec<String> = if seats.len() == self.n() && seats.len() > 2 {
                    vec![texts.get("board-everyone", None)]
                } else {
                    seats
                        .iter()
                        .map(|s| texts.seat(self.name(s.index())))
                        .collect()
                };
                let (whose, names) = (names.len(), list_in(texts, names));
                match self.stage {
                    Stage::Draft { round } => texts.with(
                        "board-now-draft",
                        [("round", u32::from(round).into()), ("names", names.into())],
                    ),
                    _ => texts.with(
                        if whose == 1 {
                            "board-now-turn"
                        } else {
                            "board-now-decision"
                        },
                        [("names", names.into())],
                    ),
                }
            }
        };
        let mut out = texts.with(
            "board-compact-title",
            [
                ("game", texts.get("game-name", None).into()),
                ("now", now.into()),
            ],
        );
        out.push('\n');
        let own = observer.seat().map(|s| s.index());
        let areas = v.players.iter().enumerate();
        cathedra_core::compact_areas(
            &mut out,
            own,
            areas.map(|(s, p)| self.render_player(s, p, texts)),
        );
        out
    }

    fn render_player(&self, s: usize, p: &crate::view::PlayerView, texts: &Texts) -> String {
        let names = |cards: Cards, name: fn(&Texts, u8) -> String| {
            let list: Vec<String> = cards.iter().map(|c| name(texts, c)).collect();
            if list.is_empty() {
                texts.get("board-none", None)
            } else {
                list.join(", ")
            }
        };
        let goods = p.resources.map(|x| x.min(255) as u8);
        let captured: u16 = p.captured.iter().map(|&x| u16::from(x)).sum();
        let lines = [
            texts.with(
                "board-player",
                [
                    ("seat", texts.seat(self.name(s)).into()),
                    ("silver", u32::from(p.silver).into()),
                    ("virtue", u32::from(p.virtue).into()),
                    ("cathedral", u32::from(p.cathedral).into()),
                    ("unpaid", u32::from(p.unpaid_debts).into()),
                    ("paid", u32::from(p.paid_debts).into()),
                    ("goods", goods_in(texts, &goods, 0).into()),
                ],
            ),
            texts.with(
                "board-workers",
                [
                    ("supply", u32::from(p.supply).into()),
                    ("prison", u32::from(p.prison).into()),
                    ("guildhall", u32::from(p.guildhall).into()),
                    ("captured", u32::from(captured).into()),
                ],
            ),
            texts.with(
                "board-cards",
                [
                    ("apprentices", names(p.apprentices, apprentice_name).into()),
                    ("buildings", names(p.buildings, building_name).into()),
                ],
            ),
            match p.hand {
                Some(h) => texts.with(
                    "board-hand-known",
                    [
                        ("count", p.hand_size.into()),
                        ("cards", names(h, building_name).into()),
                    ],
                ),
                None => texts.with("board-hand", [("count", p.hand_size.into())]),
            },
        ];
        let mut out = String::new();
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                out.push_str("  ");
            }
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}
