"""Priority actions an agent may take (CR 117, 116): frozen, hashable, comparable values.

Targets are ints: ``0``/``1`` name players, ids ``>= 2`` name objects (see ``types``).
``targets`` holds one tuple per ``Target`` spec of the spell or ability, in text order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayLand:
    """CR 305.1: play a land from hand (a special action). ``back`` plays an MDFC's land face."""

    oid: int
    back: bool = False


@dataclass(frozen=True, slots=True)
class CastSpell:
    """CR 601: cast the card ``oid`` from hand with these choices."""

    oid: int
    targets: tuple[tuple[int, ...], ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    #: 1 casts the card's other face: an Adventure (CR 715.3), a split card's second half
    #: (CR 709.3) or a modal double-faced card's back (CR 712.12).
    face: int = 0
    #: Which cost: 0 the mana cost; k the card's ``costs[k - 1]`` (an alternative cost,
    #: CR 118.9, or flashback from the graveyard, CR 702.34); -1 flashback an effect gave.
    alt: int = 0
    #: Kicker costs paid (CR 702.33): 0 or 1, or any number for multikicker.
    kicks: int = 0


@dataclass(frozen=True, slots=True)
class HandAction:
    """Use cost option ``index`` of card ``oid`` in hand without casting it.

    Suspend is a special action (CR 116.2f, 702.62a); cycling is an activated ability that
    works only from the hand (CR 702.29a).
    """

    oid: int
    index: int


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """CR 602, 606: activate ability ``index`` of permanent ``oid``."""

    oid: int
    index: int
    targets: tuple[tuple[int, ...], ...] = ()
    x: int = 0


@dataclass(frozen=True, slots=True)
class PassPriority:
    """CR 117.3d: pass priority."""


PASS = PassPriority()

Action = PlayLand | CastSpell | ActivateAbility | PassPriority | HandAction
