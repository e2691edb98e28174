"""Issue 32 point 3 (round 44): a report's charts share one Agg renderer per thread.

matplotlib caches the size of each text it lays out by renderer; drawing every chart on
its own renderer measured each chart's tick labels and titles anew. The pixels stay
``savefig``'s (``test_r36_charts.test_png_pixels_are_savefigs`` draws them on the shared
renderer after other charts).
"""

from __future__ import annotations

import io
import shutil
import threading
from pathlib import Path

from matplotlib.image import imread

from deckstats.report import charts, html
from deckstats.runs.report import card_tables
from deckstats.stats.run_files import read_manifest

RUN = Path(__file__).parent / "data" / "goldfish_run"


def _drawn_charts(tmp_path: Path) -> list[html.Chart]:
    run = tmp_path / "run"
    shutil.copytree(RUN, run)
    _, page = html._build_page(run, card_tables(read_manifest(run / "manifest.json")))
    return [c for c in page.charts if c.draw is not None]


def test_the_charts_of_a_report_share_one_renderer(tmp_path: Path) -> None:
    figures = []
    for chart in _drawn_charts(tmp_path):
        assert chart.draw is not None
        fig = chart.draw()
        charts.save_png(fig, io.BytesIO())
        figures.append(fig)
    assert len(figures) == 6
    renderers = {id(fig.canvas.renderer) for fig in figures}
    assert len(renderers) == 1


def test_another_thread_draws_on_its_own_renderer(tmp_path: Path) -> None:
    chart = _drawn_charts(tmp_path)[0]
    assert chart.draw is not None
    here, there = chart.draw(), chart.draw()
    png_here, png_there = io.BytesIO(), io.BytesIO()
    charts.save_png(here, png_here)
    worker = threading.Thread(target=charts.save_png, args=(there, png_there))
    worker.start()
    worker.join()
    assert here.canvas.renderer is not there.canvas.renderer
    a, b = imread(io.BytesIO(png_here.getvalue())), imread(io.BytesIO(png_there.getvalue()))
    assert (a == b).all()
