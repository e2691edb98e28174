"""Hostile card data and faults around the card index (issue 31): no traceback, no loss.

Each test is one case of the issue's probe, generated here (no stored large files): huge
numbers in a card's facts, a read-only home, two imports at once, a corrupt index, and
one enormous record. Every failure is one line and exit status 1 with the index left as
it was; every skipped record is counted in the one warning line.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.oracle import compile_record
from deckstats.cards.sources import import_file, index_path
from deckstats.cards.sources.index import CorruptIndexError, open_index
from deckstats.cards.sources.records import MAX_RECORD_BYTES, MAX_STRING_BYTES
from deckstats.cli import main

BEARS = {
    "object": "card",
    "name": "Grizzly Bears",
    "layout": "normal",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Bear",
    "oracle_text": "",
    "power": "2",
    "toughness": "2",
    "legalities": {"modern": "legal"},
}


def card(name: str, **facts: Any) -> dict[str, Any]:
    return {**BEARS, "name": name, **facts}


def write(path: Path, cards: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def index_bytes() -> bytes | None:
    path = index_path()
    return path.read_bytes() if path.exists() else None


# -- huge numbers in a card's facts (CR 107.1: no printed number exceeds {1000000}) -----


@pytest.mark.parametrize(
    ("facts", "why"),
    [
        ({"power": 1e300}, "'power' is 1e+300, beyond any printed number"),
        ({"power": "9" * 5000}, "'power' holds a number of 5000 digits"),
        ({"toughness": -1e300}, "'toughness' is -1e+300, beyond any printed number"),
        ({"mana_cost": "{" + "9" * 5000 + "}"}, "'mana_cost' holds a number of 5000 digits"),
        ({"mana_cost": "{10000000}{G}"}, "'mana_cost' holds a number of 8 digits"),
        (
            {"type_line": "Legendary Planeswalker — Hostile", "loyalty": "9" * 5000},
            "'loyalty' holds a number of 5000 digits",
        ),
    ],
    ids=[
        "power_1e300",
        "power_5000_digits",
        "toughness_minus_1e300",
        "cost_5000_digits",
        "cost_8_digits",
        "loyalty_5000_digits",
    ],
)
def test_huge_number_record_is_skipped_and_counted(tmp_path, facts, why):
    src = write(tmp_path / "cards.json", [BEARS, card("Hostile Bear", **facts)])
    result = run("cards", "import", "-q", str(src))
    assert result.exit_code == 0, result.output
    warning = [line for line in result.stderr.splitlines() if "warning" in line]
    assert len(warning) == 1
    assert "skipped 1 unreadable record (item 1: 'Hostile Bear': " in warning[0]
    assert why in warning[0]
    assert "imported 1 cards" in result.stdout and "1 unreadable record skipped" in result.stdout
    idx = open_index()
    assert idx is not None and idx.card("Grizzly Bears") is not None
    assert idx.card("Hostile Bear") is None


def test_gleemax_cost_is_still_a_card(tmp_path):
    """The largest printed number, Gleemax's {1000000}, imports and compiles."""
    src = write(
        tmp_path / "cards.json",
        [
            card(
                "Gleemax",
                mana_cost="{1000000}",
                type_line="Legendary Artifact",
                power=None,
                toughness=None,
            )
        ],
    )
    assert run("cards", "import", "-q", str(src)).exit_code == 0
    idx = open_index()
    assert idx is not None
    gleemax = idx.card("Gleemax")
    assert gleemax is not None and gleemax.cost is not None
    assert gleemax.cost.mana_value == 1_000_000


def test_huge_generic_symbol_is_a_mana_cost_error_not_a_valueerror():
    with pytest.raises(ManaCostError, match="bad symbol"):
        parse_mana_cost("{" + "9" * 5000 + "}")
    with pytest.raises(ManaCostError):
        parse_mana_cost("{²}")  # a superscript digit passes isdigit(), int() refuses it


