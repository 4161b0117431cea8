//! The solo opponent Jakovlev (RC-15): every move fixed by rule. Where the rules let the human
//! choose for him, the human's seat decides (`BotTarget`); the reshuffles and rerolls are
//! chance.

use cathedra_core::{Event, Illegal, Log};

use crate::action::Action;
use crate::data::TileGain;
use crate::refusal::{refuse, Why};
use crate::state::{AfterRoll, Phase, RedCathedral, NONE};
use crate::types::{Die, Ornament, Resource, SoloCard};

/// The order the bot places its ornaments (RC-15.3 step 1 a).
pub const ORNAMENT_ORDER: [Ornament; 4] = [
    Ornament::Door,
    Ornament::Arch,
    Ornament::Arch,
    Ornament::Cross,
];

/// R the bot gains from the Recognition card (RC-15.4).
pub const BOT_RECOGNITION: u16 = 4;
/// Materials the Inventory card takes (RC-15.4).
pub const BOT_STOCK: u8 = 4;

impl RedCathedral {
    /// RC-15.1 step 7: the bot claims the base that gives the most R; ties → the leftmost.
    pub(crate) fn bot_first_claim(&mut self, log: &mut Log) {
        let data = self.data();
        let mut best: Option<(usize, u8)> = None;
        for t in 0..usize::from(self.towers) {
            let r = data.sections[usize::from(self.site[t][0].card)].recognition;
            if best.is_none_or(|(_, b)| r > b) {
                best = Some((t, r));
            }
        }
        if let Some((t, _)) = best {
            let place = &mut self.site[t][0];
            place.banner = Self::BOT;
            place.tile = NONE;
            let card = data.sections[usize::from(place.card)];
            log.say(|| {
                (
                    Event::new("bot_claim")
                        .term("card", card.id)
                        .num("tower", t as i64),
                    format!(
                        "Jakovlev claims the card of tower {} ({})",
                        t + 1,
                        card.text()
                    ),
                )
            });
        }
    }

    /// RC-15.3: the bot's turn, from its start.
    pub(crate) fn bot_turn(&mut self, log: &mut Log) {
        self.bot.moved_to = NONE;
        if self.bot.face_up == 0 {
            // Step 1: reset.
            if self.bot_ornament_step(log) {
                return;
            }
            self.bot_reshuffle();
            return;
        }
        self.bot_select(log);
    }

    fn bot_reshuffle(&mut self) {
        self.bot.tiles = [NONE; 5];
        self.phase = Phase::SoloTiles { reset: true };
    }

    /// The cards the bot's next ornament may go to, in the first tier that has any.
    pub(crate) fn bot_ornament_targets(&self, mut f: impl FnMut(u8, u8)) {
        let Some(&o) = ORNAMENT_ORDER.get(usize::from(self.bot.placed)) else {
            return;
        };
        for owner in [0, Self::BOT] {
            let mut any = false;
            for t in 0..self.towers {
                for h in 0..self.heights[usize::from(t)] {
                    let p = &self.site[usize::from(t)][usize::from(h)];
                    if p.done
                        && p.ornament == NONE
                        && p.banner == owner
                        && self.kind_at(usize::from(t), usize::from(h)).ornament() == o
                    {
                        f(t, h);
                        any = true;
                    }
                }
            }
            if any {
                return;
            }
        }
    }

    /// Step 1 a; true when the human must choose the target.
    fn bot_ornament_step(&mut self, log: &mut Log) -> bool {
        let mut count = 0;
        let mut only = (0, 0);
        self.bot_ornament_targets(|t, h| {
            count += 1;
            only = (t, h);
        });
        match count {
            0 => false,
            1 => {
                self.bot_place_ornament(only.0, only.1, log);
                false
            }
            _ => {
                self.phase = Phase::BotChoice { ornament: true };
                true
            }
        }
    }

    fn bot_place_ornament(&mut self, t: u8, h: u8, log: &mut Log) {
        let o = ORNAMENT_ORDER[usize::from(self.bot.placed)];
        self.site[usize::from(t)][usize::from(h)].ornament = Self::BOT;
        self.bot.placed += 1;
        self.tally[usize::from(Self::BOT)].ornaments += 1;
        self.gain_prestige(Self::BOT, 1);
        log.say(|| {
            (
                Event::new("bot_ornament")
                    .term("ornament", o.name())
                    .num("tower", t)
                    .num("height", h),
                format!(
                    "Jakovlev places a {} on tower {}: +1 prestige",
                    o.name(),
                    t + 1
                ),
            )
        });
    }

