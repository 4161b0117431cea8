//! Checks of a loaded state: ranges, conservation of pieces, talers and helpers, cards, and
//! that the current step fits the rest, so that no rule code can fail on it.

use cathedra_core::{Seat, ToMove};

use crate::data;
use crate::payments::{position, Partial, ORDER};
use crate::state::{Castle, Drift, Phase};
use crate::types::{Card, Res, WinterCard};

type Check = Result<(), String>;

fn need(ok: bool, why: &str) -> Check {
    if ok {
        Ok(())
    } else {
        Err(why.to_string())
    }
}

impl Castle {
    pub(crate) fn check_state(&self) -> Check {
        self.check_ranges()?;
        self.check_start_money()?;
        self.check_talers()?;
        self.check_resources()?;
        self.check_helpers()?;
        self.check_cards()?;
        self.check_board()?;
        self.check_winter()?;
        self.check_phase()?;
        self.check_choosing()?;
        self.check_answers()?;
        self.check_someone_acts()
    }

    /// Before the choice nobody has a card face down; once it is over (winter card, reveal)
    /// every seat has; while it lasts someone still owes one (CAS-4.1, Q-18).
    fn check_choosing(&self) -> Check {
        let owing = self.choosers();
        match self.phase {
            Phase::StartPlayer | Phase::Court { .. } | Phase::Share { .. } => need(
                self.seats.iter().all(|s| s.chosen == 0),
                "cards are chosen only after courting the lady",
            ),
            Phase::Choose => {
                need(
                    !owing.is_empty(),
                    "everyone has chosen, yet the choice goes on",
                )?;
                need(
                    (0..self.n()).all(|s| owing.contains(Seat(s)) || self.seat(s).chosen != 0),
                    "a seat that owes no card has none face down",
                )
            }
            Phase::WinterDraw
            | Phase::Plague { .. }
            | Phase::Snowdrift { .. }
            | Phase::Breach { .. } => need(
                owing.is_empty() && self.seats.iter().all(|s| s.chosen != 0),
                "the winter card is drawn after every seat has chosen",
            ),
            _ => Ok(()),
        }
    }

    /// What the seats answered to a Plague or Snowdrift while their cards lay face down is
    /// kept until the reveal, for the seats that have answered, and fits their purses and
    /// cards (CAS-21.2, CAS-21.6). The card asks the seats in turn from the start player
    /// (CAS-20.5): those before the asked one have answered it, the asked one and those after
    /// it have not, so none of them has lost a card to it yet.
    fn check_answers(&self) -> Check {
        let (asking, plague, snowdrift) = match self.phase {
            Phase::Plague { seat } => (Some(seat), true, false),
            Phase::Snowdrift { seat } => (Some(seat), false, true),
            _ => (None, false, false),
        };
        for s in 0..self.n() {
            let p = self.seat(s);
            let answered =
                asking.is_some_and(|a| a < self.n() && self.offset_of(s) < self.offset_of(a));
            // Winter has taken a card (a worker card) from it, this round or before.
            let lost = p.owned != Card::DECK;
            let lost_worker = !p.owned & Card::WORKER_BITS != 0;
            // It has lost fewer cards than the Plagues and Snowdrifts drawn: it can still lose
            // one to the card now asking (false: it surely lost one to it).
            let may_lose = self.may_lose_another(s);
            need(
                asking.is_none() || answered || may_lose,
                "a seat that the winter card has not asked yet has lost a card to it",
            )?;
            // The Plague asks only seats with a played card and takes a played card: a pile it
            // surely emptied is marked. A worker card given to the Snowdrift may come from the
            // hand, and a seat with winter losses to spare may have paid: no mark required.
            need(
                !(plague && answered && !may_lose && p.played == 0) || p.emptied,
                "a played pile the plague emptied is marked as emptied",
            )?;
            need(
                !p.emptied || answered && lost && p.played == 0,
                "only a seat whose last played card winter took this round, before the reveal, \
                 is marked as emptied",
            )?;
            need(
                p.drift.is_some() == (answered && snowdrift),
                "a seat's answer to the snowdrift is kept from its answer to the reveal",
            )?;
            let fits = match p.drift {
                None => true,
                Some(Drift::Paid) => may_lose,
                Some(Drift::PaidShort) => {
                    may_lose && p.talers == 0 && p.owned & Card::WORKER_BITS & !p.chosen == 0
                }
                Some(Drift::Gave) => lost_worker && p.talers >= data::SNOWDRIFT_FEE,
                Some(Drift::GaveForced) => lost_worker && p.talers < data::SNOWDRIFT_FEE,
            };
            need(
                fits,
                "a seat's answer to the snowdrift does not fit its talers and cards",
            )?;
        }
        Ok(())
    }

