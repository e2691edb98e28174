"""Stun counters (CR 122.1d): a stun counter is removed instead of untapping.

"If a permanent with a stun counter on it would become untapped, instead remove a stun
counter from it."

Read where a permanent untaps in its controller's untap step (``engine.rule_locks``): a
permanent with no counters pays one test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.engine.state import GameObject


def stunned(obj: GameObject) -> bool:
    """CR 122.1d: if ``obj`` has a stun counter, remove one instead of untapping it."""
    counters = obj.counters
    if not counters:
        return False
    n = counters.get("stun", 0)
    if n <= 0:
        return False
    if n == 1:
        del counters["stun"]
    else:
        counters["stun"] = n - 1
    return True


__all__ = ["stunned"]
