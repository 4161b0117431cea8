//! Setup (PIL-16), round start (PIL-18.2-18.5), next start player (PIL-14) and round end
//! (PIL-21): the chance draws C1-C5 and the automatic refills.

use cathedra_core::{Event as LogEvent, Illegal, Log, Outcome};

use crate::action::Action;
use crate::data::{
    Card, Craftsman, Cube, Event, Privilege, ResourceCard, BUILDERS_PER_SEAT, GREY_WORKERS,
    MARKET_STOCK, ROUNDS, START_GOLD, START_VP,
};
use crate::set::Set;
use crate::state::{refuse, seat_id, Holdings, Pillars, Stage, Why, CATHEDRAL, MAX_SEATS, SPACES};

const fn outcome(action: Action) -> Outcome<Action> {
    Outcome { action, weight: 1 }
}

/// C5's outcomes, the same every round: each pair of resource cards, in card order.
static SET_ASIDE: [Outcome<Action>; 36] = {
    let all = <ResourceCard as Card>::ALL;
    let mut t = [outcome(Action::Pass); 36];
    let (mut i, mut k) = (0, 0);
    while i < all.len() {
        let mut j = i + 1;
        while j < all.len() {
            t[k] = outcome(Action::SetAsideResources {
                first: all[i],
                second: all[j],
            });
            k += 1;
            j += 1;
        }
        i += 1;
    }
    t
};

impl Pillars {
    /// A new game before the start player is drawn (PIL-16).
    pub(crate) fn setup(players: u8, start_money: Option<[u8; MAX_SEATS]>) -> Pillars {
        let mut seats = [Holdings::default(); MAX_SEATS];
        for seat in seats.iter_mut().take(usize::from(players)) {
            seat.vp = START_VP;
            seat.craftsmen = Set::of(&Craftsman::STARTING);
        }
        let mut bag = [0; MAX_SEATS];
        bag[..usize::from(players)].fill(BUILDERS_PER_SEAT);
        let stock = i16::from(MARKET_STOCK);
        Pillars {
            players,
            round: 0,
            stage: Stage::StartPlayer,
            start: 0,
            actor: 0,
            cursor: 0,
            passed: 0,
            seats,
            supply: [
                Cube::TOTAL[0] - stock,
                Cube::TOTAL[1] - stock,
                Cube::TOTAL[2] - stock,
                Cube::TOTAL[3] - 1,
            ],
            market: [MARKET_STOCK; 3],
            court_metal: 1,
            castle: GREY_WORKERS,
            spaces: [None; SPACES],
            bag,
            set_aside: [0; MAX_SEATS],
            track: [None; 8],
            drawn: None,
            cost: 7,
            redraw_used: false,
            walled: 0,
            wall_next: 0,
            kingsbridge: [None; 2],
            shiring: [None; 2],
            offer_craftsmen: Set::EMPTY,
            offer_resources: Set::EMPTY,
            privileges_seen: Set::EMPTY,
            events_seen: Set::EMPTY,
            event: None,
            event_shown: false,
            bishop_protects: false,
            protected: 0,
            exempt: 0,
            tax: 0,
            used: [0; 27],
            start_money,
        }
    }

