"""Statistics pipelines: pure ``DataFrame -> DataFrame`` functions over the run tables.

Inputs are the tables of a run (``stats.schema``): ``games`` (one row per game), ``turns``
(one row per game x own turn x player) and ``events`` (one row per game x card event:
``opening_hand``, ``drawn``, ``cast``), and for deck facts a ``cards`` frame built by the
caller from the decklist (``card``, ``count``, ``mana_value``, ``type``, ``is_land``), so
this module never reads the card database (ARCHITECTURE.md, Layers).

Every figure comes with a 95% interval, the statistic named in the docstring:

- a rate: the **Wilson score** interval (``metrics.wilson_interval``);
- a mean: the **Student t** interval ``mean +- t(0.975, n-1) * sd / sqrt(n)``;
- a difference of two independent rates (IWD): **Newcombe's hybrid score** interval
  (method 10, from the two Wilson intervals).

Turns are the deck's own turns (``turn``); the deck under study is ``player`` 0.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
import pandas as pd

from deckstats.stats.matchup import expected_win_rate
from deckstats.stats.metrics import t975, wilson_interval

RATE_COLUMNS = ["successes", "n", "rate", "ci_lo", "ci_hi"]
MEAN_COLUMNS = ["n", "mean", "sd", "ci_lo", "ci_hi"]

#: Definitions of the figures of ``flood_screw`` (also in ``summary.json`` and README).
FLOOD_SCREW_DEFINITIONS = {
    "screw": "at most 2 lands among the cards the deck saw (kept opening hand + cards "
    "drawn) by the end of its own turn 4 (or the game's end, if sooner)",
    "flood": "at least 7 lands among the cards the deck saw by the end of its own turn 6 "
    "(or the game's end, if sooner)",
}


# ----------------------------------------------------------------------------- intervals
def rate_row(successes: int, n: int) -> dict[str, float | int]:
    """``successes``, ``n``, ``rate`` and its Wilson 95% interval (``ci_lo``, ``ci_hi``)."""
    lo, hi = wilson_interval(int(successes), int(n))
    rate = successes / n if n else float("nan")
    return {"successes": int(successes), "n": int(n), "rate": rate, "ci_lo": lo, "ci_hi": hi}


def mean_row(values: np.ndarray | pd.Series) -> dict[str, float | int]:
    """``n``, ``mean``, ``sd`` and the Student t 95% interval of the mean."""
    x = np.asarray(values, dtype=np.float64)
    n = len(x)
    if n == 0:
        return {"n": 0, "mean": math.nan, "sd": math.nan, "ci_lo": math.nan, "ci_hi": math.nan}
    mean = float(x.mean())
    sd = float(x.std(ddof=1)) if n > 1 else 0.0
    half = t975(n - 1) * sd / math.sqrt(n) if n > 1 else 0.0
    return {"n": n, "mean": mean, "sd": sd, "ci_lo": mean - half, "ci_hi": mean + half}


def newcombe_interval(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float]:
    """Newcombe's hybrid score 95% interval of ``k1/n1 - k2/n2`` (independent samples)."""
    if not n1 or not n2:
        return (math.nan, math.nan)
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson_interval(k1, n1)
    l2, u2 = wilson_interval(k2, n2)
    d = p1 - p2
    return (
        d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
        d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
    )


def _seats(games: pd.DataFrame) -> list[tuple[str, pd.DataFrame]]:
    return [
        ("all", games),
        ("on_the_play", games[games["on_the_play"]]),
        ("on_the_draw", games[~games["on_the_play"]]),
    ]


# ----------------------------------------------------------------------------- mulligans
def mulligans(games: pd.DataFrame) -> pd.DataFrame:
    """Mulligan rates: to 6, to 5, and to 4 or fewer cards.

    Input columns: games ``mulligans``. Output: one row per ``to`` (``"6"``, ``"5"``,
    ``"4_or_fewer"``) with ``RATE_COLUMNS``: the share of all games with at least 1, 2,
    3 mulligans, Wilson 95% interval.
    """
    m = games["mulligans"].to_numpy()
    n = len(m)
    rows = [
        {"to": label, **rate_row(int((m >= k).sum()), n)}
        for k, label in ((1, "6"), (2, "5"), (3, "4_or_fewer"))
    ]
    return pd.DataFrame(rows, columns=["to", *RATE_COLUMNS])


