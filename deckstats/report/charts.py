"""The report's figures: one function per figure, a DataFrame in, a matplotlib ``Figure`` out.

The Agg backend is chosen here, in the report module, and nowhere else at import time.
Every function only draws: its frame comes from ``deckstats.stats.report_data`` (ARCHITECTURE.md,
Records and reports). Figures are ``FIG_WIDTH`` x ``FIG_HEIGHT`` inches at ``DPI``, so every PNG
is ``PIXELS`` (width, height) and reads at 100% zoom.

Colour scheme: the mana colours for colour data (``MANA_COLORS``); on the play and on the
draw always in ``SIDE_COLORS``; anything else in ``INK``.

Callers: the page modules (``goldfish_page``, ``versus_pages``, ``hands_page``,
``compare_page``) describe each chart as a ``page.Chart`` whose ``draw`` calls a function
of this module on its frame; ``html`` draws it and writes it with ``save_png``. A new chart is a new
function here plus its frame in ``stats.report_data`` (CONTRIBUTING.md).
"""

from __future__ import annotations

import functools
import textwrap
import threading
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, BinaryIO, ParamSpec

import matplotlib

# Before anything imports pyplot or a backend: the report must draw without a display
# (a server, CI, a worker) and must not open a window, whatever the user's matplotlibrc.
matplotlib.use("Agg")

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.layout_engine import ConstrainedLayoutEngine
from matplotlib.patches import Patch
from matplotlib.text import Text
from matplotlib.ticker import MaxNLocator, PercentFormatter
from matplotlib.transforms import Bbox

from deckstats.stats.report_data import CARD_TYPE_ORDER, COLOR_NAMES, CURVE_TOP, SIDES

__all__ = [
    "DPI",
    "MANA_COLORS",
    "PIXELS",
    "SIDE_COLORS",
    "kill_turn_cdf_figure",
    "kill_turn_histogram",
    "land_drops_figure",
    "mana_curve_figure",
    "matrix_figure",
    "mulligan_figure",
    "opening_lands_figure",
    "plain_text",
    "save_png",
    "win_rate_figure",
]

FIG_WIDTH, FIG_HEIGHT, DPI = 8.0, 4.5, 100
#: The pixel size of every PNG the report writes.
PIXELS = (int(FIG_WIDTH * DPI), int(FIG_HEIGHT * DPI))
#: The zlib level of the PNGs (Pillow's default is 6): the same pixels, encoded in half the time.
PNG_COMPRESS_LEVEL = 1
#: The longest title line, in characters, that fits the figure's width.
TITLE_CHARS = 72

#: Mana colours (WUBRG, multicolour gold, colourless grey).
MANA_COLORS = {
    "W": "#f0e2a8",
    "U": "#2f6db5",
    "B": "#3d3a3a",
    "R": "#d1432e",
    "G": "#2f8a4f",
    "M": "#c9a227",
    "C": "#a3a3a3",
}
#: On the play / on the draw, the same in every chart.
SIDE_COLORS = {"on_the_play": "#1b4f72", "on_the_draw": "#e07b24"}
#: Everything that is neither a mana colour nor a side: single bars, simulated values.
INK = "#34495e"
#: The edge of the markers of exact (analytic) values, drawn over simulated bars.
EXACT = "#111111"
#: Hatches tell the card types apart inside a bar coloured by mana colour.
TYPE_HATCHES = {
    "Creature": "",
    "Planeswalker": "xx",
    "Instant": "//",
    "Sorcery": "\\\\",
    "Artifact": "..",
    "Enchantment": "oo",
    "Battle": "++",
    "Land": "--",
}


#: Text is drawn as written: a deck or file name such as ``x$_$y`` is not maths markup
#: (mathtext) and never goes through LaTeX, whatever the user's matplotlibrc says.
PLAIN_TEXT = {"text.parse_math": False, "text.usetex": False}

_P = ParamSpec("_P")


def plain_text(fig: Figure) -> Figure:
    """Mark every text of ``fig`` as plain text (no maths markup, no LaTeX); return it."""
    for text in fig.findobj(Text):
        text.set_parse_math(False)
        text.set_usetex(False)
    return fig


