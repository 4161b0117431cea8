//! What a seat remembers of the building cards it passed in the draft and put on the bottom of
//! the deck (AWK-2.10, AWK-1.3, AWK-R11): its view shows it, and its determinizations deal only
//! what agrees with it. The kit checks this from the definition of knowledge on a small deck
//! (every building card but a few lies built before the game starts), where each seat's
//! information set is small enough to follow exactly and to test determinization frequencies.

use cathedra_architects::memory::{Lot, Spot};
use cathedra_architects::{Action, Architects, Stage};
use cathedra_core::{
    conformance, Actor, Dealer, Game, Illegal, InvalidState, Log, Observer, OptionSpec, Options,
    Outcome, Seat, SetupError, ToMove,
};

fn options() -> Options {
    Options::parse(Architects::OPTIONS, []).unwrap()
}

/// Building cards left in the deck of a small game: the draft's packets and `extra` more.
fn small(players: usize, extra: usize) -> Architects {
    let mut g = Architects::new(players, &options()).unwrap();
    let keep = 4 * players + extra;
    for card in keep as u8..40 {
        g.build_from_deck(0, card);
    }
    g
}

/// A small game (`small`) played as a game of its own: with `WHOLE` false only its building
/// draft, over once the first turn would begin (`Draft`); with `WHOLE` true to its end.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
struct Small<const WHOLE: bool>(Architects);

type Draft = Small<false>;

impl<const WHOLE: bool> Small<WHOLE> {
    fn done(&self) -> bool {
        !WHOLE && self.0.stage() == Stage::Turn
    }

    /// The building cards beyond the draft's packets. The draft alone: with two players one
    /// card more, so the deck keeps a card unseen. A whole game: enough that the cards left
    /// fill every Guildhall position (`4k`, AWK-12.1): each position built on takes a card out
    /// of play, so with fewer a game can build every card before the end (AWK-19.1) and then
    /// never end (`docs/rulings.md`).
    fn extra(players: usize) -> usize {
        if WHOLE {
            4 * 3.max(players + 1) - 4 * players
        } else {
            usize::from(players == 2)
        }
    }
}

impl<const WHOLE: bool> Game for Small<WHOLE> {
    type Action = Action;
    type View = cathedra_architects::View;
    const ID: &'static str = Architects::ID;
    const NAME: &'static str = Architects::NAME;
    const RULES_VERSION: u32 = Architects::RULES_VERSION;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=3;
    const OPTIONS: &'static [OptionSpec] = Architects::OPTIONS;

    fn new(players: usize, _: &Options) -> Result<Self, SetupError> {
        Ok(Small(small(players, Self::extra(players))))
    }
    fn players(&self) -> usize {
        self.0.players()
    }
    fn to_move(&self) -> ToMove {
        if self.done() {
            ToMove::Over
        } else {
            self.0.to_move()
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if !self.done() {
            self.0.legal_actions(seat, out)
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        if !self.done() {
            self.0.chance_outcomes(out)
        }
    }
    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        if self.done() {
            return Err(Illegal::rule("AWK-2.10", "the draft is over"));
        }
        self.0.apply(actor, action, log)
    }
    fn observe(&self, actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        self.0.observe(actor, action, observer)
    }
    fn describe_hidden(&self, actor: Actor, action: Action) -> String {
        self.0.describe_hidden(actor, action)
    }
    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        Small(self.0.determinize(seat, rng))
    }
    fn describe(&self, action: Action) -> String {
        self.0.describe(action)
    }
    fn view(&self, observer: Observer) -> Self::View {
        self.0.view(observer)
    }
    /// The set-aside cards lie built, which a real setup never has: that one difference from
    /// a game's setup is accepted.
    fn validate(&self) -> Result<(), InvalidState> {
        match self.0.validate() {
            Err(e) if e.0.contains("a setup step with play already under way") => {
                let set_aside = Architects::new(self.players(), &options())
                    .unwrap()
                    .building_deck()
                    .0
                    & !small(self.players(), Self::extra(self.players()))
                        .building_deck()
                        .0;
                if self.0.player(0).buildings.0 == set_aside {
                    Ok(())
                } else {
                    Err(e)
                }
            }
            r => r,
        }
    }
    fn scores(&self) -> Vec<i64> {
        self.0.scores()
    }
    fn ranking(&self) -> Vec<usize> {
        self.0.ranking()
    }
    fn render(&self, observer: Observer) -> String {
        self.0.render(observer)
    }
    fn seat_name(&self, seat: Seat) -> String {
        self.0.seat_name(seat)
    }
}

