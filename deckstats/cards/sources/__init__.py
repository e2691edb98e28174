"""Card-data importers: Scryfall bulk data and MTGJSON AtomicCards -> the local index.

``import_file(path)`` detects the format, streams the file (memory stays flat), writes a
new SQLite index to a temporary file next to the old one and renames it into place only
when everything was read: a corrupt or wrong file leaves any existing index untouched.

Imports merge: the new index holds the old one's sources plus this one, and for each card
name the newest data wins (the rule is in ``index.py``); ``replace=True`` starts afresh.

Readable files: a Scryfall bulk file (a JSON array of card objects, e.g. ``oracle-cards``),
a Scryfall API list object, Scryfall's JSON Lines bulk export (one card object per line),
and MTGJSON ``AtomicCards.json``; each plain or compressed with gzip, xz or bzip2
(recognised by their magic bytes and decompressed while streaming).
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import os
import sqlite3
import sys
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import ijson

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.index import (
    CardIndex,
    IndexBuilder,
    IndexMergeError,
    deckstats_home,
    index_path,
    index_summary,
    open_index,
    sweep_temps,
    temp_path,
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
    "index_summary",
    "open_index",
]

_EXPECTED = (
    "expected a Scryfall bulk-data file (a JSON array of card objects, e.g. oracle-cards, "
    'or JSON Lines) or an MTGJSON AtomicCards.json ({"data": {name: [faces]}})'
)

#: Leading bytes of the compressed formats ``import_file`` reads.
_MAGIC = ((b"\x1f\x8b", "gzip"), (b"\xfd7zXZ\x00", "xz"), (b"BZh", "bzip2"))


class CardDataError(DeckstatsError, ValueError):
    """A card-data file that cannot be imported (corrupt, wrong format, unreadable)."""


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """What an import did, and what the index holds afterwards."""

    format: str
    cards: int
    faces: int
    duplicates: int
    index: Path
    seconds: float
    location: str = ""
    date: str = ""
    index_cards: int = 0
    fingerprint: str = ""
    sources: int = 0


class _CountingReader:
    """A binary reader that counts bytes and reports them to a progress callback."""

    def __init__(self, raw: IO[bytes], progress: Any = None) -> None:
        self._raw = raw
        self.position = 0
        self._progress = progress

    def __enter__(self) -> _CountingReader:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def read(self, n: int = -1) -> bytes:
        data = self._raw.read(n)
        self.position += len(data)
        if self._progress is not None:
            self._progress.update(len(data))
        return data


def compression_of(path: Path) -> str | None:
    """Return ``"gzip"``, ``"xz"`` or ``"bzip2"`` from the file's magic bytes, else ``None``."""
    with open(path, "rb") as fh:
        head = fh.read(6)
    return next((kind for magic, kind in _MAGIC if head.startswith(magic)), None)


def _decompressing(raw: Any, compression: str | None) -> IO[bytes]:
    if compression == "gzip":
        return gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[return-value]
    if compression == "xz":
        return lzma.LZMAFile(raw, mode="rb")
    if compression == "bzip2":
        return bz2.BZ2File(raw, mode="rb")
    return raw  # type: ignore[no-any-return]


#: What a broken compressed stream raises while it is read.
_DECOMPRESS_ERRORS = (EOFError, zlib.error, lzma.LZMAError, gzip.BadGzipFile, OSError)


def _broken(compression: str | None) -> str:
    return f"corrupt {compression} data" if compression else "read error"


def _first_byte(stream: IO[bytes]) -> bytes:
    head = stream.read(4096)
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return stripped[:1]


def _sniff(path: Path, name: str) -> tuple[str, str | None]:
    """Return the format of a card-data file and the date its data states (MTGJSON only)."""
    compression = compression_of(path)
    with open(path, "rb") as raw, _decompressing(raw, compression) as fh:
        try:
            first = _first_byte(fh)
        except _DECOMPRESS_ERRORS as exc:
            raise CardDataError(f"{name}: {_broken(compression)}: {_short(exc)}") from None
        if not first:
            raise CardDataError(f"{name}: file is empty; {_EXPECTED}")
        if first == b"[":
            return "scryfall", None
        if first != b"{":
            raise CardDataError(f"{name}: not a JSON card-data file; {_EXPECTED}")
        fh.seek(0)
        reader = _CountingReader(fh)
        date: str | None = None
        top_keys: set[str] = set()
        try:
            in_data = False
            for prefix, event, value in ijson.parse(reader, multiple_values=True):
                if in_data:
                    if event == "start_map":
                        return "mtgjson", date
                    if event == "start_array":
                        return "scryfall-list", None
                    break
                if prefix == "meta.date" and event == "string":
                    date = str(value)
                elif prefix == "" and event == "map_key":
                    if value == "data":
                        in_data = True
                    top_keys.add(str(value))
                elif prefix == "" and event == "end_map":
                    if "name" in top_keys:
                        return "scryfall-jsonl", None
                    break
        except ijson.JSONError as exc:
            raise CardDataError(
                f"{name}: corrupt JSON near byte {reader.position}: {_short(exc)}"
            ) from None
        except _DECOMPRESS_ERRORS as exc:
            raise CardDataError(f"{name}: {_broken(compression)}: {_short(exc)}") from None
    raise CardDataError(f"{name}: a JSON object without card data; {_EXPECTED}")


