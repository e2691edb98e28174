"""stats.pipelines on small hand-made frames; intervals against scipy references (issue 18)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pandas.testing as pdt
import pytest
from scipy import stats as sps

from deckstats.stats import pipelines as pl


def _wilson_ref(k: int, n: int) -> tuple[float, float]:
    """Wilson score interval from scipy's binomtest (method 'wilson')."""
    ci = sps.binomtest(k, n).proportion_ci(0.95, method="wilson")
    return ci.low, ci.high


GAMES = pd.DataFrame(
    {
        "game_index": [0, 1, 2, 3],
        "on_the_play": [True, False, True, False],
        "mulligans": [0, 1, 2, 3],
        "kept_hand_size": [7, 6, 5, 4],
        "won": [True, True, False, True],
        "kill_turn": pd.array([4, 5, None, 6], dtype="Int64"),
        "deck": ["A", "A", "A", "A"],
        "opponent": ["B", "B", "C", "C"],
    }
)
CARDS = pd.DataFrame(
    {
        "card": ["Mountain", "Bolt", "Guide", "Charm"],
        "count": [20, 4, 4, 4],
        "mana_value": [0, 1, 1, 2],
        "type": ["land", "instant", "creature", "instant"],
        "is_land": [True, False, False, False],
    }
)
EVENTS = pd.DataFrame(
    [
        (0, 0, 0, "opening_hand", "Mountain"),
        (0, 0, 0, "opening_hand", "Bolt"),
        (0, 0, 1, "cast", "Bolt"),
        (0, 0, 2, "drawn", "Charm"),
        (0, 0, 2, "cast", "Charm"),
        (1, 0, 0, "opening_hand", "Mountain"),
        (1, 0, 0, "opening_hand", "Mountain"),
        (1, 0, 1, "drawn", "Guide"),
        (1, 0, 1, "cast", "Guide"),
        (2, 0, 0, "opening_hand", "Guide"),
        (3, 1, 0, "opening_hand", "Bolt"),  # the opponent's: ignored
    ],
    columns=["game_index", "player", "turn", "event", "card"],
)
TURNS = pd.DataFrame(
    [
        # game, turn, player, lands, mana_available, mana_spent
        (0, 1, 0, 1, 1, 1),
        (0, 2, 0, 2, 2, 2),
        (1, 1, 0, 1, 1, 1),
        (1, 2, 0, 1, 1, 0),
        (2, 1, 0, 0, 0, 0),
        (3, 1, 0, 1, 1, 0),
        (3, 2, 0, 2, 2, 1),
    ],
    columns=["game_index", "turn", "player", "lands_in_play", "mana_available", "mana_spent"],
)


def test_rate_row_is_the_wilson_interval() -> None:
    for k, n in ((0, 10), (3, 10), (50, 100), (999, 1000)):
        row = pl.rate_row(k, n)
        lo, hi = _wilson_ref(k, n)
        assert row["ci_lo"] == pytest.approx(lo, abs=1e-9)
        assert row["ci_hi"] == pytest.approx(hi, abs=1e-9)


def test_mean_row_is_the_t_interval() -> None:
    x = np.array([3.0, 4.0, 4.0, 5.0, 7.0])
    row = pl.mean_row(x)
    lo, hi = sps.t.interval(0.95, len(x) - 1, loc=x.mean(), scale=sps.sem(x))
    assert row["ci_lo"] == pytest.approx(lo) and row["ci_hi"] == pytest.approx(hi)


def test_newcombe_interval_reference() -> None:
    # Newcombe (1998) method 10, example: 56/70 vs 48/80 -> (0.0524, 0.3339)
    lo, hi = pl.newcombe_interval(56, 70, 48, 80)
    assert lo == pytest.approx(0.0524, abs=1e-4) and hi == pytest.approx(0.3339, abs=1e-4)


def test_mulligans() -> None:
    out = pl.mulligans(GAMES)
    expected = pd.DataFrame(
        [{"to": t, **pl.rate_row(k, 4)} for t, k in (("6", 3), ("5", 2), ("4_or_fewer", 1))],
        columns=["to", *pl.RATE_COLUMNS],
    )
    pdt.assert_frame_equal(out, expected)


def test_kept_hand_sizes_and_lands() -> None:
    sizes = pl.kept_hand_sizes(GAMES)
    assert sizes["size"].tolist() == [7, 6, 5, 4] and sizes["successes"].tolist() == [1, 1, 1, 1]
    lands = pl.kept_hand_lands(GAMES, EVENTS, CARDS)
    assert lands["successes"].tolist() == [2, 1, 1, 0, 0, 0, 0, 0]  # games 2,3: 0; 0: 1; 1: 2