    /// Steps 2-6.
    pub(crate) fn bot_select(&mut self, log: &mut Log) {
        let Some(i) = (0..5).find(|&i| self.bot.face_up & (1 << i) != 0) else {
            return;
        };
        self.bot.face_up &= !(1 << i);
        let card = SoloCard::ALL[usize::from(self.bot.cards[i])];
        let die = Die::ALL[usize::from(self.bot.tiles[i])];
        let d = die as usize;
        let to = (self.die_space[d] + self.die_face[d]) % 8;
        let others = self.dice_on(to) - u8::from(self.die_space[d] == to);
        if others < 3 {
            self.die_space[d] = to;
            self.bot.moved_to = to;
            log.say(|| {
                (
                    Event::new("bot_move")
                        .term("card", card.name())
                        .term("die", die.name())
                        .num("space", to),
                    format!(
                        "Jakovlev plays his {} card and moves the {} die to market space {}",
                        card.name(),
                        die.name(),
                        to + 1
                    ),
                )
            });
            self.bot_move_recognition(to, log);
        } else {
            log.say(|| {
                (
                    Event::new("bot_no_move")
                        .term("card", card.name())
                        .term("die", die.name()),
                    format!(
                        "Jakovlev plays his {} card; the {} die cannot move (3 dice there)",
                        card.name(),
                        die.name()
                    ),
                )
            });
        }
        self.bot_card_action(card, log);
    }

    /// Step 4: R from the destination's tile and its quadrant's influence card.
    fn bot_move_recognition(&mut self, to: u8, log: &mut Log) {
        let data = self.data();
        let tile = &data.resource_tiles[usize::from(self.market[usize::from(to)])];
        let mut r = 0u16;
        if tile.gives == Resource::Recognition {
            r += u16::from(tile.amount) * u16::from(self.dice_on(to));
        }
        let card = &data.influence[usize::from(self.influence[usize::from(to / 2)])];
        r += u16::from(
            card.actions
                .iter()
                .map(|a| a.bot_recognition)
                .max()
                .unwrap_or(0),
        );
        if r > 0 {
            self.gain_recognition(Self::BOT, r);
            log.say(|| {
                (
                    Event::new("bot_recognition").num("recognition", r),
                    format!("Jakovlev gains {r} recognition at the market"),
                )
            });
        }
    }

    fn bot_card_action(&mut self, card: SoloCard, log: &mut Log) {
        match card {
            SoloCard::Recognition => {
                self.gain_recognition(Self::BOT, BOT_RECOGNITION);
                log.say(|| {
                    (
                        Event::new("bot_card").term("card", card.name()),
                        format!("Jakovlev gains {BOT_RECOGNITION} recognition"),
                    )
                });
            }
            SoloCard::Inventory => {
                // RULING (RC-15.4): one at a time from the largest pile, ties in supply order.
                let mut took = 0;
                for _ in 0..BOT_STOCK {
                    let Some(m) = (0..6)
                        .filter(|&m| self.supply[m] > 0)
                        .max_by_key(|&m| (self.supply[m], 6 - m))
                    else {
                        break;
                    };
                    self.supply[m] -= 1;
                    self.bot.stock[m] += 1;
                    took += 1;
                }
                log.say(|| {
                    (
                        Event::new("bot_card")
                            .term("card", card.name())
                            .num("materials", took),
                        format!("Jakovlev puts {took} materials on his Inventory card"),
                    )
                });
            }
            SoloCard::Delivery => {
                let n = crate::state::total(&self.bot.stock);
                for m in 0..6 {
                    self.bot.build[m] += self.bot.stock[m];
                    self.bot.stock[m] = 0;
                }
                log.say(|| {
                    (
                        Event::new("bot_card")
                            .term("card", card.name())
                            .num("materials", n),
                        format!("Jakovlev moves {n} materials to his Build card"),
                    )
                });
            }
            SoloCard::Claim => {
                if self.bot.banners > 0 {
                    let (count, only) = self.bot_claim_count();
                    match count {
                        0 => {}
                        1 => self.bot_claim(only.0, only.1, log),
                        _ => {
                            self.phase = Phase::BotChoice { ornament: false };
                            return;
                        }
                    }
                }
            }
            SoloCard::Build => self.bot_build(log),
        }
        self.bot_finish(log);
    }

    fn bot_claim_count(&self) -> (usize, (u8, u8)) {
        let mut count = 0;
        let mut only = (0, 0);
        self.bot_claim_targets(|t, h| {
            count += 1;
            only = (t, h);
        });
        (count, only)
    }

