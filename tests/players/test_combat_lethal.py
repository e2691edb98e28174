"""Lethal detection on built positions (issue 27.1): only creatures able to block count.

Player 0 is the heuristic player (``Recorder``) deciding its attack (CR 508.1); player 1
is scripted and blocks nothing unless told. The lethal check asks what gets through the
defender's best blocks (CR 509.1a-b: tapped creatures, evasion, protection; CR 702.111b:
menace needs two blockers; CR 702.19b: trample), with the pump tricks we can pay for.
"""

from __future__ import annotations

import pytest
from engine.cards import FOREST, GOBLIN, GROWTH, SAVANNAH_LIONS, SPIDER

from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from players.combat_helpers import P0, P1, position

DRAKE = creature("Test Drake", "{2}{U}", pt=(3, 3), keywords=Keyword.FLYING)
OAF = creature("Test Oaf", "{3}{G}", pt=(4, 4))
REACHER = creature("Test Reacher", "{3}{G}", pt=(4, 4), keywords=Keyword.REACH)
BRUTE = creature("Test Big Brute", "{4}{G}", pt=(5, 5))
BULLY = creature("Test Bully", "{2}{R}", pt=(3, 3), keywords=Keyword.MENACE)
GUARD = creature("Test Guard", "{3}{W}", pt=(4, 4))
PIKER = creature("Test Piker", "{1}{R}", pt=(2, 3), keywords=Keyword.CANT_BLOCK)


def test_two_ones_attack_all_in_when_every_blocker_is_tapped():
    """Three 2/1s, the opponent at 6 with three tapped 1/1 hasters (they attacked last
    turn): no creature can block (CR 509.1a), so 6 damage is lethal and all three attack,
    even though the opponent's crack-back (3 power) would otherwise matter."""
    s, me = position("aggro", life=(3, 6))
    lions = [s.battlefield(P0, SAVANNAH_LIONS) for _ in range(3)]
    for _ in range(3):
        s.battlefield(P1, GOBLIN, tapped=True)
    s.combat()
    assert set(me.attacked) == {o.oid for o in lions}
    assert s.result is not None and s.result.winner == P0


def test_cant_block_creatures_do_not_stop_lethal():
    """A creature with "can't block" (CR 509.1a) is no blocker: two 2/1s into an untapped
    2/3 Piker at 4 life are lethal."""
    s, me = position(life=(20, 4))
    lions = [s.battlefield(P0, SAVANNAH_LIONS) for _ in range(2)]
    s.battlefield(P1, PIKER)
    s.combat()
    assert set(me.attacked) == {o.oid for o in lions}
    assert s.result is not None and s.result.winner == P0


def test_no_all_in_when_reach_and_ground_blockers_split_the_attack():
    """Our 4/4 and 3/3 flier against an untapped 4/4 reach and a 5/5 at 3 life: counted
    blocker by blocker the reach creature takes the 4/4 and the flier gets in for 3, but
    the defender's best blocks (reach on the flier, CR 702.17b; the 5/5 on the 4/4) stop
    everything and kill both. Not lethal, and each attack alone only loses a creature:
    nothing attacks."""
    s, me = position(life=(20, 3))
    s.battlefield(P0, OAF)
    s.battlefield(P0, DRAKE)
    s.battlefield(P1, REACHER)
    s.battlefield(P1, BRUTE)
    s.combat()
    assert me.attacked == ()
    assert s.game.players[P1].life == 3


def test_menace_attacker_can_be_stopped_by_two_blockers():
    """A 3/3 menace and a 2/1 against two untapped 4/4s at 3 life: menace needs two
    blockers (CR 702.111b), and the defender has two, so the attack is not lethal (they
    double-block the menace creature, kill it for nothing and take 2). No all-in, and
    each creature alone is eaten: nothing attacks."""
    s, me = position(life=(20, 3))
    s.battlefield(P0, BULLY)
    s.battlefield(P0, SAVANNAH_LIONS)
    s.battlefield(P1, GUARD)
    s.battlefield(P1, GUARD)
    s.combat()
    assert me.attacked == ()


@pytest.mark.parametrize(("mana", "all_in"), [(True, True), (False, False)])
def test_a_pump_we_can_pay_for_makes_the_attack_lethal(mana, all_in):
    """Two 2/1s against an untapped 2/4 reach at 5 life, Giant Growth in hand: the 2/4
    blocks one, the other gets through for 2 + 3 = 5 when we have a Forest untapped
    (all in); without the mana the trick does not count and the 2/1s, each eaten by the
    2/4, stay home."""
    s, me = position(life=(20, 5))
    lions = [s.battlefield(P0, SAVANNAH_LIONS) for _ in range(2)]
    s.hand(P0, GROWTH)
    if mana:
        s.lands(P0, FOREST)
    s.battlefield(P1, SPIDER)
    s.combat()
    expected = {o.oid for o in lions} if all_in else set()
    assert set(me.attacked) == expected
