"""Effect values of round 40's enters / dies / leaves triggers (issue 26, helper ``etb``).

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``EtbEffect`` and
``ETB_EFFECTS``; ``engine.etb_effects`` resolves them and ``players.evaluate`` values them.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class GraveyardToBottom:
    """Each named player's graveyard goes to the bottom of their library (CR 401.1, 404.1).

    The cards go in a random order.
    "Up to one target player puts all the cards from their graveyard on the bottom of
    their library in a random order." (Endurance: ``player`` is that target).
    """

    player: TargetSpec


ETB_EFFECTS = (GraveyardToBottom,)
EtbEffect = GraveyardToBottom

__all__ = ["ETB_EFFECTS", "EtbEffect", "GraveyardToBottom"]
