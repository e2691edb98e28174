"""Issue 21: Ctrl-C keeps a valid smaller run; rerun; no accidental clobbering."""

import importlib.util
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


HAS_DASK = importlib.util.find_spec("distributed") is not None
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")


def _interrupt(tmp_path, args, settle):
    """Start ``deckstats ARGS --out tmp_path/run`` in a subprocess, send a real SIGINT to its
    whole process group (as a terminal's Ctrl-C does: the parent and every worker)
    ``settle`` seconds after its run writer started, and return (run dir, stderr)."""
    out = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckstats", *args, "--quiet", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        start_new_session=True,
    )
    deadline = time.time() + 60
    while not list(tmp_path.glob(".run.*")) and time.time() < deadline:  # the writer started
        time.sleep(0.1)
    time.sleep(settle)  # workers (or the Dask cluster) started; some batches written
    assert proc.poll() is None, proc.communicate()[1]
    os.killpg(proc.pid, signal.SIGINT)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stderr
    kept = [line for line in stderr.splitlines() if line.startswith("interrupted:")]
    assert len(kept) == 1 and "kept the" in kept[0], stderr
    assert stderr.rstrip().splitlines()[-1] == kept[0], stderr  # the last word, no traceback
    assert "Traceback" not in stderr and "WARNING" not in stderr, stderr
    assert not list(tmp_path.glob(".run.*"))  # no temporary directory left behind
    return out, stderr


def _check_partial(out, n):
    """The run is marked partial; its games are 0..k-1, each with all its turn rows."""
    manifest = json.loads((out / "manifest.json").read_text())
    summary = json.loads((out / "summary.json").read_text())
    k = manifest["games_completed"]
    assert manifest["partial"] is True and 0 < k < n
    games = pd.read_parquet(out / "games.parquet")
    turns = pd.read_parquet(out / "turns.parquet")
    assert games["game_index"].tolist() == list(range(k))  # a contiguous prefix
    rows = turns[turns["player"] == 0].groupby("game_index").size()
    assert (rows.reindex(games["game_index"]).to_numpy() == games["turns"].to_numpy()).all()
    assert summary["games"] == k and summary["partial"] is True
    return k, games, turns, summary


