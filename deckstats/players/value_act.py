"""Values of round 40's ``act`` helper's effects (``cards.effects_act40``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects_act40 as a40
from deckstats.cards import effects_s2 as s2

ACT40_VALUES: dict[type, Callable[[Any, int], float]] = {
    a40.MayCastThisTurn: lambda e, x: 1.5,  # a card from the graveyard (Emry: an artifact)
    a40.RevealUntilDamage: lambda e, x: 4.0,  # Charbelcher: most of a library's spells
    a40.MillWhileShared: lambda e, x: 0.5,  # two cards, rarely more (Grindstone)
    a40.SpellCantBeCountered: lambda e, x: 0.0,  # only worth it against a counter (not read)
    s2.NextSpellUncounterable: lambda e, x: 0.0,  # the same (sprint helper s2)
    s2.ProtectionFromCreatures: lambda e, x: 1.5,  # an unblockable, safe attacker this turn
    s2.TargetDealsManaValue: lambda e, x: -1.0,  # damage to one's own creature (Tinkerer)
    s2.EachPlayerReanimates: lambda e, x: 3.0,  # a stocked graveyard of one's own (as Living End)
}

__all__ = ["ACT40_VALUES"]
