"""The matchup and gauntlet pages: win rates of decks played against each other.

Both read ``summary.json`` only (and check that the ``games`` table is there): the
matchup page the first deck's ``win_rate`` overall and in the ``on_the_play`` and
``on_the_draw`` blocks; the gauntlet page the ``expected_win_rate`` over a field and the
``opponents`` block, plus ``matrix.csv`` when the run wrote one. The figures' frames come
from ``deckstats.stats.report_data`` (``win_rate_frame``, ``matrix_frame``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.report import charts
from deckstats.report.cells import ci, pct
from deckstats.report.page import MODEL_COMMON, MODEL_PLAYERS, Chart, Page, Table, read_table
from deckstats.stats import report_data as rd

__all__ = ["gauntlet_page", "matchup_page"]


def _decks_of(manifest: Mapping[str, Any], summary: Mapping[str, Any]) -> tuple[str, str]:
    """The names of the two decks, from the manifest (else the summary's ``deck_a/b``)."""
    decks = manifest.get("decks", [])
    a = str(decks[0].get("name")) if decks else str(summary.get("deck_a", "deck A"))
    b = str(decks[1].get("name")) if len(decks) > 1 else str(summary.get("deck_b", "deck B"))
    return a, b


def _matchup_table(blocks: Mapping[str, Mapping[str, Any]]) -> Table:
    """Games, wins, losses, draws and win rate of the first deck, overall and by side."""
    rows = [
        [
            label,
            f"{int(b.get('games', 0)):,}",
            str(b.get("wins", "–")),
            str(b.get("losses", "–")),
            str(b.get("draws", "–")),
            pct(b.get("win_rate")),
            ci(b.get("win_rate_ci95")),
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


def matchup_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The matchup page: the first deck's win rate against the second, overall and by side.

    From ``summary.json``'s ``win_rate``/``win_rate_ci95`` and its ``on_the_play`` and
    ``on_the_draw`` blocks, and the players' profiles (``profile_a``/``profile_b``): one
    chart with whiskers and the matchup table. The ``games`` table must be there (a run
    without it is broken) but is not read.
    """
    read_table(run_dir, "games", [])
    a, b = _decks_of(manifest, summary)
    n = int(summary.get("games", 0))
    play, draw = summary.get("on_the_play", {}), summary.get("on_the_draw", {})
    headline = (
        f"{a} wins {pct(summary.get('win_rate'))} of games against {b} "
        f"(95% interval {ci(summary.get('win_rate_ci95'))}); "
        f"{pct(play.get('win_rate'))} on the play, {pct(draw.get('win_rate'))} on the draw; "
        f"n = {n:,}"
    )
    page = Page(title=f"Matchup: {a} vs {b}", headline=headline)
    # The chart and the table show the same three blocks: all games, then by who started.
    blocks = {"overall": summary, "on the play": play, "on the draw": draw}
    rates = rd.win_rate_frame(blocks)
    page.charts.append(
        Chart(
            "win_rates.png",
            "Win rate",
            f"Bar chart of {a}'s win rate against {b}: overall "
            f"{pct(summary.get('win_rate'))}, on the play {pct(play.get('win_rate'))}, on the "
            f"draw {pct(draw.get('win_rate'))}, with 95% interval whiskers.",
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
    # Which agent played each deck: the result is the decks' under these pilots.
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


def gauntlet_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The gauntlet page: one deck's expected win rate against a weighted field.

    From ``summary.json``'s ``expected_win_rate`` (and interval), ``games_per_matchup`` and
    the ``opponents`` block (share, games, win rate per field deck): a bar per opponent,
    the win-rate matrix when the run wrote ``matrix.csv``, and the matchup table.
    """
    read_table(run_dir, "games", [])
    decks = manifest.get("decks", [])
    deck = str(decks[0].get("name")) if decks else str(summary.get("deck", "deck"))
    opponents: Mapping[str, Mapping[str, Any]] = summary.get("opponents", {})
    n = int(summary.get("games", 0))
    per = int(summary.get("games_per_matchup", 0))
    headline = (
        f"{deck}: expected win rate {pct(summary.get('expected_win_rate'))} "
        f"(95% interval {ci(summary.get('expected_win_rate_ci95'))}) against a field of "
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
    # Only a gauntlet run with --matrix plays every field deck against every other one.
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
    page.tables.append(_field_table(opponents, str(summary.get("shares_source", "shares"))))
    page.model = [MODEL_PLAYERS, *MODEL_COMMON]
    return page


def _field_table(opponents: Mapping[str, Mapping[str, Any]], shares_source: str) -> Table:
    """One row per field deck: its share, games, win rate (with interval) and by side.

    The share column is the weight of the row in the expected win rate; the note says
    where the shares came from (a shares file, or equal shares).
    """
    return Table(
        "Matchup table",
        ["opponent", "share", "n", "win rate", "95% interval", "on the play", "on the draw"],
        [
            [
                name,
                pct(o.get("share")),
                f"{int(o.get('games', 0)):,}",
                pct(o.get("win_rate")),
                ci(o.get("win_rate_ci95")),
                pct(o.get("on_the_play", {}).get("win_rate")),
                pct(o.get("on_the_draw", {}).get("win_rate")),
            ]
            for name, o in opponents.items()
        ],
        f"The expected win rate weights each row by its metagame share ({shares_source}).",
    )
