"""Resolver of counters distributed among targets (``cards.distribute``, CR 601.2d)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.distribute import PutCountersDivided
from deckstats.engine.counter_mods import put_counters

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def put_counters_divided(ctx: Ctx, e: PutCountersDivided) -> None:
    """CR 601.2d, 608.2b: each legal target gets the counters divided to it on casting."""
    shares: dict[int, int] = {}
    for t in ctx.ids(e.to):
        shares[t] = shares.get(t, 0) + 1
    for t, n in shares.items():
        obj = ctx.game.objects.get(t)
        if obj is not None:
            put_counters(ctx.game, obj, e.counter, n)


DISTRIBUTE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    PutCountersDivided: put_counters_divided,
}

__all__ = ["DISTRIBUTE_EFFECTS", "put_counters_divided"]
