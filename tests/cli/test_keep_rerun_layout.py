"""``rerun`` of a run made with another stream layout says so (issue 27.7).

Stream layout 2 seeds each agent's generator with bits drawn from its stream, so an older
run's games (layout 1: no ``stream_layout`` in its manifest) cannot repeat; ``rerun`` must
say why instead of only "not identical". A run of this layout repeats, with no such note.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from deckstats.runs.rerun import rerun
from deckstats.sim.seeding import STREAM_LAYOUT

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "runs" / "matchup_burn_stompy"


def test_rerun_names_an_older_stream_layout(tmp_path: Path) -> None:
    run = tmp_path / "run"
    shutil.copytree(GOLDEN, run)
    same = rerun(run, workers=1, backend="serial")
    assert same.identical and "stream layout" not in same.message
    manifest = json.loads((run / "manifest.json").read_text())
    assert manifest["stream_layout"] == STREAM_LAYOUT == 2
    del manifest["stream_layout"]  # as every run before layout 2 was written
    (run / "manifest.json").write_text(json.dumps(manifest))
    old = rerun(run, workers=1, backend="serial")
    assert "made with stream layout 1" in old.message
    assert (
        f"stream layout {STREAM_LAYOUT}" in old.message and "not expected to repeat" in old.message
    )
