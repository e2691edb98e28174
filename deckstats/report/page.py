"""The parts every report page is made of, and the cell formats they share.

A page builder (``goldfish_page``, ``versus_pages``, ``compare_page``, ``hands_page``)
reads a run's ``manifest.json`` and ``summary.json`` (and, for the charts, a few Parquet
columns through ``read_table``), and returns a ``Page``: a headline, a list of ``Chart``
and ``Table`` values and the model notes. ``deckstats.report.html`` then adds what every
page has (decklists, fidelity line, footer: ``deck_of``, ``fidelity_lines``,
``footer_rows``), draws the charts and renders ``templates/report.html.j2``.

The cells of the tables and headlines are formatted by ``deckstats.report.cells``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd
from matplotlib.figure import Figure

from deckstats.report import charts
from deckstats.report.cells import pct

__all__ = [
    "MODEL_COMMON",
    "MODEL_PLAYERS",
    "Chart",
    "Deck",
    "Page",
    "PageBuilder",
    "ReportError",
    "Table",
    "deck_of",
    "fidelity_lines",
    "footer_rows",
    "read_table",
]


class ReportError(ValueError):
    """A directory a report cannot be built from (not a run, or a run missing a table)."""


@dataclass
class Chart:
    """One figure of the page: its PNG file, heading, alt text and how to read it.

    ``draw`` makes the figure (a closure over a ``charts`` function and its frame), called
    only when the report is written, so a page can be built and inspected without
    drawing; ``None`` means the command already wrote ``file`` itself. ``src`` (the file
    name, or a ``data:`` URL with ``--embed``) and the pixel size are filled in by
    ``html`` once the PNG exists, for the ``<img>`` tag.
    """

    file: str
    heading: str
    alt: str
    note: str
    draw: Callable[[], Figure] | None = None
    src: str = ""
    width: int = charts.PIXELS[0]
    height: int = charts.PIXELS[1]


@dataclass
class Table:
    """A plain table: caption, column headers, rows of formatted cells, how to read it."""

    caption: str
    headers: list[str]
    rows: list[list[str]]
    note: str = ""
    #: The HTML ``id`` of the table (a section a reader or a test can link to).
    key: str = ""


@dataclass
class Deck:
    """A decklist as printed on the page."""

    name: str
    sha256: str
    rows: list[list[str]]
    partial: list[str]
    cards: int


@dataclass
class Page:
    """Everything the template lays out.

    A page builder fills ``title``, ``headline``, ``charts``, ``tables`` and ``model``
    (pairs of heading and paragraph: what the simulation assumes); ``html._build_page``
    then fills the fields every page shares: ``decks``, ``definitions`` (from the
    summary), ``footer``, ``command`` (the command line that repeats the run) and the
    fidelity lines.
    """

    title: str
    headline: str
    charts: list[Chart] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    decks: list[Deck] = field(default_factory=list)
    model: list[tuple[str, str]] = field(default_factory=list)
    definitions: list[tuple[str, str]] = field(default_factory=list)
    footer: list[tuple[str, str]] = field(default_factory=list)
    command: str = ""
    #: One line per deck: the share of main-deck copies fully simulated (issue 26).
    fidelity: list[str] = field(default_factory=list)
    #: A deck under 90% (``cards.coverage.FIDELITY_WARNING``): a warning on the headline.
    fidelity_warning: bool = False


#: A page builder: (run directory, manifest, summary, card tables) -> the page.
PageBuilder = Callable[[Path, Mapping[str, Any], Mapping[str, Any], list[Any]], Page]


# --- run files ---------------------------------------------------------------------------


def read_table(run_dir: Path, name: str, columns: list[str] | None = None) -> pd.DataFrame:
    """Read ``columns`` of a run's table (``[]``: only check that it is there).

    Only the columns a page draws are read, so the report of a 10^6-game run stays small.

    Raises:
        ReportError: the table's Parquet file is missing.
    """
    path = run_dir / f"{name}.parquet"
    if not path.is_file():
        raise ReportError(f"{run_dir}: {name}.parquet is missing; rerun the command to rebuild it")
    if columns == []:  # not ``not columns``: ``None`` reads every column
        return pd.DataFrame()
    return pd.read_parquet(path, columns=columns)


# --- what every page has: decks, fidelity, footer ----------------------------------------


def deck_of(entry: Mapping[str, Any], cards: pd.DataFrame | None) -> Deck:
    """A manifest deck entry as the page prints it.

    With the deck's card table (``report_data.CARD_COLUMNS``) the rows are copies, name
    (``†`` on a partly simulated card), type and cost; without it, the decklist text as
    written (comment lines left out), so a run whose cards cannot be resolved still shows
    its decks.
    """
    name = str(entry.get("name", "deck"))
    # ``.get`` with defaults throughout: manifests of older runs lack some fields.
    if cards is None:
        rows = [
            [line]
            for line in str(entry.get("text", "")).splitlines()
            if line.strip() and not line.startswith("#")
        ]
        return Deck(name, str(entry.get("sha256", "")), rows, [], int(entry.get("cards", 0)))
    rows = [
        [
            str(int(r.copies)),
            str(r.name) + (" †" if r.partial else ""),
            str(r.card_type),
            str(r.cost) or "–",
        ]
        for r in cards.itertuples(index=False)
    ]
    partial = [str(r.name) for r in cards.itertuples(index=False) if r.partial]
    return Deck(name, str(entry.get("sha256", "")), rows, partial, int(cards["copies"].sum()))


def fidelity_lines(manifest: Mapping[str, Any]) -> tuple[list[str], bool]:
    """The fidelity line of each deck of the run, and whether one is under the threshold.

    Read from each manifest deck entry's ``fidelity`` (the run computed it, issue 26);
    a run written before it has none, and the page then shows no line.
    """
    lines: list[str] = []
    warn = False
    for entry in manifest.get("decks", []):
        fid = entry.get("fidelity") if isinstance(entry, Mapping) else None
        if not isinstance(fid, Mapping):
            continue
        share = float(fid.get("share_full", 1.0))
        partial = fid.get("partial", [])
        # A withheld card is never offered its spell or an ability, because the sentences
        # not simulated would change what it does (``cards.oracle.withhold``): counted apart.
        withheld = sum(1 for p in partial if p.get("withheld"))
        text = (
            f"{entry.get('name', 'deck')}: {pct(share)} of main-deck copies fully simulated "
            f"({fid.get('copies_full')} of {fid.get('copies')})"
        )
        if partial:
            text += f", {len(partial)} partial card{'s' if len(partial) != 1 else ''}"
            if withheld:
                text += f" ({withheld} with a spell or ability withheld)"
        lines.append(text)
        warn = warn or bool(fid.get("warning"))
    return lines, warn


def footer_rows(manifest: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The footer's (label, value) rows: seed, rules era, games and each decklist's hash.

    With these a reader can repeat the run and check it used the same lists.
    """
    out = [
        ("seed", str(manifest.get("seed"))),
        ("rules era", str(manifest.get("rules", "modern"))),
        # The games actually played: a partial run (Ctrl-C) completed fewer than asked.
        ("games", f"{manifest.get('games_completed', manifest.get('n_games', '–'))}"),
    ]
    out += [
        (f"decklist {d.get('name')}", f"sha256 {d.get('sha256')}")
        for d in manifest.get("decks", [])
    ]
    return out


#: The model note every simulated page shares whatever the run (partial cards); the keep
#: rule and the screw/flood notes depend on the run (``report.measured.model_common``).
MODEL_COMMON = [
    (
        "Partly simulated cards",
        "Cards marked † have Oracle text the simulator could not turn into effects; they "
        "still play with their printed facts (cost, types, power and toughness).",
    ),
]

#: The model note of the pages where both decks are played (matchup, gauntlet, compare).
MODEL_PLAYERS = (
    "The players",
    "Both decks are played by heuristic agents (the pilot of each is named under "
    "'Pilots'; 'auto' picks a profile from the decklist); games alternate who starts, "
    "and games 2j and 2j+1 share every shuffle (common random numbers). A game at the "
    "turn limit counts as not won.",
)
