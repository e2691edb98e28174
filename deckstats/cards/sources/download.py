"""Download current card data and import it (``deckstats cards download``).

Sources:

- **Scryfall** (default): the bulk-data index ``https://api.scryfall.com/bulk-data`` is
  read and its ``oracle_cards`` entry downloaded: ``download_uri`` (a JSON array; its
  ``size`` is checked) when the entry has one, else ``jsonl_download_uri`` (gzipped JSON
  Lines, the only file Scryfall offers since July 2026; its ``compressed_size`` is
  checked). The entry's ``updated_at`` is the data's date. ``url`` may name a mirror of
  the index (any JSON object whose ``data`` list holds bulk-data entries; relative URIs in
  it are resolved against it) or a card-data file itself, imported as it comes (the
  content decides, not the URL's shape).
- **MTGJSON**: ``https://mtgjson.com/api/v5/AtomicCards.json.gz``; ``url`` names the file
  (``.json``, ``.json.gz``, ``.json.xz`` or ``.json.bz2``). Its SHA-256 is checked against
  ``<url>.sha256``; a mirror without that file (HTTP 404) gets a warning and no check.
  The file's ``meta.date`` is the data's date.

Every transfer is also checked against its ``Content-Length``; a body sent with
``Content-Encoding: gzip`` is decoded on the fly. Files are streamed to a temporary file
in ``$DECKSTATS_HOME`` and imported into a new index that replaces the old one only when
everything succeeded (``import_file``); temporary files are deleted whatever happens.

HTTP client: the standard library's ``urllib.request``. It does everything needed here:
streaming reads, redirects, HTTPS with the system's certificates, proxies from
``HTTPS_PROXY`` / ``HTTP_PROXY`` / ``NO_PROXY`` (its default ``ProxyHandler``), and a socket
timeout that bounds the connection and every read. A third-party client (requests,
httpx) would add a dependency for no feature we use; there are two GET requests per
download and no connection reuse, retries or HTTP/2 to gain.
"""

from __future__ import annotations

import hashlib
import http.client
import json
import sys
import urllib.error
import urllib.request
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import ijson

from deckstats import __version__
from deckstats.cards.sources import CardDataError, ImportSummary, import_file
from deckstats.cards.sources.index import deckstats_home, sweep_temps, temp_path

SCRYFALL_BULK_DATA = "https://api.scryfall.com/bulk-data"
MTGJSON_ATOMIC = "https://mtgjson.com/api/v5/AtomicCards.json.gz"
SOURCES = ("scryfall", "mtgjson")
DEFAULT_TIMEOUT = 30.0
#: Scryfall asks API clients to name themselves and to send an ``Accept`` header.
USER_AGENT = f"deckstats/{__version__} (MTG deck simulator; card-data download)"
ACCEPT_JSON = "application/json;q=0.9,*/*;q=0.8"
ACCEPT_ANY = "*/*"
_CHUNK = 1 << 16
_BULK_TYPE = "oracle_cards"


class DownloadError(CardDataError):
    """A download that failed (HTTP error, timeout, truncated body, checksum mismatch).

    Args:
        message: one line naming the URL.
        status: the HTTP status of an error response, if that was the failure.
    """

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True, slots=True)
class Fetched:
    """One completed transfer.

    ``size``/``sha256`` describe the file written, ``received``/``wire_sha256`` the bytes
    as sent; they differ only for a body sent with ``Content-Encoding: gzip``. A server may
    compress a plain file on the fly, or label a stored ``.gz`` file that way, so a size or
    checksum published for "the file" is accepted if it matches either form.
    """

    url: str
    path: Path
    size: int
    sha256: str
    received: int
    wire_sha256: str
    announced: int | None = None

    def sizes(self) -> tuple[int, int]:
        """The file's size as written and as sent."""
        return self.size, self.received

    def digests(self) -> tuple[str, str]:
        """The SHA-256 of the file as written and as sent."""
        return self.sha256, self.wire_sha256


@dataclass(frozen=True, slots=True)
class DownloadResult:
    """What ``download`` fetched, what it checked, and what the import did."""

    source: str
    url: str
    size: int
    checks: tuple[str, ...]
    imported: ImportSummary
    warnings: tuple[str, ...] = field(default=())


