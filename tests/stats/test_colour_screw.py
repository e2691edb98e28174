"""Colour screw (issue 18): a spell castable by mana count but not by colour."""

from __future__ import annotations

import pandas as pd
import pandas.testing as pdt
import pytest
from scenario import P0, Scenario
from scipy import stats as st

from deckstats.sim.collect import colour_screwed
from deckstats.stats.pipelines import colour_screw


def test_the_collector_reads_amount_and_colour():
    """Grizzly Bears ({1}{G}) in hand: two Mountains make the amount but not the colour
    (screwed); one Mountain is short of the amount (not colour screw); a Forest and a
    Mountain cast it (not screwed)."""
    s = Scenario()
    s.hand(P0, "Grizzly Bears")
    s.lands(P0, "Mountain")
    assert not colour_screwed(s.game, P0)
    s.lands(P0, "Mountain")
    assert colour_screwed(s.game, P0)
    s.lands(P0, "Forest")
    assert not colour_screwed(s.game, P0)


def test_colour_screw_rates_by_turn_with_wilson_intervals():
    turns = pd.DataFrame(
        {
            "game_index": [0, 0, 1, 1, 2, 2, 3],
            "turn": [1, 2, 1, 2, 1, 2, 1],
            "player": [0, 0, 0, 0, 0, 0, 0],
            "colour_screwed": [False, True, False, False, True, True, False],
        }
    )
    out = colour_screw(turns, upto=2)
    ci = st.binomtest(2, 3).proportion_ci(method="wilson")
    expected = pd.DataFrame(
        {
            "turn": ["1", "2", "any"],
            "successes": [1, 2, 2],
            "n": [4, 3, 4],
            "rate": [0.25, 2 / 3, 0.5],
        }
    )
    pdt.assert_frame_equal(out[["turn", "successes", "n", "rate"]], expected, check_dtype=False)
    assert out.loc[1, "ci_lo"] == pytest.approx(ci.low, abs=1e-9)
    assert out.loc[1, "ci_hi"] == pytest.approx(ci.high, abs=1e-9)
