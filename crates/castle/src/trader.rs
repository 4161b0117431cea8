//! The Trader: helpers at the carts and the rider, displacement, the village inn's fee, and
//! the once-a-round delivery with the tower's fee first (CAS-8, CAS-21.1).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, refuse_with, Refusal, Why};
use crate::state::{Castle, Phase};
use crate::types::{Card, Source, Spot, WinterCard};

/// The innkeeper's slot.
pub(crate) const INN_SLOT: usize = data::SLOTS - 1;

impl Castle {
    /// The Trader's action begins: the inn's fee first (CAS-21.1, Q-22), then placement.
    pub(crate) fn start_trader(&mut self, seat: u8, log: &mut Log) {
        if self.open & WinterCard::VillageInn.bit() != 0 && !self.pay_inn(seat, log) {
            if self.spots.contains(&Some(seat)) {
                self.phase = Phase::InnReturn { seat };
                return;
            }
            log.say(|| {
                let e = Event::new("cannot_pay_inn").seat("seat", Seat(seat));
                (e, format!("{} cannot pay the inn", self.name(seat)))
            });
        }
        self.phase = Phase::Trade { seat };
    }

    /// Pays the inn's taler (to the innkeeper's owner, or onto the card); false if unpaid.
    fn pay_inn(&mut self, seat: u8, log: &mut Log) -> bool {
        let keeper = self.slots[INN_SLOT];
        if keeper == Some(seat) {
            return true;
        }
        if self.seat(seat).talers < data::INN_FEE {
            return false;
        }
        self.seat_mut(seat).talers -= data::INN_FEE;
        match keeper {
            Some(k) => self.seat_mut(k).talers += data::INN_FEE,
            None => self.inn_talers += data::INN_FEE,
        }
        log.say(|| {
            let e = Event::new("pays_inn").seat("seat", Seat(seat));
            (e, format!("{} pays the inn a taler", self.name(seat)))
        });
        true
    }

    #[inline(never)]
    pub(crate) fn legal_inn_return(&self, seat: u8, out: &mut Vec<Action>) {
        for spot in Spot::ALL {
            if self.spots[spot as usize] == Some(seat) {
                out.push(Action::Return { spot });
            }
        }
    }

    pub(crate) fn inn_return(
        &mut self,
        seat: u8,
        spot: Spot,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if self.spots[spot as usize] != Some(seat) {
            return Err(refuse_with(
                "CAS-21.1",
                Why::NoHelperAtSpot.words().term("spot", spot.id()),
            ));
        }
        self.spots[spot as usize] = None;
        self.fresh &= !(1 << spot as u8);
        self.seat_mut(seat).helpers += 1;
        self.act.held_back = true;
        log.say(|| {
            let e = Event::new("returns_helper")
                .seat("seat", Seat(seat))
                .term("spot", spot.id());
            let text = format!(
                "{} cannot pay the inn and takes the helper back from the {}",
                self.name(seat),
                spot.data().name
            );
            (e, text)
        });
        self.phase = Phase::Trade { seat };
        Ok(())
    }

    /// Where a Trader's helper may come from (CAS-8.1, CAS-21.1).
    fn trade_source_ok(&self, seat: u8, from: Source) -> Result<(), Refusal> {
        let ok = match from {
            Source::Supply => self.seat(seat).helpers > u8::from(self.act.held_back),
            Source::Inn => self.slots[INN_SLOT] == Some(seat),
            _ => return Err(refuse("CAS-8.1", Why::TraderSource)),
        };
        if ok {
            Ok(())
        } else if from == Source::Inn {
            Err(refuse("CAS-21.1", Why::NoInnkeeper))
        } else if self.act.held_back && self.seat(seat).helpers > 0 {
            Err(refuse("CAS-21.1", Why::InnHelperBack))
        } else {
            Err(refuse("CAS-16.3", Why::NoHelperInSupply))
        }
    }