/// Knowledge beyond the draft (AWK-1.3, AWK-3.6, AWK-14.3, AWK-R11, spec §7.3): whole small
/// games, where each seat's information set can be followed through the turns, the secret
/// discards and the draws from the bottom of the deck: views, legal actions and the turn agree
/// across it, and while the set is followed exactly every determinization is one of its states.
/// The deck holds `4k` building cards (`Small::extra`), so that every game ends.
fn exact_whole_games(players: usize, games: u64, seed: u64) {
    let r = conformance::check_with::<Small<true>>(players, &options(), games, seed, 1000);
    assert_eq!(r.games, games);
    assert!(r.hidden_variants > 0, "{r:?}");
    eprintln!("{players} players, whole games: {r:?}");
}

// Not yet passing with two players: a determinization draws a state the seat's observations
// rule out (seed 43, game 0, decision 68). Red's own bottom cards and the bottom card of its
// pass that Blue drew at the Black Market are lost to Red once Blue keeps one of the cards
// seen, and a lost card is dealt anywhere hidden but in the undrawn deck, mixed with the cards
// Red never saw: a card Red never saw is dealt among the cards Blue still looks at, which are
// three of the four Blue drew in every state of the set. See "Knowledge beyond the draft" in
// `docs/rulings.md`.
#[test]
#[ignore = "a remembered card lost to a secret keep or discard is dealt too widely (docs/rulings.md)"]
fn awk_1_3_knowledge_over_whole_small_games_with_two_players() {
    exact_whole_games(2, 4, 43);
}

/// With three players and a deck of 16 building cards the information sets outgrow the kit's
/// 1,000 states in the draft (decisions 12 to 18): from there on the kit follows a spread
/// of each set, checks that views, turn and legal actions agree across it and that every
/// determinization keeps the view and validates, but no longer that it is a state of the set.
/// One game (1,469 decisions): the sets of 1,000 states make each decision slow.
#[test]
#[ignore = "about 3 minutes under the release-test profile: run by hand with --ignored"]
fn awk_1_3_knowledge_over_whole_small_games_with_three_players() {
    exact_whole_games(3, 1, 47);
}

fn exact_draft(players: usize, games: u64) {
    let r = conformance::check_with::<Draft>(players, &options(), games, 41, 1000);
    assert_eq!(r.games, games);
    assert!(r.hidden_variants > 0, "{r:?}");
    assert!(r.posterior_tests > 0, "{r:?}");
    eprintln!("{players} players: {r:?}");
}

/// AWK-2.10: with two players a seat knows exactly which card of its pass its neighbour kept
/// (the other two come back), and which two of the next pass went to its hand and the bottom.
#[test]
fn awk_2_10_draft_knowledge_is_exact_with_two_players() {
    exact_draft(2, 4);
}

/// AWK-2.10: with three players a seat knows that its neighbour kept one of the three cards it
/// passed, the next seat one of the other two and the last went to the bottom, not which.
#[test]
fn awk_2_10_draft_knowledge_is_exact_with_three_players() {
    exact_draft(3, 2);
}

fn play(g: &mut Architects, actor: Actor, action: Action) {
    g.apply(actor, action, &mut Log::silent()).unwrap();
}

/// Plays chance by its first outcome and each seat keeping its lowest card, to the first turn.
fn draft(g: &mut Architects) {
    let mut out = Vec::new();
    let mut chance = Vec::new();
    while g.stage() != Stage::Turn {
        if g.to_move() == ToMove::Chance {
            g.chance_outcomes(&mut chance);
            play(g, Actor::Chance, chance[0].action);
            continue;
        }
        for seat in Seat::all(g.players()) {
            g.legal_actions(seat, &mut out);
            if let Some(&a) = out.first() {
                play(g, Actor::Seat(seat), a);
            }
        }
    }
}

