"""Effects of round 40's triggered abilities (issue 26, trigger helper), re-exported by ``effects``.

- ``CounterIfTopMatches``: Counterbalance's "reveal the top card of your library. If you do,
  counter that spell if it has the same mana value as the revealed card" (CR 701.6, 202.3;
  resolved by ``engine.trig40_effects``).
- ``UnlessSourceEnteredThisTurn``: Moon-Circuit Hacker's "discard a card unless ~ entered
  this turn" (CR 608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Ref, TargetSpec


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


#: The classes of this module, for ``effects.ALL_EFFECTS``.
TRIG40_EFFECTS: tuple[type, ...] = (CounterIfTopMatches, UnlessSourceEnteredThisTurn)

#: The effect values of ``TRIG40_EFFECTS`` (members of ``effects.Effect``).
Trig40Effect = CounterIfTopMatches | UnlessSourceEnteredThisTurn

__all__ = [
    "TRIG40_EFFECTS",
    "CounterIfTopMatches",
    "Trig40Effect",
    "UnlessSourceEnteredThisTurn",
]