    /// The deciding seats each have an action, or chance an outcome, or the game is over.
    fn check_someone_acts(&self) -> Check {
        let to_move = cathedra_core::Game::to_move(self);
        let mut legal = Vec::new();
        let mut outcomes = Vec::new();
        match to_move {
            ToMove::Over => Ok(()),
            ToMove::Chance => {
                cathedra_core::Game::chance_outcomes(self, &mut outcomes);
                need(!outcomes.is_empty(), "chance has nothing to draw")
            }
            t => {
                need(!t.seats().is_empty(), "nobody decides")?;
                for seat in t.seats().iter() {
                    cathedra_core::Game::legal_actions(self, seat, &mut legal);
                    if legal.is_empty() {
                        return Err(format!(
                            "{} decides but has no legal action",
                            self.name(seat.0)
                        ));
                    }
                }
                Ok(())
            }
        }
    }

    /// A winter card that acts now was drawn this round: a marked round, the card out of the
    /// deck (CAS-20.3).
    fn drawn_this_round(&self, card: WinterCard) -> bool {
        self.winter
            && self.deck & card.bit() == 0
            && data::WINTER_SPACES.contains(&self.round_space())
    }

    fn check_ranges(&self) -> Check {
        let n = self.n();
        need((2..=4).contains(&n), "a game has 2 to 4 seats")?;
        need(
            self.rounds == data::rounds(self.seats.count()),
            "the number of rounds does not fit the number of seats",
        )?;
        need(
            self.round <= self.rounds,
            "the round is past the last round",
        )?;
        need(
            self.track == self.rounds - self.round,
            "the round track should hold one taler per round still to start",
        )?;
        need(self.start < n, "the start player is not a seat")?;
        need(
            !self.trading
                || self.revealed
                    && self
                        .seats
                        .iter()
                        .any(|s| s.chosen & Card::Trader.bit() != 0),
            "the carts deliver only after a revealed Trader",
        )?;
        need(
            self.act.built <= data::MAX_BUILDS && self.act.placed <= data::MAX_HELPERS,
            "the current action built or placed too much",
        )?;
        need(
            self.act.asked >> (3 * n) == 0,
            "a stonemason asked a worker card of no seat",
        )?;
        for s in self.seats.iter() {
            need(s.vp <= 5000, "a score is out of range")?;
            need(s.built <= 23, "a seat built more than the board holds")?;
            need(s.sites >> 11 == 0, "a seat placed in an unknown building")?;
        }
        let owners = self.spots.iter().chain(self.slots.iter());
        need(
            owners.flatten().all(|&o| o < n),
            "a helper belongs to no seat",
        )?;
        need(
            self.loads[usize::from(n)..]
                .iter()
                .all(|l| *l == [[0; 5]; 3]),
            "a worker card of no seat holds pieces",
        )?;
        for s in 0..n {
            for (w, card) in Card::WORKERS.into_iter().enumerate() {
                if *self.load(s, w) != [0; 5] {
                    need(
                        self.revealed && self.seat(s).chosen & card.bit() != 0,
                        "pieces lie on a worker card that is not revealed and unresolved",
                    )?;
                }
            }
        }
        Ok(())
    }

