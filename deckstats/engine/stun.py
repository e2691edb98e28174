"""Permanents kept tapped in an untap step: stun counters, "doesn't untap next untap step".

Stun counters (CR 122.1d): "If a permanent with a stun counter on it would become
untapped, instead remove a stun counter from it." "<It> doesn't untap during its
controller's next untap step" (Tangle, Frost Breath; CR 502.3, 611.2): the permanent's
oid on ``Game.skip_next_untap`` until its controller's next untap step, whether it is
tapped then or not (a new object after a zone change is not held, CR 400.7).

Read where a permanent untaps in its controller's untap step (``engine.rule_locks``): a
permanent with no counters pays one test, a game with no held permanent one set test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.engine.game import Game
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


def held_this_untap(game: Game, pid: int) -> set[int]:
    """The permanents of ``pid`` that don't untap in this untap step (the hold is used up)."""
    held = {o.oid for o in game.players[pid].battlefield if o.oid in game.skip_next_untap}
    game.skip_next_untap -= held
    return held


__all__ = ["held_this_untap", "stunned"]
