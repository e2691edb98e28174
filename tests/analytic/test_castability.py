"""Castability warnings (issue 30, point 6): spells the deck's sources never or rarely cast.

``deck check`` and the simulating commands print one line per such spell with its figure:
"never" when no source makes a colour of its cost, "rarely" under 50% castable by the
turn mana value + 2 on the play (the exact ``hands`` figure, checked here against a
hypergeometric value computed by hand).
"""

from __future__ import annotations

import json
from math import comb
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.analytic.castability import castability, castability_lines
from deckstats.cli import main
from deckstats.deck import parse_decklist

#: Pouncing Lynx (Dominaria United) is outside the metagame corpus: added to the index here.
LYNX = {
    "object": "card",
    "name": "Pouncing Lynx",
    "layout": "normal",
    "legalities": dict.fromkeys(("pioneer", "modern", "legacy", "vintage", "pauper"), "legal"),
    "mana_cost": "{1}{W}",
    "type_line": "Creature — Cat",
    "oracle_text": "As long as it's your turn, Pouncing Lynx has first strike.",
    "power": "2",
    "toughness": "1",
}

#: The issue's deck: 4 Pouncing Lynx and 3 Rhythm of the Wild on 22 Forests (60 cards).
FOREST_DECK = """# Forests with off-colour spells
4 Pouncing Lynx
3 Rhythm of the Wild
4 Nettle Sentinel
4 Young Wolf
4 Skarrgan Pit-Skulk
4 Rancor
4 Vines of Vastwood
4 Hunger of the Howlpack
4 Mutagenic Growth
3 Gather Courage
22 Forest
"""


@pytest.fixture(scope="module")
def lynx_home(corpus_home: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ``$DECKSTATS_HOME`` with the metagame corpus plus Pouncing Lynx."""
    home = tmp_path_factory.mktemp("lynx_home")
    cards = json.loads((corpus_home / "corpus.json").read_text(encoding="utf-8"))
    (home / "cards.json").write_text(json.dumps([*cards, LYNX]), encoding="utf-8")
    mp = pytest.MonkeyPatch()
    mp.setenv("DECKSTATS_HOME", str(home))
    try:
        result = CliRunner().invoke(main, ["cards", "import", str(home / "cards.json")])
    finally:
        mp.undo()
    assert result.exit_code == 0, result.output
    return home


@pytest.fixture
def forest_deck(lynx_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DECKSTATS_HOME", str(lynx_home))
    path = tmp_path / "forests.txt"
    path.write_text(FOREST_DECK, encoding="utf-8")
    return path


NEVER = [
    "warning: 4 Pouncing Lynx ({1}{W}) can never be cast: the deck has no white source",
    "warning: 3 Rhythm of the Wild ({1}{R}{G}) can never be cast: the deck has no red source",
]


def test_deck_check_warns_about_spells_it_cannot_cast(forest_deck: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "check", str(forest_deck)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert all(line in lines for line in NEVER), result.output
    assert sum("can never be cast" in line for line in lines) == 2  # the green spells pass


def test_deck_check_json_lists_the_castability(forest_deck: Path) -> None:
    result = CliRunner().invoke(main, ["deck", "check", "--json", str(forest_deck)])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)["castability"]
    assert [(r["name"], r["missing"], r["never"]) for r in rows] == [
        ("Pouncing Lynx", "W", True),
        ("Rhythm of the Wild", "R", True),
    ]


def test_goldfish_warns_before_the_games(forest_deck: Path, tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["goldfish", str(forest_deck), "-n", "20", "--seed", "1", "--format", "none"]
    result = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet", "--workers", "1"])
    assert result.exit_code == 0, result.output
    lines = result.stderr.splitlines()
    assert all(line in lines for line in NEVER), result.stderr


def test_rarely_castable_splash_figure_is_exact() -> None:
    """Savannah Lions ({W}) on 2 Plains in 60: castable by turn 3 on the play (9 cards seen)
    exactly when a Plains is among them: 1 - C(58, 9) / C(60, 9)."""
    dl = parse_decklist("4 Savannah Lions\n34 Nettle Sentinel\n20 Forest\n2 Plains\n")
    (found,) = castability(dl.main_cards())
    expected = 1 - comb(58, 9) / comb(60, 9)
    assert found.name == "Savannah Lions" and not found.never and found.turn == 3
    assert found.p_play == pytest.approx(expected, abs=1e-12)
    assert castability_lines(dl.main_cards()) == [
        f"warning: 4 Savannah Lions ({{W}}) is rarely castable: {100 * expected:.1f}% castable "
        "by turn 3 on the play (exact, as `deckstats hands`)"
    ]


def test_castable_spells_get_no_warning() -> None:
    """Four Plains more make the Lions castable by turn 3 in over half the games."""
    dl = parse_decklist("4 Savannah Lions\n30 Nettle Sentinel\n20 Forest\n6 Plains\n")
    assert 1 - comb(54, 9) / comb(60, 9) > 0.5
    assert castability(dl.main_cards()) == []


def test_an_alternative_cost_is_not_warned_about() -> None:
    """Fireblast ({4}{R}{R}) in 20-Mountain Burn is cast by sacrificing two Mountains (CR 118.9):
    its printed cost alone would give a 'rarely castable' figure that misleads."""
    dl = parse_decklist("4 Fireblast\n36 Lava Spike\n20 Mountain\n")
    assert castability(dl.main_cards()) == []
    # The same {4}{R}{R} without the alternative cost is still warned about.
    (found,) = castability(
        parse_decklist("4 Fireblast\n4 Shivan Dragon\n32 Lava Spike\n20 Mountain\n").main_cards()
    )
    assert found.name == "Shivan Dragon"


def test_a_shrinking_cost_keeps_only_the_colour_check() -> None:
    """Gurmag Angler ({6}{B}, delve CR 702.66) in a deck with Swamps gets no 'rarely' figure;
    without a black source it can still never be cast."""
    with_swamps = parse_decklist("4 Gurmag Angler\n36 Lava Spike\n10 Swamp\n10 Mountain\n")
    assert castability(with_swamps.main_cards()) == []
    no_black = parse_decklist("4 Gurmag Angler\n36 Lava Spike\n20 Mountain\n")
    (found,) = castability(no_black.main_cards())
    assert found.never and found.missing == "B"
