use cathedra_core::{play_random, Game, Options};
use cathedra_red_cathedral::RedCathedral;
fn main() {
    let options = Options::parse(RedCathedral::OPTIONS, []).unwrap();
    for players in 1..=4 {
        let mut lens = Vec::new();
        for seed in 0..200 {
            let (_, r) = play_random::<RedCathedral>(players, &options, seed, 0).unwrap();
            lens.push(r.actions.len());
        }
        lens.sort();
        println!(
            "{players}p: min {} median {} max {}",
            lens[0], lens[100], lens[199]
        );
    }
}