def _via_proxy(url: str) -> str:
    scheme, host = urlsplit(url).scheme, urlsplit(url).hostname or ""
    proxies = urllib.request.getproxies()
    proxy = proxies.get(scheme)
    if proxy and not urllib.request.proxy_bypass(host):
        return f" (via proxy {proxy})"
    return ""


def fetch(
    url: str,
    dest: Path,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    accept: str = ACCEPT_ANY,
    progress: bool = False,
    desc: str = "download",
) -> Fetched:
    """GET ``url`` into ``dest``, streaming, and check the length the server announced.

    Args:
        url: ``http(s)://`` (or ``file://``) URL.
        dest: the file to write (overwritten).
        timeout: seconds allowed for connecting and for each read.
        accept: the ``Accept`` header.
        progress: tqdm bar on stderr (only when stderr is a terminal).
        desc: the bar's label.

    Raises:
        DownloadError: one line naming ``url``: HTTP status, connection failure, timeout,
            truncated or undecodable body. ``dest`` may hold a partial file; the caller
            deletes it.
    """
    response = _open(url, accept, timeout)
    with response:
        final_url = response.geturl() or url
        headers = response.headers
        length_header = headers.get("Content-Length")
        announced = int(length_header) if length_header and length_header.isdigit() else None
        encoding = (headers.get("Content-Encoding") or "identity").strip().lower()
        if encoding not in ("identity", "gzip", "x-gzip"):
            raise DownloadError(f"{url}: unsupported Content-Encoding {encoding!r}")
        decoder = zlib.decompressobj(16 + zlib.MAX_WBITS) if encoding != "identity" else None
        bar = _bar(announced, desc, progress)
        try:
            got = _stream(response, dest, url, timeout, bar, decoder)
        except OSError as exc:  # writing: disk full, home not writable
            raise DownloadError(f"{dest}: cannot write the download: {exc.strerror}") from None
        finally:
            bar.close()
    if announced is not None and got.received != announced:
        raise DownloadError(
            f"{url}: truncated: received {got.received} of {announced} bytes (Content-Length)"
        )
    if decoder is not None and not decoder.eof:
        raise DownloadError(f"{url}: truncated gzip body after {got.received} bytes")
    return Fetched(
        url=final_url,
        path=dest,
        size=got.written,
        sha256=got.digest.hexdigest(),
        received=got.received,
        wire_sha256=got.wire.hexdigest(),
        announced=announced,
    )


