"""One-shot effects of issue 26's round-39 ``spell`` helper, re-exported by ``effects``.

- "Each player chooses from among the permanents they control an artifact, a creature, an
  enchantment, and a land, then sacrifices the rest." (Cataclysm; Ajani, Nacatl Avenger's
  −4: "Each opponent chooses an artifact, a creature, an enchantment, and a planeswalker
  from among the nonland permanents they control, then sacrifices the rest."):
  ``KeepOneOfEach`` (CR 701.21a; a permanent chosen for one type is not chosen for another).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import CardType
from deckstats.cards.targets import Ref


@dataclass(frozen=True, slots=True)
class KeepOneOfEach:
    """Each of ``players`` keeps one permanent per type of ``types``, sacrifices the rest.

    Only its nonland permanents are counted and sacrificed when ``nonland`` (CR 701.21a).
    """

    types: tuple[CardType, ...]
    players: Ref = Ref.EACH_PLAYER
    nonland: bool = False


ONESHOT_EFFECTS = (KeepOneOfEach,)
OneshotEffect = KeepOneOfEach

__all__ = ["ONESHOT_EFFECTS", "KeepOneOfEach", "OneshotEffect"]