    /// The `start-money` option's amounts: one per seat that plays, together no more than the
    /// bank holds at setup.
    fn check_start_money(&self) -> Check {
        let Some(talers) = self.start_money else {
            return Ok(());
        };
        let n = usize::from(self.n());
        need(
            talers[n..].iter().all(|&t| t == 0),
            "a starting amount of talers names a seat that does not play",
        )?;
        let sum: u32 = talers.iter().map(|&t| u32::from(t)).sum();
        need(
            sum <= u32::from(crate::options::most_start_talers(n)),
            "the starting talers are more than the bank holds",
        )
    }

    fn check_talers(&self) -> Check {
        let seats: u32 = self.seats.iter().map(|s| u32::from(s.talers)).sum();
        let total = seats
            + u32::from(self.bank)
            + u32::from(self.track)
            + u32::from(self.inn_talers)
            + u32::from(self.lady.pile[5])
            + u32::from(self.boxed.talers);
        need(
            total == u32::from(data::TALERS_TOTAL),
            "the talers do not add up to the 105 of the box",
        )
    }

    fn check_resources(&self) -> Check {
        for r in Res::ALL {
            let k = r as usize;
            let mut total = u32::from(self.stock[k])
                + u32::from(self.tower[k])
                + u32::from(self.lady.pile[k])
                + u32::from(self.boxed.pieces[k]);
            total += self
                .seats
                .iter()
                .map(|s| u32::from(s.pieces[k]))
                .sum::<u32>();
            total += self
                .loads
                .iter()
                .flatten()
                .map(|l| u32::from(l[k]))
                .sum::<u32>();
            if r == Res::Silver {
                total += u32::from(self.smithy);
            }
            if total != u32::from(data::RESOURCE_TOTAL[k]) {
                return Err(format!(
                    "the {} pieces do not add up to the {} of the box",
                    r.name(),
                    data::RESOURCE_TOTAL[k]
                ));
            }
        }
        Ok(())
    }

    fn check_helpers(&self) -> Check {
        let per_seat = data::helpers_per_seat(self.seats.count());
        for s in 0..self.n() {
            let out = self
                .spots
                .iter()
                .chain(self.slots.iter())
                .filter(|&&o| o == Some(s))
                .count();
            let total = usize::from(self.seat(s).helpers) + out;
            if total != usize::from(per_seat) {
                return Err(format!(
                    "{} should have {per_seat} helpers, not {total}",
                    self.name(s)
                ));
            }
        }
        for spot in 0..5 {
            if self.fresh & (1 << spot) != 0 && self.spots[spot].is_none() {
                return Err("an empty cart is marked as placed this round".into());
            }
        }
        need(self.fresh >> 5 == 0, "an unknown cart is marked")
    }

    /// How many cards winter can have taken from a seat so far: one for each of the Plague and
    /// the Snowdrift drawn.
    fn winter_losses(&self) -> u32 {
        if self.winter {
            let drawn = !self.deck & WinterCard::DECK;
            (drawn & WinterCard::Plague.bit() != 0) as u32
                + (drawn & WinterCard::Snowdrift.bit() != 0) as u32
        } else {
            0
        }
    }

    /// True when `seat` has a loss to winter still to come: it is being asked for one.
    fn may_lose_another(&self, seat: u8) -> bool {
        (!self.seat(seat).owned).count_ones() < self.winter_losses()
    }

