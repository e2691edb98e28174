"""Triggered abilities of the metagame, round 39 (issue 26, trigger helper): real cards.

Each family: the compiled form of a real card's Oracle text, and an engine scenario that
shows it plays as the rules say (the CR rule is cited in each test).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import AddMana, AddOneOf
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.engine import Zone
from deckstats.engine.types import Step

# -- mana triggers: "Whenever enchanted land is tapped for mana, ... adds an additional" -------


def _wild_growth():
    return compile_text(
        "Wild Growth",
        "{G}",
        "Enchantment — Aura",
        "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an "
        "additional {G}.",
    )


def _utopia_sprawl():
    return compile_text(
        "Utopia Sprawl",
        "{G}",
        "Enchantment — Aura",
        "Enchant Forest\nAs Utopia Sprawl enters, choose a color.\nWhenever enchanted Forest is "
        "tapped for mana, its controller adds an additional one mana of the chosen color.",
    )


def _mirari_wake():
    return compile_text(
        "Mirari's Wake",
        "{3}{G}{W}",
        "Enchantment",
        "Creatures you control get +1/+1 and have vigilance.\nWhenever you tap a land for mana, "
        "add one mana of any type that land produced.",
    )


def _leyline_of_abundance():
    return compile_text(
        "Leyline of Abundance",
        "{2}{G}{G}",
        "Enchantment",
        "If Leyline of Abundance is in your opening hand, you may begin the game with it on the "
        "battlefield.\nWhenever you tap a creature for mana, add an additional {G}.\n{6}{G}{G}: "
        "Put a +1/+1 counter on each creature you control.",
    )


def test_mana_triggers_compile():
    """CR 605.1b: a trigger on a permanent tapped for mana, and the mana it adds."""
    from deckstats.cards.effects import AddManaOfTapped
    from deckstats.cards.triggers import TappedForMana

    growth = _wild_growth()
    assert growth.unparsed == ()
    assert [(t.when, t.effect) for t in growth.triggers] == [
        (TappedForMana(Ref.ENCHANTED_OR_EQUIPPED), (AddMana("G"),))
    ]
    sprawl = _utopia_sprawl()
    assert sprawl.unparsed == ()
    assert sprawl.triggers[0].effect == (AddOneOf("", chosen=True),)
    wake = _mirari_wake()
    assert wake.unparsed == ()
    assert wake.triggers[0].when == TappedForMana(Ref.YOU, Filter(card_type=CardType.LAND))
    assert wake.triggers[0].effect == (AddManaOfTapped(),)
    leyline = _leyline_of_abundance()
    assert leyline.unparsed == ()
    assert leyline.triggers[0].when == TappedForMana(Ref.YOU, Filter(card_type=CardType.CREATURE))


def _attach(s, aura, land):
    obj = s.battlefield(P0, aura)
    obj.attached_to = land.oid
    return obj


def test_wild_growth_forest_pays_for_a_two_drop(scenario):
    """CR 605.1b: the Forest's {G} and Wild Growth's {G} together cast Grizzly Bears."""
    s = scenario()
    (forest,) = s.lands(P0, "Forest")
    _attach(s, _wild_growth(), forest)
    bears = s.hand(P0, "Grizzly Bears")
    s.cast(P0, bears)
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert forest.tapped and sum(s.game.players[P0].pool) == 0


def test_wild_growth_mana_floats_when_the_land_pays_alone(scenario):
    """CR 605.1b, 106.4: tapping the land for a one-mana spell adds the {G}: it floats."""
    s = scenario()
    (forest,) = s.lands(P0, "Forest")
    _attach(s, _wild_growth(), forest)
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert forest.tapped
    assert s.game.players[P0].pool[4] == 1  # one {G} left in the pool


def test_no_extra_mana_without_the_aura(scenario):
    """Sanity: a lone Forest does not cast a two-mana spell."""
    s = scenario()
    s.lands(P0, "Forest")
    bears = s.hand(P0, "Grizzly Bears")
    from deckstats.engine.actions import CastSpell

    assert not any(isinstance(a, CastSpell) and a.oid == bears.oid for a in s.legal(P0))


def test_utopia_sprawl_adds_the_chosen_colour(scenario):
    """CR 607.2d, 605.1b: the colour chosen as it entered is the extra mana's colour."""
    s = scenario()
    (forest,) = s.lands(P0, "Forest")
    s.script(P0, ("color", "R"))  # CR 607.2d: chosen as it enters
    _attach(s, _utopia_sprawl(), forest)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[1])
    s.resolve()
    assert forest.tapped and s.game.players[1].life == 17
    assert s.game.players[P0].pool[4] == 1  # the Forest's {G} floats; {R} paid for the Bolt


