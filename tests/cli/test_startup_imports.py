"""Issue 32.2: start-up imports only what a command uses.

``deckstats --version`` took 1.1-1.9 s of CPU because every import was eager: the command
group imported every command module, and they the engine, the card pool and numpy (and
once pandas, pyarrow, scipy, matplotlib, Jinja2 through ``runs`` and ``cli.report``). The
group now knows its commands by name (``cli.COMMAND_TABLE``) and imports one when it runs.
The checks are on what gets imported (``sys.modules`` of a fresh interpreter), not on a
timing: machines are shared and noisy (performance figures live in BENCHMARKS.md).
"""

import importlib
import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

from deckstats import cli
from deckstats.cli import COMMAND_TABLE, DeckstatsGroup, LazyCommands, main

DECKS = Path(__file__).resolve().parents[2] / "decks"
BURN = DECKS / "mono_red_burn.txt"
STOMPY = DECKS / "pauper_stompy.txt"

HEAVY = ("pandas", "pyarrow", "scipy", "matplotlib", "jinja2", "dask", "distributed")

#: What ``--version`` and ``--help`` may import of deckstats: the package (its version and
#: the compiled-or-pure switch), the command group, its terminal escaping and the process's
#: collector settings (``_heap``: ``gc`` only). No command.
STARTUP_MODULES = {
    "deckstats",
    "deckstats._heap",
    "deckstats._native",
    "deckstats.cli",
    "deckstats.cli.terminal",
}

PROBE = """
import json, sys
from click.testing import CliRunner
from deckstats.cli import main
res = CliRunner().invoke(main, {args!r})
assert res.exit_code == 0, res.output
print(json.dumps(sorted(sys.modules)))
"""

#: A goldfish run up to its first game: the serial backend plays every game through
#: ``backends.play_chunk``; the stand-in prints what is imported by then and ends the
#: process (if the games were played elsewhere, nothing is printed and the test fails).
FIRST_GAME_PROBE = """
import json, os, sys
import deckstats.sim.backends as backends
def first_game(task, start, stop):
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)
backends.play_chunk = first_game
from deckstats.cli import main
main({args!r})
"""


def _loaded(probe: str) -> set[str]:
    """The module names ``sys.modules`` holds at the end of ``probe`` (a fresh interpreter)."""
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    return set(json.loads(out.splitlines()[-1]))


def _top(names: set[str]) -> set[str]:
    return {m.split(".")[0] for m in names}


@pytest.mark.parametrize(
    "args",
    [["--version"], ["--help"], ["goldfish", "--help"], ["matchup", "--help"], ["rules"]],
)
def test_light_commands_import_no_heavy_library(args):
    loaded = _top(_loaded(PROBE.format(args=args)))
    assert not loaded & set(HEAVY), sorted(loaded & set(HEAVY))


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["-h"]])
def test_version_and_help_import_no_command(args):
    """Only the group: no command module, no engine, card pool or runs, not even numpy."""
    loaded = _loaded(PROBE.format(args=args))
    ours = {m for m in loaded if m.split(".")[0] == "deckstats"}
    assert ours <= STARTUP_MODULES, sorted(ours - STARTUP_MODULES)
    assert "numpy" not in _top(loaded)


@pytest.mark.parametrize(
    "command",
    [
        ["goldfish", str(BURN)],
        ["matchup", str(BURN), str(STOMPY)],
        ["gauntlet", str(BURN), str(STOMPY), str(BURN)],
    ],
    ids=["goldfish", "matchup", "gauntlet"],
)
def test_a_run_imports_no_table_or_report_library_before_its_first_game(tmp_path, command):
    """Charts, HTML, Dask and scipy come after the games (the report, the summary); tqdm
    only for a bar drawn on a terminal; pandas (the summary) after the games, and pyarrow
    with the first batch of records to write (so with workers the parent's import
    overlaps their play)."""
    args = [*command, "-n", "2", "--seed", "1", "--workers", "1", "--quiet"]
    loaded = _loaded(FIRST_GAME_PROBE.format(args=[*args, "--out", str(tmp_path / "r")]))
    assert "deckstats.engine.game" in loaded  # the probe did stop at the first game
    late = {"scipy", "matplotlib", "jinja2", "dask", "distributed", "tqdm", "pandas", "pyarrow"}
    assert not _top(loaded) & late, sorted(_top(loaded) & late)
    assert not {"deckstats.runs.report", "deckstats.report.charts"} & loaded


