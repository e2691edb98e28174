"""``deckstats cards import`` on the card-data files users really have, and on broken ones.

Every card object here is written for the test (printed facts only). Each test checks the
exact facts imported, or the exact one-line error / warning and the exit status, and that
a failed import leaves the index as it was with no temporary file behind.
"""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import os
import sqlite3
import tarfile
import threading
import zipfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckstats.cards.model import NO_COLOR, color_from_letter
from deckstats.cards.sources import CardDataError, detect_format, import_file, index_path
from deckstats.cards.sources.index import open_index
from deckstats.cli import main

LEGAL = {"modern": "legal", "standard": "not_legal"}

BOLT = {
    "object": "card",
    "name": "Lightning Bolt",
    "layout": "normal",
    "mana_cost": "{R}",
    "cmc": 1.0,
    "type_line": "Instant",
    "oracle_text": "Lightning Bolt deals 3 damage to any target.",
    "colors": ["R"],
    "legalities": LEGAL,
}
GOYF = {
    "object": "card",
    "name": "Tarmogoyf",
    "layout": "normal",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Lhurgoyf",
    "oracle_text": "Tarmogoyf's power is equal to the number of card types among cards in all "
    "graveyards and its toughness is equal to that number plus 1.",
    "power": "*",
    "toughness": "1+*",
    "colors": ["G"],
    "legalities": LEGAL,
}
JACE = {
    "object": "card",
    "name": "Jace Beleren",
    "layout": "normal",
    "mana_cost": "{1}{U}{U}",
    "type_line": "Legendary Planeswalker — Jace",
    "oracle_text": "+2: Each player draws a card.\n−1: Target player draws a card.",
    "loyalty": "3",
    "colors": ["U"],
    "legalities": LEGAL,
}
VISION = {
    "object": "card",
    "name": "Ancestral Vision",
    "layout": "normal",
    "mana_cost": None,
    "type_line": "Sorcery",
    "oracle_text": "Suspend 4—{U}\nTarget player draws three cards.",
    "colors": ["U"],
    "color_indicator": ["U"],
    "legalities": LEGAL,
}
INVASION = {
    "object": "card",
    "name": "Invasion of Zendikar // Awakened Skyclave",
    "layout": "transform",
    "legalities": LEGAL,
    "card_faces": [
        {
            "object": "card_face",
            "name": "Invasion of Zendikar",
            "mana_cost": "{3}{G}",
            "type_line": "Battle — Siege",
            "oracle_text": "When Invasion of Zendikar enters the battlefield, search your "
            "library for up to two basic land cards, put them onto the battlefield tapped, "
            "then shuffle.",
            "defense": "3",
            "colors": ["G"],
        },
        {
            "object": "card_face",
            "name": "Awakened Skyclave",
            "mana_cost": "",
            "type_line": "Creature — Elemental",
            "oracle_text": "Vigilance, haste\n{T}: Add one mana of any color.",
            "power": "4",
            "toughness": "4",
            "colors": ["G"],
            "color_indicator": ["G"],
        },
    ],
}
STOMP = {
    "object": "card",
    "name": "Bonecrusher Giant // Stomp",
    "layout": "adventure",
    "mana_cost": "{2}{R} // {1}{R}",
    "type_line": "Creature — Giant // Instant — Adventure",
    "colors": ["R"],
    "legalities": LEGAL,
    "card_faces": [
        {
            "object": "card_face",
            "name": "Bonecrusher Giant",
            "mana_cost": "{2}{R}",
            "type_line": "Creature — Giant",
            "oracle_text": "",
            "power": "4",
            "toughness": "3",
        },
        {
            "object": "card_face",
            "name": "Stomp",
            "mana_cost": "{1}{R}",
            "type_line": "Instant — Adventure",
            "oracle_text": "Stomp deals 2 damage to any target.",
        },
    ],
}
TOKEN = {"object": "card", "name": "Goblin", "layout": "token", "type_line": "Token Creature"}
EMBLEM = {"object": "card", "name": "Jace Emblem", "layout": "emblem", "type_line": "Emblem"}
ART = {
    "object": "card",
    "name": "Lightning Bolt // Lightning Bolt",
    "layout": "art_series",
    "card_faces": [{"name": "Lightning Bolt", "type_line": "Card"}] * 2,
}
REVERSIBLE = {
    "object": "card",
    "name": "Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom",
    "layout": "reversible_card",
    "legalities": LEGAL,
    "card_faces": [
        {
            "object": "card_face",
            "name": "Zndrsplt, Eye of Wisdom",
            "mana_cost": "{4}{U}",
            "type_line": "Legendary Creature — Homunculus",
            "oracle_text": "Partner with Okaun, Eye of Chaos",
            "power": "1",
            "toughness": "4",
            "colors": ["U"],
        }
    ]
    * 2,
}

