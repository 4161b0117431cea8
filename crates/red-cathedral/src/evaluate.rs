//! A position estimate for the bots (`cathedra_core::Evaluate`): the prestige each participant
//! (seats and, in a solo game, Jakovlev) can expect to end with.
//!
//! The estimate adds, per participant:
//! - the marker now, read between its two prestige spaces (the final conversion, RC-4.5, moves
//!   it forward to the next one, so partial recognition is worth a fraction of a prestige);
//! - recognition still to come, moved along the track at the rate the track has there: cards
//!   under the participant's banner and not yet completed (their printed recognition by how much
//!   is delivered, fading to half as the game nears its end), materials
//!   and rubles that can still be built with (with 2-4 players no more than a few rubles: a
//!   hoard of them counts only at the end), face-up workshop tiles that can still be
//!   activated; less the penalties (RC-8.3) its unfinished cards can still take from other
//!   banners completed above them;
//! - what materials and rubles give at the end (RC-14.3 a, 1 per 5), weighted by how far the
//!   game is and read continuously, so that a sale of prestige (RC-5.2) whose 2 rubles reach
//!   the next multiple of five is no gain;
//! - ornaments that can still be placed, the tower points as the towers stand now (RC-14.4 to
//!   RC-14.6) plus a share for its cards under way, and the end trigger's 3 prestige (RC-14.1) by
//!   how near the participant is to its sixth card.
//!
//! How far the game is: the largest of the leader's completed cards out of six (the end trigger)
//! and the share of the cathedral completed. Only building ends the game (RC-14.1), so the
//! track is no clock: markers whole laps up the track change nothing but their 40 prestige a
//! lap. At the end of the game it is the final prestige.
//!
//! With 2-4 players two more terms lead a one-step player to end the game. The reconstructed
//! data pays the Market well (late on, where every space of the track is a prestige space, a
//! Market turn of recognition brings 4 to 6 prestige), so a card's recognition alone, spread
//! over the turns of gathering and delivering it takes, never matches a Market turn:
//! - a turn of work is worth a turn: every unit delivered to the seat's cards (completed or
//!   under way) stands for the Build and Market turns it took, and every unit held for them
//!   for the Market turn, at about what a Market turn brings ([`Weights::p_per_turn`]);
//! - the leader values the end: its lead over the best other participant counts up to twice
//!   as it nears its sixth card, so that finishing it, which ends the game before the others
//!   can catch up, is worth more to the leader than one more Market turn. A participant behind
//!   gets nothing from it and has no reason to end the game.
//!
//! The solo game keeps another clock. Jakovlev's track runs far ahead of any player's (his
//! Recognition card and his dice bring him recognition every turn, RC-15.3, RC-15.4), so his
//! position says nothing of how long the game still lasts; his pace does: each round of his
//! five cards brings him 4 materials and one claim, so the units his cards still need and the
//! cards he has still to claim tell how many turns are left before his sixth card ends the game
//! (RC-15.6). Beating him takes the points of a whole game, not of its end: with that clock the
//! player keeps building and taking recognition through the game instead of selling prestige
//! and hoarding rubles for the final 1-per-5. His claimed cards are near certain to be
//! completed (he builds them in a fixed order, RC-15.4), which the player's cards below them
//! pay for in penalties (RC-8.3) unless finished first.
//!
//! The solo track is read where the marker can be expected to end: the turns left by that clock
//! bring the player recognition from the market and cards still to claim, and Jakovlev his
//! Recognition card, his dice and the cards he has still to claim. The track's prestige spaces
//! are 5 recognition apart at its start and 1 from position 57 on (table 3.1), so a step back
//! now (a sale of prestige, a reroll, RC-5.2, RC-5.3) costs what its recognition are worth where
//! the game will end, not at the slow rate of the start.
//!
//! A material is always worth more delivered than held, and more held when one of the
//! participant's own cards still needs it than when none does; a material none of them needs is
//! worth nothing once it takes the room of one they need: a delivery, the market move that feeds
//! it and the exchange that frees a slot must each look better than hoarding, or one-step players
//! never build and the game never ends (the cathedral is its only clock).

use cathedra_core::Evaluate;

use crate::scoring::PER_PRESTIGE;
use crate::state::{total, Phase, RedCathedral};

