"""Issue 26, round 37, helper ``spell``: one-shot effects of the metagame's long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).

Follow-up sentences (``oracle.follow_ups``): a spell's "it" / "that creature" is its first
target (CR 115.10, 608.2b, ``Ref.FIRST_TARGET``); "If <condition>, <effect> instead" picks a
branch on resolution with the same target (CR 608.2c, 614.1a); "... also ... if" adds one.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.costs import AdditionalCost
from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    CantGainLife,
    Condition,
    Conditional,
    CounterSpell,
    DamageUnpreventable,
    DealDamage,
    DealDamageEach,
    DestroyEnteredThisTurn,
    Discard,
    DiscardUnless,
    DrawCards,
    Fight,
    GainLife,
    IfTargetWas,
    LoseLife,
    Pump,
    PutCounters,
)
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_CREATURE_YOU_CONTROL,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.engine import Zone
from deckstats.engine.characteristics import keywords, power, toughness
from deckstats.engine.types import Step


def _bear(name: str = "Grizzly Bears", pt: tuple[int, int] = (2, 2)):
    return compile_text(name, "{1}{G}", "Creature — Bear", "", pt=pt)


# -- pronouns: a spell's "it" / "that creature" is its first target (CR 115.10) --------------


def _snakeskin_veil():
    return compile_text(
        "Snakeskin Veil",
        "{G}",
        "Instant",
        "Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn.",
    )


def test_it_is_the_first_target_compiles():
    card = _snakeskin_veil()
    assert card.unparsed == ()
    assert card.spell == (
        PutCounters(1, TARGET_CREATURE_YOU_CONTROL),
        Pump(0, 0, Ref.FIRST_TARGET, Keyword.HEXPROOF),
    )


def test_snakeskin_veil_gives_the_target_hexproof(scenario):
    """CR 115.10: "it" is the creature the spell targets, not the spell (nor another)."""
    s = scenario()
    s.lands(P0, "Forest")
    mine = s.battlefield(P0, _bear())
    other = s.battlefield(P0, _bear("Runeclaw Bear"))
    s.cast(P0, s.hand(P0, _snakeskin_veil()), targets=[mine])
    s.resolve()
    assert mine.counter("+1/+1") == 1
    assert keywords(s.game, mine) & Keyword.HEXPROOF
    assert not keywords(s.game, other) & Keyword.HEXPROOF


def _hunt_the_weak():
    return compile_text(
        "Hunt the Weak",
        "{3}{G}",
        "Sorcery",
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
    )


def test_then_that_creature_fights_compiles():
    assert _hunt_the_weak().spell == (
        PutCounters(1, TARGET_CREATURE_YOU_CONTROL),
        Fight(Ref.FIRST_TARGET, TARGET_CREATURE_OPPONENT_CONTROLS),
    )


def test_hunt_the_weak_fights_with_the_countered_creature(scenario):
    """CR 701.14a: the 3/3 (2/2 plus its counter) and the 2/2 deal damage to each other."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    mine = s.battlefield(P0, _bear())
    theirs = s.battlefield(P1, _bear("Runeclaw Bear"))
    s.cast(P0, s.hand(P0, _hunt_the_weak()), targets=[mine, theirs])
    s.resolve()
    assert s.zone(theirs) is Zone.GRAVEYARD
    assert s.zone(mine) is Zone.BATTLEFIELD and mine.damage == 2


# -- "If <condition>, <effect> instead" (CR 608.2c, 614.1a) ---------------------------------


def _groundswell():
    return compile_text(
        "Groundswell",
        "{G}",
        "Instant",
        "Target creature gets +2/+2 until end of turn.\nLandfall — If you had a land enter the "
        "battlefield under your control this turn, that creature gets +4/+4 until end of turn "
        "instead.",
    )


def test_landfall_instead_pump_compiles():
    card = _groundswell()
    assert card.unparsed == ()
    assert card.spell == (
        Conditional(
            Condition.LAND_ENTERED_THIS_TURN,
            (Pump(4, 4, TARGET_CREATURE),),
            (Pump(2, 2, TARGET_CREATURE),),
        ),
    )