    fn check_cards(&self) -> Check {
        let losses = self.winter_losses();
        for s in self.seats.iter() {
            need(
                s.owned & Card::MasterBuilder.bit() != 0,
                "the Master Builder is never lost",
            )?;
            need(
                (!s.owned).count_ones() <= losses,
                "a seat lost more cards than winter took",
            )?;
            need(
                !self.winter
                    || self.deck & WinterCard::Plague.bit() == 0
                    || !s.owned & !Card::WORKER_BITS == 0,
                "before the plague only the snowdrift takes cards, and only worker cards",
            )?;
            need(
                s.played & !s.owned == 0 && s.chosen & !s.owned == 0,
                "a seat plays a card it does not own",
            )?;
            need(
                s.played & s.chosen == 0,
                "a chosen card lies in the played pile",
            )?;
            need(
                s.played & Card::MasterBuilder.bit() == 0,
                "the Master Builder takes the played pile back with it",
            )?;
            need(
                s.chosen.count_ones() <= u32::from(data::cards_per_round(self.seats.count())),
                "a seat chose too many cards",
            )?;
            if self.revealed {
                need(s.chosen & !s.shown == 0, "an unrevealed card is to resolve")?;
                // A resolved card joins the played pile (CAS-4.4), which the Master Builder,
                // resolving last, takes back to the hand (CAS-12).
                let mb = Card::MasterBuilder.bit();
                need(
                    s.shown & mb != 0 && s.chosen & mb == 0
                        || s.shown & !(s.chosen | s.played) == 0,
                    "a card revealed this round is neither to resolve nor played",
                )?;
            } else {
                need(s.shown == 0, "cards are shown before the reveal")?;
            }
        }
        Ok(())
    }

    fn check_board(&self) -> Check {
        for (b, d) in data::BUILDINGS.iter().enumerate() {
            need(self.tiles[b] <= d.tiles, "more tiles than the board holds")?;
        }
        for d in &data::SPACES {
            let range = usize::from(d.first)..usize::from(d.first + d.count);
            if !self.site_usable(d.site) && self.slots[range].iter().any(Option::is_some) {
                return Err(format!("a helper stands on {}, which is not built", d.id));
            }
        }
        need(
            u16::from(self.smithy) <= u16::from(data::RESOURCE_TOTAL[Res::Silver as usize]),
            "too much silver on the smithy",
        )
    }

    fn check_winter(&self) -> Check {
        need(self.deck & !WinterCard::DECK == 0, "unknown winter cards")?;
        let staying = WinterCard::VillageInn.bit() | WinterCard::Granary.bit();
        need(
            self.open & !staying == 0,
            "only the inn and granary stay open",
        )?;
        need(
            self.open & self.deck == 0,
            "an open winter card is still in the deck",
        )?;
        if !self.winter {
            need(
                self.deck == 0 && self.open == 0 && self.lady == Default::default(),
                "winter cards in a summer game",
            )?;
        }
        if self.open & WinterCard::VillageInn.bit() == 0 {
            need(self.inn_talers == 0, "talers on an inn that is not in play")?;
        }
        let seats = (1u8 << self.n()) - 1;
        let l = &self.lady;
        need(l.courters & !seats == 0, "a courter is no seat")?;
        need(l.drawn <= self.round, "the lady was drawn in a later round")?;
        if l.open {
            need(
                self.deck & WinterCard::Lady.bit() == 0,
                "the lady is open and in the deck",
            )?;
            need(
                l.courters.count_ones() >= 2,
                "an open lady has at least two courters",
            )?;
        } else if l.courters != 0 {
            need(
                matches!(self.phase, Phase::Share { .. }) && l.courters.count_ones() == 1,
                "only the lady's winner remains marked while the card is shared",
            )?;
        }
        if !l.open && !matches!(self.phase, Phase::Share { .. }) {
            need(l.pile == [0; 6], "pieces lie on a lady who is not in play")?;
        }
        Ok(())
    }

