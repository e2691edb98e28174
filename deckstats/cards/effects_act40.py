"""Effects of round 40's ``act`` family (issue 26): what activated abilities do.

- ``SpellCantBeCountered``: "Target spell can't be countered." (Vexing Shusher; CR 101.2,
  701.6): the spell gains "can't be countered" while it is on the stack.
- ``GiveControl``: "An opponent gains control of ~." (Wishclaw Talisman), "Target player
  gains control of target permanent you control." (Donate; CR 613.1b, 108.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class SpellCantBeCountered:
    """CR 101.2: the target spell can't be countered (``engine.act40``)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class GiveControl:
    """CR 613.1b: the player ``to`` gains control of ``what`` (``engine.act40``)."""

    what: TargetSpec = Ref.SELF
    to: TargetSpec = Ref.EACH_OPPONENT


__all__ = ["GiveControl", "SpellCantBeCountered"]
