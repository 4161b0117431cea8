"""Decisions per second: random games driven step by step from Python against the native loop.

    python crates/python/bench/steps.py [--games N]

Every row plays whole random games (seats uniform among legal actions, chance by its weights)
on one thread, and prints decisions per second; the native rows run `cathedra simulate`'s own
loop through `cathedra.simulate`.
"""

import argparse
import random
import time

import cathedra
from cathedra.pettingzoo import env as pz_env

CASES = [("pillars-of-the-earth", 4, None), ("castle-for-all-seasons", 4, None),
         ("castle-for-all-seasons", 4, {"winter": True}), ("red-cathedral", 4, None),
         ("architects-of-the-west-kingdom", 4, None)]


def python_api(game, players, options, games):
    """The documented API: legal_actions (a NumPy array), apply, deal."""
    rng = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        g = cathedra.Game(game, players, options, seed=seed)
        while not g.is_terminal():
            p = g.current_player()
            if p == cathedra.CHANCE:
                g.deal()
            else:
                seat = p if p >= 0 else g.pending()[0]
                legal = g.legal_actions(seat)
                g.apply(int(legal[rng.randrange(len(legal))]), seat)
            decisions += 1
    return decisions / (time.perf_counter() - start)


def python_with_observations(game, players, options, games):
    """As above, and the seat's observation tensor and mask at every seat decision (what a
    learning loop reads)."""
    rng = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        g = cathedra.Game(game, players, options, seed=seed)
        while not g.is_terminal():
            p = g.current_player()
            if p == cathedra.CHANCE:
                g.deal()
            else:
                seat = p if p >= 0 else g.pending()[0]
                g.observation(seat)
                legal = g.legal_actions(seat)
                g.legal_mask(seat)
                g.apply(int(legal[rng.randrange(len(legal))]), seat)
            decisions += 1
    return decisions / (time.perf_counter() - start)


def pettingzoo(game, players, options, games):
    """PettingZoo AEC steps (seat decisions only; chance is dealt inside the environment)."""
    rng = random.Random(1)
    steps = 0
    e = pz_env(game, players, options)
    start = time.perf_counter()
    for seed in range(games):
        e.reset(seed=seed)
        for agent in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]
            e.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (time.perf_counter() - start)


def native(game, players, options, games, jobs):
    report = cathedra.simulate(game, players, games, seed=1, options=options, jobs=jobs)
    return report["decisions_per_second"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--only", help="one game's name: its rows alone")
    args = parser.parse_args()
    n = args.games
    print("| game | Python API | Python + observation and mask | PettingZoo steps | native, 1 thread | native, all cores |")
    print("|---|---|---|---|---|---|")
    for game, players, options in CASES:
        if args.only and game != args.only:
            continue
        label = f"{game} {players}p" + (" winter" if options else "")
        row = [
            python_api(game, players, options, n),
            python_with_observations(game, players, options, max(1, n // 10)),
            pettingzoo(game, players, options, max(1, n // 10)),
            native(game, players, options, 50 * n, 1),
            native(game, players, options, 50 * n, 0),
        ]
        print(f"| {label} | " + " | ".join(f"{x:,.0f}" for x in row) + " |")


if __name__ == "__main__":
    main()
