"""Converge: "the number of colors of mana spent to cast this spell" (CR 207.2c).

Converge is an ability word (CR 207.2c): the spell reads how many of the five colours of
mana were spent to cast it. The payer (``engine.payment``) does not record which colour a
source that could make several produced; the player chooses it (CR 106.4), so the number
read here is the most colours the sources tapped for the spell could have made while
paying its coloured symbols (``colours_spent_mask``). Which sources are tapped is the
payer's choice, not made for converge: a reading that may lose power, never gain it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.engine.mana import BIT_INDEX, CondUnit, CostHelper, CostReq, unit_amount, unit_mask

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.engine.state import StackItem

_COLOURS: Final = 31  # W U B R G bits of a mana mask


def colours_spent_mask(payment: Any, cost: ManaCost | None) -> int:
    """The colours (a WUBRG bit mask) spent by ``payment`` of ``cost``.

    The player chooses which colour each source tapped for the cost made (CR 106.4,
    605.1a): the most colours those sources could have made while still paying the cost's
    coloured symbols (CR 107.4b), pool mana of a colour used counted too. With many sources
    only the certain ones count (one-colour sources: a lower bound).
    """
    pool = [payment.pool_use[i] for i in range(5)]
    got = sum(1 << i for i in range(5) if pool[i])
    pips = [0, 0, 0, 0, 0]  # coloured symbols that must be paid with that colour
    if cost is not None:
        for s in CostReq(cost).shards:
            if s & _COLOURS and not s & (s - 1):
                pips[BIT_INDEX[s]] += 1
    masks = []
    for u in payment.taps:
        if type(u) is CostHelper or type(u) is CondUnit:
            continue
        m = unit_mask(u) & _COLOURS
        if m & (m - 1) or (m and payment.floats[BIT_INDEX[m]] < unit_amount(u)):
            masks.append(m)  # a one-colour source counts unless all its mana floated
    if len(masks) > _SEARCH_LIMIT:
        return got | sum({m for m in masks if not m & (m - 1)})
    best = [got]
    _assign(masks, 0, pool, pips, got, best)
    return best[0]


_SEARCH_LIMIT: Final = 7  # sources whose colours are searched (5**7 at most: a rare spell)


def _assign(
    masks: list[int], i: int, made: list[int], pips: list[int], got: int, best: list[int]
) -> None:
    """Depth-first: each source makes one of its colours; keep the widest payable mix."""
    if i == len(masks):
        payable = all(made[c] >= pips[c] for c in range(5))
        if payable and bin(got).count("1") > bin(best[0]).count("1"):
            best[0] = got
        return
    m = masks[i]
    for c in range(5):
        if m >> c & 1:
            made[c] += 1
            _assign(masks, i + 1, made, pips, got | 1 << c, best)
            made[c] -= 1


def colours_spent(item: StackItem) -> int:
    """CR 207.2c (converge): how many colours of mana were spent to cast ``item``."""
    paid = item.paid
    if not paid:
        return 0
    return bin(colours_spent_mask(paid[0], paid[1])).count("1")
