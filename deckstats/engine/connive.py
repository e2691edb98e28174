"""Connive (CR 701.50; not in the seeds' digest) and Valakut Awakening's hand cycling.

CR 701.50a: the permanent's controller draws a card, then discards a card; if a nonland
card was discarded this way, a +1/+1 counter goes on the conniving permanent. CR 701.50c:
a permanent that left the battlefield still connives (last known information names its
controller); only the counter is lost. The discarding player chooses (a ``DISCARD``
decision, as for any discard).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Ref
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.decisions import BOTTOM, DISCARD, Decision
from deckstats.engine.effect_ctx import Ctx, choose_objects, discard_one
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU


def connive(ctx: Ctx, e: fx.Connive) -> None:
    """CR 701.50a, 701.50e: the permanent ``e.who`` connives (``e.count`` cards)."""
    game = ctx.game
    objs = ctx.objs(e.who)
    n = ctx.amount(e.count)
    if not objs and e.who == _REF_SELF and ctx.source is not None:
        pid = ctx.source.controller  # CR 701.50c: it left; its controller still connives
        _draw_discard(ctx, pid, n)
        return
    for o in objs:
        nonland = _draw_discard(ctx, o.controller, n)
        if nonland and o.zone is Zone.BATTLEFIELD:
            put_counters(game, o, "+1/+1", nonland)
            game.sba_dirty = True
            game.say(f"{o.card.name} connives: {nonland} +1/+1 counter(s)")


def _draw_discard(ctx: Ctx, pid: int, n: int = 1) -> int:
    """Draw ``n`` cards, then discard ``n`` chosen by ``pid``; how many were nonland cards.

    CR 701.9: a discard (discard triggers and madness apply: ``effect_ctx.discard_one``).
    """
    game = ctx.game
    if n <= 0:
        return 0
    game.draw(pid, n)
    hand = game.players[pid].hand
    if not hand:
        return 0
    chosen = choose_objects(game, pid, DISCARD, list(hand), min(n, len(hand)))
    nonland = sum(1 for card in chosen if not card.info.is_land)
    for card in chosen:
        discard_one(game, pid, card)
    return nonland


def bottom_then_draw(ctx: Ctx, e: fx.BottomThenDraw) -> None:
    """Valakut Awakening: any number of hand cards to the bottom, then draw that many + N."""
    game = ctx.game
    pid = ctx.controller
    if e.player != _REF_YOU:
        named = ctx.players(e.player)
        if not named:
            return
        pid = named[0]
    hand = game.players[pid].hand
    ids: tuple[int, ...] = ()
    if hand and e.whole_hand:  # Teferi's Puzzle Box: all of them, in an order of their choice
        ids = tuple(o.oid for o in hand)
    elif hand:
        opts = [o.oid for o in hand]
        ids = tuple(game.ask(pid, Decision(BOTTOM, opts, False, 0, len(opts))))
    for oid in ids:
        game.move(game.objects[oid], Zone.LIBRARY, bottom=True)
    game.say(f"P{pid} puts {len(ids)} card(s) on the bottom")
    game.draw(pid, len(ids) + e.plus)


CONNIVE_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.Connive: connive,
    fx.BottomThenDraw: bottom_then_draw,
}

__all__ = ["CONNIVE_EFFECTS", "bottom_then_draw", "connive"]
