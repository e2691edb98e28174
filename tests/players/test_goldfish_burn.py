"""The goldfish never holds a spell that casting now cannot make slower (issue 30, 4).

Built positions (``tests/scenario.py``): the goldfish plays one main phase, then the
cards it cast or kept and the opponent's life are checked (burn before a spectacle
cost, delve, free artifacts). The paired comparison with a greedy "cast what you can,
burn face" policy (``tests/players/greedy.py``) on the same seeds is
``test_goldfish_not_slower_than_greedy_burn`` (slow); its figures are in BENCHMARKS.md,
"Goldfish against greedy burn"
(``PYTHONPATH=.:tests python tests/players/test_goldfish_burn.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scenario import P0, P1

from deckstats.deck import load_decklist
from deckstats.engine import new_game
from deckstats.engine.types import Step, Zone
from deckstats.players import get_agent
from deckstats.players.goldfish import GoldfishAgent
from players.greedy import GreedyBurnAgent

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


def test_casts_its_free_mana_artifacts(scenario):
    """Turn 1, no land in play, Mox Ruby and Mox Emerald in hand: both are cast (they cost
    nothing and add mana every later turn; held, they wait in hand for no reason)."""
    s = scenario(agents=(GoldfishAgent(), get_agent("inert")), goldfish=True, turn=1)
    moxen = [s.hand(P0, "Mox Ruby"), s.hand(P0, "Mox Emerald")]
    s.game.players[P0].lands_played_turn = 1
    s.priority()
    assert [s.zone(m) for m in moxen] == [Zone.BATTLEFIELD, Zone.BATTLEFIELD]


DECKS = Path(__file__).resolve().parents[2] / "decks"
N_PAIRED = 400


def paired_kill_turns(deck: str, n: int = N_PAIRED) -> tuple[Any, Any, Any]:
    """Kill turns (20-turn cap counts as 21) of the goldfish and of the two greedy orders.

    Game ``i`` of each player uses seed ``i`` (the same shuffles and draws) and alternates
    play and draw: (goldfish, greedy biggest first, greedy cheapest first) arrays.
    """
    cards = load_decklist(DECKS / deck).main_cards()
    makers = (GoldfishAgent, GreedyBurnAgent, lambda: GreedyBurnAgent(cheapest_first=True))
    out = []
    for make in makers:
        turns = []
        for seed in range(n):
            ss = np.random.SeedSequence(seed)
            r = [np.random.default_rng(c) for c in ss.spawn(5)]
            game = new_game(
                (cards, []),
                (make(), get_agent("inert")),
                r[0],
                (r[1], r[2]),
                (r[3], r[4]),
                starting_player=seed % 2,
                max_turns=20,
            )
            res = game.run()
            turns.append(res.turns_taken[0] if res.winner == 0 else 21)
        out.append(np.array(turns))
    return out[0], out[1], out[2]


def paired_summary(deck: str, n: int = N_PAIRED) -> list[str]:
    """One line per greedy order: means and the games where each player is faster."""
    gold, *greedy = paired_kill_turns(deck, n)
    lines = []
    for name, g in zip(("biggest first", "cheapest first"), greedy, strict=True):
        lines.append(
            f"{deck} n={n}: goldfish {gold.mean():.4f}, greedy ({name}) {g.mean():.4f}; "
            f"goldfish faster in {int((gold < g).sum())}, greedy faster in {int((g < gold).sum())}"
        )
    return lines


@pytest.mark.slow
@pytest.mark.parametrize("deck", ["mono_red_burn.txt", "legacy_sligh.txt"])
def test_goldfish_not_slower_than_greedy_burn(deck):
    """Same seeds: the goldfish's mean kill turn is not above the greedy policy's
    ("cast what you can, burn face", biggest or cheapest spell first), and it is
    faster in more games than it is slower."""
    gold, *greedy = paired_kill_turns(deck)
    for g in greedy:
        assert gold.mean() <= g.mean(), paired_summary(deck)
        assert (gold < g).sum() > (g < gold).sum(), paired_summary(deck)


if __name__ == "__main__":  # the BENCHMARKS.md figures
    for name in ("mono_red_burn.txt", "legacy_sligh.txt"):
        print("\n".join(paired_summary(name)))
