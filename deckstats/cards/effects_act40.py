"""Effects of round 40's ``act`` family (issue 26): what activated abilities do.

- ``SpellCantBeCountered``: "Target spell can't be countered." (Vexing Shusher; CR 101.2,
  701.6): the spell gains "can't be countered" while it is on the stack.
- ``MayCastThisTurn``: "Choose target artifact card in your graveyard. You may cast that
  card this turn." (Emry, Lurker of the Loch; CR 601.3): a permission for that card.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class SpellCantBeCountered:
    """CR 101.2: the target spell can't be countered (``engine.act40``)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class MayCastThisTurn:
    """CR 601.3: its controller may cast the card ``what`` (in a graveyard) this turn."""

    what: TargetSpec = Ref.FIRST_TARGET


__all__ = ["MayCastThisTurn", "SpellCantBeCountered"]