def test_groundswell_is_bigger_after_a_land(scenario):
    """CR 614.1a: with landfall the +4/+4 replaces the +2/+2 (not both: a 6/6, not 8/8)."""
    for land_first, size in ((False, 4), (True, 6)):
        s = scenario()
        s.lands(P0, "Forest")
        bear = s.battlefield(P0, _bear())
        if land_first:
            s.play_land(P0, s.hand(P0, "Forest"))
        s.cast(P0, s.hand(P0, _groundswell()), targets=[bear])
        s.resolve()
        assert (power(s.game, bear), toughness(s.game, bear)) == (size, size)


def _might_of_old_krosa():
    return compile_text(
        "Might of Old Krosa",
        "{G}",
        "Instant",
        "Target creature gets +2/+2 until end of turn. If you cast this spell during your main "
        "phase, that creature gets +4/+4 until end of turn instead.",
    )


def test_might_of_old_krosa_compiles():
    card = _might_of_old_krosa()
    assert card.unparsed == ()
    assert card.spell == (
        Conditional(
            Condition.YOUR_MAIN_PHASE,
            (Pump(4, 4, TARGET_CREATURE),),
            (Pump(2, 2, TARGET_CREATURE),),
        ),
    )


def test_might_of_old_krosa_in_and_out_of_the_main_phase(scenario):
    """CR 500.2, 505.1: cast in your main phase it is +4/+4; in combat, +2/+2."""
    for step, size in ((Step.PRECOMBAT_MAIN, 6), (Step.DECLARE_BLOCKERS, 4)):
        s = scenario(step=step)
        s.lands(P0, "Forest")
        bear = s.battlefield(P0, _bear())
        s.cast(P0, s.hand(P0, _might_of_old_krosa()), targets=[bear])
        s.resolve()
        assert power(s.game, bear) == size


def test_might_of_old_krosa_on_the_opponents_turn_is_small(scenario):
    """ "Your main phase": the opponent's main phase is not yours."""
    s = scenario(active=P1)
    s.lands(P0, "Forest")
    bear = s.battlefield(P0, _bear())
    s.cast(P0, s.hand(P0, _might_of_old_krosa()), targets=[bear])
    s.resolve()
    assert power(s.game, bear) == 4


def _stubborn_denial():
    return compile_text(
        "Stubborn Denial",
        "{U}",
        "Instant",
        "Counter target noncreature spell unless its controller pays {1}.\nFerocious — If you "
        "control a creature with power 4 or greater, counter that spell instead.",
    )


def test_ferocious_hard_counter_compiles():
    noncreature = Target(TargetKind.SPELL, filter=Filter(not_type=CardType.CREATURE))
    assert _stubborn_denial().spell == (
        Conditional(
            Condition.FEROCIOUS,
            (CounterSpell(noncreature),),
            (CounterSpell(noncreature, unless_pay=1),),
        ),
    )


def test_stubborn_denial_with_ferocious_cannot_be_paid(scenario):
    """CR 608.2c: with a 4-power creature the "unless" is gone; without it, {1} saves Bolt."""
    for big, bolt_resolves in ((False, True), (True, False)):
        s = scenario()
        s.lands(P0, "Mountain", "Mountain")
        s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
        s.lands(P1, "Island")
        if big:
            s.battlefield(P1, _bear("Big Bear", (4, 4)))
        s.cast(P1, s.hand(P1, _stubborn_denial()), [s.game.stack[-1].obj])
        s.script(P0, ("pay_unless", True))
        s.resolve()
        assert (s.game.players[P1].life == 17) is bolt_resolves


def _temur_battle_rage():
    return compile_text(
        "Temur Battle Rage",
        "{1}{R}",
        "Instant",
        "Target creature gains double strike until end of turn.\nFerocious — That creature "
        "also gains trample until end of turn if you control a creature with power 4 or "
        "greater.",
    )


def test_also_if_compiles():
    assert _temur_battle_rage().spell == (
        Pump(0, 0, TARGET_CREATURE, Keyword.DOUBLE_STRIKE),
        Conditional(Condition.FEROCIOUS, (Pump(0, 0, Ref.FIRST_TARGET, Keyword.TRAMPLE),)),
    )


