"""Permission to cast spells at instant speed (CR 702.8a, 307.1, 601.3).

``FlashGrant`` sits in ``CardDef.modifiers`` (so the permanent is one of
``Game.modifier_sources`` while on the battlefield): "You may cast Spirit spells as though
they had flash." (Rattlechains), "You may cast Aura and Equipment spells as though they had
flash." (Sigarda's Aid), "You may cast spells as though they had flash." (Vedalken
Orrery): its controller may cast matching spells any time they have priority (CR 702.8a's
timing, granted without the keyword). Read by ``engine.flash_grants``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import NO_FILTER, Filter


@dataclass(frozen=True, slots=True)
class FlashGrant:
    """Its controller may cast spells matching ``spells`` as though they had flash."""

    spells: Filter = NO_FILTER
