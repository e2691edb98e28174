"""Round 40's effect values of the real decks (issue 26, helper ``fid``), gathered.

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``Fid40Effect`` and
``FID40_EFFECTS`` and re-exports each class; they live in their families' modules:
``mana_later`` (Mana Drain).
"""

from __future__ import annotations

from deckstats.cards.mana_later import AddManaAmount

FID40_EFFECTS = (AddManaAmount,)
Fid40Effect = AddManaAmount

__all__ = ["FID40_EFFECTS", "AddManaAmount", "Fid40Effect"]
