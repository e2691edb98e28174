"""Mass sacrifices (CR 701.21a) -> ``MassRemoval(verb="sacrifice")``.

"Each player sacrifices all <permanents> they control [that are one or more colors]." (All Is
Dust; "each opponent": only theirs).

"that are one or more colors" is ``Filter(colors=ALL_COLORS)`` (any of the five colours,
CR 105.2). Sentence templates, tried first by ``oracle.effects`` (via ``oracle.realdecks``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Effect, MassRemoval
from deckstats.cards.model import ALL_COLORS
from deckstats.cards.targets import Controller, Target, TargetKind

Effects = tuple[Effect, ...]
_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _sacrifice_all(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target("target " + m.group(2))
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    flt = replace(spec.filter, colors=ALL_COLORS) if m.group(3) else spec.filter
    whose = Controller.OPPONENT if m.group(1) == "opponent" else Controller.ANY
    return (MassRemoval(spec.kinds, flt, whose, "sacrifice"),)


TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"each (player|opponent) sacrifices all ([a-z, ]+?) they control"
        r"( that are one or more colors)?",
        _sacrifice_all,
    ),
]

__all__ = ["TEMPLATES"]