SCRYFALL = [BOLT, GOYF, JACE, VISION, INVASION, STOMP, TOKEN, EMBLEM, ART, REVERSIBLE]

# MTGJSON printings: every face of every printing is its own object.
M_BOLT = {
    "name": "Lightning Bolt",
    "manaCost": "{R}",
    "type": "Instant",
    "text": "Lightning Bolt deals 3 damage to any target.",
    "colors": ["R"],
    "layout": "normal",
    "legalities": {"modern": "Legal"},
}
M_DELVER_A = {
    "name": "Delver of Secrets // Insectile Aberration",
    "faceName": "Delver of Secrets",
    "side": "a",
    "manaCost": "{U}",
    "type": "Creature — Human Wizard",
    "text": "At the beginning of your upkeep, look at the top card of your library.",
    "power": "1",
    "toughness": "1",
    "colors": ["U"],
    "layout": "transform",
    "legalities": {"modern": "Legal"},
}
M_DELVER_B = {
    **M_DELVER_A,
    "faceName": "Insectile Aberration",
    "side": "b",
    "type": "Creature — Human Insect",
    "text": "Flying",
    "power": "3",
    "toughness": "2",
}
del M_DELVER_B["manaCost"]
M_GOBLIN = {"name": "Goblin", "type": "Token Creature — Goblin", "layout": "token"}


def _printing(card: dict[str, Any], set_code: str, number: str) -> dict[str, Any]:
    return {**card, "setCode": set_code, "number": number, "uuid": f"{set_code}-{number}"}