def _plain(draw: Callable[_P, Figure]) -> Callable[_P, Figure]:
    """A figure function whose texts (titles, labels, legends, ticks) are plain text."""

    @functools.wraps(draw)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> Figure:
        """Draw under plain-text settings, mark the texts plain and remember the figure."""
        with matplotlib.rc_context({"text.parse_math": False, "text.usetex": False}):
            fig = plain_text(draw(*args, **kwargs))
        _PLAIN.add(fig)
        return fig

    return wrapper


#: The figures made plain by ``_plain``: ``save_png`` does not walk their artists again.
_PLAIN: weakref.WeakSet[Figure] = weakref.WeakSet()


class OneAxesLayout(ConstrainedLayoutEngine):
    """The constrained layout of a figure of one ``Axes``, measuring only what sits outside.

    matplotlib's constrained layout takes the tight box of every artist of the Axes (each
    bar label, the legend, every tick label) twice before the draw measures them again;
    about 0.05 s a report chart. Here only the decorations outside the Axes are measured
    (the y axis, the x axis, the title), twice as in ``do_constrained_layout`` (the ticks
    change once the Axes is resized), and the Axes is placed ``w_pad``/``h_pad`` inside
    the figure's edges with its decorations. A figure of more than one Axes (a colour
    bar, two panels) is laid out by the constrained layout itself.
    """

    def execute(self, fig: Any) -> None:
        """Place the one Axes of ``fig`` (or run the constrained layout).

        matplotlib calls this while drawing. It uses the private ``_get_renderer`` and
        ``_set_position`` as matplotlib's own layout does: the public ``set_position``
        also takes the Axes out of the layout (``set_in_layout(False)``), as a position
        the user chose would.
        """
        if len(fig.axes) != 1:
            super().execute(fig)
            return
        ax = fig.axes[0]
        renderer = fig._get_renderer()
        width, height = fig.bbox.width, fig.bbox.height
        params = self.get()
        pad_w, pad_h = params["w_pad"] * fig.dpi, params["h_pad"] * fig.dpi
        # All in display pixels: measure how far the decorations reach past the Axes on
        # each side, then shrink the Axes by that much (plus the pad) inside the figure.
        for _ in range(2):
            pos = ax.get_window_extent(renderer)
            outside = [
                b
                for b in (
                    ax.yaxis.get_tightbbox(renderer, for_layout_only=True),
                    ax.xaxis.get_tightbbox(renderer, for_layout_only=True),
                    ax.title.get_window_extent(renderer) if ax.get_title() else None,
                )
                if b is not None
            ]
            tight = Bbox.union([pos, *outside])
            # New extents: the left edge moves right by what sticks out on the left, the
            # right edge left by what sticks out on the right, and so on, each plus the pad.
            x0 = pos.x0 - tight.x0 + pad_w
            x1 = width - (tight.x1 - pos.x1) - pad_w
            y0 = pos.y0 - tight.y0 + pad_h
            y1 = height - (tight.y1 - pos.y1) - pad_h
            ax._set_position(Bbox.from_extents(x0 / width, y0 / height, x1 / width, y1 / height))


def _figure() -> Figure:
    """A blank figure of the report's one size (``PIXELS`` at ``DPI``), laid out tightly.

    A ``Figure`` made directly, not through ``pyplot``: no global figure list, so a
    report drawn in a long-lived process (the API, a notebook) leaks nothing.
    """
    fig = Figure(figsize=(FIG_WIDTH, FIG_HEIGHT), dpi=DPI)
    fig.set_layout_engine(OneAxesLayout())
    return fig


def _style(ax: Axes) -> None:
    """The house style: light horizontal grid lines, no top and right frame lines."""
    ax.grid(True, axis="y", alpha=0.3)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)


def _pct_axis(ax: Axes, top: float = 1.0) -> None:
    """A y axis of shares from 0 to ``top``, labelled in whole percent.

    ``top`` above 1 leaves room for the labels printed above the bars.
    """
    ax.set_ylim(0, top)
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1.0, decimals=0))


def _whiskers(lower: np.ndarray, upper: np.ndarray) -> np.ndarray:
    """Error-bar lengths below and above (never negative: rounding can cross the value)."""
    out: np.ndarray = np.clip(np.vstack([lower, upper]), 0.0, None)
    return out