/// AWK-2.10: the passes a seat remembers, as its view shows them: with three players, seat 0
/// passed three cards to seat 1, who kept one and passed two to seat 2, who kept one and put
/// the last on the bottom; the two seat 0 passed in round 2 went to seat 1's hand and bottom.
#[test]
fn awk_2_10_a_seat_remembers_where_its_passes_went() {
    let mut g = small(3, 0);
    draft(&mut g);
    let m = *g.memory(0);
    let first = m.passed[0];
    assert_eq!(first.cards.len(), 3);
    let bottom_of = |seat: u8| {
        g.building_bottom()
            .iter()
            .position(|(_, by)| by == seat)
            .unwrap() as u8
    };
    assert_eq!(
        first.lots,
        [
            Some(Lot {
                spot: Spot::Hand(1),
                count: 1
            }),
            Some(Lot {
                spot: Spot::Hand(2),
                count: 1
            }),
            Some(Lot {
                spot: Spot::Bottom(bottom_of(2)),
                count: 1
            }),
        ]
    );
    let second = m.passed[1];
    assert_eq!(second.cards.len(), 2);
    assert_eq!(
        second.lots,
        [
            Some(Lot {
                spot: Spot::Hand(1),
                count: 1
            }),
            Some(Lot {
                spot: Spot::Bottom(bottom_of(1)),
                count: 1
            }),
            None,
        ]
    );
    // The cards are truly there, and only seat 0's view shows its memory.
    for card in first.cards.iter() {
        let held = (1..3).any(|t| g.player(t).hand.has(card));
        let under = g
            .building_bottom()
            .iter()
            .any(|(c, by)| c == card && by == 2);
        assert!(held || under);
    }
    assert_eq!(g.view(Observer::Seat(Seat(0))).memory, Some(m));
    assert_eq!(g.view(Observer::Seat(Seat(1))).memory, Some(*g.memory(1)));
    assert_eq!(g.view(Observer::Spectator).memory, None);
    // Every determinization for seat 0 deals its passes as it remembers them.
    let mut rng = Dealer::new(5, 0);
    for _ in 0..200 {
        let d = g.determinize(Seat(0), &mut rng);
        d.validate().unwrap();
        assert_eq!(*d.memory(0), m);
        let in_hand = |t: usize| (d.player(t).hand.0 & first.cards.0).count_ones();
        assert_eq!((in_hand(1), in_hand(2)), (1, 1));
        assert_eq!((d.player(1).hand.0 & second.cards.0).count_ones(), 1);
    }
}

/// AWK-2.10, spec §7.3: another seat's memory is dealt with the cards, each alike card as
/// likely as the other to be the one it names. With three players, seat 2 keeps three cards:
/// one of seat 0's first pass and two seat 0 never saw, one of them from seat 1's first pass,
/// which seat 1 remembers in seat 2's hand. Dealing for seat 0, the card seat 1's memory names
/// is either of those two, each half the time: 1,000 determinizations with different seeds
/// land within 100 of 500 (over six standard deviations, which a fair deal misses with
/// probability below 10⁻⁸; a deal that always names the lower or the higher card is at 0 or
/// 1,000).
#[test]
fn awk_2_10_another_seats_memory_names_either_of_two_alike_cards() {
    let mut g = small(3, 0);
    draft(&mut g);
    let seat_0 = g.memory(0).passed;
    let passed = seat_0[0].cards.0 | seat_0[1].cards.0;
    let seat_1 = g.memory(1).passed[0];
    assert!(seat_1.lots.contains(&Some(Lot {
        spot: Spot::Hand(2),
        count: 1
    })));
    let draws = 1000;
    let mut lower = 0;
    for seed in 0..draws {
        let d = g.determinize(Seat(0), &mut Dealer::new(seed, 0));
        let hand = d.player(2).hand;
        let alike = cathedra_architects::Cards(hand.0 & !passed);
        assert_eq!(alike.len(), 2, "seat 2 holds two cards seat 0 never saw");
        let named = d.memory(1).passed[0].cards.0 & hand.0;
        assert_eq!(named.count_ones(), 1);
        assert_eq!(named & alike.0, named, "the card named is one of the two");
        if named.trailing_zeros() as u8 == alike.iter().next().unwrap() {
            lower += 1;
        }
    }
    eprintln!("seat 1's memory names the lower card {lower} times of {draws}");
    assert!(
        (lower as i64 - draws as i64 / 2).abs() < 100,
        "seat 1's memory names the lower card {lower} times of {draws}"
    );
}

