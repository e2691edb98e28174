"""Trigger conditions of the metagame (issue 26, trigger helper): real cards, real Oracle text.

Each family: the compiled trigger of a real card, and an engine scenario showing it
triggers when, and only when, the rules say (CR 603.2).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import (
    BecomeMonarch,
    Bounce,
    DrawCards,
    ExileFromHand,
    GainLife,
    LoseLife,
    Modal,
    PutCounters,
    RevealTopMayTake,
)
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import (
    Attacks,
    BecomesTarget,
    BeginningOfStep,
    CastSpell,
    Cycles,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    EntersBattlefield,
    FromGraveyard,
    Sacrifices,
    StepName,
    YouAttack,
)
from deckstats.engine import Zone

CREATURE = Filter(card_type=CardType.CREATURE)


def _whens(card):
    return [t.when for t in card.triggers]


# -- "is put into a graveyard from the battlefield" (CR 700.4) -------------------------------


def _rancor():
    return compile_text(
        "Rancor",
        "{G}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put "
        "into a graveyard from the battlefield, return Rancor to its owner's hand.",
    )


def _chromatic_star():
    return compile_text(
        "Chromatic Star",
        "{1}",
        "Artifact",
        "{1}, {T}, Sacrifice Chromatic Star: Add one mana of any color.\nWhen Chromatic Star "
        "is put into a graveyard from the battlefield, draw a card.",
    )


def test_put_into_graveyard_from_battlefield_compiles():
    """CR 700.4: "dies" means "is put into a graveyard from the battlefield", any permanent."""
    rancor = _rancor()
    assert rancor.unparsed == ()
    # CR 400.7: the card to return is the new object in the graveyard
    assert [(t.when, t.effect) for t in rancor.triggers] == [
        (Dies(), (Bounce(Ref.TRIGGERING_OBJECT),))
    ]
    star = _chromatic_star()
    assert star.unparsed == ()
    assert [(t.when, t.effect) for t in star.triggers] == [(Dies(), (DrawCards(1),))]


def test_rancor_returns_to_hand_when_its_creature_dies(scenario):
    """CR 700.4, 704.5m, 400.7: the Aura goes to the graveyard as an SBA, then to the hand."""
    s = scenario()
    bear = s.battlefield(P0, "Grizzly Bears")
    rancor = s.battlefield(P0, _rancor())
    rancor.attached_to = bear.oid
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[bear])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD).count("Rancor") == 0
    assert "Rancor" in s.names(P0, Zone.HAND)
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


def test_chromatic_star_draws_when_sacrificed(scenario):
    """CR 700.4: sacrificed for mana, it is put into a graveyard from the battlefield."""
    s = scenario()
    s.library(P0, "Island", "Island")
    star = s.battlefield(P0, _chromatic_star())
    s.lands(P0, "Mountain")
    before = len(s.game.players[P0].hand)
    s.activate(P0, star, index=0)
    s.resolve()
    assert len(s.game.players[P0].hand) == before + 1
    assert "Chromatic Star" in s.names(P0, Zone.GRAVEYARD)


# -- "~ or another <group> [you control] dies / enters" (CR 603.6a, 603.10a) ------------------


def _zulaport():
    return compile_text(
        "Zulaport Cutthroat",
        "{1}{B}",
        "Creature — Human Rogue Ally",
        "Whenever Zulaport Cutthroat or another creature you control dies, each opponent "
        "loses 1 life and you gain 1 life.",
        ("1", "1"),
    )


def test_self_or_another_compiles():
    """The source and every other creature of the group: two conditions, one trigger each."""
    z = _zulaport()
    assert z.unparsed == ()
    assert _whens(z) == [Dies(), Dies(Ref.YOU, CREATURE, other=True)]
    assert z.triggers[0].effect == (LoseLife(1, Ref.EACH_OPPONENT), GainLife(1))
    herald = compile_text(
        "Nebelgast Herald",
        "{2}{U}",
        "Creature — Spirit",
        "Flash\nFlying\nWhenever Nebelgast Herald or another Spirit you control enters, tap "
        "target creature an opponent controls.",
        ("2", "1"),
    )
    assert herald.unparsed == ()
    assert _whens(herald) == [
        EntersBattlefield(),
        EntersBattlefield(Ref.YOU, Filter(subtypes=("Spirit",)), other=True),
    ]


def test_zulaport_triggers_for_itself_and_its_controllers_creatures(scenario):
    """CR 603.10a: leaves-the-battlefield triggers look back; an opponent's creature: none."""
    s = scenario()
    z = s.battlefield(P0, _zulaport())
    bear = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.game.sacrifice(bear)
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (21, 19)
    s.game.sacrifice(theirs)
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (21, 19)
    s.game.sacrifice(z)
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (22, 18)