def _side_bars(
    ax: Axes, frame: pd.DataFrame, key: str, keys: Sequence[Any], value: str
) -> list[pd.DataFrame]:
    """Bars of ``value`` by ``key``, on the play and on the draw side by side, with whiskers.

    ``frame`` has a ``side`` column, ``value`` and its Wilson bounds ``lo``/``hi``; each
    bar is labelled with its percentage above its whisker. A side with no value at all is
    left out (a run with every game on the play). Returns the rows drawn, one frame a side
    (indexed by ``keys``), for totals in the title.
    """
    x = np.arange(len(keys))
    width = 0.4
    drawn = []
    for i, (side, label) in enumerate(SIDES.items()):
        # Reindexed on ``keys`` so both sides' bars line up on the same x slots (a key a
        # side lacks is a NaN gap, not a shifted bar).
        part = frame[frame["side"] == side].set_index(key).reindex(keys)
        if part[value].isna().all():
            continue
        drawn.append(part)
        p = part[value].to_numpy()
        err = _whiskers(p - part["lo"].to_numpy(), part["hi"].to_numpy() - p)
        pos = x + (i - 0.5) * width  # on the play left of the slot's centre, on the draw right
        ax.bar(pos, p, width, yerr=err, capsize=3, color=SIDE_COLORS[side], label=label)
        tops = part["hi"].to_numpy()
        for q, v, top in zip(pos, p, tops, strict=True):
            ax.text(q, top + 0.015, f"{v:.0%}", ha="center", va="bottom", fontsize=8)
    return drawn


def save_png(fig: Figure, path: Path | BinaryIO) -> Path | BinaryIO:
    """Write ``fig`` as a PNG of exactly ``PIXELS`` with no timestamp (stable bytes).

    Texts are plain (``PLAIN_TEXT``), the tick labels made while drawing too.

    The figure is drawn once: ``savefig`` with a layout engine draws it twice (a pass with
    rendering off that runs the constrained layout, then the real one), but an Agg canvas
    runs the layout inside its one ``draw``, and the pixels are then encoded as they are.
    The pixels are those ``savefig(path, dpi=DPI, format="png", metadata={"Software":
    None})`` writes (``tests/report/test_r36_charts.py``), in about 0.07 s less a chart.
    They are compressed at zlib level ``PNG_COMPRESS_LEVEL`` (1), not Pillow's default 6:
    half the encoding time (about 0.015 s a chart) for a file 6-18% larger.
    A figure of this module's functions is already plain: its artists are not walked again
    (the tick labels made while drawing are plain by the ``rc_context``). Every chart is
    drawn on one renderer of its size (``_shared_canvas_class``), cleared before each draw.
    """
    from matplotlib.image import imsave

    no_stamp: Any = {"Software": None}  # matplotlib's stubs want str values
    # The rc settings again: tick labels are made while drawing, after ``_plain`` ended.
    with matplotlib.rc_context({"text.parse_math": False, "text.usetex": False}):
        canvas: Any = _shared_canvas_class()(fig if fig in _PLAIN else plain_text(fig))
        canvas.draw()
        imsave(
            path,
            canvas.buffer_rgba(),
            format="png",
            origin="upper",
            dpi=DPI,
            metadata=no_stamp,
            pil_kwargs={"compress_level": PNG_COMPRESS_LEVEL},
        )
    return path


#: The Agg renderers of this thread by (width, height, dpi): see ``_shared_canvas_class``.
_RENDERERS = threading.local()


