"""Static abilities that work during their controller's turn (CR 604.2, 611.3a).

- "As long as it's your turn, creatures you control have lifelink." (a group after the
  condition, lower-cased in print: read by ``oracle.static_conditions``);
- "As long as it's your turn, you and ~ have hexproof." (Gruul Spellbreaker), "During your
  turn, you and creatures you control have hexproof": the player's ``PlayerShield`` with
  ``your_turn`` (CR 702.11d) and the permanents' hexproof, both only while its controller
  is the active player.

Also "You may play any number of lands on each of your turns." (Fastbond, CR 305.2:
``ANY_NUMBER_OF_LANDS`` extra land plays) and "Black creatures can't attack you." (Elephant
Grass; ``AttackLock.opponents``, CR 508.1: in a two-player game a creature attacks only the
defending player here).
"""

from __future__ import annotations

import re

from deckstats.cards.dsl import Static
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.modifiers import PlayerShield
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.rule_locks import group_filters
from deckstats.cards.oracle.static_conditions import _condition as static_condition
from deckstats.cards.oracle.static_conditions import presence_static_line
from deckstats.cards.presence import YOUR_TURN
from deckstats.cards.rule_locks import AttackLock
from deckstats.cards.targets import Ref

_TURN = r"(?:As long as it's your turn|During your turn)"
_LOWER = re.compile(rf"({_TURN}, )((?!you )[a-z])(.+)")
_YOU_AND = re.compile(
    rf"{_TURN}, you and (~|creatures you control|permanents you control) have (hexproof|shroud)\."
)
#: "you and <who> have hexproof": the permanents that get it too.
_WHO = dict(
    zip(
        ("~", "creatures you control", "permanents you control"),
        (Ref.SELF, Ref.CREATURES_YOU_CONTROL, Ref.PERMANENTS_YOU_CONTROL),
        strict=True,
    )
)


def _cant_attack_you(line: str, parts: Parts) -> bool:
    """CR 508.1, 101.2: "Black creatures can't attack you." (Elephant Grass)."""
    m = re.fullmatch(r"(.+?) can't attack you\.", line)
    got = None if m is None else group_filters(m.group(1))
    if got is None or got[1] != Ref.EACH_PLAYER or len(got[0]) != 1:
        return False
    flt = got[0][0]
    if flt.card_type != CardType.CREATURE:
        return False
    parts.modifiers.append(AttackLock(flt, opponents=True))
    return True


_CASCADE_IF = re.compile(r"~ has cascade as long as (.+)\.")


def _cascade_if(line: str, parts: Parts) -> bool:
    """CR 702.85a: "~ has cascade as long as <condition>" (Bloodbraid Marauder's delirium).

    The static works while the spell is cast (``characteristics.self_keywords``), so the
    condition is read as it is cast; only a ``Condition`` of the effects vocabulary.
    """
    m = _CASCADE_IF.fullmatch(line)
    got = None if m is None else static_condition(m.group(1))
    if got is None or not got[0] or got[1] is not None or got[2]:
        return False
    parts.statics.append(Static(keywords=Keyword.CASCADE, applies_to=Ref.SELF, condition=got[0]))
    return True


#: "any number of lands" (Fastbond, CR 305.2): more land plays than a hand can hold.
ANY_NUMBER_OF_LANDS = 99


def turn_static_line(line: str, parts: Parts) -> bool:
    """Compile a "during your turn" static line (module docstring) into ``parts``."""
    if _cant_attack_you(line, parts) or _cascade_if(line, parts):
        return True
    if line == "You may play any number of lands on each of your turns.":
        parts.add("extra_land_plays", ANY_NUMBER_OF_LANDS)  # Fastbond (CR 305.2)
        return True
    m = _YOU_AND.fullmatch(line)
    if m is not None:
        shroud = m.group(2) == "shroud"
        kw = Keyword.SHROUD if shroud else Keyword.HEXPROOF
        parts.modifiers.append(PlayerShield(shroud=shroud, your_turn=True))
        parts.statics.append(Static(keywords=kw, applies_to=_WHO[m.group(1)], state=YOUR_TURN))
        return True
    low = _LOWER.fullmatch(line)
    if low is None:
        return False
    return presence_static_line(low.group(1) + low.group(2).upper() + low.group(3), parts)


__all__ = ["turn_static_line"]
