"""``--scheduler`` faults (issue 31): every wait on a Dask cluster is bounded, Ctrl-C always works.

Real sockets and a real ``distributed`` scheduler, all on 127.0.0.1 (nothing else is
reached): a port that accepts and never answers (it hung for ever despite the 4 s
timeout, Ctrl-C did nothing), a scheduler with no workers (waited for ever), and a
scheduler whose only worker dies mid-run (waited for ever, ignored SIGINT). Each ends in
one line and exit 1 within its documented wait, or, after Ctrl-C, exit 130 with the
finished games kept.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("distributed") is None, reason="needs the dist extra"
)

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
DECKSTATS = [sys.executable, "-c", "from deckstats.cli import main; main()"]


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A TCP server on 127.0.0.1 that accepts every connection and never sends a byte."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held: list[socket.socket] = []
    done = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not done.is_set():
            with contextlib.suppress(OSError):
                held.append(server.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    done.set()
    thread.join(2)
    for conn in held:
        conn.close()
    server.close()


_SCHEDULER = """
import asyncio
from distributed import Scheduler

async def main():
    async with Scheduler(host="127.0.0.1", port=0, dashboard=False) as s:
        print(s.address, flush=True)
        await s.finished()

asyncio.run(main())
"""


@pytest.fixture
def scheduler_process() -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """A real Dask scheduler on 127.0.0.1 with no workers (its own process group)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", _SCHEDULER],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        address = proc.stdout.readline().strip()
        assert address.startswith("tcp://127.0.0.1:"), address
        yield address, proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
        proc.stdout.close()


@pytest.fixture
def scheduler(scheduler_process) -> str:
    return scheduler_process[0]


def _start_worker(address: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "distributed.cli.dask_worker",
            address,
            "--nthreads",
            "1",
            "--no-nanny",
            "--host",
            "127.0.0.1",
            "--no-dashboard",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _goldfish(*extra: str, n: int = 200) -> list[str]:
    return ["goldfish", BURN, "-n", str(n), "--quiet", "--seed", "3", *extra]


def _error_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("deckstats: error")]


@pytest.mark.slow
def test_silent_port_times_out_in_one_line(silent_port, tmp_path):
    started = time.monotonic()
    result = CliRunner().invoke(
        main,
        _goldfish("--scheduler", f"tcp://127.0.0.1:{silent_port}", "--out", str(tmp_path / "run")),
    )
    took = time.monotonic() - started
    assert result.exit_code == 1, result.output
    assert _error_lines(result.stderr) == [
        f"deckstats: error: cannot reach the Dask scheduler at tcp://127.0.0.1:{silent_port} "
        f"(no answer to the Dask handshake within 4 s)"
    ]
    assert took < 20
    assert not (tmp_path / "run").exists()


@pytest.mark.slow
def test_scheduler_without_workers_times_out(scheduler, tmp_path, monkeypatch):
    monkeypatch.setenv("DECKSTATS_DASK_WAIT", "2")
    started = time.monotonic()
    result = CliRunner().invoke(
        main, _goldfish("--scheduler", scheduler, "--out", str(tmp_path / "run"))
    )
    assert result.exit_code == 1, result.output
    assert _error_lines(result.stderr) == [
        f"deckstats: error: the Dask scheduler at {scheduler} has no workers (waited 2 s; "
        f"start one with: dask worker {scheduler}, or set DECKSTATS_DASK_WAIT)"
    ]
    assert 2 <= time.monotonic() - started < 20
    assert not (tmp_path / "run").exists()


@pytest.mark.slow
@pytest.mark.parametrize("value", ["0", "-3", "soon", "1e9"])
def test_bad_worker_wait_setting(scheduler, tmp_path, monkeypatch, value):
    monkeypatch.setenv("DECKSTATS_DASK_WAIT", value)
    result = CliRunner().invoke(
        main, _goldfish("--scheduler", scheduler, "--out", str(tmp_path / "run"))
    )
    assert result.exit_code == 1
    assert _error_lines(result.stderr) == [
        f"deckstats: error: DECKSTATS_DASK_WAIT must be a number of seconds above 0 (got {value!r})"
    ]


def _run_until(
    args: list[str], cwd: Path, ready, env: dict[str, str] | None = None, limit: float = 120
) -> subprocess.Popen[str]:
    """Start deckstats ARGS; return once ``ready(stderr_so_far, cwd)`` is true."""
    err = cwd / "stderr.txt"
    with err.open("w") as fh:
        proc = subprocess.Popen(
            [*DECKSTATS, *args],
            stdout=subprocess.DEVNULL,
            stderr=fh,
            text=True,
            cwd=cwd,
            env={**os.environ, **(env or {})},
        )
    deadline = time.monotonic() + limit
    while not ready(err.read_text(), cwd):
        assert proc.poll() is None, err.read_text()
        assert time.monotonic() < deadline, err.read_text()
        time.sleep(0.1)
    return proc


def _finish(proc: subprocess.Popen[str], cwd: Path, limit: float) -> tuple[int, str, float]:
    started = time.monotonic()
    proc.wait(limit)
    return proc.returncode, (cwd / "stderr.txt").read_text(), time.monotonic() - started


def _deck_read(err: str, cwd: Path) -> bool:
    """The run has claimed its directory (the backend opens next)."""
    return any(p.name.startswith(".run") for p in cwd.iterdir())


