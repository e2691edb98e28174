import math

import pandas as pd
import pytest

from deckstats.sim.records import GameRecord, TurnRecord
from deckstats.stats.frames import games_frame, turns_frame
from deckstats.stats.metrics import (
    GOLDFISH_ENDINGS,
    goldfish_endings,
    goldfish_summary,
    seat_summary,
    wilson_interval,
)


def _game(i, play, won, kill, mulls=0):
    return GameRecord(
        i,
        "d",
        "goldfish",
        "goldfish",
        play,
        mulls,
        won,
        kill,
        kill or 20,
        "lethal_damage" if won else "turn_limit",
        3,
        7 - mulls,
        0 if won else 5,
    )


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.40383, abs=1e-4)
    assert hi == pytest.approx(0.59617, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and 0 < hi < 0.35


def test_seat_summary_on_hand_made_frame():
    games = games_frame(
        [
            _game(0, True, True, 4),
            _game(1, False, True, 5, 1),
            _game(2, True, True, 5),
            _game(3, False, False, None),
        ]
    )
    s = seat_summary(games, max_turns=6)
    assert s["games"] == 4
    assert s["kill_turn_mean"] == pytest.approx(14 / 3, abs=1e-4)
    assert s["kill_turn_median"] == 5.0
    assert s["p_kill_by_turn"] == {"1": 0.0, "2": 0.0, "3": 0.0, "4": 0.25, "5": 0.75, "6": 0.75}
    assert s["win_rate"] == 0.75
    assert s["mulligan_rate"] == 0.25
    sd = pd.Series([4, 5, 5]).std()
    assert s["kill_turn_se"] == pytest.approx(sd / math.sqrt(3), abs=1e-4)


def test_goldfish_summary_splits_seats_and_counts_land_drops():
    games = games_frame([_game(0, True, True, 2), _game(1, False, True, 3)])
    turns = turns_frame(
        [
            TurnRecord(0, 1, 1, 0, 1, 1, 1, 6, 20, 18, 2, 1, True),
            TurnRecord(0, 2, 3, 0, 1, 1, 1, 6, 20, 0, 18, 1, False),
            TurnRecord(1, 1, 2, 0, 1, 1, 0, 7, 20, 20, 0, 0, True),
            TurnRecord(1, 2, 4, 0, 2, 2, 2, 6, 20, 10, 10, 1, True),
            TurnRecord(1, 3, 6, 0, 3, 3, 3, 5, 20, 0, 10, 1, True),
        ]
    )
    s = goldfish_summary(games, turns, max_turns=4)
    assert s["on_the_play"]["games"] == 1 and s["on_the_draw"]["games"] == 1
    assert s["on_the_play"]["kill_turn_mean"] == 2.0
    assert s["on_the_draw"]["kill_turn_mean"] == 3.0
    ld = s["all"]["land_drops"]
    assert ld["p_on_curve"]["1"] == 1.0
    assert ld["p_on_curve"]["2"] == 0.5
    assert ld["p_missed_drop"]["2"] == 0.5
    assert ld["games_reaching"]["3"] == 1


def test_frames_have_contract_dtypes():
    games = games_frame([_game(1, True, False, None), _game(0, True, True, 3)])
    assert games["game_index"].tolist() == [0, 1]
    assert str(games["kill_turn"].dtype) == "Int64"
    assert games["kill_turn"].isna().tolist() == [False, True]
    assert games["won"].dtype == bool


def _ended(i, won, termination):
    """A goldfish game row that ended by ``termination`` (won or not)."""
    return GameRecord(
        i, "d", "goldfish", "goldfish", i % 2 == 0, 0, won, 3 if won else None,
        3, termination, 3, 7, 0 if won else 20,
    )  # fmt: skip


def test_goldfish_endings_are_named_and_self_kills_are_not_wins():
    """Issue 30.9: won, lost_to_self, decked, turn_limit; the win rate counts ``won`` only.

    Two wins by damage, one game the deck lost to its own damage (``lethal_damage`` but
    not won: the same termination as the wins), one to poison, one draw, one decked, two
    at the turn limit.
    """
    games = games_frame(
        [
            _ended(0, True, "lethal_damage"),
            _ended(1, True, "lethal_damage"),
            _ended(2, False, "lethal_damage"),
            _ended(3, False, "poison"),
            _ended(4, False, "draw"),
            _ended(5, False, "decked"),
            _ended(6, False, "turn_limit"),
            _ended(7, False, "turn_limit"),
        ]
    )
    assert list(goldfish_endings(games)) == [
        "won", "won", "lost_to_self", "lost_to_self", "lost_to_self", "decked",
        "turn_limit", "turn_limit",
    ]  # fmt: skip
    s = seat_summary(games, max_turns=6)
    assert s["endings"] == {"won": 2, "lost_to_self": 3, "decked": 1, "turn_limit": 2}
    assert list(s["endings"]) == list(GOLDFISH_ENDINGS)
    assert s["win_rate"] == 0.25
    both = goldfish_summary(games, turns_frame([]), max_turns=6)
    assert both["all"]["endings"]["lost_to_self"] == 3
    assert both["on_the_play"]["endings"] == {
        "won": 1, "lost_to_self": 2, "decked": 0, "turn_limit": 1,
    }  # fmt: skip


def test_goldfish_text_names_the_endings():
    """The terminal text prints the endings line (the names of ``GOLDFISH_ENDINGS``)."""
    from deckstats.report.text import endings_line

    line = endings_line({"won": 9990, "lost_to_self": 8, "decked": 0, "turn_limit": 2})
    assert line == "  endings       won 9990   lost_to_self 8   decked 0   turn_limit 2"
