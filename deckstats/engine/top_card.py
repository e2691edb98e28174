"""Resolvers of round 39's top-card moves (``cards.effects_top_card``).

- ``RevealTopPut``: reveal the top card of the library (CR 701.20a); a card of the effect's
  quality enters the battlefield (if the controller wants it, for a "you may"), any other
  card goes to the hand (CR 110.2, 608.2d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_top_card as tx
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.effect_ctx import enter_by_effect
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _reveal_top_put(ctx: Ctx, e: tx.RevealTopPut) -> None:
    """CR 701.20a: the top card, revealed, to the battlefield or to the hand."""
    game, pid = ctx.game, ctx.controller
    p = game.players[pid]
    if not p.library:
        return
    top = p.library[-1]
    p.known_top = 0
    game.say(f"P{pid} reveals {top.card.name} from the top of the library")
    fits = card_matches(top.card, e.filter)
    if fits and (not e.may or game.ask(pid, Decision(MAY, YES_NO, source=top.oid))):
        new = enter_by_effect(game, top, pid, False, controller=pid)
        if new is not None:
            events.on_etb(game, new)
        return
    game.move(top, Zone.HAND)


TOP_CARD_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    tx.RevealTopPut: _reveal_top_put,
}

__all__ = ["TOP_CARD_RESOLVERS"]