@pytest.mark.slow
def test_ctrl_c_while_the_handshake_hangs(silent_port, tmp_path):
    proc = _run_until(
        _goldfish("--scheduler", f"tcp://127.0.0.1:{silent_port}", "--out", "run"),
        tmp_path,
        _deck_read,
    )
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    code, err, took = _finish(proc, tmp_path, 30)
    assert code == 130, err
    assert "interrupted: nothing written" in err
    assert "Traceback" not in err
    assert took < 15  # the wait ends at once; the rest is a loaded machine's exit


@pytest.mark.slow
def test_ctrl_c_while_waiting_for_a_first_worker(scheduler, tmp_path):
    proc = _run_until(
        _goldfish("--scheduler", scheduler, "--out", "run"),
        tmp_path,
        _deck_read,
        env={"DECKSTATS_DASK_WAIT": "600"},
    )
    time.sleep(6)  # connected by now, waiting for a worker
    proc.send_signal(signal.SIGINT)
    code, err, took = _finish(proc, tmp_path, 30)
    assert code == 130, err
    assert "Traceback" not in err
    assert took < 15
    assert not (tmp_path / "run").exists()


def _has_batches(err: str, cwd: Path) -> bool:
    """The run's writer has started (its hidden folder exists); then games come in."""
    if not any(p.name.startswith(".run") for p in cwd.iterdir()):
        return False
    time.sleep(8)  # some chunks of 50 games finish meanwhile
    return True


@pytest.mark.slow
def test_only_worker_dies_mid_run(scheduler, tmp_path):
    """Exit 1 with one line within DECKSTATS_DASK_WAIT, and the finished games kept."""
    worker = _start_worker(scheduler)
    try:
        proc = _run_until(
            _goldfish("--scheduler", scheduler, "--chunk-size", "50", "--out", "run", n=200_000),
            tmp_path,
            _has_batches,
            env={"DECKSTATS_DASK_WAIT": "3"},
        )
        os.killpg(worker.pid, signal.SIGKILL)
        code, err, took = _finish(proc, tmp_path, 60)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    assert code == 1, err
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    k = manifest["games_completed"]
    assert manifest["partial"] is True and k > 0 and k % 50 == 0
    lost = (
        f"the Dask scheduler at {scheduler} lost its workers while games were being "
        f"played (waited 3 s; start one with: dask worker {scheduler}, or set "
        f"DECKSTATS_DASK_WAIT)"
    )
    assert manifest["stopped_by"] == lost
    assert _error_lines(err) == [
        f"deckstats: error: {lost}; kept the {k} finished games (indices 0..{k - 1}) of "
        f"200000 as a partial run in run/"
    ]
    assert took < 90  # the 3 s wait, then the partial run and its report are written
    assert "Traceback" not in err
    rerun = CliRunner().invoke(main, ["rerun", str(tmp_path / "run"), "--workers", "1"])
    assert rerun.exit_code == 0, rerun.output


@pytest.mark.slow
def test_ctrl_c_after_the_only_worker_died_keeps_the_games(scheduler, tmp_path):
    worker = _start_worker(scheduler)
    try:
        proc = _run_until(
            _goldfish("--scheduler", scheduler, "--chunk-size", "50", "--out", "run", n=200_000),
            tmp_path,
            _has_batches,
            env={"DECKSTATS_DASK_WAIT": "600"},
        )
        os.killpg(worker.pid, signal.SIGKILL)
        time.sleep(3)
        proc.send_signal(signal.SIGINT)
        code, err, took = _finish(proc, tmp_path, 60)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    assert code == 130, err
    assert "Traceback" not in err
    assert took < 60  # writing the partial run and its report, on a loaded machine
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["partial"] is True and manifest["games_completed"] > 0
    assert manifest["games_completed"] % 50 == 0
    rerun = CliRunner().invoke(main, ["rerun", str(tmp_path / "run"), "--workers", "1"])
    assert rerun.exit_code == 0, rerun.output


@pytest.mark.slow
def test_scheduler_dies_mid_run(scheduler_process, tmp_path):
    """The scheduler killed under a running goldfish: one line (no distributed log or
    traceback), exit 1, the finished games kept as a partial run that reruns identically."""
    scheduler, sched_proc = scheduler_process
    worker = _start_worker(scheduler)
    try:
        proc = _run_until(
            _goldfish("--scheduler", scheduler, "--chunk-size", "50", "--out", "run", n=200_000),
            tmp_path,
            _has_batches,
            env={"DECKSTATS_DASK_WAIT": "3"},
        )
        os.killpg(sched_proc.pid, signal.SIGKILL)
        code, err, took = _finish(proc, tmp_path, 120)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(10)
    assert code == 1, err
    lines = [line for line in err.splitlines() if "compiled modules" not in line]
    assert len(lines) == 1, err
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    k = manifest["games_completed"]
    assert manifest["partial"] is True and k > 0
    assert lines[0].startswith(f"deckstats: error: the Dask scheduler at {scheduler} ")
    assert lines[0].endswith(
        f"; kept the {k} finished games (indices 0..{k - 1}) of 200000 as a partial run in run/"
    )
    assert took < 90
    rerun = CliRunner().invoke(main, ["rerun", str(tmp_path / "run"), "--workers", "1"])
    assert rerun.exit_code == 0, rerun.output
