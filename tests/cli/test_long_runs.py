"""Issue 21: Ctrl-C keeps a valid smaller run; rerun; no accidental clobbering."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")


@pytest.mark.slow
def test_sigint_keeps_a_contiguous_partial_run_and_exits_130(tmp_path):
    out = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckstats", "goldfish", BURN, "-n", "200000", "--seed", "3",
         "--workers", "2", "--chunk-size", "100", "--quiet", "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
    )
    deadline = time.time() + 60
    while not list(tmp_path.glob(".run.*")) and time.time() < deadline:  # the writer started
        time.sleep(0.1)
    time.sleep(3)  # some batches written
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    kept = [line for line in stderr.splitlines() if line.startswith("interrupted:")]
    assert len(kept) == 1 and "kept the" in kept[0], stderr
    manifest = json.loads((out / "manifest.json").read_text())
    summary = json.loads((out / "summary.json").read_text())
    k = manifest["games_completed"]
    assert manifest["partial"] is True and 0 < k < 200000
    games = pd.read_parquet(out / "games.parquet")
    turns = pd.read_parquet(out / "turns.parquet")
    assert games["game_index"].tolist() == list(range(k))  # a contiguous prefix
    rows = turns[turns["player"] == 0].groupby("game_index").size()
    assert (rows.reindex(games["game_index"]).to_numpy() == games["turns"].to_numpy()).all()
    assert summary["games"] == k and summary["partial"] is True
    assert summary["all"]["games"] == k
    assert summary["all"]["win_rate"] == pytest.approx(games["won"].mean(), abs=1e-4)
    assert not list(tmp_path.glob(".run.*"))  # no temporary directory left behind
    # the partial run is a valid smaller run: rerun repeats exactly its games
    res = CliRunner().invoke(main, ["rerun", str(out), "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert f"all {k} games" in res.stdout


def test_rerun_identical_then_detects_a_changed_game(tmp_path):
    out = tmp_path / "run"
    res = CliRunner().invoke(main, ["goldfish", BURN, "-n", "40", "--seed", "6", "--workers", "1",
                                    "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    res = CliRunner().invoke(main, ["rerun", str(out), "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert res.stdout.startswith("identical: all 40 games")
    table = pq.read_table(out / "games.parquet")
    mulligans = table.column("mulligans").to_pylist()
    mulligans[17] += 1
    i = table.schema.get_field_index("mulligans")
    table = table.set_column(i, "mulligans", pa.array(mulligans, pa.int64()))
    pq.write_table(table, out / "games.parquet")
    res = CliRunner().invoke(main, ["rerun", str(out), "--workers", "1"])
    assert res.exit_code == 1
    assert len(res.stderr.splitlines()) == 1
    assert "'mulligans' differs first at game 17" in res.stderr


def test_rerun_of_a_directory_that_is_not_a_run_is_one_line_exit_1(tmp_path):
    res = CliRunner().invoke(main, ["rerun", str(tmp_path)])
    assert res.exit_code == 1
    assert res.stderr.count("\n") == 1 and "not a run directory" in res.stderr
    res = CliRunner().invoke(main, ["rerun", str(tmp_path / "missing")])
    assert res.exit_code == 1 and "not a run directory" in res.stderr


def test_out_never_clobbers_by_accident(tmp_path):
    out = tmp_path / "run"
    args = ["goldfish", BURN, "-n", "6", "--seed", "1", "--workers", "1", "--quiet", "--out", str(out)]
    assert CliRunner().invoke(main, args).exit_code == 0
    before = (out / "manifest.json").read_text()
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 1
    assert res.stderr.count("\n") == 1 and "--force" in res.stderr
    assert (out / "manifest.json").read_text() == before
    res = CliRunner().invoke(main, [*args, "--force"])
    assert res.exit_code == 0, res.output
    other = tmp_path / "notes"
    other.mkdir()
    (other / "mine.txt").write_text("keep me")
    res = CliRunner().invoke(main, [*args[:-1], str(other), "--force"])
    assert res.exit_code == 1 and "not a run directory" in res.stderr
    assert (other / "mine.txt").read_text() == "keep me"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert CliRunner().invoke(main, [*args[:-1], str(empty)]).exit_code == 0


def test_bad_scale_options(tmp_path):
    base = ["goldfish", BURN, "-n", "10", "--quiet", "--out", str(tmp_path / "r")]
    assert CliRunner().invoke(main, [*base, "--workers", "0"]).exit_code == 2
    assert CliRunner().invoke(main, [*base, "--chunk-size", "0"]).exit_code == 2
    assert CliRunner().invoke(main, [*base, "--until-ci", "0"]).exit_code == 2
    t0 = time.time()
    res = CliRunner().invoke(main, [*base, "--scheduler", "tcp://127.0.0.1:9"])
    assert time.time() - t0 < 10
    assert res.exit_code == 1
    assert res.stderr.count("\n") == 1, res.stderr
    assert not (tmp_path / "r").exists()


def test_progress_bar_is_silent_without_a_terminal(tmp_path):
    env = {**os.environ}
    proc = subprocess.run(
        [sys.executable, "-m", "deckstats", "goldfish", BURN, "-n", "20", "--seed", "2",
         "--workers", "1", "--out", str(tmp_path / "r")],
        capture_output=True, text=True, env=env, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "game/s" not in proc.stderr and "it/s" not in proc.stderr
