"""Fidelity is a figure (issue 26, point 2).

Every run states the share of its decks' main-deck copies that are fully simulated, with
each partial card, what it ignores and what it withholds: in ``summary.json``, in
``manifest.json`` (each deck entry), on the terminal (one line per deck in the results,
and on stderr before the games for a deck with partial cards), and under the report's
headline, as a visible warning for a deck under 90%. ``deck check`` prints it first.

Pauper Stompy's main deck has 20 partial copies of 60 (Hunger of the Howlpack, Quirion
Ranger, Rancor, Skarrgan Pit-Skulk, Young Wolf: 66.7%); Burn's main deck is all full.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.coverage import FIDELITY_WARNING, fidelity, fidelity_line
from deckstats.cards.oracle import compile_text
from deckstats.cli import main

ROOT = Path(__file__).resolve().parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")
SLIGH = str(ROOT / "decks" / "legacy_sligh.txt")
RANDOM = ["--player-a", "random", "--player-b", "random", "--quiet"]
STOMPY_PARTIAL = {
    "Hunger of the Howlpack",
    "Quirion Ranger",
    "Rancor",
    "Skarrgan Pit-Skulk",
    "Young Wolf",
}
STOMPY_LINE = (
    "warning: fidelity: {who}66.7% of main-deck copies fully simulated (40 of 60); partial: "
    "4 Hunger of the Howlpack, 4 Quirion Ranger (1 ability withheld), 4 Rancor, 4 Skarrgan "
    "Pit-Skulk, 4 Young Wolf; under 90%, figures understate the deck"
)


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def _json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if "compiled modules" not in line]


def _check_stompy(fid: dict) -> None:
    assert fid["copies"] == 60 and fid["copies_full"] == 40
    assert fid["share_full"] == pytest.approx(40 / 60, abs=1e-4)
    assert fid["warning"] is True
    assert {p["card"] for p in fid["partial"]} == STOMPY_PARTIAL
    assert all(p["copies"] == 4 and p["ignored"] for p in fid["partial"])
    ranger = next(p for p in fid["partial"] if p["card"] == "Quirion Ranger")
    assert ranger["withheld"] == [
        "ability: Return a Forest you control to its owner's hand: Untap target creature. "
        "Activate only once each turn."
    ]


def _check_full(fid: dict) -> None:
    assert fid == {
        "share_full": 1.0,
        "copies": 60,
        "copies_full": 60,
        "warning": False,
        "partial": [],
    }


# -- the figure itself -----------------------------------------------------------------------


def test_fidelity_counts_copies_and_names_what_is_withheld():
    splinters = compile_text(
        "Bone Shards",
        "{B}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a creature or discard a card.\n"
        "Destroy target creature or planeswalker.",
    )
    bolt = compile_text(
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
    )
    fid = fidelity([(4, splinters), (30, bolt), (26, bolt)])
    assert fid["copies"] == 60 and fid["copies_full"] == 56
    assert fid["share_full"] == 0.9333 and fid["warning"] is False  # 93% is not under 90%
    assert fid["partial"] == [
        {
            "card": "Bone Shards",
            "copies": 4,
            "ignored": [
                "As an additional cost to cast this spell, sacrifice a creature or discard a card."
            ],
            "withheld": ["spell"],
        }
    ]
    assert fidelity_line(fid) == (
        "fidelity: 93.3% of main-deck copies fully simulated (56 of 60); partial: "
        "4 Bone Shards (spell withheld)"
    )
    under = fidelity([(7, splinters), (53, bolt)])
    assert under["share_full"] < FIDELITY_WARNING and under["warning"] is True
    assert fidelity_line(under).startswith("warning: fidelity: 88.3%")


# -- goldfish: summary, manifest, terminal, report ------------------------------------------


def test_goldfish_run_states_its_fidelity_everywhere(tmp_path: Path) -> None:
    out = tmp_path / "run"
    res = _invoke(["goldfish", STOMPY, "-n", "10", "--seed", "1", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert STOMPY_LINE.format(who="") in _lines(res.stderr)  # before the games
    assert res.stdout.splitlines()[1] == "  " + STOMPY_LINE.format(who="")  # in the results
    summary, manifest = _json(out / "summary.json"), _json(out / "manifest.json")
    _check_stompy(summary["fidelity"])
    assert manifest["decks"][0]["fidelity"] == summary["fidelity"]
    html = (out / "report.html").read_text(encoding="utf-8")
    header = html[html.index("<header>") : html.index("</header>")]
    assert 'class="fidelity warning" role="alert"' in header
    assert "Warning: under 90% of the main-deck copies are fully simulated" in header
    assert "pauper_stompy: 66.7% of main-deck copies fully simulated (40 of 60)" in header


def test_a_full_deck_gets_a_note_and_no_warning(tmp_path: Path) -> None:
    out = tmp_path / "run"
    res = _invoke(["goldfish", BURN, "-n", "10", "--seed", "1", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert _lines(res.stderr) == []  # nothing to warn about before the games
    assert res.stdout.splitlines()[1] == (
        "  fidelity: 100.0% of main-deck copies fully simulated (60 of 60)"
    )
    _check_full(_json(out / "summary.json")["fidelity"])
    header = (out / "report.html").read_text(encoding="utf-8").split("</header>")[0]
    assert 'role="alert"' not in header and "Warning" not in header
    assert "Fidelity: mono_red_burn: 100.0% of main-deck copies fully simulated" in header


# -- matchup (both decks), gauntlet, compare -------------------------------------------------


def test_matchup_states_both_decks(tmp_path: Path) -> None:
    out = tmp_path / "m"
    args = ["matchup", BURN, STOMPY, "-n", "4", "--seed", "3", "--workers", "1", *RANDOM]
    res = _invoke([*args, "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert _lines(res.stderr) == [STOMPY_LINE.format(who="pauper_stompy: ")]
    out_lines = res.stdout.splitlines()
    assert out_lines[1:3] == [
        "  fidelity: mono_red_burn: 100.0% of main-deck copies fully simulated (60 of 60)",
        "  " + STOMPY_LINE.format(who="pauper_stompy: "),
    ]
    summary, manifest = _json(out / "summary.json"), _json(out / "manifest.json")
    _check_full(summary["fidelity"]["mono_red_burn.txt"])
    _check_stompy(summary["fidelity"]["pauper_stompy.txt"])
    assert [d["fidelity"]["share_full"] for d in manifest["decks"]] == [1.0, 0.6667]
    header = (out / "report.html").read_text(encoding="utf-8").split("</header>")[0]
    assert 'role="alert"' in header and "pauper_stompy: 66.7%" in header


def test_gauntlet_and_compare_state_every_deck(tmp_path: Path) -> None:
    g = tmp_path / "g"
    args = ["gauntlet", BURN, STOMPY, "-n", "2", "--seed", "2", *RANDOM, "--workers", "1"]
    res = _invoke([*args, "--out", str(g)])
    assert res.exit_code == 0, res.output
    summary = _json(g / "summary.json")
    assert set(summary["fidelity"]) == {"mono_red_burn.txt", "pauper_stompy.txt"}
    _check_stompy(summary["fidelity"]["pauper_stompy.txt"])
    assert all("fidelity" in d for d in _json(g / "manifest.json")["decks"])
    c = tmp_path / "c"
    res = _invoke(["compare", BURN, SLIGH, "-n", "6", "--seed", "2", "--out", str(c), "--quiet"])
    assert res.exit_code == 0, res.output
    summary = _json(c / "summary.json")
    assert set(summary["fidelity"]) == {"mono_red_burn.txt", "legacy_sligh.txt"}
    sligh = summary["fidelity"]["legacy_sligh.txt"]
    assert sligh["copies"] == 60 and 0 < sligh["share_full"] <= 1
    assert [d["fidelity"] for d in _json(c / "manifest.json")["decks"]] == list(
        summary["fidelity"].values()
    )
    assert any(
        line.startswith("  fidelity: legacy_sligh")
        or line.startswith("  warning: fidelity: legacy_sligh")
        for line in res.stdout.splitlines()
    )


# -- deck check prints it first -------------------------------------------------------------


def test_deck_check_prints_fidelity_first() -> None:
    res = _invoke(["deck", "check", STOMPY])
    lines = res.stdout.splitlines()
    assert lines[0] == STOMPY_LINE.format(who="")
    assert lines[1] == "    4  Hunger of the Howlpack"
    assert any(line.startswith("        withheld: ability: Return a Forest") for line in lines)
    block = lines[: lines.index("")]
    assert sum(1 for line in block if line.startswith("    4  ")) == 5
    data = json.loads(_invoke(["deck", "check", STOMPY, "--json"]).stdout)
    _check_stompy(data["fidelity"])
