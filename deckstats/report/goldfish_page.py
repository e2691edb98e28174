"""The goldfish page: how fast a deck wins against an opponent that does nothing.

Built from the run's ``games`` table (columns ``_GOLDFISH_COLUMNS``: kill turns,
mulligans, opening lands) and ``summary.json`` (``on_the_play``/``on_the_draw``/``all``
blocks: ``kill_turn_median``, ``mulligan_rate``; ``land_drops``; ``max_turns``; ``games``),
with the numbers behind each figure from ``deckstats.stats.report_data``. With the
deck's card table it adds the mana curve and the opening-hand lands against the exact
hypergeometric answer.

``goldfish_page`` is the ``"goldfish"`` entry of ``report.html.PAGES``; the statistics
tables under the charts (per-card impact, flood and screw) come from ``report.measured``,
which the matchup pages share.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.report import charts, measured
from deckstats.report.cells import ci, num, pct
from deckstats.report.page import Chart, Page, Table, read_table
from deckstats.stats import report_data as rd
from deckstats.stats.land_drops import LandDropHits

__all__ = ["goldfish_page"]

#: The games columns the goldfish page draws (kill turns, mulligans, opening lands).
_GOLDFISH_COLUMNS = [
    "game_index",
    "on_the_play",
    "won",
    "kill_turn",
    "mulligans",
    "opening_lands",
    "turns",
]


def land_drop_outcomes_of(run_dir: Path, games: pd.DataFrame) -> pd.DataFrame:
    """``land_drop_outcomes`` of the run, its turns read one row group at a time.

    Only the four columns of ``LandDropHits.COLUMNS`` are read, and each row group is
    counted and dropped: the turn rows (five or so a game) are never all held, so the
    report's memory no longer grows with them (issue 32 point 3).
    """
    import pyarrow.parquet as pq

    read_table(run_dir, "turns", [])  # a missing table is a ReportError line
    # The counter keeps a few numbers per game (from ``games``) and per turn counts; the
    # turn rows only pass through it.
    hits = LandDropHits(games)
    pf = pq.ParquetFile(run_dir / "turns.parquet")
    columns = list(LandDropHits.COLUMNS)
    for i in range(pf.num_row_groups):
        group = pf.read_row_group(i, columns=columns)
        hits.add({c: group.column(c).to_numpy() for c in columns})
    return hits.frame()


def goldfish_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The goldfish page: headline, four run charts, the deck charts, two tables, the model.

    The headline answers the question a goldfish run is for (median kill turn on the
    play and on the draw, mulligan rate); the charts and tables show the distributions
    behind it. ``cards[0]`` (the deck's card table, or ``None``) adds the deck charts.

    Raises:
        ReportError: the run lacks its ``games`` or ``turns`` table.
    """
    games = read_table(run_dir, "games", _GOLDFISH_COLUMNS)
    n = int(summary.get("games", len(games)))
    play, draw, every = (summary.get(k, {}) for k in ("on_the_play", "on_the_draw", "all"))
    # The name as the run recorded it: the manifest's deck entry, then the summary's.
    deck = str(manifest.get("decks", [{}])[0].get("name", summary.get("deck", "deck")))
    # The headline: the numbers a goldfish run is for, in one sentence.
    headline = (
        f"{deck}: median kill turn {num(play.get('kill_turn_median'))} on the play, "
        f"{num(draw.get('kill_turn_median'))} on the draw; "
        f"{pct(every.get('mulligan_rate'))} mulligans; n = {n:,}"
    )
    page = Page(title=f"Goldfish: {deck}", headline=headline)
    # The turn cap ends the chance-to-have-won curve: a game at the cap was not won.
    max_turn = int(summary.get("max_turns", manifest.get("max_turns", 20)))
    cdf = rd.kill_turn_cdf(games, max_turn)
    drops = rd.land_drops_frame(summary)
    outcomes = land_drop_outcomes_of(run_dir, games)
    page.charts += _run_charts(games, summary, cdf, outcomes, n)
    if cards and cards[0] is not None:  # the front end could resolve the deck's cards
        page.charts += _deck_charts(games, cards[0], deck)
    page.tables.append(_win_by_turn_table(cdf))
    page.tables.append(_land_drop_table(drops, outcomes))
    page.tables += _measured_tables(summary, deck)
    page.model = [
        (
            "The goldfish opponent",
            "The opponent does nothing: no blockers, no spells, no life gain; it starts at 20 "
            "life. The kill turn is your own turn number on which its life reaches 0.",
        ),
        measured.pilots_note({deck: f"the {manifest.get('agent', 'goldfish')} agent"}),
        *measured.model_common(manifest, summary),
    ]
    return page