/// Cards a participant completes to trigger the end (RC-14.1).
const TRIGGER_CARDS: f64 = 6.0;
/// Prestige for the end trigger (RC-14.1).
const TRIGGER_BONUS: f64 = 3.0;
/// Deliveries a Build turn makes at most (RC-7.1).
const DELIVERIES: f64 = 3.0;
/// Materials a Market turn gathers, about (2 a die of the common materials, RC-10.7).
const GATHER: f64 = 3.0;
/// The weights of the estimate: what a unit, a card or a turn of each kind is worth, one set for
/// the solo game and one for 2-4 players ([`Weights::shipped`]); with the feature `tuning` a
/// thread can try others (`set_weights`, the crate's example `tune`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Recognition a held material is worth while one of the participant's own cards still needs it.
    /// Delivered, it is worth the card's recognition per unit (1 to 1.75) times at least
    /// `1 - claim_share`: alone, never less than held.
    pub r_needed: f64,
    /// Recognition a held material no card of its owner needs is worth while it leaves room for what
    /// those cards still need (it may serve a card claimed later, or be traded). Beyond that room it
    /// is worth nothing: it blocks the materials the owner's cards wait for, and an exchange of it
    /// and a ruble for a needed material (RC-12, RC-11.5) must look better than keeping it.
    pub r_spare: f64,
    /// Recognition lost for each unit the participant's own cards still need and its full inventory
    /// has no room for (RC-11.3: nothing may be discarded to make room): those cards cannot be
    /// finished until an exchange, a sale or a delivery frees a slot, and that step must look better
    /// than any market gain, or a one-step player holding only useless materials never builds again.
    pub r_blocked: f64,
    /// Recognition a ruble is worth while it can still be spent (two buy a material of one's choice).
    pub r_per_ruble: f64,
    /// Share of an undelivered card's recognition a claim alone is worth at the start of the game.
    pub claim_share: f64,
    /// Share of their value a card under way and the materials held for it keep however late the
    /// game is: the estimate does not know how many turns are left to finish it, and a card within
    /// reach must stay worth reaching (RC-14.1 ends the game only by building).
    pub work_floor: f64,
    /// Recognition a face-up workshop tile still brings over a whole game of activations.
    pub r_per_tile: f64,
    /// Prestige an unplaced, usable ornament is worth early on (0 to 3 by jewels, RC-9.4, plus a
    /// point of tower value).
    pub p_per_ornament: f64,
    /// Tower points a card under way adds once completed (2 tower value, RC-14.4, most of it to its owner).
    pub p_per_card: f64,
    /// Rubles (2-4 players) that count as recognition still to be gained: a few pay for steps
    /// of a die and face-up tiles; beyond them rubles count only in the final 1 per 5 (RC-14.3 a).
    pub rubles_to_spend: f64,
    /// 2-4 players: prestige a turn of work on the own cards is worth, about what a Market turn
    /// brings. A unit delivered or held for a card stands for the turns that gathering and
    /// delivering it took, so a Build turn is worth a turn, not the small share of a card's
    /// recognition its units are.
    pub p_per_turn: f64,
    /// 2-4 players: turns before its sixth card from which a leader values the end.
    pub end_horizon: f64,
    /// 2-4 players: how much more a lead counts when the leader is about to end the game.
    pub end_weight: f64,
    /// Share of an undelivered card of Jakovlev's a claim is worth: he builds it for sure if the
    /// game lasts.
    pub bot_claim_share: f64,
    /// Solo: recognition a player still takes a turn beyond what the estimate counts for the cards
    /// and goods it holds (the market's recognition, influence, cards still to claim). It places
    /// the player's marker where it will end, so that a step back on the track now (a sale of
    /// prestige, a reroll, RC-5.2, RC-5.3) is read at the rate of the track there, not at the slow
    /// rate of its start (5 recognition a prestige at first, 1 from position 57 on, table 3.1).
    pub solo_player_r_per_turn: f64,
    /// Solo: recognition Jakovlev takes a turn besides his cards: his Recognition card (4 a round
    /// of five turns, RC-15.4) and about half a recognition a turn from landing his dice (RC-15.3
    /// step 4; 13 to 17 a game of about 33 turns, docs/red-cathedral.md).
    pub solo_bot_r_per_turn: f64,
}

