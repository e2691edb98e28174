"""Time the command line as a whole: wall, CPU and the parent's share, workers 1 against 2.

Usage::

    python benchmarks/cli_scaling.py [--games 3000] [--deck decks/mono_red_burn.txt]
        [--opponent decks/pauper_stompy.txt] [--workers 1,2] [--repeat 3] [--seed 1]
        [--command goldfish|matchup] [--startup]

Each run is a fresh ``python -m deckstats goldfish DECK -n GAMES --workers W`` (or
``matchup DECK OPPONENT``) in a child process, into a scratch run directory, the worker
counts alternating run by run (1, 2, 1, 2, ...) so a change in the machine's load hits
both alike. For each run it prints:

- ``wall``: seconds from start to exit (what a user waits);
- ``cpu``: user + system seconds of the run and every worker it reaped;
- ``parent``: the parent process's own CPU, and within it ``play`` (collecting and
  writing the batches while the games are played), ``summary`` and ``report`` (the
  parent is the serial part: on two cores, the best wall is about
  ``max(parent, cpu / 2)``);
- ``games/cpu-s`` and the parent's and the largest process's memory (max RSS).

Then the median of each worker count and the ``1 / 2`` wall ratio. The load average of
the machine is printed before and after: figures taken on a busy machine say so.
``--startup`` also times the pool's start-up alone (spawn, imports and card pool of two
workers, until both have answered a no-op task).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Run inside the child: the CLI, with the parent's CPU by phase written to a JSON file.
WRAPPER = r"""
import atexit, json, os, resource, runpy, sys, time

def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime

marks = {}

def timed(owner, name, key):
    inner = getattr(owner, name)
    def wrapper(*args, **kwargs):
        start = cpu()
        try:
            return inner(*args, **kwargs)
        finally:
            marks[key] = marks.get(key, 0.0) + cpu() - start
    setattr(owner, name, wrapper)

from deckstats.runs import experiments, loop
timed(loop, "_play_kept", "play")
timed(loop, "write_report", "report")
timed(experiments.GoldfishExperiment, "summarise", "summary")
timed(experiments.MatchupExperiment, "summarise", "summary")

def done():
    r = resource.getrusage(resource.RUSAGE_SELF)
    marks["parent"] = r.ru_utime + r.ru_stime
    marks["parent_rss_mb"] = r.ru_maxrss / 1024
    with open(os.environ["CLI_BENCH_OUT"], "w") as fh:
        json.dump(marks, fh)

atexit.register(done)
sys.argv = ["deckstats", *sys.argv[1:]]
runpy.run_module("deckstats", run_name="__main__", alter_sys=True)
"""

#: Run inside the child for ``--startup``: a two-worker pool up and answering.
STARTUP = r"""
import time
t0 = time.perf_counter()
from deckstats.sim.backends import ProcessBackend, _started
be = ProcessBackend(2)
for f in [be._pool.submit(_started) for _ in range(4)]:
    f.result()
t1 = time.perf_counter()
be.close()
print(round(t1 - t0, 3))
"""


def load() -> str:
    """The 1, 5 and 15 minute load averages."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run_once(args: argparse.Namespace, workers: int, scratch: Path) -> dict[str, float]:
    """One CLI run; its wall, CPU (with its workers), parent phases and memory."""
    out = scratch / f"run-{workers}"
    marks = scratch / "marks.json"
    decks = [args.deck] if args.command == "goldfish" else [args.deck, args.opponent]
    argv = [
        sys.executable,
        "-c",
        WRAPPER,
        args.command,
        *decks,
        "-n",
        str(args.games),
        "--seed",
        str(args.seed),
        "--workers",
        str(workers),
        "--out",
        str(out),
        "--force",
        "--quiet",
    ]
    env = {**os.environ, "CLI_BENCH_OUT": str(marks), "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, cwd=ROOT)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"run failed ({proc.returncode}): {' '.join(argv[3:])}")
    row = {"workers": workers, "wall": wall, "cpu": usage.ru_utime + usage.ru_stime}
    row["max_rss_mb"] = usage.ru_maxrss / 1024
    row.update(json.loads(marks.read_text()))
    return row


def show(row: dict[str, float], games: int) -> str:
    """One run as a line."""
    return (
        f"workers {row['workers']:.0f}: wall {row['wall']:6.2f} s  cpu {row['cpu']:6.2f} s  "
        f"({games / row['cpu']:,.0f} games/cpu-s)  parent {row['parent']:.2f} s "
        f"[play {row.get('play', 0):.2f}, summary {row.get('summary', 0):.2f}, "
        f"report {row.get('report', 0):.2f}]  rss parent {row['parent_rss_mb']:.0f} MB, "
        f"largest {row['max_rss_mb']:.0f} MB"
    )


def main() -> None:
    """Parse the options, run the alternating series and print the medians."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--command", choices=("goldfish", "matchup"), default="goldfish")
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--deck", default="decks/mono_red_burn.txt")
    ap.add_argument("--opponent", default="decks/pauper_stompy.txt")
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--startup", action="store_true")
    args = ap.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    print(f"{args.command} {args.deck} -n {args.games}; load average before: {load()}")
    rows: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="cli-bench-") as tmp:
        for _ in range(args.repeat):
            for workers in counts:
                row = run_once(args, workers, Path(tmp))
                rows.append(row)
                print(show(row, args.games), flush=True)
    for workers in counts:
        mine = [r for r in rows if r["workers"] == workers]
        wall = statistics.median(r["wall"] for r in mine)
        cpu = statistics.median(r["cpu"] for r in mine)
        parent = statistics.median(r["parent"] for r in mine)
        print(
            f"median workers {workers}: wall {wall:.2f} s, cpu {cpu:.2f} s "
            f"({args.games / cpu:,.0f} games/cpu-s), parent {parent:.2f} s"
        )
    if len(counts) == 2:
        a, b = (statistics.median(r["wall"] for r in rows if r["workers"] == w) for w in counts)
        print(f"wall ratio workers {counts[0]} / {counts[1]}: {a / b:.2f}x")
    if args.startup:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        out = subprocess.run(
            [sys.executable, "-c", STARTUP],
            check=False,
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        print(f"pool start-up (2 workers answering): {out.stdout.strip()} s wall")
    print(f"load average after: {load()}")


if __name__ == "__main__":
    main()