def _measured_tables(summary: Mapping[str, Any], deck: str) -> list[Table]:
    """The per-card table, flood and screw, colour screw: those the summary has.

    Each comes from the summary's ``statistics`` block, which older runs lack or hold
    only in part; a ``measured`` builder returns ``None`` for a missing block and the
    table is left out. The per-card table, when there is one, comes first.
    """
    stats = summary.get("statistics", {})
    impact = stats.get("card_impact", {})
    out = [
        measured.flood_screw_table(stats, summary.get("definitions", {})),
        measured.colour_screw_table(stats),
    ]
    if impact.get("cards"):
        out.insert(
            0,
            measured.card_impact_table(
                impact["cards"], deck=deck, outcome=str(impact.get("outcome", "won"))
            ),
        )
    return [t for t in out if t is not None]


def _cdf_note(cdf: pd.DataFrame) -> str:
    """How to read the kill-turn chart, describing which line is higher where they part most.

    The sentence is written from the numbers of this run rather than fixed, because which
    side leads differs between decks: on the draw a deck has seen one more card by its
    own turn t, on the play it reached that turn earlier. Lines closer than half a point
    everywhere are called the same.
    """
    note = (
        "Read across from a turn: the height is the share of games already won by the end "
        "of that own turn (against an opponent who does nothing); the dark blue line is the "
        "games on the play, the orange line the games on the draw, each with its shaded "
        "95% Wilson band."
    )
    wide = cdf.pivot_table(index="turn", columns="side", values="p")
    if not set(rd.SIDES) <= set(wide.columns) or wide.empty:
        return note
    # The turn where the two curves are furthest apart is the one worth describing.
    gap = wide["on_the_draw"] - wide["on_the_play"]
    turn = int(gap.abs().idxmax())
    p, d = wide.loc[turn, "on_the_play"], wide.loc[turn, "on_the_draw"]
    if abs(d - p) < 0.005:
        return note + " The two lines lie on top of each other."
    higher = "on the draw" if d > p else "on the play"
    return note + (
        f" The lines are furthest apart on turn {turn}: {pct(p)} of games on the play and "
        f"{pct(d)} on the draw were won by then, so the line {higher} is higher (on the "
        "draw the deck has seen one more card by its own turn t, on the play it has had "
        "its turn t earlier)."
    )


def _run_charts(
    games: pd.DataFrame,
    summary: Mapping[str, Any],
    cdf: pd.DataFrame,
    outcomes: pd.DataFrame,
    n: int,
) -> list[Chart]:
    """The four charts every goldfish run has: win by turn, kill turns, mulligans, lands.

    ``cdf`` is ``report_data.kill_turn_cdf`` and ``outcomes``
    ``stats.land_drops.land_drop_outcomes`` (the tables reuse them); the kill-turn
    counts and mulligan shares are read from ``games`` here. Each chart is drawn
    later, when the report writes its PNG.
    """
    play, draw, every = (summary.get(k, {}) for k in ("on_the_play", "on_the_draw", "all"))
    counts = rd.kill_turn_counts(games)
    mulls = rd.mulligan_frame(games)
    return [
        Chart(
            "kill_turn_cdf.png",
            "When does the deck win?",
            f"Step chart of the chance to have won by each own turn, on the play and on the "
            f"draw, with 95% bands; median kill turn {num(play.get('kill_turn_median'))} on "
            f"the play and {num(draw.get('kill_turn_median'))} on the draw.",
            _cdf_note(cdf),
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
            f"play and on the draw; {pct(every.get('mulligan_rate'))} of games mulliganed.",
            "The share of games by number of mulligans taken before keeping, with 95% "
            "whiskers. The keep rule is described under 'Model choices'.",
            lambda: charts.mulligan_figure(mulls),
        ),
        Chart(
            "land_drops.png",
            "Land drops hit by turn",
            "Stacked bar chart, for own turns 1 to 6 on the play and on the draw: the share "
            "of games with at least t lands in play at the end of turn t, then, hatched grey, "
            "the share of games already over before turn t.",
            "The coloured part of a bar is the share of all games with at least t lands in "
            "play at the end of your own turn t, with its 95% whisker. The grey hatched part "
            "('game over') is the games that had ended before turn t: they did not miss a "
            "drop, the game was won. The white space above a bar is the games that played "
            "turn t with fewer than t lands: the real misses. Low coloured bars with little "
            "grey on turns 3 and 4 mean the deck stumbles on mana.",
            lambda: charts.land_drops_figure(outcomes, games=n),
        ),
    ]


