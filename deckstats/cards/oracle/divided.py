"""Damage divided among targets of a kind (CR 601.2d): "among any number of target creatures".

"Pyrokinesis deals 4 damage divided as you choose among any number of target creatures",
"Fury ... among any number of target creatures and/or planeswalkers", "among one or two
target creatures": the ``DealDamageDivided`` of ``oracle/effects.py``'s "among ... targets"
template, with the target phrase's kinds, controller and qualities (CR 115.1); "any number"
is at most one target per point of damage.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from deckstats.cards.effects import DealDamageDivided
from deckstats.cards.oracle.effects import NUM, Builder, Effects, amount_of
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import ANY_TARGET, Target, TargetKind

_AMONG = {"one or two": 2, "one, two, or three": 3}
#: "X damage divided among any number of targets": at most this many (engine.divided_x).
_MOST_X = 3
_NOT_DAMAGEABLE = TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _divided_among(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(1))
    if not isinstance(n, int) and n != "X":
        return None
    x = 0 if isinstance(n, int) else 1  # the X chosen on casting (engine.divided_x)
    how_many = m.group(2)
    most = _AMONG.get(how_many, n if isinstance(n, int) else _MOST_X)
    if how_many.startswith("up to "):
        k = amount_of(how_many[len("up to ") :])
        if not isinstance(k, int):
            return None
        most = k
    what = m.group(3)
    spec = ANY_TARGET if what == "s" else parse_target("target " + what.removeprefix(" "))
    if not isinstance(spec, Target) or spec.kinds & _NOT_DAMAGEABLE:
        return None
    divide = n if isinstance(n, int) else -x
    to = Target(spec.kinds, spec.controller, spec.filter, most, divide=divide)
    return (DealDamageDivided(n if isinstance(n, int) else 0, to, x),)


_HOW_MANY = r"(one or two|one, two, or three|any number of|up to \w+)"

TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"(?:~|it) deals {NUM} damage divided as you choose among {_HOW_MANY} target(s| .+)",
        _divided_among,
    ),
]


_TWICE = re.compile(
    r"If X is (\d+) or more, ~ deals twice X damage divided as you choose among them instead\."
)


def twice_x_instead(sentence: str, spell: list[Any]) -> bool:
    """Shatterskull Smashing: "If X is 6 or more, ~ deals twice X damage divided ... instead".

    The division before (an X one) becomes "X, or twice X when X is at least N"; the
    division of the doubled amount is chosen as the spell is cast (CR 601.2d, 107.3a).
    """
    m = _TWICE.fullmatch(sentence)
    last = spell[-1] if spell else None
    if m is None or not isinstance(last, DealDamageDivided) or last.x != 1:
        return False
    n = int(m.group(1))
    spell[-1] = DealDamageDivided(0, replace(last.to, divide=-n), n)
    return True
