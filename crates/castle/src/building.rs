//! Erecting buildings with a Bricklayer, Stonemason or Worker: the building first, then its
//! exact price kind by kind in at least three kinds, silver exchanged at the smithy as part of
//! the payment, then the card's reward (CAS-13, CAS-9.2, CAS-10.3, CAS-11.2).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::payments::{position, Partial, Reach, Settled, ORDER};
use crate::refusal::{refuse, refuse_with, Why};
use crate::state::{Castle, Phase};
use crate::types::{Building, Card, Res};

impl Castle {
    pub(crate) fn legal_build(&self, seat: u8, out: &mut Vec<Action>) {
        let purse = self.purse(seat);
        let most = purse
            .most_payable()
            .filter(|_| self.act.built < data::MAX_BUILDS);
        if let Some(most) = most {
            let mut reach = Reach::new(purse, most);
            reach.fill();
            let payable = reach.payable();
            // One bit per building, `Building` order: a tile on the board and its price
            // payable.
            let mut open = 0u16;
            for building in Building::ALL {
                let cost = building.data().cost;
                let pays = match payable {
                    Some(totals) => totals >> cost & 1 != 0,
                    None => cost <= most && reach.can_pay(cost),
                };
                open |= u16::from((self.tiles[building as usize] > 0) & pays) << building as u16;
            }
            while open != 0 {
                let building = Building::ALL[open.trailing_zeros() as usize];
                out.push(Action::Build { building });
                open &= open - 1;
            }
        }
        out.push(Action::Done);
    }

    /// `seat` names the building it erects; the payment follows.
    pub(crate) fn start_building(
        &mut self,
        seat: u8,
        card: Card,
        building: Building,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let cost = building.data().cost;
        let open = self.act.built < data::MAX_BUILDS && self.tiles[building as usize] > 0;
        let settled = match open {
            true => self.purse(seat).settle(cost, &Partial::default(), 0, None),
            false => Settled::default(),
        };
        if !settled.payable {
            return Err(self.build_refusal(building));
        }
        self.phase = Phase::Pay {
            seat,
            card,
            building,
            next: ORDER[0],
            paid: [0; 4],
            silver: [0; 4],
        };
        self.settle_forced(seat, &settled, log);
        Ok(())
    }

    /// The payment under way: the card paying, the building, the next kind and what is paid.
    fn payment_begun(&self) -> Option<(Card, Building, Res, Partial)> {
        match self.phase {
            Phase::Pay {
                card,
                building,
                next,
                paid,
                silver,
                ..
            } => Some((card, building, next, Partial { paid, silver })),
            _ => None,
        }
    }

    /// The payment steps `seat` may take now: each count of the next kind and each number
    /// of those got for silver that a complete payment can follow, fewest first.
    pub(crate) fn legal_pay(&self, seat: u8, out: &mut Vec<Action>) {
        let Some((_, building, next, partial)) = self.payment_begun() else {
            return;
        };
        let Some(p) = position(next) else {
            return;
        };
        // Bit `x` of `silver[n]`: `n` pieces with `x` of them got for silver (counts stay
        // below 32: the dearest price is 30).
        // Bit `n` of `counts`: some step pays `n` pieces.
        let mut silver = [0u32; 32];
        let mut counts = 0u32;
        let cost = building.data().cost;
        self.purse(seat)
            .each_finish(cost, &partial, p, |count, least, most| {
                if let Some(bits) = silver.get_mut(usize::from(count)) {
                    *bits |= ((1u64 << (u32::from(most) + 1)) - (1u64 << least)) as u32;
                    counts |= 1 << count;
                }
                true
            });
        while counts != 0 {
            let count = counts.trailing_zeros() as u8;
            let mut bits = silver[usize::from(count)];
            while bits != 0 {
                out.push(Action::Spend {
                    kind: next,
                    count,
                    silver: bits.trailing_zeros() as u8,
                });
                bits &= bits - 1;
            }
            counts &= counts - 1;
        }
    }

