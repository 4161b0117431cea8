"""Self-play: seeded games between built-in agents by name, recorded decision by decision.

    from cathedra.selfplay import play
    episodes = play("castle-for-all-seasons", 3, ["random"] * 3, seed=1, count=10)

Game ``i`` of a run seeded with ``seed`` is dealt from its own key (:func:`game_seed`) and each
seat's agent is seeded from (``seed``, ``i``, seat), so a game is the same whoever plays it and
wherever: a run cut into batches (``first``, ``count``), locally or as Ray tasks
(:func:`cathedra.ray.self_play`), gives the same episodes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence

import numpy as np

from . import CHANCE, OBSERVATION_SIZE, Game, OptionsLike, agent

__all__ = ["Episode", "game_seed", "play"]

_MASK = (1 << 64) - 1


def game_seed(seed: int, index: int) -> int:
    """The key of game ``index``'s dealer in the run seeded with ``seed``."""
    return (seed * 0x9E37_79B9_7F4A_7C15 + index) & _MASK


def _agent_seed(seed: int, index: int, seat: int) -> int:
    return (game_seed(seed, index) * 0xBF58_476D_1CE4_E5B9 + seat + 1) & _MASK


@dataclass(frozen=True)
class Episode:
    """One game, by its seats' decisions in order (chance's are not listed): the deciding
    ``seats``, their ``actions`` (indices), the legal ``masks`` they chose from
    (decisions × ``num_actions``), the deciding seat's ``observations`` (decisions ×
    ``OBSERVATION_SIZE``, when asked for), and the final ``returns``, ``scores`` and
    ``ranking``."""

    index: int
    seats: np.ndarray
    actions: np.ndarray
    masks: np.ndarray
    observations: Optional[np.ndarray]
    returns: np.ndarray
    scores: List[int]
    ranking: List[int]
    record: dict


def play(
    game: str,
    players: int,
    agents: Sequence[str],
    seed: int,
    first: int = 0,
    count: int = 1,
    options: OptionsLike = None,
    observations: bool = False,
) -> List[Episode]:
    """Plays games ``first .. first + count`` of the run seeded with ``seed``, seat ``s`` played
    by the built-in agent ``agents[s]``; returns their episodes in game order."""
    if len(agents) != players:
        raise ValueError(f"{players} seats need {players} agents, got {len(agents)}")
    return [_episode(game, players, agents, seed, i, options, observations) for i in range(first, first + count)]


def _episode(game, players, agents, seed, index, options, observations) -> Episode:
    g = Game(game, players, options, seed=game_seed(seed, index))
    seated = [agent(name, g.id, seed=_agent_seed(seed, index, s)) for s, name in enumerate(agents)]
    seats, actions, masks, seen = [], [], [], []
    while not g.is_terminal():
        p = g.current_player()
        if p == CHANCE:
            g.deal()
            continue
        seat = p if p >= 0 else g.pending()[0]
        masks.append(g.legal_mask(seat))
        if observations:
            seen.append(g.observation(seat))
        action = seated[seat].act(g, seat)
        g.apply(action, seat)
        seats.append(seat)
        actions.append(action)
    return Episode(
        index=index,
        seats=np.array(seats, dtype=np.int64),
        actions=np.array(actions, dtype=np.int64),
        masks=np.array(masks, dtype=np.bool_).reshape(len(masks), g.num_actions),
        observations=np.array(seen, dtype=np.float32).reshape(len(seen), OBSERVATION_SIZE) if observations else None,
        returns=g.returns(),
        scores=g.scores(),
        ranking=g.ranking(),
        record=g.record(),
    )
