//! What players read about the cards, buildings, spaces, carts and winter cards: one term per
//! id the view and log use, named as the action texts name it (never an id), with what it does
//! in full (`card <name>` and `explain` in the terminal). The figures come from `data`.

use std::sync::OnceLock;

use cathedra_core::i18n::{FluentValue, Texts};
use cathedra_core::{Game, Term};

use crate::data::{self, BP};
use crate::types::{Building, Card, Res, Site, Space, Spot, WinterCard};
use crate::Castle;

/// "2 wood + 1 silver": the pieces of a `Res`-ordered count.
fn pieces(p: &[u8; 5]) -> String {
    Res::ALL
        .iter()
        .filter(|r| p[**r as usize] > 0)
        .map(|r| format!("{} {}", p[*r as usize], r.name()))
        .collect::<Vec<_>>()
        .join(" + ")
}

impl Card {
    fn text(self) -> String {
        let effect = match self {
            Card::Messenger => format!(
                "Takes {} talers from the bank (all it holds if fewer).",
                data::MESSENGER_TALERS
            ),
            Card::Trader => "May place one helper from the supply by a free cart; once all \
                             four carts are taken, at the rider if free, or in place of another \
                             player's helper not placed this round (that helper goes back to its \
                             owner). After the round's last Trader, every cart and the rider with \
                             a helper deliver: 1 piece to the tower, the rest to the helper's \
                             owner."
                .into(),
            Card::Bricklayer => format!(
                "Takes every piece of one kind from the tower, then may erect up to {} \
                 buildings, getting 1 taler from the bank per piece paid; if it erected one, it \
                 may place up to {} helpers.",
                data::MAX_BUILDS,
                data::MAX_HELPERS
            ),
            Card::Stonemason => format!(
                "First buys at most 1 piece from each other player's Worker card revealed this \
                 round, {} taler each to the card's owner (the last piece on a card only if its \
                 owner agrees); then may erect up to {} buildings, scoring each one's full VP; if \
                 it erected one, it may place up to {} helpers.",
                data::PIECE_PRICE,
                data::MAX_BUILDS,
                data::MAX_HELPERS
            ),
            Card::Worker1 | Card::Worker2 | Card::Worker3 => {
                let stock = if self == Card::Worker3 {
                    format!(
                        "{} + {} pieces its owner picks from sand, brick and wood",
                        pieces(&self.data().stock),
                        data::WORKER_3_FREE
                    )
                } else {
                    pieces(&self.data().stock)
                };
                format!(
                    "When revealed it is stocked with {stock}; Stonemasons may buy from it. When \
                     it resolves its owner takes what is left on it, then may erect up to {} \
                     buildings, scoring half of each one's VP. It never places helpers.",
                    data::MAX_BUILDS
                )
            }
            Card::MasterBuilder => format!(
                "Scores {} VP for every building the other players erect this round, erects \
                 nothing, and takes every played card back into the hand. It cannot be chosen \
                 while no card has been played.",
                data::MASTER_BUILDER_VP
            ),
        };
        format!(
            "A character card of rank {} (cards resolve by rank, 1 first). {effect}",
            self.data().rank
        )
    }
}

/// The helper spaces of a site, with their tuition and what they score.
fn site_text(site: Site) -> String {
    let spaces = |role: &str| -> String {
        let tuitions: Vec<String> = Space::ALL
            .iter()
            .filter(|s| s.data().site == site)
            .map(|s| {
                let d = s.data();
                if d.count > 1 {
                    format!("{} spaces for {} talers each", d.count, d.tuition)
                } else {
                    format!("a space for {} talers", d.tuition)
                }
            })
            .collect();
        format!("helper spaces: {}. At the end, {role}", tuitions.join(", "))
    };
    match site {
        Site::Keep => spaces(&format!(
            "its helper's owner scores {} VP per empty helper space in the built castle.",
            data::KEEP_VP_PER_FREE_SPACE
        )),
        Site::Tavern => spaces(
            "the helper on the 12-taler space scores 1 VP per helper in the castle, the one on \
             the 6-taler space 1 VP per 2 helpers.",
        ),
        Site::GateBig => spaces(&format!(
            "its helper scores {} VP per Tower built.",
            data::GATE_BIG_VP_PER_TOWER
        )),
        Site::GateSmall => spaces(&format!(
            "its helper scores {} VP per Tower built.",
            data::GATE_SMALL_VP_PER_TOWER
        )),
        Site::Stable => spaces(&format!(
            "the helper on the 16-taler space scores {} VP per House built, the one on the \
             12-taler space {} VP.",
            data::STABLE_16_VP_PER_HOUSE,
            data::STABLE_12_VP_PER_HOUSE
        )),
        Site::Servants => spaces("each helper scores 1 VP per building tile still on the board."),
        Site::Market => spaces(
            "a player with one helper here turns 2 talers into 1 VP, with both 1 taler into 1 \
             VP.",
        ),
        Site::Palace => spaces(&format!(
            "a player turns up to {} of his pieces per helper here into VP worth their building \
             points (sand 1, wood 2, brick 4, stone 5; silver only through the Smithy).",
            data::PALACE_PIECES
        )),
        Site::Smithy => spaces(
            "the helper on the 10-taler space scores 1 VP per silver bar on the Smithy, the one \
             on the 6-taler space 1 VP per 2 bars. Whenever a player pays, he may put silver \
             here and take for each bar a piece of sand, wood, brick or stone from the carts.",
        ),
        Site::Granary => spaces(&format!(
            "one helper here scores {} VP, two score {} each, three {} each; they are not helpers \
             in the castle.",
            data::GRANARY_VP[1],
            data::GRANARY_VP[2],
            data::GRANARY_VP[3]
        )),
        Site::Inn => spaces("the innkeeper scores nothing and is not a helper in the castle."),
    }
}