def test_mirari_wake_doubles_a_basic_land(scenario):
    """CR 605.1b, 106.7: one more mana of the type the land made."""
    s = scenario()
    s.battlefield(P0, _mirari_wake())
    (forest,) = s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert forest.tapped and "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)


def test_leyline_of_abundance_doubles_a_mana_creature(scenario):
    """CR 605.1b: "Whenever you tap a creature for mana": Llanowar Elves makes {G}{G}."""
    s = scenario()
    s.battlefield(P0, _leyline_of_abundance())
    elves = s.battlefield(P0, "Llanowar Elves")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert elves.tapped and "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)


# -- "if no mana was spent to cast it" (CR 603.4, 601.2h) --------------------------------------


def _vexing_bauble():
    return compile_text(
        "Vexing Bauble",
        "{1}",
        "Artifact",
        "Whenever a player casts a spell, if no mana was spent to cast it, counter that spell.\n"
        "{1}, {T}, Sacrifice Vexing Bauble: Draw a card.",
    )


def _roiling_vortex():
    return compile_text(
        "Roiling Vortex",
        "{1}{R}",
        "Enchantment",
        "At the beginning of each player's upkeep, Roiling Vortex deals 1 damage to them.\n"
        "Whenever a player casts a spell, if no mana was spent to cast it, Roiling Vortex deals "
        "5 damage to that player.\n{R}: Your opponents can't gain life this turn. Activate only "
        "once each turn.",
    )


def test_free_spell_triggers_compile():
    """CR 603.4: the intervening "if" is the trigger's ``free``; the body names that spell."""
    from deckstats.cards.effects import CounterSpell, DealDamage
    from deckstats.cards.triggers import CastSpell

    bauble = _vexing_bauble()
    assert bauble.unparsed == ()
    assert bauble.triggers[0].when == CastSpell(Ref.EACH_PLAYER, free=True)
    assert bauble.triggers[0].effect == (CounterSpell(Ref.TRIGGERING_OBJECT),)
    vortex = _roiling_vortex()
    assert vortex.unparsed == ()
    assert vortex.triggers[1].when == CastSpell(Ref.EACH_PLAYER, free=True)
    assert vortex.triggers[1].effect == (DealDamage(5, Ref.TRIGGERING_PLAYER),)


def test_vexing_bauble_counters_a_free_spell_only(scenario):
    """CR 603.4, 601.2h: Memnite ({0}) is countered; Grizzly Bears paid with mana is not."""
    s = scenario(active=P1)
    s.battlefield(P0, _vexing_bauble())
    s.cast(P1, s.hand(P1, "Memnite"))
    s.resolve()
    assert "Memnite" in s.names(P1, Zone.GRAVEYARD)
    assert "Memnite" not in s.names(P1, Zone.BATTLEFIELD)
    s.lands(P1, "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Grizzly Bears"))
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


def test_roiling_vortex_punishes_a_phyrexian_spell_paid_with_life(scenario):
    """CR 603.4, 107.4f: Gut Shot paid with 2 life spends no mana: 5 damage to its caster."""
    s = scenario()
    s.battlefield(P0, _roiling_vortex())
    s.cast(P1, s.hand(P1, "Gut Shot"), targets=[P0])
    s.resolve()
    assert s.game.players[P1].life == 20 - 2 - 5
    assert s.game.players[P0].life == 19


# -- "Whenever equipped creature deals combat damage" (CR 510.2) -------------------------------


