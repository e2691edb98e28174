"""Cross-checks that compare like with like, in strict JSON (issue 30 point 3).

A deck that kills early (24 Mountains, 36 Lightning Bolts: no card draw, no land
search, so the exact land-drop values hold) ends many games before turn 5. Counting
those games as missed land drops gave z of -8 on a correct engine; the censored games
now bound the all-games rate instead. An unplayed seat wrote ``"z": Infinity``.
"""

from __future__ import annotations

import json
import math

import pytest

import deckstats
from deckstats.deck import parse_decklist
from deckstats.stats.blocks import _check


def _strict(text: str) -> object:
    def reject(name: str) -> object:
        raise ValueError(f"non-standard JSON constant {name}")

    return json.loads(text, parse_constant=reject)


@pytest.fixture(scope="module")
def burn_run(tmp_path_factory):
    deck = parse_decklist("24 Mountain\n36 Lightning Bolt\n")
    return deckstats.goldfish(
        deck,
        n=2000,
        seed=30,
        max_turns=8,
        deck_format="none",
        on="both",
        keep="lands",  # the exact land drops follow the land-only rule
        out=tmp_path_factory.mktemp("runs") / "bolts",
    )


def test_early_kills_raise_no_false_alarm(burn_run):
    drops = burn_run.summary["cross_checks"]["land_drops"]
    censored = 0
    for seat in ("on_the_play", "on_the_draw"):
        for t, c in drops[seat].items():
            assert c["within_4se"], (seat, t, c)
            censored += c.get("censored", 0)
            if c.get("censored"):
                lo, hi = c["bounds"]
                assert lo <= hi and c["running"] + c["censored"] == c["n"]
    assert censored > 200  # the deck does kill early: the check is exercised


def test_a_wrong_engine_is_still_caught():
    """Bounds that miss the exact value by far (a broken land drop) fail the check."""
    c = _check(engine_k=300, n=1000, exact=0.6, censored=100)  # bounds [0.30, 0.40]
    assert c["bounds"] == [0.3, 0.4]
    assert c["z"] == pytest.approx((0.4 - 0.6) / math.sqrt(0.24 / 1000), abs=1e-5)
    assert c["within_4se"] is False
    inside = _check(engine_k=550, n=1000, exact=0.6, censored=100)
    assert inside["z"] == 0.0 and inside["within_4se"]


def test_no_infinity_for_an_unplayed_seat_or_a_certain_value():
    empty = _check(0, 0, 0.5)
    assert empty["z"] is None and empty["within_4se"] is None and empty["se"] is None
    certain = _check(9, 10, 1.0)  # SE 0 and the engine differs: no finite z
    assert certain["z"] is None and certain["within_4se"] is False
    assert _check(10, 10, 1.0)["within_4se"] is True
    _strict(json.dumps([empty, certain], allow_nan=False))


def test_summary_of_an_unplayed_seat_is_strict_json(tmp_path):
    """``--on play``: the on-the-draw land-drop checks have no game, and parse strictly."""
    deck = parse_decklist("24 Mountain\n36 Lightning Bolt\n")
    run = deckstats.goldfish(
        deck,
        n=200,
        seed=3,
        max_turns=6,
        deck_format="none",
        on="play",
        out=tmp_path / "r",
        keep="lands",
    )
    data = _strict((tmp_path / "r" / "summary.json").read_text(encoding="utf-8"))
    draw = data["cross_checks"]["land_drops"]["on_the_draw"]  # type: ignore[index]
    assert all(c["n"] == 0 and c["z"] is None for c in draw.values())
    assert run.summary["cross_checks"]["land_drops"]["on_the_draw"] == draw