def test_mana_curve() -> None:
    out = pl.mana_curve(CARDS)
    expected = pd.DataFrame(
        {"mana_value": [1, 2], "creature": [4, 0], "instant": [4, 4], "total": [8, 4]}
    )
    pdt.assert_frame_equal(out, expected, check_dtype=False)


def test_land_drops_carry_a_finished_game() -> None:
    out = pl.land_drops(TURNS, GAMES, upto=2)
    # turn 1: games 0, 1, 3 have a land; turn 2: game 0 and 3 (game 2 carried: 0 lands)
    assert out["successes"].tolist() == [3, 2] and out["n"].tolist() == [4, 4]


def test_flood_screw() -> None:
    out = pl.flood_screw(GAMES, EVENTS, CARDS, screw_turn=4, screw_max=1, flood_turn=6, flood_min=2)
    # lands seen: game0 1, game1 2, game2 0, game3 0
    assert out.set_index("what")["successes"].to_dict() == {"screw": 3, "flood": 1}


def test_mana_efficiency() -> None:
    out = pl.mana_efficiency(TURNS, upto=2)
    assert out["n"].tolist() == [4, 3]
    assert out.loc[1, "efficiency"] == pytest.approx(3 / 5)
    ref = pl.mean_row(np.array([2.0, 0.0, 1.0]))
    assert out.loc[1, "spent_ci_lo"] == pytest.approx(ref["ci_lo"])


def test_on_curve_and_card_on_curve() -> None:
    out = pl.on_curve(TURNS, EVENTS, CARDS, upto=2)
    # turn 1: games 0 (Bolt) and 1 (Guide) of 4; turn 2: game 0 (Charm) of 3
    assert out["successes"].tolist() == [2, 1] and out["n"].tolist() == [4, 3]
    cards = pl.card_on_curve(TURNS, EVENTS, CARDS).set_index("card")
    assert cards.loc["Bolt", "successes"] == 1 and cards.loc["Bolt", "n"] == 1
    assert cards.loc["Guide", "n"] == 2 and cards.loc["Guide", "successes"] == 1


def test_kill_turns() -> None:
    stats = pl.kill_turn_stats(GAMES).set_index("seat")
    assert stats.loc["all", "mean"] == pytest.approx(5.0) and stats.loc["all", "median"] == 5.0
    lo, _hi = sps.t.interval(0.95, 2, loc=5.0, scale=sps.sem([4, 5, 6]))
    assert stats.loc["all", "ci_lo"] == pytest.approx(lo)
    dist = pl.kill_turn_distribution(GAMES, max_turns=6)
    alls = dist[dist["seat"] == "all"].set_index("turn")
    assert alls.loc[5, "won_by"] == 2 and alls.loc[6, "p_by"] == pytest.approx(0.75)
    assert stats.loc["on_the_draw", "n"] == 2


def test_win_rates_pairs_and_metagame() -> None:
    wr = pl.win_rates(GAMES).set_index("seat")
    assert wr.loc["on_the_play", "successes"] == 1 and wr.loc["on_the_play", "n"] == 2
    pairs = pl.pair_matrix(GAMES)
    assert pairs[["opponent", "successes", "n"]].values.tolist() == [["B", 2, 2], ["C", 1, 2]]
    meta = pl.metagame_weighted(pairs, {"B": 0.25, "C": 0.75})
    assert meta.loc[0, "expected_win_rate"] == pytest.approx(0.25 * 1.0 + 0.75 * 0.5)


def test_card_impact() -> None:
    out = pl.card_impact(GAMES, EVENTS).set_index("card")
    # Mountain in opening hand of games 0 (won) and 1 (won); not seen in 2 (lost), 3 (won)
    m = out.loc["Mountain"]
    assert (m["oh_n"], m["gd_n"], m["gih_n"], m["gns_n"]) == (2, 0, 2, 2)
    assert m["gih_wr"] == 1.0 and m["gns_wr"] == 0.5 and m["iwd"] == 0.5
    lo, hi = pl.newcombe_interval(2, 2, 1, 2)
    assert m["iwd_ci_lo"] == pytest.approx(lo) and m["iwd_ci_hi"] == pytest.approx(hi)
    charm = out.loc["Charm"]
    assert (charm["oh_n"], charm["gd_n"]) == (0, 1) and math.isnan(charm["oh_wr"])


def test_won_by_median() -> None:
    frame, t = pl.won_by_median(GAMES)
    assert t == 5.0 and frame["won_by_t"].tolist() == [True, True, False, False]
