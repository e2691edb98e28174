"""Impending (CR 702.176, not in seeds): the Overlords of Duskmourn.

Cast for its impending cost (``AlternativeCost(keyword="impending", time_counters=N)``),
the permanent enters with N time counters and "isn't a creature" while it has one
(``start_impending``: its characteristics are those of a derived card without the creature
type, CR 205.1b, the way ``engine.animate`` swaps them the other way). "At the beginning of
your end step, remove a time counter from it": a delayed trigger (``Game.delayed``,
CR 603.7) for its controller's next end step, renewed while counters remain; the last
removed, the printed characteristics come back and it is a creature (it has been under its
controller's control since it entered, so it may attack on their next turn, CR 302.6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.model import CardDef, CardType
from deckstats.engine.info import card_info
from deckstats.engine.types import Step, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_TICK: Final = fx.ImpendingTick()
_NONCREATURE: dict[int, CardDef] = {}


def _noncreature(card: CardDef) -> CardDef:
    """``card`` without the creature type (cached per card)."""
    hit = _NONCREATURE.get(id(card))
    if hit is None or hit.name != card.name:
        hit = replace(card, types=card.types & ~_CARD_TYPE_CREATURE)
        _NONCREATURE[id(card)] = hit
    return hit


def _schedule(game: Game, obj: GameObject) -> None:
    """The delayed trigger of the controller's next end step (CR 603.7)."""
    pid = obj.controller
    game.delayed.append((Step.END, pid, obj, obj.card, (_TICK,), pid))


def start_impending(game: Game, obj: GameObject, n: int) -> None:
    """It enters with ``n`` time counters and is not a creature while it has one."""
    cnt = obj.counters if obj.counters is not None else {}
    cnt["time"] = cnt.get("time", 0) + n
    obj.counters = cnt
    obj.info = card_info(_noncreature(obj.card))
    _schedule(game, obj)
    game.say(f"{obj.card.name} enters with {n} time counters (impending)")


def _tick(ctx: Ctx, e: fx.ImpendingTick) -> None:
    """Remove a time counter; with none left it is a creature again."""
    obj = ctx.source
    game = ctx.game
    if obj is None or game.objects.get(obj.oid) is not obj or obj.zone is not Zone.BATTLEFIELD:
        return
    n = obj.counter("time")
    if n > 0 and obj.counters is not None:
        obj.counters["time"] = n - 1
        n -= 1
    if n > 0:
        _schedule(game, obj)
        return
    obj.info = card_info(obj.card)
    game.sba_dirty = True
    game.say(f"{obj.card.name} is a creature again (impending)")


IMPENDING_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {fx.ImpendingTick: _tick}

__all__ = ["IMPENDING_EFFECTS", "start_impending"]
