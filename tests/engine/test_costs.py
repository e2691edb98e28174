"""CR 118.9, 601.2b, 601.2f, 702: cost options: alternative costs, kicker, flashback,
suspend, spectacle and cycling (``deckstats.engine.costs``)."""

import pytest
from scenario import P0, P1

from deckstats.engine import Step, Zone
from deckstats.engine.actions import CastSpell, HandAction
from deckstats.engine.costs import GRANTED_FLASHBACK
from deckstats.engine.damage import deal_damage
from deckstats.engine.errors import IllegalActionError


def _life(s, pid):
    return s.game.players[pid].life


def _hand_actions(s, pid=P0):
    return [a for a in s.legal(pid) if isinstance(a, HandAction)]


def test_suspend_exiles_with_time_counters_and_casts_on_last_removal(scenario):
    """CR 702.62a suspend: pay {R}, exile with one time counter; at the next upkeep the last
    counter comes off and Rift Bolt is cast without paying its mana cost."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.library(P0, "Mountain", "Mountain")
    s.library(P1, "Mountain", "Mountain")
    bolt = s.hand(P0, "Rift Bolt")
    assert not [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == bolt.oid]
    (action,) = _hand_actions(s)
    s.act(P0, action)
    (exiled,) = s.game.players[P0].exile
    assert exiled.suspended and exiled.counter("time") == 1
    assert _life(s, P1) == 20
    s.next_turn()  # the opponent's turn: nothing happens
    assert _life(s, P1) == 20
    s.next_turn()  # our upkeep: the last counter comes off, it is cast and resolves
    assert _life(s, P1) == 17
    assert s.names(P0, Zone.GRAVEYARD) == ["Rift Bolt"]
    assert not s.game.players[P0].exile


def test_suspend_needs_its_cost_and_sorcery_timing(scenario):
    """CR 702.62a, 116.2f: suspending is possible only when the card could be cast."""
    s = scenario(step=Step.UPKEEP)
    s.lands(P0, "Mountain")
    s.hand(P0, "Rift Bolt")
    assert not _hand_actions(s)
    s2 = scenario()
    s2.hand(P0, "Rift Bolt")
    assert not _hand_actions(s2)  # no {R}


def test_spectacle_only_after_an_opponent_lost_life_this_turn(scenario):
    """CR 702.137a spectacle: the {R} cost is allowed only if an opponent lost life this turn."""
    s = scenario()
    s.lands(P0, "Mountain")
    skewer = s.hand(P0, "Skewer the Critics")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(skewer.oid, ((P1,),), alt=1))
    deal_damage(s.game, None, P0, P1, 2)  # combat damage, say
    s.act(P0, CastSpell(skewer.oid, ((P1,),), alt=1))
    s.resolve()
    assert _life(s, P1) == 20 - 2 - 3


def test_fireblast_sacrifices_two_mountains_instead_of_mana(scenario):
    """CR 118.9: "sacrifice two Mountains rather than pay this spell's mana cost"."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", tapped=True)
    blast = s.hand(P0, "Fireblast")
    s.act(P0, CastSpell(blast.oid, ((P1,),), alt=1))
    s.resolve()
    assert _life(s, P1) == 16
    assert s.names(P0, Zone.BATTLEFIELD) == []
    s2 = scenario()
    s2.lands(P0, "Mountain")
    blast2 = s2.hand(P0, "Fireblast")
    with pytest.raises(IllegalActionError):
        s2.act(P0, CastSpell(blast2.oid, ((P1,),), alt=1))


def test_force_of_will_pays_life_and_exiles_a_blue_card(scenario):
    """CR 118.9: Force of Will: pay 1 life and exile a blue card from hand instead of mana."""
    s = scenario(active=P1)
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, "Lightning Bolt")
    s.cast(P1, bolt, [P0])
    fow = s.hand(P0, "Force of Will")
    s.hand(P0, "Counterspell")
    s.act(P0, CastSpell(fow.oid, ((s.game.stack[-1].sid,),), alt=1))
    s.resolve()
    assert _life(s, P0) == 19
    assert s.names(P0, Zone.EXILE) == ["Counterspell"]
    assert "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)


