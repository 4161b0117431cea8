"""cathedra: four cathedral-building board games, rule-exact, for research.

Every game of this build through one API (:class:`Game`), seeded batches of random games on all
cores (:func:`simulate_batch`, :func:`merge`), built-in agents by name (:func:`agent`) and
tournaments between them (:func:`tournament`), and
adapters: :mod:`cathedra.pettingzoo`, :mod:`cathedra.openspiel`, :mod:`cathedra.ray`.
The guide is ``docs/python.md`` in the repository.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import _native
from ._native import CathedraError, IllegalAction, OBSERVATION_SIZE

__all__ = [
    "Agent",
    "Batch",
    "CHANCE",
    "CathedraError",
    "Game",
    "IllegalAction",
    "OBSERVATION_SIZE",
    "SIMULTANEOUS",
    "TERMINAL",
    "agent",
    "agent_names",
    "agents",
    "balance",
    "games",
    "load",
    "merge",
    "merge_tournament",
    "simulate",
    "simulate_batch",
    "tournament",
    "tournament_games",
]

#: ``current_player()`` at a chance decision; also the seat that names chance as an actor.
CHANCE = -1
#: ``current_player()`` when several seats choose at once (see ``pending()``).
SIMULTANEOUS = -2
#: ``current_player()`` once the game is over.
TERMINAL = -4

OptionsLike = Optional[Mapping[str, Any]]
ActionLike = Union[int, np.integer, str, Mapping[str, Any], Sequence[Any]]


def _options(options: OptionsLike) -> Optional[Dict[str, str]]:
    if options is None:
        return None
    out = {}
    for key, value in options.items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        out[str(key)] = str(value)
    return out


def _action_text(action: Any) -> str:
    if isinstance(action, str):
        stripped = action.lstrip()
        if stripped[:1] in ('{', '[', '"'):
            return action
    return json.dumps(action)


def games() -> List[Dict[str, Any]]:
    """Every game of this build: id, name, rules version, player counts, options."""
    return json.loads(_native.games_json())


class Game:
    """One game in play. Seats are numbered from 0; chance acts as ``CHANCE`` (-1).

    ``Game("castle-for-all-seasons", players=3, options={"winter": True}, seed=7)`` starts a
    game at its first decision (usually chance: the setup draws). ``seed`` keys the game's own
    dealer, used by :meth:`deal` and :meth:`sample`; without it the dealer is keyed from the
    system's entropy. ``players`` defaults to the fewest the options allow.
    """

    __slots__ = ("_g",)

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        options: OptionsLike = None,
        seed: Optional[int] = None,
    ) -> None:
        self._g = _native.Game(game, players, _options(options), seed)

    @classmethod
    def _wrap(cls, native: "_native.Game") -> "Game":
        g = cls.__new__(cls)
        g._g = native
        return g

    # --- what the game is -------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self._g.id

    @property
    def players(self) -> int:
        return self._g.players

    @property
    def num_actions(self) -> int:
        """Size of the action space: every action index is below it, for any player count."""
        return self._g.num_actions

    # --- who decides ------------------------------------------------------------------------
    def current_player(self) -> int:
        """The seat that decides, or ``CHANCE``, ``SIMULTANEOUS`` or ``TERMINAL``."""
        return self._g.current_player()

    def pending(self) -> List[int]:
        """The seats that owe a decision now (one, several at once, or none)."""
        return self._g.pending()

    def to_move(self) -> Dict[str, Any]:
        """Who decides, as the platform writes it: ``{"kind": "seat", "seat": 0}`` etc."""
        return json.loads(self._g.to_move_json())

    def is_terminal(self) -> bool:
        return self._g.is_terminal()

    def is_chance(self) -> bool:
        return self._g.current_player() == CHANCE

    def is_simultaneous(self) -> bool:
        return self._g.current_player() == SIMULTANEOUS

    # --- what may be done -------------------------------------------------------------------
    def legal_actions(self, seat: Optional[int] = None) -> np.ndarray:
        """Legal action indices (int64) of ``seat``; ``CHANCE`` for chance's outcomes; ``None``
        for whoever decides alone now (empty once the game is over)."""
        return np.array(self._g.legal(seat), dtype=np.int64)

    def legal_mask(self, seat: Optional[int] = None) -> np.ndarray:
        """A bool array of ``num_actions``: True where the action is legal for ``seat``."""
        return np.frombuffer(self._g.mask(seat), dtype=np.bool_).copy()

    def chance_outcomes(self) -> List[Tuple[int, Fraction]]:
        """Chance's outcomes with their exact probabilities (empty unless chance decides)."""
        return [(i, Fraction(n, d)) for i, n, d in self._g.chance()]

    def chance_probabilities(self) -> Tuple[np.ndarray, np.ndarray]:
        """Chance's outcomes as arrays: indices (int64) and probabilities (float64)."""
        outcomes = self._g.chance()
        return (
            np.array([o[0] for o in outcomes], dtype=np.int64),
            np.array([o[1] / o[2] for o in outcomes], dtype=np.float64),
        )

    def apply(self, action: ActionLike, seat: Optional[int] = None) -> int:
        """Applies an action, given by its index or as its JSON (a dict, or JSON text), for
        ``seat`` (``CHANCE`` for chance; ``None``: whoever decides alone). Returns its index.
        A refusal raises :class:`IllegalAction` and leaves the game as it was."""
        if isinstance(action, (int, np.integer)):
            index = int(action)
            self._g.apply(index, seat)
            return index
        return self._g.apply_json(_action_text(action), seat)

    def deal(self) -> int:
        """At chance: draws an outcome by its weight from the game's own dealer and applies it."""
        return self._g.deal()

    def action_to_json(self, index: int) -> Any:
        return json.loads(self._g.action_json(int(index)))

    def action_index(self, action: Any) -> int:
        """The index of an action given as JSON (legal or not)."""
        return self._g.index_of(_action_text(action))

    def describe(self, index: int) -> str:
        """The action's text in this state."""
        return self._g.describe(int(index))

    def observe(self, index: int, actor: int, observer: Optional[int]) -> Optional[int]:
        """What ``observer`` (a seat, or ``None`` for a spectator) learns of ``actor`` taking
        action ``index`` now: the index it sees, or ``None`` (only that ``actor`` acted)."""
        return self._g.observe(int(index), actor, observer)

    # --- what a seat knows ------------------------------------------------------------------
    def observation(self, seat: Optional[int] = None) -> np.ndarray:
        """The observation tensor (float32, ``OBSERVATION_SIZE``) of ``seat``'s view
        (``None``: a spectator's). Layout: ``docs/python.md``."""
        return np.frombuffer(self._g.observation(seat), dtype="<f4").copy()

    def observation_features(self, seat: Optional[int] = None) -> Dict[str, float]:
        """The observation as named features (name -> value); each is added into the tensor at
        ``feature_slot(name)``."""
        out: Dict[str, float] = {}
        for name, _slot, value in self._g.features(seat):
            out[name] = out.get(name, 0.0) + value
        return out

    def view(self, seat: Optional[int] = None) -> Dict[str, Any]:
        """The typed view of ``seat`` (``None``: a spectator) as a dict: exactly what it may
        know."""
        return json.loads(self._g.view_json(seat))

    def render(self, seat: Optional[int] = None) -> str:
        return self._g.render(seat)

    def sample(self, seat: int, seed: Optional[int] = None) -> "Game":
        """A full state drawn from what ``seat`` knows (determinization): hidden parts drawn
        again with a perfect observer's probabilities. From ``seed``, or the game's dealer."""
        return Game._wrap(self._g.sample(seat, seed))

    # --- results ----------------------------------------------------------------------------
    def returns(self) -> np.ndarray:
        """One float64 per seat: (participants ranked below - above) / (participants - 1)."""
        return np.array(self._g.returns(), dtype=np.float64)

    def scores(self) -> List[int]:
        """Scores per participant (the seats, then any rule-run opponents)."""
        return self._g.scores()

    def ranking(self) -> List[int]:
        """Places per participant, 0 = first; ties share a place."""
        return self._g.ranking()

    # --- copies, records, states ------------------------------------------------------------
    def clone(self) -> "Game":
        """An independent copy, its dealer included."""
        return Game._wrap(self._g.clone_game())

    def __copy__(self) -> "Game":
        return self.clone()

    def __deepcopy__(self, memo: Any) -> "Game":
        return self.clone()

    def record(self) -> Dict[str, Any]:
        """The game's record (format 2): players, options, every action with its actor.
        A game drawn by :meth:`sample` or loaded from a state has none (raises)."""
        text = self._g.record_json()
        if text is None:
            raise CathedraError(
                "this game was drawn by sample() or loaded from a state: it has no record"
            )
        return json.loads(text)

    def save(self, path: str) -> None:
        """Writes the record as JSON to ``path`` (``cathedra replay`` reads it)."""
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.record(), f, indent=1)
            f.write("\n")

    @classmethod
    def from_record(cls, record: Union[Mapping[str, Any], str], seed: Optional[int] = None) -> "Game":
        """The game a record (a dict, or JSON text) replays to; every action is checked."""
        text = record if isinstance(record, str) else json.dumps(record)
        return cls._wrap(_native.Game.from_record_json(text, seed))

    def state(self) -> Dict[str, Any]:
        """The full state (every hidden part: not for players)."""
        return json.loads(self._g.state_json())

    @classmethod
    def from_state(cls, game: str, state: Union[Mapping[str, Any], str], seed: Optional[int] = None) -> "Game":
        """Loads a full state, refused unless it is exactly as the game writes it and possible
        in play."""
        text = state if isinstance(state, str) else json.dumps(state)
        return cls._wrap(_native.Game.from_state_json(game, text, seed))

    def __reduce__(self):
        text = self._g.record_json()
        if text is not None:
            return (Game.from_record, (text,))
        return (Game.from_state, (self.id, self._g.state_json()))

    def __repr__(self) -> str:
        return f"<cathedra.Game {self.id}, {self.players} players, to move: {self.to_move()}>"


