"""Permanents that choose a creature type as they enter (CR 607.2d, 205.3m).

Whole-line templates (tried by ``oracle.realdecks.realdeck_line``):

- "As ~ enters, choose a creature type." -> ``CardDef.chooses_type``;
- "[All / Other] creatures [you control / your opponents control] of the chosen type get
  +N/+N." (Engineered Plague, Vanquisher's Banner's anthem): a ``Static`` whose filter
  names the marker subtype ``CHOSEN_TYPE``;
- "Spend this mana only to cast a creature spell of the chosen type." (Unclaimed
  Territory; ``oracle.activated``'s restrictions): a spend restriction with the marker;
- "As ~ enters, choose a number." and "Noncreature spells with mana value equal to the
  chosen number can't be cast." (Sanctum Prelate): ``CastLimit(chosen_number=True)``
  (``engine.chosen_number``).

The engine (``engine.chosen_type``) asks for the type as the permanent enters and gives the
object its card with the marker replaced by the chosen type. Before a choice the marker
matches no object: a partial reading can lose power, never gain it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Static
from deckstats.cards.model import CardType
from deckstats.cards.modifiers import CastLimit
from deckstats.cards.targets import CHOSEN_TYPE, Filter, Ref

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

#: "a creature spell of the chosen type" (a spend restriction, CR 106.6).
CHOSEN_CREATURE = Filter(card_type=CardType.CREATURE, subtypes=(CHOSEN_TYPE,))

_CHOOSE = re.compile(r"As (?:~|it) enters, choose a creature type\.")
_ANTHEM = re.compile(
    r"(All|Other)? ?[Cc]reatures(?: (you control|your opponents control))? of the chosen type"
    r"(?: (you control|your opponents control))? get ([+-]\d+)/([+-]\d+)\."
)
_WHO = {
    "": Ref.EACH_CREATURE,
    "you control": Ref.CREATURES_YOU_CONTROL,
    "your opponents control": Ref.CREATURES_OPPONENTS_CONTROL,
}


_NUMBER = "As ~ enters, choose a number."
_PRELATE = re.compile(
    r"(Noncreature spells|Spells) with mana value equal to the chosen number can't be cast\."
)


def _number_line(line: str, parts: Parts) -> bool:
    """Sanctum Prelate: "choose a number" and the spells of that mana value it forbids."""
    if line == _NUMBER:
        return True  # the choice itself does nothing: a line using it must compile too
    m = _PRELATE.fullmatch(line)
    if m is None:
        return False
    what = Filter(not_type=CardType.CREATURE) if m.group(1) == "Noncreature spells" else Filter()
    parts.modifiers.append(CastLimit(0, what, Ref.EACH_PLAYER, chosen_number=True))
    return True


def chosen_type_line(line: str, parts: Parts) -> bool:
    """Compile a "choose a creature type" line or a line using the type; False if neither."""
    if _number_line(line, parts):
        return True  # (CR 607.2d: engine.chosen_number)
    if _CHOOSE.fullmatch(line):
        parts.facts["chooses_type"] = True  # CR 607.2d: read by the "chosen type" lines
        return True
    m = _ANTHEM.fullmatch(line)
    if m is None or not parts.facts.get("chooses_type"):
        return False
    if m.group(2) and m.group(3):
        return False
    who = _WHO[m.group(2) or m.group(3) or ""]
    other = m.group(1) == "Other"
    if other and who == Ref.EACH_CREATURE:
        who = Ref.EACH_OTHER_CREATURE
    parts.statics.append(
        Static(
            int(m.group(4)),
            int(m.group(5)),
            applies_to=who,
            filter=Filter(subtypes=(CHOSEN_TYPE,)),
            other=other,
        )
    )
    return True


__all__ = ["CHOSEN_CREATURE", "CHOSEN_TYPE", "chosen_type_line"]
