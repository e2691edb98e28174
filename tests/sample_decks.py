"""Which sample decks of decks/ need imported card data (tests import the corpus for them)."""

from __future__ import annotations

from pathlib import Path

#: A sample deck whose comment lines hold this phrase plays cards outside the built-in pool:
#: a user imports card data first (``deckstats cards download``); the tests import the
#: metagame corpus (tests/data/metagame_*.py, real Oracle texts) in its place (the
#: ``corpus_home`` fixture of tests/conftest.py).
NEEDS_CARD_DATA = "needs card data"


def needs_card_data(path: Path) -> bool:
    """Whether the sample deck at ``path`` says it needs imported card data."""
    head = path.read_text(encoding="utf-8").splitlines()[:5]
    return any(line.startswith("#") and NEEDS_CARD_DATA in line.lower() for line in head)