@functools.cache
def _shared_canvas_class() -> type[Any]:
    """An Agg canvas that draws on this thread's one renderer of its size (issue 32.3).

    matplotlib gives each canvas its own renderer, and caches the size of every text it
    lays out by renderer: each chart of a report measured its tick labels, titles and
    legends anew (a report's texts are mostly the same strings), and loaded its glyphs
    again. Sharing the renderer, cleared by ``draw`` as a canvas drawn twice does, keeps
    those caches across charts: the same pixels, and 57 FreeType text layouts instead of
    104 for a goldfish report (the CPU saved is within a busy machine's noise: BENCHMARKS.md,
    round 44). One renderer per thread: two reports drawn at once never share one.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg

    renderer_agg: Any = RendererAgg  # untyped in matplotlib's stubs

    class SharedRendererCanvas(FigureCanvasAgg):
        """``FigureCanvasAgg`` whose renderer comes from the per-thread cache."""

        def get_renderer(self) -> Any:
            """This thread's renderer of the canvas's pixel size and dpi (made once).

            ``_lastKey`` is what ``FigureCanvasAgg`` compares to decide whether its
            renderer still fits; setting it keeps the base class from making a new one.
            """
            width, height = self.get_width_height(physical=True)
            key = (width, height, self.figure.dpi)
            cache: dict[tuple[int, int, float], Any] = _RENDERERS.__dict__.setdefault("by_size", {})
            if key not in cache:
                cache[key] = renderer_agg(width, height, self.figure.dpi)
            self.renderer, self._lastKey = cache[key], key
            return self.renderer

    return SharedRendererCanvas


@_plain
def mana_curve_figure(curve: pd.DataFrame, *, deck: str = "") -> Figure:
    """Nonland cards by mana value, stacked by card type, coloured by mana colour.

    Args:
        curve: ``report_data.mana_curve``: ``mana_value``, ``card_type``, ``color``, ``copies``.
        deck: the deck's name for the title.
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    # Every mana value up to CURVE_TOP gets a slot, empty or not, so curves of two decks
    # line up; report_data already folded the higher values into CURVE_TOP ("7+").
    values = list(range(0, CURVE_TOP + 1))
    bottom = np.zeros(len(values))
    # Stack order: the known types in CARD_TYPE_ORDER, then any other type alphabetically,
    # so a deck's bars and legend come out the same in every run.
    types = [t for t in CARD_TYPE_ORDER if t in set(curve["card_type"])]
    types += sorted(set(curve["card_type"]) - set(types))
    colors = [c for c in MANA_COLORS if c in set(curve["color"])]
    # numpy columns, not a pandas filter per type, colour and mana value (0.1 s a report)
    kinds, hues = curve["card_type"].to_numpy(), curve["color"].to_numpy()
    mana, copies = curve["mana_value"].to_numpy(), curve["copies"].to_numpy()
    for card_type in types:
        for color in colors:
            part = (kinds == card_type) & (hues == color)
            if not part.any():
                continue
            heights = np.array([copies[part & (mana == v)].sum() for v in values], dtype=float)
            ax.bar(
                values,
                heights,
                bottom=bottom,
                color=MANA_COLORS[color],
                edgecolor="#222222",
                linewidth=0.6,
                hatch=TYPE_HATCHES.get(card_type, ""),
            )
            bottom += heights
    for v, height in zip(values, bottom, strict=True):
        if height:
            ax.text(v, height + 0.2, f"{int(height)}", ha="center", va="bottom", fontsize=9)
    ax.set_xticks(values, [str(v) if v < CURVE_TOP else f"{CURVE_TOP}+" for v in values])
    ax.set_xlabel("mana value")
    ax.set_ylabel("cards (copies)")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    # Head room for the totals printed above the stacks (and a visible axis when empty).
    ax.set_ylim(0, max(bottom.max() * 1.15, 1))
    total = int(curve["copies"].sum())
    ax.set_title(f"Mana curve of {deck}: {total} nonland cards" if deck else "Mana curve")
    handles = [
        Patch(facecolor="white", edgecolor="#222222", hatch=TYPE_HATCHES.get(t, ""), label=t)
        for t in types
    ] + [Patch(facecolor=MANA_COLORS[c], edgecolor="#222222", label=COLOR_NAMES[c]) for c in colors]
    ax.legend(handles=handles, fontsize=8, ncol=2, frameon=False, loc="upper right")
    _style(ax)
    return fig