def detect_format(path: Path) -> str:
    """Return ``"scryfall"``, ``"scryfall-list"``, ``"scryfall-jsonl"`` or ``"mtgjson"``.

    Only the start of the file is read (up to the top-level ``data`` key of an object, or
    the end of the first object of a JSON Lines file); compressed files are read through
    their decompressor.

    Raises:
        CardDataError: empty file, not JSON, or a JSON value of neither format.
    """
    return _sniff(Path(path), str(path))[0]


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _records(fmt: str, stream: IO[bytes]) -> Iterator[Record]:
    if fmt == "mtgjson":
        return iter_mtgjson(stream)
    if fmt == "scryfall-jsonl":
        return iter_scryfall(stream, "", multiple_values=True)
    return iter_scryfall(stream, "data.item" if fmt == "scryfall-list" else "item")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def import_file(
    path: str | os.PathLike[str],
    *,
    home: Path | None = None,
    progress: bool = False,
    replace: bool = False,
    name: str | None = None,
    ident: str | None = None,
    data_date: str | None = None,
) -> ImportSummary:
    """Import a Scryfall or MTGJSON file into the local index, merging with what it holds.

    Args:
        path: the bulk file (plain, or compressed with gzip, xz or bzip2).
        home: data directory (default ``deckstats_home()``).
        progress: show a tqdm progress bar (bytes read) on stderr when it is a terminal.
        replace: start a new index instead of merging into the existing one.
        name: what messages and ``cards sources`` call the file (default: its absolute
            path; a download passes its URL).
        ident: what makes two imports the same source, so the second replaces the first
            (default: ``name``).
        data_date: the date of the data when the source states it outside the file (the
            Scryfall bulk-data index); an MTGJSON file's own ``meta.date`` is read otherwise.

    Raises:
        CardDataError: unreadable, empty, corrupt or wrong-format file, no cards in it, or
            an existing index that cannot be merged into. The existing index is left
            untouched.
    """
    src = Path(path)
    label = name or str(src)
    if not src.exists():
        raise CardDataError(f"{label}: no such file")
    if src.is_dir():
        raise CardDataError(f"{label}: is a directory, not a card-data file")
    try:
        fmt, file_date = _sniff(src, label)
    except PermissionError:
        raise CardDataError(f"{label}: permission denied") from None
    kind = "mtgjson" if fmt == "mtgjson" else "scryfall"
    location = name or str(src.resolve())
    dest = index_path(home)
    dest.parent.mkdir(parents=True, exist_ok=True)
    sweep_temps(dest.parent)
    tmp = temp_path(dest.parent, "cards.sqlite")
    started = time.perf_counter()
    bar = None
    builder: IndexBuilder | None = None
    try:
        try:
            builder = IndexBuilder(tmp, None if replace else dest)
        except IndexMergeError as exc:
            raise CardDataError(f"{exc}; use --replace to start afresh") from None
        date = data_date or file_date
        imported_at = _now()
        builder.begin_source(
            ident=ident or location,
            kind=kind,
            location=location,
            imported_at=imported_at,
            data_date=date,
        )
        if progress:
            from tqdm import tqdm

            bar = tqdm(
                total=src.stat().st_size,
                unit="B",
                unit_scale=True,
                desc=f"import {src.name if name is None else 'download'}",
                file=sys.stderr,
                disable=not sys.stderr.isatty(),
            )
        compression = compression_of(src)
        with open(src, "rb") as raw, _decompressing(_CountingReader(raw, bar), compression) as fh:
            reader = _CountingReader(fh)
            try:
                for record in _records(fmt, reader):  # type: ignore[arg-type]
                    builder.add(record)
            except ijson.JSONError as exc:
                raise CardDataError(
                    f"{label}: corrupt JSON near byte {reader.position}: {_short(exc)}"
                ) from None
            except ValueError as exc:
                raise CardDataError(f"{label}: not a {_label(fmt)} file: {exc}") from None
            except _DECOMPRESS_ERRORS as exc:
                raise CardDataError(
                    f"{label}: {_broken(compression)} near byte {reader.position}: {_short(exc)}"
                ) from None
        if builder.cards == 0:
            raise CardDataError(f"{label}: no cards found; {_EXPECTED}")
        cards, faces, duplicates = builder.cards, builder.faces, builder.duplicates
        try:
            meta = builder.finish()
            builder = None
            os.replace(tmp, dest)
        except (sqlite3.Error, OSError) as exc:
            raise CardDataError(f"{dest}: cannot write the card index: {_short(exc)}") from None
    except BaseException:
        if builder is not None:
            builder.abort()
        tmp.unlink(missing_ok=True)
        raise
    finally:
        if bar is not None:
            bar.close()
    return ImportSummary(
        format=kind,
        cards=cards,
        faces=faces,
        duplicates=duplicates,
        index=dest,
        seconds=time.perf_counter() - started,
        location=location,
        date=date or imported_at,
        index_cards=int(meta["cards"]),
        fingerprint=meta["fingerprint"],
        sources=int(meta["sources"]),
    )


def _label(fmt: str) -> str:
    return "MTGJSON AtomicCards" if fmt == "mtgjson" else "Scryfall bulk-data"
