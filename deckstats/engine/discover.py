"""Resolver of discover (``cards.discover``; CR 701.57a).

Cards are exiled from the top until a nonland card of mana value N or less (the helper
cascade uses too, ``exile_until_nonland``); the player may cast it without paying its mana
cost (``engine.costs.cast_without_paying``, registered in ``rebound.FREE_CAST``: costs
imports the resolvers), else it goes to their hand; the other exiled cards go on the bottom
of the library in a random order (the owner's shuffle stream).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.discover import Discover
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def exile_until_nonland(
    game: Game, pid: int, most: int
) -> tuple[list[GameObject], GameObject | None]:
    """Exile from the top until a nonland card of mana value ``most`` or less.

    Cascade (CR 702.85a) and discover (CR 701.57a): the exiled cards and the hit (``None``
    when the library ran out first).
    """
    p = game.players[pid]
    exiled = []
    while p.library:
        new = game.move(p.library[-1], Zone.EXILE)
        if new is None:
            break
        exiled.append(new)
        if not new.info.is_land and new.card.mana_value <= most:
            return exiled, new
    return exiled, None


def bottom_in_random_order(game: Game, pid: int, cards: list[GameObject]) -> None:
    """The cards still in exile go on the bottom of the library in a random order."""
    rest = [o for o in cards if o.zone is Zone.EXILE]
    if len(rest) > 1:
        game.shuffle_rngs[pid].shuffle(rest)  # a random order, from the owner's stream
    for o in rest:
        game.move(o, Zone.LIBRARY, bottom=True)


def _discover(ctx: Ctx, e: Discover) -> None:
    """CR 701.57a: the hit is cast free (if the player wants and can) or put into the hand."""
    game, pid = ctx.game, ctx.controller
    exiled, hit = exile_until_nonland(game, pid, e.n)
    game.say(f"discover {e.n}: exiles {len(exiled)} card(s)")
    if hit is not None:
        cast = game.ask(pid, Decision(MAY, YES_NO, source=hit.oid))
        if not (cast and FREE_CAST[0](game, pid, hit)):
            game.move(hit, Zone.HAND)
    bottom_in_random_order(game, pid, [o for o in exiled if o is not hit])


DISCOVER_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {Discover: _discover}

__all__ = ["DISCOVER_RESOLVERS", "bottom_in_random_order", "exile_until_nonland"]
