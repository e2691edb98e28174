"""Values of round 39's ``stat`` helper's effects (``cards.effects_stat``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards import effects_stat as es

STAT39_VALUES: dict[type, Callable[[Any, int], float]] = {
    es.GainAbilityEot: lambda e, x: 1.5,  # a creature that comes back if it dies this turn
    es.ExileTop: lambda e, x: 0.2,  # a look at the next card, played with a permission
    es.ChooseTarget: lambda e, x: 0.0,  # the next sentence does the work
    es.PumpUntilNextTurn: lambda e, x: 1.0 * max(-e.toughness, 0) + 0.5 * max(-e.power, 0),
    es.CreaturesDamageControllers: lambda e, x: 0.5,  # symmetric life loss, aimed at wide boards
}

__all__ = ["STAT39_VALUES"]
