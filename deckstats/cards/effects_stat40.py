"""Round 40's effect values of the ``stat`` helper (issue 26), gathered.

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``Stat40Effect`` and
``STAT40_EFFECTS`` and re-exports each class; they live in their families' modules:
``exchange`` (Oko's exchange of control), ``distribute`` (Abzan Charm's counters),
``cant_lose`` (Angel's Grace).
"""

from __future__ import annotations

from deckstats.cards.cant_lose import CantLoseThisTurn, LifeFloorThisTurn
from deckstats.cards.distribute import PutCountersDivided
from deckstats.cards.exchange import ExchangeControl

STAT40_EFFECTS = (ExchangeControl, PutCountersDivided, CantLoseThisTurn, LifeFloorThisTurn)
Stat40Effect = ExchangeControl | PutCountersDivided | CantLoseThisTurn | LifeFloorThisTurn

__all__ = [
    "STAT40_EFFECTS",
    "CantLoseThisTurn",
    "ExchangeControl",
    "LifeFloorThisTurn",
    "PutCountersDivided",
    "Stat40Effect",
]
