"""Effects of round 40's triggered abilities (issue 26, trigger helper), re-exported by ``effects``.

- ``CounterIfTopMatches``: Counterbalance's "reveal the top card of your library. If you do,
  counter that spell if it has the same mana value as the revealed card" (CR 701.6, 202.3;
  resolved by ``engine.trig40_effects``).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class CounterIfTopMatches:
    """Reveal the top card of your library; counter ``spell`` if their mana values are equal.

    CR 701.6, 202.3: the spell's mana value on the stack counts X (CR 107.3); a revealed land
    has mana value 0. ``spell``: the spell whose casting triggered it (Counterbalance).
    """

    spell: TargetSpec = Ref.TRIGGERING_OBJECT


#: The classes of this module, for ``effects.ALL_EFFECTS``.
TRIG40_EFFECTS: tuple[type, ...] = (CounterIfTopMatches,)

#: The effect values of ``TRIG40_EFFECTS`` (members of ``effects.Effect``).
Trig40Effect = CounterIfTopMatches

__all__ = ["TRIG40_EFFECTS", "CounterIfTopMatches", "Trig40Effect"]
