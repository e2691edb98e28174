"""Issue 26, round 38, helper ``spell``: one-shot effects of the metagame's long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards.counts import Count
from deckstats.cards.effects import (
    Condition,
    CounterSpell,
    DealDamage,
    Destroy,
    DrawCards,
    IfKicked,
    RevealTopToHand,
    Scry,
)
from deckstats.cards.effects_mass import MassRemoval, PumpAll
from deckstats.cards.effects_riders import (
    DamageEachPlayerCount,
    EmptyManaPool,
    GainDamageDealt,
    IfBefore,
    IfPlayerDealtDamage,
    PumpSameName,
    SacrificeGreatest,
    SkipNextTurn,
    TapAllOf,
)
from deckstats.cards.hand_size import MaxHandSize, SkipUntapStep
from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.oracle.trigger_keywords import BATTLE_CRY, EVOLVE, EXTORT, VANISHING
from deckstats.cards.prevention import DamagePrevention, LifeFloor
from deckstats.cards.targets import ANY_TARGET, Filter, Ref, Target, TargetKind
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.characteristics import power
from deckstats.engine.damage import deal_damage
from deckstats.engine.errors import IllegalActionError


def _bear(name: str = "Grizzly Bears", pt: tuple[int, int] = (2, 2), cost: str = "{1}{G}"):
    return compile_text(name, cost, "Creature — Bear", "", pt=pt)


# -- "the sacrificed creature's power" (CR 601.2h, 608.2h) ----------------------------------


def _fling():
    return compile_text(
        "Fling",
        "{1}{R}",
        "Instant",
        "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
        "equal to the sacrificed creature's power to any target.",
    )


def test_sacrificed_creatures_power_compiles():
    card = _fling()
    assert card.unparsed == ()
    assert card.spell == (DealDamage(Count("sacrificed_power"), ANY_TARGET),)


def test_fling_deals_the_sacrificed_creatures_power(scenario):
    """CR 601.2h, 608.2h: the creature sacrificed as the cost, as it last existed (3/3)."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bear = s.battlefield(P0, _bear())
    bear.counters = {"+1/+1": 1}
    s.cast(P0, s.hand(P0, _fling()), targets=[P1])
    assert s.zone(bear) is Zone.GRAVEYARD  # paid as the spell was cast
    s.resolve()
    assert s.game.players[P1].life == 17


# -- "If this spell was kicked, instead ..." (CR 702.33d) -----------------------------------


def _bloodchiefs_thirst():
    return compile_text(
        "Bloodchief's Thirst",
        "{B}",
        "Sorcery",
        "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nDestroy "
        "target creature or planeswalker with mana value 2 or less. If this spell was kicked, "
        "instead destroy that creature or planeswalker.",
    )


def test_kicked_instead_compiles():
    card = _bloodchiefs_thirst()
    assert card.unparsed == ()
    kinds = TargetKind.CREATURE | TargetKind.PLANESWALKER
    assert card.spell == (
        IfKicked(
            (Destroy(Target(kinds)),),
            (Destroy(Target(kinds, filter=Filter(max_mana_value=2))),),
        ),
    )


def test_bloodchiefs_thirst_kicked_kills_a_bigger_creature(scenario):
    """CR 702.33d, 608.2b: kicked, it destroys a creature of mana value 4; unkicked, not."""
    for kicks in (0, 1):
        s = scenario()
        s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
        big = s.battlefield(P1, _bear("Big Bear", (4, 4), "{3}{G}"))
        thirst = s.hand(P0, _bloodchiefs_thirst())
        s.act(P0, CastSpellAction(thirst.oid, ((big.oid,),), kicks=kicks))
        s.resolve()
        assert (s.zone(big) is Zone.GRAVEYARD) is bool(kicks)


def _prohibit():
    return compile_text(
        "Prohibit",
        "{1}{U}",
        "Instant",
        "Kicker {2} (You may pay an additional {2} as you cast this spell.)\nCounter target "
        "spell if its mana value is 2 or less. If this spell was kicked, counter that spell if "
        "its mana value is 4 or less instead.",
    )


