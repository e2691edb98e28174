"""Effects whose size is a count of permanents, taken on resolution (CR 608.2h).

``PumpPerCount``: "Target creature you control gets +X/+X until end of turn, where X is
the number of Gates you control" (Basilisk Gate), "-X/-X ..., where X is twice the number
of Blood tokens you control" (Bloodtithe Harvester). The count is the controller's, once,
as the effect resolves; the change lasts until end of turn (CR 611.2, 514.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.engine.characteristics import cda_count
from deckstats.engine.effect_ctx import Ctx

if TYPE_CHECKING:
    from deckstats.engine.game import Game


def count_for(game: Game, pid: int, count: str, source: Any) -> int:
    """How many of ``count`` player ``pid`` has.

    ``"subtype:<S>"``: permanents with that subtype; else a ``cda_count`` name, read for
    ``source`` (its controller).
    """
    if count.startswith("subtype:"):
        sub = count[8:]
        return sum(1 for o in game.players[pid].battlefield if o.card.has_subtype(sub))
    return cda_count(game, source, count) if source is not None else 0


def pump_per_count(ctx: Ctx, e: fx.PumpPerCount) -> None:
    """CR 608.2h, 611.2: the target gets the counted bonus until end of turn."""
    n = count_for(ctx.game, ctx.controller, e.count, ctx.source)
    for o in ctx.objs(e.target):
        o.temp_power += e.power * n
        o.temp_toughness += e.toughness * n
    ctx.game.sba_dirty = True


COUNTED_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {fx.PumpPerCount: pump_per_count}

__all__ = ["COUNTED_EFFECTS", "count_for", "pump_per_count"]
