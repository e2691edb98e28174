"""``deckstats cards download`` against a real HTTP server on 127.0.0.1 (issue #16 part 1).

Every failure must print one line on stderr, exit 1, and leave the previous index (its
bytes, its sources, its cards) and nothing else in $DECKSTATS_HOME.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import json
import lzma
import socket
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.cards.sources import index_path
from deckstats.cards.sources.download import USER_AGENT
from deckstats.cards.sources.index import open_index
from deckstats.cli import main

UPDATED_AT = "2026-11-23T21:02:21.602+00:00"


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """Fail any connection to an address other than 127.0.0.1."""
    real = socket.create_connection

    def guarded(address, *args, **kwargs):
        assert address[0] == "127.0.0.1", f"test tried to reach {address}"
        return real(address, *args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", guarded)


def run(*args: str):
    return CliRunner().invoke(main, ["cards", *args])


def jsonl(array_file: Path) -> bytes:
    cards = json.loads(array_file.read_text())
    return "".join(json.dumps(c) + "\n" for c in cards).encode()


def bulk_index(site, entries: list[dict]) -> str:
    return site.add("/bulk-data", json.dumps({"object": "list", "data": entries}).encode())


def oracle_entry(**fields) -> dict:
    return {"object": "bulk_data", "type": "oracle_cards", "updated_at": UPDATED_AT, **fields}


def serve_scryfall(site, scryfall_file: Path, **route) -> str:
    """The pre-July-2026 shape: a JSON array at download_uri, checked against size."""
    body = scryfall_file.read_bytes()
    file_url = site.add("/oracle-cards-20261123.json", body, **route)
    return bulk_index(site, [oracle_entry(download_uri=file_url, size=len(body))])


def serve_mtgjson(site, mtgjson_file: Path, suffix: str = ".gz", checksum: str | None = None):
    raw = mtgjson_file.read_bytes()
    body = {".gz": gzip.compress, ".xz": lzma.compress, ".bz2": bz2.compress, "": bytes}[suffix](
        raw
    )
    url = site.add(f"/api/v5/AtomicCards.json{suffix}", body)
    digest = checksum or hashlib.sha256(body).hexdigest()
    site.add(f"/api/v5/AtomicCards.json{suffix}.sha256", digest.encode())
    return url


def state(home: Path) -> tuple:
    """Everything a failed download must leave as it was."""
    files = sorted(p.name for p in home.iterdir())
    sources = run("sources", "--json").output
    return files, index_path().read_bytes(), sources


def assert_one_error_line(result, *fragments: str) -> None:
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("deckstats: error: ")
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    assert "Traceback" not in result.output
    assert result.stdout == ""


# ---- good downloads -------------------------------------------------------------------


def test_scryfall_download(site, scryfall_file, deckstats_home):
    index_url = serve_scryfall(site, scryfall_file)
    result = run("download", "--url", index_url, "--quiet")
    assert result.exit_code == 0, result.output
    idx = open_index()
    assert idx is not None and idx.card("Zap").source == "scryfall"
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"downloaded {site.url('/oracle-cards-20261123.json')} (")
    assert "size from the bulk-data index" in lines[0]
    assert lines[1].startswith("imported 16 cards") and "2026-11-23T21:02:21" in lines[1]
    assert lines[2] == f"index: 16 cards from 1 source, fingerprint {idx.fingerprint} ({idx.path})"
    assert sorted(p.name for p in deckstats_home.iterdir()) == ["cards.sqlite"]
    # Scryfall asks API clients for a User-Agent naming the app and an Accept header.
    for _, headers in site.requests:
        assert headers["User-Agent"] == USER_AGENT and USER_AGENT.startswith("deckstats/")
        assert "application/json" in headers["Accept"]
    assert idx.sources()[0]["data_date"] == UPDATED_AT


def test_scryfall_jsonl_download(site, scryfall_file):
    """Scryfall's current shape: gzipped JSON Lines at jsonl_download_uri (relative here)."""
    body = gzip.compress(jsonl(scryfall_file))
    site.add("/files/oracle-cards.jsonl.gz", body, headers={"Content-Type": "application/gzip"})
    entry = oracle_entry(
        jsonl_download_uri="files/oracle-cards.jsonl.gz", compressed_size=len(body)
    )
    index_url = bulk_index(site, [{"type": "rulings", "jsonl_download_uri": "x"}, entry])
    result = run("download", "--url", index_url, "-q")
    assert result.exit_code == 0, result.output
    assert "compressed_size from the bulk-data index" in result.stdout
    assert "imported 16 cards" in result.stdout
    assert open_index().card("Fire").name == "Fire"


def test_scryfall_gzip_content_encoding(site, scryfall_file):
    """A body sent with Content-Encoding: gzip is decoded; size is the decoded size."""
    index_url = serve_scryfall(site, scryfall_file, gzip=True)
    result = run("download", "--url", index_url, "-q")
    assert result.exit_code == 0, result.output
    assert site.requests[-1][1]["Accept-Encoding"] == "gzip"
    assert open_index().card("Zap") is not None


