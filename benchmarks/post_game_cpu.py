"""The CPU of a run's post-game phase (summary, report), old tree against new, alternating.

Usage::

    python benchmarks/post_game_cpu.py --old /work/main:/work/venv/bin/python \\
        [--new .:python] [--games 2,3000] [--repeat 5] [--seed 1] [--deck decks/mono_red_burn.txt]

Each run is a fresh ``python -m deckstats goldfish DECK -n GAMES --seed S --workers 1`` in a
child process of the tree's own interpreter (``ROOT:PYTHON``, the tree first on the path),
the trees alternating run by run (old, new, old, new, ...) so the machine's load hits both
alike. The child imports the report's modules before the run (``runs.loop.REPORT_MODULES``
and ``deckstats.runs.report``: the start-up is not this benchmark's), then the phases are
timed as in ``cli_scaling.py``: ``summary`` (``Experiment.summarise``) and ``report``
(``runs.loop.write_report``: report.html and its PNGs), in CPU seconds of the parent, and
``total``: user + system of the whole run. Prints each run, then the medians and ranges,
and the load average before and after. Set ``DECKSTATS_PURE_PYTHON`` as the trees need.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_scaling import WRAPPER, load  # the phases' wrapper, shared

#: Imported before the run: the post-game phases are then timed without their imports.
PREIMPORT = (
    "import importlib\n"
    "for _m in ('scipy.special', 'deckstats.runs.report', 'matplotlib.backends.backend_agg',"
    " 'matplotlib.image'):\n"
    "    importlib.import_module(_m)\n"
)


def run_once(root: Path, python: str, games: int, args: argparse.Namespace) -> dict[str, float]:
    """One run of ``games`` games in ``root``: its total CPU and its timed phases."""
    with tempfile.TemporaryDirectory(prefix="post-game-") as tmp:
        marks = Path(tmp) / "marks.json"
        argv = [python, "-c", PREIMPORT + WRAPPER, "goldfish", args.deck, "-n", str(games)]
        argv += ["--seed", str(args.seed), "--workers", "1", "--out", f"{tmp}/run", "--quiet"]
        env = {**os.environ, "CLI_BENCH_OUT": str(marks), "PYTHONPATH": str(root)}
        start = time.perf_counter()
        proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, cwd=root)
        _, status, usage = os.wait4(proc.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"run failed in {root}: {' '.join(argv[3:])}")
        row = json.loads(marks.read_text())
        row["total"] = usage.ru_utime + usage.ru_stime
        row["wall"] = time.perf_counter() - start
        return row


def main() -> None:
    """Parse the options, run the alternating series, print the runs and the medians."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", required=True, help="ROOT:PYTHON of the tree before")
    ap.add_argument("--new", default=f"{Path(__file__).resolve().parents[1]}:{sys.executable}")
    ap.add_argument("--games", default="2,3000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deck", default="decks/mono_red_burn.txt")
    args = ap.parse_args()
    trees = {name: spec.split(":", 1) for name, spec in (("old", args.old), ("new", args.new))}
    print(f"load average before: {load()}")
    for games in (int(g) for g in args.games.split(",")):
        rows: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
        for i in range(args.repeat):
            for name, (root, python) in trees.items():
                row = run_once(Path(root), python, games, args)
                rows[name].append(row)
                print(
                    f"{games} games, {name} {i + 1}: summary {row.get('summary', 0):.3f} s, "
                    f"report {row.get('report', 0):.3f} s, post-game "
                    f"{row.get('summary', 0) + row.get('report', 0):.3f} s, total CPU "
                    f"{row['total']:.2f} s",
                    flush=True,
                )
        for name, mine in rows.items():
            for key in ("summary", "report", "post"):
                vals = [
                    r.get("summary", 0) + r.get("report", 0) if key == "post" else r.get(key, 0)
                    for r in mine
                ]
                print(
                    f"{games} games, {name}: {key} median {statistics.median(vals):.3f} s "
                    f"(range {min(vals):.3f}-{max(vals):.3f})"
                )
    print(f"load average after: {load()}")


if __name__ == "__main__":
    main()
