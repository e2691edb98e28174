"""The statistics blocks of a goldfish ``summary.json`` (issue 18), from the pipelines.

``statistics_blocks`` turns the DataFrames of ``stats.pipelines`` into JSON-ready dicts;
``cross_checks`` puts the engine lane beside the analytic lane's exact answers (both
figures, the standard error of the engine figure and the difference in standard errors).
The API calls these; it computes nothing itself.
"""

from __future__ import annotations

import math
from typing import Any

import pandas as pd

from deckstats.analytic.exact import HAND_SIZE
from deckstats.analytic.london import DEFAULT_KEEP, KeepRule, london_exact
from deckstats.stats import pipelines as pl

#: What the blocks mean (merged into ``summary.json`` ``definitions``).
STATISTICS_DEFINITIONS: dict[str, str] = {
    "keep_policy": DEFAULT_KEEP.describe(),
    "intervals": "rates: Wilson score 95% interval; means: Student t 95% interval; IWD: "
    "Newcombe's hybrid score 95% interval of a difference of two rates",
    "mulligans": "share of all games mulliganing to 6, to 5, to 4 or fewer",
    "kept_hand_lands": "lands in the kept opening hand (after bottoming), share of games",
    "flood": pl.FLOOD_SCREW_DEFINITIONS["flood"],
    "screw": pl.FLOOD_SCREW_DEFINITIONS["screw"],
    "mana_efficiency": "per own turn t, over the games that played it: mean mana spent "
    "and available, efficiency = total spent / total available",
    "on_curve": "P(a spell of mana value t cast on own turn t), over the games that "
    "played turn t; per card: cast on own turn = its mana value, over the games that "
    "played that turn and saw a copy by then",
    "kill_turn": "mean (t interval) and median kill turn over the games won, by seat",
    "card_impact": "17lands metrics per card: OH (in the kept opening hand), GD (drawn "
    "later, not in the opening hand), GIH (OH or GD), GNS (not seen) win rates with game "
    "counts, IWD = GIH - GNS; in a goldfish run 'win' means won by own turn T, T the "
    "median kill turn (card_impact.outcome)",
    "cross_checks": "engine lane vs the analytic lane's exact answer under the same "
    "keep policy: engine rate, exact value, SE = sqrt(p(1-p)/n) at the exact p, and z = "
    "(engine - exact) / SE (null when undefined: no game, or SE 0); land drops are exact "
    "only for a deck without card draw or land search, and a game that ended before "
    "turn t (a kill) is censored: 'engine' is the rate over the games still running, "
    "'bounds' the all-games rate with every censored game failing / succeeding, and z "
    "is 0 when the exact value lies within the bounds, else its distance in SEs from "
    "the nearer bound",
}


def _clean(x: Any) -> Any:
    if isinstance(x, float):
        return None if math.isnan(x) else round(x, 6)
    if hasattr(x, "item"):
        return _clean(x.item())
    return x


def records(df: pd.DataFrame) -> list[dict[str, Any]]:
    """A DataFrame as JSON-ready rows (NaN as null, floats rounded to 6 places)."""
    return [{str(k): _clean(v) for k, v in row.items()} for row in df.to_dict("records")]


def statistics_blocks(
    games: pd.DataFrame,
    turns: pd.DataFrame,
    events: pd.DataFrame,
    cards: pd.DataFrame,
    max_turns: int,
) -> dict[str, Any]:
    """Every pipeline's figures for ``summary.json`` (one key per block).

    Inputs: the run's ``games``, ``turns``, ``events`` tables and the deck's ``cards``
    frame (``card``, ``count``, ``mana_value``, ``type``, ``is_land``).
    """
    with_t, t = pl.won_by_median(games)
    return {
        "mulligans": records(pl.mulligans(games)),
        "kept_hand_sizes": records(pl.kept_hand_sizes(games)),
        "kept_hand_lands": records(pl.kept_hand_lands(games, events, cards)),
        "mana_curve": records(pl.mana_curve(cards)),
        "land_drops_ci": records(pl.land_drops(turns, games)),
        "flood_screw": records(pl.flood_screw(games, events, cards)),
        "mana_efficiency": records(pl.mana_efficiency(turns)),
        "colour_screw": records(pl.colour_screw(turns))
        if "colour_screwed" in turns.columns
        else [],
        "on_curve": records(pl.on_curve(turns, events, cards)),
        "card_on_curve": records(pl.card_on_curve(turns, events, cards)),
        "kill_turn": records(pl.kill_turn_stats(games)),
        "kill_turn_distribution": records(pl.kill_turn_distribution(games, max_turns)),
        "win_rates": records(pl.win_rates(games)),
        "card_impact": {
            "outcome": f"won by own turn {math.floor(t)} (the median kill turn, {t})"
            if t is not None
            else "no game won",
            "median_kill_turn": t,
            "cards": records(pl.card_impact(with_t, events, "won_by_t")),
        },
    }


