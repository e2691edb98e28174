"""Golden run directories: the same seeds give the same tables, byte for byte.

Issue 29 (one run pipeline) moves every run's loop, manifest and summary into one place;
it must change no game. Each case below is a small real run of the CLI recorded before
that change under ``tests/golden/runs/<case>/`` (``games.parquet``, ``turns.parquet``,
``events.parquet`` where the run writes it, ``manifest.json``, ``summary.json``). The test
plays the same command again and compares:

- every Parquet file byte for byte when the installed pyarrow is the one that wrote the
  recording (``manifest.json``'s neighbour ``pyarrow.txt``); with another pyarrow the bytes
  may differ in the file's footer only, so the tables are compared instead (schema, values
  and order, exactly);
- ``summary.json`` value for value, except the fields that measure the machine
  (wall time, games per second) or name the software versions.

``deckstats rerun`` must still accept the recorded goldfish, matchup and gauntlet runs
(compare runs are not rerunnable: ``rerun`` says so in one line).

To accept a change of the games on purpose (a rules fix, a pilot change), run
``DECKSTATS_UPDATE_GOLDEN=1 python -m pytest tests/golden/test_run_files.py`` and review
``git diff --stat``: the commit must say why the games changed.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pyarrow
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from deckstats.cli import main

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
RUNS = HERE / "runs"
D = ROOT / "decks"

#: case -> the command's arguments (without ``--out``). One worker, serial: the
#: determinism tests check the other backends give the same games.
CASES: dict[str, list[str]] = {
    "goldfish_burn": ["goldfish", str(D / "mono_red_burn.txt"), "-n", "200", "--seed", "7"],
    "goldfish_stompy_draw": [
        "goldfish",
        str(D / "pauper_stompy.txt"),
        "-n",
        "150",
        "--seed",
        "11",
        "--on",
        "draw",
    ],
    "matchup_burn_stompy": [
        "matchup",
        str(D / "mono_red_burn.txt"),
        str(D / "pauper_stompy.txt"),
        "-n",
        "100",
        "--seed",
        "7",
    ],
    "matchup_control_jund": [
        "matchup",
        str(D / "uw_control.txt"),
        str(D / "modern_jund_midrange.txt"),
        "-n",
        "40",
        "--seed",
        "3",
    ],
    "gauntlet_burn": [
        "gauntlet",
        str(D / "mono_red_burn.txt"),
        str(D / "pauper_stompy.txt"),
        str(D / "uw_control.txt"),
        "-n",
        "40",
        "--seed",
        "7",
    ],
    "compare_goldfish": [
        "compare",
        str(D / "mono_red_burn.txt"),
        str(D / "legacy_sligh.txt"),
        "-n",
        "100",
        "--seed",
        "7",
    ],
    "compare_vs": [
        "compare",
        str(D / "mono_red_burn.txt"),
        str(D / "legacy_sligh.txt"),
        "--vs",
        str(D / "pauper_stompy.txt"),
        "-n",
        "60",
        "--seed",
        "7",
    ],
}

TABLES = ("games.parquet", "turns.parquet", "events.parquet")
KEPT = (*TABLES, "manifest.json", "summary.json")

#: Summary/manifest keys that measure the machine or name the software, not the games.
VOLATILE = {
    "wall_time_s",
    "games_per_s",
    "version",
    "engine_mode",
    "python",
    "numpy",
    "file",
    "elapsed_s",
    "cpu_s",
    "created",
    "created_at",
}


def _run(case: str, out: Path) -> None:
    args = [*CASES[case], "--workers", "1", "--backend", "serial", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, args, prog_name="deckstats", catch_exceptions=False)
    assert result.exit_code == 0, result.output


def _scrub(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _scrub(v) for k, v in obj.items() if k not in VOLATILE}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    return obj


def _record(case: str, tmp: Path) -> None:
    dest = RUNS / case
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for name in KEPT:
        if (tmp / name).exists():
            shutil.copyfile(tmp / name, dest / name)
    (dest / "pyarrow.txt").write_text(pyarrow.__version__ + "\n", encoding="utf-8")


@pytest.mark.parametrize("case", sorted(CASES))
def test_same_seed_same_tables_as_recorded(case: str, tmp_path: Path) -> None:
    out = tmp_path / case
    _run(case, out)
    if os.environ.get("DECKSTATS_UPDATE_GOLDEN") == "1":
        _record(case, out)
        return
    golden = RUNS / case
    assert golden.is_dir(), f"no recording for {case}: run with DECKSTATS_UPDATE_GOLDEN=1"
    same_pyarrow = (golden / "pyarrow.txt").read_text(encoding="utf-8").strip() == (
        pyarrow.__version__
    )
    for name in TABLES:
        assert (golden / name).exists() == (out / name).exists(), name
        if not (golden / name).exists():
            continue
        if same_pyarrow:
            assert (out / name).read_bytes() == (golden / name).read_bytes(), (
                f"{case}/{name} differs from the recording"
            )
        else:
            got, want = pq.read_table(out / name), pq.read_table(golden / name)
            assert got.schema.remove_metadata() == want.schema.remove_metadata(), name
            assert got.to_pylist() == want.to_pylist(), f"{case}/{name} rows differ"
    for name in ("summary.json", "manifest.json"):
        got = _scrub(json.loads((out / name).read_text(encoding="utf-8")))
        want = _scrub(json.loads((golden / name).read_text(encoding="utf-8")))
        if name == "manifest.json":
            # The manifest's layout may be rebuilt by one function; the facts of the
            # run (what was played, with which seed and decks) may not change.
            for key in ("command", "seed", "n_games", "games_completed", "rules", "on"):
                assert got.get(key) == want.get(key), f"{case}/manifest.json: {key}"
            got_decks = [(d.get("name"), d.get("sha256")) for d in got.get("decks", [])]
            want_decks = [(d.get("name"), d.get("sha256")) for d in want.get("decks", [])]
            assert got_decks == want_decks, f"{case}/manifest.json: decks"
        else:
            assert got == want, f"{case}/summary.json differs from the recording"


@pytest.mark.parametrize("case", ["goldfish_burn", "matchup_burn_stompy", "gauntlet_burn"])
def test_rerun_accepts_runs_recorded_before(case: str, tmp_path: Path) -> None:
    run = tmp_path / case
    shutil.copytree(RUNS / case, run)
    result = CliRunner().invoke(main, ["rerun", str(run)], prog_name="deckstats")
    assert result.exit_code == 0, result.output
    assert "identical" in result.output, result.output


def test_rerun_of_a_compare_run_is_one_line(tmp_path: Path) -> None:
    run = tmp_path / "compare"
    shutil.copytree(RUNS / "compare_goldfish", run)
    result = CliRunner().invoke(main, ["rerun", str(run)], prog_name="deckstats")
    assert result.exit_code == 1
    assert "compare" in result.output
