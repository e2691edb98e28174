"""Triggered abilities of the metagame, round 37 (issue 26, trigger helper): real cards.

Each family: the compiled form of a real card's Oracle text, and an engine scenario that
shows it plays as the rules say (the CR rule is cited in each test).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    CreateToken,
    DamageOpponentsPermanents,
    DrawCards,
    Exile,
    ExileFromHand,
    ExileUntilLeaves,
    GainControl,
    GainLife,
    GainLifeFromPower,
    GetEnergy,
    IfKicked,
    LoseLife,
    MayDo,
    Mill,
    PutCounters,
    PutCountersAll,
    PutFromHand,
    PutInLibrary,
    Sacrifice,
    SacrificeUnless,
    UntapPermanents,
)
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    Blocks,
    CastSpell,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    EntersBattlefield,
    StepName,
)
from deckstats.engine import Zone
from deckstats.engine.damage import deal_damage
from deckstats.engine.types import Step

# -- "another target" / "up to one other target" (CR 109.1, 115.1) --------------------------


def _oblivion_ring():
    return compile_text(
        "Oblivion Ring",
        "{2}{W}",
        "Enchantment",
        "When Oblivion Ring enters, exile another target nonland permanent.\nWhen Oblivion "
        "Ring leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
    )


def _solitude():
    return compile_text(
        "Solitude",
        "{3}{W}{W}",
        "Creature — Elemental Incarnation",
        "Flash\nLifelink\nWhen Solitude enters, exile up to one other target creature. That "
        "creature's controller gains life equal to its power.\nEvoke—Exile a white card from "
        "your hand.",
        pt=("3", "2"),
    )


NONLAND = Filter(not_type=CardType.LAND)


def test_another_target_compiles():
    """CR 109.1: "another" excludes the source itself from the legal targets."""
    ring = _oblivion_ring()
    assert ring.unparsed == ()
    target = Target(TargetKind.PERMANENT, filter=NONLAND, other=True)
    assert [(t.when, t.effect) for t in ring.triggers] == [
        (EntersBattlefield(), (ExileUntilLeaves(target),))
    ]
    solitude = _solitude()
    assert solitude.unparsed == ()
    creature = Target(TargetKind.CREATURE, up_to=True, other=True)
    assert solitude.triggers[0].effect == (Exile(creature), GainLifeFromPower())


def test_oblivion_ring_never_offers_itself(scenario):
    """CR 115.1, 603.3d: the enters trigger's targets never include Oblivion Ring itself."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Ornithopter")
    s.lands(P0, "Plains", "Plains", "Plains")
    seen: list[tuple] = []

    def pick(view, decision):
        seen.extend(decision.options)
        return next(o for o in decision.options if o == ((bear.oid,),))

    s.script(P0, ("targets", pick))
    s.cast(P0, s.hand(P0, _oblivion_ring()))
    s.resolve()
    ring = next(o for o in s.game.players[P0].battlefield if o.card.name == "Oblivion Ring")
    assert seen and all(ring.oid not in group for option in seen for group in option)
    assert "Grizzly Bears" in s.names(P1, Zone.EXILE)
    # CR 610.3a: it returns when Oblivion Ring leaves the battlefield
    s.game.move(ring, Zone.GRAVEYARD)
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


