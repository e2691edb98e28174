"""Sentences that check the spell's target as it last existed (CR 608.2h).

"If its mana value was 3 or less, scry 1." (Fading Hope, after "Return target creature to
its owner's hand."): ``IfTargetManaValue(then, at_most=3)``; "N or greater" sets
``at_least``. The effect after the comma must compile and name no target of its own.
"look at the top N cards of target player's library, then put them back in any order"
(Architects of Will): ``ReorderTopOf(N, TARGET_PLAYER)``.
Sentence templates, tried first by ``oracle.effects`` (via ``oracle.realdecks``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, IfTargetManaValue, ReorderTopOf
from deckstats.cards.oracle.text import NUMBER
from deckstats.cards.targets import TARGET_PLAYER, Target

Effects = tuple[Effect, ...]


def _if_mana_value(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.body import parse_body

    then = parse_body(m.group(3)[0].upper() + m.group(3)[1:] + ".")
    if not then or any(_targets(e) for e in then):
        return None
    n = int(m.group(1))
    if m.group(2) == "less":
        return (IfTargetManaValue(tuple(then), at_most=n),)
    return (IfTargetManaValue(tuple(then), at_least=n),)


def _targets(effect: Effect) -> bool:
    """Whether a (flat) effect declares a target of its own."""
    return dataclasses.is_dataclass(effect) and any(
        isinstance(getattr(effect, f.name), Target) for f in dataclasses.fields(effect)
    )


def _reorder_top_of(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.text import number

    n = number(m.group(1))
    if not isinstance(n, int) or n < 1:
        return None
    return (ReorderTopOf(n, TARGET_PLAYER),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"if its mana value was (\d+) or (less|greater), (.+)", _if_mana_value),
    # Architects of Will (its enters trigger): the controller orders the cards.
    (
        rf"look at the top ({NUMBER}) cards of target player's library, then put them back in "
        r"any order",
        _reorder_top_of,
    ),
]

__all__ = ["TEMPLATES"]