def _write(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _run(*args: str):
    return CliRunner().invoke(main, ["cards", *args], catch_exceptions=False)


def _ok(path: Path):
    result = _run("import", "-q", str(path))
    assert result.exit_code == 0, result.output
    return result


def _error(path: Path, message: str) -> None:
    """One ``deckstats: error: FILE: message`` line, exit 1, and the index unchanged."""
    home = index_path().parent
    import_file(_write(home.parent, "base.json", [BOLT]))
    before = index_path().read_bytes()
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1, result.output
    assert result.stderr == f"deckstats: error: {path}: {message}\n"
    assert result.stdout == ""
    assert index_path().read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["cards.sqlite"]


def _faces(name: str) -> list[dict[str, Any]]:
    idx = open_index()
    assert idx is not None
    record = idx.record(name)
    assert record is not None, name
    return list(record["faces"])


# --- real files that import ------------------------------------------------------------


def test_scryfall_bulk_facts(tmp_path):
    result = _ok(_write(tmp_path, "oracle-cards.json", SCRYFALL))
    assert (
        "imported 7 cards (9 faces; 0 duplicate printings skipped; 3 non-deck objects (tokens, "
        in (result.stdout)
    )
    assert result.stderr == ""
    assert _faces("Tarmogoyf")[0]["power"] == "*" and _faces("Tarmogoyf")[0]["toughness"] == "1+*"
    assert _faces("Jace Beleren")[0]["loyalty"] == "3"
    assert "mana_cost" not in _faces("Ancestral Vision")[0]
    assert _faces("Ancestral Vision")[0]["colors"] == "U"
    invasion, skyclave = _faces("Invasion of Zendikar")
    assert invasion == {
        "name": "Invasion of Zendikar",
        "mana_cost": "{3}{G}",
        "type_line": "Battle — Siege",
        "oracle_text": INVASION["card_faces"][0]["oracle_text"],  # type: ignore[index]
        "defense": "3",
        "colors": "G",
    }
    assert skyclave["power"] == "4" and "mana_cost" not in skyclave
    giant, stomp = _faces("Stomp")
    assert giant["type_line"] == "Creature — Giant" and stomp["mana_cost"] == "{1}{R}"
    idx = open_index()
    assert idx.record("Goblin") is None and idx.record("Jace Emblem") is None
    # A reversible card is its face, under the face's name.
    assert idx.record("Zndrsplt, Eye of Wisdom")["name"] == "Zndrsplt, Eye of Wisdom"
    card = idx.card("Zndrsplt, Eye of Wisdom")
    assert card.power == 1 and card.toughness == 4 and card.layout == "normal"
    assert all(idx.card(r["name"]) is not None for r in idx.iter_records())  # all compile


@pytest.mark.parametrize(
    ("name", "pack"),
    [
        ("oracle-cards.jsonl.gz", gzip.compress),
        ("oracle-cards.jsonl.xz", lzma.compress),
        ("oracle-cards.jsonl.bz2", bz2.compress),
    ],
)
def test_compressed_json_lines_same_fingerprint(tmp_path, name, pack):
    plain = import_file(_write(tmp_path, "plain.json", SCRYFALL), replace=True)
    text = "".join(json.dumps(card) + "\n" for card in SCRYFALL).encode()
    packed = import_file(_write(tmp_path, name, pack(text)), replace=True)
    assert (packed.cards, packed.fingerprint) == (plain.cards, plain.fingerprint)


def test_utf8_byte_order_mark(tmp_path):
    path = _write(tmp_path, "bom.json", b"\xef\xbb\xbf" + json.dumps([BOLT]).encode())
    _ok(path)
    assert _faces("Lightning Bolt")[0]["mana_cost"] == "{R}"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_is_transcoded(tmp_path, codec):
    """Windows PowerShell 5 writes UTF-16 for ``curl ... > cards.json``."""
    path = _write(tmp_path, "ps.json", json.dumps([JACE], ensure_ascii=False).encode(codec))
    _ok(path)
    assert _faces("Jace Beleren")[0]["oracle_text"] == JACE["oracle_text"]  # the − survives


def test_single_card_and_search_page(tmp_path):
    _ok(_write(tmp_path, "named.json", GOYF))
    assert _faces("Tarmogoyf")[0]["toughness"] == "1+*"
    page = {"object": "list", "total_cards": 400, "has_more": True, "data": [BOLT, JACE]}
    path = _write(tmp_path, "search.json", page)
    result = _ok(path)
    assert result.stderr == (
        f"deckstats: warning: {path}: this is one page of a Scryfall search (has_more is "
        "true); the cards of the other pages are not in it\n"
    )
    assert "imported 2 cards" in result.stdout


def test_mtgjson_allprintings(tmp_path):
    sets = {
        "meta": {"date": "2026-02-03", "version": "5.2.2"},
        "data": {
            "ISD": {
                "baseSetSize": 264,
                "code": "ISD",
                # side b listed before side a, and the faces of one card split by another.
                "cards": [
                    _printing(M_DELVER_B, "ISD", "51b"),
                    _printing(M_BOLT, "ISD", "1"),
                    _printing(M_DELVER_A, "ISD", "51a"),
                ],
                "tokens": [_printing(M_GOBLIN, "TISD", "1")],
            },
            "M10": {"baseSetSize": 249, "code": "M10", "cards": [_printing(M_BOLT, "M10", "146")]},
        },
    }
    path = _write(tmp_path, "AllPrintings.json", sets)
    assert detect_format(path) == "mtgjson-sets"
    result = _ok(path)
    assert "imported 2 cards (3 faces; 1 duplicate printings skipped)" in result.stdout
    assert "[mtgjson, 2026-02-03]" in result.stdout
    delver, aberration = _faces("Insectile Aberration")
    assert delver == {
        "name": "Delver of Secrets",
        "mana_cost": "{U}",
        "type_line": "Creature — Human Wizard",
        "oracle_text": M_DELVER_A["text"],
        "power": "1",
        "toughness": "1",
        "colors": "U",
    }
    assert aberration["name"] == "Insectile Aberration" and aberration["power"] == "3"
    card = open_index().card("Delver of Secrets")
    assert card.layout == "transform" and card.faces[0].name == "Insectile Aberration"
    assert open_index().record("Goblin") is None


def test_mtgjson_set_file_and_allidentifiers(tmp_path):
    one_set = {
        "meta": {"date": "2026-02-03"},
        "data": {
            "baseSetSize": 249,
            "code": "M10",
            "cards": [_printing(M_BOLT, "M10", "146"), _printing(M_DELVER_A, "M10", "2")],
        },
    }
    path = _write(tmp_path, "M10.json", one_set)
    assert detect_format(path) == "mtgjson-set"
    _ok(path)
    assert _faces("Lightning Bolt")[0]["mana_cost"] == "{R}"
    assert [f["name"] for f in _faces("Delver of Secrets")] == ["Delver of Secrets"]
    ids = {
        "meta": {"date": "2026-02-04"},
        "data": {
            p["uuid"]: p
            for p in (
                _printing(M_DELVER_A, "ISD", "51a"),
                _printing(M_BOLT, "LEA", "161"),
                _printing(M_DELVER_B, "ISD", "51b"),
            )
        },
    }
    path = _write(tmp_path, "AllIdentifiers.json", ids)
    assert detect_format(path) == "mtgjson-ids"
    result = _run("import", "-q", "--replace", str(path))
    assert result.exit_code == 0 and "imported 2 cards (3 faces;" in result.stdout
    assert [f["name"] for f in _faces("Delver of Secrets")] == [
        "Delver of Secrets",
        "Insectile Aberration",
    ]


def test_mtgjson_defense_kept(tmp_path):
    battle = {
        "name": "Invasion of Zendikar // Awakened Skyclave",
        "faceName": "Invasion of Zendikar",
        "side": "a",
        "manaCost": "{3}{G}",
        "type": "Battle — Siege",
        "defense": "3",
        "layout": "transform",
    }
    back = {**battle, "faceName": "Awakened Skyclave", "side": "b", "type": "Creature"}
    del back["manaCost"], back["defense"]
    _ok(_write(tmp_path, "Atomic.json", {"data": {battle["name"]: [battle, back]}}))
    assert _faces("Invasion of Zendikar")[0]["defense"] == "3"


def test_lenient_where_the_meaning_is_plain(tmp_path):
    cards = [
        {**GOYF, "power": 2, "toughness": 3.0},
        {**BOLT, "name": "Fire Spell", "colors": "ur", "cmc": "2"},
        {**GOYF, "name": "Kozilek's Husk", "mana_cost": "{2}", "colors": ["C"]},
    ]
    _ok(_write(tmp_path, "loose.json", cards))
    assert (_faces("Tarmogoyf")[0]["power"], _faces("Tarmogoyf")[0]["toughness"]) == ("2", "3")
    assert _faces("Fire Spell")[0]["colors"] == "UR"
    assert _faces("Kozilek's Husk")[0]["colors"] == ""
    assert open_index().card("Kozilek's Husk").colors == NO_COLOR
    both = color_from_letter("U") | color_from_letter("R")
    assert open_index().card("Fire Spell").colors == both  # not the {R} of its cost


# --- bad records among good ones: skipped, counted, named -------------------------------


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        (17, "item 1 is not a card object"),
        ({**GOYF, "name": ""}, "item 1: not a Scryfall card object (no 'name')"),
        ({k: v for k, v in GOYF.items() if k != "name"}, "item 1: not a Scryfall card object"),
        ({**GOYF, "type_line": None}, "item 1: 'Tarmogoyf' has no type line"),
        ({**GOYF, "colors": 3}, "item 1: 'Tarmogoyf': 'colors' is a number 3, not colour letters"),
        ({**GOYF, "colors": "Green"}, "item 1: 'Tarmogoyf': 'colors' is a string 'Green'"),
        ({**GOYF, "oracle_text": ["x"]}, "item 1: 'Tarmogoyf': 'oracle_text' is a list, not text"),
        ({**GOYF, "mana_cost": 2}, "item 1: 'Tarmogoyf': 'mana_cost' is a number, not text"),
        ({**STOMP, "card_faces": "x"}, "'card_faces' is not a list of face objects"),
        ({**GOYF, "oracle_text": "Flying. " * 10_000}, "'oracle_text' is 80000 characters"),
        # Over the reader's 256 KiB string cap: cut before it is ever built (issue 31).
        (
            {**GOYF, "oracle_text": "Flying. " * 100_000},
            "'oracle_text' is longer than 262144 bytes",
        ),
        ({"object": "bulk_data", "name": "Oracle Cards"}, "a Scryfall 'bulk_data' object"),
    ],
)
def test_one_bad_record_is_skipped_with_a_warning(tmp_path, bad, reason):
    path = _write(tmp_path, "cards.json", [BOLT, bad, JACE])
    result = _ok(path)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"deckstats: warning: {path}: skipped 1 unreadable record (")
    assert reason in lines[0]
    assert "imported 2 cards (2 faces; 0 duplicate printings skipped; 1 unreadable record " in (
        result.stdout
    )
    idx = open_index()
    assert idx.record("Tarmogoyf") is None and idx.record("Jace Beleren") is not None


