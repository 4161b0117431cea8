"""PettingZoo's API test, OpenSpiel's algorithms to the end of a game, and Ray (simulation and
self-play) against local."""

import numpy as np
import pytest

import cathedra

GAMES = [("pillars-of-the-earth", 3, None), ("castle-for-all-seasons", 3, {"winter": True}),
         ("castle-for-all-seasons", 2, None), ("red-cathedral", 2, None), ("red-cathedral", 4, None),
         ("architects-of-the-west-kingdom", 2, None), ("architects-of-the-west-kingdom", 5, None)]


# The observation is PettingZoo's masked-action dict ({"observation", "action_mask"}), as in its
# own classic games; api_test spares only those, by name, the two warnings about it.
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be:UserWarning")
@pytest.mark.parametrize("game,players,options", GAMES)
def test_pettingzoo_api_test(game, players, options):
    from pettingzoo.test import api_test

    from cathedra.pettingzoo import env

    api_test(env(game, players, options), num_cycles=200)


@pytest.mark.parametrize("game,players,options", GAMES)
def test_pettingzoo_episode_ends_with_the_returns(game, players, options):
    from cathedra.pettingzoo import env

    e = env(game, players, options)
    e.reset(seed=3)
    totals = {a: 0.0 for a in e.possible_agents}
    rng = np.random.default_rng(0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.sum() > 0
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert not e.agents
    assert abs(sum(totals.values())) < 1e-9 and max(totals.values()) > 0


# The searches roll out whole games through the Python state, so the longer games get fewer
# simulations a move (to keep the suite quick); the game still goes to its end.
@pytest.mark.parametrize("game_id,params,simulations", [
    ("pillars-of-the-earth", {"players": 2}, 6),
    ("castle-for-all-seasons", {"players": 3, "winter": True}, 6),
    ("castle-for-all-seasons", {"players": 4}, 6),
    ("red-cathedral", {"players": 2}, 2),
    ("architects-of-the-west-kingdom", {"players": 2}, 2),
])
def test_openspiel_mcts_plays_a_game_to_the_end(game_id, params, simulations):
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import evaluate_bots, mcts
    from open_spiel.python.bots import uniform_random

    from cathedra.openspiel import bot, short_name

    game = pyspiel.load_game(short_name(game_id), params)
    assert game.num_players() == params["players"]
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bots = [mcts.MCTSBot(game, uct_c=2, max_simulations=simulations, evaluator=evaluator, random_state=rng)]
    bots += [uniform_random.UniformRandomBot(1, rng)]
    bots += [bot("random", game, p, seed=p) for p in range(2, game.num_players())]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == game.num_players() and abs(sum(returns)) < 1e-9
    assert max(returns) > 0


@pytest.mark.parametrize("game_id,params,seat,simulations", [
    ("castle-for-all-seasons", {"players": 2, "winter": True}, 0, 8),
    ("castle-for-all-seasons", {"players": 3}, 1, 8),
    ("pillars-of-the-earth", {"players": 2}, 1, 8),
    ("red-cathedral", {"players": 2}, 0, 2),
    ("architects-of-the-west-kingdom", {"players": 2}, 1, 2),
])
def test_openspiel_ismcts_plays_a_game_to_the_end_from_determinizations(game_id, params, seat, simulations):
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import ismcts, mcts

    from cathedra.openspiel import short_name

    game = pyspiel.load_game(short_name(game_id), params)
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    # Consistent action sets (the default): ISMCTS fails if one information state, over the
    # determinizations, ever offers two sets of legal actions.
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, simulations, random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            assert abs(sum(probs) - 1) < 1e-9
            state.apply_action(rng.choice(outcomes, p=probs))
        elif state.current_player() == seat:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    returns = state.returns()
    assert len(returns) == params["players"] and abs(sum(returns)) < 1e-9
    # The record of the game underneath replays it.
    inner = state.cathedra
    assert cathedra.Game.from_record(inner.record()).state() == inner.state()


def test_openspiel_strings_and_tensors_follow_what_a_seat_knows():
    pyspiel = pytest.importorskip("pyspiel")
    from cathedra.openspiel import short_name

    game = pyspiel.load_game(short_name("castle-for-all-seasons"), {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node() or len(state.legal_actions()) == 1 or state.cathedra.pending() != [0, 1]:
        state.apply_action(state.legal_actions()[0] if not state.is_chance_node() else state.chance_outcomes()[0][0])
    def history(seat):
        past, view = state.information_state_string(seat).split(" | ")
        assert view == state.observation_string(seat)
        return past

    before = history(1)
    before_own = history(0)
    card = state.legal_actions()[0]
    state.apply_action(card)  # seat 0 chooses a card face down
    assert history(1) == before + " 0:?"
    assert history(0) == before_own + f" 0:{card}"
    assert len(state.observation_tensor(0)) == cathedra.OBSERVATION_SIZE
    sampled = state.resample_from_infostate(1, None)
    assert sampled.observation_string(1) == state.observation_string(1)
    assert sampled.information_state_string(1) == state.information_state_string(1)
    # Seat 0's face-down card was drawn anew: its string holds its view as drawn.
    assert sampled.information_state_string(0) == history(0) + " | " + sampled.observation_string(0)
    assert sampled.clone().information_state_string(0) == sampled.information_state_string(0)


def test_ray_run_equals_the_same_seeds_run_locally():
    ray = pytest.importorskip("ray")
    import cathedra.ray as cray

    from cathedra.selfplay import play
    from test_batch import figures
    from test_selfplay import same

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        for game, players, options in [("pillars-of-the-earth", 4, None),
                                       ("castle-for-all-seasons", 3, {"winter": True})]:
            remote = cray.simulate(game, players, games=300, seed=17, options=options, batch=37)
            local = cathedra.simulate(game, players, 300, seed=17, options=options, jobs=1)
            assert figures(remote) == figures(local)
            batches = cray.simulate_batches(game, players, 300, 17, options, batch=100)
            assert [b.first for b in batches] == [0, 100, 200]
        agents = ["random"] * 3
        remote = cray.self_play("castle-for-all-seasons", 3, agents, games=5, seed=2, batch=2)
        local = play("castle-for-all-seasons", 3, agents, seed=2, count=5)
        assert [e.index for e in remote] == list(range(5))
        assert all(same(a, b) for a, b in zip(remote, local))
        # A match between agents (seats rotated), as tasks of 2 games, equals it played here.
        for game, agents in [("red-cathedral", ["greedy", "ismcts:10", "random"]),
                             ("architects-of-the-west-kingdom", ["greedy", "random"])]:
            remote = cray.tournament(game, agents, games=5, seed=8, batch=2)
            local = cathedra.tournament(game, agents, 5, seed=8, jobs=1)
            assert remote["games"] == 5 and remote["entries"] == local["entries"]
    finally:
        ray.shutdown()