def load(path: str, seed: Optional[int] = None) -> Game:
    """The game of a saved record file."""
    with open(path, encoding="utf-8") as f:
        return Game.from_record(f.read(), seed)


def feature_slot(name: str) -> int:
    """The tensor slot a named observation feature is added into."""
    h = 0xCBF29CE484222325
    for b in name.encode():
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h % OBSERVATION_SIZE


# --- batch simulation ---------------------------------------------------------------------


@dataclass(frozen=True)
class Batch:
    """Games ``first .. first + count`` of the random run seeded with ``seed``, per game in
    game order: ``scores`` and ``ranking`` (games × participants), ``returns``
    (games × players), ``decisions`` (games)."""

    game: str
    players: int
    options: Optional[Dict[str, str]]
    seed: int
    first: int
    scores: np.ndarray
    ranking: np.ndarray
    returns: np.ndarray
    decisions: np.ndarray

    @property
    def count(self) -> int:
        return len(self.decisions)


def simulate_batch(
    game: str,
    players: int,
    seed: int,
    first: int = 0,
    count: int = 1000,
    options: OptionsLike = None,
    jobs: int = 0,
) -> Batch:
    """Plays games ``first .. first + count`` of the random run seeded with ``seed`` (game
    ``i`` is dealt by stream ``i``, exactly as ``cathedra simulate``) on ``jobs`` threads
    (0: every core), without holding the GIL."""
    opts = _options(options)
    participants, scores, ranking, returns, decisions = _native.simulate_batch(
        game, players, seed, first, count, opts, jobs
    )
    return Batch(
        game=game,
        players=players,
        options=opts,
        seed=seed,
        first=first,
        scores=np.frombuffer(scores, dtype="<i8").reshape(count, participants).copy(),
        ranking=np.frombuffer(ranking, dtype="<i8").reshape(count, participants).copy(),
        returns=np.frombuffer(returns, dtype="<f8").reshape(count, players).copy(),
        decisions=np.frombuffer(decisions, dtype="<u8").copy(),
    )


