"""Engine-only throughput: ``bench_games(cards, n, seed, make_agents) -> games/s``.

The engine may not import ``players`` (STYLE.md 2.1 layers), so the agents come from a
factory; ``deckstats.players.bench.bench_goldfish(cards, n, seed)`` supplies the goldfish
and the inert opponent, and ``deckstats.sim.bench`` times whole runner games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from deckstats.cards.model import CardDef


def bench_games(
    cards: Sequence[CardDef],
    n: int,
    seed: int,
    make_agents: Callable[[], tuple[Any, Any]],
) -> float:
    """Play ``n`` seeded goldfish games of ``cards`` in this process; return games per second.

    Game ``i`` uses ``SeedSequence(seed, spawn_key=(i,))`` split into the five streams
    (engine, two shuffles, two agents) and alternates play and draw, as the runner does.
    Stream construction is included in the timing (every real game pays it).
    """
    from deckstats.engine import new_game

    deck = list(cards)
    start = time.perf_counter()
    for i in range(n):
        seq = np.random.SeedSequence(seed, spawn_key=(i,))
        e, s0, s1, a0, a1 = (np.random.default_rng(c) for c in seq.spawn(5))
        game = new_game(
            (deck, []),
            make_agents(),
            e,
            (s0, s1),
            (a0, a1),
            starting_player=i % 2,
            goldfish=True,
        )
        game.run()
    elapsed = time.perf_counter() - start
    return n / elapsed if elapsed > 0 else float("inf")