@pytest.mark.slow
@pytest.mark.parametrize(
    ("backend", "settle"),
    [
        ("process", 3),
        pytest.param(
            "dask",
            12,
            marks=pytest.mark.skipif(
                not HAS_DASK, reason="dask backend needs the 'dist' extra (dask + distributed)"
            ),
        ),
    ],
)
def test_sigint_keeps_a_contiguous_partial_run_and_exits_130(tmp_path, backend, settle):
    n = 200000
    out, _ = _interrupt(
        tmp_path,
        [
            "goldfish",
            BURN,
            "-n",
            str(n),
            "--seed",
            "3",
            "--backend",
            backend,
            "--workers",
            "2",
            "--chunk-size",
            "100",
        ],
        settle,
    )
    k, games, _, summary = _check_partial(out, n)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["execution"]["backend"] == backend and manifest["execution"]["workers"] == 2
    assert summary["all"]["games"] == k
    assert summary["all"]["win_rate"] == pytest.approx(games["won"].mean(), abs=1e-4)
    # the partial run is a valid smaller run: rerun repeats exactly its games
    res = CliRunner().invoke(main, ["rerun", str(out), "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert f"all {k} games" in res.stdout


@pytest.mark.slow
@pytest.mark.parametrize("settle", [0.0, 0.3])
def test_sigint_while_the_workers_start_keeps_the_first_batch(tmp_path, settle):
    """A Ctrl-C to the whole group in the second the spawned workers import (before their
    initialiser ignores it) killed a worker: ``BrokenProcessPool`` and exit 1, or a hung
    parent. The workers now start with the signal held (``sim.backends._group_signals_held``):
    the parent stops after its first batch and keeps it."""
    n = 200000
    args = ["goldfish", BURN, "-n", str(n), "--seed", "3", "--backend", "process"]
    out, _ = _interrupt(tmp_path, [*args, "--workers", "2", "--chunk-size", "100"], settle)
    k, _, _, _ = _check_partial(out, n)
    assert k % 100 == 0


@pytest.mark.parametrize("delay", [0.5, 1.0, 1.3, 1.6])
def test_ctrl_c_while_starting_is_one_line_and_130(tmp_path, delay):
    """Ctrl-C during start-up (importing numpy and friends, reading the deck, spawning workers):
    exit 130 and one ``interrupted:`` line, never a traceback (``deckstats.__main__.run``)."""
    run = ["goldfish", BURN, "-n", "100000", "--quiet", "--backend", "process", "--workers", "2"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckstats", *run, "--out", str(tmp_path / "run")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        start_new_session=True,
    )
    time.sleep(delay)
    os.killpg(proc.pid, signal.SIGINT)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("interrupted: "), stderr
    assert not list(tmp_path.glob(".run.*"))


@pytest.mark.slow
def test_sigint_keeps_a_partial_matchup_run(tmp_path):
    n = 100000
    out, _ = _interrupt(
        tmp_path,
        [
            "matchup",
            BURN,
            STOMPY,
            "-n",
            str(n),
            "--seed",
            "4",
            "--workers",
            "2",
            "--chunk-size",
            "20",
        ],
        6,
    )
    k, games, turns, summary = _check_partial(out, n)
    rows_b = turns[turns["player"] == 1].groupby("game_index").size()
    assert (
        rows_b.reindex(games["game_index"]).fillna(0).to_numpy()
        == games["opponent_turns"].to_numpy()
    ).all()
    assert summary["wins"] == int(games["won"].sum())
    assert summary["wins"] + summary["losses"] + summary["draws"] == k
    assert summary["win_rate"] == pytest.approx(games["won"].mean(), abs=1e-4)
    assert summary["on_the_play"]["games"] == int(games["on_the_play"].sum())
    res = CliRunner().invoke(main, ["rerun", str(out), "--workers", "2"])
    assert res.exit_code == 0, res.output
    assert f"all {k} games" in res.stdout


def test_rerun_identical_then_detects_a_changed_game(tmp_path):
    out = tmp_path / "run"
    res = CliRunner().invoke(
        main,
        [
            "goldfish",
            BURN,
            "-n",
            "40",
            "--seed",
            "6",
            "--workers",
            "1",
            "--quiet",
            "--out",
            str(out),
        ],
    )
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
    args = [
        "goldfish",
        BURN,
        "-n",
        "6",
        "--seed",
        "1",
        "--workers",
        "1",
        "--quiet",
        "--out",
        str(out),
    ]
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
    # issue 21: out-of-range values are one line and exit 1
    for opt in ("--workers", "--chunk-size", "--until-ci"):
        res = CliRunner().invoke(main, [*base, opt, "0"])
        assert res.exit_code == 1, (opt, res.output)
        assert res.stderr.splitlines() == [
            f"deckstats: error: {opt} must be "
            + ("above 0 and below 0.5" if opt == "--until-ci" else "at least 1")
            + " (got 0)"
        ]
    assert not (tmp_path / "r").exists()
    t0 = time.process_time()  # CPU, not wall: a loaded machine must not fail this test
    res = CliRunner().invoke(main, [*base, "--scheduler", "tcp://127.0.0.1:9"])
    _collect_leaked_sockets()
    # a closed port is refused at once (no retry loop spinning until the 4 s handshake timeout)
    assert time.process_time() - t0 < 4
    assert res.exit_code == 1
    assert res.stderr.count("\n") == 1, res.stderr
    assert not (tmp_path / "r").exists()


def _collect_leaked_sockets() -> None:
    """distributed leaves the socket of a failed handshake unclosed; collect it here, so
    its ResourceWarning does not surface in whichever later test the collector runs."""
    import gc
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()


@pytest.mark.skipif(not HAS_DASK, reason="needs the dist extra")
def test_a_scheduler_address_that_is_not_dask_is_one_line(tmp_path):
    """A server that answers with something else (an HTTP proxy's error page) is one line.

    distributed reads the first eight bytes of such a reply as a frame length and fails
    with a MemoryError for exabytes; the user must see one line and exit 1, not that.
    """
    import socket
    import threading

    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    port = srv.getsockname()[1]
    stop = threading.Event()

    def answer() -> None:
        srv.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = srv.accept()
            except OSError:
                continue
            with conn:
                conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n" * 4)

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    try:
        out = tmp_path / "r"
        t0 = time.time()
        res = CliRunner().invoke(
            main,
            [
                "goldfish",
                BURN,
                "-n",
                "10",
                "--quiet",
                "--out",
                str(out),
                "--scheduler",
                f"tcp://127.0.0.1:{port}",
            ],
        )
        assert time.time() - t0 < 10
    finally:
        stop.set()
        thread.join()
        srv.close()
        _collect_leaked_sockets()
    assert res.exit_code == 1, res.output
    (line,) = res.stderr.splitlines()
    assert line.startswith(
        f"deckstats: error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}"
    )
    assert "Traceback" not in res.output
    assert not out.exists()


def test_progress_bar_is_silent_without_a_terminal(tmp_path):
    env = {**os.environ}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "deckstats",
            "goldfish",
            BURN,
            "-n",
            "20",
            "--seed",
            "2",
            "--workers",
            "1",
            "--out",
            str(tmp_path / "r"),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "game/s" not in proc.stderr and "it/s" not in proc.stderr


def test_bench_workers_only_lane_reports_best_and_median_speed_up():
    """``deckstats bench --workers 2 --workers-only`` (timing only: no speed-up asserted)."""
    res = CliRunner().invoke(
        main,
        [
            "bench",
            "--games",
            "60",
            "--repeat",
            "2",
            "--deck",
            BURN,
            "--workers",
            "2",
            "--workers-only",
        ],
    )
    assert res.exit_code == 0, res.output
    assert "written to Parquet" in res.output and "median: serial" in res.output
    assert "sampler" not in res.output and "one process" not in res.output
    assert "each run's speed-up" in res.output
    res = CliRunner().invoke(main, ["bench", "--workers-only"])
    assert res.exit_code == 2 and "--workers-only needs --workers" in res.output
