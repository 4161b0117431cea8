//! Stocking the revealed worker cards from the general stock (CAS-6).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, refuse_with, Why};
use crate::state::{Castle, Phase};
use crate::types::{Card, Res};

impl Castle {
    /// Stocks the worker cards of the seats from `offset` on, in seat order from the start
    /// player, cards I, II, III of a seat in that order; stops for Worker III's free pieces.
    /// Then the resolution begins (CAS-6.1, CAS-6.3).
    pub(crate) fn stock_workers(&mut self, offset: u8, log: &mut Log) {
        for o in offset..self.n() {
            let seat = self.seat_at(o);
            for card in Card::WORKERS {
                if self.seat(seat).shown & card.bit() == 0 {
                    continue;
                }
                self.stock_printed(seat, card);
                if card == Card::Worker3 && self.worker3_choice_open() {
                    self.phase = Phase::Stock {
                        seat,
                        left: data::WORKER_3_FREE,
                    };
                    return;
                }
            }
        }
        self.resolve_next(log);
    }

    /// The printed pieces of `card`, as far as the stock holds them (CAS-6.3).
    fn stock_printed(&mut self, seat: u8, card: Card) {
        let w = card.worker_index().unwrap_or(0);
        for r in Res::ALL {
            let n = card.data().stock[r as usize].min(self.stock[r as usize]);
            self.stock[r as usize] -= n;
            self.loads[usize::from(seat)][w][r as usize] += n;
        }
    }

    /// Any kind Worker III's owner may choose is still in stock.
    fn worker3_choice_open(&self) -> bool {
        data::WORKER_3_CHOICES
            .iter()
            .any(|&r| self.stock[r as usize] > 0)
    }

    pub(crate) fn legal_stock(&self, out: &mut Vec<Action>) {
        for kind in data::WORKER_3_CHOICES {
            if self.stock[kind as usize] > 0 {
                out.push(Action::Stock { kind });
            }
        }
    }

    pub(crate) fn stock_worker3(
        &mut self,
        seat: u8,
        left: u8,
        kind: Res,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if !data::WORKER_3_CHOICES.contains(&kind) {
            return Err(Illegal::from(refuse("CAS-6.1", Why::Worker3Kinds)));
        }
        if self.stock[kind as usize] == 0 {
            return Err(refuse_with(
                "CAS-6.3",
                Why::StockEmpty.words().term("kind", kind.name()),
            ));
        }
        self.stock[kind as usize] -= 1;
        self.loads[usize::from(seat)][2][kind as usize] += 1;
        log.say(|| {
            let e = Event::new("stocks_worker_3")
                .seat("seat", Seat(seat))
                .term("kind", kind.name());
            (
                e,
                format!("{} stocks Worker III with {}", self.name(seat), kind.name()),
            )
        });
        if left > 1 && self.worker3_choice_open() {
            self.phase = Phase::Stock {
                seat,
                left: left - 1,
            };
        } else {
            let next = self.offset_of(seat) + 1;
            self.stock_workers(next, log);
        }
        Ok(())
    }

    /// Pieces on `seat`'s worker card `w` (0-2).
    pub(crate) fn load(&self, seat: u8, w: usize) -> &[u8; 5] {
        &self.loads[usize::from(seat)][w]
    }
}
