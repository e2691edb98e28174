"""Values of the round-40 ``spell`` helper's effects (``cards.effects_spell40``).

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects_spell40 as e40
from deckstats.cards.targets import Ref

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU


def _then(e: e40.PayAnyEnergy, x: int) -> float:
    """The follow-up effects, read with the energy got as the amount paid."""
    from deckstats.players.evaluate import effect_value

    got = x if e.get == "X" else int(e.get)
    return sum(effect_value(t, got) for t in e.then)


def _sum(effects: tuple[Any, ...], x: int) -> float:
    from deckstats.players.evaluate import effect_value

    return sum(effect_value(t, x) for t in effects)


SPELL40_VALUES: dict[type, Callable[[Any, int], float]] = {
    e40.PayAnyEnergy: _then,
    # stun counters on the opponent's creatures: their blockers and attackers, turns long
    e40.PutCountersEachOf: lambda e, x: -1.0 if e.player == _REF_YOU else 2.0,
    # cards drawn later by the player named (the opponent's, for "its controller"): a cost
    e40.DelayedTriggerFor: lambda e, x: -1.0 if e.player != _REF_YOU else 1.0,
    # the pumps, a little more for lasting through the opponent's turn
    e40.UntilYourNextTurn: lambda e, x: 1.2 * _sum(e.effect, x),
    e40.ManaPerRemoved: lambda e, x: _sum(e.removal, x) + 0.5,  # a sweeper with a ritual
    # their attackers (or blockers) held a turn; exerting one's own creature is a cost
    e40.SkipNextUntap: lambda e, x: -1.5 if e.what == _REF_SELF else 1.0,
}

__all__ = ["SPELL40_VALUES"]
