"""Resolvers of round 40's sprint helper ``s0`` (``cards.effects_s0``; issue 26)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects_s0 import IfDiscardedIs, PutAllFromHand
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.effect_ctx import Ctx, enter_by_effect


def if_discarded_is(ctx: Ctx, e: IfDiscardedIs, resolve_effect: Callable[[Ctx, Any], None]) -> None:
    """CR 608.2c, 608.2h: one branch, as the card discarded to cast the spell matched.

    The card is read as it was discarded (the spell's ``discarded``, set as its additional
    cost was paid); with no card discarded, neither branch happens.
    """
    cards = ctx.item.discarded
    if not cards:
        return
    holds = any(card_matches(c, e.filter) for c in cards)
    for eff in e.then if holds else e.otherwise:
        resolve_effect(ctx, eff)


def put_all_from_hand(ctx: Ctx, e: PutAllFromHand) -> None:
    """CR 110.2, 305.4: every matching card of the controller's hand enters, at once."""
    game = ctx.game
    pid = ctx.controller
    cards = [o for o in game.players[pid].hand if card_matches(o.card, e.filter)]
    entered = [enter_by_effect(game, o, pid, e.tapped, controller=pid) for o in cards]
    for new in entered:
        if new is not None:
            events.on_etb(game, new)


def s0_resolvers(
    resolve_effect: Callable[[Ctx, Any], None],
) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of this module, closed over ``engine.resolve.resolve_effect``."""
    return {
        IfDiscardedIs: lambda ctx, e: if_discarded_is(ctx, e, resolve_effect),
        PutAllFromHand: put_all_from_hand,
    }


__all__ = ["if_discarded_is", "put_all_from_hand", "s0_resolvers"]
