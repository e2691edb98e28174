"""Burn at the face or at a creature, by the race arithmetic (issue 27, Targets).

``players.burn.race_turns`` counts our turns to kill the opponent (our attack through
their blockers, plus the burn in hand at the face) against their turns to kill us; the
heuristic burns the face when the race is won that way and kills the creature whose
death decides the race. Positions from the scenario builder (tests/scenario.py).
"""

from __future__ import annotations

from engine.cards import BEARS, BOLT, MOUNTAIN
from scenario import P0, P1, Scenario

from deckstats.cards.dsl import creature
from deckstats.engine import Zone
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

CENTAUR = "Centaur Courser"  # 3/3 vanilla
ANGEL = "Serra Angel"  # 4/4 flying, vigilance
RAIDER = creature("Test Raider", "{2}{R}", pt=(3, 1))  # a 3/1 vanilla


def _main(profile: str, **kw) -> Scenario:
    """Player 0's precombat main phase (turn 5) with Lightning Bolt and a Mountain."""
    s = Scenario(agents=(HeuristicAgent(profile), ScriptedAgent()), turn=5, **kw)
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    return s


def test_burns_the_face_for_lethal_past_a_blocker():
    """Opponent at 5 with a 3/3; our two 2/2s get 2 damage past it and Bolt 3 more:
    the face, not the 3/3 (a guard: lethal this turn)."""
    s = _main("aggro", life=(20, 5))
    s.battlefield(P0, BEARS)
    s.battlefield(P0, BEARS)
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 2


def test_kills_the_creature_that_decides_the_race():
    """We are at 3 facing a 3/1 that kills us next turn; the opponent is at 15 and our
    2/2 gets nothing past the 3/1. Bolting the face loses; killing the 3/1 (worth less
    than the aggro profile's burn floor) wins the race, so the Bolt kills it."""
    s = _main("aggro", life=(3, 15))
    s.battlefield(P0, BEARS)
    raider = s.battlefield(P1, RAIDER)
    s.priority()
    assert s.zone(raider) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 15


def test_burns_the_face_when_the_race_is_won():
    """Opponent at 7 with a 3/3 that cannot block our 4/4 flier (CR 702.9b): Bolt at the
    face and the Angel's attack kill this turn, while their 3/3 needs 7 turns on our 20.
    The midrange player bolts the face instead of the 3/3 (which would only delay the
    win a turn)."""
    s = _main("midrange", life=(20, 7))
    s.battlefield(P0, ANGEL)
    centaur = s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 4


def test_race_turns_counts_blockers_burn_and_their_clock():
    """The arithmetic itself: (our turns, their turns), with and without a creature."""
    from deckstats.players.burn import race_turns

    s = _main("aggro", life=(3, 15))
    s.battlefield(P0, BEARS)
    raider = s.battlefield(P1, RAIDER)
    view = s.game.views[P0]
    assert race_turns(view, 3) == (10_000, 1)  # nothing gets past the 3/1; it kills us
    assert race_turns(view, 3, raider) == (6, 10_000)  # 12 left at 2 a turn; no clock
    t = _main("aggro", life=(20, 5))
    t.battlefield(P0, BEARS)
    t.battlefield(P0, BEARS)
    t.battlefield(P1, CENTAUR)
    assert race_turns(t.game.views[P0], 3) == (1, 7)
