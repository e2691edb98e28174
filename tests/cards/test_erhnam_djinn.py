"""Erhnam Djinn's drawback: an opposing creature gains forestwalk until your next upkeep.

"At the beginning of your upkeep, target non-Wall creature an opponent controls gains
forestwalk until your next upkeep." (CR 702.14c: a creature with forestwalk can't be blocked
while the defending player controls a Forest; CR 611.2a-b: the effect ends as the Djinn's
controller's next upkeep begins; ``engine.walk_grants``). Before round 42 the sentence was
ignored: a 4/5 for four with no drawback, a partial card that gained power.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.engine import Step, events
from deckstats.engine.combat import can_block


def _upkeep(s, pid=P0):
    g = s.game
    g.active = pid
    g.players[pid].turns_taken += 1  # the turn begins (engine.turn.take_turn)
    g.enter_step(Step.UPKEEP)
    events.on_step(g, Step.UPKEEP)
    s.resolve()


def _board(scenario, land, theirs="Grizzly Bears"):
    """P0: ``land``, Erhnam Djinn and Grizzly Bears; P1: ``theirs``."""
    s = scenario()
    s.lands(P0, land)
    s.battlefield(P0, "Erhnam Djinn")
    return s, s.battlefield(P0, "Grizzly Bears"), s.battlefield(P1, theirs)


def test_the_target_gains_forestwalk_until_the_djinns_next_upkeep(scenario):
    s, blocker, bears = _board(scenario, "Forest")
    assert can_block(s.game, blocker, bears)
    _upkeep(s)
    assert bears.walk_grant is not None
    g = s.game
    g.active = P1  # the opponent's turn: P0 controls a Forest, so the Bears walk past
    g.players[P1].turns_taken += 1
    assert not can_block(g, blocker, bears)
    assert can_block(g, bears, blocker)  # only the target has it
    g.active = P0
    g.players[P0].turns_taken += 1  # the Djinn's controller's next turn: it has ended
    assert can_block(g, blocker, bears)
    assert bears.walk_grant is None


def test_a_defender_without_a_forest_can_still_block(scenario):
    s, blocker, bears = _board(scenario, "Island")
    _upkeep(s)
    assert bears.walk_grant is not None
    assert can_block(s.game, blocker, bears)


def test_walls_and_our_own_creatures_are_not_targets(scenario):
    """Only a non-Wall creature an opponent controls: with none, the trigger does nothing."""
    s, ours, wall = _board(scenario, "Forest", "Wall of Omens")
    _upkeep(s)
    assert ours.walk_grant is None and wall.walk_grant is None
