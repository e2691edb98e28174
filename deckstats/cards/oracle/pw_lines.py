"""Paragraphs of planeswalkers' loyalty abilities and of choices (issue 26, round 40, ``stat``).

- "Look at the top card of your library. You may exile that card. If you do, you may play
  that card this turn." (Sorin the Mirthless): an optional impulse draw (``MayDo`` of
  ``ExileTopPlayable``; CR 401.5 the look changes nothing, CR 601.2, 305.1 play from exile);
- "Choose a color. All creatures gain protection from the chosen color until end of turn."
  (Reverent Mantra; ``ProtectionFromChosenColor`` of every creature, CR 702.16, 514.2);
- "Look at the top three cards of target player's library. Put one of them back and the rest
  into that player's graveyard." (Dimir Charm; ``DigOne`` of that player's library, CR 401.3).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import ExileTopPlayable, MayDo, ProtectionFromChosenColor
from deckstats.cards.effects_library import DigOne
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import TARGET_PLAYER, Ref

Effects = tuple[Any, ...]


def _look_then_impulse(m: re.Match[str]) -> Effects | None:
    return (MayDo((ExileTopPlayable(1),)),)


def _their_top(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    if not isinstance(n, int):
        return None
    return (DigOne(n, to="top", rest_to="graveyard", player=TARGET_PLAYER, must=True),)


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        rf"look at the top ({NUMBER}) cards of target player's library\. put one of them back "
        r"and the rest into that player's graveyard\.",
        _their_top,
    ),
    (
        r"choose a color\. all creatures gain protection from the chosen color until end of "
        r"turn\.",
        lambda m: (ProtectionFromChosenColor(Ref.EACH_CREATURE),),
    ),
    (
        r"look at the top card of your library\. you may exile (?:that card|it)\. if you do, "
        r"you may play (?:that card|it) this turn\.",
        _look_then_impulse,
    ),
]

__all__ = ["PARAGRAPHS"]
