"""CR 608.2h: effects that read the spell's first target as it last existed.

``IfTargetManaValue``: "If its mana value was 3 or less, scry 1." (Fading Hope): the mana
value (CR 202.3) of the first target object, read from the last known information the
resolution context kept before the spell's first effect moved it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects as fx
from deckstats.engine.effect_ctx import Ctx


def if_target_mana_value(
    ctx: Ctx, e: fx.IfTargetManaValue, resolve_effect: Callable[[Ctx, Any], None]
) -> None:
    """Apply ``e.then`` when the first target's mana value was within the bounds.

    ``resolve_effect`` is ``engine.resolve``'s (passed in: no import cycle).
    """
    obj = ctx.lki_target
    if obj is None:
        return  # no target object (all illegal, or a player): no "its mana value"
    mv = obj.card.mana_value
    if e.at_most is not None and mv > e.at_most:
        return
    if e.at_least is not None and mv < e.at_least:
        return
    for eff in e.then:
        resolve_effect(ctx, eff)


__all__ = ["if_target_mana_value"]