impl Weights {
    /// The solo game, against Jakovlev: the weights set by hand and reasoned above. (The 2-4
    /// player weights below would cost the player about a point of margin a game against him.)
    pub const SOLO: Weights = Weights {
        r_needed: 0.55,
        r_spare: 0.2,
        r_blocked: 2.0,
        r_per_ruble: 0.25,
        claim_share: 0.4,
        work_floor: 0.5,
        r_per_tile: 3.0,
        p_per_ornament: 1.5,
        p_per_card: 1.0,
        rubles_to_spend: 8.0,
        p_per_turn: 2.0,
        end_horizon: 12.0,
        end_weight: 1.0,
        bot_claim_share: 0.9,
        solo_player_r_per_turn: 1.5,
        solo_bot_r_per_turn: 0.8 + 0.45,
    };

    /// 2-4 players: [`Weights::SOLO`] tuned by self-play of `greedy` players (SPSA, rounded;
    /// docs/red-cathedral.md, "Tuning the estimate's weights"). A delivered unit is worth
    /// less recognition than a held one here (1 to 1.75 times `1 - claim_share`), but also
    /// two thirds of a turn of work ([`Weights::p_per_turn`]) where a held one is a third.
    pub const MULTIPLAYER: Weights = Weights {
        r_needed: 0.7,
        r_spare: 0.23,
        r_blocked: 1.3,
        r_per_ruble: 0.24,
        claim_share: 0.67,
        work_floor: 0.72,
        r_per_tile: 4.8,
        p_per_ornament: 2.0,
        p_per_card: 1.05,
        rubles_to_spend: 5.0,
        p_per_turn: 2.5,
        end_horizon: 6.4,
        end_weight: 0.57,
        ..Weights::SOLO
    };

    /// The weights the game ships with for a game alone against Jakovlev or not.
    pub const fn shipped(solo: bool) -> Weights {
        if solo {
            Weights::SOLO
        } else {
            Weights::MULTIPLAYER
        }
    }
}

#[cfg(feature = "tuning")]
thread_local! {
    static WEIGHTS: std::cell::Cell<Option<Weights>> = const { std::cell::Cell::new(None) };
}

/// Sets the weights this thread's estimates use from now on, whatever the player count; `None`
/// goes back to the shipped ones (the feature `tuning`).
#[cfg(feature = "tuning")]
pub fn set_weights(w: Option<Weights>) {
    WEIGHTS.with(|c| c.set(w));
}

/// The weights this thread's estimates use, for a solo game or not.
#[inline]
fn weights(solo: bool) -> Weights {
    #[cfg(feature = "tuning")]
    {
        WEIGHTS
            .with(std::cell::Cell::get)
            .unwrap_or(Weights::shipped(solo))
    }
    #[cfg(not(feature = "tuning"))]
    {
        Weights::shipped(solo)
    }
}

/// [`TRIGGER_CARDS`] as a count.
const TRIGGER_CARDS_U8: u8 = 6;
/// Jakovlev's turns a round of his five solo cards (RC-15.3).
const BOT_ROUND: f64 = 5.0;
/// Jakovlev's turns in a solo game from its start, by [`RedCathedral::bot_turns_left`]: 6 cards
/// to claim and build with one claim and 4 materials a round.
const SOLO_TURNS: f64 = 30.0;

impl RedCathedral {
    /// Prestige at a track position read continuously: the prestige space at or below it plus
    /// the fraction of the way to the next one.
    fn prestige_between(&self, pos: f64) -> f64 {
        let data = self.data();
        let max = f64::from(data.max_pos());
        let pos = pos.clamp(0.0, max);
        let here = pos as u16;
        let floor = f64::from(data.prestige_floor(here));
        let below = if data.is_prestige(here) {
            here
        } else {
            data.prev_prestige(here).unwrap_or(0)
        };
        let above = data.next_prestige(here);
        let span = f64::from(above.saturating_sub(below)).max(1.0);
        floor + (pos - f64::from(below)) / span
    }

