"""Untargeted returns from your graveyard to your hand (issue 26, brief r38 fid; CR 400.3).

Sentence template (lower-cased): "[you may] return a <quality> card[ or a <quality> card]
from your graveyard to your hand", usually after "Mill N cards, then" (the split into two
effects is ``oracle.effects``'): Takenuma, Abandoned Mire ("a creature or planeswalker
card"), Liliana, the Last Hope ("you may return a creature card"), Overlord of the Balemurk
("a non-Avatar creature card or a planeswalker card"), Witherbloom Command ("Then you return
a land card"). ``ReturnFromGraveyard(filter, optional)``: the card is chosen on resolution,
so a card just milled may be it (CR 608.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Effect, ReturnFromGraveyard
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Filter

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _quality(words: str) -> Filter | None:
    """A filter for "creature or planeswalker", "non-Avatar creature card or a planeswalker"."""
    either = re.fullmatch(r"(non-avatar )?(.+?) card or an? (\w+)", words)
    if either:
        first, second = card_filter(either[2]), card_filter(either[3])
        if first is None or second is None or not first.card_type or not second.card_type:
            return None
        flt = replace(first, card_type=first.card_type | second.card_type)
        # "non-Avatar": no planeswalker is an Avatar, so the exclusion fits both types
        return replace(flt, not_subtypes=("Avatar",)) if either[1] else flt
    return card_filter(words)


def _return(m: re.Match[str]) -> Effects | None:
    flt = _quality(m[2])
    if flt is None:
        return None
    return (ReturnFromGraveyard(flt, optional=bool(m[1])),)


#: Sentence templates, tried by ``oracle.effects``.
TEMPLATES: list[tuple[str, Builder]] = [
    (r"(you may )?(?:you )?return an? (.+?) card from your graveyard to your hand", _return),
]
