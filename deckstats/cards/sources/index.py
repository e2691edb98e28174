"""The local card index: a SQLite file under ``$DECKSTATS_HOME`` (``~/.cache/deckstats``).

Tables (schema 2)::

    meta(key, value)             -- schema, card count, fingerprint, sources, last import
    sources(id, ident UNIQUE, kind, location, data_date, imported_at, rank_date,
            cards, in_use, fingerprint)
                                 -- one row per imported file or download
    cards(id, source_id, name, key, record, aliases, live)
                                 -- every record of every source; record = JSON (records.py);
                                    live = 1 on the row that wins for its name
    names(key PRIMARY KEY, card_id)
                                 -- every lookup key of the live cards: full name, each
                                    face, "a/b"

**Merging.** Imports add to the index. Each source has a date: the date its data states
(MTGJSON ``meta.date``, the ``updated_at`` of a Scryfall bulk-data entry) or, when it
states none (a plain Scryfall file), the time it was imported. For every card name the
record of the source with the latest date wins; between equal dates the later import wins.
Importing the same file (same path) or the same download again replaces what that source
gave before. Records that lose stay stored, so ``cards sources`` can say how many cards of
each source are in use.

**Fingerprint.** The index fingerprint is the first 12 hex digits of the SHA-256 over the
live cards in name-key order, each as ``key TAB record-JSON LF``: it changes exactly when
the card data a run can see changes, whatever the order of the imports. It is computed at
import time and stored in ``meta``, so reading it costs nothing. A source's fingerprint is
the same hash over all of that source's records.

Name lookups go through the indexed ``names.key`` (``registry.normalize_name``), so they
cost one B-tree probe. The ``CardDef`` is compiled from the record on first lookup and
cached for the life of the ``CardIndex``. An index written by schema 1 (one source, no
``sources`` table) is still read, and is carried into schema 2 by the next merging import.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardDef
from deckstats.cards.registry import normalize_name
from deckstats.cards.sources.records import Record

INDEX_FILE = "cards.sqlite"
SCHEMA_VERSION = "2"
FINGERPRINT_DIGITS = 12

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sources (id INTEGER PRIMARY KEY, ident TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
                      location TEXT NOT NULL, data_date TEXT, imported_at TEXT NOT NULL,
                      rank_date TEXT NOT NULL, cards INTEGER NOT NULL DEFAULT 0,
                      in_use INTEGER NOT NULL DEFAULT 0, fingerprint TEXT NOT NULL DEFAULT '');
CREATE TABLE cards (id INTEGER PRIMARY KEY, source_id INTEGER NOT NULL, name TEXT NOT NULL,
                    key TEXT NOT NULL, record TEXT NOT NULL, aliases TEXT NOT NULL,
                    live INTEGER NOT NULL DEFAULT 0, UNIQUE (source_id, key));
CREATE INDEX cards_live ON cards(key) WHERE live = 1;
CREATE TABLE names (key TEXT PRIMARY KEY, card_id INTEGER NOT NULL) WITHOUT ROWID;
"""


class IndexMergeError(Exception):
    """An existing index that cannot be merged into (unreadable, unknown schema)."""


class CorruptIndexError(DeckstatsError):
    """The card index file exists but cannot be read (not SQLite, truncated, no tables).

    Said loudly, never taken for "no index": a run would otherwise fail every imported
    card as unknown, or quietly play with the built-in pool only.
    """


def _corrupt(file: Path, exc: BaseException) -> CorruptIndexError:
    lines = str(exc).strip().splitlines()
    why = lines[0][:120] if lines else type(exc).__name__
    return CorruptIndexError(
        f"{file}: the card index is corrupt ({why}); rebuild it with "
        f"'deckstats cards import FILE --replace' or delete {file}"
    )


def deckstats_home() -> Path:
    """The data directory: ``$DECKSTATS_HOME`` or ``~/.cache/deckstats``."""
    env = os.environ.get("DECKSTATS_HOME")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "deckstats"


def index_path(home: Path | None = None) -> Path:
    """Path of the card index file under ``home`` (default ``deckstats_home()``)."""
    return (home or deckstats_home()) / INDEX_FILE


