"""Issue 31: SIGTERM and SIGKILL to a goldfish or matchup run on the process backend.

Real subprocesses (``python -m deckstats``, 2 workers), real signals. SIGTERM ends a run
like Ctrl-C: the finished games are kept as a partial run and the exit status is 143 (130
for SIGINT); the worker processes, the multiprocessing resource tracker and the hidden
temporary folder are gone a few seconds later. After SIGKILL the workers die with their
parent and the next run into the same parent directory removes the stale folder.
Descendants are found in ``/proc`` (Linux; the tests skip elsewhere).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import deckstats.api as api

ROOT = Path(__file__).resolve().parents[2]
BURN = ROOT / "decks" / "mono_red_burn.txt"
WHITE = ROOT / "decks" / "mono_white_aggro.txt"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc"),
]


def _parents() -> dict[int, int]:
    out: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        out[int(entry)] = int(fields[1])
    return out


def _descendants(pid: int) -> set[int]:
    parents = _parents()
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {p for p, pp in parents.items() if pp in frontier} - found
        found |= frontier
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return state[state.rindex(")") + 2] != "Z"  # a zombie has exited


def _start(tmp_path: Path, command: str, chunk: int) -> tuple[subprocess.Popen[str], Path]:
    out = tmp_path / "runs" / command
    decks = [str(BURN)] if command == "goldfish" else [str(BURN), str(WHITE)]
    chunking = [] if command == "compare" else ["--chunk-size", str(chunk)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckstats", command, *decks, "-n", "200000", "--seed", "5",
         "--workers", "2", "--backend", "process", *chunking,
         "--max-turns", "10", "--out", str(out), "--quiet"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a shell job
    )  # fmt: skip
    return proc, out


def _wait_for_workers(proc: subprocess.Popen[str], watched: set[int], timeout: float = 120) -> None:
    """Wait until ``proc`` has its two workers (and collect every descendant seen)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kids = _descendants(proc.pid)
        watched |= kids
        workers = [k for k in kids if b"spawn_main" in _cmdline(k)]
        if len(workers) >= 2:
            return
        if proc.poll() is not None:
            pytest.fail(f"the run ended early: {_stderr_lines(proc)}")
        time.sleep(0.2)
    pytest.fail("the workers never started")


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _watch(proc: subprocess.Popen[str], watched: set[int], seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        watched |= _descendants(proc.pid)
        time.sleep(0.2)


def _all_gone(pids: set[int], within: float = 10.0) -> set[int]:
    deadline = time.monotonic() + within
    left = {p for p in pids if _alive(p)}
    while left and time.monotonic() < deadline:
        time.sleep(0.2)
        left = {p for p in left if _alive(p)}
    return left


#: stderr of the runs ``_wait`` has finished, by pid.
_ERR: dict[int, str] = {}


def _wait(proc: subprocess.Popen[str], timeout: float) -> int:
    """Wait for the run while reading its stderr (a full pipe would block the run)."""
    _, text = proc.communicate(timeout=timeout)
    _ERR[proc.pid] = text or ""
    return proc.returncode


def _stderr_lines(proc: subprocess.Popen[str]) -> list[str]:
    text = _ERR.pop(proc.pid, None)
    if text is None:
        _, text = proc.communicate()  # reads and closes the pipe
    return [ln for ln in (text or "").splitlines() if ln.strip()]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("command", "signum", "status", "whole_group"),
    [
        ("goldfish", signal.SIGTERM, 143, False),
        ("matchup", signal.SIGTERM, 143, False),
        ("goldfish", signal.SIGTERM, 143, True),  # systemd, a terminal closing: every process
        ("goldfish", signal.SIGINT, 130, True),  # Ctrl-C in a terminal
        ("matchup", signal.SIGHUP, 129, True),  # the terminal closed
    ],
)
def test_sigterm_ends_a_run_like_ctrl_c_and_leaves_nothing_running(
    tmp_path, command, signum, status, whole_group
):
    proc, out = _start(tmp_path, command, chunk=25)
    watched: set[int] = set()
    try:
        _wait_for_workers(proc, watched)
        _watch(proc, watched, 8.0)  # some batches of 25 games finish
        if whole_group:
            os.killpg(proc.pid, signum)
        else:
            os.kill(proc.pid, signum)
        assert _wait(proc, 120) == status
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    lines = _stderr_lines(proc)
    assert "Traceback" not in "\n".join(lines), lines
    assert lines[-1].startswith("interrupted: kept the"), lines
    name = signal.Signals(signum).name
    assert lines[-1].endswith("/" if signum == signal.SIGINT else f"/ ({name})"), lines
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["partial"] is True
    assert manifest["interrupted_by"] == name
    k = manifest["games_completed"]
    assert 0 < k < 200_000 and k % 25 == 0
    assert pq.ParquetFile(out / "games.parquet").metadata.num_rows == k
    assert len(watched) >= 3  # two workers and the resource tracker were seen
    assert _all_gone(watched) == set()
    assert sorted(p.name for p in out.parent.iterdir()) == [command]  # no hidden folder, no lock


@pytest.mark.slow
def test_sigterm_during_the_first_batch_keeps_that_batch(tmp_path):
    """A signal while the first chunk plays: that batch is finished and kept, no more."""
    proc, out = _start(tmp_path, "goldfish", chunk=1000)
    watched: set[int] = set()
    try:
        _wait_for_workers(proc, watched)
        os.kill(proc.pid, signal.SIGTERM)
        assert _wait(proc, 300) == 143
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    lines = _stderr_lines(proc)
    assert lines[-1].startswith("interrupted: kept the 1000 finished games"), lines
    assert lines[-1].endswith(" (SIGTERM)"), lines
    assert json.loads((out / "manifest.json").read_text())["games_completed"] == 1000
    assert _all_gone(watched) == set()
    assert sorted(p.name for p in out.parent.iterdir()) == ["goldfish"]


@pytest.mark.slow
def test_sigkill_leaves_no_worker_and_the_next_run_removes_its_folder(tmp_path):
    proc, out = _start(tmp_path, "goldfish", chunk=25)
    watched: set[int] = set()
    try:
        _wait_for_workers(proc, watched)
        _watch(proc, watched, 2.0)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
    assert _all_gone(watched) == set()  # the workers died with their parent
    stale = [p for p in out.parent.iterdir() if p.name.startswith(".goldfish.run-")]
    assert len(stale) == 1 and stale[0].is_dir()
    api.goldfish(BURN, n=3, seed=1, backend="serial", out=out.parent / "next", load_tables=False)
    assert sorted(p.name for p in out.parent.iterdir()) == ["next"]


@pytest.mark.slow
def test_sigterm_stops_a_comparison_and_leaves_nothing(tmp_path):
    """``compare`` keeps no partial run: SIGTERM ends it at once, status 143, no leftovers."""
    proc, out = _start(tmp_path, "compare", chunk=0)
    watched: set[int] = set()
    try:
        _wait_for_workers(proc, watched)
        _watch(proc, watched, 3.0)
        os.kill(proc.pid, signal.SIGTERM)
        assert _wait(proc, 120) == 143
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    lines = _stderr_lines(proc)
    assert lines[-1] == "interrupted: nothing written (a comparison keeps no partial run)", lines
    assert "Traceback" not in "\n".join(lines)
    assert _all_gone(watched) == set()
    assert list(out.parent.iterdir()) == []  # no run, no hidden folder, no lock
