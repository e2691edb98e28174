"""Mana by an amount read on resolution (``cards.mana_later``; CR 106.1, 106.4).

``AddManaAmount`` adds ``amount`` mana of one letter to the controller's pool. Inside a
delayed trigger (Mana Drain's "At the beginning of your next main phase, add an amount of
{C} equal to that spell's mana value.") the amount is read as the delayed trigger is
created, while the countered spell is known (CR 603.7, 608.2h): ``baked`` turns it into a
plain ``AddMana`` of that many letters (none for 0).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.mana_later import AddManaAmount
from deckstats.engine.effects_permanents import _LETTER_INDEX as _INDEX

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
AddMana: Final = fx.AddMana

if TYPE_CHECKING:
    from deckstats.engine.effect_ctx import Ctx


def _add_mana_amount(ctx: Ctx, e: AddManaAmount) -> None:
    """CR 106.4: ``amount`` mana of ``symbol`` into the controller's pool."""
    n = ctx.amount(e.amount)
    if n > 0:
        ctx.game.players[ctx.controller].pool[_INDEX[e.symbol]] += n


def baked(ctx: Ctx, effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """The effects of a delayed trigger with each ``AddManaAmount`` read now (CR 608.2h)."""
    if not any(type(e) is AddManaAmount for e in effects):
        return effects
    out: list[Any] = []
    for e in effects:
        if type(e) is AddManaAmount:
            n = ctx.amount(e.amount)
            if n > 0:
                out.append(AddMana(e.symbol * n))
        else:
            out.append(e)
    return tuple(out)


MANA_LATER_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {AddManaAmount: _add_mana_amount}

__all__ = ["MANA_LATER_RESOLVERS", "baked"]
