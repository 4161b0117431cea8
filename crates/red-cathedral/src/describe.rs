//! Actions and the board in a player's words.

use std::fmt::Write;

use cathedra_core::Observer;

use crate::action::Action;
use crate::state::{Main, Phase, RedCathedral, NONE};
use crate::types::{BannerFrom, Die, Material};

impl RedCathedral {
    fn place_name(&self, tower: u8, height: u8) -> String {
        let data = self.data();
        let t = usize::from(tower);
        let h = usize::from(height);
        if t < usize::from(self.towers) && h < usize::from(self.heights[t]) {
            let card = self.site[t][h].card;
            let text = data
                .sections
                .get(usize::from(card))
                .map_or_else(|| self.kind_at(t, h).name().to_string(), |c| c.text());
            format!("the card of tower {} ({text})", t + 1)
        } else {
            format!("tower {}, card {}", t + 1, h + 1)
        }
    }

    pub(crate) fn describe_action(&self, action: Action) -> String {
        let data = self.data();
        match action {
            Action::ResourceTile { tile } => format!(
                "Lay the {} tile on the next market space",
                data.resource_tiles
                    .get(usize::from(tile))
                    .map_or("?", |t| t.gives.name())
            ),
            Action::InfluenceCard { card } => match data.influence.get(usize::from(card)) {
                Some(c) => format!(
                    "Lay the {} influence card ({} / {})",
                    crate::data::GROUPS[usize::from(c.group)],
                    c.actions[0].text,
                    c.actions[1].text
                ),
                None => "Lay an influence card".into(),
            },
            Action::PlaceDie { die, face } => {
                format!(
                    "Drop the {} die showing {face} next to the next market space",
                    die.name()
                )
            }
            Action::Plan { plan } => match data.plans.get(usize::from(plan)) {
                Some(p) => {
                    let heights: Vec<String> = p.heights.iter().map(u8::to_string).collect();
                    format!("The plan card with towers of {} cards", heights.join(", "))
                }
                None => "A plan card".into(),
            },
            Action::Section { card } => match data.sections.get(usize::from(card)) {
                Some(c) => format!("Lay the card ({}) on the construction site", c.text()),
                None => "Lay a cathedral card".into(),
            },
            Action::WorkshopTile { tile } => format!(
                "Lay the workshop tile giving {} on the next cathedral card",
                data.workshop_tiles
                    .get(usize::from(tile))
                    .map_or_else(|| "?".into(), |t| t.text())
            ),
            Action::FirstPlayer { seat } => format!("{} starts", crate::colour(seat)),
            Action::SoloCard { card } => format!("Jakovlev's next solo card: {}", card.name()),
            Action::SoloTile { die } => {
                format!("The {} die tile on the next solo card", die.name())
            }
            Action::Roll { face } => format!("The die rolls {face}"),
            Action::SellPrestige => "Sell 1 prestige for 2 rubles".into(),
            Action::Reroll { space } => {
                format!(
                    "Pay 1 prestige to reroll the dice of market space {}",
                    space + 1
                )
            }
            Action::Claim { tower, banner } => {
                let h = self.available(usize::from(tower)).unwrap_or(0) as u8;
                format!(
                    "Claim {} with a banner from {}",
                    self.place_name(tower, h),
                    match banner {
                        BannerFrom::Inventory => "your inventory (one more free slot)",
                        BannerFrom::Reserve => "your reserve",
                        BannerFrom::White => "a white workshop space (it becomes usable)",
                    }
                )
            }
            Action::PlaceTile { space, face_up } => {
                let seat = self.turn.seat;
                if face_up {
                    format!(
                        "Put the tile face up on your {} for {} and gain its benefit",
                        space.name(),
                        crate::data::rubles(self.tile_price(seat, space))
                    )
                } else {
                    format!(
                        "Put the tile face down on your {} (free, never active)",
                        space.name()
                    )
                }
            }
            Action::Deliver {
                material,
                tower,
                height,
            } => format!(
                "Deliver 1 {} to {}",
                material.name(),
                self.place_name(tower, height)
            ),
            Action::Ornament {
                tower,
                height,
                jewels,
            } => {
                let o = if tower < self.towers && height < self.heights[usize::from(tower)] {
                    self.kind_at(usize::from(tower), usize::from(height))
                        .ornament()
                } else {
                    crate::types::Ornament::Door
                };
                format!(
                    "Decorate {} with your {} (1 {}, {}): +{} prestige",
                    self.place_name(tower, height),
                    o.name(),
                    o.material().name(),
                    jewels.describe(),
                    jewels.prestige()
                )
            }
            Action::Move { die, extra } => {
                let to = self.destination(die, extra);
                let t = self.market[usize::from(to)];
                let what = data
                    .resource_tiles
                    .get(usize::from(t))
                    .map_or("?", |t| t.gives.name());
                format!(
                    "Move the {} die to market space {} ({what}){}",
                    die.name(),
                    to + 1,
                    if extra > 0 {
                        format!(", paying {} for extra steps", crate::data::rubles(extra))
                    } else {
                        String::new()
                    }
                )
            }
            Action::Take { amount } => {
                let what = match self.turn.main {
                    Main::Market { space, .. } => data
                        .resource_tiles
                        .get(usize::from(self.market[usize::from(space)]))
                        .map_or("?", |t| t.gives.name()),
                    _ => "resources",
                };
                format!("Take {amount} {what}")
            }
            Action::Influence { action } => match self.turn.main {
                Main::Market { space, .. } => {
                    let card = &data.influence[usize::from(self.influence[usize::from(space / 2)])];
                    format!(
                        "Use influence: {}",
                        card.actions[usize::from(action & 1)].text
                    )
                }
                _ => "Use influence".into(),
            },
            Action::Give { material } => format!("Give {} to the supply", material.name()),
            Action::Gain { material } => format!("Take 1 {} from the supply", material.name()),
            Action::Swap { a, b } => format!(
                "Swap the resource tiles of market spaces {} and {}",
                a + 1,
                b + 1
            ),
            Action::Activate { space } => format!("Activate the tile on your {}", space.name()),
            Action::Done => "Stop delivering".into(),
            Action::EndTurn => "End your turn".into(),
            Action::BotTarget { tower, height } => {
                format!("Jakovlev takes {}", self.place_name(tower, height))
            }
        }
    }