def test_solitude_exiles_another_creature_and_its_controller_gains(scenario):
    """CR 115.1, 608.2h: Solitude exiles the Bears, whose controller gains 2 (its power)."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Plains", "Plains", "Plains", "Plains", "Plains")
    seen: list[tuple] = []

    def pick(view, decision):
        seen.extend(decision.options)
        return ((bear.oid,),)

    s.script(P0, ("targets", pick))
    s.cast(P0, s.hand(P0, _solitude()))
    s.resolve()
    solitude = next(o for o in s.game.players[P0].battlefield if o.card.name == "Solitude")
    # up to one: none or the Bears, never Solitude itself
    assert sorted(seen) == [((),), ((bear.oid,),)]
    assert solitude.oid not in {t for option in seen for group in option for t in group}
    assert "Grizzly Bears" in s.names(P1, Zone.EXILE)
    assert s.game.players[P1].life == 22


# -- "sacrifice ~ unless you <action>" (CR 118.12) --------------------------------------------


def _masticore():
    return compile_text(
        "Masticore",
        "{4}",
        "Artifact Creature — Masticore",
        "At the beginning of your upkeep, sacrifice Masticore unless you discard a card.\n{2}: "
        "Masticore deals 1 damage to target creature.\n{2}: Regenerate Masticore.",
        pt=("4", "4"),
    )


def _glint_hawk():
    return compile_text(
        "Glint Hawk",
        "{W}",
        "Creature — Bird",
        "Flying\nWhen Glint Hawk enters, sacrifice it unless you return an artifact you control "
        "to its owner's hand.",
        pt=("2", "2"),
    )


def test_sacrifice_unless_action_compiles():
    """CR 118.12: the action of "unless you ..." is a choice made on resolution."""
    masticore = _masticore()
    assert masticore.unparsed == ()
    assert [(t.when, t.effect) for t in masticore.triggers] == [
        (BeginningOfStep(StepName.UPKEEP), (SacrificeUnless(discard=1),))
    ]
    hawk = _glint_hawk()
    assert hawk.unparsed == ()
    artifact = Filter(card_type=CardType.ARTIFACT)
    assert hawk.triggers[0].effect == (SacrificeUnless(bounce=artifact),)
    horde = compile_text(
        "Balduvian Horde",
        "{2}{R}{R}",
        "Creature — Human Barbarian",
        "When Balduvian Horde enters, sacrifice it unless you discard a card at random.",
        pt=("5", "5"),
    )
    assert horde.unparsed == ()
    assert horde.triggers[0].effect == (SacrificeUnless(discard=1, at_random=True),)
    skizzik = compile_text(
        "Skizzik",
        "{3}{R}",
        "Creature — Elemental",
        "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nTrample, haste\n"
        "At the beginning of the end step, sacrifice Skizzik unless it was kicked.",
        pt=("5", "3"),
    )
    assert skizzik.unparsed == ()
    assert skizzik.triggers[0].effect == (IfKicked((), (Sacrifice(Ref.SELF),)),)


def test_masticore_upkeep_discard_or_sacrifice(scenario):
    """CR 118.12, 503.1a: Masticore stays by a discard; with an empty hand it is sacrificed."""
    from deckstats.engine import events

    s = scenario()
    masticore = s.battlefield(P0, _masticore())
    s.hand(P0, "Mountain")
    s.script(P0, ("pay_unless", True))
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert masticore.zone is Zone.BATTLEFIELD
    assert s.names(P0, Zone.GRAVEYARD) == ["Mountain"]
    events.on_step(s.game, Step.UPKEEP)  # nothing left to discard
    s.resolve()
    assert "Masticore" in s.names(P0, Zone.GRAVEYARD)


def test_glint_hawk_returns_an_artifact_or_is_sacrificed(scenario):
    """CR 118.12: Glint Hawk returns Ornithopter to hand; with no artifact it is sacrificed."""
    s = scenario()
    s.battlefield(P0, "Ornithopter")
    s.lands(P0, "Plains", "Plains")
    s.script(P0, ("pay_unless", True))
    s.cast(P0, s.hand(P0, _glint_hawk()))
    s.resolve()
    assert "Glint Hawk" in s.names(P0, Zone.BATTLEFIELD)
    assert "Ornithopter" in s.names(P0, Zone.HAND)
    s.cast(P0, s.hand(P0, _glint_hawk()))  # no artifact left: the second Hawk is sacrificed
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Glint Hawk") == 1
    assert "Glint Hawk" in s.names(P0, Zone.GRAVEYARD)


# -- "put a +1/+1 counter on each other <group> you control" (CR 122.1) ----------------------


def _thalias_lieutenant():
    return compile_text(
        "Thalia's Lieutenant",
        "{1}{W}",
        "Creature — Human Soldier",
        "When Thalia's Lieutenant enters, put a +1/+1 counter on each other Human you control.\n"
        "Whenever another Human you control enters, put a +1/+1 counter on Thalia's Lieutenant.",
        pt=("1", "1"),
    )


def test_counters_on_each_other_of_a_group_compiles():
    """CR 122.1: the group is read as the ability resolves; "other" leaves out the source."""
    card = _thalias_lieutenant()
    assert card.unparsed == ()
    human = Filter(subtypes=("Human",))
    assert card.triggers[0].effect == (PutCountersAll(1, "+1/+1", human, other=True),)


def test_thalias_lieutenant_counters_other_humans_only(scenario):
    """CR 122.1, 603.2: each other Human of yours gets a counter; not it, not the Bears."""
    s = scenario()
    human = s.battlefield(P0, compile_text("Savannah Lions", "{W}", "Creature — Cat", ""))
    human = s.battlefield(
        P0, compile_text("Elite Vanguard", "{W}", "Creature — Human Soldier", "", pt=("2", "1"))
    )
    bear = s.battlefield(P0, "Grizzly Bears")
    foe = s.battlefield(
        P1, compile_text("Elite Vanguard", "{W}", "Creature — Human Soldier", "", pt=("2", "1"))
    )
    s.lands(P0, "Plains", "Plains")
    s.cast(P0, s.hand(P0, _thalias_lieutenant()))
    s.resolve()
    lieutenant = next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Tha"))
    assert human.counter("+1/+1") == 1
    assert bear.counter("+1/+1") == 0 and foe.counter("+1/+1") == 0
    assert lieutenant.counter("+1/+1") == 0
    assert s.game.power(human) == 3


# -- "you <verb> ... and you get / that player mills" (CR 603.2, 107.14) ----------------------


def _sword_of_body_and_mind():
    return compile_text(
        "Sword of Body and Mind",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2 and has protection from green and from blue.\nWhenever "
        "equipped creature deals combat damage to a player, you create a 2/2 green Wolf "
        "creature token and that player mills ten cards.\nEquip {2}",
    )


def test_two_subjects_joined_by_and_compile():
    """Two effects with their own subjects: you draw and get energy; you create, they mill."""
    refiner = compile_text(
        "Rogue Refiner",
        "{1}{G}{U}",
        "Creature — Human Rogue",
        "When Rogue Refiner enters, you draw a card and you get {E}{E} (two energy counters).",
        pt=("3", "2"),
    )
    assert refiner.unparsed == ()
    assert refiner.triggers[0].effect == (DrawCards(1), GetEnergy(2))
    sword = _sword_of_body_and_mind()
    assert sword.unparsed == ()
    (trigger,) = sword.triggers
    assert trigger.when == DealsCombatDamageToPlayer(Ref.ENCHANTED_OR_EQUIPPED)
    (wolf, mill) = trigger.effect
    assert isinstance(wolf, CreateToken) and wolf.token.name == "Wolf"
    assert mill == Mill(10, Ref.DEFENDING_PLAYER)  # "that player": the player dealt damage


def test_sword_of_body_and_mind_wolf_and_mill(scenario):
    """CR 510.2, 603.2: the equipped creature connects: a Wolf for you, ten cards milled."""
    s = scenario()
    s.library(P1, *["Island"] * 12)
    bears = s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, _sword_of_body_and_mind()).attached_to = bears.oid
    s.script(P0, ("attackers", (bears.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.game.players[P1].life == 16  # the Sword's +2/+2
    assert "Wolf" in s.names(P0, Zone.BATTLEFIELD)
    assert len(s.game.players[P1].library) == 2
    assert s.names(P1, Zone.GRAVEYARD).count("Island") == 10


# -- intervening "if" on counts (CR 603.4) ---------------------------------------------------


def _steam_kin():
    return compile_text(
        "Runaway Steam-Kin",
        "{1}{R}",
        "Creature — Elemental",
        "Whenever you cast a red spell, if Runaway Steam-Kin has fewer than three +1/+1 counters "
        "on it, put a +1/+1 counter on Runaway Steam-Kin.\nRemove three +1/+1 counters from "
        "Runaway Steam-Kin: Add {R}{R}{R}.",
        pt=("1", "1"),
    )


def _valakut():
    return compile_text(
        "Valakut, the Molten Pinnacle",
        None,
        "Land",
        "Valakut, the Molten Pinnacle enters tapped.\nWhenever a Mountain you control enters, if "
        "you control at least five other Mountains, you may have Valakut, the Molten Pinnacle "
        "deal 3 damage to any target.\n{T}: Add {R}.",
    )


def test_intervening_if_counts_compile():
    """CR 603.4: the "if" clause is an IfCount checked as it triggers and as it resolves."""
    kin = _steam_kin()
    assert kin.unparsed == ()
    counters = Count("counters_on_self", counter="+1/+1")
    assert kin.triggers[0].effect == (IfCount(counters, None, 2, (PutCounters(1, Ref.SELF),)),)
    valakut = _valakut()
    assert valakut.unparsed == ()
    (trigger,) = valakut.triggers
    assert trigger.when == EntersBattlefield(Ref.YOU, Filter(subtypes=("Mountain",)))
    (check,) = trigger.effect
    mountains = Count("permanents", Filter(subtypes=("Mountain",)))
    assert isinstance(check, IfCount) and (check.count, check.least) == (mountains, 6)
    assert isinstance(check.then[0], MayDo)


def test_steam_kin_stops_at_three_counters(scenario):
    """CR 603.4: with three counters the ability does not trigger at all."""
    s = scenario()
    kin = s.battlefield(P0, _steam_kin())
    kin.counters = {"+1/+1": 2}
    s.lands(P0, "Mountain", "Mountain")
    for _ in range(2):
        s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
        s.resolve()
    assert kin.counter("+1/+1") == 3
    assert s.game.players[P1].life == 14


def test_valakut_needs_five_other_mountains(scenario):
    """CR 603.4: the fifth Mountain does nothing; the sixth deals 3 (five others)."""
    s = scenario()
    s.battlefield(P0, _valakut())
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.play_land(P0, s.hand(P0, "Mountain"))
    s.resolve()
    assert s.game.players[P1].life == 20
    s.game.players[P0].lands_played_turn = 0
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0] == (P1,))))
    s.script(P0, ("may", True))
    s.play_land(P0, s.hand(P0, "Mountain"))
    s.resolve()
    assert s.game.players[P1].life == 17


# -- hand exile until the source leaves the battlefield (CR 610.3, 607.2a) -------------------


def _tidehollow_sculler():
    return compile_text(
        "Tidehollow Sculler",
        "{W}{B}",
        "Artifact Creature — Zombie",
        "When Tidehollow Sculler enters, target opponent reveals their hand and you choose a "
        "nonland card from it. Exile that card.\nWhen Tidehollow Sculler leaves the battlefield, "
        "return the exiled card to its owner's hand.",
        pt=("2", "2"),
    )


OPPONENT = Target(TargetKind.PLAYER, Controller.OPPONENT)


def test_hand_exile_until_leaves_compiles():
    """CR 610.3: one enters trigger whose exile lasts until the source leaves."""
    sculler = _tidehollow_sculler()
    assert sculler.unparsed == ()
    assert [(t.when, t.effect) for t in sculler.triggers] == [
        (EntersBattlefield(), (ExileFromHand(OPPONENT, NONLAND, until_leaves=True),))
    ]
    freebooter = compile_text(
        "Kitesail Freebooter",
        "{1}{B}",
        "Creature — Human Pirate",
        "Flying\nWhen Kitesail Freebooter enters, target opponent reveals their hand. You "
        "choose a noncreature, nonland card from it. Exile that card until Kitesail Freebooter "
        "leaves the battlefield.",
        pt=("1", "2"),
    )
    assert freebooter.unparsed == ()
    spells = Filter(not_type=CardType.CREATURE | CardType.LAND)
    assert freebooter.triggers[0].effect == (ExileFromHand(OPPONENT, spells, until_leaves=True),)


def test_tidehollow_sculler_card_returns_to_hand(scenario):
    """CR 610.3a: the exiled card goes back to its owner's hand when the Sculler dies."""
    s = scenario()
    s.hand(P1, "Lightning Bolt")
    s.hand(P1, "Mountain")
    s.lands(P0, "Plains", "Swamp")
    s.cast(P0, s.hand(P0, _tidehollow_sculler()))
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Lightning Bolt"]
    assert s.names(P1, Zone.HAND) == ["Mountain"]
    sculler = next(o for o in s.game.players[P0].battlefield if o.card.name == "Tidehollow Sculler")
    s.game.destroy(sculler)
    s.resolve()
    assert sorted(s.names(P1, Zone.HAND)) == ["Lightning Bolt", "Mountain"]
    assert s.names(P1, Zone.EXILE) == []


