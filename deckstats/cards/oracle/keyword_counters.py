"""Keyword counters and two kinds of counters in one sentence (CR 122.1b, 122.6).

"Put a flying counter on target creature", "Put a +1/+1 counter and a lifelink counter on
target creature" (Unexpected Fangs): ``PutCounters`` of each kind, the second on the same
object (``Ref.FIRST_TARGET`` after a target). A permanent with a keyword counter has that
keyword (CR 122.1b: ``engine.counter_mods`` gives the object its card with the keyword).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import PutCounters
from deckstats.cards.keyword_counters import KEYWORD_COUNTERS
from deckstats.cards.oracle.effects import NUM, Builder, Effects, amount_of
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Ref, Target

_KIND = r"([+-]\d+/[+-]\d+|" + "|".join(KEYWORD_COUNTERS) + ")"


def _put(m: re.Match[str]) -> Effects | None:
    on = parse_target(m.group(m.lastindex or 1))
    if on is None:
        return None
    first = PutCounters(amount_of(m.group(1)), on, m.group(2))
    if m.lastindex == 3:
        return (first,) if m.group(2) in KEYWORD_COUNTERS else None
    same = Ref.FIRST_TARGET if isinstance(on, Target) else on
    return (first, PutCounters(amount_of(m.group(3)), same, m.group(4)))


TEMPLATES: list[tuple[str, Builder]] = [
    (rf"put {NUM} {_KIND} counters? on (.+)", _put),
    (rf"put {NUM} {_KIND} counters? and {NUM} {_KIND} counters? on (.+)", _put),
]

__all__ = ["KEYWORD_COUNTERS", "TEMPLATES"]
