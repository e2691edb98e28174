"""Replacement facts of cards about where they go (issue 26, helper ``zones``; CR 614).

``EnterInstead``: "If ~ would enter, sacrifice a Swamp instead. If you do, put ~ onto the
battlefield. If you don't, put it into its owner's graveyard." (Lake of the Dead, Lotus
Vale, Scorched Ruins, Kjeldoran Outpost) and "... you may discard a land card instead"
(Mox Diamond): a replacement of entering the battlefield (CR 614.1a, 614.12) read by
``engine/enter_instead.py`` whatever puts the permanent onto the battlefield.

``CardDef.shuffle_instead`` ("If ~ would be put into a graveyard from anywhere, reveal ~
and shuffle it into its owner's library instead": Progenitus, Blightsteel Colossus) is a
plain flag; ``Game.move`` applies it (CR 614.1a, 701.24).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class EnterInstead:
    """The cost paid as the permanent would enter (CR 614.1a): else it goes to the graveyard.

    ``sacrifice``: the permanents sacrificed ("a Swamp", "two untapped lands": ``count``
    2); ``discard``: the card discarded from the hand instead ("a land card", Mox Diamond).
    Exactly one of the two is set.
    """

    sacrifice: Filter | None = None
    discard: Filter | None = None
    count: int = 1
