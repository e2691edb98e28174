"""The heuristic player acts in the opponent's turn where a competent player would (issue 27.3).

Player 0 is the heuristic agent under test; player 1 is a ``ScriptedAgent`` whose attacks,
blocks and spells the test scripts. Every position uses real cards of the pool (Fog, not in
the pool, is compiled from its Oracle text) and is played through the engine's own
priority rounds and combat (``Game.ask``), as in a real game.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, Scenario

from deckstats.cards.oracle import compile_text
from deckstats.engine import Step, Zone
from deckstats.engine.actions import CastSpell
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

FOG = compile_text(
    "Fog", "{G}", "Instant", "Prevent all combat damage that would be dealt this turn."
)
BEARS = "Grizzly Bears"  # 2/2
CENTAUR = "Centaur Courser"  # 3/3
WURM = "Craw Wurm"  # 6/4
SAILOR = "Spectral Sailor"  # 1/1 flash, flying


def _scenario(profile: str = "midrange", **kw) -> Scenario:
    return Scenario(agents=(HeuristicAgent(profile), ScriptedAgent()), **kw)


class _Attacks(HeuristicAgent):
    """The heuristic player with its attack fixed by the test (everything else its own)."""

    def __init__(self, profile: str = "aggro") -> None:
        super().__init__(profile)
        self.attackers: tuple[int, ...] = ()

    def on_attackers(self, view, decision, rng):
        return self.attackers


def _opponent_attacks(s: Scenario, *attackers, blocks=None) -> None:
    """Player 1 attacks with ``attackers``; the combat runs with its priority rounds."""
    s.script(P1, ("attackers", tuple(a.oid for a in attackers)))
    s.combat()


# ---------------------------------------------------------------------- their attack
@pytest.mark.parametrize("profile", ["aggro", "midrange", "control"])
@pytest.mark.parametrize(
    ("spell", "land"),
    [("Lightning Bolt", "Mountain"), ("Swords to Plowshares", "Plains")],
)
def test_kills_an_attacker_to_survive(profile, spell, land):
    """CR 508.1, 117.3b: at 3 life with no blocker, facing a 3/3 and a 2/2, the player
    kills an attacker in the declare-attackers step (here the 3/3: the 2/2 alone is not
    lethal) and lives; every profile does, not only control."""
    s = _scenario(profile, active=P1, life=(3, 20))
    s.lands(P0, land)
    s.hand(P0, spell)
    centaur = s.battlefield(P1, CENTAUR)
    bears = s.battlefield(P1, BEARS)
    _opponent_attacks(s, centaur, bears)
    assert s.result is None
    assert s.game.players[P0].life == 1
    assert s.zone(centaur) is not Zone.BATTLEFIELD
    assert s.zone(bears) is Zone.BATTLEFIELD


def test_control_holds_instant_removal_for_the_attack():
    """The control player does not cast its instant removal in its own main phase
    (it holds the mana); in the opponent's declare-attackers step it kills the attacker,
    not the bigger creature that stayed home (CR 508.1)."""
    s = _scenario("control", active=P0)
    s.lands(P0, "Plains")
    swords = s.hand(P0, "Swords to Plowshares")
    centaur = s.battlefield(P1, CENTAUR)
    wurm = s.battlefield(P1, WURM)
    s.priority()
    assert s.zone(swords) is Zone.HAND
    s.game.active = P1
    _opponent_attacks(s, centaur)
    assert s.zone(centaur) is Zone.EXILE
    assert s.zone(wurm) is Zone.BATTLEFIELD
    assert s.game.players[P0].life == 20


# ---------------------------------------------------------------------- responses
def test_pumps_in_response_to_burn_on_its_creature():
    """CR 117.3c, 608.2: the opponent bolts our 2/2; with priority while the Bolt is on
    the stack, Giant Growth makes it a 5/5 that survives the 3 damage."""
    s = _scenario("midrange", active=P1)
    s.lands(P0, "Forest")
    growth = s.hand(P0, "Giant Growth")
    bears = s.battlefield(P0, BEARS)
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, "Lightning Bolt")
    s.script(P1, ("priority", CastSpell(bolt.oid, ((bears.oid,),))))
    s.priority()
    assert s.zone(bears) is Zone.BATTLEFIELD
    assert s.zone(growth) is Zone.GRAVEYARD
    assert s.zone(bolt) is Zone.GRAVEYARD


def test_no_pump_when_the_burn_does_not_kill():
    """A Shock at our 3/3 does not kill it: Giant Growth stays in hand."""
    s = _scenario("midrange", active=P1)
    s.lands(P0, "Forest")
    growth = s.hand(P0, "Giant Growth")
    centaur = s.battlefield(P0, CENTAUR)
    s.lands(P1, "Mountain")
    shock = s.hand(P1, "Shock")
    s.script(P1, ("priority", CastSpell(shock.oid, ((centaur.oid,),))))
    s.priority()
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert s.zone(growth) is Zone.HAND


# ---------------------------------------------------------------------- our attack
def test_pumps_the_unblocked_attacker_for_lethal():
    """CR 509.1, 510.1: the opponent is at 5 and blocks one of our two 2/2s with its
    3/3. Giant Growth on the unblocked 2/2 deals 5 and wins; on the blocked one it would
    only win the fight."""
    agent = _Attacks()
    s = Scenario(agents=(agent, ScriptedAgent()), active=P0, life=(20, 5))
    s.lands(P0, "Forest")
    s.hand(P0, "Giant Growth")
    a1 = s.battlefield(P0, BEARS)
    a2 = s.battlefield(P0, BEARS)
    centaur = s.battlefield(P1, CENTAUR)
    agent.attackers = (a1.oid, a2.oid)
    s.script(P1, ("blockers", ((centaur.oid, a1.oid),)))
    s.combat()
    assert s.result is not None and s.result.winner == P0


# ---------------------------------------------------------------------- Fog
@pytest.mark.parametrize(
    ("life", "fogged"),
    [(5, True), (20, False)],
    ids=["lethal-fogs", "not-lethal-keeps-fog"],
)
def test_fog_only_when_facing_lethal(life, fogged):
    """CR 615.1: at 5 life facing a 3/3 and a 2/2 with no blocker, Fog prevents the
    combat damage; at 20 the damage is not lethal and Fog is kept for a later turn."""
    s = _scenario("midrange", active=P1, life=(life, 20))
    s.lands(P0, "Forest")
    fog = s.hand(P0, FOG)
    centaur = s.battlefield(P1, CENTAUR)
    bears = s.battlefield(P1, BEARS)
    _opponent_attacks(s, centaur, bears)
    assert s.result is None
    assert s.game.players[P0].life == (life if fogged else life - 5)
    assert s.zone(fog) is (Zone.GRAVEYARD if fogged else Zone.HAND)


# ---------------------------------------------------------------------- flash
@pytest.mark.parametrize("profile", ["aggro", "midrange", "control"])
def test_flash_creature_waits_for_the_opponents_end_step(profile):
    """CR 702.8a: Spectral Sailor has flash. In our main phase it stays in hand (it could
    not attack before our next turn anyway); at the opponent's end step it is cast
    (CR 513.1), out of reach of their sorcery-speed answers."""
    s = _scenario(profile, active=P0)
    s.lands(P0, "Island")
    sailor = s.hand(P0, SAILOR)
    s.priority()
    assert s.zone(sailor) is Zone.HAND
    s.game.active = P1
    s.game.step = Step.END
    s.priority()
    assert s.zone(sailor) is Zone.BATTLEFIELD


@pytest.mark.parametrize("profile", ["aggro", "midrange", "control"])
def test_burns_the_face_for_the_win_before_the_attack_lands(profile):
    """Both players at 3; the opponent attacks with a 3/3 and a 2/2. Lightning Bolt to
    the face wins at once (CR 104.3b, 704.5a) instead of killing an attacker."""
    s = _scenario(profile, active=P1, life=(3, 3))
    s.lands(P0, "Mountain")
    s.hand(P0, "Lightning Bolt")
    centaur = s.battlefield(P1, CENTAUR)
    bears = s.battlefield(P1, BEARS)
    _opponent_attacks(s, centaur, bears)
    assert s.result is not None and s.result.winner == P0
    assert s.zone(centaur) is Zone.BATTLEFIELD
