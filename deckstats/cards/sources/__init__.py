"""Card-data importers: Scryfall bulk data and MTGJSON files -> the local index.

``import_file(path)`` detects the format, streams the file (memory stays flat), writes a
new SQLite index to a temporary file next to the old one and renames it into place only
when everything was read: a corrupt or wrong file leaves any existing index untouched.

Imports merge: the new index holds the old one's sources plus this one, and for each card
name the newest data wins (the rule is in ``index.py``); ``replace=True`` starts afresh.

Readable files: a Scryfall bulk file (a JSON array of card objects: ``oracle-cards``,
``default-cards``, ``all-cards``), a Scryfall API list object (a search result page), a
single Scryfall card object, Scryfall's JSON Lines bulk export (one card object per line),
MTGJSON ``AtomicCards.json``, ``AllPrintings.json``, a one-set file (``M10.json``) and
``AllIdentifiers.json``; each plain, compressed with gzip, xz or bzip2, or the one JSON
file of a zip archive (recognised by their magic bytes and decompressed while streaming).
A named pipe (``/dev/stdin``, ``<(zcat ...)``) is copied to a temporary file first, as
it can be read only once. The text is UTF-8 (RFC 8259); a UTF-8 byte-order mark is
ignored and UTF-16 text (what Windows PowerShell 5 writes for ``curl ... > cards.json``)
is transcoded while streaming. JSON nested more than ``MAX_DEPTH`` levels is refused
early (no card-data file nests a tenth as deep, and the parser's memory would grow with
the square of the depth). One record never costs more than a bounded amount of memory:
a JSON string over ``MAX_STRING_BYTES`` (256 KiB) and a record over ``MAX_RECORD_BYTES``
(4 MiB) are replaced in the byte stream before the parser builds them (``_StringCap``,
``_RecordCap``), and the record is skipped and counted like any unreadable one.

**Unreadable records.** A record that is not a readable card (see ``records.py``: no
name, no type line, a field of the wrong JSON type) is skipped and counted, and the
import goes on: one broken object in a 100,000-card file should not cost the user the
file. The import reports how many were skipped and why (``ImportSummary.skipped`` and
one warning line naming the first few by position and name). It fails instead, changing
nothing, when no card could be read, or when unreadable records outnumber the cards read
(then it is not the card-data file the user meant). Malformed JSON, a broken compressed
stream or text that is not UTF-8 (or UTF-16) fails the whole import: a streaming parser cannot
resynchronise after it, and a file cut short would silently lose every card after the
cut. Tokens, emblems, art-series cards and other objects a deck cannot hold are left out
and counted (``ImportSummary.other``).
"""

from __future__ import annotations

import bz2
import codecs
import contextlib
import gzip
import lzma
import os
import re
import shutil
import sqlite3
import stat
import sys
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import ijson
import numpy as np

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
from deckstats.cards.sources.mtgjson import iter_mtgjson, iter_printings
from deckstats.cards.sources.records import (
    MAX_RECORD_BYTES,
    MAX_STRING_BYTES,
    OVERSIZE_MARK,
    OVERSIZE_RECORD,
    Record,
    Tally,
)
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
    "or JSON Lines) or an MTGJSON file (AtomicCards, AllPrintings, a set, AllIdentifiers)"
)

#: Leading bytes of the compressed formats ``import_file`` reads.
_MAGIC = (
    (b"\x1f\x8b", "gzip"),
    (b"\xfd7zXZ\x00", "xz"),
    (b"BZh", "bzip2"),
    (b"PK\x03\x04", "zip"),
)


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
    #: Unreadable records skipped, and tokens / emblems / art cards left out.
    skipped: int = 0
    other: int = 0
    warnings: tuple[str, ...] = ()


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
    """Return ``"gzip"``, ``"xz"``, ``"bzip2"`` or ``"zip"`` from the file's magic bytes.

    ``None`` for anything else (plain text).
    """
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
_DECOMPRESS_ERRORS = (
    EOFError,
    zlib.error,
    lzma.LZMAError,
    gzip.BadGzipFile,
    zipfile.BadZipFile,
    NotImplementedError,  # a zip member compressed with a method zipfile lacks
    OSError,
)


def _broken(compression: str | None) -> str:
    return f"corrupt {compression} data" if compression else "read error"


#: Deeper than any card-data file nests (AllPrintings' booster sheets are about 8 levels).
MAX_DEPTH = 64
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')


class TooDeepError(ValueError):
    """JSON nested deeper than ``MAX_DEPTH``.

    Not card data, and the parser's memory would grow with the square of the depth.
    """


