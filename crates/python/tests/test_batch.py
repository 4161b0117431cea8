"""Batches of seeded random games, merged exactly as `cathedra simulate` merges."""

import threading
import time

import numpy as np

import cathedra

TIMINGS = ("seconds", "games_per_second", "decisions_per_second")


def figures(report):
    return {k: v for k, v in report.items() if k not in TIMINGS}


def test_batches_merge_to_the_native_run_whatever_the_cut_and_threads():
    for game, players, options in [
        ("pillars-of-the-earth", 3, None),
        ("castle-for-all-seasons", 4, {"winter": True}),
    ]:
        native = cathedra.simulate(game, players, 120, seed=5, options=options, jobs=2)
        assert native["games"] == 120
        cuts = [(0, 50), (50, 1), (51, 69)]
        batches = [cathedra.simulate_batch(game, players, 5, f, c, options, jobs=1) for f, c in cuts]
        assert figures(cathedra.merge(batches)) == figures(native)
        assert figures(cathedra.merge(batches[::-1])) == figures(native)
        whole = cathedra.simulate_batch(game, players, 5, 0, 120, options, jobs=2)
        assert np.array_equal(whole.scores, np.concatenate([b.scores for b in batches]))
        assert np.array_equal(whole.decisions, np.concatenate([b.decisions for b in batches]))
        assert whole.scores.shape == (120, players) and whole.scores.dtype == np.int64
        assert whole.returns.shape == (120, players)
        assert np.allclose(whole.returns.sum(axis=1), 0.0)
        assert whole.ranking.min() == 0


def test_a_batch_is_the_same_whatever_the_threads():
    one = cathedra.simulate_batch("castle-for-all-seasons", 2, seed=3, first=7, count=40, jobs=1)
    two = cathedra.simulate_batch("castle-for-all-seasons", 2, seed=3, first=7, count=40, jobs=2)
    for field in ("scores", "ranking", "returns", "decisions"):
        assert np.array_equal(getattr(one, field), getattr(two, field))
    assert one.count == 40 and (one.decisions > 50).all()


def test_merging_refuses_overlapping_or_foreign_batches():
    a = cathedra.simulate_batch("pillars-of-the-earth", 2, 1, 0, 10)
    b = cathedra.simulate_batch("pillars-of-the-earth", 2, 1, 5, 10)
    c = cathedra.simulate_batch("pillars-of-the-earth", 2, 2, 10, 10)
    for bad in ([a, b], [a, c]):
        try:
            cathedra.merge(bad)
        except cathedra.CathedraError:
            continue
        raise AssertionError("merged batches that are not one run")


def test_a_batch_runs_without_holding_the_gil():
    # While one thread is inside simulate_batch, another keeps running Python: it records
    # times in the middle of the call. Were the GIL held, no Python could run from just after
    # the call began until it returned.
    span = {}
    started = threading.Event()

    def play():
        started.set()
        span["start"] = time.perf_counter()
        cathedra.simulate_batch("castle-for-all-seasons", 2, seed=9, first=0, count=6000, jobs=1)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=play)
    worker.start()
    started.wait()
    ticks = []
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.002)
    worker.join()
    start, end = span["start"], span["end"]
    quarter = (end - start) / 4
    inside = [t for t in ticks if start + quarter < t < end - quarter]
    assert inside, (end - start, len(ticks))