def test_counter_by_mana_value_compiles():
    card = _prohibit()
    assert card.unparsed == ()
    assert card.spell == (
        IfKicked(
            (CounterSpell(Target(TargetKind.SPELL, filter=Filter(max_mana_value=4))),),
            (CounterSpell(Target(TargetKind.SPELL, filter=Filter(max_mana_value=2))),),
        ),
    )


def test_prohibit_counters_a_three_drop_only_kicked(scenario):
    """CR 701.6a, 702.33d: mana value 3 is countered by the kicked Prohibit only."""
    for kicks, countered in ((0, False), (1, True)):
        s = scenario(active=P1)
        s.lands(P1, "Forest", "Forest", "Forest")
        s.lands(P0, "Island", "Island", "Island", "Island")
        bear = s.hand(P1, _bear("Big Bear", (3, 3), "{2}{G}"))
        s.cast(P1, bear)
        spell = s.game.stack[-1].sid
        prohibit = s.hand(P0, _prohibit())
        s.act(P0, CastSpellAction(prohibit.oid, ((spell,),), kicks=kicks))
        s.resolve()
        assert (s.zone(bear) is Zone.BATTLEFIELD) is not countered


# -- riders on the damage dealt this way (CR 120.3, 608.2c) ---------------------------------


def _corrupt():
    return compile_text(
        "Corrupt",
        "{5}{B}",
        "Sorcery",
        "Corrupt deals damage to any target equal to the number of Swamps you control. You "
        "gain life equal to the damage dealt this way.",
    )


def test_gain_life_equal_to_damage_dealt_compiles():
    card = _corrupt()
    assert card.unparsed == ()
    assert card.spell[1:] == (GainDamageDealt(),)


def test_corrupt_gains_the_damage_dealt(scenario):
    """CR 120.3, 119.3: six Swamps: 6 damage to the opponent, 6 life for the caster."""
    s = scenario()
    s.lands(P0, *["Swamp"] * 6)
    s.cast(P0, s.hand(P0, _corrupt()), targets=[P1])
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (26, 14)


def test_corrupt_gains_all_the_damage_dealt_to_a_small_creature(scenario):
    """CR 120.3e, 120.6: all 6 damage is dealt to a 2/2 (not only its toughness): 6 life."""
    s = scenario()
    s.lands(P0, *["Swamp"] * 6)
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, _corrupt()), targets=[bear])
    s.resolve()
    assert s.game.players[P0].life == 26
    assert s.zone(bear) is Zone.GRAVEYARD


def _play_with_fire():
    return compile_text(
        "Play with Fire",
        "{R}",
        "Instant",
        "Play with Fire deals 2 damage to any target. If a player is dealt damage this way, "
        "scry 1. (Look at the top card of your library. You may put that card on the bottom.)",
    )


def test_if_a_player_is_dealt_damage_compiles():
    card = _play_with_fire()
    assert card.unparsed == ()
    assert card.spell == (DealDamage(2, ANY_TARGET), IfPlayerDealtDamage((Scry(1),)))


def test_play_with_fire_scries_only_when_a_player_is_hit(scenario):
    """CR 608.2c, 701.22: the scry happens only if a player was dealt damage."""
    for at_player in (True, False):
        s = scenario()
        s.lands(P0, "Mountain")
        top, _ = s.library(P0, "Forest", "Island")
        bear = s.battlefield(P1, _bear())
        s.script(P0, ("scry", lambda v, d: tuple(d.options)))  # the top card to the bottom
        s.cast(P0, s.hand(P0, _play_with_fire()), targets=[P1 if at_player else bear])
        s.resolve()
        lib = s.game.players[P0].library
        assert (lib[0] is top) is at_player  # scried to the bottom
        assert (s.game.players[P1].life == 18) is at_player


# -- keywords that stand for triggers: battle cry, extort, vanishing ------------------------


def _signal_pest():
    return compile_text(
        "Signal Pest",
        "{1}",
        "Artifact Creature — Phyrexian Pest",
        "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 "
        "until end of turn.)\nSignal Pest can't be blocked except by creatures with flying or "
        "reach.",
        pt=(0, 1),
    )


def test_battle_cry_compiles():
    card = _signal_pest()
    assert card.unparsed == ()
    assert BATTLE_CRY in card.triggers
    assert BATTLE_CRY.effect == (PumpAll(1, 0, Filter(attacking=True), other=True),)


