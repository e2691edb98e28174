"""Summary figures the run pipeline puts in ``summary.json``: stats computes, runs/ calls.

The goldfish main figure, the ``--until-ci`` blocks (goldfish, matchup, gauntlet),
Wilson half-widths and the gauntlet's win-rate matrix (issue 18 part 6): pure functions
of counts and tallies, called by the experiments of ``deckstats.runs``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from deckstats.stats.metrics import wilson_interval

if TYPE_CHECKING:
    import pandas as pd

#: Games per ``--until-ci`` batch (the rule the summaries state).
UNTIL_CI_BATCH = 1000


def wilson_half_width(successes: int, n: int) -> float:
    """Half the width of the 95% Wilson interval of ``successes`` in ``n`` (0.5 for none)."""
    lo, hi = wilson_interval(successes, n)
    return (hi - lo) / 2


def until_ci_block(
    until_ci: float, n: int, done: int, figure: str, half_width: float, method: str = "Wilson"
) -> dict[str, Any]:
    """The ``until_ci`` block of a summary: the rule, the games played and whether it was met.

    ``method`` names the interval (``Wilson``, or the paired one of ``--on both``).
    """
    return {
        "rule": f"batches of {UNTIL_CI_BATCH} games (game indices continuing) until the "
        f"95% {method} half-width of {figure} is at most {until_ci}, or {n} games",
        "width": until_ci,
        "batch": UNTIL_CI_BATCH,
        "max_games": n,
        "games_played": done,
        "half_width": round(half_width, 6),
        "met": half_width <= until_ci,
    }


def main_figure(kill_counts: np.ndarray, n: int) -> dict[str, Any]:
    """Goldfish's main figure: P(kill by the median kill turn), with its Wilson interval.

    ``kill_counts[t]`` is the number of games won on the deck's own turn ``t``; ``n`` the
    games played. The median is over the games won (as ``kill_turn_median``).
    """
    wins = int(kill_counts.sum())
    if not n or not wins:
        lo, hi = wilson_interval(0, n) if n else (0.0, 1.0)
        return {"median_kill_turn": None, "p": 0.0, "ci95": [lo, hi], "half_width": (hi - lo) / 2}
    cum = np.cumsum(kill_counts)
    # np.median of the expanded kill turns, from the counts
    lo_t = int(np.searchsorted(cum, (wins - 1) // 2 + 1))
    hi_t = int(np.searchsorted(cum, wins // 2 + 1))
    median = (lo_t + hi_t) / 2
    k = int(kill_counts[: int(np.floor(median)) + 1].sum())
    lo, hi = wilson_interval(k, n)
    return {
        "median_kill_turn": median,
        "p": k / n,
        "ci95": [lo, hi],
        "half_width": (hi - lo) / 2,
    }


def win_rate_matrix(names: list[str], tallies: dict[tuple[int, int], Any]) -> pd.DataFrame:
    """Row deck's win rate against the column deck (the diagonal is empty)."""
    import pandas as pd  # after the games: a run's set-up does not load pandas (issue 32.2)

    values = np.full((len(names), len(names)), np.nan)
    for (r, c), tally in tallies.items():
        seat = tally.all
        if seat.games:
            values[r, c] = seat.wins / seat.games
            values[c, r] = seat.losses / seat.games
    frame = pd.DataFrame(values, index=names, columns=names)
    frame.index.name = "deck"
    return frame


def goldfish_until_ci(
    kill_counts: np.ndarray, until_ci: float, n: int, done: int
) -> dict[str, Any]:
    """A goldfish run's ``until_ci`` block: the rule, and P(kill by the median) with its CI."""
    figure = main_figure(kill_counts, done)
    block = until_ci_block(
        until_ci, n, done, "P(kill by the median kill turn)", figure["half_width"]
    )
    block["median_kill_turn"] = figure["median_kill_turn"]
    block["p_kill_by_median"] = round(figure["p"], 6)
    block["ci95"] = [round(x, 6) for x in figure["ci95"]]
    return block


def _method(paired: bool) -> str:
    return "paired (design-effect) Wilson" if paired else "Wilson"


def tally_until_ci(until_ci: float, n: int, done: int, tally: Any) -> dict[str, Any]:
    """A matchup's ``until_ci`` block: A's win rate, Wilson's or the paired half-width."""
    return until_ci_block(
        until_ci, n, done, "A's win rate", tally_half_width(tally), _method(tally.paired)
    )


def tally_half_width(tally: Any) -> float:
    """The 95% half-width of A's win rate in a ``stats.matchup.MatchupTally``.

    Wilson's, or the paired (design-effect) Wilson interval's when the games are paired.
    """
    lo, hi = tally.interval()
    return float(hi - lo) / 2


def gauntlet_until_ci(
    until_ci: float, n: int, games: int, tallies: dict[str, Any]
) -> dict[str, Any]:
    """A gauntlet's ``until_ci`` block: the rule per matchup, each matchup's games and width.

    ``tallies`` maps ``"row deck vs column deck"`` to its matchup's tally, in play order.
    """
    per = {
        label: {
            "games_played": tally.all.games,
            "half_width": round(tally_half_width(tally), 6),
        }
        for label, tally in tallies.items()
    }
    widest = max(v["half_width"] for v in per.values())
    paired = any(t.paired for t in tallies.values())
    block = until_ci_block(
        until_ci, n, games, "the row deck's win rate in every matchup", widest, _method(paired)
    )
    block["rule"] += " per matchup"
    block["max_games"] = n  # per matchup
    block["matchups"] = per
    return block


def matrix_block(table: pd.DataFrame) -> dict[str, dict[str, float | None]]:
    """The win-rate matrix as the summary writes it (rounded; ``None`` on the diagonal)."""
    import pandas as pd

    return {
        row: {col: (None if pd.isna(v) else round(float(v), 4)) for col, v in vals.items()}
        for row, vals in table.to_dict(orient="index").items()
    }