    /// RC-15.4 SC-CLM: the available cards of the first preference that has any.
    pub(crate) fn bot_claim_targets(&self, mut f: impl FnMut(u8, u8)) {
        let avail = |t: u8| self.available(usize::from(t)).map(|h| h as u8);
        let mut any = false;
        for t in 0..self.towers {
            if let Some(h) = avail(t) {
                if h > 0 && self.site[usize::from(t)][usize::from(h - 1)].banner == 0 {
                    f(t, h);
                    any = true;
                }
            }
        }
        if any {
            return;
        }
        for t in 0..self.towers {
            if avail(t) == Some(0) {
                f(t, 0);
                any = true;
            }
        }
        if any {
            return;
        }
        for t in 0..self.towers {
            if let Some(h) = avail(t) {
                f(t, h);
            }
        }
    }

    fn bot_claim(&mut self, t: u8, h: u8, log: &mut Log) {
        let data = self.data();
        let place = &mut self.site[usize::from(t)][usize::from(h)];
        place.banner = Self::BOT;
        let tile = place.tile;
        place.tile = NONE;
        let card = data.sections[usize::from(place.card)];
        self.bot.banners -= 1;
        let r = match data.workshop_tiles.get(usize::from(tile)).map(|w| w.gain) {
            Some(TileGain::Recognition(n)) => n,
            _ => 0,
        };
        self.gain_recognition(Self::BOT, u16::from(r));
        log.say(|| {
            (
                Event::new("bot_claim")
                    .term("card", card.id)
                    .num("tower", t)
                    .num("recognition", r),
                format!(
                    "Jakovlev claims the card of tower {} ({}){}; its workshop tile is discarded",
                    t + 1,
                    card.text(),
                    if r > 0 {
                        format!(" and gains {r} recognition")
                    } else {
                        String::new()
                    }
                ),
            )
        });
    }

    /// RC-15.4 SC-BLD: bottom row first, left to right; kinds do not matter.
    fn bot_build(&mut self, log: &mut Log) {
        let data = self.data();
        let max_h = self.heights.iter().copied().max().unwrap_or(0);
        for h in 0..usize::from(max_h) {
            for t in 0..usize::from(self.towers) {
                if h >= usize::from(self.heights[t]) {
                    continue;
                }
                let place = self.site[t][h];
                if place.banner != Self::BOT || place.done {
                    continue;
                }
                let need = data.sections[usize::from(place.card)]
                    .units()
                    .saturating_sub(crate::state::total(&place.delivered));
                let mut put = 0;
                for m in 0..6 {
                    while put < need && self.bot.build[m] > 0 {
                        self.bot.build[m] -= 1;
                        self.site[t][h].delivered[m] += 1;
                        put += 1;
                    }
                }
                if put > 0 {
                    log.say(|| {
                        (
                            Event::new("bot_build")
                                .num("tower", t as i64)
                                .num("materials", put),
                            format!("Jakovlev builds {put} materials into tower {}", t + 1),
                        )
                    });
                }
                if self.is_complete(t, h) {
                    self.complete(t, h, log);
                }
            }
        }
    }

    /// Step 6 and the end of the bot's turn.
    fn bot_finish(&mut self, log: &mut Log) {
        if self.bot.moved_to != NONE {
            let mask = self.dice_mask(self.bot.moved_to);
            self.phase = Phase::Rolling {
                mask,
                then: AfterRoll::BotEnd,
            };
        } else {
            self.after_turn(Self::BOT, log);
        }
    }

    pub(crate) fn legal_bot_choice(&self, ornament: bool, out: &mut Vec<Action>) {
        let mut push = |tower, height| out.push(Action::BotTarget { tower, height });
        if ornament {
            self.bot_ornament_targets(&mut push);
        } else {
            self.bot_claim_targets(&mut push);
        }
    }

    pub(crate) fn bot_choice(
        &mut self,
        ornament: bool,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let Action::BotTarget { tower, height } = action else {
            return Err(refuse(
                if ornament { "RC-15.3" } else { "RC-15.4" },
                Why::ChooseForJakovlev.words(),
            ));
        };
        let mut ok = false;
        if ornament {
            self.bot_ornament_targets(|t, h| ok |= (t, h) == (tower, height));
        } else {
            self.bot_claim_targets(|t, h| ok |= (t, h) == (tower, height));
        }
        if !ok {
            return Err(refuse(
                if ornament { "RC-15.3" } else { "RC-15.4" },
                Why::JakovlevRefuses.words(),
            ));
        }
        if ornament {
            self.bot_place_ornament(tower, height, log);
            self.bot_reshuffle();
        } else {
            self.phase = Phase::Turn;
            self.bot_claim(tower, height, log);
            self.bot_finish(log);
        }
        Ok(())
    }

    /// Materials the bot holds on its cards (RC-15.5).
    pub fn bot_materials(&self) -> u16 {
        self.bot
            .stock
            .iter()
            .chain(self.bot.build.iter())
            .map(|&n| u16::from(n))
            .sum()
    }
}
