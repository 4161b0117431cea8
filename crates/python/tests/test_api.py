"""The one API over every game: round trips, refusals, records, states, agents."""

import copy
import json
import pickle
from fractions import Fraction

import numpy as np
import pytest

import cathedra
from conftest import random_walk


def test_games_are_listed_with_their_player_counts_and_options():
    listed = cathedra.games()
    ids = [g["id"] for g in listed]
    assert "pillars-of-the-earth" in ids and "castle-for-all-seasons" in ids
    for g in listed:
        assert g["players"][0] <= g["players"][1]
        for o in g["options"]:
            # Free-text options (start-money, a data file) list no values.
            assert not o["values"] or o["default"] in o["values"]


def test_a_random_game_round_trips_through_every_call(config, tmp_path):
    game_id, players, options = config
    g = cathedra.Game(game_id, players=players, options=options, seed=11)
    assert g.id == game_id and g.players == players
    steps = 0
    for actor in random_walk(g, seed=5):
        steps += 1
        if actor == cathedra.CHANCE:
            outcomes = g.chance_outcomes()
            assert outcomes and sum(p for _, p in outcomes) == Fraction(1)
            idx, probs = g.chance_probabilities()
            assert list(idx) == [i for i, _ in outcomes]
            assert abs(probs.sum() - 1.0) < 1e-12
            assert g.current_player() == cathedra.CHANCE
            continue
        legal = g.legal_actions(actor)
        assert legal.dtype == np.int64 and len(legal) > 0
        assert actor in g.pending()
        # Every legal action's JSON names the same index, and it has a text.
        for a in legal[:8]:
            assert g.action_index(g.action_to_json(a)) == a
            assert g.describe(a)
        if steps % 25 == 0:
            obs = g.observation(actor)
            assert obs.dtype == np.float32 and obs.shape == (cathedra.OBSERVATION_SIZE,)
            feats = g.observation_features(actor)
            expect = np.zeros(cathedra.OBSERVATION_SIZE, np.float32)
            for name, value in feats.items():
                expect[cathedra.feature_slot(name)] += value
            assert np.array_equal(obs, expect)
            assert isinstance(g.view(actor), dict) and isinstance(g.view(None), dict)
            c = g.clone()
            assert c.state() == g.state()
            assert copy.deepcopy(g).state() == g.state()
            assert pickle.loads(pickle.dumps(g)).state() == g.state()
    assert g.is_terminal() and g.current_player() == cathedra.TERMINAL
    r = g.returns()
    assert r.shape == (players,)
    if len(g.scores()) == players:  # no rule-run opponent: returns sum to zero
        assert abs(r.sum()) < 1e-9
    assert len(g.scores()) == len(g.ranking())
    assert len(g.legal_actions()) == 0
    # The record replays to the same game, from a dict, from text and from a file.
    record = g.record()
    assert record["game"] == game_id and record["players"] == players
    assert record["scores"] == g.scores()
    assert cathedra.Game.from_record(record).state() == g.state()
    path = tmp_path / "game.json"
    g.save(str(path))
    assert cathedra.load(str(path)).state() == g.state()
    # The state loads back exactly.
    assert cathedra.Game.from_state(game_id, g.state()).state() == g.state()


def test_a_seeded_game_is_the_same_game():
    def play(seed):
        g = cathedra.Game("pillars-of-the-earth", players=3, seed=seed)
        a = cathedra.agent("random", g.id, seed=seed)
        while not g.is_terminal():
            if g.is_chance():
                g.deal()
            else:
                g.apply(a.act(g))
        return g.record()

    assert play(3) == play(3)
    assert play(3) != play(4)