/// What a helper on `space` scores at the end, in a few words for a menu (CAS-18), in the
/// language of `texts`.
pub(crate) fn space_scoring(space: Space, texts: &Texts) -> String {
    let (id, vp) = match space {
        Space::Keep => ("scoring-keep", data::KEEP_VP_PER_FREE_SPACE),
        Space::Tavern6 => ("scoring-tavern-6", 1),
        Space::Tavern12 => ("scoring-tavern-12", 1),
        Space::GateBig => ("scoring-gate", data::GATE_BIG_VP_PER_TOWER),
        Space::GateSmall => ("scoring-gate", data::GATE_SMALL_VP_PER_TOWER),
        Space::Stable12 => ("scoring-stable", data::STABLE_12_VP_PER_HOUSE),
        Space::Stable16 => ("scoring-stable", data::STABLE_16_VP_PER_HOUSE),
        Space::Servants => ("scoring-servants", 1),
        Space::Market => ("scoring-market", 0),
        Space::Palace => ("scoring-palace", u16::from(data::PALACE_PIECES)),
        Space::Smithy6 => ("scoring-smithy-6", 1),
        Space::Smithy10 => ("scoring-smithy-10", 1),
        Space::Granary => {
            return texts.with(
                "scoring-granary",
                [
                    ("one", data::GRANARY_VP[1].into()),
                    ("two", data::GRANARY_VP[2].into()),
                    ("three", data::GRANARY_VP[3].into()),
                ],
            )
        }
        Space::Inn => ("scoring-inn", 0),
    };
    texts.with(id, [("vp", vp.into())])
}

/// The English texts of the game (its choices and boards are worded from the same messages in
/// every language).
pub(crate) fn english() -> &'static Texts {
    static ENGLISH: OnceLock<Texts> = OnceLock::new();
    ENGLISH.get_or_init(|| Texts::english(&[<Castle as Game>::LOCALES]))
}

/// Words a choice or a board line in one language: messages with the names of seats and
/// terms in that language.
pub(crate) struct Say<'a> {
    game: &'a Castle,
    pub(crate) texts: &'a Texts,
}

impl<'a> Say<'a> {
    pub(crate) fn new(game: &'a Castle, texts: &'a Texts) -> Say<'a> {
        Say { game, texts }
    }

    /// A term's name (a card, building, space, cart or piece), by its id.
    pub(crate) fn term(&self, id: &str) -> FluentValue<'static> {
        self.name(id).into()
    }

    /// A term's name as a string.
    pub(crate) fn name(&self, id: &str) -> String {
        self.texts.term_name(id).unwrap_or_else(|| id.to_string())
    }

    /// A seat's colour.
    pub(crate) fn seat(&self, seat: u8) -> FluentValue<'static> {
        self.seat_name(seat).into()
    }

    pub(crate) fn seat_name(&self, seat: u8) -> String {
        self.texts.seat(self.game.name(seat))
    }

    /// Message `id` with `args`.
    pub(crate) fn msg<'v, const N: usize>(
        &self,
        id: &str,
        args: [(&'v str, FluentValue<'v>); N],
    ) -> String {
        self.texts.with(id, args)
    }
}

/// An amount of talers with the right number: "1 taler", "3 talers".
pub(crate) fn talers(n: impl Into<u32>) -> String {
    let n = n.into();
    if n == 1 {
        "1 taler".into()
    } else {
        format!("{n} talers")
    }
}

/// The site of a building that has helper spaces.
fn site_of(building: Building) -> Option<Site> {
    Site::ALL
        .into_iter()
        .find(|&s| data::site_building(s) == Some(building))
}

