"""Effect values of zone moves of round 39 (issue 26, helper ``zones``).

Part of the effect vocabulary (``cards.effects_library`` lists them in ``LibraryEffect``
and ``LIBRARY_EFFECTS``, which ``cards/effects.py`` re-exports); resolved by
``engine/moves_more.py``; compiled by ``oracle/move_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class IfTargetX:
    """``then``'s target must have mana value X (``or_less``: X or less), X paid for the spell.

    CR 107.3a, 601.2b-c: X is chosen before the targets, so a target whose mana value does
    not fit is not a legal choice (``engine.x_targets`` filters the cast choices); as the
    spell resolves the target is checked again (CR 608.2b). "Return target nonland permanent
    with mana value X to its owner's hand." (Repeal), "Exile target artifact, creature, or
    enchantment with mana value X or less." (March of Otherworldly Light).
    """

    then: tuple[Any, ...]
    or_less: bool = False


#: The zones helper's round-39 effects (listed by ``cards.effects_library``).
MOVE_EFFECTS = (IfTargetX,)
MoveEffect = IfTargetX
