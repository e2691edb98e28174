"""What a static ability counts or requires: "as long as you control ...", "for each ...".

CR 604.2: a static ability's effect applies continuously while its condition holds; CR
611.3a: a continuous effect from a static ability is not locked in, so its count is read
every time a characteristic is checked. A ``Count`` names a set of objects in one zone
("Forests you control", "land cards in your graveyard", "enchantments on the
battlefield"); a ``dsl.Static`` uses one as a requirement (``requires``: "as long as you
control two or more other Merfolk", Kird Ape, Svyelun) or as a multiplier (``per``: "gets
+1/+1 for each land card in your graveyard", Knight of the Reliquary, Ethereal Armor). The
engine counts in ``engine/presence.py``.

``Count.filter`` uses only the printed fields of a ``Filter`` (types, subtypes,
supertypes, colours), so counting never reads another static ability (no loop).

>>> Count(zone=GRAVEYARD).at_least
1
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import NO_FILTER, Filter

#: Zones a ``Count`` reads (CR 400.1).
BATTLEFIELD = "battlefield"
GRAVEYARD = "graveyard"

#: Whose objects a ``Count`` reads: the static's controller, every player.
YOURS = "you"
EVERYONE = "all"

#: States of the source a ``Static.state`` can require (CR 604.2): "as long as it's your
#: turn" (CR 500), "as long as ~ is untapped" (CR 110.5), "as long as ~ is attacking"
#: (CR 506.4).
YOUR_TURN = "your_turn"
UNTAPPED = "untapped"
ATTACKING = "attacking"
#: A ``Static.state``: "If ~ was kicked, it enters ... with trample" (Kavu Titan, CR 702.33d).
KICKED = "kicked"


@dataclass(frozen=True, slots=True)
class Count:
    """The objects of ``zone`` owned or controlled by ``whose`` that match ``filter``.

    ``other`` leaves the static's source out ("another Merfolk", "each other enchantment");
    ``at_least`` is the smallest count that meets a requirement ("two or more").
    """

    zone: str = BATTLEFIELD
    whose: str = YOURS
    filter: Filter = NO_FILTER
    other: bool = False
    at_least: int = 1
    #: "unless you control a 1/1 creature" (Lovestruck Beast, CR 508.1a): the requirement
    #: holds while there is NONE of these objects.
    none: bool = False


__all__ = [
    "ATTACKING",
    "BATTLEFIELD",
    "EVERYONE",
    "GRAVEYARD",
    "KICKED",
    "UNTAPPED",
    "YOURS",
    "YOUR_TURN",
    "Count",
]
