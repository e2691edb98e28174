"""The suite's last blunders of the heuristic pilots (issue 27, point 8), each on its
built position posed through the engine's own decision (``deckstats.puzzles.pose``).

Each test poses one puzzle of ``deckstats/puzzles/positions`` to every heuristic
profile and checks the exact answer a strong player gives.
"""

from __future__ import annotations

import pytest

from deckstats.players import get_agent
from deckstats.puzzles import load_puzzles, pose

PUZZLES = {p.id: p for p in load_puzzles()}
PROFILES = ("aggro", "midrange", "control", "auto")


def _answer(puzzle_id: str, profile: str) -> str:
    """The profile's answer to the named puzzle, posed with the engine's hints on."""
    return pose(PUZZLES[puzzle_id], get_agent(profile)).answer


@pytest.mark.parametrize("profile", PROFILES)
def test_shrinking_counters_target_the_opponents_creature(profile):
    """Skinrender's three -1/-1 counters (CR 122.1a) are harmful: the trigger targets
    the opponent's Vampire Nighthawk, never our own Skinrender or Hill Giant."""
    assert _answer("targets-skinrender-the-nighthawk", profile) == "Vampire Nighthawk"
