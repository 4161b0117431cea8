"""A PettingZoo AEC environment for every cathedra game.

    from cathedra.pettingzoo import env
    e = env("castle-for-all-seasons", players=3, options={"winter": True})
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are ``player_0`` … ``player_{n-1}`` (seat order). Chance is dealt inside the
environment from its seeded dealer (``reset(seed=...)`` makes the whole game reproducible).
Where several seats choose at once, they are asked one after the other, lowest seat first; no
seat's observation shows another's choice before the game reveals it, so this is the same game.
Observations are dicts: ``observation`` (the seat's float32 tensor, ``cathedra.OBSERVATION_SIZE``
long) and ``action_mask`` (int8, one per action index). The reward is the seat's return
(``Game.returns``), given when the game ends.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import CHANCE, OBSERVATION_SIZE, TERMINAL, Game, OptionsLike

__all__ = ["CathedraEnv", "env"]


class CathedraEnv(AECEnv):
    """One cathedra game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["human", "ansi"], "name": "cathedra_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        options: OptionsLike = None,
        render_mode: Optional[str] = None,
    ) -> None:
        super().__init__()
        self._game_id = game
        self._options = options
        probe = Game(game, players, options, seed=0)
        self._players = probe.players
        self.num_actions = probe.num_actions
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"cathedra_{game.replace('-', '_')}_v0")
        self.possible_agents = [f"player_{s}" for s in range(self._players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=-np.inf, high=np.inf, shape=(OBSERVATION_SIZE,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(
                        low=0, high=1, shape=(self.num_actions,), dtype=np.int8
                    ),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.num_actions) for a in self.possible_agents}
        self.game: Optional[Game] = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, dtype=np.uint64)[0])
        self.game = Game(self._game_id, self._players, self._options, seed=seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def _advance(self) -> None:
        """Deals chance, then selects the seat that decides (the lowest of several)."""
        game = self.game
        while game.current_player() == CHANCE:
            game.deal()
        if game.current_player() == TERMINAL:
            returns = game.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat[a]])
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[game.pending()[0]]

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        seat = self._seat[agent]
        return {
            "observation": self.game.observation(seat),
            "action_mask": self.game.legal_mask(seat).astype(np.int8),
        }

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.game.apply(int(action), self._seat[agent])
        self._advance()
        self._accumulate_rewards()

    def render(self) -> Optional[str]:
        if self.render_mode is None or self.game is None:
            return None
        text = self.game.render(None)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


def env(
    game: str,
    players: Optional[int] = None,
    options: OptionsLike = None,
    render_mode: Optional[str] = None,
) -> CathedraEnv:
    """The AEC environment of ``game`` (an id of ``cathedra.games()``)."""
    return CathedraEnv(game, players, options, render_mode)
