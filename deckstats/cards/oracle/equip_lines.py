"""Equipment lines of the real decks (CR 301.5, 701.3; issue 26, helper ``fid``).

"Whenever an Equipment you control enters, you may attach it to target creature you control."
(Sigarda's Aid; "an Aura" alike): an ``EntersBattlefield`` trigger for the Equipment whose
effect attaches the permanent that entered (``AttachTo(what=Ref.TRIGGERING_OBJECT)``).
The whole line is one template, so "it" can only be the permanent that entered.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import AttachTo
from deckstats.cards.targets import TARGET_CREATURE_YOU_CONTROL, Filter, Ref
from deckstats.cards.triggers import EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_ATTACH_ENTERING = re.compile(
    r"Whenever an (Equipment|Aura) you control enters, (you may )?attach it to target "
    r"creature you control\."
)


def equip_line(line: str, parts: Parts) -> bool:
    """Compile Sigarda's Aid's attach trigger into ``parts.triggers``."""
    m = _ATTACH_ENTERING.fullmatch(line)
    if not m:
        return False
    attach = AttachTo(TARGET_CREATURE_YOU_CONTROL, what=Ref.TRIGGERING_OBJECT)
    when = EntersBattlefield(Ref.YOU, Filter(subtypes=(m.group(1),)))
    parts.triggers.append(Triggered(when=when, effect=(attach,), optional=bool(m.group(2))))
    return True


__all__ = ["equip_line"]
