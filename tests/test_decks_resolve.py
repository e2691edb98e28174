"""Every sample deck in decks/ parses with the default card database and is legal.

The first comment line of each deck names its format ("Limited", "Draft", "Sealed" or
"40" mean limited; a constructed format name means constructed); without one the format
is inferred from the deck's size. A deck whose comments say it "needs card data" plays
cards outside the built-in pool; it is checked with the metagame corpus imported.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sample_decks import needs_card_data

from deckstats.deck import format_from_comments, infer_format, load_decklist, validate

DECKS = Path(__file__).resolve().parent.parent / "decks"
DECK_FILES = sorted(DECKS.glob("*.txt"))


def test_sample_decks_exist():
    assert DECK_FILES, f"no sample decks in {DECKS}"


@pytest.mark.parametrize("path", DECK_FILES, ids=[p.name for p in DECK_FILES])
def test_deck_resolves_and_is_valid(path, request, monkeypatch):
    """A deck that says it needs card data resolves with the corpus imported (conftest)."""
    if needs_card_data(path):
        monkeypatch.setenv("DECKSTATS_HOME", str(request.getfixturevalue("corpus_home")))
    deck = load_decklist(path)
    fmt = format_from_comments(deck.comments) or infer_format(deck)
    problems = validate(deck, fmt)
    assert not problems, "\n".join(str(p) for p in problems)
    assert deck.unknown == ()
