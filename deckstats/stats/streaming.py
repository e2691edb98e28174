"""The land-drop block of a goldfish summary, built from turn rows chunk by chunk.

``metrics.land_drops`` pivots a DataFrame of every turn row; for a run of a million games
(about six million turn rows) that needs more memory than the run itself. ``LandDrops``
gives the same figures (same definitions, same rounding) from chunks of columns fed one
row group at a time: it keeps two ``games x turns`` arrays of small integers and a few
counters per turn.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from deckstats.stats.metrics import _round, empty_land_drops


class LandDrops:
    """Accumulates ``metrics.land_drops`` for the deck under study (player 0).

    Game indices must be ``0 .. n_games-1`` (a complete or partial run's prefix).
    """

    def __init__(self, n_games: int, upto: int = 6) -> None:
        self.n = n_games
        self.upto = upto
        self._lands = np.full((n_games, upto), -1, dtype=np.int32)
        self._mana = np.full((n_games, upto), -1, dtype=np.int32)
        # per game x turn: played (0/1), missed drop (0/1), mana spent
        self._played = np.zeros((n_games, upto), dtype=np.int8)
        self._missed = np.zeros((n_games, upto), dtype=np.int8)
        self._spent = np.zeros((n_games, upto), dtype=np.int32)

    def add(self, cols: dict[str, np.ndarray]) -> None:
        """Add turn rows (numpy arrays by column name).

        Columns: ``game_index``, ``turn``, ``player``, ``lands_in_play``,
        ``mana_available``, ``mana_spent``, ``land_played``.
        """
        keep = (cols["player"] == 0) & (cols["turn"] >= 1) & (cols["turn"] <= self.upto)
        g = cols["game_index"][keep].astype(np.int64)
        t = cols["turn"][keep].astype(np.int64) - 1
        self._lands[g, t] = cols["lands_in_play"][keep]
        self._mana[g, t] = cols["mana_available"][keep]
        self._played[g, t] = 1
        self._missed[g, t] = ~cols["land_played"][keep].astype(bool)
        self._spent[g, t] = cols["mana_spent"][keep]

    @staticmethod
    def _carried(values: np.ndarray) -> np.ndarray:
        out = values.astype(np.float64)
        for t in range(1, out.shape[1]):
            gap = values[:, t] < 0
            out[gap, t] = out[gap, t - 1]
        out[out < 0] = 0.0
        return out

    def block(self, mask: Any = None) -> dict[str, Any]:
        """The ``land_drops`` block over the games in boolean ``mask`` (all: ``None``)."""
        sel = np.ones(self.n, dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
        n = int(sel.sum())
        out = empty_land_drops(n)
        if not n:
            return out
        lands = self._carried(self._lands[sel])
        mana = self._carried(self._mana[sel])
        played = self._played[sel].astype(bool)
        for t in range(1, self.upto + 1):
            key = str(t)
            col = t - 1
            out["p_on_curve"][key] = _round(float((lands[:, col] >= t).mean()))
            out["lands_in_play_mean"][key] = _round(float(lands[:, col].mean()))
            out["mana_available_mean"][key] = _round(float(mana[:, col].mean()))
            reached = played[:, col]
            k = int(reached.sum())
            out["games_reaching"][key] = k
            if k:
                missed = self._missed[sel][reached, col]
                spent = self._spent[sel][reached, col]
                out["p_missed_drop"][key] = _round(float(missed.astype(bool).mean()))
                out["mana_spent_mean"][key] = _round(float(spent.astype(np.float64).mean()))
        return out
