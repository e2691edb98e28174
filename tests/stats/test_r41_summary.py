"""Issue 32 point 3: a streamed goldfish summary counts its land drops once.

``metrics.goldfish_summary`` takes the streamed land-drop blocks (``drops``) in place of
pivoting a turns frame; the summary must equal the one computed from every turn row. The
games are the committed goldfish run's (``tests/report/data/goldfish_run``, 200 games).
"""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from deckstats.stats import metrics
from deckstats.stats.streaming import LandDrops

RUN = Path(__file__).parents[1] / "report" / "data" / "goldfish_run"


def test_streamed_land_drops_give_the_same_summary(monkeypatch: pytest.MonkeyPatch) -> None:
    games = pd.read_parquet(RUN / "games.parquet")
    turns = pd.read_parquet(RUN / "turns.parquet")
    max_turns = int(json.loads((RUN / "manifest.json").read_text(encoding="utf-8"))["max_turns"])
    expected = metrics.goldfish_summary(games, turns, max_turns)
    drops = LandDrops(len(games))
    drops.add({c: turns[c].to_numpy() for c in turns.columns})
    pivots: list[int] = []
    monkeypatch.setattr(metrics, "land_drops", lambda *a, **k: pivots.append(1))
    got = metrics.goldfish_summary(games, None, max_turns, drops.block)
    assert pivots == []  # no land-drop block computed from turn rows
    assert json.dumps(got) == json.dumps(expected)  # same values, same key order
    assert got["on_the_draw"]["land_drops"]["games"] == int((~games["on_the_play"]).sum())
