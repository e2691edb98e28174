"""Converge: "the number of colors of mana spent to cast this spell" (CR 702.163 family).

Converge is an ability word (CR 207.2c): the spell reads how many of the five colours of
mana were spent to cast it. The payer (``engine.payment``) does not record which colour a
source that could make several produced, so the number read here is a *lower bound*: the
colours certainly spent (a coloured mana symbol of the mana cost paid, pool mana of a
colour used, a source tapped for the cost that makes only one colour). A partial reading
may lose power, never gain it (issue 26).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.engine.mana import BIT_INDEX, CondUnit, CostHelper, CostReq, unit_amount, unit_mask

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.engine.state import StackItem

_COLOURS = 31  # W U B R G bits of a mana mask


def colours_spent_mask(payment: Any, cost: ManaCost | None) -> int:
    """The colours (a WUBRG bit mask) certainly spent by ``payment`` of ``cost``."""
    mask = 0
    if cost is not None:  # CR 107.4b: a coloured mana symbol is paid with that colour
        for s in CostReq(cost).shards:
            if s & _COLOURS and not s & (s - 1):
                mask |= s
    for i in range(5):
        if payment.pool_use[i]:
            mask |= 1 << i
    for u in payment.taps:
        if type(u) is CostHelper or type(u) is CondUnit:
            continue
        m = unit_mask(u)
        one = m & _COLOURS and not m & (m - 1)
        if one and payment.floats[BIT_INDEX[m]] < unit_amount(u):
            mask |= m  # a one-colour source tapped and its mana not all left floating
    return mask


def colours_spent(item: StackItem) -> int:
    """CR 207.2c (converge): how many colours of mana were spent to cast ``item``."""
    paid = item.paid
    if not paid:
        return 0
    return bin(colours_spent_mask(paid[0], paid[1])).count("1")