def test_temur_battle_rage_adds_trample_only_with_ferocious(scenario):
    """CR 608.2c: the trample is added to the same target when the condition holds."""
    for size, trample in (((2, 2), False), ((4, 4), True)):
        s = scenario()
        s.lands(P0, "Mountain", "Mountain")
        bear = s.battlefield(P0, _bear("Some Bear", size))
        s.cast(P0, s.hand(P0, _temur_battle_rage()), targets=[bear])
        s.resolve()
        kws = keywords(s.game, bear)
        assert kws & Keyword.DOUBLE_STRIKE
        assert bool(kws & Keyword.TRAMPLE) is trample


# -- "~ escapes with N counters on it" (CR 702.138d) -----------------------------------------


def _woe_strider():
    return compile_text(
        "Woe Strider",
        "{2}{B}",
        "Creature — Horror",
        "When Woe Strider enters, create a 0/1 white Goat creature token.\nSacrifice another "
        "creature: Scry 1.\nEscape—{3}{B}{B}, Exile four other cards from your graveyard. (You "
        "may cast this card from your graveyard for its escape cost.)\nWoe Strider escapes with "
        "two +1/+1 counters on it.",
        pt=("3", "2"),
    )


def test_escapes_with_counters_compiles():
    card = _woe_strider()
    assert card.unparsed == ()
    assert card.escapes_with == ("+1/+1", 2)


def test_woe_strider_escapes_with_two_counters_and_is_cast_plain_without(scenario):
    """CR 702.138d: cast with escape it enters with two +1/+1 counters; from hand, none."""
    from deckstats.cards.costs import Flashback
    from deckstats.engine.actions import CastSpell

    card = _woe_strider()
    alt = 1 + next(i for i, c in enumerate(card.costs) if isinstance(c, Flashback))
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    gy = s.graveyard(P0, card)
    for _ in range(4):
        s.graveyard(P0, "Island")
    s.act(P0, CastSpell(gy.oid, (), 0, (), 0, alt))
    s.resolve()
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    while s.game.stack or s.game.pending:
        s.resolve()
    striders = [o for o in s.game.players[P0].battlefield if o.card.name == "Woe Strider"]
    assert sorted(o.counter("+1/+1") for o in striders) == [0, 2]
    assert sorted(power(s.game, o) for o in striders) == [3, 5]


# -- an amount read from the first target as it last existed (CR 608.2h) ---------------------


def _vendetta():
    return compile_text(
        "Vendetta",
        "{B}",
        "Instant",
        "Destroy target nonblack creature. It can't be regenerated. You lose life equal to that "
        "creature's toughness.",
    )


def test_life_equal_to_the_targets_toughness_compiles():
    card = _vendetta()
    assert card.unparsed == ()
    assert card.spell[-1] == LoseLife(Count("target_toughness"), Ref.YOU)


def test_vendetta_costs_the_destroyed_creatures_toughness(scenario):
    """CR 608.2h: the toughness of the creature as it last existed (pumped to 5 here)."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest")
    wall = s.battlefield(P1, _bear("Wall of Wood", (0, 3)))
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[wall])
    s.resolve()
    s.cast(P0, s.hand(P0, _vendetta()), targets=[wall])
    s.resolve()
    assert s.zone(wall) is not Zone.BATTLEFIELD
    assert s.game.players[P0].life == 20 - 6


def _feed_the_swarm():
    return compile_text(
        "Feed the Swarm",
        "{1}{B}",
        "Sorcery",
        "Destroy target creature or enchantment an opponent controls. You lose life equal to "
        "that permanent's mana value.",
    )


def test_feed_the_swarm_costs_the_permanents_mana_value(scenario):
    card = _feed_the_swarm()
    assert card.unparsed == ()
    assert card.spell[-1] == LoseLife(Count("target_mana_value"), Ref.YOU)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    ench = s.battlefield(P1, compile_text("Ghostly Prison", "{2}{W}", "Enchantment", ""))
    s.cast(P0, s.hand(P0, card), targets=[ench])
    s.resolve()
    assert s.zone(ench) is not Zone.BATTLEFIELD
    assert s.game.players[P0].life == 20 - 3


# -- an additional cost with a coloured sacrifice (CR 601.2b, 601.2h) ------------------------


def _natural_order():
    return compile_text(
        "Natural Order",
        "{2}{G}{G}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a green creature.\nSearch your "
        "library for a green creature card, put it onto the battlefield, then shuffle.",
    )


def test_sacrifice_a_green_creature_compiles():
    card = _natural_order()
    assert card.unparsed == ()
    assert card.costs == (
        AdditionalCost(sacrifice=1, sacrifice_types=CardType.CREATURE, sacrifice_colors=Color.G),
    )


def test_natural_order_needs_a_green_creature(scenario):
    """CR 601.2b: a red creature can't pay "sacrifice a green creature"; a green one does."""
    goblin = compile_text("Raging Goblin", "{R}", "Creature — Goblin", "Haste", pt=(1, 1))
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    red = s.battlefield(P0, goblin)
    s.library(
        P0, compile_text("Craterhoof Behemoth", "{5}{G}{G}{G}", "Creature — Beast", "", pt=(5, 5))
    )
    order = s.hand(P0, _natural_order())
    with pytest.raises(IllegalActionError):
        s.cast(P0, order)
    green = s.battlefield(P0, _bear())
    s.cast(P0, order)
    s.resolve()
    assert s.zone(green) is Zone.GRAVEYARD and s.zone(red) is Zone.BATTLEFIELD
    assert "Craterhoof Behemoth" in s.names(P0, Zone.BATTLEFIELD)


