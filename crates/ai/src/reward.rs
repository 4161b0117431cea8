//! From a game's evaluation (expected final scores) to one reward per seat for max^n search.

use cathedra_core::MAX_SEATS;

/// Rewards in [0, 1] for the first `seats` participants from `values` (one per participant,
/// rule-run opponents included): 1/2 + 1/2 · tanh(margin / scale), where the margin is the
/// seat's value less the best other participant's, and the scale is 1 point plus a tenth of
/// the mean absolute value (margins matter more early in a game where little is scored). A
/// lone participant is rewarded for its value alone on the same scale.
pub fn margin_rewards(values: &[f64], seats: usize, out: &mut [f32; MAX_SEATS]) {
    let n = values.len();
    let mean_abs = values.iter().map(|v| v.abs()).sum::<f64>() / n.max(1) as f64;
    let scale = 1.0 + 0.1 * mean_abs;
    for s in 0..seats.min(MAX_SEATS).min(n) {
        let best_other = (0..n)
            .filter(|&o| o != s)
            .map(|o| values[o])
            .fold(f64::NEG_INFINITY, f64::max);
        let margin = if best_other.is_finite() {
            values[s] - best_other
        } else {
            values[s] / 10.0
        };
        out[s] = (0.5 + 0.5 * (margin / scale).tanh()) as f32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_leader_gets_more_than_half_and_equals_get_half() {
        let mut out = [0.0; MAX_SEATS];
        margin_rewards(&[30.0, 20.0, 20.0], 3, &mut out);
        assert!(out[0] > 0.9, "{out:?}");
        assert!(out[1] < 0.1 && (out[1] - out[2]).abs() < 1e-6, "{out:?}");
        margin_rewards(&[5.0, 5.0], 2, &mut out);
        assert_eq!(out[0], 0.5);
        assert_eq!(out[1], 0.5);
    }
}
