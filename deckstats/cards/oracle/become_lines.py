"""A creature that becomes another creature until end of turn (CR 613.1d-f, 613.4b, 205.1b).

"Until end of turn, target creature you control becomes a green Wurm with base power and
toughness 6/4." (Scale Up; overloaded, "each creature you control"): an ``Animate`` of the
target (or of each creature of the group) with the colour replacing its colours (CR 105.3),
the creature type replacing its subtypes (``replace_subtypes``, CR 205.1b) and the base
power and toughness set (layer 7b, CR 613.4b: counters and pumps still apply on top).
"""

from __future__ import annotations

import re
from typing import Any

from deckstats.cards.effects import Animate
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Ref, Target

_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOUR = r"(?:white|blue|black|red|green)"
_GROUPS = {
    "each creature you control": Ref.CREATURES_YOU_CONTROL,
    "each creature": Ref.EACH_CREATURE,
}


def _who(text: str) -> Any:
    if text in _GROUPS:
        return _GROUPS[text]
    target = parse_target(text)
    return target if isinstance(target, Target) else None


def _becomes(m: re.Match[str]) -> Effects | None:
    who = _who(m["who"])
    if who is None:
        return None
    colours = "".join(_COLOURS[w] for w in re.findall(_COLOUR, m["colours"] or ""))
    subtypes = tuple(m["types"].split())
    body = Animate(int(m["p"]), int(m["t"]), colours, subtypes, target=who, replace_subtypes=True)
    return (body,)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"until end of turn, (?P<who>target creature(?: you control)?|each creature(?: you "
        rf"control)?) becomes an? (?P<colours>{_COLOUR}(?:(?:,? and |, ){_COLOUR})* )?"
        r"(?P<types>(?:[A-Z][\w'-]* ?)+?) with base power and toughness (?P<p>\d+)/(?P<t>\d+)",
        _becomes,
    ),
]

__all__ = ["TEMPLATES"]
