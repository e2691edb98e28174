"""Static prevention lines of a permanent (``cards.prevention``; CR 615.1a, 614.1a).

"Prevent all damage that would be dealt to you." (Solitary Confinement), "Prevent all
[combat] damage that would be dealt to ~." (Cho-Manno, Revolutionary), "If damage would be
dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (Phantom Centaur) and
Worship's "If you control a creature, damage that would reduce your life total to less than
1 reduces it to 1 instead." Called by ``oracle.abilities`` on a permanent's whole line.
"""

from __future__ import annotations

import re

from deckstats.cards.oracle.parts import Parts
from deckstats.cards.prevention import DamageAsCounters, DamagePrevention, LifeFloor

_PREVENT_ALL = re.compile(r"Prevent all (combat )?damage that would be dealt to (you|~)\.")
_PREVENT_IF = re.compile(
    r"If (combat )?damage would be dealt to ~, prevent that damage\."
    r"(?: Remove an? ([+-]1/[+-]1|[a-z]+) counter from ~\.)?"
)
_SOUL_SCAR = (
    "If a source you control would deal noncombat damage to a creature an opponent controls, "
    "put that many -1/-1 counters on that creature instead."
)
_WORSHIP = (
    "If you control a creature, damage that would reduce your life total to less than 1 "
    "reduces it to 1 instead."
)


def prevention_line(line: str, parts: Parts) -> bool:
    """Compile one static prevention line into ``parts.modifiers``; False if not one."""
    m = _PREVENT_ALL.fullmatch(line)
    if m:
        combat = bool(m.group(1))
        you = m.group(2) == "you"
        parts.modifiers.append(DamagePrevention("you" if you else "self", combat_only=combat))
        return True
    m = _PREVENT_IF.fullmatch(line)
    if m:
        parts.modifiers.append(
            DamagePrevention("self", combat_only=bool(m.group(1)), remove_counter=m.group(2) or "")
        )
        return True
    if line == _SOUL_SCAR:
        parts.modifiers.append(DamageAsCounters("-1/-1"))  # CR 614.1a
        return True
    if line == _WORSHIP:
        parts.modifiers.append(LifeFloor(1, if_creature=True))
        return True
    return False
