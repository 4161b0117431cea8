//! What a seat may know, as JSON: everything but the other seats' face-down cards (H-1).
//! The winter deck has no order until a card is drawn, so nothing of it is hidden (H-2).

use serde_json::{json, Map, Value};

use crate::data;
use crate::state::Castle;
use crate::types::{cards_in, Building, Res, Site, Space, Spot, WinterCard};

/// `{"sand": 1, ...}` of the pieces that are there.
pub(crate) fn pieces_json(p: &[u8; 5]) -> Value {
    let mut m = Map::new();
    for r in Res::ALL {
        if p[r as usize] > 0 {
            m.insert(r.name().into(), json!(p[r as usize]));
        }
    }
    Value::Object(m)
}

fn cards_json(mask: u8) -> Value {
    json!(cards_in(mask).collect::<Vec<_>>())
}

impl Castle {
    pub(crate) fn view_for(&self, seat: usize) -> Value {
        json!({
            "game": "castle-for-all-seasons",
            "you": seat,
            "winter": self.winter,
            "round": self.round,
            "rounds": self.rounds,
            "start_player": self.start,
            "now": self.phase,
            "revealed": self.revealed,
            "carts_still_deliver": self.trading,
            "action": self.act,
            "bank": self.bank,
            "round_track": self.track,
            "tower": pieces_json(&self.tower),
            "stock": pieces_json(&self.stock),
            "smithy": self.smithy,
            "carts": self.carts_json(),
            "tiles": self.tiles_json(),
            "spaces": self.spaces_json(),
            "worker_cards": self.worker_cards_json(),
            "winter_cards": self.winter_json(),
            "boxed": {"talers": self.boxed.talers, "pieces": pieces_json(&self.boxed.pieces)},
            "seats": (0..self.n()).map(|s| self.seat_json(s, seat)).collect::<Vec<_>>(),
        })
    }

    /// One seat as `viewer` sees it: its face-down cards only if it is the viewer's.
    fn seat_json(&self, s: u8, viewer: usize) -> Value {
        let seat = self.seat(s);
        let mut v = json!({
            "name": self.name(s),
            "vp": seat.vp,
            "talers": seat.talers,
            "pieces": pieces_json(&seat.pieces),
            "helpers": seat.helpers,
            "owned": cards_json(seat.owned),
            "played": cards_json(seat.played),
            "not_played": cards_json(seat.owned & !seat.played),
            "revealed": cards_json(seat.shown),
            "built_this_round": seat.built,
            "placed_in_this_round": self.sites_json(seat.sites),
        });
        if self.revealed {
            v["to_resolve"] = cards_json(seat.chosen);
        } else {
            v["face_down"] = json!(seat.chosen.count_ones());
        }
        if usize::from(s) == viewer {
            v["hand"] = cards_json(seat.hand());
            v["chosen"] = cards_json(seat.chosen);
        }
        v
    }

    /// The sites of a `Site` bit mask, by name.
    fn sites_json(&self, mask: u16) -> Value {
        Site::ALL
            .iter()
            .filter(|s| mask & s.bit() != 0)
            .map(|s| json!(s))
            .collect()
    }

    fn carts_json(&self) -> Value {
        Spot::ALL
            .iter()
            .map(|&spot| {
                json!({
                    "spot": spot,
                    "helper": self.spots[spot as usize],
                    "placed_this_round": self.fresh & (1 << spot as u8) != 0,
                })
            })
            .collect()
    }

    fn tiles_json(&self) -> Value {
        let mut m = Map::new();
        for b in Building::ALL {
            m.insert(
                serde_json::to_value(b)
                    .unwrap_or_default()
                    .as_str()
                    .unwrap_or("")
                    .into(),
                json!(self.tiles[b as usize]),
            );
        }
        Value::Object(m)
    }

    fn spaces_json(&self) -> Value {
        Space::ALL
            .iter()
            .map(|&space| {
                let d = space.data();
                let range = usize::from(d.first)..usize::from(d.first + d.count);
                json!({
                    "space": space,
                    "tuition": d.tuition,
                    "usable": self.site_usable(d.site),
                    "helpers": &self.slots[range],
                })
            })
            .collect()
    }

    fn worker_cards_json(&self) -> Value {
        (0..self.n())
            .map(|s| {
                (0..3)
                    .map(|w| pieces_json(self.load(s, w)))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    fn winter_json(&self) -> Value {
        if !self.winter {
            return Value::Null;
        }
        let in_deck: Vec<WinterCard> = WinterCard::ALL
            .into_iter()
            .filter(|c| self.deck & c.bit() != 0)
            .collect();
        let open: Vec<WinterCard> = WinterCard::ALL
            .into_iter()
            .filter(|c| self.open & c.bit() != 0)
            .collect();
        json!({
            "deck": in_deck,
            "marked_spaces": data::WINTER_SPACES,
            "in_play": open,
            "inn_talers": self.inn_talers,
            "lady": self.lady,
        })
    }
}
