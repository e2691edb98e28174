"""``report.html`` and its PNGs for a run directory, rebuilt from the run's files alone.

``write_report(run_dir)`` reads ``manifest.json``, ``summary.json`` and the Parquet
tables of a run (or the ``summary.json`` of a ``hands --out`` directory), asks
``deckstats.stats.report_data`` for the numbers behind each figure and table, draws the
figures with ``deckstats.report.charts`` and renders ``templates/report.html.j2``. No game
is played again.

Each page is a list of ``Chart`` and ``Table`` values built by one function per command
(``_goldfish_page`` ...); the template only loops over them, so adding a figure is adding
a chart function and one ``Chart`` entry. PNG names are stable (``CHART_FILES``).

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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd
from matplotlib.figure import Figure

from deckstats import __version__
from deckstats.report import charts
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


class ReportError(ValueError):
    """A directory a report cannot be built from (not a run, or a run missing a table)."""


@dataclass
class Chart:
    """One figure of the page: its PNG file, heading, alt text and how to read it."""

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
    """Everything the template lays out."""

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


def _missing(x: float | None) -> bool:
    return x is None or x != x  # NaN is not equal to itself


def _pct(p: float | None, digits: int = 1) -> str:
    return "–" if _missing(p) else f"{100 * p:.{digits}f}%"  # type: ignore[operator]


def _ci(ci: Sequence[float] | None) -> str:
    return "–" if not ci else f"{_pct(ci[0])} – {_pct(ci[1])}"


def _num(x: float | None) -> str:
    if x is None or _missing(x):
        return "–"
    return f"{int(x)}" if float(x).is_integer() else f"{x:g}"


def _png_size(path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
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


def _table(run_dir: Path, name: str, columns: list[str] | None = None) -> pd.DataFrame:
    """Read ``columns`` of a run's table (``[]``: only check that it is there).

    Only the columns a page draws are read, so the report of a 10^6-game run stays small.
    """
    path = run_dir / f"{name}.parquet"
    if not path.is_file():
        raise ReportError(f"{run_dir}: {name}.parquet is missing; rerun the command to rebuild it")
    if columns == []:
        return pd.DataFrame()
    return pd.read_parquet(path, columns=columns)


#: The games columns the goldfish page draws (kill turns, mulligans, opening lands).
_GOLDFISH_COLUMNS = ["game_index", "on_the_play", "won", "kill_turn", "mulligans", "opening_lands"]


# --- decks -------------------------------------------------------------------------------


def _deck(entry: Mapping[str, Any], cards: pd.DataFrame | None) -> Deck:
    name = str(entry.get("name", "deck"))
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


def _fidelity(manifest: Mapping[str, Any]) -> tuple[list[str], bool]:
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
        withheld = sum(1 for p in partial if p.get("withheld"))
        text = (
            f"{entry.get('name', 'deck')}: {_pct(share)} of main-deck copies fully simulated "
            f"({fid.get('copies_full')} of {fid.get('copies')})"
        )
        if partial:
            text += f", {len(partial)} partial card{'s' if len(partial) != 1 else ''}"
            if withheld:
                text += f" ({withheld} with a spell or ability withheld)"
        lines.append(text)
        warn = warn or bool(fid.get("warning"))
    return lines, warn


def _footer(manifest: Mapping[str, Any]) -> list[tuple[str, str]]:
    out = [
        ("seed", str(manifest.get("seed"))),
        ("rules era", str(manifest.get("rules", "modern"))),
        ("games", f"{manifest.get('games_completed', manifest.get('n_games', '–'))}"),
    ]
    out += [
        (f"decklist {d.get('name')}", f"sha256 {d.get('sha256')}")
        for d in manifest.get("decks", [])
    ]
    return out


MODEL_COMMON = [
    (
        "Keep rule",
        "London mulligan (CR 103.5): a 7-card hand is kept with a playable number of lands "
        "and at least one spell castable early with its own lands; after a mulligan the "
        "player keeps more readily (6 cards: 1 to 5 lands; 5 or fewer: always), and bottoms "
        "surplus lands first, else the most expensive or colour-stranded spells.",
    ),
    (
        "Screw and flood",
        "Screw on turn t: fewer than t lands in play at the end of your own turn t (the "
        "complement of the land-drop chart). A missed drop: no land played on turn t. "
        "Flood is not measured by this run.",
    ),
    (
        "Partly simulated cards",
        "Cards marked † have Oracle text the simulator could not turn into effects; they "
        "still play with their printed facts (cost, types, power and toughness).",
    ),
]


# --- pages -------------------------------------------------------------------------------


def _goldfish_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    games = _table(run_dir, "games", _GOLDFISH_COLUMNS)
    _table(run_dir, "turns", [])
    n = int(summary.get("games", len(games)))
    play, draw, every = (summary.get(k, {}) for k in ("on_the_play", "on_the_draw", "all"))
    deck = str(manifest.get("decks", [{}])[0].get("name", summary.get("deck", "deck")))
    headline = (
        f"{deck}: median kill turn {_num(play.get('kill_turn_median'))} on the play, "
        f"{_num(draw.get('kill_turn_median'))} on the draw; "
        f"{_pct(every.get('mulligan_rate'))} mulligans; n = {n:,}"
    )
    page = Page(title=f"Goldfish: {deck}", headline=headline)
    max_turn = int(summary.get("max_turns", manifest.get("max_turns", 20)))
    counts = rd.kill_turn_counts(games)
    cdf = rd.kill_turn_cdf(games, max_turn)
    mulls = rd.mulligan_frame(games)
    drops = rd.land_drops_frame(summary)
    page.charts += [
        Chart(
            "kill_turn_cdf.png",
            "When does the deck win?",
            f"Step chart of the chance to have won by each own turn, on the play and on the "
            f"draw, with 95% bands; median kill turn {_num(play.get('kill_turn_median'))} on "
            f"the play and {_num(draw.get('kill_turn_median'))} on the draw.",
            "Read across from a turn: the height is the share of games already won by the "
            "end of that turn (against an opponent who does nothing). The shaded band is the "
            "95% Wilson interval: with more games it narrows. The gap between the lines is "
            "what going first is worth.",
            lambda: charts.kill_turn_cdf_figure(cdf),
        ),
        Chart(
            "kill_turn_histogram.png",
            "Kill-turn distribution",
            "Bar chart of the number of games won on each own turn, on the play and on the "
            "draw side by side.",
            "Each bar counts the games won on exactly that turn. A tall, narrow peak means a "
            "consistent deck; a long right tail means slow draws.",
            lambda: charts.kill_turn_histogram(counts, games=n),
        ),
        Chart(
            "mulligans.png",
            "Mulligans",
            f"Bar chart of the share of games with 0, 1, 2 and 3 or more mulligans, on the "
            f"play and on the draw; {_pct(every.get('mulligan_rate'))} of games mulliganed.",
            "The share of games by number of mulligans taken before keeping, with 95% "
            "whiskers. The keep rule is described under 'Model choices'.",
            lambda: charts.mulligan_figure(mulls),
        ),
        Chart(
            "land_drops.png",
            "Land drops hit by turn",
            "Bar chart of the chance to have at least t lands in play at the end of own turn "
            "t, for turns 1 to 6, on the play and on the draw.",
            "A bar is the share of games with at least t lands in play at the end of your own "
            "turn t (after mulligans; a game that ended earlier counts with the lands it had). "
            "Low bars on turns 3 and 4 mean the deck stumbles on mana.",
            lambda: charts.land_drops_figure(drops, games=n),
        ),
    ]
    if cards and cards[0] is not None:
        table = cards[0]
        curve = rd.mana_curve(table)
        lands = int(table.loc[table["card_type"] == "Land", "copies"].sum())
        size = int(table["copies"].sum())
        opening = rd.opening_lands_frame(games, size, lands)
        page.charts += [
            Chart(
                "mana_curve.png",
                "Mana curve",
                f"Stacked bar chart of the {int(curve['copies'].sum())} nonland cards by mana "
                "value, stacked by card type (hatching) and coloured by mana colour.",
                "Each bar is the number of nonland cards of that mana value. Colours are mana "
                "colours (gold: multicoloured, grey: colourless); hatching tells the card types "
                "apart.",
                lambda: charts.mana_curve_figure(curve, deck=deck),
            ),
            Chart(
                "opening_lands.png",
                "Opening-hand lands: simulated against exact",
                f"Bar chart of the share of opening hands with 0 to 7 lands in the simulated "
                f"games, with dots for the exact hypergeometric probability ({lands} lands in "
                f"{size} cards).",
                "Bars: the first seven cards dealt in each game, before any mulligan. Dots: the "
                "exact hypergeometric answer. They should agree up to sampling noise; a "
                "systematic gap would mean a shuffling bug.",
                lambda: charts.opening_lands_figure(opening, deck_size=size, deck_lands=lands),
            ),
        ]
    cdf_rows = []
    for turn in sorted(set(cdf["turn"])):
        cells = [str(turn)]
        for side in rd.SIDES:
            row = cdf[(cdf["side"] == side) & (cdf["turn"] == turn)]
            if row.empty:
                cells += ["–", "–"]
                continue
            r = row.iloc[0]
            cells += [_pct(r["p"]), _ci((r["lo"], r["hi"]))]
        if cells[1] != "100.0%" or turn <= 8:
            cdf_rows.append(cells)
        if turn >= 10:
            break
    page.tables.append(
        Table(
            "Chance to have won by each own turn",
            ["turn", "on the play", "95% interval", "on the draw", "95% interval"],
            cdf_rows,
            "The same numbers as the kill-turn chart, with their Wilson 95% intervals.",
        )
    )
    drop_rows = []
    for turn in sorted(set(drops["turn"])):
        cells = [str(turn)]
        for side in rd.SIDES:
            row = drops[(drops["side"] == side) & (drops["turn"] == turn)]
            if row.empty:
                cells += ["–", "–", "–"]
                continue
            r = row.iloc[0]
            cells += [
                _pct(r["p_on_curve"]),
                _num(round(r["lands_in_play_mean"], 2)),
                _pct(r["p_missed_drop"]),
            ]
        drop_rows.append(cells)
    page.tables.append(
        Table(
            "On-curve table: land drops by own turn",
            [
                "turn",
                "play: ≥ t lands",
                "play: mean lands",
                "play: missed drop",
                "draw: ≥ t lands",
                "draw: mean lands",
                "draw: missed drop",
            ],
            drop_rows,
            "'≥ t lands': share of games with at least t lands in play at the end of turn t. "
            "'Missed drop': share of the games that reached turn t in which no land was played "
            "that turn.",
        )
    )
    page.model = [
        (
            "The goldfish opponent",
            "The opponent does nothing: no blockers, no spells, no life gain; it starts at 20 "
            "life. The kill turn is your own turn number on which its life reaches 0.",
        ),
        *MODEL_COMMON,
    ]
    return page


def _decks_of(manifest: Mapping[str, Any], summary: Mapping[str, Any]) -> tuple[str, str]:
    decks = manifest.get("decks", [])
    a = str(decks[0].get("name")) if decks else str(summary.get("deck_a", "deck A"))
    b = str(decks[1].get("name")) if len(decks) > 1 else str(summary.get("deck_b", "deck B"))
    return a, b


MODEL_PLAYERS = (
    "The players",
    "Both decks are played by heuristic agents (the profile of each is given below, 'auto' "
    "picks it from the decklist); games alternate who starts, and games 2j and 2j+1 share "
    "every shuffle (common random numbers). A game at the turn limit counts as not won.",
)


def _matchup_table(blocks: Mapping[str, Mapping[str, Any]]) -> Table:
    rows = [
        [
            label,
            f"{int(b.get('games', 0)):,}",
            str(b.get("wins", "–")),
            str(b.get("losses", "–")),
            str(b.get("draws", "–")),
            _pct(b.get("win_rate")),
            _ci(b.get("win_rate_ci95")),
        ]
        for label, b in blocks.items()
    ]
    return Table(
        "Matchup table",
        ["games", "n", "wins", "losses", "draws", "win rate", "95% interval"],
        rows,
        "Win rate of the first deck, with its Wilson 95% interval; draws and turn-limit games "
        "count as not won.",
    )


def _matchup_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    _table(run_dir, "games", [])
    a, b = _decks_of(manifest, summary)
    n = int(summary.get("games", 0))
    play, draw = summary.get("on_the_play", {}), summary.get("on_the_draw", {})
    headline = (
        f"{a} wins {_pct(summary.get('win_rate'))} of games against {b} "
        f"(95% interval {_ci(summary.get('win_rate_ci95'))}); "
        f"{_pct(play.get('win_rate'))} on the play, {_pct(draw.get('win_rate'))} on the draw; "
        f"n = {n:,}"
    )
    page = Page(title=f"Matchup: {a} vs {b}", headline=headline)
    blocks = {"overall": summary, "on the play": play, "on the draw": draw}
    rates = rd.win_rate_frame(blocks)
    page.charts.append(
        Chart(
            "win_rates.png",
            "Win rate",
            f"Bar chart of {a}'s win rate against {b}: overall "
            f"{_pct(summary.get('win_rate'))}, on the play {_pct(play.get('win_rate'))}, on the "
            f"draw {_pct(draw.get('win_rate'))}, with 95% interval whiskers.",
            "Each bar is the share of games the first deck won; the whisker is the Wilson 95% "
            "interval. The dashed line is 50%: a whisker that crosses it means the matchup is "
            "not clearly favoured either way at this number of games.",
            lambda: charts.win_rate_figure(
                rates,
                title=f"Win rate of {a} against {b}, {n:,} games (whiskers: 95% Wilson)",
                xlabel="games: all, and by who took the first turn",
            ),
        )
    )
    page.tables.append(_matchup_table(blocks))
    page.model = [
        MODEL_PLAYERS,
        (
            "Profiles",
            f"{a}: {summary.get('profile_a', summary.get('player_a', '–'))}; "
            f"{b}: {summary.get('profile_b', summary.get('player_b', '–'))}.",
        ),
        *MODEL_COMMON,
    ]
    return page


def _gauntlet_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    _table(run_dir, "games", [])
    decks = manifest.get("decks", [])
    deck = str(decks[0].get("name")) if decks else str(summary.get("deck", "deck"))
    opponents: Mapping[str, Mapping[str, Any]] = summary.get("opponents", {})
    n = int(summary.get("games", 0))
    per = int(summary.get("games_per_matchup", 0))
    headline = (
        f"{deck}: expected win rate {_pct(summary.get('expected_win_rate'))} "
        f"(95% interval {_ci(summary.get('expected_win_rate_ci95'))}) against a field of "
        f"{len(opponents)} decks weighted by share; n = {n:,}"
    )
    page = Page(title=f"Gauntlet: {deck}", headline=headline)
    rates = rd.win_rate_frame(opponents)
    page.charts.append(
        Chart(
            "win_rates.png",
            "Win rate against each opponent",
            f"Bar chart of {deck}'s win rate against each of the {len(opponents)} field decks, "
            "with 95% interval whiskers.",
            "Each bar is the share of games won against that deck, with its Wilson 95% "
            "interval; the dashed line is 50%.",
            lambda: charts.win_rate_figure(
                rates,
                title=f"Win rate of {deck} by opponent, {per:,} games each (whiskers: 95% Wilson)",
                xlabel="opponent (field deck)",
            ),
        )
    )
    matrix_path = run_dir / "matrix.csv"
    if matrix_path.is_file():
        matrix = rd.matrix_frame(pd.read_csv(matrix_path, index_col=0))
        page.charts.append(
            Chart(
                "win_rate_matrix.png",
                "Win-rate matrix",
                "Heat map of the win rate of each deck (rows) against each other deck "
                "(columns), with the percentages printed in the cells.",
                "Row deck's win rate against the column deck: blue favours the row deck, red "
                "the column deck; the diagonal is empty.",
                lambda: charts.matrix_figure(matrix, games=per),
            )
        )
    page.tables.append(
        Table(
            "Matchup table",
            ["opponent", "share", "n", "win rate", "95% interval", "on the play", "on the draw"],
            [
                [
                    name,
                    _pct(o.get("share")),
                    f"{int(o.get('games', 0)):,}",
                    _pct(o.get("win_rate")),
                    _ci(o.get("win_rate_ci95")),
                    _pct(o.get("on_the_play", {}).get("win_rate")),
                    _pct(o.get("on_the_draw", {}).get("win_rate")),
                ]
                for name, o in opponents.items()
            ],
            "The expected win rate weights each row by its metagame share "
            f"({summary.get('shares_source', 'shares')}).",
        )
    )
    page.model = [MODEL_PLAYERS, *MODEL_COMMON]
    return page


def _hands_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    deck = str(summary.get("deck", "deck"))
    drops = summary.get("land_drops", {}).get("play", {})
    mull = summary.get("mulligan", {})
    headline = (
        f"{deck}: {summary.get('lands')} lands in {summary.get('deck_size')} cards; "
        f"P(3 lands by turn 3 on the play) {_pct(drops.get('3'))}; "
        f"P(mulligan) {_pct(1 - float(mull.get('p_keep_at', {}).get('7', 1.0)))} (exact)"
    )
    page = Page(title=f"Hands: {deck}", headline=headline)
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
        [t, _pct(p), _pct(summary.get("land_drops", {}).get("draw", {}).get(t))]
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


def _p(x: float | None) -> str:
    if x is None or _missing(x):
        return "–"
    return "< 0.001" if x < 0.001 else f"{x:.3f}"


def _turns_ci(ci: Sequence[float | None] | None) -> str:
    if not ci or ci[0] is None or ci[1] is None:
        return "–"
    return f"{ci[0]:+.2f} – {ci[1]:+.2f} turns"


def _compare_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    _table(run_dir, "games", [])
    a = str(summary.get("deck_a", "A"))
    b = str(summary.get("deck_b", "B"))
    vs = str(summary.get("vs", "goldfish"))
    n = int(summary.get("games", 0))
    d = summary.get("difference", {})
    k = d.get("kill_turn", {})
    w = d.get("win_rate", {})
    kd = k.get("diff")
    kill = (
        f"mean kill turn {kd:+.2f} (95% {_turns_ci(k.get('ci95'))}) over "
        f"{k.get('pairs', 0):,} games both won"
        if kd is not None
        else "no game won by both decks"
    )
    headline = (
        f"{b} against {a} (both vs {vs}): {kill}; win rate {_pct(w.get('b'))} vs "
        f"{_pct(w.get('a'))}; n = {n:,} paired games"
    )
    page = Page(title=f"Compare: {b} minus {a}", headline=headline)
    for key, file, what in (
        ("p_win_by_turn", "compare_win_by_turn.png", "P(won by turn t)"),
        ("land_drops", "compare_land_drops.png", "P(at least t lands on turn t)"),
    ):
        frame = rd.compare_frame(d, key)
        if frame.empty:
            continue
        page.charts.append(
            Chart(
                file,
                what,
                f"Two step curves of {what} for {a} and {b} over {n:,} paired games, and "
                "below them the difference B minus A with its paired 95% interval band.",
                "Game i of both decks used the same shuffles and choices where the lists "
                "allow, so the difference is measured game by game: a band that stays off "
                "the dashed zero line is a real difference at this number of games.",
                partial(charts.compare_figure, frame, a=a, b=b, games=n, what=what),
            )
        )
        page.tables.append(
            Table(
                f"{what}: A, B and the paired difference B - A",
                ["turn", "A", "B", "B - A", "95% interval (paired)", "95% interval (unpaired)"],
                [
                    [
                        str(r.turn),
                        _pct(r.a),
                        _pct(r.b),
                        f"{100 * r.diff:+.1f} pts",
                        _ci([r.lo, r.hi]),
                        _ci([r.unpaired_lo, r.unpaired_hi]),
                    ]
                    for r in frame.itertuples()
                ],
                "B - A in percentage points. The paired interval uses the game-by-game "
                "differences; the unpaired one is what two independent runs of the same "
                "size would give: the gap between them is what common random numbers buy.",
            )
        )
    wil = k.get("wilcoxon", {})
    mc = w.get("mcnemar", {})
    page.tables.append(
        Table(
            "Paired tests",
            ["figure", "A", "B", "B - A", "95% interval", "test", "p-value"],
            [
                [
                    "mean kill turn (games both won)",
                    "–" if k.get("mean_a") is None else f"{k['mean_a']:.2f}",
                    "–" if k.get("mean_b") is None else f"{k['mean_b']:.2f}",
                    "–" if kd is None else f"{kd:+.2f}",
                    _turns_ci(k.get("ci95")),
                    str(wil.get("test", "")),
                    _p(wil.get("p_value")),
                ],
                [
                    "win rate",
                    _pct(w.get("a")),
                    _pct(w.get("b")),
                    "–" if w.get("diff") is None else f"{100 * w['diff']:+.1f} pts",
                    _ci(w.get("ci95")),
                    str(mc.get("test", "")),
                    _p(mc.get("p_value")),
                ],
            ],
            "B minus A. The kill-turn difference is over the games both decks won (a "
            "negative difference: B kills sooner); the Wilcoxon signed-rank test asks "
            "whether B's kill turns are shifted from A's, game by game. McNemar's test "
            "looks only at the games exactly one of the two decks won.",
        )
    )
    page.model = [MODEL_PLAYERS, *MODEL_COMMON]
    return page


PAGES: dict[str, Callable[[Path, Mapping[str, Any], Mapping[str, Any], list[Any]], Page]] = {
    "compare": _compare_page,
    "goldfish": _goldfish_page,
    "matchup": _matchup_page,
    "gauntlet": _gauntlet_page,
    "hands": _hands_page,
}


def _load(run_dir: Path) -> tuple[dict[str, Any], dict[str, Any]]:
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
    return jinja2.Environment(
        loader=jinja2.PackageLoader("deckstats.report", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_page(page: Page, *, generated: str, version: str, engine_mode: str) -> str:
    """The HTML of ``page`` (the charts' ``src`` already set)."""
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
    manifest, summary = _load(run_dir)
    command = str(manifest["command"])
    card_tables = list(cards) if cards is not None else []
    page = PAGES[command](run_dir, manifest, summary, card_tables)
    entries = manifest.get("decks", [])
    page.decks = [
        _deck(e, card_tables[i] if i < len(card_tables) else None) for i, e in enumerate(entries)
    ]
    page.footer = _footer(manifest)
    page.fidelity, page.fidelity_warning = _fidelity(manifest)
    page.definitions = [(str(k), str(v)) for k, v in summary.get("definitions", {}).items()]
    if command != "hands":
        page.command = rd.reproduce_command(manifest)
    tmp = Path(tempfile.mkdtemp(prefix=".report.", dir=run_dir))
    try:
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
        if not png_only:
            stamp = (now or _dt.datetime.now(_dt.UTC)).strftime("%Y-%m-%d %H:%M UTC")
            html = render_page(
                page,
                generated=stamp,
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
