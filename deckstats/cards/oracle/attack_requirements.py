"""Groups that must attack (CR 508.1d): "<group> attack each combat if able.".

Goblin Rabblemaster ("Other Goblin creatures you control attack each combat if able."),
Goblin Assault ("Goblin creatures attack each combat if able.": every player's Goblins):
a ``Static`` granting the requirement flag ``Keyword.ATTACKS_EACH_COMBAT`` to the group,
which the declare-attackers step reads (CR 508.1d: a requirement, obeyed as far as
possible; a creature that can't attack, tapped or summoning sick, is not required to).
The group words are the anthems' (``oracle.statics``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Static
from deckstats.cards.model import Keyword
from deckstats.cards.targets import Ref

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_MUST = re.compile(r"(Other )?(.+?) (you control )?attacks? each combat if able\.")


def attack_requirement_line(line: str, parts: Parts) -> bool:
    """Compile a group's attack requirement into ``parts.statics``; False if no fit."""
    from deckstats.cards.oracle.statics import _group  # (statics imports effects: a cycle)

    m = _MUST.fullmatch(line)
    if not m or m.group(2) == "~" or not m.group(2).endswith("creatures"):
        return False
    group = _group(m.group(2))
    if group is None or group[0] is not Ref.CREATURES_YOU_CONTROL:
        return False
    applies_to, flt = group
    if not m.group(3):
        if not flt.subtypes:
            return False
        applies_to = Ref.EACH_CREATURE  # "Goblin creatures": every player's (CR 611.3a)
    parts.statics.append(
        Static(
            0,
            0,
            Keyword.ATTACKS_EACH_COMBAT,
            applies_to=applies_to,
            filter=flt,
            other=bool(m.group(1)),
        )
    )
    return True