def test_signal_pest_pumps_the_other_attackers_only(scenario):
    """CR 702.91a (battle cry): each other attacking creature gets +1/+0; the Pest does not."""
    s = scenario()
    pest = s.battlefield(P0, _signal_pest())
    bear = s.battlefield(P0, _bear())
    home = s.battlefield(P0, _bear("Runeclaw Bear"))
    s.script(P0, ("attackers", (pest.oid, bear.oid)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.game.players[P1].life == 17  # 0 + (2 + 1)
    assert (power(s.game, pest), power(s.game, bear), power(s.game, home)) == (0, 3, 2)


def _tithe_drinker():
    return compile_text(
        "Tithe Drinker",
        "{W}{B}",
        "Creature — Vampire",
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
        "life and you gain that much life.)\nLifelink",
        pt=(2, 1),
    )


def test_extort_compiles():
    card = _tithe_drinker()
    assert card.unparsed == ()
    assert card.triggers == (EXTORT,)


def test_tithe_drinker_extorts_when_paid(scenario):
    """CR 702.101a (extort): cast a spell, pay {W/B}: the opponent loses 1, we gain 1."""
    from deckstats.engine.decisions import MAY

    s = scenario()
    s.battlefield(P0, _tithe_drinker())
    s.lands(P0, "Mountain", "Swamp")
    s.agents[P0].push(MAY, True)
    s.cast(
        P0,
        s.hand(P0, compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")),
        targets=[P1],
    )
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (21, 17)


def _aven_riftwatcher():
    return compile_text(
        "Aven Riftwatcher",
        "{2}{W}",
        "Creature — Bird Rebel Soldier",
        "Flying\nVanishing 3 (This creature enters with three time counters on it. At the "
        "beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.",
        pt=(2, 3),
    )


def test_vanishing_compiles():
    card = _aven_riftwatcher()
    assert card.unparsed == ()
    assert card.enters_with == ("time", 3)
    assert VANISHING in card.triggers


def test_aven_riftwatcher_vanishes_on_the_third_upkeep(scenario):
    """CR 702.63a (vanishing): 3 time counters; the third upkeep removes the last: sacrificed."""
    s = scenario()
    s.library(P0, *(["Plains"] * 8))
    s.library(P1, *(["Island"] * 8))
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, _aven_riftwatcher()))
    s.resolve()
    (bird,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Aven Riftwatcher"]
    assert bird.counter("time") == 3
    for left in (2, 1):
        s.next_turn()
        s.next_turn()
        assert bird.counter("time") == left and s.zone(bird) is Zone.BATTLEFIELD
    s.next_turn()
    s.next_turn()
    assert s.zone(bird) is Zone.GRAVEYARD
    assert s.game.players[P0].life == 24  # entered and left: 2 + 2


# -- static prevention and life floors (CR 615.1a, 614.1a) ---------------------------------


def _phantom_centaur():
    return compile_text(
        "Phantom Centaur",
        "{2}{G}{G}",
        "Creature — Centaur Spirit",
        "Protection from black\nPhantom Centaur enters with three +1/+1 counters on it.\nIf "
        "damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter "
        "from Phantom Centaur.",
        pt=(2, 0),
    )


def test_prevent_that_damage_and_remove_a_counter_compiles():
    card = _phantom_centaur()
    assert card.unparsed == ()
    assert DamagePrevention("self", remove_counter="+1/+1") in card.modifiers


def test_phantom_centaur_loses_a_counter_instead_of_taking_damage(scenario):
    """CR 615.1a: the 5 damage is prevented (it lives) and one +1/+1 counter goes."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 6)
    centaur = s.battlefield(P1, _phantom_centaur())
    centaur.counters = {"+1/+1": 3}
    blast = compile_text("Blaze", "{X}{R}", "Sorcery", "Blaze deals X damage to any target.")
    s.cast(P0, s.hand(P0, blast), targets=[centaur], x=5)
    s.resolve()
    assert s.zone(centaur) is Zone.BATTLEFIELD
    assert centaur.damage == 0 and centaur.counter("+1/+1") == 2


def _solitary_confinement():
    return compile_text(
        "Solitary Confinement",
        "{2}{W}",
        "Enchantment",
        "At the beginning of your upkeep, sacrifice Solitary Confinement unless you discard a "
        "card.\nSkip your draw step.\nYou have shroud.\nPrevent all damage that would be dealt "
        "to you.",
    )


def test_prevent_all_damage_to_you_compiles():
    card = _solitary_confinement()
    assert card.unparsed == ()
    assert DamagePrevention("you") in card.modifiers


def test_solitary_confinement_prevents_damage_to_its_controller(scenario):
    """CR 615.1a: Flame Rift's 4 damage to each player: none to us, 4 to the opponent."""
    s = scenario(active=P1)
    s.battlefield(P0, _solitary_confinement())
    s.lands(P1, "Mountain", "Mountain")
    rift = compile_text(
        "Flame Rift", "{1}{R}", "Sorcery", "Flame Rift deals 4 damage to each player."
    )
    s.cast(P1, s.hand(P1, rift))
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (20, 16)


def test_unpreventable_damage_goes_through_solitary_confinement(scenario):
    """CR 615.12: after Skullcrack's "damage can't be prevented this turn", it is dealt."""
    s = scenario(active=P1)
    s.battlefield(P0, _solitary_confinement())
    s.game.unpreventable_turn = s.game.turn
    s.lands(P1, "Mountain")
    deal_damage(s.game, None, P1, P0, 3)
    assert s.game.players[P0].life == 17


def _worship():
    return compile_text(
        "Worship",
        "{3}{W}",
        "Enchantment",
        "If you control a creature, damage that would reduce your life total to less than 1 "
        "reduces it to 1 instead.",
    )


def test_worship_compiles():
    card = _worship()
    assert card.unparsed == ()
    assert card.modifiers == (LifeFloor(1, if_creature=True),)


def test_worship_keeps_us_at_one_life_with_a_creature(scenario):
    """CR 614.1a: 5 damage at 3 life leaves 1 with a creature, -2 without one."""
    for creature, life in ((True, 1), (False, -2)):
        s = scenario(life=(3, 20))
        s.battlefield(P0, _worship())
        if creature:
            s.battlefield(P0, _bear())
        deal_damage(s.game, None, P1, P0, 5)
        assert s.game.players[P0].life == life


# -- a repeated reveal (Ad Nauseam; CR 608.2c) ---------------------------------------------


def _ad_nauseam():
    return compile_text(
        "Ad Nauseam",
        "{3}{B}{B}",
        "Instant",
        "Reveal the top card of your library and put that card into your hand. You lose life "
        "equal to its mana value. You may repeat this process any number of times.",
    )


def test_repeated_reveal_compiles():
    assert _ad_nauseam().spell == (RevealTopToHand(lose_life=True, repeat=True),)


def test_ad_nauseam_reveals_until_the_pilot_stops(scenario):
    """CR 608.2c: a card and its mana value in life each time; the base pilot stops at 6."""
    s = scenario()
    s.lands(P0, *["Swamp"] * 5)
    s.library(P0, "Lightning Bolt", *["Grizzly Bears"] * 7, "Forest")
    s.agents[P0].script.clear()
    s.cast(P0, s.hand(P0, _ad_nauseam()))
    s.resolve()
    # 20 -> 19 (Bolt) -> 17 -> 15 -> 13 -> 11 -> 9 -> 7 -> 5: it stops at 6 or less
    assert s.game.players[P0].life == 5
    assert s.names(P0, Zone.HAND).count("Grizzly Bears") == 7
    assert s.names(P0, Zone.LIBRARY) == ["Forest"]


def test_ad_nauseam_stops_when_told(scenario):
    """CR 608.2c: the controller chooses after each card; "no" ends the process."""
    from deckstats.engine.decisions import MAY

    s = scenario()
    s.lands(P0, *["Swamp"] * 5)
    s.library(P0, "Grizzly Bears", "Grizzly Bears", "Forest")
    s.script(P0, (MAY, True), (MAY, False))
    s.cast(P0, s.hand(P0, _ad_nauseam()))
    s.resolve()
    assert s.game.players[P0].life == 16
    assert s.names(P0, Zone.LIBRARY) == ["Forest"]


# -- maximum hand size (CR 402.2, 514.1) and "attack each combat if able" (CR 508.1d) -------


def _jin_gitaxias():
    return compile_text(
        "Jin-Gitaxias, Core Augur",
        "{8}{U}{U}",
        "Legendary Creature — Phyrexian Praetor",
        "Flash\nAt the beginning of your end step, draw seven cards.\nEach opponent's maximum "
        "hand size is reduced by seven.",
        pt=(5, 4),
    )


def test_maximum_hand_size_compiles():
    card = _jin_gitaxias()
    assert card.unparsed == ()
    assert card.modifiers == (MaxHandSize(Ref.EACH_OPPONENT, delta=-7),)
    five = compile_text("Hand Cap", "{B}", "Enchantment", "Your maximum hand size is five.")
    assert five.modifiers == (MaxHandSize(Ref.YOU, value=5),)


def test_jin_gitaxias_empties_the_opponents_hand_at_cleanup(scenario):
    """CR 402.2, 514.1: seven minus seven is a maximum of 0; our own hand size stays 7."""
    for owner, left in ((P0, 0), (P1, 3)):
        s = scenario(active=P1)
        s.battlefield(owner, _jin_gitaxias())
        for _ in range(3):
            s.hand(P1, "Forest")
        s.cleanup()
        assert len(s.game.players[P1].hand) == left


def _goblin_assault():
    return compile_text(
        "Goblin Assault",
        "{2}{R}",
        "Enchantment",
        "At the beginning of your upkeep, create a 1/1 red Goblin creature token with haste.\n"
        "Goblin creatures attack each combat if able.",
    )


def test_group_attacks_each_combat_compiles():
    card = _goblin_assault()
    assert card.unparsed == ()
    (static,) = card.statics
    assert static.keywords == Keyword.ATTACKS_EACH_COMBAT
    assert static.filter == Filter(subtypes=("Goblin",)) and static.applies_to == Ref.EACH_CREATURE


def test_goblin_assault_makes_every_goblin_attack(scenario):
    """CR 508.1d: the opponent's Goblin must attack too; a Bear need not."""
    s = scenario(active=P1)
    s.battlefield(P0, _goblin_assault())
    goblin = s.battlefield(
        P1,
        compile_text(
            "Goblin Piker",
            "{1}{R}",
            "Creature — Goblin Warrior",
            "Goblin Piker can't block.",
            pt=(2, 1),
        ),
    )
    s.battlefield(P1, _bear())
    s.script(P1, ("attackers", ()))  # the pilot declares no attacker: the Goblin must
    s.script(P0, ("blockers", ()))
    s.combat()
    assert s.game.players[P0].life == 18  # the Goblin's 2, not the Bear's
    assert s.zone(goblin) is Zone.BATTLEFIELD


# -- counted damage to each player, same-name pumps, greatest-value edicts, "destroy each" --


def _price_of_progress():
    return compile_text(
        "Price of Progress",
        "{1}{R}",
        "Instant",
        "Price of Progress deals damage to each player equal to twice the number of nonbasic "
        "lands that player controls.",
    )


def test_damage_to_each_player_by_their_count_compiles():
    (effect,) = _price_of_progress().spell
    assert isinstance(effect, DamageEachPlayerCount)
    assert effect.count.times == 2 and effect.count.what == "permanents"


def test_price_of_progress_counts_each_players_own_nonbasics(scenario):
    """CR 120.3, 608.2h: 2 nonbasics: 4 damage to us; 3: 6 to the opponent; basics: none."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    dual = compile_text("Badlands", None, "Land — Swamp Mountain", "")
    for _ in range(2):
        s.battlefield(P0, dual)
    for _ in range(3):
        s.battlefield(P1, dual)
    s.battlefield(P1, "Forest")
    s.cast(P0, s.hand(P0, _price_of_progress()))
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (16, 14)


def _echoing_decay():
    return compile_text(
        "Echoing Decay",
        "{1}{B}",
        "Instant",
        "Target creature and all other creatures with the same name as that creature get -2/-2 "
        "until end of turn.",
    )


def test_same_name_pump_compiles():
    assert _echoing_decay().spell == (PumpSameName(-2, -2, Target(TargetKind.CREATURE)),)


def test_echoing_decay_kills_every_copy(scenario):
    """CR 201.2: both players' Grizzly Bears die; the Runeclaw Bear lives."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    a = s.battlefield(P1, _bear())
    b = s.battlefield(P0, _bear())
    other = s.battlefield(P1, _bear("Runeclaw Bear"))
    s.cast(P0, s.hand(P0, _echoing_decay()), targets=[a])
    s.resolve()
    assert (s.zone(a), s.zone(b), s.zone(other)) == (
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        Zone.BATTLEFIELD,
    )


def _flare_of_malice():
    return compile_text(
        "Flare of Malice",
        "{2}{B}",
        "Instant",
        "You may sacrifice a nontoken black creature rather than pay this spell's mana cost.\n"
        "Each opponent sacrifices a creature or planeswalker with the greatest mana value among "
        "creatures and planeswalkers they control.",
    )


def test_greatest_mana_value_edict_compiles():
    card = _flare_of_malice()
    assert card.unparsed == ()
    (effect,) = card.spell
    assert effect == SacrificeGreatest(
        Filter(card_type=CardType.CREATURE | CardType.PLANESWALKER), Ref.EACH_OPPONENT
    )


def test_flare_of_malice_takes_the_biggest(scenario):
    """CR 701.21a: of a 2-drop and a 4-drop, the 4-drop is sacrificed."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    small = s.battlefield(P1, _bear())
    big = s.battlefield(P1, _bear("Big Bear", (4, 4), "{3}{G}"))
    s.cast(P0, s.hand(P0, _flare_of_malice()))
    s.resolve()
    assert (s.zone(small), s.zone(big)) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)


def _meltdown():
    return compile_text(
        "Meltdown", "{X}{R}", "Sorcery", "Destroy each artifact with mana value X or less."
    )


def test_destroy_each_with_mana_value_x_compiles():
    assert _meltdown().spell == (MassRemoval(TargetKind.ARTIFACT, x_max=True),)


def test_meltdown_destroys_artifacts_up_to_x(scenario):
    """CR 701.8, 107.3: X = 2 destroys the 0- and 2-drops, not the 3-drop."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    arts = [
        s.battlefield(P1, compile_text(n, c, "Artifact", ""))
        for n, c in (("Ornithopter Rock", "{0}"), ("Mind Stone", "{2}"), ("Coalition Relic", "{3}"))
    ]
    s.cast(P0, s.hand(P0, _meltdown()), x=2)
    s.resolve()
    assert [s.zone(a) for a in arts] == [Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.BATTLEFIELD]


# -- alternative costs with more conditions and payments (CR 118.9) -------------------------


def _rushwood_legate():
    return compile_text(
        "Rushwood Legate",
        "{2}{G}",
        "Creature — Dryad",
        "If an opponent controls an Island and you control a Forest, you may cast this spell "
        "without paying its mana cost.",
        pt=(2, 1),
    )


def test_compound_condition_free_cast_compiles():
    card = _rushwood_legate()
    assert card.unparsed == ()
    (alt,) = card.costs
    assert alt.condition == "opp_control:Island&control:Forest"
    assert alt.mana is not None and alt.mana.mana_value == 0


def test_rushwood_legate_is_free_only_with_both_lands(scenario):
    """CR 118.9: free with our Forest and their Island; not without the Island."""
    for island, legal in ((True, True), (False, False)):
        s = scenario()
        s.battlefield(P0, "Forest")
        if island:
            s.battlefield(P1, "Island")
        legate = s.hand(P0, _rushwood_legate())
        action = CastSpellAction(legate.oid, alt=1)
        if not legal:
            with pytest.raises(IllegalActionError):
                s.act(P0, action)
            continue
        s.act(P0, action)
        s.resolve()
        assert s.zone(legate) is Zone.BATTLEFIELD
        assert not s.game.players[P0].battlefield[0].tapped  # the Forest paid nothing


def _invigorate():
    return compile_text(
        "Invigorate",
        "{2}{G}",
        "Instant",
        "If you control a Forest, rather than pay this spell's mana cost, you may have an "
        "opponent gain 3 life.\nTarget creature gets +4/+4 until end of turn.",
    )


def test_invigorate_costs_the_opponent_gaining_three(scenario):
    """CR 118.9: cast for "an opponent gains 3 life" with a Forest and no mana spent."""
    s = scenario()
    s.battlefield(P0, "Forest").tapped = True
    bear = s.battlefield(P0, _bear())
    card = _invigorate()
    assert card.unparsed == () and card.costs[0].opponent_gains == 3
    s.act(P0, CastSpellAction(s.hand(P0, card).oid, ((bear.oid,),), alt=1))
    s.resolve()
    assert s.game.players[P1].life == 23
    assert power(s.game, bear) == 6


def _ramosian_rally():
    return compile_text(
        "Ramosian Rally",
        "{3}{W}",
        "Instant",
        "If you control a Plains, you may tap an untapped creature you control rather than pay "
        "this spell's mana cost.\nCreatures you control get +1/+1 until end of turn.",
    )


def test_ramosian_rally_taps_a_creature_as_its_cost(scenario):
    """CR 118.9: the cost is tapping an untapped creature; with none untapped, no free cast."""
    s = scenario()
    s.battlefield(P0, "Plains").tapped = True
    bear = s.battlefield(P0, _bear())
    card = _ramosian_rally()
    assert card.unparsed == () and card.costs[0].tap_creatures == 1
    rally = s.hand(P0, card)
    s.act(P0, CastSpellAction(rally.oid, alt=1))
    assert bear.tapped
    s.resolve()
    assert power(s.game, bear) == 3
    again = s.hand(P0, _ramosian_rally())
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpellAction(again.oid, alt=1))


