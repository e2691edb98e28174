"""Effect values of one-shot spell grammar (issue 26, helper ``spell``).

Part of the effect vocabulary (``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS``); resolved by ``engine/effects_counted.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.effects import SearchLibrary


@dataclass(frozen=True, slots=True)
class SearchXOrLess:
    """A library search for cards "with mana value X or less" (CR 701.23, 107.3).

    "Search your library for a green creature card with mana value X or less, put it onto
    the battlefield, then shuffle" (Green Sun's Zenith, Chord of Calling, Whir of
    Invention): ``search`` with its filter's mana value bounded, as it resolves, by the X
    paid for the spell (plus ``plus``).
    """

    search: SearchLibrary
    plus: int = 0
