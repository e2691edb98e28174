"""Round 40's effect values (issue 26), gathered.

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``R40Effect`` and
``R40_EFFECTS``; they live in their families' modules: ``effects_act40`` (the ``act``
helper's activated abilities: Vexing Shusher, Emry, Goblin Charbelcher, Grindstone).
"""

from __future__ import annotations

from deckstats.cards.effects_act40 import (
    MayCastThisTurn,
    MillWhileShared,
    RevealUntilDamage,
    SpellCantBeCountered,
)

R40_EFFECTS = (
    SpellCantBeCountered,
    MayCastThisTurn,
    RevealUntilDamage,
    MillWhileShared,
)
R40Effect = SpellCantBeCountered | MayCastThisTurn | RevealUntilDamage | MillWhileShared

__all__ = ["R40_EFFECTS", "R40Effect"]
