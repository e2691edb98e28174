"""Single-process goldfish throughput: ``bench_goldfish(cards, n, seed) -> games/s``."""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from deckstats.cards.model import CardDef


def bench_goldfish(cards: Sequence[CardDef], n: int, seed: int) -> float:
    """Play ``n`` seeded goldfish games of ``cards`` in this process; return games per second.

    Game ``i`` uses ``SeedSequence(seed, spawn_key=(i,))`` split into the five streams
    (engine, two shuffles, two agents), alternating play and draw, as the runner does.
    Stream construction is included in the timing (it is part of every real game).
    """
    from deckstats.engine import new_game
    from deckstats.players import get_agent

    deck = list(cards)
    start = time.perf_counter()
    for i in range(n):
        seq = np.random.SeedSequence(seed, spawn_key=(i,))
        e, s0, s1, a0, a1 = (np.random.default_rng(c) for c in seq.spawn(5))
        game = new_game(
            (deck, []),
            (get_agent("goldfish"), get_agent("inert")),
            e,
            (s0, s1),
            (a0, a1),
            starting_player=i % 2,
            goldfish=True,
        )
        game.run()
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")
