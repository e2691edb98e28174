"""Damage to several targets, an amount each (issue 26, helper ``spell``; CR 115.3, 120.3).

"Arc Trail deals 2 damage to any target and 1 damage to any other target." and "Cone of
Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third
target.": one ``DealDamage`` per target, in text order; each later target is "other"
(``Target.other``: none of the targets chosen before it, CR 115.3). A bare "another
target" / "a third target" is of the first target's kind.

Also "~ deals 2 damage to each creature that isn't a Pirate." / "... to each non-Pirate
creature" (Fiery Cannonade): ``DealDamageEach`` on creatures without that subtype (CR 205.3).
And "Destroy all creatures that entered this turn." (Force of Despair, CR 701.8).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import DealDamage, DealDamageEach, DestroyEnteredThisTurn
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Filter, Target

_PART = re.compile(r"(\d+) damage to (.+)")
_BARE = ("another target", "a second target", "a third target", "a fourth target")


def _damage_list(m: re.Match[str]) -> Effects | None:
    parts = re.split(r", and |, | and ", m.group(1))
    out: list[DealDamage] = []
    first: Target | None = None
    for part in parts:
        pm = _PART.fullmatch(part)
        if pm is None:
            return None
        phrase = pm.group(2)
        spec = (
            replace(first, other=True)
            if phrase in _BARE and first is not None
            else parse_target(phrase)
        )
        if not isinstance(spec, Target) or (first is not None and not spec.other):
            return None
        first = first or spec
        out.append(DealDamage(int(pm.group(1)), spec))
    return tuple(out) if len(out) > 1 else None


def _each_but(m: re.Match[str]) -> Effects | None:
    subtype = m.group(2) or m.group(3)
    return (DealDamageEach(int(m.group(1)), Filter(not_subtypes=(subtype,))),)


def _entered(m: re.Match[str]) -> Effects | None:
    return (DestroyEnteredThisTurn(),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"destroy all creatures that entered (?:the battlefield )?this turn", _entered),
    (
        r"~ deals (\d+) damage to each (?:creature that isn't an? ([A-Z][a-z]+)"
        r"|non-([A-Z][a-z]+) creature)",
        _each_but,
    ),
    (r"~ deals (\d+ damage to .+ and \d+ damage to .+)", _damage_list),
]
