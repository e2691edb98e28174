"""Round 40 sprint (helper ``s1``): lines of near-miss texts (issue 26).

- "If there are two or more instant and/or sorcery cards in your graveyard, this spell
  can't be countered." (Exquisite Firecraft's spell mastery, its ability word already
  gone; CR 101.2): ``static_rules.UncounterableIf`` on the count
  (``oracle.counts.count_condition``), read whenever something would counter the spell.
"""

from __future__ import annotations

import re

from deckstats.cards.oracle.counts import count_condition
from deckstats.cards.static_rules import UncounterableIf

_UNCOUNTERABLE_IF = re.compile(r"If (.+), (?:this spell|~) can't be countered\.")


def uncounterable_if_line(line: str) -> UncounterableIf | None:
    """CR 101.2: "If <count condition>, this spell can't be countered." (or ``None``)."""
    m = _UNCOUNTERABLE_IF.fullmatch(line)
    if m is None:
        return None
    counted = count_condition(m.group(1))
    if counted is None:
        return None
    count, least, most = counted
    if least is None or most is not None:
        return None
    return UncounterableIf(count, least)


__all__ = ["uncounterable_if_line"]
