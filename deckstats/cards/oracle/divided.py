"""Damage divided among targets of a kind (CR 601.2d): "among any number of target creatures".

"Pyrokinesis deals 4 damage divided as you choose among any number of target creatures",
"Fury ... among any number of target creatures and/or planeswalkers", "among one or two
target creatures": the ``DealDamageDivided`` of ``oracle/effects.py``'s "among ... targets"
template, with the target phrase's kinds, controller and qualities (CR 115.1); "any number"
is at most one target per point of damage.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import DealDamageDivided
from deckstats.cards.oracle.effects import NUM, Builder, Effects, amount_of
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Target, TargetKind

_AMONG = {"one or two": 2, "one, two, or three": 3}
_NOT_DAMAGEABLE = TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _divided_among(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(1))
    if not isinstance(n, int):
        return None
    how_many = m.group(2)
    most = _AMONG.get(how_many, n)
    if how_many.startswith("up to "):
        k = amount_of(how_many[len("up to ") :])
        if not isinstance(k, int):
            return None
        most = k
    spec = parse_target("target " + m.group(3))
    if not isinstance(spec, Target) or spec.kinds & _NOT_DAMAGEABLE:
        return None
    return (DealDamageDivided(n, Target(spec.kinds, spec.controller, spec.filter, most, divide=n)),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"(?:~|it) deals {NUM} damage divided as you choose among (one or two|one, two, or "
        r"three|any number of|up to \w+) target (.+)",
        _divided_among,
    ),
]