class _DepthGuard:
    """Tracks the nesting depth of a JSON byte stream, chunk by chunk, at C speed.

    Escapes (a backslash and the character after it) are cut out first, so every ``"``
    left opens or closes a string; all but quotes and brackets are deleted; the brackets
    outside strings (every other run between quotes) are kept, and matched ``[]`` /
    ``{}`` pairs are removed pass by pass: the passes needed plus the brackets still open
    bound the depth reached (to within a factor of two). An open string, or an escape cut
    by the chunk's end, carries over to the next chunk.
    """

    def __init__(self) -> None:
        self.open = b""
        self.in_string = False
        self.escape = False

    def feed(self, chunk: bytes) -> None:
        if self.escape and chunk:
            chunk, self.escape = chunk[1:], False
        if b"\\" in chunk:
            chunk = _ESCAPE.sub(b"", chunk)
            if chunk.endswith(b"\\"):  # its escaped character is in the next chunk
                chunk, self.escape = chunk[:-1], True
        runs = chunk.translate(None, _NOT_STRUCTURE).split(b'"')
        outside = runs[1::2] if self.in_string else runs[0::2]
        if len(runs) % 2 == 0:
            self.in_string = not self.in_string
        stack = self.open + b"".join(outside)
        passes = 0
        while True:
            reduced = stack.replace(b"[]", b"").replace(b"{}", b"")
            if reduced == stack:
                break
            stack = reduced
            passes += 1
            if passes > MAX_DEPTH:
                raise TooDeepError(f"JSON nested more than {MAX_DEPTH} levels deep")
        if len(stack) > MAX_DEPTH:
            raise TooDeepError(f"JSON nested more than {MAX_DEPTH} levels deep")
        self.open = stack


class _StringCap:
    """Cuts every JSON string longer than ``MAX_STRING_BYTES`` out of a UTF-8 byte stream.

    ``ijson`` builds each record whole, so one 80 MB ``oracle_text`` cost about 1 GB of
    memory. This filter holds back the bytes of the string being read (at most
    ``MAX_STRING_BYTES``); a string that grows past that is dropped to its closing quote
    and replaced by ``OVERSIZE_MARK``, which ``records.py`` refuses in any field it keeps
    (the record is skipped and counted, naming the field) and which is harmless in a field
    it ignores (flavour text). Memory per string is bounded; the JSON stays valid.

    The fast path works on whole chunks at C speed (escapes cut out, the chunk split at
    its quotes: ``_DepthGuard``'s trick); only a chunk holding an over-long string is
    walked string by string.
    """

    def __init__(self, limit: int = MAX_STRING_BYTES) -> None:
        self.limit = limit
        self.in_string = False
        self.dropping = False
        self.held = b""

    def feed(self, chunk: bytes) -> bytes:
        """The bytes of ``chunk`` that can be passed on now."""
        if not chunk:
            return b""
        data, self.held = self.held + chunk, b""
        if not self.dropping:
            cut = _ESCAPE.sub(b"", data) if b"\\" in data else data
            runs = cut.split(b'"')
            inside = runs[0::2] if self.in_string else runs[1::2]
            if max(map(len, inside), default=0) <= self.limit:
                if len(runs) % 2 == 0:
                    self.in_string = not self.in_string
                if not self.in_string:
                    return data
                start = _opening_quote(data) + 1 if len(runs) > 1 else 0
                self.held = data[start:]
                return data[:start]
        return self._walk(data)

    def _walk(self, data: bytes) -> bytes:
        out: list[bytes] = []
        pos, end = 0, len(data)
        while pos < end:
            if not self.in_string:
                q = data.find(b'"', pos)
                if q < 0:
                    out.append(data[pos:])
                    break
                out.append(data[pos : q + 1])
                pos, self.in_string, self.dropping = q + 1, True, False
                continue
            q = _closing_quote(data, pos)
            if q < 0:
                body = data[pos:]
                if self.dropping or len(body) > self.limit:
                    self.dropping = True
                    # Keep the trailing backslashes: the next byte may be one they escape.
                    self.held = body[len(body.rstrip(b"\\")) :]
                else:
                    self.held = body
                break
            if self.dropping or q - pos > self.limit:
                out.append(_OVERSIZE)
            else:
                out.append(data[pos:q])
            out.append(b'"')
            pos, self.in_string, self.dropping = q + 1, False, False
        return b"".join(out)

    def finish(self) -> bytes:
        """What is held at the end of the stream (an unterminated string: bad JSON anyway)."""
        held, self.held = (b"" if self.dropping else self.held), b""
        return held