def _lilianas_triumph():
    return compile_text(
        "Liliana's Triumph",
        "{1}{B}",
        "Instant",
        "Each opponent sacrifices a creature. If you control a Liliana planeswalker, each "
        "opponent also discards a card.",
    )


def test_also_on_a_count_compiles():
    card = _lilianas_triumph()
    assert card.unparsed == ()
    branch = card.spell[-1]
    assert isinstance(branch, IfCount) and (branch.least, branch.most) == (1, None)
    assert branch.count.filter == Filter(card_type=CardType.PLANESWALKER, subtypes=("Liliana",))
    assert branch.then == (Discard(1, Ref.EACH_OPPONENT),)


def test_lilianas_triumph_discards_only_with_a_liliana(scenario):
    """CR 608.2c: the added discard happens only if you control a Liliana planeswalker."""
    liliana = compile_text(
        "Liliana of the Veil", "{1}{B}{B}", "Legendary Planeswalker — Liliana", "", loyalty="3"
    )
    for with_liliana, hand in ((False, 2), (True, 1)):
        s = scenario()
        s.lands(P0, "Swamp", "Swamp")
        if with_liliana:
            s.battlefield(P0, liliana)
        s.battlefield(P1, _bear())
        s.hand(P1, "Island")
        s.hand(P1, "Forest")
        s.cast(P0, s.hand(P0, _lilianas_triumph()))
        s.resolve()
        assert s.names(P1, Zone.BATTLEFIELD) == []
        assert len(s.game.players[P1].hand) == hand


# -- rebound (CR 702.88) ------------------------------------------------------------------------


def _ephemerate():
    return compile_text(
        "Ephemerate",
        "{W}",
        "Instant",
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control.\nRebound (If you cast this spell from your hand, exile it as it "
        "resolves. At the beginning of your next upkeep, you may cast this card from exile "
        "without paying its mana cost.)",
    )


def _healer():
    return compile_text(
        "Soul Warden's Cousin",
        "{W}",
        "Creature — Human Cleric",
        "When this creature enters, you gain 2 life.",
        pt=(1, 1),
    )


def test_rebound_compiles():
    card = _ephemerate()
    assert card.unparsed == ()
    assert card.rebound is True


def test_ephemerate_rebounds_at_the_next_upkeep(scenario):
    """Rebound (CR 702.88a): from hand it is exiled as it resolves, then cast free at the
    beginning of its controller's next upkeep (a second flicker: a second enters trigger);
    cast from exile it goes to the graveyard."""
    from deckstats.engine.decisions import MAY

    s = scenario()
    s.library(P0, *(["Plains"] * 5))
    s.library(P1, *(["Island"] * 5))
    s.lands(P0, "Plains")
    healer = s.battlefield(P0, _healer())
    s.cast(P0, s.hand(P0, _ephemerate()), targets=[healer])
    s.resolve()
    assert s.game.players[P0].life == 22
    assert s.names(P0, Zone.EXILE) == ["Ephemerate"]
    s.agents[P0].push(MAY, True)
    s.next_turn()  # the opponent's turn: nothing happens
    assert s.names(P0, Zone.EXILE) == ["Ephemerate"]
    s.next_turn()  # our upkeep: the free cast flickers the creature again
    assert s.game.players[P0].life == 24
    assert "Ephemerate" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.EXILE) == []


