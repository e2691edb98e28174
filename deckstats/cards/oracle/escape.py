"""Escape's "unless it escaped" (CR 702.138c; issue 26, point 4: graveyard).

The cost keyword "Escape—{cost}, Exile N other cards from your graveyard." is read by
``oracle.costs.cost_keyword`` (a ``Flashback`` with ``escape=True``); this module holds the
sentence the escape creatures pair with it, "When ~ enters, sacrifice it unless it escaped."
(Phlage, Titan of Fire's Fury; Uro; Kroxa): a ``Conditional`` on ``Condition.ESCAPED``, a
quality of the source the engine reads from the permanent (``GameObject.escaped``), with
nothing to do when it escaped and ``Sacrifice(Ref.SELF)`` otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Condition, Conditional, Effect, Sacrifice
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]


def _unless_escaped(m: re.Match[str]) -> Effects | None:
    return (Conditional(Condition.ESCAPED, (), (Sacrifice(Ref.SELF),)),)


#: Sentence templates, tried first by ``oracle.effects``.
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"sacrifice (?:it|~) unless it escaped", _unless_escaped),
]