_OVERSIZE = OVERSIZE_MARK.replace("\x00", "\\u0000").encode()


def _escaped(data: bytes, q: int, start: int = 0) -> bool:
    """Whether the quote at ``q`` follows an odd run of backslashes (from ``start``)."""
    k = q
    while k > start and data[k - 1] == 0x5C:
        k -= 1
    return (q - k) % 2 == 1


def _opening_quote(data: bytes) -> int:
    """The last unescaped quote of ``data`` (the one that opened the string still open)."""
    q = len(data)
    while True:
        q = data.rfind(b'"', 0, q)
        if q < 0 or not _escaped(data, q):
            return q


def _closing_quote(data: bytes, pos: int) -> int:
    """The first unescaped quote at or after ``pos`` (inside a string from ``pos``), or -1."""
    while True:
        q = data.find(b'"', pos)
        if q < 0 or not _escaped(data, q, pos if pos > 0 else 0):
            return q
        pos = q + 1


#: The nesting depth at which each format's records open (0: top-level values), for
#: ``_RecordCap``. AllPrintings' set objects (depth 2) are built whole by the reader, so
#: its cap applies to their cards (depth 4).
_RECORD_DEPTH = {
    "scryfall": 1,
    "scryfall-list": 2,
    "scryfall-jsonl": 0,
    "mtgjson": 2,
    "mtgjson-set": 3,
    "mtgjson-sets": 4,
    "mtgjson-ids": 2,
}
_OVERSIZE_RECORD = b'"' + OVERSIZE_RECORD.replace("\x00", "\\u0000").encode() + b'"'
#: ``bytes.translate`` table: 1 for a quote, 2 for an opening bracket, 3 for a closing one,
#: 0 for every other byte.
_STRUCTURE = bytes(
    1 if b == ord('"') else 2 if b in b"[{" else 3 if b in b"]}" else 0 for b in range(256)
)


class _RecordCap:
    """Replaces every record longer than ``MAX_RECORD_BYTES`` by ``OVERSIZE_RECORD``.

    ``_StringCap`` bounds one string; a record of millions of short items (an 80 MB list
    of keywords) still cost ``ijson`` a gigabyte to build. This filter follows the nesting
    depth of the UTF-8 stream exactly (numpy over each chunk: quotes, escapes and
    brackets, at C speed) and holds back the bytes of the record being read, from its
    opening bracket at the format's record depth (``_RECORD_DEPTH``) to its closing one:
    a record that closes within the limit is passed on whole; one that grows past it is
    dropped to its end and ``OVERSIZE_RECORD`` (a JSON string) stands in its place, which
    the readers skip and count as an unreadable record naming the cause.
    """

    def __init__(self, depth: int, limit: int | None = None) -> None:
        self.at = depth
        self.limit = MAX_RECORD_BYTES if limit is None else limit
        self.depth = 0
        self.in_string = False
        self.escape = False
        self.open = False
        self.dropping = False
        self.held: list[bytes] = []
        self.held_len = 0

    def _scan(self, chunk: bytes) -> tuple[np.ndarray, np.ndarray]:
        """Positions of the record openings and closings in ``chunk``; updates the state.

        Only the structural bytes (quotes and brackets, a few percent of the text) are
        looked at: ``translate`` marks them at C speed, numpy does the rest.
        """
        data = chunk
        if self.escape:  # the previous chunk ended in the backslash of an escape
            data = b"_" + chunk[1:]
            self.escape = False
        if b"\\" in data:
            data = _ESCAPE.sub(b"__", data)
            if data.endswith(b"\\"):
                self.escape = True
        marks = np.frombuffer(data.translate(_STRUCTURE), dtype=np.uint8)
        where = np.flatnonzero(marks)
        if not len(where):
            return where, where
        kinds = marks[where]
        quotes = kinds == 1
        outside = (np.cumsum(quotes) + self.in_string) % 2 == 0
        step = np.where(outside & (kinds == 2), 1, np.where(outside & (kinds == 3), -1, 0))
        after = self.depth + np.cumsum(step)
        self.in_string = not bool(outside[-1])  # the parity after the last quote
        self.depth = int(after[-1])
        opens = where[(step == 1) & (after == self.at + 1)]
        closes = where[(step == -1) & (after == self.at)]
        return opens, closes

    def feed(self, chunk: bytes) -> bytes:
        """The bytes of ``chunk`` that can be passed on now."""
        if not chunk:
            return b""
        opens, closes = self._scan(chunk)
        if not self.open and not len(opens):
            return chunk  # no record begins or is open: the common case between records
        events = sorted([(int(p), 1) for p in opens] + [(int(p), -1) for p in closes])
        out: list[bytes] = []
        pos = 0
        for where, kind in events:
            if kind == 1 and not self.open:
                out.append(chunk[pos:where])
                pos, self.open, self.dropping = where, True, False
                self.held, self.held_len = [], 0
            elif kind == -1 and self.open:
                piece = chunk[pos : where + 1]
                if self.dropping or self.held_len + len(piece) > self.limit:
                    out.append(_OVERSIZE_RECORD)
                else:
                    out.extend(self.held)
                    out.append(piece)
                pos, self.open, self.dropping = where + 1, False, False
                self.held, self.held_len = [], 0
        rest = chunk[pos:]
        if not self.open:
            out.append(rest)
        elif not self.dropping:
            if self.held_len + len(rest) > self.limit:
                self.dropping, self.held, self.held_len = True, [], 0
            else:
                self.held.append(rest)
                self.held_len += len(rest)
        return b"".join(out)

    def finish(self) -> bytes:
        """An unclosed record at the end of the stream is passed on (bad JSON anyway)."""
        held = b"" if self.dropping else b"".join(self.held)
        self.held, self.held_len = [], 0
        return held


