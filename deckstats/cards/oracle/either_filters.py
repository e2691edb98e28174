"""Card words that ask for one quality OR another, round 40 (issue 26, helper ``zones``).

``Filter`` fields are a conjunction ("a green creature card": green AND creature), and its
``card_type`` / ``subtypes`` are each "any of" on their own; a list that mixes a card type
with a subtype, or a type with a keyword, is a disjunction of filters (``Filter.any_of``):

- "an instant, sorcery, or Faerie card" (Free the Fae): instant OR sorcery OR Faerie
  (CR 205.2a card types, 205.3 subtypes);
- "an instant card or a card with flash" (Mystical Teachings): instant OR flash
  (CR 702.8a).

Read by ``oracle.digs.dig_filter`` and ``oracle.tutors.searched_filter`` when their own
words fail.
"""

from __future__ import annotations

import re

from deckstats.cards.model import Keyword
from deckstats.cards.targets import Filter

#: The keywords a "card with <keyword>" names (a card's printed keyword abilities).
_WITH = {"flash": Keyword.FLASH, "flying": Keyword.FLYING, "haste": Keyword.HASTE}

_CARD_OR_WITH = re.compile(r"an? ([\w ,]+?) card or an? card with (\w+)")


def either_filter(words: str) -> Filter | None:
    """``"instant, sorcery, or Faerie"`` / ``"an instant card or a card with flash"``.

    A disjunction (``Filter.any_of``) of the filters each part names, or ``None`` when a
    part names nothing this vocabulary knows.
    """
    from deckstats.cards.oracle.targets import card_filter

    m = _CARD_OR_WITH.fullmatch(words.strip())
    if m is not None:
        kind = card_filter(m[1])
        keyword = _WITH.get(m[2])
        if kind is None or keyword is None or kind == Filter():
            return None
        return Filter(any_of=(kind, Filter(keywords=keyword)))
    parts = [w for w in re.split(r",? or |, ", words.strip()) if w]
    if len(parts) < 2:
        return None
    filters = [card_filter(p) for p in parts]
    if any(f is None or f == Filter() for f in filters):
        return None
    return Filter(any_of=tuple(f for f in filters if f is not None))