    /// Solo: Jakovlev's turns still to come before he completes his sixth card (RC-15.6). His
    /// pace is fixed by his row of five cards (RC-15.3: each plays once a round): a round brings
    /// 4 materials (SC-INV) and one claim (SC-CLM), and kinds do not matter to him (SC-BLD), so
    /// the units his cards still need, less those on his Inventory and Build cards, and the
    /// cards he has still to claim tell how long he takes. A card claimed at the end of a round
    /// is built in the next one.
    pub fn bot_turns_left(&self) -> f64 {
        let data = self.data();
        let bot = usize::from(Self::BOT);
        let mut need = 0.0;
        let mut open = 0u8;
        for t in 0..usize::from(self.towers) {
            for place in &self.site[t][..usize::from(self.heights[t])] {
                if usize::from(place.banner) == bot && !place.done {
                    let card = &data.sections[usize::from(place.card)];
                    need += f64::from(card.units().saturating_sub(total(&place.delivered)));
                    open += 1;
                }
            }
        }
        let to_claim = TRIGGER_CARDS_U8
            .saturating_sub(self.tally[bot].completed)
            .saturating_sub(open);
        need += f64::from(to_claim) * self.mean_units();
        need -= f64::from(self.bot_materials());
        let materials = need.max(0.0) * BOT_ROUND / f64::from(crate::bot::BOT_STOCK);
        let claims = if to_claim == 0 {
            0.0
        } else {
            f64::from(to_claim) * BOT_ROUND + BOT_ROUND
        };
        materials.max(claims)
    }

    /// Units a cathedral card costs on average (the whole deck).
    fn mean_units(&self) -> f64 {
        let data = self.data();
        let n = data.sections.len().max(1) as f64;
        data.sections
            .iter()
            .map(|c| f64::from(c.units()))
            .sum::<f64>()
            / n
    }

    /// Recognition a cathedral card pays on average (the whole deck).
    fn mean_recognition(&self) -> f64 {
        let data = self.data();
        let n = data.sections.len().max(1) as f64;
        data.sections
            .iter()
            .map(|c| f64::from(c.recognition))
            .sum::<f64>()
            / n
    }

    /// Solo: recognition participant `p` can still expect beyond what the estimate counts for
    /// its cards and goods, over the turns left by Jakovlev's pace: the player's market and
    /// cards still to claim; Jakovlev's Recognition card, dice and the cards he has still to
    /// claim (he builds every one of them, RC-15.4).
    fn solo_future_recognition(&self, p: usize) -> f64 {
        let w = weights(self.solo());
        let turns = self.bot_turns_left();
        if p == usize::from(Self::BOT) {
            let bot = usize::from(Self::BOT);
            let claimed = (0..usize::from(self.towers))
                .flat_map(|t| self.site[t][..usize::from(self.heights[t])].iter())
                .filter(|place| usize::from(place.banner) == bot && !place.done)
                .count() as u8;
            let to_claim = TRIGGER_CARDS_U8
                .saturating_sub(self.tally[bot].completed)
                .saturating_sub(claimed);
            turns * w.solo_bot_r_per_turn
                + f64::from(to_claim) * self.mean_recognition() * w.bot_claim_share
        } else {
            turns * w.solo_player_r_per_turn
        }
    }

    /// How far a solo game is: the share of his game Jakovlev has played by his pace, or the
    /// player's completed cards out of six, whichever is further (either ends it, RC-15.6).
    fn solo_progress(&self) -> f64 {
        let human = f64::from(self.tally[0].completed) / TRIGGER_CARDS;
        let bot = 1.0 - self.bot_turns_left() / SOLO_TURNS;
        let p = human.max(bot).clamp(0.0, 1.0);
        if self.ending {
            p.max(0.95)
        } else {
            p
        }
    }

    /// How far the game is, 0 at the start to 1 at its end.
    fn progress(&self) -> f64 {
        if self.solo() {
            return self.solo_progress();
        }
        let n = self.participants_count();
        let leader = (0..n).map(|p| self.tally[p].completed).max().unwrap_or(0);
        let mut cards = 0u16;
        let mut done = 0u16;
        for t in 0..usize::from(self.towers) {
            for h in 0..usize::from(self.heights[t]) {
                cards += 1;
                done += u16::from(self.site[t][h].done);
            }
        }
        let built = if cards == 0 {
            0.0
        } else {
            f64::from(done) / f64::from(cards)
        };
        let p = (f64::from(leader) / TRIGGER_CARDS).max(built);
        if self.ending {
            p.max(0.95)
        } else {
            p.min(1.0)
        }
    }

    /// Some card of the site still carries no banner (RC-6.3: every tower's lowest unclaimed
    /// card is available, so one unclaimed card means one can be claimed).
    fn claimable(&self) -> bool {
        (0..usize::from(self.towers)).any(|t| {
            self.site[t][..usize::from(self.heights[t])]
                .iter()
                .any(|place| !place.claimed())
        })
    }

