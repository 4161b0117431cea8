//! Every decision of the game, the seats' (D1-D14) and chance's (C1-C7), and their texts.

use cathedra_core::i18n::FluentValue;
use cathedra_core::ActionSpace;
use serde::{Deserialize, Serialize};

use crate::data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard, CUBE_LIMIT};
use crate::state::{Location, Pillars, Stage, MAX_SEATS};
use crate::texts::Words;

/// One decision. Chance outcomes are the first seven variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// C1: the first start player.
    StartPlayer { seat: u8 },
    /// C2: the privilege cards above the left and right Kingsbridge spaces.
    RevealPrivileges { left: Privilege, right: Privilege },
    /// C4: the craftsmen on the left and right Shiring spaces; the round's other two are offered.
    DealCraftsmen { left: Craftsman, right: Craftsman },
    /// C5: the two resource cards not offered this round (`first` before `second` in card order).
    SetAsideResources {
        first: ResourceCard,
        second: ResourceCard,
    },
    /// C3: the round's event, face down.
    DrawEvent { event: Event },
    /// C6: a builder of this seat's colour comes out of the bag.
    DrawBuilder { seat: u8 },
    /// C7: the tax die.
    RollTax { face: u8 },
    /// D1: take an offered resource card, committing its workers.
    TakeResource { card: ResourceCard },
    /// D1: hire an offered craftsman for its cost.
    Hire { craftsman: Craftsman },
    /// D1, D4, D11: pass.
    Pass,
    /// D2, D8: remove one own craftsman from the game.
    Dismiss { craftsman: Craftsman },
    /// D3: keep the drawn builder.
    Accept,
    /// D3: put the drawn builder back and draw again (once per phase II).
    Redraw,
    /// D4, D5: place the drawn (or passed) builder, paying the current cost.
    Place { at: Location },
    /// D4: place the drawn builder for free, giving up Brother Remigius.
    PlaceWithRemigius { at: Location },
    /// D6: the Bishop's seat protects from the negative event.
    Protect,
    /// D7: give up Archbishop Thomas to ignore the negative event.
    UseThomas,
    /// D10: give up the tax-exemption card to pay no tax this round.
    UseExemption,
    /// D6, D7, D10: decline.
    Decline,
    /// D9: the bishop's free cube from the market.
    TakeCube { cube: Cube },
    /// D11: buy `n` cubes of one kind at the market.
    Buy { cube: Cube, n: u8 },
    /// D11: sell `n` cubes of one kind at the market.
    Sell { cube: Cube, n: u8 },
    /// D12: the Madonna raises this craftsman's capacity by 1 this round.
    Madonna { craftsman: Craftsman },
    /// D13: use a craftsman `times` more times.
    Use { craftsman: Craftsman, times: u8 },
    /// D13: finish building this round.
    Finish,
    /// D14: keep these cubes (wood, stone, sand, metal: 5 in all), return the rest.
    Keep { cubes: [u8; 4] },
}

