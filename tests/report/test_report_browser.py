"""The report in a real browser: Debian's Chromium, headless, on the run folder as it is.

Asserts that the screenshot is not blank, that every ``<img>`` loaded (a probe copy of the
page writes each image's ``naturalWidth`` into the DOM, read back with ``--dump-dom``) and
that the page requests nothing but its own files: the probe is served by a local HTTP
server on 127.0.0.1 (browsers do not list ``file://`` loads in Resource Timing), the page's
Resource Timing entries must all be on that origin, and the server logs each file asked for.
Skips only where no ``chromium`` is installed; ``.ci/run`` installs it.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from matplotlib.image import imread

from deckstats.report.charts import PIXELS

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]

pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="Debian's chromium is not installed (apt-get install -y chromium; .ci/run does)",
)

PROBE = """<script>
window.addEventListener("load", function () {
  var images = Array.prototype.map.call(document.images, function (img) {
    return {src: img.getAttribute("src").slice(0, 40), complete: img.complete,
            width: img.naturalWidth, height: img.naturalHeight, alt: img.alt};
  });
  var requests = performance.getEntriesByType("resource").map(function (e) { return e.name; });
  var out = document.createElement("pre");
  out.id = "probe";
  out.textContent = JSON.stringify({images: images, requests: requests, page: location.href});
  document.body.appendChild(out);
});
</script>
"""


def _chromium(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    assert CHROMIUM is not None
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp / 'profile'}", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@contextmanager
def _serve(folder: Path) -> Iterator[tuple[str, list[str]]]:
    """Serve ``folder`` on 127.0.0.1; yield its origin and the list of paths requested."""
    asked: list[str] = []

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            asked.append(self.path)

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", asked
    finally:
        server.shutdown()
        server.server_close()


def _probe(folder: Path, tmp: Path) -> dict[str, Any]:
    page = (folder / "report.html").read_text(encoding="utf-8")
    (folder / "probe.html").write_text(page.replace("</body>", PROBE + "</body>"), "utf-8")
    with _serve(folder) as (origin, asked):
        done = _chromium(tmp, "--virtual-time-budget=10000", "--dump-dom", f"{origin}/probe.html")
    found = re.search(r'<pre id="probe">(.*?)</pre>', done.stdout, re.S)
    assert found, f"no probe output; chromium said: {done.stderr[-2000:]}"
    result: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    result["origin"], result["asked"] = origin, asked
    return result


def _check_probe(result: dict[str, Any], n_images: int) -> None:
    assert len(result["images"]) == n_images
    for image in result["images"]:
        assert image["complete"], image
        assert (image["width"], image["height"]) == PIXELS, image
        assert image["alt"], image
    # every request the page made is one of its own files (no CDN, font or tracker)
    origin = result["origin"] + "/"
    assert all(url.startswith((origin, "data:")) for url in result["requests"]), result


@pytest.fixture
def folder(goldfish_run: Path, tmp_path: Path) -> Path:
    """A copy of the run folder, as a user would receive it."""
    copy = tmp_path / "shared report"
    shutil.copytree(goldfish_run, copy)
    return copy


def _screenshot(page: Path, tmp: Path, shot: Path, height: int) -> Any:
    """Chromium's screenshot of ``page`` (1000 x ``height``), checked not to be blank."""
    done = _chromium(
        tmp,
        f"--window-size=1000,{height}",
        "--hide-scrollbars",
        f"--screenshot={shot}",
        page.as_uri(),
    )
    assert shot.is_file(), done.stderr[-2000:]
    pixels = imread(shot)[..., :3]
    assert pixels.shape[:2] == (height, 1000)
    ink = (pixels.min(axis=2) < 0.9).mean()  # share of pixels that are not (near) white
    assert pixels.std() > 0.05 and ink > 0.03, (pixels.std(), ink)
    return pixels


def test_screenshot_is_not_blank(folder: Path, tmp_path: Path) -> None:
    _screenshot(folder / "report.html", tmp_path, tmp_path / "shot.png", 2400)


def test_every_image_loads_and_nothing_hits_the_network(folder: Path, tmp_path: Path) -> None:
    result = _probe(folder, tmp_path)
    _check_probe(result, len(list(folder.glob("*.png"))))
    png_requests = sorted(u.rsplit("/", 1)[1] for u in result["requests"] if u.endswith(".png"))
    # relative paths, served from the folder itself
    assert png_requests == sorted(p.name for p in folder.glob("*.png"))
    page_asked = [p for p in result["asked"] if p != "/favicon.ico"]  # the browser's own
    assert sorted(page_asked) == sorted(["/probe.html", *(f"/{n}" for n in png_requests)])


def test_embedded_report_is_one_file(folder: Path, tmp_path: Path) -> None:
    from deckstats.cli.report import build_report

    build_report(folder, embed=True)
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy(folder / "report.html", alone / "report.html")  # no PNG beside it
    result = _probe(alone, tmp_path)
    _check_probe(result, 6)
    assert not [u for u in result["requests"] if u.endswith(".png")]


#: The sections each page kind must have (HTML ids: charts, tables, model notes).
PAGE_SECTIONS = {
    "goldfish_run": [
        'id="charts"',
        'id="kill_turn_cdf.png"',
        'id="land_drops.png"',
        'id="land-drops"',
        'id="card-impact"',
        'id="flood-screw"',
        'id="colour-screw"',
        "<dt>Keep rule</dt>",
        "<dt>Pilots</dt>",
        'class="fidelity',
    ],
    "matchup_run": [
        'id="win_rates.png"',
        'id="seats"',
        'id="length"',
        'id="endings"',
        'id="card-impact-a"',
        'id="card-impact-b"',
        "<dt>Pilots</dt>",
        'class="fidelity',
    ],
    "gauntlet_run": ['id="win_rates.png"', 'id="win_rate_matrix.png"', 'id="pilots"'],
    "compare_run": [
        'id="compare_win_by_turn.png"',
        'id="compare_land_drops.png"',
        "<dt>Pilots</dt>",
    ],
    "hands_dir": [
        'id="land_drops_sweep.png"',
        'id="sources"',
        'id="opening-hand"',
        'id="land-drops"',
        'id="mulligan"',
        'id="castable"',
        'id="sampler"',
        'id="sweep"',
    ],
}


@pytest.mark.parametrize("kind", sorted(PAGE_SECTIONS))
def test_each_page_kind_screenshot(
    kind: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """Every page kind renders in Chromium (a non-blank screenshot) with its sections.

    Set ``DECKSTATS_SCREENSHOTS=DIR`` to keep the PNGs (to look at them).
    """
    import os

    from deckstats.cli.report import build_report

    run = tmp_path / "run"
    shutil.copytree(request.getfixturevalue(kind), run)
    build_report(run)
    page = (run / "report.html").read_text(encoding="utf-8")
    for section in PAGE_SECTIONS[kind]:
        assert section in page, section
    shot = tmp_path / f"{kind}.png"
    pixels = _screenshot(run / "report.html", tmp_path, shot, 3000)
    # the page's top (title and headline) is drawn, not an error page or a blank frame
    assert (pixels[:300].min(axis=2) < 0.5).mean() > 0.002
    keep = os.environ.get("DECKSTATS_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(keep) / shot.name)