    pub(crate) fn render_board(&self, _observer: Observer) -> String {
        let data = self.data();
        let mut s = String::new();
        let _ = writeln!(
            s,
            "The Red Cathedral (reconstructed card data: {})",
            data.edition
        );
        let _ = writeln!(s, "Market:");
        for sp in 0..8u8 {
            let t = self.market[usize::from(sp)];
            let tile = data
                .resource_tiles
                .get(usize::from(t))
                .map_or("-".to_string(), |t| {
                    format!("{} {}", t.amount, t.gives.name())
                });
            let dice: Vec<String> = Die::ALL
                .into_iter()
                .filter(|&d| self.die_face[d as usize] != 0 && self.die_space[d as usize] == sp)
                .map(|d| format!("{} {}", d.name(), self.die_face[d as usize]))
                .collect();
            let _ = writeln!(
                s,
                "  space {}: {tile:<14} dice [{}]",
                sp + 1,
                dice.join(", ")
            );
        }
        let _ = writeln!(s, "Influence:");
        for q in 0..4usize {
            if let Some(c) = data.influence.get(usize::from(self.influence[q])) {
                let _ = writeln!(
                    s,
                    "  spaces {}-{} ({}): {} / {}",
                    2 * q + 1,
                    2 * q + 2,
                    crate::data::GROUPS[usize::from(c.group)],
                    c.actions[0].text,
                    c.actions[1].text
                );
            }
        }
        let _ = writeln!(s, "Construction site (bottom to top):");
        for t in 0..usize::from(self.towers) {
            let cards: Vec<String> = (0..usize::from(self.heights[t]))
                .map(|h| {
                    let p = &self.site[t][h];
                    let id = data
                        .sections
                        .get(usize::from(p.card))
                        .map_or_else(|| "?".into(), |c| c.text());
                    let who = if p.banner == NONE {
                        String::new()
                    } else {
                        format!(" — {}'s banner", self.participant_name(p.banner))
                    };
                    let state = if p.done { ", completed" } else { "" };
                    let orn = if p.ornament == NONE {
                        String::new()
                    } else {
                        format!(", {}'s ornament", self.participant_name(p.ornament))
                    };
                    format!("[{id}{who}{state}{orn}]")
                })
                .collect();
            let _ = writeln!(s, "  tower {}: {}", t + 1, cards.join(" | "));
        }
        for p in 0..self.participants_count() {
            self.render_participant(&mut s, p);
        }
        if self.phase == Phase::Over {
            let _ = writeln!(s, "The game is over.");
        }
        s
    }

    /// The board in a few lines: whose turn it is, the observing seat's line, then a line for
    /// each other participant (the market, the influence cards and the site are in the whole
    /// board).
    pub(crate) fn render_compact(&self, observer: Observer) -> String {
        let mut s = String::new();
        let now = match self.phase {
            Phase::Over => "the game is over".to_string(),
            Phase::Turn => format!("{}'s turn", self.participant_name(self.turn.seat)),
            Phase::BotChoice { .. } => format!(
                "{} chooses for {}",
                self.participant_name(0),
                self.participant_name(1)
            ),
            _ => "setting up".to_string(),
        };
        let _ = write!(s, "The Red Cathedral: {now}");
        if self.ending && self.phase != Phase::Over {
            let _ = write!(
                s,
                "; the end is near: {} after this one",
                match self.last_turns {
                    1 => "1 more turn".to_string(),
                    n => format!("{n} more turns"),
                }
            );
        }
        let _ = writeln!(s);
        let own = observer.seat().map(|seat| seat.index());
        if let Some(p) = own.filter(|&p| p < self.participants_count()) {
            self.render_participant(&mut s, p);
        }
        for p in (0..self.participants_count()).filter(|&p| Some(p) != own) {
            self.render_participant(&mut s, p);
        }
        s
    }

    /// One participant's line: track position, prestige, completed cards, and a seat's
    /// rubles and inventory.
    fn render_participant(&self, s: &mut String, p: usize) {
        let data = self.data();
        let tally = &self.tally[p];
        let _ = write!(
            s,
            "{}: position {}, prestige {}, {} completed",
            self.participant_name(p as u8),
            tally.pos,
            data.prestige_floor(tally.pos),
            tally.completed
        );
        if p < self.n() {
            let pl = &self.seats[p];
            let inv: Vec<String> = Material::ALL
                .into_iter()
                .filter(|&m| pl.inventory[m as usize] > 0)
                .map(|m| format!("{} {}", pl.inventory[m as usize], m.name()))
                .collect();
            let _ = write!(
                s,
                ", {}, inventory {}/{} [{}]",
                match pl.rubles {
                    1 => "1 ruble".to_string(),
                    n => format!("{n} rubles"),
                },
                pl.held(),
                pl.capacity(),
                inv.join(", ")
            );
        }
        let _ = writeln!(s);
    }
}
