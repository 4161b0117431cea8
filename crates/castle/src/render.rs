//! A readable terminal board, as one seat (or any onlooker) sees it, in the language of the
//! texts it is given (the messages of `locales/<language>/board.ftl`).

use std::fmt::Write;

use cathedra_core::i18n::Texts;

use crate::data;
use crate::state::{Castle, Phase};
use crate::texts::Say;
use crate::types::{cards_in, Building, Res, Space, Spot, WinterCard};

/// "2 wood, 1 silver", or "-" for nothing.
fn pieces_line(say: &Say, p: &[u8; 5]) -> String {
    let parts: Vec<String> = Res::ALL
        .iter()
        .filter(|r| p[**r as usize] > 0)
        .map(|r| {
            say.msg(
                "board-pieces",
                [
                    ("count", p[*r as usize].into()),
                    ("kind", say.term(r.name())),
                ],
            )
        })
        .collect();
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join(", ")
    }
}

fn card_names(say: &Say, mask: u8) -> String {
    let v: Vec<String> = cards_in(mask).map(|c| say.name(c.id())).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(", ")
    }
}

impl Castle {
    pub(crate) fn render_board(&self, viewer: Option<u8>, texts: &Texts) -> String {
        let say = Say::new(self, texts);
        let mut out = String::new();
        self.render_header(&say, &mut out);
        let _ = writeln!(
            out,
            "{}",
            say.msg(
                "board-bank",
                [
                    ("bank", self.bank.into()),
                    ("track", self.track.into()),
                    ("smithy", self.smithy.into()),
                ],
            )
        );
        let tower = pieces_line(&say, &self.tower);
        let _ = writeln!(
            out,
            "{}",
            say.msg("board-tower", [("pieces", tower.into())])
        );
        self.render_carts(&say, &mut out);
        self.render_buildings(&say, &mut out);
        self.render_winter(&say, &mut out);
        for s in 0..self.n() {
            self.render_seat(&say, &mut out, s, viewer);
        }
        out
    }

    /// The board in a few lines: the round, the step, the observing seat's own area, then a
    /// line for each other seat.
    pub(crate) fn render_compact(&self, viewer: Option<u8>, texts: &Texts) -> String {
        let say = Say::new(self, texts);
        let mut out = String::new();
        self.render_header(&say, &mut out);
        let areas = (0..self.n()).map(|s| {
            let mut area = String::new();
            self.render_seat(&say, &mut area, s, viewer);
            area
        });
        cathedra_core::compact_areas(&mut out, viewer.map(usize::from), areas);
        out
    }

    /// The round, the start player and what the game waits for.
    fn render_header(&self, say: &Say, out: &mut String) {
        let season = if self.winter { "winter" } else { "summer" };
        // Before the start player is drawn (CAS-2.8) no round has begun and no one starts.
        let header = if matches!(self.phase, Phase::StartPlayer) {
            say.msg(
                "board-header-setup",
                [("season", season.into()), ("rounds", self.rounds.into())],
            )
        } else {
            say.msg(
                "board-header",
                [
                    ("season", season.into()),
                    ("round", self.round.into()),
                    ("rounds", self.rounds.into()),
                    ("seat", say.seat(self.start)),
                ],
            )
        };
        let _ = writeln!(out, "{header}");
        let step = self.step_text_in(say);
        let _ = writeln!(out, "{}", say.msg("board-now", [("step", step.into())]));
    }

    fn render_carts(&self, say: &Say, out: &mut String) {
        let _ = write!(out, "{}", say.msg("board-carts", []));
        for spot in Spot::ALL {
            let d = spot.data();
            let who = match self.spots[spot as usize] {
                Some(o) => say.seat_name(o),
                None => say.msg("board-free", []),
            };
            let _ = write!(
                out,
                "  {} {} [{who}]",
                say.name(spot.id()),
                self.stock[d.kind as usize]
            );
        }
        let _ = writeln!(out);
    }

    fn render_buildings(&self, say: &Say, out: &mut String) {
        let _ = write!(out, "{}", say.msg("board-tiles", []));
        for b in Building::ALL {
            let d = b.data();
            if self.tiles[b as usize] > 0 {
                let tile = say.msg(
                    "board-tile",
                    [
                        ("building", say.term(b.id())),
                        ("count", self.tiles[b as usize].into()),
                        ("cost", d.cost.into()),
                        ("vp", d.vp.into()),
                    ],
                );
                let _ = write!(out, " {tile}");
            }
        }
        let _ = writeln!(out);
        let _ = write!(out, "{}", say.msg("board-helpers", []));
        for space in Space::ALL {
            let d = space.data();
            if !self.site_usable(d.site) {
                continue;
            }
            let range = usize::from(d.first)..usize::from(d.first + d.count);
            let who: Vec<String> = self.slots[range]
                .iter()
                .map(|o| o.map_or_else(|| "_".to_string(), |o| say.seat_name(o)))
                .collect();
            let name = say.name(d.site.id());
            let _ = write!(out, "  {name} ({}): {}", d.tuition, who.join(" "));
        }
        let _ = writeln!(out);
    }

