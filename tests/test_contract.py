"""The tests' run-directory contract checker (``tests/contract.py``), tested.

The recorded golden runs (goldfish, matchup, gauntlet and compare) keep the contract; planted
breaks of each kind are reported. When the project notes' own checker is beside the repository
(``../shared/tools/check_contract.py``), it must agree on the golden runs; a plain clone skips
that comparison.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from contract import assert_contract, problems

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = sorted(p for p in (ROOT / "tests" / "golden" / "runs").iterdir() if p.is_dir())
OUTSIDE_CHECKER = ROOT.parent / "shared" / "tools" / "check_contract.py"


@pytest.mark.parametrize("run", GOLDEN, ids=lambda p: p.name)
def test_golden_runs_keep_the_contract(run: Path) -> None:
    assert_contract(run)


@pytest.mark.skipif(not OUTSIDE_CHECKER.is_file(), reason="no ../shared beside the repository")
@pytest.mark.parametrize("run", GOLDEN, ids=lambda p: p.name)
def test_outside_checker_agrees_when_present(run: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(OUTSIDE_CHECKER), str(run)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _copy(name: str, tmp_path: Path) -> Path:
    run = tmp_path / name
    shutil.copytree(ROOT / "tests" / "golden" / "runs" / name, run)
    return run


def _edit_summary(run: Path, edit) -> None:  # type: ignore[no-untyped-def]
    summary = json.loads((run / "summary.json").read_text())
    edit(summary)
    (run / "summary.json").write_text(json.dumps(summary))


def test_strict_requires_every_file(tmp_path: Path) -> None:
    run = _copy("goldfish_burn", tmp_path)
    assert problems(run) == []
    assert problems(run, strict=True) == ["missing report.html"]
    (run / "games.parquet").unlink()
    assert "missing games.parquet" in problems(run)


def test_goldfish_breaks_are_reported(tmp_path: Path) -> None:
    run = _copy("goldfish_burn", tmp_path)

    def break_it(summary: dict) -> None:  # type: ignore[type-arg]
        del summary["seed"]
        del summary["on_the_draw"]
        summary["all"]["win_rate"] = 1.5
        summary["on_the_play"]["p_kill_by_turn"] = {"3": 0.5, "4": 0.2}

    _edit_summary(run, break_it)
    found = problems(run)
    assert "summary.json lacks 'seed'" in found
    assert "summary.json lacks the 'on_the_draw' block" in found
    assert "summary['all']['win_rate'] = 1.5 is not a rate" in found
    assert "summary['on_the_play']['p_kill_by_turn'] is not a CDF" in found


def test_matchup_breaks_are_reported(tmp_path: Path) -> None:
    run = _copy("matchup_burn_stompy", tmp_path)

    def break_it(summary: dict) -> None:  # type: ignore[type-arg]
        del summary["draw_rate"]
        summary["win_rate_ci95"] = [0.0, 0.1]

    _edit_summary(run, break_it)
    found = problems(run)
    assert "summary.json lacks 'draw_rate'" in found
    # The golden run's own rate (0.78 since issue 27 re-recorded it), outside the broken interval.
    assert any(
        p.startswith("win_rate 0.") and p.endswith("is not a rate inside win_rate_ci95 [0.0, 0.1]")
        for p in found
    ), found


def test_table_breaks_are_reported(tmp_path: Path) -> None:
    run = _copy("goldfish_burn", tmp_path)
    games = pd.read_parquet(run / "games.parquet")
    games["won"] = games["won"].astype("int64")
    games = pd.concat([games, games.head(1)]).drop(columns=["termination"])
    games.to_parquet(run / "games.parquet")
    turns = pd.read_parquet(run / "turns.parquet").drop(columns=["mana_spent"])
    turns.to_parquet(run / "turns.parquet")
    (run / "manifest.json").write_text("{}")
    found = problems(run)
    assert "games.parquet lacks column 'termination'" in found
    assert "games.parquet['won'] has dtype int64 (want bool)" in found
    assert "games.parquet repeats a game_index for the same pairing" in found
    assert any(p.startswith("games.parquet has 201 rows") for p in found), found
    assert "turns.parquet lacks column 'mana_spent'" in found
    assert "manifest.json lacks 'seed'" in found


def test_unreadable_summary_is_one_problem(tmp_path: Path) -> None:
    run = _copy("goldfish_burn", tmp_path)
    (run / "summary.json").write_text("{not json")
    found = problems(run)
    assert len(found) == 1 and found[0].startswith("summary.json unreadable"), found