def _jitte():
    return compile_text(
        "Umezawa's Jitte",
        "{2}",
        "Legendary Artifact — Equipment",
        "Whenever equipped creature deals combat damage, put two charge counters on Umezawa's "
        "Jitte.\nRemove a charge counter from Umezawa's Jitte: Choose one —\n• Equipped creature "
        "gets +2/+2 until end of turn.\n• Target creature gets -1/-1 until end of turn.\n• You "
        "gain 2 life.\nEquip {2}",
    )


def test_jitte_compiles():
    """CR 510.2: "deals combat damage" to anything, of the equipped creature."""
    from deckstats.cards.effects import PutCounters
    from deckstats.cards.triggers import DealsDamage

    jitte = _jitte()
    assert jitte.unparsed == ()
    assert jitte.triggers[0].when == DealsDamage(Ref.ENCHANTED_OR_EQUIPPED, "any", combat=True)
    assert jitte.triggers[0].effect == (PutCounters(2, Ref.SELF, "charge"),)


def test_jitte_counts_one_combat_damage_event_once(scenario):
    """CR 510.2, 603.2: blocked by two creatures, one damage event: two counters, not four."""
    from deckstats.engine import events_more

    s = scenario()
    jitte = s.battlefield(P0, _jitte())
    ogre = s.battlefield(P0, "Gray Ogre")
    jitte.attached_to = ogre.oid
    a = s.battlefield(P1, "Grizzly Bears")
    b = s.battlefield(P1, "Llanowar Elves")
    events_more.on_damage(s.game, ogre, a.oid, True, 2)
    events_more.on_damage(s.game, ogre, b.oid, True, 1)
    s.resolve()
    assert jitte.counters.get("charge") == 2
    events_more.on_damage(s.game, ogre, P1, False, 3)  # not combat damage: no trigger
    s.resolve()
    assert jitte.counters.get("charge") == 2


# -- "is put into a graveyard from the battlefield" = dies (CR 700.4) -------------------------


def test_marionette_apprentice_sees_artifacts_and_creatures_die(scenario):
    """CR 700.4, 603.10a: another creature or artifact of yours to the graveyard: a drain."""
    apprentice = compile_text(
        "Marionette Apprentice",
        "{1}{B}",
        "Creature — Human Artificer",
        "Fabricate 1\nWhenever another creature or artifact you control is put into a graveyard "
        "from the battlefield, each opponent loses 1 life.",
        pt=("1", "2"),
    )
    assert apprentice.unparsed == ()
    s = scenario()
    s.battlefield(P0, apprentice)
    bauble = s.battlefield(P0, "Bonesplitter")
    bears = s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Forest")
    s.game.move(bauble, Zone.GRAVEYARD)
    s.game.move(bears, Zone.GRAVEYARD)
    s.resolve()
    assert s.game.players[P1].life == 18
    s.game.move(s.game.players[P0].battlefield[-1], Zone.GRAVEYARD)  # a land: no trigger
    s.resolve()
    assert s.game.players[P1].life == 18


# -- a spell's triggers for the turn (CR 603.7) and copies of the spell (CR 707.10) ---


def _glimpse():
    return compile_text(
        "Glimpse of Nature",
        "{G}",
        "Sorcery",
        "Whenever you cast a creature spell this turn, draw a card.",
    )


def _galvanic_iteration():
    return compile_text(
        "Galvanic Iteration",
        "{U}{R}",
        "Instant",
        "When you cast your next instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.\nFlashback {1}{U}{R}",
    )


def _mirari():
    return compile_text(
        "Mirari",
        "{5}",
        "Legendary Artifact",
        "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
        "spell. You may choose new targets for the copy.",
    )


def _thousand_year_storm():
    return compile_text(
        "Thousand-Year Storm",
        "{4}{U}{R}",
        "Enchantment",
        "Whenever you cast an instant or sorcery spell, copy it for each other instant and "
        "sorcery spell you've cast before it this turn. You may choose new targets for the "
        "copies.",
    )


