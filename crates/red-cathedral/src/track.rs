//! The score track (RC-4): one marker for recognition and prestige.

use crate::data::Data;

impl Data {
    fn lap(&self) -> u16 {
        self.positions_per_lap
    }

    /// Is `pos` a prestige space (RC-4.1)?
    pub fn is_prestige(&self, pos: u16) -> bool {
        self.prestige.contains(&(pos % self.lap()))
    }

    /// Prestige of the nearest prestige space at or below `pos` (0 below the first one).
    pub fn prestige_floor(&self, pos: u16) -> u16 {
        let (lap, local) = (pos / self.lap(), pos % self.lap());
        lap * 40 + self.prestige.partition_point(|&p| p <= local) as u16
    }

    /// The nearest prestige space strictly ahead of `pos` (RC-4.4).
    pub fn next_prestige(&self, pos: u16) -> u16 {
        let (lap, local) = (pos / self.lap(), pos % self.lap());
        match self
            .prestige
            .get(self.prestige.partition_point(|&p| p <= local))
        {
            Some(&p) => (lap * self.lap()).saturating_add(p),
            None => ((lap + 1) * self.lap()).saturating_add(self.prestige[0]),
        }
    }

    /// The nearest prestige space strictly behind `pos`, if any (RC-4.4).
    pub fn prev_prestige(&self, pos: u16) -> Option<u16> {
        let (lap, local) = (pos / self.lap(), pos % self.lap());
        match self.prestige.partition_point(|&p| p < local).checked_sub(1) {
            Some(i) => Some(lap * self.lap() + self.prestige[i]),
            None if lap > 0 => Some((lap - 1) * self.lap() + self.prestige[39]),
            None => None,
        }
    }

    /// Is there a prestige space strictly behind `pos` (RC-4.4)? The spaces rise from above 0
    /// within a lap, so: is `pos` past the first.
    pub fn has_prev_prestige(&self, pos: u16) -> bool {
        pos > self.prestige[0]
    }

    /// Gain `n` prestige from `pos` (RC-4.4).
    pub fn gain_prestige(&self, mut pos: u16, n: u16) -> u16 {
        for _ in 0..n {
            pos = self.next_prestige(pos);
        }
        pos
    }

    /// RC-4.5: forward to a prestige space unless on one.
    pub fn convert(&self, pos: u16) -> u16 {
        if self.is_prestige(pos) {
            pos
        } else {
            self.next_prestige(pos)
        }
    }

    /// The highest position the track can hold without overflow.
    pub fn max_pos(&self) -> u16 {
        u16::MAX - 2 * self.lap()
    }
}