def test_rebound_only_from_hand(scenario):
    """CR 702.88a: a rebound spell cast from anywhere but the hand does not rebound."""
    from deckstats.engine.costs import cast_without_paying

    s = scenario()
    s.battlefield(P0, _healer())
    card = s.graveyard(P0, _ephemerate())
    s.game.players[P0].graveyard.remove(card)
    card.zone = Zone.EXILE
    s.game.players[P0].exile.append(card)
    assert cast_without_paying(s.game, P0, card)
    s.resolve()
    assert s.game.players[P0].life == 22  # flickered: its enters trigger
    assert s.names(P0, Zone.GRAVEYARD) == ["Ephemerate"]
    assert s.game.delayed == []


# -- "discards N cards unless they discard a <kind> card" (CR 701.9) -------------------------


def _wrench_mind():
    return compile_text(
        "Wrench Mind",
        "{B}{B}",
        "Sorcery",
        "Target player discards two cards unless they discard an artifact card.",
    )


def test_discard_unless_compiles():
    card = _wrench_mind()
    assert card.unparsed == ()
    assert card.spell == (
        DiscardUnless(2, Target(TargetKind.PLAYER), Filter(card_type=CardType.ARTIFACT)),
    )


def test_wrench_mind_one_artifact_or_two_cards(scenario):
    """CR 701.9: with an artifact card the player may discard just it; without, two cards."""
    for artifact, left in ((True, ["Island", "Forest"]), (False, ["Forest"])):
        s = scenario()
        s.lands(P0, "Swamp", "Swamp")
        if artifact:
            s.hand(P1, compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", ""))
        for name in ("Island", "Forest", "Mountain")[: 2 if artifact else 3]:
            s.hand(P1, name)
        s.cast(P0, s.hand(P0, _wrench_mind()), targets=[P1])
        s.resolve()
        assert "Ornithopter" not in s.names(P1, Zone.HAND)
        assert len(s.names(P1, Zone.HAND)) == len(left)
        if artifact:
            assert sorted(s.names(P1, Zone.HAND)) == sorted(left)
            assert s.names(P1, Zone.GRAVEYARD) == ["Ornithopter"]


# -- "any other target", "another target" (CR 115.3) -----------------------------------------


def _arc_trail():
    return compile_text(
        "Arc Trail",
        "{1}{R}",
        "Sorcery",
        "Arc Trail deals 2 damage to any target and 1 damage to any other target.",
    )


def test_damage_to_two_targets_compiles():
    card = _arc_trail()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(2, ANY_TARGET),
        DealDamage(1, replace(ANY_TARGET, other=True)),
    )


def test_arc_trail_needs_two_different_targets(scenario):
    """CR 115.3: "any other target" can't be the first target again."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bear = s.battlefield(P1, _bear())
    arc = s.hand(P0, _arc_trail())
    with pytest.raises(IllegalActionError):
        s.cast(P0, arc, targets=[P1, P1])
    s.cast(P0, arc, targets=[P1, bear])
    s.resolve()
    assert s.game.players[P1].life == 18
    assert bear.damage == 1


def _oblivion_ring():
    return compile_text(
        "Oblivion Ring",
        "{2}{W}",
        "Enchantment",
        "When Oblivion Ring enters, exile another target nonland permanent.\nWhen Oblivion Ring "
        "leaves the battlefield, return the exiled card to the battlefield under its owner's "
        "control.",
    )


def test_another_target_is_never_the_source(scenario):
    """CR 115.3: "another target nonland permanent" excludes Oblivion Ring itself."""
    ring = _oblivion_ring()
    assert ring.unparsed == ()
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, ring))
    while s.game.stack or s.game.pending:
        s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Oblivion Ring") == 1
    s2 = scenario()
    s2.lands(P0, "Plains", "Plains", "Plains")
    bear = s2.battlefield(P1, _bear())
    s2.cast(P0, s2.hand(P0, ring))
    while s2.game.stack or s2.game.pending:
        s2.resolve()
    assert s2.zone(bear) is not Zone.BATTLEFIELD
    assert "Oblivion Ring" in s2.names(P0, Zone.BATTLEFIELD)


def test_fiery_cannonade_spares_pirates(scenario):
    """CR 120.3, 205.3: 2 damage to each creature that isn't a Pirate, on both sides."""
    card = compile_text(
        "Fiery Cannonade",
        "{2}{R}",
        "Instant",
        "Fiery Cannonade deals 2 damage to each creature that isn't a Pirate.",
    )
    assert card.spell == (DealDamageEach(2, Filter(not_subtypes=("Pirate",))),)
    pirate = compile_text(
        "Fathom Fleet Cutthroat", "{3}{B}", "Creature — Human Pirate", "", pt=(3, 2)
    )
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    mine = s.battlefield(P0, pirate)
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.zone(mine) is Zone.BATTLEFIELD and mine.damage == 0


