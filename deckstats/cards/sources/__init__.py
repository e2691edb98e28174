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

import contextlib
import os
import shutil
import sqlite3
import stat
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

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
    Record,
    Tally,
)
from deckstats.cards.sources.scryfall import iter_scryfall
from deckstats.cards.sources.sniff import (
    EXPECTED,
    READ_ERRORS,
    Sniffed,
    detect_format,
    read_error,
    short_error,
    sniff,
)
from deckstats.cards.sources.streams import (
    DECOMPRESS_ERRORS,
    CardDataError,
    broken,
    byte_position,
    compression_of,
    open_text,
)

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
        sniffed = _sniff_regular(src, label)
        if sniffed is None:  # a named pipe: copied to a temporary file first
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
    except PermissionError:
        raise CardDataError(f"{label}: permission denied") from None
    except OSError as exc:
        raise CardDataError(f"{label}: cannot read: {exc.strerror or short_error(exc)}") from None
    kind = "mtgjson" if sniffed.format.startswith("mtgjson") else "scryfall"
    source = _Source(src, label, name, sniffed, kind, name or str(src.resolve()))
    dest = index_path(home)
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CardDataError(
            f"{dest.parent}: cannot create the data directory: {exc.strerror or short_error(exc)}"
        ) from None
    lock = _lock_index(dest.parent, warn)
    try:
        done = _write_index(source, dest, replace, progress, ident, data_date)
    finally:
        _unlock_index(dest.parent, lock)
    return _summary(source, done, dest, warn)


def _sniff_regular(src: Path, label: str) -> Sniffed | None:
    """The format of a regular file, or ``None`` for a named pipe or socket.

    Raises ``CardDataError`` for a missing file, a directory or a device; ``OSError`` as
    the file system raises it (``import_file`` words it).
    """
    if not src.exists():
        raise CardDataError(f"{label}: no such file")
    if src.is_dir():
        raise CardDataError(f"{label}: is a directory, not a card-data file")
    mode = src.stat().st_mode
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return None
    if not stat.S_ISREG(mode):
        raise CardDataError(f"{label}: not a regular file (a device?)")
    return sniff(src, label)


@dataclass(frozen=True, slots=True)
class _Source:
    """The file being imported: its path, how messages name it, and what it holds."""

    path: Path
    label: str
    name: str | None
    sniffed: Sniffed
    kind: str
    location: str


@dataclass(frozen=True, slots=True)
class _Written:
    """What ``_write_index`` put into the new index."""

    cards: int
    faces: int
    duplicates: int
    meta: dict[str, Any]
    date: str | None
    imported_at: str
    tally: Tally
    started: float


def _write_index(
    source: _Source,
    dest: Path,
    replace: bool,
    progress: bool,
    ident: str | None,
    data_date: str | None,
) -> _Written:
    """Build the new index in a temporary file (the lock held) and rename it into place."""
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
            raise CardDataError(f"{dest}: cannot write the card index: {_reason(exc)}") from None
        date = data_date or source.sniffed.date
        imported_at = _now()
        builder.begin_source(
            ident=ident or source.location,
            kind=source.kind,
            location=source.location,
            imported_at=imported_at,
            data_date=date,
        )
        if progress:
            bar = _progress_bar(source)
        _read_records(source, builder, tally, bar, dest)
        _check_counts(source, builder, tally)
        cards, faces, duplicates = builder.cards, builder.faces, builder.duplicates
        try:
            meta = builder.finish()
            builder = None
            os.replace(tmp, dest)
        except (sqlite3.Error, OSError) as exc:
            raise CardDataError(f"{dest}: cannot write the card index: {_reason(exc)}") from None
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
    return _Written(cards, faces, duplicates, meta, date, imported_at, tally, started)


def _progress_bar(source: _Source) -> Any:
    """A tqdm bar of the bytes read, on stderr when it is a terminal."""
    from tqdm import tqdm

    return tqdm(
        total=source.path.stat().st_size,
        unit="B",
        unit_scale=True,
        desc=f"import {source.path.name if source.name is None else 'download'}",
        file=sys.stderr,
        disable=not sys.stderr.isatty(),
    )


def _read_records(
    source: _Source, builder: IndexBuilder, tally: Tally, bar: Any, dest: Path
) -> None:
    """Stream the file's records into ``builder``; a broken stream is a ``CardDataError``."""
    label, fmt = source.label, source.sniffed.format
    compression = compression_of(source.path)
    with open_text(source.path, compression, bar, label, fmt) as reader:
        try:
            for record in _records(fmt, reader, tally):  # type: ignore[arg-type]
                builder.add(record)
        except READ_ERRORS as exc:
            raise read_error(label, exc, reader) from None
        except ValueError as exc:
            raise CardDataError(f"{label}: not a {_label(fmt)} file: {exc}") from None
        except DECOMPRESS_ERRORS as exc:
            raise CardDataError(
                f"{label}: {broken(compression)} near byte {byte_position(reader)}: "
                f"{short_error(exc)}"
            ) from None
        except sqlite3.Error as exc:
            raise CardDataError(
                f"{dest}: cannot write the card index: {short_error(exc)}"
            ) from None


def _check_counts(source: _Source, builder: IndexBuilder, tally: Tally) -> None:
    """No cards, or more unreadable records than cards: not the card-data file meant."""
    label, fmt = source.label, source.sniffed.format
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
            f"{left_out if tally.other else ''}; {EXPECTED}"
        )
    if tally.bad > builder.cards + builder.duplicates:
        raise CardDataError(
            f"{label}: {tally.bad} of {tally.bad + builder.cards + builder.duplicates} "
            f"records are not readable cards, so this is probably not a card-data file: "
            f"{_skipped(tally)}"
        )


def _summary(
    source: _Source, done: _Written, dest: Path, warn: Callable[[str], None] | None
) -> ImportSummary:
    """The warnings (each also passed to ``warn``) and the summary of a finished import."""
    label, tally = source.label, done.tally
    warnings: list[str] = []
    if source.sniffed.note:
        warnings.append(f"{label}: {source.sniffed.note}")
    if tally.bad:
        warnings.append(
            f"{label}: skipped {_plural(tally.bad, 'unreadable record')} ({_skipped(tally)})"
        )
    if warn is not None:
        for line in warnings:
            warn(line)
    return ImportSummary(
        format=source.kind,
        cards=done.cards,
        faces=done.faces,
        duplicates=done.duplicates,
        index=dest,
        seconds=time.perf_counter() - done.started,
        location=source.location,
        date=done.date or done.imported_at,
        index_cards=int(done.meta["cards"]),
        fingerprint=done.meta["fingerprint"],
        sources=int(done.meta["sources"]),
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
    return short_error(exc)


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
            f"{root}: cannot create the data directory: {exc.strerror or short_error(exc)}"
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
            raise CardDataError(
                f"{name}: cannot read: {exc.strerror or short_error(exc)}"
            ) from None
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