impl Pillars {
    /// A short text for an action in this state, in the language of `w`.
    pub(crate) fn describe_action(&self, action: Action, w: Words<'_>) -> String {
        let seat = |s: u8| FluentValue::from(w.seat(self, s.into()));
        let n = |x: u8| FluentValue::from(u32::from(x));
        let craftsman = |c: Craftsman| FluentValue::from(w.craftsman(c));
        match action {
            Action::StartPlayer { seat: s } => w.say("choice-start-player", &[("seat", seat(s))]),
            Action::RevealPrivileges { left, right } => w.say(
                "choice-reveal-privileges",
                &[
                    ("left", w.privilege(left).into()),
                    ("right", w.privilege(right).into()),
                ],
            ),
            Action::DealCraftsmen { left, right } => w.say(
                "choice-deal-craftsmen",
                &[("left", craftsman(left)), ("right", craftsman(right))],
            ),
            Action::SetAsideResources { first, second } => w.say(
                "choice-set-aside",
                &[
                    ("first", w.resource(first).into()),
                    ("second", w.resource(second).into()),
                ],
            ),
            Action::DrawEvent { .. } => w.say("choice-draw-event", &[]),
            Action::DrawBuilder { seat: s } => w.say("choice-draw-builder", &[("seat", seat(s))]),
            Action::RollTax { face } => w.say("choice-roll-tax", &[("face", n(face))]),
            Action::TakeResource { card } => {
                let d = card.data();
                w.say(
                    "choice-take-resource",
                    &[
                        ("card", w.resource(card).into()),
                        ("workers", n(d.workers)),
                        ("cubes", w.cubes(d.yield_, d.cube).into()),
                    ],
                )
            }
            Action::Hire { craftsman: c } => w.say(
                "choice-hire",
                &[("craftsman", craftsman(c)), ("gold", n(c.card().cost))],
            ),
            Action::Pass => w.say("choice-pass", &[]),
            Action::Dismiss { craftsman: c } => {
                w.say("choice-dismiss", &[("craftsman", craftsman(c))])
            }
            Action::Accept => w.say("choice-accept", &[]),
            Action::Redraw => w.say("choice-redraw", &[]),
            Action::Place { at } => {
                let cost = if self.stage == Stage::Place {
                    self.cost
                } else {
                    0
                };
                w.say(
                    "choice-place",
                    &[
                        ("location", w.location(at).into()),
                        ("gold", n(cost)),
                        ("effect", w.effect(self, at).into()),
                    ],
                )
            }
            Action::PlaceWithRemigius { at } => w.say(
                "choice-place-with-remigius",
                &[
                    ("location", w.location(at).into()),
                    ("effect", w.effect(self, at).into()),
                ],
            ),
            Action::Protect => w.say("choice-protect", &[]),
            Action::UseThomas => w.say("choice-use-thomas", &[]),
            Action::UseExemption => w.say("choice-use-exemption", &[]),
            Action::Decline => w.say("choice-decline", &[]),
            Action::TakeCube { cube } => {
                w.say("choice-take-cube", &[("cube", w.cube(cube).into())])
            }
            Action::Buy { cube, n: k } => {
                let price = u32::from(cube.buy_price().unwrap_or(0)) * u32::from(k);
                w.say(
                    "choice-buy",
                    &[("cubes", w.cubes(k, cube).into()), ("gold", price.into())],
                )
            }
            Action::Sell { cube, n: k } => {
                let price = u32::from(cube.sell_price()) * u32::from(k);
                w.say(
                    "choice-sell",
                    &[("cubes", w.cubes(k, cube).into()), ("gold", price.into())],
                )
            }
            Action::Madonna { craftsman: c } => {
                w.say("choice-madonna", &[("craftsman", craftsman(c))])
            }
            Action::Use {
                craftsman: c,
                times,
            } => Self::describe_use(w, c, times),
            Action::Finish => w.say("choice-finish", &[]),
            Action::Keep { cubes } => w.say("choice-keep", &[("cubes", w.cube_list(cubes).into())]),
        }
    }

    fn describe_use(w: Words<'_>, craftsman: Craftsman, times: u8) -> String {
        let name = FluentValue::from(w.craftsman(craftsman));
        let Some(r) = craftsman.card().recipe else {
            return w.say("choice-use-without-cubes", &[("craftsman", name)]);
        };
        let t = |x: u8| u32::from(x) * u32::from(times);
        let mut input: Vec<String> = Cube::ALL
            .iter()
            .filter(|k| r.cubes[k.index()] > 0)
            .map(|&k| w.cubes(t(r.cubes[k.index()]), k))
            .collect();
        if r.gold_in > 0 {
            input.push(w.gold(t(r.gold_in)));
        }
        let output = if r.gold_out > 0 {
            w.gold(t(r.gold_out))
        } else {
            w.vp(t(r.vp))
        };
        w.say(
            "choice-use",
            &[
                ("craftsman", name),
                ("times", u32::from(times).into()),
                ("input", input.join(" + ").into()),
                ("output", output.into()),
            ],
        )
    }
}

/// The most cubes of one kind a player may hold, and so sell at once. Play never comes near
/// it (5 kept plus one round's production, about 20); `validate` refuses a state beyond it, so
/// every sale has an index.
pub const MOST_SOLD: u8 = 30;
/// The most cubes of one kind bought at once: the market's stock (PIL-12.3).
pub const MOST_BOUGHT: u8 = crate::data::MARKET_STOCK;
/// The most uses of one craftsman at once: the largest capacity (8) and the Madonna's 1.
pub const MOST_USES: u8 = 9;

const PRIVILEGES: usize = <Privilege as Card>::ALL.len();
const CRAFTSMEN: usize = <Craftsman as Card>::ALL.len();
const RESOURCE_CARDS: usize = <ResourceCard as Card>::ALL.len();
const EVENTS: usize = <Event as Card>::ALL.len();
const LOCATIONS: usize = Location::ALL.len();
const CUBES: usize = Cube::ALL.len();
const TAX_FACES: usize = 4;

