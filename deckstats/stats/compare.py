"""Paired A/B statistics for ``deckstats compare`` (issue 18): differences with intervals.

Every function takes the two decks' records of the same game indices (game ``i`` of A
and game ``i`` of B share their random streams, ``sim.compare``) and works on the
per-game differences, so the noise the two games share cancels: a paired interval is
narrower than the unpaired one on the same games (``unpaired_ci95`` is reported beside
it to show by how much).

- Rates (P(win by turn t), the win rate, P(on curve land drop)): the difference of the
  paired proportions, ``mean(x_B - x_A)``, with the normal interval from the standard
  deviation of the per-game differences (``sd / sqrt(n)``, z = 1.959963985); the exact
  McNemar test (a two-sided binomial test on the discordant pairs, scipy
  ``binomtest``) for the win rate.
- Kill turns: over the games both decks won, the mean of ``kill_B - kill_A`` with a
  Student-t interval, and the Wilcoxon signed-rank test (scipy ``wilcoxon``, zero
  differences dropped: ``zero_method="wilcox"``).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from deckstats.stats.metrics import t975

Z95 = 1.959963985


#: The definitions of a compare summary (``runs.compare``).
COMPARE_DEFINITIONS: dict[str, str] = {
    "difference": "deck B minus deck A, game i of B paired with game i of A",
    "kill_turn": "over the games both decks won; Student t interval; Wilcoxon "
    "signed-rank test (zero differences dropped)",
    "rates": "paired normal interval from the per-game differences (z = 1.96); "
    "unpaired_ci95 treats the games as independent, for comparison",
    "win_rate": "exact McNemar test on the discordant pairs",
    "p_value": "two-sided, to 6 significant digits (a tiny p keeps its magnitude: 2e-103, "
    "not 0); printed as '< 1e-6' below one in a million",
    "land_drops": "P(at least t lands on the deck's own turn t), over the games both "
    "decks were still playing on their turn t (a game that had ended is censored, not a "
    "missed land drop; n says how many games)",
}


def _r(x: float | None, nd: int = 4) -> float | None:
    if x is None or not math.isfinite(x):
        return None
    return round(float(x), nd)


def _p(x: float) -> float | None:
    """A p-value to 6 significant digits: a tiny one keeps its magnitude (never 0.0)."""
    return float(f"{x:.6g}") if math.isfinite(x) else None


def paired_proportion(xa: np.ndarray, xb: np.ndarray) -> dict[str, Any]:
    """Difference ``P_B - P_A`` of two paired 0/1 samples with its paired 95% interval.

    Input: two equally long 0/1 arrays (game ``i`` of A, game ``i`` of B). Output keys:
    ``a``, ``b`` (the two rates), ``diff``, ``ci95`` (paired normal interval),
    ``unpaired_ci95`` (the interval if the games were independent), ``n``.
    """
    xa = np.asarray(xa, dtype=float)
    xb = np.asarray(xb, dtype=float)
    n = int(xa.size)
    if n == 0:
        return {"a": None, "b": None, "diff": None, "ci95": None, "unpaired_ci95": None, "n": 0}
    pa, pb = float(xa.mean()), float(xb.mean())
    d = xb - xa
    diff = float(d.mean())
    sd = float(d.std(ddof=1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    half_u = Z95 * math.sqrt(pa * (1 - pa) / n + pb * (1 - pb) / n)
    return {
        "a": _r(pa),
        "b": _r(pb),
        "diff": _r(diff),
        "ci95": [_r(diff - half), _r(diff + half)],
        "unpaired_ci95": [_r(diff - half_u), _r(diff + half_u)],
        "n": n,
    }


def mcnemar(xa: np.ndarray, xb: np.ndarray) -> dict[str, Any]:
    """Exact McNemar test of paired 0/1 outcomes: ``b_only`` vs ``a_only`` discordant pairs.

    Two-sided binomial test of ``b_only`` successes in ``a_only + b_only`` trials at 1/2
    (scipy ``binomtest``); p = 1 when there is no discordant pair.
    """
    xa = np.asarray(xa, dtype=bool)
    xb = np.asarray(xb, dtype=bool)
    a_only = int((xa & ~xb).sum())
    b_only = int((xb & ~xa).sum())
    k = a_only + b_only
    from scipy import stats as st  # only a comparison needs scipy.stats (a second to import)

    p = 1.0 if k == 0 else float(st.binomtest(b_only, k, 0.5).pvalue)
    return {
        "test": "McNemar (exact binomial)",
        "a_only": a_only,
        "b_only": b_only,
        "p_value": _p(p),
    }


def paired_kill_turns(games_a: pd.DataFrame, games_b: pd.DataFrame) -> dict[str, Any]:
    """Kill-turn difference over the games both decks won.

    Input: games frames with ``game_index``, ``won``, ``kill_turn`` (same indices in both).
    Output: ``pairs`` (games both won), ``mean_a``, ``mean_b``, ``diff`` (mean of
    ``kill_B - kill_A``), ``ci95`` (Student t), ``unpaired_ci95`` (Welch-style normal
    interval over the same games), and ``wilcoxon`` (statistic and p-value).
    """
    m = games_a[["game_index", "won", "kill_turn"]].merge(
        games_b[["game_index", "won", "kill_turn"]], on="game_index", suffixes=("_a", "_b")
    )
    both = m[m["won_a"].astype(bool) & m["won_b"].astype(bool)]
    n = len(both)
    out: dict[str, Any] = {"pairs": n}
    if n == 0:
        out.update(
            {
                "mean_a": None,
                "mean_b": None,
                "diff": None,
                "ci95": None,
                "unpaired_ci95": None,
                "wilcoxon": {"test": "Wilcoxon signed-rank", "statistic": None, "p_value": None},
                "note": "no game was won by both decks",
            }
        )
        return out
    ka = both["kill_turn_a"].to_numpy(dtype=float)
    kb = both["kill_turn_b"].to_numpy(dtype=float)
    d = kb - ka
    diff = float(d.mean())
    if n > 1:
        sd = float(d.std(ddof=1))
        half = t975(n - 1) * sd / math.sqrt(n)
        half_u = Z95 * math.sqrt(ka.var(ddof=1) / n + kb.var(ddof=1) / n)
    else:
        half = half_u = float("nan")
    if np.any(d != 0):
        from scipy import stats as st

        w = st.wilcoxon(d, zero_method="wilcox")
        wil = {
            "test": "Wilcoxon signed-rank",
            "statistic": _r(float(w.statistic), 2),
            "p_value": _p(float(w.pvalue)),
        }
    else:
        wil = {"test": "Wilcoxon signed-rank", "statistic": 0.0, "p_value": 1.0}
    out.update(
        {
            "mean_a": _r(float(ka.mean())),
            "mean_b": _r(float(kb.mean())),
            "diff": _r(diff),
            "ci95": [_r(diff - half), _r(diff + half)],
            "unpaired_ci95": [_r(diff - half_u), _r(diff + half_u)],
            "wilcoxon": wil,
        }
    )
    return out


def median_kill_turn(games: pd.DataFrame) -> int | None:
    """The median kill turn over the games won, rounded up (``None``: no game won)."""
    kills = games.loc[games["won"].astype(bool), "kill_turn"]
    return int(np.ceil(kills.median())) if len(kills) else None


def main_half_width(ga: pd.DataFrame, gb: pd.DataFrame, versus: bool, max_turns: int) -> float:
    """The paired 95% half-width of compare's main difference (``--until-ci``).

    With ``versus`` the win rate; else P(win by A's median kill turn) (``max_turns``
    when A won no game). 0.5 when the interval is undefined.
    """
    if versus:
        xa, xb = ga["won"].astype(float).to_numpy(), gb["won"].astype(float).to_numpy()
    else:
        t = median_kill_turn(ga)
        t = max_turns if t is None else t
        xa, xb = win_by_turn(ga, t), win_by_turn(gb, t)
    lo, hi = paired_proportion(xa, xb)["ci95"]
    return (hi - lo) / 2 if lo is not None else 0.5


def win_by_turn(games: pd.DataFrame, t: int) -> np.ndarray:
    """Per game (in ``game_index`` order): 1 if the deck won by its own turn ``t``."""
    g = games.sort_values("game_index")
    won = g["won"].astype(bool).to_numpy()
    kill = g["kill_turn"].fillna(10**6).to_numpy(dtype=float)
    out: np.ndarray = (won & (kill <= t)).astype(float)
    return out


def lands_by_turn(turns: pd.DataFrame, n_games: int, t: int, player: int = 0) -> np.ndarray:
    """Per game: 1 if the player had at least ``t`` lands on its own turn ``t``, else 0.

    NaN for a game that had ended before the player's turn ``t`` (censored: an early
    kill is not a missed land drop). Input: turns rows with ``game_index``, ``turn``
    (own turn), ``player``, ``lands_in_play``.
    """
    rows = turns[(turns["player"] == player) & (turns["turn"] == t)]
    out = np.full(n_games, np.nan)
    idx = rows["game_index"].to_numpy(dtype=int)
    out[idx] = (rows["lands_in_play"].to_numpy(dtype=float) >= t).astype(float)
    return out


def running_land_drops(turns_a: pd.DataFrame, turns_b: pd.DataFrame, n: int, t: int) -> Any:
    """Paired P(at least t lands on own turn t) over the games both decks still played.

    A game either deck had already ended (won or lost) before its turn ``t`` is left
    out of both sides, so two decks with the same lands, whose kills differ, compare
    equal lands on the same shuffles (issue 30); ``n`` of the block says how many.
    """
    xa, xb = lands_by_turn(turns_a, n, t), lands_by_turn(turns_b, n, t)
    both = ~np.isnan(xa) & ~np.isnan(xb)
    return paired_proportion(xa[both], xb[both])


def compare_summary(
    games_a: pd.DataFrame,
    games_b: pd.DataFrame,
    turns_a: pd.DataFrame,
    turns_b: pd.DataFrame,
    *,
    turns_upto: int = 8,
    land_turns: int = 6,
) -> dict[str, Any]:
    """The paired comparison block of ``summary.json``: B minus A, with intervals and tests.

    Keys: ``games``, ``win_rate`` (paired proportion + ``mcnemar``), ``kill_turn``
    (``paired_kill_turns``), ``p_win_by_turn`` (turn -> paired proportion),
    ``land_drops`` (turn -> paired proportion of "at least t lands on turn t", over the
    games both decks still played: ``running_land_drops``).
    """
    n = len(games_a)
    ga = games_a.sort_values("game_index")
    gb = games_b.sort_values("game_index")
    wa = ga["won"].astype(bool).to_numpy()
    wb = gb["won"].astype(bool).to_numpy()
    win = paired_proportion(wa, wb)
    win["mcnemar"] = mcnemar(wa, wb)
    return {
        "games": n,
        "win_rate": win,
        "kill_turn": paired_kill_turns(ga, gb),
        "p_win_by_turn": {
            str(t): paired_proportion(win_by_turn(ga, t), win_by_turn(gb, t))
            for t in range(1, turns_upto + 1)
        },
        "land_drops": {
            str(t): running_land_drops(turns_a, turns_b, n, t) for t in range(1, land_turns + 1)
        },
    }


#: The per-game quantities compared across rules eras (``compare_eras``).
ERA_METRICS = ("mulligan_rate", "kept_hand_size", "kill_turn")


def compare_eras(runs: dict[str, Path]) -> dict[str, Any]:
    """One block per rules era and the paired differences against the first era.

    ``runs`` maps a rules name to a goldfish run directory; every run used the same seed
    and number of games, so game ``i`` has the same shuffles and seating in each era and
    the differences are paired per game (issue 20). For each other era: the mean of
    (era - first era) per game, its standard error and 95% interval, for the mulligan
    rate (a game's 0/1 "took a mulligan"), the kept hand size, and the kill turn (over
    the games both eras won; ``pairs`` says how many).
    """
    import pyarrow.parquet as pq

    cols = ["game_index", "mulligans", "kept_hand_size", "won", "kill_turn"]
    frames = {}
    for name, path in runs.items():
        df = pq.read_table(Path(path) / "games.parquet", columns=cols).to_pandas()
        frames[name] = df.sort_values("game_index").reset_index(drop=True)
    names = list(frames)
    n = min(len(f) for f in frames.values())
    per: dict[str, dict[str, np.ndarray]] = {}
    blocks: dict[str, Any] = {}
    for name, df in frames.items():
        df = df.iloc[:n]
        kill = df["kill_turn"].astype("Float64").to_numpy(dtype=float, na_value=np.nan)
        per[name] = {
            "mulligan_rate": (df["mulligans"].to_numpy() > 0).astype(float),
            "kept_hand_size": df["kept_hand_size"].to_numpy().astype(float),
            "kill_turn": kill,
        }
        won = ~np.isnan(kill)
        blocks[name] = {
            "games": n,
            "win_rate": round(float(won.mean()), 6) if n else 0.0,
            "mulligan_rate": round(float(per[name]["mulligan_rate"].mean()), 6),
            "kept_hand_size": round(float(per[name]["kept_hand_size"].mean()), 6),
            "kill_turn_mean": round(float(kill[won].mean()), 6) if won.any() else None,
        }
    base = names[0]
    diffs: dict[str, Any] = {}
    for name in names[1:]:
        out: dict[str, Any] = {}
        for metric in ERA_METRICS:
            d = per[name][metric] - per[base][metric]
            d = d[~np.isnan(d)]
            k = len(d)
            mean = float(d.mean()) if k else None
            se = float(d.std(ddof=1) / np.sqrt(k)) if k > 1 else None
            ci = [mean - 1.96 * se, mean + 1.96 * se] if mean is not None and se else None
            out[metric] = {
                "mean": None if mean is None else round(mean, 6),
                "se": None if se is None else round(se, 6),
                "ci95": None if ci is None else [round(x, 6) for x in ci],
                "pairs": k,
            }
        diffs[f"{name} - {base}"] = out
    return {"eras": names, "baseline": base, "games": n, "blocks": blocks, "differences": diffs}


def sweep_row(
    count: int, changes: list[str], ga: pd.DataFrame, gb: pd.DataFrame, max_turns: int
) -> dict[str, Any]:
    """One land count of ``kill_turn_sweep``: B (the count) against A (the deck), paired.

    The win rate and mean kill turn of B, the paired kill-turn difference and, for each
    turn t up to 10, the paired difference in P(kill by turn t).
    """
    won = gb["won"].astype(bool)
    kill = paired_kill_turns(ga, gb)
    return {
        "lands": count,
        "changes": changes,
        "win_rate": round(float(won.mean()), 4),
        "kill_turn_mean": round(float(gb.loc[won, "kill_turn"].mean()), 4) if won.any() else None,
        "kill_turn_diff": {k: kill[k] for k in ("pairs", "diff", "ci95")},
        "p_kill_by_turn": {
            str(t): paired_proportion(win_by_turn(ga, t), win_by_turn(gb, t))
            for t in range(1, min(max_turns, 10) + 1)
        },
    }
