"""Attack and block restrictions lifted by a permanent you control (CR 508.1a, 509.1a).

"~ can't attack unless you control a 1/1 creature." (Lovestruck Beast), "~ can't block
unless you control an artifact." and "~ can't attack or block unless you control another
Goblin.": a ``Static`` of ``Keyword.CANT_ATTACK`` / ``CANT_BLOCK`` on the creature itself,
whose requirement (``presence.Count(none=True)``) holds while you control no such permanent;
as soon as you control one the creature may attack (checked as attackers are declared,
CR 508.1a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Static
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.presence import Count
from deckstats.cards.targets import Filter, Ref

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_UNLESS = re.compile(
    r"~ can't (attack or block|attack|block) unless you control (an?|another) (.+)\."
)
_PT = re.compile(r"(\d+)/(\d+) creature")
_FLAGS = {
    "attack": Keyword.CANT_ATTACK,
    "block": Keyword.CANT_BLOCK,
    "attack or block": Keyword.CANT_ATTACK | Keyword.CANT_BLOCK,
}


def _permanent(words: str) -> Filter | None:
    """``"1/1 creature"`` / ``"artifact"`` / ``"Goblin"`` -> the permanent's filter."""
    m = _PT.fullmatch(words)
    if m:
        p, t = int(m.group(1)), int(m.group(2))
        # A creature on the battlefield has toughness 1 or more (CR 704.5f), so "toughness
        # at most t" with t = 1 is exactly 1; a bigger t would need a lower bound too.
        if t != 1:
            return None
        return Filter(card_type=CardType.CREATURE, min_power=p, max_power=p, max_toughness=t)
    flt = card_filter(words)
    return None if flt is None or flt == Filter() else flt


def unless_control_line(line: str, parts: Parts) -> bool:
    """Compile "~ can't attack [or block] unless you control a <permanent>." into ``parts``."""
    m = _UNLESS.fullmatch(line)
    flt = _permanent(m.group(3)) if m else None
    if m is None or flt is None:
        return False
    need = Count(filter=flt, other=m.group(2) == "another", none=True)
    parts.statics.append(Static(0, 0, _FLAGS[m.group(1)], applies_to=Ref.SELF, requires=need))
    return True


__all__ = ["unless_control_line"]
