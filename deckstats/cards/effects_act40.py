"""Effects of round 40's ``act`` family (issue 26): what activated abilities do.

- ``SpellCantBeCountered``: "Target spell can't be countered." (Vexing Shusher; CR 101.2,
  701.6): the spell gains "can't be countered" while it is on the stack.
- ``RevealUntilDamage``: "Reveal cards from the top of your library until you reveal a land
  card. ~ deals damage equal to the number of nonland cards revealed this way to any target.
  If the revealed land card was a Mountain, ~ deals double that damage instead. Put the
  revealed cards on the bottom of your library in any order." (Goblin Charbelcher; CR
  701.20a, 120.3).
- ``MillWhileShared``: "Target player mills two cards. If two cards that share a color were
  milled this way, repeat this process." (Grindstone; CR 701.17a, 105.2).
- ``MayCastThisTurn``: "Choose target artifact card in your graveyard. You may cast that
  card this turn." (Emry, Lurker of the Loch; CR 601.3): a permission for that card.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref, TargetSpec


@dataclass(frozen=True, slots=True)
class SpellCantBeCountered:
    """CR 101.2: the target spell can't be countered (``engine.act40``)."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class MayCastThisTurn:
    """CR 601.3: its controller may cast the card ``what`` (in a graveyard) this turn."""

    what: TargetSpec = Ref.FIRST_TARGET


@dataclass(frozen=True, slots=True)
class RevealUntilDamage:
    """Goblin Charbelcher: damage equal to the nonland cards revealed before a land.

    ``double``: the land's subtype that doubles the damage (``"Mountain"``), or "".
    """

    to: TargetSpec
    double: str = ""


@dataclass(frozen=True, slots=True)
class MillWhileShared:
    """Grindstone: the player mills ``count`` cards again while those milled share a colour."""

    player: TargetSpec
    count: int = 2


__all__ = ["MayCastThisTurn", "MillWhileShared", "RevealUntilDamage", "SpellCantBeCountered"]
