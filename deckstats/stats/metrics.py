"""Pure metric functions over the games and turns tables.

Each function states its input columns, its output and the statistic it uses. Kill
turns count the deck's own turns (ARCHITECTURE.md, Records and reports).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:  # the functions take frames; importing this module does not load pandas
    import pandas as pd

#: What each figure of a goldfish ``summary.json`` block means, with its denominator.
GOLDFISH_DEFINITIONS: dict[str, str] = {
    "games": "games in the block (all, on the play, or on the draw): the denominator of "
    "every share below unless stated otherwise",
    "kill_turn": "the deck's own turn number on which the opponent reached 0 life",
    "kill_turn_mean": "mean kill turn over the games won (games hitting max_turns "
    "are excluded; see win_rate); kill_turn_median, kill_turn_sd and kill_turn_se likewise",
    "p_kill_by_turn": "share of all games won by the deck's own turn t",
    "win_rate": "share of all games won: endings.won / games (Wilson 95% interval in "
    "win_rate_ci95); a game the deck lost by its own cards is not a win",
    "mulligan_rate": "share of all games with at least one mulligan (London, CR 103.5)",
    "mulligans_mean": "mean mulligans over all games",
    "land_drops": "per own turn t = 1..6: p_on_curve (at least t lands in play at the end "
    "of turn t), lands_in_play_mean and mana_available_mean over all games, a game that "
    "ended before turn t counted with the lands it had at its end; p_missed_drop (no land "
    "played on turn t) and mana_spent_mean over the games that played turn t "
    "(games_reaching); each block repeats this in land_drops.denominators",
    "terminations": "count of games by the engine's reason the game ended "
    "(lethal_damage, decked, poison, turn_limit, ...), whoever it ended for",
    "endings": "count of games by how they ended for the deck: won (the goldfish reached "
    "0 life), lost_to_self (the deck's own cards ended the game without a win: its life "
    "or poison, or both players at once), decked (it drew from an empty library), "
    "turn_limit (still going after max_turns of its own turns)",
}

#: The goldfish endings, in the order summaries list them (issue 30.9).
GOLDFISH_ENDINGS = ("won", "lost_to_self", "decked", "turn_limit")


def goldfish_endings(games: pd.DataFrame) -> pd.Series:
    """How each goldfish game ended for the deck: one of ``GOLDFISH_ENDINGS``.

    Input columns: ``won`` (bool), ``termination`` (str). A game the deck won is ``won``
    whatever ended it; otherwise ``decked`` or ``turn_limit`` by the termination, and any
    other end (its own damage or poison, a draw, a concession) is ``lost_to_self``: the
    goldfish does nothing, so only the deck's own cards can end a game it did not win.
    """
    won = games["won"].to_numpy(dtype=bool)
    term = games["termination"].astype(str).to_numpy()
    ending = np.select(
        [won, term == "decked", term == "turn_limit"],
        ["won", "decked", "turn_limit"],
        default="lost_to_self",
    )
    import pandas as pd

    return pd.Series(ending, index=games.index, name="ending", dtype=object)


def ending_counts(games: pd.DataFrame) -> dict[str, int]:
    """Games per ending of ``goldfish_endings``, every ending listed (0 included)."""
    counts = goldfish_endings(games).value_counts()
    return {key: int(counts.get(key, 0)) for key in GOLDFISH_ENDINGS}


def wilson_score(successes: float, n: float, z: float) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` in ``n`` at normal quantile ``z``.

    The one implementation: ``wilson_interval`` (by confidence) and
    ``stats.matchup.wilson_interval`` (z = 1.959963985) both call it. ``(0.0, 1.0)``
    when ``n`` is 0. Counts may be fractional (an effective sample size).

    >>> lo, hi = wilson_score(50, 100, 1.959963985)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def t975(df: int) -> float:
    """Student t's 97.5% quantile with ``df`` degrees of freedom (``scipy.stats.t.ppf``).

    ``scipy.special.stdtrit`` is what ``t.ppf`` calls (the same float), and importing
    ``scipy.special`` alone costs a tenth of ``scipy.stats`` (issue 32, start-up).

    >>> round(t975(9), 6)
    2.262157
    """
    from scipy.special import stdtrit

    return float(stdtrit(df, 0.975))


def wilson_interval(successes: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion.

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    if n == 0:
        return (0.0, 1.0)
    return wilson_score(successes, n, normal_quantile(0.5 + confidence / 2))


#: ``scipy.special.ndtri(0.975)``, the z of every 95% interval, as the float it returns
#: (``tests/stats/test_quantiles.py`` checks it): a small run's summary and report need no
#: ``scipy.special`` import (0.3 s of CPU; issue 32 point 3).
Z975 = 1.959963984540054


def normal_quantile(q: float) -> float:
    """The standard normal quantile at ``q``: ``scipy.special.ndtri`` (``norm.ppf``'s own)."""
    if q == 0.975:
        return Z975
    from scipy.special import ndtri  # what scipy.stats.norm.ppf calls; a tenth of its import

    return float(ndtri(q))


def _round(x: float, nd: int = 4) -> float:
    return float(round(x, nd))


def seat_summary(games: pd.DataFrame, max_turns: int) -> dict[str, Any]:
    """Summarise goldfish games of one seat (all, on the play or on the draw).

    Input columns: ``won``, ``termination``, ``kill_turn`` (nullable), ``mulligans``.

    Returns:
        ``games``; ``kill_turn_mean`` / ``kill_turn_median`` / ``kill_turn_sd`` /
        ``kill_turn_se`` over the games won (null if none); ``p_kill_by_turn``: for each
        turn t in 1..max_turns, the share of *all* games won by the deck's turn t (an
        empirical CDF whose last value is the win rate); ``endings``: games per ending
        (``goldfish_endings``); ``win_rate`` (``endings["won"]`` / games) with its Wilson 95%
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
    out["endings"] = ending_counts(games)
    n_won = out["endings"]["won"]
    out["win_rate"] = _round(n_won / n) if n else 0.0
    lo, hi = wilson_interval(n_won, n)
    out["win_rate_ci95"] = [_round(lo), _round(hi)]
    out["mulligan_rate"] = _round(float((games["mulligans"] > 0).mean())) if n else 0.0
    out["mulligans_mean"] = _round(float(games["mulligans"].mean())) if n else 0.0
    return out


#: The denominator of each figure of a ``land_drops`` block (see ``land_drops``).
LAND_DROP_DENOMINATORS: dict[str, str] = {
    "p_on_curve": "all games; a game that ended before turn t counts with the "
    "lands it had at the end of its last turn",
    "lands_in_play_mean": "all games, as p_on_curve",
    "mana_available_mean": "all games, as p_on_curve",
    "p_missed_drop": "games_reaching[t]: the games that played their own turn t",
    "mana_spent_mean": "games_reaching[t]",
}


def empty_land_drops(n: int) -> dict[str, Any]:
    """A ``land_drops`` block over ``n`` games with no figures yet (filled by turn)."""
    out: dict[str, Any] = {"games": int(n)}
    for key in (*LAND_DROP_DENOMINATORS, "games_reaching"):
        out[key] = {}
    out["denominators"] = dict(LAND_DROP_DENOMINATORS)
    return out


def land_drops(turns: pd.DataFrame, games: pd.DataFrame, upto: int = 6) -> dict[str, Any]:
    """Land drops and mana use by the deck's own turn t = 1..``upto``.

    Input columns: turns ``game_index``, ``turn``, ``player``, ``lands_in_play``,
    ``land_played``, ``mana_spent``, ``mana_available`` (one row per turn the deck
    began, the game's last turn included); games ``game_index``.

    Two denominators, stated in ``denominators`` of the result:

    - ``p_on_curve`` (P(at least t lands in play at the end of own turn t)),
      ``lands_in_play_mean`` and ``mana_available_mean`` are over **all games**. A game
      that ended before its turn t counts with what it had at the end of its last turn
      (the lands it had when it won, or when it was decked). So these figures do not
      drift as fast games drop out, and on a deck without draw or land-search effects
      ``p_on_curve`` is the chance of at least t lands among the cards seen by turn t.
    - ``p_missed_drop`` (P(no land played on own turn t)) and ``mana_spent_mean`` are over
      the games that played their turn t, ``games_reaching[t]``: only a turn that was
      played can miss a land drop or spend mana.
    """
    mine = turns[turns["player"] == 0]
    n = len(games)
    out = empty_land_drops(n)
    if not n:
        return out
    turn_cols = list(range(1, upto + 1))
    index = games["game_index"].to_numpy()

    def carried(column: str) -> pd.DataFrame:
        """Games x turns 1..upto of ``column``, a finished game's last value carried on."""
        wide = mine.pivot(index="game_index", columns="turn", values=column)
        # A game that ended before turn t has no column t: its last turn's value is
        # carried forward (turns are consecutive from 1); a game with no turn has 0.
        wide = wide.reindex(index=index, columns=turn_cols)
        return wide.astype("float64").ffill(axis=1).fillna(0.0)

    lands = carried("lands_in_play")
    mana = carried("mana_available")
    for t in turn_cols:
        key = str(t)
        out["p_on_curve"][key] = _round(float((lands[t] >= t).mean()))
        out["lands_in_play_mean"][key] = _round(float(lands[t].mean()))
        out["mana_available_mean"][key] = _round(float(mana[t].mean()))
        rows = mine[mine["turn"] == t]
        k = len(rows)
        out["games_reaching"][key] = int(k)
        if k:
            out["p_missed_drop"][key] = _round(float((~rows["land_played"]).mean()))
            out["mana_spent_mean"][key] = _round(float(rows["mana_spent"].mean()))
    return out


def goldfish_summary(
    games: pd.DataFrame,
    turns: pd.DataFrame | None,
    max_turns: int,
    drops: Callable[[np.ndarray | None], dict[str, Any]] | None = None,
) -> dict[str, dict[str, Any]]:
    """The ``all`` / ``on_the_play`` / ``on_the_draw`` blocks of a goldfish ``summary.json``.

    Each block's ``land_drops`` comes from ``drops(mask)`` when given (the games' boolean
    mask, ``None`` for all: a streamed run counts its turn rows one row group at a time,
    ``streaming.LandDrops.block``), else from ``turns`` (``land_drops``).
    """
    blocks: dict[str, dict[str, Any]] = {}
    play = games["on_the_play"].to_numpy(dtype=bool)
    for key, mask in (("all", None), ("on_the_play", play), ("on_the_draw", ~play)):
        sub = games if mask is None else games.loc[mask]
        block = seat_summary(sub, max_turns)
        if drops is not None:
            block["land_drops"] = drops(mask)
        else:
            assert turns is not None, "goldfish_summary needs the turns or drops"
            sub_turns = turns[turns["game_index"].isin(sub["game_index"])]
            block["land_drops"] = land_drops(sub_turns, sub)
        block["terminations"] = {
            str(k): int(v) for k, v in sub["termination"].value_counts().sort_index().items()
        }
        blocks[key] = block
    return blocks