def temp_path(home: Path, what: str) -> Path:
    """A fresh hidden temporary file name in ``home`` tagged with this process id.

    ``sweep_temps`` removes such files left by processes that no longer run (a crash or
    ``kill -9`` cannot run the cleanup that normally deletes them).
    """
    return home / f".{what}.{os.getpid()}.{os.urandom(4).hex()}.tmp"


def sweep_temps(home: Path) -> None:
    """Delete temporary files in ``home`` whose writing process is gone."""
    try:
        entries = list(home.glob(".*.tmp"))
    except OSError:
        return
    for entry in entries:
        parts = entry.name.split(".")
        if len(parts) < 4 or not parts[-3].isdigit():
            continue
        pid = int(parts[-3])
        if pid == os.getpid():
            continue
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            with contextlib.suppress(OSError):
                entry.unlink()
        except OSError:
            continue


def record_keys(record: Record) -> list[str]:
    """Every normalised name a record answers to (full name, faces, ``a/b`` spelling)."""
    full = normalize_name(record["name"])
    keys = [full]
    if " // " in full:
        keys.append(full.replace(" // ", "/"))
    for face in record["faces"]:
        keys.append(normalize_name(face["name"]))
    return list(dict.fromkeys(keys))


def _record_json(record: Record) -> str:
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def _fingerprint(rows: Iterable[tuple[str, str]]) -> str:
    digest = hashlib.sha256()
    for key, record in rows:
        digest.update(f"{key}\t{record}\n".encode())
    return digest.hexdigest()[:FINGERPRINT_DIGITS]


def _schema_of(conn: sqlite3.Connection) -> str:
    row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    return str(row[0]) if row else "1"