def test_granted_triggers_and_copies_compile():
    """CR 603.7: the spell's effect is a trigger for the turn; CR 707.10: the copy."""
    from deckstats.cards.effects import CopySpell, DrawCards, GrantTrigger, OptionalCost
    from deckstats.cards.triggers import CastSpell

    glimpse = _glimpse()
    assert glimpse.unparsed == ()
    (grant,) = glimpse.spell
    assert isinstance(grant, GrantTrigger) and grant.duration == "turn"
    assert grant.trigger.when == CastSpell(Ref.YOU, Filter(card_type=CardType.CREATURE))
    assert grant.trigger.effect == (DrawCards(1),)
    galvanic = _galvanic_iteration()
    assert galvanic.unparsed == ()
    (grant,) = galvanic.spell
    assert grant.trigger.once_each_turn and grant.trigger.effect == (CopySpell(),)
    mirari = _mirari()
    assert mirari.unparsed == ()
    (cost,) = mirari.triggers[0].effect
    assert isinstance(cost, OptionalCost) and cost.then == (CopySpell(),)
    storm = _thousand_year_storm()
    assert storm.unparsed == ()
    (copy,) = storm.triggers[0].effect
    assert copy.count.what == "spells_cast" and copy.count.plus == -1


def test_glimpse_of_nature_draws_for_each_creature_spell_this_turn_only(scenario):
    """CR 603.7: two creature spells this turn draw two; next turn the trigger is gone."""
    s = scenario()
    s.library(P0, *["Island"] * 6)
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, _glimpse()))
    s.resolve()
    hand = len(s.game.players[P0].hand)
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert len(s.game.players[P0].hand) == hand + 2
    assert s.game.granted_triggers
    from deckstats.engine.granted_triggers import expire_granted

    expire_granted(s.game)  # the cleanup step (CR 514.2: "this turn" ends)
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert len(s.game.players[P0].hand) == hand + 2


def test_galvanic_iteration_copies_the_next_instant_once(scenario):
    """CR 603.7, 707.10: the next instant is copied (two Shocks), the one after is not."""
    s = scenario()
    s.lands(P0, "Island", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, _galvanic_iteration()))
    s.resolve()
    s.cast(P0, s.hand(P0, "Shock"), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 16
    s.cast(P0, s.hand(P0, "Shock"), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 14


def test_thousand_year_storm_copies_for_each_earlier_spell(scenario):
    """CR 707.10: the third instant of the turn is copied twice (two cast before it)."""
    s = scenario()
    s.battlefield(P0, _thousand_year_storm())
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    for _ in range(3):
        s.cast(P0, s.hand(P0, "Shock"), targets=[P1])
        s.resolve()
    # Shock 1: no copy (2); Shock 2: one copy (4); Shock 3: two copies (6)
    assert s.game.players[P1].life == 20 - 12


def test_mirari_copies_when_paid(scenario):
    """CR 608.2c, 707.10: {3} paid: the Shock is copied (4 damage); not paid: 2."""
    s = scenario()
    s.battlefield(P0, _mirari())
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, "Shock"), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 16
    assert all(o.tapped for o in s.game.players[P0].battlefield if o.info.is_land)


def test_high_tide_adds_a_blue_for_each_island_this_turn(scenario):
    """CR 605.1b, 603.7: after High Tide, two Islands make {U}{U} each: Wind Drake and {U} left."""
    high_tide = compile_text(
        "High Tide",
        "{U}",
        "Instant",
        "Until end of turn, whenever a player taps an Island for mana, that player adds an "
        "additional {U}.",
    )
    assert high_tide.unparsed == ()
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, high_tide))
    s.resolve()
    s.cast(P0, s.hand(P0, "Wind Drake"))
    s.resolve()
    assert "Wind Drake" in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.players[P0].pool[1] == 1


# -- two triggered abilities in one paragraph (CR 603.1) ---------------------------------------


def _sowing_mycospawn():
    return compile_text(
        "Sowing Mycospawn",
        "{3}{G}",
        "Creature — Eldrazi Fungus",
        "Kicker {1}{C} (You may pay an additional {1}{C} as you cast this spell.)\nWhen you cast "
        "this spell, search your library for a land card, put it onto the battlefield, then "
        "shuffle. When you cast this spell, if it was kicked, exile target land.",
        pt=("3", "3"),
    )


