"""Resolvers of round 40's ``act`` family (``cards.effects_act40``; issue 26).

- ``SpellCantBeCountered`` (Vexing Shusher; CR 101.2): the spell object is marked with the
  "can't be countered" keyword bit among its "until end of turn" keywords
  (``GameObject.temp_keywords``); every counter check reads ``uncounterable_now``.
- ``MayCastThisTurn`` (Emry; CR 601.3): the graveyard card's ``playable_until`` is this turn;
  ``static_rules.cast_from_zone`` reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects_act40 as a40
from deckstats.engine.flags import CANT_BE_COUNTERED
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.state import GameObject


def uncounterable_now(o: GameObject) -> bool:
    """CR 101.2: the spell has "can't be countered", printed or given (Vexing Shusher)."""
    return bool((o.info.keywords | o.temp_keywords) & CANT_BE_COUNTERED)


def spell_cant_be_countered(ctx: Ctx, e: a40.SpellCantBeCountered) -> None:
    """CR 101.2: the target spell can't be countered (from now on, while on the stack)."""
    for t in ctx.ids(e.target):
        o = ctx.game.objects.get(t)
        if o is not None and o.zone is Zone.STACK:
            o.temp_keywords |= CANT_BE_COUNTERED
            ctx.game.say(f"{o.card.name} can't be countered")


def may_cast_this_turn(ctx: Ctx, e: a40.MayCastThisTurn) -> None:
    """CR 601.3: the card may be cast from its graveyard this turn (``playable_until``)."""
    game = ctx.game
    for t in ctx.ids(e.what):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.GRAVEYARD or o.info.is_land:
            continue
        o.playable_from = o.playable_until = game.turn
        game.players[o.owner].cost_options = True  # graveyard casts are listed from now on
        game.say(f"{o.card.name} may be cast from the graveyard this turn")


#: The resolvers of this module, merged into ``engine.resolve.RESOLVERS``.
ACT40_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    a40.SpellCantBeCountered: spell_cant_be_countered,
    a40.MayCastThisTurn: may_cast_this_turn,
}

__all__ = ["ACT40_RESOLVERS", "uncounterable_now"]
