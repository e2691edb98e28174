"""Resolution checks of the source's counters (issue 26, point 4; CR 603.4, 122.1).

"If there are no depletion counters on ~, sacrifice it." ends the ability of the depletion
lands (Saprazzan Skerry, Hickory Woodlot) and of Gemstone Mine ("mining counters"): an
``IfSourceNoCounters`` of the counter kind around the effect that follows, with "it" read as
the source. Tried by ``oracle.effects`` after its own templates.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, IfSourceNoCounters

Effects = tuple[Effect, ...]


def _no_counters(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    rest = re.sub(r"\bit\b", "~", m.group(2))
    inner = parse_effects(rest[0].upper() + rest[1:] + ".")
    return None if inner is None else (IfSourceNoCounters(m.group(1), tuple(inner)),)


#: Sentence templates (lower-case, no final period), as ``oracle.effects`` writes them.
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"if there are no ([a-z+/0-9-]+) counters on ~, (.+)", _no_counters),
]
