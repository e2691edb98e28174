"""Sunburst (CR 702.44): counters for each colour of mana spent to cast the permanent.

"Sunburst" (Engineered Explosives, Pentad Prism) is a static ability that works as the
permanent enters from the stack (CR 702.44a): a creature enters with a +1/+1 counter, any
other permanent with a charge counter, for each colour of mana spent to cast it; put onto
the battlefield without being cast it gets none (CR 702.44b). The value goes to
``CardDef.enters_with`` as ``(SUNBURST, SUNBURST)``: the engine reads the kind and the
colours spent (``engine.converge``) when the spell resolves.
"""

from __future__ import annotations

from deckstats.cards.oracle.parts import Parts

#: The ``CardDef.enters_with`` kind and amount of sunburst (read by ``engine.resolve``).
SUNBURST = "sunburst"


def sunburst_item(low: str, parts: Parts) -> bool:
    """Compile the keyword line "Sunburst" into ``parts.facts``."""
    if low != "sunburst" or "enters_with" in parts.facts:
        return False
    parts.facts["enters_with"] = (SUNBURST, SUNBURST)
    return True


__all__ = ["SUNBURST", "sunburst_item"]
