"""Keyword lines that are facts of the card (``CardDef`` fields), not abilities to activate.

- Sunburst (CR 702.44): a static ability that works as the permanent enters from the stack
  (CR 702.44a): a creature enters with a +1/+1 counter, any other permanent with a charge
  counter, for each colour of mana spent to cast it; put onto the battlefield without being
  cast it gets none (CR 702.44b). Engineered Explosives, Pentad Prism: ``CardDef.enters_with``
  is ``(SUNBURST, SUNBURST)``; the engine reads the kind and the colours spent
  (``engine.converge``) when the spell resolves.
- Umbra armor (CR 702.89a; "totem armor" before 2023): "If enchanted permanent would be
  destroyed, instead remove all damage from it and destroy this Aura." (Hyena Umbra):
  ``CardDef.umbra_armor`` (``engine.umbra``).
"""

from __future__ import annotations

from deckstats.cards.oracle.parts import Parts

#: The ``CardDef.enters_with`` kind and amount of sunburst (read by ``engine.resolve``).
SUNBURST = "sunburst"


def keyword_fact_item(low: str, parts: Parts) -> bool:
    """Compile the keyword lines "Sunburst" and "Umbra armor" into ``parts.facts``."""
    if low == "sunburst" and "enters_with" not in parts.facts:
        parts.facts["enters_with"] = (SUNBURST, SUNBURST)
        return True
    if low in ("umbra armor", "totem armor"):
        parts.facts["umbra_armor"] = True
        return True
    return False


__all__ = ["SUNBURST", "keyword_fact_item"]
