//! Final scoring (RC-14.2 .. RC-14.7).

use cathedra_core::{places_by, Event, Log, Seat};

use crate::state::{Phase, RedCathedral};

/// The arguments of the event `final_scores`: each participant in order (a seat, or Jakovlev
/// by name) and their final prestige; `count` says how many there are.
const FINAL_NAMES: [&str; 4] = ["name1", "name2", "name3", "name4"];
const FINAL_PRESTIGE: [&str; 4] = ["prestige1", "prestige2", "prestige3", "prestige4"];

/// Rubles and materials per extra prestige (RC-14.3 a).
pub const PER_PRESTIGE: u16 = 5;

impl RedCathedral {
    /// Tower value and each participant's presence (RC-14.4).
    pub fn tower_presence(&self, t: usize) -> (u16, [u16; 4]) {
        let mut value = 0;
        let mut presence = [0u16; 4];
        for h in 0..usize::from(self.heights[t]) {
            let p = &self.site[t][h];
            if p.done {
                value += 2;
                if usize::from(p.banner) < 4 {
                    presence[usize::from(p.banner)] += 1;
                }
            }
            if usize::from(p.ornament) < 4 {
                value += 1;
                presence[usize::from(p.ornament)] += 1;
            }
        }
        (value, presence)
    }

    /// Tower points per participant (RC-14.5, RC-14.6).
    pub fn tower_points(&self, t: usize) -> [u16; 4] {
        let (v, presence) = self.tower_presence(t);
        let n = self.participants_count();
        let mut points = [0u16; 4];
        if self.rule_players() == 2 {
            (points[0], points[1]) = two_player_tower(v, presence[0], presence[1]);
            return points;
        }
        tower_payouts(v, &presence[..n], &mut points[..n]);
        points
    }

    /// RC-14.2 .. RC-14.3: conversion and extra scoring; the game is over.
    pub(crate) fn final_scoring(&mut self, log: &mut Log) {
        let data = self.data();
        let n = self.participants_count();
        for p in 0..n {
            let t = &mut self.tally[p];
            t.pos = data.convert(t.pos);
        }
        for p in 0..n {
            let hoard = if self.solo() && p == usize::from(Self::BOT) {
                self.bot_materials()
            } else {
                let s = &self.seats[p];
                u16::from(s.held()) + s.rubles
            };
            let extra = hoard / PER_PRESTIGE;
            self.gain_prestige(p as u8, extra);
            log.say(|| {
                (
                    Event::new("hoard")
                        .num("participant", p as i64)
                        .num("prestige", extra),
                    format!(
                        "{} converts {hoard} materials and rubles into {extra} prestige",
                        self.participant_name(p as u8)
                    ),
                )
            });
        }
        for t in 0..usize::from(self.towers) {
            let points = self.tower_points(t);
            for (p, &pts) in points.iter().enumerate().take(n) {
                if pts > 0 {
                    self.gain_prestige(p as u8, pts);
                    log.say(|| {
                        (
                            Event::new("tower_points")
                                .num("participant", p as i64)
                                .num("tower", t as i64)
                                .num("prestige", pts),
                            format!(
                                "{} scores {pts} prestige for tower {}",
                                self.participant_name(p as u8),
                                t + 1
                            ),
                        )
                    });
                }
            }
        }
        for p in 0..n {
            self.final_prestige[p] = data.prestige_floor(self.tally[p].pos);
        }
        self.phase = Phase::Over;
        log.say(|| {
            let mut event = Event::new("final_scores").num("count", n as i64);
            let mut list = Vec::new();
            for p in 0..n {
                let name = self.participant_name(p as u8);
                event = if self.solo() && p == usize::from(Self::BOT) {
                    event.text(FINAL_NAMES[p], name)
                } else {
                    event.seat(FINAL_NAMES[p], Seat(p as u8))
                }
                .num(FINAL_PRESTIGE[p], self.final_prestige[p]);
                list.push(format!("{name} {}", self.final_prestige[p]));
            }
            (event, format!("Final prestige: {}", list.join(", ")))
        });
    }

    /// Current prestige per participant (final once over).
    pub fn prestige(&self) -> Vec<i64> {
        let data = self.data();
        (0..self.participants_count())
            .map(|p| {
                if self.phase == Phase::Over {
                    i64::from(self.final_prestige[p])
                } else {
                    i64::from(data.prestige_floor(self.tally[p].pos))
                }
            })
            .collect()
    }

    /// RC-14.7: prestige, then completed cards, then ornaments placed.
    pub fn places(&self) -> Vec<usize> {
        let prestige = self.prestige();
        let keys: Vec<(i64, u8, u8)> = (0..self.participants_count())
            .map(|p| {
                (
                    prestige[p],
                    self.tally[p].completed,
                    self.tally[p].ornaments,
                )
            })
            .collect();
        places_by(&keys)
    }
}

/// RC-14.5: payouts V, ⌊V/2⌋, ⌊V/4⌋ … by presence; ties share the sum of their positions,
/// rounded down; presence 0 scores nothing.
pub fn tower_payouts(value: u16, presence: &[u16], points: &mut [u16]) {
    let n = presence.len();
    for i in 0..n {
        points[i] = 0;
        if presence[i] == 0 {
            continue;
        }
        let above = presence.iter().filter(|&&q| q > presence[i]).count();
        let tied = presence.iter().filter(|&&q| q == presence[i]).count();
        let mut sum = 0;
        for pos in above..above + tied {
            sum += value >> pos.min(15);
        }
        points[i] = sum / tied as u16;
    }
}

/// RC-14.6: with two players (and solo) the one with more presence gets V, the other ⌊V/3⌋
/// if present; equal presence scores nothing.
pub fn two_player_tower(value: u16, a: u16, b: u16) -> (u16, u16) {
    let second = |p: u16| if p >= 1 { value / 3 } else { 0 };
    if a > b {
        (value, second(b))
    } else if b > a {
        (second(a), value)
    } else {
        (0, 0)
    }
}
