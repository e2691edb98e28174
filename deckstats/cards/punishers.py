"""Punisher effects: the opponent chooses, and a choice that spares them costs life.

Part of the effect vocabulary (``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS``); resolved by ``engine/punishers.py``:

- ``DiscardOrLose``: "each opponent discards a card, then each opponent who didn't discard a
  nonland card this way loses 3 life" (Kroxa, Titan of Death's Hunger; CR 701.9: the
  discarding player chooses the card, CR 608.2c: the loss reads what was discarded).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import CardType
from deckstats.cards.targets import Filter, Ref

#: "a nonland card".
NONLAND = Filter(not_type=CardType.LAND)


@dataclass(frozen=True, slots=True)
class DiscardOrLose:
    """Each ``player`` discards a card; one who didn't discard a ``spares`` card loses ``life``."""

    life: int
    player: Ref = Ref.EACH_OPPONENT
    spares: Filter = NONLAND


#: The classes of this module, for ``effects.ALL_EFFECTS``.
PUNISHER_EFFECTS: tuple[type, ...] = (DiscardOrLose,)
