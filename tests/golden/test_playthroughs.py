"""Golden playthroughs (OpenSpiel-style): seeded full-game logs committed as text.

The test replays each game and diffs it line by line with the committed log. A rules or
player change shows up as a readable diff. To accept a change on purpose, run
``DECKSTATS_UPDATE_GOLDEN=1 python -m pytest tests/golden`` and review ``git diff``.
Mismatching logs are also written to ``tests/actual/`` for inspection.
"""

import difflib
import os
from pathlib import Path

import pytest

from deckstats.deck import load_decklist
from deckstats.sim.replay import play_one

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
GAMES = [
    ("mono_red_burn_seed1_play", "mono_red_burn.txt", 1, "play"),
    ("pauper_stompy_seed2_draw", "pauper_stompy.txt", 2, "draw"),
]


@pytest.mark.parametrize(("name", "deck", "seed", "on"), GAMES, ids=[g[0] for g in GAMES])
def test_golden_playthrough(name, deck, seed, on):
    lines = play_one(load_decklist(ROOT / "decks" / deck), seed=seed, on=on)
    text = "\n".join(lines) + "\n"
    golden = HERE / "playthroughs" / f"{name}.txt"
    if os.environ.get("DECKSTATS_UPDATE_GOLDEN") == "1" or not golden.exists():
        golden.write_text(text, encoding="utf-8")
        if os.environ.get("DECKSTATS_UPDATE_GOLDEN") != "1":
            pytest.fail(f"golden file {golden.name} was missing and has been written; review it")
        return
    expected = golden.read_text(encoding="utf-8")
    if text != expected:
        actual = ROOT / "tests" / "actual"
        actual.mkdir(parents=True, exist_ok=True)
        (actual / f"{name}.txt").write_text(text, encoding="utf-8")
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), text.splitlines(True), "golden", "actual", n=2
            )
        )
        pytest.fail(f"playthrough {name} differs from the golden log:\n{diff[:4000]}")