def test_index_written_before_the_check_still_compiles():
    """A record stored by an older import (no check then) compiles without a traceback."""
    record = {
        "name": "Old Bear",
        "layout": "normal",
        "legalities": {},
        "faces": [
            {
                "name": "Old Bear",
                "mana_cost": "{" + "9" * 5000 + "}",
                "power": "9" * 5000,
                "toughness": str(10**300),
                "loyalty": "9" * 5000,
                "type_line": "Creature — Bear",
            }
        ],
    }
    bear = compile_record(record, source="scryfall")
    assert bear.cost is None  # an unreadable cost, as for any malformed one
    assert bear.power == 0 and bear.toughness == 0 and bear.loyalty is None


#: ``deckstats cards import -q`` in a new process.
_IMPORT = [sys.executable, "-c", "from deckstats.cli import main; main()", "cards", "import", "-q"]


# -- a read-only home that holds an index ---------------------------------------------


@pytest.fixture
def readonly_home(tmp_path, deckstats_home):
    """``deckstats_home`` holding an index, then made read-only (a read-only mount as root)."""
    src = write(tmp_path / "first.json", [BEARS])
    assert run("cards", "import", "-q", str(src)).exit_code == 0
    if os.geteuid() != 0:
        deckstats_home.chmod(0o555)
        yield deckstats_home
        deckstats_home.chmod(0o755)
        return
    mount = tmp_path / "rofs"
    mount.mkdir()
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)],
        capture_output=True,
        check=False,
    )
    if made.returncode != 0:
        pytest.skip("root without mount rights: cannot make a read-only directory")
    try:
        shutil.copy(index_path(), mount / "cards.sqlite")
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        os.environ["DECKSTATS_HOME"] = str(mount)
        yield mount
    finally:
        os.environ["DECKSTATS_HOME"] = str(deckstats_home)
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_import_into_read_only_home_says_the_real_error(tmp_path, readonly_home):
    before = (readonly_home / "cards.sqlite").read_bytes()
    src = write(tmp_path / "second.json", [card("Hostile Bear")])
    result = run("cards", "import", "-q", str(src))
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("deckstats: error: ")
    assert "cannot write the card index" in lines[0]
    assert "Read-only file system" in lines[0] or "Permission denied" in lines[0]
    assert "Traceback" not in result.output
    assert (readonly_home / "cards.sqlite").read_bytes() == before
    assert sorted(p.name for p in readonly_home.iterdir()) == ["cards.sqlite"]


def test_pipe_import_into_read_only_home_names_the_index(tmp_path, readonly_home):
    src = write(tmp_path / "second.json", [card("Hostile Bear")])
    with src.open("rb") as stdin:
        proc = subprocess.run(
            [*_IMPORT, "/dev/stdin"],
            stdin=stdin,
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "DECKSTATS_HOME": str(readonly_home)},
            check=False,
        )
    assert proc.returncode == 1
    errors = [line for line in proc.stderr.splitlines() if "error" in line]
    assert len(errors) == 1 and "cannot write the card index" in errors[0], proc.stderr
    assert "Traceback" not in proc.stderr


# -- two imports at once ---------------------------------------------------------------


def _many(prefix: str, n: int) -> list[dict[str, Any]]:
    return [card(f"{prefix} Bear {i}", oracle_text="Trample") for i in range(n)]


