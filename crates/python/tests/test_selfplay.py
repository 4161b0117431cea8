"""Self-play between built-in agents: episodes recorded decision by decision, reproducible."""

import numpy as np
import pytest

import cathedra
from cathedra.selfplay import play


def same(a, b):
    return (a.index == b.index and np.array_equal(a.seats, b.seats) and np.array_equal(a.actions, b.actions)
            and np.array_equal(a.masks, b.masks) and np.array_equal(a.returns, b.returns)
            and a.scores == b.scores and a.ranking == b.ranking)


@pytest.mark.parametrize("game,players,options", [
    ("castle-for-all-seasons", 3, {"winter": True}),
    ("pillars-of-the-earth", 2, None),
])
def test_episodes_record_each_decision_and_replay(game, players, options):
    episodes = play(game, players, ["random"] * players, seed=4, count=3, options=options, observations=True)
    assert [e.index for e in episodes] == [0, 1, 2]
    for e in episodes:
        n = len(e.actions)
        assert n > 20 and e.seats.shape == (n,) and e.masks.shape[0] == n
        assert e.observations.shape == (n, cathedra.OBSERVATION_SIZE)
        assert e.masks[np.arange(n), e.actions].all()
        assert ((e.seats >= 0) & (e.seats < players)).all()
        replayed = cathedra.Game.from_record(e.record)
        assert replayed.is_terminal() and np.array_equal(replayed.returns(), e.returns)
        assert replayed.scores() == e.scores
    # Another cut of the same run plays the same games; another seed, other games.
    again = play(game, players, ["random"] * players, seed=4, first=1, count=2, options=options)
    assert all(same(a, b) for a, b in zip(again, episodes[1:]))
    assert again[0].observations is None
    other = play(game, players, ["random"] * players, seed=5, count=1, options=options)
    assert not np.array_equal(other[0].actions, episodes[0].actions)


def test_self_play_needs_an_agent_for_every_seat():
    with pytest.raises(ValueError):
        play("pillars-of-the-earth", 3, ["random"] * 2, seed=1)
    with pytest.raises(cathedra.CathedraError, match="unknown agent"):
        play("pillars-of-the-earth", 2, ["random", "oracle"], seed=1)
