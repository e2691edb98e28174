"""Streaming readers of MTGJSON files.

- ``AtomicCards.json``: ``{"meta": {...}, "data": {card name: [face, ...]}}``; entries are
  read one at a time with ``ijson.kvitems`` so the whole object is never held in memory.
- ``AllPrintings.json``: ``{"data": {set code: {"cards": [face printing, ...], ...}}}``,
  read one set at a time.
- A set file (``M10.json``): ``{"data": {"code": "M10", "cards": [...], ...}}``, read one
  card at a time.
- ``AllIdentifiers.json``: ``{"data": {uuid: face printing}}``, one printing at a time.

In the last three every printing of every face is its own object; the faces of one card
share its ``name`` and differ in ``side``. A single-faced card is yielded when first seen
(its later printings are duplicates the index skips); the faces of a multi-faced card are
gathered by name (the first printing of each side wins) and yielded at the end of the file,
so a card's faces need not be next to each other. Tokens (a set's ``tokens`` list) are not
read.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import IO, Any

import ijson

from deckstats.cards.sources.records import (
    BadRecord,
    Record,
    Tally,
    mtgjson_record,
    oversize_reason,
)


def iter_mtgjson(stream: IO[bytes], *, tally: Tally | None = None) -> Iterator[Record]:
    """Yield one record per card of an AtomicCards file read from ``stream``.

    Args:
        stream: a binary file positioned at the start of the JSON text.
        tally: counts the entries that are not readable cards (``"data['Name']: why"``)
            and the non-deck layouts; by default the first unreadable entry raises
            ``ValueError``.

    Raises:
        ValueError: a set object under ``data`` (the file is AllPrintings; ``detect_format``
            tells the formats apart, so ``import_file`` reads it with ``iter_printings``).
        ijson.JSONError: malformed JSON.
    """
    tally = tally or Tally(strict=True)
    for name, faces in ijson.kvitems(stream, "data", use_float=True):
        if isinstance(faces, dict) and "cards" in faces:
            raise ValueError("this looks like MTGJSON AllPrintings (sets), not AtomicCards")
        record = tally.read(f"data[{str(name)!r}]", mtgjson_record, str(name), faces)
        if record is not None:
            yield record


def _set_printings(stream: IO[bytes], tally: Tally) -> Iterator[tuple[str, Any]]:
    for code, data in ijson.kvitems(stream, "data", use_float=True):
        if not isinstance(data, Mapping) or not isinstance(data.get("cards"), list):
            tally.skip(f"data[{str(code)!r}] is not a set object with a 'cards' list")
            continue
        for i, card in enumerate(data["cards"]):
            yield f"data[{str(code)!r}].cards[{i}]", card


def _one_set_printings(stream: IO[bytes]) -> Iterator[tuple[str, Any]]:
    for i, card in enumerate(ijson.items(stream, "data.cards.item", use_float=True)):
        yield f"data.cards[{i}]", card


def _id_printings(stream: IO[bytes]) -> Iterator[tuple[str, Any]]:
    for uuid, card in ijson.kvitems(stream, "data", use_float=True):
        yield f"data[{str(uuid)!r}]", card


def iter_printings(
    stream: IO[bytes], shape: str, *, tally: Tally | None = None
) -> Iterator[Record]:
    """Yield one record per card of an MTGJSON printings file read from ``stream``.

    Args:
        stream: a binary file positioned at the start of the JSON text.
        shape: ``"sets"`` (AllPrintings), ``"set"`` (one set file) or ``"ids"``
            (AllIdentifiers).
        tally: counts the printings that are not readable cards (``"<where>: why"``) and
            the non-deck layouts; by default the first unreadable one raises ``ValueError``.

    Raises:
        ijson.JSONError: malformed JSON.
    """
    tally = tally or Tally(strict=True)
    printings: Iterable[tuple[str, Any]]
    if shape == "sets":
        printings = _set_printings(stream, tally)
    elif shape == "set":
        printings = _one_set_printings(stream)
    else:
        printings = _id_printings(stream)
    gather = Printings(tally)
    for where, card in printings:
        record = gather.add(where, card)
        if record is not None:
            yield record
    yield from gather.rest()


class Printings:
    """Gathers MTGJSON card printings into records (see the module notes).

    ``add`` returns the record of a single-faced card at once (``None`` otherwise);
    ``rest`` yields the multi-faced cards, once every printing has been added.
    """

    def __init__(self, tally: Tally) -> None:
        self.tally = tally
        self._multi: dict[str, dict[str, Mapping[str, Any]]] = {}
        self._where: dict[str, str] = {}

    def add(self, where: str, card: Any) -> Record | None:
        """Take one printing (``where`` names it in messages)."""
        if not isinstance(card, Mapping):
            reason = oversize_reason(card)
            self.tally.skip(f"{where}: {reason}" if reason else f"{where} is not a card object")
            return None
        name = card.get("name")
        if not isinstance(name, str) or not name.strip():
            self.tally.skip(f"{where}: not an MTGJSON card object (no 'name')")
            return None
        side = card.get("side")
        if side:
            self._multi.setdefault(name, {}).setdefault(str(side), card)
            self._where.setdefault(name, where)
            return None
        return self._record(where, name, [card])

    def rest(self) -> Iterator[Record]:
        """The multi-faced cards, each with the first printing of each of its sides."""
        for name, sides in self._multi.items():
            record = self._record(self._where[name], name, list(sides.values()))
            if record is not None:
                yield record
        self._multi.clear()

    def _record(self, where: str, name: str, faces: list[Mapping[str, Any]]) -> Record | None:
        try:
            record = mtgjson_record(name, faces)
        except BadRecord as exc:
            self.tally.skip(f"{where}: {exc}")
            return None
        if record is None:
            self.tally.other += 1
        return record
