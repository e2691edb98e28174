"""Byte streams of the card-data importers: decompression, UTF-8, bounded JSON records.

``import_file`` (``sources/__init__.py``) reads a card-data file through ``open_text``: the
file's compression is recognised by its magic bytes (``compression_of``) and undone while
streaming, UTF-16 text is transcoded to UTF-8 (``Utf8Reader``), and every JSON string
over ``MAX_STRING_BYTES`` and every record over ``MAX_RECORD_BYTES`` is cut out of the
byte stream (``_StringCap``, ``_RecordCap``) before ``ijson`` builds it, so memory stays
flat whatever the file holds. ``sniff.py`` reads the head of the same stream to tell the
format; ``scryfall.py`` and ``mtgjson.py`` turn the records into ``Record`` values.
"""

from __future__ import annotations

import bz2
import codecs
import contextlib
import gzip
import lzma
import re
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import numpy as np

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.sources.records import (
    MAX_RECORD_BYTES,
    MAX_STRING_BYTES,
    OVERSIZE_MARK,
    OVERSIZE_RECORD,
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
DECOMPRESS_ERRORS = (
    EOFError,
    zlib.error,
    lzma.LZMAError,
    gzip.BadGzipFile,
    zipfile.BadZipFile,
    NotImplementedError,  # a zip member compressed with a method zipfile lacks
    OSError,
)


def broken(compression: str | None) -> str:
    """What a stream error means: corrupt compressed data, or a read error."""
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


class Utf8Reader:
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
        """Up to ``n`` bytes of UTF-8 (``-1``: all)."""
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
def open_text(
    path: Path,
    compression: str | None,
    bar: Any = None,
    name: str = "",
    fmt: str | None = None,
) -> Iterator[Utf8Reader]:
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
                    yield Utf8Reader(_CountingReader(fh, bar), depth)
            return
        with _decompressing(_CountingReader(raw, bar), compression) as fh:
            yield Utf8Reader(_CountingReader(fh), depth)


def byte_position(reader: Utf8Reader) -> int:
    """How many decompressed bytes ``reader`` has read (where an error is)."""
    return reader.counter.position
