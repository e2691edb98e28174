"""Card-data importers: Scryfall bulk data and MTGJSON AtomicCards -> the local index.

``import_file(path)`` detects the format, streams the file (memory stays flat), writes a
new SQLite index to a temporary file next to the old one and renames it into place only
when everything was read: a corrupt or wrong file leaves any existing index untouched.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import ijson

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.index import (
    CardIndex,
    IndexWriter,
    deckstats_home,
    index_path,
    open_index,
)
from deckstats.cards.sources.mtgjson import iter_mtgjson
from deckstats.cards.sources.records import Record
from deckstats.cards.sources.scryfall import iter_scryfall

__all__ = [
    "CardDataError",
    "CardIndex",
    "ImportSummary",
    "deckstats_home",
    "detect_format",
    "import_file",
    "index_path",
    "open_index",
]

_EXPECTED = (
    "expected a Scryfall bulk-data file (a JSON array of card objects, e.g. oracle-cards) "
    'or an MTGJSON AtomicCards.json ({"data": {name: [faces]}})'
)


class CardDataError(DeckstatsError, ValueError):
    """A card-data file that cannot be imported (corrupt, wrong format, unreadable)."""


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """What an import did."""

    format: str
    cards: int
    faces: int
    duplicates: int
    index: Path
    seconds: float


class _CountingReader:
    """A binary reader that counts bytes and reports them to a progress callback."""

    def __init__(self, raw: IO[bytes], progress: Any = None) -> None:
        self._raw = raw
        self.position = 0
        self._progress = progress

    def read(self, n: int = -1) -> bytes:
        data = self._raw.read(n)
        self.position += len(data)
        if self._progress is not None:
            self._progress.update(len(data))
        return data


def _first_byte(stream: IO[bytes]) -> bytes:
    head = stream.read(4096)
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return stripped[:1]


def detect_format(path: Path) -> str:
    """Return ``"scryfall"``, ``"scryfall-list"`` or ``"mtgjson"`` for a card-data file.

    Only the start of the file is read (up to the top-level ``data`` key of an object).

    Raises:
        CardDataError: empty file, not JSON, or a JSON value of neither format.
    """
    with open(path, "rb") as fh:
        first = _first_byte(fh)
        if not first:
            raise CardDataError(f"{path}: file is empty; {_EXPECTED}")
        if first == b"[":
            return "scryfall"
        if first != b"{":
            raise CardDataError(f"{path}: not a JSON card-data file; {_EXPECTED}")
        fh.seek(0)
        reader = _CountingReader(fh)
        try:
            depth_data = False
            for prefix, event, value in ijson.parse(reader):
                if depth_data:
                    if event == "start_map":
                        return "mtgjson"
                    if event == "start_array":
                        return "scryfall-list"
                    break
                if prefix == "" and event == "map_key" and value == "data":
                    depth_data = True
        except ijson.JSONError as exc:
            raise CardDataError(
                f"{path}: corrupt JSON near byte {reader.position}: {_short(exc)}"
            ) from None
    raise CardDataError(f"{path}: a JSON object without card data; {_EXPECTED}")


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _records(fmt: str, stream: IO[bytes]) -> Iterator[Record]:
    if fmt == "mtgjson":
        return iter_mtgjson(stream)
    return iter_scryfall(stream, "data.item" if fmt == "scryfall-list" else "item")


def import_file(
    path: str | os.PathLike[str],
    *,
    home: Path | None = None,
    progress: bool = False,
) -> ImportSummary:
    """Import a Scryfall or MTGJSON file into the local index, replacing the old one.

    Args:
        path: the downloaded bulk file.
        home: data directory (default ``deckstats_home()``).
        progress: show a tqdm progress bar (bytes read) on stderr.

    Raises:
        CardDataError: unreadable, empty, corrupt or wrong-format file, or no cards in it.
            The existing index is left untouched.
    """
    src = Path(path)
    if not src.exists():
        raise CardDataError(f"{src}: no such file")
    if src.is_dir():
        raise CardDataError(f"{src}: is a directory, not a card-data file")
    try:
        fmt = detect_format(src)
    except PermissionError:
        raise CardDataError(f"{src}: permission denied") from None
    dest = index_path(home)
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    started = time.perf_counter()
    writer = IndexWriter(tmp)
    bar = None
    try:
        if progress:
            from tqdm import tqdm

            bar = tqdm(
                total=src.stat().st_size, unit="B", unit_scale=True, desc=f"import {src.name}"
            )
        with open(src, "rb") as fh:
            reader = _CountingReader(fh, bar)
            try:
                for record in _records(fmt, reader):  # type: ignore[arg-type]
                    writer.add(record)
            except ijson.JSONError as exc:
                raise CardDataError(
                    f"{src}: corrupt JSON near byte {reader.position}: {_short(exc)}"
                ) from None
            except ValueError as exc:
                raise CardDataError(f"{src}: not a {_label(fmt)} file: {exc}") from None
        if writer.cards == 0:
            raise CardDataError(f"{src}: no cards found; {_EXPECTED}")
        source = "mtgjson" if fmt == "mtgjson" else "scryfall"
        writer.close(
            {
                "format": source,
                "file": str(src.resolve()),
                "imported_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            }
        )
        os.replace(tmp, dest)
    except BaseException:
        writer.abort()
        tmp.unlink(missing_ok=True)
        raise
    finally:
        if bar is not None:
            bar.close()
    return ImportSummary(
        format=source,
        cards=writer.cards,
        faces=writer.faces,
        duplicates=writer.duplicates,
        index=dest,
        seconds=time.perf_counter() - started,
    )


def _label(fmt: str) -> str:
    return "MTGJSON AtomicCards" if fmt == "mtgjson" else "Scryfall bulk-data"
