//! Step 13, the cathedral (PIL-13): in turn order each player's Madonna choice, the tool maker
//! and Statiker, craftsmen turning cubes into VP, and the 5-cube limit.

use cathedra_core::{Event as LogEvent, Illegal, Log};

use crate::action::Action;
use crate::data::{Craftsman, Cube, Event, Trade, CRAFTSMEN, CUBE_LIMIT, GOLD_CAP};
use crate::resolution::Step;
use crate::set::Set;
use crate::state::{refuse, seat_id, Holdings, Pillars, Stage, Why};
use crate::texts::Words;

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
        log.say(|| {
            let e = LogEvent::new("madonna")
                .seat("seat", seat_id(seat))
                .term("craftsman", c.id());
            let text = format!(
                "The Madonna raises {}'s {} by 1 use",
                self.colour(seat),
                c.name()
            );
            (e, text)
        });
    }

    pub(crate) fn madonna_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        out.extend(
            self.madonna_choices(s)
                .map(|craftsman| Action::Madonna { craftsman }),
        );
    }

    pub(crate) fn apply_madonna(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        let Action::Madonna { craftsman } = action else {
            return refuse("PIL-24.5", || Why::MadonnaChoose.words());
        };
        if !self.seats[s].craftsmen.contains(craftsman) || !craftsman.madonna_eligible() {
            return refuse("PIL-24.5", || {
                Why::MadonnaCannotHelp
                    .words()
                    .term("craftsman", craftsman.id())
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
            log.say(|| {
                let e = LogEvent::new("tool_maker")
                    .seat("seat", seat_id(seat))
                    .num("gold", gained);
                let who = self.colour(seat);
                let text = match gained {
                    0 => format!(
                        "{who}'s tool maker earns nothing: {GOLD_CAP} gold is the most a player holds"
                    ),
                    _ => format!("{who}'s tool maker earns {gained} gold"),
                };
                (e, text)
            });
        }
        if owned.contains(Craftsman::Statiker) {
            self.gain_vp(seat, 1);
            log.say(|| {
                let e = LogEvent::new("statiker")
                    .seat("seat", seat_id(seat))
                    .num("vp", 1);
                (e, format!("{}'s Statiker earns 1 VP", self.colour(seat)))
            });
        }
        self.continue_build(seat)
    }

    /// True when `seat` can use one of its craftsmen now (D13).
    pub(crate) fn can_build(&self, seat: usize) -> bool {
        let s = &self.seats[seat];
        let stock = Stock::of(s);
        stock
            .candidates
            .iter()
            .any(|c| self.uses_left(s, c, stock) > 0)
    }

    /// Stays in D13 while a craftsman can be used, else finishes (D14 if needed).
    fn continue_build(&mut self, seat: usize) -> bool {
        if self.can_build(seat) {
            self.stage = Stage::Build;
            return true;
        }
        self.finish_build(seat)
    }

    /// Uses of `c` still possible for `seat` this turn: capacity and inputs (PIL-13.2, 13.3).
    #[inline]
    pub(crate) fn max_uses(&self, seat: usize, c: Craftsman) -> u8 {
        let s = &self.seats[seat];
        self.uses_left(s, c, Stock::of(s))
    }

    /// [`Pillars::max_uses`] from the seat's stock, looked up once per decision.
    #[inline]
    fn uses_left(&self, s: &Holdings, c: Craftsman, stock: Stock) -> u8 {
        let work = &WORK[c as usize];
        if !work.has_recipe || (work.mason && !stock.mortar_mixer) {
            return 0;
        }
        let capacity = work.capacity + u8::from(s.madonna == Some(c));
        let [(a, need_a), (b, need_b)] = work.inputs;
        capacity
            .saturating_sub(self.used[c as usize])
            .min(stock.uses(a, need_a))
            .min(stock.uses(b, need_b))
    }

    pub(crate) fn build_actions(&self, out: &mut Vec<Action>) {
        let s = &self.seats[usize::from(self.actor)];
        let stock = Stock::of(s);
        for craftsman in stock.candidates.iter() {
            let uses = self.uses_left(s, craftsman, stock);
            out.extend((0..uses).map(|n| Action::Use {
                craftsman,
                times: n + 1,
            }));
        }
        out.push(Action::Finish);
    }

    pub(crate) fn apply_build(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
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
            _ => return refuse("PIL-13.2", || Why::UseOrFinish.words()),
        }
        self.next_builder(log);
        Ok(())
    }

    fn check_use(&self, s: usize, c: Craftsman, times: u8) -> Result<(), Illegal> {
        let card = c.card();
        if !self.seats[s].craftsmen.contains(c) {
            return refuse("PIL-13.2", || {
                Why::NoSuchCraftsman.words().term("craftsman", c.id())
            });
        }
        if card.recipe.is_none() {
            return refuse("PIL-13.2", || {
                Why::WorksByItself.words().term("craftsman", c.id())
            });
        }
        if card.trade == Trade::Mason && !self.seats[s].craftsmen.any_of(&Craftsman::MORTAR_MIXERS)
        {
            return refuse("PIL-13.3", || Why::MasonNeedsMixer.words());
        }
        let max = self.max_uses(s, c);
        if times == 0 || times > max {
            return refuse("PIL-13.2", || {
                Why::UsesLeft
                    .words()
                    .term("craftsman", c.id())
                    .num("max", max)
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
        log.say(|| {
            let e = LogEvent::new("uses_craftsman")
                .seat("seat", seat_id(s))
                .term("craftsman", c.id())
                .num("times", times);
            let text = format!(
                "{}: {}",
                self.colour(s),
                self.describe_action(
                    Action::Use {
                        craftsman: c,
                        times
                    },
                    Words::english()
                )
            );
            (e, text)
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

    pub(crate) fn apply_discard(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        let Action::Keep { cubes } = action else {
            return refuse("PIL-13.9", || Why::ChooseCubes.words());
        };
        let have = self.seats[s].cubes;
        let total: u16 = cubes.iter().map(|&c| u16::from(c)).sum();
        if total != u16::from(CUBE_LIMIT) || cubes.iter().zip(have).any(|(k, h)| *k > h) {
            return refuse("PIL-13.9", || {
                let [wood, stone, sand, metal] = have;
                Why::KeepExactly
                    .words()
                    .num("limit", CUBE_LIMIT)
                    .num("wood", wood)
                    .num("stone", stone)
                    .num("sand", sand)
                    .num("metal", metal)
            });
        }
        self.keep(s, cubes);
        log.say(|| {
            let [wood, stone, sand, metal] = cubes;
            let e = LogEvent::new("keeps")
                .seat("seat", seat_id(s))
                .num("wood", wood)
                .num("stone", stone)
                .num("sand", sand)
                .num("metal", metal);
            (
                e,
                format!(
                    "{} keeps {}",
                    self.colour(s),
                    Words::english().cube_list(cubes)
                ),
            )
        });
        self.next_builder(log);
        Ok(())
    }
}

/// What a seat can spend in the cathedral: cubes (wood, stone, sand, metal), then gold.
#[derive(Clone, Copy)]
struct Stock {
    amounts: [u8; GOLD_AND_CUBES],
    /// Masons work only beside a mortar mixer (PIL-13.3).
    mortar_mixer: bool,
    /// The seat's craftsmen that are not plainly idle: each has a recipe, has all of its
    /// inputs in some amount, and is no mason without a mortar mixer. The others have no use.
    candidates: Set<Craftsman>,
}

/// The index of gold in [`Stock::amounts`].
const GOLD: usize = 4;
const GOLD_AND_CUBES: usize = GOLD + 1;

impl Stock {
    /// How many times `need` (at most 3, see [`WORK`]) of amount `i` can be spent.
    #[inline]
    fn uses(&self, i: usize, need: u8) -> u8 {
        let have = self.amounts[i].min(31);
        QUOTIENTS[usize::from(need & 3)][usize::from(have)]
    }

    #[inline]
    fn of(s: &Holdings) -> Stock {
        let [wood, stone, sand, metal] = s.cubes;
        let amounts = [wood, stone, sand, metal, s.gold];
        let mortar_mixer = s.craftsmen.any_of(&Craftsman::MORTAR_MIXERS);
        let mut candidates = s.craftsmen.minus(IDLE);
        if !mortar_mixer {
            candidates = candidates.minus(MASONS);
        }
        for (&have, &needing) in amounts.iter().zip(&NEEDING) {
            if have == 0 {
                candidates = candidates.minus(needing);
            }
        }
        Stock {
            amounts,
            mortar_mixer,
            candidates,
        }
    }
}

/// What one use of a craftsman takes, from [`CRAFTSMEN`], laid out for the hot loop.
struct Work {
    has_recipe: bool,
    mason: bool,
    capacity: u8,
    /// Up to two (index into [`Stock::amounts`], amount per use); an unused slot needs 0.
    inputs: [(usize, u8); 2],
}

static WORK: [Work; 27] = {
    const NONE: Work = Work {
        has_recipe: false,
        mason: false,
        capacity: 0,
        inputs: [(0, 0); 2],
    };
    let mut t = [NONE; 27];
    let mut i = 0;
    while i < 27 {
        let card = &CRAFTSMEN[i];
        if let Some(r) = card.recipe {
            let mut inputs = [(0, 0); 2];
            let mut n = 0;
            let mut k = 0;
            while k <= GOLD {
                let need = if k == GOLD { r.gold_in } else { r.cubes[k] };
                assert!(need <= 3, "a recipe needs at most 3 of a kind per use");
                if need > 0 {
                    inputs[n] = (k, need);
                    n += 1;
                }
                k += 1;
            }
            t[i] = Work {
                has_recipe: true,
                mason: matches!(card.trade, Trade::Mason),
                capacity: card.capacity,
                inputs,
            };
        }
        i += 1;
    }
    t
};

/// The craftsmen without a recipe (they act by themselves, PIL-13.4, 13.5).
static IDLE: Set<Craftsman> = {
    let mut bits = 0;
    let mut c = 0;
    while c < WORK.len() {
        if !WORK[c].has_recipe {
            bits |= 1 << c;
        }
        c += 1;
    }
    Set::from_bits(bits)
};

/// The masons, who need a mortar mixer (PIL-13.3).
static MASONS: Set<Craftsman> = {
    let mut bits = 0;
    let mut c = 0;
    while c < WORK.len() {
        if WORK[c].mason {
            bits |= 1 << c;
        }
        c += 1;
    }
    Set::from_bits(bits)
};

/// For each kind of [`Stock::amounts`], the craftsmen that take it as an input.
static NEEDING: [Set<Craftsman>; GOLD_AND_CUBES] = {
    let mut t = [Set::EMPTY; GOLD_AND_CUBES];
    let mut c = 0;
    while c < WORK.len() {
        let mut slot = 0;
        while slot < 2 {
            let (kind, need) = WORK[c].inputs[slot];
            if need > 0 {
                t[kind] = Set::from_bits(t[kind].bits() | 1 << c);
            }
            slot += 1;
        }
        c += 1;
    }
    t
};

/// How many times a need of 0 to 3 fits into 0 to 31 of a kind, as far as a craftsman's
/// capacity (at most 9 uses) can tell; 255 when nothing is needed.
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
