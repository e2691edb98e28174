"""Scenario tests for staples whose cost options matter (issue 16 part 4).

Rift Bolt, Skewer the Critics, Fireblast, Force of Will, Daze, Vines of Vastwood, Firebolt,
Snapcaster Mage, Forgotten Cave and Lórien Revealed are covered with their rules in
``tests/engine/test_costs.py``; the rest are here.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell


def test_faithless_looting_flashback_from_graveyard(scenario):
    """CR 702.34a flashback {2}{R}: draw two, discard two, then Faithless Looting is exiled."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.library(P0, "Lightning Bolt", "Shock")
    loot = s.graveyard(P0, "Faithless Looting")
    s.hand(P0, "Hill Giant")
    s.act(P0, CastSpell(loot.oid, alt=1))
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Faithless Looting"]
    assert len(s.names(P0, Zone.HAND)) == 1
    assert len(s.names(P0, Zone.GRAVEYARD)) == 2


def test_lingering_souls_flashback_makes_two_more_spirits(scenario):
    """CR 702.34a flashback {1}{B}: two more 1/1 flying Spirits, and the card is exiled."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Swamp", "Swamp")
    souls = s.hand(P0, "Lingering Souls")
    s.cast(P0, souls)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Spirit") == 2
    (in_grave,) = s.game.players[P0].graveyard
    s.act(P0, CastSpell(in_grave.oid, alt=1))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Spirit") == 4
    assert s.names(P0, Zone.EXILE) == ["Lingering Souls"]


def test_ancient_grudge_flashback_for_green(scenario):
    """CR 702.34a flashback {G}: destroy target artifact again from the graveyard."""
    s = scenario()
    s.lands(P0, "Forest")
    skirge = s.battlefield(P1, "Vault Skirge")
    grudge = s.graveyard(P0, "Ancient Grudge")
    s.act(P0, CastSpell(grudge.oid, ((skirge.oid,),), alt=1))
    s.resolve()
    assert s.zone(skirge) is Zone.GRAVEYARD
    assert s.names(P0, Zone.EXILE) == ["Ancient Grudge"]


def test_gnarlid_pack_multikicker_counters(scenario):
    """CR 702.33c-d multikicker: kicked twice ({1}{G} each), it gets two +1/+1 counters."""
    s = scenario()
    s.lands(P0, *["Forest"] * 6)
    pack = s.hand(P0, "Gnarlid Pack")
    kicks = sorted(a.kicks for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == pack.oid)
    assert kicks == [0, 1, 2]
    s.act(P0, CastSpell(pack.oid, kicks=2))
    s.resolve()
    (obj,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Gnarlid Pack"]
    assert obj.counter("+1/+1") == 2
    assert (s.game.power(obj), s.game.toughness(obj)) == (4, 4)


def test_burst_lightning_kicked_deals_four(scenario):
    """CR 702.33d kicker {4}: Burst Lightning deals 2, or 4 instead when kicked."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Burst Lightning"), [P1])
    s.resolve()
    assert s.game.players[P1].life == 18
    s2 = scenario()
    s2.lands(P0, *["Mountain"] * 5)
    burst = s2.hand(P0, "Burst Lightning")
    s2.act(P0, CastSpell(burst.oid, ((P1,),), kicks=1))
    s2.resolve()
    assert s2.game.players[P1].life == 16


def test_goblin_bushwhacker_kicked_gives_team_haste(scenario):
    """CR 702.33d: "When it enters, if it was kicked", creatures get +1/+0 and haste."""
    from deckstats.engine.combat import can_attack

    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    ally = s.battlefield(P0, "Grizzly Bears", sick=True)
    whacker = s.hand(P0, "Goblin Bushwhacker")
    s.act(P0, CastSpell(whacker.oid, kicks=1))
    s.resolve()
    assert s.game.power(ally) == 3 and can_attack(s.game, ally)
    s2 = scenario()
    s2.lands(P0, "Mountain")
    ally2 = s2.battlefield(P0, "Grizzly Bears", sick=True)
    s2.cast(P0, s2.hand(P0, "Goblin Bushwhacker"))
    s2.resolve()
    assert s2.game.power(ally2) == 2 and not can_attack(s2.game, ally2)


def test_street_wraith_cycles_for_two_life(scenario):
    """CR 702.29a, 119.4: "Cycling—Pay 2 life": no mana, 2 life, discard it, draw a card."""
    from deckstats.engine.actions import HandAction

    s = scenario()
    s.library(P0, "Swamp")
    s.hand(P0, "Street Wraith")
    (action,) = [a for a in s.legal(P0) if isinstance(a, HandAction)]
    s.act(P0, action)
    s.resolve()
    assert s.game.players[P0].life == 18
    assert s.names(P0, Zone.HAND) == ["Swamp"]
    s2 = scenario(life=(1, 20))
    s2.hand(P0, "Street Wraith")
    assert not [a for a in s2.legal(P0) if isinstance(a, HandAction)]


def test_ancestral_vision_suspend_four_then_draw_three(scenario):
    """CR 702.62a: no mana cost (CR 118.6), so it can only be suspended; with the fourth
    counter removed it is cast for free and its controller draws three cards."""
    from deckstats.engine import Step
    from deckstats.engine.actions import HandAction
    from deckstats.engine.costs import suspend_upkeep

    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, *["Island"] * 5)
    vision = s.hand(P0, "Ancestral Vision")
    actions = [a for a in s.legal(P0) if getattr(a, "oid", None) == vision.oid]
    assert actions == [HandAction(vision.oid, 0)]
    s.act(P0, actions[0])
    s.game.step = Step.UPKEEP
    for _ in range(3):
        suspend_upkeep(s.game, P0)
        assert not s.game.stack
    s.script(P0, ("targets", ((P0,),)))
    suspend_upkeep(s.game, P0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] * 3
    assert s.names(P0, Zone.GRAVEYARD) == ["Ancestral Vision"]


def test_deep_analysis_flashback_pays_mana_and_life(scenario):
    """CR 702.34a, 119.4: "Flashback—{1}{U}, Pay 3 life": two cards, 3 life, then exiled."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island", "Island")
    analysis = s.graveyard(P0, "Deep Analysis")
    s.script(P0, ("targets", ((P0,),)))
    s.act(P0, CastSpell(analysis.oid, ((P0,),), alt=1))
    s.resolve()
    assert s.game.players[P0].life == 17
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]
    assert s.names(P0, Zone.EXILE) == ["Deep Analysis"]
    s2 = scenario(life=(2, 20))  # less life than the 3 to pay
    s2.lands(P0, "Island", "Island")
    s2.graveyard(P0, "Deep Analysis")
    assert not [a for a in s2.legal(P0) if isinstance(a, CastSpell)]
