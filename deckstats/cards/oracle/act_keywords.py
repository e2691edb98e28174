"""Keyword lines of round 38's ``act`` family: keywords that are costs or abilities of a card.

- Jump-start (CR 702.133a) and retrace (CR 702.81a): cast from the graveyard with a discard
  as an additional cost (``cards.costs.Flashback`` with ``discard``).

Called by ``oracle.keyword_lines`` for each keyword item; a keyword not known here is left to
the other templates (``None``).
"""

from __future__ import annotations

from deckstats.cards.costs import Flashback
from deckstats.cards.model import CardType
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.targets import Filter

_LAND_CARD = Filter(card_type=CardType.LAND)


def act_keyword_item(low: str, parts: Parts) -> bool | None:
    """Apply one lower-case keyword item; True when compiled, None when not one of ours."""
    if low == "jump-start":
        parts.costs.append(Flashback(None, discard=1))  # CR 702.133a: then exiled
        return True
    if low == "retrace":
        parts.costs.append(Flashback(None, discard=1, discard_filter=_LAND_CARD, keep=True))
        return True
    return None


__all__ = ["act_keyword_item"]
