"""``deckstats compare`` on the command line: output, --json, --until-ci, bad input."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
SLIGH = str(ROOT / "decks" / "legacy_sligh.txt")
LIMITED = str(ROOT / "decks" / "limited_rg_aggro.txt")


def test_compare_prints_the_paired_differences_and_writes_a_run(tmp_path):
    out = tmp_path / "cmp"
    res = CliRunner().invoke(
        main, ["compare", BURN, SLIGH, "-n", "60", "--seed", "2", "--out", str(out), "--quiet"]
    )
    assert res.exit_code == 0, res.output
    assert "legacy_sligh.txt minus mono_red_burn.txt against goldfish" in res.output
    assert "Wilcoxon p =" in res.output and "McNemar p =" in res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["command"] == "compare" and summary["games"] == 60
    assert {"games.parquet", "turns.parquet", "manifest.json", "summary.json"} <= {
        p.name for p in out.iterdir()
    }


def test_compare_json_and_until_ci_are_deterministic(tmp_path):
    """--until-ci stops at a batch boundary by a fixed rule: the same command twice gives
    the same summary; the rule and the games played are stated."""
    args = ["compare", BURN, SLIGH, "-n", "2000", "--seed", "4", "--until-ci", "0.2", "--json"]
    r1 = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "a")])
    r2 = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "b")])
    assert r1.exit_code == 0, r1.output
    s1, s2 = json.loads(r1.stdout), json.loads(r2.stdout)
    assert s1 == s2
    assert s1["until_ci"]["games_played"] == 1000 and s1["until_ci"]["met"]
    assert "paired 95% half-width" in s1["until_ci"]["rule"]


def test_decks_of_different_formats_are_refused(tmp_path):
    out = tmp_path / "x"
    res = CliRunner().invoke(main, ["compare", BURN, LIMITED, "-n", "10", "--out", str(out)])
    assert res.exit_code == 1
    lines = [line for line in res.output.splitlines() if line.startswith("deckstats: error")]
    assert len(lines) == 1 and "cannot be compared" in lines[0]
    assert not out.exists()


def test_an_empty_run_is_refused(tmp_path):
    out = tmp_path / "x"
    res = CliRunner().invoke(main, ["compare", BURN, SLIGH, "-n", "0", "--out", str(out)])
    assert res.exit_code == 1
    assert res.stderr == "deckstats: error: -n/--games must be at least 1 (got 0)\n"
    assert not out.exists()
