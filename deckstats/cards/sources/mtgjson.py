"""Streaming reader of MTGJSON ``AtomicCards.json``.

The file is ``{"meta": {...}, "data": {card name: [face, ...]}}``; entries are read one
at a time with ``ijson.kvitems`` so the whole object is never held in memory.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO

import ijson

from deckstats.cards.sources.records import Record, mtgjson_record


def iter_mtgjson(stream: IO[bytes]) -> Iterator[Record]:
    """Yield one record per card of an AtomicCards file read from ``stream``.

    Raises:
        ValueError: an entry that is not a list of faces (e.g. an ``AllPrintings`` file,
            whose ``data`` maps set codes to set objects).
        ijson.JSONError: malformed JSON.
    """
    for name, faces in ijson.kvitems(stream, "data", use_float=True):
        if isinstance(faces, dict) and "cards" in faces:
            raise ValueError(
                "this looks like MTGJSON AllPrintings (sets); use AtomicCards.json instead"
            )
        record = mtgjson_record(str(name), faces)
        if record is not None:
            yield record
