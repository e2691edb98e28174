"""Resolvers of round 40's sprint helper ``s0`` (``cards.effects_s0``; issue 26)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects_s0 import IfDiscardedIs, LookTopPut, PutAllFromHand
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches
from deckstats.engine.decisions import MAY, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, enter_by_effect
from deckstats.engine.types import Zone


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


def look_top_put(ctx: Ctx, e: LookTopPut) -> None:
    """CR 401.3, 110.2: Risen Reef's look: onto the battlefield, else into the hand, else kept.

    Both moves are "you may" (CR 608.2d); a card neither put onto the battlefield nor into
    the hand stays on top, known to its owner (``known_top``).
    """
    game, pid = ctx.game, ctx.controller
    p = game.players[pid]
    if not p.library:
        return
    top = p.library[-1]
    if card_matches(top.card, e.filter) and game.ask(pid, Decision(MAY, YES_NO, source=top.oid)):
        new = enter_by_effect(game, top, pid, e.tapped, controller=pid)
        if new is not None:
            events.on_etb(game, new)
        return
    if game.ask(pid, Decision(MAY, YES_NO, source=top.oid)):
        game.move(top, Zone.HAND)
        return
    p.known_top = max(p.known_top, 1)


def s0_resolvers(
    resolve_effect: Callable[[Ctx, Any], None],
) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of this module, closed over ``engine.resolve.resolve_effect``."""
    return {
        IfDiscardedIs: lambda ctx, e: if_discarded_is(ctx, e, resolve_effect),
        PutAllFromHand: put_all_from_hand,
        LookTopPut: look_top_put,
    }


__all__ = ["if_discarded_is", "look_top_put", "put_all_from_hand", "s0_resolvers"]
