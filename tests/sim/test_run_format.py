"""The run format (issue 30.9): manifests record it, ``rerun`` names an older one."""

from __future__ import annotations

import json
from pathlib import Path

import deckstats
from deckstats.api import rerun
from deckstats.runs.loop import RUN_FORMAT

BURN = str(Path(__file__).parents[2] / "decks" / "mono_red_burn.txt")


def test_rerun_of_an_older_format_says_so(tmp_path: Path) -> None:
    """A run without ``format`` (before issue 30) still repeats, and rerun says its format."""
    out = tmp_path / "run"
    run = deckstats.goldfish(BURN, n=12, seed=4, workers=1, out=out, load_tables=False)
    assert run.manifest["format"] == RUN_FORMAT == 2
    assert set(run.summary["all"]["endings"]) == {"won", "lost_to_self", "decked", "turn_limit"}
    fresh = rerun(out)
    assert fresh.identical and "older format" not in fresh.message
    path = out / "manifest.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    del manifest["format"]
    path.write_text(json.dumps(manifest), encoding="utf-8")
    old = rerun(out)
    assert old.identical
    assert "made by run format 1, an older format" in old.message
    assert f"writes format {RUN_FORMAT}" in old.message
