"""Resolvers of the round-38 ``spell`` helper's effects (``cards.effects_riders``).

Riders that read the damage dealt "this way" (CR 120.3, 608.2c): the damage resolver adds
what ``Game.deal_damage`` reports as dealt to the resolution context (``Ctx.dealt``, and
``Ctx.dealt_player`` when a player was dealt damage; damage a protection quality prevents
is not dealt, CR 702.16e, 615.1). ``GainDamageDealt`` gains that much life ("You gain
life equal to the damage dealt this way", Corrupt); ``IfPlayerDealtDamage`` applies its
effects if a player was dealt damage ("If a player is dealt damage this way, scry 1",
Play with Fire).

Each resolver takes the engine's ``resolve_effect`` as ``run`` (nested effects), so this
module does not import ``engine.resolve`` (one import direction inside the engine).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.effects_riders import (
    GainDamageDealt,
    IfPlayerDealtDamage,
    RemoveCounterSacrificeLast,
)
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx

Run = Callable[[Any, Any], None]


def gain_damage_dealt(ctx: Ctx, e: GainDamageDealt, run: Run) -> None:
    """CR 119.3, 120.3: gain life equal to the damage this resolution dealt."""
    if ctx.dealt > 0:
        ctx.game.gain_life(ctx.controller, ctx.dealt)


def if_player_dealt(ctx: Ctx, e: IfPlayerDealtDamage, run: Run) -> None:
    """CR 608.2c: the effects apply only if a player was dealt damage this way."""
    if ctx.dealt_player:
        for eff in e.then:
            run(ctx, eff)
    else:
        ctx.skip(e.then)


def remove_counter_sacrifice_last(ctx: Ctx, e: RemoveCounterSacrificeLast, run: Run) -> None:
    """CR 702.63a (vanishing): remove a time counter; when the last is removed, sacrifice it.

    With no counter to remove, none is removed and the permanent stays (the sacrifice
    triggers only on removing the last one).
    """
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or not src.counters:
        return
    left = src.counters.get(e.kind, 0)
    if left <= 0:
        return
    src.counters[e.kind] = left - 1
    if left == 1:
        ctx.game.say(f"sacrifices {src.card.name} (last {e.kind} counter)", src.controller)
        ctx.game.sacrifice(src)


RIDER_RESOLVERS: dict[type, Callable[[Ctx, Any, Run], None]] = {
    GainDamageDealt: gain_damage_dealt,
    IfPlayerDealtDamage: if_player_dealt,
    RemoveCounterSacrificeLast: remove_counter_sacrifice_last,
}


def rider_resolvers(run: Run) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of ``RIDER_RESOLVERS`` with the engine's ``resolve_effect`` bound."""

    def bound(fn: Callable[[Ctx, Any, Run], None]) -> Callable[[Ctx, Any], None]:
        return lambda ctx, e: fn(ctx, e, run)

    return {cls: bound(fn) for cls, fn in RIDER_RESOLVERS.items()}


__all__ = ["RIDER_RESOLVERS", "rider_resolvers"]
