"""Streaming reader of Scryfall bulk-data files (``oracle-cards``, ``default-cards``).

A bulk file is one JSON array of card objects or (Scryfall's bulk export since July 2026,
``jsonl_download_uri``) JSON Lines, one card object per line. Either is read item by item
with ``ijson``, so memory stays flat whatever the file size (the real ``default-cards`` is
~500 MB, ``oracle-cards`` ~150 MB). A Scryfall API list object (``{"object": "list", "data":
[...]}``) and a single card object (as the API's ``/cards/named`` returns) are accepted too,
and so are MTGJSON card objects met in such an array (a set's ``cards`` list saved on
its own): they are told apart by MTGJSON's ``type`` where Scryfall has ``object`` and
``type_line``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO

import ijson

from deckstats.cards.sources.mtgjson import Printings
from deckstats.cards.sources.records import (
    Record,
    Tally,
    oversize_reason,
    scryfall_record,
)


def iter_scryfall(
    stream: IO[bytes],
    prefix: str = "item",
    *,
    multiple_values: bool = False,
    tally: Tally | None = None,
) -> Iterator[Record]:
    """Yield one record per deck card of a Scryfall array read from ``stream``.

    Args:
        stream: a binary file positioned at the start of the JSON text.
        prefix: ``"item"`` for a bulk array, ``"data.item"`` for an API list object,
            ``""`` (with ``multiple_values``) for JSON Lines, one card object per line.
        multiple_values: read a sequence of top-level JSON values (JSON Lines).
        tally: counts the items that are not readable card objects (``"item 5: ..."``,
            ``"line 6: ..."`` for JSON Lines) and the non-deck layouts (tokens...); by
            default the first unreadable item raises ``ValueError``.

    Raises:
        ijson.JSONError: malformed JSON.
    """
    tally = tally or Tally(strict=True)
    items = ijson.items(stream, prefix, use_float=True, multiple_values=multiple_values)
    mtgjson = Printings(tally)
    for index, card in enumerate(items):
        where = f"line {index + 1}" if multiple_values else f"item {index}"
        if not isinstance(card, dict):
            reason = oversize_reason(card)
            tally.skip(f"{where}: {reason}" if reason else f"{where} is not a card object")
            continue
        if "object" not in card and "type_line" not in card and "type" in card:
            # An MTGJSON card (a set's "cards" list saved on its own, say).
            found = mtgjson.add(where, card)
            if found is not None:
                yield found
            continue
        record = tally.read(where, scryfall_record, card)
        if record is not None:
            yield record
    yield from mtgjson.rest()