    /// Chance outcomes of the setup and round-start draws (C1-C5).
    pub(crate) fn round_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        match self.stage {
            Stage::StartPlayer => {
                out.extend((0..self.players).map(|seat| outcome(Action::StartPlayer { seat })))
            }
            Stage::Privileges => self.privilege_outcomes(out),
            Stage::Craftsmen => {
                let stack = Craftsman::of_round(self.round);
                for left in stack {
                    for right in stack.into_iter().filter(|&r| r != left) {
                        out.push(outcome(Action::DealCraftsmen { left, right }));
                    }
                }
            }
            Stage::Resources => out.extend_from_slice(&SET_ASIDE),
            Stage::Event => {
                let unseen = Set::<Event>::full().minus(self.events_seen);
                out.extend(
                    unseen
                        .iter_counted()
                        .map(|event| outcome(Action::DrawEvent { event })),
                );
            }
            _ => {}
        }
    }

    /// The privilege cards that may be revealed this round (C2).
    fn privilege_pool(&self) -> Set<Privilege> {
        let finals = Set::of(&[Privilege::KingsVisit, Privilege::NearlyComplete]);
        if self.round >= ROUNDS {
            finals
        } else {
            Set::<Privilege>::full()
                .minus(finals)
                .minus(self.privileges_seen)
        }
    }

    fn privilege_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        let pool = self.privilege_pool();
        for left in pool.iter() {
            let mut rights = pool;
            rights.remove(left);
            out.extend(
                rights
                    .iter_counted()
                    .map(|right| outcome(Action::RevealPrivileges { left, right })),
            );
        }
    }

    /// Applies a setup or round-start draw.
    pub(crate) fn apply_round_chance(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        match (self.stage, action) {
            (Stage::StartPlayer, Action::StartPlayer { seat }) if seat < self.players => {
                self.choose_start(usize::from(seat), log);
            }
            (Stage::Privileges, Action::RevealPrivileges { left, right }) => {
                let pool = self.privilege_pool();
                if left == right || !pool.contains(left) || !pool.contains(right) {
                    return refuse("PIL-18.2", || Why::TwoPrivileges.words());
                }
                self.reveal_privileges(left, right, log);
            }
            (Stage::Craftsmen, Action::DealCraftsmen { left, right }) => {
                let stack = Craftsman::of_round(self.round);
                if left == right || !stack.contains(&left) || !stack.contains(&right) {
                    return refuse("PIL-18.3", || Why::TwoCraftsmen.words());
                }
                self.deal_craftsmen(left, right, log);
            }
            (Stage::Resources, Action::SetAsideResources { first, second }) => {
                if first >= second {
                    return refuse("PIL-18.4", || Why::TwoResources.words());
                }
                self.offer_resources = Set::<ResourceCard>::full().minus(Set::of(&[first, second]));
                self.stage = Stage::Event;
                log.say(|| {
                    let e = LogEvent::new("resources_unused")
                        .term("first", first.id())
                        .term("second", second.id());
                    let text = format!(
                        "Not used this round: {} and {}",
                        first.label(),
                        second.label()
                    );
                    (e, text)
                });
            }
            (Stage::Event, Action::DrawEvent { event }) => {
                if self.events_seen.contains(event) {
                    return refuse("PIL-1.5", || Why::EventDrawnBefore.words());
                }
                self.draw_event(event, log);
            }
            _ => return refuse("PIL-18.1", || Why::ChanceDecides.words()),
        }
        Ok(())
    }

    /// C1 and PIL-16.4: the start player and the starting gold (the `start-money` option's
    /// amounts when it departs from the rulebook).
    fn choose_start(&mut self, seat: usize, log: &mut Log) {
        self.start = seat as u8;
        for i in 0..self.n() {
            let s = self.in_turn_order(i);
            self.seats[s].gold = match self.start_money {
                Some(gold) => gold[i],
                None => START_GOLD + i as u8,
            };
        }
        log.say(|| {
            let e = LogEvent::new("start_player").seat("seat", seat_id(seat));
            (e, format!("{} is the start player", self.colour(seat)))
        });
        self.begin_round(log);
    }

    fn begin_round(&mut self, log: &mut Log) {
        self.round += 1;
        self.stage = Stage::Privileges;
        log.say(|| {
            let e = LogEvent::new("round").num("round", self.round);
            (e, format!("Round {} begins", self.round))
        });
    }

    fn reveal_privileges(&mut self, left: Privilege, right: Privilege, log: &mut Log) {
        self.kingsbridge = [Some(left), Some(right)];
        self.privileges_seen.insert(left);
        self.privileges_seen.insert(right);
        self.stage = Stage::Craftsmen;
        log.say(|| {
            let e = LogEvent::new("privileges_revealed")
                .term("left", left.id())
                .term("right", right.id());
            let text = format!("Kingsbridge offers {} and {}", left.label(), right.label());
            (e, text)
        });
    }

    fn deal_craftsmen(&mut self, left: Craftsman, right: Craftsman, log: &mut Log) {
        self.shiring = [Some(left), Some(right)];
        let stack = Set::of(&Craftsman::of_round(self.round));
        self.offer_craftsmen = stack.minus(Set::of(&[left, right]));
        self.stage = Stage::Resources;
        log.say(|| {
            let e = LogEvent::new("craftsmen_dealt")
                .term("left", left.id())
                .term("right", right.id());
            let text = format!(
                "Shiring offers the {} and the {}",
                left.label(),
                right.label()
            );
            (e, text)
        });
    }

    /// PIL-18.5: the event lies face down; Ellen holders look at it.
    fn draw_event(&mut self, event: Event, log: &mut Log) {
        self.event = Some(event);
        self.events_seen.insert(event);
        self.event_shown = false;
        log.say(|| {
            let e = LogEvent::new("event_drawn").num("round", self.round);
            (e, "The round's event is drawn face down".into())
        });
        for s in 0..self.n() {
            if self.seats[s].privileges.contains(Privilege::Ellen) {
                log.tell(seat_id(s), || {
                    let e = LogEvent::new("event_seen")
                        .seat("seat", seat_id(s))
                        .term("event", event.id());
                    let text = format!("Ellen shows you this round's event: {}", event.label());
                    (e, text)
                });
            }
        }
        self.begin_offer(log);
    }

    /// PIL-14: the next start player.
    pub(crate) fn next_start_player(&mut self, log: &mut Log) {
        let next = match self.occupant(CATHEDRAL) {
            Some(s) => s,
            None => (usize::from(self.start) + 1) % self.n(),
        };
        self.start = next as u8;
        // After the last round there is no next one to start.
        if self.round >= ROUNDS {
            return;
        }
        log.say(|| {
            let e = LogEvent::new("next_start_player").seat("seat", seat_id(next));
            (
                e,
                format!("{} will start the next round", self.colour(next)),
            )
        });
    }

    /// PIL-21 (and PIL-22.1 after round 6).
    pub(crate) fn end_round(&mut self, log: &mut Log) {
        self.return_builders();
        self.clear_round_effects();
        if self.round >= ROUNDS {
            self.stage = Stage::Over;
            log.say(|| {
                let e = LogEvent::new("game_over");
                (e, "The cathedral is complete: the game is over".into())
            });
            return;
        }
        self.refill(log);
        self.return_grey_workers();
        self.begin_round(log);
    }

    /// PIL-21.1, PIL-21.2: market and court, only from cubes in the supply.
    fn refill(&mut self, log: &mut Log) {
        for cube in Cube::MARKET {
            let i = cube.index();
            let want = MARKET_STOCK.saturating_sub(self.market[i]);
            let have = self.supply[i].clamp(0, i16::from(want)) as u8;
            self.market[i] += have;
            self.supply[i] -= i16::from(have);
        }
        if self.court_metal == 0 && self.supply[3] > 0 {
            self.court_metal = 1;
            self.supply[3] -= 1;
        }
        log.say(|| {
            let [wood, stone, sand] = self.market;
            let e = LogEvent::new("market_refilled")
                .num("wood", wood)
                .num("stone", stone)
                .num("sand", sand);
            let text = format!("The market is refilled to {wood} wood, {stone} stone, {sand} sand");
            (e, text)
        });
    }

    /// PIL-21.3.
    fn return_grey_workers(&mut self) {
        for s in 0..self.n() {
            let seat = &mut self.seats[s];
            self.castle += seat.grey;
            seat.grey = seat.grey_next;
            seat.grey_next = 0;
        }
    }

    /// PIL-21.4.
    fn return_builders(&mut self) {
        self.spaces = [None; SPACES];
        self.track = [None; 8];
        self.set_aside = [0; MAX_SEATS];
        self.drawn = None;
        for s in 0..self.n() {
            self.bag[s] = BUILDERS_PER_SEAT;
        }
        self.cost = 7;
        self.redraw_used = false;
    }

    /// PIL-21.5, PIL-1.5.
    fn clear_round_effects(&mut self) {
        self.event = None;
        self.event_shown = false;
        self.bishop_protects = false;
        self.protected = 0;
        self.exempt = 0;
        self.tax = 0;
        self.walled = self.wall_next;
        self.wall_next = 0;
        self.passed = 0;
        self.cursor = 0;
        self.actor = self.start;
        self.used = [0; 27];
        for seat in self.seats.iter_mut() {
            seat.bought = 0;
            seat.madonna = None;
        }
    }
}