def test_daze_returns_an_island(scenario):
    """CR 118.9: Daze: return an Island you control to its owner's hand instead of mana."""
    s = scenario(active=P1)
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
    s.lands(P0, "Island", tapped=True)
    daze = s.hand(P0, "Daze")
    s.act(P0, CastSpell(daze.oid, ((s.game.stack[-1].sid,),), alt=1))
    assert "Island" in s.names(P0, Zone.HAND)


def test_kicker_adds_cost_and_effect(scenario):
    """CR 702.33a, 702.33d kicker: Vines of Vastwood kicked for {G} more gives +4/+4."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    bear = s.battlefield(P0, "Grizzly Bears")
    vines = s.hand(P0, "Vines of Vastwood")
    s.act(P0, CastSpell(vines.oid, ((bear.oid,),), kicks=1))
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (6, 6)
    s2 = scenario()
    s2.lands(P0, "Forest")
    bear2 = s2.battlefield(P0, "Grizzly Bears")
    vines2 = s2.hand(P0, "Vines of Vastwood")
    with pytest.raises(IllegalActionError):
        s2.act(P0, CastSpell(vines2.oid, ((bear2.oid,),), kicks=1))  # only {G}
    s2.cast(P0, vines2, [bear2])
    s2.resolve()
    assert s2.game.power(bear2) == 2


def test_kicker_cannot_be_paid_twice(scenario):
    """CR 702.33c: plain kicker is paid at most once (multikicker any number of times)."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    bear = s.battlefield(P0, "Grizzly Bears")
    vines = s.hand(P0, "Vines of Vastwood")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(vines.oid, ((bear.oid,),), kicks=2))


def test_flashback_casts_from_graveyard_then_exiles(scenario):
    """CR 702.34a flashback: cast Firebolt from the graveyard for {4}{R}; it is exiled."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 5)
    bolt = s.graveyard(P0, "Firebolt")
    s.act(P0, CastSpell(bolt.oid, ((P1,),), alt=1))
    s.resolve()
    assert _life(s, P1) == 18
    assert s.names(P0, Zone.EXILE) == ["Firebolt"]
    assert s.names(P0, Zone.GRAVEYARD) == []


def test_flashback_is_not_cast_from_hand(scenario):
    """CR 702.34a: flashback works only from the graveyard."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 5)
    bolt = s.hand(P0, "Firebolt")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(bolt.oid, ((P1,),), alt=1))


def test_snapcaster_grants_flashback_at_mana_cost(scenario):
    """CR 702.34a: Snapcaster Mage gives a graveyard instant flashback equal to its mana cost."""
    s = scenario()
    s.lands(P0, "Island", "Mountain", "Mountain")
    bolt = s.graveyard(P0, "Lightning Bolt")
    s.cast(P0, s.hand(P0, "Snapcaster Mage"))
    s.script(P0, ("targets", ((bolt.oid,),)))
    s.resolve()
    new_bolt = s.game.players[P0].graveyard[-1]
    assert new_bolt.flashback_turn == s.game.turn
    s.act(P0, CastSpell(new_bolt.oid, ((P1,),), alt=GRANTED_FLASHBACK))
    s.resolve()
    assert _life(s, P1) == 17
    assert s.names(P0, Zone.EXILE) == ["Lightning Bolt"]


def test_cycling_discards_and_draws(scenario):
    """CR 702.29a cycling: pay, discard this card: draw a card (also a land in hand)."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.library(P0, "Lightning Bolt")
    cave = s.hand(P0, "Forgotten Cave")
    (action,) = _hand_actions(s)
    assert action.oid == cave.oid
    s.act(P0, action)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Forgotten Cave"]


def test_landcycling_searches_for_the_land_type(scenario):
    """CR 702.29e: Islandcycling {1}: search the library for an Island card instead."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.library(P0, "Lightning Bolt", "Island", "Mountain")
    s.hand(P0, "Lórien Revealed")
    (action,) = _hand_actions(s)
    s.act(P0, action)
    s.resolve()
    assert "Island" in s.names(P0, Zone.HAND)