def test_skipped_records_listed_three_then_dots(tmp_path):
    cards = [BOLT, JACE, GOYF, VISION, STOMP] + [{"name": f"X{i}"} for i in range(4)]
    path = _write(tmp_path, "cards.jsonl", "".join(json.dumps(c) + "\n" for c in cards).encode())
    result = _ok(path)
    assert result.stderr == (
        f"deckstats: warning: {path}: skipped 4 unreadable records (line 6: 'X0' has no type "
        "line; line 7: 'X1' has no type line; line 8: 'X2' has no type line; ...)\n"
    )


def test_mtgjson_bad_entry_is_skipped(tmp_path):
    atomic = {"data": {"Lightning Bolt": [M_BOLT], "Broken": 3, "Other Bolt": [M_BOLT]}}
    path = _write(tmp_path, "AtomicCards.json", atomic)
    result = _ok(path)
    assert result.stderr == (
        f"deckstats: warning: {path}: skipped 1 unreadable record "
        "(data['Broken']: not a list of card faces)\n"
    )


# --- files that must fail, cleanly --------------------------------------------------------


def test_all_records_bad(tmp_path):
    path = _write(tmp_path, "strings.json", ["Lightning Bolt", "Forest"])
    _error(
        path,
        "no cards found in this Scryfall bulk-data file; 2 unreadable records: "
        "item 0 is not a card object; item 1 is not a card object",
    )


