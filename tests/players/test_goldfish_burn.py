"""The goldfish never holds burn that casting now cannot make slower (issue 30 point 4).

Built positions (``tests/scenario.py``): the goldfish plays its main phase and the
cards it cast, kept and the opponent's life are checked. The paired comparison with
a greedy "cast what you can, burn face" policy (``tests/players/greedy.py``) on the
same seeds is ``test_goldfish_not_slower_than_greedy_burn`` (slow); its figures are in
BENCHMARKS.md, "Goldfish against greedy burn" (``python tests/players/test_goldfish_burn.py``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.engine.types import Step, Zone
from deckstats.players import get_agent
from deckstats.players.goldfish import GoldfishAgent

M = "Mountain"


def _main_phase(scenario, lands, hand, life=20, step=Step.PRECOMBAT_MAIN, battlefield=()):
    """Play one main phase of the goldfish: (cards left in hand, opponent's life)."""
    s = scenario(
        agents=(GoldfishAgent(), get_agent("inert")), goldfish=True, life=(20, life), step=step
    )
    s.lands(P0, *lands)
    for name in battlefield:
        s.battlefield(P0, name)
    for name in hand:
        s.hand(P0, name)
    s.game.players[P0].lands_played_turn = 1
    s.priority()
    return sorted(s.names(P0, Zone.HAND)), s.game.players[P1].life


@pytest.mark.parametrize("step", [Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN])
def test_casts_both_burn_spells_with_three_lands(scenario, step):
    """Turn 3, three lands, Lightning Bolt and Lava Spike: both go to the face now."""
    hand, life = _main_phase(scenario, [M] * 3, ["Lightning Bolt", "Lava Spike"], step=step)
    assert hand == [] and life == 14


def test_burn_first_then_skewer_for_its_spectacle_cost(scenario):
    """Three lands, Skewer the Critics and Lightning Bolt: Bolt, then Skewer for {R}
    (spectacle, CR 702.137a: the opponent lost life this turn): 6 damage for 2 mana.
    Skewer's full price (3 mana, 3 damage) would hold the Bolt with no mana left."""
    hand, life = _main_phase(scenario, [M] * 3, ["Skewer the Critics", "Lightning Bolt"])
    assert hand == [] and life == 14


def test_two_skewers_after_one_bolt(scenario):
    """Three lands, Bolt and two Skewers: Bolt, then both Skewers for {R}: 9 damage."""
    hand, life = _main_phase(
        scenario, [M] * 3, ["Skewer the Critics", "Skewer the Critics", "Lightning Bolt"]
    )
    assert hand == [] and life == 11


def test_casts_a_delve_creature_its_graveyard_pays_for(scenario):
    """Five Swamps, Gurmag Angler ({6}{B}, delve) and two cards in the graveyard: the
    graveyard pays {2} (CR 702.66a), so the 5/5 is cast now rather than held with all
    five lands untapped."""
    s = scenario(agents=(GoldfishAgent(), get_agent("inert")), goldfish=True)
    s.lands(P0, *["Swamp"] * 5)
    s.graveyard(P0, "Disfigure")
    s.graveyard(P0, "Doom Blade")
    angler = s.hand(P0, "Gurmag Angler")
    s.game.players[P0].lands_played_turn = 1
    s.priority()
    assert s.zone(angler) is Zone.BATTLEFIELD
