"""Resolvers of round 40's sprint helper ``s0`` (``cards.effects_s0``; issue 26)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects_s0 import IfDiscardedIs
from deckstats.engine.characteristics import card_matches
from deckstats.engine.effect_ctx import Ctx


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


def s0_resolvers(
    resolve_effect: Callable[[Ctx, Any], None],
) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of this module, closed over ``engine.resolve.resolve_effect``."""
    return {IfDiscardedIs: lambda ctx, e: if_discarded_is(ctx, e, resolve_effect)}


__all__ = ["if_discarded_is", "s0_resolvers"]
