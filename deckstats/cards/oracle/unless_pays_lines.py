"""Sentence templates of "draw a card unless that player pays" (CR 118.12, 608.2c).

"you may draw a card unless that player pays {4}" (Mystic Remora; {1}: Rhystic Study) and
"draw a card unless that player pays {X}, where X is ~'s power" (Esper Sentinel): a
``DrawUnlessPays`` (``cards.unless_pays``, ``engine.unless_pays``). "That player" is the
player the trigger names (the spell's caster).

The chain spells: "then that player or that permanent's controller may pay {R}{R}" (Chain
Lightning; "that player may copy this spell ...": Chain of Smog) is a ``CopyIfPays``; its
following sentence, "If the player does, they may copy this spell and may choose a new
target for that copy.", is what ``CopyIfPays`` does, read as no further effect.

Erhnam Djinn's drawback: "target non-Wall creature an opponent controls gains forestwalk
until your next upkeep" (``GrantLandwalk``, ``engine.walk_grants``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import CopyIfPays, DrawUnlessPays, Effect, GrantLandwalk
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Target

Effects = tuple[Effect, ...]


def _draw_unless(m: re.Match[str]) -> Effects | None:
    may = bool(m.group(1))
    if m.group(2) == "X":
        if not m.group(3):
            return None
        return (DrawUnlessPays(source_power=True, may=may),)
    if m.group(3):
        return None
    return (DrawUnlessPays(int(m.group(2)), may=may),)


_THAT_PLAYER = r"that (?:player or that permanent's controller|player|permanent's controller)"
_COPY_THIS = r"(?:they )?may copy (?:this spell|~) and may choose a new target for that copy"


def _walk_grant(m: re.Match[str]) -> Effects | None:
    target = parse_target(m.group(1))
    if not isinstance(target, Target):
        return None
    return (GrantLandwalk(target, m.group(2).capitalize()),)


#: Sentence templates (lower-cased first letter, no final period; ``oracle.realdecks``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(you may )?draw a card unless that player pays \{(\d+|X)\}"
        r"(, where X is ~'s power)?",
        _draw_unless,
    ),
    # CR 707.10: "Then that player or that permanent's controller may pay {R}{R}."
    (_THAT_PLAYER + r" may pay ((?:\{[WUBRGC0-9]\})+)", lambda m: (CopyIfPays(m.group(1)),)),
    # "If the player does, they may copy this spell ...": done by the CopyIfPays before it
    (r"if the player does, " + _COPY_THIS, lambda m: ()),
    # Chain of Smog: "Then that player may copy this spell ..." (nothing to pay)
    (_THAT_PLAYER + " " + _COPY_THIS, lambda m: (CopyIfPays(),)),
    # CR 702.14, 611.2a: Erhnam Djinn's upkeep trigger
    (
        r"(target [^.]+?) gains (forest|island|swamp|mountain|plains)walk until your next upkeep",
        _walk_grant,
    ),
]

__all__ = ["TEMPLATES"]
