//! Decisions made from outside a game: chance by its exact probabilities, bots uniformly.
//! Both draw from a [`Dealer`] the way the core's playouts do, so a seeded game is the same
//! game wherever it is played.

use cathedra_core::{Choice, Dealer, Error, Outcome};

/// Picks one of chance's `choices` with its exact probability.
pub fn chance(dealer: &mut Dealer, choices: &[Choice]) -> Result<usize, Error> {
    Ok(dealer.pick(&weights(choices)?))
}

/// Picks one of a seat's `n` legal actions, each equally likely.
pub fn uniform(dealer: &mut Dealer, n: usize) -> Result<usize, Error> {
    if n == 0 {
        return Err(Error::Stuck("the deciding seat has no legal action".into()));
    }
    Ok(dealer.below(n as u64) as usize)
}

/// The outcomes' own integer weights.
fn weights(choices: &[Choice]) -> Result<Vec<Outcome<()>>, Error> {
    if choices.is_empty() || choices.iter().all(|c| c.weight == 0) {
        return Err(Error::Stuck("chance has no outcome to deal".into()));
    }
    Ok(choices
        .iter()
        .map(|c| Outcome {
            action: (),
            weight: c.weight,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(weights: &[u32]) -> Vec<Choice> {
        weights
            .iter()
            .map(|&weight| Choice {
                action: serde_json::Value::Null,
                index: 0,
                text: String::new(),
                probability: None,
                weight,
            })
            .collect()
    }

    #[test]
    fn chance_without_outcomes_is_an_error_not_a_panic() {
        let mut dealer = Dealer::new(1, 0);
        assert!(chance(&mut dealer, &[]).is_err());
        assert!(chance(&mut dealer, &choices(&[0, 0])).is_err());
        assert!(uniform(&mut dealer, 0).is_err());
    }

    #[test]
    fn chance_follows_the_weights() {
        let cs = choices(&[1, 3]);
        let mut dealer = Dealer::new(9, 0);
        let n = 20_000;
        let second = (0..n)
            .filter(|_| chance(&mut dealer, &cs).unwrap() == 1)
            .count();
        let share = second as f64 / n as f64;
        assert!((share - 0.75).abs() < 0.015, "{share}");
    }
}
