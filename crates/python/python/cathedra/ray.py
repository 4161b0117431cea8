"""Seeded simulation batches on a Ray cluster, merged exactly as ``cathedra simulate`` merges.

    import ray, cathedra.ray
    ray.init()                       # or ray.init(address="auto") on a cluster
    report = cathedra.ray.simulate("pillars-of-the-earth", players=4, games=100_000, seed=1)

The run is cut into batches of ``batch`` games; batch ``k`` plays games ``k*batch ..`` of the
run, game ``i`` dealt by stream ``i`` of the seed, so the figures are the same whatever the
cluster's size, the batch size or the order the tasks finish in (only the timings differ), and
equal to ``cathedra.simulate`` (and ``cathedra simulate``) with the same seed. Each task uses
``threads`` threads of its node (Ray reserves as many CPUs for it). No scheduler of our own:
Ray places the tasks.

:func:`tournament` plays a match between built-in agents (seats rotated) the same way, as
batches of :func:`cathedra.tournament_games` merged by :func:`cathedra.merge_tournament`: its
report equals :func:`cathedra.tournament` of the same seed but for the timings.

:func:`self_play` plays games between built-in agents by name the same way, as batches of
:func:`cathedra.selfplay.play`: the episodes equal those of the same seeds played locally.
"""

from __future__ import annotations

from typing import Any, Dict, List, Sequence

import ray

from . import Batch, OptionsLike, merge, merge_tournament, simulate_batch, tournament_games
from .selfplay import Episode, play

__all__ = ["self_play", "simulate", "simulate_batches", "tournament"]


def _play(game: str, players: int, seed: int, first: int, count: int, options, threads: int) -> Batch:
    return simulate_batch(game, players, seed, first, count, options, jobs=threads)


def simulate_batches(
    game: str,
    players: int,
    games: int,
    seed: int,
    options: OptionsLike = None,
    batch: int = 1000,
    threads: int = 1,
) -> List[Batch]:
    """Plays the run's games as Ray tasks of ``batch`` games each; returns the batches in game
    order."""
    if batch < 1:
        raise ValueError("a batch holds at least one game")
    task = ray.remote(num_cpus=threads)(_play)
    refs = [
        task.remote(game, players, seed, first, min(batch, games - first), options, threads)
        for first in range(0, games, batch)
    ]
    return ray.get(refs)


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    options: OptionsLike = None,
    batch: int = 1000,
    threads: int = 1,
) -> Dict[str, Any]:
    """The report of ``games`` random games seeded with ``seed``, played on the Ray cluster this
    process is connected to (``ray.init``), merged exactly: equal to ``cathedra.simulate`` but
    for the timings."""
    return merge(simulate_batches(game, players, games, seed, options, batch, threads))


def self_play(
    game: str,
    players: int,
    agents: Sequence[str],
    games: int,
    seed: int,
    options: OptionsLike = None,
    batch: int = 100,
    observations: bool = False,
) -> List[Episode]:
    """Games ``0 .. games`` of the self-play run seeded with ``seed`` (seat ``s`` played by the
    built-in agent ``agents[s]``), as Ray tasks of ``batch`` games each; the episodes in game
    order, equal to :func:`cathedra.selfplay.play` of the same games."""
    if batch < 1:
        raise ValueError("a batch holds at least one game")
    task = ray.remote(num_cpus=1)(play)
    refs = [
        task.remote(game, players, list(agents), seed, first, min(batch, games - first), options, observations)
        for first in range(0, games, batch)
    ]
    return [episode for part in ray.get(refs) for episode in part]


def _match(game, agents, seed, first, count, options, threads, rotate):
    return tournament_games(game, agents, seed, first, count, options, jobs=threads, rotate=rotate)


def tournament(
    game: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    options: OptionsLike = None,
    batch: int = 100,
    threads: int = 1,
    rotate: bool = True,
) -> Dict[str, Any]:
    """A match between built-in agents by name (one per seat, seats rotated from game to game
    unless ``rotate`` is false), ``games`` games as Ray tasks of ``batch`` games each on
    ``threads`` threads apiece, merged exactly: equal to :func:`cathedra.tournament` of the same
    seed but for the timings (``seconds`` is 0, ``seconds_per_move`` the tasks' own)."""
    if batch < 1:
        raise ValueError("a batch holds at least one game")
    task = ray.remote(num_cpus=threads)(_match)
    refs = [
        task.remote(game, list(agents), seed, first, min(batch, games - first), options, threads, rotate)
        for first in range(0, games, batch)
    ]
    results = [r for part in ray.get(refs) for r in part]
    return merge_tournament(game, agents, seed, results, options, rotate)
