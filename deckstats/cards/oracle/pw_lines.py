"""Paragraphs of planeswalkers' loyalty abilities and of choices (issue 26, round 40, ``stat``).

- "Look at the top card of your library. You may exile that card. If you do, you may play
  that card this turn." (Sorin the Mirthless): an optional impulse draw (``MayDo`` of
  ``ExileTopPlayable``; CR 401.5 the look changes nothing, CR 601.2, 305.1 play from exile);
- "Choose a color. All creatures gain protection from the chosen color until end of turn."
  (Reverent Mantra; ``ProtectionFromChosenColor`` of every creature, CR 702.16, 514.2);
- "Look at the top three cards of target player's library. Put one of them back and the rest
  into that player's graveyard." (Dimir Charm; ``DigOne`` of that player's library, CR 401.3);
- "Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with indestructible that's
  still a planeswalker. Prevent all damage that would be dealt to him this turn." (Gideon,
  Ally of Zendikar; ``Animate`` and an all-turn ``PreventNext``, CR 611.2, 615.1a).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import ExileTopPlayable, MayDo, ProtectionFromChosenColor
from deckstats.cards.effects_act import PreventNext
from deckstats.cards.effects_library import DigOne
from deckstats.cards.oracle.animate_lines import _BODY as ANIMATE_BODY
from deckstats.cards.oracle.animate_lines import _animate as animate_body
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


#: ``PreventNext.amount`` of "Prevent all damage that would be dealt to ~ this turn": every
#: damage event of the turn (``engine.shields.ALL_THIS_TURN``, CR 615.1a).
ALL_THIS_TURN = -2


def _walker_creature(m: re.Match[str]) -> Effects | None:
    """Gideon, Ally of Zendikar's +1: a creature until end of turn, no damage to it.

    The animation keeps its other types (CR 205.1b): a planeswalker that's also a creature;
    the shield prevents every damage to it this turn (CR 615.1a).
    """
    got = animate_body(m)
    if got is None:
        return None
    return (*got, PreventNext(ALL_THIS_TURN, Ref.SELF))


#: Paragraph templates, tried by ``oracle.paragraphs``.
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        rf"until end of turn, ~ becomes {ANIMATE_BODY} that's still a planeswalker\. prevent "
        r"all damage that would be dealt to (?:him|her|it|~) this turn\.",
        _walker_creature,
    ),
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
