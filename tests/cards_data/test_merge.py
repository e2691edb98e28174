"""Imports merge into one index; ``cards sources``; the fingerprint (issue #16 part 2).

The rule under test: for each card name the source with the latest date wins, a source's
date being the date its data states (MTGJSON ``meta.date``, Scryfall's ``updated_at``) or
else its import time; between equal dates the later import wins. Importing the same file
again replaces what it gave before; ``--replace`` starts afresh.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.registry import normalize_name
from deckstats.cards.sources import CardDataError, import_file, index_path, index_summary
from deckstats.cards.sources.index import open_index
from deckstats.cli import main


def run(*args: str):
    return CliRunner().invoke(main, ["cards", *args])


def scry_card(name: str, text: str) -> dict:
    return {
        "object": "card",
        "name": name,
        "layout": "normal",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "oracle_text": text,
        "legalities": {"modern": "legal"},
    }


def atomic_face(name: str, text: str) -> dict:
    return {
        "name": name,
        "manaCost": "{R}",
        "type": "Instant",
        "text": text,
        "layout": "normal",
        "legalities": {"modern": "Legal"},
    }


def scryfall(path: Path, cards: dict[str, str]) -> Path:
    path.write_text(json.dumps([scry_card(n, t) for n, t in cards.items()]))
    return path


def mtgjson(path: Path, cards: dict[str, str], date: str | None) -> Path:
    meta = {"version": "5.2.2+test"} | ({"date": date} if date else {})
    data = {n: [atomic_face(n, t)] for n, t in cards.items()}
    path.write_text(json.dumps({"meta": meta, "data": data}))
    return path


BOLT_A = "Test Bolt deals 3 damage to any target."
BOLT_B = "Test Bolt deals 2 damage to any target."


def text_of(name: str) -> str:
    record = open_index().record(name)
    return record["faces"][0]["oracle_text"]


def test_import_adds_to_the_index(tmp_path):
    import_file(
        scryfall(tmp_path / "a.json", {"Test Bolt": BOLT_A, "Only Scryfall": "Draw a card."})
    )
    import_file(mtgjson(tmp_path / "b.json", {"Only Mtgjson": "Draw two cards."}, "2026-01-01"))
    idx = open_index()
    assert len(idx) == 3
    assert idx.card("Only Scryfall").source == "scryfall"
    assert idx.card("Only Mtgjson").source == "mtgjson"
    assert [(s["kind"], s["cards"], s["in_use"]) for s in idx.sources()] == [
        ("scryfall", 2, 2),
        ("mtgjson", 1, 1),
    ]


@pytest.mark.parametrize("mtgjson_first", [True, False])
@pytest.mark.parametrize(
    ("date", "winner"),
    [("2099-01-01", BOLT_B), ("2000-01-01", BOLT_A)],
)
def test_newer_data_wins_whatever_the_import_order(tmp_path, mtgjson_first, date, winner):
    """A plain Scryfall file is dated by its import (now); the MTGJSON file by meta.date."""
    a = scryfall(tmp_path / "a.json", {"Test Bolt": BOLT_A})
    b = mtgjson(tmp_path / "b.json", {"Test Bolt": BOLT_B}, date)
    for path in (b, a) if mtgjson_first else (a, b):
        import_file(path)
    assert text_of("Test Bolt") == winner
    assert len(open_index()) == 1


def test_equal_dates_later_import_wins(tmp_path):
    first = mtgjson(tmp_path / "first.json", {"Test Bolt": BOLT_A}, "2026-01-01")
    second = mtgjson(tmp_path / "second.json", {"Test Bolt": BOLT_B}, "2026-01-01")
    import_file(first)
    import_file(second)
    assert text_of("Test Bolt") == BOLT_B
    import_file(first)  # re-imported: now the later import
    assert text_of("Test Bolt") == BOLT_A


def test_data_date_from_outside_the_file(tmp_path):
    """A download passes the bulk-data index's updated_at: it dates a Scryfall file."""
    import_file(mtgjson(tmp_path / "b.json", {"Test Bolt": BOLT_B}, "2026-06-01"))
    import_file(
        scryfall(tmp_path / "a.json", {"Test Bolt": BOLT_A}), data_date="2026-05-31T23:00:00Z"
    )
    assert text_of("Test Bolt") == BOLT_B  # the Scryfall data is older
    import_file(scryfall(tmp_path / "a.json", {"Test Bolt": BOLT_A}), data_date="2026-06-02")
    assert text_of("Test Bolt") == BOLT_A


def test_reimport_of_the_same_file_replaces_its_cards(tmp_path):
    path = scryfall(tmp_path / "a.json", {"Test Bolt": BOLT_A, "Gone Later": "Draw a card."})
    import_file(path)
    scryfall(path, {"Test Bolt": BOLT_B})
    import_file(path)
    idx = open_index()
    assert idx.card("Gone Later") is None
    assert text_of("Test Bolt") == BOLT_B
    assert len(idx.sources()) == 1


