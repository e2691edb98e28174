"""Resolvers of the round-40 sprint (issue 26, helper ``s3``).

"Choose one that hasn't been chosen this turn —" (Monument to Endurance; CR 700.2):
``FreshModal`` resolves its ``Modal`` cut down to the modes the source has not chosen this
turn; each mode kept starts with ``ChoseMode``, which marks it chosen on the source
(``GameObject.modes_turn``: the turn and a bit mask of its modes). A new object (CR 400.7)
remembers nothing. The cut-down ``Modal`` values are kept per mask, so the engine's caches
keyed by value identity see a few values per card, not one per resolution.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import Modal
from deckstats.cards.effects_riders import ChoseMode, FreshModal
from deckstats.engine.effect_ctx import Ctx

Run = Callable[[Ctx, Any], None]

_CUT: dict[tuple[int, int], tuple[FreshModal, Modal]] = {}


def _cut(e: FreshModal, used: int) -> Modal:
    """``e.modal`` without the modes in the bit mask ``used``; each kept mode marked."""
    key = (id(e), used)
    hit = _CUT.get(key)
    if hit is not None and hit[0] is e:
        return hit[1]
    modal: Modal = e.modal
    modes = tuple(
        (ChoseMode(i), *mode) for i, mode in enumerate(modal.modes) if not used & (1 << i)
    )
    cut = Modal(modes, choose=min(modal.choose, len(modes)), most=min(modal.most, len(modes)))
    _CUT[key] = (e, cut)
    return cut


def fresh_modal(ctx: Ctx, e: FreshModal, run: Run) -> None:
    """CR 700.2: choose among the modes not chosen this turn (none left: nothing happens)."""
    src = ctx.source
    used = 0
    if src is not None and src.modes_turn[0] == ctx.game.turn:
        used = src.modes_turn[1]
    cut = _cut(e, used)
    if cut.modes:
        run(ctx, cut)


def chose_mode(ctx: Ctx, e: ChoseMode, run: Run) -> None:
    """Remember on the source that mode ``e.index`` was chosen this turn."""
    src = ctx.source
    if src is None:
        return
    turn = ctx.game.turn
    used = src.modes_turn[1] if src.modes_turn[0] == turn else 0
    src.modes_turn = (turn, used | (1 << e.index))


__all__ = ["chose_mode", "fresh_modal"]
