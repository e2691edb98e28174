"""Effect values of round 40's enters / dies / leaves triggers (issue 26, helper ``etb``).

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``EtbEffect`` and
``ETB_EFFECTS``; ``engine.etb_effects`` resolves them and ``players.evaluate`` values them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.targets import Ref, Target, TargetSpec


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


@dataclass(frozen=True, slots=True)
class SacrificeSelfThen:
    """Sacrifice the source; if that happened, the effects (Standstill; CR 701.21, 608.2c).

    "Sacrifice ~. If you do, <effects>.": the effects happen only if the source was
    sacrificed; it is gone already when a second trigger resolves, so that one does nothing.
    """

    then: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class OpponentsOfDraw:
    """Each opponent of ``of`` draws ``count`` cards (CR 121.1, 102.3).

    "each of that player's opponents draws three cards" (Standstill: ``of`` is the player
    who cast the spell, ``Ref.TRIGGERING_PLAYER``).
    """

    count: int
    of: Ref = Ref.TRIGGERING_PLAYER


ETB_EFFECTS = (
    GraveyardToBottom,
    PutCountersDivided,
    DiscardElseDraw,
    SacrificeSelfThen,
    OpponentsOfDraw,
)
EtbEffect = (
    GraveyardToBottom | PutCountersDivided | DiscardElseDraw | SacrificeSelfThen | OpponentsOfDraw
)

__all__ = [
    "ETB_EFFECTS",
    "DiscardElseDraw",
    "EtbEffect",
    "GraveyardToBottom",
    "OpponentsOfDraw",
    "PutCountersDivided",
    "SacrificeSelfThen",
]
