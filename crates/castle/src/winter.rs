//! The winter game: the winter deck drawn in marked rounds, and the one-shot cards Plague,
//! Wall breach and Snowdrift (CAS-20, CAS-21.2, CAS-21.4, CAS-21.6). The lasting cards live
//! where they act: the village inn at the trader and helpers, the granary at helpers and
//! scoring, the lady in `lady.rs`.

use cathedra_core::{Event, Illegal, Log, Outcome, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, refuse_with, Why};
use crate::state::{Castle, Drift, Phase};
use crate::types::{cards_in, Card, Res, WinterCard};

impl Castle {
    /// A winter card is drawn this round: the round's space is marked and the deck not empty.
    pub(crate) fn winter_draw_due(&self) -> bool {
        self.winter && self.deck != 0 && data::WINTER_SPACES.contains(&self.round_space())
    }

    /// C-2: every undrawn card is equally likely; the deck has no order before a draw.
    pub(crate) fn winter_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        for card in WinterCard::ALL {
            if self.deck & card.bit() != 0 {
                out.push(Outcome {
                    action: Action::DrawWinter { card },
                    weight: 1,
                });
            }
        }
    }

    pub(crate) fn draw_winter(&mut self, card: WinterCard, log: &mut Log) -> Result<(), Illegal> {
        if self.deck & card.bit() == 0 {
            return Err(Illegal::from(refuse("CAS-20.3", Why::WinterNotInDeck)));
        }
        self.deck &= !card.bit();
        let start = self.start;
        log.say(|| {
            let e = Event::new("draws_winter")
                .seat("seat", Seat(start))
                .term("card", card.id());
            (
                e,
                format!("{} draws {}", self.name(start), card.data().name),
            )
        });
        match card {
            WinterCard::VillageInn | WinterCard::Granary => self.open |= card.bit(),
            WinterCard::Lady => self.open_lady(),
            WinterCard::Plague | WinterCard::WallBreach | WinterCard::Snowdrift => {
                self.next_winter_seat(card, 0, log);
                return Ok(());
            }
        }
        self.reveal(log);
        Ok(())
    }

    /// The next seat from `offset` on that `card` concerns, or the reveal (CAS-20.5).
    fn next_winter_seat(&mut self, card: WinterCard, offset: u8, log: &mut Log) {
        for o in offset..self.n() {
            let seat = self.seat_at(o);
            match card {
                WinterCard::Plague if self.seat(seat).played != 0 => {
                    return self.phase = Phase::Plague { seat };
                }
                WinterCard::WallBreach => return self.phase = Phase::Breach { seat },
                WinterCard::Snowdrift => return self.phase = Phase::Snowdrift { seat },
                _ => {}
            }
        }
        self.reveal(log);
    }

    /// Winter takes `card` from `seat` for good; a played pile it empties is remembered, for
    /// the Master Builder was among the seat's choices this round (CAS-4.2).
    fn take_card(&mut self, seat: u8, card: Card) {
        let s = self.seat_mut(seat);
        let had_played = s.played != 0;
        s.played &= !card.bit();
        s.owned &= !card.bit();
        s.emptied |= had_played && s.played == 0;
    }

    // --- Plague (CAS-21.2) ---

    pub(crate) fn plague_fee(&self, seat: u8) -> u8 {
        self.seat(seat).played.count_ones() as u8 * data::PLAGUE_FEE
    }

    #[inline(never)]
    pub(crate) fn legal_plague(&self, seat: u8, out: &mut Vec<Action>) {
        out.extend(cards_in(self.seat(seat).played).map(|card| Action::Lose { card }));
        if self.seat(seat).talers >= self.plague_fee(seat) {
            out.push(Action::Pay);
        }
    }

    pub(crate) fn plague(
        &mut self,
        seat: u8,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        match action {
            Action::Lose { card } => {
                if self.seat(seat).played & card.bit() == 0 {
                    return Err(Illegal::from(refuse("CAS-21.2", Why::PlagueFromPlayed)));
                }
                self.take_card(seat, card);
                log.say(|| {
                    let e = Event::new("loses_card")
                        .seat("seat", Seat(seat))
                        .term("card", card.id());
                    (
                        e,
                        format!("{} loses the {}", self.name(seat), card.data().name),
                    )
                });
            }
            _ => {
                let fee = self.plague_fee(seat);
                if self.seat(seat).talers < fee {
                    return Err(refuse_with(
                        "CAS-21.2",
                        Why::MustLoseCard.words().num("talers", fee),
                    ));
                }
                self.pays_bank(seat, fee);
                log.say(|| {
                    let e = Event::new("pays_talers")
                        .seat("seat", Seat(seat))
                        .num("talers", fee);
                    (
                        e,
                        format!("{} pays {}", self.name(seat), crate::texts::talers(fee)),
                    )
                });
            }
        }
        let next = self.offset_of(seat) + 1;
        self.next_winter_seat(WinterCard::Plague, next, log);
        Ok(())
    }

    // --- Snowdrift (CAS-21.6) ---

    /// Worker cards `seat` could give: in hand or played pile (not face down this round).
    fn givable_workers(&self, seat: u8) -> u8 {
        let s = self.seat(seat);
        s.owned & !s.chosen & Card::WORKER_BITS
    }

    #[inline(never)]
    pub(crate) fn legal_snowdrift(&self, seat: u8, out: &mut Vec<Action>) {
        let workers = self.givable_workers(seat);
        out.extend(cards_in(workers).map(|card| Action::Lose { card }));
        if workers == 0 || self.seat(seat).talers >= data::SNOWDRIFT_FEE {
            out.push(Action::Pay);
        }
    }

    pub(crate) fn snowdrift(
        &mut self,
        seat: u8,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let workers = self.givable_workers(seat);
        let talers = self.seat(seat).talers;
        match action {
            Action::Lose { card } => {
                if workers & card.bit() == 0 {
                    return Err(Illegal::from(refuse("CAS-21.6", Why::GiveWorkerCard)));
                }
                self.take_card(seat, card);
                self.seat_mut(seat).drift = Some(if talers >= data::SNOWDRIFT_FEE {
                    Drift::Gave
                } else {
                    Drift::GaveForced
                });
                log.say(|| {
                    let e = Event::new("gives_up_card")
                        .seat("seat", Seat(seat))
                        .term("card", card.id());
                    (
                        e,
                        format!("{} gives up the {}", self.name(seat), card.data().name),
                    )
                });
            }
            _ => {
                if workers != 0 && talers < data::SNOWDRIFT_FEE {
                    return Err(Illegal::from(refuse("CAS-21.6", Why::MustGiveWorker)));
                }
                let fee = talers.min(data::SNOWDRIFT_FEE);
                self.pays_bank(seat, fee);
                self.seat_mut(seat).drift = Some(if fee == data::SNOWDRIFT_FEE {
                    Drift::Paid
                } else {
                    Drift::PaidShort
                });
                log.say(|| {
                    let e = Event::new("pays_talers")
                        .seat("seat", Seat(seat))
                        .num("talers", fee);
                    (
                        e,
                        format!("{} pays {}", self.name(seat), crate::texts::talers(fee)),
                    )
                });
            }
        }
        let next = self.offset_of(seat) + 1;
        self.next_winter_seat(WinterCard::Snowdrift, next, log);
        Ok(())
    }

    // --- Wall breach (CAS-21.4) ---

    #[inline(never)]
    pub(crate) fn legal_breach(&self, seat: u8, out: &mut Vec<Action>) {
        let own = self.seat(seat).has(Res::Stone).min(data::BREACH_MAX);
        for stone in 0..=own {
            let most = (data::BREACH_MAX - stone)
                .min(self.seat(seat).has(Res::Silver))
                .min(self.stock[Res::Stone as usize]);
            for silver in 0..=most {
                out.push(Action::Breach { stone, silver });
            }
        }
    }

    pub(crate) fn breach(
        &mut self,
        seat: u8,
        stone: u8,
        silver: u8,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let s = self.seat(seat);
        if u16::from(stone) + u16::from(silver) > u16::from(data::BREACH_MAX) {
            return Err(Illegal::from(refuse("CAS-21.4", Why::BreachMax)));
        }
        if stone > s.has(Res::Stone) {
            return Err(Illegal::from(refuse("CAS-21.4", Why::TooLittleStone)));
        }
        self.check_exchange(seat, Res::Stone, silver)?;
        self.exchange(seat, Res::Stone, silver);
        let total = stone + silver;
        self.seat_mut(seat).pieces[Res::Stone as usize] -= total;
        self.stock[Res::Stone as usize] += total;
        self.add_vp(seat, u16::from(total) * data::BREACH_VP);
        log.say(|| {
            let e = Event::new("discards_stone")
                .seat("seat", Seat(seat))
                .num("stone", total);
            (e, format!("{} discards {total} stone", self.name(seat)))
        });
        let next = self.offset_of(seat) + 1;
        self.next_winter_seat(WinterCard::WallBreach, next, log);
        Ok(())
    }
}
