"""The page of a ``hands --out`` directory: the exact answers of ``deckstats hands``.

Unlike the other pages it reads no run: only the ``summary.json`` that ``hands --out``
wrote (and the sweep PNG it drew), so ``report.html`` there shows the exact land-drop and
mulligan figures of a decklist without any simulated game.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from deckstats.report.cells import pct
from deckstats.report.page import Chart, Page, Table

__all__ = ["hands_page"]


def hands_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The page of a ``hands --out`` directory: exact land drops and mulligan odds.

    From ``summary.json`` alone (``land_drops``, ``mulligan.p_keep_at``, ``lands``,
    ``deck_size``, ``conventions``): no game is simulated, so there are no Parquet tables.
    The land-count sweep chart is the PNG ``hands --lands`` drew itself (``Chart.draw`` is
    ``None``), laid out only when the summary has a ``sweep`` block and the file is there.
    """
    deck = str(summary.get("deck", "deck"))
    drops = summary.get("land_drops", {}).get("play", {})
    mull = summary.get("mulligan", {})
    headline = (
        f"{deck}: {summary.get('lands')} lands in {summary.get('deck_size')} cards; "
        f"P(3 lands by turn 3 on the play) {pct(drops.get('3'))}; "
        f"P(mulligan) {pct(1 - float(mull.get('p_keep_at', {}).get('7', 1.0)))} (exact)"
    )
    page = Page(title=f"Hands: {deck}", headline=headline)
    # The sweep chart is drawn by ``hands --lands`` itself, so it is only laid out here.
    if "sweep" in summary and (run_dir / "land_drops_sweep.png").is_file():
        page.charts.append(
            Chart(
                "land_drops_sweep.png",
                "Land-count sweep",
                "Line chart of the chance to have at least t lands by turn t on the play, one "
                f"line per land count; recommended {summary['sweep'].get('recommended_lands')}.",
                "Each line is one land count; higher is smoother mana. The thick line is the "
                "recommended count for the sweep's objective. Exact hypergeometric values.",
            )
        )
    rows = [
        [t, pct(p), pct(summary.get("land_drops", {}).get("draw", {}).get(t))]
        for t, p in drops.items()
    ]
    page.tables.append(
        Table(
            "On-curve table: land drops on time (exact)",
            ["turn t", "on the play", "on the draw"],
            rows,
            "P(at least t lands among the cards seen by turn t), no mulligan.",
        )
    )
    page.model = [("Conventions", str(summary.get("conventions", "")))]
    return page