def test_replace_starts_afresh(tmp_path, scryfall_file, mtgjson_file):
    import_file(scryfall_file)
    import_file(mtgjson_file, replace=True)
    idx = open_index()
    assert [s["kind"] for s in idx.sources()] == ["mtgjson"]
    assert idx.card("Goblin Fireslinger") is None  # only in the Scryfall sample
    result = run("import", str(scryfall_file), "--replace", "-q")
    assert result.exit_code == 0
    assert [s["kind"] for s in open_index().sources()] == ["scryfall"]


def test_faces_resolve_to_the_winning_card(tmp_path):
    """A face name of the newest card is not taken by an older card's face."""
    old = mtgjson(tmp_path / "old.json", {"Fire // Ice": "x"}, "2000-01-01")
    data = json.loads(old.read_text())
    data["data"]["Fire // Ice"] = [
        {**atomic_face("Fire", "Old fire."), "faceName": "Fire", "side": "a", "layout": "split"},
        {**atomic_face("Ice", "Old ice."), "faceName": "Ice", "side": "b", "layout": "split"},
    ]
    old.write_text(json.dumps(data))
    import_file(old)
    import_file(scryfall(tmp_path / "new.json", {"Fire": "New fire."}))
    assert text_of("Fire") == "New fire."
    assert open_index().record("Ice")["name"] == "Fire // Ice"  # the old card's other face
    assert open_index().record("Fire/Ice")["name"] == "Fire // Ice"


# ---- fingerprint ----------------------------------------------------------------------


def expected_fingerprint(records: dict[str, dict]) -> str:
    """The documented definition, computed independently of the index code."""
    digest = hashlib.sha256()
    for key in sorted(records):
        text = json.dumps(records[key], separators=(",", ":"), ensure_ascii=False)
        digest.update(f"{key}\t{text}\n".encode())
    return digest.hexdigest()[:12]


def test_fingerprint_definition_and_storage(scryfall_file):
    summary = import_file(scryfall_file)
    idx = open_index()
    records = {normalize_name(r["name"]): r for r in idx.iter_records()}
    assert idx.fingerprint == summary.fingerprint == expected_fingerprint(records)
    assert len(idx.fingerprint) == 12
    with sqlite3.connect(index_path()) as conn:  # stored at import, not recomputed per run
        stored = dict(conn.execute("SELECT key, value FROM meta"))
    conn.close()
    assert stored["fingerprint"] == idx.fingerprint and stored["cards"] == str(len(idx))


def test_fingerprint_depends_on_content_not_on_order(tmp_path, deckstats_home, monkeypatch):
    a = scryfall(tmp_path / "a.json", {"Card A": "Draw a card."})
    b = mtgjson(tmp_path / "b.json", {"Card B": "Draw two cards."}, "2026-01-01")
    import_file(a)
    import_file(b)
    first = open_index().fingerprint
    monkeypatch.setenv("DECKSTATS_HOME", str(tmp_path / "other"))
    import_file(b)
    import_file(a)
    assert open_index().fingerprint == first
    import_file(scryfall(a, {"Card A": "Draw three cards."}))
    assert open_index().fingerprint != first


# ---- cards sources and the manifest -----------------------------------------------------


def test_cards_sources_lines_and_json(tmp_path, scryfall_file, mtgjson_file):
    result = run("sources")
    assert result.exit_code == 0 and result.output.startswith("no card index at ")
    assert json.loads(run("sources", "--json").output)["index"] is None
    assert run("import", str(mtgjson_file), "-q").exit_code == 0
    assert run("import", str(scryfall_file), "-q").exit_code == 0
    idx = open_index()
    lines = run("sources").output.splitlines()
    assert lines[0].split() == ["kind", "date", "cards", "in", "use", "fingerprint", "location"]
    mtg, scry = lines[1].split(), lines[2].split()
    assert mtg[:2] == ["mtgjson", "2026-01-01"] and mtg[2] == "9" and mtg[-1] == str(mtgjson_file)
    assert scry[0] == "scryfall" and scry[2] == "16" and scry[-1] == str(scryfall_file)
    assert (
        lines[3]
        == f"index: {len(idx)} cards from 2 sources, fingerprint {idx.fingerprint} ({idx.path})"
    )
    data = json.loads(run("sources", "--json").output)["index"]
    assert data["fingerprint"] == idx.fingerprint and data["cards"] == len(idx)
    assert [s["kind"] for s in data["sources"]] == ["mtgjson", "scryfall"]
    assert data["sources"][0]["date"] == "2026-01-01"
    assert data["sources"][1]["date"] == data["sources"][1]["imported_at"]  # no data date


