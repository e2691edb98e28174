"""Counted "enters with" counters (CR 614.1c, 122.6): the number is read as it enters.

- "~ enters with a +1/+1 counter on it for each creature card in your graveyard." (Golgari
  Grave-Troll): one counter per thing counted (``oracle.counts.each_phrase``);
- "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the
  battlefield." (Stag Beetle): ``oracle.counts.count_phrase``. The engine reads the count
  once the permanent is on the battlefield (``engine.entering_counts``), so "other
  creatures" is the count of creatures minus the entering creature itself.

The value goes to ``CardDef.enters_with`` as ``(kind, Count)``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.oracle.counts import count_phrase, each_phrase
from deckstats.cards.oracle.parts import Parts

_PER = re.compile(r"~ enters with an? ([+-]1/[+-]1|[a-z]+) counter on it for each (.+)\.")
_WHERE_X = re.compile(r"~ enters with X ([+-]1/[+-]1|[a-z]+) counters on it, where X is (.+)\.")
_OTHER_CREATURES = re.compile(r"the number of other (creatures .+)")


def counted_entry_line(line: str, parts: Parts) -> bool:
    """Compile a counted "enters with" line of a permanent into ``parts.facts``."""
    m = _PER.fullmatch(line)
    if m:
        count = each_phrase(m.group(2))
    else:
        m = _WHERE_X.fullmatch(line)
        if m is None:
            return False
        other = _OTHER_CREATURES.fullmatch(m.group(2))
        count = count_phrase(f"the number of {other.group(1)}" if other else m.group(2))
        if count is not None and other:
            count = replace(count, plus=count.plus - 1)  # itself, counted on the battlefield
    if count is None:
        return False
    parts.facts["enters_with"] = (m.group(1), count)
    return True


__all__ = ["counted_entry_line"]
