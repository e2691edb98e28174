"""Spells whose cost sacrifices permanents: the goldfish leaves them alone.

"Flashback—Sacrifice three creatures" (Dread Return, CR 702.34a, 118.3): the goldfish
planner prices a spell by its effects, not by the permanents a cost takes, so it would
trade three attackers for one creature back. It does not cast such a flashback (a loss
of power, never a gain). Nor does it bargain (CR 702.166a: sacrifice an artifact,
enchantment or token as the spell is cast) or pay casualty (CR 702.153a: a creature).

Layer: players.
"""

from __future__ import annotations

from typing import Any

from deckstats.cards.costs import Flashback, Kicker
from deckstats.engine.actions import CastSpell
from deckstats.engine.view import PlayerView


def sacrifices_permanents(view: PlayerView, action: Any) -> bool:
    """Whether ``action`` casts a spell whose chosen cost sacrifices permanents."""
    if type(action) is not CastSpell or not (action.alt or action.kicks):
        return False
    obj = view.obj(action.oid)
    if (
        obj is not None
        and action.kicks
        and any(isinstance(c, Kicker) and (c.bargain or c.casualty) for c in obj.card.costs)
    ):
        return True  # bargain, casualty (CR 702.166a, 702.153a): a permanent sacrificed
    if obj is None or not 0 < action.alt <= len(obj.card.costs):
        return False
    c = obj.card.costs[action.alt - 1]
    return isinstance(c, Flashback) and c.sacrifice is not None


__all__ = ["sacrifices_permanents"]
