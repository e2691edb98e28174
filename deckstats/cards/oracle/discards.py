"""Discards with a way out (issue 26, helper ``spell``): "unless they discard a <kind> card".

"Target player discards two cards unless they discard an artifact card." (Wrench Mind),
"Then that player discards two cards unless they discard a land card." (Compulsive
Research), "Then discard two cards unless you discard a creature card." (Winternight
Stories): ``DiscardUnless`` (CR 701.9, 608.2d), the card's kind read by the card grammar.
"""

from __future__ import annotations

import re

from deckstats.cards.effects import DiscardUnless
from deckstats.cards.oracle.effects import _SUBJ, NUM, SUBJECTS, Builder, Effects, amount_of
from deckstats.cards.oracle.targets import card_filter


def _discard_unless(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(2))
    flt = card_filter(m.group(3))
    if not isinstance(n, int) or flt is None:
        return None
    return (DiscardUnless(n, SUBJECTS[m.group(1)], flt),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        rf"(?:then )?{_SUBJ}discards? {NUM} cards? unless (?:they|you) discard an? (.+?) card",
        _discard_unless,
    ),
]
