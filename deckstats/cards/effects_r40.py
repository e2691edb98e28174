"""Round 40's effect values (issue 26), gathered.

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``R40Effect`` and
``R40_EFFECTS`` and re-exports each class named in ``__all__``; they live in their families'
modules: ``effects_act40`` (the ``act`` helper's activated abilities: Vexing Shusher, Emry,
Goblin Charbelcher, Grindstone), ``mana_later`` and ``sacrifice_else`` (the ``fid`` helper's
Mana Drain, Invoke Despair) and ``effects_s2`` (sprint helper ``s2``: Seasoned Dungeoneer,
Mistrise Village, Exhume,
Goblin Tinkerer).
"""

from __future__ import annotations

from deckstats.cards.effects_act40 import (
    MayCastThisTurn,
    MillWhileShared,
    RevealUntilDamage,
    SpellCantBeCountered,
)
from deckstats.cards.effects_s2 import (
    EachPlayerReanimates,
    NextSpellUncounterable,
    ProtectionFromCreatures,
    TargetDealsManaValue,
)
from deckstats.cards.mana_later import AddManaAmount
from deckstats.cards.sacrifice_else import SacrificeElse

R40_EFFECTS = (
    SpellCantBeCountered,
    MayCastThisTurn,
    RevealUntilDamage,
    MillWhileShared,
    AddManaAmount,
    SacrificeElse,
    ProtectionFromCreatures,
    NextSpellUncounterable,
    EachPlayerReanimates,
    TargetDealsManaValue,
)
R40Effect = (
    SpellCantBeCountered
    | MayCastThisTurn
    | RevealUntilDamage
    | MillWhileShared
    | AddManaAmount
    | SacrificeElse
    | ProtectionFromCreatures
    | NextSpellUncounterable
    | EachPlayerReanimates
    | TargetDealsManaValue
)

__all__ = [
    "R40_EFFECTS",
    "AddManaAmount",
    "EachPlayerReanimates",
    "NextSpellUncounterable",
    "ProtectionFromCreatures",
    "R40Effect",
    "SacrificeElse",
    "TargetDealsManaValue",
]
