"""Single-process goldfish and matchup throughput, as ``deckstats bench`` reports it."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from deckstats.cards.model import CardDef
from deckstats.sim.backends import after_game, frozen_heap
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
    with frozen_heap():  # as every backend plays its chunks (sim.backends.play_chunk)
        for i in range(n):
            play_game(config, seed, i)
            after_game()
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")


#: A batch sink for ``bench_workers``: a factory returning ``(append, close)``.
SinkFactory = Callable[[], tuple[Callable[[Any], None], Callable[[], None]]]


def bench_workers(
    cards: Sequence[CardDef],
    n: int,
    seed: int,
    workers: int,
    max_turns: int = 20,
    *,
    repeat: int = 1,
    sink: SinkFactory | None = None,
) -> dict[str, Any]:
    """Time ``n`` goldfish games serially and on a ``workers``-process pool, ``repeat`` times.

    Both go through the run's backends (``sim.backends``: chunked, rows returned as
    column batches in game order). With ``sink`` every batch is also handed to it as the
    run loop does (``deckstats bench`` passes a Parquet ``RunWriter``), in this process:
    the parent's own work counts against the speed-up. The pool is started and every
    worker has played a game before the clock starts; its start-up time is reported
    apart (``startup_s``). Serial and pool runs alternate, so a change of machine load
    hits both.

    Returns:
        ``serial`` and ``parallel``: games/s of each run; ``speedups``: serial time over
        pool time of each repeat; ``parallel_s``: wall time of each pool run and
        ``parent_cpu_s``: this process's CPU time during it (receiving batches and the
        sink); ``startup_s``; ``chunk``: the pool's chunk size.
    """
    from deckstats.sim.backends import Backend, ProcessBackend, Task, default_chunk_size
    from deckstats.sim.records import GameRecord, TurnRecord

    config = SimConfig("bench", tuple(cards), n_games=n, seed=seed, max_turns=max_turns)
    task = Task(play_game, config, seed, GameRecord._fields, TurnRecord._fields)

    parent_cpu: list[float] = []

    def timed(backend: Backend, chunk: int, lo: int) -> float:
        append, close = sink() if sink is not None else (None, None)
        cpu = time.process_time()
        start = time.perf_counter()
        for batch in backend.batches(task, lo, lo + n, chunk):
            if append is not None:
                append(batch)
        if close is not None:
            close()
        parent_cpu.append(time.process_time() - cpu)
        return time.perf_counter() - start

    chunk = default_chunk_size(n, workers)
    serial: list[float] = []
    parallel: list[float] = []
    t0 = time.perf_counter()
    with ProcessBackend(workers) as pool:
        for _ in pool.batches(task, 0, 4 * workers, 1):  # start and warm the workers
            pass
        startup = time.perf_counter() - t0
        warm = 4 * workers
        for r in range(repeat):
            # repeat r plays games it has never played in either process (the warm-up
            # played 0..warm-1): a cross-game memo cannot flatter a repeat (issue 32.1)
            lo = warm + r * n
            serial.append(timed(Backend(1), default_chunk_size(n, 1), lo))
            parallel.append(timed(pool, chunk, lo))
    return {
        "serial": [n / t for t in serial],
        "parallel": [n / t for t in parallel],
        "speedups": [s / p for s, p in zip(serial, parallel, strict=True)],
        "parallel_s": parallel,
        "parent_cpu_s": parent_cpu[1::2],  # this process's CPU time during each pool run
        "startup_s": startup,
        "chunk": chunk,
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
    with frozen_heap():
        for i in range(n):
            play_matchup_game(config, seed, i)
            after_game()
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")