class _Utf8Reader:
    """A binary reader that hands out UTF-8.

    It drops a UTF-8 byte-order mark and transcodes UTF-16 (with a byte-order mark, or
    without one when the first character is ASCII).
    """

    def __init__(self, raw: _CountingReader, record_depth: int | None = None) -> None:
        self._raw = raw
        self.counter = raw
        self._records = None if record_depth is None else _RecordCap(record_depth)
        self._buf = b""
        self._decoder: codecs.IncrementalDecoder | None = None
        self._started = False
        self._eof = False
        self.encoding = "UTF-8"
        self._guard = _DepthGuard()
        self._cap = _StringCap()

    def _start(self) -> None:
        head = b""
        while len(head) < 4:
            chunk = self._raw.read(4 - len(head))
            if not chunk:
                break
            head += chunk
        codec = None
        if head.startswith(b"\xef\xbb\xbf"):
            head = head[3:]
        elif head.startswith((b"\xff\xfe", b"\xfe\xff")):
            codec = "utf-16"
        elif len(head) >= 2 and head[0] != 0 and head[1] == 0:
            codec = "utf-16-le"
        elif len(head) >= 2 and head[0] == 0 and head[1] != 0:
            codec = "utf-16-be"
        if codec is not None:
            self.encoding = "UTF-16"
            self._decoder = codecs.getincrementaldecoder(codec)()
            head = self._decoder.decode(head).encode()
        self._buf = self._cap.feed(head)
        if self._records is not None:
            self._buf = self._records.feed(self._buf)

    def _more(self, n: int) -> bytes:
        # At least 64 KiB a read: the string cap rescans what it holds at every chunk.
        chunk = self._raw.read(n if n < 0 else max(n, 1 << 16))
        if not chunk:
            self._eof = True
        if self._decoder is not None:
            chunk = self._decoder.decode(chunk, final=not chunk).encode()
        out = self._cap.feed(chunk) + (self._cap.finish() if self._eof else b"")
        if self._records is not None:
            out = self._records.feed(out) + (self._records.finish() if self._eof else b"")
        return out

    def read(self, n: int = -1) -> bytes:
        if not self._started:
            self._started = True
            self._start()
        if n is None or n < 0:
            data = self._buf + self._more(-1)
            if not self._eof:
                data += self._more(-1)
            self._buf = b""
            self._guard.feed(data)
            return data
        while len(self._buf) < n and not self._eof:
            self._buf += self._more(max(n - len(self._buf), 1))
        out, self._buf = self._buf[:n], self._buf[n:]
        self._guard.feed(out)
        return out


def _zip_member(archive: zipfile.ZipFile, name: str) -> zipfile.ZipInfo:
    """The one card-data file of a zip archive (MTGJSON offers ``AtomicCards.json.zip``)."""
    files = [info for info in archive.infolist() if not info.is_dir()]
    if len(files) != 1:
        files = [f for f in files if f.filename.lower().endswith((".json", ".jsonl"))]
    if len(files) != 1:
        listed = ", ".join(f.filename for f in archive.infolist()[:5]) or "nothing"
        raise CardDataError(
            f"{name}: a zip archive holding {listed}; expected one .json card-data file in it"
        )
    return files[0]