# -- players who can't gain life (CR 119.7); damage that can't be prevented (CR 615.12) -------


def _sulfuric_vortex():
    return compile_text(
        "Sulfuric Vortex",
        "{1}{R}{R}",
        "Enchantment",
        "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that "
        "player.\nIf a player would gain life, that player gains no life instead.",
    )


def test_no_life_gain_static_compiles():
    card = _sulfuric_vortex()
    assert card.unparsed == ()
    assert card.no_life_gain == "players"


def test_sulfuric_vortex_stops_lifegain_while_on_the_battlefield(scenario):
    """CR 119.7: with the Vortex out neither player gains life; once it is gone, they do."""
    healing = compile_text("Healing Salve", "{W}", "Instant", "You gain 3 life.")
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    vortex = s.battlefield(P1, _sulfuric_vortex())
    s.cast(P0, s.hand(P0, healing))
    s.resolve()
    assert s.game.players[P0].life == 20
    s.game.move(vortex, Zone.GRAVEYARD)
    s.cast(P0, s.hand(P0, healing))
    s.resolve()
    assert s.game.players[P0].life == 23


def _skullcrack():
    return compile_text(
        "Skullcrack",
        "{1}{R}",
        "Instant",
        "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack "
        "deals 3 damage to target player or planeswalker.",
    )


def test_skullcrack_compiles():
    card = _skullcrack()
    assert card.unparsed == ()
    assert card.spell[:2] == (CantGainLife(Ref.EACH_PLAYER), DamageUnpreventable())


def test_skullcrack_stops_lifegain_this_turn_only(scenario):
    """CR 119.7, 514.2: "this turn" ends with the turn."""
    healing = compile_text("Healing Salve", "{W}", "Instant", "You gain 3 life.")
    s = scenario(active=P1)
    s.lands(P0, "Mountain", "Mountain")
    s.lands(P1, "Plains", "Plains")
    s.library(P0, *(["Mountain"] * 3))
    s.library(P1, *(["Plains"] * 3))
    s.cast(P0, s.hand(P0, _skullcrack()), targets=[P1])
    s.resolve()
    s.cast(P1, s.hand(P1, healing))
    s.resolve()
    assert s.game.players[P1].life == 17
    s.next_turn()  # our turn: the lock has ended
    s.cast(P1, s.hand(P1, healing))
    s.resolve()
    assert s.game.players[P1].life == 20


def test_damage_cant_be_prevented_beats_protection(scenario):
    """CR 615.12, 702.16e: after Skullcrack, a red source's damage to a creature with
    protection from red is dealt."""
    from deckstats.engine.types import Step as _Step

    guard = compile_text(
        "Red Ward Knight", "{W}{W}", "Creature — Human Knight", "Protection from red", pt=(2, 2)
    )
    pyre = compile_text(
        "Pyroclasm", "{1}{R}", "Sorcery", "Pyroclasm deals 2 damage to each creature."
    )
    for crack, survives in ((False, True), (True, False)):
        s = scenario(step=_Step.PRECOMBAT_MAIN)
        s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
        knight = s.battlefield(P1, guard)
        if crack:
            s.cast(P0, s.hand(P0, _skullcrack()), targets=[P1])
            s.resolve()
        s.cast(P0, s.hand(P0, pyre))
        s.resolve()
        assert (s.zone(knight) is Zone.BATTLEFIELD) is survives