def test_the_engine_and_the_pilots_import_no_oracle_compiler():
    """A game needs the Oracle compiler only for a card not compiled yet (a worker gets its
    decks' cards compiled, by pickle): importing the engine, the pilots and the game
    runner loads none of its templates (a few tenths of a second of CPU per process)."""
    probe = (
        "import json, sys\n"
        "import deckstats.engine.game, deckstats.players.goldfish, deckstats.players.heuristic\n"
        "import deckstats.sim.runner, deckstats.sim.matchup\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    loaded = _loaded(probe)
    assert "deckstats.engine.game" in loaded
    compiler = {"deckstats.cards.oracle.compiler", "deckstats.cards.oracle.effects"}
    assert not compiler & loaded, sorted(compiler & loaded)
    assert not _top(loaded) & set(HEAVY), sorted(_top(loaded) & set(HEAVY))


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


def test_the_command_table_is_every_command():
    """Each module's ``COMMANDS`` is in the table, which finds that very command, with the
    first paragraph of its help (what ``--help`` lists); the table has nothing else."""
    defined: dict[str, click.Command] = {}
    for info in pkgutil.iter_modules(cli.__path__):
        module = importlib.import_module(f"deckstats.cli.{info.name}")
        for command in getattr(module, "COMMANDS", ()):
            defined[command.name] = command
    assert sorted(COMMAND_TABLE) == sorted(defined)
    for name, command in defined.items():
        assert main.commands[name] is command, name
        first_paragraph = " ".join((command.help or "").split("\n\n")[0].split())
        assert COMMAND_TABLE[name][1] == first_paragraph, name
    # the cards group comes with the subcommands cli.cards_data adds to it
    assert {"show", "import", "download", "sources", "coverage"} <= set(
        main.commands["cards"].commands  # type: ignore[attr-defined]
    )


@pytest.mark.parametrize("width", [40, 60, 80, 120])
def test_help_lists_the_commands_as_click_would(width):
    """The lazy listing (table help, nothing imported) is click's own listing, to the byte."""

    def listing(group: click.Group) -> str:
        formatter = click.HelpFormatter(width=width)
        group.format_commands(click.Context(group), formatter)
        return formatter.getvalue()

    lazy = DeckstatsGroup("deckstats", commands=LazyCommands(COMMAND_TABLE))
    eager = click.Group("deckstats", commands={n: main.commands[n] for n in COMMAND_TABLE})
    assert listing(lazy) == listing(eager)
    assert "goldfish" in listing(lazy)


def test_lazy_commands_import_a_command_on_first_access_only():
    table = {"rules": COMMAND_TABLE["rules"], "nope": ("deckstats.cli.no_such_module:x", "-")}
    commands = LazyCommands(table)
    assert sorted(commands) == ["nope", "rules"]
    assert len(commands) == 2
    assert commands["rules"] is main.commands["rules"]
    assert commands.get("absent") is None
    with pytest.raises(ModuleNotFoundError):  # a broken entry is an error, not "no command"
        commands.get("nope")
    del commands["nope"]
    commands["extra"] = click.Command("extra")
    assert sorted(commands) == ["extra", "rules"]


#: Put on ``PYTHONPATH`` as ``sitecustomize``: a Ctrl-C raised from an ``exec`` of a string
#: (as a dataclass or named tuple being built) while ``MODULE`` imports.
INTERRUPTING_IMPORT = """
import sys

class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == {module!r}:
            exec("raise KeyboardInterrupt")

sys.meta_path.insert(0, Interrupt())
"""


@pytest.mark.parametrize(
    ("module", "line"),
    [
        ("deckstats.cli", "interrupted: nothing written (deckstats was starting)"),
        ("deckstats.cli.rules", "interrupted: nothing written"),  # the command's own import
    ],
)
def test_ctrl_c_while_importing_exits_130(tmp_path, module, line):
    """A caught Ctrl-C exits 130 with one line, even when it left an ``exec`` of a string:
    CPython marks those unhandled and ``python -m`` then died by SIGINT (status -2)."""
    (tmp_path / "sitecustomize.py").write_text(INTERRUPTING_IMPORT.format(module=module))
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "deckstats", "rules"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert (proc.returncode, proc.stderr) == (130, line + "\n")
