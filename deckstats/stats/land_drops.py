"""Land drops by own turn, with the games that had already ended kept apart (issue 30).

``summary.json``'s ``p_on_curve`` counts a game that ended before turn t with the lands
it had at its end, so a fast deck looks short of lands on late turns only because its
games were over. ``land_drop_outcomes`` splits every game at each own turn t into three
shares that add up to one:

- ``hit``: the game played its own turn t and had at least t lands in play at its end;
- ``missed``: the game played turn t with fewer than t lands in play;
- ``ended``: the game was over before the deck's own turn t (not a miss).

Inputs are the run's own tables: ``games`` (``game_index``, ``on_the_play``, ``turns``:
the deck's own turns played) and ``turns`` (``game_index``, ``player``, ``turn``,
``lands_in_play``; player 0 is the deck). Read by the report's data step.
"""

from __future__ import annotations

import pandas as pd

from deckstats.stats.metrics import wilson_interval

__all__ = ["OUTCOME_COLUMNS", "land_drop_outcomes"]

#: The columns of ``land_drop_outcomes``.
OUTCOME_COLUMNS = ["side", "turn", "games", "hit", "missed", "ended", "lo", "hi"]

_SIDES = {"on_the_play": True, "on_the_draw": False}


def land_drop_outcomes(games: pd.DataFrame, turns: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """Shares of games with t lands by own turn t, missed, or already over, per side.

    One row per side (``on_the_play``, ``on_the_draw``; a side with no game is left out)
    and own turn t = 1..``upto``: ``games`` (the side's games), ``hit``, ``missed`` and
    ``ended`` (shares of those games, summing to 1) and ``lo``/``hi``, the Wilson 95%
    interval of ``hit``.
    """
    mine = turns.loc[turns["player"] == 0, ["game_index", "turn", "lands_in_play"]]
    lands = mine.set_index(["game_index", "turn"])["lands_in_play"]
    rows = []
    for side, on_play in _SIDES.items():
        part = games.loc[games["on_the_play"].astype(bool) == on_play, ["game_index", "turns"]]
        n = len(part)
        if n == 0:
            continue
        for t in range(1, upto + 1):
            reached = part.loc[part["turns"] >= t, "game_index"]
            index = pd.MultiIndex.from_arrays([reached.to_numpy(), [t] * len(reached)])
            had = lands.reindex(index).fillna(0).to_numpy()
            hit = int((had >= t).sum())
            lo, hi = wilson_interval(hit, n)
            rows.append(
                {
                    "side": side,
                    "turn": t,
                    "games": n,
                    "hit": hit / n,
                    "missed": (len(reached) - hit) / n,
                    "ended": (n - len(reached)) / n,
                    "lo": lo,
                    "hi": hi,
                }
            )
    return pd.DataFrame(rows, columns=OUTCOME_COLUMNS)
