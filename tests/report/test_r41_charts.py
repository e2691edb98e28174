"""Issue 32 point 3: the report's one-Axes charts are laid out without measuring their insides.

``charts.OneAxesLayout`` measures only what sits outside the one Axes of a chart (the y
axis, the x axis, the title), where matplotlib's constrained layout takes the tight box of
the whole Axes (every bar label, the legend) twice. The pixels must not change: each PNG is
compared with the one the constrained layout draws. The charts are those of the committed
goldfish run (``data/goldfish_run``) and the versus charts (a wrapped title, a colour bar).
"""

from __future__ import annotations

import io
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from deckstats.report import charts, html
from deckstats.runs.report import card_tables

RUN = Path(__file__).parent / "data" / "goldfish_run"


@pytest.fixture(scope="module")
def draws(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Callable[[], Figure]]:
    """Each chart of the goldfish page, and a win-rate chart and a matrix, by file name."""
    run = tmp_path_factory.mktemp("layout") / "run"
    shutil.copytree(RUN, run)
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    _, page = html._build_page(run, card_tables(manifest))
    out: dict[str, Callable[[], Figure]] = {c.file: c.draw for c in page.charts if c.draw}
    assert len(out) == 6
    rates = pd.DataFrame(
        {
            "label": ["on the play", "on the draw"],
            "win_rate": [0.61, 0.47],
            "lo": [0.55, 0.41],
            "hi": [0.67, 0.53],
            "games": [250, 250],
        }
    )
    title = "Mono-Red Burn with a very long deck name against Pauper Stompy, 500 games " * 2
    out["win_rates.png"] = lambda: charts.win_rate_figure(rates, title=title)
    matrix = pd.DataFrame(
        {
            "deck": ["A", "A", "B", "B"],
            "opponent": ["A", "B", "A", "B"],
            "win_rate": [0.5, 0.8, 0.2, 0.5],
        }
    )
    out["win_rate_matrix.png"] = lambda: charts.matrix_figure(matrix, games=100)
    return out


def _png(fig: Figure) -> bytes:
    buf = io.BytesIO()
    charts.save_png(fig, buf)
    return buf.getvalue()


def test_one_axes_charts_do_not_measure_their_insides(draws, monkeypatch) -> None:
    """The layout takes no Axes' tight box (a figure with a colour bar still does)."""
    calls: list[int] = []
    inner = Axes.get_tightbbox

    def counted(self: Axes, *args: object, **kwargs: object) -> object:
        calls.append(1)
        return inner(self, *args, **kwargs)

    monkeypatch.setattr(Axes, "get_tightbbox", counted)
    for name, draw in draws.items():
        fig = draw()
        calls.clear()
        _png(fig)
        if len(fig.axes) == 1:
            assert calls == [], name
        else:
            assert calls, name  # two Axes: matplotlib's constrained layout


def test_pixels_are_the_constrained_layouts(draws) -> None:
    """Every chart's PNG is byte for byte the one drawn with the constrained layout."""
    for name, draw in draws.items():
        ours = draw()
        assert isinstance(ours.get_layout_engine(), charts.OneAxesLayout), name
        theirs = draw()
        theirs.set_layout_engine("constrained")
        assert _png(ours) == _png(theirs), name


def _idat(png: bytes) -> bytes:
    """The first IDAT chunk's data of a PNG."""
    at = 8
    while at < len(png):
        size = int.from_bytes(png[at : at + 4], "big")
        if png[at + 4 : at + 8] == b"IDAT":
            return png[at + 8 : at + 8 + size]
        at += 12 + size
    raise AssertionError("no IDAT chunk")


def test_pngs_are_compressed_at_level_one(draws) -> None:
    """zlib level 1 (the stream header's FLEVEL bits are 0: 78 01), not Pillow's 6 (78 9c)."""
    png = _png(draws["mulligans.png"]())
    assert _idat(png)[:2] == b"\x78\x01"


def test_turn_rows_are_found_without_a_filter_per_turn() -> None:
    """``_turn_row`` finds each side's first row of a turn through ``_rows_at``."""
    from deckstats.report.goldfish_page import _rows_at, _turn_row

    frame = pd.DataFrame(
        {
            "side": ["on_the_play", "on_the_draw", "on_the_play", "on_the_play"],
            "turn": [1, 1, 2, 2],
            "p": [0.1, 0.2, 0.3, 0.9],
        }
    )
    at = _rows_at(frame)
    assert at == {("on_the_play", 1): 0, ("on_the_draw", 1): 1, ("on_the_play", 2): 2}

    def cells(row: pd.Series) -> list[str]:
        return [f"{row['p']:.1f}"]

    assert _turn_row(frame, 1, 1, cells, at) == ["1", "0.1", "0.2"]
    assert _turn_row(frame, 2, 1, cells, at) == ["2", "0.3", "–"]  # first row; no draw row