# -- "if you gained / a player lost N or more life this turn" (CR 603.4, 119.3) --------------


def _resplendent_angel():
    return compile_text(
        "Resplendent Angel",
        "{1}{W}{W}",
        "Creature — Angel",
        "Flying\nAt the beginning of each end step, if you gained 5 or more life this turn, "
        "create a 4/4 white Angel creature token with flying and vigilance.\n{3}{W}{W}{W}: Until "
        "end of turn, Resplendent Angel gets +2/+0 and gains lifelink.",
        pt=("3", "3"),
    )


def _knight_of_the_ebon_legion():
    return compile_text(
        "Knight of the Ebon Legion",
        "{B}",
        "Creature — Human Knight",
        "{2}{B}: Knight of the Ebon Legion gets +3/+3 and gains deathtouch until end of turn.\n"
        "At the beginning of your end step, if a player lost 4 or more life this turn, put a "
        "+1/+1 counter on Knight of the Ebon Legion.",
        pt=("1", "2"),
    )


def test_life_this_turn_conditions_compile():
    """CR 603.4: the amounts gained and lost this turn are counts with a lower bound."""
    angel = _resplendent_angel()
    assert angel.unparsed == ()
    (check,) = angel.triggers[0].effect
    assert isinstance(check, IfCount)
    assert (check.count, check.least, check.most) == (Count("life_gained_turn"), 5, None)
    knight = _knight_of_the_ebon_legion()
    assert knight.unparsed == ()
    lost = Count("most_life_lost_turn")
    assert knight.triggers[0].effect == (IfCount(lost, 4, None, (PutCounters(1, Ref.SELF),)),)
    haliya = compile_text(
        "Haliya, Guided by Light",
        "{2}{W}",
        "Legendary Creature — Human Soldier",
        "Whenever Haliya, Guided by Light or another creature or artifact you control enters, "
        "you gain 1 life.\nAt the beginning of your end step, draw a card if you've gained 3 or "
        "more life this turn.\nWarp {W}",
        pt=("2", "3"),
    )
    assert haliya.unparsed == ()
    gained = Count("life_gained_turn")
    assert haliya.triggers[-1].effect == (IfCount(gained, 3, None, (DrawCards(1),)),)


