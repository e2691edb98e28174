"""CR 700.2: the mode choices a modal spell or ability offers.

"Choose one —" (``Modal.choose``), "Choose one or more —" / "Choose one or both —" (any
number from ``choose`` to ``most``, CR 700.2), and "You may choose the same mode more than
once" (``Modal.repeat``, CR 700.2d: each instance of a repeated mode chooses its own
targets). Each choice is a tuple of mode indexes in printed order (CR 700.2a: the modes
are performed in the order written).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.effects import Modal


def mode_choices(modal: Modal) -> list[tuple[int, ...]]:
    """CR 700.2: every legal choice of modes of ``modal``, fewest modes first."""
    n = len(modal.modes)
    pick = combinations_with_replacement if modal.repeat else combinations
    out: list[tuple[int, ...]] = []
    for k in range(modal.choose, max(modal.choose, min(modal.most, n)) + 1):
        out.extend(pick(range(n), k))
    return out


__all__ = ["mode_choices"]
