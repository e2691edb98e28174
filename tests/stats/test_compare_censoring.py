"""``compare`` compares like with like, and prints p-values with their magnitude (issue 30).

Two decks with the same 24 Mountains at the same deck positions: one kills early with
Lightning Bolts, the other never casts its Grizzly Bears. On the same shuffles their
land drops are the same, so no land-drop difference may be "significant"; counting the
Bolt deck's finished games as missed land drops made it so. The win-rate difference is
huge: its McNemar p-value is about 1e-100, printed as ``< 1e-6``, never ``0.0``.
"""

from __future__ import annotations

import json

import pytest

import deckstats
from deckstats.report.cells import p_value
from deckstats.report.text import compare_lines
from deckstats.stats.compare import mcnemar


@pytest.fixture(scope="module")
def same_lands(tmp_path_factory):
    root = tmp_path_factory.mktemp("same_lands")
    bolts, bears = root / "bolts.txt", root / "bears.txt"
    bolts.write_text("24 Mountain\n36 Lightning Bolt\n", encoding="utf-8")
    bears.write_text("24 Mountain\n36 Grizzly Bears\n", encoding="utf-8")
    # keep="lands": the same lands keep the same hands (the quality rule would mulligan
    # the uncastable Bears' hands and change the land drops on purpose)
    run = deckstats.compare(
        bolts,
        bears,
        n=400,
        seed=30,
        workers=1,
        deck_format="none",
        max_turns=8,
        keep="lands",
        out=root / "run",
    )
    return run, root / "run"


def test_identical_lands_show_no_land_drop_difference(same_lands):
    run, _ = same_lands
    assert run.summary["paired_positions"]["shared"] == 24  # the Mountains line up
    drops = run.summary["difference"]["land_drops"]
    assert drops["6"]["n"] < 400  # the Bolt deck ended games before turn 6: censored
    for t, blk in drops.items():
        lo, hi = blk["ci95"]
        assert lo <= 0 <= hi, (t, blk)
        assert blk["diff"] == 0, (t, blk)


def test_tiny_p_values_keep_their_magnitude(same_lands):
    run, out = same_lands
    mc = run.summary["difference"]["win_rate"]["mcnemar"]
    assert mc["b_only"] == 0 and mc["a_only"] > 300
    assert 0 < mc["p_value"] < 1e-60
    text = "\n".join(compare_lines(run.summary, []))
    assert "McNemar p < 1e-6" in text and "p = 0.0" not in text
    html = (out / "report.html").read_text(encoding="utf-8")
    assert "&lt; 1e-6" in html or "< 1e-6" in html
    # the file parses strictly and holds the magnitude
    data = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert data["difference"]["win_rate"]["mcnemar"]["p_value"] == mc["p_value"]


def test_p_value_cells():
    assert p_value(2e-103) == "< 1e-6"
    assert p_value(9.9e-7) == "< 1e-6"
    assert p_value(3.24e-5) == "3.2e-05"
    assert p_value(0.04213) == "0.042"
    assert p_value(1.0) == "1.000"
    assert p_value(None) == "–"


def test_mcnemar_p_value_is_not_rounded_to_zero():
    import numpy as np

    xa = np.ones(200, dtype=bool)
    xb = np.zeros(200, dtype=bool)
    p = mcnemar(xa, xb)["p_value"]
    assert p > 0
    assert p == pytest.approx(2 * 0.5**200, rel=1e-5, abs=0)
