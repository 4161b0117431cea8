//! Step 12, the Kingsbridge market (PIL-12): market seats in space order, round and round.

use cathedra_core::{Event as LogEvent, Illegal, Log};

use crate::action::Action;
use crate::data::{Craftsman, Cube, GOLD_CAP};
use crate::resolution::Step;
use crate::state::{refuse, seat_id, Pillars, Stage, Why, MARKET};

const SEATS: usize = MARKET.end - MARKET.start;

impl Pillars {
    pub(crate) fn begin_market(&mut self, log: &mut Log) -> bool {
        self.passed = 0;
        self.market_turn_from(0, log)
    }

    /// Gives the turn to market seat `first` or the next one still trading (PIL-12.1). A seat
    /// whose player can do nothing passes: nothing at the market can enable it later.
    fn market_turn_from(&mut self, first: usize, log: &mut Log) -> bool {
        for k in 0..SEATS {
            let idx = (first + k) % SEATS;
            let Some(o) = self.occupant(MARKET.start + idx) else {
                continue;
            };
            if self.passed & (1 << idx) != 0 {
                continue;
            }
            if self.can_trade(o) {
                self.stage = Stage::Market;
                self.cursor = idx as u8;
                self.actor = o as u8;
                return true;
            }
            self.passed |= 1 << idx;
            log.say(|| {
                let e = LogEvent::new("leaves_market_unable").seat("seat", seat_id(o));
                (
                    e,
                    format!("{} cannot trade and leaves the market", self.colour(o)),
                )
            });
        }
        false
    }

    /// The most cubes of `cube` that `seat` may buy now (PIL-12.3, PIL-12.6).
    fn buyable(&self, seat: usize, cube: Cube) -> u8 {
        let Some(price) = cube.buy_price() else {
            return 0;
        };
        if cube == Cube::Wood && !self.seats[seat].craftsmen.any_of(&Craftsman::WOODWORKERS) {
            return 0;
        }
        self.market[cube.index()].min(self.seats[seat].gold / price)
    }

    /// The most cubes of `cube` that `seat` may sell now (PIL-12.4, 12.5, 12.7).
    fn sellable(&self, seat: usize, cube: Cube) -> u8 {
        let s = &self.seats[seat];
        if s.bought & (1 << cube.index()) != 0
            || (cube == Cube::Stone && !s.craftsmen.contains(Craftsman::Stonecutter))
        {
            return 0;
        }
        s.cubes[cube.index()]
    }

    pub(crate) fn can_trade(&self, seat: usize) -> bool {
        Cube::ALL
            .into_iter()
            .any(|c| self.buyable(seat, c) > 0 || self.sellable(seat, c) > 0)
    }

    pub(crate) fn market_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        for cube in Cube::MARKET {
            let most = self.buyable(s, cube);
            out.extend((0..most).map(|n| Action::Buy { cube, n: n + 1 }));
        }
        for cube in Cube::ALL {
            let most = self.sellable(s, cube);
            out.extend((0..most).map(|n| Action::Sell { cube, n: n + 1 }));
        }
        out.push(Action::Pass);
    }

    pub(crate) fn apply_market(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        match action {
            Action::Buy { cube, n } => self.buy(s, cube, n, log)?,
            Action::Sell { cube, n } => self.sell(s, cube, n, log)?,
            Action::Pass => {
                self.passed |= 1 << self.cursor;
                log.say(|| {
                    let e = LogEvent::new("leaves_market").seat("seat", seat_id(s));
                    (e, format!("{} leaves the market", self.colour(s)))
                });
            }
            _ => return refuse("PIL-12.2", || Why::MarketOneKind.words()),
        }
        if !self.market_turn_from(usize::from(self.cursor) + 1, log) {
            self.resolve(Step::Cathedral, log);
        }
        Ok(())
    }

    fn check_buy(&self, s: usize, cube: Cube, n: u8) -> Result<u8, Illegal> {
        let Some(price) = cube.buy_price() else {
            return refuse("PIL-12.3", || Why::MetalNotBought.words());
        };
        if n == 0 {
            return refuse("PIL-12.2", || Why::BuyAtLeastOne.words());
        }
        if cube == Cube::Wood && !self.seats[s].craftsmen.any_of(&Craftsman::WOODWORKERS) {
            return refuse("PIL-12.6", || Why::WoodNeedsWoodworker.words());
        }
        let stock = self.market[cube.index()];
        if n > stock {
            return refuse("PIL-12.3", || {
                Why::MarketHasOnly
                    .words()
                    .num("stock", stock)
                    .term("cube", cube.name())
            });
        }
        let (gold, total) = (self.seats[s].gold, u16::from(price) * u16::from(n));
        if u16::from(gold) < total {
            return refuse("PIL-23.3", || {
                Why::TooPoorToBuy
                    .words()
                    .num("gold", gold)
                    .num("n", n)
                    .term("cube", cube.name())
                    .num("total", total)
            });
        }
        Ok(total as u8)
    }

    fn buy(&mut self, s: usize, cube: Cube, n: u8, log: &mut Log) -> Result<(), Illegal> {
        let total = self.check_buy(s, cube, n)?;
        let i = cube.index();
        self.market[i] -= n;
        let seat = &mut self.seats[s];
        seat.gold -= total;
        seat.cubes[i] += n;
        seat.bought |= 1 << i;
        log.say(|| {
            let e = LogEvent::new("buys")
                .seat("seat", seat_id(s))
                .term("cube", cube.name())
                .num("n", n)
                .num("gold", total);
            let text = format!(
                "{} buys {n} {} for {total} gold",
                self.colour(s),
                cube.name()
            );
            (e, text)
        });
        Ok(())
    }

    fn check_sell(&self, s: usize, cube: Cube, n: u8) -> Result<(), Illegal> {
        let seat = &self.seats[s];
        if n == 0 {
            return refuse("PIL-12.2", || Why::SellAtLeastOne.words());
        }
        if seat.bought & (1 << cube.index()) != 0 {
            return refuse("PIL-12.5", || {
                Why::BoughtThisRound.words().term("cube", cube.name())
            });
        }
        if cube == Cube::Stone && !seat.craftsmen.contains(Craftsman::Stonecutter) {
            return refuse("PIL-12.7", || Why::StoneNeedsStonecutter.words());
        }
        let have = seat.cubes[cube.index()];
        if n > have {
            return refuse("PIL-12.4", || {
                Why::YouHaveOnly
                    .words()
                    .num("have", have)
                    .term("cube", cube.name())
            });
        }
        Ok(())
    }

    fn sell(&mut self, s: usize, cube: Cube, n: u8, log: &mut Log) -> Result<(), Illegal> {
        self.check_sell(s, cube, n)?;
        self.return_cubes(s, cube, n);
        let price = u16::from(cube.sell_price()) * u16::from(n);
        let gained = self.gain_gold(s, price.min(255) as u8);
        log.say(|| {
            let e = LogEvent::new("sells")
                .seat("seat", seat_id(s))
                .term("cube", cube.name())
                .num("n", n)
                .num("gold", gained);
            let (who, cube) = (self.colour(s), cube.name());
            let text = match gained {
                0 => format!("{who} sells {n} {cube} for nothing: {GOLD_CAP} gold is the most a player holds"),
                _ => format!("{who} sells {n} {cube} for {gained} gold"),
            };
            (e, text)
        });
        Ok(())
    }
}
