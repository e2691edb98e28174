"""One-shot effects of issue 26's round-38 ``spell`` helper, re-exported by ``effects``.

- Riders that read the damage the resolving spell or ability has dealt so far (CR 120.3,
  608.2c): "You gain life equal to the damage dealt this way." (Corrupt, Rite of
  Consumption): ``GainDamageDealt``; "If a player is dealt damage this way, scry 1." (Play
  with Fire): ``IfPlayerDealtDamage``. Prevented damage is not dealt (CR 615.1, 702.16e).

- Vanishing's upkeep trigger (CR 702.63a): "At the beginning of your upkeep, remove a time
  counter from it. When the last is removed, sacrifice it." (Aven Riftwatcher):
  ``RemoveCounterSacrificeLast``; the counters come with ``CardDef.enters_with``.

- Damage to each player by a count of their own (CR 120.3, 608.2h): "Price of Progress
  deals damage to each player equal to twice the number of nonbasic lands that player
  controls.": ``DamageEachPlayerCount`` reads ``count`` for each player in turn.
- "Target creature and all other creatures with the same name as that creature get -2/-2
  until end of turn." (Echoing Decay; CR 201.2): ``PumpSameName``.
- "Each opponent sacrifices a creature or planeswalker with the greatest mana value among
  creatures and planeswalkers they control." (Flare of Malice; CR 701.21a):
  ``SacrificeGreatest`` (a tie is the player's choice).

Resolved by ``engine.riders``; valued by ``players.value_riders``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.targets import Filter, Ref, TargetSpec


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


@dataclass(frozen=True, slots=True)
class DamageEachPlayerCount:
    """The source deals each player damage equal to ``count`` read for that player."""

    count: Count


@dataclass(frozen=True, slots=True)
class PumpSameName:
    """``target`` and every other creature with its name get +``power``/+``toughness``."""

    power: int
    toughness: int
    target: TargetSpec


@dataclass(frozen=True, slots=True)
class SacrificeGreatest:
    """Each of ``player`` sacrifices a permanent of ``what`` with the greatest mana value."""

    what: Filter
    player: TargetSpec = Ref.EACH_OPPONENT


RiderEffect = (
    GainDamageDealt
    | IfPlayerDealtDamage
    | RemoveCounterSacrificeLast
    | DamageEachPlayerCount
    | PumpSameName
    | SacrificeGreatest
)
RIDER_EFFECTS: tuple[type, ...] = (
    GainDamageDealt,
    IfPlayerDealtDamage,
    RemoveCounterSacrificeLast,
    DamageEachPlayerCount,
    PumpSameName,
    SacrificeGreatest,
)
