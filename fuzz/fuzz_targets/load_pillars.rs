//! `load_state::<Pillars>` on arbitrary bytes, then bounded random play from accepted states.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cathedra_fuzz::load_and_play::<cathedra_pillars::Pillars>(data);
});