def test_two_cast_triggers_on_one_line_compile():
    """CR 603.1: each "When you cast this spell, ..." sentence is its own trigger."""
    from deckstats.cards.triggers import CastSpell

    myco = _sowing_mycospawn()
    assert myco.unparsed == ()
    assert [t.when for t in myco.triggers] == [CastSpell(Ref.SELF), CastSpell(Ref.SELF)]


def test_sowing_mycospawn_unkicked_ramps_and_exiles_nothing(scenario):
    """CR 702.33d: unkicked, the second trigger does nothing; the first finds a land."""
    s = scenario()
    s.library(P0, "Forest", "Island")
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    (target,) = s.lands(P1, "Mountain")
    s.script(P0, ("targets", ((target.oid,),)))
    s.cast(P0, s.hand(P0, _sowing_mycospawn()))
    s.resolve()
    assert len([o for o in s.game.players[P0].battlefield if o.info.is_land]) == 5
    assert "Mountain" in s.names(P1, Zone.BATTLEFIELD)
    assert "Sowing Mycospawn" in s.names(P0, Zone.BATTLEFIELD)


# -- sacrifices counted on resolution (CR 701.21, 608.2h) and "another creature named ~" -----


def _smokestack():
    return compile_text(
        "Smokestack",
        "{4}",
        "Artifact",
        "At the beginning of your upkeep, you may put a soot counter on Smokestack.\nAt the "
        "beginning of each player's upkeep, that player sacrifices a permanent for each soot "
        "counter on Smokestack.",
    )


def _negator():
    return compile_text(
        "Phyrexian Negator",
        "{2}{B}",
        "Creature — Phyrexian Horror",
        "Trample\nWhenever Phyrexian Negator is dealt damage, sacrifice that many permanents.",
        pt=("5", "5"),
    )


def _miscreant():
    return compile_text(
        "Faerie Miscreant",
        "{U}",
        "Creature — Faerie Rogue",
        "Flying\nWhen Faerie Miscreant enters, if you control another creature named Faerie "
        "Miscreant, draw a card.",
        pt=("1", "1"),
    )


def test_counted_sacrifices_compile():
    """CR 701.21: the number of permanents is read as the ability resolves."""
    from deckstats.cards.effects import Sacrifice

    stack = _smokestack()
    assert stack.unparsed == ()
    (sac,) = stack.triggers[1].effect
    assert isinstance(sac, Sacrifice) and sac.player == Ref.TRIGGERING_PLAYER
    assert sac.count.what == "counters_on_self" and sac.count.counter == "soot"
    negator = _negator()
    assert negator.unparsed == ()
    assert negator.triggers[0].effect == (Sacrifice(Filter(), Ref.YOU, "X"),)
    assert _miscreant().unparsed == ()


def test_smokestack_makes_the_upkeep_player_sacrifice_one_per_soot_counter(scenario):
    """CR 503.1a, 701.21: two soot counters: the opponent sacrifices two of three lands."""
    from deckstats.engine import events

    s = scenario(active=P1)
    stack = s.battlefield(P0, _smokestack())
    stack.counters = {"soot": 2}
    s.lands(P1, "Mountain", "Mountain", "Mountain")
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert len(s.game.players[P1].battlefield) == 1
    assert "Smokestack" in s.names(P0, Zone.BATTLEFIELD)


def test_phyrexian_negator_sacrifices_one_permanent_per_damage(scenario):
    """CR 120.3: dealt 2 damage, its controller sacrifices two permanents."""
    s = scenario()
    negator = s.battlefield(P0, _negator())
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Shock"), targets=[negator])
    s.resolve()
    assert len(s.game.players[P0].battlefield) == 3  # Negator and 2 lands, or 3 lands