def test_mostly_bad_records(tmp_path):
    path = _write(tmp_path, "mostly.json", [BOLT, {"name": "a"}, {"name": "b"}])
    _error(
        path,
        "2 of 3 records are not readable cards, so this is probably not a card-data file: "
        "item 1: 'a' has no type line; item 2: 'b' has no type line",
    )


def test_only_tokens(tmp_path):
    path = _write(tmp_path, "tokens.json", [TOKEN, EMBLEM])
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"deckstats: error: {path}: no cards found in this Scryfall bulk-data file "
        "(only 2 non-deck objects: tokens, emblems, art cards...); expected"
    )


def test_not_utf8(tmp_path):
    data = json.dumps([{**BOLT, "name": "Lim-Dûl's Vault"}], ensure_ascii=False)
    path = _write(tmp_path, "latin1.json", data.encode("latin-1"))
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith(f"deckstats: error: {path}: not UTF-8 text near byte ")
    assert result.stderr.endswith(" (save the file as UTF-8)\n")


def test_html_error_page(tmp_path):
    html = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head></html>"
    path = _write(tmp_path, "oracle-cards.json", html)
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"deckstats: error: {path}: not a JSON card-data file (an HTML page: a saved web page "
        "or error page?); expected"
    )


def test_scryfall_error_object(tmp_path):
    path = _write(
        tmp_path, "named.json", {"object": "error", "code": "not_found", "details": "No card"}
    )
    _error(path, "a Scryfall error response, not card data: No card")


