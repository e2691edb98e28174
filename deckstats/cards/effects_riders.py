"""One-shot effects of issue 26's round-38 ``spell`` helper, re-exported by ``effects``.

- Riders that read the damage the resolving spell or ability has dealt so far (CR 120.3,
  608.2c): "You gain life equal to the damage dealt this way." (Corrupt, Rite of
  Consumption): ``GainDamageDealt``; "If a player is dealt damage this way, scry 1." (Play
  with Fire): ``IfPlayerDealtDamage``. Prevented damage is not dealt (CR 615.1, 702.16e).

Resolved by ``engine.riders``; valued by ``players.value_riders``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class GainDamageDealt:
    """"You gain life equal to the damage dealt this way" (CR 120.3, 119.3)."""


@dataclass(frozen=True, slots=True)
class IfPlayerDealtDamage:
    """"If a player is dealt damage this way, <then>" (CR 120.3, 608.2c)."""

    then: tuple[Any, ...]


RiderEffect = GainDamageDealt | IfPlayerDealtDamage
RIDER_EFFECTS: tuple[type, ...] = (GainDamageDealt, IfPlayerDealtDamage)