def test_faerie_miscreant_draws_only_beside_another(scenario):
    """CR 603.4: the first Miscreant draws nothing; the second draws a card."""
    s = scenario()
    s.library(P0, "Island", "Island")
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, _miscreant()))
    s.resolve()
    assert len(s.game.players[P0].hand) == 0
    s.cast(P0, s.hand(P0, _miscreant()))
    s.resolve()
    assert len(s.game.players[P0].hand) == 1


# -- emblems with a triggered ability (CR 114.1, 114.4) ----------------------------------------


def _ob_nixilis():
    return compile_text(
        "Ob Nixilis Reignited",
        "{3}{B}{B}",
        "Legendary Planeswalker — Ob Nixilis",
        "+1: You draw a card and you lose 1 life.\n−3: Destroy target creature.\n−8: Target "
        'opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',
        loyalty="5",
    )


def test_trigger_emblems_compile():
    """CR 114.4: the emblem's triggered ability, for the rest of the game."""
    from deckstats.cards.effects import LoseLife
    from deckstats.cards.emblems import GetEmblem
    from deckstats.cards.triggers import Draws

    ob = _ob_nixilis()
    assert ob.unparsed == ()
    (grant,) = ob.abilities[2].effect
    assert isinstance(grant, GetEmblem)  # oracle.emblem_lines (one emblem vocabulary)
    (trigger,) = grant.triggers
    assert trigger.when == Draws(Ref.EACH_PLAYER)
    assert trigger.effect == (LoseLife(2, Ref.YOU),)
    chandra = compile_text(
        "Chandra, Torch of Defiance",
        "{2}{R}{R}",
        "Legendary Planeswalker — Chandra",
        '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to '
        'any target."',
        loyalty="4",
    )
    assert chandra.unparsed == ()


def test_ob_nixilis_emblem_drains_its_owner_whoever_draws(scenario):
    """CR 114.2, 114.4: the opponent's emblem: each draw by either player costs them 2 life."""
    from deckstats.engine.resolve import resolve_effects
    from deckstats.engine.state import StackItem

    s = scenario()
    s.library(P0, "Island", "Island")
    s.library(P1, "Island", "Island")
    ob = s.battlefield(P0, _ob_nixilis())
    (grant,) = ob.card.abilities[2].effect
    resolve_effects(s.game, StackItem(0, "ability", ob, ob.card, P0, (grant,), ((P1,),)))
    s.game.draw(P0)
    s.resolve()
    s.game.draw(P1)
    s.resolve()
    assert s.game.players[P1].life == 16
    assert s.game.players[P0].life == 20


# -- "Whenever one or more +1/+1 counters are put on ~" (CR 122.1, 603.2) ----------------------


def _broodscale():
    return compile_text(
        "Basking Broodscale",
        "{1}{G}",
        "Creature — Eldrazi Lizard",
        "Devoid (This card has no color.)\n{1}{G}: Adapt 1. (If this creature has no +1/+1 "
        "counters on it, put a +1/+1 counter on it.)\nWhenever one or more +1/+1 counters are "
        "put on Basking Broodscale, create a 1/1 colorless Eldrazi Spawn creature token with "
        '"Sacrifice this creature: Add {C}."',
        pt=("1", "1"),
    )


def test_counters_put_trigger_compiles():
    """CR 122.1: the trigger names the counter kind; the Spawn is the pool's, at its size."""
    from deckstats.cards.triggers import CountersPut

    brood = _broodscale()
    assert brood.unparsed == ()
    assert brood.triggers[0].when == CountersPut("+1/+1")
    (token,) = brood.triggers[0].effect
    assert token.token.name == "Eldrazi Spawn" and token.token.abilities


def test_broodscale_makes_one_spawn_per_counter_event(scenario):
    """CR 603.2: two counters in one event: one Spawn; another event: another Spawn."""
    from deckstats.engine.counter_mods import put_counters

    s = scenario()
    brood = s.battlefield(P0, _broodscale())
    put_counters(s.game, brood, "+1/+1", 2)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Eldrazi Spawn") == 1
    put_counters(s.game, brood, "+1/+1", 1)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Eldrazi Spawn") == 2
    put_counters(s.game, brood, "-1/-1", 1)  # another kind: no trigger
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Eldrazi Spawn") == 2
