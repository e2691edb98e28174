"""Values of the round-38 ``spell`` helper's effects (``cards.effects_riders``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face): the riders are small additions to the damage they follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects_riders import (
    GainDamageDealt,
    IfPlayerDealtDamage,
    RemoveCounterSacrificeLast,
)

RIDER_VALUES: dict[type, Callable[[Any, int], float]] = {
    GainDamageDealt: lambda e, x: 1.0,  # some life, as the damage dealt
    IfPlayerDealtDamage: lambda e, x: 0.3,  # a small bonus (a scry, a card)
    RemoveCounterSacrificeLast: lambda e, x: -0.5,  # the permanent's clock (vanishing)
}
