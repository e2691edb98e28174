"""Streaming reader of Scryfall bulk-data files (``oracle-cards``, ``default-cards``).

A bulk file is one JSON array of card objects or (Scryfall's bulk export since July 2026,
``jsonl_download_uri``) JSON Lines, one card object per line. Either is read item by item
with ``ijson``, so memory stays flat whatever the file size (the real ``default-cards`` is
~500 MB, ``oracle-cards`` ~150 MB). A Scryfall API list object (``{"object": "list", "data":
[...]}``) is accepted too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO

import ijson

from deckstats.cards.sources.records import Record, scryfall_record


def iter_scryfall(
    stream: IO[bytes], prefix: str = "item", *, multiple_values: bool = False
) -> Iterator[Record]:
    """Yield one record per deck card of a Scryfall array read from ``stream``.

    Args:
        stream: a binary file positioned at the start of the JSON text.
        prefix: ``"item"`` for a bulk array, ``"data.item"`` for an API list object,
            ``""`` (with ``multiple_values``) for JSON Lines, one card object per line.
        multiple_values: read a sequence of top-level JSON values (JSON Lines).

    Raises:
        ValueError: an item that is not a Scryfall card object (message gives its index).
        ijson.JSONError: malformed JSON.
    """
    items = ijson.items(stream, prefix, use_float=True, multiple_values=multiple_values)
    for index, card in enumerate(items):
        if not isinstance(card, dict):
            raise ValueError(f"item {index} is not a card object")
        try:
            record = scryfall_record(card)
        except ValueError as exc:
            raise ValueError(f"item {index}: {exc}") from None
        if record is not None:
            yield record
