"""Replacement effects on counters being put (CR 614.1a, 122.6): Hardened Scales.

"If one or more +1/+1 counters would be put on a creature you control, that many plus one
+1/+1 counters are put on it instead." (Hardened Scales), "If one or more counters would be
put on an artifact or creature you control, that many plus one of each of those kinds of
counters are put on that permanent instead." and "If you would get one or more counters,
you get that many plus one ... instead." (Winding Constrictor), "twice that many" (Doubling
Season's half for counters, Corpsejack Menace). ``engine.counter_mods`` applies them.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import NO_TYPE, CardType


@dataclass(frozen=True, slots=True)
class CounterBonus:
    """Counters put on a permanent its source's controller controls become more.

    Attributes:
        kind: the counter kind ("+1/+1"), or "" for any kind.
        types: the permanent's card types (any one of them); ``NO_TYPE`` for players only.
        plus: counters added ("that many plus one").
        times: the multiplier ("twice that many"), applied before ``plus``.
        players: it also applies to counters its controller would get (energy, poison).
    """

    kind: str
    types: CardType
    plus: int = 0
    times: int = 1
    players: bool = False

    def amount(self, n: int) -> int:
        """The counters put instead of ``n`` (CR 614.1a)."""
        return n * self.times + self.plus


__all__ = ["NO_TYPE", "CounterBonus"]