def _deck_charts(games: pd.DataFrame, table: pd.DataFrame, deck: str) -> list[Chart]:
    """The charts that need the deck's card table: the mana curve and opening-hand lands.

    The opening-hand chart sets the simulated first seven cards against the exact
    hypergeometric answer for the deck's land count: a shuffling check a reader can see.
    """
    curve = rd.mana_curve(table)
    # The exact answer needs the deck's land count and size, read from the card table.
    lands = int(table.loc[table["card_type"] == "Land", "copies"].sum())
    size = int(table["copies"].sum())
    opening = rd.opening_lands_frame(games, size, lands)
    return [
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


def _turn_row(
    frame: pd.DataFrame,
    turn: int,
    width: int,
    cells: Callable[[Any], list[str]],
    at: dict[tuple[Any, Any], int],
) -> list[str]:
    """A table row: the turn, then the ``width`` cells of each side, on the play first.

    ``cells`` formats a side's row of ``frame`` for that turn; a side with no row (no
    game of that side reached the turn) gets ``width`` dashes. ``at`` (``_rows_at``)
    finds the rows without a pandas filter per turn and side.
    """
    row = [str(turn)]
    for side in rd.SIDES:
        i = at.get((side, turn))
        row += ["–"] * width if i is None else cells(frame.iloc[i])
    return row


def _rows_at(frame: pd.DataFrame) -> dict[tuple[Any, Any], int]:
    """The position of the first row of each ``(side, turn)`` of ``frame``."""
    at: dict[tuple[Any, Any], int] = {}
    for i, key in enumerate(zip(frame["side"], frame["turn"], strict=True)):
        at.setdefault(key, i)
    return at


def _win_by_turn_table(cdf: pd.DataFrame) -> Table:
    """The kill-turn chart's numbers: P(won by own turn t) with its 95% interval, per side.

    A turn after 8 at which every game on the play is already won is left out (it
    says nothing new), and the table stops at turn 10.
    """
    cdf_rows = []
    at = _rows_at(cdf)
    for turn in sorted(set(cdf["turn"])):
        cells = _turn_row(cdf, turn, 2, lambda r: [pct(r["p"]), ci((r["lo"], r["hi"]))], at)
        if cells[1] != "100.0%" or turn <= 8:  # cells[1]: the on-the-play share
            cdf_rows.append(cells)
        if turn >= 10:
            break
    return Table(
        "Chance to have won by each own turn",
        ["turn", "on the play", "95% interval", "on the draw", "95% interval"],
        cdf_rows,
        "The same numbers as the kill-turn chart, with their Wilson 95% intervals.",
    )


def _land_drop_table(drops: pd.DataFrame, outcomes: pd.DataFrame) -> Table:
    """The land-drop chart's numbers per turn and side: t lands, missed, game over.

    ``drops`` (the summary's blocks) gives the mean lands in play; ``outcomes`` the
    three shares the chart stacks.
    """
    merged = drops.merge(outcomes, on=["side", "turn"], how="outer")
    at = _rows_at(merged)
    drop_rows = [
        _turn_row(
            merged,
            turn,
            4,
            lambda r: [
                pct(r["hit"]),
                pct(r["missed"]),
                pct(r["ended"]),
                num(round(r["lands_in_play_mean"], 2)),
            ],
            at,
        )
        for turn in sorted(set(merged["turn"]))
    ]
    return Table(
        "On-curve table: land drops by own turn",
        [
            "turn",
            "play: ≥ t lands",
            "play: missed",
            "play: game over",
            "play: mean lands",
            "draw: ≥ t lands",
            "draw: missed",
            "draw: game over",
            "draw: mean lands",
        ],
        drop_rows,
        "'≥ t lands': share of all games still running on turn t with at least t lands in "
        "play at its end; 'missed': still running with fewer; 'game over': ended before "
        "turn t (the three add up to 100%). 'Mean lands' counts a game that had ended with "
        "the lands it had at its end.",
        key="land-drops",
    )
