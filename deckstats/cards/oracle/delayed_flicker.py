"""Flickers that return at the next end step (issue 26, brief r38 fid; CR 603.7, 610.3).

Paragraph templates (lower-cased, ``~`` for the card's name), tried by ``oracle.paragraphs``:

- "Exile another target permanent. Return that card to the battlefield under its owner's
  control at the beginning of the next end step." (Flickerwisp; "Exile another target
  creature you own. Return it to the battlefield under your control at the beginning of the
  next end step.": Charming Prince's mode; "Exile ~. Return it ...": Anurid Brushhopper);
- "At the beginning of the next end step, return that card to the battlefield ..." after
  the exile sentence (the same meaning, the other word order);
- "You may exile target creature. If you do, return that card ... at the beginning of the
  next end step." (Astral Slide): the same inside a ``MayDo``.

Compiled as ``Flicker(target, yours, later="exile")``: the permanent is exiled now and a
delayed triggered ability (CR 603.7a) returns that card at the beginning of the next end
step (``engine.effects_counted``). The card returns as a new object (CR 400.7), under its
owner's control or the ability controller's ("your"); a token ceases to exist in exile
(CR 111.7) and never returns; a card that left exile meanwhile is a new object the delayed
trigger cannot find (CR 400.7, 610.3c-like).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import Effect, Flicker, MayDo
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.targets import Ref, Target, TargetKind

Effects = tuple[Effect, ...]

_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD
_RETURN = r"return (?:it|that card) to the battlefield under (its owner's|your) control"
_NEXT_END = r"at the beginning of the next end step"


def _spec(phrase: str) -> Target | Ref | None:
    """A target permanent phrase, or "~" (the source itself)."""
    if phrase == "~":
        return Ref.SELF
    spec = parse_target(phrase)
    if isinstance(spec, Target) and not spec.kinds & _NOT_PERMANENTS:
        return spec
    return None


def _later(m: re.Match[str]) -> Effects | None:
    spec = _spec(m[1])
    if spec is None:
        return None
    return (Flicker(spec, yours=m[2] == "your", later="exile"),)


def _may_later(m: re.Match[str]) -> Effects | None:
    got = _later(m)
    return None if got is None else (MayDo(got),)


#: Paragraph templates (two sentences), tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, object]] = [
    (rf"exile ([^.]+?)\. {_RETURN} {_NEXT_END}", _later),
    (rf"exile ([^.]+?)\. {_NEXT_END}, {_RETURN}", _later),
    (rf"you may exile ([^.]+?)\. if you do, {_RETURN} {_NEXT_END}", _may_later),
]
