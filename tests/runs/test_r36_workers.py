"""Issue 32 point 7: the worker count is picked by the number of games, and says so.

With no ``--workers`` a run takes every core but at most one per ``GAMES_PER_WORKER``
games (a short run plays in this process, with no pool to start); ``--help`` and the
manifest (``workers_rule``) say how the count was chosen.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from click.testing import CliRunner

from deckstats.cli import main
from deckstats.runs import execute, plan_goldfish
from deckstats.runs.defaults import GAMES_PER_WORKER

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")


def test_help_says_how_the_default_is_picked() -> None:
    for command in ("goldfish", "matchup"):
        out = CliRunner().invoke(main, [command, "--help"], terminal_width=200).output
        assert f"at most one per {GAMES_PER_WORKER} games" in " ".join(out.split())


def test_manifest_records_the_rule(tmp_path: Path) -> None:
    picked = plan_goldfish(BURN, n=12, seed=5, out=tmp_path / "picked", backend="serial")
    assert picked.plan.workers == 1  # 12 games: fewer than GAMES_PER_WORKER
    execute(*picked)
    given = plan_goldfish(BURN, n=12, seed=5, out=tmp_path / "given", workers=1)
    execute(*given)
    rule = {
        name: json.loads((tmp_path / name / "manifest.json").read_text())["workers_rule"]
        for name in ("picked", "given")
    }
    assert rule["given"] == "given (--workers)"
    assert rule["picked"] == (
        f"default: every core, at most one per {GAMES_PER_WORKER} games "
        "(a shorter run plays in one process)"
    )


def test_default_count_follows_the_games() -> None:
    cores = os.cpu_count() or 1
    many = plan_goldfish(BURN, n=GAMES_PER_WORKER * cores, seed=1)
    assert many.plan.workers == cores
    few = plan_goldfish(BURN, n=GAMES_PER_WORKER - 1, seed=1)
    assert few.plan.workers == 1