impl Building {
    fn text(self) -> String {
        let d = self.data();
        let tiles = if d.tiles == 1 {
            "One tile".to_string()
        } else {
            format!("{} tiles", d.tiles)
        };
        let erect = format!(
            "{tiles}, costing exactly {} building points paid in at least {} kinds (sand 1, \
             wood 2, brick 4, stone 5). A Stonemason erecting it scores {} VP, a Worker {}.",
            d.cost,
            data::MIN_KINDS,
            d.vp,
            d.vp / 2
        );
        let use_ = match (self, site_of(self)) {
            (_, Some(site)) => format!(" Once built, its {}", site_text(site)),
            (Building::Tower, None) => format!(
                " No helper spaces; each one built gives the Gates' helpers VP. (Not the guard \
                 tower, which takes {} piece of every delivery and is emptied by a Bricklayer.)",
                data::TOWER_FEE
            ),
            (Building::House, None) => {
                " No helper spaces; each one built gives the Stable's helpers VP.".into()
            }
            (_, None) => " No helper spaces and no final scoring.".into(),
        };
        format!("{erect}{use_}")
    }
}

impl Space {
    /// The space as its menus show it: "Tavern, 6-taler space"; the one space of the Village
    /// Inn card is "Inn", as the action placing there says.
    fn name(self) -> String {
        let d = self.data();
        let site = d.site.name().trim_start_matches("the ");
        if self == Space::Inn {
            site.to_string()
        } else {
            format!("{site}, {}-taler space", d.tuition)
        }
    }
}

impl Spot {
    fn text(self) -> String {
        let d = self.data();
        format!(
            "A Trader's helper may stand here. In a round with a Trader it delivers {} {}: {} to \
             the tower, the rest to the helper's owner. The helper stays until displaced or moved \
             into a building; at the end it scores nothing.",
            d.delivers,
            d.kind.name(),
            data::TOWER_FEE
        )
    }
}

impl WinterCard {
    fn text(self) -> String {
        let effect = match self {
            WinterCard::VillageInn => format!(
                "Stays in play. With a Bricklayer or Stonemason a player may place a helper here \
                 as the one innkeeper for {} talers. From then on every Trader pays {} taler to \
                 the innkeeper's owner (onto the card while there is none); one who cannot pay \
                 takes a trader helper back. Its {}",
                Space::Inn.data().tuition,
                data::INN_FEE,
                site_text(Site::Inn)
            ),
            WinterCard::Plague => format!(
                "Each player loses a card of his played pile for good, or pays {} taler per \
                 card in it.",
                data::PLAGUE_FEE
            ),
            WinterCard::Granary => format!(
                "Stays in play. With a Bricklayer or Stonemason a player may place a helper \
                 here. Its {}",
                site_text(Site::Granary)
            ),
            WinterCard::WallBreach => format!(
                "Each player may discard up to {} stone and scores {} VP per stone.",
                data::BREACH_MAX,
                data::BREACH_VP
            ),
            WinterCard::Lady => format!(
                "From the next round on, at the start of each round every player still courting \
                 lays 1 piece or taler on her card, or drops out for good. The last one left \
                 scores {} VP; the others share the pieces on the card, one at a time.",
                data::LADY_VP
            ),
            WinterCard::Snowdrift => format!(
                "Each player gives up a Worker card for good, or pays {} talers.",
                data::SNOWDRIFT_FEE
            ),
        };
        format!("A winter card, drawn after the cards are chosen in a marked round. {effect}")
    }
}

/// What a resource is worth and where it comes from.
fn res_text(res: Res) -> String {
    let total = data::RESOURCE_TOTAL[res as usize];
    let from = Spot::ALL
        .into_iter()
        .find(|s| s.data().kind == res)
        .map_or(String::new(), |s| s.data().name.to_string());
    match res {
        Res::Silver => format!(
            "A resource ({total} in the game), delivered by the {from}. It pays nothing \
             directly: at the Smithy each bar becomes a piece of sand, wood, brick or stone."
        ),
        _ => format!(
            "A building resource ({total} in the game) worth {} building point{}, delivered by \
             the {from}.",
            BP[res as usize],
            if BP[res as usize] == 1 { "" } else { "s" }
        ),
    }
}

