"""One-shot effects of issue 26's round-39 ``spell`` helper, re-exported by ``effects``.

- "Each player chooses from among the permanents they control an artifact, a creature, an
  enchantment, and a land, then sacrifices the rest." (Cataclysm; Ajani, Nacatl Avenger's
  −4: "Each opponent chooses an artifact, a creature, an enchantment, and a planeswalker
  from among the nonland permanents they control, then sacrifices the rest."):
  ``KeepOneOfEach`` (CR 701.21a; a permanent chosen for one type is not chosen for another).
- "Separate all permanents target player controls into two piles. That player sacrifices all
  permanents in the pile of their choice." (Liliana of the Veil's −6): ``SacrificePile``
  (CR 700.3, 701.21a; round 44).
- "you may cast the discarded card without paying its mana cost" (Malcolm, Alluring
  Scoundrel): ``CastDiscardedFree`` (CR 118.9; round 44).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import CardType
from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class KeepOneOfEach:
    """Each of ``players`` keeps one permanent per type of ``types``, sacrifices the rest.

    Only its nonland permanents are counted and sacrificed when ``nonland`` (CR 701.21a).
    """

    types: tuple[CardType, ...]
    players: Ref = Ref.EACH_PLAYER
    nonland: bool = False


@dataclass(frozen=True, slots=True)
class SacrificePile:
    """Two piles of a player's permanents; that player sacrifices one (CR 700.3, 701.21a).

    The controller separates all permanents ``player`` controls into two piles; that player
    sacrifices all permanents in the pile of their choice.
    """

    player: TargetSpec


@dataclass(frozen=True, slots=True)
class CastDiscardedFree:
    """A free cast of the card discarded just before (CR 118.9).

    "You may cast the discarded card without paying its mana cost." (Malcolm, Alluring
    Scoundrel): the card the ``Discard`` before it discarded, still in the graveyard, cast
    now if its controller wants (a land is not cast, CR 305.9).
    """


ONESHOT_EFFECTS = (KeepOneOfEach, SacrificePile, CastDiscardedFree)
OneshotEffect = KeepOneOfEach | SacrificePile | CastDiscardedFree

__all__ = [
    "ONESHOT_EFFECTS",
    "CastDiscardedFree",
    "KeepOneOfEach",
    "OneshotEffect",
    "SacrificePile",
]
