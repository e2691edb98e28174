"""Counters distributed among targets (CR 601.2d).

"Distribute two +1/+1 counters among one or two target creatures." (Abzan Charm). The
division is chosen as the spell is cast, like divided damage: the target group holds
each chosen target once per counter (``Target.divide``); a target that is illegal as the
spell resolves gets none of its share (CR 608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Target


@dataclass(frozen=True, slots=True)
class PutCountersDivided:
    """CR 601.2d, 122.1: ``to`` (a ``Target`` with ``divide``) gets its share of the counters."""

    to: Target
    counter: str = "+1/+1"


__all__ = ["PutCountersDivided"]