class IndexBuilder:
    """Write a new index file: the old index's contents (unless starting afresh) plus one source.

    Use: ``IndexBuilder(tmp, base)``, ``begin_source(...)``, ``add(record)`` many times,
    then ``finish()`` (or ``abort()``; the caller deletes the file). Within one source the
    first record of a name wins: ``default-cards`` lists every printing of a card, and they
    share Oracle text.

    Args:
        path: the new file (must not exist).
        base: the current index to merge into, or ``None`` to start afresh.

    Raises:
        IndexMergeError: ``base`` is not a card index this version can read.
    """

    def __init__(self, path: Path, base: Path | None = None) -> None:
        self.path = path
        self.cards = 0
        self.faces = 0
        self.duplicates = 0
        self._source_id: int | None = None
        legacy: CardIndex | None = None
        copied = False
        if base is not None and base.exists():
            try:
                probe = sqlite3.connect(f"file:{base}?mode=ro", uri=True)
                try:
                    schema = _schema_of(probe)
                finally:
                    probe.close()
            except sqlite3.Error as exc:
                raise IndexMergeError(f"{base}: not a readable card index ({exc})") from None
            if schema == SCHEMA_VERSION:
                shutil.copyfile(base, path)
                copied = True
            elif schema == "1":
                legacy = CardIndex(base)
            else:
                raise IndexMergeError(
                    f"{base}: card index schema {schema} is newer than this deckstats reads"
                )
        self._conn = sqlite3.connect(str(path))
        self._conn.execute("PRAGMA journal_mode=OFF")
        self._conn.execute("PRAGMA synchronous=OFF")
        if not copied:
            self._conn.executescript(_SCHEMA)
        if legacy is not None:
            self._carry_legacy(legacy)

    def _carry_legacy(self, old: CardIndex) -> None:
        meta = old.meta
        where = meta.get("file", str(old.path))
        when = meta.get("imported_at", "")
        self.begin_source(
            ident=where, kind=meta.get("format", "imported"), location=where, imported_at=when
        )
        for record in old.iter_records():
            self.add(record)
        self._close_source()
        old.close()
        self.cards = self.faces = self.duplicates = 0

    def begin_source(
        self,
        *,
        ident: str,
        kind: str,
        location: str,
        imported_at: str,
        data_date: str | None = None,
    ) -> None:
        """Start a source; an earlier source with the same ``ident`` is removed first.

        Args:
            ident: what makes two imports "the same source" (resolved path, download origin).
            kind: ``scryfall`` or ``mtgjson``.
            location: the file path or URL shown by ``cards sources``.
            imported_at: ISO UTC time of this import.
            data_date: the date the data states, if any (ISO date or date-time).
        """
        old = self._conn.execute("SELECT id FROM sources WHERE ident = ?", (ident,)).fetchone()
        if old is not None:
            self._conn.execute("DELETE FROM cards WHERE source_id = ?", (old[0],))
            self._conn.execute("DELETE FROM sources WHERE id = ?", (old[0],))
        rank_date = (normalize_date(data_date) if data_date else None) or imported_at
        cur = self._conn.execute(
            "INSERT INTO sources(ident, kind, location, data_date, imported_at, rank_date) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (ident, kind, location, data_date, imported_at, rank_date),
        )
        self._source_id = cur.lastrowid

    def add(self, record: Record) -> None:
        """Add one record of the current source (ignored if that source already has the name)."""
        if self._source_id is None:
            raise RuntimeError("begin_source() first")
        cur = self._conn.execute(
            "INSERT OR IGNORE INTO cards(source_id, name, key, record, aliases) "
            "VALUES (?, ?, ?, ?, ?)",
            (
                self._source_id,
                record["name"],
                normalize_name(record["name"]),
                _record_json(record),
                json.dumps(record_keys(record), ensure_ascii=False),
            ),
        )
        if cur.rowcount == 0:
            self.duplicates += 1
            return
        self.cards += 1
        self.faces += len(record["faces"])

    def _close_source(self) -> None:
        rows = self._conn.execute(
            "SELECT key, record FROM cards WHERE source_id = ? ORDER BY key", (self._source_id,)
        )
        self._conn.execute(
            "UPDATE sources SET cards = ?, fingerprint = ? WHERE id = ?",
            (self.cards, _fingerprint(rows), self._source_id),
        )
        self._source_id = None

    def _elect(self) -> None:
        """Mark the winning record of every name live and rebuild the name lookup table."""
        ranked = self._conn.execute("SELECT id FROM sources ORDER BY rank_date, id").fetchall()
        self._conn.execute(
            "CREATE TEMP TABLE precedence (source_id INTEGER PRIMARY KEY, rank INTEGER NOT NULL)"
        )
        self._conn.executemany(
            "INSERT INTO precedence VALUES (?, ?)", ((sid, i) for i, (sid,) in enumerate(ranked))
        )
        self._conn.execute("UPDATE cards SET live = 0 WHERE live = 1")
        # With one MAX() aggregate, SQLite takes the bare column c.id from the row holding it.
        self._conn.execute(
            "UPDATE cards SET live = 1 WHERE id IN (SELECT id FROM (SELECT c.id AS id, "
            "MAX(p.rank) FROM cards c JOIN precedence p ON p.source_id = c.source_id "
            "GROUP BY c.key))"
        )
        rows = self._conn.execute(
            "SELECT c.id, c.key, c.aliases FROM cards c JOIN precedence p "
            "ON p.source_id = c.source_id WHERE c.live = 1 ORDER BY p.rank DESC, c.id"
        ).fetchall()
        self._conn.execute("DROP TABLE temp.precedence")
        self._conn.execute("DELETE FROM names")
        # Every card's own full name first, then faces and "a/b" spellings, newest source first.
        self._conn.executemany(
            "INSERT OR IGNORE INTO names(key, card_id) VALUES (?, ?)", ((k, i) for i, k, _ in rows)
        )
        self._conn.executemany(
            "INSERT OR IGNORE INTO names(key, card_id) VALUES (?, ?)",
            ((alias, i) for i, _, aliases in rows for alias in json.loads(aliases)),
        )
        self._conn.execute(
            "UPDATE sources SET in_use = (SELECT COUNT(*) FROM cards c "
            "WHERE c.source_id = sources.id AND c.live = 1)"
        )

    def finish(self) -> dict[str, str]:
        """Elect the live cards, write the fingerprints and ``meta``, commit and close.

        Returns:
            The ``meta`` table as written (``cards``, ``fingerprint``, ``sources``, ...).
        """
        if self._source_id is not None:
            self._close_source()
        self._elect()
        live = self._conn.execute(
            "SELECT key, record FROM cards WHERE live = 1 ORDER BY key"
        ).fetchall()
        sources = self._conn.execute(
            "SELECT kind, location, imported_at FROM sources ORDER BY id"
        ).fetchall()
        meta = {
            "schema": SCHEMA_VERSION,
            "cards": str(len(live)),
            "fingerprint": _fingerprint(live),
            "sources": str(len(sources)),
            "format": "+".join(sorted({kind for kind, _, _ in sources})) or "imported",
            "file": sources[-1][1] if sources else "",
            "imported_at": max((at for _, _, at in sources), default=""),
        }
        self._conn.execute("DELETE FROM meta")
        self._conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", list(meta.items()))
        self._conn.commit()
        self._conn.close()
        return meta

    def abort(self) -> None:
        """Close without committing (the caller deletes the file)."""
        self._conn.close()


