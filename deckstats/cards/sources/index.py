"""The local card index: a SQLite file under ``$DECKSTATS_HOME`` (``~/.cache/deckstats``).

Tables::

    meta(key, value)                      -- format, source file, card count, import time
    cards(id, name, key UNIQUE, record)   -- one row per card; record = JSON (records.py)
    names(key PRIMARY KEY, card_id)       -- every lookup key: full name, each face, "a/b"

Name lookups go through the indexed ``names.key`` (``registry.normalize_name``), so they
cost one B-tree probe. The ``CardDef`` is compiled from the record on first lookup and
cached for the life of the ``CardIndex``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from deckstats.cards.model import CardDef
from deckstats.cards.registry import normalize_name
from deckstats.cards.sources.records import Record

INDEX_FILE = "cards.sqlite"
SCHEMA_VERSION = "1"

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL UNIQUE,
                    record TEXT NOT NULL);
CREATE TABLE names (key TEXT PRIMARY KEY, card_id INTEGER NOT NULL) WITHOUT ROWID;
"""


def deckstats_home() -> Path:
    """The data directory: ``$DECKSTATS_HOME`` or ``~/.cache/deckstats``."""
    env = os.environ.get("DECKSTATS_HOME")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "deckstats"


def index_path(home: Path | None = None) -> Path:
    """Path of the card index file under ``home`` (default ``deckstats_home()``)."""
    return (home or deckstats_home()) / INDEX_FILE


def record_keys(record: Record) -> list[str]:
    """Every normalised name a record answers to (full name, faces, ``a/b`` spelling)."""
    full = normalize_name(record["name"])
    keys = [full]
    if " // " in full:
        keys.append(full.replace(" // ", "/"))
    for face in record["faces"]:
        keys.append(normalize_name(face["name"]))
    return list(dict.fromkeys(keys))


class IndexWriter:
    """Write records into a new SQLite file (``add`` many times, then ``close``).

    The first printing of a name wins: ``default-cards`` lists every printing of a card,
    and they share Oracle text.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.cards = 0
        self.faces = 0
        self.duplicates = 0
        self._conn = sqlite3.connect(str(path))
        self._conn.execute("PRAGMA journal_mode=OFF")
        self._conn.execute("PRAGMA synchronous=OFF")
        self._conn.executescript(_SCHEMA)

    def add(self, record: Record) -> None:
        """Add one record (ignored if a card of that name is already in)."""
        cur = self._conn.execute(
            "INSERT OR IGNORE INTO cards(name, key, record) VALUES (?, ?, ?)",
            (
                record["name"],
                normalize_name(record["name"]),
                json.dumps(record, separators=(",", ":"), ensure_ascii=False),
            ),
        )
        if cur.rowcount == 0:
            self.duplicates += 1
            return
        card_id = cur.lastrowid
        self._conn.executemany(
            "INSERT OR IGNORE INTO names(key, card_id) VALUES (?, ?)",
            [(k, card_id) for k in record_keys(record)],
        )
        self.cards += 1
        self.faces += len(record["faces"])

    def close(self, meta: dict[str, str]) -> None:
        """Write ``meta`` and commit."""
        meta = {**meta, "cards": str(self.cards), "schema": SCHEMA_VERSION}
        self._conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", list(meta.items()))
        self._conn.commit()
        self._conn.close()

    def abort(self) -> None:
        """Close without committing (the caller deletes the file)."""
        self._conn.close()


class CardIndex:
    """Read access to an imported index: records, compiled cards, names.

    Args:
        path: the SQLite file written by ``IndexWriter``.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        self._cache: dict[str, CardDef | None] = {}
        self._all_names: list[str] | None = None
        self.meta: dict[str, str] = dict(self._conn.execute("SELECT key, value FROM meta"))
        self.source = self.meta.get("format", "imported")

    def __len__(self) -> int:
        return int(self.meta.get("cards", "0"))

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    def record(self, name: str) -> Record | None:
        """Return the stored record of ``name`` (any face or spelling), or ``None``."""
        key = normalize_name(name)
        with self._lock:
            row = self._conn.execute(
                "SELECT c.record FROM names n JOIN cards c ON c.id = n.card_id WHERE n.key = ?",
                (key,),
            ).fetchone()
        if row is None and "/" in key and " // " not in key:
            return self.record(key.split("/")[0].strip())
        return None if row is None else dict(json.loads(row[0]))

    def card(self, name: str) -> CardDef | None:
        """Return the compiled ``CardDef`` of ``name``, or ``None`` (cached)."""
        key = normalize_name(name)
        if key in self._cache:
            return self._cache[key]
        record = self.record(name)
        card = None
        if record is not None:
            canonical = normalize_name(record["name"])
            card = self._cache.get(canonical)
            if card is None:
                from deckstats.cards.oracle import compile_record

                card = compile_record(record, source=self.source)
                self._cache[canonical] = card
        self._cache[key] = card
        return card

    def names(self, prefix: str = "") -> list[str]:
        """Printed names whose normalised key starts with ``prefix`` (all when empty)."""
        key = normalize_name(prefix)
        with self._lock:
            if not key:
                rows = self._conn.execute("SELECT name FROM cards ORDER BY key").fetchall()
            else:
                rows = self._conn.execute(
                    "SELECT name FROM cards WHERE key >= ? AND key < ? ORDER BY key",
                    (key, key + "\U0010ffff"),
                ).fetchall()
        return [r[0] for r in rows]

    def all_names(self) -> list[str]:
        """Every printed name in the index (read once, then cached)."""
        if self._all_names is None:
            self._all_names = self.names()
        return self._all_names

    def iter_records(self) -> Iterator[Record]:
        """Yield every stored record in name order."""
        with self._lock:
            rows = self._conn.execute("SELECT record FROM cards ORDER BY key").fetchall()
        for (text,) in rows:
            yield dict(json.loads(text))


_OPEN: dict[tuple[str, float], CardIndex] = {}


def open_index(home: Path | None = None, *, path: str | Path | None = None) -> CardIndex | None:
    """Return the index under ``home`` (or at ``path``), cached per file version.

    Returns ``None`` when there is no index; that costs one ``stat`` call.
    """
    file = Path(path) if path is not None else index_path(home)
    try:
        mtime = file.stat().st_mtime
    except OSError:
        return None
    key = (str(file), mtime)
    idx = _OPEN.get(key)
    if idx is None:
        try:
            idx = CardIndex(file)
        except sqlite3.Error:
            return None
        _OPEN[key] = idx
    return idx


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