@contextlib.contextmanager
def _text(
    path: Path,
    compression: str | None,
    bar: Any = None,
    name: str = "",
    fmt: str | None = None,
) -> Iterator[_Utf8Reader]:
    """Open ``path`` as a stream of UTF-8 JSON text; ``.counter`` counts decompressed bytes.

    With ``fmt`` (the sniffed format) each record is bounded (``_RecordCap``).
    """
    depth = None if fmt is None else _RECORD_DEPTH.get(fmt)
    with open(path, "rb") as raw:
        if compression == "zip":
            with zipfile.ZipFile(raw) as archive:
                member = _zip_member(archive, name or str(path))
                if bar is not None:
                    bar.total = member.file_size
                with archive.open(member) as fh:
                    yield _Utf8Reader(_CountingReader(fh, bar), depth)
            return
        with _decompressing(_CountingReader(raw, bar), compression) as fh:
            yield _Utf8Reader(_CountingReader(fh), depth)


def _at(reader: _Utf8Reader) -> int:
    return reader.counter.position


#: Keys of an MTGJSON set object (the ones that come first in its key order among them).
_SET_KEYS = frozenset(
    {
        "baseSetSize",
        "block",
        "booster",
        "cards",
        "cardsphereSetId",
        "code",
        "codeV3",
        "decks",
        "isFoilOnly",
        "isForeignOnly",
        "isNonFoilOnly",
        "isOnlineOnly",
        "isPartialPreview",
        "keyruneCode",
        "languages",
        "mcmId",
        "mtgoCode",
        "parentCode",
        "releaseDate",
        "sealedProduct",
        "tokens",
        "totalSetSize",
        "translations",
    }
)
#: Keys of an MTGJSON card (printing) object.
_CARD_KEYS = frozenset(
    {
        "uuid",
        "layout",
        "manaValue",
        "convertedManaCost",
        "faceName",
        "text",
        "setCode",
        "identifiers",
        "availability",
        "colorIdentity",
        "artist",
    }
)
_SCALARS = frozenset({"string", "number", "boolean", "null", "integer", "double"})


@dataclass(frozen=True, slots=True)
class _Sniffed:
    format: str
    date: str | None = None
    note: str | None = None


def _data_kind(events: Iterator[tuple[str, str, Any]]) -> str:
    """The format from the events after a top-level ``"data"`` key."""
    _, event, _ = next(events)
    if event == "start_array":
        return "scryfall-list"
    if event != "start_map":
        return "no-data"
    _, event, first = next(events)
    if event != "map_key":
        return "mtgjson"  # an empty "data" object: no cards
    _, event, _ = next(events)
    if first in _SET_KEYS:
        return "mtgjson-set"
    if event != "start_map":
        return "mtgjson"
    inner = f"data.{first}"
    for prefix, event, value in events:
        if prefix == inner and event == "map_key":
            if value in _SET_KEYS:
                return "mtgjson-sets"
            if value in _CARD_KEYS:
                return "mtgjson-ids"
        elif prefix == inner and event == "end_map":
            break
    return "mtgjson"


def _sniff(path: Path, name: str) -> _Sniffed:
    """Return the format of a card-data file and the date its data states (MTGJSON only)."""
    compression = compression_of(path)
    opened: list[_Utf8Reader] = []
    try:
        with _text(path, compression, name=name) as fh:
            opened.append(fh)
            head = fh.read(4096)
    except PermissionError:
        raise
    except TooDeepError as exc:
        raise CardDataError(f"{name}: {exc}; not card data") from None
    except _DECOMPRESS_ERRORS as exc:
        raise CardDataError(f"{name}: {_broken(compression)}: {_short(exc)}") from None
    except UnicodeDecodeError:
        encoding = opened[0].encoding if opened else "UTF-8"
        raise CardDataError(f"{name}: not valid {encoding} text") from None
    stripped = head.lstrip(b" \t\r\n")
    first = stripped[:1]
    if not first:
        raise CardDataError(f"{name}: file is empty; {_EXPECTED}")
    if first == b"[":
        return _Sniffed("scryfall")
    if first != b"{":
        raise CardDataError(f"{name}: {_not_json(stripped)}; {_EXPECTED}")
    date: str | None = None
    top_keys: set[str] = set()
    scalars: dict[str, Any] = {}
    with _text(path, compression, name=name) as reader:
        try:
            events = iter(ijson.parse(reader, multiple_values=True))
            for prefix, event, value in events:
                if prefix == "meta.date" and event == "string":
                    date = str(value)
                elif prefix == "" and event == "map_key":
                    top_keys.add(str(value))
                    if value == "data":
                        fmt = _data_kind(events)
                        if fmt == "no-data":
                            break
                        note = None
                        if fmt == "scryfall-list" and scalars.get("has_more") is True:
                            note = (
                                "this is one page of a Scryfall search (has_more is true); "
                                "the cards of the other pages are not in it"
                            )
                        return _Sniffed(fmt, date if fmt.startswith("mtgjson") else None, note)
                elif prefix in ("object", "details", "has_more") and event in _SCALARS:
                    scalars[prefix] = value
                elif prefix == "" and event == "end_map":
                    if "name" in top_keys:
                        return _Sniffed("scryfall-jsonl")
                    break
        except ijson.JSONError as exc:
            raise CardDataError(f"{name}: {_json_error(exc, _at(reader))}") from None
        except TooDeepError as exc:
            raise CardDataError(f"{name}: {exc} near byte {_at(reader)}; not card data") from None
        except _DECOMPRESS_ERRORS as exc:
            raise CardDataError(f"{name}: {_broken(compression)}: {_short(exc)}") from None
        except UnicodeDecodeError:
            raise CardDataError(
                f"{name}: not valid {reader.encoding} text near byte {_at(reader)}"
            ) from None
        except StopIteration:
            pass
    if scalars.get("object") == "error":
        detail = str(scalars.get("details") or "no details")
        raise CardDataError(f"{name}: a Scryfall error response, not card data: {detail}")
    raise CardDataError(f"{name}: a JSON object without card data; {_EXPECTED}")


