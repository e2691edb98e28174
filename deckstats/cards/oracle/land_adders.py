"""Lines adding land types to lands (CR 305.6, 305.7; ``engine.land_adders``).

- "Each land is a Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth;
  Yavimaya, Cradle of Growth) -> ``CardDef.lands_also_are = ("Swamp",)``;
- "Lands you control are every basic land type in addition to their other types."
  (Dryad of the Ilysian Grove, Prismatic Omen) -> the five types, ``lands_also_yours``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_EACH = re.compile(
    r"Each land is an? (Plains|Island|Swamp|Mountain|Forest) in addition to its other land "
    r"types\."
)
_EVERY = "Lands you control are every basic land type in addition to their other types."


def land_adder_line(line: str, parts: Parts) -> bool:
    """Compile a land-type-adding line into ``parts``' facts; False if it is not one."""
    m = _EACH.fullmatch(line)
    if m:
        parts.facts["lands_also_are"] = (m.group(1),)
        return True
    if line == _EVERY:
        parts.facts["lands_also_are"] = _BASICS
        parts.facts["lands_also_yours"] = True
        return True
    return False


__all__ = ["land_adder_line"]
