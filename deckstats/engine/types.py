"""Small integer types of the engine: zones, steps, player and object ids (CR 400, 500).

Players are ids 0 and 1; game objects get ids from 2 upwards, so a target can be a plain
``int`` (``0``/``1`` = a player, ``>= 2`` = an object) with no wrapper allocation in the
hot loop.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Final

PlayerId = int
ObjectId = int

#: The first object id; ids below it are player ids (targets use one int space).
FIRST_OBJECT_ID: Final = 2


class Zone(IntEnum):
    """CR 400.1: the zones."""

    LIBRARY = 0
    HAND = 1
    BATTLEFIELD = 2
    GRAVEYARD = 3
    STACK = 4
    EXILE = 5
    COMMAND = 6


class Step(IntEnum):
    """CR 500.1: the steps of a turn, in order (main phases count as one step each)."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    POSTCOMBAT_MAIN = 10
    END = 11
    CLEANUP = 12


MAIN_STEPS: Final = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

#: A seeded random stream: a numpy ``Generator``, or ``sim.seeding.LazyRng`` (the same
#: generator, made on first use). ``Any`` because the compiled engine checks annotated
#: classes at run time and both kinds must pass (ARCHITECTURE.md, Determinism: every draw is
#: seeded).
Rng = Any


def is_player(target: int) -> bool:
    """Return True when a target id names a player rather than an object."""
    return target < FIRST_OBJECT_ID
