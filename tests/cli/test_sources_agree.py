"""``deck check`` and ``hands`` count a deck's coloured sources the same way (issue 15).

Both call ``deck.sources.count_sources`` (Karsten's convention: a dual land counts
for both colours; a fetch land counts for every colour of a land in the deck it can find,
so Bloodstained Mire is a white source next to Sacred Foundry, a Mountain Plains; a
Pathway counts for both faces).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

# A Modern Boros Burn list of the kind pasted from a deck site.
BOROS = """\
# Boros Burn - Modern (2023)
4 Goblin Guide
4 Monastery Swiftspear
4 Eidolon of the Great Revel
4 Lightning Bolt
4 Lava Spike
4 Rift Bolt
4 Skewer the Critics
4 Boros Charm
4 Lightning Helix
4 Searing Blaze
4 Inspiring Vantage
2 Sacred Foundry
4 Arid Mesa
2 Marsh Flats
2 Bloodstained Mire
2 Plains
4 Mountain

Sideboard
3 Path to Exile
3 Skullcrack
"""

# Lands only, by hand: W = Vantage 4 + Foundry 2 + Mesa 4 + Flats 2 + Mire 2 (it finds
# Sacred Foundry) + Plains 2 = 16; R = 4 + 2 + 4 + 2 (Flats finds the Foundry) + 2 + 4 = 18.
BOROS_SOURCES = {"W": 16, "U": 0, "B": 0, "R": 18, "G": 0, "C": 0}

# Two Plains become Needleverge Pathway // Pillarverge Pathway: red or white, so it counts
# for both, like a dual land: W stays 16, R becomes 20.
BOROS_PATHWAY = BOROS.replace("2 Plains\n", "2 Needleverge Pathway\n")
PATHWAY_SOURCES = {**BOROS_SOURCES, "R": 20}


def _per_colour_from_classes(classes: dict[str, int]) -> dict[str, int]:
    """What ``hands``' land classes say per colour (a class of "WR" is a W and an R source)."""
    return {c: sum(n for k, n in classes.items() if c in k) for c in "WUBRGC"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [(BOROS, BOROS_SOURCES), (BOROS_PATHWAY, PATHWAY_SOURCES)],
    ids=["fetchlands", "pathway"],
)
def test_deck_check_and_hands_count_the_same_sources(
    tmp_path: Path, text: str, expected: dict[str, int]
) -> None:
    deck = tmp_path / "boros_burn.txt"
    deck.write_text(text, encoding="utf-8")
    runner = CliRunner()
    check = runner.invoke(main, ["deck", "check", str(deck), "--json"])
    assert check.exit_code == 0, check.output
    hands = runner.invoke(main, ["hands", str(deck), "--json", "--samples", "2000", "--seed", "1"])
    assert hands.exit_code == 0, hands.output
    checked = json.loads(check.stdout)["sources"]
    summary = json.loads(hands.stdout)
    assert checked == expected
    # the land classes the exact maths uses say the same per colour ...
    assert _per_colour_from_classes(summary["land_classes"]) == expected
    # ... and hands prints the count itself, under the same key
    assert summary["sources"] == expected


def test_both_texts_print_the_same_sources_line(tmp_path: Path) -> None:
    deck = tmp_path / "boros_burn.txt"
    deck.write_text(BOROS, encoding="utf-8")
    runner = CliRunner()
    check = runner.invoke(main, ["deck", "check", str(deck)])
    hands = runner.invoke(main, ["hands", str(deck), "--samples", "2000", "--seed", "1"])
    line = "  W 16   U 0   B 0   R 18   G 0   C 0"
    assert line in check.stdout.splitlines()
    assert line in hands.stdout.splitlines()
