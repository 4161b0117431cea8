//! The Stonemason: buying one piece from each worker card of another seat this round, the
//! last piece only with its owner's consent; then buildings for their crown VP and helpers
//! (CAS-10).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, refuse_with, Why};
use crate::state::{Castle, Phase};
use crate::types::{Card, Res};

impl Castle {
    fn asked_bit(seat: u8, w: usize) -> u16 {
        1 << (3 * usize::from(seat) + w)
    }

    /// Can the Stonemason `buyer` buy a `kind` from `seat`'s worker `card` (CAS-10.1, 10.2)?
    fn check_buy(&self, buyer: u8, seat: u8, card: Card, kind: Res) -> Result<usize, Illegal> {
        let Some(w) = card.worker_index() else {
            return Err(Illegal::from(refuse("CAS-10.1", Why::BuyFromWorkers)));
        };
        if seat >= self.n() {
            return Err(Illegal::from(refuse("CAS-10.1", Why::NoSuchSeat)));
        }
        if seat == buyer {
            return Err(Illegal::from(refuse("CAS-10.2", Why::OwnWorkerCard)));
        }
        if self.act.asked & Self::asked_bit(seat, w) != 0 {
            return Err(Illegal::from(refuse("CAS-10.1", Why::BoughtFromCard)));
        }
        if self.load(seat, w)[kind as usize] == 0 {
            return Err(refuse_with(
                "CAS-10.2",
                Why::CardHoldsNone.words().term("kind", kind.name()),
            ));
        }
        if self.seat(buyer).talers < data::PIECE_PRICE {
            return Err(Illegal::from(refuse("CAS-10.2", Why::NoTaler)));
        }
        Ok(w)
    }

    pub(crate) fn legal_buy(&self, buyer: u8, out: &mut Vec<Action>) {
        if self.seat(buyer).talers >= data::PIECE_PRICE {
            for seat in (0..self.n()).filter(|&s| s != buyer) {
                for (w, card) in Card::WORKERS.into_iter().enumerate() {
                    if self.act.asked & Self::asked_bit(seat, w) != 0 {
                        continue;
                    }
                    for kind in Res::ALL {
                        if self.load(seat, w)[kind as usize] > 0 {
                            out.push(Action::Buy { seat, card, kind });
                        }
                    }
                }
            }
        }
        out.push(Action::Done);
    }

    pub(crate) fn buy(
        &mut self,
        buyer: u8,
        seat: u8,
        card: Card,
        kind: Res,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let w = self.check_buy(buyer, seat, card, kind)?;
        if self.load(seat, w).iter().sum::<u8>() == 1 {
            log.say(|| {
                let e = Event::new("asks_last_piece")
                    .seat("buyer", Seat(buyer))
                    .seat("seat", Seat(seat))
                    .term("card", card.id());
                let text = format!(
                    "{} asks {} for the last piece of the {}",
                    self.name(buyer),
                    self.name(seat),
                    card.data().name
                );
                (e, text)
            });
            self.phase = Phase::Consent {
                seat,
                buyer,
                card,
                kind,
            };
        } else {
            self.sell(buyer, seat, w, kind, log);
        }
        Ok(())
    }

    /// The piece changes hands for a taler; the card is not refilled (CAS-10.2).
    fn sell(&mut self, buyer: u8, seat: u8, w: usize, kind: Res, log: &mut Log) {
        self.loads[usize::from(seat)][w][kind as usize] -= 1;
        self.seat_mut(buyer).pieces[kind as usize] += 1;
        self.seat_mut(buyer).talers -= data::PIECE_PRICE;
        self.seat_mut(seat).talers += data::PIECE_PRICE;
        self.act.asked |= Self::asked_bit(seat, w);
        log.say(|| {
            let e = Event::new("buys")
                .seat("buyer", Seat(buyer))
                .term("kind", kind.name())
                .seat("seat", Seat(seat));
            let text = format!(
                "{} buys a {} from {} for a taler",
                self.name(buyer),
                kind.name(),
                self.name(seat)
            );
            (e, text)
        });
    }

    /// D-7: the owner sells the last piece or keeps it; either way that card is done for
    /// this Stonemason.
    pub(crate) fn consent(&mut self, seat: u8, sell: bool, log: &mut Log) {
        let Phase::Consent {
            buyer, card, kind, ..
        } = self.phase
        else {
            return;
        };
        let w = card.worker_index().unwrap_or(0);
        if sell {
            self.sell(buyer, seat, w, kind, log);
        } else {
            self.act.asked |= Self::asked_bit(seat, w);
            log.say(|| {
                let e = Event::new("keeps_last_piece").seat("seat", Seat(seat));
                (e, format!("{} keeps the last piece", self.name(seat)))
            });
        }
        self.phase = Phase::Buy { seat: buyer };
    }

    /// Buying is over; building begins (CAS-10.5).
    pub(crate) fn stop_buying(&mut self, seat: u8) {
        self.phase = Phase::Build {
            seat,
            card: Card::Stonemason,
        };
    }
}
