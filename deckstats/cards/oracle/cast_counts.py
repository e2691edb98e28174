"""Spells cast this turn as a condition, and a card returning attacking (issue 26, r40 fid).

- "if you've cast three or more instant and sorcery spells this turn" / "if you've cast a
  noncreature spell this turn": ``Count("spells_cast", <spell filter>)`` with its lower bound
  (CR 601.2i: a spell is cast once it has become cast; the engine's ``cast_log`` of the turn),
  the condition of an intervening "if" (CR 603.4, ``cards.counts.IfCount``) or of a branch;
- "return ~ from your graveyard to the battlefield [tapped] [and attacking]" as the body of
  a graveyard trigger's "if" (Arclight Phoenix): ``Reanimate(SELF, tapped, attacking)``; a
  creature put onto the battlefield attacking was never declared as an attacker (CR 508.4,
  506.3).
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.effects import Reanimate
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Filter, Ref

_CAST = re.compile(
    rf"you've cast (?:(?P<n>{NUMBER}) or more|an?) (?P<q>[a-z ,]+?) spells? this turn"
)


def _spell_quality(words: str) -> Filter | None:
    """``"instant and sorcery"`` (the spells of either type) / ``"noncreature"`` -> a filter."""
    both = re.fullmatch(r"(\w+) and (\w+)", words)
    if both:  # "instant and sorcery spells": each spell is one or the other (CR 205.2a)
        a, b = card_filter(both.group(1)), card_filter(both.group(2))
        if a is None or b is None or not a.card_type or not b.card_type:
            return None
        return Filter(card_type=a.card_type | b.card_type)
    return card_filter(words)


def spells_cast_condition(text: str) -> tuple[Count, int | None, int | None] | None:
    """``"you've cast three or more instant and sorcery spells this turn"`` -> (count, 3, None).

    ``None`` for another condition.
    """
    m = _CAST.fullmatch(text)
    if not m:
        return None
    flt = _spell_quality(m.group("q"))
    if flt is None:
        return None
    least: Any = number(m.group("n")) if m.group("n") else 1
    if not isinstance(least, int):
        return None
    return Count("spells_cast", flt, text=text), least, None


def _return_self(m: re.Match[str]) -> tuple[Reanimate, ...]:
    return (Reanimate(Ref.SELF, tapped=bool(m.group(1)), attacking=bool(m.group(2))),)


#: Effect sentence templates (``oracle.trigger_effects.TEMPLATES``).
TEMPLATES: list[tuple[str, Any]] = [
    (
        r"return ~ from your graveyard to the battlefield( tapped)?( and attacking)?",
        _return_self,
    ),
]

__all__ = ["TEMPLATES", "spells_cast_condition"]
