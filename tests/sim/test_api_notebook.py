"""The Python API in a notebook (issue 30.10): progress, warnings and concise reprs.

``deckstats.goldfish(...)`` and friends draw a ``tqdm.auto`` bar by default, warn about
partly simulated cards through ``warnings`` (``PartialCardsWarning``), and their results
print the headline figures, never whole tables.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import deckstats
from deckstats.api import PartialCardsWarning
from deckstats.cards.registry import builtin_db

ROOT = Path(__file__).parents[2]
BURN = str(ROOT / "decks" / "mono_red_burn.txt")
STOMPY = str(ROOT / "decks" / "pauper_stompy.txt")


@pytest.fixture(scope="module")
def burn_run() -> Any:
    return deckstats.goldfish(BURN, n=16, seed=3, workers=1, progress=False)


def test_goldfish_repr_is_the_headline_not_the_tables(burn_run: Any) -> None:
    text = repr(burn_run)
    assert text.startswith("<GoldfishRun goldfish: mono_red_burn.txt (16 games, seed 3")
    assert "win rate" in text and "kill turn" in text and "endings" in text
    assert "game_index" not in text and "DataFrame" not in text  # no table dumped
    assert len(text.splitlines()) <= 8 and len(text) < 800
    html = burn_run._repr_html_()
    assert "<table>" in html and "win rate" in html and "game_index" not in html
    assert len(html) < 2000


def test_matchup_gauntlet_compare_reprs_are_short() -> None:
    runs = [
        deckstats.matchup(BURN, STOMPY, n=4, seed=1, workers=1, progress=False),
        deckstats.gauntlet(BURN, [STOMPY], n=4, seed=1, workers=1, progress=False),
        deckstats.compare(BURN, BURN, n=4, seed=1, workers=1, progress=False),
    ]
    heads = ["win rate (A)", "expected win rate", "win rate B - A"]
    for run, head in zip(runs, heads, strict=True):
        text = repr(run)
        assert head in text, text
        assert "game_index" not in text and len(text.splitlines()) <= 8
        assert head in run._repr_html_()


def test_default_progress_is_a_tqdm_auto_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no ``progress`` argument the run updates a ``tqdm.auto`` bar to its total."""
    import tqdm.auto

    seen: dict[str, Any] = {"updates": 0}

    class FakeBar:
        def __init__(self, **kw: Any) -> None:
            seen.update(kw)

        def __enter__(self) -> FakeBar:
            return self

        def __exit__(self, *exc: object) -> None:
            seen["closed"] = True

        def update(self, k: int) -> None:
            seen["updates"] += k

    monkeypatch.setattr(tqdm.auto, "tqdm", FakeBar)
    deckstats.goldfish(BURN, n=12, seed=1, workers=1)
    assert seen["total"] == 12 and seen["updates"] == 12 and seen["closed"]
    assert seen["unit"] == "game"


def test_partial_cards_warn_through_warnings(tmp_path: Path) -> None:
    """A deck with partly simulated cards: one ``PartialCardsWarning`` with its fidelity."""
    cards = sorted(builtin_db(), key=lambda c: c.display_name)
    partial = next(c for c in cards if c.unparsed and c.castable and not c.is_land and not c.faces)
    deck = tmp_path / "partial.txt"
    deck.write_text(f"4 {partial.display_name}\n56 Forest\n", encoding="utf-8")
    with pytest.warns(PartialCardsWarning, match="fidelity: partial") as record:
        deckstats.goldfish(deck, n=4, seed=1, workers=1, progress=False, deck_format="none")
    assert len([w for w in record if w.category is PartialCardsWarning]) == 1
    assert record[0].filename == __file__  # points at the caller's line
