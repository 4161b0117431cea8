//! Setup and the round: round taler, choosing, reveal, resolution in card order, round end
//! and game end (CAS-2, CAS-3, CAS-5, CAS-17).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::data;
use crate::refusal::{refuse, Why};
use crate::state::{Act, Boxed, Castle, Lady, Phase, Player, Players};
use crate::types::{cards_in, Building, Card, WinterCard};

impl Castle {
    /// The board set up, before the start player is drawn (CAS-2). With `start_money` (the
    /// option's amounts in order of play) the seats get their talers once the start player is
    /// drawn, and until then the bank holds them.
    pub(crate) fn setup(players: usize, winter: bool, start_money: Option<[u8; 4]>) -> Castle {
        let n = players as u8;
        let rounds = data::rounds(players);
        let start_talers = Castle::setup_talers(start_money);
        let seat = Player {
            talers: start_talers,
            pieces: data::START_PIECES,
            helpers: data::helpers_per_seat(players),
            owned: Card::DECK,
            ..Player::default()
        };
        let mut stock = [0; 5];
        for (k, s) in stock.iter_mut().enumerate() {
            *s = data::RESOURCE_TOTAL[k] - data::TOWER_START[k] - n * data::START_PIECES[k];
        }
        let mut tiles = [0; 10];
        for b in Building::ALL {
            tiles[b as usize] = b.data().tiles;
        }
        Castle {
            winter,
            rounds,
            round: 0,
            start: 0,
            phase: Phase::StartPlayer,
            revealed: false,
            act: Act::default(),
            seats: Players::new(players, seat),
            stock,
            spots: [None; 5],
            fresh: 0,
            tower: data::TOWER_START,
            smithy: 0,
            bank: data::TALERS_TOTAL - rounds - n * start_talers,
            track: rounds,
            tiles,
            slots: [None; data::SLOTS],
            loads: [[[0; 5]; 3]; 4],
            trading: false,
            deck: if winter { WinterCard::DECK } else { 0 },
            open: 0,
            inn_talers: 0,
            lady: Lady::default(),
            boxed: Boxed::default(),
            start_money,
        }
    }

    /// The talers each seat holds before the start player is drawn: the rulebook's 3, or none
    /// while the `start-money` option's amounts wait for the order of play.
    pub(crate) fn setup_talers(start_money: Option<[u8; 4]>) -> u8 {
        if start_money.is_some() {
            0
        } else {
            data::START_TALERS
        }
    }

    /// C-1: the drawn start player begins round 1 (CAS-2.8).
    pub(crate) fn draw_start_player(&mut self, seat: u8, log: &mut Log) -> Result<(), Illegal> {
        if seat >= self.n() {
            return Err(Illegal::from(refuse("CAS-2.8", Why::NoSuchSeat)));
        }
        self.start = seat;
        log.say(|| {
            let e = Event::new("start_player").seat("seat", Seat(seat));
            (e, format!("{} is the start player", self.name(seat)))
        });
        if let Some(talers) = self.start_money {
            for offset in 0..self.n() {
                let s = self.seat_at(offset);
                let amount = talers[usize::from(offset)];
                self.bank -= amount;
                self.seat_mut(s).talers = amount;
                log.say(|| {
                    let e = Event::new("start_money")
                        .seat("seat", Seat(s))
                        .num("talers", amount);
                    (e, format!("{} starts with {amount} talers", self.name(s)))
                });
            }
        }
        self.begin_round(log);
        Ok(())
    }

    /// CAS-3.1 steps 1-3: the round taler, courting, then choosing.
    pub(crate) fn begin_round(&mut self, log: &mut Log) {
        self.round += 1;
        if self.track > 0 {
            self.track -= 1;
            self.seat_mut(self.start).talers += 1;
        }
        let (round, start) = (self.round, self.start);
        log.say(|| {
            let e = Event::new("round")
                .num("round", round)
                .num("rounds", self.rounds)
                .seat("start_player", Seat(start));
            let text = format!(
                "Round {round} of {}: {} takes the round taler",
                self.rounds,
                self.name(start)
            );
            (e, text)
        });
        if self.courting_now() {
            self.begin_courting();
        } else {
            self.begin_choosing();
        }
    }

    /// The round's space on the round track: its taler was taken this round (CAS-20.3).
    pub(crate) fn round_space(&self) -> u8 {
        self.rounds + 1 - self.round
    }

