"""Fixtures for card-data tests: a private $DECKSTATS_HOME, never the user's ~/.cache, and
a real HTTP server on 127.0.0.1 (port 0, its own thread) that serves the download tests.
No test here reaches any other address."""

from __future__ import annotations

import gzip
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest

DATA = Path(__file__).parents[1] / "data"

PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy", "REQUEST_METHOD")


@pytest.fixture(autouse=True)
def deckstats_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DECKSTATS_HOME", str(home))
    # A proxy set in the developer's shell would otherwise receive the loopback requests.
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    return home


@pytest.fixture
def scryfall_file() -> Path:
    return DATA / "scryfall_sample.json"


@pytest.fixture
def mtgjson_file() -> Path:
    return DATA / "mtgjson_sample.json"


@dataclass
class Route:
    """What the test server answers for one path."""

    body: bytes = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    #: Content-Length to announce (default: the real length), e.g. more than is sent;
    #: -1: none (the body ends when the connection closes).
    length: int | None = None
    #: Seconds to wait before the status line.
    delay: float = 0.0
    #: Seconds to wait after sending half the body.
    stall: float = 0.0
    #: Send the body with ``Content-Encoding: gzip``.
    gzip: bool = False


class Site:
    """A loopback HTTP server with settable routes; records every request it gets."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.release = threading.Event()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self.server.daemon_threads = True
        self.server.site = self  # type: ignore[attr-defined]
        self.server.handle_error = lambda request, address: None  # type: ignore[method-assign]
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self.thread.start()

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def add(self, path: str, body: bytes = b"", **kwargs: object) -> str:
        self.routes[path] = Route(body=body, **kwargs)  # type: ignore[arg-type]
        return self.url(path)

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


class _Handler(BaseHTTPRequestHandler):
    server: ThreadingHTTPServer

    def do_GET(self) -> None:
        site: Site = self.server.site  # type: ignore[attr-defined]
        site.requests.append((self.path, dict(self.headers.items())))
        # A proxied request names the whole URL; a direct one only the path.
        route = site.routes.get(urlsplit(self.path).path)
        if route is None:
            self.send_error(404, "Not Found")
            return
        if route.delay:
            site.release.wait(route.delay)
        body = gzip.compress(route.body) if route.gzip else route.body
        self.send_response(route.status)
        for name, value in route.headers.items():
            self.send_header(name, value)
        if route.gzip:
            self.send_header("Content-Encoding", "gzip")
        if route.length != -1:
            length = len(body) if route.length is None else route.length
            self.send_header("Content-Length", str(length))
        self.end_headers()
        if route.stall:
            half = len(body) // 2
            self.wfile.write(body[:half])
            self.wfile.flush()
            site.release.wait(route.stall)
            self.wfile.write(body[half:])
        else:
            self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        return


@pytest.fixture
def site() -> Iterator[Site]:
    server = Site()
    yield server
    server.close()
