"""The goldfish player's use of cost options (issue 16 part 4): it picks the option that
speeds up the kill."""

from scenario import P0, P1

from deckstats.engine import Step
from deckstats.engine.actions import PASS, CastSpell, HandAction
from deckstats.engine.casting import legal_actions
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.players.goldfish import GoldfishAgent


def _ask(s, agent=None, pid=P0):
    actions, canon = legal_actions(s.game, pid)
    agent = agent or GoldfishAgent()
    return agent.decide(
        s.game.views[pid], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[pid]
    )


def test_goldfish_kicks_vines_on_its_attacker(scenario):
    """CR 702.33: with {G}{G} and an attacker, Vines of Vastwood is kicked (+4/+4) onto it."""
    s = scenario(goldfish=True)
    s.lands(P0, "Forest", "Forest")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.hand(P0, "Vines of Vastwood")
    a = _ask(s)
    assert isinstance(a, CastSpell) and a.kicks == 1 and a.targets == ((bear.oid,),)


def test_goldfish_suspends_rift_bolt_with_spare_mana(scenario):
    """CR 702.62a: one Mountain and Rift Bolt: suspend it (the damage comes next turn)."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain")
    s.hand(P0, "Rift Bolt")
    a = _ask(s)
    assert isinstance(a, HandAction)


def test_goldfish_casts_skewer_for_spectacle_after_damage(scenario):
    """CR 702.137a: after the opponent lost life, Skewer the Critics is cast for {R}."""
    s = scenario(goldfish=True, step=Step.POSTCOMBAT_MAIN)
    s.lands(P0, "Mountain")
    s.hand(P0, "Skewer the Critics")
    assert _ask(s) is PASS
    deal_damage(s.game, None, P0, P1, 2)
    a = _ask(s)
    assert isinstance(a, CastSpell) and a.alt == 1 and a.targets == ((P1,),)


def test_goldfish_fireblasts_only_for_lethal(scenario):
    """CR 118.9: it sacrifices two Mountains for Fireblast only when the 4 damage kill."""
    s = scenario(goldfish=True, life=(20, 10))
    s.lands(P0, "Mountain", "Mountain", tapped=True)
    s.hand(P0, "Fireblast")
    assert _ask(s) is PASS
    s2 = scenario(goldfish=True, life=(20, 4))
    s2.lands(P0, "Mountain", "Mountain", tapped=True)
    s2.hand(P0, "Fireblast")
    a = _ask(s2)
    assert isinstance(a, CastSpell) and a.alt == 1


def test_goldfish_flashes_back_firebolt(scenario):
    """CR 702.34a: with five mana and nothing else to do, Firebolt is cast from the graveyard."""
    s = scenario(goldfish=True)
    s.lands(P0, *["Mountain"] * 5)
    bolt = s.graveyard(P0, "Firebolt")
    a = _ask(s)
    assert isinstance(a, CastSpell) and a.oid == bolt.oid and a.alt == 1


def test_goldfish_cycles_a_dead_land_postcombat(scenario):
    """CR 702.29a: a spare Forgotten Cave is cycled after the land drop, with spare {R}."""
    s = scenario(goldfish=True, step=Step.POSTCOMBAT_MAIN)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.library(P0, *["Mountain"] * 30)  # enough library for the draw budget
    s.game.players[P0].lands_played_turn = 1
    cave = s.hand(P0, "Forgotten Cave")
    a = _ask(s)
    assert isinstance(a, HandAction) and a.oid == cave.oid


def test_goldfish_evokes_mulldrifter_for_cards(scenario):
    """CR 702.74a: with three mana, Mulldrifter is evoked (draw two, then it is sacrificed)."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island", "Island")
    s.library(P0, *["Island"] * 30)
    s.game.players[P0].lands_played_turn = 1
    s.hand(P0, "Mulldrifter")
    a = _ask(s)
    assert isinstance(a, CastSpell) and a.alt == 1


def test_goldfish_snapcaster_then_flashback_bolt(scenario):
    """CR 702.34a: Snapcaster Mage gives Lightning Bolt flashback; the goldfish casts it again."""
    from deckstats.engine import Zone
    from deckstats.players import get_agent

    s = scenario(goldfish=True, life=(20, 3), agents=(GoldfishAgent(), get_agent("inert")))
    s.lands(P0, "Island", "Mountain", "Mountain")
    s.library(P0, *["Island"] * 30)
    s.game.players[P0].lands_played_turn = 1
    s.graveyard(P0, "Lightning Bolt")
    s.hand(P0, "Snapcaster Mage")
    s.priority()
    assert s.game.players[P1].life <= 0
    assert "Lightning Bolt" in s.names(P0, Zone.EXILE)


def test_goldfish_declines_a_suspend_cast_that_would_kill_it(scenario):
    """CR 702.62a "you may cast it": with its own Eidolon of the Great Revel out and 2 life,
    the goldfish leaves Rift Bolt in exile (the Eidolon trigger would kill it first)."""
    from deckstats.engine import Zone
    from deckstats.engine.costs import suspend_upkeep
    from deckstats.players import get_agent

    for life, cast in ((2, False), (20, True)):
        s = scenario(
            goldfish=True,
            step=Step.UPKEEP,
            life=(life, 20),
            agents=(GoldfishAgent(), get_agent("inert")),
        )
        s.battlefield(P0, "Eidolon of the Great Revel")
        bolt = s.game.new_object(s.card("Rift Bolt"), P0, Zone.EXILE)
        s.game.players[P0].exile.append(bolt)
        bolt.suspended = True
        bolt.counters = {"time": 1}
        suspend_upkeep(s.game, P0)
        assert bool(s.game.stack) is cast
