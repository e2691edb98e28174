"""Attacks that weigh the crack-back and the race on built positions (issue 27.1).

Player 0 is the heuristic player (``Recorder``) deciding its attack (CR 508.1). The
opponent's next attack is counted through the creatures we keep home with the same
search as our own lethal check: evasion respected (CR 509.1b), one attacker stopped per
blocker. When attacking with everything wins the race, all attack.
"""

from __future__ import annotations

from engine.cards import BEARS

from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from players.combat_helpers import P0, P1, position

DRAKE = creature("Test Drake", "{2}{U}", pt=(3, 3), keywords=Keyword.FLYING)
FALCON = creature("Test Falcon", "{2}{W}", pt=(2, 3), keywords=Keyword.FLYING)
GUARD = creature("Test Guard", "{2}{W}", pt=(3, 3))
OX = creature("Test Ox", "{3}{G}", pt=(2, 6))


def test_keeps_home_the_only_creature_that_can_block_the_flier():
    """At 5 life facing two tapped 3/3 fliers (6 next turn). Our 2/3 flier is the only
    creature that can block one (CR 702.9b); our 2/2 cannot. Both could attack the empty
    board for 4, but without the flier home the fliers deal 6: the flier stays home,
    the 2/2 attacks. (Counting creatures, not who can block whom, keeps the 2/2 home
    instead, the least threatening, and dies next turn.)"""
    s, me = position(life=(5, 20))
    falcon = s.battlefield(P0, FALCON)
    bears = s.battlefield(P0, BEARS)
    s.battlefield(P1, DRAKE, tapped=True)
    s.battlefield(P1, DRAKE, tapped=True)
    s.combat()
    assert me.attacked == (bears.oid,)
    assert not falcon.tapped


def test_attacks_when_the_ground_blockers_home_cannot_block_fliers_anyway():
    """At 5 life facing two tapped 3/3 fliers: our 3/3s cannot block fliers, so keeping
    them home saves nothing; they attack the empty board."""
    s, me = position(life=(5, 20))
    guards = [s.battlefield(P0, GUARD) for _ in range(2)]
    s.battlefield(P1, DRAKE, tapped=True)
    s.battlefield(P1, DRAKE, tapped=True)
    s.combat()
    assert set(me.attacked) == {g.oid for g in guards}


def test_alpha_strike_when_the_race_is_won():
    """Three 2/2s against an untapped 2/6 at 6 life; we are at 20 and it has 2 power. Any
    one 2/2 alone is walled by the 2/6, but all three put 4 through now and 2 through the
    next turn (the 2/6 blocks one each time): dead in two attacks while their 2/6 needs
    ten. All three attack."""
    s, me = position(life=(20, 6))
    bears = [s.battlefield(P0, BEARS) for _ in range(3)]
    s.battlefield(P1, OX)
    s.combat()
    assert set(me.attacked) == {b.oid for b in bears}


def test_no_alpha_strike_when_the_crack_back_kills_us():
    """The same three 2/2s and 2/6, the opponent at 6, but we are at 4 facing also two
    tapped 3/3s: all in leaves no blocker and their 8 power kills us first. Not all
    attack."""
    s, me = position(life=(4, 6))
    for _ in range(3):
        s.battlefield(P0, BEARS)
    s.battlefield(P1, OX)
    s.battlefield(P1, GUARD, tapped=True)
    s.battlefield(P1, GUARD, tapped=True)
    s.combat()
    assert len(me.attacked) < 3
