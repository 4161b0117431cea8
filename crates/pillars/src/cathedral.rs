//! Step 13, the cathedral (PIL-13): in turn order each player's Madonna choice, the tool maker
//! and Statiker, craftsmen turning cubes into VP, and the 5-cube limit.

use cathedra_core::{Error, Log};

use crate::action::{cube_list, Action};
use crate::data::{Craftsman, Cube, Event, Trade, CUBE_LIMIT};
use crate::resolution::Step;
use crate::state::{refuse, say, Pillars, Stage};

impl Pillars {
    /// Cathedral turns from turn-order position `i`; true when a decision is needed.
    pub(crate) fn cathedral_from(&mut self, i: usize, log: &mut Log) -> bool {
        for k in i..self.n() {
            self.cursor = k as u8;
            if self.begin_build(self.in_turn_order(k), log) {
                return true;
            }
        }
        false
    }

    /// Continues with the next player's turn, or step 14.
    fn next_builder(&mut self, log: &mut Log) {
        if !self.cathedral_from(usize::from(self.cursor) + 1, log) {
            self.resolve(Step::NextStart, log);
        }
    }

    fn madonna_choices(&self, seat: usize) -> impl Iterator<Item = Craftsman> {
        self.seats[seat]
            .craftsmen
            .iter()
            .filter(|c| c.madonna_eligible())
    }

    /// PIL-24.5, D12: the Madonna's craftsman, chosen unless there is at most one choice.
    fn begin_build(&mut self, seat: usize, log: &mut Log) -> bool {
        self.actor = seat as u8;
        self.used = [0; 27];
        if self.shown_event() == Some(Event::Madonna) {
            let mut choices = self.madonna_choices(seat);
            let (first, second) = (choices.next(), choices.next());
            match (first, second) {
                (Some(only), None) => self.set_madonna(seat, only, log),
                (Some(_), Some(_)) => {
                    self.stage = Stage::Madonna;
                    return true;
                }
                _ => {}
            }
        }
        self.start_build(seat, log)
    }

    fn set_madonna(&mut self, seat: usize, c: Craftsman, log: &mut Log) {
        self.seats[seat].madonna = Some(c);
        say(log, || {
            format!(
                "The Madonna raises {}'s {} by 1 use",
                self.colour(seat),
                c.name()
            )
        });
    }