def test_skullclamp_draws_when_equipped_creature_dies(scenario):
    """CR 603.10a: "whenever equipped creature dies" looks back at what it equipped."""
    clamp = compile_text(
        "Skullclamp",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/-1.\nWhenever equipped creature dies, draw two cards.\n"
        "Equip {1}",
    )
    assert clamp.unparsed == ()
    assert _whens(clamp) == [Dies(Ref.ENCHANTED_OR_EQUIPPED)]
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    eq = s.battlefield(P0, clamp)
    elf = s.battlefield(P0, "Llanowar Elves")
    other = s.battlefield(P0, "Grizzly Bears")
    s.game.sacrifice(other)  # not the equipped creature: no trigger
    s.resolve()
    assert len(s.game.players[P0].hand) == 0
    eq.attached_to = elf.oid
    s.resolve()  # the 1/0 Elves dies to the state-based check (CR 704.5f)
    assert "Llanowar Elves" in s.names(P0, Zone.GRAVEYARD)
    assert len(s.game.players[P0].hand) == 2


# -- cycling triggers (CR 702.29c-d) ----------------------------------------------------------


def _renewed_faith():
    return compile_text(
        "Renewed Faith",
        "{2}{W}",
        "Instant",
        "You gain 6 life.\nCycling {1}{W} ({1}{W}, Discard this card: Draw a card.)\nWhen you "
        "cycle Renewed Faith, you may gain 2 life.",
    )


def _drannith_healer():
    return compile_text(
        "Drannith Healer",
        "{1}{W}",
        "Creature — Human Cleric",
        "Whenever you cycle another card, you gain 1 life.\nCycling {1} ({1}, Discard this "
        "card: Draw a card.)",
        ("2", "2"),
    )


def test_cycling_triggers_compile():
    assert _renewed_faith().unparsed == ()
    assert _whens(_renewed_faith()) == [Cycles(Ref.SELF)]
    assert _drannith_healer().unparsed == ()
    assert _whens(_drannith_healer()) == [Cycles(Ref.YOU, other=True)]


def _cycle(s, obj):
    from deckstats.engine.actions import HandAction

    (act,) = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == obj.oid]
    s.act(P0, act)
    s.resolve()


def test_cycling_renewed_faith_triggers_itself_and_the_healer(scenario):
    """CR 702.29c: "when you cycle ~" triggers from the card cycled; CR 702.29d: another card."""
    s = scenario()
    s.library(P0, "Island", "Island")
    s.battlefield(P0, _drannith_healer())
    s.lands(P0, "Plains", "Plains")
    s.script(P0, ("may", True))
    _cycle(s, s.hand(P0, _renewed_faith()))
    assert s.game.players[P0].life == 20 + 2 + 1
    assert "Renewed Faith" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_opponent_cycling_does_not_trigger_you_cycle(scenario):
    s = scenario(active=P1)
    s.library(P1, "Island")
    s.battlefield(P0, _drannith_healer())
    s.lands(P1, "Plains", "Plains")
    card = s.hand(P1, _renewed_faith())
    s.script(P1, ("may", False))
    from deckstats.engine.actions import HandAction

    (act,) = [a for a in s.legal(P1) if isinstance(a, HandAction) and a.oid == card.oid]
    s.act(P1, act)
    s.resolve()
    assert s.game.players[P0].life == 20


# -- sacrifice triggers (CR 701.21) -----------------------------------------------------------


def _tracker():
    return compile_text(
        "Tireless Tracker",
        "{2}{G}",
        "Creature — Human Scout",
        "Landfall — Whenever a land you control enters, investigate. (Create a Clue token. "
        'It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nWhenever you '
        "sacrifice a Clue, put a +1/+1 counter on Tireless Tracker.",
        ("3", "2"),
    )


def test_sacrifice_triggers_compile():
    t = _tracker()
    assert t.unparsed == ()
    assert Sacrifices(Ref.YOU, Filter(subtypes=("Clue",))) in _whens(t)
    (trig,) = [x for x in t.triggers if isinstance(x.when, Sacrifices)]
    assert trig.effect == (PutCounters(1, Ref.SELF, "+1/+1"),)
    devil = compile_text(
        "Mayhem Devil",
        "{1}{B}{R}",
        "Creature — Devil",
        "Whenever a player sacrifices a permanent, Mayhem Devil deals 1 damage to any target.",
        ("3", "3"),
    )
    assert devil.unparsed == ()
    assert _whens(devil) == [Sacrifices(Ref.EACH_PLAYER, Filter())]


