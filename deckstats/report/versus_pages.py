"""The matchup and gauntlet pages: win rates of decks played against each other.

The matchup page reads ``summary.json`` (the first deck's ``win_rate`` overall and in
the ``on_the_play`` and ``on_the_draw`` blocks, game length, mulligans, the pilots), the
``games`` table (how games ended, game length by seat) and, when the run wrote it, the
``events`` table (per-card impact of both decks, ``stats.matchup_tables``); the gauntlet
page the ``expected_win_rate`` over a field and the
``opponents`` block, plus ``matrix.csv`` when the run wrote one. The figures' frames come
from ``deckstats.stats.report_data`` (``win_rate_frame``, ``matrix_frame``).

``matchup_page`` and ``gauntlet_page`` are the ``"matchup"`` and ``"gauntlet"`` entries of
``report.html.PAGES``. Every win rate on them is deck A's (the first deck on the command
line), so a table reads the same whichever block it comes from.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from deckstats.report import charts, measured
from deckstats.report.cells import ci, num, pct
from deckstats.report.page import MODEL_PLAYERS, Chart, Page, Table, read_table
from deckstats.stats import report_data as rd
from deckstats.stats.matchup_tables import game_endings, game_length, matchup_card_impact

__all__ = ["gauntlet_page", "matchup_page"]


def _decks_of(manifest: Mapping[str, Any], summary: Mapping[str, Any]) -> tuple[str, str]:
    """The names of the two decks, from the manifest (else the summary's ``deck_a/b``).

    The manifest lists the decks in command-line order, so its first entry is deck A;
    the summary's names are the fallback for a run whose manifest has no deck entries.
    """
    decks = manifest.get("decks", [])
    a = str(decks[0].get("name")) if decks else str(summary.get("deck_a", "deck A"))
    b = str(decks[1].get("name")) if len(decks) > 1 else str(summary.get("deck_b", "deck B"))
    return a, b


def _interval_words(summary: Mapping[str, Any]) -> str:
    """How the overall interval was made (``summary.json``'s ``win_rate_interval``).

    With both seats played on the same shuffles (``--on both``) the two games of a pair
    are one unit (issue 30): Wilson's interval at the effective sample size n / design
    effect; each seat's own interval, and an unpaired run's, is Wilson's.
    """
    if summary.get("win_rate_interval") == "paired_wilson":
        deff = summary.get("design_effect")
        return (
            "95% interval with each pair of games (same shuffles, seats swapped) as one unit "
            f"(Wilson at n / design effect {deff}); the seat rows use Wilson's"
        )
    return "Wilson 95% interval"


def _matchup_table(blocks: Mapping[str, Mapping[str, Any]], a: str, b: str) -> Table:
    """The first deck's record by seat: games, wins, win rate with interval, length, mulligans.

    Args:
        blocks: row label -> summary block, in row order; the ``"overall"`` block (the
            summary itself) decides how the note describes the interval.
        a: deck A's name.
        b: deck B's name.
    """
    rows = [
        [
            label,
            f"{int(blk.get('games', 0)):,}",
            str(blk.get("wins", "–")),
            str(blk.get("losses", "–")),
            str(blk.get("draws", "–")),
            pct(blk.get("win_rate")),
            ci(blk.get("win_rate_ci95")),
            num(blk.get("mean_turns")),
            num(blk.get("mean_game_turns")),
            pct(blk.get("mulligan_rate_a")),
            pct(blk.get("mulligan_rate_b")),
        ]
        for label, blk in blocks.items()
    ]
    return Table(
        "Matchup table by seat",
        [
            "A's games",
            "n",
            "wins",
            "losses",
            "draws",
            "win rate",
            "95% interval",
            "mean turns, A",
            "mean turns, both",
            "mulligans, A",
            "mulligans, B",
        ],
        rows,
        f"A is {a}, B is {b}. Win rate of A, with its {_interval_words(blocks['overall'])}, "
        "over all games "
        "and by who took the first turn ('on the play': A started). Draws and turn-limit "
        "games count as not won. Game length is counted in A's own turns and in turns of "
        "both players; a mulligan rate is the share of games in which that deck mulliganed.",
        key="seats",
    )


def _endings_table(games: pd.DataFrame, a: str, b: str) -> Table:
    """How games ended (``stats.matchup_tables.game_endings``): by ending and winner."""
    frame = game_endings(games)
    rows = [
        [str(r.termination), f"{r.a:,}", f"{r.b:,}", f"{r.none:,}", pct(r.share)]
        for r in frame.itertuples(index=False)
    ]
    return Table(
        "How games ended",
        ["ending", f"won by {a}", f"won by {b}", "no winner", "share"],
        rows,
        "Each game by the way it ended (lethal damage, decking, poison, turn limit...) and "
        "who won it; 'no winner': a drawn game or one stopped at the turn limit.",
        key="endings",
    )


def _length_table(games: pd.DataFrame, a: str) -> Table:
    """Game length by seat (``stats.matchup_tables.game_length``).

    ``games`` needs ``on_the_play``, ``turns`` (A's own turns) and ``game_turns`` (both
    players'); the rows are all games, then A on the play, then A on the draw (a seat
    with no game has no row).
    """
    labels = {
        "all": "all games",
        "on_the_play": f"{a} on the play",
        "on_the_draw": f"{a} on the draw",
    }
    rows = [
        [
            labels[r.seat],
            f"{r.games:,}",
            f"{r.turns_mean:.2f}",
            f"{num(r.turns_q1)} / {num(r.turns_median)} / {num(r.turns_q3)}",
            f"{r.game_turns_mean:.2f}",
        ]
        for r in game_length(games).itertuples(index=False)
    ]
    return Table(
        "Game length",
        ["games", "n", f"mean turns of {a}", "quartiles (25% / median / 75%)", "mean turns, both"],
        rows,
        f"How long games lasted, in {a}'s own turns (quartiles: a quarter of the games "
        "ended by the first figure, half by the median, three quarters by the last) and "
        "in turns of both players.",
        key="length",
    )


def _card_tables(run_dir: Path, games: pd.DataFrame, a: str, b: str) -> list[Table]:
    """The per-card impact table of each deck, when the run wrote its ``events`` table.

    Computed here from ``games`` and ``events`` (``stats.matchup_tables``), not read from
    the summary as the goldfish page's is: a win here is "this deck won the game", so
    each deck gets its own table. A deck with no recorded card events gets none.
    """
    # Not read_table's ReportError: a run that wrote no events still gets its page.
    if not (run_dir / "events.parquet").is_file():
        return []
    events = read_table(run_dir, "events", ["game_index", "player", "event", "card"])
    impact = matchup_card_impact(games, events)
    return [
        measured.card_impact_table(
            impact[key].to_dict("records"),
            deck=name,
            outcome=f"{name} won the game",
            key=f"card-impact-{key}",
        )
        for key, name in (("a", a), ("b", b))
        if not impact[key].empty
    ]


def _pilot(player: Any, profile: Any) -> str:
    """A pilot as the page names it: the setting, and the profile ``auto`` chose if recorded."""
    # ``auto`` records the profile it chose; a named pilot is its own profile.
    if profile and profile != player:
        return f"{player or 'auto'} (profile {profile})"
    return str(player or profile or "not recorded")


def matchup_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The matchup page: the first deck's win rate against the second, overall and by side.

    From ``summary.json``'s ``win_rate``/``win_rate_ci95`` and its ``on_the_play`` and
    ``on_the_draw`` blocks, and the players' profiles (``profile_a``/``profile_b``): one
    chart with whiskers, the table by seat, game length and endings (from ``games``) and
    the per-card impact of both decks (from ``events``, when the run wrote it).
    """
    # Only the columns the length and endings tables need (a long run's table is large).
    games = read_table(
        run_dir,
        "games",
        ["game_index", "on_the_play", "turns", "game_turns", "termination", "winner"],
    )
    a, b = _decks_of(manifest, summary)
    n = int(summary.get("games", 0))
    play, draw = summary.get("on_the_play", {}), summary.get("on_the_draw", {})
    headline = (
        f"{a} wins {pct(summary.get('win_rate'))} of games against {b} "
        f"(95% interval {ci(summary.get('win_rate_ci95'))}); "
        f"{pct(play.get('win_rate'))} on the play ({ci(play.get('win_rate_ci95'))}), "
        f"{pct(draw.get('win_rate'))} on the draw ({ci(draw.get('win_rate_ci95'))}); "
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
            "Each bar is the share of games the first deck won; the whisker of the overall bar "
            f"is the {_interval_words(summary)}. The dashed line is 50%: a whisker that "
            "crosses it means the matchup is "
            "not clearly favoured either way at this number of games.",
            lambda: charts.win_rate_figure(
                rates,
                title=f"Win rate of {a} against {b}, {n:,} games (whiskers: 95% intervals)",
                xlabel="games: all, and by who took the first turn",
            ),
        )
    )
    page.tables.append(_matchup_table(blocks, a, b))
    page.tables.append(_length_table(games, a))
    page.tables.append(_endings_table(games, a, b))
    page.tables += _card_tables(run_dir, games, a, b)
    # Which agent played each deck: the result is the decks' under these pilots.
    page.model = [
        MODEL_PLAYERS,
        measured.pilots_note(
            {
                a: _pilot(summary.get("player_a"), summary.get("profile_a")),
                b: _pilot(summary.get("player_b"), summary.get("profile_b")),
            }
        ),
        *measured.model_common(manifest, summary, land_chart=False),
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
    read_table(run_dir, "games", [])  # only checks the run is whole: a missing table fails
    decks = manifest.get("decks", [])
    deck = str(decks[0].get("name")) if decks else str(summary.get("deck", "deck"))
    opponents: Mapping[str, Mapping[str, Any]] = summary.get("opponents", {})
    # ``games`` is the total over the field; ``games_per_matchup`` what each bar is over.
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
            "Each bar is the share of games won against that deck, with its 95% interval "
            "(with both seats played, each pair of games on the same shuffles is one unit: "
            "Wilson at n / design effect; else Wilson); the dashed line is 50%.",
            lambda: charts.win_rate_figure(
                rates,
                title=f"Win rate of {deck} by opponent, {per:,} games each (whiskers: 95%)",
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
    page.tables.append(_pilots_table(deck, summary, opponents))
    page.model = [
        MODEL_PLAYERS,
        (
            "Pilots",
            f"{deck} is played by '{summary.get('player_a', 'auto')}' and every field deck "
            f"by '{summary.get('player_b', 'auto')}' (table 'Pilots'). A gauntlet run "
            "records the pilot setting only, not the profile 'auto' chose from each list.",
        ),
        *measured.model_common(manifest, summary, land_chart=False),
    ]
    return page


def _pilots_table(
    deck: str, summary: Mapping[str, Any], opponents: Mapping[str, Mapping[str, Any]]
) -> Table:
    """Who played each deck of the gauntlet: the pilot setting of the deck and of each opponent.

    An opponent block that names its own ``player`` wins over the run's ``player_b``.
    """
    rows = [[deck, "the deck", str(summary.get("player_a", "auto"))]]
    rows += [
        [name, "field deck", str(o.get("player", summary.get("player_b", "auto")))]
        for name, o in opponents.items()
    ]
    return Table(
        "Pilots",
        ["deck", "role", "pilot"],
        rows,
        "'auto' picks a heuristic profile (aggro, midrange, control...) from the decklist "
        "when the game starts; a named pilot plays every game of that deck the same way.",
        key="pilots",
    )


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
