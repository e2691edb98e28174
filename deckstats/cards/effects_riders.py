"""One-shot effects of issue 26's round-38 ``spell`` helper, re-exported by ``effects``.

- Riders that read the damage the resolving spell or ability has dealt so far (CR 120.3,
  608.2c): "You gain life equal to the damage dealt this way." (Corrupt, Rite of
  Consumption): ``GainDamageDealt``; "If a player is dealt damage this way, scry 1." (Play
  with Fire): ``IfPlayerDealtDamage``. Prevented damage is not dealt (CR 615.1, 702.16e).

- Vanishing's upkeep trigger (CR 702.63a): "At the beginning of your upkeep, remove a time
  counter from it. When the last is removed, sacrifice it." (Aven Riftwatcher):
  ``RemoveCounterSacrificeLast``; the counters come with ``CardDef.enters_with``.

Resolved by ``engine.riders``; valued by ``players.value_riders``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class GainDamageDealt:
    """Gain life equal to "the damage dealt this way" (CR 120.3, 119.3)."""


@dataclass(frozen=True, slots=True)
class IfPlayerDealtDamage:
    """Apply ``then`` "if a player is dealt damage this way" (CR 120.3, 608.2c)."""

    then: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class RemoveCounterSacrificeLast:
    """Remove a ``kind`` counter from the source; sacrifice it when the last is removed."""

    kind: str = "time"


RiderEffect = GainDamageDealt | IfPlayerDealtDamage | RemoveCounterSacrificeLast
RIDER_EFFECTS: tuple[type, ...] = (GainDamageDealt, IfPlayerDealtDamage, RemoveCounterSacrificeLast)
