"""Effect values of round 40's enters / dies / leaves triggers (issue 26, helper ``etb``).

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``EtbEffect`` and
``ETB_EFFECTS``; ``engine.etb_effects`` resolves them and ``players.evaluate`` values them.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Target, TargetSpec


@dataclass(frozen=True, slots=True)
class GraveyardToBottom:
    """Each named player's graveyard goes to the bottom of their library (CR 401.1, 404.1).

    The cards go in a random order.
    "Up to one target player puts all the cards from their graveyard on the bottom of
    their library in a random order." (Endurance: ``player`` is that target).
    """

    player: TargetSpec


@dataclass(frozen=True, slots=True)
class PutCountersDivided:
    """Distribute ``to.divide`` ``kind`` counters among the targets (CR 601.2d, 122.1).

    "Distribute four +1/+1 counters among any number of target creatures you control."
    (Verdurous Gearhulk). The division is chosen with the targets, as for divided damage:
    the target group lists one id per counter, each chosen target at least once; an
    illegal target's share is not put (CR 608.2b).
    """

    kind: str
    to: Target


@dataclass(frozen=True, slots=True)
class DiscardElseDraw:
    """Each opponent discards ``count`` cards; you draw ``draw`` for each who can't (CR 701.9).

    "Each opponent discards a card. For each opponent who can't, you draw a card."
    (Refurbished Familiar): an opponent with no card in hand can't discard (CR 701.9b).
    """

    count: int = 1
    draw: int = 1


ETB_EFFECTS = (GraveyardToBottom, PutCountersDivided, DiscardElseDraw)
EtbEffect = GraveyardToBottom | PutCountersDivided | DiscardElseDraw

__all__ = [
    "ETB_EFFECTS",
    "DiscardElseDraw",
    "EtbEffect",
    "GraveyardToBottom",
    "PutCountersDivided",
]
