"""Flash permissions: "You may cast <quality> spells as though they had flash." (CR 702.8a).

Rattlechains ("Spirit spells"), Sigarda's Aid ("Aura and Equipment spells": either subtype),
Vedalken Orrery ("spells"), Yeva, Nature's Herald ("green creature spells"): a
``FlashPermission`` modifier (``cards.static_rules``, read by ``engine.static_rules``),
the qualities read like a spell filter (``oracle.targets.card_filter``; capitalised words
joined by "and" are subtypes, any of them).
"""

from __future__ import annotations

import re

from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.static_rules import FlashPermission
from deckstats.cards.targets import NO_FILTER, Filter

_GRANT = re.compile(r"You may cast (?:(.+?) )?spells as though they had flash\.")


def _quality(words: str | None) -> Filter | None:
    if not words:
        return NO_FILTER
    parts = words.split(" and ")
    if all(re.fullmatch(r"[A-Z][a-z]+", p) for p in parts):
        return Filter(subtypes=tuple(parts))  # "Aura and Equipment": either subtype
    return card_filter(words.replace(" and ", " or "))


def flash_grant_line(line: str) -> tuple[FlashPermission, ...] | None:
    """The ``FlashPermission`` of one normalised line, or ``None``."""
    m = _GRANT.fullmatch(line)
    if not m:
        return None
    flt = _quality(m.group(1))
    return None if flt is None else (FlashPermission(flt),)