    /// After the last choice: the winter card, if any, then the reveal (CAS-3.1 steps 4-5).
    pub(crate) fn after_choosing(&mut self, log: &mut Log) {
        if self.winter_draw_due() {
            self.phase = Phase::WinterDraw;
        } else {
            self.reveal(log);
        }
    }

    /// CAS-3.1 step 5-7: every chosen card face up, workers stocked, resolution begins.
    pub(crate) fn reveal(&mut self, log: &mut Log) {
        self.revealed = true;
        self.trading = false;
        for s in 0..self.n() {
            let seat = self.seat_mut(s);
            seat.shown = seat.chosen;
            seat.emptied = false;
            seat.drift = None;
            self.trading |= seat.chosen & Card::Trader.bit() != 0;
        }
        if log.is_recording() {
            for s in 0..self.n() {
                log.say(|| {
                    let shown = self.seat(s).shown;
                    let ids: Vec<&str> = cards_in(shown).map(Card::id).collect();
                    let names: Vec<&str> = cards_in(shown).map(|c| c.data().name).collect();
                    let e = Event::new("reveals")
                        .seat("seat", Seat(s))
                        .text("cards", ids.join(","));
                    (
                        e,
                        format!("{} reveals {}", self.name(s), names.join(" and ")),
                    )
                });
            }
        }
        self.stock_workers(0, log);
    }

    /// Resolves the next revealed card in card order, ties from the start player (CAS-5);
    /// the carts deliver once the last Trader has resolved (CAS-8.6).
    pub(crate) fn resolve_next(&mut self, log: &mut Log) {
        loop {
            let order = self.resolution_order();
            if self.trading && order & TRADER_OR_EARLIER == 0 {
                self.trading = false;
                self.deliver(log);
            }
            if order == 0 {
                return self.end_round(log);
            }
            let next = order.trailing_zeros() as u8;
            let (rank, seat) = (next / 4 + 1, self.seat_at(next % 4));
            self.act = Act::default();
            match rank {
                1 => self.messenger(seat, log),
                2 => return self.start_trader(seat, log),
                3 => return self.phase = Phase::Tower { seat },
                4 => return self.phase = Phase::Buy { seat },
                5 => return self.start_workers(seat, log),
                _ => self.master_builder(seat, log),
            }
        }
    }

    /// The cards still to resolve, one bit per (rank, seat offset from the start player) at
    /// `4 * (rank - 1) + offset`: the lowest bit resolves next.
    fn resolution_order(&self) -> u32 {
        let mut order = 0u32;
        for offset in 0..self.n() {
            let c = self.seat(self.seat_at(offset)).chosen;
            let ranks = (c & 0x0F)
                | u8::from(c & Card::WORKER_BITS != 0) << 4
                | u8::from(c & Card::MasterBuilder.bit() != 0) << 5;
            order |= SPREAD[usize::from(ranks)] << offset;
        }
        order
    }

    /// A card has resolved: it joins the played pile (CAS-4.4); the next one resolves.
    pub(crate) fn finish_card(&mut self, seat: u8, card: Card, log: &mut Log) {
        let s = self.seat_mut(seat);
        s.chosen &= !card.bit();
        s.played |= card.bit();
        self.resolve_next(log);
    }

    /// CAS-3.3: the start player passes on, or the game ends (CAS-17).
    fn end_round(&mut self, log: &mut Log) {
        self.revealed = false;
        self.trading = false;
        self.fresh = 0;
        self.act = Act::default();
        for s in 0..self.n() {
            let seat = self.seat_mut(s);
            seat.shown = 0;
            seat.built = 0;
            seat.sites = 0;
        }
        if self.round >= self.rounds || self.tiles_left() == 0 {
            log.say(|| {
                let e = Event::new("game_ends");
                (e, "The game ends: final scoring".to_string())
            });
            self.final_scoring(log);
        } else {
            self.start = (self.start + 1) % self.n();
            self.begin_round(log);
        }
    }
}

/// A seat's six rank bits spread to every fourth bit, as in the resolution order.
const SPREAD: [u32; 64] = spread();

const fn spread() -> [u32; 64] {
    let mut t = [0u32; 64];
    let mut ranks = 0;
    while ranks < 64 {
        let mut r = 0;
        while r < 6 {
            t[ranks] |= ((ranks as u32 >> r) & 1) << (4 * r);
            r += 1;
        }
        ranks += 1;
    }
    t
}

/// Resolution-order bits of the Messenger and Trader ranks.
const TRADER_OR_EARLIER: u32 = 0xFF;
