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


@pytest.mark.parametrize("profile", PROFILES)
def test_a_flash_creature_blocks_a_lethal_attack(profile):
    """At 2 facing an attacking 2/2 with no blocker, Benalish Knight (flash, CR 702.8a) is
    cast after attackers are declared (CR 508.1) to block; the engine's priority hint
    does not hide it (the puzzle is posed with hints on)."""
    assert _answer("response-flash-in-a-blocker", profile) == "cast Benalish Knight"


@pytest.mark.parametrize("profile", PROFILES)
def test_fog_prevents_a_lethal_attack_and_waits_otherwise(profile):
    """Fog (CR 615.1) is in the pool; at 5 with no blocker facing a 6/4 it is cast
    after attackers are declared, at 20 facing a 2/2 it is kept."""
    assert _answer("fog-on-lethal", profile) == "cast Fog"
    assert _answer("fog-not-on-a-bear-at-20", profile) == "pass"


@pytest.mark.parametrize("profile", PROFILES)
def test_no_chump_block_when_our_swing_back_wins(profile):
    """At 10 facing a 6/4, with them at 2 and no other creature of theirs: we survive the
    hit and our 2/2 swings back for lethal past their tapped attacker (CR 302.6, 508.1f),
    so we do not chump (``blocks.swing_back``); at 6, dead on board, we still chump."""
    assert _answer("race-no-chump-when-our-swing-back-wins", profile) == "none"
    assert _answer("race-chump-when-dead-on-board", profile) != "none"