def test_resplendent_angel_counts_life_gained_this_turn(scenario):
    """CR 603.4, 513.1a: 4 life gained makes nothing; a fifth makes the Angel token."""
    from deckstats.engine import events

    s = scenario(step=Step.END)
    s.battlefield(P0, _resplendent_angel())
    s.game.gain_life(P0, 4)
    events.on_step(s.game, Step.END)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Resplendent Angel"]
    s.game.gain_life(P0, 1)
    events.on_step(s.game, Step.END)
    s.resolve()
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Angel", "Resplendent Angel"]


def test_knight_of_the_ebon_legion_any_player_lost_four(scenario):
    """CR 119.3: damage and life payments are life lost; any one player's 4 counts."""
    from deckstats.engine import events

    s = scenario(step=Step.END)
    knight = s.battlefield(P0, _knight_of_the_ebon_legion())
    deal_damage(s.game, None, P0, P1, 3)
    s.game.lose_life(P0, 3)  # 3 each: no player lost 4
    events.on_step(s.game, Step.END)
    s.resolve()
    assert knight.counter("+1/+1") == 0
    s.game.lose_life(P1, 1)
    events.on_step(s.game, Step.END)
    s.resolve()
    assert knight.counter("+1/+1") == 1


def test_life_this_turn_counts_reset_each_turn(scenario):
    """CR 500.1: "this turn" counts start again when the next turn begins, for both players."""
    s = scenario()
    s.game.gain_life(P0, 5)
    s.game.lose_life(P1, 4)
    s.next_turn()
    assert [p.life_gained_turn for p in s.game.players] == [0, 0]
    assert [p.life_lost_turn for p in s.game.players] == [0, 0]


