//! A readable terminal board, as one seat (or any onlooker) sees it.

use std::fmt::Write;

use crate::data;
use crate::state::Castle;
use crate::types::{cards_in, Building, Res, Space, Spot, WinterCard};

fn pieces_line(p: &[u8; 5]) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter(|r| p[**r as usize] > 0)
        .map(|r| format!("{} {}", p[*r as usize], r.name()))
        .collect();
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join(", ")
    }
}

fn card_names(mask: u8) -> String {
    let v: Vec<&str> = cards_in(mask).map(|c| c.data().name).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(", ")
    }
}

impl Castle {
    pub(crate) fn render_board(&self, viewer: Option<u8>) -> String {
        let mut out = String::new();
        self.render_header(&mut out);
        let _ = writeln!(
            out,
            "Bank {} talers, round track {}, smithy {} silver",
            self.bank, self.track, self.smithy
        );
        let _ = writeln!(out, "Tower: {}", pieces_line(&self.tower));
        self.render_carts(&mut out);
        self.render_buildings(&mut out);
        self.render_winter(&mut out);
        for s in 0..self.n() {
            self.render_seat(&mut out, s, viewer);
        }
        out
    }

    /// The board in a few lines: the round, the step, the observing seat's own area, then a
    /// line for each other seat.
    pub(crate) fn render_compact(&self, viewer: Option<u8>) -> String {
        let mut out = String::new();
        self.render_header(&mut out);
        let areas = (0..self.n()).map(|s| {
            let mut area = String::new();
            self.render_seat(&mut area, s, viewer);
            area
        });
        cathedra_core::compact_areas(&mut out, viewer.map(usize::from), areas);
        out
    }

    /// The round, the start player and what the game waits for.
    fn render_header(&self, out: &mut String) {
        let season = if self.winter { "winter" } else { "summer" };
        let _ = writeln!(
            out,
            "A Castle for All Seasons ({season}) - round {} of {}, start player {}",
            self.round,
            self.rounds,
            self.name(self.start)
        );
        let _ = writeln!(out, "Now: {}", self.step_text());
    }

    fn render_carts(&self, out: &mut String) {
        let _ = write!(out, "Carts:");
        for spot in Spot::ALL {
            let d = spot.data();
            let who = self.spots[spot as usize].map_or("free", |o| self.name(o));
            let _ = write!(out, "  {} {} [{who}]", d.name, self.stock[d.kind as usize]);
        }
        let _ = writeln!(out);
    }

    fn render_buildings(&self, out: &mut String) {
        let _ = write!(out, "Tiles left:");
        for b in Building::ALL {
            let d = b.data();
            if self.tiles[b as usize] > 0 {
                let _ = write!(
                    out,
                    " {} x{} ({}/{}VP)",
                    d.name, self.tiles[b as usize], d.cost, d.vp
                );
            }
        }
        let _ = writeln!(out);
        let _ = write!(out, "Helpers:");
        for space in Space::ALL {
            let d = space.data();
            if !self.site_usable(d.site) {
                continue;
            }
            let range = usize::from(d.first)..usize::from(d.first + d.count);
            let who: Vec<&str> = self.slots[range]
                .iter()
                .map(|o| o.map_or("_", |o| self.name(o)))
                .collect();
            let name = d.site.name().trim_start_matches("the ");
            let _ = write!(out, "  {name} ({}): {}", d.tuition, who.join(" "));
        }
        let _ = writeln!(out);
    }

    fn render_winter(&self, out: &mut String) {
        if !self.winter {
            return;
        }
        let open: Vec<&str> = WinterCard::ALL
            .iter()
            .filter(|c| self.open & c.bit() != 0)
            .map(|c| c.data().name)
            .collect();
        // A card is drawn when the round marker reaches a marked space of the round track.
        let rounds: Vec<String> = data::WINTER_SPACES
            .iter()
            .rev()
            .filter(|&&space| space <= self.rounds)
            .map(|&space| (self.rounds + 1 - space).to_string())
            .collect();
        let _ = writeln!(
            out,
            "Winter: {} cards in the deck (one drawn in rounds {}); in play: {}; inn talers {}",
            self.deck.count_ones(),
            rounds.join(", "),
            if open.is_empty() {
                "-".into()
            } else {
                open.join(", ")
            },
            self.inn_talers
        );
        if self.lady.open {
            let courters: Vec<&str> = (0..self.n())
                .filter(|s| self.lady.courters & (1 << s) != 0)
                .map(|s| self.name(s))
                .collect();
            let mut pile = [0u8; 5];
            pile.copy_from_slice(&self.lady.pile[..5]);
            let _ = writeln!(
                out,
                "Lady of the castle: courted by {}; on her card {} and {} talers",
                courters.join(", "),
                pieces_line(&pile),
                self.lady.pile[5]
            );
        }
    }

    fn render_seat(&self, out: &mut String, s: u8, viewer: Option<u8>) {
        let seat = self.seat(s);
        let _ = writeln!(
            out,
            "{}: {} VP, {}, {} helpers; {}",
            self.name(s),
            seat.vp,
            crate::texts::talers(seat.talers),
            seat.helpers,
            pieces_line(&seat.pieces)
        );
        let w: Vec<String> = (0..3)
            .filter(|&w| self.load(s, w) != &[0; 5])
            .map(|w| {
                format!(
                    "Worker {}: {}",
                    ["I", "II", "III"][w],
                    pieces_line(self.load(s, w))
                )
            })
            .collect();
        let chosen = if viewer == Some(s) || self.revealed {
            card_names(seat.chosen)
        } else {
            format!("{} face down", seat.chosen.count_ones())
        };
        let _ = writeln!(
            out,
            "    hand+chosen: {} | chosen: {chosen} | played: {} {}",
            card_names(seat.owned & !seat.played),
            card_names(seat.played),
            w.join("; ")
        );
    }
}