def test_csv_and_number(tmp_path):
    path = _write(tmp_path, "cards.csv", b"name,mana_cost\nLightning Bolt,{R}\n")
    result = _run("import", "-q", str(path))
    assert result.stderr.startswith(
        f"deckstats: error: {path}: not a JSON card-data file (it starts 'name,mana_cost'); "
    )
    path = _write(tmp_path, "n.json", b"42\n")
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert "(a JSON number: 42)" in result.stderr


def test_data_home_is_a_file(tmp_path, monkeypatch):
    home = tmp_path / "home-file"
    home.write_text("not a directory")
    monkeypatch.setenv("DECKSTATS_HOME", str(home))
    result = _run("import", "-q", str(_write(tmp_path, "b.json", [BOLT])))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"deckstats: error: {home}: cannot create the data directory")
    assert len(result.stderr.splitlines()) == 1


def test_library_default_is_strict_for_readers(tmp_path):
    """The readers raise on a bad record unless given a Tally (import_file gives one)."""
    from deckstats.cards.sources.scryfall import iter_scryfall

    with (
        _write(tmp_path, "x.json", [1]).open("rb") as fh,
        pytest.raises(ValueError, match="item 0 is not a card object"),
    ):
        list(iter_scryfall(fh))
    with pytest.raises(CardDataError, match="no cards found"):
        import_file(_write(tmp_path, "y.json", [1]))


# --- containers and special files -------------------------------------------------------


def test_zip_archive_with_one_json_file(tmp_path):
    """MTGJSON offers every file as .zip too (AtomicCards.json.zip)."""
    atomic = {"meta": {"date": "2026-01-02"}, "data": {"Lightning Bolt": [M_BOLT]}}
    path = tmp_path / "AtomicCards.json.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("AtomicCards.json", json.dumps(atomic))
        archive.writestr("README.txt", "not card data")
    result = _ok(path)
    assert "imported 1 cards" in result.stdout and "[mtgjson, 2026-01-02]" in result.stdout
    assert _faces("Lightning Bolt")[0]["mana_cost"] == "{R}"


def test_zip_archive_with_two_json_files(tmp_path):
    path = tmp_path / "two.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("a.json", "[]")
        archive.writestr("b.json", "[]")
    _error(path, "a zip archive holding a.json, b.json; expected one .json card-data file in it")


def test_corrupt_zip(tmp_path):
    _error(
        _write(tmp_path, "x.zip", b"PK\x03\x04garbage"), "corrupt zip data: File is not a zip file"
    )


