"""Morph keyword lines (issue 26, point 4; CR 702.37).

"Morph {3}{R}{R}{R}" (Rorix Bladewing), "Morph—Pay 5 life." (Zombie Cutthroat): two cost
options of the card, the face-down casting for {3} (an ``AlternativeCost`` with keyword
``"morph"``, CR 702.37c) and the ``cards.costs.Morph`` cost that turns the permanent face up
(CR 702.37e; ``engine.morph``). Megamorph and disguise are other keywords and stay unparsed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.costs import AlternativeCost, Morph
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import Keyword

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

#: CR 702.37c: a face-down spell costs {3} (its alternative cost).
FACE_DOWN = AlternativeCost(mana=parse_mana_cost("{3}"), keyword="morph")
_MORPH = re.compile(r"morph (?:(\{[^ ]+\})|\s*[—-]\s*pay (\d+) life\.?)|morph[—-]pay (\d+) life\.?")


def morph_item(low: str, parts: Parts) -> bool:
    """Compile one lower-case "morph ..." keyword item; False when it is not one of ours."""
    m = _MORPH.fullmatch(low)
    if not m:
        return False
    mana_text, life_text = m.group(1), m.group(2) or m.group(3)
    try:
        mana = parse_mana_cost(mana_text.upper()) if mana_text else None
    except ManaCostError:
        return False
    parts.costs.extend((FACE_DOWN, Morph(mana, life=int(life_text or 0))))
    parts.keywords |= Keyword.MORPH
    return True


__all__ = ["FACE_DOWN", "morph_item"]
