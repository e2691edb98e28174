"""Activated abilities at instant speed, where a competent player uses them (issue 27.3).

Player 0 is the heuristic player under test, player 1 a ``ScriptedAgent``; every position
uses real pool cards and runs through the engine's own priority rounds and combat
(``Game.ask``), with the engine's priority hint on, so a hint that hid the option would
fail the test too. CR 602.2: an activated ability may be activated whenever its
controller has priority.
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.engine import Step, Zone
from deckstats.engine.actions import CastSpell
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

FANATIC = "Mogg Fanatic"  # 1/1, "Sacrifice: 1 damage to any target"
SORCERER = "Prodigal Sorcerer"  # 1/1, "{T}: 1 damage to any target"
HALLOWBLADE = "Seasoned Hallowblade"  # 3/1, "Discard a card: tap it, indestructible"
SAILOR = "Spectral Sailor"  # 1/1 flier
CENTAUR = "Centaur Courser"  # 3/3


def _scenario(**kw) -> Scenario:
    return Scenario(agents=(HeuristicAgent("midrange"), ScriptedAgent()), **kw)


class _Attacks(HeuristicAgent):
    """The heuristic player with its attack fixed by the test (everything else its own)."""

    def __init__(self) -> None:
        super().__init__("aggro")
        self.attackers: tuple[int, ...] = ()

    def on_attackers(self, view, decision, rng):
        return self.attackers


def test_mogg_fanatic_shoots_down_an_attacking_flier():
    """The opponent's 1/1 flier attacks; our Mogg Fanatic cannot block it (CR 702.9b) but
    is sacrificed in the declare-attackers step to kill it (a better creature than the
    Fanatic: CR 704.5g) and no damage is dealt."""
    s = _scenario(active=P1)
    fanatic = s.battlefield(P0, FANATIC)
    sailor = s.battlefield(P1, SAILOR)
    s.script(P1, ("attackers", (sailor.oid,)))
    s.combat()
    assert s.zone(sailor) is Zone.GRAVEYARD
    assert s.zone(fanatic) is Zone.GRAVEYARD
    assert s.game.players[P0].life == 20


def test_mogg_fanatic_deals_its_damage_in_response_to_removal():
    """CR 117.3c, 602.2: the opponent bolts our Mogg Fanatic; in response it is
    sacrificed (the cost) and its 1 damage kills the opponent's 1/1 flier. The Bolt
    then has no legal target (CR 608.2b)."""
    s = _scenario(active=P1)
    fanatic = s.battlefield(P0, FANATIC)
    sailor = s.battlefield(P1, SAILOR)
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, "Lightning Bolt")
    s.script(P1, ("priority", CastSpell(bolt.oid, ((fanatic.oid,),))))
    s.priority()
    assert s.zone(fanatic) is Zone.GRAVEYARD
    assert s.zone(sailor) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 20


def test_prodigal_sorcerer_pings_at_the_end_of_the_opponents_turn():
    """The opponent's end step: our untapped Prodigal Sorcerer kills its 1/1 flier (it
    untaps in our untap step, CR 502.3, so the tap costs nothing)."""
    s = _scenario(active=P1, step=Step.END)
    s.battlefield(P0, SORCERER)
    sailor = s.battlefield(P1, SAILOR)
    s.priority()
    assert s.zone(sailor) is Zone.GRAVEYARD


def test_prodigal_sorcerer_pings_the_face_when_nothing_dies():
    """No creature it can kill: the ping goes at the opponent (a point of damage)."""
    s = _scenario(active=P1, step=Step.END)
    s.battlefield(P0, SORCERER)
    s.battlefield(P1, CENTAUR)
    s.priority()
    assert s.game.players[P1].life == 19


def test_hallowblade_discards_to_survive_a_block():
    """Our Seasoned Hallowblade (3/1) attacks and a 3/3 blocks it: after blocks its
    ability (discard a card: tap it, indestructible, CR 702.12b) keeps it alive, and its
    3 damage still kills the blocker (tapping an attacker does not remove it from
    combat, CR 506.4)."""
    agent = _Attacks()
    s = Scenario(agents=(agent, ScriptedAgent()), active=P0)
    blade = s.battlefield(P0, HALLOWBLADE)
    spare = s.hand(P0, "Plains")
    centaur = s.battlefield(P1, CENTAUR)
    agent.attackers = (blade.oid,)
    s.script(P1, ("blockers", ((centaur.oid, blade.oid),)))
    s.combat()
    assert s.zone(blade) is Zone.BATTLEFIELD
    assert s.zone(centaur) is Zone.GRAVEYARD
    assert s.zone(spare) is Zone.GRAVEYARD


def test_hallowblade_is_not_saved_when_it_survives_anyway():
    """Blocked by a 0/4 wall it takes no damage: the card stays in hand."""
    agent = _Attacks()
    s = Scenario(agents=(agent, ScriptedAgent()), active=P0)
    blade = s.battlefield(P0, HALLOWBLADE)
    spare = s.hand(P0, "Plains")
    wall = s.battlefield(P1, "Wall of Omens")
    agent.attackers = (blade.oid,)
    s.script(P1, ("blockers", ((wall.oid, blade.oid),)))
    s.combat()
    assert s.zone(blade) is Zone.BATTLEFIELD
    assert s.zone(spare) is Zone.HAND