def test_tracker_grows_when_a_clue_is_sacrificed(scenario):
    """CR 701.21: sacrificing a Clue for its ability triggers; a land sacrificed does not."""
    s = scenario()
    s.library(P0, "Island", "Island")
    tracker = s.battlefield(P0, _tracker())
    s.play_land(P0, s.hand(P0, "Forest"))
    s.resolve()
    (clue,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Clue"]
    s.lands(P0, "Forest", "Forest")
    s.activate(P0, clue, index=0)
    s.resolve()
    assert tracker.counter("+1/+1") == 1
    assert "Island" in s.names(P0, Zone.HAND)
    forest = next(o for o in s.game.players[P0].battlefield if o.card.name == "Forest")
    s.game.sacrifice(forest)
    s.resolve()
    assert tracker.counter("+1/+1") == 1


# -- "enters untapped" (CR 603.6a, 614.1c) -----------------------------------------------------


def _dwarven_mine():
    return compile_text(
        "Dwarven Mine",
        None,
        "Land — Mountain",
        "({T}: Add {R}.)\nDwarven Mine enters tapped unless you control three or more other "
        "Mountains.\nWhen Dwarven Mine enters untapped, create a 1/1 red Dwarf creature token.",
    )


def test_enters_untapped_compiles():
    mine = _dwarven_mine()
    assert mine.unparsed == ()
    assert _whens(mine) == [EntersBattlefield(untapped=True)]


def test_dwarven_mine_makes_a_dwarf_only_untapped(scenario):
    """The trigger checks the land as it entered: tapped (two Mountains) -> no Dwarf."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.play_land(P0, s.hand(P0, _dwarven_mine()))
    s.resolve()
    assert "Dwarf" not in s.names(P0, Zone.BATTLEFIELD)
    s2 = scenario()
    s2.lands(P0, "Mountain", "Mountain", "Mountain")
    s2.play_land(P0, s2.hand(P0, _dwarven_mine()))
    s2.resolve()
    assert s2.names(P0, Zone.BATTLEFIELD).count("Dwarf") == 1


# -- "whenever you attack [with N or more creatures]" (CR 508.3d) -----------------------------


def _raiders_horn():
    """A test card in the wording of Legion's Landing's trigger (draw, not transform)."""
    return compile_text(
        "Attack Test",
        "{1}",
        "Artifact",
        "Whenever you attack with three or more creatures, draw a card.",
    )


def test_you_attack_compiles():
    assert _whens(_raiders_horn()) == [YouAttack(3)]
    landing = compile_text(
        "Legion's Landing",
        "{W}",
        "Legendary Enchantment",
        "When Legion's Landing enters, create a 1/1 white Vampire creature token with "
        "lifelink.\nWhen you attack with three or more creatures, transform Legion's Landing.",
    )
    assert YouAttack(3) in _whens(landing)


def test_you_attack_triggers_once_with_enough_attackers(scenario):
    """CR 508.3d: once per combat, however many attackers; fewer than three: nothing."""
    s = scenario()
    s.library(P0, "Island", "Island")
    s.battlefield(P0, _raiders_horn())
    bears = [s.battlefield(P0, "Grizzly Bears") for _ in range(3)]
    s.script(P0, ("attackers", tuple(b.oid for b in bears[:2])))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert len(s.game.players[P0].hand) == 0
    for b in bears:
        b.tapped = False
    s.script(P0, ("attackers", tuple(b.oid for b in bears)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert len(s.game.players[P0].hand) == 1


# -- "~ deals damage to an opponent / a player / a creature" (CR 120.3) -----------------------


def _specter():
    return compile_text(
        "Hypnotic Specter",
        "{1}{B}{B}",
        "Creature — Specter",
        "Flying\nWhenever Hypnotic Specter deals damage to an opponent, that player discards "
        "a card at random.",
        ("2", "2"),
    )


def test_damage_trigger_compiles_that_player_is_the_damaged_one():
    """CR 603.2: "that player" is the opponent dealt damage (the trigger's defending player)."""
    spec = _specter()
    assert spec.unparsed == ()
    assert _whens(spec) == [DealsDamage(Ref.SELF, "opponent")]
    assert spec.triggers[0].effect[0].player == Ref.DEFENDING_PLAYER
    magpie = compile_text(
        "Thieving Magpie",
        "{2}{U}{U}",
        "Creature — Bird",
        "Flying\nWhenever Thieving Magpie deals damage to an opponent, you draw a card.",
        ("1", "3"),
    )
    assert magpie.unparsed == ()
    assert magpie.triggers[0].effect == (DrawCards(1),)


def test_specter_makes_the_damaged_opponent_discard(scenario):
    """CR 120.3, 510.2: its combat damage to the opponent triggers; the discard is theirs."""
    s = scenario()
    spec = s.battlefield(P0, _specter())
    s.hand(P1, "Island")
    s.hand(P1, "Forest")
    s.hand(P0, "Swamp")
    s.script(P0, ("attackers", (spec.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 18
    assert len(s.game.players[P1].hand) == 1
    assert len(s.game.players[P1].graveyard) == 1
    assert s.names(P0, Zone.HAND) == ["Swamp"]


def test_specter_damage_to_a_creature_does_not_trigger(scenario):
    s = scenario()
    spec = s.battlefield(P0, _specter())
    s.hand(P1, "Island")
    bird = s.battlefield(P1, "Birds of Paradise")
    s.script(P0, ("attackers", (spec.oid,)))
    s.script(P1, ("blockers", ((bird.oid, spec.oid),)))
    s.combat()
    assert len(s.game.players[P1].hand) == 1


# -- modal triggered abilities (CR 700.2) -----------------------------------------------------


def _knight_of_autumn():
    return compile_text(
        "Knight of Autumn",
        "{1}{G}{W}",
        "Creature — Dryad Knight",
        "When Knight of Autumn enters, choose one —\n• Put two +1/+1 counters on Knight of "
        "Autumn.\n• Destroy target artifact or enchantment.\n• You gain 4 life.",
        ("2", "1"),
    )


def test_modal_trigger_compiles():
    knight = _knight_of_autumn()
    assert knight.unparsed == ()
    (trig,) = knight.triggers
    (modal,) = trig.effect
    assert isinstance(modal, Modal) and modal.choose == 1 and len(modal.modes) == 3
    assert modal.modes[2] == (GainLife(4),)


def test_knight_of_autumn_gains_life_by_its_chosen_mode(scenario):
    """CR 700.2: one mode is chosen; the others do nothing."""
    s = scenario()
    s.lands(P0, "Forest", "Plains", "Plains")
    s.script(P0, ("targets", lambda view, d: next(o for o in d.options if o[0] == (2,))))
    s.cast(P0, s.hand(P0, _knight_of_autumn()))
    s.resolve()
    knight = next(o for o in s.game.players[P0].battlefield if o.card.name == "Knight of Autumn")
    assert s.game.players[P0].life == 24
    assert knight.counter("+1/+1") == 0


# -- the monarch (CR 724; seeds 002 CR 722.2) -------------------------------------------------


def _thorn():
    return compile_text(
        "Thorn of the Black Rose",
        "{3}{B}",
        "Creature — Human Assassin",
        "Deathtouch\nWhen Thorn of the Black Rose enters, you become the monarch.",
        ("1", "3"),
    )


def test_become_the_monarch_compiles():
    thorn = _thorn()
    assert thorn.unparsed == ()
    assert [(t.when, t.effect) for t in thorn.triggers] == [
        (EntersBattlefield(), (BecomeMonarch(),))
    ]


def test_monarch_draws_at_end_step_and_is_taken_by_combat_damage(scenario):
    """CR 724.2: the monarch draws at the beginning of their end step; a creature dealing
    combat damage to the monarch makes its controller the monarch."""
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    s.library(P1, "Forest", "Forest", "Forest")
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, _thorn()))
    s.resolve()
    assert s.game.monarch == P0
    from deckstats.engine.designations import monarch_end_step

    monarch_end_step(s.game)
    s.resolve()
    assert len(s.game.players[P0].hand) == 1
    s.game.active = P1
    bear = s.battlefield(P1, "Grizzly Bears")
    s.script(P1, ("attackers", (bear.oid,)))
    s.script(P0, ("blockers", ()))
    s.combat()
    assert s.game.monarch == P1
    hand = len(s.game.players[P0].hand)
    s.game.active = P0
    monarch_end_step(s.game)  # P0 is no longer the monarch: nothing
    s.resolve()
    assert len(s.game.players[P0].hand) == hand


# -- more groups: nontoken, "mana value N or greater", subtype lists, the caster -------------


def _reaper():
    return compile_text(
        "Midnight Reaper",
        "{2}{B}",
        "Creature — Zombie Knight",
        "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you "
        "and you draw a card.",
        ("3", "2"),
    )


def test_nontoken_dies_compiles():
    reaper = _reaper()
    assert reaper.unparsed == ()
    assert _whens(reaper) == [Dies(Ref.YOU, CREATURE, nontoken=True)]


def test_midnight_reaper_ignores_tokens(scenario):
    """CR 111.1: a token is not a card; "nontoken creature" excludes it."""
    from deckstats.cards.dsl import token

    s = scenario()
    s.library(P0, "Island", "Island")
    s.battlefield(P0, _reaper())
    g = s.game
    zombie = g.new_object(token("Zombie", pt=(2, 2), color="B"), P0, Zone.BATTLEFIELD, True)
    g.put_onto_battlefield(zombie, P0)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.game.sacrifice(zombie)
    s.resolve()
    assert (s.game.players[P0].life, len(s.game.players[P0].hand)) == (20, 0)
    s.game.sacrifice(bear)
    s.resolve()
    assert (s.game.players[P0].life, len(s.game.players[P0].hand)) == (19, 1)


def test_spell_conditions_compile():
    """ "mana value N or greater" (Up the Beanstalk), a subtype list with commas (Sram)."""
    beanstalk = compile_text(
        "Up the Beanstalk",
        "{1}{G}",
        "Enchantment",
        "When Up the Beanstalk enters and whenever you cast a spell with mana value 5 or "
        "greater, draw a card.",
    )
    assert beanstalk.unparsed == ()
    assert _whens(beanstalk) == [EntersBattlefield(), CastSpell(Ref.YOU, Filter(min_mana_value=5))]
    sram = compile_text(
        "Sram, Senior Edificer",
        "{1}{W}",
        "Legendary Creature — Dwarf Advisor",
        "Whenever you cast an Aura, Equipment, or Vehicle spell, draw a card.",
        ("2", "2"),
    )
    assert sram.unparsed == ()
    assert _whens(sram) == [CastSpell(Ref.YOU, Filter(subtypes=("Aura", "Equipment", "Vehicle")))]


def _mai():
    return compile_text(
        "Mai, Scornful Striker",
        "{1}{B}",
        "Legendary Creature — Human Ninja",
        "First strike\nWhenever a player casts a noncreature spell, they lose 2 life.",
        ("2", "2"),
    )


def test_mai_makes_the_caster_lose_life(scenario):
    """CR 603.2: "they" is the player who cast the spell, either player."""
    mai = _mai()
    assert mai.unparsed == ()
    assert mai.triggers[0].effect == (LoseLife(2, Ref.TRIGGERING_PLAYER),)
    s = scenario(active=P1)
    s.battlefield(P0, mai)
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.resolve()
    assert (s.game.players[P0].life, s.game.players[P1].life) == (17, 18)


def test_carrot_cake_triggers_when_sacrificed():
    cake = compile_text(
        "Carrot Cake",
        "{1}{W}",
        "Artifact — Food",
        "When Carrot Cake enters and when you sacrifice it, create a 1/1 white Rabbit creature "
        "token and scry 1.\n{2}, {T}, Sacrifice Carrot Cake: You gain 3 life.",
    )
    assert cake.unparsed == ()
    assert _whens(cake) == [EntersBattlefield(), Sacrifices(Ref.SELF)]


def test_carrot_cake_sacrificed_makes_a_rabbit(scenario):
    """CR 701.21, 603.10a: the sacrificed source sees itself being sacrificed."""
    s = scenario()
    cake = s.battlefield(
        P0,
        compile_text(
            "Carrot Cake",
            "{1}{W}",
            "Artifact — Food",
            "When Carrot Cake enters and when you sacrifice it, create a 1/1 white Rabbit creature "
            "token and scry 1.\n{2}, {T}, Sacrifice Carrot Cake: You gain 3 life.",
        ),
    )
    s.lands(P0, "Plains", "Plains")
    s.activate(P0, cake, index=0)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Rabbit") == 1
    assert s.game.players[P0].life == 23


def test_stinkweed_imp_destroys_the_creature_it_damaged(scenario):
    """CR 510.2, 603.2: combat damage to a blocker triggers; "that creature" is the blocker."""
    imp = compile_text(
        "Stinkweed Imp",
        "{2}{B}",
        "Creature — Imp",
        "Flying\nWhenever Stinkweed Imp deals combat damage to a creature, destroy that "
        "creature.\nDredge 5",
        ("1", "2"),
    )
    assert imp.unparsed == ()
    assert _whens(imp) == [DealsDamage(Ref.SELF, "creature", combat=True)]
    s = scenario(active=P1)
    s.battlefield(P0, imp)
    (blocker,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Stinkweed Imp"]
    angel = s.battlefield(P1, "Serra Angel")
    s.script(P1, ("attackers", (angel.oid,)))
    s.script(P0, ("blockers", ((blocker.oid, angel.oid),)))
    s.combat()
    s.resolve()
    assert "Serra Angel" in s.names(P1, Zone.GRAVEYARD)


# -- "target <object> an opponent controls with mana value N or less" (CR 115.1) -------------


def _glass_casket():
    return compile_text(
        "Glass Casket",
        "{1}{W}",
        "Artifact",
        "When Glass Casket enters, exile target creature an opponent controls with mana value 3 "
        "or less until Glass Casket leaves the battlefield.",
    )


def test_controller_then_mana_value_target_compiles():
    casket = _glass_casket()
    assert casket.unparsed == ()
    (trig,) = casket.triggers
    target = trig.effect[0].target
    assert target.controller == Controller.OPPONENT
    assert target.filter.max_mana_value == 3 and target.kinds == TargetKind.CREATURE


def test_glass_casket_cannot_take_a_big_creature(scenario):
    """CR 115.1, 603.3d: only a creature with mana value 3 or less can be the target."""
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    angel = s.battlefield(P1, "Serra Angel")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, _glass_casket()))
    s.resolve()
    assert s.zone(bear) is Zone.EXILE
    assert s.zone(angel) is Zone.BATTLEFIELD


# -- triggers that work from the graveyard (CR 113.6k) ----------------------------------------


def _squee():
    return compile_text(
        "Squee, Goblin Nabob",
        "{2}{R}",
        "Legendary Creature — Goblin",
        "At the beginning of your upkeep, you may return Squee, Goblin Nabob from your "
        "graveyard to your hand.",
        ("1", "1"),
    )


def _daredevil():
    return compile_text(
        "Ovalchase Daredevil",
        "{3}{B}",
        "Creature — Human Pilot",
        "Whenever an artifact you control enters, you may return Ovalchase Daredevil from your "
        "graveyard to your hand.",
        ("4", "2"),
    )


def test_graveyard_triggers_compile():
    """The effect moves ~ out of the graveyard: the trigger works there (CR 113.6k)."""
    squee = _squee()
    assert squee.unparsed == ()
    (t,) = squee.triggers
    assert t.when == FromGraveyard(BeginningOfStep(StepName.UPKEEP, Ref.YOU))
    assert t.effect == (Bounce(Ref.SELF),) and t.optional
    daredevil = _daredevil()
    assert daredevil.unparsed == ()
    assert _whens(daredevil) == [
        FromGraveyard(EntersBattlefield(Ref.YOU, Filter(card_type=CardType.ARTIFACT)))
    ]
    pox = compile_text(
        "Poxwalkers",
        "{2}{B}",
        "Creature — Zombie",
        "Whenever you cast a spell, if its mana value is 3 or greater, you may return "
        "Poxwalkers from your graveyard to the battlefield tapped.",
        ("3", "2"),
    )
    assert pox.unparsed == ()
    assert _whens(pox) == [FromGraveyard(CastSpell(Ref.YOU, Filter(min_mana_value=3)))]


def test_squee_returns_from_the_graveyard_at_upkeep(scenario):
    """CR 113.6k, 503.1a: the trigger is the card's in the graveyard; on the battlefield it
    does nothing."""
    from deckstats.engine import events
    from deckstats.engine.types import Step

    s = scenario()
    s.script(P0, ("may", True))
    squee = s.graveyard(P0, _squee())
    on_field = s.battlefield(P0, _squee())
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Squee, Goblin Nabob"]
    assert s.zone(squee) is Zone.HAND and on_field.zone is Zone.BATTLEFIELD
    assert s.game.players[P0].graveyard == []


def test_daredevil_returns_when_an_artifact_enters(scenario):
    s = scenario()
    s.script(P0, ("may", True))
    s.graveyard(P0, _daredevil())
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Ornithopter"))
    s.resolve()
    assert "Ovalchase Daredevil" in s.names(P0, Zone.HAND)


def test_opponents_artifact_does_not_return_the_daredevil(scenario):
    s = scenario(active=P1)
    s.script(P0, ("may", True))
    s.graveyard(P0, _daredevil())
    s.cast(P1, s.hand(P1, "Ornithopter"))
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Ovalchase Daredevil"]


# -- the source's own "it deals" and Dark Confidant's reveal ----------------------------------


def test_inferno_titan_it_is_the_source():
    """In the source's own trigger, "it deals" is the source dealing damage (CR 609.7a)."""
    titan = compile_text(
        "Inferno Titan",
        "{4}{R}{R}",
        "Creature — Giant",
        "{R}: Inferno Titan gets +1/+0 until end of turn.\nWhenever Inferno Titan enters or "
        "attacks, it deals 3 damage divided as you choose among one, two, or three targets.",
        ("6", "6"),
    )
    assert titan.unparsed == ()
    assert _whens(titan) == [EntersBattlefield(), Attacks()]


def _bob():
    return compile_text(
        "Dark Confidant",
        "{1}{B}",
        "Creature — Human Wizard",
        "At the beginning of your upkeep, reveal the top card of your library and put that card "
        "into your hand. You lose life equal to its mana value.",
        ("2", "1"),
    )


def test_dark_confidant_reveals_and_loses_life_by_mana_value(scenario):
    """CR 608.2h: the life lost is the revealed card's mana value (a land: none)."""
    from deckstats.engine import events
    from deckstats.engine.types import Step

    bob = _bob()
    assert bob.unparsed == ()
    assert bob.triggers[0].effect == (
        RevealTopMayTake(Ref.YOU, Filter(), lose_life_mana_value=True),
    )
    s = scenario()
    s.library(P0, "Serra Angel", "Island")
    s.battlefield(P0, bob)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert (s.names(P0, Zone.HAND), s.game.players[P0].life) == (["Serra Angel"], 15)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.game.players[P0].life == 15


# -- exiling a card from a revealed hand (Thought-Knot Seer) ----------------------------------


def test_thought_knot_seer_exiles_a_nonland_card(scenario):
    """CR 701.20a, 406.3: the controller picks a nonland card; it is exiled, not discarded."""
    seer = compile_text(
        "Thought-Knot Seer",
        "{3}{C}",
        "Creature — Eldrazi",
        "When Thought-Knot Seer enters, target opponent reveals their hand. You choose a "
        "nonland card from it and exile that card.\nWhen Thought-Knot Seer leaves the "
        "battlefield, target opponent draws a card.",
        ("4", "4"),
    )
    assert seer.unparsed == ()
    (etb, _ltb) = seer.triggers
    assert etb.effect == (
        ExileFromHand(
            Target(TargetKind.PLAYER, Controller.OPPONENT), Filter(not_type=CardType.LAND)
        ),
    )
    s = scenario()
    s.lands(P0, "Wastes", "Island", "Island", "Island")
    s.hand(P1, "Island")
    bolt = s.hand(P1, "Lightning Bolt")
    s.cast(P0, s.hand(P0, seer))
    s.resolve()
    assert s.zone(bolt) is Zone.EXILE
    assert s.names(P1, Zone.HAND) == ["Island"] and s.game.players[P1].graveyard == []


def test_hired_claw_counts_only_lizard_attackers(scenario):
    """CR 508.3d: "whenever you attack with one or more Lizards": a Lizard must attack."""
    claw = compile_text(
        "Hired Claw",
        "{R}",
        "Creature — Lizard Mercenary",
        "Whenever you attack with one or more Lizards, Hired Claw deals 1 damage to target "
        "opponent.",
        ("1", "2"),
    )
    assert claw.unparsed == ()
    assert _whens(claw) == [YouAttack(filter=Filter(subtypes=("Lizard",)))]
    s = scenario()
    lizard = s.battlefield(P0, claw)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.script(P0, ("attackers", (bear.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.game.players[P1].life == 18
    bear.tapped = False
    s.script(P0, ("attackers", (bear.oid, lizard.oid)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.game.players[P1].life == 18 - 3 - 1


def test_two_events_and_opponents_creatures_compile():
    """ "<subject> enters or dies" is one condition per event; "a creature an opponent
    controls dies" watches the opponent's creatures only (CR 700.4)."""
    from deckstats.cards.oracle.triggered import parse_condition

    assert parse_condition("another creature you control enters or dies") == [
        EntersBattlefield(Ref.YOU, CREATURE, other=True),
        Dies(Ref.YOU, CREATURE, other=True),
    ]
    assert parse_condition("a creature an opponent controls dies") == [
        Dies(Ref.EACH_OPPONENT, CREATURE)
    ]


def test_meathook_style_opponents_creature_dying_triggers(scenario):
    card = compile_text(
        "Opponent Watcher",
        "{1}{B}",
        "Enchantment",
        "Whenever a creature an opponent controls dies, you gain 1 life.",
    )
    s = scenario()
    s.battlefield(P0, card)
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.game.sacrifice(mine)
    s.resolve()
    assert s.game.players[P0].life == 20
    s.game.sacrifice(theirs)
    s.resolve()
    assert s.game.players[P0].life == 21


def _thorn_lieutenant():
    return compile_text(
        "Thorn Lieutenant",
        "{1}{G}",
        "Creature — Elf Warrior",
        "Whenever Thorn Lieutenant becomes the target of a spell or ability an opponent "
        "controls, create a 1/1 green Elf Warrior creature token.\n{5}{G}: Thorn Lieutenant "
        "gets +4/+4 until end of turn.",
        ("2", "3"),
    )


def test_becomes_the_target_of_an_opponents_spell_compiles():
    lt = _thorn_lieutenant()
    assert lt.unparsed == ()
    assert _whens(lt) == [BecomesTarget(Ref.EACH_OPPONENT, first_time=False)]


def test_thorn_lieutenant_makes_an_elf_when_an_opponent_targets_it(scenario):
    """CR 115.1, 603.2: each time an opponent's spell targets it; its own controller's: no."""
    s = scenario()
    lt = s.battlefield(P0, _thorn_lieutenant())
    s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[lt])
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Elf Warrior") == 0
    s.game.active = P1
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Shock"), targets=[lt])
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Elf Warrior") == 1


def _skyguard():
    return compile_text(
        "Akroan Skyguard",
        "{1}{W}",
        "Creature — Human Soldier",
        "Flying\nHeroic — Whenever you cast a spell that targets Akroan Skyguard, put a +1/+1 "
        "counter on Akroan Skyguard.",
        ("1", "1"),
    )


def test_heroic_triggers_on_your_spell_targeting_it(scenario):
    """Heroic (CR 207.2c ability word): your spell that targets it, as it is cast."""
    sky = _skyguard()
    assert sky.unparsed == ()
    assert _whens(sky) == [BecomesTarget(Ref.YOU, spells_only=True, first_time=False)]
    s = scenario()
    bird = s.battlefield(P0, sky)
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[bird])
    s.resolve()
    s.cast(P0, s.hand(P0, "Giant Growth"), targets=[bird])
    s.resolve()
    assert bird.counter("+1/+1") == 2


def test_ninja_and_eldrazi_conditions_compile():
    """A creature type's combat damage (CR 510.3a); a typed spell with a mana value bound."""
    from deckstats.cards.oracle.triggered import parse_condition

    assert parse_condition("a Ninja you control deals combat damage to a player") == [
        DealsCombatDamageToPlayer(Ref.CREATURES_YOU_CONTROL, Filter(subtypes=("Ninja",)))
    ]
    assert parse_condition("you cast an Eldrazi creature spell with mana value 7 or greater") == [
        CastSpell(
            Ref.YOU,
            Filter(card_type=CardType.CREATURE, subtypes=("Eldrazi",), min_mana_value=7),
        )
    ]


def test_ninja_trigger_needs_a_ninja(scenario):
    card = compile_text(
        "Ninja Watcher",
        "{1}{U}",
        "Enchantment",
        "Whenever a Ninja you control deals combat damage to a player, draw a card.",
    )
    s = scenario()
    s.library(P0, "Island", "Island")
    s.battlefield(P0, card)
    bear = s.battlefield(P0, "Grizzly Bears")
    s.script(P0, ("attackers", (bear.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert len(s.game.players[P0].hand) == 0


def _braids():
    return compile_text(
        "Braids, Cabal Minion",
        "{2}{B}{B}",
        "Legendary Creature — Human Minion",
        "At the beginning of each player's upkeep, that player sacrifices an artifact, "
        "creature, or land.",
        ("2", "2"),
    )


def test_each_players_upkeep_that_player_is_the_active_one(scenario):
    """CR 503.1a, 603.2: "that player" of "each player's upkeep" is the player whose
    upkeep it is (the edict is theirs)."""
    from deckstats.engine import events
    from deckstats.engine.types import Step

    braids = _braids()
    assert braids.unparsed == ()
    assert braids.triggers[0].effect[0].player == Ref.TRIGGERING_PLAYER
    s = scenario(active=P1)
    s.battlefield(P0, braids)
    s.lands(P1, "Forest")
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Forest"]
    assert s.names(P0, Zone.GRAVEYARD) == []
