"""Issue 32 point 7: with a pool, the parent imports the report's modules during play.

The parent of a two-worker run waits for batches; the summary's and the report's imports
(matplotlib, Jinja2, scipy's special functions, ``deckstats.runs.report``) used to run
after the last game, on the run's serial tail. A fresh interpreter plays a small
two-worker run and, at its first batch, waits (at most 60 s) for them to appear in
``sys.modules``: before the change nothing imports them during play and it times out.
A one-process run (the parent plays) and a run without a directory (no report) start no
such thread.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys, threading, time
from deckstats.runs import execute, plan_goldfish

WANTED = ("deckstats.runs.report", "matplotlib.backends.backend_agg", "scipy.special")
seen = {}

def progress(games):
    if seen:
        return
    deadline = time.monotonic() + float(sys.argv[3])
    while time.monotonic() < deadline and not all(m in sys.modules for m in WANTED):
        time.sleep(0.05)
    seen["imported"] = all(m in sys.modules for m in WANTED)
    seen["warm_thread"] = any(t.name == "deckstats-warm" for t in threading.enumerate())

if __name__ == "__main__":
    out = None if sys.argv[2] == "-" else sys.argv[2]
    planned = plan_goldfish(
        "decks/mono_red_burn.txt", n=120, seed=3, workers=int(sys.argv[1]), out=out
    )
    execute(*planned, progress=progress)
    print(json.dumps(seen))
"""


def probe(tmp_path: Path, workers: int, out: bool, wait: float = 60) -> dict[str, bool]:
    script = tmp_path / "probe.py"
    script.write_text(PROBE, encoding="utf-8")
    target = str(tmp_path / "run") if out else "-"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(script), str(workers), target, str(wait)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_two_workers_import_the_report_during_play(tmp_path: Path) -> None:
    assert probe(tmp_path, 2, out=True)["imported"] is True
    assert (tmp_path / "run" / "report.html").is_file()


def test_one_process_and_no_report_start_no_thread(tmp_path: Path) -> None:
    assert probe(tmp_path, 1, out=True, wait=0)["warm_thread"] is False
    assert probe(tmp_path, 2, out=False, wait=0)["warm_thread"] is False