def test_two_concurrent_imports_merge_both_sources(tmp_path, deckstats_home):
    """Two real processes import into one home while a third holds the lock: both wait
    (one message each), then run one after the other, and the index holds both sources."""
    import fcntl

    a = write(tmp_path / "a.json", _many("Alpha", 3000))
    b = write(tmp_path / "b.json", _many("Beta", 3000))
    deckstats_home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DECKSTATS_HOME": str(deckstats_home)}
    holder = os.open(deckstats_home / ".cards.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(holder, fcntl.LOCK_EX)
    logs = [tmp_path / "a.err", tmp_path / "b.err"]
    waiting = "another import into this card index is running; waiting for it"
    procs = []
    for f, log in zip((a, b), logs, strict=True):
        with log.open("w") as err:
            procs.append(
                subprocess.Popen(
                    [*_IMPORT, str(f)], env=env, stdout=subprocess.PIPE, stderr=err, text=True
                )
            )
    try:
        deadline = time.monotonic() + 90
        while not all(waiting in log.read_text() for log in logs):
            assert time.monotonic() < deadline, [log.read_text() for log in logs]
            assert all(p.poll() is None for p in procs), "an import did not wait for the lock"
            time.sleep(0.1)
    finally:
        os.unlink(deckstats_home / ".cards.lock")
        os.close(holder)
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    for log in logs:
        assert log.read_text().count(waiting) == 1
    idx = open_index()
    assert idx is not None and len(idx) == 6000
    assert sorted(s["location"] for s in idx.sources()) == sorted(str(f) for f in (a, b))
    assert idx.card("Alpha Bear 2999") is not None and idx.card("Beta Bear 0") is not None
    assert sorted(p.name for p in deckstats_home.iterdir()) == ["cards.sqlite"]


def test_two_racing_imports_lose_nothing(tmp_path, deckstats_home):
    """Started together with nobody holding the lock: still both sources, both exit 0."""
    files = [write(tmp_path / f"{n}.json", _many(n, 4000)) for n in ("Gamma", "Delta")]
    env = {**os.environ, "DECKSTATS_HOME": str(deckstats_home)}
    procs = [
        subprocess.Popen(
            [*_IMPORT, str(f)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for f in files
    ]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    idx = open_index()
    assert idx is not None and len(idx) == 8000 and len(idx.sources()) == 2


# -- a corrupt index -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (lambda p: p.write_bytes(os.urandom(8192)), "file is not a database"),
        (lambda p: p.write_bytes(b""), "no such table: meta"),
        (lambda p: p.write_bytes(p.read_bytes()[:6000]), "malformed"),
    ],
    ids=["random_bytes", "empty_file", "truncated"],
)
def test_corrupt_index_is_said_loudly(tmp_path, damage, why):
    src = write(tmp_path / "cards.json", [BEARS, *_many("Zeta", 200)])
    assert run("cards", "import", "-q", str(src)).exit_code == 0
    damage(index_path())
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Zeta Bear 1\n56 Forest\n", encoding="utf-8")
    for args in (
        ["cards", "sources"],
        ["deck", "check", str(deck)],
        [
            "goldfish",
            str(deck),
            "-n",
            "5",
            "--workers",
            "1",
            "--format",
            "none",
            "--out",
            str(tmp_path / "run"),
        ],
    ):
        result = run(*args)
        assert result.exit_code == 1, (args, result.output)
        line = result.stderr.strip().splitlines()[-1]
        assert line.startswith(f"deckstats: error: {index_path()}: the card index is corrupt (")
        assert why in line
        assert "'deckstats cards import FILE --replace' or delete" in line
    assert not (tmp_path / "run").exists()
    with pytest.raises(CorruptIndexError):
        open_index()
    # The fix the message gives works.
    assert run("cards", "import", "-q", "--replace", str(src)).exit_code == 0
    assert run("cards", "sources").exit_code == 0


# -- one enormous record ---------------------------------------------------------------

_MEASURE = textwrap.dedent(
    """
    import json, resource, sys
    from pathlib import Path
    from deckstats.cards.sources import import_file
    lines = []
    summary = import_file(Path(sys.argv[1]), home=Path(sys.argv[2]), warn=lines.append)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"cards": summary.cards, "skipped": summary.skipped,
                      "warnings": lines, "peak_mb": peak_mb}))
    """
)


def _huge_record_file(path: Path, field: str, megabytes: int) -> Path:
    """BEARS, then one record whose ``field`` is ``megabytes`` MB of text, then BEARS' twin."""
    chunk = "Hostile text. " * 1000
    with path.open("w", encoding="utf-8") as out:
        out.write(
            "[" + json.dumps(BEARS) + ',{"object":"card","name":"Huge","layout":"normal",'
            '"type_line":"Creature — Huge","power":"1","toughness":"1",'
            f'"{field}":"'
        )
        for _ in range(megabytes * 1024 * 1024 // len(chunk)):
            out.write(chunk)
        out.write('"},' + json.dumps(card("Runeclaw Bear")) + "]")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("field", ["oracle_text", "flavor_text"])
def test_80_mb_record_imports_in_bounded_memory(tmp_path, field):
    """An 80 MB field: the reader passes on at most MAX_STRING_BYTES of one string, so the
    import's peak RSS stays near a small import's (it was 967 MB). A huge kept field makes
    the record unreadable (skipped, counted); a huge ignored field (flavour text) costs
    nothing."""
    src = _huge_record_file(tmp_path / "huge.json", field, 80)
    small = write(tmp_path / "small.json", [BEARS])

    def measure(path: Path, home: Path) -> dict[str, Any]:
        proc = subprocess.run(
            [sys.executable, "-c", _MEASURE, str(path), str(home)],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout.strip().splitlines()[-1])

    base = measure(small, tmp_path / "h0")
    got = measure(src, tmp_path / "h1")
    assert got["peak_mb"] < base["peak_mb"] + 60, (base, got)
    if field == "oracle_text":
        assert got["cards"] == 2 and got["skipped"] == 1
        assert (
            f"'Huge': 'oracle_text' is longer than {MAX_STRING_BYTES} bytes" in (got["warnings"][0])
        )
    else:
        assert got["cards"] == 3 and got["skipped"] == 0


def test_long_string_cut_keeps_the_json_valid(tmp_path):
    """Strings just under and over the limit, with escapes and multi-byte characters around
    the cut, in several fields: the short ones import exactly, the long one is skipped."""
    under = 'é\\"' + "x" * (MAX_STRING_BYTES // 2) + '\\"'
    src = tmp_path / "edge.json"
    over = "\\u00e9" * (MAX_STRING_BYTES // 3) + "\\\\" * 10
    near = "\\n" + "y" * (MAX_STRING_BYTES - 200) + "\\\\"
    text = (
        "[" + json.dumps(card("Short One", oracle_text="Flying")) + ","
        '{"object":"card","name":"Long One","layout":"normal","type_line":"Instant",'
        f'"oracle_text":"{over}"}},'
        '{"object":"card","name":"Escaped One","layout":"normal","type_line":"Instant",'
        f'"flavor_text":"{near}","oracle_text":"{under[:15000]}"}}]'
    )
    src.write_text(text, encoding="utf-8")
    lines: list[str] = []
    summary = import_file(src, warn=lines.append)
    assert summary.cards == 2 and summary.skipped == 1
    idx = open_index()
    assert idx is not None
    assert idx.record("Escaped One")["faces"][0]["oracle_text"] == json.loads(f'"{under[:15000]}"')
    assert idx.record("Short One")["faces"][0]["oracle_text"] == "Flying"
    assert "'Long One': 'oracle_text' is longer than" in lines[0]


# -- one record of millions of small items ----------------------------------------------


def _huge_list_file(path: Path, shape: str, megabytes: int) -> Path:
    """A good card, then one card whose 'keywords' is ``megabytes`` MB of short strings."""
    items = ",".join(['"ab"'] * 100_000)
    head = {"object": "card", "name": "Huge", "type_line": "Instant"}
    with path.open("w", encoding="utf-8") as out:
        if shape == "scryfall":
            out.write("[" + json.dumps(BEARS) + "," + json.dumps(head)[:-1] + ',"keywords":[')
        elif shape == "jsonl":
            out.write(json.dumps(BEARS) + "\n" + json.dumps(head)[:-1] + ',"keywords":[')
        else:  # MTGJSON AtomicCards
            face = {"name": "Grizzly Bears", "type": "Creature — Bear", "manaCost": "{1}{G}"}
            out.write(
                '{"data":{"Grizzly Bears":[' + json.dumps(face) + '],"Huge":[{"name":'
                '"Huge","type":"Instant","keywords":['
            )
        for _ in range(megabytes * 1024 * 1024 // (len(items) + 1)):
            out.write(items + ",")
        out.write('"x"]}' + ("]}}" if shape == "mtgjson" else "]" if shape == "scryfall" else ""))
    return path


@pytest.mark.slow
@pytest.mark.parametrize("shape", ["scryfall", "jsonl", "mtgjson"])
def test_80_mb_record_of_small_items_is_skipped_in_bounded_memory(tmp_path, shape):
    """80 MB of two-letter strings in one record cost ijson over a gigabyte to build: the
    reader replaces any record over MAX_RECORD_BYTES before it is built (skipped, counted,
    the cause named), so the peak stays near a small import's."""
    src = _huge_list_file(tmp_path / "huge.json", shape, 80)
    small = write(tmp_path / "small.json", [BEARS])

    def measure(path: Path, home: Path) -> dict[str, Any]:
        proc = subprocess.run(
            [sys.executable, "-c", _MEASURE, str(path), str(home)],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout.strip().splitlines()[-1])

    base = measure(small, tmp_path / "h0")
    got = measure(src, tmp_path / "h1")
    assert got["peak_mb"] < base["peak_mb"] + 60, (base, got)
    assert got["cards"] == 1 and got["skipped"] == 1
    assert (
        f"a record larger than {MAX_RECORD_BYTES} bytes (no card is that large)"
        in (got["warnings"][0])
    )


@pytest.mark.parametrize(
    "shape",
    ["scryfall", "scryfall-list", "jsonl", "mtgjson", "mtgjson-set", "mtgjson-sets", "mtgjson-ids"],
)
def test_record_cap_cuts_exactly_the_large_records(tmp_path, monkeypatch, shape):
    """With a 3,000-byte cap, records just under it (brackets, braces, escaped quotes and
    backslashes inside their strings) import exactly; those over it are skipped, named."""
    import deckstats.cards.sources.records as records
    import deckstats.cards.sources.streams as streams

    monkeypatch.setattr(streams, "MAX_RECORD_BYTES", 3000)
    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 3000)
    tricky = 'Say "[{" then \\ and }]\\"' + "\u00e9"
    small = [card(f"Small {i}", oracle_text=tricky * (i + 1)) for i in range(5)]
    large = [card(f"Large {i}", oracle_text="x" * 3000 + "[") for i in range(2)]
    cards = [small[0], large[0], small[1], small[2], large[1], small[3], small[4]]

    def face(c: dict[str, Any]) -> dict[str, Any]:
        return {
            "name": c["name"],
            "type": c["type_line"],
            "text": c["oracle_text"],
            "manaCost": c["mana_cost"],
            "power": "2",
            "toughness": "2",
            "uuid": c["name"],
            "legalities": {"modern": "legal"},
        }

    doc: Any
    if shape == "scryfall":
        doc = cards
    elif shape == "scryfall-list":
        doc = {"object": "list", "has_more": False, "data": cards}
    elif shape == "mtgjson":
        doc = {"meta": {"date": "2026-01-01"}, "data": {c["name"]: [face(c)] for c in cards}}
    elif shape == "mtgjson-set":
        doc = {"data": {"code": "TST", "cards": [face(c) for c in cards]}}
    elif shape == "mtgjson-sets":
        doc = {"data": {"TST": {"code": "TST", "cards": [face(c) for c in cards]}}}
    elif shape == "mtgjson-ids":
        doc = {"data": {f"id{i}": face(c) for i, c in enumerate(cards)}}
    path = tmp_path / "cards.json"
    if shape == "jsonl":
        path.write_text("\n".join(json.dumps(c) for c in cards), encoding="utf-8")
    else:
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    lines: list[str] = []
    summary = import_file(path, warn=lines.append)
    assert (summary.cards, summary.skipped) == (5, 2), lines
    assert "a record larger than 3000 bytes" in lines[0]
    idx = open_index()
    assert idx is not None
    for i, c in enumerate(small):
        assert idx.record(c["name"])["faces"][0]["oracle_text"] == tricky * (i + 1)
    assert idx.record("Large 0") is None and idx.record("Large 1") is None
