"""Sentence templates of round 39's exiles from the top and from the battlefield.

- "exile each nonland permanent other than ~ with mana value 2 or less until ~ leaves the
  battlefield" (Temporary Lockdown; CR 610.3): an ``ExileAllUntilLeaves``
  (``cards.exile_all``, ``engine.exile_all``);
- "discover 5" (Trumpeting Carnosaur; CR 701.57a): a ``Discover`` (``engine.discover``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Discover, Effect, ExileAllUntilLeaves
from deckstats.cards.oracle.targets import card_filter

Effects = tuple[Effect, ...]


def _exile_all(m: re.Match[str]) -> Effects | None:
    flt = card_filter(m.group(1))
    if flt is None:
        return None
    if m.group(3):
        flt = replace(flt, max_mana_value=int(m.group(3)))
    return (ExileAllUntilLeaves(flt, other=bool(m.group(2))),)


#: Sentence templates (lower-cased first letter, no final period; ``oracle.realdecks``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"exile each ([a-z ]+?)( other than ~)?(?: with mana value (\d+) or less)? until ~ "
        r"leaves the battlefield",
        _exile_all,
    ),
    (r"discover (\d+)", lambda m: (Discover(int(m.group(1))),)),
]

__all__ = ["TEMPLATES"]
