"""The "Living weapon" keyword line (issue 26, point 4; CR 702.92).

CR 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
then attach this to it." (Batterskull, Nettlecyst, Kaldra Compleat): an enters trigger with
``CreateAttached`` (``engine.living_weapon``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered, token
from deckstats.cards.effects import CreateAttached
from deckstats.cards.triggers import EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

#: CR 702.92a: the Germ token.
GERM = token("Phyrexian Germ", pt=(0, 0), color="B", subtypes=("Phyrexian", "Germ"))
LIVING_WEAPON = Triggered(EntersBattlefield(), (CreateAttached(GERM),))


def living_weapon_item(low: str, parts: Parts) -> bool:
    """Compile the lower-case keyword item "living weapon"; False for any other."""
    if low != "living weapon":
        return False
    parts.triggers.append(LIVING_WEAPON)
    return True


__all__ = ["GERM", "LIVING_WEAPON", "living_weapon_item"]