# -- "if an opponent controls more <permanents> / has more life than you" (CR 603.4) ---------


def _land_tax():
    return compile_text(
        "Land Tax",
        "{W}",
        "Enchantment",
        "At the beginning of your upkeep, if an opponent controls more lands than you, you may "
        "search your library for up to three basic land cards, reveal them, put them into your "
        "hand, then shuffle.",
    )


def test_opponent_has_more_compiles():
    """CR 603.4: "more than you" is the opponent's excess, at least 1."""
    tax = _land_tax()
    assert tax.unparsed == ()
    (check,) = tax.triggers[0].effect
    lands = Count("opponent_more_permanents", Filter(card_type=CardType.LAND))
    assert isinstance(check, IfCount) and (check.count, check.least) == (lands, 1)
    beza = compile_text(
        "Beza, the Bounding Spring",
        "{2}{W}{W}",
        "Legendary Creature — Elemental Elk",
        "When Beza, the Bounding Spring enters, create a Treasure token if an opponent controls "
        "more lands than you. You gain 4 life if an opponent has more life than you. Create two "
        "1/1 blue Fish creature tokens if an opponent controls more creatures than you. Draw a "
        "card if an opponent has more cards in hand than you.",
        pt=("4", "5"),
    )
    assert beza.unparsed == ()
    kinds = [e.count.what for e in beza.triggers[0].effect]
    assert kinds == [
        "opponent_more_permanents",
        "opponent_more_life",
        "opponent_more_permanents",
        "opponent_more_hand",
    ]


def test_land_tax_only_when_behind_on_lands(scenario):
    """CR 603.4: equal lands, no trigger; fewer lands, three basics go to hand."""
    from deckstats.engine import events

    s = scenario(step=Step.UPKEEP)
    s.battlefield(P0, _land_tax())
    s.library(P0, "Plains", "Plains", "Plains", "Plains", "Swamp")
    s.lands(P0, "Plains")
    s.lands(P1, "Mountain")
    s.script(P0, ("may", True))
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    s.lands(P1, "Mountain")
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Plains", "Plains", "Plains"]


# -- untap all <permanents> you control (CR 701.26b); damage to each opponent and theirs -----


def _chainwhirler():
    return compile_text(
        "Goblin Chainwhirler",
        "{R}{R}{R}",
        "Creature — Goblin Warrior",
        "First strike\nWhen Goblin Chainwhirler enters, it deals 1 damage to each opponent and "
        "each creature and planeswalker they control.",
        pt=("3", "3"),
    )


def _paradox_engine():
    return compile_text(
        "Paradox Engine",
        "{5}",
        "Legendary Artifact",
        "Whenever you cast a spell, untap all nonland permanents you control.",
    )


def test_untap_all_and_damage_opponents_compile():
    """CR 701.26b, 120.3: the groups are read as the ability resolves."""
    assert _paradox_engine().triggers[0].effect == (
        UntapPermanents(Filter(not_type=CardType.LAND)),
    )
    whirler = _chainwhirler()
    assert whirler.unparsed == ()
    theirs = Filter(card_type=CardType.CREATURE | CardType.PLANESWALKER)
    assert whirler.triggers[0].effect == (DamageOpponentsPermanents(1, theirs),)
    famine = compile_text(
        "Sword of Feast and Famine",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2 and has protection from black and from green.\nWhenever "
        "equipped creature deals combat damage to a player, that player discards a card and you "
        "untap all lands you control.\nEquip {2}",
    )
    assert famine.unparsed == ()
    assert famine.triggers[0].effect[1] == UntapPermanents(Filter(card_type=CardType.LAND))