# -- "power or toughness N or less", skipped turns, conditions read before the effect -------


def _stern_scolding():
    return compile_text(
        "Stern Scolding",
        "{U}",
        "Instant",
        "Counter target creature spell with power or toughness 2 or less.",
    )


def test_power_or_toughness_compiles():
    (counter,) = _stern_scolding().spell
    assert counter == CounterSpell(
        Target(
            TargetKind.SPELL,
            filter=Filter(card_type=CardType.CREATURE, max_power_or_toughness=2),
        )
    )


def test_stern_scolding_counters_a_1_4_but_not_a_3_3(scenario):
    """CR 208.1: a 1/4 has power 2 or less: countered; a 3/3 has neither: no legal target."""
    for pt, legal in (((1, 4), True), ((3, 3), False)):
        s = scenario(active=P1)
        s.lands(P1, "Forest", "Forest", "Forest")
        s.lands(P0, "Island")
        spell = s.hand(P1, _bear("Wall Bear", pt, "{2}{G}"))
        s.cast(P1, spell)
        sid = s.game.stack[-1].sid
        scolding = s.hand(P0, _stern_scolding())
        if not legal:
            with pytest.raises(IllegalActionError):
                s.cast(P0, scolding, targets=[sid])
            continue
        s.cast(P0, scolding, targets=[sid])
        s.resolve()
        assert s.zone(spell) is Zone.GRAVEYARD