/// AWK-R11, AWK-1.3: a seat that put a card on the bottom knows who draws it when the deck
/// runs out, and its determinizations leave it in that hand; a card built leaves the memory.
#[test]
fn awk_r11_the_discarder_knows_who_draws_its_bottom_card() {
    let mut found = 0;
    for seed in 0..40 {
        let g = Architects::new(2, &options()).unwrap();
        random_two_player_game(g, seed, u64::MAX, |g, rng| {
            for s in 0..2 {
                let known = g.memory(s).in_hand[1 - s];
                assert_eq!(known.0 & !g.player(1 - s).hand.0, 0);
                if !known.is_empty() {
                    found += 1;
                    let d = g.determinize(Seat(s as u8), rng);
                    assert_eq!(d.player(1 - s).hand.0 & known.0, known.0);
                }
            }
        });
    }
    assert!(found > 0, "no bottom card was drawn by the other seat");
}

/// AWK-R11, AWK-10.2, AWK-1.3: a seat whose bottom card another seat draws at the Black Market
/// knows it is among the cards that seat looks at, and its determinizations leave it there; once
/// a card of them is kept (or a card of a hand put on the bottom in secret), the cards it knew
/// there are lost to it but were drawn once, so no determinization puts them in the undrawn deck.
#[test]
fn awk_r11_a_bottom_card_drawn_at_the_black_market_is_followed_into_the_cards_seen() {
    let (mut in_seen, mut lost) = (0, 0);
    for seed in 0..40 {
        random_two_player_game(small(2, 4), seed, 3000, |g, rng| {
            for s in 0..2 {
                let m = *g.memory(s);
                if !m.in_seen.is_empty() {
                    assert_ne!(g.turn(), s);
                    assert_eq!(m.in_seen.0 & !g.seen().0, 0);
                    in_seen += 1;
                    let d = g.determinize(Seat(s as u8), rng);
                    assert_eq!(d.seen().0 & m.in_seen.0, m.in_seen.0);
                }
                if !m.lost.is_empty() {
                    lost += 1;
                    let d = g.determinize(Seat(s as u8), rng);
                    assert_eq!(d.building_deck().0 & m.lost.0, 0);
                }
            }
        });
    }
    assert!(in_seen > 0, "no bottom card was drawn into the cards seen");
    assert!(lost > 0, "no remembered card was lost");
}

