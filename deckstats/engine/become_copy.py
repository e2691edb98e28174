"""Resolver of a permanent becoming a copy of another (``cards.become_copy``; CR 707.2).

The source takes the target's copiable values (its card as it is now, CR 707.2) through a
derived card, with the source's own copying ability kept ("except it has this ability",
CR 707.9b); it stays a copy while on the battlefield (no duration) and is its printed card
in every other zone (``GameObject.full_card``). It does not enter the battlefield, so no
enters abilities trigger and no "enters tapped" applies (CR 707.4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from deckstats.cards.become_copy import BecomeCopy
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effects_permanents import swap_card
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _become_copy(ctx: Ctx, e: BecomeCopy) -> None:
    """CR 707.2, 707.9b: the source becomes a copy of the target, keeping this ability."""
    src = ctx.source
    targets = ctx.objs(e.target)
    if src is None or src.zone is not Zone.BATTLEFIELD or not targets:
        return
    model = targets[0].card
    # "except it has this ability": once. A copy of a copy (or of itself) already has it in
    # its copiable values (CR 707.9b); the identical ability is not added again, or each
    # activation would double the Stage's abilities (a sweep's Lotus Field game grew to
    # 1.7 million actions).
    kept: tuple[Any, ...] = ()
    for ab in src.card.abilities:
        copying = any(type(x) is BecomeCopy for x in ab.effect)
        if copying and ab not in model.abilities and ab not in kept:
            kept += (ab,)
    tag = f"copy:{id(src.card)}"
    copy = derived_card(model, tag, lambda c: replace(c, abilities=c.abilities + kept))
    full = src.full_card if src.full_card is not None else src.card
    swap_card(ctx.game, src, copy, full)
    ctx.game.say(f"{full.name} becomes a copy of {model.name}")


BECOME_COPY_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {BecomeCopy: _become_copy}

__all__ = ["BECOME_COPY_RESOLVERS"]
