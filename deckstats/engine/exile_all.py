"""Resolver of a mass exile until the source leaves (``cards.exile_all``; CR 610.3).

Every permanent matching the filter (but the source) is exiled and linked to the source
(``Game.exiled_until``): they return to the battlefield under their owners' control when the
source leaves (CR 610.3a, ``Game.move``); nothing is exiled if the source has already left
(CR 610.3c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.exile_all import ExileAllUntilLeaves
from deckstats.engine.characteristics import matches
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _exile_all_until_leaves(ctx: Ctx, e: ExileAllUntilLeaves) -> None:
    """CR 610.3: each matching permanent, exiled until the source leaves the battlefield."""
    game = ctx.game
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or src.oid not in game.objects:
        return
    chosen = [
        o
        for p in game.players
        for o in p.battlefield
        if not (e.other and o is src) and matches(game, o, e.filter)
    ]
    for o in chosen:
        new = game.move(o, Zone.EXILE)
        if new is not None:
            game.exiled_until.setdefault(src.oid, []).append(new)
    game.say(f"exiles {len(chosen)} permanent(s) until {src.card.name} leaves the battlefield")


EXILE_ALL_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    ExileAllUntilLeaves: _exile_all_until_leaves,
}

__all__ = ["EXILE_ALL_RESOLVERS"]
