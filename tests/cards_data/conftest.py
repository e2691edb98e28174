"""Fixtures for card-data tests: a private $DECKSTATS_HOME, never the user's ~/.cache."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parents[1] / "data"


@pytest.fixture(autouse=True)
def deckstats_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DECKSTATS_HOME", str(home))
    return home


@pytest.fixture
def scryfall_file() -> Path:
    return DATA / "scryfall_sample.json"


@pytest.fixture
def mtgjson_file() -> Path:
    return DATA / "mtgjson_sample.json"