def kept_hand_sizes(games: pd.DataFrame) -> pd.DataFrame:
    """Kept hand sizes. Input: games ``kept_hand_size``.

    Output: one row per ``size`` seen (descending) with ``RATE_COLUMNS`` (share of all
    games, Wilson 95% interval).
    """
    sizes = games["kept_hand_size"].to_numpy()
    n = len(sizes)
    rows = [
        {"size": int(s), **rate_row(int((sizes == s).sum()), n)}
        for s in sorted(set(sizes.tolist()), reverse=True)
    ]
    return pd.DataFrame(rows, columns=["size", *RATE_COLUMNS])


def _land_names(cards: pd.DataFrame) -> set[str]:
    return set(cards.loc[cards["is_land"], "card"].astype(str))


def kept_hand_lands(games: pd.DataFrame, events: pd.DataFrame, cards: pd.DataFrame) -> pd.DataFrame:
    """Lands in the kept opening hand (after bottoming).

    Input columns: games ``game_index``; events ``game_index``, ``player``, ``event``,
    ``card``; cards ``card``, ``is_land``. Output: one row per land count ``lands``
    0..7 with ``RATE_COLUMNS`` (share of all games, Wilson 95% interval).
    """
    per_game = _lands_seen(games, events, cards, None)
    n = len(per_game)
    rows = [{"lands": k, **rate_row(int((per_game == k).sum()), n)} for k in range(8)]
    return pd.DataFrame(rows, columns=["lands", *RATE_COLUMNS])


def _lands_seen(
    games: pd.DataFrame, events: pd.DataFrame, cards: pd.DataFrame, by_turn: int | None
) -> pd.Series:
    """Lands in the kept hand plus (``by_turn``) lands drawn by own turn ``by_turn``."""
    ev = events[events["player"] == 0]
    mask = ev["event"] == "opening_hand"
    if by_turn is not None:
        mask = mask | ((ev["event"] == "drawn") & (ev["turn"] <= by_turn))
    ev = ev[mask & ev["card"].isin(_land_names(cards))]
    counts = ev.groupby("game_index").size()
    return counts.reindex(games["game_index"].to_numpy(), fill_value=0)


# ---------------------------------------------------------------------------------- mana
def mana_curve(cards: pd.DataFrame) -> pd.DataFrame:
    """The deck's mana curve by mana value and card type (no interval: a count).

    Input columns: cards ``card``, ``count``, ``mana_value``, ``type``, ``is_land``.
    Output: one row per non-land ``mana_value`` (ascending) and one column per ``type``
    (copies of cards of that type), plus ``total``. Mana values of 7 and more are one
    row, ``7``.
    """
    spells = cards[~cards["is_land"]].copy()
    spells["mana_value"] = spells["mana_value"].clip(upper=7).astype("int64")
    table = spells.pivot_table(
        index="mana_value", columns="type", values="count", aggfunc="sum", fill_value=0
    )
    table.columns = [str(c) for c in table.columns]
    table = table.astype("int64")
    table["total"] = table.sum(axis=1)
    return table.reset_index()


def _carried(turns: pd.DataFrame, games: pd.DataFrame, column: str, upto: int) -> pd.DataFrame:
    mine = turns[turns["player"] == 0]
    wide = mine.pivot(index="game_index", columns="turn", values=column)
    wide = wide.reindex(index=games["game_index"].to_numpy(), columns=range(1, upto + 1))
    return wide.astype("float64").ffill(axis=1).fillna(0.0)


