"""Fidelity is a figure (issue 26, point 2).

Every run states the share of its decks' main-deck copies that are fully simulated, with
each partial card, what it ignores and what it withholds: in ``summary.json``, in
``manifest.json`` (each deck entry), on the terminal (one line per deck in the results,
and on stderr before the games for a deck with partial cards), and under the report's
headline, as a visible warning for a deck under 90%. ``deck check`` prints it first.

The decks are written here: 4 copies each of two partial built-in cards (one with its
spell withheld) and 52 Forests is 52 of 60 copies fully simulated (86.7%, a warning);
60 Forests is 100%. The partial cards are picked by their status, so the figures hold
while the compiler and the pool grow.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.coverage import FIDELITY_WARNING, fidelity, fidelity_line
from deckstats.cards.oracle import compile_text
from deckstats.cards.registry import builtin_db
from deckstats.cards.twins import compiled_twin
from deckstats.cli import main

RANDOM = ["--player-a", "random", "--player-b", "random", "--quiet"]
LOOSE = ["--format", "none"]


def _partial_pair() -> tuple[str, str]:
    """A partial built-in card with its spell withheld, and another partial card.

    Read as a deck gets them: a partial pool card whose text now compiles in full is its
    compiled twin (issue 26, ``cards.twins``), no longer partial.
    """
    cards = sorted((compiled_twin(c) for c in builtin_db()), key=lambda c: c.display_name)
    withheld = next(c for c in cards if not c.castable and not c.is_land and not c.faces)
    other = next(
        c
        for c in cards
        if c.unparsed and c.castable and not c.is_land and not c.faces and c is not withheld
    )
    return withheld.display_name, other.display_name


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def _json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _lines(stderr: str) -> list[str]:
    """Stderr's fidelity lines: without the build notice and the castability warnings
    (issue 30: the partial deck's white spells on Forests are never castable)."""
    skip = ("compiled modules", "can never be cast", "is rarely castable")
    return [line for line in stderr.splitlines() if not any(s in line for s in skip)]


@pytest.fixture
def decks(tmp_path: Path) -> tuple[str, str, tuple[str, str]]:
    a, b = _partial_pair()
    partial = tmp_path / "partial.txt"
    partial.write_text(f"4 {a}\n4 {b}\n52 Forest\n", encoding="utf-8")
    full = tmp_path / "forests.txt"
    full.write_text("60 Forest\n", encoding="utf-8")
    return str(partial), str(full), (a, b)


def _check_partial(fid: dict, names: tuple[str, str]) -> None:
    assert fid["copies"] == 60 and fid["copies_full"] == 52
    assert fid["share_full"] == 0.8667 and fid["warning"] is True
    assert [p["card"] for p in fid["partial"]] == sorted(names)
    assert all(p["copies"] == 4 and p["ignored"] for p in fid["partial"])
    withheld = next(p for p in fid["partial"] if p["card"] == names[0])
    assert "spell" in withheld["withheld"]


def _check_full(fid: dict) -> None:
    assert fid == {
        "share_full": 1.0,
        "copies": 60,
        "copies_full": 60,
        "warning": False,
        "partial": [],
    }


def _line(names: tuple[str, str], who: str = "") -> str:
    parts = []
    for name in sorted(names):
        card = builtin_db().builtin(name)
        assert card is not None
        forest = builtin_db().builtin("Forest")
        assert forest is not None
        fid = fidelity([(4, card), (56, forest)])  # 93%: no warning suffix
        parts.append(fidelity_line(fid).split("; partial: ", 1)[1])
    return (
        f"warning: fidelity: {who}86.7% of main-deck copies fully simulated (52 of 60); "
        f"partial: {', '.join(parts)}; under 90%, figures understate the deck"
    )


# -- the figure itself -----------------------------------------------------------------------


def test_fidelity_counts_copies_and_names_what_is_withheld():
    # (Bone Shards was the example until round 38 compiled its choice of costs, Lightning
    # Axe until round 40 did; March of Otherworldly Light's cost of any number of cards not.)
    splinters = compile_text(
        "March of Otherworldly Light",
        "{X}{W}",
        "Instant",
        "As an additional cost to cast this spell, you may exile any number of white cards from "
        "your hand. This spell costs {2} less to cast for each card exiled this way.\n"
        "Exile target artifact, creature, or enchantment with mana value X or less.",
    )
    bolt = compile_text(
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
    )
    fid = fidelity([(4, splinters), (30, bolt), (26, bolt)])
    assert fid["copies"] == 60 and fid["copies_full"] == 56
    assert fid["share_full"] == 0.9333 and fid["warning"] is False  # 93% is not under 90%
    assert fid["partial"] == [
        {
            "card": "March of Otherworldly Light",
            "copies": 4,
            "ignored": [
                "As an additional cost to cast this spell, you may exile any number of white "
                "cards from your hand.",
                "This spell costs {2} less to cast for each card exiled this way.",
            ],
            "withheld": ["spell"],
        }
    ]
    assert fidelity_line(fid) == (
        "fidelity: 93.3% of main-deck copies fully simulated (56 of 60); partial: "
        "4 March of Otherworldly Light (spell withheld)"
    )
    under = fidelity([(7, splinters), (53, bolt)])
    assert under["share_full"] < FIDELITY_WARNING and under["warning"] is True
    assert fidelity_line(under).startswith("warning: fidelity: 88.3%")


# -- goldfish: summary, manifest, terminal, report ------------------------------------------


def test_goldfish_run_states_its_fidelity_everywhere(tmp_path: Path, decks) -> None:
    partial, _, names = decks
    out = tmp_path / "run"
    res = _invoke(
        ["goldfish", partial, "-n", "10", "--seed", "1", "--quiet", "--out", str(out), *LOOSE]
    )
    assert res.exit_code == 0, res.output
    assert "(spell withheld)" in _line(names)
    assert _line(names) in _lines(res.stderr)  # before the games
    assert res.stdout.splitlines()[1] == "  " + _line(names)  # in the results
    summary, manifest = _json(out / "summary.json"), _json(out / "manifest.json")
    _check_partial(summary["fidelity"], names)
    assert manifest["decks"][0]["fidelity"] == summary["fidelity"]
    html = (out / "report.html").read_text(encoding="utf-8")
    header = html[html.index("<header>") : html.index("</header>")]
    assert 'class="fidelity warning" role="alert"' in header
    assert "Warning: under 90% of the main-deck copies are fully simulated" in header
    withheld = sum(1 for p in summary["fidelity"]["partial"] if p["withheld"])
    assert (
        "partial: 86.7% of main-deck copies fully simulated (52 of 60), 2 partial cards "
        f"({withheld} with a spell or ability withheld)" in header
    )


def test_a_full_deck_gets_a_note_and_no_warning(tmp_path: Path, decks) -> None:
    _, full, _ = decks
    out = tmp_path / "run"
    res = _invoke(
        ["goldfish", full, "-n", "5", "--seed", "1", "--quiet", "--out", str(out), *LOOSE]
    )
    assert res.exit_code == 0, res.output
    assert _lines(res.stderr) == []  # nothing to warn about before the games
    assert res.stdout.splitlines()[1] == (
        "  fidelity: 100.0% of main-deck copies fully simulated (60 of 60)"
    )
    _check_full(_json(out / "summary.json")["fidelity"])
    header = (out / "report.html").read_text(encoding="utf-8").split("</header>")[0]
    assert 'role="alert"' not in header and "Warning" not in header
    assert "Fidelity: forests: 100.0% of main-deck copies fully simulated" in header


# -- matchup (both decks), gauntlet, compare -------------------------------------------------


def test_matchup_states_both_decks(tmp_path: Path, decks) -> None:
    partial, full, names = decks
    out = tmp_path / "m"
    args = ["matchup", full, partial, "-n", "4", "--seed", "3", "--workers", "1", *RANDOM]
    res = _invoke([*args, *LOOSE, "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert _lines(res.stderr) == [_line(names, "partial: ")]
    assert res.stdout.splitlines()[1:3] == [
        "  fidelity: forests: 100.0% of main-deck copies fully simulated (60 of 60)",
        "  " + _line(names, "partial: "),
    ]
    summary, manifest = _json(out / "summary.json"), _json(out / "manifest.json")
    _check_full(summary["fidelity"]["forests.txt"])
    _check_partial(summary["fidelity"]["partial.txt"], names)
    assert [d["fidelity"]["share_full"] for d in manifest["decks"]] == [1.0, 0.8667]
    header = (out / "report.html").read_text(encoding="utf-8").split("</header>")[0]
    assert 'role="alert"' in header and "partial: 86.7%" in header


def test_gauntlet_and_compare_state_every_deck(tmp_path: Path, decks) -> None:
    partial, full, names = decks
    g = tmp_path / "g"
    args = ["gauntlet", full, partial, "-n", "2", "--seed", "2", *RANDOM, "--workers", "1"]
    res = _invoke([*args, *LOOSE, "--out", str(g)])
    assert res.exit_code == 0, res.output
    summary = _json(g / "summary.json")
    assert set(summary["fidelity"]) == {"forests.txt", "partial.txt"}
    _check_partial(summary["fidelity"]["partial.txt"], names)
    assert all("fidelity" in d for d in _json(g / "manifest.json")["decks"])
    assert "  " + _line(names, "partial: ") in res.stdout.splitlines()
    c = tmp_path / "c"
    res = _invoke(
        ["compare", full, partial, "-n", "4", "--seed", "2", "--out", str(c), "--quiet", *LOOSE]
    )
    assert res.exit_code == 0, res.output
    summary = _json(c / "summary.json")
    _check_full(summary["fidelity"]["forests.txt"])
    _check_partial(summary["fidelity"]["partial.txt"], names)
    assert [d["fidelity"] for d in _json(c / "manifest.json")["decks"]] == list(
        summary["fidelity"].values()
    )
    assert "  " + _line(names, "partial: ") in res.stdout.splitlines()


# -- deck check prints it first -------------------------------------------------------------


def test_deck_check_prints_fidelity_first(decks) -> None:
    partial, _, names = decks
    res = _invoke(["deck", "check", partial, "--format", "none"])
    lines = res.stdout.splitlines()
    assert lines[0] == _line(names)
    assert lines[1] == f"    4  {sorted(names)[0]}"
    block = lines[: lines.index("")]
    assert sum(1 for line in block if line.startswith("    4  ")) == 2
    assert "        withheld: spell" in block
    assert sum(1 for line in block if line.startswith("        ignored: ")) >= 2
    data = json.loads(_invoke(["deck", "check", partial, "--format", "none", "--json"]).stdout)
    _check_partial(data["fidelity"], names)


def test_deck_check_fidelity_says_unknown_copies_are_not_counted(tmp_path: Path) -> None:
    """The share is of the known copies: a deck with unknown cards says how many it left out."""
    path = tmp_path / "unknown.txt"
    path.write_text("56 Mountain\n4 Frobnicating Whatsit\n")
    res = _invoke(["deck", "check", str(path), "--format", "none"])
    first = res.stdout.splitlines()[0]
    assert first.endswith("(56 of 56); 4 unknown copies not counted"), first
