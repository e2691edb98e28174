"""Effects of round 40's ``act`` family (issue 26): what activated abilities do.

- ``SpellCantBeCountered``: "Target spell can't be countered." (Vexing Shusher; CR 101.2,
  701.6): the spell gains "can't be countered" while it is on the stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class SpellCantBeCountered:
    """CR 101.2: the target spell can't be countered (``engine.act40``)."""

    target: TargetSpec


__all__ = ["SpellCantBeCountered"]
