"""The agents crate's agents by name from Python: legal moves on every game, decisions
reproducible from a seed, and matches between them (seats rotated) cut anywhere and merged."""

import re

import pytest

import cathedra

IDS = [g["id"] for g in cathedra.games()]
# The fewest players a game takes with rivals (a solo game has no zero-sum returns).
PLAYERS = {g["id"]: max(2, g["players"][0]) for g in cathedra.games()}
# A number for each capital of a name form: N iterations, D decisions, K and F factors, P visits.
NUMBERS = {"N": "25", "D": "4", "K": "2", "F": "2", "P": "30"}


def written(form):
    """The name form with numbers for its capitals (``ismcts:N:dD`` -> ``ismcts:25:d4``)."""
    return re.sub(r"(?<=[:dgwxp])[NDKFP]\b", lambda m: NUMBERS[m.group(0)], form)


# Every name agent_names lists, written with numbers.
NAMES = [written(n) for n in cathedra.agent_names()]
SEARCH = {n for n in NAMES if n not in ("random", "greedy")}


def test_the_names_are_every_form_the_agents_crate_lists():
    forms = cathedra.agent_names()
    assert forms[:5] == ["random", "greedy", "easy", "medium", "hard"]
    assert {"ismcts:N", "ismcts:N:dD", "ismcts:N:wK", "ismcts:N:xF", "ismcts:N:dD:reuse"} <= set(forms)
    assert written("ismcts:N:dD:gK:s") == "ismcts:25:d4:g2:s"
    assert written("ismcts:N:xF") == "ismcts:25:x2"
    assert written("ismcts:N:pP") == "ismcts:25:p30"
    described = cathedra.agents()
    assert [a["name"] for a in described] == forms
    assert all(a["description"].strip() for a in described)
    assert "2,000 iterations" in next(a for a in described if a["name"] == "medium")["description"]
    # Every form, written with numbers, names an agent.
    for name in NAMES:
        cathedra.agent(name, IDS[0])
    with pytest.raises(cathedra.CathedraError, match="unknown agent 'oracle'"):
        cathedra.agent("oracle", IDS[0])
    with pytest.raises(cathedra.CathedraError, match="unknown agent"):
        cathedra.agent("ismcts:0", IDS[0])
    with pytest.raises(cathedra.CathedraError, match="positive number of seconds"):
        cathedra.agent("hard", IDS[0], seconds=-1.0)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("game_id", IDS)
def test_every_agent_plays_legal_moves_to_the_end_of_every_game(game_id, name):
    # Every seat is played by the agent (a search agent with a small budget) for the first 40
    # decisions, then by random agents to the end, so every game stays quick; each choice is one
    # of the seat's legal actions.
    players = PLAYERS[game_id]
    budget = 12 if name in SEARCH else None
    agents = [cathedra.agent(name, game_id, seed=s, iterations=budget) for s in range(players)]
    rest = [cathedra.agent("random", game_id, seed=s) for s in range(players)]
    g = cathedra.Game(game_id, players, seed=5)
    decisions = 0
    while not g.is_terminal():
        p = g.current_player()
        if p == cathedra.CHANCE:
            g.deal()
            continue
        seat = p if p >= 0 else g.pending()[0]
        action = (agents if decisions < 40 else rest)[seat].act(g, seat)
        assert action in set(g.legal_actions(seat))
        g.apply(action, seat)
        decisions += 1
    assert decisions > 10 and abs(sum(g.returns())) < 1e-9


def mid_game(game_id, seed, steps=40):
    """A state some random decisions in, where a seat decides, and that seat."""
    import random

    rng = random.Random(seed)
    g = cathedra.Game(game_id, PLAYERS[game_id], seed=seed)
    done = 0
    while True:
        p = g.current_player()
        if p == cathedra.CHANCE:
            g.deal()
            continue
        seat = p if p >= 0 else g.pending()[0]
        if done >= steps and len(g.legal_actions(seat)) > 1:
            return g, seat
        g.apply(int(rng.choice(list(g.legal_actions(seat)))), seat)
        done += 1


@pytest.mark.parametrize("game_id", IDS)
def test_the_levels_decide_at_their_own_budget(game_id):
    g, seat = mid_game(game_id, 3)
    for name in ("easy", "medium"):
        assert cathedra.agent(name, game_id, seed=1).act(g, seat) in set(g.legal_actions(seat))
    # hard is 20,000 iterations in 2 trees, cut at 2 seconds a move; here cut sooner.
    assert cathedra.agent("hard", game_id, seed=1, seconds=0.2).act(g, seat) in set(g.legal_actions(seat))


@pytest.mark.parametrize("game_id", IDS)
def test_a_decision_is_reproducible_from_its_seed(game_id):
    for state_seed in (1, 2):
        g, seat = mid_game(game_id, state_seed)
        for name in ("random", "greedy", "easy", "ismcts:60"):
            first = cathedra.agent(name, game_id, seed=9).act(g, seat)
            # A fresh agent of the same seed, on the same state or a copy of it (the game is
            # left as it was).
            assert cathedra.agent(name, game_id, seed=9).act(g.clone(), seat) == first
            assert cathedra.agent(name, game_id, seed=9).act(g, seat) == first
        picks = {cathedra.agent("random", game_id, seed=s).act(g, seat) for s in range(30)}
        assert len(picks) > 1


def test_an_agent_refuses_a_seat_that_owes_no_decision_and_another_game():
    g, seat = mid_game(IDS[0], 4)
    other = next(s for s in range(g.players) if s not in (g.pending() or [g.current_player()]))
    with pytest.raises(cathedra.IllegalAction):
        cathedra.agent("greedy", IDS[0]).act(g, other)
    with pytest.raises(cathedra.CathedraError, match="this agent plays"):
        cathedra.agent("random", IDS[1]).act(g, seat)


def entries(report):
    return report["entries"]


@pytest.mark.parametrize("game_id", IDS)
def test_a_tournament_cut_into_ranges_merges_to_the_whole_match(game_id):
    agents = ["greedy", "random"] + ["random"] * (PLAYERS[game_id] - 2)
    whole = cathedra.tournament(game_id, agents, games=6, seed=2, jobs=1)
    assert whole["games"] == 6 and len(whole["entries"]) == len(agents)
    assert abs(sum(e["wins"] for e in whole["entries"]) - 6) < 1e-9
    parts = []
    for first, count in ((0, 1), (1, 3), (4, 2)):
        part = cathedra.tournament_games(game_id, agents, seed=2, first=first, count=count, jobs=2)
        assert len(part) == count
        parts += part
    merged = cathedra.merge_tournament(game_id, agents, 2, parts)
    assert entries(merged) == entries(whole)
    assert entries(cathedra.tournament(game_id, agents, games=6, seed=2, jobs=2)) == entries(whole)
    assert entries(cathedra.tournament(game_id, agents, games=6, seed=3, jobs=1)) != entries(whole)


def test_a_tournament_rotates_the_seats():
    # With the seats rotated each entry plays every seat equally; with them fixed the match is
    # another one.
    game_id = "castle-for-all-seasons"
    rotated = cathedra.tournament_games(game_id, ["random", "greedy"], seed=1, count=4)
    fixed = cathedra.tournament_games(game_id, ["random", "greedy"], seed=1, count=4, rotate=False)
    assert [r["score"] for r in rotated] != [r["score"] for r in fixed]
    with pytest.raises(cathedra.CathedraError, match="entries"):
        cathedra.merge_tournament(game_id, ["random", "greedy", "random"], 1, rotated)
