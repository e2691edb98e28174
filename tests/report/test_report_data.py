"""The numbers behind each chart: the DataFrame every plot function receives.

Each chart function of ``deckstats.report.charts`` is wrapped while the report of a real
run is written, and the frame it received is checked against the run's summary.json and
games.parquet (the same numbers, laid out), and against exact maths where there is one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from deckstats.analytic.exact import opening_hand_lands
from deckstats.cli.report import build_report, card_tables
from deckstats.report import charts
from deckstats.stats import report_data as rd

CHART_FUNCTIONS = [
    "kill_turn_cdf_figure",
    "kill_turn_histogram",
    "mulligan_figure",
    "land_drops_figure",
    "mana_curve_figure",
    "opening_lands_figure",
    "win_rate_figure",
    "matrix_figure",
]


@pytest.fixture
def received(monkeypatch: pytest.MonkeyPatch) -> dict[str, pd.DataFrame]:
    """Chart name -> the DataFrame it was called with (during one ``build_report``)."""
    seen: dict[str, pd.DataFrame] = {}
    for name in CHART_FUNCTIONS:
        real = getattr(charts, name)

        def spy(frame: pd.DataFrame, *args: Any, _real: Any = real, _name: str = name, **kw: Any):
            seen[_name] = frame.copy()
            return _real(frame, *args, **kw)

        monkeypatch.setattr(charts, name, spy)
    return seen


def _json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def test_goldfish_frames(goldfish_run: Path, received: dict[str, pd.DataFrame]) -> None:
    build_report(goldfish_run)
    summary = _json(goldfish_run / "summary.json")
    games = pd.read_parquet(goldfish_run / "games.parquet")
    assert set(received) == {
        "kill_turn_cdf_figure",
        "kill_turn_histogram",
        "mulligan_figure",
        "land_drops_figure",
        "mana_curve_figure",
        "opening_lands_figure",
    }

    cdf = received["kill_turn_cdf_figure"]
    assert list(cdf.columns) == ["side", "turn", "p", "lo", "hi", "games"]
    for side in rd.SIDES:
        block = cdf[cdf["side"] == side].set_index("turn")
        assert (block["games"] == summary[side]["games"]).all()
        for t, p in summary[side]["p_kill_by_turn"].items():
            assert block.loc[int(t), "p"] == pytest.approx(p, abs=1e-4)
        assert (block["lo"] <= block["p"] + 1e-12).all() and (
            block["p"] <= block["hi"] + 1e-12
        ).all()
        assert block["p"].is_monotonic_increasing

    hist = received["kill_turn_histogram"]
    assert list(hist.columns) == ["side", "kill_turn", "games"]
    assert hist["games"].sum() == int(games["won"].sum())
    median = games.loc[games["won"] & games["on_the_play"], "kill_turn"].median()
    assert median == summary["on_the_play"]["kill_turn_median"]

    mull = received["mulligan_figure"]
    for side in rd.SIDES:
        block = mull[mull["side"] == side].set_index("mulligans")
        assert list(block.index) == ["0", "1", "2", "3+"]
        assert block["share"].sum() == pytest.approx(1.0)
        assert 1 - block.loc["0", "share"] == pytest.approx(
            summary[side]["mulligan_rate"], abs=1e-4
        )

    # The land-drop chart splits every game at turn t: t lands, missed, or already over.
    drops = received["land_drops_figure"]
    for side in rd.SIDES:
        block = drops[drops["side"] == side].set_index("turn")
        ld = summary[side]["land_drops"]
        for t, p in ld["p_on_curve"].items():
            row = block.loc[int(t)]
            assert row["hit"] + row["missed"] + row["ended"] == pytest.approx(1.0)
            # a game over before turn t is not a miss: the summary's p_on_curve counts it
            # with its last lands, so it lies between the games hit and hit + ended
            assert row["hit"] - 1e-4 <= p <= row["hit"] + row["ended"] + 1e-4
            if "games_reaching" in ld:
                assert row["ended"] == pytest.approx(1 - ld["games_reaching"][t] / ld["games"])
            assert row["lo"] <= row["hit"] <= row["hi"]

    curve = received["mana_curve_figure"]
    assert list(curve.columns) == ["mana_value", "card_type", "color", "copies"]
    assert curve["copies"].sum() == 40  # 60 cards, 20 lands
    assert set(curve["color"]) <= set(rd.COLOR_NAMES)
    assert "Land" not in set(curve["card_type"])
    # Lightning Helix and Boros Charm: the 8 multicoloured 2-drops (instants)
    multi = curve[(curve["color"] == "M")]
    assert multi["copies"].sum() == 8 and set(multi["mana_value"]) == {2}

    lands = received["opening_lands_figure"]
    assert list(lands.columns) == ["lands", "games", "simulated", "exact"]
    assert lands["games"].sum() == len(games)
    assert lands["simulated"].sum() == pytest.approx(1.0)
    assert list(lands["exact"]) == pytest.approx(opening_hand_lands(60, 20))
    for k, row in lands.set_index("lands").iterrows():
        assert row["games"] == int((games["opening_lands"] == k).sum())


def test_matchup_frames(matchup_run: Path, received: dict[str, pd.DataFrame]) -> None:
    build_report(matchup_run)
    summary = _json(matchup_run / "summary.json")
    assert set(received) == {"win_rate_figure"}
    rates = received["win_rate_figure"].set_index("label")
    assert list(rates.index) == ["overall", "on the play", "on the draw"]
    for label, block in (
        ("overall", summary),
        ("on the play", summary["on_the_play"]),
        ("on the draw", summary["on_the_draw"]),
    ):
        assert rates.loc[label, "win_rate"] == block["win_rate"]
        assert [rates.loc[label, "lo"], rates.loc[label, "hi"]] == block["win_rate_ci95"]
        assert rates.loc[label, "games"] == block["games"]


def test_gauntlet_frames(gauntlet_run: Path, received: dict[str, pd.DataFrame]) -> None:
    build_report(gauntlet_run)
    summary = _json(gauntlet_run / "summary.json")
    assert set(received) == {"win_rate_figure", "matrix_figure"}
    rates = received["win_rate_figure"].set_index("label")
    assert list(rates.index) == list(summary["opponents"])
    for name, block in summary["opponents"].items():
        assert rates.loc[name, "win_rate"] == block["win_rate"]
    matrix = received["matrix_figure"]
    assert list(matrix.columns) == ["deck", "opponent", "win_rate"]
    assert len(matrix) == 9
    for row in matrix.itertuples():
        expected = summary["matrix"][row.deck][row.opponent]
        if expected is None:
            assert pd.isna(row.win_rate) and row.deck == row.opponent
        else:
            assert row.win_rate == pytest.approx(expected)


def test_card_tables_flag_partly_simulated_cards(matchup_run: Path) -> None:
    manifest = _json(matchup_run / "manifest.json")
    burn, stompy = card_tables(manifest)
    assert burn is not None and stompy is not None
    assert list(burn.columns) == list(rd.CARD_COLUMNS)
    assert burn["copies"].sum() == 60 and not burn["partial"].any()
    summary = _json(matchup_run / "summary.json")
    assert sorted(stompy.loc[stompy["partial"], "name"]) == sorted(
        summary["partial_cards"]["pauper_stompy.txt"]
    )


def test_reproduce_command_names_seed_and_decks() -> None:
    manifest = {
        "command": "matchup",
        "n_games": 40,
        "seed": 7,
        "rules": "modern",
        "on": "both",
        "max_turns": 25,
        "player_a": "aggro",
        "player_b": "auto",
        "decks": [{"file": "decks/a b.txt"}, {"file": "decks/c.txt"}],
    }
    assert rd.reproduce_command(manifest) == (
        "deckstats matchup 'decks/a b.txt' decks/c.txt -n 40 --seed 7 --max-turns 25 "
        "--player-a aggro"
    )
