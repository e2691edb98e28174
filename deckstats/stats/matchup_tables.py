"""The tables of a matchup page that ``summary.json`` does not hold (issue 30, point 5).

From the run's own Parquet tables:

- ``matchup_card_impact``: per-card impact (17lands metrics) of both decks.
  ``stats.pipelines.card_impact`` measures player 0 (deck A); for deck B the events of
  player 1 are relabelled as player 0 and a game counts as won when B won it
  (``winner == "b"``). A draw or a game at the turn limit is a win for neither deck.
- ``game_endings``: games by how they ended and who won them.
- ``game_length``: game length by seat (deck A's own turns, turns of both players).

Inputs: ``games`` (``game_index``, ``winner``, ``termination``, ``on_the_play``,
``turns``, ``game_turns``) and ``events`` (``game_index``, ``player``, ``event``,
``card``). The report lays these frames out; it computes nothing itself.
"""

from __future__ import annotations

import pandas as pd

from deckstats.stats.pipelines import card_impact

__all__ = ["game_endings", "game_length", "matchup_card_impact"]


def matchup_card_impact(games: pd.DataFrame, events: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """``{"a": frame, "b": frame}``: ``card_impact`` of each deck over its own wins.

    Each frame has one row per card the deck saw (columns as ``card_impact``), sorted by
    GIH win rate, best first (ties by card name).
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


def game_endings(games: pd.DataFrame) -> pd.DataFrame:
    """Games by ending and winner.

    Output: one row per ``termination`` (sorted), columns ``a``, ``b`` and ``none``
    (games won by deck A, by deck B, by nobody: a draw or the turn limit), ``games`` and
    ``share`` (of all games).
    """
    who = games["winner"].astype(str).map({"a": "a", "b": "b"}).fillna("none")
    counts = pd.crosstab(games["termination"].astype(str), who)
    frame = counts.reindex(columns=["a", "b", "none"], fill_value=0).sort_index()
    frame.columns.name = None
    frame.index.name = "termination"
    frame["games"] = frame[["a", "b", "none"]].sum(axis=1)
    frame["share"] = frame["games"] / max(len(games), 1)
    return frame.reset_index()


def game_length(games: pd.DataFrame) -> pd.DataFrame:
    """Game length over all games and by seat.

    Output: rows ``all``, ``on_the_play``, ``on_the_draw`` (deck A's seat; a seat with no
    game is left out) with ``games``, ``turns_mean`` and the quartiles ``turns_q1``,
    ``turns_median``, ``turns_q3`` of deck A's own turns, and ``game_turns_mean`` (turns
    of both players).
    """
    play = games["on_the_play"].astype(bool)
    rows = []
    for seat, part in (("all", games), ("on_the_play", games[play]), ("on_the_draw", games[~play])):
        if part.empty:
            continue
        q = part["turns"].quantile([0.25, 0.5, 0.75])
        rows.append(
            {
                "seat": seat,
                "games": len(part),
                "turns_mean": float(part["turns"].mean()),
                "turns_q1": float(q[0.25]),
                "turns_median": float(q[0.5]),
                "turns_q3": float(q[0.75]),
                "game_turns_mean": float(part["game_turns"].mean()),
            }
        )
    columns = ["seat", "games", "turns_mean", "turns_q1", "turns_median", "turns_q3"]
    return pd.DataFrame(rows, columns=[*columns, "game_turns_mean"])