@_plain
def kill_turn_histogram(counts: pd.DataFrame, *, games: int) -> Figure:
    """Games won on each own turn, on the play and on the draw side by side.

    Args:
        counts: ``report_data.kill_turn_counts``: ``side``, ``kill_turn``, ``games``.
        games: all games of the run (for the title).
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    # Every turn between the first and the last kill, so a turn with no kill shows as a
    # gap rather than disappearing from the axis.
    turns = sorted(set(counts["kill_turn"])) or [1]
    x = np.arange(min(turns), max(turns) + 1)
    width = 0.4
    for i, (side, label) in enumerate(SIDES.items()):
        part = counts[counts["side"] == side].set_index("kill_turn")["games"]
        heights = [int(part.get(t, 0)) for t in x]
        ax.bar(x + (i - 0.5) * width, heights, width, color=SIDE_COLORS[side], label=label)
    ax.set_xticks(x)
    ax.set_xlabel("kill turn (the deck's own turn number)")
    ax.set_ylabel("games won on that turn")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    won = int(counts["games"].sum())
    ax.set_title(f"Kill turn: {won:,} of {games:,} games won against the goldfish")
    ax.legend(frameon=False)
    _style(ax)
    return fig


@_plain
def kill_turn_cdf_figure(cdf: pd.DataFrame) -> Figure:
    """P(won by own turn t) on the play against on the draw, with Wilson 95% bands.

    Args:
        cdf: ``report_data.kill_turn_cdf``: ``side``, ``turn``, ``p``, ``lo``, ``hi``, ``games``.
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    # Show only the turns where the curves move: from one turn before the first kill to
    # one turn after both sides pass 99.5% (the tail up to the turn limit is flat).
    reached = cdf[cdf["p"] > 0]
    last = int(cdf.loc[cdf["p"] < 0.995, "turn"].max()) + 1 if (cdf["p"] < 0.995).any() else 1
    first = int(reached["turn"].min()) - 1 if not reached.empty else 1
    shown = cdf[(cdf["turn"] >= max(first, 1)) & (cdf["turn"] <= last)]
    total = 0
    for side, label in SIDES.items():
        part = shown[shown["side"] == side]
        if part.empty:
            continue
        n = int(part["games"].iloc[0])
        total += n
        color = SIDE_COLORS[side]
        ax.fill_between(part["turn"], part["lo"], part["hi"], color=color, alpha=0.2, step="post")
        ax.step(
            part["turn"],
            part["p"],
            where="post",
            color=color,
            linewidth=2,
            label=f"{label} (n = {n:,})",
        )
    ax.set_xlabel("own turn t")
    ax.set_ylabel("P(won by turn t)")
    _pct_axis(ax, 1.02)  # a curve at 100% stays visible above the frame's top line
    if not shown.empty:
        ax.set_xticks(sorted(set(shown["turn"])))
    ax.set_title(f"Chance to have won by each turn, {total:,} games (bands: 95% Wilson)")
    ax.legend(frameon=False, loc="lower right")
    _style(ax)
    return fig


@_plain
def mulligan_figure(mulligans: pd.DataFrame) -> Figure:
    """Share of games by mulligans taken, on the play and on the draw, with 95% whiskers.

    Args:
        mulligans: ``report_data.mulligan_frame``: ``side``, ``mulligans``, ``share``,
            ``lo``, ``hi``, ``games``.
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    labels = list(dict.fromkeys(mulligans["mulligans"]))  # in the frame's order ("3+" last)
    x = np.arange(len(labels))
    drawn = _side_bars(ax, mulligans, "mulligans", labels, "share")
    total = sum(int(part["games"].sum()) for part in drawn)
    ax.set_xticks(x, labels)
    ax.set_xlabel("mulligans taken before keeping")
    ax.set_ylabel("share of games")
    _pct_axis(ax, 1.08)  # room for a percentage label above a bar near 100%
    ax.set_title(f"Mulligans, {total:,} games (whiskers: 95% Wilson)")
    ax.legend(frameon=False)
    _style(ax)
    return fig


@_plain
def land_drops_figure(outcomes: pd.DataFrame, *, games: int) -> Figure:
    """P(at least t lands in play at the end of own turn t), by side, games over apart.

    Each bar is stacked: the share of games with t lands (the side's colour, with its
    95% whisker), then the share of games already over before turn t (grey, hatched):
    those games did not miss a drop. The white space above is the share that missed.

    Args:
        outcomes: ``stats.land_drops.land_drop_outcomes``: ``side``, ``turn``, ``hit``,
            ``missed``, ``ended``, ``lo``, ``hi``.
        games: all games of the run (for the title).
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    turns = sorted(set(outcomes["turn"]))
    x = np.arange(len(turns))
    width = 0.4
    for i, (side, label) in enumerate(SIDES.items()):
        part = outcomes[outcomes["side"] == side].set_index("turn").reindex(turns)
        if part["hit"].isna().all():
            continue
        hit, ended = part["hit"].to_numpy(), part["ended"].to_numpy()
        # Games over before turn t sit on top of the hits: neither missed a land drop.
        pos = x + (i - 0.5) * width
        err = _whiskers(hit - part["lo"].to_numpy(), part["hi"].to_numpy() - hit)
        ax.bar(pos, hit, width, yerr=err, capsize=3, color=SIDE_COLORS[side], label=label)
        ax.bar(
            pos,
            ended,
            width,
            bottom=hit,
            color="#d5d8dc",
            hatch="//",
            edgecolor="#8a9199",
            linewidth=0,
            label="game over before turn t" if i == 0 else None,
        )
        for q, v, top in zip(pos, hit, part["hi"].to_numpy(), strict=True):
            ax.text(
                q,
                top + 0.015,
                f"{v:.0%}",
                ha="center",
                va="bottom",
                fontsize=8,
                bbox={"facecolor": "white", "edgecolor": "none", "pad": 0.5},
            )
    ax.set_xticks(x, [str(t) for t in turns])
    ax.set_xlabel("own turn t (white above a bar: games that missed)")
    ax.set_ylabel("share of games")
    # Room above 100% for the labels and the legend's row; the ticks stop at 100%, since
    # the space above is not a share.
    _pct_axis(ax, 1.22)
    ax.set_yticks(np.linspace(0, 1, 6))
    ax.set_title(f"At least t lands on turn t, {games:,} games (whiskers: 95% Wilson)")
    ax.legend(frameon=False, loc="upper center", ncol=3, fontsize=8)
    _style(ax)
    return fig


