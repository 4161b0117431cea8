"""Every cathedra game as an OpenSpiel game, for OpenSpiel's Python algorithms.

    import pyspiel
    import cathedra.openspiel  # registers the games
    game = pyspiel.load_game("python_cathedra_castle_for_all_seasons", {"players": 3, "winter": True})

A game registers as ``python_cathedra_<id with underscores>``; its parameters are ``players``,
``seed`` (keys the dealer that ``resample_from_infostate`` draws from) and each of the game's
options. The game is sequential with explicit chance and imperfect information: where several
seats choose at once, they are asked one after the other, lowest seat first, and no seat sees
another's choice before the game reveals it. Action ids are cathedra's action indices (seats'
and chance's alike). Observation tensors are cathedra's observation tensor; observation strings
are the seat's view as JSON; information state strings are the seat's observed history (each
action as that seat observed it: its index, or ``?``), then `` | `` and its view now (which
holds what was revealed without an action showing it, such as an event turned face up).
``resample_from_infostate`` draws with ``Game.sample`` (exact determinization); the drawn
state keeps the history strings of the state it was drawn from, right for the seat it was
drawn for; for the other seats, whose hidden part was drawn anew, the view part tells the
drawn states apart, so a seat's information state always settles what it may do (ISMCTS
never meets one information state with two sets of legal actions).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List

import numpy as np
import pyspiel

from . import CHANCE, OBSERVATION_SIZE, SIMULTANEOUS, TERMINAL, Agent, Game, games

__all__ = ["short_name", "register", "bot", "CathedraBot", "CathedraGame", "CathedraState"]

#: A bound on the decisions of a game, seats' and chance's (no cathedra game comes near it).
MAX_GAME_LENGTH = 10_000


def short_name(game_id: str) -> str:
    """OpenSpiel's name of a cathedra game."""
    return "python_cathedra_" + game_id.replace("-", "_")


class CathedraState(pyspiel.State):
    """A cathedra game in play, as an OpenSpiel state."""

    def __init__(self, game: "CathedraGame", inner: Game = None, seen: List[List[str]] = None):
        super().__init__(game)
        if inner is None:
            inner = Game(game.cathedra_id, game.cathedra_players, game.cathedra_options, seed=game.cathedra_seed)
        self._g = inner
        self._seen = seen if seen is not None else [[] for _ in range(inner.players)]

    @property
    def cathedra(self) -> Game:
        """The cathedra game under this state."""
        return self._g

    def current_player(self) -> int:
        p = self._g.current_player()
        if p == SIMULTANEOUS:
            return self._g.pending()[0]
        if p == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if p == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return p

    def _legal_actions(self, player: int) -> List[int]:
        if player not in self._g.pending():
            return []
        return sorted(int(a) for a in self._g.legal_actions(player))

    def chance_outcomes(self):
        return [(i, float(p)) for i, p in self._g.chance_outcomes()]

    def _apply_action(self, action: int) -> None:
        actor = self.current_player()
        actor = CHANCE if actor == pyspiel.PlayerId.CHANCE else actor
        for seat, seen in enumerate(self._seen):
            o = self._g.observe(action, actor, seat)
            seen.append(f"{'c' if actor == CHANCE else actor}:{'?' if o is None else o}")
        self._g.apply(int(action), actor)

    def _action_to_string(self, player: int, action: int) -> str:
        try:
            return self._g.describe(action)
        except ValueError:
            return json.dumps(self._g.action_to_json(action))

    def is_terminal(self) -> bool:
        return self._g.is_terminal()

    def returns(self) -> List[float]:
        if not self._g.is_terminal():
            return [0.0] * self._g.players
        return [float(r) for r in self._g.returns()]

    def resample_from_infostate(self, player_id: int, probability_sampler=None) -> "CathedraState":
        """A state drawn from what ``player_id`` knows, by cathedra's exact determinization."""
        return CathedraState(self.get_game(), self._g.sample(player_id), [list(s) for s in self._seen])

    def __deepcopy__(self, memo: Any) -> "CathedraState":
        return CathedraState(self.get_game(), self._g.clone(), [list(s) for s in self._seen])

    def __str__(self) -> str:
        return self._g.render(None)