def _meditate():
    return compile_text(
        "Meditate", "{2}{U}", "Instant", "Draw four cards. You skip your next turn."
    )


def test_skip_your_next_turn_compiles():
    assert _meditate().spell == (DrawCards(4), SkipNextTurn())


def test_meditate_skips_our_next_turn(scenario):
    """CR 500.11: after Meditate the opponent takes two turns in a row."""
    from deckstats.engine.turn import pass_turn

    s = scenario()
    s.library(P0, *["Island"] * 6)
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, _meditate()))
    s.resolve()
    assert len(s.game.players[P0].hand) == 4
    pass_turn(s.game)
    assert s.game.active == P1
    pass_turn(s.game)  # our turn is skipped: the opponent's again
    assert s.game.active == P1
    pass_turn(s.game)
    assert s.game.active == P0


def _shatter_the_sky():
    return compile_text(
        "Shatter the Sky",
        "{2}{W}{W}",
        "Sorcery",
        "Destroy all creatures. Then if you controlled a creature with power 4 or greater, draw "
        "a card.",
    )


def test_then_if_you_controlled_compiles():
    assert _shatter_the_sky().spell == (
        IfBefore(Condition.FEROCIOUS, (Destroy(Ref.EACH_CREATURE),), (DrawCards(1),)),
    )


