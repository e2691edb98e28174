"""``deckstats deck check`` and ``deckstats cards show`` end to end (click CliRunner)."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from deckstats import __version__
from deckstats.cards import registry
from deckstats.cards.dsl import creature, instant
from deckstats.cards.effects import DealDamage
from deckstats.cards.pool.basics import FOREST, MOUNTAIN, PLAINS
from deckstats.cards.registry import CardDB
from deckstats.cards.targets import ANY_TARGET
from deckstats.cli import main


@pytest.fixture(autouse=True)
def small_db(monkeypatch):
    """Basic lands plus two spells, so these tests do not depend on the pool's progress."""
    db = CardDB(
        [
            instant(
                "Lightning Bolt",
                "{R}",
                effect=DealDamage(3, ANY_TARGET),
                text="Lightning Bolt deals 3 damage to any target.",
            ),
            creature(
                "Goblin Guide", "{R}", pt=(2, 2), unparsed=("Whenever Goblin Guide attacks, ...",)
            ),
            MOUNTAIN,
            FOREST,
            PLAINS,
        ]
    )
    monkeypatch.setattr(registry, "default_db", lambda: db)
    return db


@pytest.fixture
def runner():
    return CliRunner()


def _write(tmp_path, text, name="deck.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_version(runner):
    result = runner.invoke(main, ["--version"])
    assert result.exit_code == 0
    assert __version__ in result.output


def test_valid_deck_report(runner, tmp_path):
    path = _write(tmp_path, "# Mono Red - Modern\n4 Lightning Bolt\n4 Goblin Guide\n52 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    # issue 26: the deck's fidelity comes first, then the report
    first = (
        "fidelity: 93.3% of main-deck copies fully simulated (56 of 60); partial: 4 Goblin Guide"
    )
    assert out.startswith(first + "\n")
    assert "\ndeck  (Mono Red - Modern)\n" in out
    assert "format: constructed   main deck: 60   sideboard: 0" in out
    assert re.search(r"^  lands +52$", out, re.MULTILINE)
    assert re.search(r"^  creatures +4$", out, re.MULTILINE)
    assert re.search(r"^  instants +4$", out, re.MULTILINE)
    assert "  mana value    0   1   2   3   4   5   6  7+" in out
    assert "  cards         0   8   0   0   0   0   0   0" in out
    assert "W 0   U 0   B 0   R 52   G 0   C 0" in out
    assert "Card coverage: 2 full, 1 partial, 0 unknown" in out
    assert re.search(r"^ +4  Goblin Guide +partial$", out, re.MULTILINE)
    assert "Validation (constructed): valid" in out


def test_json_output(runner, tmp_path):
    path = _write(tmp_path, "4 Lightning Bolt\n56 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] is True
    assert data["format"] == "constructed"
    assert data["main"] == 60
    assert data["types"] == {"lands": 56, "instants": 4}
    assert data["curve"]["1"] == 4
    assert data["sources"]["R"] == 56
    assert {"card": "Lightning Bolt", "count": 4, "status": "full"} in data["coverage"]
    assert len(data["sha256"]) == 64


def test_too_few_cards(runner, tmp_path):
    path = _write(tmp_path, "# Burn - Modern\n4 Lightning Bolt\n51 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path)])
    assert result.exit_code == 1
    assert f"{path}: 55 cards in the main deck (at least 60 in constructed)" in result.stdout
    # a whole-deck problem has no line number: the file alone is named
    assert result.stderr == (
        f"deckstats: error: {path}: 55 cards in the main deck (at least 60 in constructed); "
        "not a valid constructed deck\n"
    )


def test_too_few_cards_for_limited(runner, tmp_path):
    path = _write(tmp_path, "4 Lightning Bolt\n30 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path), "--format", "limited"])
    assert result.exit_code == 1
    assert "34 cards in the main deck (at least 40 in limited)" in result.stdout


def test_five_copies(runner, tmp_path):
    path = _write(tmp_path, "5 Lightning Bolt\n55 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path), "--format", "constructed"])
    assert result.exit_code == 1
    assert f"{path}:1: 5 copies of Lightning Bolt (at most 4 in constructed)" in result.stdout
    assert result.stderr.startswith(f"deckstats: error: {path}:1: 5 copies of Lightning Bolt")
    assert "not a valid constructed deck" in result.stderr


def test_unknown_card_with_suggestion(runner, tmp_path):
    path = _write(tmp_path, "4 Lightnig Bolt\n56 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path)])
    assert result.exit_code == 1
    assert (
        f"{path}:1: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)" in result.stdout
    )
    assert re.search(r"^ +4  Lightnig Bolt +unknown$", result.stdout, re.MULTILINE)
    assert result.stderr.startswith("deckstats: error: ")
    assert "Traceback" not in result.output


def test_malformed_line_is_one_error_line(runner, tmp_path):
    path = _write(tmp_path, "4 Lightning Bolt\n0 Mountain\n")
    result = runner.invoke(main, ["deck", "check", str(path)])
    assert result.exit_code == 1
    assert result.stderr == (
        f"deckstats: error: {path}:2: count 0 for 'Mountain' (give at least 1 or drop the line)\n"
    )
    assert result.stdout == ""


def test_missing_file(runner, tmp_path):
    result = runner.invoke(main, ["deck", "check", str(tmp_path / "nope.txt")])
    assert result.exit_code == 1
    assert "cannot read decklist" in result.stderr


def test_usage_errors_exit_2(runner, tmp_path):
    path = _write(tmp_path, "60 Mountain\n")
    assert runner.invoke(main, ["deck", "check"]).exit_code == 2
    assert runner.invoke(main, ["deck", "check", str(path), "--format", "modern"]).exit_code == 2
    assert runner.invoke(main, ["deck", "chek", str(path)]).exit_code == 2
    assert runner.invoke(main, ["cards", "show"]).exit_code == 2


def test_cards_show(runner):
    result = runner.invoke(main, ["cards", "show", "lightning", "bolt"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "Lightning Bolt",
        "  cost:      {R}",
        "  type:      Instant",
        "  colors:    R",
        "  source:    built-in",
        "  coverage:  full",
        "  oracle:",
        "    Lightning Bolt deals 3 damage to any target.",
        "  compiled:",
        "    spell: deal 3 damage to any target",
    ]


def test_cards_show_land_and_partial(runner):
    result = runner.invoke(main, ["cards", "show", "Goblin Guide"])
    assert result.exit_code == 0
    assert "  P/T:       2/2" in result.stdout
    assert "  coverage:  partial" in result.stdout
    assert "  not compiled:" in result.stdout
    result = runner.invoke(main, ["cards", "show", "mountain"])
    assert "    mana ability: {T}: add {R}" in result.stdout


def test_cards_show_unknown_name(runner):
    result = runner.invoke(main, ["cards", "show", "Lightnig Bolt"])
    assert result.exit_code == 1
    assert result.stderr == (
        "deckstats: error: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)\n"
    )