    pub(crate) fn madonna_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        out.extend(
            self.madonna_choices(s)
                .map(|craftsman| Action::Madonna { craftsman }),
        );
    }

    pub(crate) fn apply_madonna(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        let s = usize::from(self.actor);
        let Action::Madonna { craftsman } = action else {
            return refuse("PIL-24.5", || "choose the craftsman the Madonna helps");
        };
        if !self.seats[s].craftsmen.contains(craftsman) || !craftsman.madonna_eligible() {
            return refuse("PIL-24.5", || {
                format!("the Madonna cannot help your {}", craftsman.name())
            });
        }
        self.set_madonna(s, craftsman, log);
        if !self.start_build(s, log) {
            self.next_builder(log);
        }
        Ok(())
    }

    /// PIL-13.4, PIL-13.5: tool maker and Statiker act by themselves; then D13.
    fn start_build(&mut self, seat: usize, log: &mut Log) -> bool {
        let owned = self.seats[seat].craftsmen;
        if owned.contains(Craftsman::ToolMaker) && self.seats[seat].cubes[3] > 0 {
            let gained = self.gain_gold(seat, 2);
            say(log, || {
                format!("{}'s tool maker earns {gained} gold", self.colour(seat))
            });
        }
        if owned.contains(Craftsman::Statiker) {
            self.gain_vp(seat, 1);
            say(log, || {
                format!("{}'s Statiker earns 1 VP", self.colour(seat))
            });
        }
        self.continue_build(seat)
    }

    /// Stays in D13 while a craftsman can be used, else finishes (D14 if needed).
    fn continue_build(&mut self, seat: usize) -> bool {
        let usable = self.seats[seat]
            .craftsmen
            .iter()
            .any(|c| self.max_uses(seat, c) > 0);
        if usable {
            self.stage = Stage::Build;
            return true;
        }
        self.finish_build(seat)
    }

    /// Uses of `c` still possible for `seat` this turn: capacity and inputs (PIL-13.2, 13.3).
    pub(crate) fn max_uses(&self, seat: usize, c: Craftsman) -> u8 {
        let card = c.card();
        let s = &self.seats[seat];
        let capacity = card.capacity + u8::from(s.madonna == Some(c));
        let mut n = capacity.saturating_sub(self.used[c as usize]);
        let Some(r) = &card.recipe else {
            return 0;
        };
        if n == 0 || (card.trade == Trade::Mason && !s.craftsmen.any_of(&Craftsman::MORTAR_MIXERS))
        {
            return 0;
        }
        for (&need, have) in r.cubes.iter().zip(s.cubes) {
            if need > 0 {
                n = n.min(per_use(have, need));
            }
        }
        if r.gold_in > 0 {
            n = n.min(per_use(s.gold, r.gold_in));
        }
        n
    }

    pub(crate) fn build_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        for craftsman in self.seats[s].craftsmen.iter() {
            for times in 0..self.max_uses(s, craftsman) {
                out.push(Action::Use {
                    craftsman,
                    times: times + 1,
                });
            }
        }
        out.push(Action::Finish);
    }

    pub(crate) fn apply_build(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        let s = usize::from(self.actor);
        match action {
            Action::Use { craftsman, times } => {
                self.check_use(s, craftsman, times)?;
                self.use_craftsman(s, craftsman, times, log);
                if self.continue_build(s) {
                    return Ok(());
                }
            }
            Action::Finish => {
                if self.finish_build(s) {
                    return Ok(());
                }
            }
            _ => {
                return refuse("PIL-13.2", || {
                    "use one of your craftsmen, or finish building"
                })
            }
        }
        self.next_builder(log);
        Ok(())
    }

    fn check_use(&self, s: usize, c: Craftsman, times: u8) -> Result<(), Error> {
        let card = c.card();
        if !self.seats[s].craftsmen.contains(c) {
            return refuse("PIL-13.2", || format!("you have no {}", card.name));
        }
        if card.recipe.is_none() {
            return refuse("PIL-13.2", || {
                format!("the {} works by itself once per round", card.name)
            });
        }
        if card.trade == Trade::Mason && !self.seats[s].craftsmen.any_of(&Craftsman::MORTAR_MIXERS)
        {
            return refuse("PIL-13.3", || "a mason needs a mortar mixer");
        }
        let max = self.max_uses(s, c);
        if times == 0 || times > max {
            return refuse("PIL-13.2", || {
                format!("the {} can work {max} more times now", card.name)
            });
        }
        Ok(())
    }

    fn use_craftsman(&mut self, s: usize, c: Craftsman, times: u8, log: &mut Log) {
        let Some(r) = c.card().recipe else {
            return;
        };
        self.used[c as usize] += times;
        for cube in Cube::ALL {
            self.return_cubes(s, cube, r.cubes[cube.index()] * times);
        }
        for _ in 0..times {
            self.seats[s].gold -= r.gold_in;
            self.gain_gold(s, r.gold_out);
        }
        self.gain_vp(s, u16::from(r.vp) * u16::from(times));
        say(log, || {
            format!(
                "{}: {}",
                self.colour(s),
                self.describe_action(Action::Use {
                    craftsman: c,
                    times
                })
            )
        });
    }

    /// PIL-13.9: over 5 cubes, D14 (or the only way to keep 5).
    fn finish_build(&mut self, seat: usize) -> bool {
        if !self.over_cube_limit(seat) {
            return false;
        }
        let cubes = self.seats[seat].cubes;
        if cubes.iter().filter(|&&c| c > 0).count() == 1 {
            let keep = cubes.map(|c| c.min(CUBE_LIMIT));
            self.keep(seat, keep);
            return false;
        }
        self.stage = Stage::Discard;
        true
    }

    fn keep(&mut self, seat: usize, keep: [u8; 4]) {
        for cube in Cube::ALL {
            let extra = self.seats[seat].cubes[cube.index()] - keep[cube.index()];
            self.return_cubes(seat, cube, extra);
        }
    }

    pub(crate) fn discard_actions(&self, out: &mut Vec<Action>) {
        let have = self.seats[usize::from(self.actor)].cubes;
        let l = CUBE_LIMIT;
        for w in 0..=have[0].min(l) {
            for s in 0..=have[1].min(l - w) {
                for sa in 0..=have[2].min(l - w - s) {
                    let m = l - w - s - sa;
                    if m <= have[3] {
                        out.push(Action::Keep {
                            cubes: [w, s, sa, m],
                        });
                    }
                }
            }
        }
    }

    pub(crate) fn apply_discard(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        let s = usize::from(self.actor);
        let Action::Keep { cubes } = action else {
            return refuse("PIL-13.9", || "choose which 5 cubes to keep");
        };
        let have = self.seats[s].cubes;
        let total: u16 = cubes.iter().map(|&c| u16::from(c)).sum();
        if total != u16::from(CUBE_LIMIT) || cubes.iter().zip(have).any(|(k, h)| *k > h) {
            return refuse("PIL-13.9", || {
                format!("keep exactly 5 of your cubes ({})", cube_list(have))
            });
        }
        self.keep(s, cubes);
        say(log, || {
            format!("{} keeps {}", self.colour(s), cube_list(cubes))
        });
        self.next_builder(log);
        Ok(())
    }
}

/// How many times `need` (0 to 3) fits into `have`, as far as a craftsman's capacity (at most
/// 9 uses) can tell; 255 when nothing is needed. A table, since this runs for every option.
fn per_use(have: u8, need: u8) -> u8 {
    QUOTIENTS[usize::from(need.min(3))][usize::from(have.min(31))]
}

static QUOTIENTS: [[u8; 32]; 4] = {
    let mut t = [[255u8; 32]; 4];
    let mut need = 1;
    while need < 4 {
        let mut have = 0;
        while have < 32 {
            t[need][have] = (have / need) as u8;
            have += 1;
        }
        need += 1;
    }
    t
};
