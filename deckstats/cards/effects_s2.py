"""Effects of round 40's sprint helper ``s2`` (issue 26): near-miss sentences.

- ``ProtectionFromCreatures``: "<target> gains protection from creatures until end of turn."
  (Seasoned Dungeoneer; CR 702.16a-e): until the cleanup step, the permanent can't be
  damaged, blocked, targeted or enchanted by creatures.
- ``NextSpellUncounterable``: "The next spell you cast this turn can't be countered."
  (Mistrise Village; CR 101.2, 601.2i): the next spell its controller casts this turn gains
  "can't be countered" as it becomes cast.
- ``EachPlayerReanimates``: "Each player puts a creature card from their graveyard onto the
  battlefield." (Exhume; CR 101.4, 110.2): each player chooses one such card of theirs (the
  active player first), then the cards enter at once, under their owners' control.
- ``TargetDealsManaValue``: "That artifact deals damage equal to its mana value to ~."
  (Goblin Tinkerer; CR 120.3, 608.2h): the first target, as it last existed, is the source.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.model import CardType
from deckstats.cards.targets import Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class ProtectionFromCreatures:
    """CR 702.16: the permanent has protection from creatures until end of turn."""

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class NextSpellUncounterable:
    """CR 101.2: the next spell the controller casts this turn can't be countered."""


#: Exhume's cards: creature cards (CR 302).
_CREATURE_CARDS = Filter(card_type=CardType.CREATURE)


@dataclass(frozen=True, slots=True)
class EachPlayerReanimates:
    """CR 101.4: each player puts a ``filter`` card of their graveyard onto the battlefield."""

    filter: Filter = _CREATURE_CARDS


@dataclass(frozen=True, slots=True)
class TargetDealsManaValue:
    """CR 120.3, 608.2h: the first target deals damage equal to its mana value to ``to``."""

    to: TargetSpec


__all__ = [
    "EachPlayerReanimates",
    "NextSpellUncounterable",
    "ProtectionFromCreatures",
    "TargetDealsManaValue",
]
