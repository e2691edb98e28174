"""Land-count sweep: exact rows, definitions, recommendation."""

from __future__ import annotations

import pytest
from scipy.stats import hypergeom

from deckstats.analytic.deckmodel import AnalyticError, DeckModel
from deckstats.analytic.sweep import land_sweep, parse_range, path_probability
from tests.analytic.decks import azorius_deck


def test_path_probability_single_check_is_hypergeometric() -> None:
    p = path_probability(60, 24, {10: (4, 99)}, 10)
    assert float(p) == pytest.approx(hypergeom(60, 24, 10).sf(3), abs=1e-12)


def test_all_drops_equal_the_last_check() -> None:
    """At least 4 lands in 10 cards implies at least t in 6 + t for t < 4."""
    joint = path_probability(60, 24, {7: (1, 99), 8: (2, 99), 9: (3, 99), 10: (4, 99)}, 10)
    assert float(joint) == pytest.approx(hypergeom(60, 24, 10).sf(3), abs=1e-12)


def test_sweep_rows_and_recommendation() -> None:
    model = DeckModel.from_cards(azorius_deck(), "azorius")
    sw = land_sweep(model, 20, 28)
    rows = sw["rows"]
    assert [r["lands"] for r in rows] == list(range(20, 29))
    assert 20 <= sw["recommended_lands"] <= 28
    assert "flood_share" in sw["definitions"]
    r24 = next(r for r in rows if r["lands"] == 24)
    assert r24["changes"] == "deck as given"
    assert r24["p_land_drop"]["play"]["3"] == pytest.approx(hypergeom(60, 24, 9).sf(2), abs=1e-6)
    flood = (hypergeom(60, 24, 12).sf(6) + hypergeom(60, 24, 13).sf(6)) / 2
    assert r24["flood_share"] == pytest.approx(flood, abs=1e-6)
    assert sw["key_turn"] == 3  # mean mana value 88 / 36 = 2.44 -> 2 + 1
    key = 3
    drops = (hypergeom(60, 24, 6 + key).sf(key - 1) + hypergeom(60, 24, 7 + key).sf(key - 1)) / 2
    assert r24["p_drops"] == pytest.approx(drops, abs=1e-6)
    more = next(r for r in rows if r["lands"] == 26)
    assert "+" in more["changes"]
    # no cut named by mana value (issue 30): the cheapest spell is not the weakest
    assert more["changes"].endswith("-2 nonland cards")
    assert "Savannah Lions" not in more["changes"]
    add = land_sweep(model, 22, 26, mode="add")
    assert [r["deck_size"] for r in add["rows"]] == [58, 59, 60, 61, 62]


def test_bad_ranges() -> None:
    model = DeckModel.from_cards(azorius_deck(), "azorius")
    with pytest.raises(AnalyticError):
        parse_range("abc")
    with pytest.raises(AnalyticError):
        parse_range("28:14")
    with pytest.raises(AnalyticError):
        land_sweep(model, 50, 60)
    with pytest.raises(AnalyticError):
        land_sweep(model, 20, 22, objective="nope")
