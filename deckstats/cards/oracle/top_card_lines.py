"""Round 39's top-card paragraphs (issue 26, point 4; CR 701.20a, 110.2).

- "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
  Otherwise, put that card into your hand." (Coiling Oracle; "put it into your hand":
  Merfolk Secretkeeper's kin);
- "Reveal the top card of your library. You may put that card onto the battlefield if it's
  a permanent card with mana value 3 or less. Otherwise, put that card into your hand."
  (Matter Reshaper).

Both are ``RevealTopPut`` (``engine.top_card``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards.effects import Effect, RevealTopPut
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import NO_FILTER, Filter

Effects = tuple[Effect, ...]

_MANA_VALUE = re.compile(r"(.+) with mana value (\d+) or less")


def _kind(words: str) -> Filter | None:
    """``"land"`` / ``"permanent card with mana value 3 or less"`` -> a card filter."""
    words = words.removesuffix(" card").replace(" card with", " with")
    m = _MANA_VALUE.fullmatch(words)
    flt = card_filter(m.group(1) if m else words)
    if flt is None or flt == NO_FILTER:
        return None
    return replace(flt, max_mana_value=int(m.group(2))) if m else flt


def _put(may: bool) -> Callable[[re.Match[str]], Effects | None]:
    def build(m: re.Match[str]) -> Effects | None:
        flt = _kind(m.group(1))
        return None if flt is None else (RevealTopPut(flt, may=may),)

    return build


_REVEAL = r"reveal the top card of your library\. "
_OTHERWISE = r"\. otherwise, put (?:that card|it) into your hand"

#: Paragraph templates, tried by ``oracle.paragraphs`` (lower-cased first letter).
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        _REVEAL + r"if it's an? ([a-z ]+?) card, put it onto the battlefield" + _OTHERWISE,
        _put(False),
    ),
    (
        _REVEAL
        + r"you may put (?:that card|it) onto the battlefield if it's an? ([a-z0-9 ]+?)"
        + _OTHERWISE,
        _put(True),
    ),
]

__all__ = ["PARAGRAPHS"]
