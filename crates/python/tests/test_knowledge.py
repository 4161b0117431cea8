"""Masks against legal actions, and determinization against what a seat knows."""

import numpy as np

import cathedra
from conftest import CONFIGS, random_walk


def test_masks_equal_legal_actions_on_thousands_of_random_states():
    states = 0
    for k, (game_id, players, options) in enumerate(CONFIGS):
        for seed in range(3):
            g = cathedra.Game(game_id, players=players, options=options, seed=100 * k + seed)
            for actor in random_walk(g, seed=seed):
                states += 1
                if actor == cathedra.CHANCE:
                    mask = g.legal_mask(cathedra.CHANCE)
                    idx, _ = g.chance_probabilities()
                    assert np.array_equal(np.flatnonzero(mask), np.sort(idx))
                for seat in range(players):
                    mask = g.legal_mask(seat)
                    assert mask.dtype == np.bool_ and mask.shape == (g.num_actions,)
                    legal = g.legal_actions(seat)
                    assert np.array_equal(np.flatnonzero(mask), np.sort(legal))
                    assert len(set(legal.tolist())) == len(legal)
                    assert (len(legal) > 0) == (seat in g.pending())
    assert states >= 5000, states


def test_determinization_keeps_what_the_seat_knows():
    checked = 0
    for k, (game_id, players, options) in enumerate(CONFIGS):
        g = cathedra.Game(game_id, players=players, options=options, seed=k)
        for step, actor in enumerate(random_walk(g, seed=k)):
            if step % 7:
                continue
            for seat in range(players):
                view = g.view(seat)
                obs = g.observation(seat)
                legal = g.legal_actions(seat)
                for draw in range(2):
                    s = g.sample(seat, seed=1000 * step + draw)
                    assert s.view(seat) == view
                    assert np.array_equal(s.observation(seat), obs)
                    assert np.array_equal(s.legal_actions(seat), legal)
                    assert s.current_player() == g.current_player()
                    assert s.pending() == g.pending()
                    checked += 1
    assert checked > 1000, checked


def test_determinization_draws_what_the_seat_cannot_see():
    # Castle: the other seats' face-down cards are drawn again.
    g = cathedra.Game("castle-for-all-seasons", players=3, seed=8)
    while not g.is_simultaneous():
        g.deal() if g.is_chance() else g.apply(int(g.legal_actions()[0]))
    g.apply(int(g.legal_actions(1)[-1]), 1)
    g.apply(int(g.legal_actions(2)[-1]), 2)
    states = {str(g.sample(0, seed=s).state()) for s in range(40)}
    assert len(states) > 1
    # Seat 1 knows its own choice: its draws differ only in what it cannot see.
    for s in range(10):
        assert g.sample(1, seed=s).view(1) == g.view(1)


def documented_features(view, path=""):
    """The observation's features as docs/python.md defines them from the view's JSON."""
    out = {}

    def add(name, value):
        out[name] = out.get(name, 0.0) + value

    def key(p, k):
        return f"{p}.{k}" if p else str(k)

    def walk(v, p):
        if v is None or v is False:
            return
        if v is True:
            add(p, 1.0)
        elif isinstance(v, (int, float)):
            add(p, float(np.float32(v)))
            add(p + "?", 1.0)
        elif isinstance(v, str):
            add(f"{p}={v}", 1.0)
        elif isinstance(v, list):
            if v and all(isinstance(x, str) for x in v):
                for x in v:
                    walk(x, p)
            else:
                for i, x in enumerate(v):
                    walk(x, key(p, i))
        else:
            for k, x in v.items():
                walk(x, key(p, k))

    walk(view, path)
    return out


def test_the_observation_is_the_documented_reading_of_the_view():
    for k, (game_id, players, options) in enumerate(CONFIGS):
        g = cathedra.Game(game_id, players=players, options=options, seed=k)
        for step, _ in enumerate(random_walk(g, seed=k)):
            if step % 11:
                continue
            for seat in [None] + list(range(players)):
                assert g.observation_features(seat) == documented_features(g.view(seat))
