"""Static abilities that take keywords away (CR 613.1f, layer 6).

"Equipped creature gets +10/+10 and loses flying." (Colossus Hammer), "Enchanted creature
gets -2/-0 and loses flying.": the lords' template (``oracle.statics.static_line``) for the
"gets +N/+N" half, with ``Static.loses`` for the keywords it removes. The engine removes
them after every grant (``engine.characteristics.keywords``): a later grant of flying is
lost too, so the approximation of CR 613.7's timestamps can only cost the player power.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.oracle.text import keyword_flags

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LOSES = re.compile(r"(.+ gets [+-]\d+/[+-]\d+) and loses (.+)\.")


def keyword_loss_line(line: str, parts: Parts) -> bool:
    """Compile "<who> gets +N/+N and loses <keywords>." into ``parts.statics``."""
    m = _LOSES.fullmatch(line)
    if not m:
        return False
    lost = keyword_flags(m.group(2))
    if not lost:
        return False
    # Imported here: oracle.statics -> oracle.effects -> oracle.realdecks -> this module.
    from deckstats.cards.oracle.statics import static_line

    before = len(parts.statics)
    if not static_line(m.group(1) + ".", parts) or len(parts.statics) != before + 1:
        return False
    parts.statics[-1] = replace(parts.statics[-1], loses=lost)
    return True


__all__ = ["keyword_loss_line"]
