"""Replacement lines on counters being put (CR 614.1a, 122.6; ``cards.counter_mods``).

- "If one or more +1/+1 counters would be put on a creature you control, that many plus
  one +1/+1 counters are put on it instead." (Hardened Scales; "twice that many":
  Corpsejack Menace);
- "If one or more counters would be put on an artifact or creature you control, that many
  plus one of each of those kinds of counters are put on that permanent instead." and "If
  you would get one or more counters, you get that many plus one of each of those kinds of
  counters instead." (Winding Constrictor: the second line adds players' counters).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.counter_mods import CounterBonus
from deckstats.cards.model import CardType
from deckstats.cards.token_mods import TokenReplacement

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_HOW = r"(that many plus one|twice that many)"
_ON = re.compile(
    r"If one or more (\+1/\+1 )?counters would be put on (?:an? )?(creature|artifact or "
    rf"creature|permanent) you control, {_HOW} (?:\+1/\+1 counters|of each of those kinds of "
    r"counters) are put on (?:it|that permanent|that creature) instead\."
)
_YOU = re.compile(
    rf"If you would get one or more counters, you get {_HOW} of each of those kinds of "
    r"counters instead\."
)
_TYPES = {
    "creature": CardType.CREATURE,
    "artifact or creature": CardType.ARTIFACT | CardType.CREATURE,
    "permanent": CardType.ARTIFACT
    | CardType.CREATURE
    | CardType.ENCHANTMENT
    | CardType.LAND
    | CardType.PLANESWALKER,
}


def _amount(how: str) -> tuple[int, int]:
    return (0, 2) if how == "twice that many" else (1, 1)


def counter_line(line: str, parts: Parts) -> bool:
    """Compile a counter replacement line into ``parts``' facts; False if it is not one."""
    m = _ON.fullmatch(line)
    if m:
        plus, times = _amount(m.group(3))
        kind = "+1/+1" if m.group(1) else ""
        parts.facts["counter_bonus"] = CounterBonus(kind, _TYPES[m.group(2)], plus, times)
        return True
    m = _YOU.fullmatch(line)
    have = parts.facts.get("counter_bonus")
    if m and isinstance(have, CounterBonus) and (have.plus, have.times) == _amount(m.group(1)):
        parts.facts["counter_bonus"] = replace(have, players=True)  # the same amounts
        return True
    return False


_TOKENS = re.compile(
    r"If (?:an effect would create one or more (creature )?tokens under your control, it "
    r"creates|one or more (creature )?tokens would be created under your control,) twice that "
    r"many of those tokens(?: are created)? instead\."
)
_ONE_OF_EACH = re.compile(
    r"If you would create an? ((?:\w+, )+\w+,? or \w+) token, instead create one of each\."
)


def token_line(line: str, parts: Parts) -> bool:
    """Compile a token replacement line into ``parts.modifiers``; False if it is not one.

    "twice that many of those tokens" (Elspeth, Storm Slayer; Parallel Lives: creature
    tokens) and "If you would create a Clue, Food, or Treasure token, instead create one of
    each." (Academy Manufactor): ``cards.token_mods.TokenReplacement`` (CR 614.1a).
    """
    m = _TOKENS.fullmatch(line)
    if m:
        creature = bool(m.group(1) or m.group(2))
        kinds = CardType.CREATURE if creature else CardType(0)
        parts.modifiers.append(TokenReplacement(times=2, types=kinds))
        return True
    m = _ONE_OF_EACH.fullmatch(line)
    if m:
        names = tuple(re.split(r",? or |, ", m.group(1)))
        parts.modifiers.append(TokenReplacement(one_of_each=names))
        return True
    return False


__all__ = ["counter_line", "token_line"]
