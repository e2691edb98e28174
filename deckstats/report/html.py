"""``report.html`` and its PNGs for a run directory, rebuilt from the run's files alone.

``write_report(run_dir)`` reads ``manifest.json``, ``summary.json`` and the Parquet
tables of a run (or the ``summary.json`` of a ``hands --out`` directory), asks
``deckstats.stats.report_data`` for the numbers behind each figure and table, draws the
figures with ``deckstats.report.charts`` and renders ``templates/report.html.j2``. No game
is played again. It sits at the end of the pipeline: a run (``deckstats goldfish``,
``matchup``, ``gauntlet``, ``compare``) writes its files, then the front end
(``deckstats.cli.report.build_report``) calls this with the decks' card tables.

Each page is a list of ``Chart`` and ``Table`` values built by one function per command
(``PAGES``: ``goldfish_page``, ``matchup_page`` ... in their own modules, on the parts of
``deckstats.report.page``); the template only loops over them, so adding a figure is
adding a chart function and one ``Chart`` entry. PNG names are stable (``CHART_FILES``).

The files are written into a hidden temporary directory inside the run and renamed into
place one by one, ``report.html`` last, so a failure never leaves a half-written report.
"""

from __future__ import annotations

import base64
import datetime as _dt
import os
import shutil
import struct
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd

from deckstats import __version__
from deckstats.report import charts
from deckstats.report.compare_page import compare_page
from deckstats.report.goldfish_page import goldfish_page
from deckstats.report.hands_page import hands_page
from deckstats.report.page import (
    Chart,
    Page,
    PageBuilder,
    ReportError,
    Table,
    deck_of,
    fidelity_lines,
    footer_rows,
)
from deckstats.report.versus_pages import gauntlet_page, matchup_page
from deckstats.stats import report_data as rd
from deckstats.stats.run_files import RunFileError, check_manifest, read_json_object

__all__ = ["CHART_FILES", "Chart", "ReportError", "Table", "write_report"]

#: The PNG file names a report may write (stable: scripts and pages link to them).
CHART_FILES = (
    "kill_turn_histogram.png",
    "kill_turn_cdf.png",
    "mulligans.png",
    "land_drops.png",
    "mana_curve.png",
    "opening_lands.png",
    "win_rates.png",
    "win_rate_matrix.png",
    "land_drops_sweep.png",
)