/// AWK-3.6, AWK-14.2, AWK-10.2, AWK-R12: a card put on the bottom of the building deck in
/// secret (the hand limit, a Cathedral advance, the Black Market draw, ...) is the discarder's
/// knowledge only. Whichever card it put there, every other seat and a spectator see the same
/// view and none is told the action; and another seat's determinizations do not always put the
/// true card at that place of the bottom.
#[test]
fn awk_3_6_awk_14_2_a_secret_discard_reveals_nothing_to_the_others() {
    let (mut discards, mut moved) = (0, 0);
    for (players, seed) in [(2, 1u64), (3, 2), (4, 3), (5, 4)] {
        let mut g = Architects::new(players, &options()).unwrap();
        let mut rng = Dealer::new(seed, 7);
        let mut out = Vec::new();
        let mut chance = Vec::new();
        while g.to_move() != ToMove::Over {
            if g.to_move() == ToMove::Chance {
                g.chance_outcomes(&mut chance);
                let i = rng.pick(&chance);
                play(&mut g, Actor::Chance, chance[i].action);
                continue;
            }
            let seat = Seat::all(players)
                .find(|&s| {
                    g.legal_actions(s, &mut out);
                    !out.is_empty()
                })
                .unwrap();
            g.legal_actions(seat, &mut out);
            let a = out[rng.below(out.len() as u64) as usize];
            let choices: Vec<Action> = out
                .iter()
                .copied()
                .filter(|x| matches!(x, Action::Discard { .. }))
                .collect();
            if matches!(a, Action::Discard { .. }) && choices.len() > 1 {
                discards += 1;
                let after: Vec<Architects> = choices
                    .iter()
                    .map(|&c| {
                        let mut h = g.clone();
                        play(&mut h, Actor::Seat(seat), c);
                        h
                    })
                    .collect();
                let others = Seat::all(players)
                    .filter(|&t| t != seat)
                    .map(Observer::Seat)
                    .chain([Observer::Spectator]);
                for o in others {
                    assert_eq!(g.observe(Actor::Seat(seat), a, o), None, "{o:?} told");
                    for h in &after[1..] {
                        assert_eq!(h.view(o), after[0].view(o), "{o:?} sees the card");
                    }
                }
                // The card just put down is the last of the bottom queue.
                let h = &after[0];
                let (card, by) = h.building_bottom().iter().last().unwrap();
                assert_eq!(by, seat.0);
                let at = h.building_bottom().len() - 1;
                let other = Seat((seat.0 + 1) % players as u8);
                for _ in 0..20 {
                    let d = h.determinize(other, &mut rng);
                    if d.building_bottom().iter().nth(at).unwrap().0 != card {
                        moved += 1;
                        break;
                    }
                }
            }
            play(&mut g, Actor::Seat(seat), a);
        }
    }
    eprintln!("{discards} secret discards with a choice, {moved} with the card moved");
    assert!(discards > 0, "no secret discard with a choice was played");
    assert!(
        moved * 2 > discards,
        "the others' determinizations keep the true card: {moved} of {discards}"
    );
}

/// AWK-1.3: a seat's memory in its view names the cards by id (`"B11"`), as the rest of the
/// view does, never by index; the places stay as they are.
#[test]
fn awk_1_3_the_memory_in_a_view_names_cards_by_id() {
    let mut g = small(3, 0);
    draft(&mut g);
    let m = *g.memory(0);
    let json = serde_json::to_value(g.view(Observer::Seat(Seat(0)))).unwrap();
    let memory = &json["memory"];
    let ids = |cards: cathedra_architects::Cards| {
        cards
            .iter()
            .map(|c| serde_json::Value::from(format!("B{}", c + 1)))
            .collect::<Vec<_>>()
    };
    for (i, pass) in m.passed.iter().enumerate() {
        assert!(!pass.cards.is_empty());
        assert_eq!(
            memory["passed"][i]["cards"],
            serde_json::Value::from(ids(pass.cards))
        );
        assert_eq!(
            memory["passed"][i]["lots"],
            serde_json::to_value(pass.lots).unwrap()
        );
    }
    for (t, hand) in m.in_hand.iter().enumerate() {
        assert_eq!(memory["in_hand"][t], serde_json::Value::from(ids(*hand)));
    }
    assert!(memory.to_string().contains(&format!(
        "\"B{}\"",
        m.passed[0].cards.iter().next().unwrap() + 1
    )));
    assert_eq!(
        serde_json::to_value(g.view(Observer::Spectator)).unwrap()["memory"],
        serde_json::Value::Null
    );
}

/// Plays a random two-player game from `g` (seats uniform over their legal actions, chance by
/// its weights, from `seed`), at most `steps` decisions, calling `each` before every decision.
fn random_two_player_game(
    mut g: Architects,
    seed: u64,
    steps: u64,
    mut each: impl FnMut(&Architects, &mut Dealer),
) {
    let mut rng = Dealer::new(seed, 0);
    let mut out = Vec::new();
    let mut chance = Vec::new();
    let mut taken = 0;
    while g.to_move() != ToMove::Over && taken < steps {
        taken += 1;
        each(&g, &mut rng);
        if g.to_move() == ToMove::Chance {
            g.chance_outcomes(&mut chance);
            let i = rng.pick(&chance);
            play(&mut g, Actor::Chance, chance[i].action);
            continue;
        }
        let seat = Seat::all(2)
            .find(|&s| {
                g.legal_actions(s, &mut out);
                !out.is_empty()
            })
            .unwrap();
        g.legal_actions(seat, &mut out);
        let a = out[rng.below(out.len() as u64) as usize];
        play(&mut g, Actor::Seat(seat), a);
    }
}