def test_scryfall_url_may_be_the_file_itself(site, scryfall_file):
    url = site.add("/mirror/oracle.json", scryfall_file.read_bytes())
    result = run("download", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    assert "checked: Content-Length)" in result.stdout
    assert [s["location"] for s in open_index().sources()] == [url]


def test_no_content_length_is_not_verified(site, scryfall_file):
    url = site.add("/mirror/oracle.json", scryfall_file.read_bytes(), length=-1)
    result = run("download", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    size = scryfall_file.stat().st_size
    assert result.stdout.splitlines()[0] == f"downloaded {url} ({size} bytes; not verified)"


@pytest.mark.parametrize("suffix", [".gz", ".xz", ".bz2", ""])
def test_mtgjson_download(site, mtgjson_file, suffix):
    url = serve_mtgjson(site, mtgjson_file, suffix)
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    assert "SHA-256" in result.stdout.splitlines()[0]
    assert "imported 9 cards" in result.stdout and "[mtgjson, 2026-01-01]" in result.stdout
    idx = open_index()
    assert idx.card("Zap").source == "mtgjson"
    assert idx.sources()[0]["date"] == "2026-01-01"


def test_stored_gz_labelled_content_encoding_gzip(site, mtgjson_file):
    """A server that labels the stored .gz file ``Content-Encoding: gzip``: the body is
    decoded on the way in, and the published checksum (of the .gz) still matches."""
    body = gzip.compress(mtgjson_file.read_bytes())
    url = site.add("/AtomicCards.json.gz", body, headers={"Content-Encoding": "gzip"})
    site.add("/AtomicCards.json.gz.sha256", hashlib.sha256(body).hexdigest().encode())
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    assert "SHA-256" in result.stdout and "imported 9 cards" in result.stdout


def test_mtgjson_without_checksum_file_warns(site, mtgjson_file):
    url = site.add("/AtomicCards.json.gz", gzip.compress(mtgjson_file.read_bytes()))
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        f"deckstats: warning: no checksum file at {url}.sha256 (HTTP 404); "
        "the download is not verified\n"
    )
    assert "checked: Content-Length)" in result.stdout


def test_download_merges_and_replace_starts_afresh(site, scryfall_file, mtgjson_file):
    assert run("import", str(mtgjson_file), "-q").exit_code == 0
    index_url = serve_scryfall(site, scryfall_file)
    assert run("download", "--url", index_url, "-q").exit_code == 0
    assert [s["kind"] for s in open_index().sources()] == ["mtgjson", "scryfall"]
    # The same download again replaces its earlier self (same index URL).
    assert run("download", "--url", index_url, "-q").exit_code == 0
    assert [s["kind"] for s in open_index().sources()] == ["mtgjson", "scryfall"]
    assert run("download", "--url", index_url, "-q", "--replace").exit_code == 0
    assert [s["kind"] for s in open_index().sources()] == ["scryfall"]


def test_proxy_from_the_environment(site, scryfall_file, monkeypatch):
    """urllib's default ProxyHandler reads HTTP_PROXY: the request goes to the proxy,
    naming the absolute URL; the named host is never resolved or contacted."""
    body = scryfall_file.read_bytes()
    site.add("/bulk-data", json.dumps({"data": [oracle_entry(download_uri="/o.json")]}).encode())
    site.add("/o.json", body)
    monkeypatch.setenv("HTTP_PROXY", site.url(""))
    result = run("download", "--url", "http://cards.example.invalid/bulk-data", "-q")
    assert result.exit_code == 0, result.output
    assert [path for path, _ in site.requests] == [
        "http://cards.example.invalid/bulk-data",
        "http://cards.example.invalid/o.json",
    ]


def test_no_proxy_is_respected(site, scryfall_file, monkeypatch):
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))
    port = dead.getsockname()[1]
    dead.close()
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    result = run("download", "--url", serve_scryfall(site, scryfall_file), "-q")
    assert result.exit_code == 0, result.output


# ---- failures: one line, exit 1, previous index intact ---------------------------------


@pytest.fixture
def previous(mtgjson_file, deckstats_home):
    """An index from an earlier import, and a snapshot of everything about it."""
    assert run("import", str(mtgjson_file), "-q").exit_code == 0
    return state(deckstats_home)


def _after_failure(home: Path, before: tuple) -> None:
    assert state(home) == before
    idx = open_index()
    assert idx.card("Zap").source == "mtgjson"  # old cards still resolve
    assert idx.card("Fire // Ice") is not None


def test_index_404(site, previous, deckstats_home):
    url = site.url("/bulk-data")
    result = run("download", "--url", url, "-q")
    assert_one_error_line(result, url, "HTTP 404")
    _after_failure(deckstats_home, previous)


