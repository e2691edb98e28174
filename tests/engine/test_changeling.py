"""Changeling (CR 702.73a): "This object is every creature type", in every zone.

A changeling is matched by any creature-type filter (a lord's "Other Goblins", a "non-Elf"
exclusion, "Sacrifice a Goblin") but never by a subtype that is not a creature type (CR
205.3g-j: "Forest", "Equipment").
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine.characteristics import matches, power

OUTCAST = compile_text(
    "Changeling Outcast",
    "{B}",
    "Creature — Shapeshifter",
    "Changeling (This card is every creature type.)\n"
    "Changeling Outcast can't block and can't be blocked.",
    pt=("1", "1"),
)
GOBLIN_KING = compile_text(
    "Goblin King",
    "{1}{R}{R}",
    "Creature — Goblin",
    "Other Goblin creatures get +1/+1 and have mountainwalk.",
    pt=("2", "2"),
)


def test_changeling_is_every_creature_type_but_no_other_subtype():
    assert OUTCAST.keywords & Keyword.CHANGELING
    assert OUTCAST.has_subtype("Goblin") and OUTCAST.has_subtype("Elf")
    assert OUTCAST.has_subtype("Shapeshifter")
    assert not OUTCAST.has_subtype("Forest") and not OUTCAST.has_subtype("Equipment")
    assert not GOBLIN_KING.has_subtype("Elf")


def test_goblin_lord_pumps_a_changeling(scenario):
    """CR 702.73a, 613.4c: "Other Goblin creatures get +1/+1" applies to the changeling."""
    s = scenario(active=P0)
    s.battlefield(P0, GOBLIN_KING)
    outcast = s.battlefield(P0, OUTCAST)
    assert power(s.game, outcast) == 2


def test_subtype_filters_see_the_changeling(scenario):
    """A "Goblin" filter matches it, a "non-Goblin" filter excludes it, "Forest" does not."""
    s = scenario(active=P0)
    outcast = s.battlefield(P0, OUTCAST)
    assert matches(s.game, outcast, Filter(subtypes=("Goblin",)))
    assert not matches(s.game, outcast, Filter(not_subtypes=("Goblin",)))
    assert not matches(s.game, outcast, Filter(subtypes=("Forest",)))
