"""Resolvers of round 40's enters / dies / leaves trigger effects (``cards.effects_etb``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards.effects_etb import (
    DiscardElseDraw,
    GraveyardToBottom,
    OpponentsOfDraw,
    PutCountersDivided,
    SacrificeSelfThen,
)
from deckstats.cards.targets import Ref
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.effect_ctx import Ctx, discard_cards
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT


def _graveyard_to_bottom(ctx: Ctx, e: GraveyardToBottom) -> None:
    """CR 401.1: the player's graveyard goes under their library, in a random order."""
    game = ctx.game
    for pid in ctx.players(e.player):
        cards = list(game.players[pid].graveyard)
        if len(cards) > 1:
            game.shuffle_rngs[pid].shuffle(cards)  # a random order, from the owner's stream
        for o in cards:
            game.move(o, Zone.LIBRARY, bottom=True)
        if cards:
            game.say(f"P{pid} puts {len(cards)} graveyard card(s) on the bottom of the library")


def _put_counters_divided(ctx: Ctx, e: PutCountersDivided) -> None:
    """CR 601.2d, 122.1: each legal target gets the counters divided to it."""
    shares: dict[int, int] = {}
    for t in ctx.ids(e.to):
        shares[t] = shares.get(t, 0) + 1
    for t, n in shares.items():
        o = ctx.game.objects.get(t)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            put_counters(ctx.game, o, e.kind, n)  # (engine.counter_mods: Hardened Scales)


def _discard_else_draw(ctx: Ctx, e: DiscardElseDraw) -> None:
    """CR 701.9b: each opponent discards; you draw for each with no card to discard."""
    game = ctx.game
    you = ctx.controller
    for pid in ctx.players(_REF_EACH_OPPONENT):
        if game.players[pid].hand:
            discard_cards(game, pid, e.count, pid)
        else:
            game.draw(you, e.draw)


def sacrifice_self_then(
    ctx: Ctx, e: SacrificeSelfThen, resolve: Callable[[Ctx, Any], None]
) -> None:
    """CR 701.21, 608.2c: "Sacrifice ~. If you do, ...": only if it was sacrificed."""
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or src.controller != ctx.controller:
        return
    ctx.game.say(f"sacrifices {src.card.name}")
    ctx.game.sacrifice(src)
    for eff in e.then:
        resolve(ctx, eff)


def _opponents_of_draw(ctx: Ctx, e: OpponentsOfDraw) -> None:
    """CR 121.1: each opponent of the player ``of`` names draws."""
    for pid in ctx.players(e.of):
        ctx.game.draw(1 - pid, e.count)


ETB_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    OpponentsOfDraw: _opponents_of_draw,
    DiscardElseDraw: _discard_else_draw,
    GraveyardToBottom: _graveyard_to_bottom,
    PutCountersDivided: _put_counters_divided,
}

__all__ = ["ETB_RESOLVERS", "sacrifice_self_then"]