@_plain
def opening_lands_figure(lands: pd.DataFrame, *, deck_size: int, deck_lands: int) -> Figure:
    """Lands in the first seven cards: simulated share (bars) against exact (dots).

    Args:
        lands: ``report_data.opening_lands_frame``: ``lands``, ``games``, ``simulated``, ``exact``.
        deck_size: cards in the deck (for the title).
        deck_lands: lands in the deck (for the title).
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    n = int(lands["games"].sum())
    ax.bar(
        lands["lands"],
        lands["simulated"],
        0.7,
        color=INK,
        alpha=0.8,
        label=f"simulated ({n:,} games)",
    )
    ax.plot(
        lands["lands"],
        lands["exact"],
        "o",
        color=MANA_COLORS["M"],
        markeredgecolor=EXACT,
        markersize=8,
        label="exact (hypergeometric)",
    )
    ax.set_xticks(lands["lands"])
    ax.set_xlabel("lands among the first 7 cards dealt")
    ax.set_ylabel("share of opening hands")
    # Opening-hand shares rarely pass 40%: scale to the tallest bar or dot, not to 100%.
    _pct_axis(ax, max(float(lands[["simulated", "exact"]].to_numpy().max()) * 1.15, 0.1))
    ax.set_title(
        f"Opening-hand lands, {n:,} games, simulated vs exact ({deck_lands} lands in {deck_size})"
    )
    ax.legend(frameon=False)
    _style(ax)
    return fig


@_plain
def win_rate_figure(rates: pd.DataFrame, *, title: str, xlabel: str = "games") -> Figure:
    """Win-rate bars with 95% interval whiskers, one bar per row of ``rates``.

    Args:
        rates: ``report_data.win_rate_frame``: ``label``, ``win_rate``, ``lo``, ``hi``, ``games``.
        title: what is shown (the caller adds the number of games).
        xlabel: what the bars are (games by who started, or opponents).
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    x = np.arange(len(rates))
    p = rates["win_rate"].to_numpy()
    err = _whiskers(p - rates["lo"].to_numpy(), rates["hi"].to_numpy() - p)
    ax.bar(x, p, 0.6, yerr=err, capsize=5, color=INK)
    # The even-match line: a whisker crossing it means the run cannot tell who is favoured.
    ax.axhline(0.5, color="#888888", linestyle="--", linewidth=1)
    for xi, (_, row) in zip(x, rates.iterrows(), strict=True):
        ax.text(
            float(xi),
            row["hi"] + 0.02,
            f"{row['win_rate']:.1%} (n = {row['games']:,})",
            ha="center",
            va="bottom",
            fontsize=9,
        )
    ax.set_xticks(x, list(rates["label"]))
    ax.set_xlabel(xlabel)
    ax.set_ylabel("win rate")
    _pct_axis(ax, 1.12)
    # A long title (two deck names and the games) wraps instead of running off the figure.
    ax.set_title("\n".join(textwrap.wrap(title, TITLE_CHARS)))
    _style(ax)
    return fig


