"""Static bonuses that count permanents (CR 613.4c) and "Attach ~ to target creature".

Whole-line template (tried by ``oracle.realdecks.realdeck_line``):

- "Equipped creature / Enchanted creature / ~ gets +1/+0 for each artifact you control."
  (Cranial Plating; Nettlecyst: "artifact and/or enchantment"; "creature", "land"): a
  ``Static`` whose bonus is multiplied by the count (``Static.per``, a ``presence.Count``
  of the permanents of those types the source's controller controls, CR 611.3a).

Sentence templates (tried first by ``oracle.effects``): "attach ~ to target creature you
control" (Cranial Plating's "{B}{B}:" ability, at instant speed; CR 701.3): ``AttachTo``;
"target creature [you control] gets +X/+X until end of turn, where X is [twice] the number
of <Gates | Blood tokens | artifacts> you control" (Basilisk Gate, Bloodtithe Harvester):
``PumpPerCount``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Static
from deckstats.cards.effects import AttachTo, Effect, PumpPerCount
from deckstats.cards.model import CardType
from deckstats.cards.presence import Count
from deckstats.cards.targets import TARGET_CREATURE_YOU_CONTROL, Filter, Ref

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_COUNTS = {
    "artifact": Count(filter=Filter(card_type=CardType.ARTIFACT)),
    "creature": Count(filter=Filter(card_type=CardType.CREATURE)),
    "land": Count(filter=Filter(card_type=CardType.LAND)),
    "artifact and/or enchantment": Count(
        filter=Filter(card_type=CardType.ARTIFACT | CardType.ENCHANTMENT)
    ),
}
#: The same counts by name, for ``PumpPerCount`` (read by ``engine.counted``).
_COUNT_NAMES = {
    "artifact": "artifacts_you_control",
    "creature": "creatures_you_control",
    "land": "lands_you_control",
}
_WHO = {
    "Equipped creature": Ref.ENCHANTED_OR_EQUIPPED,
    "Enchanted creature": Ref.ENCHANTED_OR_EQUIPPED,
    "~": Ref.SELF,
}
_PER = re.compile(
    r"(?P<who>Equipped creature|Enchanted creature|~) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) "
    r"for each (?P<what>artifact and/or enchantment|artifact|creature|land) you control\."
)


def per_count_line(line: str, parts: Parts) -> bool:
    """Compile "<who> gets +N/+M for each <permanent> you control." into ``parts``."""
    m = _PER.fullmatch(line)
    if not m:
        return False
    parts.statics.append(
        Static(
            int(m.group("p")),
            int(m.group("t")),
            applies_to=_WHO[m.group("who")],
            per=_COUNTS[m.group("what")],
        )
    )
    return True


Effects = tuple[Effect, ...]


def _attach(m: re.Match[str]) -> Effects | None:
    return (AttachTo(TARGET_CREATURE_YOU_CONTROL),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"attach ~ to target creature you control", _attach),  # CR 701.3
]

__all__ = ["TEMPLATES", "per_count_line"]


_MULTIPLIERS = {"": 1, "twice ": 2, "three times ": 3}


def _pump_per_count(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    who = parse_target(m.group("who"))
    what = m.group("what")
    count = _COUNT_NAMES.get(what.removesuffix("s"))
    if count is None:
        sub = re.fullmatch(r"([A-Z][a-z]+?)s?(?: tokens)?", what)
        if sub is None:
            return None
        count = "subtype:" + sub.group(1)
    if who is None:
        return None
    k = _MULTIPLIERS[m.group("times") or ""]
    sign = -1 if m.group("sign") == "-" else 1
    return (PumpPerCount(sign * k, sign * k, who, count),)


# Basilisk Gate, Bloodtithe Harvester (CR 608.2h: X counted as it resolves).
TEMPLATES.append(
    (
        r"(?P<who>target creature(?: you control)?) gets (?P<sign>[+-])X/(?P=sign)X until end "
        r"of turn, where X is (?P<times>twice |three times )?the number of "
        r"(?P<what>[A-Z][a-z]+s|[A-Z][a-z]+ tokens|artifacts|creatures|lands) you control",
        _pump_per_count,
    )
)


def _put_subtype_from_hand(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.effects import PutFromHand
    from deckstats.cards.targets import Filter

    return (PutFromHand(Filter(subtypes=(m.group(1),))),)


# Stoneforge Mystic: "put an Equipment card from your hand onto the battlefield" (CR 110.2).
TEMPLATES.append(
    (r"put an? ([A-Z][a-z]+) card from your hand onto the battlefield", _put_subtype_from_hand)
)
