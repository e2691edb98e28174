"""Issue 32.2: start-up imports only what a command uses.

``deckstats --version`` took 1.1-1.5 s of CPU because every import was eager (pandas,
pyarrow, scipy, matplotlib, Jinja2 through ``runs`` and ``cli.report``). The check is on
what gets imported (``sys.modules`` of a fresh interpreter), not on a timing: machines
are shared and noisy (performance figures live in BENCHMARKS.md).
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

BURN = Path(__file__).resolve().parents[2] / "decks" / "mono_red_burn.txt"

HEAVY = ("pandas", "pyarrow", "scipy", "matplotlib", "jinja2", "dask", "distributed")

PROBE = """
import json, sys
from click.testing import CliRunner
from deckstats.cli import main
res = CliRunner().invoke(main, {args!r})
assert res.exit_code == 0, res.output
print(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}})))
"""


@pytest.mark.parametrize(
    "args",
    [["--version"], ["--help"], ["goldfish", "--help"], ["matchup", "--help"], ["rules"]],
)
def test_light_commands_import_no_heavy_library(args):
    out = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    loaded = set(json.loads(out.splitlines()[-1]))
    assert not loaded & set(HEAVY), sorted(loaded & set(HEAVY))


def test_a_goldfish_run_never_imports_scipy_stats(tmp_path):
    """scipy.stats costs about a second of CPU to import; a goldfish run's figures need
    only ``scipy.special`` (``ndtri``, ``stdtrit``: the same floats ``norm.ppf`` and
    ``t.ppf`` return). Only ``compare``'s tests (binomial, Wilcoxon) load scipy.stats."""
    probe = f"""
import sys
from click.testing import CliRunner
from deckstats.cli import main
deck = {str(BURN)!r}
res = CliRunner().invoke(main, ["goldfish", deck, "-n", "3", "--quiet", "--out", {str(tmp_path / "r")!r}])
assert res.exit_code == 0, res.output
print("scipy.stats" in sys.modules)
"""
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert out.split()[-1] == "False"
