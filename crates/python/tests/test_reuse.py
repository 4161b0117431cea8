"""Tree reuse from Python: an agent that keeps its tree (``ismcts:N:reuse``) follows the game it
chooses in through ``act`` and ``apply`` and is told, at its next choice, what its seat observed
of every decision since; in another game (a new one, a copy played another way, a loaded record)
it starts a new tree."""

import copy
import pickle
import random

import pytest

import cathedra

REUSE = "ismcts:200:d4:reuse"
GAMES = ["pillars-of-the-earth", "castle-for-all-seasons"]


def seat_of(g):
    """The seat that decides now (the first of several choosing at once)."""
    p = g.current_player()
    return p if p >= 0 else g.pending()[0]


def play(g, agents, until=None):
    """Plays ``g`` with one agent per seat through ``act`` and ``apply`` (chance by the game's
    dealer) until it ends or ``until(g)`` holds where a seat decides; returns each search's
    (seat, kept nodes): a choice among more than one legal action."""
    searches = []
    while not g.is_terminal():
        if g.current_player() == cathedra.CHANCE:
            g.deal()
            continue
        if until is not None and until(g):
            break
        seat = seat_of(g)
        legal = set(int(a) for a in g.legal_actions(seat))
        action = agents[seat].act(g, seat)
        assert action in legal
        if len(legal) > 1:
            searches.append((seat, agents[seat].kept_nodes))
        g.apply(action, seat)
    return searches


def next_search(g):
    """Stops where the seat to decide has more than one legal action."""
    return len(g.legal_actions(seat_of(g))) > 1


def reuse_agents(game_id, seed=0):
    return [cathedra.agent(REUSE, game_id, seed=seed + s) for s in range(2)]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_agent_per_seat_keeps_its_tree_through_a_whole_game(game_id):
    # No more than the game itself: each seat's agent made once, `act` where it decides and
    # `apply` for every decision (its own, the other seat's, chance's).
    g = cathedra.Game(game_id, 2, seed=3)
    agents = reuse_agents(game_id)
    assert [a.kept_nodes for a in agents] == [0, 0]
    searches = play(g, agents)
    assert g.is_terminal()
    kept = [k for _, k in searches if k > 0]
    assert kept, f"no search of {len(searches)} kept a subtree"
    for seat in range(2):
        # Each seat's first search is a new tree.
        assert next(k for s, k in searches if s == seat) == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_game_starts_a_new_tree(game_id):
    agents = reuse_agents(game_id)
    play(cathedra.Game(game_id, 2, seed=3), agents)
    searches = play(cathedra.Game(game_id, 2, seed=4), agents)
    for seat in range(2):
        assert next(k for s, k in searches if s == seat) == 0
    assert any(k > 0 for _, k in searches)


def into_a_kept_tree(game_id):
    """A game some way in with the agents that played it, where a seat's search has just kept
    a subtree (its choice not applied yet): the game, the agents, that seat and its choice."""
    g = cathedra.Game(game_id, 2, seed=3)
    agents = reuse_agents(game_id)
    while True:
        play(g, agents, until=next_search)
        assert not g.is_terminal()
        seat = seat_of(g)
        action = agents[seat].act(g, seat)
        if agents[seat].kept_nodes > 0:
            return g, agents, seat, action
        g.apply(action, seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_copy_played_another_way_starts_a_new_tree(game_id):
    g, agents, seat, chosen = into_a_kept_tree(game_id)
    h = g.clone()
    other = next(int(a) for a in h.legal_actions(seat) if int(a) != chosen)
    h.apply(other, seat)
    # The seat's agent does not act in the copy before the choice looked at.
    others = list(agents)
    others[seat] = cathedra.agent("random", game_id)
    play(h, others, until=lambda x: seat_of(x) == seat and next_search(x))
    assert not h.is_terminal()
    agents[seat].act(h, seat)
    assert agents[seat].kept_nodes == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_copy_and_a_loaded_record_start_a_new_tree(game_id):
    # Even where they stand exactly where the followed game does: they are other games.
    for load in (
        lambda g: g.clone(),
        copy.deepcopy,
        lambda g: pickle.loads(pickle.dumps(g)),
        lambda g: cathedra.Game.from_record(g.record()),
        lambda g: cathedra.Game.from_state(g.id, g.state()),
    ):
        g, agents, seat, _ = into_a_kept_tree(game_id)
        assert agents[seat].act(load(g), seat) in set(int(a) for a in g.legal_actions(seat))
        assert agents[seat].kept_nodes == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_asking_again_at_the_same_decision_keeps_the_whole_tree(game_id):
    g, agents, seat, _ = into_a_kept_tree(game_id)
    agents[seat].act(g, seat)
    first = agents[seat].kept_nodes
    agents[seat].act(g, seat)
    assert agents[seat].kept_nodes > first > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_an_agent_for_another_seat_starts_a_new_tree(game_id):
    g, agents, seat, chosen = into_a_kept_tree(game_id)
    g.apply(chosen, seat)
    play(g, agents, until=lambda x: seat_of(x) != seat and next_search(x))
    assert not g.is_terminal()
    agents[seat].act(g, seat_of(g))
    assert agents[seat].kept_nodes == 0


@pytest.mark.parametrize("name", ["ismcts:200:d4", "random", "greedy", "easy"])
@pytest.mark.parametrize("game_id", GAMES)
def test_an_agent_that_keeps_no_tree_reports_none_kept(game_id, name):
    g = cathedra.Game(game_id, 2, seed=3)
    agents = [cathedra.agent(name, game_id, seed=s) for s in range(2)]
    searches = play(g, agents)
    assert searches and all(k == 0 for _, k in searches)


@pytest.mark.parametrize("game_id", GAMES)
def test_choices_are_reproducible_from_the_seed(game_id):
    # A search of a new tree chooses as the same search without reuse of the same seed ...
    rng = random.Random(8)
    g = cathedra.Game(game_id, 2, seed=8)
    for _ in range(30):
        if g.current_player() == cathedra.CHANCE:
            g.deal()
        else:
            seat = seat_of(g)
            g.apply(int(rng.choice(list(g.legal_actions(seat)))), seat)
    while not next_search(g) or g.current_player() == cathedra.CHANCE:
        if g.current_player() == cathedra.CHANCE:
            g.deal()
        else:
            g.apply(int(g.legal_actions(seat_of(g))[0]), seat_of(g))
    seat = seat_of(g)
    for seed in range(4):
        a = cathedra.agent(REUSE, game_id, seed=seed).act(g, seat)
        b = cathedra.agent("ismcts:200:d4", game_id, seed=seed).act(g, seat)
        assert a == b
    # ... and agents that keep their trees make the same choices, keeping the same subtrees,
    # whenever they are given the same game.
    runs = []
    for _ in range(2):
        x = cathedra.Game(game_id, 2, seed=9)
        agents = reuse_agents(game_id, seed=11)
        searches = play(x, agents)
        runs.append((x.record()["actions"], searches))
    assert runs[0] == runs[1]
    assert any(k > 0 for _, k in runs[0][1])