def test_tar_and_sqlite_are_named(tmp_path):
    member = _write(tmp_path, "M10.json", {"data": {"code": "M10", "cards": []}})
    tarball = tmp_path / "AllSetFiles.tar.gz"
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(member, arcname="M10.json")
    result = _run("import", "-q", str(tarball))
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"deckstats: error: {tarball}: not a JSON card-data file (a tar archive; unpack it and "
        "import a .json file); expected"
    )
    db = tmp_path / "AllPrintings.sqlite"
    sqlite3.connect(db).executescript("CREATE TABLE cards (name TEXT);")
    result = _run("import", "-q", str(db))
    assert result.exit_code == 1
    assert "(an SQLite database, e.g. MTGJSON AllPrintings.sqlite)" in result.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_named_pipe_is_read_once(tmp_path):
    """``zcat oracle-cards.json.gz | deckstats cards import /dev/stdin`` (a pipe: read once)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    body = json.dumps([BOLT, JACE]).encode()

    def feed() -> None:
        with open(fifo, "wb") as out:
            out.write(body)

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    results: list[Any] = []
    importer = threading.Thread(target=lambda: results.append(_ok(fifo)), daemon=True)
    importer.start()
    importer.join(30)
    if importer.is_alive():  # opened the pipe a second time and waits for a writer
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        importer.join(5)
        pytest.fail("the import hung on a named pipe")
    writer.join(5)
    (result,) = results
    assert "imported 2 cards" in result.stdout and f"from {fifo} [scryfall" in result.stdout
    assert sorted(p.name for p in index_path().parent.iterdir()) == ["cards.sqlite"]


def test_device_is_refused(tmp_path):
    _error(Path("/dev/zero"), "not a regular file (a device?)")


def test_flip_card_back_keeps_the_card_colours(tmp_path):
    """CR 710.2: flipping changes name, text, type line and P/T, not colour."""
    flip = {
        "object": "card",
        "name": "Akki Lavarunner // Tok-Tok, Volcano Born",
        "layout": "flip",
        "mana_cost": "{3}{R}",
        "type_line": "Creature — Goblin Warrior // Legendary Creature — Goblin Shaman",
        "colors": ["R"],
        "card_faces": [
            {
                "name": "Akki Lavarunner",
                "mana_cost": "{3}{R}",
                "type_line": "Creature — Goblin Warrior",
                "oracle_text": "Haste",
                "power": "1",
                "toughness": "1",
            },
            {
                "name": "Tok-Tok, Volcano Born",
                "mana_cost": "",
                "type_line": "Legendary Creature — Goblin Shaman",
                "oracle_text": "Protection from red",
                "power": "2",
                "toughness": "2",
            },
        ],
    }
    _ok(_write(tmp_path, "flip.json", [flip]))
    assert [f["colors"] for f in _faces("Akki Lavarunner")] == ["R", "R"]
    card = open_index().card("Akki Lavarunner")
    assert card.faces[0].colors == color_from_letter("R")


def test_download_reports_skipped_records(site):
    """The import step of ``cards download`` warns about skipped records the same way."""
    url = site.add("/mirror/oracle.json", json.dumps([BOLT, {"name": "Broken"}, JACE]).encode())
    result = _run("download", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        f"deckstats: warning: {url}: skipped 1 unreadable record "
        "(item 1: 'Broken' has no type line)\n"
    )
    assert "1 unreadable record skipped" in result.stdout


def test_colour_indicator_when_colors_is_absent(tmp_path):
    """CR 204.2: a back face with no mana cost is the colour of its colour indicator."""
    delver = {
        "object": "card",
        "name": "Delver of Secrets // Insectile Aberration",
        "layout": "transform",
        "card_faces": [
            {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature"},
            {"name": "Insectile Aberration", "type_line": "Creature", "color_indicator": ["U"]},
        ],
    }
    _ok(_write(tmp_path, "delver.json", [delver]))
    assert [f.get("colors") for f in _faces("Delver of Secrets")] == [None, "U"]
    back = {k: v for k, v in M_DELVER_B.items() if k != "colors"} | {"colorIndicator": ["U"]}
    atomic = {"data": {M_DELVER_A["name"]: [{**M_DELVER_A}, back]}}
    _run("import", "-q", "--replace", str(_write(tmp_path, "atomic.json", atomic)))
    assert _faces("Insectile Aberration")[1]["colors"] == "U"
    assert open_index().card("Delver of Secrets").faces[0].colors == color_from_letter("U")


def test_absurd_nesting_is_refused_early(tmp_path):
    """The parser's memory grows with the square of the nesting depth (1 GB at 20,000)."""
    path = _write(tmp_path, "deep.json", b"[" * 3000 + b"]" * 3000)
    _error(path, "JSON nested more than 64 levels deep; not card data")
    nested: Any = {"x": 1}
    for _ in range(100):
        nested = {"data": [nested]}
    body = json.dumps([BOLT] * 2000).encode()[:-1] + b"," + json.dumps(nested).encode() + b"]"
    path = _write(tmp_path, "deep-later.json", body)
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"deckstats: error: {path}: JSON nested more than 64 levels deep near byte "
    )


