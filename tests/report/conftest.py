"""Small seeded runs shared by the report tests: goldfish, matchup, gauntlet, compare, hands."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import deckstats

ROOT = Path(__file__).resolve().parents[2]
BURN = "decks/mono_red_burn.txt"
STOMPY = "decks/pauper_stompy.txt"
CONTROL = "decks/uw_control.txt"


def _in_root(make):  # the manifest records the deck paths as given: keep them relative
    old = Path.cwd()
    os.chdir(ROOT)
    try:
        return make()
    finally:
        os.chdir(old)


@pytest.fixture(scope="session")
def goldfish_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "goldfish"
    _in_root(lambda: deckstats.goldfish(BURN, n=200, seed=1, out=out, workers=1, backend="serial"))
    return out


@pytest.fixture(scope="session")
def matchup_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "matchup"
    _in_root(lambda: deckstats.matchup(BURN, STOMPY, n=20, seed=1, out=out, backend="serial"))
    return out


@pytest.fixture(scope="session")
def gauntlet_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "gauntlet"
    _in_root(
        lambda: deckstats.gauntlet(
            BURN, [STOMPY, CONTROL], n=10, seed=1, matrix=True, out=out, backend="serial"
        )
    )
    return out


@pytest.fixture(scope="session")
def compare_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from click.testing import CliRunner

    from deckstats.cli import main

    out = tmp_path_factory.mktemp("report") / "compare"
    args = ["compare", BURN, STOMPY, "-n", "40", "--seed", "1", "--out", str(out)]
    res = _in_root(lambda: CliRunner().invoke(main, args))
    assert res.exit_code == 0, res.output
    return out


@pytest.fixture(scope="session")
def hands_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from click.testing import CliRunner

    from deckstats.cli import main

    out = tmp_path_factory.mktemp("report") / "hands"
    args = ["hands", BURN, "--lands", "19:21", "--samples", "2000", "--seed", "1"]
    res = _in_root(lambda: CliRunner().invoke(main, [*args, "--out", str(out)]))
    assert res.exit_code == 0, res.output
    return out
