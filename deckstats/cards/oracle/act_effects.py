"""Sentence templates of round 38's ``act`` family: keyword actions of activated abilities.

- "Adapt N." (CR 701.46a, not in seeds): "If this permanent has no +1/+1 counters on it, put N
  +1/+1 counters on it" -- an ``IfSourceNoCounters`` checked as the ability resolves.

Tried by ``oracle.effects`` after its own templates (lower-case sentences, no final period).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, IfSourceNoCounters, PutCounters
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]


def _adapt(m: re.Match[str]) -> Effects:
    n = int(m.group(1))
    return (IfSourceNoCounters("+1/+1", (PutCounters(n, Ref.SELF, "+1/+1"),)),)


#: Sentence templates (lower-case, no final period), as ``oracle.effects`` writes them.
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"adapt (\d+)", _adapt),
]

__all__ = ["TEMPLATES"]