class CathedraObserver:
    """OpenSpiel's Python observer: the tensor, and strings."""

    def __init__(self, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self._perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        self.tensor = np.zeros(OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: CathedraState, player: int) -> None:
        self.tensor[:] = state._g.observation(player)

    def string_from(self, state: CathedraState, player: int) -> str:
        view = json.dumps(state._g.view(player), sort_keys=True, separators=(",", ":"))
        if self._perfect_recall:
            return " ".join(state._seen[player]) + " | " + view
        return view


class CathedraGame(pyspiel.Game):
    """A cathedra game as OpenSpiel sees it; one class per game id (see :func:`register`)."""

    cathedra_id: str = ""
    game_type: pyspiel.GameType = None
    max_players: int = 0

    def __init__(self, params: Dict[str, Any] = None):
        params = dict(params or {})
        defaults = self.game_type.parameter_specification
        full = {**defaults, **params}
        self.cathedra_players = int(full["players"])
        self.cathedra_seed = int(full["seed"])
        self.cathedra_options = {k: full[k] for k in defaults if k not in ("players", "seed")}
        probe = Game(self.cathedra_id, self.cathedra_players, self.cathedra_options, seed=0)
        info = pyspiel.GameInfo(
            num_distinct_actions=probe.num_actions,
            max_chance_outcomes=probe.num_actions,
            num_players=self.cathedra_players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(self.game_type, info, params)

    def new_initial_state(self) -> CathedraState:
        return CathedraState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> CathedraObserver:
        return CathedraObserver(iig_obs_type, params)


class CathedraBot(pyspiel.Bot):
    """A built-in cathedra agent as an OpenSpiel bot for one seat (for ``evaluate_bots`` and
    the like): it reads the cathedra game under the state."""

    def __init__(self, name: str, game: "CathedraGame", seat: int, seed: int = 0):
        pyspiel.Bot.__init__(self)
        self._agent = Agent(name, game.cathedra_id, seed)
        self._seat = seat

    def step(self, state: CathedraState) -> int:
        return self._agent.act(state.cathedra, self._seat)

    def restart_at(self, state: CathedraState) -> None:
        pass

    def inform_action(self, state: CathedraState, player_id: int, action: int) -> None:
        pass


def bot(name: str, game: "CathedraGame", seat: int, seed: int = 0) -> CathedraBot:
    """The built-in agent ``name`` (``cathedra.agent_names()``) playing ``seat`` of ``game``."""
    return CathedraBot(name, game, seat, seed)


def _option_default(value: str) -> Any:
    if value in ("true", "false"):
        return value == "true"
    try:
        return int(value)
    except ValueError:
        return value


def register() -> Dict[str, type]:
    """Registers every cathedra game with OpenSpiel (done on import); returns the classes by
    OpenSpiel name. Registering again is harmless."""
    classes = {}
    registered = set(pyspiel.registered_names())
    for g in games():
        name = short_name(g["id"])
        spec = {"players": g["players"][0], "seed": 0}
        for o in g["options"]:
            spec[o["key"]] = _option_default(o["default"])
        game_type = pyspiel.GameType(
            short_name=name,
            long_name=f"cathedra: {g['name']}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=g["players"][1],
            min_num_players=g["players"][0],
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=spec,
        )
        cls = type(
            "Cathedra_" + g["id"].replace("-", "_"),
            (CathedraGame,),
            {"cathedra_id": g["id"], "game_type": game_type},
        )
        if name not in registered:
            pyspiel.register_game(game_type, cls)
        classes[name] = cls
    return classes


GAMES = register()
