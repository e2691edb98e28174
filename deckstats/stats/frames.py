"""Records -> typed, sorted DataFrames (built once, in the parent process)."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from deckstats.sim.records import GameRecord, TurnRecord
from deckstats.stats.schema import GAMES_COLUMNS, TURNS_COLUMNS


def _frame(rows: Sequence[tuple[object, ...]], columns: dict[str, str]) -> pd.DataFrame:
    df = pd.DataFrame.from_records(list(rows), columns=list(columns))
    return df.astype(columns)


def games_frame(records: Sequence[GameRecord]) -> pd.DataFrame:
    """One row per game, sorted by ``game_index``, with the dtypes of ``GAMES_COLUMNS``."""
    df = _frame(records, GAMES_COLUMNS)
    return df.sort_values("game_index", kind="stable").reset_index(drop=True)


def turns_frame(records: Sequence[TurnRecord]) -> pd.DataFrame:
    """One row per game x turn x player, sorted, with the dtypes of ``TURNS_COLUMNS``."""
    df = _frame(records, TURNS_COLUMNS)
    return df.sort_values(["game_index", "game_turn", "player"], kind="stable").reset_index(
        drop=True
    )