def normalize_date(text: str) -> str | None:
    """Return ``text`` (an ISO date or date-time) as ``YYYY-MM-DDTHH:MM:SSZ`` in UTC, or ``None``.

    >>> normalize_date("2026-01-01")
    '2026-01-01T00:00:00Z'
    >>> normalize_date("2024-05-01T09:03:45.123+02:00")
    '2024-05-01T07:03:45Z'
    """
    from datetime import UTC, datetime

    try:
        when = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class CardIndex:
    """Read access to an imported index: records, compiled cards, names, sources.

    Args:
        path: the SQLite file written by ``IndexBuilder`` (or by schema 1).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        self._cache: dict[str, CardDef | None] = {}
        self._all_names: list[str] | None = None
        self._sources: list[dict[str, Any]] | None = None
        try:
            self.meta: dict[str, str] = dict(self._conn.execute("SELECT key, value FROM meta"))
            self._conn.execute("SELECT 1 FROM names LIMIT 1").fetchall()
            self._conn.execute("SELECT 1 FROM cards LIMIT 1").fetchall()
        except sqlite3.Error as exc:
            self._conn.close()
            raise _corrupt(path, exc) from None
        self.schema = self.meta.get("schema", "1")
        self.source = self.meta.get("format", "imported")
        self._live = "" if self.schema == "1" else "live = 1"

    def _execute(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        """Run a query and fetch all rows; a damaged file is ``CorruptIndexError``."""
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            raise _corrupt(self.path, exc) from None

    def __len__(self) -> int:
        return int(self.meta.get("cards", "0"))

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    @property
    def fingerprint(self) -> str:
        """The index fingerprint (stored at import; computed once for a schema-1 index)."""
        stored = self.meta.get("fingerprint")
        if stored is None:
            with self._lock:
                rows = self._execute("SELECT key, record FROM cards ORDER BY key")
            stored = self.meta["fingerprint"] = _fingerprint(rows)
        return stored

    def sources(self) -> list[dict[str, Any]]:
        """One dict per imported source, oldest import first.

        Keys: ``kind``, ``location``, ``date`` (the data's date, else the import time),
        ``data_date``, ``imported_at``, ``cards`` (records read), ``in_use`` (records that
        win for their name) and ``fingerprint``.
        """
        if self._sources is None:
            if self.schema == "1":
                when = self.meta.get("imported_at", "")
                self._sources = [
                    {
                        "kind": self.source,
                        "location": self.meta.get("file", ""),
                        "date": when,
                        "data_date": None,
                        "imported_at": when,
                        "cards": len(self),
                        "in_use": len(self),
                        "fingerprint": self.fingerprint,
                    }
                ]
            else:
                with self._lock:
                    rows = self._execute(
                        "SELECT kind, location, data_date, imported_at, cards, in_use, "
                        "fingerprint FROM sources ORDER BY id"
                    )
                self._sources = [
                    {
                        "kind": kind,
                        "location": location,
                        "date": data_date or imported_at,
                        "data_date": data_date,
                        "imported_at": imported_at,
                        "cards": cards,
                        "in_use": in_use,
                        "fingerprint": fingerprint,
                    }
                    for kind, location, data_date, imported_at, cards, in_use, fingerprint in rows
                ]
        return [dict(s) for s in self._sources]

    def summary(self) -> dict[str, Any]:
        """What a run's manifest records: fingerprint, live card count, sources."""
        return {
            "fingerprint": self.fingerprint,
            "cards": len(self),
            "sources": [
                {k: s[k] for k in ("kind", "location", "date", "cards", "fingerprint")}
                for s in self.sources()
            ],
        }

    def _lookup(self, key: str) -> tuple[Record, str] | None:
        if self.schema == "1":
            sql = (
                "SELECT c.record, NULL FROM names n JOIN cards c ON c.id = n.card_id "
                "WHERE n.key = ?"
            )
        else:
            sql = (
                "SELECT c.record, s.kind FROM names n JOIN cards c ON c.id = n.card_id "
                "JOIN sources s ON s.id = c.source_id WHERE n.key = ?"
            )
        with self._lock:
            rows = self._execute(sql, (key,))
        row = rows[0] if rows else None
        if row is None:
            if "/" in key and " // " not in key:
                return self._lookup(normalize_name(key.split("/")[0]))
            return None
        try:
            record = dict(json.loads(row[0]))
        except (ValueError, TypeError) as exc:
            raise _corrupt(self.path, exc) from None
        return record, row[1] or self.source

    def record(self, name: str) -> Record | None:
        """Return the stored record of ``name`` (any face or spelling), or ``None``."""
        found = self._lookup(normalize_name(name))
        return None if found is None else found[0]

    def card(self, name: str) -> CardDef | None:
        """Return the compiled ``CardDef`` of ``name``, or ``None`` (cached)."""
        key = normalize_name(name)
        if key in self._cache:
            return self._cache[key]
        found = self._lookup(key)
        card = None
        if found is not None:
            record, kind = found
            canonical = normalize_name(record["name"])
            card = self._cache.get(canonical)
            if card is None:
                from deckstats.cards.oracle import compile_record

                card = compile_record(record, source=kind)
                self._cache[canonical] = card
        self._cache[key] = card
        return card

    def names(self, prefix: str = "") -> list[str]:
        """Printed names whose normalised key starts with ``prefix`` (all when empty)."""
        key = normalize_name(prefix)
        live = f" AND {self._live}" if self._live else ""
        with self._lock:
            if not key:
                where = f"WHERE {self._live} " if self._live else ""
                rows = self._execute(f"SELECT name FROM cards {where}ORDER BY key")
            else:
                rows = self._execute(
                    f"SELECT name FROM cards WHERE key >= ? AND key < ?{live} ORDER BY key",
                    (key, key + "\U0010ffff"),
                )
        return [r[0] for r in rows]

    def all_names(self) -> list[str]:
        """Every printed name in the index (read once, then cached)."""
        if self._all_names is None:
            self._all_names = self.names()
        return self._all_names

    def iter_records(self) -> Iterator[Record]:
        """Yield every live record in name order."""
        where = f"WHERE {self._live} " if self._live else ""
        with self._lock:
            rows = self._execute(f"SELECT record FROM cards {where}ORDER BY key")
        for (text,) in rows:
            yield dict(json.loads(text))


_OPEN: dict[tuple[str, int, int], CardIndex] = {}


def open_index(home: Path | None = None, *, path: str | Path | None = None) -> CardIndex | None:
    """Return the index under ``home`` (or at ``path``), cached per file version.

    Returns ``None`` when there is no index; that costs one ``stat`` call.
    """
    file = Path(path) if path is not None else index_path(home)
    try:
        st = file.stat()
    except OSError:
        return None
    # The inode changes at every import (the new index is renamed into place).
    key = (str(file), st.st_mtime_ns, st.st_ino)
    idx = _OPEN.get(key)
    if idx is None:
        try:
            idx = CardIndex(file)
        except sqlite3.Error as exc:
            raise _corrupt(file, exc) from None
        _OPEN[key] = idx
    return idx


def index_summary(home: Path | None = None) -> dict[str, Any] | None:
    """The manifest's ``card_index`` entry: fingerprint, card count, sources; ``None`` if no index.

    Cheap: the fingerprint is read from the index's ``meta`` table, not recomputed.
    """
    idx = open_index(home)
    return None if idx is None else idx.summary()


def lookup(name: str, *, path: str | Path | None = None) -> CardDef | None:
    """``CardDB`` fallback: the imported card ``name``, or ``None``.

    Args:
        name: a card name as written.
        path: the index file (default: the one under ``deckstats_home()``).
    """
    idx = open_index(path=path)
    return None if idx is None else idx.card(name)


def candidate_names(*, path: str | Path | None = None) -> Iterable[str]:
    """``CardDB`` suggestion hook: every imported name (read once per index version)."""
    idx = open_index(path=path)
    return () if idx is None else idx.all_names()


def describe_meta(idx: CardIndex) -> dict[str, Any]:
    """Index facts for display: path, format, source file, card count, import time."""
    return {"path": str(idx.path), **idx.meta}