def merge(batches: Sequence[Batch]) -> Dict[str, Any]:
    """The report of batches of one run (same game, players, options and seed, disjoint
    games), merged exactly as ``cathedra simulate`` merges its games: its figures equal those
    of :func:`simulate` for the same games. Timings are not merged (``seconds`` is 0)."""
    if not batches:
        raise CathedraError("no batch to merge")
    b0 = batches[0]
    for b in batches:
        if (b.game, b.players, b.options, b.seed) != (b0.game, b0.players, b0.options, b0.seed):
            raise CathedraError("batches of different runs cannot be merged")
    spans = sorted((b.first, b.first + b.count) for b in batches if b.count)
    for (_, end), (start, _) in zip(spans, spans[1:]):
        if start < end:
            raise CathedraError("batches overlap: a game would count twice")
    participants = b0.scores.shape[1]
    report = _native.merge_report(
        b0.game,
        b0.players,
        participants,
        np.concatenate([b.scores.ravel() for b in batches]).tolist(),
        np.concatenate([b.ranking.ravel() for b in batches]).tolist(),
        np.concatenate([b.decisions for b in batches]).tolist(),
        b0.options,
    )
    return json.loads(report)


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    options: OptionsLike = None,
    jobs: int = 0,
) -> Dict[str, Any]:
    """``cathedra simulate`` itself (random games on ``jobs`` threads, 0: every core), without
    holding the GIL: games/s, decisions/s, mean scores and win rates with 95 % intervals."""
    return json.loads(_native.simulate(game, players, games, seed, _options(options), jobs))


