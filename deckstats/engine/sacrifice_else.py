"""An edict with a fallback (``cards.sacrifice_else``; CR 701.21): Invoke Despair.

The player sacrifices one permanent matching the filter, chosen by them; a player who
controls none can't, and the ``otherwise`` effects happen instead (each effect through
``engine.resolve``'s resolver, passed in).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.sacrifice_else import SacrificeElse
from deckstats.engine.characteristics import matches
from deckstats.engine.decisions import SACRIFICE
from deckstats.engine.effect_ctx import choose_objects

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def sacrifice_else(ctx: Ctx, e: SacrificeElse, resolve: Callable[[Ctx, Any], None]) -> None:
    """CR 701.21: sacrifice a matching permanent; if the player can't, ``otherwise``."""
    game = ctx.game
    for pid in ctx.players(e.player):
        elig = [o for o in game.players[pid].battlefield if matches(game, o, e.what)]
        if not elig:
            for eff in e.otherwise:
                resolve(ctx, eff)
            continue
        for o in choose_objects(game, pid, SACRIFICE, elig, 1):
            game.say(f"P{pid} sacrifices {o.card.name}")
            game.sacrifice(o)


__all__ = ["sacrifice_else"]