    fn render_winter(&self, say: &Say, out: &mut String) {
        if !self.winter {
            return;
        }
        let open: Vec<String> = WinterCard::ALL
            .iter()
            .filter(|c| self.open & c.bit() != 0)
            .map(|c| say.name(c.id()))
            .collect();
        // A card is drawn when the round marker reaches a marked space of the round track.
        let rounds: Vec<String> = data::WINTER_SPACES
            .iter()
            .rev()
            .filter(|&&space| space <= self.rounds)
            .map(|&space| (self.rounds + 1 - space).to_string())
            .collect();
        let open = if open.is_empty() {
            "-".into()
        } else {
            open.join(", ")
        };
        let line = say.msg(
            "board-winter",
            [
                ("deck", self.deck.count_ones().into()),
                ("rounds", rounds.join(", ").into()),
                ("open", open.into()),
                ("inn", self.inn_talers.into()),
            ],
        );
        let _ = writeln!(out, "{line}");
        if self.lady.open {
            let courters: Vec<String> = (0..self.n())
                .filter(|s| self.lady.courters & (1 << s) != 0)
                .map(|s| say.seat_name(s))
                .collect();
            let mut pile = [0u8; 5];
            pile.copy_from_slice(&self.lady.pile[..5]);
            let line = say.msg(
                "board-lady",
                [
                    ("courters", courters.join(", ").into()),
                    ("pieces", pieces_line(say, &pile).into()),
                    ("talers", self.lady.pile[5].into()),
                ],
            );
            let _ = writeln!(out, "{line}");
        }
    }

    fn render_seat(&self, say: &Say, out: &mut String, s: u8, viewer: Option<u8>) {
        let seat = self.seat(s);
        let line = say.msg(
            "board-seat",
            [
                ("seat", say.seat(s)),
                ("vp", seat.vp.into()),
                ("talers", seat.talers.into()),
                ("helpers", seat.helpers.into()),
                ("pieces", pieces_line(say, &seat.pieces).into()),
            ],
        );
        let _ = writeln!(out, "{line}");
        let w: Vec<String> = (0..3)
            .filter(|&w| self.load(s, w) != &[0; 5])
            .map(|w| {
                say.msg(
                    "board-worker",
                    [
                        ("card", say.term(["worker_1", "worker_2", "worker_3"][w])),
                        ("pieces", pieces_line(say, self.load(s, w)).into()),
                    ],
                )
            })
            .collect();
        let chosen = if viewer == Some(s) || self.revealed {
            card_names(say, seat.chosen)
        } else {
            say.msg(
                "board-face-down",
                [("count", seat.chosen.count_ones().into())],
            )
        };
        let line = say.msg(
            "board-cards",
            [
                ("hand", card_names(say, seat.owned & !seat.played).into()),
                ("chosen", chosen.into()),
                ("played", card_names(say, seat.played).into()),
                ("workers", w.join("; ").into()),
            ],
        );
        let _ = writeln!(out, "    {line}");
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Actor, Game, Log, Observer, Options, Seat};

    use super::*;

    /// CAS-2.8: before the start player is drawn, the board names no round and no start
    /// player; once drawn, round 1 and the drawn seat.
    #[test]
    fn cas_2_8_the_board_names_no_round_before_the_start_player_is_drawn() {
        let cs = Texts::new("cs", &[<Castle as Game>::LOCALES]).unwrap();
        let mut game = Castle::new(2, &Options::default()).unwrap();
        for (texts, words) in [
            (
                crate::texts::english(),
                "12 rounds, the start player is not drawn yet",
            ),
            (&cs, "12 kol, začínající hráč ještě není vylosován"),
        ] {
            let board = game.render_in(Observer::Spectator, texts);
            let compact = game.render_compact_in(Observer::Seat(Seat(0)), texts);
            for shown in [&board, &compact] {
                assert!(shown.lines().next().unwrap().ends_with(words), "{shown}");
                assert!(
                    !shown.contains("round 0") && !shown.contains("kolo 0"),
                    "{shown}"
                );
            }
        }
        let mut log = Log::silent();
        while game.to_move() == cathedra_core::ToMove::Chance
            && matches!(game.phase, Phase::StartPlayer)
        {
            let mut outcomes = Vec::new();
            game.chance_outcomes(&mut outcomes);
            let seat = Seat(1);
            let start = outcomes
                .iter()
                .find(|o| o.action == crate::Action::StartPlayer { seat: seat.0 })
                .unwrap();
            game.apply(Actor::Chance, start.action, &mut log).unwrap();
        }
        let board = game.render(Observer::Spectator);
        assert!(
            board
                .lines()
                .next()
                .unwrap()
                .contains("round 1 of 12, start player Red"),
            "{board}"
        );
    }
}
