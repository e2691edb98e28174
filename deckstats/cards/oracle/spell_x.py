"""Sentences bounded by the X paid for the spell (CR 107.3): "with mana value X or less".

"Search your library for a green creature card with mana value X or less, put it onto the
battlefield, then shuffle" (Green Sun's Zenith, Chord of Calling, Whir of Invention,
Nature's Rhythm): the search of ``oracle/tutors.py`` without the bound, wrapped in
``SearchXOrLess`` (the engine bounds the filter by the X paid as it resolves).

"All creatures get -X/-X until end of turn" (Toxic Deluge), "Target creature gets +X/+0
until end of turn": the pump read with 1 for X, as a ``PumpPer`` of ``Count("x")``, the X
chosen as the spell was cast or the ability activated (CR 107.3a, 611.2c).
"""

from __future__ import annotations

import re

from deckstats.cards.counts import Count
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


#: The X chosen as the spell was cast (CR 107.3a), as a count.
SPELL_X = Count("x", text="X")


def _pump_x(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.counts import per_count_pumps
    from deckstats.cards.oracle.effects import parse_effects

    toughness = "1" if m[4] == "X" else "0"
    inner = parse_effects(f"{m[1]}{m[2]}1/{m[3]}{toughness}{m[5]}")
    return None if inner is None else per_count_pumps(inner, SPELL_X)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"(.+? gets? )([+-])X/([+-])(X|0)( until end of turn)", _pump_x),
    (
        r"search your library for (an? [\w ,]+? card) with mana value X or less, (.+?), then "
        r"shuffle",
        _search_x,
    ),
]
