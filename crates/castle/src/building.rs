//! Erecting buildings with a Bricklayer, Stonemason or Worker: the exact price in at least
//! three kinds, silver exchanged at the smithy as part of the payment, the card's reward
//! (CAS-13, CAS-9.2, CAS-10.3, CAS-11.2).

use cathedra_core::{Error, Log};

use crate::data;
use crate::state::{Castle, Phase};
use crate::types::{Building, Card, Pieces, Res};

/// Building points of a payment.
fn value(pay: [u8; 4]) -> u16 {
    (0..4)
        .map(|k| u16::from(pay[k]) * u16::from(data::BP[k]))
        .sum()
}

fn kinds(pay: [u8; 4]) -> u8 {
    pay.iter().filter(|&&n| n > 0).count() as u8
}

impl Castle {
    /// Checks a build completely before anything moves (CAS-13.1-13.3, CAS-14.1).
    fn check_build(
        &self,
        seat: u8,
        building: Building,
        pay: [u8; 4],
        ex: [u8; 4],
    ) -> Result<(), Error> {
        if self.act.built >= data::MAX_BUILDS {
            return Err(Error::illegal(
                "CAS-13.1",
                "one card erects at most two buildings",
            ));
        }
        let d = building.data();
        if self.tiles[building as usize] == 0 {
            return Err(Error::illegal(
                "CAS-13.2",
                format!("no {} tile is left on the board", d.name),
            ));
        }
        let paid = value(pay);
        if paid != u16::from(d.cost) {
            return Err(Error::illegal(
                "CAS-13.3",
                format!(
                    "the {} costs exactly {} building points, that payment is worth {paid}",
                    d.name, d.cost
                ),
            ));
        }
        if kinds(pay) < data::MIN_KINDS {
            return Err(Error::illegal(
                "CAS-13.3",
                "pay with at least three different kinds of resources",
            ));
        }
        self.check_pieces(seat, pay, ex)
    }

    /// The seat holds the pieces it pays itself and can get the rest for silver.
    fn check_pieces(&self, seat: u8, pay: [u8; 4], ex: [u8; 4]) -> Result<(), Error> {
        let s = self.seat(seat);
        if ex.iter().map(|&n| u16::from(n)).sum::<u16>() > u16::from(s.has(Res::Silver)) {
            return Err(Error::illegal(
                "CAS-14.1",
                "you do not have that many silver bars to exchange",
            ));
        }
        for r in Res::BUILDING {
            let k = r as usize;
            if ex[k] > pay[k] {
                return Err(Error::illegal(
                    "CAS-14.3",
                    "exchange silver only for pieces of this payment",
                ));
            }
            self.check_exchange(seat, r, ex[k])?;
            if pay[k] - ex[k] > s.pieces[k] {
                return Err(Error::illegal(
                    "CAS-13.3",
                    format!("you do not have {} {}", pay[k] - ex[k], r.name()),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn build(
        &mut self,
        seat: u8,
        card: Card,
        building: Building,
        pay: Pieces,
        silver: Pieces,
        log: &mut Log,
    ) -> Result<(), Error> {
        let (pay, ex) = (pay.get(), silver.get());
        self.check_build(seat, building, pay, ex)?;
        for r in Res::BUILDING {
            let k = r as usize;
            self.exchange(seat, r, ex[k]);
            self.seat_mut(seat).pieces[k] -= pay[k];
            self.stock[k] += pay[k];
        }
        self.tiles[building as usize] -= 1;
        log.say(|| format!("{} erects the {}", self.name(seat), building.data().name));
        self.reward(seat, card, building, pay, log);
        self.master_builder_bonus(seat, log);
        self.seat_mut(seat).built += 1;
        self.act.built += 1;
        if self.act.built >= data::MAX_BUILDS {
            self.end_building(seat, card, log);
        }
        Ok(())
    }

    /// Bricklayer: a taler a piece; Stonemason: the crown VP; Worker: half (CAS-13.5).
    fn reward(&mut self, seat: u8, card: Card, building: Building, pay: [u8; 4], log: &mut Log) {
        let crown = u16::from(building.data().vp);
        match card {
            Card::Bricklayer => {
                let pieces: u8 = pay.iter().sum();
                let got = self.bank_pays(seat, pieces);
                log.say(|| format!("{} gets {got} talers", self.name(seat)));
            }
            Card::Stonemason => self.add_vp(seat, crown),
            _ => self.add_vp(seat, crown / 2),
        }
    }

    /// Building is over: helpers follow for a Bricklayer or Stonemason that built (CAS-15.1).
    pub(crate) fn end_building(&mut self, seat: u8, card: Card, log: &mut Log) {
        let helpers = matches!(card, Card::Bricklayer | Card::Stonemason);
        if helpers && self.act.built > 0 {
            self.phase = Phase::Helpers { seat, card };
        } else {
            self.finish_card(seat, card, log);
        }
    }
}
