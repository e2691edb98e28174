"""The compare page: deck B minus deck A over paired games (``deckstats compare``, issue 19).

Read from ``summary.json``'s ``difference`` block: for each curve (``p_win_by_turn``,
``land_drops``) the per-turn values of A and B and the paired difference with its
intervals (``report_data.compare_frame``), and the ``kill_turn`` and ``win_rate``
differences with their paired tests (Wilcoxon signed-rank, McNemar). Game i of both decks
used the same seeds, so every difference is measured game by game.

The page is the ``"compare"`` entry of ``report.html.PAGES``. Unlike the goldfish page it
reads no Parquet column: every number it shows is already in the summary, where
``stats.compare`` computed it from the paired games.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.report import charts, measured
from deckstats.report.cells import ci, p_value, pct, turns_ci
from deckstats.report.page import MODEL_PLAYERS, Chart, Page, Table, read_table
from deckstats.stats import report_data as rd

__all__ = ["compare_page"]

#: The curves of the ``difference`` block the page draws: (key, PNG file, what it shows).
_CURVES = (
    ("p_win_by_turn", "compare_win_by_turn.png", "P(won by turn t)"),
    ("land_drops", "compare_land_drops.png", "P(at least t lands on turn t)"),
)


def compare_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The compare page: the headline difference, one chart and table per curve, the tests.

    The headline gives the mean kill-turn difference over the games both decks won and
    the two win rates, the questions a compare run answers. A curve the summary has no
    rows for is left out.

    Raises:
        ReportError: the run lacks its ``games`` table.
    """
    read_table(run_dir, "games", [])  # only checks the run is whole: a missing table fails
    a = str(summary.get("deck_a", "A"))
    b = str(summary.get("deck_b", "B"))
    vs = str(summary.get("vs", "goldfish"))
    n = int(summary.get("games", 0))
    d = summary.get("difference", {})
    k = d.get("kill_turn", {})
    w = d.get("win_rate", {})
    kd = k.get("diff")
    # The kill-turn difference is over the games both decks won; there may be none.
    kill = (
        f"mean kill turn {kd:+.2f} (95% {turns_ci(k.get('ci95'))}) over "
        f"{k.get('pairs', 0):,} games both won"
        if kd is not None
        else "no game won by both decks"
    )
    headline = (
        f"{b} against {a} (both vs {vs}): {kill}; win rate {pct(w.get('b'))} vs "
        f"{pct(w.get('a'))}; n = {n:,} paired games"
    )
    page = Page(title=f"Compare: {b} minus {a}", headline=headline)
    for key, file, what in _CURVES:
        frame = rd.compare_frame(d, key)
        if frame.empty:
            continue
        page.charts.append(_curve_chart(frame, file, what, a=a, b=b, n=n))
        page.tables.append(_curve_table(frame, what))
    page.tables.append(_paired_tests_table(k, w))
    page.model = [
        MODEL_PLAYERS,
        measured.pilots_note({f"{a} and {b}": str(summary.get("player", "not recorded"))}),
        *measured.model_common(manifest, summary, land_chart=False),
    ]
    return page


def _curve_chart(frame: pd.DataFrame, file: str, what: str, *, a: str, b: str, n: int) -> Chart:
    """A curve of A and B with, below it, B minus A and its paired 95% band.

    Args:
        frame: ``report_data.compare_frame`` of one curve of the ``difference`` block.
        file: the PNG's name (from ``_CURVES``).
        what: the curve's quantity, used as heading and y-axis label.
        a: deck A's name.
        b: deck B's name.
        n: the number of paired games, for the title and alt text.
    """
    return Chart(
        file,
        what,
        f"Two step curves of {what} for {a} and {b} over {n:,} paired games, and "
        "below them the difference B minus A with its paired 95% interval band.",
        "Game i of both decks used the same shuffles and choices where the lists "
        "allow, so the difference is measured game by game: a band that stays off "
        "the dashed zero line is a real difference at this number of games.",
        partial(charts.compare_figure, frame, a=a, b=b, games=n, what=what),
    )


def _curve_table(frame: pd.DataFrame, what: str) -> Table:
    """A curve's numbers per turn, with the paired and the unpaired interval side by side.

    Showing both intervals lets the reader see what the paired design buys.
    """
    return Table(
        f"{what}: A, B and the paired difference B - A",
        ["turn", "A", "B", "B - A", "95% interval (paired)", "95% interval (unpaired)"],
        [
            [
                str(r.turn),
                pct(r.a),
                pct(r.b),
                f"{100 * r.diff:+.1f} pts",
                ci([r.lo, r.hi]),
                ci([r.unpaired_lo, r.unpaired_hi]),
            ]
            for r in frame.itertuples()
        ],
        "B - A in percentage points. The paired interval uses the game-by-game "
        "differences; the unpaired one is what two independent runs of the same "
        "size would give: the gap between them is what common random numbers buy.",
    )


def _paired_tests_table(k: Mapping[str, Any], w: Mapping[str, Any]) -> Table:
    """The kill-turn and win-rate differences with their paired tests' p-values.

    Args:
        k: the ``difference.kill_turn`` block (means, ``diff``, ``ci95``, ``wilcoxon``).
        w: the ``difference.win_rate`` block (rates, ``diff``, ``ci95``, ``mcnemar``).
    """
    kd = k.get("diff")
    wil = k.get("wilcoxon", {})
    mc = w.get("mcnemar", {})
    return Table(
        "Paired tests",
        ["figure", "A", "B", "B - A", "95% interval", "test", "p-value"],
        [
            [
                "mean kill turn (games both won)",
                "–" if k.get("mean_a") is None else f"{k['mean_a']:.2f}",
                "–" if k.get("mean_b") is None else f"{k['mean_b']:.2f}",
                "–" if kd is None else f"{kd:+.2f}",
                turns_ci(k.get("ci95")),
                str(wil.get("test", "")),
                p_value(wil.get("p_value")),
            ],
            [
                "win rate",
                pct(w.get("a")),
                pct(w.get("b")),
                "–" if w.get("diff") is None else f"{100 * w['diff']:+.1f} pts",
                ci(w.get("ci95")),
                str(mc.get("test", "")),
                p_value(mc.get("p_value")),
            ],
        ],
        "B minus A. The kill-turn difference is over the games both decks won (a "
        "negative difference: B kills sooner); the Wilcoxon signed-rank test asks "
        "whether B's kill turns are shifted from A's, game by game. McNemar's test "
        "looks only at the games exactly one of the two decks won.",
    )
