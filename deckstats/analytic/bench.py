"""Benchmarks of the analytic lane: sampler hands/s and ``hands --sources`` time.

``deckstats bench`` calls ``bench_hands()``; BENCHMARKS.md records its figures.
"""

from __future__ import annotations

import time

from deckstats.analytic.london import DEFAULT_KEEP
from deckstats.analytic.sampler import DEFAULT_BATCH, DeckClasses, HandStream, make_rng
from deckstats.analytic.sources import DEFAULT_LANDS, sources_table

#: A 60-card two-colour deck as sampler classes: 8 W lands, 8 R lands, 8 WR lands, 36 spells.
BENCH_CLASSES = DeckClasses(
    counts=(8, 8, 8, 36),
    is_land=(True, True, True, False),
    masks=(1, 8, 9, 0),
    accel=(None, None, None, None),
    labels=("W", "R", "WR", "spells"),
)


def bench_hands(hands: int = 2_000_000, seed: int = 0, repeats: int = 3) -> dict[str, object]:
    """Measure the sampler and the exact sources tables on one core.

    The sampled unit is one game's opening: a London mulligan under the default keep rule
    (CR 103.5), then the draws of turns 1-7, for a 60-card deck.

    Args:
        hands: hands per repeat.
        seed: the run seed.
        repeats: timing repeats; the best is reported.

    Returns:
        ``{"hands_per_second", "hands_per_cpu_second", "hands", "sources_seconds":
        {"40": s, ...}, ...}`` (wall and CPU time of the best repeat).
    """
    stream = HandStream(make_rng(seed), BENCH_CLASSES, turns=7, rule=DEFAULT_KEEP)
    best = best_cpu = float("inf")
    for _ in range(repeats):  # fresh hands every repeat: the stream goes on
        start, start_cpu = time.perf_counter(), time.process_time()
        done = 0
        while done < hands:
            n = min(DEFAULT_BATCH, hands - done)
            stream.take(n)
            done += n
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    sources: dict[str, float] = {}
    for size in DEFAULT_LANDS:
        start = time.perf_counter()
        sources_table(size)
        sources[str(size)] = round(time.perf_counter() - start, 4)
    return {
        "hands_per_second": round(hands / best),
        "hands_per_cpu_second": round(hands / max(best_cpu, 1e-9)),
        "hands": hands,
        "what": f"60-card deck, London mulligan (keep {DEFAULT_KEEP.to_text()}) + draws to turn 7",
        "sources_seconds": sources,
        "sources_total_seconds": round(sum(sources.values()), 4),
    }