def _z(lo: float, hi: float, exact: float, se: float) -> float | None:
    """Distance in SEs of ``exact`` outside ``[lo, hi]`` (0 inside; None if SE is 0)."""
    if lo <= exact <= hi:
        return 0.0
    gap = lo - exact if exact < lo else hi - exact
    return gap / se if se > 0 else None


def _check(engine_k: int, n: int, exact: float, censored: int = 0) -> dict[str, Any]:
    """One cross-check: ``engine_k`` successes in ``n - censored`` observed of ``n`` games.

    Finite numbers or null only (strict JSON): no game gives null rate, SE and z, and
    ``within_4se`` null; an SE of 0 (exact 0 or 1) is within only on the exact value.
    """
    out: dict[str, Any] = {"engine": None, "exact": _clean(exact), "n": n, "se": None}
    if not n:
        return {**out, "z": None, "within_4se": None}
    observed = n - censored
    se = math.sqrt(exact * (1 - exact) / n)
    lo, hi = engine_k / n, (engine_k + censored) / n
    z = _z(lo, hi, exact, se)
    out.update(
        engine=_clean(engine_k / observed) if observed else None,
        se=_clean(se),
        z=None if z is None else _clean(z),
        within_4se=z is not None and abs(z) <= 4,
    )
    if censored:
        out.update(running=observed, censored=censored, bounds=[_clean(lo), _clean(hi)])
    return out


def cross_checks(
    games: pd.DataFrame,
    turns: pd.DataFrame,
    cards: pd.DataFrame,
    upto: int = 6,
    procedure: str = "london",
    keep: tuple[tuple[tuple[int, int, int], ...], int, int] | None = (
        DEFAULT_KEEP.keep,
        DEFAULT_KEEP.always_keep_at,
        DEFAULT_KEEP.target_lands,
    ),
) -> dict[str, Any]:
    """The engine lane beside the exact answers (hypergeometric, London enumeration).

    - ``opening_lands``: P(k lands in the first 7 drawn) (games ``opening_lands``) vs
      the hypergeometric;
    - ``mulligans``: P(mulligan to 6 / 5) vs ``london_exact`` under ``DEFAULT_KEEP``,
      the one keep policy both lanes follow;
    - ``land_drops``: P(at least t lands in play at the end of own turn t), by seat, vs
      ``london_exact`` (exact for a deck without card draw or land search). A game that
      ended before its turn t is censored, not a miss: the check bounds the all-games
      rate (every censored game failing, or succeeding) and measures the exact value's
      distance from those bounds, so early kills raise no false alarm (issue 30).

    ``procedure`` is the run's mulligan procedure (``london``, ``paris``, ``vancouver``,
    ``none``: the era's, CR 103.5 today): the exact values are that procedure's, so a
    Paris run is not compared with London's answers. ``keep``: the run's land-only keep
    rule (table, size always kept, bottoming target); ``None`` for a keep policy the
    exact maths cannot follow (``--keep quality`` counts castable spells): ``mulligans``
    and ``land_drops`` are then not compared.
    """
    deck_size = int(cards["count"].sum())
    lands = int(cards.loc[cards["is_land"], "count"].sum())
    rule = None if keep is None else KeepRule(keep[0], keep[1], keep[2])
    n = len(games)
    out: dict[str, Any] = {
        "deck_size": deck_size,
        "lands": lands,
        "keep_policy": rule.to_text() if rule is not None else "quality",
    }
    ol = games["opening_lands"].to_numpy()
    hyper = [
        math.comb(lands, k)
        * math.comb(deck_size - lands, HAND_SIZE - k)
        / math.comb(deck_size, HAND_SIZE)
        for k in range(HAND_SIZE + 1)
    ]
    out["opening_lands"] = {
        str(k): _check(int((ol == k).sum()), n, hyper[k]) for k in range(HAND_SIZE + 1)
    }
    if rule is None:
        out["not_compared"] = (
            "mulligans and land drops: the run's keep policy counts castable spells, which "
            "the exact (land-only) maths cannot follow; rerun with --keep lands to compare"
        )
        return out
    exact = london_exact(deck_size, lands, rule, turns=upto, procedure=procedure)
    m = games["mulligans"].to_numpy()
    out["mulligans"] = {
        label: _check(int((m >= HAND_SIZE - int(label)).sum()), n, p)
        for label, p in exact.p_mulligan_to.items()
    }
    drops: dict[str, Any] = {}
    for seat, row, sub in (
        ("on_the_play", exact.land_drops_play, games[games["on_the_play"]]),
        ("on_the_draw", exact.land_drops_draw, games[~games["on_the_play"]]),
    ):
        lands = pl.running_lands(turns[turns["game_index"].isin(sub["game_index"])], sub, upto)
        drops[seat] = {
            str(t): _check(
                int((lands[t] >= t).sum()), len(lands), row[t - 1], int(lands[t].isna().sum())
            )
            for t in range(1, upto + 1)
        }
    out["land_drops"] = drops
    return out
