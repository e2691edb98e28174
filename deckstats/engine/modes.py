"""CR 700.2: the mode choices a modal spell or ability offers.

"Choose one —" (``Modal.choose``), "Choose one or more —" / "Choose one or both —" (any
number from ``choose`` to ``most``, CR 700.2), and "You may choose the same mode more than
once" (``Modal.repeat``, CR 700.2d: each instance of a repeated mode chooses its own
targets). Spree (CR 702.172): each chosen mode adds its cost (``spree_req``). Each choice
is a tuple of mode indexes in printed order (CR 700.2a: the modes are performed in the
order written).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from deckstats.cards.costs import Kicker
from deckstats.engine.mana import CostReq, combined_req, cost_req

if TYPE_CHECKING:
    from deckstats.cards.effects import Modal
    from deckstats.cards.model import CardDef


def mode_choices(modal: Modal, more: bool = False) -> list[tuple[int, ...]]:
    """CR 700.2: every legal choice of modes of ``modal``, fewest modes first.

    ``more``: the condition of ``Modal.more_if`` holds: "you may choose both instead".
    """
    n = len(modal.modes)
    pick = combinations_with_replacement if modal.repeat else combinations
    out: list[tuple[int, ...]] = []
    most = n if more else modal.most
    for k in range(modal.choose, max(modal.choose, min(most, n)) + 1):
        out.extend(pick(range(n), k))
    return out


def entwined(card: CardDef, modal: Modal) -> list[tuple[int, ...]]:
    """The mode choices of a kicked modal spell: all modes when its kicker is entwine.

    CR 702.42a (entwine): "You may choose all modes of this spell
    instead of just the number specified. If you do, you pay an additional [cost]."
    """
    for c in card.costs:
        if isinstance(c, Kicker) and c.entwine:
            return [tuple(range(len(modal.modes)))]
    return mode_choices(modal)


def spree_req(req: CostReq, modal: Modal, modes: tuple[int, ...]) -> CostReq:
    """CR 702.172a: the spell's cost plus the additional cost of each mode chosen (spree)."""
    return combined_req([req] + [cost_req(modal.costs[m]) for m in modes])


__all__ = ["entwined", "mode_choices", "spree_req"]