    /// One kind of the payment; the building is erected once the price is paid.
    pub(crate) fn spend(
        &mut self,
        seat: u8,
        kind: Res,
        count: u8,
        spent: u8,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let Some((_, building, next, partial)) = self.payment_begun() else {
            return Err(Illegal::from(refuse("CAS-13.3", Why::NoPayment)));
        };
        let cost = building.data().cost;
        let p = position(next).unwrap_or(0);
        let settled = match kind == next {
            true => self
                .purse(seat)
                .settle(cost, &partial, p, Some((count, spent))),
            false => Settled::default(),
        };
        if !settled.payable {
            return Err(self.spend_refusal(seat, building, next, &partial, kind, count, spent));
        }
        self.paid_kind(seat, kind, count, spent, log);
        self.settle_forced(seat, &settled, log);
        Ok(())
    }

    /// One kind of the payment, a step found legal; the building is erected once the price is
    /// paid.
    fn paid_kind(&mut self, seat: u8, kind: Res, count: u8, spent: u8, log: &mut Log) {
        let Some((card, building, next, mut partial)) = self.payment_begun() else {
            return;
        };
        let p = position(next).unwrap_or(3);
        let k = kind as usize;
        partial.paid[k] = count;
        partial.silver[k] = spent;
        if p == 3 || partial.value() == u16::from(building.data().cost) {
            self.erect(seat, card, building, partial, log);
        } else {
            self.phase = Phase::Pay {
                seat,
                card,
                building,
                next: ORDER[p + 1],
                paid: partial.paid,
                silver: partial.silver,
            };
        }
    }

    /// The payment step under way, if it has exactly one answer: its kind, pieces and pieces
    /// got for silver.
    pub(crate) fn sole_step(&self, seat: u8) -> Option<(Res, u8, u8)> {
        let (_, building, next, partial) = self.payment_begun()?;
        let p = position(next)?;
        let settled = self
            .purse(seat)
            .settle(building.data().cost, &partial, p, None);
        let (count, silver) = settled.steps[p];
        (settled.forced > 0).then_some((next, count, silver))
    }

    /// Takes the payment steps that have one possible answer (ruling in docs/rulings.md): a
    /// kind the seat cannot pay with, the rest in sand with no choice of silver, or a step
    /// whose other answers would leave the price unpayable in three kinds. `settled` holds
    /// those steps, found with the step that led here.
    fn settle_forced(&mut self, seat: u8, settled: &Settled, log: &mut Log) {
        let Some((card, building, _, mut partial)) = self.payment_begun() else {
            return;
        };
        let from = settled.from;
        let mut p = from;
        for &(count, silver) in
            &settled.steps[from.min(4)..from.saturating_add(settled.forced).min(4)]
        {
            let k = ORDER[p] as usize;
            partial.paid[k] = count;
            partial.silver[k] = silver;
            if p == 3 || partial.value() == u16::from(building.data().cost) {
                self.erect(seat, card, building, partial, log);
                return;
            }
            p += 1;
        }
        if p > from {
            self.phase = Phase::Pay {
                seat,
                card,
                building,
                next: ORDER[p],
                paid: partial.paid,
                silver: partial.silver,
            };
        }
    }

    /// Why naming `building` is refused, naming the rule it breaks.
    #[cold]
    fn build_refusal(&self, building: Building) -> Illegal {
        let d = building.data();
        if self.act.built >= data::MAX_BUILDS {
            Illegal::from(refuse("CAS-13.1", Why::TwoBuildings))
        } else if self.tiles[building as usize] == 0 {
            refuse_with(
                "CAS-13.2",
                Why::NoTileLeft.words().term("building", building.id()),
            )
        } else {
            refuse_with(
                "CAS-13.3",
                Why::CannotPayBuilding
                    .words()
                    .term("building", building.id())
                    .num("cost", d.cost),
            )
        }
    }