/// Every card, building, space, cart, winter card and resource by the id its view and log use,
/// with the name its action texts use and its full text. Where a building and its helper
/// spaces share an id, one term tells both; the winter Granary's spaces are told on its card.
pub(crate) fn terms() -> Vec<Term> {
    let mut terms = Vec::new();
    for card in Card::ALL {
        terms.push(Term::new(card.id(), card.data().name, card.text()));
    }
    for building in Building::ALL {
        terms.push(Term::new(
            building.id(),
            building.data().name,
            building.text(),
        ));
    }
    for site in [Site::Market, Site::Smithy] {
        let id = if site == Site::Market {
            "market"
        } else {
            "smithy"
        };
        let name = site.name().trim_start_matches("the ");
        terms.push(Term::new(
            id,
            name,
            format!("Built from the start; its {}", site_text(site)),
        ));
    }
    // Spaces whose id is not their building's: the view names each of two unequal spaces.
    for (space, id) in [
        (Space::Tavern6, "tavern_6"),
        (Space::Tavern12, "tavern_12"),
        (Space::Stable12, "stable_12"),
        (Space::Stable16, "stable_16"),
        (Space::Smithy6, "smithy_6"),
        (Space::Smithy10, "smithy_10"),
        (Space::Inn, "inn"),
    ] {
        let d = space.data();
        let text = format!(
            "A helper space of {} for {} talers; the {}",
            d.site.name(),
            d.tuition,
            site_text(d.site)
        );
        terms.push(Term::new(id, space.name(), text));
    }
    for spot in Spot::ALL {
        terms.push(Term::new(spot.id(), spot.data().name, spot.text()));
    }
    for card in WinterCard::ALL {
        terms.push(Term::new(card.id(), card.data().name, card.text()));
    }
    for res in Res::ALL {
        terms.push(Term::new(res.name(), res.name(), res_text(res)));
    }
    terms.push(Term::new(
        "taler",
        "taler",
        format!(
            "Money ({} in the bank at the start). It pays tuition, Stonemason purchases and \
             winter costs, and breaks a tie in VP.",
            data::TALERS_TOTAL
        ),
    ));
    terms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_cards_that_play_differently_share_a_label() {
        let terms = terms();
        for (i, t) in terms.iter().enumerate() {
            for u in &terms[i + 1..] {
                assert!(
                    u.name.to_lowercase() != t.name.to_lowercase() || u.text == t.text,
                    "{} and {}",
                    t.id,
                    u.id
                );
            }
        }
        // The three Worker cards differ by their stock, and so do their texts.
        let worker = |c: Card| terms.iter().find(|t| t.id == c.id()).unwrap().text.clone();
        assert_ne!(worker(Card::Worker1), worker(Card::Worker2));
        assert!(worker(Card::Worker1).contains("2 wood + 1 silver"));
        assert!(worker(Card::Worker3).contains("1 stone + 2 pieces"));
    }

    #[test]
    fn the_terms_name_every_card_and_space_once_without_codes() {
        let terms = terms();
        for (i, t) in terms.iter().enumerate() {
            assert!(
                !terms[i + 1..].iter().any(|u| u.id == t.id),
                "{} twice",
                t.id
            );
            for code in ["CAS-", "_", "Q-", ".1", "w_"] {
                assert!(!t.name.contains(code) && !t.text.contains(code), "{t:?}");
            }
            assert!(!t.text.is_empty());
        }
        // Every id a view or log names has its term.
        let ids: Vec<String> = Card::ALL
            .iter()
            .map(|c| c.id().to_string())
            .chain(Building::ALL.iter().map(|b| b.id().to_string()))
            .chain(Spot::ALL.iter().map(|s| s.id().to_string()))
            .chain(WinterCard::ALL.iter().map(|w| w.id().to_string()))
            .chain(Res::ALL.iter().map(|r| r.name().to_string()))
            .chain(Space::ALL.iter().map(|s| serde_json::json!(s).to_string()))
            .chain(Site::ALL.iter().map(|s| serde_json::json!(s).to_string()))
            .map(|id| id.trim_matches('"').to_string())
            .collect();
        for id in ids {
            assert!(terms.iter().any(|t| t.id == id), "no term for {id}");
        }
        let text = |id: &str| terms.iter().find(|t| t.id == id).unwrap().text.clone();
        assert!(text("keep").contains("24 building points") && text("keep").contains("14 VP"));
        assert!(text("tavern_12").contains("12 talers"));
        assert!(text("cart_sand").contains("delivers 4 sand"));
        assert!(text("granary").contains("10 VP"));
    }

    #[test]
    fn every_action_text_names_a_term() {
        use crate::action::Action;
        let terms = terms();
        let game = crate::Castle::setup(2, true, None);
        let named = |text: String| {
            let lower = text.to_lowercase();
            assert!(
                terms.iter().any(|t| lower.contains(&t.name.to_lowercase())),
                "{text}"
            );
        };
        for card in Card::ALL {
            named(game.describe_action(Action::Choose { card }));
        }
        for building in Building::ALL {
            named(game.describe_action(Action::Build { building }));
        }
        for card in WinterCard::ALL {
            named(game.describe_action(Action::DrawWinter { card }));
        }
    }
}
