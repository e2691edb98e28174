"""Values of the round-38 ``spell`` helper's effects (``cards.effects_riders``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face): the riders are small additions to the damage they follow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deckstats.cards.effects import RevealTopToHand
from deckstats.cards.effects_riders import (
    DamageEachPlayerCount,
    GainDamageDealt,
    IfPlayerDealtDamage,
    PumpSameName,
    RemoveCounterSacrificeLast,
    SacrificeGreatest,
)

RIDER_VALUES: dict[type, Callable[[Any, int], float]] = {
    GainDamageDealt: lambda e, x: 1.0,  # some life, as the damage dealt
    IfPlayerDealtDamage: lambda e, x: 0.3,  # a small bonus (a scry, a card)
    RemoveCounterSacrificeLast: lambda e, x: -0.5,  # the permanent's clock (vanishing)
    DamageEachPlayerCount: lambda e, x: 2.0,  # symmetric damage, aimed at greedy mana bases
    PumpSameName: lambda e, x: 2.0 * max(-e.power, -e.toughness, 0),  # removal-ish
    SacrificeGreatest: lambda e, x: 4.0,  # an edict on the best permanent
}


#: Ad Nauseam's floor: keep revealing while life is above this (a card costs its mana value).
REVEAL_LIFE_FLOOR = 6


def keeps_revealing(view: Any, source: int) -> bool | None:
    """Whether to repeat a repeatable reveal (Ad Nauseam), or ``None`` for another source.

    Go again while life is above ``REVEAL_LIFE_FLOOR``: the next card may cost up to about
    that much life, and the pilot must not reveal itself to death (CR 119.3, 704.5a).
    """
    src = view.obj(source) if source else None
    if src is None or not any(isinstance(e, RevealTopToHand) and e.repeat for e in src.card.spell):
        return None
    return bool(view.life > REVEAL_LIFE_FLOOR)
