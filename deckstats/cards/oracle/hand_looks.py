"""Looking at a hand and exiling from it until the source leaves (issue 26's real decks).

"Look at target opponent's hand. You may exile a nonland card from it until ~ leaves the
battlefield." (Deep-Cavern Bat; CR 610.3): a ``MayDo`` of ``ExileFromHand(until_leaves=True)``
on the target opponent (the hand is revealed to the effect's controller as it resolves,
CR 701.20a; the card returns to its owner's hand when the source leaves, CR 610.3a). A paragraph
template, tried by ``oracle.paragraphs``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, ExileFromHand, MayDo
from deckstats.cards.targets import TARGET_OPPONENT, TARGET_PLAYER

Effects = tuple[Effect, ...]


def _exile_until_leaves(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(2).lower())
    if flt is None:
        return None
    who = TARGET_OPPONENT if m.group(1).lower() == "opponent" else TARGET_PLAYER
    return (MayDo((ExileFromHand(who, flt, until_leaves=True),)),)


PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"look at target (opponent|player)'s hand\. you may exile an? ([a-z, ]+?) card from it "
        r"until ~ leaves the battlefield\.?",
        _exile_until_leaves,
    ),
]

__all__ = ["PARAGRAPHS"]
