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

- "You skip your next turn." (Meditate; CR 500.11): ``SkipNextTurn``.
- "Then if you controlled a creature with power 4 or greater, draw a card." (Shatter the
  Sky; CR 608.2c, 608.2h): ``IfBefore`` checks the condition before the effects before it
  (as they were just before they happened) and applies ``then`` after them.

- Evolve's check (CR 702.100a): "Whenever a creature you control enters, if that creature
  has greater power or toughness than this creature, put a +1/+1 counter on this
  creature." (Experiment One): ``EvolveCheck`` compares the entering creature (the
  trigger's object) with the source as the trigger resolves (the intervening "if", CR
  603.4, read on resolution).

- "Tap all <permanents> target player controls" (Mana Short, Sleep; CR 701.26a):
  ``TapAllOf`` taps each of the player's permanents matching ``what``; "that player loses
  all unspent mana" (Mana Short; CR 106.4): ``EmptyManaPool``.

Resolved by ``engine.riders``; valued by ``players.value_riders``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from deckstats.cards.counts import Count
from deckstats.cards.targets import Filter, Ref, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.effects import Condition


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


@dataclass(frozen=True, slots=True)
class SkipNextTurn:
    """The controller skips their next turn (CR 500.11)."""


@dataclass(frozen=True, slots=True)
class SkipNextCombat:
    """``player`` skips their next combat phase (CR 500.11).

    "Target opponent skips their next combat phase." (Stonehorn Dignitary): the next combat
    phase of that player's turn does not happen (``engine.turn.take_turn``).
    """

    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class NameCastLock:
    """The owner of ``what`` can't cast spells with its name until your next turn (CR 201.2).

    "That creature's owner can't cast spells with the same name as that creature until your
    next turn." (Reflector Mage): read before the creature is bounced (the compiler puts it
    first; ``engine.cast_locks.cast_locked`` honours it).
    """

    what: TargetSpec = Ref.FIRST_TARGET


@dataclass(frozen=True, slots=True)
class FreshModal:
    """``modal`` (a ``Modal``) whose modes chosen this turn can't be chosen again (CR 700.2).

    "Whenever you discard a card, choose one that hasn't been chosen this turn —"
    (Monument to Endurance): the source remembers this turn's modes (``engine.sprint_s3``);
    with none left, nothing happens.
    """

    modal: Any


@dataclass(frozen=True, slots=True)
class ChoseMode:
    """Mark mode ``index`` of the source's ``FreshModal`` chosen this turn (no game action)."""

    index: int


@dataclass(frozen=True, slots=True)
class IfBefore:
    """``before``, then ``then`` if ``condition`` held just before ``before`` (CR 608.2h).

    Neither holds a ``Target`` (the compiler makes sure): no targets are chosen for it.
    """

    condition: Condition
    before: tuple[Any, ...]
    then: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class EvolveCheck:
    """Evolve: a +1/+1 counter on the source if the entering creature is bigger."""


@dataclass(frozen=True, slots=True)
class TapAllOf:
    """Tap every permanent matching ``what`` that ``player`` controls (CR 701.26a)."""

    what: Filter
    player: TargetSpec


@dataclass(frozen=True, slots=True)
class EmptyManaPool:
    """``player`` loses all unspent mana (CR 106.4)."""

    player: TargetSpec


RiderEffect = (
    GainDamageDealt
    | IfPlayerDealtDamage
    | RemoveCounterSacrificeLast
    | DamageEachPlayerCount
    | PumpSameName
    | SacrificeGreatest
    | SkipNextTurn
    | SkipNextCombat
    | NameCastLock
    | FreshModal
    | ChoseMode
    | IfBefore
    | EvolveCheck
    | TapAllOf
    | EmptyManaPool
)
RIDER_EFFECTS: tuple[type, ...] = (
    GainDamageDealt,
    IfPlayerDealtDamage,
    RemoveCounterSacrificeLast,
    DamageEachPlayerCount,
    PumpSameName,
    SacrificeGreatest,
    SkipNextTurn,
    SkipNextCombat,
    NameCastLock,
    FreshModal,
    ChoseMode,
    IfBefore,
    EvolveCheck,
    TapAllOf,
    EmptyManaPool,
)