def _not_json(head: bytes) -> str:
    if head.startswith(b"SQLite format 3\x00"):
        return "not a JSON card-data file (an SQLite database, e.g. MTGJSON AllPrintings.sqlite)"
    if head[257:262] == b"ustar":
        return "not a JSON card-data file (a tar archive; unpack it and import a .json file)"
    text = head[:200].decode("utf-8", "replace")
    line = text.splitlines()[0] if text else ""
    if text[:1] == "<":
        what = "an HTML page" if "html" in text.lower() else "XML or HTML"
        return f"not a JSON card-data file ({what}: a saved web page or error page?)"
    if text[:1] in "-0123456789":
        return f"not a JSON card-data file (a JSON number: {line[:20]})"
    if text[:1] == '"':
        return "not a JSON card-data file (a JSON string)"
    snippet = line if len(line) <= 30 else line[:27] + "..."
    return f"not a JSON card-data file (it starts {snippet!r})"


def _json_error(exc: BaseException, position: int) -> str:
    message = _short(exc)
    if "UTF8" in message or "UTF-8" in message:
        return f"not UTF-8 text near byte {position} (save the file as UTF-8)"
    return f"corrupt JSON near byte {position}: {message}"


def detect_format(path: Path) -> str:
    """Return the format of a card-data file.

    One of ``"scryfall"`` (a JSON array), ``"scryfall-list"`` (an API list object),
    ``"scryfall-jsonl"`` (JSON Lines, or one card object), ``"mtgjson"`` (AtomicCards),
    ``"mtgjson-sets"`` (AllPrintings), ``"mtgjson-set"`` (one set) or ``"mtgjson-ids"``
    (AllIdentifiers). Only the start of the file is read (up to the first entry under the
    top-level ``data`` key of an object, or the end of the first object of a JSON Lines
    file); compressed files are read through their decompressor.

    Raises:
        CardDataError: empty file, not JSON, or a JSON value of none of these formats.
    """
    return _sniff(Path(path), str(path)).format


def _short(exc: BaseException) -> str:
    arg = exc.args[0] if len(exc.args) == 1 else None
    raw = arg.decode("utf-8", "replace") if isinstance(arg, bytes) else str(exc)
    text = raw.strip().splitlines()
    return text[0].strip() if text else type(exc).__name__


def _records(fmt: str, stream: IO[bytes], tally: Tally) -> Iterator[Record]:
    if fmt == "mtgjson":
        return iter_mtgjson(stream, tally=tally)
    if fmt.startswith("mtgjson-"):
        return iter_printings(stream, fmt.removeprefix("mtgjson-"), tally=tally)
    if fmt == "scryfall-jsonl":
        return iter_scryfall(stream, "", multiple_values=True, tally=tally)
    prefix = "data.item" if fmt == "scryfall-list" else "item"
    return iter_scryfall(stream, prefix, tally=tally)


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def _skipped(tally: Tally) -> str:
    more = "; ..." if tally.bad > len(tally.reasons) else ""
    return f"{'; '.join(tally.reasons)}{more}"


