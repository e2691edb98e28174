"""A spell put back into its owner's library (Subtlety; CR 701.6a-like, CR 401.1).

"When Subtlety enters, choose up to one target creature spell or planeswalker spell. Its
owner puts it on the top or bottom of their library." Compiled as ``CounterSpell(target,
to="library")``: the spell leaves the stack for the top of its owner's library (the top is
the owner's usual pick; putting it on the bottom is not offered). Unlike a counter it also
moves a spell that "can't be countered"; the engine's counter leaves such a spell alone, so
this compiled form can only do less than the card, never more.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import CounterSpell, Effect
from deckstats.cards.model import CardType
from deckstats.cards.targets import Filter, Target, TargetKind

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_KINDS = {"creature": CardType.CREATURE, "planeswalker": CardType.PLANESWALKER}


def _tuck(m: re.Match[str]) -> Effects | None:
    types = CardType(0)
    for word in re.split(r" spell or | spell$", m[2] + " spell"):
        if word:
            if word not in _KINDS:
                return None
            types |= _KINDS[word]
    spec = Target(TargetKind.SPELL, filter=Filter(card_type=types), up_to=bool(m[1]))
    return (CounterSpell(spec, to="library"),)


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"choose (up to one )?target ((?:creature|planeswalker) spell(?: or "
        r"(?:creature|planeswalker))?) spell\. its owner puts it on the top or bottom of their "
        r"library",
        _tuck,
    ),
]
