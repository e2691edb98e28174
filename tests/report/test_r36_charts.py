"""Issue 32 point 3: each report chart is drawn once, and its PNG pixels do not change.

``savefig`` on a figure with a layout engine draws it twice (a pass with rendering off
for the constrained layout, then the real draw); ``charts.save_png`` draws once on an Agg
canvas (the layout runs inside that draw) and encodes the pixels. The charts are those
of the committed goldfish run's report (``data/goldfish_run``), the card charts included.
"""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import matplotlib
import pytest
from matplotlib.figure import Figure

from deckstats.report import charts, html
from deckstats.runs.report import card_tables

RUN = Path(__file__).parent / "data" / "goldfish_run"


@pytest.fixture(scope="module")
def page_charts(tmp_path_factory: pytest.TempPathFactory) -> list[html.Chart]:
    run = tmp_path_factory.mktemp("charts") / "run"
    shutil.copytree(RUN, run)
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    _, page = html._build_page(run, card_tables(manifest))
    drawn = [c for c in page.charts if c.draw is not None]
    assert {c.file for c in drawn} == {
        "kill_turn_cdf.png",
        "kill_turn_histogram.png",
        "mulligans.png",
        "land_drops.png",
        "mana_curve.png",
        "opening_lands.png",
    }
    return drawn


def test_each_chart_is_drawn_once(page_charts: list[html.Chart], monkeypatch) -> None:
    draws: list[int] = []
    inner = Figure.draw

    def counted(self: Figure, renderer: object) -> None:
        draws.append(1)
        inner(self, renderer)

    monkeypatch.setattr(Figure, "draw", counted)
    for chart in page_charts:
        assert chart.draw is not None
        fig = chart.draw()
        draws.clear()
        charts.save_png(fig, io.BytesIO())
        assert len(draws) == 1, chart.file


def test_png_pixels_are_savefigs(page_charts: list[html.Chart]) -> None:
    """The pixels (and size) are ``savefig``'s; the zlib level differs (round 41)."""
    from matplotlib.image import imread

    for chart in page_charts:
        assert chart.draw is not None
        ours = io.BytesIO()
        charts.save_png(chart.draw(), ours)
        theirs = io.BytesIO()
        with matplotlib.rc_context(charts.PLAIN_TEXT):
            fig = charts.plain_text(chart.draw())
            fig.savefig(theirs, dpi=charts.DPI, format="png", metadata={"Software": None})
        assert ours.getvalue()[:8] == b"\x89PNG\r\n\x1a\n"
        mine, saved = imread(io.BytesIO(ours.getvalue())), imread(io.BytesIO(theirs.getvalue()))
        assert mine.shape == saved.shape == (charts.PIXELS[1], charts.PIXELS[0], 4), chart.file
        assert (mine == saved).all(), chart.file


def test_chart_texts_are_walked_once(page_charts: list[html.Chart], monkeypatch) -> None:
    """``plain_text`` walks a chart's artists when it is made, not again when it is saved."""
    walks: list[int] = []
    inner = charts.plain_text

    def counted(fig: Figure) -> Figure:
        walks.append(1)
        return inner(fig)

    monkeypatch.setattr(charts, "plain_text", counted)
    for chart in page_charts:
        assert chart.draw is not None
        fig = chart.draw()
        walks.clear()
        charts.save_png(fig, io.BytesIO())
        assert walks == [], chart.file
    stray = Figure()
    stray.text(0.5, 0.5, "x$_$y")  # not made by a chart function: made plain when saved
    walks.clear()
    charts.save_png(stray, io.BytesIO())
    assert walks == [1]
