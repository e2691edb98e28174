"""Keyword counters and added creature types in effects (CR 122.1b, 205.1b).

"Put two +1/+1 counters and a flying counter on target attacking creature. It becomes an
Angel in addition to its other types." (Guide of Souls' reflexive trigger), "Put a flying
counter on target creature.": ``PutCounters`` for the +1/+1 counters and for the keyword
counter (on the same target: ``Ref.FIRST_TARGET``; ``engine.counter_mods`` gives the
keyword, CR 122.1b), ``AddSubtypes`` for "it
becomes a <type> in addition to its other types" on the target named before
(``engine.keyword_counters``). Sentence templates, so they also work after "When you do,".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import AddSubtypes, Effect, PutCounters
from deckstats.cards.keyword_counters import KEYWORD_COUNTERS
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]

_KINDS = "|".join(KEYWORD_COUNTERS)


def _counters(m: re.Match[str]) -> Effects | None:
    target = parse_target(m.group(3))
    n = number(m.group(1)) if m.group(1) else 0
    if target is None or not isinstance(n, int):
        return None
    kw = PutCounters(1, Ref.FIRST_TARGET if n else target, m.group(2))
    return (PutCounters(n, target), kw) if n else (kw,)


def _becomes(m: re.Match[str]) -> Effects | None:
    return (AddSubtypes(Ref.FIRST_TARGET, (m.group(1),)),)


#: Sentence templates (lower-cased first letter, no final period; ``oracle.realdecks``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        rf"put (?:({NUMBER}) \+1/\+1 counters? and )?an? ({_KINDS}) counter on "
        r"((?:up to one )?(?:another )?target [a-z ]+)",
        _counters,
    ),
    # "It" names the target of the sentence before (nothing without one: no effect).
    (r"it becomes an? ([A-Z][a-z]+) in addition to its other types", _becomes),
]

__all__ = ["TEMPLATES"]