def test_file_404(site, previous, deckstats_home):
    index_url = bulk_index(site, [oracle_entry(download_uri="/gone.json", size=10)])
    result = run("download", "--url", index_url, "-q")
    assert_one_error_line(result, site.url("/gone.json"), "HTTP 404 Not Found")
    _after_failure(deckstats_home, previous)


def test_mtgjson_404(site, previous, deckstats_home):
    url = site.url("/AtomicCards.json.gz")  # neither the file nor its checksum exists
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert_one_error_line(result, url, "HTTP 404")
    _after_failure(deckstats_home, previous)


def test_truncated_body(site, scryfall_file, previous, deckstats_home):
    size = scryfall_file.stat().st_size
    index_url = serve_scryfall(site, scryfall_file, length=size + 1000)
    result = run("download", "--url", index_url, "-q")
    assert_one_error_line(result, "truncated", f"received {size} of {size + 1000} bytes")
    _after_failure(deckstats_home, previous)


def test_size_mismatch_against_index(site, scryfall_file, previous, deckstats_home):
    body = scryfall_file.read_bytes()
    file_url = site.add("/oracle.json", body)
    index_url = bulk_index(site, [oracle_entry(download_uri=file_url, size=len(body) + 1)])
    result = run("download", "--url", index_url, "-q")
    assert_one_error_line(result, file_url, "size mismatch", f"says {len(body) + 1}")
    _after_failure(deckstats_home, previous)


def test_wrong_checksum(site, mtgjson_file, previous, deckstats_home):
    url = serve_mtgjson(site, mtgjson_file, ".gz", checksum="ab" * 32)
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert_one_error_line(result, url, "checksum mismatch")
    _after_failure(deckstats_home, previous)


def test_checksum_file_that_is_not_one(site, mtgjson_file, previous, deckstats_home):
    url = serve_mtgjson(site, mtgjson_file, ".gz", checksum="<html>oops</html>")
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert_one_error_line(result, f"{url}.sha256", "not a SHA-256 checksum file")
    _after_failure(deckstats_home, previous)


@pytest.mark.parametrize("where", ["delay", "stall"])
def test_slow_server_times_out(site, scryfall_file, previous, deckstats_home, where):
    """The server sleeps (before answering, or halfway through the body) for longer
    than --timeout."""
    index_url = serve_scryfall(site, scryfall_file, **{where: 10.0})
    result = run("download", "--url", index_url, "--timeout", "0.3", "-q")
    assert_one_error_line(result, "/oracle-cards-20261123.json", "timed out after 0.3 s")
    _after_failure(deckstats_home, previous)


def test_connection_refused(previous, deckstats_home):
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{dead.getsockname()[1]}/bulk-data"
    dead.close()
    result = run("download", "--url", url, "-q")
    assert_one_error_line(result, url, "cannot connect")
    _after_failure(deckstats_home, previous)


def test_corrupt_json_body(site, scryfall_file, previous, deckstats_home):
    body = scryfall_file.read_bytes()[:-200]  # cut inside the array, size matches the index
    file_url = site.add("/oracle.json", body)
    index_url = bulk_index(site, [oracle_entry(download_uri=file_url, size=len(body))])
    result = run("download", "--url", index_url, "-q")
    assert_one_error_line(result, file_url, "corrupt JSON near byte")
    _after_failure(deckstats_home, previous)


def test_corrupt_gzip_body(site, previous, deckstats_home):
    body = gzip.compress(b'{"data": {"Zap": []}}')[:-12]  # checksum right, stream cut short
    url = site.add("/AtomicCards.json.gz", body)
    site.add("/AtomicCards.json.gz.sha256", hashlib.sha256(body).hexdigest().encode())
    result = run("download", "--source", "mtgjson", "--url", url, "-q")
    assert_one_error_line(result, url, "corrupt gzip data")
    _after_failure(deckstats_home, previous)


def test_index_without_oracle_cards(site, previous, deckstats_home):
    entry = {"type": "default_cards", "download_uri": "/d.json", "updated_at": UPDATED_AT}
    result = run("download", "--url", bulk_index(site, [entry]), "-q")
    assert_one_error_line(result, "no oracle_cards entry", "default_cards")
    _after_failure(deckstats_home, previous)


def test_wrong_kind_of_file(site, previous, deckstats_home):
    url = site.add("/page.html", b"<html>maintenance</html>")
    result = run("download", "--url", url, "-q")
    assert_one_error_line(result, url, "not a JSON card-data file")
    _after_failure(deckstats_home, previous)


# ---- usage -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["--source", "gatherer"],
        ["--timeout", "soon"],
        ["--url", "ftp://mirror/cards.json"],
        ["--url", "cards.json"],
    ],
)
def test_bad_usage_exits_2(args):
    result = run("download", *args)
    assert result.exit_code == 2, result.output
    assert not index_path().exists()


def test_timeout_out_of_range_is_one_line_exit_1():
    result = run("download", "--timeout", "0")
    assert result.exit_code == 1, result.output
    assert result.stderr == "deckstats: error: --timeout must be above 0 (got 0)\n"
    assert not index_path().exists()
