"""Benchmarks of the analytic lane: sampler hands/s and ``hands --sources`` time.

``deckstats bench`` calls ``bench_hands()``; BENCHMARKS.md records its figures.
"""

from __future__ import annotations

import time

from deckstats.analytic.london import DEFAULT_KEEP
from deckstats.analytic.sampler import DEFAULT_BATCH, DeckClasses, make_rng, sample_deck
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
        ``{"hands_per_second", "hands", "sources_seconds": {"40": s, ...}, ...}``.
    """
    rng = make_rng(seed)
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        done = 0
        while done < hands:
            n = min(DEFAULT_BATCH, hands - done)
            sample_deck(rng, BENCH_CLASSES, n, turns=7, rule=DEFAULT_KEEP)
            done += n
        best = min(best, time.perf_counter() - start)
    sources: dict[str, float] = {}
    for size in DEFAULT_LANDS:
        start = time.perf_counter()
        sources_table(size)
        sources[str(size)] = round(time.perf_counter() - start, 4)
    return {
        "hands_per_second": round(hands / best),
        "hands": hands,
        "what": "60-card deck, London mulligan (keep 7:2-5, 6:2-4, 5:2-4, 4) + draws to turn 7",
        "sources_seconds": sources,
        "sources_total_seconds": round(sum(sources.values()), 4),
    }