@_plain
def matrix_figure(matrix: pd.DataFrame, *, games: int) -> Figure:
    """The gauntlet's win-rate matrix as a heat map with the values printed.

    Args:
        matrix: ``report_data.matrix_frame``: ``deck`` (row, deck A), ``opponent``, ``win_rate``.
        games: games per matchup (for the title).
    """
    fig = _figure()
    ax = fig.add_subplot(1, 1, 1)
    rows = list(dict.fromkeys(matrix["deck"]))
    cols = list(dict.fromkeys(matrix["opponent"]))
    # ``pivot`` sorts its labels; reindex restores the decks' order as the run gave them.
    grid = matrix.pivot(index="deck", columns="opponent", values="win_rate").reindex(
        index=rows, columns=cols
    )
    values = grid.to_numpy(dtype=float)
    # Fixed 0-1 colour scale with white at 50%: an even matchup is white in every report.
    image = ax.imshow(values, cmap="RdBu", vmin=0, vmax=1, aspect="auto")
    for r in range(len(rows)):
        for c in range(len(cols)):
            v = values[r, c]
            text = "—" if np.isnan(v) else f"{v:.0%}"  # a pair not played
            # RdBu is dark at both ends: white text below 20% and above 80%.
            dark = not np.isnan(v) and abs(v - 0.5) > 0.3
            ax.text(
                c,
                r,
                text,
                ha="center",
                va="center",
                fontsize=10,
                color="white" if dark else "black",
            )
    ax.set_xticks(range(len(cols)), cols, rotation=20, ha="right")
    ax.set_yticks(range(len(rows)), rows)
    ax.set_xlabel("opponent (deck B)")
    ax.set_ylabel("deck A")
    fig.colorbar(image, ax=ax, label="win rate of deck A", format=PercentFormatter(1.0))
    ax.set_title(f"Win-rate matrix, {games:,} games per matchup")
    return fig


@_plain
def compare_figure(frame: pd.DataFrame, *, a: str, b: str, games: int, what: str) -> Figure:
    """Two decks' curves (top) and the paired difference B - A with its 95% band (bottom).

    Args:
        frame: ``report_data.compare_frame``: ``turn``, ``a``, ``b``, ``diff``, ``lo``, ``hi``.
        a: deck A's name.
        b: deck B's name.
        games: the paired games.
        what: the quantity on the y axis ("P(won by turn t)").
    """
    fig = _figure()
    # Two Axes: ``OneAxesLayout`` hands this figure to the constrained layout.
    top = fig.add_subplot(2, 1, 1)
    bottom = fig.add_subplot(2, 1, 2, sharex=top)
    # Deck A in the first side colour, deck B in the second, as the legend says.
    for column, color, label in (
        ("a", SIDE_COLORS["on_the_play"], f"A: {a}"),
        ("b", SIDE_COLORS["on_the_draw"], f"B: {b}"),
    ):
        top.step(frame["turn"], frame[column], where="post", color=color, linewidth=2, label=label)
    top.set_ylabel(what)
    _pct_axis(top, 1.02)
    top.legend(frameon=False, loc="best", fontsize=9)
    top.set_title(f"{what}, {games:,} paired games (band: paired 95% interval)")
    bottom.fill_between(
        frame["turn"], frame["lo"], frame["hi"], color="#777777", alpha=0.3, step="post"
    )
    bottom.step(frame["turn"], frame["diff"], where="post", color="#222222", linewidth=2)
    bottom.axhline(0, color="#999999", linewidth=1, linestyle="--")
    bottom.set_ylabel("B - A (points)")
    # Percentage points with a sign (+3, -2): a difference, not a share of anything.
    bottom.yaxis.set_major_formatter(lambda v, _pos: f"{100 * v:+.0f}")
    bottom.set_xlabel("own turn t")
    if len(frame):
        bottom.set_xticks(sorted(set(frame["turn"])))
    _style(top)
    _style(bottom)
    return fig
