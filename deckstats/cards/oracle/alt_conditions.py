"""More alternative costs and their conditions (CR 118.9; issue 26, round 38, ``spell``).

``oracle.costs.alternative_cost`` reads "[If <condition>, ]you may <cost> rather than pay
this spell's mana cost."; this module adds:

- conditions: "an opponent controls an Island" (``OPP_CONTROL_PREFIX``), "an opponent
  cast three or more spells this turn" (``OPP_SPELLS_PREFIX``) and two conditions joined by
  "and" (Rushwood Legate: "If an opponent controls an Island and you control a Forest");
- "If <condition>, you may cast this spell without paying its mana cost." (Rushwood
  Legate): an alternative cost of {0} (CR 118.9, 601.2f);
- "If <condition>, rather than pay this spell's mana cost, you may have an opponent gain 3
  life." (Invigorate; ``opponent_gains``) and "you may tap an untapped creature you
  control rather than pay ..." (Ramosian Rally; ``tap_creatures``).

The engine checks and pays them in ``engine.costs`` (``alternative_ok``, ``pay_alternative``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.costs import (
    AND,
    FIRST_SPELL_GAME,
    OPP_CONTROL_PREFIX,
    OPP_SEARCHED,
    OPP_SPELLS_PREFIX,
    AlternativeCost,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.oracle.text import NUMBER, number

_OPP_CONTROLS = re.compile(r"an opponent controls an? ([A-Z]\w+)")
_OPP_SPELLS = re.compile(rf"an opponent cast ({NUMBER}) or more spells this turn")


def more_condition(prefix: str, base: Callable[[str], str | None]) -> str | None:
    """The condition words ``base`` (``oracle.costs``) does not read, or ``None``."""
    halves = prefix.split(" and ")
    if len(halves) == 2:
        got = [base(h) for h in halves]
        if any(not g for g in got):
            return None
        return AND.join(g for g in got if g)
    if prefix == "an opponent searched their library this turn":
        return OPP_SEARCHED  # Archive Trap (round 40)
    if prefix in (
        "this spell is the first spell you've cast this game",
        "~ is the first spell you've cast this game",
    ):
        return FIRST_SPELL_GAME  # Once Upon a Time
    m = _OPP_CONTROLS.fullmatch(prefix)
    if m:
        return OPP_CONTROL_PREFIX + m.group(1)
    m = _OPP_SPELLS.fullmatch(prefix)
    n = number(m.group(1)) if m else None
    if isinstance(n, int):
        return OPP_SPELLS_PREFIX + str(n)
    return None


_WITHOUT_PAYING = re.compile(
    r"If (.+?), you may cast (?:this spell|~|it) without paying its mana cost\."
)
_RATHER_FIRST = re.compile(
    r"If (.+?), rather than pay (?:this spell's|~'s) mana cost, you may (.+)\."
)
_RATHER_LAST = re.compile(
    r"If (.+?), you may (.+) rather than pay (?:this spell's|~'s) mana cost\."
)
_GAIN = re.compile(rf"have an opponent gain ({NUMBER}) life")
_TAP = re.compile(r"tap an untapped creature you control")


def more_alternative_cost(
    line: str, condition_of: Callable[[str], str | None]
) -> AlternativeCost | None:
    """The alternative-cost lines of this module (see the module docstring), or ``None``."""
    m = _WITHOUT_PAYING.fullmatch(line)
    if m:
        cond = condition_of(m.group(1))
        return None if not cond else AlternativeCost(parse_mana_cost("{0}"), condition=cond)
    m = _RATHER_FIRST.fullmatch(line) or _RATHER_LAST.fullmatch(line)
    if m is None:
        return None
    cond = condition_of(m.group(1))
    if not cond:
        return None
    gain = _GAIN.fullmatch(m.group(2))
    n = number(gain.group(1)) if gain else None
    if isinstance(n, int):
        return AlternativeCost(condition=cond, opponent_gains=n)
    if _TAP.fullmatch(m.group(2)):
        return AlternativeCost(condition=cond, tap_creatures=1)
    return None
