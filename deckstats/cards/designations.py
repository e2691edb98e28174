"""Player designations of the card vocabulary: the monarch (CR 724; CR 722 in seeds 002).

``cards.effects`` re-exports each class and lists it in ``Effect`` and ``ALL_EFFECTS``;
the engine side is ``engine.designations``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """CR 724.1: "you become the monarch" (Thorn of the Black Rose).

    One player at most is the monarch (CR 724.3). The monarch draws a card at the
    beginning of their end step, and a creature dealing combat damage to the monarch makes
    its controller the monarch (CR 724.2: inherent triggered abilities of the designation).
    """