    /// Why a payment step is refused, naming the rule it breaks.
    #[cold]
    #[allow(clippy::too_many_arguments)]
    fn spend_refusal(
        &self,
        seat: u8,
        building: Building,
        next: Res,
        partial: &Partial,
        kind: Res,
        count: u8,
        spent: u8,
    ) -> Illegal {
        let d = building.data();
        if kind != next {
            return refuse_with(
                "CAS-13.3",
                Why::PayInOrder.words().term("kind", next.name()),
            );
        }
        if spent > count {
            return Illegal::from(refuse("CAS-14.3", Why::SilverForPayment));
        }
        let k = kind as usize;
        let worth = partial.value() + u16::from(count) * u16::from(data::BP[k]);
        if worth > u16::from(d.cost) || (kind == Res::Sand && worth != u16::from(d.cost)) {
            return refuse_with(
                "CAS-13.3",
                Why::PaymentWorth
                    .words()
                    .term("building", building.id())
                    .num("cost", d.cost)
                    .num("worth", worth),
            );
        }
        let s = self.seat(seat);
        if u16::from(spent) + partial.bars() > u16::from(s.has(Res::Silver)) {
            return Illegal::from(refuse("CAS-14.1", Why::TooFewSilver));
        }
        if spent > self.stock[k] {
            return refuse_with(
                "CAS-14.1",
                Why::StockShort
                    .words()
                    .num("count", spent)
                    .term("kind", kind.name()),
            );
        }
        if count - spent > s.pieces[k] {
            return refuse_with(
                "CAS-13.3",
                Why::TooFewPieces
                    .words()
                    .num("count", count - spent)
                    .term("kind", kind.name()),
            );
        }
        let later = 3 - position(kind).unwrap_or(3) as u8;
        if partial.kinds() + u8::from(count > 0) + later < data::MIN_KINDS {
            return Illegal::from(refuse("CAS-13.3", Why::ThreeKinds));
        }
        refuse_with(
            "CAS-13.3",
            Why::RestUnpayable
                .words()
                .term("building", building.id())
                .num("cost", d.cost),
        )
    }

    /// The price is paid: silver to the smithy, pieces to the general stock, the tile off
    /// the board, the reward (CAS-13.4-13.6, CAS-14.2).
    fn erect(&mut self, seat: u8, card: Card, building: Building, pay: Partial, log: &mut Log) {
        for r in Res::BUILDING {
            let k = r as usize;
            self.exchange(seat, r, pay.silver[k]);
            self.seat_mut(seat).pieces[k] -= pay.paid[k];
            self.stock[k] += pay.paid[k];
        }
        self.tiles[building as usize] -= 1;
        log.say(|| {
            let e = Event::new("erects")
                .seat("seat", Seat(seat))
                .term("building", building.id())
                .num("sand", pay.paid[0])
                .num("wood", pay.paid[1])
                .num("brick", pay.paid[2])
                .num("stone", pay.paid[3])
                .num("silver", pay.bars())
                .num("sand_for_silver", pay.silver[0])
                .num("wood_for_silver", pay.silver[1])
                .num("brick_for_silver", pay.silver[2])
                .num("stone_for_silver", pay.silver[3]);
            let text = format!(
                "{} erects the {} with {}",
                self.name(seat),
                building.data().name,
                payment_text(pay)
            );
            (e, text)
        });
        self.reward(seat, card, building, pay.paid, log);
        self.master_builder_bonus(seat, log);
        self.seat_mut(seat).built += 1;
        self.act.built += 1;
        self.phase = Phase::Build { seat, card };
        if self.act.built >= data::MAX_BUILDS {
            self.end_building(seat, card, log);
        }
    }

    /// Bricklayer: a taler a piece; Stonemason: the crown VP; Worker: half (CAS-13.5).
    fn reward(&mut self, seat: u8, card: Card, building: Building, pay: [u8; 4], log: &mut Log) {
        let crown = u16::from(building.data().vp);
        match card {
            Card::Bricklayer => {
                let pieces: u8 = pay.iter().sum();
                let got = self.bank_pays(seat, pieces);
                log.say(|| {
                    let e = Event::new("gets_talers")
                        .seat("seat", Seat(seat))
                        .num("talers", got);
                    (
                        e,
                        format!("{} gets {}", self.name(seat), crate::texts::talers(got)),
                    )
                });
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

/// "2 stone, 1 brick and 4 sand (1 brick got for silver)".
pub(crate) fn payment_text(pay: Partial) -> String {
    let list = |n: [u8; 4]| {
        let parts: Vec<String> = ORDER
            .iter()
            .filter(|r| n[**r as usize] > 0)
            .map(|r| format!("{} {}", n[*r as usize], r.name()))
            .collect();
        match parts.split_last() {
            None => "nothing".to_string(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        }
    };
    if pay.bars() == 0 {
        list(pay.paid)
    } else {
        format!("{} ({} got for silver)", list(pay.paid), list(pay.silver))
    }
}
