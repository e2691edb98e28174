"""Removal and burn go to the permanent that matters (issue 27, Targets).

Each position is built with the scenario builder (tests/scenario.py); player 0 is the
heuristic agent under test in its precombat main phase with one removal spell, player 1
a ``ScriptedAgent``. The threat assessment (``players.threats.assess``) must pick the
creature that decides the game over the biggest one on the board.
"""

from __future__ import annotations

from engine.cards import BOLT, MOUNTAIN, SWAMP
from scenario import P0, P1, Scenario

from deckstats.engine import Zone
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

DOOM_BLADE = "Doom Blade"  # destroy target nonblack creature
CENTAUR = "Centaur Courser"  # 3/3 vanilla
WURM = "Craw Wurm"  # 6/4 vanilla
DRAKE = "Wind Drake"  # 2/2 flying
ANGEL = "Serra Angel"  # 4/4 flying, vigilance
SPIDER = "Giant Spider"  # 2/4 reach
RATS = "Typhoid Rats"  # 1/1 deathtouch
SORCERER = "Prodigal Sorcerer"  # 1/1, {T}: 1 damage to any target
ELVES = "Llanowar Elves"  # 1/1 mana creature
PEGASUS = "Mesa Pegasus"  # 1/1 flying


def _main(profile: str = "midrange", **kw) -> Scenario:
    """Player 0's precombat main phase (turn 5), the heuristic ``profile`` against a script."""
    return Scenario(agents=(HeuristicAgent(profile), ScriptedAgent()), turn=5, **kw)


def _doom_blade(s: Scenario) -> None:
    s.lands(P0, SWAMP, SWAMP)
    s.hand(P0, DOOM_BLADE)


def test_removal_goes_to_the_flier_we_cannot_block():
    """Our 3/3 holds their 3/3 on the ground, but nothing of ours blocks their 2/2 flier
    (CR 702.9b): Doom Blade kills the Wind Drake, not the bigger Centaur Courser."""
    s = _main()
    _doom_blade(s)
    s.battlefield(P0, CENTAUR)
    drake = s.battlefield(P1, DRAKE)
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(drake) is Zone.GRAVEYARD
    assert s.zone(centaur) is Zone.BATTLEFIELD


def test_burn_goes_to_the_deathtouch_blocker_walling_our_attacker():
    """Their 1/1 deathtouch Rats would kill our 6/4 Wurm in any block (CR 702.2b); their
    3/3 only chumps it. Lightning Bolt kills the Rats, not the bigger 3/3."""
    s = _main()
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    s.battlefield(P0, WURM)
    rats = s.battlefield(P1, RATS)
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(rats) is Zone.GRAVEYARD
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 20


def test_removal_goes_to_the_reach_blocker_that_stops_lethal_in_the_air():
    """At 6 life facing our 4/4 and 2/2 fliers, only their Giant Spider (reach, CR
    702.17b) can block; without it the air attack is lethal. Doom Blade kills the Spider,
    not the bigger Craw Wurm, and the fliers then win the game."""
    s = _main(life=(20, 6))
    _doom_blade(s)
    s.battlefield(P0, ANGEL)
    s.battlefield(P0, DRAKE)
    spider = s.battlefield(P1, SPIDER)
    wurm = s.battlefield(P1, WURM)
    s.priority()
    assert s.zone(spider) is Zone.GRAVEYARD
    assert s.zone(wurm) is Zone.BATTLEFIELD


def test_removal_goes_to_the_pinger():
    """Their Prodigal Sorcerer kills one of our two 1/1s every turn; Doom Blade kills the
    pinger, not the bigger vanilla 3/3."""
    s = _main()
    _doom_blade(s)
    s.battlefield(P0, ELVES)
    s.battlefield(P0, ELVES)
    sorcerer = s.battlefield(P1, SORCERER)
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(sorcerer) is Zone.GRAVEYARD
    assert s.zone(centaur) is Zone.BATTLEFIELD


def test_our_pinger_shoots_the_x1_it_can_kill():
    """Our Prodigal Sorcerer facing a 4/4 Serra Angel and a 1/1 Mesa Pegasus: the ping
    kills the Pegasus (1 damage >= its toughness, CR 704.5g) rather than going to the face
    or chipping the Angel it cannot kill."""
    s = _main()
    s.battlefield(P0, SORCERER)
    angel = s.battlefield(P1, ANGEL)
    pegasus = s.battlefield(P1, PEGASUS)
    s.priority()
    assert s.zone(pegasus) is Zone.GRAVEYARD
    assert angel.damage == 0


def test_our_pinger_does_not_chip_a_creature_it_cannot_kill():
    """With only a 4/4 across the table, the ping goes to the face: 1 damage on a 4/4
    is gone at the cleanup step (CR 514.2)."""
    s = _main()
    s.battlefield(P0, SORCERER)
    angel = s.battlefield(P1, ANGEL)
    s.priority()
    assert angel.damage == 0
    assert s.game.players[P1].life == 19