// The first index of each variant, in the order of the variants (docs/pillars-of-the-earth.md).
const START_PLAYER: usize = 0;
const REVEAL_PRIVILEGES: usize = START_PLAYER + MAX_SEATS;
const DEAL_CRAFTSMEN: usize = REVEAL_PRIVILEGES + PRIVILEGES * PRIVILEGES;
const SET_ASIDE_RESOURCES: usize = DEAL_CRAFTSMEN + CRAFTSMEN * CRAFTSMEN;
const DRAW_EVENT: usize = SET_ASIDE_RESOURCES + RESOURCE_CARDS * RESOURCE_CARDS;
const DRAW_BUILDER: usize = DRAW_EVENT + EVENTS;
const ROLL_TAX: usize = DRAW_BUILDER + MAX_SEATS;
const TAKE_RESOURCE: usize = ROLL_TAX + TAX_FACES;
const HIRE: usize = TAKE_RESOURCE + RESOURCE_CARDS;
const PASS: usize = HIRE + CRAFTSMEN;
const DISMISS: usize = PASS + 1;
const ACCEPT: usize = DISMISS + CRAFTSMEN;
const REDRAW: usize = ACCEPT + 1;
const PLACE: usize = REDRAW + 1;
const PLACE_WITH_REMIGIUS: usize = PLACE + LOCATIONS;
const PROTECT: usize = PLACE_WITH_REMIGIUS + LOCATIONS;
const USE_THOMAS: usize = PROTECT + 1;
const USE_EXEMPTION: usize = USE_THOMAS + 1;
const DECLINE: usize = USE_EXEMPTION + 1;
const TAKE_CUBE: usize = DECLINE + 1;
const BUY: usize = TAKE_CUBE + CUBES;
const SELL: usize = BUY + CUBES * MOST_BOUGHT as usize;
const MADONNA: usize = SELL + CUBES * MOST_SOLD as usize;
const USE: usize = MADONNA + CRAFTSMEN;
const FINISH: usize = USE + CRAFTSMEN * MOST_USES as usize;
const KEEP: usize = FINISH + 1;
const END: usize = KEEP + KEEPS.len();

/// Every way to keep 5 cubes (wood, stone, sand, metal), in the order `keep` is listed: wood,
/// then stone, then sand ascending.
static KEEPS: [[u8; 4]; 56] = {
    let mut t = [[0u8; 4]; 56];
    let l = CUBE_LIMIT;
    let mut k = 0;
    let mut w = 0;
    while w <= l {
        let mut s = 0;
        while s <= l - w {
            let mut sa = 0;
            while sa <= l - w - s {
                t[k] = [w, s, sa, l - w - s - sa];
                k += 1;
                sa += 1;
            }
            s += 1;
        }
        w += 1;
    }
    assert!(k == 56, "C(8, 3) ways to keep 5 cubes of 4 kinds");
    t
};

/// `n` of `1..=most` as a 0-based slot; an amount out of range (never legal) takes the nearest.
fn amount_slot(n: u8, most: u8) -> usize {
    usize::from(n.clamp(1, most) - 1)
}

/// A seat number as a slot; a seat beyond the fourth (never legal) takes the last.
fn seat_slot(seat: u8) -> usize {
    usize::from(seat).min(MAX_SEATS - 1)
}

/// The cubes kept as a slot of [`KEEPS`]; a choice that does not keep exactly 5 (never legal)
/// takes the first.
fn keep_slot(cubes: [u8; 4]) -> usize {
    KEEPS.iter().position(|&k| k == cubes).unwrap_or(0)
}

/// Indices: each variant has a block, in the order the variants are declared; a pair of cards
/// takes `first × cards + second`, an amount `kind × most + (amount − 1)`. The layout is the
/// table of docs/pillars-of-the-earth.md. Payloads out of range are never legal; they take an
/// index of their block (the nearest seat, face or amount; for `keep` the first).
impl ActionSpace for Action {
    const NUM_ACTIONS: usize = END;
    /// Every index below is chance's: the deals, the draws and the tax die.
    const FIRST_SEAT_ACTION: usize = TAKE_RESOURCE;