    /// Turns of work `units` delivered and `held` needed units in the inventory stand for: a
    /// Build turn delivers up to three (RC-7.1), a Market turn gathers about as many.
    fn turns_of_work(&self, units: u16, held: u8) -> f64 {
        f64::from(units) * (1.0 / DELIVERIES + 1.0 / GATHER) + f64::from(held) / GATHER
    }

    /// Turns seat `p` still needs to complete its sixth card (RC-14.1): its open cards' units
    /// to deliver (`needs`) and those of them it does not hold (`missing`), and for each card
    /// still to claim a Claim turn and an average card's work. Infinite when it cannot claim
    /// enough cards (no banner, or no card left without one).
    fn turns_to_trigger(
        &self,
        p: usize,
        open: u8,
        needs: &[u8; 6],
        missing: u8,
        claimable: bool,
    ) -> f64 {
        let k = TRIGGER_CARDS_U8.saturating_sub(self.tally[p].completed);
        if k == 0 {
            return 0.0;
        }
        let work = f64::from(total(needs)) / DELIVERIES + f64::from(missing) / GATHER;
        if open >= k {
            return work * f64::from(k) / f64::from(open);
        }
        let lacking = k - open;
        if !claimable || self.seats[p].banners() < lacking {
            return f64::INFINITY;
        }
        let card = 1.0 + self.mean_units() * (1.0 / DELIVERIES + 1.0 / GATHER);
        work + f64::from(lacking) * card
    }

    /// Expected share of the card at (tower, height) completed before the end: the claim and
    /// each delivery bring it closer, and all of it fades as the game nears its end, where an
    /// unfinished card is worth nothing (RC-8.2: its recognition comes only at completion).
    /// Jakovlev builds every card he claims, in a fixed order (RC-15.4 SC-BLD): his cards are
    /// near certain to be completed unless the game ends first.
    fn completion_chance(&self, t: usize, h: usize, late: f64) -> f64 {
        let w = weights(self.solo());
        let place = &self.site[t][h];
        let units = f64::from(self.data().sections[usize::from(place.card)].units()).max(1.0);
        let delivered = (f64::from(total(&place.delivered)) / units).min(1.0);
        if self.solo() && place.banner == Self::BOT {
            return delivered + (1.0 - delivered) * w.bot_claim_share * (1.0 - late * late);
        }
        (delivered + (1.0 - delivered) * w.claim_share) * (1.0 - late).max(w.work_floor)
    }
}

