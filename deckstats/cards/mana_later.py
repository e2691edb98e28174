"""Mana added by an amount read from the game (CR 106.1, 106.4): Mana Drain's delayed mana.

"At the beginning of your next main phase, add an amount of {C} equal to that spell's mana
value." (Mana Drain): ``AddManaAmount("C", Count("target_mana_value"))`` inside a
``DelayedTrigger`` for the controller's next main phase (CR 603.7, 505.1). The amount is read
as the delayed trigger is created, while the countered spell is still known (CR 608.2h:
``engine.mana_later`` bakes it into a plain ``AddMana``).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.counts import Count


@dataclass(frozen=True, slots=True)
class AddManaAmount:
    """Add ``amount`` mana of the letter ``symbol`` (``"C"``) to the controller's pool."""

    symbol: str
    amount: Count


__all__ = ["AddManaAmount"]
