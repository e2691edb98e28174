"""Single-process goldfish throughput, as ``deckstats bench`` reports it."""

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
