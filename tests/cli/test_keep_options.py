"""``--keep`` on every simulating command (issue 27.5): same parsing, stated in the manifest.

A bad value is a click usage error (exit 2) before anything is played; a good one reaches
the players and the manifest's ``keep`` (name, text, parameters) and ``mulligan`` keys.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")

COMMANDS = {
    "goldfish": ["goldfish", STOMPY],
    "matchup": ["matchup", BURN, STOMPY],
    "gauntlet": ["gauntlet", BURN, STOMPY],
    "compare": ["compare", BURN, STOMPY],
}


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_bad_keep_is_a_usage_error(command: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    res = _invoke([*COMMANDS[command], "--keep", "lands:6-2", "-n", "2", "--out", str(out)])
    assert res.exit_code == 2, res.output
    assert "--keep" in res.output and "bad keep policy" in res.output
    assert not out.exists()


@pytest.mark.parametrize("command", ["goldfish", "matchup", "gauntlet"])
@pytest.mark.parametrize(("keep", "name"), [("lands:2-5", "lands"), ("quality", "quality")])
def test_the_manifest_states_the_keep_policy(
    command: str, keep: str, name: str, tmp_path: Path
) -> None:
    out = tmp_path / "run"
    args = [*COMMANDS[command], "--keep", keep, "-n", "4", "--seed", "3", "--workers", "1"]
    res = _invoke([*args, "--backend", "serial", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["keep"]["name"] == name
    assert manifest["keep"]["text"] == ("quality" if name == "quality" else "lands:7:2-5,6:1-4,5")
    assert manifest["keep"]["parameters"]["lands"] == [[7, 2, 5], [6, 1, 4]]
    assert manifest["mulligan"] == {"procedure": "london", "rules": "modern"}
    assert manifest["stream_layout"] == 2


def test_keep_changes_the_goldfish_mulligans(tmp_path: Path) -> None:
    """Same seed, 16-land Stompy: the quality rule mulligans far less than the land rule."""
    rates = {}
    for keep in ("lands", "quality"):
        out = tmp_path / keep
        args = ["goldfish", STOMPY, "-n", "400", "--seed", "1", "--keep", keep, "--json"]
        res = _invoke([*args, "--backend", "serial", "--quiet", "--out", str(out)])
        assert res.exit_code == 0, res.output
        games = json.loads((out / "summary.json").read_text())
        rates[keep] = games["all"]["mulligan_rate"]
    assert rates["lands"] > 0.3 and rates["quality"] < 0.2, rates


def test_hands_reads_the_same_syntax_and_refuses_quality() -> None:
    """``hands`` (exact, land-only maths) parses ``--keep`` as the simulating commands do."""
    keeps = ("lands:2-5", "7:2-5,6:1-4,5")
    same = [_invoke(["hands", STOMPY, "--seed", "1", "--keep", k]) for k in keeps]
    assert [r.exit_code for r in same] == [0, 0], same[0].output
    assert same[0].output == same[1].output
    bad = _invoke(["hands", STOMPY, "--keep", "quality"])
    assert bad.exit_code == 2 and "land-only" in bad.output
