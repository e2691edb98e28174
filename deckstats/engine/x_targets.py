"""Targets bounded by the X of a spell: "target ... with mana value X [or less]" (CR 107.3a).

X is chosen before the targets (CR 601.2b-c): a target whose mana value does not fit the X
chosen is not a legal choice, so ``engine.casting`` offers only the (targets, X) pairs that
fit (``x_target_bounds`` / ``x_targets_fit``); ``IfTargetX`` checks again as the spell
resolves (CR 608.2b). Only spells with an X in their cost pay this check.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckstats.cards.effects_moves import IfTargetX
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.info import effect_target_specs
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game

Run = Callable[[Ctx, Any], None]


def x_target_bounds(spell: tuple[Any, ...]) -> list[tuple[int, bool]]:
    """(target group index, or_less) of each ``IfTargetX`` among the spell's effects."""
    out: list[tuple[int, bool]] = []
    i = 0
    for eff in spell:
        if isinstance(eff, IfTargetX):
            out.append((i, eff.or_less))
        i += len(effect_target_specs((eff,)))
    return out


def _fits(mana_value: int, x: int, or_less: bool) -> bool:
    return mana_value <= x if or_less else mana_value == x


def x_targets_fit(
    game: Game, bounds: list[tuple[int, bool]], targets: tuple[tuple[int, ...], ...], x: int
) -> bool:
    """CR 601.2c: every X-bounded target has a mana value that fits ``x``."""
    for i, or_less in bounds:
        for t in targets[i] if i < len(targets) else ():
            o = game.objects.get(t)
            if o is not None and not _fits(o.info.mana_value, x, or_less):
                return False
    return True


def if_target_x(ctx: Ctx, e: IfTargetX, run: Run) -> None:
    """CR 608.2b: ``then`` affects its target only if its mana value still fits X."""
    targets = ctx.item.targets
    ids = targets[ctx.cursor] if ctx.cursor < len(targets) else ()
    o = ctx.game.objects.get(ids[0]) if ids else None
    if (
        o is None
        or o.zone is not Zone.BATTLEFIELD
        or not _fits(o.info.mana_value, ctx.x, e.or_less)
    ):
        ctx.skip(e.then)
        return
    for eff in e.then:
        run(ctx, eff)


def x_target_resolvers(run: Run) -> dict[type, Callable[[Ctx, Any], None]]:
    """The resolvers of this module with the engine's ``resolve_effect`` bound."""
    return {IfTargetX: lambda ctx, e: if_target_x(ctx, e, run)}
