"""Evasion lines of the metagame's long tail: "~ can't be blocked by / except by ..." (CR 509.1b).

Called by ``oracle/modifiers.py``'s ``modifier_line`` when no other template matched:

- "~ can't be blocked by creatures with power 2 or less" (Steel Leaf Champion);
- "~ can't be blocked by white creatures" (Dauthi Horror);
- "~ can't be blocked except by creatures with flying [or reach]" (Silhana Ledgewalker,
  Signal Pest): a blocker without every one of those keywords can't block.

Each is an ``EvasionFilter`` that ``engine/combat.can_block`` honours.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.model import NO_KEYWORD
from deckstats.cards.modifiers import EvasionFilter
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import keyword_flags
from deckstats.cards.targets import Target, TargetKind

_BY = re.compile(r"~ can't be blocked by ((?:.+ )?creatures(?: with .+)?)\.")
_EXCEPT = re.compile(r"~ can't be blocked except by creatures with (.+?)\.")


def evasion_line(line: str) -> tuple[EvasionFilter, ...] | None:
    """The evasion a line states, or ``None`` if it is no such line."""
    m = _BY.fullmatch(line)
    if m:
        spec = parse_target("target " + m.group(1))
        if not isinstance(spec, Target) or spec.kinds != TargetKind.CREATURE or spec.controller:
            return None
        return (EvasionFilter(spec.filter),)
    m = _EXCEPT.fullmatch(line)
    if m:
        kw = keyword_flags(m.group(1).replace(" or ", " and "))
        if kw is None or kw == NO_KEYWORD:
            return None
        # "except by creatures with flying or reach": one without both can't block
        return (EvasionFilter(replace(parse_target("target creature").filter, not_keywords=kw)),)  # type: ignore[union-attr]
    return None
