"""The ``quality`` keep policy (issue 27.5): lands AND the spells they can cast, on built hands.

CR 103.5 is the procedure (London: draw 7, bottom one per mulligan); the policy only says
keep or not. Each hand is built card by card; the land-only rule is checked beside it.
"""

from __future__ import annotations

import pytest

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.registry import get_card
from deckstats.players.mulligan import (
    DEFAULT_POLICY,
    QUALITY_POLICY,
    MulliganPolicy,
    parse_keep,
)

FOREST, MOUNTAIN, ISLAND = get_card("Forest"), get_card("Mountain"), get_card("Island")
ELF = get_card("Llanowar Elves")  # {G}
BOLT = get_card("Lightning Bolt")  # {R}
BEARS = get_card("Grizzly Bears")  # {1}{G}
COUNTER = get_card("Counterspell")  # {U}{U}
GIANT = get_card("Hill Giant")  # {3}{R}


def test_a_two_land_hand_with_three_castable_one_drops_is_kept():
    hand = [FOREST, FOREST, ELF, ELF, ELF, BEARS, GIANT]
    assert QUALITY_POLICY.keep(hand, 0)


def test_a_two_land_hand_of_uncastable_colours_is_not_kept():
    """Two Forests, five red and blue spells: nothing castable by turn 3 (mulligan)."""
    hand = [FOREST, FOREST, BOLT, BOLT, COUNTER, COUNTER, GIANT]
    assert not QUALITY_POLICY.keep(hand, 0)
    assert DEFAULT_POLICY.keep(hand, 0)  # the land-only rule keeps it: 2 lands


def test_seven_lands_are_not_kept():
    assert not QUALITY_POLICY.keep([FOREST] * 7, 0)
    assert not QUALITY_POLICY.keep([FOREST] * 6 + [ELF], 0)


def test_the_aggro_one_lander_with_two_castable_one_drops_is_kept():
    """One Forest, two Llanowar Elves: the aggro keep a land count alone throws back."""
    hand = [FOREST, ELF, ELF, BEARS, BEARS, GIANT, GIANT]
    assert QUALITY_POLICY.keep(hand, 0)
    assert not DEFAULT_POLICY.keep(hand, 0)
    # One castable one-drop is not enough; nor a land that cannot cast them.
    assert not QUALITY_POLICY.keep([FOREST, ELF, BEARS, BEARS, BEARS, GIANT, GIANT], 0)
    assert not QUALITY_POLICY.keep([ISLAND, ELF, ELF, BEARS, BEARS, GIANT, GIANT], 0)


def test_no_land_is_a_mulligan_and_three_lands_need_one_castable_spell():
    assert not QUALITY_POLICY.keep([ELF] * 7, 0)
    assert QUALITY_POLICY.keep([FOREST] * 3 + [BEARS] + [GIANT] * 3, 0)
    assert not QUALITY_POLICY.keep([ISLAND] * 3 + [GIANT, BOLT, ELF, BEARS], 0)


def test_london_judges_the_hand_after_bottoming_and_five_cards_are_kept():
    """After one mulligan (CR 103.5) the 7 drawn are judged as the 6 kept."""
    hand = [FOREST, FOREST, FOREST, FOREST, FOREST, ELF, BEARS]  # bottom a land: 4 + 2
    assert QUALITY_POLICY.keep(hand, 1)
    assert QUALITY_POLICY.keep([ISLAND] * 7, 2)  # 5 kept: always


def test_parse_keep_names_both_rules():
    assert parse_keep("quality") == QUALITY_POLICY
    assert parse_keep("lands") == DEFAULT_POLICY == parse_keep("lands:2-5")
    assert parse_keep("lands:7:2-5,6:1-4,5") == DEFAULT_POLICY == parse_keep("7:2-5,6:1-4,5")
    assert parse_keep("lands:3-4") == MulliganPolicy(keep_table=((7, 3, 4), (6, 2, 3)))
    for text in (QUALITY_POLICY.to_text(), DEFAULT_POLICY.to_text()):
        assert parse_keep(text).to_text() == text
    for bad in ("", "quality:3", "lands:5-2", "lands:9-9", "7:2-5,5:1-4", "sometimes"):
        with pytest.raises(DeckstatsError):
            parse_keep(bad)


def test_fetch_lands_count_for_the_colours_they_find():
    """Polluted Delta (Island or Swamp) and Scalding Tarn (Island or Mountain) find the colours
    of Ponder, Brainstorm and Lightning Bolt (CR 701.23: a search puts the land into play):
    a Legacy Delver keep. Before, fetch lands made no colour and the hand was mulliganed."""
    hand = [
        get_card("Polluted Delta"),
        get_card("Scalding Tarn"),
        get_card("Ponder"),
        get_card("Brainstorm"),
        BOLT,
        get_card("Force of Will"),
        get_card("Daze"),
    ]
    assert QUALITY_POLICY.keep(hand, 0)


def test_a_fetch_land_finds_only_its_own_types():
    """Two Windswept Heaths (Forest or Plains) cast neither Counterspell nor Lightning Bolt."""
    heath = get_card("Windswept Heath")
    hand = [heath, heath, BOLT, BOLT, COUNTER, COUNTER, GIANT]
    assert not QUALITY_POLICY.keep(hand, 0)


def test_cyclers_count_as_cards_the_hand_can_use():
    """A Living End two-lander: two Street Wraiths (cycling: pay 2 life, CR 702.29) and a
    Lórien Revealed (islandcycling {1}) are what the hand does on turns 1-3. Before, only
    casting counted and the hand (five uncastable cards) was mulliganed."""
    wraith, lorien = get_card("Street Wraith"), get_card("Lórien Revealed")
    hand = [ISLAND, FOREST, wraith, wraith, lorien, GIANT, GIANT]
    assert QUALITY_POLICY.keep(hand, 0)
    # Without the cyclers the same lands cast nothing: a mulligan.
    assert not QUALITY_POLICY.keep([ISLAND, FOREST, GIANT, GIANT, GIANT, GIANT, GIANT], 0)
