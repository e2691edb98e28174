"""Effects of round 40's sprint helper ``s0`` (issue 26).

- ``IfDiscardedIs``: "As an additional cost to cast this spell, discard a card. ... If the
  discarded card wasn't a land card, ~ deals 2 damage to each opponent." (Grab the Prize;
  CR 601.2h, 608.2c, 608.2h): a branch on the card discarded to pay the spell's cost.
- ``PutAllFromHand``: "reveal your hand and put all land cards from it onto the
  battlefield" (Manabond; CR 110.2, 305.4): every matching card, no choice.
- ``LookTopPut``: "look at the top card of your library. If it's a land card, you may put
  it onto the battlefield tapped. If you don't put the card onto the battlefield, you may
  put it into your hand." (Risen Reef; CR 401.3, 110.2): two choices; the card not moved
  stays on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class IfDiscardedIs:
    """CR 608.2c, 608.2h: a branch on the card discarded to cast the spell.

    ``then`` if it matches ``filter``, else ``otherwise``; neither branch happens if no card
    was discarded (``engine.sprint_s0``).
    """

    filter: Filter
    then: tuple[Any, ...] = ()
    otherwise: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class PutAllFromHand:
    """CR 110.2, 305.4: every card matching ``filter`` in its controller's hand enters.

    They enter at the same time (their enter triggers see each other); a land put this way
    is no land play (``engine.sprint_s0``).
    """

    filter: Filter
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class LookTopPut:
    """CR 401.3, 110.2: the top card, looked at, to the battlefield or the hand, or kept.

    It may enter if a ``filter`` card, else may go to the hand; a card kept neither way
    stays on top, known (``engine.sprint_s0``).
    """

    filter: Filter
    tapped: bool = False


#: The classes of this module (``cards.effects_r40``).
S0_EFFECTS: tuple[type, ...] = (IfDiscardedIs, PutAllFromHand, LookTopPut)

__all__ = ["S0_EFFECTS", "IfDiscardedIs", "LookTopPut", "PutAllFromHand"]