def test_chainwhirler_hits_only_the_opponent_and_theirs(scenario):
    """CR 120.3: 1 to the opponent and each of their creatures; yours are untouched."""
    s = scenario()
    s.battlefield(P1, "Llanowar Elves")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Llanowar Elves")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, _chainwhirler()))
    s.resolve()
    assert s.game.players[P1].life == 19 and s.game.players[P0].life == 20
    assert s.names(P1, Zone.GRAVEYARD) == ["Llanowar Elves"] and bear.damage == 1
    assert "Llanowar Elves" in s.names(P0, Zone.BATTLEFIELD)


def test_paradox_engine_untaps_nonland_permanents(scenario):
    """CR 701.26b, 601.2i: casting a spell untaps your tapped nonland permanents, not lands."""
    s = scenario()
    s.battlefield(P0, _paradox_engine())
    rock = s.battlefield(P0, "Mind Stone", tapped=True)
    theirs = s.battlefield(P1, "Mind Stone", tapped=True)
    (land,) = s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert not rock.tapped and theirs.tapped and land.tapped


# -- "gain control of target permanent [until end of turn]" (CR 613.1b, 514.2, 302.6) --------


def _agent_of_treachery():
    return compile_text(
        "Agent of Treachery",
        "{5}{U}{U}",
        "Creature — Human Rogue",
        "When Agent of Treachery enters, gain control of target permanent.\nAt the beginning of "
        "your end step, if you control three or more permanents you don't own, draw three cards.",
        pt=("2", "3"),
    )


def _zealous_conscripts():
    return compile_text(
        "Zealous Conscripts",
        "{4}{R}",
        "Creature — Human Warrior",
        "Haste\nWhen Zealous Conscripts enters, gain control of target permanent until end of "
        "turn. Untap that permanent. It gains haste until end of turn.",
        pt=("3", "3"),
    )


def test_gain_control_compiles():
    """CR 613.1b: a control-changing effect; the threaten form untaps and grants haste."""
    agent = _agent_of_treachery()
    assert agent.unparsed == ()
    permanent = Target(TargetKind.PERMANENT)
    assert agent.triggers[0].effect == (GainControl(permanent),)
    not_owned = Count("permanents_not_owned")
    assert agent.triggers[1].effect == (IfCount(not_owned, 3, None, (DrawCards(3),)),)
    conscripts = _zealous_conscripts()
    assert conscripts.unparsed == ()
    assert conscripts.triggers[0].effect == (GainControl(permanent, True, True, True),)


def test_agent_of_treachery_steals_for_good(scenario):
    """CR 613.1b, 302.6: the stolen creature is yours, summoning sick; its owner keeps it."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, *["Island"] * 7)
    s.script(P0, ("targets", lambda v, d: ((bear.oid,),)))
    s.cast(P0, s.hand(P0, _agent_of_treachery()))
    s.resolve()
    assert bear.controller == P0 and bear.owner == P1
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert bear.since == s.game.turn  # CR 302.6: it can't attack this turn
    s.cleanup()
    assert bear.controller == P0


def test_zealous_conscripts_threaten_ends_at_cleanup(scenario):
    """CR 613.1b, 514.2: untapped, hasty, yours this turn; back to its controller at cleanup."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears", tapped=True)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.script(P0, ("targets", lambda v, d: ((bear.oid,),)))
    s.cast(P0, s.hand(P0, _zealous_conscripts()))
    s.resolve()
    assert bear.controller == P0 and not bear.tapped
    assert s.game.keywords(bear) & Keyword.HASTE
    s.cleanup()
    assert bear.controller == P1
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


# -- cards from hand onto the battlefield; cards from a graveyard to a library (CR 401.3) ----


def _goblin_lackey():
    return compile_text(
        "Goblin Lackey",
        "{R}",
        "Creature — Goblin",
        "Whenever Goblin Lackey deals damage to a player, you may put a Goblin permanent card "
        "from your hand onto the battlefield.",
        pt=("1", "1"),
    )


def _mortuary_mire():
    return compile_text(
        "Mortuary Mire",
        None,
        "Land",
        "Mortuary Mire enters tapped.\nWhen Mortuary Mire enters, you may put target creature "
        "card from your graveyard on top of your library.\n{T}: Add {B}.",
    )


def _murderous_rider():
    return compile_text(
        "Murderous Rider",
        "{1}{B}{B}",
        "Creature — Zombie Knight",
        "Lifelink\nWhen Murderous Rider dies, put it on the bottom of its owner's library.",
        pt=("2", "3"),
    )


def test_hand_and_graveyard_moves_compile():
    """CR 110.4b: a "Goblin permanent card" is no instant or sorcery; CR 401.3, 400.7."""
    lackey = _goblin_lackey()
    assert lackey.unparsed == ()
    goblins = Filter(subtypes=("Goblin",), not_type=CardType.INSTANT | CardType.SORCERY)
    (trigger,) = lackey.triggers
    assert (trigger.when, trigger.effect, trigger.optional) == (
        DealsDamage(),
        (PutFromHand(goblins),),
        True,
    )
    mire = _mortuary_mire()
    assert mire.unparsed == ()
    creature_card = Target(
        TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, Filter(card_type=CardType.CREATURE)
    )
    assert mire.triggers[0].effect == (PutInLibrary(creature_card),)
    rider = _murderous_rider()
    assert rider.unparsed == ()
    # CR 400.7: the card that died is a new object: the trigger's object, not "~"
    assert [(t.when, t.effect) for t in rider.triggers] == [
        (Dies(), (PutInLibrary(Ref.TRIGGERING_OBJECT, bottom=True),))
    ]