def test_import_prints_count_and_fingerprint(scryfall_file):
    result = run("import", str(scryfall_file), "-q")
    assert result.exit_code == 0
    idx = open_index()
    assert result.output.splitlines()[-1] == (
        f"index: 16 cards from 1 source, fingerprint {idx.fingerprint} ({idx.path})"
    )


def test_manifest_records_the_card_index(scryfall_file):
    from deckstats.api import goldfish

    deck = Path(__file__).parents[2] / "decks" / "mono_red_burn.txt"
    assert goldfish(deck, n=2, seed=1).manifest["card_index"] is None
    import_file(scryfall_file)
    manifest = goldfish(deck, n=2, seed=1).manifest
    idx = open_index()
    assert manifest["card_index"] == index_summary()
    assert manifest["card_index"]["fingerprint"] == idx.fingerprint
    assert manifest["card_index"]["cards"] == 16
    assert manifest["card_index"]["sources"] == [
        {
            "kind": "scryfall",
            "location": str(scryfall_file),
            "date": idx.sources()[0]["imported_at"],
            "cards": 16,
            "fingerprint": idx.sources()[0]["fingerprint"],
        }
    ]
    json.dumps(manifest)


# ---- file forms and old or broken indexes ------------------------------------------------


def test_compressed_and_json_lines_files(tmp_path, scryfall_file, mtgjson_file):
    cards = json.loads(scryfall_file.read_text())
    lines = tmp_path / "oracle-cards.jsonl.gz"
    lines.write_bytes(gzip.compress("".join(json.dumps(c) + "\n" for c in cards).encode()))
    summary = import_file(lines)
    assert summary.cards == 16 and summary.format == "scryfall"
    packed = tmp_path / "AtomicCards.json.gz"
    packed.write_bytes(gzip.compress(mtgjson_file.read_bytes()))
    summary = import_file(packed)
    assert summary.cards == 9 and summary.date == "2026-01-01"


def test_corrupt_compressed_file(tmp_path, scryfall_file):
    import_file(scryfall_file)
    before = index_path().read_bytes()
    bad = tmp_path / "cards.json.gz"
    bad.write_bytes(gzip.compress(scryfall_file.read_bytes())[:300])
    with pytest.raises(CardDataError, match=r"cards\.json\.gz: corrupt gzip data"):
        import_file(bad)
    assert index_path().read_bytes() == before


def test_unreadable_index_is_one_line_and_replace_recovers(tmp_path, scryfall_file):
    index_path().parent.mkdir(parents=True)
    index_path().write_bytes(b"not a database at all" * 100)
    result = run("import", str(scryfall_file), "-q")
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "use --replace to start afresh" in result.stderr
    assert run("import", str(scryfall_file), "-q", "--replace").exit_code == 0
    assert open_index().card("Zap") is not None


def test_schema_1_index_is_read_and_carried_over(tmp_path, scryfall_file, mtgjson_file):
    """An index written before merging existed (one source, no sources table)."""
    path = index_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
        "CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL "
        "UNIQUE, record TEXT NOT NULL);"
        "CREATE TABLE names (key TEXT PRIMARY KEY, card_id INTEGER NOT NULL) WITHOUT ROWID;"
    )
    record = {
        "name": "Legacy Card",
        "layout": "normal",
        "legalities": {},
        "faces": [{"name": "Legacy Card", "type_line": "Instant", "oracle_text": "Draw a card."}],
    }
    conn.execute(
        "INSERT INTO cards VALUES (1, 'Legacy Card', 'legacy card', ?)", (json.dumps(record),)
    )
    conn.execute("INSERT INTO names VALUES ('legacy card', 1)")
    conn.executemany(
        "INSERT INTO meta VALUES (?, ?)",
        [
            ("format", "scryfall"),
            ("file", "/old/oracle.json"),
            ("cards", "1"),
            ("imported_at", "2025-01-01T00:00:00Z"),
            ("schema", "1"),
        ],
    )
    conn.commit()
    conn.close()
    idx = open_index()
    assert idx.card("Legacy Card").source == "scryfall"
    assert idx.sources()[0]["location"] == "/old/oracle.json"
    assert index_summary()["cards"] == 1
    import_file(mtgjson_file)
    idx = open_index()
    assert idx.schema == "2"
    assert [s["location"] for s in idx.sources()] == ["/old/oracle.json", str(mtgjson_file)]
    assert idx.card("Legacy Card") is not None and idx.card("Zap") is not None


def test_temporary_files_of_dead_processes_are_swept(scryfall_file, deckstats_home):
    deckstats_home.mkdir()
    stale = deckstats_home / ".download.999999999.0badf00d.tmp"  # no such process
    stale.write_bytes(b"[{")
    mine = deckstats_home / f".download.{os.getpid()}.0badf00d.tmp"  # a live process's
    mine.write_bytes(b"[{")
    import_file(scryfall_file)
    assert not stale.exists() and mine.exists()