def test_shatter_the_sky_draws_for_a_creature_it_destroyed(scenario):
    """CR 608.2h: the 4/4 was ours before the wrath: a card, though it is dead by then."""
    for size, cards in ((4, 1), (3, 0)):
        s = scenario()
        s.library(P0, "Plains")
        s.lands(P0, "Plains", "Plains", "Plains", "Plains")
        big = s.battlefield(P0, _bear("Big Bear", (size, size), "{3}{G}"))
        s.cast(P0, s.hand(P0, _shatter_the_sky()))
        s.resolve()
        assert s.zone(big) is Zone.GRAVEYARD
        assert len(s.game.players[P0].hand) == cards


# -- counters for abilities or a legendary spell; evolve ------------------------------------


def test_ability_or_legendary_spell_counter_compiles():
    card = compile_text(
        "Tale's End",
        "{1}{U}",
        "Instant",
        "Counter target activated ability, triggered ability, or legendary spell.",
    )
    kinds = TargetKind.ACTIVATED_ABILITY | TargetKind.TRIGGERED_ABILITY | TargetKind.SPELL
    assert card.spell == (
        CounterSpell(Target(kinds, filter=Filter(supertypes=Supertype.LEGENDARY))),
    )


def _experiment_one():
    return compile_text(
        "Experiment One",
        "{G}",
        "Creature — Human Ooze",
        "Evolve (Whenever a creature you control enters, if that creature has greater power or "
        "toughness than this creature, put a +1/+1 counter on this creature.)\nRemove two +1/+1 "
        "counters from Experiment One: Regenerate Experiment One.",
        pt=(1, 1),
    )


