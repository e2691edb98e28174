"""Sentences bounded by the X paid for the spell (CR 107.3): "with mana value X or less".

"Search your library for a green creature card with mana value X or less, put it onto the
battlefield, then shuffle" (Green Sun's Zenith, Chord of Calling, Whir of Invention,
Nature's Rhythm): the search of ``oracle/tutors.py`` without the bound, wrapped in
``SearchXOrLess`` (the engine bounds the filter by the X paid as it resolves).
"""

from __future__ import annotations

import re

from deckstats.cards.effects import SearchLibrary, SearchXOrLess
from deckstats.cards.oracle.effects import Builder, Effects


def _search_x(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"search your library for {m[1]}, {m[2]}, then shuffle")
    if got is None or len(got) != 1 or not isinstance(got[0], SearchLibrary):
        return None
    if got[0].filter.max_mana_value is not None or got[0].count != 1:
        return None
    return (SearchXOrLess(got[0]),)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"search your library for (an? [\w ,]+? card) with mana value X or less, (.+?), then "
        r"shuffle",
        _search_x,
    ),
]
