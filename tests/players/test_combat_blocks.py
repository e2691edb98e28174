"""Blocks as one joint assignment on built positions (issue 27.1, CR 509.1).

Player 1 (scripted) attacks; player 0, the heuristic player (``Recorder``), declares its
blockers. Survival comes first (CR 704.5a), then surviving the next attack, then the
value of the creatures killed and lost.
"""

from __future__ import annotations

from engine.cards import BEARS, SPIDER

from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from players.combat_helpers import P0, P1, attacked_by, position

DRAKE = creature("Test Drake", "{2}{U}", pt=(3, 3), keywords=Keyword.FLYING)
WURM = creature("Test Wurm", "{5}{G}", pt=(6, 4))
SQUIRE = creature("Test Squire", "{W}", pt=(1, 1))
GUARD = creature("Test Guard", "{2}{W}", pt=(3, 3))
BULLY = creature("Test Bully", "{2}{R}", pt=(3, 3), keywords=Keyword.MENACE)


def test_the_reach_blocker_takes_the_flier_to_survive():
    """At 3 life, a 2/2 and a 3/3 flier attack; our only creature is a 2/4 reach. Blocking
    one at a time, the 2/4 takes the 2/2 it kills and survives, and the flier no one else
    can block (CR 702.9b) deals 3: dead. Jointly, the 2/4 blocks the flier (CR 702.17b)
    and survives it; the 2/2 deals 2 and we live at 1."""
    s, me = position(active=P1, life=(3, 20))
    spider = s.battlefield(P0, SPIDER)
    bears = s.battlefield(P1, BEARS)
    drake = s.battlefield(P1, DRAKE)
    attacked_by(s, bears, drake)
    assert me.blocked == ((spider.oid, drake.oid),)
    assert s.result is None
    assert s.game.players[P0].life == 1


def test_menace_needs_both_blockers_and_the_other_attacker_is_let_through():
    """At 3 life, a 3/3 menace and a 2/2 attack; we have two 3/3s. One at a time, the 2/2
    is blocked first (a block that kills and survives), and the one 3/3 left cannot block
    menace alone (CR 702.111b): 3 damage, dead. Jointly, both 3/3s block the menace
    creature and kill it, and the 2/2 deals 2: we live at 1."""
    s, me = position(active=P1, life=(3, 20))
    g1 = s.battlefield(P0, GUARD)
    g2 = s.battlefield(P0, GUARD)
    bully = s.battlefield(P1, BULLY)
    bears = s.battlefield(P1, BEARS)
    attacked_by(s, bully, bears)
    assert s.result is None
    assert sorted(me.blocked) == sorted([(g1.oid, bully.oid), (g2.oid, bully.oid)])
    assert s.zone(bully) == Zone.GRAVEYARD


def test_chump_blocks_only_what_survival_needs():
    """At 6 life a 6/4 and a 2/2 attack; we have two 1/1s. Unblocked, 8 damage kills us.
    One 1/1 chumps the 6/4 (2 damage taken, life 4) and the other stays alive: chumping
    the 2/2 as well would leave us no blocker for the 6/4 next turn. (CR 509.1)"""
    s, me = position(active=P1, life=(6, 20))
    s1 = s.battlefield(P0, SQUIRE)
    s2 = s.battlefield(P0, SQUIRE)
    wurm = s.battlefield(P1, WURM)
    bears = s.battlefield(P1, BEARS)
    attacked_by(s, wurm, bears)
    assert len(me.blocked) == 1
    assert me.blocked[0][1] == wurm.oid and me.blocked[0][0] in (s1.oid, s2.oid)
    assert s.game.players[P0].life == 4


def test_no_chump_block_at_a_high_life_total():
    """At 20 life the same 6/4 and 2/2 attack into our two 1/1s: 8 damage is not lethal
    and the next attack is not either, so no 1/1 is thrown in front of the 6/4 (a 1/1
    may still help kill the 2/2: two 1/1s blocking it kill it, CR 510.1)."""
    s, me = position(active=P1, life=(20, 20))
    s.battlefield(P0, SQUIRE)
    s.battlefield(P0, SQUIRE)
    wurm = s.battlefield(P1, WURM)
    bears = s.battlefield(P1, BEARS)
    attacked_by(s, wurm, bears)
    assert all(a != wurm.oid for _, a in me.blocked)
    assert s.game.players[P0].life <= 14
