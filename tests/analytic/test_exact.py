"""Exact figures against scipy.stats.hypergeom / multivariate_hypergeom to 1e-12."""

from __future__ import annotations

from itertools import product

import pytest
from scipy.stats import hypergeom, multivariate_hypergeom

from deckstats.analytic.deckmodel import AnalyticError, DeckModel
from deckstats.analytic.exact import (
    cards_seen,
    castable_on_curve,
    copy_by_turn,
    expected_lands,
    land_drops,
    opening_hand_lands,
)
from tests.analytic.decks import azorius_deck, red_deck

CASES = [(40, 17), (60, 24), (60, 25), (80, 35), (99, 41), (99, 37), (60, 1), (60, 53)]


@pytest.mark.parametrize(("n", "lands"), CASES)
def test_opening_hand_matches_scipy(n: int, lands: int) -> None:
    got = opening_hand_lands(n, lands)
    want = [hypergeom(n, lands, 7).pmf(k) for k in range(8)]
    assert got == pytest.approx(want, abs=1e-12)
    assert sum(got) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize(("n", "lands"), CASES)
@pytest.mark.parametrize("on_the_play", [True, False])
def test_land_drops_match_scipy(n: int, lands: int, on_the_play: bool) -> None:
    got = land_drops(n, lands, 7, on_the_play)
    want = [hypergeom(n, lands, cards_seen(t, on_the_play)).sf(t - 1) for t in range(1, 8)]
    assert got == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize(("n", "copies"), [(60, 1), (60, 4), (40, 2), (99, 1), (80, 4)])
@pytest.mark.parametrize("on_the_play", [True, False])
def test_copies_match_scipy(n: int, copies: int, on_the_play: bool) -> None:
    got = copy_by_turn(n, copies, 7, on_the_play)
    want = [1 - hypergeom(n, copies, cards_seen(t, on_the_play)).pmf(0) for t in range(1, 8)]
    assert got == pytest.approx(want, abs=1e-12)


def test_expected_lands_match_scipy() -> None:
    for play in (True, False):
        got = expected_lands(60, 24, 7, play)
        want = [hypergeom(60, 24, cards_seen(t, play)).mean() for t in range(1, 8)]
        assert got == pytest.approx(want, abs=1e-12)


def test_cards_seen_play_and_draw() -> None:
    """CR 103.8: the player on the play skips the first draw."""
    assert [cards_seen(t, True) for t in (1, 2, 7)] == [7, 8, 13]
    assert [cards_seen(t, False) for t in (1, 2, 7)] == [8, 9, 14]


def test_single_colour_castability_is_hypergeometric() -> None:
    model = DeckModel.from_cards(red_deck(), "red")
    bolt = next(s for s in model.spells if s.name == "Lightning Bolt")
    for play in (True, False):
        p, p_lands = castable_on_curve(model, bolt, play)
        want = hypergeom(60, 24, cards_seen(1, play)).sf(0)
        assert p == pytest.approx(want, abs=1e-12)
        assert p_lands == pytest.approx(want, abs=1e-12)


def _brute_force(model: DeckModel, spell_name: str, play: bool) -> tuple[float, float]:
    """Enumerate every composition with scipy's multivariate hypergeometric pmf."""
    spell = next(s for s in model.spells if s.name == spell_name)
    keys = list(model.land_classes)
    counts = [model.land_classes[k] for k in keys] + [model.nonlands]
    n = cards_seen(spell.turn, play)
    dist = multivariate_hypergeom(m=counts, n=n)
    ok = enough = 0.0
    for xs in product(*(range(min(c, n) + 1) for c in counts[:-1])):
        rest = n - sum(xs)
        if rest < 0 or rest > counts[-1]:
            continue
        p = dist.pmf([*xs, rest])
        if sum(xs) < spell.turn:
            continue
        enough += p
        # Brute force over assignments: try every way to pay each pip from a land.
        if _payable(xs, keys, spell.pips):
            ok += p
    return ok, enough


def _payable(xs: tuple[int, ...], keys: list[int], pips: tuple[tuple[int, int], ...]) -> bool:
    lands = [k for k, x in zip(keys, xs, strict=True) for _ in range(x)]
    symbols = [bit for bit, n in pips for _ in range(n)]

    def assign(i: int, used: frozenset[int]) -> bool:
        if i == len(symbols):
            return True
        return any(
            j not in used and lands[j] & symbols[i] and assign(i + 1, used | {j})
            for j in range(len(lands))
        )

    return assign(0, frozenset())


@pytest.mark.parametrize("spell", ["Counsel", "Wrath of God", "Savannah Lions"])
@pytest.mark.parametrize("on_the_play", [True, False])
def test_multicolour_castability_matches_multivariate_scipy(spell: str, on_the_play: bool) -> None:
    """Hall's condition equals an explicit pip-to-land assignment (Tundra pays one pip)."""
    model = DeckModel.from_cards(azorius_deck(), "azorius")
    got = castable_on_curve(model, next(s for s in model.spells if s.name == spell), on_the_play)
    want = _brute_force(model, spell, on_the_play)
    assert got == pytest.approx(want, abs=1e-12)


def test_bad_counts_raise() -> None:
    with pytest.raises(AnalyticError):
        opening_hand_lands(60, 61)
    with pytest.raises(AnalyticError):
        land_drops(5, 2)
