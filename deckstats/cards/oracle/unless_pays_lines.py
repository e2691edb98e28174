"""Sentence templates of "draw a card unless that player pays" (CR 118.12, 608.2c).

"you may draw a card unless that player pays {4}" (Mystic Remora; {1}: Rhystic Study) and
"draw a card unless that player pays {X}, where X is ~'s power" (Esper Sentinel): a
``DrawUnlessPays`` (``cards.unless_pays``, ``engine.unless_pays``). "That player" is the
player the trigger names (the spell's caster).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import DrawUnlessPays, Effect

Effects = tuple[Effect, ...]


def _draw_unless(m: re.Match[str]) -> Effects | None:
    may = bool(m.group(1))
    if m.group(2) == "X":
        if not m.group(3):
            return None
        return (DrawUnlessPays(source_power=True, may=may),)
    if m.group(3):
        return None
    return (DrawUnlessPays(int(m.group(2)), may=may),)


#: Sentence templates (lower-cased first letter, no final period; ``oracle.realdecks``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(you may )?draw a card unless that player pays \{(\d+|X)\}"
        r"(, where X is ~'s power)?",
        _draw_unless,
    ),
]

__all__ = ["TEMPLATES"]