def test_goblin_lackey_puts_a_goblin_not_a_goblin_instant(scenario):
    """CR 510.2, 110.4b: on damage, a Goblin creature from hand enters; Tarfire can't."""
    s = scenario()
    lackey = s.battlefield(P0, _goblin_lackey())
    s.hand(
        P0,
        compile_text(
            "Tarfire", "{R}", "Kindred Instant — Goblin", "Tarfire deals 2 damage to any target."
        ),
    )
    s.hand(
        P0, compile_text("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior", "", pt=("2", "1"))
    )
    s.script(P0, ("attackers", (lackey.oid,)))
    s.script(P1, ("blockers", ()))
    s.script(P0, ("may", True))
    s.combat()
    s.resolve()
    assert "Goblin Piker" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.HAND) == ["Tarfire"]


def test_mortuary_mire_and_murderous_rider_go_to_the_library(scenario):
    """CR 401.3: the creature card goes on top; the dead Rider to the bottom of its library."""
    s = scenario()
    s.library(P0, "Swamp", "Swamp")
    s.graveyard(P0, "Grizzly Bears")
    s.script(P0, ("may", True))
    s.play_land(P0, s.hand(P0, _mortuary_mire()))
    s.resolve()
    assert s.game.players[P0].library[-1].card.name == "Grizzly Bears"
    rider = s.battlefield(P0, _murderous_rider())
    s.game.destroy(rider)
    s.resolve()
    assert s.game.players[P0].library[0].card.name == "Murderous Rider"
    assert "Murderous Rider" not in s.names(P0, Zone.GRAVEYARD)


# -- "gets +N/+N until end of turn for each other <subtype>" (CR 611.2c) ---------------------


def _piledriver():
    return compile_text(
        "Goblin Piledriver",
        "{1}{R}",
        "Creature — Goblin Warrior",
        "Protection from blue\nWhenever Goblin Piledriver attacks, it gets +2/+0 until end of "
        "turn for each other attacking Goblin.",
        pt=("1", "2"),
    )


def test_pump_for_each_other_compiles():
    """CR 611.2c: the other attacking Goblins are counted as it resolves, not the source."""
    card = _piledriver()
    assert card.unparsed == ()
    (pump,) = card.triggers[0].effect
    goblins = Filter(subtypes=("Goblin",), attacking=True)
    assert pump.count == Count("permanents", goblins, other=True)
    assert (pump.power, pump.toughness, pump.target) == (2, 0, Ref.SELF)


def test_piledriver_counts_the_other_attacking_goblins(scenario):
    """CR 508.1, 611.2c: with one other Goblin attacking, Piledriver attacks as a 3/2."""
    s = scenario()
    pile = s.battlefield(P0, _piledriver())
    piker = s.battlefield(
        P0, compile_text("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior", "", pt=("2", "1"))
    )
    s.battlefield(P0, "Grizzly Bears")  # not a Goblin, not attacking
    s.script(P0, ("attackers", (pile.oid, piker.oid)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.game.players[P1].life == 15  # 3 + 2


# -- "whenever ~ blocks / becomes blocked" (CR 509.1) ----------------------------------------


def _ichorclaw_myr():
    return compile_text(
        "Ichorclaw Myr",
        "{2}",
        "Artifact Creature — Phyrexian Myr",
        "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to "
        "players in the form of poison counters.)\nWhenever Ichorclaw Myr becomes blocked, it "
        "gets +2/+2 until end of turn.",
        pt=("1", "1"),
    )


def _rotting_giant():
    return compile_text(
        "Rotting Giant",
        "{1}{B}",
        "Creature — Zombie Giant",
        "Whenever Rotting Giant attacks or blocks, sacrifice it unless you exile a card from "
        "your graveyard.",
        pt=("3", "3"),
    )


def test_block_triggers_compile():
    """CR 509.1: the block events of the creature itself."""
    assert _ichorclaw_myr().triggers[0].when == Blocks(blocked=True)
    giant = _rotting_giant()
    assert giant.unparsed == ()
    assert [t.when for t in giant.triggers] == [Attacks(), Blocks()]
    assert giant.triggers[1].effect == (SacrificeUnless(exile_from_graveyard=1),)


def test_ichorclaw_myr_grows_when_blocked(scenario):
    """CR 509.1: blocked by the Bears, it is a 3/3 as damage is dealt and survives."""
    s = scenario()
    myr = s.battlefield(P0, _ichorclaw_myr())
    bear = s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("attackers", (myr.oid,)))
    s.script(P1, ("blockers", ((bear.oid, myr.oid),)))
    s.combat()
    s.resolve()
    assert s.game.power(myr) == 3 and myr.zone is Zone.BATTLEFIELD
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]  # 3 -1/-1 counters (infect)


