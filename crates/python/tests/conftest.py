"""Shared settings of the cathedra pytest suite."""

import itertools
import random

import pytest

import cathedra


def configurations():
    """Every game with every player count and every option set of single changes."""
    out = []
    for g in cathedra.games():
        option_sets = [{}]
        for o in g["options"]:
            option_sets += [{o["key"]: v} for v in o["values"] if v != o["default"]]
        for players, options in itertools.product(range(g["players"][0], g["players"][1] + 1), option_sets):
            out.append((g["id"], players, options))
    return out


CONFIGS = configurations()


def config_id(c):
    game, players, options = c
    extra = ",".join(f"{k}={v}" for k, v in options.items())
    return f"{game}-{players}p" + (f"-{extra}" if extra else "")


@pytest.fixture(params=CONFIGS, ids=[config_id(c) for c in CONFIGS])
def config(request):
    return request.param


def random_walk(game, seed):
    """Yields every state of a random game (seats uniform, chance by its weights), before each
    decision, with the actor about to decide; applies the decision after the yield."""
    rng = random.Random(seed)
    while not game.is_terminal():
        p = game.current_player()
        if p == cathedra.CHANCE:
            yield p
            game.deal()
            continue
        seat = p if p >= 0 else rng.choice(game.pending())
        yield seat
        game.apply(int(rng.choice(list(game.legal_actions(seat)))), seat)
