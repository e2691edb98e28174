"""Connive (CR 701.50; not in the seeds' digest) and hand cycling, re-exported by ``effects``.

"~ connives" (Ledger Shredder, Raffine's Informant), "target creature you control
connives": its controller draws a card, then discards a card; if a nonland card was
discarded, a +1/+1 counter goes on the conniving permanent (CR 701.50a). The permanent
connives even if it left the battlefield: the draw and discard happen, the counter does
not (CR 701.50c). Resolved by ``engine.connive``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from deckstats.cards.counts import Count
from deckstats.cards.targets import Ref, TargetSpec

#: How many cards a permanent connives (CR 701.50e: "connives X"), an ``effects.Amount``.
ConniveAmount = int | Literal["X"] | Count


@dataclass(frozen=True, slots=True)
class Connive:
    """The permanent ``who`` connives (CR 701.50a); ``count``: "connives X" (CR 701.50e).

    Connives N: draw N cards, then discard N cards; a +1/+1 counter for each nonland card
    discarded (Raffine, Scheming Seer: X is the number of attacking creatures).
    """

    who: TargetSpec = Ref.SELF
    count: ConniveAmount = 1


@dataclass(frozen=True, slots=True)
class BottomThenDraw:
    """Put any number of cards from hand on the bottom, then draw that many plus ``plus``.

    Valakut Awakening: "Put any number of cards from your hand on the bottom of your
    library, then draw that many cards plus one." The controller chooses the cards (a
    ``BOTTOM`` decision of any size, CR 401.4: in an order of their choice). Resolved by
    ``engine.connive``.

    ``whole_hand`` with ``player``: "that player puts the cards in their hand on the bottom
    of their library in any order, then draws that many cards" (Teferi's Puzzle Box, round
    40): every card of that player's hand, ``plus`` 0.
    """

    plus: int = 1
    whole_hand: bool = False
    player: TargetSpec = Ref.YOU


__all__ = ["BottomThenDraw", "Connive"]
