"""Impending's end-step counter removal (CR 702.176, not in seeds; issue 26).

"Impending N—[cost]" (the Overlords of Duskmourn): cast for [cost] rather than the mana
cost, the permanent enters with N time counters and is not a creature while it has one;
"at the beginning of your end step, remove a time counter from it". ``ImpendingTick`` is
that removal, put on the stack by a delayed trigger each of its controller's end steps
(``engine.impending``). Re-exported by ``cards.effects``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ImpendingTick:
    """Remove a time counter from the impending permanent; at none, it is a creature again."""


__all__ = ["ImpendingTick"]