def import_file(
    path: str | os.PathLike[str],
    *,
    home: Path | None = None,
    progress: bool = False,
    replace: bool = False,
    name: str | None = None,
    ident: str | None = None,
    data_date: str | None = None,
    warn: Callable[[str], None] | None = None,
) -> ImportSummary:
    """Import a Scryfall or MTGJSON file into the local index, merging with what it holds.

    Unreadable records are skipped and counted (the module notes say when the import
    fails instead); each skip or caveat is also one warning line (``ImportSummary.warnings``).

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
        warn: called with each warning line (``FILE: skipped 2 unreadable records (...)``)
            once the import has succeeded.

    Raises:
        CardDataError: unreadable, empty, corrupt or wrong-format file, no cards in it,
            more unreadable records than cards, or an existing index that cannot be merged
            into or replaced. The existing index is left untouched.
    """
    src = Path(path)
    label = _printable(name or str(src))
    try:
        if not src.exists():
            raise CardDataError(f"{label}: no such file")
        if src.is_dir():
            raise CardDataError(f"{label}: is a directory, not a card-data file")
        mode = src.stat().st_mode
        if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
            return _import_pipe(
                src,
                home=home,
                progress=progress,
                replace=replace,
                name=label,
                ident=ident,
                data_date=data_date,
                warn=warn,
            )
        if not stat.S_ISREG(mode):
            raise CardDataError(f"{label}: not a regular file (a device?)")
        sniffed = _sniff(src, label)
    except PermissionError:
        raise CardDataError(f"{label}: permission denied") from None
    except OSError as exc:
        raise CardDataError(f"{label}: cannot read: {exc.strerror or _short(exc)}") from None
    fmt, file_date = sniffed.format, sniffed.date
    kind = "mtgjson" if fmt.startswith("mtgjson") else "scryfall"
    location = name or str(src.resolve())
    dest = index_path(home)
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CardDataError(
            f"{dest.parent}: cannot create the data directory: {exc.strerror or _short(exc)}"
        ) from None
    lock = _lock_index(dest.parent, warn)
    try:
        sweep_temps(dest.parent)
        tmp = temp_path(dest.parent, "cards.sqlite")
        started = time.perf_counter()
        bar = None
        builder: IndexBuilder | None = None
        tally = Tally()
        try:
            try:
                builder = IndexBuilder(tmp, None if replace else dest)
            except IndexMergeError as exc:
                raise CardDataError(f"{exc}; use --replace to start afresh") from None
            except (sqlite3.Error, OSError) as exc:
                raise CardDataError(
                    f"{dest}: cannot write the card index: {_reason(exc)}"
                ) from None
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
            with _text(src, compression, bar, label, fmt) as reader:
                try:
                    for record in _records(fmt, reader, tally):  # type: ignore[arg-type]
                        builder.add(record)
                except ijson.JSONError as exc:
                    raise CardDataError(f"{label}: {_json_error(exc, _at(reader))}") from None
                except TooDeepError as exc:
                    raise CardDataError(
                        f"{label}: {exc} near byte {_at(reader)}; not card data"
                    ) from None
                except UnicodeDecodeError:
                    raise CardDataError(
                        f"{label}: not valid {reader.encoding} text near byte {_at(reader)}"
                    ) from None
                except ValueError as exc:
                    raise CardDataError(f"{label}: not a {_label(fmt)} file: {exc}") from None
                except _DECOMPRESS_ERRORS as exc:
                    raise CardDataError(
                        f"{label}: {_broken(compression)} near byte {_at(reader)}: {_short(exc)}"
                    ) from None
                except sqlite3.Error as exc:
                    raise CardDataError(
                        f"{dest}: cannot write the card index: {_short(exc)}"
                    ) from None
            if builder.cards == 0:
                if tally.bad:
                    raise CardDataError(
                        f"{label}: no cards found in this {_label(fmt)} file; "
                        f"{_plural(tally.bad, 'unreadable record')}: {_skipped(tally)}"
                    )
                objects = _plural(tally.other, "non-deck object")
                left_out = f" (only {objects}: tokens, emblems, art cards...)"
                raise CardDataError(
                    f"{label}: no cards found in this {_label(fmt)} file"
                    f"{left_out if tally.other else ''}; {_EXPECTED}"
                )
            if tally.bad > builder.cards + builder.duplicates:
                raise CardDataError(
                    f"{label}: {tally.bad} of {tally.bad + builder.cards + builder.duplicates} "
                    f"records are not readable cards, so this is probably not a card-data file: "
                    f"{_skipped(tally)}"
                )
            cards, faces, duplicates = builder.cards, builder.faces, builder.duplicates
            try:
                meta = builder.finish()
                builder = None
                os.replace(tmp, dest)
            except (sqlite3.Error, OSError) as exc:
                raise CardDataError(
                    f"{dest}: cannot write the card index: {_reason(exc)}"
                ) from None
        except BaseException:
            if builder is not None:
                with contextlib.suppress(sqlite3.Error):
                    builder.abort()
            # A cleanup that fails (a read-only home) must not hide the error that got here.
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise
        finally:
            if bar is not None:
                bar.close()
    finally:
        _unlock_index(dest.parent, lock)
    warnings: list[str] = []
    if sniffed.note:
        warnings.append(f"{label}: {sniffed.note}")
    if tally.bad:
        warnings.append(
            f"{label}: skipped {_plural(tally.bad, 'unreadable record')} ({_skipped(tally)})"
        )
    if warn is not None:
        for line in warnings:
            warn(line)
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
        skipped=tally.bad,
        other=tally.other,
        warnings=tuple(warnings),
    )


