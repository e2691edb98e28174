"""``deckstats hands`` end to end with click's CliRunner; bad input exits 1 with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

DECK = (
    "16 Mountain\n4 Sacred Foundry\n4 Arid Mesa\n4 Lightning Bolt\n4 Goblin Guide\n28 Lava Spike\n"
)


def _run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, ["hands", *args])


def _err(result) -> str:  # type: ignore[no-untyped-def]
    return getattr(result, "stderr", "") or result.output


@pytest.fixture
def deck_file(tmp_path: Path) -> Path:
    p = tmp_path / "burn.txt"
    p.write_text(DECK)
    return p


def test_hands_json_and_out(deck_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    # 28 Lava Spike: a maths fixture, not a legal deck (hands checks legality, issue 31)
    r = _run(str(deck_file), "--json", "--seed", "3", "--samples", "20000", "--lands", "20:26",
             "--out", str(out), "--format", "none")  # fmt: skip
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["command"] == "hands"
    assert s["seed"] == 3
    assert s["deck"] == str(deck_file)
    assert s["land_classes"] == {"R": 16, "WR": 8}
    assert {"opening_hand", "land_drops", "copies", "mulligan", "castable", "sweep"} <= set(s)
    assert json.loads((out / "summary.json").read_text()) == s
    assert (out / "land_drops_sweep.png").stat().st_size > 1000
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".run")]


def test_hands_text_table(deck_file: Path) -> None:
    r = _run(str(deck_file), "--samples", "10000", "--seed", "1", "--format", "none")
    assert r.exit_code == 0, r.output
    assert "Castable on curve" in r.stdout
    assert "London mulligan" in r.stdout


def test_sources_json() -> None:
    r = _run("--sources", "--deck-size", "40", "--json")
    assert r.exit_code == 0, r.output
    t = json.loads(r.stdout)
    assert t["deck_size"] == 40
    assert t["lands"] == 17
    assert t["sources_needed"]["X"] == 9
    r = _run(
        "--sources", "--deck-size", "60", "--on", "draw", "--unconditional", "--costs", "1X,XX"
    )
    assert r.exit_code == 0
    assert "unconditional" in r.stdout


def test_sources_table_labels_coloured_symbols_with_x_not_c() -> None:
    """C means colourless (as in deck check); the table's coloured symbol is X, explained."""
    r = _run("--sources", "--deck-size", "40")
    assert r.exit_code == 0, r.output
    _header, notation, _columns, *rows = r.stdout.splitlines()
    assert notation.startswith("cost: X = one mana symbol of the colour counted")
    assert "C means colourless" in notation
    costs = [row.split()[0] for row in rows if row.strip() and not row.startswith("model:")]
    assert costs[:3] == ["X", "1X", "2X"]
    assert "1XX" in costs
    assert not [c for c in costs if "C" in c]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("--sources", "--costs", "1X,2C"), "unknown cost string"),
        (("--sources", "--deck-size", "60", "--lands", "61"), "61 lands"),
        (("--sources", "--lands", "many"), "--lands"),
    ],
)
def test_bad_sources_input(args: tuple[str, ...], needle: str) -> None:
    """--sources reads only options: a bad value is a usage error (exit 2, click's message)."""
    r = _run(*args)
    assert r.exit_code == 2
    err = _err(r).strip()
    assert needle in err
    assert err.startswith("Usage:")
    assert err.splitlines()[-1].startswith("Error:")


def test_deck_without_lands(tmp_path: Path) -> None:
    p = tmp_path / "nolands.txt"
    p.write_text("20 Lightning Bolt\n20 Lava Spike\n")
    r = _run(str(p))
    assert r.exit_code == 1
    assert "no lands" in _err(r)
    assert len(_err(r).strip().splitlines()) == 1


def test_land_range_larger_than_deck(deck_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "never"
    args = ["--lands", "20:70", "--samples", "1000", "--out", str(out), "--format", "none"]
    r = _run(str(deck_file), *args)
    assert r.exit_code == 1
    assert "too many" in _err(r)
    assert not out.exists()


def test_missing_deck_is_a_usage_error() -> None:
    assert _run().exit_code == 2
