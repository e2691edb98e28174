"""Hand sampler hands per CPU second, two source trees alternated run by run (issue 32.6).

Usage::

    python benchmarks/hand_sampler.py OLD_TREE NEW_TREE [--rounds 6] [--hands 1048576]

Each run is a fresh ``python`` with ``PYTHONPATH=<tree>`` (pure Python: the sampler is
numpy) timing ``sample_deck`` on the bench deck (``analytic.bench.BENCH_CLASSES``: 60
cards, London mulligan under ``DEFAULT_KEEP``, then the draws of turns 1-7) in batches of
``DEFAULT_BATCH`` hands with ``time.process_time``: CPU seconds, so a loaded machine
slows both trees alike. The trees alternate (old, new, old, new, ...) and the load
average is printed before and after.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

CHILD = """
import time
import deckstats
from deckstats.analytic.bench import BENCH_CLASSES
from deckstats.analytic.london import DEFAULT_KEEP
from deckstats.analytic.sampler import DEFAULT_BATCH, make_rng, sample_deck
hands = {hands}
rng = make_rng(1)
sample_deck(rng, BENCH_CLASSES, 4096, turns=7, rule=DEFAULT_KEEP)  # warm up
start = time.process_time()
done = 0
while done < hands:
    n = min(DEFAULT_BATCH, hands - done)
    sample_deck(rng, BENCH_CLASSES, n, turns=7, rule=DEFAULT_KEEP)
    done += n
print(hands / (time.process_time() - start), deckstats.__file__)
"""


def run(tree: str, hands: int) -> float:
    """Hands per CPU second of one fresh process on ``tree``."""
    env = dict(os.environ, PYTHONPATH=tree, DECKSTATS_PURE_PYTHON="1")
    out = subprocess.run(  # cwd: ``python -c`` puts the working directory first on sys.path
        [sys.executable, "-c", CHILD.format(hands=hands)],
        env=env,
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    )
    rate, where = out.stdout.split()
    if not os.path.realpath(where).startswith(os.path.realpath(tree)):
        raise SystemExit(f"{tree}: the child imported {where}")
    return float(rate)


def main() -> None:
    """Alternate the two trees and print each run's figure, then the medians."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--hands", type=int, default=1 << 20)
    args = ap.parse_args()
    print("load before: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    got: dict[str, list[float]] = {"old": [], "new": []}
    for i in range(args.rounds):
        for name in ("old", "new"):
            rate = run(getattr(args, name), args.hands)
            got[name].append(rate)
            print(f"round {i + 1} {name}: {rate / 1e6:.2f} M hands per CPU second", flush=True)
    print("load after: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    for name, rates in got.items():
        rates.sort()
        print(
            f"{name}: median {rates[len(rates) // 2] / 1e6:.2f} M, "
            f"range {rates[0] / 1e6:.2f}-{rates[-1] / 1e6:.2f} M hands per CPU second"
        )


if __name__ == "__main__":
    main()
