"""Known answers (issue 18): the engine lane agrees with the exact maths within 4 SE.

A deck without card draw or land search: 24 Mountains and 36 Grizzly Bears, which the
Mountains can never cast, so no game ends early and every land drop is a draw. Over
20,000 seeded goldfish games the engine's P(k lands in the first 7), P(at least t lands
on own turn t) (on the play and on the draw, after mulligans) and the mulligan rates under
the one keep policy (``deckstats.deck.keep``) must each lie within 4 standard errors of
the exact hypergeometric / London enumeration (``summary.json`` ``cross_checks``).
"""

from __future__ import annotations

import pytest

import deckstats
from deckstats.deck import parse_decklist

N_GAMES = 20_000


@pytest.fixture(scope="module")
def checks() -> dict:
    deck = parse_decklist("24 Mountain\n36 Grizzly Bears\n")
    run = deckstats.goldfish(
        deck, n=N_GAMES, seed=18, max_turns=6, deck_format="none", load_tables=False, keep="lands"
    )
    return run.summary["cross_checks"]


def test_opening_hand_lands_match_the_hypergeometric(checks: dict) -> None:
    for k, c in checks["opening_lands"].items():
        assert c["n"] == N_GAMES
        assert c["within_4se"], (k, c)


def test_mulligan_rates_of_the_two_lanes_agree(checks: dict) -> None:
    assert checks["keep_policy"] == "7:2-5,6:1-4,5"
    assert set(checks["mulligans"]) == {"6", "5"}  # P(mulligan to 6), to 5 (always kept)
    for label, c in checks["mulligans"].items():
        assert c["within_4se"], (label, c)
    assert 0.05 < checks["mulligans"]["6"]["exact"] < 0.3


def test_land_drops_match_the_exact_values(checks: dict) -> None:
    for seat in ("on_the_play", "on_the_draw"):
        for t, c in checks["land_drops"][seat].items():
            assert c["n"] == N_GAMES // 2
            assert c["within_4se"], (seat, t, c)


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["2008", "2004"])
def test_cross_checks_of_an_era_run_use_its_mulligan_procedure(rules: str) -> None:
    """A Paris-mulligan run (CR 103.4 of the 2004/2008 rules) is checked against Paris's
    exact values, not London's: its mulligan-to-5 rate and land drops agree within 4 SE
    (against London's they raised a false z of about +6 on 20,000 games)."""
    deck = parse_decklist("24 Mountain\n36 Grizzly Bears\n")
    run = deckstats.goldfish(
        deck,
        n=N_GAMES,
        seed=30,
        rules=rules,
        max_turns=6,
        deck_format="none",
        load_tables=False,
        progress=False,
        keep="lands",  # the exact maths follows the land-only rule
    )
    checks = run.summary["cross_checks"]
    for label, c in checks["mulligans"].items():
        assert c["within_4se"], (rules, label, c)
    for seat in ("on_the_play", "on_the_draw"):
        for t, c in checks["land_drops"][seat].items():
            assert c["within_4se"], (rules, seat, t, c)