# --- agents -------------------------------------------------------------------------------


def agent_names() -> List[str]:
    """Every form of a built-in agent's name, as ``cathedra agents`` lists them: ``random``,
    ``greedy``, the levels, and the ``ismcts:N…`` forms, whose capitals stand for numbers
    (``ismcts:N:dD`` is written e.g. ``ismcts:500:d8``)."""
    return [a["name"] for a in agents()]


def agents() -> List[Dict[str, str]]:
    """Every form of a built-in agent's name with what it is: ``name``, ``description``."""
    return json.loads(_native.agents_json())


class Agent:
    """A built-in agent for one game: ``agent.act(game, seat)`` returns the action index it
    chooses for ``seat`` (``None``: whoever decides alone now), from what that seat may know.
    Every choice draws from the agent's own dealer, seeded at its making: a fresh agent of
    the same name, seed and budget chooses the same in the same state (unless a time budget
    cut its search short). It follows the game it chooses in: a search that keeps its tree
    (``ismcts:N:reuse``) is told at its next choice for the same seat in the same game what the
    seat observed of each decision applied since, and starts from the subtree they lead into
    (``kept_nodes``); in another game object it starts a new tree."""

    __slots__ = ("_a",)

    def __init__(
        self,
        name: str,
        game: str,
        seed: int = 0,
        iterations: Optional[int] = None,
        seconds: Optional[float] = None,
    ) -> None:
        self._a = _native.Agent(name, game, seed, iterations, seconds)

    @property
    def name(self) -> str:
        return self._a.name

    def act(self, game: Game, seat: Optional[int] = None) -> int:
        """The action index chosen (the search runs without holding the GIL)."""
        return self._a.act(game._g, seat)

    @property
    def kept_nodes(self) -> int:
        """Nodes of its search tree that its last choice kept from the one before (tree reuse,
        ``ismcts:N:reuse``); 0 for an agent that keeps none and for a search of a new tree."""
        return self._a.kept_nodes

    def __repr__(self) -> str:
        return f"<cathedra.Agent {self._a.name} for {self._a.game}>"


def agent(
    name: str,
    game: str,
    seed: int = 0,
    iterations: Optional[int] = None,
    seconds: Optional[float] = None,
) -> Agent:
    """The built-in agent ``name`` (see :func:`agent_names`: ``random``, ``greedy``, the
    ISMCTS levels ``easy``, ``medium``, ``hard``, ``ismcts:N`` for N iterations a move, and the other forms
    of docs/bots.md) for
    ``game``, seeded. ``iterations`` and ``seconds`` replace a search agent's budget a move."""
    return Agent(name, game, seed, iterations, seconds)


