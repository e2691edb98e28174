"""Per-card impact of both decks of a matchup (issue 30: the matchup page shows it).

``stats.pipelines.card_impact`` measures the 17lands figures of player 0 (deck A). Here
the same function is run once per deck: for deck B the events of player 1 are relabelled
as player 0 and a game counts as won when B won it (``winner == "b"``). A draw or a game
at the turn limit is a win for neither deck.

Inputs: the run's ``games`` (``game_index``, ``winner``) and ``events`` (``game_index``,
``player``, ``event``, ``card``) tables.
"""

from __future__ import annotations

import pandas as pd

from deckstats.stats.pipelines import card_impact

__all__ = ["matchup_card_impact"]


def matchup_card_impact(games: pd.DataFrame, events: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """``{"a": frame, "b": frame}``: ``card_impact`` of each deck over its own wins.

    Each frame has one row per card the deck saw (columns as ``card_impact``), sorted by
    GIH win rate, best first.
    """
    out: dict[str, pd.DataFrame] = {}
    winner = games["winner"].astype(str)
    for key, player in (("a", 0), ("b", 1)):
        outcome = games[["game_index"]].assign(won_deck=(winner == key).to_numpy())
        ev = events[events["player"] == player].assign(player=0)
        frame = card_impact(outcome, ev, "won_deck")
        if not frame.empty:
            frame = frame.sort_values(["gih_wr", "card"], ascending=[False, True])
        out[key] = frame.reset_index(drop=True)
    return out
