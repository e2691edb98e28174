"""The land-sweep figure: P(land drop on time) by turn, one line per land count (Agg)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")

from matplotlib.figure import Figure
from matplotlib.text import Text

#: Text is drawn as written (no maths markup, no LaTeX): as ``report.charts.PLAIN_TEXT``.
PLAIN_TEXT = {"text.parse_math": False, "text.usetex": False}


def _plain_text(fig: Figure) -> Figure:
    for text in fig.findobj(Text):
        text.set_parse_math(False)
        text.set_usetex(False)
    return fig


def save_figure(fig: Figure, path: Path, dpi: int = 100) -> Path:
    """Write ``fig`` as a PNG with plain text (tick labels drawn now too), no timestamp."""
    with matplotlib.rc_context({"text.parse_math": False, "text.usetex": False}):
        _plain_text(fig).savefig(path, dpi=dpi, metadata={"Software": None})
    return path


def sweep_figure(sweep: dict[str, Any]) -> Figure:
    """Return a figure of P(at least t lands by turn t) on the play, for each land count.

    Args:
        sweep: the ``"sweep"`` section of the ``hands`` summary (``sweep.land_sweep``).
    """
    with matplotlib.rc_context({"text.parse_math": False, "text.usetex": False}):
        return _plain_text(_sweep_figure(sweep))


def _sweep_figure(sweep: dict[str, Any]) -> Figure:
    fig = Figure(figsize=(8, 5))
    ax = fig.add_subplot(1, 1, 1)
    rows = sweep["rows"]
    best = sweep.get("recommended_lands")
    for row in rows:
        play = row["p_land_drop"]["play"]
        turns = [int(t) for t in play]
        values = [play[t] for t in play]
        is_best = row["lands"] == best
        ax.plot(
            turns,
            values,
            marker="o",
            linewidth=2.5 if is_best else 1.0,
            label=f"{row['lands']} lands" + (" (recommended)" if is_best else ""),
        )
    ax.set_xlabel("turn t (on the play)")
    ax.set_ylabel("P(at least t lands by turn t)")
    ax.set_ylim(0, 1.02)
    ax.set_title(f"Land drops on time by land count (objective: {sweep.get('objective')})")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    return fig
