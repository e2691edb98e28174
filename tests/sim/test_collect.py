"""``collect.turn_record`` is the row the per-turn collectors make (issue 32.4, records).

The game drivers build each ``TurnRecord`` with ``turn_record`` (typed, compiled reads)
instead of calling every ``TURN_COLLECTORS`` function generically; at the end of every
turn of played goldfish and matchup games it must equal the row made the long way, one
column per collector in order.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckstats.deck import load_decklist
from deckstats.sim.collect import TURN_COLLECTORS, turn_record
from deckstats.sim.config import SimConfig
from deckstats.sim.matchup import MatchupConfig, new_matchup_game
from deckstats.sim.records import TurnRecord
from deckstats.sim.runner import new_goldfish_game

DECKS = Path(__file__).resolve().parents[2] / "decks"


def _cards(name: str) -> tuple:
    return tuple(load_decklist(DECKS / f"{name}.txt").main_cards())


class _Check:
    """An ``on_turn_end`` hook comparing ``turn_record`` with the collectors' row."""

    def __init__(self) -> None:
        self.rows = 0

    def __call__(self, game, pid: int) -> None:
        slow = TurnRecord(
            7,
            int(game.players[pid].turns_taken),
            int(game.turn),
            pid,
            *(f(game, pid) for f in TURN_COLLECTORS.values()),
        )
        fast = turn_record(game, 7, pid)
        assert fast == slow
        assert [type(v) for v in fast] == [type(v) for v in slow]
        self.rows += 1


def test_turn_record_fields_follow_the_collectors():
    """One column per collector, named as it, after the four turn keys."""
    assert TurnRecord._fields[4:] == tuple(TURN_COLLECTORS)


@pytest.mark.parametrize(
    ("deck_a", "deck_b"),
    [("mono_red_burn", "pauper_stompy"), ("uw_control", "modern_jund_midrange")],
)
def test_turn_record_equals_the_collectors_in_matchups(deck_a, deck_b):
    config = MatchupConfig(
        deck_a, deck_b, _cards(deck_a), _cards(deck_b), n_games=4, seed=11, max_turns=20
    )
    check = _Check()
    for i in range(4):
        new_matchup_game(config, 11, i, on_turn_end=check).run()
    assert check.rows > 20


def test_turn_record_equals_the_collectors_in_goldfish_games():
    config = SimConfig("burn", _cards("mono_red_burn"), n_games=4, seed=5, max_turns=20)
    check = _Check()
    for i in range(4):
        new_goldfish_game(config, 5, i, on_turn_end=check).run()
    assert check.rows > 10
