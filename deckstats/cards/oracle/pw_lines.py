"""Loyalty-ability paragraphs of planeswalkers (issue 26, round 40, helper ``stat``).

- "Look at the top card of your library. You may exile that card. If you do, you may play
  that card this turn." (Sorin the Mirthless): an optional impulse draw (``MayDo`` of
  ``ExileTopPlayable``; CR 401.5 the look changes nothing, CR 601.2, 305.1 play from exile).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import ExileTopPlayable, MayDo

Effects = tuple[Any, ...]


def _look_then_impulse(m: re.Match[str]) -> Effects | None:
    return (MayDo((ExileTopPlayable(1),)),)


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"look at the top card of your library\. you may exile (?:that card|it)\. if you do, "
        r"you may play (?:that card|it) this turn\.",
        _look_then_impulse,
    ),
]

__all__ = ["PARAGRAPHS"]
