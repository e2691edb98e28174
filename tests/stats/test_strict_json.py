"""Every JSON file a run writes parses with a strict parser (issue 30 point 3).

``NaN`` and ``Infinity`` are not JSON: strict readers (browsers' ``JSON.parse``, jq,
most languages' libraries) reject them. Each kind of run is played small, with the
cases that used to produce them (an unplayed seat, a certain figure), and every
``*.json`` of its run directory is parsed with ``parse_constant`` raising.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

import deckstats
from deckstats.report.tables import dump_json

BURN = Path("decks/mono_red_burn.txt")
STOMPY = Path("decks/pauper_stompy.txt")


def _reject(name: str) -> object:
    raise ValueError(f"non-standard JSON constant {name}")


def strict_files(out: Path) -> list[str]:
    """Parse every JSON file under ``out`` strictly; return their names (relative)."""
    names = []
    for path in sorted(out.rglob("*.json")):
        json.loads(path.read_text(encoding="utf-8"), parse_constant=_reject)
        names.append(str(path.relative_to(out)))
    return names


def _goldfish(out: Path) -> None:  # one seat only: the other seat's checks have no game
    bolts = out.parent / "bolts.txt"
    bolts.write_text("24 Mountain\n36 Lightning Bolt\n", encoding="utf-8")
    deckstats.goldfish(bolts, n=60, seed=1, on="play", deck_format="none", out=out)


def _matchup(out: Path) -> None:
    deckstats.matchup(BURN, STOMPY, n=20, seed=1, on="play", out=out)


def _gauntlet(out: Path) -> None:
    deckstats.gauntlet(
        BURN, [STOMPY, Path("decks/mono_white_aggro.txt")], n=12, seed=1, matrix=True, out=out
    )


def _compare(out: Path) -> None:
    deckstats.compare(BURN, BURN, n=20, seed=1, workers=1, out=out)


@pytest.mark.parametrize(
    "play", [_goldfish, _matchup, _gauntlet, _compare], ids=lambda f: f.__name__
)
def test_every_json_of_a_run_is_strict(tmp_path, play):
    out = tmp_path / "run"
    play(out)
    names = strict_files(out)
    assert {"summary.json", "manifest.json"} <= set(names), names


def test_dump_json_writes_null_for_nan_and_infinity():
    data = {"z": math.inf, "se": float("nan"), "rows": [np.float64("-inf"), 1.5, (2, np.nan)]}
    text = dump_json(data)
    assert json.loads(text, parse_constant=_reject) == {
        "z": None,
        "se": None,
        "rows": [None, 1.5, [2, None]],
    }
