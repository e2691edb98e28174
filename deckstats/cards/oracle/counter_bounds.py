"""Counterspells bounded by a count (issue 26, r40 fid): Spellstutter Sprite, Mausoleum Wanderer.

"counter target spell with mana value X or less, where X is the number of Faeries you
control" (Spellstutter Sprite), "counter target instant or sorcery spell with mana value less
than or equal to ~'s power" (Mausoleum Wanderer): ``IfTargetAtMost((CounterSpell(...),),
"mana value", <count>)``. The count is read as the ability resolves (CR 608.2h): a target
that no longer fits is not countered (CR 608.2b). "~'s power" is ``Count("self_power")``: the
source's power, as it last existed when it was sacrificed to pay the cost (CR 608.2h; read
by ``engine.effect_ctx``).
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.effects_library import IfTargetAtMost
from deckstats.cards.oracle.counts import count_phrase

_BOUND = re.compile(
    r"(counter target [a-z ]*?spell) with mana value (?:X or less, where X is (.+)|less than "
    r"or equal to (~'s power))"
)


def _bounded(m: re.Match[str]) -> tuple[Any, ...] | None:
    from deckstats.cards.oracle.effects import parse_effects

    then = parse_effects(m.group(1))
    if m.group(3):
        count: Count | None = Count("self_power", text=m.group(3))
    else:
        count = count_phrase(m.group(2))
    if not then or count is None:
        return None
    return (IfTargetAtMost(tuple(then), "mana value", count),)


#: Effect sentence templates (``oracle.trigger_effects.TEMPLATES``).
TEMPLATES: list[tuple[str, Any]] = [(_BOUND.pattern, _bounded)]

__all__ = ["TEMPLATES"]