# -- "If it was a <kind> card, ... Otherwise, ..." (CR 608.2h) ------------------------------


def _cling_to_dust():
    return compile_text(
        "Cling to Dust",
        "{B}",
        "Instant",
        "Exile target card from a graveyard. If it was a creature card, you gain 3 life. "
        "Otherwise, you draw a card.",
    )


def test_if_it_was_compiles():
    card = _cling_to_dust()
    assert card.unparsed == ()
    assert card.spell[1] == IfTargetWas(
        Filter(card_type=CardType.CREATURE), (GainLife(3, Ref.YOU),), (DrawCards(1, Ref.YOU),)
    )


def test_cling_to_dust_reads_the_exiled_card(scenario):
    """CR 608.2h: the card as it last existed in the graveyard picks the branch."""
    for exiled, life, hand in ((_bear(), 23, 0), ("Island", 20, 1)):
        s = scenario()
        s.lands(P0, "Swamp")
        s.library(P0, "Swamp")
        card = s.graveyard(P1, exiled)
        s.cast(P0, s.hand(P0, _cling_to_dust()), targets=[card])
        s.resolve()
        assert s.zone(card) is not Zone.GRAVEYARD
        assert s.game.players[P0].life == life
        assert len(s.game.players[P0].hand) == hand


# -- morbid: "if a creature died this turn" (CR 700.4) ---------------------------------------


def _hunger_of_the_howlpack():
    return compile_text(
        "Hunger of the Howlpack",
        "{G}",
        "Instant",
        "Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on that "
        "creature instead if a creature died this turn.",
    )


def test_morbid_instead_compiles():
    assert _hunger_of_the_howlpack().spell == (
        Conditional(
            Condition.MORBID,
            (PutCounters(3, TARGET_CREATURE),),
            (PutCounters(1, TARGET_CREATURE),),
        ),
    )


def test_hunger_of_the_howlpack_counts_a_death_this_turn(scenario):
    """CR 700.4: a creature put into a graveyard from the battlefield this turn died."""
    for kill, counters in ((False, 1), (True, 3)):
        s = scenario()
        s.lands(P0, "Forest", "Mountain")
        mine = s.battlefield(P0, _bear())
        victim = s.battlefield(P1, _bear("Runeclaw Bear"))
        if kill:
            s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[victim])
            s.resolve()
        s.cast(P0, s.hand(P0, _hunger_of_the_howlpack()), targets=[mine])
        s.resolve()
        assert mine.counter("+1/+1") == counters


# -- "Skip your draw step." (CR 614.1b, 614.10) ----------------------------------------------


def _yawgmoths_bargain():
    return compile_text(
        "Yawgmoth's Bargain",
        "{4}{B}{B}",
        "Enchantment",
        "Skip your draw step.\nPay 1 life: Draw a card.",
    )


def test_skip_your_draw_step_compiles():
    card = _yawgmoths_bargain()
    assert card.unparsed == ()
    assert card.skips_draw_step is True


def test_yawgmoths_bargain_skips_its_controllers_draw_step(scenario):
    """CR 614.10: the skipped step does not happen: no card is drawn in it."""
    for bargain, drawn in ((False, 1), (True, 0)):
        s = scenario(active=P1)
        s.library(P0, *(["Swamp"] * 5))
        s.library(P1, *(["Island"] * 5))
        if bargain:
            s.battlefield(P0, _yawgmoths_bargain())
        s.next_turn()  # our turn
        assert len(s.game.players[P0].hand) == drawn


def test_force_of_despair_destroys_only_this_turns_creatures(scenario):
    """CR 701.8, 400.7: creatures that entered this turn are destroyed; older ones stay."""
    card = compile_text(
        "Force of Despair",
        "{1}{B}{B}",
        "Instant",
        "If it's not your turn, you may exile a black card from your hand rather than pay "
        "this spell's mana cost.\nDestroy all creatures that entered this turn.",
    )
    assert card.unparsed == ()
    assert card.spell == (DestroyEnteredThisTurn(),)
    s = scenario(active=P1)
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    old = s.battlefield(P1, _bear())
    new = s.battlefield(P1, _bear("Runeclaw Bear"), sick=True)  # entered this turn
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(new) is Zone.GRAVEYARD
    assert s.zone(old) is Zone.BATTLEFIELD
