"""The pilots offered (issue 27.6): ``passive`` (was ``base``) is not offered, ``auto`` states its choice.

``auto`` plays the profile ``players.profiles.auto_profile`` picks for each deck; every
run that plays it records the pick per deck (``pilots`` in ``summary.json`` and the
manifest; a ``pilots:`` line in the terminal), the gauntlet included.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.errors import DeckstatsError
from deckstats.cli import main
from deckstats.deck import load_decklist
from deckstats.players import AGENTS, HIDDEN, OFFERED, get_agent
from deckstats.players.profiles import auto_profile
from deckstats.runs.checks import check_player

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "decks"
BURN, STOMPY, UW = (
    str(DECKS / f"{d}.txt") for d in ("mono_red_burn", "pauper_stompy", "uw_control")
)


def _invoke(args: list[str]):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, args, prog_name="deckstats")


def test_base_is_renamed_passive_and_not_offered():
    assert "base" not in AGENTS and get_agent("passive").name == "passive"
    assert set(HIDDEN) == {"passive", "inert"} and not set(HIDDEN) & set(OFFERED)
    assert set(OFFERED) | set(HIDDEN) == set(AGENTS)
    with pytest.raises(DeckstatsError) as err:
        check_player("base")
    assert "passive" not in str(err.value) and "random" in str(err.value)
    check_player("passive")  # accepted (tests), just not offered
    helps = _invoke(["matchup", "--help"]).output
    assert "passive" not in helps and "base" not in helps and "control" in helps


def test_the_gauntlet_records_autos_choice_per_deck(tmp_path: Path) -> None:
    out = tmp_path / "run"
    args = ["gauntlet", BURN, STOMPY, UW, "-n", "2", "--seed", "1", "--workers", "1"]
    res = _invoke([*args, "--backend", "serial", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    want = {
        name: {
            "player": "auto",
            "profile": auto_profile(load_decklist(DECKS / f"{name}.txt").main_cards()),
        }
        for name in ("mono_red_burn", "pauper_stompy", "uw_control")
    }
    assert (
        want["mono_red_burn"]["profile"] == "aggro" and want["uw_control"]["profile"] == "control"
    )
    manifest = json.loads((out / "manifest.json").read_text())
    summary = json.loads((out / "summary.json").read_text())
    assert manifest["pilots"] == want == summary["pilots"]
    assert summary["opponents"]["uw_control"]["profile"] == "control"
    assert "pilots: mono_red_burn auto: aggro; " in res.output
    assert "uw_control auto: control" in res.output


def test_matchup_and_compare_state_the_pilots(tmp_path: Path) -> None:
    out = tmp_path / "m"
    args = ["matchup", BURN, UW, "-n", "2", "--seed", "1", "--workers", "1", "--player-b", "random"]
    res = _invoke([*args, "--backend", "serial", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    pilots = json.loads((out / "manifest.json").read_text())["pilots"]
    assert pilots == {
        "mono_red_burn": {"player": "auto", "profile": "aggro"},
        "uw_control": {"player": "random", "profile": None},
    }
    out = tmp_path / "c"
    args = ["compare", BURN, BURN, "--vs", UW, "-n", "2", "--seed", "1", "--workers", "1"]
    res = _invoke([*args, "--backend", "serial", "--quiet", "--out", str(out)])
    assert res.exit_code == 0, res.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["pilots"]["uw_control"] == {"player": "auto", "profile": "control"}
    assert "pilots: mono_red_burn auto: aggro" in res.output


@pytest.mark.slow
@pytest.mark.parametrize("deck", ["pauper_stompy", "mono_red_burn", "uw_control"])
def test_auto_picks_a_profile_that_wins_about_as_often_as_the_best(deck: str) -> None:
    """``auto``'s profile wins within 0.05 of the best profile's rate (200 paired games each).

    Against one fixed opponent (Jund, piloted by ``midrange``), on the same seeds: the
    aggro decks are best played as ``aggro``; the UW control list wins most often as
    ``control`` (0.685, against 0.635 as ``midrange``), so ``auto`` plays it as ``control``
    (``auto_profile``'s docstring).
    """
    import deckstats

    rates = {}
    for prof in ("aggro", "midrange", "control"):
        run = deckstats.matchup(
            DECKS / f"{deck}.txt",
            DECKS / "modern_jund_midrange.txt",
            n=200,
            seed=11,
            player_a=prof,
            player_b="midrange",
            workers=1,
            backend="serial",
            progress=False,
            load_tables=False,
            deck_format="none",
        )
        rates[prof] = run.summary["win_rate"]
    picked = auto_profile(load_decklist(DECKS / f"{deck}.txt").main_cards())
    assert rates[picked] >= max(rates.values()) - 0.05, (picked, rates)
