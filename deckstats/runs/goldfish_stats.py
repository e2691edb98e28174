"""Goldfish summaries read back from a run's tables, in bounded memory.

``runs.experiments.GoldfishExperiment`` summarises the closed ``games`` / ``turns`` /
``events`` tables of a run: the headline figures stream over every game (the compact
columns below, the land drops one row group at a time), the statistics blocks
(``stats.blocks``) read the first ``STATS_MAX_GAMES`` games. The deck's card frame
needs the card layer, which ``stats`` does not import: it is built here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from deckstats.deck import Decklist
from deckstats.players.mulligan import parse_keep
from deckstats.report.tables import read_table
from deckstats.stats.blocks import cross_checks, statistics_blocks
from deckstats.stats.schema import GAMES_COLUMNS
from deckstats.stats.streaming import LandDrops

#: The columns of turns.parquet every summary reads, in compact dtypes: a million-game
#: run's turns are read back without the other columns.
_TURN_KEYS = {
    "game_index": "int32",
    "turn": "int16",
    "player": "int8",
    "lands_in_play": "int16",
    "mana_available": "int16",
    "mana_spent": "int16",
}
#: Columns of turns.parquet the goldfish summary needs (its land-drop block).
SUMMARY_TURNS = {**_TURN_KEYS, "land_played": "bool"}
LAND_DROP_TURNS = 6
#: Columns of games.parquet the goldfish summary needs (``termination`` stays object).
SUMMARY_GAMES = {
    "game_index": "int32",
    "on_the_play": "bool",
    "mulligans": "int16",
    "won": "bool",
    "kill_turn": "Int64",
    "termination": "string",
}


def land_drops_of(path: Path, n_games: int) -> LandDrops:
    """Feed ``turns.parquet`` to a ``LandDrops`` one row group at a time."""
    import pyarrow.parquet as pq

    drops = LandDrops(n_games, LAND_DROP_TURNS)
    pf = pq.ParquetFile(path)
    for i in range(pf.num_row_groups):
        group = pf.read_row_group(i, columns=list(SUMMARY_TURNS))
        drops.add({c: group.column(c).to_numpy() for c in SUMMARY_TURNS})
    return drops


#: Columns of turns.parquet the statistics blocks read (compact dtypes).
STATS_TURNS = {**_TURN_KEYS, "colour_screwed": "bool"}
#: The statistics blocks read the records of at most this many games (the first ones,
#: indices 0 .. N-1): their (game x card) tables then stay well under 1 GB for a run of
#: any length; the blocks say how many games they used. The headline figures (kill turn,
#: P(kill by t), mulligans, land drops) stream over every game.
STATS_MAX_GAMES = 200_000


def deck_cards_frame(dl: Decklist) -> pd.DataFrame:
    """The deck's ``cards`` frame for ``stats.pipelines``: one row per card name.

    Columns ``count``, ``mana_value``, ``type`` (the first of creature, planeswalker,
    instant, sorcery, artifact, enchantment, battle, land) and ``is_land``.
    """
    from deckstats.cards.model import CardType
    from deckstats.engine.info import card_info

    order = [
        ("creature", CardType.CREATURE),
        ("planeswalker", CardType.PLANESWALKER),
        ("instant", CardType.INSTANT),
        ("sorcery", CardType.SORCERY),
        ("artifact", CardType.ARTIFACT),
        ("enchantment", CardType.ENCHANTMENT),
        ("battle", CardType.BATTLE),
        ("land", CardType.LAND),
    ]
    rows: dict[str, dict[str, Any]] = {}
    for card in dl.main_cards():
        row = rows.get(card.name)
        if row is None:
            info = card_info(card)
            kind = next((name for name, flag in order if card.types & flag), "other")
            rows[card.name] = {
                "card": card.name,
                "count": 1,
                "mana_value": card.cost.mana_value if card.cost is not None else 0,
                "type": kind,
                "is_land": bool(info.is_land or info.back_land is not None),
            }
        else:
            row["count"] += 1
    return pd.DataFrame(
        list(rows.values()), columns=["card", "count", "mana_value", "type", "is_land"]
    )


def statistics_of(
    run_dir: Path, dl: Decklist, max_turns: int, procedure: str = "london", keep: str = "lands"
) -> dict[str, Any]:
    """The ``statistics`` and ``cross_checks`` blocks of a goldfish run's tables.

    ``procedure``: the run's mulligan procedure, for the exact values of the cross-checks;
    ``keep``: the run's keep policy (``--keep``): the exact mulligan and land-drop values
    follow a land-only rule only.
    """
    import pyarrow.parquet as pq

    first = [("game_index", "<", STATS_MAX_GAMES)]
    games = read_table(run_dir / "games.parquet", GAMES_COLUMNS, filters=first)
    turns = read_table(run_dir / "turns.parquet", STATS_TURNS, filters=first)
    events = pq.read_table(
        run_dir / "events.parquet", read_dictionary=["event", "card"], filters=first
    ).to_pandas()
    cards = deck_cards_frame(dl)
    stats = statistics_blocks(games, turns, events, cards, max_turns)
    stats["games_used"] = {
        "games": len(games),
        "rule": f"the first {STATS_MAX_GAMES:,} games (indices 0 .. {STATS_MAX_GAMES - 1:,}) "
        "at most, to bound memory; the headline figures use every game",
    }
    policy = parse_keep(keep)
    table = None
    if policy.rule == "lands":
        table = (policy.keep_table, policy.always_keep_at, policy.target_lands)
    checks = cross_checks(games, turns, cards, procedure=procedure, keep=table)
    return {"statistics": stats, "cross_checks": checks}


def all_rows(table: Any) -> Any:
    """Select every row of ``table`` (``read_compact``'s filter: the whole table)."""
    import pyarrow as pa

    return pa.array(np.ones(table.num_rows, dtype=bool))