impl Evaluate for RedCathedral {
    fn evaluate(&self, out: &mut Vec<f64>) {
        let w = weights(self.solo());
        out.clear();
        let n = self.participants_count();
        if self.phase == Phase::Over {
            out.extend((0..n).map(|p| f64::from(self.final_prestige[p])));
            return;
        }
        let data = self.data();
        let late = self.progress();
        let early = 1.0 - late;
        let solo = self.solo();

        let mut towers = [0f64; 4];
        for t in 0..usize::from(self.towers) {
            let points = self.tower_points(t);
            for (sum, &pts) in towers.iter_mut().zip(points.iter()).take(n) {
                *sum += f64::from(pts);
            }
        }
        // 2-4 players: the turns of work done and the turns still to the sixth card.
        let mut work_done = [0f64; 4];
        let mut to_trigger = [f64::INFINITY; 4];
        let claimable = !solo && self.claimable();

        for (p, &tower_points) in towers.iter().enumerate().take(n) {
            let bot = solo && p == usize::from(Self::BOT);
            // Cards under way and the penalties they can still take.
            let mut coming_r = 0.0;
            let mut coming_cards = 0.0;
            let mut needs = [0u8; 6];
            let mut open = 0u8;
            let mut units_done = 0u16;
            for t in 0..usize::from(self.towers) {
                for h in 0..usize::from(self.heights[t]) {
                    let place = &self.site[t][h];
                    if usize::from(place.banner) != p {
                        continue;
                    }
                    let card = &data.sections[usize::from(place.card)];
                    if place.done {
                        units_done += u16::from(card.units());
                        continue;
                    }
                    open += 1;
                    units_done += u16::from(total(&place.delivered));
                    let chance = self.completion_chance(t, h, late);
                    for (need, (&cost, &got)) in needs
                        .iter_mut()
                        .zip(card.cost.iter().zip(place.delivered.iter()))
                    {
                        *need = need.saturating_add(cost.saturating_sub(got));
                    }
                    coming_r += chance * f64::from(card.recognition);
                    coming_cards += chance;
                    let mut done_above = 0.0;
                    for above in h + 1..usize::from(self.heights[t]) {
                        let a = &self.site[t][above];
                        if usize::from(a.banner) == p {
                            continue;
                        }
                        if a.done {
                            done_above += 1.0;
                        } else if a.claimed() {
                            // RC-8.3: its completion costs one R per completed card above.
                            coming_r -= self.completion_chance(t, above, late) * (1.0 + done_above);
                        }
                    }
                }
            }
            // Materials, rubles, tiles and ornaments.
            let working = early.max(w.work_floor);
            let (hoard, hoard_r, tiles, ornaments) = if bot {
                let left = 4u8.saturating_sub(self.bot.placed);
                let stock = self.bot_materials();
                let r = f64::from(stock) * w.r_needed * working;
                (stock, r, 0u32, f64::from(left) * 0.5)
            } else {
                let s = &self.seats[p];
                let up = (0..6)
                    .filter(|&w| s.face_up & (1 << w) != 0 && s.tiles[w] != crate::state::NONE)
                    .count() as u32;
                let usable: u8 = s.ornaments.iter().sum();
                let needed: u8 = s
                    .inventory
                    .iter()
                    .zip(needs.iter())
                    .map(|(&held, &need)| held.min(need))
                    .sum();
                let missing = total(&needs).saturating_sub(needed);
                let room = s.capacity().saturating_sub(needed).saturating_sub(missing);
                let spare = (s.held() - needed).min(room);
                let blocked = missing.saturating_sub(s.free());
                // Beyond a few, rubles count only in the final 1 per 5 (RC-14.3 a): a hoard of
                // them is no recognition ahead of the marker.
                let rubles = if solo {
                    f64::from(s.rubles)
                } else {
                    f64::from(s.rubles).min(w.rubles_to_spend)
                };
                let r = f64::from(needed) * w.r_needed * working - f64::from(blocked) * w.r_blocked
                    + early * (f64::from(spare) * w.r_spare + rubles * w.r_per_ruble);
                if !solo {
                    work_done[p] = self.turns_of_work(units_done, needed);
                    to_trigger[p] = self.turns_to_trigger(p, open, &needs, missing, claimable);
                }
                (
                    u16::from(s.held()).saturating_add(s.rubles),
                    r,
                    up,
                    f64::from(usable),
                )
            };
            coming_r += hoard_r + early * f64::from(tiles) * w.r_per_tile;
            // Read continuously, so that a sale of prestige (RC-5.2) that only reaches the next
            // multiple of five is not taken for a gain (two rubles are 0.4 of it).
            let end_hoard = late * f64::from(hoard) / f64::from(PER_PRESTIGE);

            let pos = f64::from(self.tally[p].pos);
            let future = if solo {
                self.solo_future_recognition(p)
            } else {
                0.0
            };
            let track = self.prestige_between(pos + coming_r.max(-pos) + future);
            let trigger = if solo || self.ending {
                0.0
            } else {
                let share = f64::from(self.tally[p].completed) / TRIGGER_CARDS;
                TRIGGER_BONUS * share * share
            };
            out.push(
                track
                    + end_hoard
                    + early * ornaments * w.p_per_ornament
                    + tower_points
                    + coming_cards * w.p_per_card
                    + trigger,
            );
        }
        if solo {
            return;
        }
        // The leader values the end: its lead counts more the nearer it is to completing its
        // sixth card, which ends the game (RC-14.1) before the others can catch up.
        let mut lead = [0f64; 4];
        for (p, l) in lead.iter_mut().enumerate().take(n) {
            let best_other = (0..n)
                .filter(|&q| q != p)
                .map(|q| out[q])
                .fold(f64::NEG_INFINITY, f64::max);
            *l = (out[p] - best_other).max(0.0);
        }
        for p in 0..n {
            let near = 1.0 - to_trigger[p].min(w.end_horizon) / w.end_horizon;
            out[p] += w.p_per_turn * work_done[p] + lead[p] * w.end_weight * near;
        }
    }
}
