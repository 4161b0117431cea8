//! Silver and the smithy: a bar laid on the smithy buys one piece from the carts, only as
//! part of a payment (CAS-14).

use cathedra_core::Illegal;

use crate::refusal::{refuse, refuse_with, Why};
use crate::state::Castle;
use crate::types::Res;

impl Castle {
    /// Can `seat` exchange `n` silver bars for `n` pieces of `kind` now (CAS-14.1)?
    pub(crate) fn check_exchange(&self, seat: u8, kind: Res, n: u8) -> Result<(), Illegal> {
        if n == 0 {
            return Ok(());
        }
        if n > self.seat(seat).has(Res::Silver) {
            return Err(Illegal::from(refuse("CAS-14.1", Why::TooFewSilver)));
        }
        if n > self.stock[kind as usize] {
            return Err(refuse_with(
                "CAS-14.1",
                Why::StockShort
                    .words()
                    .num("count", n)
                    .term("kind", kind.name()),
            ));
        }
        Ok(())
    }

    /// Lays `n` silver bars on the smithy, where they stay (CAS-14.2), and takes `n` pieces of
    /// `kind` from the carts.
    pub(crate) fn exchange(&mut self, seat: u8, kind: Res, n: u8) {
        let s = self.seat_mut(seat);
        s.pieces[Res::Silver as usize] -= n;
        s.pieces[kind as usize] += n;
        self.smithy += n;
        self.stock[kind as usize] -= n;
    }
}