#: The lock file that serialises imports into one data directory (``fcntl.flock``).
LOCK_FILE = ".cards.lock"


def _reason(exc: BaseException) -> str:
    """An OS or SQLite error's reason, without the errno prefix and path."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return _short(exc)


def _lock_index(home: Path, warn: Callable[[str], None] | None) -> int:
    """Take the data directory's import lock; wait (saying so) while another import holds it.

    Two imports into one home run one after the other: each reads the index it merges
    into only once it holds the lock, so the second merges into what the first wrote and
    no source is lost. The lock is ``fcntl.flock`` on ``LOCK_FILE``; ``_unlock_index``
    deletes that file before releasing it, so a waiter that then gets the lock of a
    deleted file opens the new one and locks again (the directory stays clean, and the
    lock dies with its process: a ``kill -9`` leaves nothing to clean up). A read-only home
    fails here or later with the real error ("Read-only file system").

    Raises:
        CardDataError: the lock file can be neither created nor opened.
    """
    import fcntl

    path = home / LOCK_FILE
    told = False
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise CardDataError(
                f"{index_path(home)}: cannot write the card index: {_reason(exc)}"
            ) from None
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if not told:
                    told = True
                    (warn or _stderr)(
                        f"{home}: another import into this card index is running; waiting for it"
                    )
                fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                same = os.stat(path).st_ino == os.fstat(fd).st_ino
            except FileNotFoundError:
                same = False
        except BaseException:
            os.close(fd)
            raise
        if same:
            return fd
        os.close(fd)  # the holder deleted that file when it finished: lock the new one


def _unlock_index(home: Path, fd: int) -> None:
    """Delete the lock file, then release the lock (see ``_lock_index``)."""
    with contextlib.suppress(OSError):
        os.unlink(home / LOCK_FILE)
    os.close(fd)


def _stderr(message: str) -> None:
    print(f"deckstats: {message}", file=sys.stderr, flush=True)


def _import_pipe(src: Path, *, home: Path | None, name: str, **options: Any) -> ImportSummary:
    """Import what a pipe holds (``zcat x.gz | deckstats cards import /dev/stdin``).

    A pipe can be read once, and the format is detected before the import reads the file,
    so its bytes are first copied to a temporary file in the data directory (deleted
    whatever happens). The source is named by the path given, so importing through the
    same path again replaces it, as for a file.
    """
    root = index_path(home).parent
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CardDataError(
            f"{root}: cannot create the data directory: {exc.strerror or _short(exc)}"
        ) from None
    copy = temp_path(root, "import")
    try:
        try:
            out = open(copy, "wb")  # noqa: SIM115 - closed below, before the import
        except OSError as exc:
            raise CardDataError(
                f"{index_path(home)}: cannot write the card index: {_reason(exc)}"
            ) from None
        try:
            with open(src, "rb") as fh, out:
                shutil.copyfileobj(fh, out, 1 << 20)
        except PermissionError:
            raise CardDataError(f"{name}: permission denied") from None
        except OSError as exc:
            raise CardDataError(f"{name}: cannot read: {exc.strerror or _short(exc)}") from None
        return import_file(copy, home=home, name=name, **options)
    finally:
        with contextlib.suppress(OSError):
            copy.unlink(missing_ok=True)


def _printable(text: str) -> str:
    """``text`` with control characters escaped, so a message stays one line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


_LABELS = {
    "mtgjson": "MTGJSON AtomicCards",
    "mtgjson-sets": "MTGJSON AllPrintings",
    "mtgjson-set": "MTGJSON set",
    "mtgjson-ids": "MTGJSON AllIdentifiers",
    "scryfall-list": "Scryfall list",
    "scryfall-jsonl": "Scryfall JSON Lines",
}


def _label(fmt: str) -> str:
    return _LABELS.get(fmt, "Scryfall bulk-data")