    fn index(self) -> usize {
        match self {
            Action::StartPlayer { seat } => START_PLAYER + seat_slot(seat),
            Action::RevealPrivileges { left, right } => {
                REVEAL_PRIVILEGES + left.index() * PRIVILEGES + right.index()
            }
            Action::DealCraftsmen { left, right } => {
                DEAL_CRAFTSMEN + left.index() * CRAFTSMEN + right.index()
            }
            Action::SetAsideResources { first, second } => {
                SET_ASIDE_RESOURCES + first.index() * RESOURCE_CARDS + second.index()
            }
            Action::DrawEvent { event } => DRAW_EVENT + event.index(),
            Action::DrawBuilder { seat } => DRAW_BUILDER + seat_slot(seat),
            Action::RollTax { face } => ROLL_TAX + usize::from(face.clamp(2, 5) - 2),
            Action::TakeResource { card } => TAKE_RESOURCE + card.index(),
            Action::Hire { craftsman } => HIRE + craftsman.index(),
            Action::Pass => PASS,
            Action::Dismiss { craftsman } => DISMISS + craftsman.index(),
            Action::Accept => ACCEPT,
            Action::Redraw => REDRAW,
            Action::Place { at } => PLACE + at as usize,
            Action::PlaceWithRemigius { at } => PLACE_WITH_REMIGIUS + at as usize,
            Action::Protect => PROTECT,
            Action::UseThomas => USE_THOMAS,
            Action::UseExemption => USE_EXEMPTION,
            Action::Decline => DECLINE,
            Action::TakeCube { cube } => TAKE_CUBE + cube.index(),
            Action::Buy { cube, n } => {
                BUY + cube.index() * usize::from(MOST_BOUGHT) + amount_slot(n, MOST_BOUGHT)
            }
            Action::Sell { cube, n } => {
                SELL + cube.index() * usize::from(MOST_SOLD) + amount_slot(n, MOST_SOLD)
            }
            Action::Madonna { craftsman } => MADONNA + craftsman.index(),
            Action::Use { craftsman, times } => {
                USE + craftsman.index() * usize::from(MOST_USES) + amount_slot(times, MOST_USES)
            }
            Action::Finish => FINISH,
            Action::Keep { cubes } => KEEP + keep_slot(cubes),
        }
    }

    fn from_index(i: usize) -> Option<Self> {
        let pair = |offset: usize, n: usize| (offset / n, offset % n);
        let amount = |offset: usize, most: u8| {
            let (kind, n) = pair(offset, usize::from(most));
            (Cube::ALL[kind], n as u8 + 1)
        };
        Some(match i {
            _ if i < REVEAL_PRIVILEGES => Action::StartPlayer { seat: i as u8 },
            _ if i < DEAL_CRAFTSMEN => {
                let (l, r) = pair(i - REVEAL_PRIVILEGES, PRIVILEGES);
                Action::RevealPrivileges {
                    left: Privilege::ALL[l],
                    right: Privilege::ALL[r],
                }
            }
            _ if i < SET_ASIDE_RESOURCES => {
                let (l, r) = pair(i - DEAL_CRAFTSMEN, CRAFTSMEN);
                Action::DealCraftsmen {
                    left: Craftsman::ALL[l],
                    right: Craftsman::ALL[r],
                }
            }
            _ if i < DRAW_EVENT => {
                let (f, s) = pair(i - SET_ASIDE_RESOURCES, RESOURCE_CARDS);
                Action::SetAsideResources {
                    first: ResourceCard::ALL[f],
                    second: ResourceCard::ALL[s],
                }
            }
            _ if i < DRAW_BUILDER => Action::DrawEvent {
                event: Event::ALL[i - DRAW_EVENT],
            },
            _ if i < ROLL_TAX => Action::DrawBuilder {
                seat: (i - DRAW_BUILDER) as u8,
            },
            _ if i < TAKE_RESOURCE => Action::RollTax {
                face: (i - ROLL_TAX) as u8 + 2,
            },
            _ if i < HIRE => Action::TakeResource {
                card: ResourceCard::ALL[i - TAKE_RESOURCE],
            },
            _ if i < PASS => Action::Hire {
                craftsman: Craftsman::ALL[i - HIRE],
            },
            PASS => Action::Pass,
            _ if i < ACCEPT => Action::Dismiss {
                craftsman: Craftsman::ALL[i - DISMISS],
            },
            ACCEPT => Action::Accept,
            REDRAW => Action::Redraw,
            _ if i < PLACE_WITH_REMIGIUS => Action::Place {
                at: Location::ALL[i - PLACE],
            },
            _ if i < PROTECT => Action::PlaceWithRemigius {
                at: Location::ALL[i - PLACE_WITH_REMIGIUS],
            },
            PROTECT => Action::Protect,
            USE_THOMAS => Action::UseThomas,
            USE_EXEMPTION => Action::UseExemption,
            DECLINE => Action::Decline,
            _ if i < BUY => Action::TakeCube {
                cube: Cube::ALL[i - TAKE_CUBE],
            },
            _ if i < SELL => {
                let (cube, n) = amount(i - BUY, MOST_BOUGHT);
                Action::Buy { cube, n }
            }
            _ if i < MADONNA => {
                let (cube, n) = amount(i - SELL, MOST_SOLD);
                Action::Sell { cube, n }
            }
            _ if i < USE => Action::Madonna {
                craftsman: Craftsman::ALL[i - MADONNA],
            },
            _ if i < FINISH => {
                let (c, times) = pair(i - USE, usize::from(MOST_USES));
                Action::Use {
                    craftsman: Craftsman::ALL[c],
                    times: times as u8 + 1,
                }
            }
            FINISH => Action::Finish,
            _ if i < END => Action::Keep {
                cubes: KEEPS[i - KEEP],
            },
            _ => return None,
        })
    }
}
