"""A spell restricted mana makes uncounterable (CR 106.6, 101.2): Cavern of Souls.

"Spend this mana only to cast a creature spell of the chosen type, and that spell can't be
countered." (``Activated.spend_uncounterable``): when the spell's payment taps a permanent
for such restricted mana (a ``CondUnit`` of that ability), the spell object gets the "can't
be countered" bit among its temporary keywords (``GameObject.temp_keywords``), which every
counter check reads (``engine.act40.uncounterable_now``). Checked once, as it is cast.
"""

from __future__ import annotations

from typing import Any

from deckstats.engine.flags import CANT_BE_COUNTERED
from deckstats.engine.mana import CondUnit
from deckstats.engine.state import GameObject


def paid_uncounterable(payment: Any) -> bool:
    """Whether ``payment`` tapped a source for mana with "that spell can't be countered"."""
    for unit in payment.taps:
        if type(unit) is not CondUnit or not unit.restricted:
            continue
        abilities = unit.obj.card.abilities
        for sd in unit.info.mana_sources:
            if 0 <= sd.index < len(abilities) and abilities[sd.index].spend_uncounterable:
                return True
    return False


def mark_uncounterable(spell: GameObject, payment: Any) -> None:
    """CR 101.2: the spell paid with Cavern of Souls' mana can't be countered."""
    if payment.taps and paid_uncounterable(payment):
        spell.temp_keywords |= CANT_BE_COUNTERED


__all__ = ["mark_uncounterable", "paid_uncounterable"]