    /// The current card's action record fits the step: it starts empty with each card (CAS-5)
    /// and only a Stonemason asks, only a building step builds, only a Trader holds a helper
    /// back, only helpers follow a building.
    fn check_act(&self) -> Check {
        let a = self.act;
        let (may_ask, may_build, may_place, may_hold) = match self.phase {
            Phase::Buy { .. } | Phase::Consent { .. } => (true, false, false, false),
            Phase::Trade { .. } => (false, false, false, true),
            Phase::Build { card, .. } | Phase::Pay { card, .. } => {
                (card == Card::Stonemason, true, false, false)
            }
            Phase::Helpers { card, .. } => (card == Card::Stonemason, true, true, false),
            _ => (false, false, false, false),
        };
        need(
            (may_ask || a.asked == 0)
                && (may_build || a.built == 0)
                && (may_place || a.placed == 0)
                && (may_hold || !a.held_back),
            "the current card's record of what it built, placed or asked does not fit the step",
        )
    }

    /// A worker card that builds has handed its pieces to its owner first (CAS-11.1).
    fn check_work(&self) -> Check {
        match self.phase {
            Phase::Build { seat, card }
            | Phase::Pay { seat, card, .. }
            | Phase::Helpers { seat, card }
                if card.is_worker() =>
            {
                let w = card.worker_index().unwrap_or(0);
                need(
                    seat < self.n() && *self.load(seat, w) == [0; 5],
                    "a worker card builds while pieces still lie on it",
                )
            }
            _ => Ok(()),
        }
    }

    fn check_phase(&self) -> Check {
        self.check_act()?;
        self.check_work()?;
        let n = self.n();
        let pending = |s: u8, c: Card| self.seat(s).chosen & c.bit() != 0;
        match self.phase {
            Phase::StartPlayer => {
                need(self.round == 0, "the start player is drawn only once")?;
                let talers = Castle::setup_talers(self.start_money);
                need(
                    self.seats.iter().all(|s| s.talers == talers),
                    "before the start player is drawn every seat holds its starting talers",
                )
            }
            Phase::WinterDraw => need(
                self.winter_draw_due() && !self.revealed,
                "no winter card can be drawn now",
            ),
            Phase::Over => need(self.round >= 1, "the game ends after a round"),
            Phase::Consent {
                seat,
                buyer,
                card,
                kind,
            } => {
                need(
                    seat < n && buyer < n && seat != buyer,
                    "a Stonemason asks a seat that is not another player",
                )?;
                let w = card.worker_index().ok_or("a sale from no worker card")?;
                need(
                    self.load(seat, w)[kind as usize] == 1
                        && self.load(seat, w).iter().sum::<u8>() == 1,
                    "consent is asked for the last piece only",
                )?;
                need(
                    self.seat(buyer).talers >= data::PIECE_PRICE
                        && pending(buyer, Card::Stonemason),
                    "the buyer cannot pay or has no Stonemason",
                )
            }
            phase => self.check_seat_phase(phase, pending),
        }
    }

