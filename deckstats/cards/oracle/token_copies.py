"""Token copies of a permanent (issue 26, brief r38 fid; CR 707.2, 707.9b, 603.7).

Sentence and paragraph templates (lower-cased, ``~`` for the card's name):

- "Create a token that's a copy of target artifact or creature you control." (Three Steps
  Ahead's mode, Sublime Epiphany's; "target token you control": Esika's Chariot):
  ``CopyToken(target)``;
- "..., except it has haste. Sacrifice it at the beginning of the next end step." (Kiki-Jiki,
  Mirror Breaker; Reflection of Kiki-Jiki) or "... Exile it at the beginning of the next end
  step." (Splinter Twin's wording): ``CopyToken(target, haste=True, at_end_step="sacrifice" /
  "exile")``.

The target phrase is any permanent target ``parse_target`` reads ("another target
nonlegendary creature you control"); "this creature" (inside a granted ability) is the
source. Resolved by ``engine.token_keywords.copy_token``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import CopyNewTokens, CopyToken, Effect
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_PERMANENTS = TargetKind.CREATURE | TargetKind.ARTIFACT | TargetKind.PERMANENT
_COPY = r"create a token that's a copy of ([^.,]+?)(, except it has haste)?"


def _spec(phrase: str) -> TargetSpec | None:
    if phrase in ("~", "this creature", "it"):
        return Ref.SELF if phrase != "it" else None
    if phrase == "target token you control":  # Esika's Chariot
        return Target(TargetKind.PERMANENT, Controller.YOU, filter=Filter(token=True))
    spec = parse_target(phrase)
    if isinstance(spec, Target) and spec.kinds & _PERMANENTS and not spec.up_to:
        if spec.kinds & ~_PERMANENTS & ~TargetKind.ENCHANTMENT & ~TargetKind.LAND:
            return None
        return spec
    return None


def _copy(m: re.Match[str]) -> Effects | None:
    spec = _spec(m[1])
    return None if spec is None else (CopyToken(spec, haste=bool(m[2])),)


def _copy_until(m: re.Match[str]) -> Effects | None:
    spec = _spec(m[1])
    if spec is None:
        return None
    return (CopyToken(spec, haste=bool(m[2]), at_end_step=m[3].lower()),)


#: Sentence templates, tried by ``oracle.effects``.
TEMPLATES: list[tuple[str, Builder]] = [
    (_COPY, _copy),
    # Ocelot Pride (CR 702.131c): its copies need the city's blessing
    (
        r"(?:then )?if you have the city's blessing, for each token you control that entered "
        r"this turn, create a token that's a copy of it",
        lambda m: (CopyNewTokens(),),
    ),
]

#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (rf"{_COPY}\. (sacrifice|exile) it at the beginning of the next end step", _copy_until),
]