def running_lands(turns: pd.DataFrame, games: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """Lands in play at the end of own turn t (columns 1..``upto``), one row per game.

    NaN where the game had ended before its turn t (censored: an early kill or loss), so
    a rate over the games still running can be told from one over all games.
    """
    mine = turns[turns["player"] == 0]
    wide = mine.pivot(index="game_index", columns="turn", values="lands_in_play")
    wide = wide.reindex(index=games["game_index"].to_numpy(), columns=range(1, upto + 1))
    return wide.astype("float64")


def land_drops(turns: pd.DataFrame, games: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """P(at least t lands in play at the end of own turn t), t = 1..``upto``.

    Input columns: turns ``game_index``, ``turn``, ``player``, ``lands_in_play``; games
    ``game_index``. Denominator: all games; a game that ended before its turn t counts
    with the lands it had at its end (as ``metrics.land_drops``). Output: one row per
    ``turn`` with ``RATE_COLUMNS`` (Wilson 95% interval).
    """
    lands = _carried(turns, games, "lands_in_play", upto)
    n = len(lands)
    rows = [{"turn": t, **rate_row(int((lands[t] >= t).sum()), n)} for t in range(1, upto + 1)]
    return pd.DataFrame(rows, columns=["turn", *RATE_COLUMNS])


def flood_screw(
    games: pd.DataFrame,
    events: pd.DataFrame,
    cards: pd.DataFrame,
    screw_turn: int = 4,
    screw_max: int = 2,
    flood_turn: int = 6,
    flood_min: int = 7,
) -> pd.DataFrame:
    """Flood and screw rates (definitions: ``FLOOD_SCREW_DEFINITIONS``).

    Screw: at most ``screw_max`` lands among the cards seen (kept hand + drawn) by the
    end of own turn ``screw_turn``; flood: at least ``flood_min`` lands among the cards
    seen by own turn ``flood_turn``. A game that ended sooner counts with what it saw.
    Input columns: games ``game_index``; events ``game_index``, ``player``, ``turn``,
    ``event``, ``card``; cards ``card``, ``is_land``. Output: rows ``screw`` and
    ``flood`` (column ``what``) with ``turn``, ``RATE_COLUMNS`` (share of all games,
    Wilson 95% interval).
    """
    n = len(games)
    screw = _lands_seen(games, events, cards, screw_turn)
    flood = _lands_seen(games, events, cards, flood_turn)
    rows = [
        {"what": "screw", "turn": screw_turn, **rate_row(int((screw <= screw_max).sum()), n)},
        {"what": "flood", "turn": flood_turn, **rate_row(int((flood >= flood_min).sum()), n)},
    ]
    return pd.DataFrame(rows, columns=["what", "turn", *RATE_COLUMNS])


def colour_screw(turns: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """Colour screw by own turn: P(a spell in hand is castable by amount, not by colour).

    Input columns: turns ``turn``, ``player``, ``colour_screwed`` (``sim.collect``: at the
    end of the turn some spell in hand has mana value <= the mana the player's permanents
    make, and a coloured pip none of its mana sources makes). Denominator: the games that
    played their turn t; the last row (``turn`` = "any") is the share of games colour
    screwed on at least one of their turns 1..``upto``, over all games. Output: one row
    per ``turn`` with ``RATE_COLUMNS`` (Wilson 95% interval).
    """
    mine = turns[(turns["player"] == 0) & (turns["turn"] <= upto)]
    flag = mine["colour_screwed"].astype(bool)
    rows = []
    for t in range(1, upto + 1):
        sub = flag[mine["turn"] == t]
        rows.append({"turn": str(t), **rate_row(int(sub.sum()), len(sub))})
    games = turns.loc[turns["player"] == 0, "game_index"].nunique()
    hit = mine.loc[flag, "game_index"].nunique()
    rows.append({"turn": "any", **rate_row(int(hit), int(games))})
    return pd.DataFrame(rows, columns=["turn", *RATE_COLUMNS])


def mana_efficiency(turns: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """Mana spent versus mana available per own turn t = 1..``upto``.

    Input columns: turns ``turn``, ``player``, ``mana_spent``, ``mana_available``.
    Denominator: the games that played their turn t. Output: one row per ``turn`` with
    ``n``, ``spent_mean`` and ``available_mean`` (Student t 95% intervals
    ``spent_ci_lo`` / ``spent_ci_hi``) and ``efficiency`` = total spent / total
    available (a ratio of sums; no interval).
    """
    mine = turns[(turns["player"] == 0) & (turns["turn"] <= upto)]
    rows = []
    for t in range(1, upto + 1):
        sub = mine[mine["turn"] == t]
        spent = mean_row(sub["mana_spent"])
        avail = mean_row(sub["mana_available"])
        total = float(sub["mana_available"].sum())
        rows.append(
            {
                "turn": t,
                "n": spent["n"],
                "spent_mean": spent["mean"],
                "spent_ci_lo": spent["ci_lo"],
                "spent_ci_hi": spent["ci_hi"],
                "available_mean": avail["mean"],
                "available_ci_lo": avail["ci_lo"],
                "available_ci_hi": avail["ci_hi"],
                "efficiency": float(sub["mana_spent"].sum()) / total if total else math.nan,
            }
        )
    return pd.DataFrame(rows)


# ------------------------------------------------------------------------------ on curve
def on_curve(
    turns: pd.DataFrame, events: pd.DataFrame, cards: pd.DataFrame, upto: int = 6
) -> pd.DataFrame:
    """P(the deck casts a spell of mana value t on its own turn t), t = 1..``upto``.

    Input columns: turns ``game_index``, ``turn``, ``player``; events ``game_index``,
    ``player``, ``turn``, ``event``, ``card``; cards ``card``, ``mana_value``,
    ``is_land``. Denominator: the games that played own turn t. Output: one row per
    ``turn`` with ``RATE_COLUMNS`` (Wilson 95% interval).
    """
    reached = turns[turns["player"] == 0].groupby("turn")["game_index"].nunique()
    casts = _casts_with_mv(events, cards)
    hit = casts[casts["turn"] == casts["mana_value"]].groupby("turn")["game_index"].nunique()
    rows = [
        {"turn": t, **rate_row(int(hit.get(t, 0)), int(reached.get(t, 0)))}
        for t in range(1, upto + 1)
    ]
    return pd.DataFrame(rows, columns=["turn", *RATE_COLUMNS])


def _casts_with_mv(events: pd.DataFrame, cards: pd.DataFrame) -> pd.DataFrame:
    ev = events[(events["player"] == 0) & (events["event"] == "cast")]
    mv = cards.drop_duplicates("card").set_index("card")["mana_value"]
    out = ev[["game_index", "turn", "card"]].copy()
    out["mana_value"] = out["card"].map(mv)
    return out


def card_on_curve(turns: pd.DataFrame, events: pd.DataFrame, cards: pd.DataFrame) -> pd.DataFrame:
    """Each spell's P(cast on curve): on own turn = its mana value (1 or more).

    Denominator: the games that played own turn ``mana_value`` and in which a copy was
    seen (kept hand, or drawn by that turn). Input columns: as ``on_curve``. Output: one
    row per ``card`` with ``mana_value`` and ``RATE_COLUMNS`` (Wilson 95% interval).
    Vectorised: a (game x card) boolean matrix per condition, summed by column.
    """
    spells = cards[(~cards["is_land"]) & (cards["mana_value"] >= 1)].drop_duplicates("card")
    names = spells["card"].to_numpy()
    mvs = spells["mana_value"].to_numpy(dtype=np.int64)
    k = len(names)
    if k == 0:
        return pd.DataFrame([], columns=["card", "mana_value", *RATE_COLUMNS])
    mine = turns[turns["player"] == 0]
    ev = events[(events["player"] == 0) & events["card"].isin(names)]
    index = {str(name): i for i, name in enumerate(names)}
    code = ev["card"].astype(object).map(index).to_numpy(dtype=np.int64)
    g = ev["game_index"].to_numpy(dtype=np.int64)
    t = ev["turn"].to_numpy(dtype=np.int64)
    kind = ev["event"].to_numpy()
    mv = mvs[code]
    seen = (kind == "opening_hand") | ((kind == "drawn") & (t <= mv))
    cast = (kind == "cast") & (t == mv)
    n_games = int(max(g.max(initial=-1), mine["game_index"].max() if len(mine) else -1)) + 1
    top = int(mvs.max())
    # reached[m, game]: the game played own turn m
    reached = np.zeros((top + 1, max(n_games, 1)), dtype=bool)
    mt = mine["turn"].to_numpy(dtype=np.int64)
    keep = mt <= top
    reached[mt[keep], mine["game_index"].to_numpy(dtype=np.int64)[keep]] = True
    n_rows = max(n_games, 1)
    seen_m = np.zeros((n_rows, k), dtype=bool)
    seen_m[g[seen], code[seen]] = True
    cast_m = np.zeros((n_rows, k), dtype=bool)
    cast_m[g[cast], code[cast]] = True
    base = seen_m & reached[mvs].T  # (game, card): reached own turn mv and a copy seen
    n_base = base.sum(axis=0)
    n_hit = (base & cast_m).sum(axis=0)
    rows = [
        {"card": names[i], "mana_value": int(mvs[i]), **rate_row(int(n_hit[i]), int(n_base[i]))}
        for i in range(k)
    ]
    return pd.DataFrame(rows, columns=["card", "mana_value", *RATE_COLUMNS])


# ----------------------------------------------------------------------------- kill turn
def kill_turn_distribution(games: pd.DataFrame, max_turns: int = 20) -> pd.DataFrame:
    """Kill-turn distribution and CDF, by seat (all, on the play, on the draw).

    Input columns: games ``on_the_play``, ``won``, ``kill_turn``. Output: one row per
    ``seat`` x ``turn`` (1..``max_turns``) with ``n`` (games of the seat), ``won_on``
    (games won on that own turn), ``p`` (its share), ``won_by`` and ``p_by`` = P(win by
    turn t) (the CDF) with its Wilson 95% interval ``ci_lo`` / ``ci_hi``.
    """
    rows = []
    for seat, sub in _seats(games):
        n = len(sub)
        kt = sub.loc[sub["won"], "kill_turn"].dropna().astype("int64").to_numpy()
        counts = (
            np.bincount(kt, minlength=max_turns + 1)[: max_turns + 1]
            if len(kt)
            else np.zeros(max_turns + 1, dtype=np.int64)
        )
        cum = np.cumsum(counts)
        for t in range(1, max_turns + 1):
            lo, hi = wilson_interval(int(cum[t]), n)
            rows.append(
                {
                    "seat": seat,
                    "turn": t,
                    "n": n,
                    "won_on": int(counts[t]),
                    "p": counts[t] / n if n else math.nan,
                    "won_by": int(cum[t]),
                    "p_by": cum[t] / n if n else math.nan,
                    "ci_lo": lo,
                    "ci_hi": hi,
                }
            )
    return pd.DataFrame(rows)


def kill_turn_stats(games: pd.DataFrame) -> pd.DataFrame:
    """Mean (Student t 95% interval) and median kill turn over the games won, by seat.

    Input columns: games ``on_the_play``, ``won``, ``kill_turn``. Output: one row per
    ``seat`` with ``MEAN_COLUMNS`` and ``median``.
    """
    rows = []
    for seat, sub in _seats(games):
        kt = sub.loc[sub["won"], "kill_turn"].dropna().astype("int64").to_numpy()
        rows.append(
            {"seat": seat, **mean_row(kt), "median": float(np.median(kt)) if len(kt) else math.nan}
        )
    return pd.DataFrame(rows, columns=["seat", *MEAN_COLUMNS, "median"])


# ----------------------------------------------------------------------------- win rates
def win_rates(games: pd.DataFrame) -> pd.DataFrame:
    """Win rate overall and by seat. Input columns: games ``on_the_play``, ``won``.

    Output: one row per ``seat`` with ``RATE_COLUMNS`` (Wilson 95% interval).
    """
    rows = [
        {"seat": seat, **rate_row(int(sub["won"].sum()), len(sub))} for seat, sub in _seats(games)
    ]
    return pd.DataFrame(rows, columns=["seat", *RATE_COLUMNS])


def pair_matrix(games: pd.DataFrame) -> pd.DataFrame:
    """The pair matrix: the win rate of ``deck`` against ``opponent``.

    Input columns: games ``deck``, ``opponent``, ``won``. Output: one row per
    ``deck`` x ``opponent`` with ``RATE_COLUMNS`` (Wilson 95% interval).
    """
    grouped = games.groupby(["deck", "opponent"], sort=True)["won"].agg(["sum", "count"])
    rows = [
        {"deck": d, "opponent": o, **rate_row(int(s), int(c))}
        for (d, o), s, c in zip(grouped.index, grouped["sum"], grouped["count"], strict=True)
    ]
    return pd.DataFrame(rows, columns=["deck", "opponent", *RATE_COLUMNS])


def metagame_weighted(pairs: pd.DataFrame, shares: Mapping[str, float]) -> pd.DataFrame:
    """Each deck's metagame-weighted win rate ``sum_k s_k p_k`` (``stats.matchup``).

    Input columns: ``pair_matrix`` output (``deck``, ``opponent``, ``successes``, ``n``);
    ``shares``: opponent -> metagame share. Output: one row per ``deck`` with
    ``expected_win_rate`` and its Wald 95% interval ``ci_lo`` / ``ci_hi`` (independent
    matchups, as ``stats.matchup.expected_win_rate``).
    """
    rows = []
    for deck, sub in pairs.groupby("deck", sort=True):
        results = {
            o: (int(k), int(n))
            for o, k, n in zip(sub["opponent"], sub["successes"], sub["n"], strict=True)
        }
        mine = {o: s for o, s in shares.items() if o in results}
        out = expected_win_rate(mine, results)
        lo, hi = out["expected_win_rate_ci95"]
        rows.append(
            {"deck": deck, "expected_win_rate": out["expected_win_rate"], "ci_lo": lo, "ci_hi": hi}
        )
    return pd.DataFrame(rows, columns=["deck", "expected_win_rate", "ci_lo", "ci_hi"])


# ---------------------------------------------------------------------------- card impact
def card_impact(games: pd.DataFrame, events: pd.DataFrame, outcome: str = "won") -> pd.DataFrame:
    """Per-card impact in the manner of 17lands, over the games of the deck (player 0).

    For each card: **OH WR** (win rate of the games with a copy in the kept opening
    hand), **GD WR** (a copy drawn later, none in the opening hand), **GIH WR** (a copy
    in hand at some point: OH or GD), **GNS WR** (no copy seen), each with its game count
    and Wilson 95% interval; **IWD** = GIH WR - GNS WR with Newcombe's hybrid score 95%
    interval. ``outcome`` is the boolean games column that counts as a win (``won``, or
    for goldfish ``won_by_t``: won by the deck's median kill turn, made by the caller).

    Input columns: games ``game_index``, ``outcome``; events ``game_index``, ``player``,
    ``event``, ``card``. Output: one row per ``card`` with ``{oh,gd,gih,gns}_n``,
    ``{...}_wr``, ``{...}_ci_lo``, ``{...}_ci_hi``, ``iwd``, ``iwd_ci_lo``, ``iwd_ci_hi``.
    Vectorised: a (game x card) boolean matrix per condition, summed by column.
    """
    ev = events[(events["player"] == 0) & (events["event"] != "cast")]
    gi = games["game_index"].to_numpy(dtype=np.int64)
    wins_by_game = np.zeros(int(gi.max(initial=-1)) + 1, dtype=bool)
    wins_by_game[gi] = games[outcome].astype(bool).to_numpy()
    n_all = len(gi)
    wins_all = int(wins_by_game[gi].sum())
    codes, names = pd.factorize(ev["card"], sort=True)
    k = len(names)
    if k == 0:
        return pd.DataFrame([])
    eg = ev["game_index"].to_numpy(dtype=np.int64)
    ec = codes.astype(np.int64)
    is_oh_event = (ev["event"] == "opening_hand").to_numpy()
    n_rows = len(wins_by_game)
    seen_m = np.zeros((n_rows, k), dtype=bool)  # (game, card): a copy seen
    seen_m[eg, ec] = True
    oh_m = np.zeros((n_rows, k), dtype=bool)  # a copy in the kept opening hand
    oh_m[eg[is_oh_event], ec[is_oh_event]] = True
    gd_m = seen_m & ~oh_m
    w = wins_by_game[:, None]
    n_oh, k_oh = oh_m.sum(axis=0), (oh_m & w).sum(axis=0)
    n_gd, k_gd = gd_m.sum(axis=0), (gd_m & w).sum(axis=0)
    rows = []
    for i in range(k):
        kgih, ngih = int(k_oh[i] + k_gd[i]), int(n_oh[i] + n_gd[i])
        kgns, ngns = wins_all - kgih, n_all - ngih
        row: dict[str, object] = {"card": names[i]}
        for label, kk, nn in (
            ("oh", int(k_oh[i]), int(n_oh[i])),
            ("gd", int(k_gd[i]), int(n_gd[i])),
            ("gih", kgih, ngih),
            ("gns", kgns, ngns),
        ):
            r = rate_row(kk, nn)
            row.update(
                {
                    f"{label}_n": nn,
                    f"{label}_wr": r["rate"],
                    f"{label}_ci_lo": r["ci_lo"],
                    f"{label}_ci_hi": r["ci_hi"],
                }
            )
        lo, hi = newcombe_interval(kgih, ngih, kgns, ngns)
        row["iwd"] = (kgih / ngih - kgns / ngns) if ngih and ngns else math.nan
        row["iwd_ci_lo"], row["iwd_ci_hi"] = lo, hi
        rows.append(row)
    return pd.DataFrame(rows)


def won_by_median(games: pd.DataFrame) -> tuple[pd.DataFrame, float | None]:
    """Goldfish outcome for ``card_impact``: ``won_by_t`` = won by own turn T.

    T is the median kill turn over the games won (rounded down when it falls between
    two turns); returned with the frame (``None`` when no game was won).
    """
    kt = games.loc[games["won"], "kill_turn"].dropna().astype("int64")
    if not len(kt):
        return games.assign(won_by_t=False), None
    t = float(np.median(kt.to_numpy()))
    by = games["won"].to_numpy() & (
        games["kill_turn"].fillna(10**6).astype("int64").to_numpy() <= math.floor(t)
    )
    return games.assign(won_by_t=by), t
