"""Single-process goldfish and matchup throughput, as ``deckstats bench`` reports it."""

from __future__ import annotations

import time
from collections.abc import Sequence

from deckstats.cards.model import CardDef
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import play_game


def bench_goldfish(cards: Sequence[CardDef], n: int, seed: int, max_turns: int = 20) -> float:
    """Play ``n`` seeded goldfish games of ``cards`` in this process; return games per second.

    Each game is exactly what ``deckstats goldfish`` plays (``sim.runner.play_game``):
    per-game seed streams, alternating play and draw, and the per-turn records, so the
    figure is the real single-core throughput of a run.
    """
    config = SimConfig("bench", tuple(cards), n_games=n, seed=seed, max_turns=max_turns)
    start = time.perf_counter()
    for i in range(n):
        play_game(config, seed, i)
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")


def bench_workers(
    cards: Sequence[CardDef], n: int, seed: int, workers: int, max_turns: int = 20
) -> dict[str, float]:
    """Time ``n`` goldfish games serially and on a ``workers``-process pool.

    Both go through the run's backends (``sim.backends``: chunked, rows returned as
    column batches in game order), without writing Parquet. The pool is started and
    every worker has loaded the card pool before the clock starts; its start-up time is
    reported apart (``startup_s``).

    Returns:
        ``serial`` and ``parallel`` games/s, ``speedup`` and ``startup_s``.
    """
    from deckstats.sim.backends import Backend, ProcessBackend, Task, default_chunk_size
    from deckstats.sim.records import GameRecord, TurnRecord

    config = SimConfig("bench", tuple(cards), n_games=n, seed=seed, max_turns=max_turns)
    task = Task(play_game, config, seed, GameRecord._fields, TurnRecord._fields)

    def timed(backend: Backend, chunk: int) -> float:
        start = time.perf_counter()
        for _ in backend.batches(task, 0, n, chunk):
            pass
        return time.perf_counter() - start

    serial = timed(Backend(1), 1000)
    t0 = time.perf_counter()
    with ProcessBackend(workers) as pool:
        for _ in pool.batches(task, 0, workers, 1):  # start and warm every worker
            pass
        startup = time.perf_counter() - t0
        parallel = timed(pool, default_chunk_size(n, workers))
    return {
        "serial": n / serial,
        "parallel": n / parallel,
        "speedup": serial / parallel,
        "startup_s": startup,
    }


def bench_matchup(
    cards_a: Sequence[CardDef],
    cards_b: Sequence[CardDef],
    n: int,
    seed: int,
    player_a: str = "aggro",
    player_b: str = "aggro",
    max_turns: int = 20,
) -> float:
    """Play ``n`` seeded matchup games of A against B in this process; return games/s.

    Each game is exactly what ``deckstats matchup`` plays (``sim.matchup.play_matchup_game``:
    paired seed streams, alternating play and draw, both agents built by
    ``players.factory.make_agent``, the turn records of both players), on one core.
    """
    from deckstats.sim.matchup import MatchupConfig, play_matchup_game

    config = MatchupConfig(
        "bench-a",
        "bench-b",
        tuple(cards_a),
        tuple(cards_b),
        n_games=n,
        seed=seed,
        max_turns=max_turns,
        player_a=player_a,
        player_b=player_b,
    )
    start = time.perf_counter()
    for i in range(n):
        play_matchup_game(config, seed, i)
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")
