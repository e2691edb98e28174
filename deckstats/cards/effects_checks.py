"""Effects that check the spell's first target as it last existed (CR 608.2h).

Re-exported by ``effects``: "If its mana value was 3 or less, scry 1." (Fading Hope).
Resolved by ``engine.target_checks``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.effects import Effect


@dataclass(frozen=True, slots=True)
class IfTargetManaValue:
    """Apply ``then`` if the first target object's mana value was in bounds (CR 608.2h).

    ``at_most`` / ``at_least``: the bounds (``None``: unbounded). The object is read with
    its last known information, so a creature returned to hand or destroyed by the
    sentence before still counts. ``then`` names no target of its own.
    """

    then: tuple[Effect, ...]
    at_most: int | None = None
    at_least: int | None = None


__all__ = ["IfTargetManaValue"]
