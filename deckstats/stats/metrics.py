"""Pure metric functions over the games and turns tables.

Each function states its input columns, its output and the statistic it uses. Kill
turns count the deck's own turns (rules/DIGEST.md "Statistics hooks").
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats as sps


def wilson_interval(successes: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion.

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    if n == 0:
        return (0.0, 1.0)
    z = float(sps.norm.ppf(0.5 + confidence / 2))
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _round(x: float, nd: int = 4) -> float:
    return float(round(x, nd))


def seat_summary(games: pd.DataFrame, max_turns: int) -> dict[str, Any]:
    """Summarise goldfish games of one seat (all, on the play or on the draw).

    Input columns: ``won``, ``kill_turn`` (nullable), ``mulligans``.

    Returns:
        ``games``; ``kill_turn_mean`` / ``kill_turn_median`` / ``kill_turn_sd`` /
        ``kill_turn_se`` over the games won (null if none); ``p_kill_by_turn``: for each
        turn t in 1..max_turns, the share of *all* games won by the deck's turn t (an
        empirical CDF whose last value is the win rate); ``win_rate`` with its Wilson 95%
        interval; ``mulligan_rate``: share of games with at least one mulligan;
        ``mulligans_mean``.
    """
    n = len(games)
    wins = games.loc[games["won"], "kill_turn"].dropna().astype("int64").to_numpy()
    out: dict[str, Any] = {"games": int(n)}
    if len(wins):
        out["kill_turn_mean"] = _round(float(wins.mean()))
        out["kill_turn_median"] = float(np.median(wins))
        sd = float(wins.std(ddof=1)) if len(wins) > 1 else 0.0
        out["kill_turn_sd"] = _round(sd)
        out["kill_turn_se"] = _round(sd / math.sqrt(len(wins)))
    else:
        out["kill_turn_mean"] = None
        out["kill_turn_median"] = None
        out["kill_turn_sd"] = None
        out["kill_turn_se"] = None
    counts = np.bincount(wins, minlength=max_turns + 1) if len(wins) else np.zeros(max_turns + 1)
    cdf = np.cumsum(counts[: max_turns + 1]) / n if n else np.zeros(max_turns + 1)
    out["p_kill_by_turn"] = {str(t): _round(float(cdf[t])) for t in range(1, max_turns + 1)}
    n_won = int(games["won"].sum())
    out["win_rate"] = _round(n_won / n) if n else 0.0
    lo, hi = wilson_interval(n_won, n)
    out["win_rate_ci95"] = [_round(lo), _round(hi)]
    out["mulligan_rate"] = _round(float((games["mulligans"] > 0).mean())) if n else 0.0
    out["mulligans_mean"] = _round(float(games["mulligans"].mean())) if n else 0.0
    return out


def land_drops(turns: pd.DataFrame, games: pd.DataFrame, upto: int = 6) -> dict[str, Any]:
    """Land-drop and mana use by the deck's own turn, among games still going at that turn.

    Input columns: turns ``game_index``, ``turn``, ``player``, ``lands_in_play``,
    ``mana_spent``, ``mana_available``; games ``game_index``.

    Returns:
        ``p_on_curve``: P(at least t lands in play at the end of own turn t);
        ``p_missed_drop``: P(no land played on turn t); ``mana_spent_mean`` and
        ``mana_available_mean`` by turn; ``games_reaching``: the denominator per turn.
    """
    mine = turns[turns["player"] == 0]
    out: dict[str, Any] = {
        "p_on_curve": {},
        "p_missed_drop": {},
        "mana_spent_mean": {},
        "mana_available_mean": {},
        "games_reaching": {},
    }
    for t in range(1, upto + 1):
        rows = mine[mine["turn"] == t]
        k = len(rows)
        out["games_reaching"][str(t)] = int(k)
        if not k:
            continue
        out["p_on_curve"][str(t)] = _round(float((rows["lands_in_play"] >= t).mean()))
        out["p_missed_drop"][str(t)] = _round(float((~rows["land_played"]).mean()))
        out["mana_spent_mean"][str(t)] = _round(float(rows["mana_spent"].mean()))
        out["mana_available_mean"][str(t)] = _round(float(rows["mana_available"].mean()))
    return out


def goldfish_summary(
    games: pd.DataFrame, turns: pd.DataFrame, max_turns: int
) -> dict[str, dict[str, Any]]:
    """The ``all`` / ``on_the_play`` / ``on_the_draw`` blocks of a goldfish ``summary.json``."""
    blocks: dict[str, dict[str, Any]] = {}
    for key, mask in (
        ("all", slice(None)),
        ("on_the_play", games["on_the_play"]),
        ("on_the_draw", ~games["on_the_play"]),
    ):
        sub = games.loc[mask]
        block = seat_summary(sub, max_turns)
        sub_turns = turns[turns["game_index"].isin(sub["game_index"])]
        block["land_drops"] = land_drops(sub_turns, sub)
        block["terminations"] = {
            str(k): int(v) for k, v in sub["termination"].value_counts().sort_index().items()
        }
        blocks[key] = block
    return blocks
