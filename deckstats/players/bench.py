"""Goldfish throughput of the engine with the goldfish player (no per-turn records)."""

from __future__ import annotations

from collections.abc import Sequence

from deckstats.cards.model import CardDef
from deckstats.engine.bench import bench_games
from deckstats.players import get_agent


def bench_goldfish(cards: Sequence[CardDef], n: int, seed: int) -> float:
    """Games per second of ``n`` seeded goldfish games of ``cards`` in one process."""
    return bench_games(cards, n, seed, lambda: (get_agent("goldfish"), get_agent("inert")))
