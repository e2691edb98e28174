"""Unknown cards never block what does not need them (issue 16, part 3).

A sideboard (CR 100.4) or maybeboard is outside the game: its unknown cards are left out
with one warning line and the main deck is simulated. Unknown main-deck cards stop the
command with one line naming the first cards ("did you mean" where it applies) and how
to get card data (issue 31: one line, however many cards), exit status 1, and no run
directory.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]

MAIN = """\
Deck
4 Goblin Guide
4 Monastery Swiftspear
4 Lightning Bolt
4 Lava Spike
4 Chain Lightning
4 Rift Bolt
4 Skewer the Critics
4 Lightning Helix
4 Boros Charm
4 Inspiring Vantage
20 Mountain
"""

SIDEBOARD = """
Sideboard
2 Zzyzx Firewarden
3 Qwertyuiop Vortex
2 Path to Exile
"""


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def _left_out_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if "left out" in line]


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "burn_arena.txt"
    path.write_text(MAIN + SIDEBOARD + "\nMaybeboard\n1 Asdfgh Maybe\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["goldfish", "-n", "20", "--seed", "3", "--quiet"],
        ["hands", "--samples", "20000"],
        ["play", "--seed", "3"],
    ],
    ids=["goldfish", "hands", "play"],
)
def test_unknown_sideboard_cards_leave_one_warning_and_the_deck_runs(deck, tmp_path, command):
    args = [command[0], str(deck), *command[1:]]
    if command[0] == "goldfish":
        args += ["--out", str(tmp_path / "run")]
    res = _invoke(args)
    assert res.exit_code == 0, res.output
    lines = _left_out_lines(res.stderr)
    assert lines == [
        f"warning: {deck}: 3 unknown sideboard and maybeboard cards (6 copies) left out, the "
        "main deck is complete: Zzyzx Firewarden (line 15), Qwertyuiop Vortex (line 16), "
        "Asdfgh Maybe (line 20); `deckstats cards download` adds card data"
    ]
    assert "unknown card" not in res.stderr
    if command[0] == "goldfish":
        assert (tmp_path / "run" / "summary.json").exists()
        assert "kill turn mean" in res.stdout


def test_unknown_main_deck_cards_exit_1_with_the_way_to_card_data(tmp_path):
    path = tmp_path / "typos.txt"
    text = MAIN.replace("4 Lava Spike", "4 Lava Spik").replace("4 Goblin Guide", "4 Psychic Frog")
    path.write_text(text + SIDEBOARD, encoding="utf-8")
    out = tmp_path / "run"
    res = _invoke(["goldfish", str(path), "-n", "10", "--out", str(out)])
    assert res.exit_code == 1
    lines = [line for line in res.stderr.splitlines() if "compiled modules" not in line]
    assert lines == [  # one line (issue 31)
        f"deckstats: error: {path}:2: unknown card 'Psychic Frog'; "
        f"{path}:5: unknown card 'Lava Spik' (did you mean 'Lava Spike'?); "
        "cards not in the built-in pool need card data: run `deckstats cards download` "
        "(Scryfall or MTGJSON bulk data), or `deckstats cards import FILE` for a bulk file "
        "you already have",
    ]
    assert not out.exists()
    for cmd in (["hands", str(path)], ["play", str(path), "--seed", "1"]):
        res = _invoke(cmd)
        assert res.exit_code == 1 and "cards download" in res.stderr


def test_deck_check_still_lists_unknown_sideboard_cards(deck):
    res = _invoke(["deck", "check", str(deck)])
    assert "Zzyzx Firewarden" in res.stdout
    assert res.exit_code == 1


def test_hands_says_which_card_facts_it_used(deck):
    res = _invoke(["hands", str(deck), "--samples", "20000"])
    assert res.exit_code == 0
    assert "Card facts used: land or not, mana cost and the colours each land produces" in (
        res.stdout
    )
    assert "no other rules text" in res.stdout