# --- tournaments ----------------------------------------------------------------------------


def tournament(
    game: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    options: OptionsLike = None,
    jobs: int = 0,
    rotate: bool = True,
) -> Dict[str, Any]:
    """A match between built-in agents by name (``cathedra match``), one per seat, the seats
    rotated from game to game (unless ``rotate`` is false), on ``jobs`` threads (0: every
    core) without holding the GIL: each entry's wins, win rate with its 95 % intervals, mean
    score and margin with theirs, and Bradley-Terry rating."""
    return json.loads(_native.tournament(game, list(agents), games, seed, _options(options), jobs, rotate))


def tournament_games(
    game: str,
    agents: Sequence[str],
    seed: int,
    first: int = 0,
    count: int = 1,
    options: OptionsLike = None,
    jobs: int = 0,
    rotate: bool = True,
) -> List[Dict[str, Any]]:
    """Games ``first .. first + count`` of the match :func:`tournament` plays with the same
    arguments, each game's result per entry (score, margin, win, place, moves, thinking time),
    in game order: cut a match into such ranges anywhere and :func:`merge_tournament` of their
    concatenation is its report."""
    return json.loads(
        _native.tournament_games(game, list(agents), seed, first, count, _options(options), jobs, rotate)
    )


def merge_tournament(
    game: str,
    agents: Sequence[str],
    seed: int,
    results: Sequence[Mapping[str, Any]],
    options: OptionsLike = None,
    rotate: bool = True,
) -> Dict[str, Any]:
    """The report of a match from its games' results (:func:`tournament_games`, in game order),
    tallied exactly as :func:`tournament` tallies them (``seconds`` is 0)."""
    return json.loads(
        _native.merge_tournament(game, list(agents), seed, json.dumps(list(results)), _options(options), rotate)
    )


# --- balance reports ------------------------------------------------------------------------


VaryLike = Union[str, Mapping[str, Sequence[Any]], Tuple[str, Sequence[Any]], None]


def _vary(vary: VaryLike) -> Optional[str]:
    if vary is None or isinstance(vary, str):
        return vary
    if isinstance(vary, Mapping):
        if len(vary) != 1:
            raise CathedraError("vary one option at a time: {option: [values]}")
        ((key, values),) = vary.items()
    else:
        key, values = vary
    if isinstance(values, (str, bytes)):
        raise CathedraError("give the varied option's values as a list")
    texts = []
    for v in values:
        text = ("true" if v else "false") if isinstance(v, bool) else str(v)
        if "," in text:
            raise CathedraError(f"a varied value cannot hold a comma: {text!r}")
        texts.append(text)
    return f"{key}={','.join(texts)}"


def balance(
    game: str,
    out: str,
    agents: Union[str, Sequence[str]] = "greedy",
    games: int = 1000,
    seed: int = 0,
    players: Optional[int] = None,
    options: OptionsLike = None,
    vary: VaryLike = None,
    jobs: int = 0,
) -> Dict[str, Any]:
    """``cathedra balance``: plays ``games`` games (per value of ``vary``) between built-in
    agents (one name for every seat, or one per seat) on ``jobs`` threads (0: every core),
    without holding the GIL, and writes the report into the folder ``out``: ``report.md``,
    SVG and PNG plots, and the figures as CSV and ``balance.json``.

    ``vary`` studies one option at several values: ``{"start-money": ["rulebook",
    "21/21"]}``, ``("winter", [False, True])`` or ``"winter=false,true"``. The figures are the
    same for a seed whatever ``jobs``, and equal the command line's.

    Returns ``{"report": path of report.md, "files": every file written, "figures": the
    contents of balance.json}``."""
    names = [agents] if isinstance(agents, str) else list(agents)
    return json.loads(
        _native.balance(game, str(out), names, games, seed, players, _options(options), _vary(vary), jobs)
    )