def test_rotting_giant_blocks_and_pays_with_its_graveyard(scenario):
    """CR 509.1, 118.12: blocking, it stays by exiling a card; next time nothing is left."""
    s = scenario(active=P1)
    giant = s.battlefield(P0, _rotting_giant())
    s.graveyard(P0, "Island")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.script(P1, ("attackers", (bear.oid,)))
    s.script(P0, ("blockers", ((giant.oid, bear.oid),)))
    s.script(P0, ("pay_unless", True))
    s.combat()
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Island"]
    assert giant.zone is Zone.BATTLEFIELD


# -- "create <a token> and <another token>" (CR 111.1) --------------------------------------


def _wurmcoil_engine():
    return compile_text(
        "Wurmcoil Engine",
        "{6}",
        "Artifact Creature — Phyrexian Wurm",
        "Deathtouch, lifelink\nWhen Wurmcoil Engine dies, create a 3/3 colorless Phyrexian Wurm "
        "artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact "
        "creature token with lifelink.",
        pt=("6", "6"),
    )


def test_two_different_tokens_compile_and_play(scenario):
    """CR 111.1, 700.4: Wurmcoil Engine dies; one deathtouch and one lifelink Wurm enter."""
    card = _wurmcoil_engine()
    assert card.unparsed == ()
    (trigger,) = card.triggers
    assert trigger.when == Dies()
    kws = [e.token.keywords for e in trigger.effect]
    assert kws == [Keyword.DEATHTOUCH, Keyword.LIFELINK]
    s = scenario()
    wurmcoil = s.battlefield(P0, card)
    s.game.destroy(wurmcoil)
    s.resolve()
    wurms = [o for o in s.game.players[P0].battlefield if o.card.name == "Phyrexian Wurm"]
    assert sorted(int(s.game.keywords(o)) for o in wurms) == sorted(int(k) for k in kws)
    assert all(s.game.power(o) == 3 for o in wurms)


# -- "whenever you cast a spell during an opponent's turn" (CR 601.2i, 603.2) ----------------


def _brineborn_cutthroat():
    return compile_text(
        "Brineborn Cutthroat",
        "{1}{U}",
        "Creature — Merfolk Pirate",
        "Flash\nWhenever you cast a spell during an opponent's turn, put a +1/+1 counter on "
        "Brineborn Cutthroat.",
        pt=("2", "1"),
    )


def test_cast_during_a_turn_compiles():
    """CR 601.2i: the cast trigger looks at whose turn it is."""
    card = _brineborn_cutthroat()
    assert card.unparsed == ()
    assert card.triggers[0].when == CastSpell(Ref.YOU, during="opponents")


def test_brineborn_cutthroat_grows_only_on_the_opponents_turn(scenario):
    """CR 601.2i, 603.2: a Bolt on your own turn does nothing; on theirs, a counter."""
    s = scenario()
    cutthroat = s.battlefield(P0, _brineborn_cutthroat())
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert cutthroat.counter("+1/+1") == 0
    s.game.active = P1  # the opponent's turn
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert cutthroat.counter("+1/+1") == 1


# -- devotion (CR 700.5): Gray Merchant of Asphodel --------------------------------------------


def _gray_merchant():
    return compile_text(
        "Gray Merchant of Asphodel",
        "{3}{B}{B}",
        "Creature — Zombie",
        "When Gray Merchant of Asphodel enters, each opponent loses X life, where X is your "
        "devotion to black. You gain life equal to the life lost this way. (Each {B} in the "
        "mana costs of permanents you control counts toward your devotion to black.)",
        pt=("2", "4"),
    )


def test_devotion_drain_compiles():
    """CR 700.5: X is counted as the ability resolves; the same X is gained."""
    card = _gray_merchant()
    assert card.unparsed == ()
    devotion = Count("devotion", Filter(colors=Color.B))
    assert card.triggers[0].effect == (
        LoseLife(devotion, Ref.EACH_OPPONENT),
        GainLife(devotion, Ref.YOU),
    )


def test_gray_merchant_counts_black_symbols(scenario):
    """CR 700.5: {B}{B} of the Merchant, {B} of a Carrier, a {B/G} hybrid: devotion 4."""
    s = scenario()
    s.battlefield(P0, compile_text("Plague Carrier", "{B}", "Creature — Zombie", "", pt=("1", "1")))
    s.battlefield(P0, compile_text("Hybrid Bear", "{B/G}", "Creature — Bear", "", pt=("2", "2")))
    s.battlefield(P1, compile_text("Their Rat", "{B}", "Creature — Rat", "", pt=("1", "1")))
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, _gray_merchant()))
    s.resolve()
    assert s.game.players[P1].life == 16
    assert s.game.players[P0].life == 24