def _png_size(path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk.

    The size goes into the ``<img>`` tag so the page does not reflow as images load; it
    is read from the file because a PNG the command wrote itself need not be ``PIXELS``.
    """
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ReportError(f"{path}: not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    return int(width), int(height)


def _read_json(path: Path) -> dict[str, Any]:
    """A run's JSON object, read with bounded work (size, depth: ``stats.run_files``)."""
    try:
        data = read_json_object(path)
        if path.name == "manifest.json":
            check_manifest(data)
    except RunFileError as exc:
        message = str(exc)
        if not message.startswith(str(path)):
            message = f"{path}: {message}"
        raise ReportError(message) from None
    return data


#: The page builder of each command a run directory can come from.
PAGES: dict[str, PageBuilder] = {
    "compare": compare_page,
    "goldfish": goldfish_page,
    "matchup": matchup_page,
    "gauntlet": gauntlet_page,
    "hands": hands_page,
}


def _load(run_dir: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The run's manifest and summary, checked to be a run this module has a page for.

    A ``hands --out`` directory has no manifest: its summary (``command: hands``) stands
    in for one, with only the command and the seed.
    """
    # Each failure is one ``ReportError`` line naming what is missing (exit 1 in the CLI).
    if not run_dir.is_dir():
        raise ReportError(f"{run_dir}: not a directory")
    manifest_path, summary_path = run_dir / "manifest.json", run_dir / "summary.json"
    if not manifest_path.is_file():
        if summary_path.is_file():
            summary = _read_json(summary_path)
            if summary.get("command") == "hands":
                return {"command": "hands", "seed": summary.get("seed")}, summary
        raise ReportError(f"{run_dir}: not a run directory (no manifest.json)")
    manifest = _read_json(manifest_path)
    if not summary_path.is_file():
        raise ReportError(f"{run_dir}: summary.json is missing")
    summary = _read_json(summary_path)
    command = manifest.get("command")
    if command not in PAGES:
        raise ReportError(f"{run_dir}: no report for a {command!r} run")
    return manifest, summary


def _environment() -> jinja2.Environment:
    """The Jinja2 environment of the packaged templates (autoescaped, strict undefined)."""
    return jinja2.Environment(
        loader=jinja2.PackageLoader("deckstats.report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_page(page: Page, *, generated: str, version: str, engine_mode: str) -> str:
    """The HTML of ``page`` (the charts' ``src`` already set).

    Args:
        page: the finished page (``_build_page``, then ``_write_charts``).
        generated: the time stamp of the one "generated" line, which the report golden
            test scrubs (the only text that differs between two reports of a run).
        version: the deckstats version that played the run (from the manifest).
        engine_mode: compiled or pure-Python engine, as the manifest recorded it.
    """
    return (
        _environment()
        .get_template("report.html.j2")
        .render(page=page, generated=generated, version=version, engine_mode=engine_mode)
    )


def write_report(
    run_dir: Path,
    *,
    embed: bool = False,
    png_only: bool = False,
    cards: Sequence[pd.DataFrame | None] | None = None,
    now: _dt.datetime | None = None,
) -> Path:
    """Write ``report.html`` and its PNGs into ``run_dir``; return the page's path.

    Args:
        run_dir: a run directory (``manifest.json``, ``summary.json``, Parquet tables) or
            a ``hands --out`` directory.
        embed: inline the PNGs in the HTML (one self-contained file; the PNGs are still
            written beside it).
        png_only: write the PNGs only, no HTML (the path returned is then ``run_dir``).
        cards: one card table per deck of the manifest, in order (``report_data``'s
            ``CARD_COLUMNS``; built by the front ends from the decklist text). Without it
            the decklists are printed as written and the deck-only charts are left out.
        now: the time printed on the page (default: now, UTC).

    Raises:
        ReportError: ``run_dir`` is not a run, or lacks a file the report needs.
    """
    run_dir = Path(run_dir)
    # The whole page is built (every file read, every frame made) before anything is
    # written, so a run the report cannot read is refused without touching it.
    manifest, page = _build_page(run_dir, list(cards) if cards is not None else [])
    # Inside the run: the same file system, so ``os.replace`` below is a rename.
    tmp = Path(tempfile.mkdtemp(prefix=".report.", dir=run_dir))
    try:
        written = _write_charts(page, run_dir, tmp, embed=embed)
        if not png_only:
            stamp = (now or _dt.datetime.now(_dt.UTC)).strftime("%Y-%m-%d %H:%M UTC")
            html = render_page(
                page,
                generated=stamp,
                # The version and engine mode that played the run, not those rebuilding
                # the report (a report rebuilt later still describes the same games).
                version=str(manifest.get("version", __version__)),
                engine_mode=str(manifest.get("engine_mode", "–")),
            )
            (tmp / "report.html").write_text(html, encoding="utf-8")
            written.append("report.html")
        for name in written:  # report.html last: the page never links to a missing PNG
            os.replace(tmp / name, run_dir / name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return run_dir if png_only else run_dir / "report.html"


def _build_page(
    run_dir: Path, card_tables: list[pd.DataFrame | None]
) -> tuple[dict[str, Any], Page]:
    """The run's manifest and its page: the command's own part, then what every page has.

    The command's builder (``PAGES``) gives the headline, charts, tables and model notes;
    here the decklists, footer, fidelity line, the summary's ``definitions`` and the
    command that reproduces the run are added (a ``hands`` directory has none).
    """
    manifest, summary = _load(run_dir)
    command = str(manifest["command"])
    page = PAGES[command](run_dir, manifest, summary, card_tables)
    entries = manifest.get("decks", [])
    page.decks = [
        deck_of(e, card_tables[i] if i < len(card_tables) else None) for i, e in enumerate(entries)
    ]
    page.footer = footer_rows(manifest)
    page.fidelity, page.fidelity_warning = fidelity_lines(manifest)
    page.definitions = [(str(k), str(v)) for k, v in summary.get("definitions", {}).items()]
    if command != "hands":
        page.command = rd.reproduce_command(manifest)
    return manifest, page


def _write_charts(page: Page, run_dir: Path, tmp: Path, *, embed: bool) -> list[str]:
    """Draw (or copy) each chart's PNG into ``tmp``; set its size and ``src``.

    Returns the names of the PNGs drawn here, to be moved into ``run_dir``; a PNG the
    command drew itself (the ``hands`` sweep, ``Chart.draw`` is ``None``) is copied into
    ``tmp`` only to be measured and embedded, and stays where it is.
    """
    written: list[str] = []
    for chart in page.charts:
        path = tmp / chart.file
        if chart.draw is not None:
            charts.save_png(chart.draw(), path)
            written.append(chart.file)
        else:  # a PNG the command drew itself (hands' sweep): laid out as it is
            shutil.copyfile(run_dir / chart.file, path)
        chart.width, chart.height = _png_size(path)
        chart.src = (
            "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")
            if embed
            else chart.file
        )
    return written
