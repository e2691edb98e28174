"""Effects of round 40's triggered abilities (issue 26, trigger helper), re-exported by ``effects``.

- ``CounterIfTopMatches``: Counterbalance's "reveal the top card of your library. If you do,
  counter that spell if it has the same mana value as the revealed card" (CR 701.6, 202.3;
  resolved by ``engine.trig40_effects``).
- ``DamageFrom``: Scourge of Valkas's "it deals X damage to any target" (the Dragon that
  entered is the source, CR 120.3).
- ``IfObjectIs``: Blade of the Bloodchief's "If equipped creature is a Vampire, ... instead"
  (CR 608.2c).
- ``ManaPerRemovedCounter``: Coalition Relic's charge counters turned into mana (CR 106.1).
- ``UnlessSourceEnteredThisTurn``: Moon-Circuit Hacker's "discard a card unless ~ entered
  this turn" (CR 608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from deckstats.cards.counts import Count
from deckstats.cards.targets import Filter, Ref, TargetSpec

#: An amount of damage (``effects.Amount``: a number, ``"X"`` or a ``Count``).
DamageAmount = int | Literal["X"] | Count


@dataclass(frozen=True, slots=True)
class CounterIfTopMatches:
    """Reveal the top card of your library; counter ``spell`` if their mana values are equal.

    CR 701.6, 202.3: the spell's mana value on the stack counts X (CR 107.3); a revealed land
    has mana value 0. ``spell``: the spell whose casting triggered it (Counterbalance).
    """

    spell: TargetSpec = Ref.TRIGGERING_OBJECT


@dataclass(frozen=True, slots=True)
class UnlessSourceEnteredThisTurn:
    """``effect`` happens unless the source entered the battlefield this turn (CR 608.2c).

    Moon-Circuit Hacker: "discard a card unless ~ entered this turn" (a ninja put onto the
    battlefield by ninjutsu this turn keeps the card). The source's ``since`` turn is read
    (the turn it came under its controller's control, CR 302.6).
    """

    effect: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class DamageFrom:
    """Another object deals the damage: "that creature deals X damage to any target" (CR 120.3).

    Scourge of Valkas: the Dragon that entered (``source``: the trigger's object) is the
    source of the damage (its keywords apply, CR 702.2, 702.15), not the trigger's source.
    Nothing happens if that object is no longer on the battlefield.
    """

    amount: DamageAmount
    to: TargetSpec
    source: TargetSpec = Ref.TRIGGERING_OBJECT


@dataclass(frozen=True, slots=True)
class IfObjectIs:
    """``then`` if the object ``ref`` names matches ``filter`` now, else ``otherwise``.

    CR 608.2c, 614.1a: "put a +1/+1 counter on equipped creature. If equipped creature is a
    Vampire, put two +1/+1 counters on it instead." (Blade of the Bloodchief). Neither
    branch names a target of its own.
    """

    ref: Ref
    filter: Filter
    then: tuple[Any, ...]
    otherwise: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class ManaPerRemovedCounter:
    """Remove all ``kind`` counters from the source; one mana of any colour for each.

    Coalition Relic: "remove all charge counters from ~. Add one mana of any color for each
    charge counter removed this way." (CR 122.1, 106.1; each mana's colour chosen.)
    """

    kind: str = "charge"


#: The classes of this module, for ``effects.ALL_EFFECTS``.
TRIG40_EFFECTS: tuple[type, ...] = (
    CounterIfTopMatches,
    UnlessSourceEnteredThisTurn,
    DamageFrom,
    IfObjectIs,
    ManaPerRemovedCounter,
)

#: The effect values of ``TRIG40_EFFECTS`` (members of ``effects.Effect``).
Trig40Effect = (
    CounterIfTopMatches
    | UnlessSourceEnteredThisTurn
    | DamageFrom
    | IfObjectIs
    | ManaPerRemovedCounter
)

__all__ = [
    "TRIG40_EFFECTS",
    "CounterIfTopMatches",
    "DamageFrom",
    "IfObjectIs",
    "ManaPerRemovedCounter",
    "Trig40Effect",
    "UnlessSourceEnteredThisTurn",
]
