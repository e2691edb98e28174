"""One set of defaults and option names across the commands and the API (issue 30.9).

Every simulating command (goldfish, matchup, gauntlet, compare) and its Python twin plan
the same number of games and use every core unless told otherwise; ``compare`` names its
agents ``--player-a``/``--player-b`` like ``matchup`` (the old names still work, with one
deprecation line); no ``--help`` shows a doubled ``%``; README.md states the defaults.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

import deckstats
from deckstats.cli import main
from deckstats.runs import plan_compare, plan_gauntlet, plan_goldfish, plan_matchup
from deckstats.runs.defaults import (
    DEFAULT_GAMES,
    GAMES_PER_WORKER,
    RUN_DEFAULTS,
    UNTIL_CI_MOST_GAMES,
)
from deckstats.sim.config import default_workers

ROOT = Path(__file__).parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")
SIMULATING = ("goldfish", "matchup", "gauntlet", "compare")


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path of the CLI (``("cards", "show")`` ...), groups included."""
    out = [prefix]
    for name, cmd in sorted(group.commands.items()):
        if isinstance(cmd, click.Group):
            out += _commands(cmd, (*prefix, name))
        else:
            out.append((*prefix, name))
    return out


@pytest.mark.parametrize("path", _commands(main), ids=lambda p: " ".join(p) or "deckstats")
def test_no_doubled_percent_in_help(path: tuple[str, ...]) -> None:
    """Click prints help text as written: a ``%%`` would show as ``95%%``."""
    result = CliRunner().invoke(main, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "%%" not in result.output


def _param(command: str, name: str) -> click.Parameter:
    cmd = main.commands[command]
    return next(p for p in cmd.params if p.name == name)


@pytest.mark.parametrize("command", SIMULATING)
def test_commands_share_game_count_and_workers(command: str) -> None:
    """``-n`` and ``--workers`` default to None (one rule: ``runs.defaults``) everywhere."""
    n = _param(command, "n")
    assert n.default is None
    assert f"default {DEFAULT_GAMES}" in (n.help or "")  # type: ignore[attr-defined]
    assert f"default {UNTIL_CI_MOST_GAMES}" in (n.help or "")  # type: ignore[attr-defined]
    assert _param(command, "workers").default is None


@pytest.mark.parametrize("command", SIMULATING)
def test_api_defaults_are_the_commands(command: str) -> None:
    """The API's keyword defaults equal the command's (and ``RUN_DEFAULTS``)."""
    sig = inspect.signature(getattr(deckstats, command))
    assert sig.parameters["n"].default is None
    names = {p.name for p in main.commands[command].params}
    for key, value in RUN_DEFAULTS.items():
        if key not in sig.parameters:
            continue
        assert sig.parameters[key].default == value, key
        cli = "eras" if command == "goldfish" and key == "rules" else key
        if cli in names:
            assert _param(command, cli).default == value, (command, key)


def test_plans_resolve_the_same_defaults() -> None:
    """Planned without ``n`` or ``workers``: DEFAULT_GAMES games on every core, all four."""
    plans = [
        plan_goldfish(BURN, seed=1),
        plan_matchup(BURN, STOMPY, seed=1),
        plan_gauntlet(BURN, [STOMPY], seed=1),
        plan_compare(BURN, BURN, seed=1),
    ]
    for planned in plans:
        assert planned.plan.n == DEFAULT_GAMES
        assert planned.plan.workers == min(default_workers(), DEFAULT_GAMES // GAMES_PER_WORKER)
    assert plan_goldfish(BURN, seed=1, until_ci=0.05).plan.n == UNTIL_CI_MOST_GAMES


def test_a_short_run_plays_in_this_process_unless_told() -> None:
    """The default gives each worker 500 games or more; ``workers`` given is kept."""
    assert plan_goldfish(BURN, n=GAMES_PER_WORKER - 1, seed=1).plan.workers == 1
    assert plan_goldfish(BURN, n=40, seed=1, workers=2).plan.workers == 2


def test_compare_takes_matchup_player_names(tmp_path: Path) -> None:
    """``--player-a`` plays A and B, ``--player-b`` the --vs deck (recorded in the summary)."""
    args = ["compare", BURN, BURN, "--vs", STOMPY, "-n", "4", "--seed", "2", "--json"]
    args += ["--workers", "1", "--out", str(tmp_path / "c")]
    result = CliRunner().invoke(main, [*args, "--player-a", "aggro", "--player-b", "control"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["player"] == "aggro"
    assert "deprecated" not in result.stderr and "is now" not in result.stderr


def test_compare_old_player_names_still_work_with_one_line(tmp_path: Path) -> None:
    """The old ``--player``/``--player-vs`` are hidden aliases: they work and say so once."""
    args = ["compare", BURN, BURN, "--vs", STOMPY, "-n", "4", "--seed", "2", "--json"]
    args += ["--workers", "1", "--out", str(tmp_path / "c")]
    result = CliRunner().invoke(main, [*args, "--player", "aggro", "--player-vs", "control"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["player"] == "aggro"
    lines = [ln for ln in result.stderr.splitlines() if "--player" in ln]
    assert len(lines) == 1
    assert "--player is now --player-a" in lines[0]
    assert "--player-vs is now --player-b" in lines[0]
    assert "--player-vs" not in CliRunner().invoke(main, ["compare", "--help"]).output


def test_api_compare_old_keywords_warn() -> None:
    """``compare(player=...)`` still works, with a DeprecationWarning naming player_a."""
    with pytest.warns(DeprecationWarning, match="player_a"):
        run = deckstats.compare(BURN, BURN, n=4, seed=2, vs=STOMPY, player="aggro", workers=1)
    assert run.summary["player"] == "aggro"


def test_readme_states_the_defaults() -> None:
    """README.md's defaults table gives the one game count and the worker rule."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("## Defaults") :]
    assert re.search(rf"\| `-n` .*{DEFAULT_GAMES:,}", table)
    assert "all cores" in table