    /// May `seat`'s helper go to `spot` (CAS-8.2, CAS-8.3)?
    fn trade_target_ok(&self, seat: u8, spot: Spot) -> Result<(), Refusal> {
        let cart_free = Spot::CARTS
            .iter()
            .any(|&c| self.spots[c as usize].is_none());
        let fresh = self.fresh & (1 << spot as u8) != 0;
        match self.spots[spot as usize] {
            None if spot != Spot::Rider || !cart_free => Ok(()),
            None => Err(refuse("CAS-8.2", Why::RiderNotYet)),
            Some(_) if cart_free => Err(refuse("CAS-8.2", Why::CartFree)),
            Some(o) if o == seat => Err(refuse("CAS-8.3", Why::OwnHelper)),
            Some(_) if fresh => Err(refuse("CAS-8.3", Why::FreshHelper)),
            Some(_) => Ok(()),
        }
    }

    #[inline(never)]
    pub(crate) fn legal_trade(&self, seat: u8, out: &mut Vec<Action>) {
        for from in [Source::Supply, Source::Inn] {
            if self.trade_source_ok(seat, from).is_err() {
                continue;
            }
            for spot in Spot::ALL {
                if self.trade_target_ok(seat, spot).is_ok() {
                    out.push(Action::Trade { spot, from });
                }
            }
        }
        out.push(Action::Done);
    }

    pub(crate) fn trade(
        &mut self,
        seat: u8,
        spot: Spot,
        from: Source,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        self.trade_source_ok(seat, from)?;
        self.trade_target_ok(seat, spot)?;
        match from {
            Source::Inn => self.slots[INN_SLOT] = None,
            _ => self.seat_mut(seat).helpers -= 1,
        }
        if let Some(old) = self.spots[spot as usize] {
            self.seat_mut(old).helpers += 1;
            log.say(|| {
                let e = Event::new("displaced").seat("seat", Seat(old));
                (e, format!("{}'s helper is displaced", self.name(old)))
            });
        }
        self.spots[spot as usize] = Some(seat);
        self.fresh |= 1 << spot as u8;
        log.say(|| {
            let e = Event::new("trades")
                .seat("seat", Seat(seat))
                .term("spot", spot.id());
            let text = format!(
                "{} places a helper at the {}",
                self.name(seat),
                spot.data().name
            );
            (e, text)
        });
        self.finish_card(seat, Card::Trader, log);
        Ok(())
    }

    /// The Trader resolves without placing (CAS-8.4).
    pub(crate) fn trade_without_helper(&mut self, seat: u8, log: &mut Log) {
        log.say(|| {
            let e = Event::new("trades_nothing").seat("seat", Seat(seat));
            (e, format!("{}'s Trader places no helper", self.name(seat)))
        });
        self.finish_card(seat, Card::Trader, log);
    }

    /// After the last Trader: every occupied cart and the rider deliver once, the tower's
    /// piece first (CAS-8.6, CAS-8.7).
    pub(crate) fn deliver(&mut self, log: &mut Log) {
        for spot in Spot::ALL {
            let Some(owner) = self.spots[spot as usize] else {
                continue;
            };
            let d = spot.data();
            let k = d.kind as usize;
            let fee = data::TOWER_FEE.min(self.stock[k]);
            self.stock[k] -= fee;
            self.tower[k] += fee;
            let got = (d.delivers - data::TOWER_FEE).min(self.stock[k]);
            self.stock[k] -= got;
            self.seat_mut(owner).pieces[k] += got;
            log.say(|| {
                let e = Event::new("delivers")
                    .term("spot", spot.id())
                    .seat("seat", Seat(owner))
                    .num("count", got)
                    .term("kind", d.kind.name());
                let text = format!(
                    "The {} brings {} {got} {}",
                    d.name,
                    self.name(owner),
                    d.kind.name()
                );
                (e, text)
            });
        }
    }
}