def test_evoke_draws_then_sacrifices(scenario):
    """CR 702.74a evoke: Mulldrifter cast for {2}{U} enters, draws two, and is sacrificed."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.library(P0, "Mountain", "Mountain", "Mountain")
    drifter = s.hand(P0, "Mulldrifter")
    s.act(P0, CastSpell(drifter.oid, alt=1))
    s.resolve()
    assert len(s.names(P0, Zone.HAND)) == 2
    assert s.names(P0, Zone.GRAVEYARD) == ["Mulldrifter"]
    assert "Mulldrifter" not in s.names(P0, Zone.BATTLEFIELD)


def test_gush_returns_two_islands(scenario):
    """CR 118.9: Gush: return two Islands you control to their owner's hand instead of mana."""
    s = scenario()
    s.lands(P0, "Island", "Island", tapped=True)
    s.library(P0, "Mountain", "Mountain", "Mountain")
    gush = s.hand(P0, "Gush")
    s.act(P0, CastSpell(gush.oid, alt=1))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Island", "Mountain", "Mountain"]
    assert s.names(P0, Zone.BATTLEFIELD) == []


def test_creature_cast_from_suspend_gains_haste(scenario):
    """CR 702.62a: a creature cast when its last time counter is removed gains haste.

    Haste matters only on the turn it enters (CR 302.6), so the engine gives it until end of
    turn.
    """
    from deckstats.cards.costs import Suspend
    from deckstats.cards.dsl import creature
    from deckstats.cards.mana import parse_mana_cost
    from deckstats.engine.combat import can_attack
    from deckstats.engine.costs import suspend_upkeep

    baloth = creature(
        "Test Baloth", "{4}{G}{G}", pt=(5, 5), costs=(Suspend(1, parse_mana_cost("{G}")),)
    )
    s = scenario(step=Step.UPKEEP)
    card = s.game.new_object(baloth, P0, Zone.EXILE)
    s.game.players[P0].exile.append(card)
    card.suspended = True
    card.counters = {"time": 1}
    suspend_upkeep(s.game, P0)
    s.resolve()
    (obj,) = [o for o in s.game.players[P0].battlefield if o.card is baloth]
    s.game.step = Step.PRECOMBAT_MAIN
    assert can_attack(s.game, obj)


def test_suspend_removes_one_time_counter_per_upkeep(scenario):
    """CR 702.62a: one time counter comes off per upkeep; the card is cast with the last."""
    from deckstats.engine.costs import suspend_upkeep

    s = scenario(step=Step.UPKEEP)
    card = s.game.new_object(s.card("Rift Bolt"), P0, Zone.EXILE)
    s.game.players[P0].exile.append(card)
    card.suspended = True
    card.counters = {"time": 2}
    suspend_upkeep(s.game, P0)
    assert card.counter("time") == 1 and not s.game.stack
    suspend_upkeep(s.game, P0)
    s.resolve()
    assert _life(s, P1) == 17


def test_describe_lists_cost_options():
    """Cost options appear in the compiled-behaviour listing (deck check, coverage)."""
    from deckstats.cards import get_card
    from deckstats.cards.describe import compiled_lines

    assert "cost: suspend 1 {R}" in compiled_lines(get_card("Rift Bolt"))
    assert "cost: kicker {G}" in compiled_lines(get_card("Vines of Vastwood"))
    assert "cost: spectacle: {R}" in compiled_lines(get_card("Skewer the Critics"))


def test_countered_flashback_spell_is_exiled(scenario):
    """CR 702.34a: a flashback spell that is countered is exiled, not put into the graveyard."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 5)
    bolt = s.graveyard(P0, "Firebolt")
    s.act(P0, CastSpell(bolt.oid, ((P1,),), alt=1))
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, "Counterspell"), [s.game.stack[-1].sid])
    s.resolve()
    assert _life(s, P1) == 20
    assert s.names(P0, Zone.EXILE) == ["Firebolt"]
    assert "Firebolt" not in s.names(P0, Zone.GRAVEYARD)