def test_refusals_name_the_problem_and_change_nothing():
    g = cathedra.Game("pillars-of-the-earth", players=2, seed=1)
    while g.is_chance():
        g.deal()
    before = g.state()
    seat = g.current_player()
    legal = set(g.legal_actions(seat).tolist())
    illegal = next(i for i in range(g.num_actions) if i not in legal)
    with pytest.raises(cathedra.IllegalAction):
        g.apply(illegal)
    with pytest.raises(cathedra.IllegalAction):
        g.apply(g.num_actions + 5)
    with pytest.raises(cathedra.IllegalAction):
        g.apply({"no_such_action": 1})
    with pytest.raises(cathedra.IllegalAction, match="does not decide now"):
        g.apply(int(g.legal_actions(seat)[0]), 1 - seat)
    with pytest.raises(cathedra.CathedraError, match="no seat 7"):
        g.legal_actions(7)
    with pytest.raises(cathedra.CathedraError):
        cathedra.Game("chess")
    with pytest.raises(cathedra.CathedraError, match="players"):
        cathedra.Game("pillars-of-the-earth", players=9)
    with pytest.raises(cathedra.CathedraError, match="unknown option"):
        cathedra.Game("pillars-of-the-earth", options={"winter": True})
    assert g.state() == before
    # Applying by JSON works like applying by index.
    a = int(g.legal_actions()[0])
    h = g.clone()
    assert h.apply(g.action_to_json(a)) == a
    assert h.state() != before
    g.apply(a)
    assert g.state() == h.state()


def test_simultaneous_choices_name_their_seat():
    g = cathedra.Game("castle-for-all-seasons", players=3, seed=2)
    while not g.is_simultaneous():
        if g.is_chance():
            g.deal()
        else:
            g.apply(int(g.legal_actions()[0]))
    assert g.pending() == [0, 1, 2]
    assert g.to_move() == {"kind": "simultaneous", "seats": [0, 1, 2]}
    with pytest.raises(cathedra.CathedraError, match="say which seat"):
        g.apply(int(g.legal_actions(0)[0]))
    # The last seat commits first; the others do not see its card.
    choice = int(g.legal_actions(2)[0])
    assert g.observe(choice, 2, 0) is None and g.observe(choice, 2, 2) == choice
    g.apply(choice, 2)
    assert g.pending() == [0, 1]


def test_a_record_is_refused_when_an_action_is_not_legal():
    g = cathedra.Game("castle-for-all-seasons", players=2, seed=3)
    for _ in range(10):
        g.deal() if g.is_chance() else g.apply(int(g.legal_actions(g.pending()[0])[0]), g.pending()[0])
    record = g.record()
    record["actions"][3]["by"] = 1 - record["actions"][3]["by"] if isinstance(record["actions"][3]["by"], int) else 0
    with pytest.raises(cathedra.CathedraError, match="record, action"):
        cathedra.Game.from_record(record)
    with pytest.raises(cathedra.CathedraError):
        cathedra.Game.from_state("castle-for-all-seasons", {**g.state(), "bank": 10**6})


def test_agents_by_name():
    assert "random" in cathedra.agent_names()
    g = cathedra.Game("castle-for-all-seasons", players=2, seed=4)
    while g.is_chance():
        g.deal()
    seat = g.pending()[0]
    picks = [cathedra.agent("random", g.id, seed=9).act(g, seat) for _ in range(3)]
    assert len(set(picks)) == 1 and picks[0] in g.legal_actions(seat)
    with pytest.raises(cathedra.CathedraError, match="unknown agent"):
        cathedra.agent("oracle", g.id)
    with pytest.raises(cathedra.CathedraError, match="plays castle-for-all-seasons"):
        cathedra.agent("random", "castle-for-all-seasons").act(_pillars_seat_game(), 0)


def _pillars_seat_game():
    g = cathedra.Game("pillars-of-the-earth", players=2, seed=1)
    while g.is_chance():
        g.deal()
    return g


def test_sampled_games_have_no_record_but_a_state():
    g = cathedra.Game("pillars-of-the-earth", players=2, seed=1)
    s = g.sample(0, seed=1)
    with pytest.raises(cathedra.CathedraError, match="no record"):
        s.record()
    assert json.dumps(s.state())
