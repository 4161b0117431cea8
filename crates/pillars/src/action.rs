//! Every decision of the game, the seats' (D1-D14) and chance's (C1-C7), and their texts.

use serde::{Deserialize, Serialize};

use crate::data::{Craftsman, Cube, Event, Privilege, ResourceCard};
use crate::state::{Location, Pillars, Stage};

/// One decision. Chance outcomes are the first seven variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
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

fn cubes(n: u8, cube: Cube) -> String {
    format!("{n} {}", cube.name())
}

/// "3 wood, 2 sand" (or "nothing").
pub(crate) fn cube_list(c: [u8; 4]) -> String {
    let parts: Vec<String> = Cube::ALL
        .iter()
        .filter(|k| c[k.index()] > 0)
        .map(|&k| cubes(c[k.index()], k))
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

impl Pillars {
    /// A short text for an action in this state.
    pub(crate) fn describe_action(&self, action: Action) -> String {
        match action {
            Action::StartPlayer { seat } => format!("{} starts", self.colour(seat.into())),
            Action::RevealPrivileges { left, right } => {
                format!("Reveal {} (left) and {} (right)", left.name(), right.name())
            }
            Action::DealCraftsmen { left, right } => format!(
                "Deal {} (left) and {} (right) to Shiring",
                left.name(),
                right.name()
            ),
            Action::SetAsideResources { first, second } => {
                format!("Leave out {} and {}", first.id(), second.id())
            }
            Action::DrawEvent { .. } => "Draw the round's event, face down".into(),
            Action::DrawBuilder { seat } => {
                format!("Draw a {} master builder", self.colour(seat.into()))
            }
            Action::RollTax { face } => format!("The tax die shows {face}"),
            Action::TakeResource { card } => {
                let d = card.data();
                format!(
                    "Take {} ({} workers for {})",
                    card.id(),
                    d.workers,
                    cubes(d.yield_, d.cube)
                )
            }
            Action::Hire { craftsman } => format!(
                "Hire the {} for {} gold",
                craftsman.name(),
                craftsman.card().cost
            ),
            Action::Pass => "Pass".into(),
            Action::Dismiss { craftsman } => format!("Remove the {}", craftsman.name()),
            Action::Accept => "Accept the drawn master builder".into(),
            Action::Redraw => "Put the master builder back and draw again".into(),
            Action::Place { at } => self.describe_place(at),
            Action::PlaceWithRemigius { at } => format!(
                "Place a master builder at {} for free (Brother Remigius)",
                at.name()
            ),
            Action::Protect => "Take the bishop's protection from the event".into(),
            Action::UseThomas => "Give up Archbishop Thomas to ignore the event".into(),
            Action::UseExemption => "Give up the tax exemption card and pay no tax".into(),
            Action::Decline => "Decline".into(),
            Action::TakeCube { cube } => format!("Take 1 {} from the market", cube.name()),
            Action::Buy { cube, n } => {
                let price = u16::from(cube.buy_price().unwrap_or(0)) * u16::from(n);
                format!("Buy {} for {price} gold", cubes(n, cube))
            }
            Action::Sell { cube, n } => format!(
                "Sell {} for {} gold",
                cubes(n, cube),
                u16::from(cube.sell_price()) * u16::from(n)
            ),
            Action::Madonna { craftsman } => {
                format!("The Madonna raises the {}'s capacity", craftsman.name())
            }
            Action::Use { craftsman, times } => self.describe_use(craftsman, times),
            Action::Finish => "Finish building".into(),
            Action::Keep { cubes } => format!("Keep {}", cube_list(cubes)),
        }
    }

    pub(crate) fn describe_place(&self, at: Location) -> String {
        let cost = if self.stage == Stage::Place {
            self.cost
        } else {
            0
        };
        if cost == 0 {
            format!("Place a master builder at {} for free", at.name())
        } else {
            format!("Place a master builder at {} for {cost} gold", at.name())
        }
    }

    fn describe_use(&self, craftsman: Craftsman, times: u8) -> String {
        let name = craftsman.name();
        let Some(r) = craftsman.card().recipe else {
            return format!("Use the {name}");
        };
        let t = |x: u8| u16::from(x) * u16::from(times);
        let mut input: Vec<String> = Cube::ALL
            .iter()
            .filter(|k| r.cubes[k.index()] > 0)
            .map(|&k| format!("{} {}", t(r.cubes[k.index()]), k.name()))
            .collect();
        if r.gold_in > 0 {
            input.push(format!("{} gold", t(r.gold_in)));
        }
        let output = if r.gold_out > 0 {
            format!("{} gold", t(r.gold_out))
        } else {
            format!("{} VP", t(r.vp))
        };
        let times_text = if times == 1 {
            "once".to_string()
        } else {
            format!("{times} times")
        };
        format!(
            "Use the {name} {times_text} ({} → {output})",
            input.join(" + ")
        )
    }
}