def test_brackets_quotes_and_escapes_in_text_do_not_count_as_nesting(tmp_path):
    """Strings full of brackets, escaped quotes and backslashes, cut at every chunk edge."""
    text = '[[[{{{ \\" \\\\ "quoted" [−1]: ' * 4000
    cards = [{**GOYF, "name": f"Odd Card {i}", "oracle_text": text[: 15_000 - i]} for i in range(9)]
    path = _write(tmp_path, "odd.json", [*cards, BOLT])
    assert path.stat().st_size > 2 * 65_536
    _ok(path)
    assert _faces("Odd Card 8")[0]["oracle_text"] == text[: 15_000 - 8]


@pytest.mark.parametrize("cards", [1, 200])
def test_broken_utf16_is_named_as_utf16(tmp_path, cards):
    text = json.dumps([BOLT] * cards).encode("utf-16")
    path = _write(tmp_path, "u16.json", text[:-4] + b"\x00\xd8" + text[-4:])  # lone surrogate
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"deckstats: error: {path}: not valid UTF-16 text")
    assert len(result.stderr.splitlines()) == 1


def test_a_file_name_with_a_newline_still_gives_one_line(tmp_path):
    path = _write(tmp_path, "two\nlines.json", b"")
    result = _run("import", "-q", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"deckstats: error: {tmp_path}/two\\nlines.json: file is empty")
    assert len(result.stderr.splitlines()) == 1


def test_permission_denied_even_as_root(tmp_path, monkeypatch):
    """chmod 0 does not stop root, so the refusal is simulated where the file is opened."""
    import deckstats.cards.sources.streams as streams

    path = _write(tmp_path, "locked.json", [BOLT])

    def refuse(file: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(file) == path:
            raise PermissionError(13, "Permission denied", str(file))
        return open(file, *args, **kwargs)

    monkeypatch.setattr(streams, "open", refuse, raising=False)
    _error(path, "permission denied")


def test_a_plain_array_of_mtgjson_cards(tmp_path):
    """A set's "cards" list saved on its own: MTGJSON objects in a bare JSON array."""
    cards = [
        _printing(M_DELVER_B, "ISD", "51b"),
        _printing(M_BOLT, "M10", "146"),
        _printing(M_DELVER_A, "ISD", "51a"),
        _printing(M_BOLT, "LEA", "161"),
        M_GOBLIN,
    ]
    result = _ok(_write(tmp_path, "cards.json", cards))
    assert (
        "imported 2 cards (3 faces; 1 duplicate printings skipped; 1 non-deck object ("
        in result.stdout
    )
    assert _faces("Lightning Bolt")[0]["type_line"] == "Instant"
    assert [f["name"] for f in _faces("Delver of Secrets")] == [
        "Delver of Secrets",
        "Insectile Aberration",
    ]