def _open(url: str, accept: str, timeout: float) -> Any:
    """Send the GET; a refusal, a failed connection or a timeout is a ``DownloadError``."""
    request = urllib.request.Request(
        url,
        headers={"User-Agent": USER_AGENT, "Accept": accept, "Accept-Encoding": "gzip"},
    )
    # A fresh opener per request: its ProxyHandler reads HTTPS_PROXY / HTTP_PROXY / NO_PROXY
    # now (urlopen's global opener keeps whatever the environment held at its first use).
    opener = urllib.request.build_opener()
    try:
        return opener.open(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        exc.close()
        raise DownloadError(f"{url}: HTTP {exc.code} {exc.reason}", exc.code) from None
    except urllib.error.URLError as exc:
        if isinstance(exc.reason, TimeoutError):
            raise DownloadError(
                f"{url}: timed out after {timeout:g} s connecting{_via_proxy(url)} (--timeout)"
            ) from None
        raise DownloadError(f"{url}: cannot connect{_via_proxy(url)}: {exc.reason}") from None
    except TimeoutError:
        raise DownloadError(
            f"{url}: timed out after {timeout:g} s waiting for the response (--timeout)"
        ) from None
    except (OSError, http.client.HTTPException, ValueError) as exc:
        raise DownloadError(f"{url}: request failed: {exc}") from None


@dataclass
class _Streamed:
    """Bytes received off the wire and written (decoded), with their SHA-256 digests."""

    received: int = 0
    written: int = 0
    digest: Any = field(default_factory=hashlib.sha256)
    wire: Any = field(default_factory=hashlib.sha256)


def _stream(
    response: Any, dest: Path, url: str, timeout: float, bar: Any, decoder: Any
) -> _Streamed:
    """Copy the body into ``dest``, decoding gzip when ``decoder`` is given."""
    got = _Streamed()
    with open(dest, "wb") as out:
        while True:
            try:
                # read1: whatever has arrived (up to _CHUNK), so a stalled server
                # times out with an exact byte count and the bar moves smoothly.
                chunk = response.read1(_CHUNK)
            except TimeoutError:
                raise DownloadError(
                    f"{url}: timed out after {timeout:g} s without data "
                    f"({got.received} bytes received; --timeout)"
                ) from None
            except (OSError, http.client.HTTPException) as exc:
                raise DownloadError(
                    f"{url}: connection broken after {got.received} bytes: "
                    f"{str(exc) or type(exc).__name__}"
                ) from None
            if not chunk:
                break
            got.received += len(chunk)
            got.wire.update(chunk)
            bar.update(len(chunk))
            if decoder is not None:
                try:
                    chunk = decoder.decompress(chunk)
                except zlib.error as exc:
                    raise DownloadError(f"{url}: corrupt gzip body: {exc}") from None
            got.digest.update(chunk)
            out.write(chunk)
            got.written += len(chunk)
        if decoder is not None:
            tail = decoder.flush()
            got.digest.update(tail)
            out.write(tail)
            got.written += len(tail)
    return got


def _bar(total: int | None, desc: str, progress: bool) -> Any:
    from tqdm import tqdm

    return tqdm(
        total=total,
        unit="B",
        unit_scale=True,
        unit_divisor=1024,
        desc=desc,
        file=sys.stderr,
        disable=not progress or not sys.stderr.isatty(),
        mininterval=0.2,
    )


def _length(got: Fetched) -> list[str]:
    """The checks ``fetch`` made: the announced length, when there was one."""
    return ["Content-Length"] if got.announced is not None else []


def _name_of(url: str) -> str:
    return urlsplit(url).path.rstrip("/").rsplit("/", 1)[-1] or url


def _bulk_entries(path: Path) -> list[dict[str, Any]] | None:
    """The ``data`` entries if ``path`` is a Scryfall bulk-data index, else ``None``.

    Only the start of the file is parsed to decide (up to the keys of the first ``data``
    item), so a large card file costs nothing.
    """
    with open(path, "rb") as fh:
        if not fh.read(64).lstrip().startswith(b"{"):
            return None
        fh.seek(0)
        is_index = False
        try:
            events = ijson.parse(fh)
            for prefix, event, _ in events:
                if prefix == "data":
                    if event != "start_array":
                        return None
                    break
                if prefix == "" and event == "end_map":
                    return None
            for prefix, event, value in events:
                if prefix == "data.item" and event == "map_key":
                    if value in ("download_uri", "jsonl_download_uri"):
                        is_index = True
                        break
                elif prefix in ("data", "data.item") and event.startswith("end_"):
                    break
        except ijson.JSONError:
            return None
    if not is_index:
        return None
    try:
        with open(path, "rb") as fh:
            index = json.load(fh)
    except ValueError:
        return None
    return [e for e in index.get("data", []) if isinstance(e, dict)]


def _fetch_json(url: str, dest: Path, timeout: float, progress: bool) -> Fetched:
    """``fetch`` a JSON file, the bar labelled with the URL's file name."""
    return fetch(
        url, dest, timeout=timeout, accept=ACCEPT_JSON, progress=progress, desc=_name_of(url)
    )


def _scryfall(
    url: str | None, tmp: Callable[[], Path], timeout: float, progress: bool
) -> tuple[Path, dict[str, Any], list[str], int]:
    """Fetch Scryfall data; return the file, import arguments, checks made and its size."""
    index_url = url or SCRYFALL_BULK_DATA
    first = _fetch_json(index_url, tmp(), timeout, progress)
    entries = _bulk_entries(first.path)
    if entries is None:
        if url is None:
            raise DownloadError(f"{index_url}: not a Scryfall bulk-data index")
        return first.path, {"name": first.url, "ident": index_url}, _length(first), first.size
    entry = next((e for e in entries if e.get("type") == _BULK_TYPE), None)
    if entry is None:
        kinds = ", ".join(str(e.get("type")) for e in entries) or "none"
        raise DownloadError(f"{index_url}: no {_BULK_TYPE} entry in the bulk-data index ({kinds})")
    key, size_key = (
        ("download_uri", "size")
        if entry.get("download_uri")
        else ("jsonl_download_uri", "compressed_size")
    )
    if not isinstance(entry.get(key), str):
        raise DownloadError(f"{index_url}: the {_BULK_TYPE} entry has no download URI")
    file_url = urljoin(first.url, entry[key])
    first.path.unlink(missing_ok=True)
    got = _fetch_json(file_url, tmp(), timeout, progress)
    checks = _length(got)
    expected = entry.get(size_key)
    if isinstance(expected, int):
        if expected not in got.sizes():
            raise DownloadError(
                f"{file_url}: size mismatch: got {got.size} bytes, the bulk-data index "
                f"says {expected} ({size_key})"
            )
        checks.append(f"{size_key} from the bulk-data index")
    updated = entry.get("updated_at")
    args = {
        "name": got.url,
        "ident": f"{index_url}#{_BULK_TYPE}",
        "data_date": updated if isinstance(updated, str) else None,
    }
    return got.path, args, checks, got.size


def _expected_sha256(
    url: str, tmp: Callable[[], Path], timeout: float, warn: Callable[[str], None]
) -> str | None:
    sha_url = f"{url}.sha256"
    try:
        got = fetch(sha_url, tmp(), timeout=timeout)
    except DownloadError as exc:
        if exc.status == 404:
            warn(f"no checksum file at {sha_url} (HTTP 404); the download is not verified")
            return None
        raise
    text = got.path.read_text(encoding="ascii", errors="replace").split()
    got.path.unlink(missing_ok=True)
    value = text[0].lower() if text else ""
    if len(value) != 64 or any(c not in "0123456789abcdef" for c in value):
        raise DownloadError(f"{sha_url}: not a SHA-256 checksum file")
    return value


def _mtgjson(
    url: str | None,
    tmp: Callable[[], Path],
    timeout: float,
    progress: bool,
    warn: Callable[[str], None],
) -> tuple[Path, dict[str, Any], list[str], int]:
    file_url = url or MTGJSON_ATOMIC
    # The file first: a wrong URL is then one error, not a missing-checksum warning too.
    got = fetch(file_url, tmp(), timeout=timeout, progress=progress, desc=_name_of(file_url))
    expected = _expected_sha256(file_url, tmp, timeout, warn)
    checks = _length(got)
    if expected is not None:
        if expected not in got.digests():
            raise DownloadError(
                f"{file_url}: checksum mismatch: SHA-256 {got.sha256[:16]}..., "
                f"{file_url}.sha256 says {expected[:16]}..."
            )
        checks.append("SHA-256")
    return got.path, {"name": got.url, "ident": file_url}, checks, got.size


def download(
    source: str = "scryfall",
    *,
    url: str | None = None,
    home: Path | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    progress: bool = False,
    replace: bool = False,
    warn: Callable[[str], None] | None = None,
) -> DownloadResult:
    """Download the current bulk data of ``source`` and import it into the local index.

    Args:
        source: ``scryfall`` (``oracle_cards``) or ``mtgjson`` (``AtomicCards``).
        url: a mirror: for Scryfall a bulk-data index or a card-data file, for MTGJSON the
            file (its checksum at ``<url>.sha256``). See the module docstring.
        home: data directory (default ``deckstats_home()``); temporary files go there.
        timeout: seconds allowed for connecting and for each read.
        progress: tqdm bars on stderr (only when stderr is a terminal).
        replace: start a new index instead of merging into the existing one.
        warn: called with a one-line warning (a mirror without a checksum file).

    Raises:
        DownloadError: the transfer failed or did not check out.
        CardDataError: the downloaded file is not card data (corrupt JSON, wrong format).
        In every case the previous index is kept and no temporary file is left behind.
    """
    if source not in SOURCES:
        raise DownloadError(f"unknown source {source!r} (choose {' or '.join(SOURCES)})")
    root = home or deckstats_home()
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DownloadError(f"{root}: cannot create the data directory: {exc}") from None
    sweep_temps(root)
    temps: list[Path] = []
    warnings: list[str] = []

    def tmp() -> Path:
        temps.append(temp_path(root, "download"))
        return temps[-1]

    def note(message: str) -> None:
        warnings.append(message)
        if warn is not None:
            warn(message)

    try:
        if source == "scryfall":
            path, args, checks, size = _scryfall(url, tmp, timeout, progress)
        else:
            path, args, checks, size = _mtgjson(url, tmp, timeout, progress, note)
        summary = import_file(
            path, home=root, progress=progress, replace=replace, warn=note, **args
        )
    finally:
        for path in temps:
            path.unlink(missing_ok=True)
    return DownloadResult(
        source=source,
        url=str(args["name"]),
        size=size,
        checks=tuple(checks),
        imported=summary,
        warnings=tuple(warnings),
    )