    fn check_seat_phase(&self, phase: Phase, pending: impl Fn(u8, Card) -> bool) -> Check {
        let seat = self.decider().unwrap_or(0);
        need(
            seat < self.n() && self.round >= 1,
            "the deciding seat is out of range",
        )?;
        let resolving = self.revealed;
        match phase {
            Phase::Choose => need(!resolving, "choosing happens before the reveal"),
            Phase::Court { .. } => need(
                !resolving && self.lady.open && self.lady.courters & (1 << seat) != 0,
                "only a courter of an open lady courts",
            ),
            Phase::Share { .. } => need(
                !resolving && self.lady.courters & (1 << seat) == 0,
                "the lady's winner takes nothing from her card",
            ),
            Phase::Plague { .. } => need(
                !resolving
                    && self.drawn_this_round(WinterCard::Plague)
                    && self.seat(seat).played != 0
                    && self.may_lose_another(seat),
                "the plague acts on played piles when drawn, before the reveal, once a seat",
            ),
            Phase::Snowdrift { .. } => need(
                !resolving
                    && self.drawn_this_round(WinterCard::Snowdrift)
                    && self.may_lose_another(seat),
                "the snowdrift acts when drawn, before the reveal, once a seat",
            ),
            Phase::Breach { .. } => need(
                !resolving && self.drawn_this_round(WinterCard::WallBreach),
                "the wall breach acts when drawn, before the reveal",
            ),
            Phase::Stock { left, .. } => {
                need(
                    resolving
                        && (1..=data::WORKER_3_FREE).contains(&left)
                        && pending(seat, Card::Worker3),
                    "Worker III is stocked after its reveal",
                )?;
                // The worker cards are stocked at the reveal, in seat order from the start
                // player, before any card resolves (CAS-3.1, CAS-6).
                need(
                    self.seats.iter().all(|p| p.shown == p.chosen),
                    "worker cards are stocked before any card resolves",
                )?;
                need(
                    (0..self.n())
                        .filter(|&s| self.offset_of(s) > self.offset_of(seat))
                        .all(|s| self.loads[usize::from(s)] == [[0; 5]; 3]),
                    "worker cards of seats after the one stocking are not stocked yet",
                )
            }
            Phase::WorkerOrder { .. } => need(
                (self.seat(seat).chosen & Card::WORKER_BITS).count_ones() == 2,
                "the worker order needs two workers",
            ),
            Phase::InnReturn { .. } | Phase::Trade { .. } => need(
                resolving && pending(seat, Card::Trader),
                "no Trader resolves",
            ),
            Phase::Tower { .. } => need(
                resolving && pending(seat, Card::Bricklayer),
                "no Bricklayer resolves",
            ),
            Phase::Buy { .. } => need(
                resolving && pending(seat, Card::Stonemason),
                "no Stonemason resolves",
            ),
            Phase::Build { card, .. } => need(
                resolving
                    && pending(seat, card)
                    && matches!(card.data().rank, 3..=5)
                    && self.act.built < data::MAX_BUILDS,
                "no building card resolves, or it has erected its two buildings",
            ),
            Phase::Pay {
                card,
                building,
                next,
                paid,
                silver,
                ..
            } => {
                need(
                    resolving
                        && pending(seat, card)
                        && matches!(card.data().rank, 3..=5)
                        && self.act.built < data::MAX_BUILDS
                        && self.tiles[building as usize] > 0,
                    "no building card pays for a building on the board",
                )?;
                let p = position(next).ok_or("silver is paid only through the smithy")?;
                let partial = Partial { paid, silver };
                need(
                    ORDER[p..]
                        .iter()
                        .all(|&k| paid[k as usize] == 0 && silver[k as usize] == 0)
                        && (0..4).all(|k| silver[k] <= paid[k]),
                    "a payment holds kinds not paid yet, or more silver than pieces",
                )?;
                let cost = u16::from(building.data().cost);
                let purse = self.purse(seat);
                let rest = cost
                    .checked_sub(partial.value())
                    .ok_or("the payment exceeds the price")?;
                u16::from(purse.bars)
                    .checked_sub(partial.bars())
                    .ok_or("the payment uses more silver than the seat has")?;
                need(
                    rest > 0
                        && (0..4).all(|k| {
                            paid[k] - silver[k] <= purse.own[k] && silver[k] <= purse.stock[k]
                        })
                        && purse.finishes(building.data().cost, &partial, p),
                    "the payment begun cannot be completed",
                )?;
                need(
                    self.sole_step(seat).is_none(),
                    "a payment step with one possible answer is taken at once",
                )
            }
            Phase::Helpers { card, .. } => need(
                resolving
                    && pending(seat, card)
                    && matches!(card, Card::Bricklayer | Card::Stonemason)
                    && self.act.built > 0
                    && self.act.placed < data::MAX_HELPERS,
                "helpers follow only a Bricklayer or Stonemason that built",
            ),
            Phase::Palace { left, .. } => need(
                !resolving && left <= 2 * data::PALACE_PIECES,
                "the palace converts at most 10 pieces",
            ),
            _ => Ok(()),
        }
    }
}