def test_evolve_compiles():
    card = _experiment_one()
    assert card.unparsed == ()
    assert EVOLVE in card.triggers


def test_experiment_one_evolves_for_a_bigger_creature_only(scenario):
    """CR 702.100a (evolve): a 2/2 evolves the 1/1; then a 2/2 no longer does (2/2 vs 2/2)."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    ooze = s.battlefield(P0, _experiment_one())
    s.cast(P0, s.hand(P0, _bear()))
    s.resolve()
    assert ooze.counter("+1/+1") == 1
    s.cast(P0, s.hand(P0, _bear("Runeclaw Bear")))
    s.resolve()
    assert ooze.counter("+1/+1") == 1


def _stasis():
    return compile_text(
        "Stasis",
        "{1}{U}",
        "Enchantment",
        "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice Stasis "
        "unless you pay {U}.",
    )


def test_skip_untap_steps_compiles():
    card = _stasis()
    assert card.unparsed == ()
    assert card.modifiers == (SkipUntapStep(Ref.EACH_PLAYER),)


def test_stasis_keeps_tapped_permanents_tapped(scenario):
    """CR 500.11, 614.10: the untap step is skipped; without Stasis the land untaps."""
    for lock in (True, False):
        s = scenario(active=P1)
        s.library(P0, *["Island"] * 3)
        s.library(P1, *["Island"] * 3)
        if lock:
            s.battlefield(P1, _stasis())
        (land,) = s.lands(P0, "Forest", tapped=True)
        s.next_turn()  # our turn: untap step (skipped under Stasis), upkeep, ...
        assert land.tapped is lock


def _mana_short():
    return compile_text(
        "Mana Short",
        "{2}{U}",
        "Instant",
        "Tap all lands target player controls and that player loses all unspent mana.",
    )


def test_tap_all_of_a_player_compiles():
    assert _mana_short().spell == (
        TapAllOf(Filter(card_type=CardType.LAND), Target(TargetKind.PLAYER)),
        EmptyManaPool(Ref.TARGET_CONTROLLER),
    )


def test_mana_short_taps_the_opponents_lands_and_empties_their_pool(scenario):
    """CR 701.26a, 106.4: their lands tapped, their floating mana gone; ours untouched."""
    s = scenario(active=P1)
    s.lands(P0, "Island", "Island", "Island", "Island")
    theirs = s.lands(P1, "Forest", "Mountain")
    s.game.players[P1].pool[4] = 2  # two floating {G}
    s.cast(P0, s.hand(P0, _mana_short()), targets=[P1])
    s.resolve()
    assert all(o.tapped for o in theirs)
    assert s.game.players[P1].pool == [0, 0, 0, 0, 0, 0]
    assert sum(not o.tapped for o in s.game.players[P0].battlefield) == 1  # 3 paid, 1 left
