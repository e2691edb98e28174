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

from typing import Any

import numpy as np
import pandas as pd

from deckstats.stats.metrics import wilson_interval

__all__ = ["OUTCOME_COLUMNS", "LandDropHits", "land_drop_outcomes"]

#: The columns of ``land_drop_outcomes``.
OUTCOME_COLUMNS = ["side", "turn", "games", "hit", "missed", "ended", "lo", "hi"]

_SIDES = {"on_the_play": True, "on_the_draw": False}


def land_drop_outcomes(games: pd.DataFrame, turns: pd.DataFrame, upto: int = 6) -> pd.DataFrame:
    """Shares of games with t lands by own turn t, missed, or already over, per side.

    One row per side (``on_the_play``, ``on_the_draw``; a side with no game is left out)
    and own turn t = 1..``upto``: ``games`` (the side's games), ``hit``, ``missed`` and
    ``ended`` (shares of those games, summing to 1) and ``lo``/``hi``, the Wilson 95%
    interval of ``hit``. ``LandDropHits`` gives the same frame from the turn rows fed in
    chunks (the report of a long run).
    """
    hits = LandDropHits(games, upto)
    hits.add({c: turns[c].to_numpy() for c in LandDropHits.COLUMNS})
    return hits.frame()


class LandDropHits:
    """``land_drop_outcomes`` from turn rows fed chunk by chunk, in memory flat in rows.

    It keeps each game's side and own turns played (from ``games``: ``game_index``,
    ``on_the_play``, ``turns``) and, per side and own turn t, how many games that played
    turn t ended it with at least t lands (player 0's ``lands_in_play``); a turn row is
    read once and dropped (issue 32 point 3). Each (game, player, turn) has one row.
    """

    #: The turn columns ``add`` reads.
    COLUMNS = ("game_index", "player", "turn", "lands_in_play")

    def __init__(self, games: pd.DataFrame, upto: int = 6) -> None:
        self.upto = upto
        index = games["game_index"].to_numpy(dtype=np.int64)
        size = int(index.max()) + 1 if len(index) else 0
        self._turns = np.full(size, -1, dtype=np.int32)
        self._turns[index] = games["turns"].to_numpy(dtype=np.int32)
        self._play = np.zeros(size, dtype=bool)
        self._play[index] = games["on_the_play"].to_numpy(dtype=bool)
        self._played = self._play[index], games["turns"].to_numpy(dtype=np.int64)
        self._hits = np.zeros((2, upto), dtype=np.int64)  # side (0: play, 1: draw) x turn

    def add(self, cols: dict[str, Any]) -> None:
        """Count a chunk of turn rows (arrays by the names of ``COLUMNS``)."""
        game = np.asarray(cols["game_index"], dtype=np.int64)
        turn = np.asarray(cols["turn"], dtype=np.int64)
        lands = np.nan_to_num(np.asarray(cols["lands_in_play"], dtype=np.float64))
        keep = (np.asarray(cols["player"]) == 0) & (turn >= 1) & (turn <= self.upto)
        keep &= (game >= 0) & (game < len(self._turns)) & (lands >= turn)
        game, turn = game[keep], turn[keep]
        reached = self._turns[game] >= turn  # a game over before turn t has no drop there
        side = np.where(self._play[game[reached]], 0, 1)
        np.add.at(self._hits, (side, turn[reached] - 1), 1)

    def frame(self) -> pd.DataFrame:
        """The ``land_drop_outcomes`` frame of the rows added so far."""
        play, turns = self._played
        rows = []
        for k, (side, on_play) in enumerate(_SIDES.items()):
            mine = turns[play == on_play]
            n = len(mine)
            if n == 0:
                continue
            for t in range(1, self.upto + 1):
                reached = int((mine >= t).sum())
                hit = int(self._hits[k, t - 1])
                lo, hi = wilson_interval(hit, n)
                rows.append(
                    {
                        "side": side,
                        "turn": t,
                        "games": n,
                        "hit": hit / n,
                        "missed": (reached - hit) / n,
                        "ended": (n - reached) / n,
                        "lo": lo,
                        "hi": hi,
                    }
                )
        return pd.DataFrame(rows, columns=OUTCOME_COLUMNS)
