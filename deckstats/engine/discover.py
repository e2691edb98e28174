"""Exile from the top until a nonland card, then cast it free: cascade's and discover's core.

Discover N (CR 701.57a, not in the seeds' digest): "Exile cards from the top of your library
until you exile a nonland card with mana value N or less. You may cast that card without
paying its mana cost. If you don't cast it, put that card into your hand. Put the remaining
exiled cards on the bottom of your library in a random order." Cascade (CR 702.85a,
``engine.copies``) is the same with "less than the spell's mana value" and no hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.cards.effects_events import Discover
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game


def exile_until_cast(game: Game, pid: int, max_mv: int, name: str, to_hand: bool) -> None:
    """Exile from the top until a nonland card of mana value ``max_mv`` or less; cast it free.

    The controller may cast the hit without paying its mana cost; if not cast, it goes to the
    hand (``to_hand``: discover) or with the rest on the bottom of the library in a random
    order (the owner's shuffle stream).
    """
    p = game.players[pid]
    exiled = []
    hit = None
    while p.library:
        new = game.move(p.library[-1], Zone.EXILE)
        if new is None:
            break
        exiled.append(new)
        if not new.info.is_land and new.card.mana_value <= max_mv:
            hit = new
            break
    game.say(f"{name}: exiles {len(exiled)} card{'s' if len(exiled) != 1 else ''}")
    cast = False
    if hit is not None and game.ask(pid, Decision(MAY, YES_NO, source=hit.oid)):
        cast = FREE_CAST[0](game, pid, hit)  # engine.costs.cast_without_paying
    kept = cast
    if hit is not None and not cast and to_hand and hit.zone is Zone.EXILE:
        game.move(hit, Zone.HAND)
        kept = True
    rest = [o for o in exiled if not (kept and o is hit) and o.zone is Zone.EXILE]
    if not rest:
        return
    if len(rest) > 1:
        game.shuffle_rngs[pid].shuffle(rest)  # a random order, from the owner's stream
    for o in rest:
        game.move(o, Zone.LIBRARY, bottom=True)


def _discover(ctx: Ctx, e: Discover) -> None:
    """CR 701.57a: discover N."""
    exile_until_cast(ctx.game, ctx.controller, e.n, f"discover {e.n}", True)


DISCOVER_EFFECTS: dict[type, Any] = {Discover: _discover}

__all__ = ["DISCOVER_EFFECTS", "exile_until_cast"]
