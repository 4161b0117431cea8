//! Random games for 2-5 players (proptest), with and without the Guildhall refresh, the
//! starting apprentice and the promo cards, with the rulebook's or random starting silver, and with the variable
//! boards (dealt or chosen, with or without the promo boards): invariants at every decision, JSON round trips,
//! replays, and every game ends.

use cathedra_architects::{Architects, Stage};
use cathedra_core::{
    load_state, replay, Actor, Dealer, Game, Log, Observer, Options, Record, Seat, ToMove,
};
use proptest::prelude::*;

fn invariants(g: &Architects, at: &str) {
    let n = g.players();
    for s in 0..n {
        let p = g.player(s);
        // AWK-1.2: 20 workers per seat, each somewhere.
        let on_boards: u32 = (0..n).map(|t| u32::from(g.player(t).captured[s])).sum();
        let market = g
            .black_market()
            .iter()
            .filter(|b| **b == Some(s as u8))
            .count() as u32;
        let total = u32::from(p.supply)
            + p.placed.iter().map(|&x| u32::from(x)).sum::<u32>()
            + u32::from(p.prison)
            + u32::from(p.guildhall)
            + on_boards
            + market;
        assert_eq!(total, 20, "{at}: seat {s} has {total} workers");
        // AWK-15.1: virtue on its track.
        assert!(p.virtue <= 14, "{at}");
        // AWK-18.2: at most 5 apprentices (Rudolf 6).
        let rudolf = p.board == Some(cathedra_architects::data::RUDOLF);
        assert!(p.apprentices.len() <= 5 + u32::from(rudolf), "{at}");
        // AWK-3.6: hands within the limit whenever a turn starts.
        if g.stage() == Stage::Turn {
            assert!(
                p.hand.len() <= 6,
                "{at}: seat {s} holds {} cards",
                p.hand.len()
            );
        }
    }
    // Building cards: 40 in all, 43 with the promo cards (AWK-22.3), each once (hands, built,
    // deck, bottom, seen, packets).
    let mut all = g.building_deck().0;
    let mut count = g.building_deck().len() + g.building_bottom().len() as u32;
    all |= g.building_bottom().cards().0;
    for s in 0..n {
        all |= g.player(s).hand.0 | g.player(s).buildings.0;
        count += g.player(s).hand.len() + g.player(s).buildings.len();
    }
    if matches!(g.stage(), Stage::Turn | Stage::Over) {
        let cards = g.flags().cards();
        assert_eq!(
            (all, count as usize),
            ((1u64 << cards) - 1, cards),
            "{at}: building cards"
        );
    }
    g.validate().unwrap_or_else(|e| panic!("{at}: {e}"));
}

fn play(players: usize, seed: u64, flags: [bool; 3], money: Option<[u16; 5]>) {
    let [refresh, starting, promo] = flags.map(|f| if f { "true" } else { "false" });
    let money = money.map_or("rulebook".to_string(), |m| {
        m[..players]
            .iter()
            .map(u16::to_string)
            .collect::<Vec<_>>()
            .join("/")
    });
    let options = Options::parse(
        Architects::OPTIONS,
        [
            ("guildhall_apprentice_refresh", refresh),
            ("starting_apprentice", starting),
            ("promo_cards", promo),
            ("start-money", money.as_str()),
        ],
    )
    .unwrap();
    play_with(players, seed, &options);
}

fn play_with(players: usize, seed: u64, options: &Options) {
    let mut g = Architects::new(players, options).unwrap();
    let mut record = Record::new::<Architects>(players, options, Some(seed));
    let mut dealer = Dealer::new(seed, 0);
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut steps = 0u32;
    loop {
        let at = format!("{players}p seed {seed} step {steps}");
        invariants(&g, &at);
        if steps.is_multiple_of(37) {
            let v = serde_json::to_value(&g).unwrap();
            let back: Architects = load_state(&v).unwrap();
            assert_eq!(back, g, "{at}: round trip");
            for o in Seat::all(players)
                .map(Observer::Seat)
                .chain([Observer::Spectator])
            {
                serde_json::to_string(&g.view(o)).unwrap();
            }
        }
        let (actor, action) = match g.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let seat = t.seats().first().unwrap();
                g.legal_actions(seat, &mut legal);
                (
                    Actor::Seat(seat),
                    legal[dealer.below(legal.len() as u64) as usize],
                )
            }
        };
        record.push(actor, action);
        g.apply(actor, action, &mut Log::silent()).unwrap();
        steps += 1;
        assert!(
            steps < 200_000,
            "{players}p seed {seed}: the game does not end"
        );
    }
    assert_eq!(g.scores().len(), players);
    record.scores = Some(g.scores());
    let replayed: Architects = replay(&record, &mut Log::silent()).unwrap();
    assert_eq!(replayed, g);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_games_keep_every_invariant_and_end(
        players in 2usize..=5,
        seed in any::<u64>(),
        flags in any::<[bool; 3]>(),
        money in proptest::option::of(proptest::array::uniform5(0u16..=40)),
    ) {
        play(players, seed, flags, money);
    }

    /// AWK-21, AWK-22.3, AWK-22.4: the variable boards, dealt or chosen, with or without the
    /// promo boards and cards, and the other options.
    #[test]
    fn random_games_with_variable_boards_keep_every_invariant_and_end(
        players in 2usize..=5,
        seed in any::<u64>(),
        flags in any::<[bool; 3]>(),
        chosen in any::<bool>(),
    ) {
        let [refresh, starting, promo] = flags.map(|f| if f { "true" } else { "false" });
        let options = Options::parse(
            Architects::OPTIONS,
            [
                ("guildhall_apprentice_refresh", refresh),
                ("starting_apprentice", starting),
                ("boards", if chosen { "chosen" } else { "variable" }),
                ("promo_boards", promo),
                ("promo_cards", promo),
            ],
        )
        .unwrap();
        play_with(players, seed, &options);
    }
}

#[test]
fn the_state_is_small() {
    let size = std::mem::size_of::<Architects>();
    assert!(size < 4096, "the state is {size} bytes");
    assert!(std::mem::size_of::<cathedra_architects::Action>() <= 4);
}
