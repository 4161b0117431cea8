//! The Worker: its card's pieces to its owner, then up to two buildings for half their
//! crown VP, no helpers (CAS-11); two workers of one seat in the order it picks (CAS-5.3).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::refusal::{refuse, Why};
use crate::state::{Castle, Phase};
use crate::types::{cards_in, Card, Res};

impl Castle {
    /// The worker rank reaches `seat`: with two workers it picks the first (D-3).
    pub(crate) fn start_workers(&mut self, seat: u8, log: &mut Log) {
        let pending = self.seat(seat).chosen & Card::WORKER_BITS;
        if pending.count_ones() > 1 {
            self.phase = Phase::WorkerOrder { seat };
        } else if let Some(card) = cards_in(pending).next() {
            self.begin_work(seat, card, log);
        }
    }

    pub(crate) fn legal_worker_order(&self, seat: u8, out: &mut Vec<Action>) {
        let pending = self.seat(seat).chosen & Card::WORKER_BITS;
        out.extend(cards_in(pending).map(|card| Action::Work { card }));
    }

    pub(crate) fn pick_worker(
        &mut self,
        seat: u8,
        card: Card,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if !card.is_worker() || self.seat(seat).chosen & card.bit() == 0 {
            return Err(Illegal::from(refuse("CAS-5.3", Why::PickWorker)));
        }
        self.begin_work(seat, card, log);
        Ok(())
    }

    /// The pieces left on the card go to its owner (CAS-11.1); building follows.
    fn begin_work(&mut self, seat: u8, card: Card, log: &mut Log) {
        let w = card.worker_index().unwrap_or(0);
        let load = std::mem::take(&mut self.loads[usize::from(seat)][w]);
        for r in Res::ALL {
            self.seat_mut(seat).pieces[r as usize] += load[r as usize];
        }
        log.say(|| {
            let pieces = load.iter().sum::<u8>();
            let e = Event::new("worker_brings")
                .seat("seat", Seat(seat))
                .term("card", card.id())
                .num("pieces", pieces);
            let text = format!(
                "{}'s {} brings {pieces} pieces",
                self.name(seat),
                card.data().name,
            );
            (e, text)
        });
        self.phase = Phase::Build { seat, card };
    }
}
