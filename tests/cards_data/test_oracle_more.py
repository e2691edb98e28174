"""More Oracle templates: each compiles a real card's text to the exact effect, and plays it.

The texts are typed from the cards' current Oracle wording; each test checks the compiled
value, and where practical a short engine scenario shows the effect plays as printed.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.dsl import TAP, Activated, Cost, Static, Triggered, token
from deckstats.cards.effects import (
    Bounce,
    CounterSpell,
    CreateToken,
    DealDamage,
    Discard,
    DrawCards,
    Exile,
    Modal,
    Pump,
    Tap,
    Untap,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.oracle import compile_text, parse_effects
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import EntersBattlefield
from deckstats.engine import Zone
from deckstats.engine.combat import can_block

ZOMBIE = token("Zombie", pt=(2, 2), color="B", subtypes=("Zombie",))


# -- "Create N tapped <token>s" (CR 111.1, 110.5b) ------------------------------------------


def _army():
    return compile_text(
        "Army of the Damned",
        "{5}{B}{B}{B}",
        "Sorcery",
        "Create thirteen tapped 2/2 black Zombie creature tokens.\nFlashback {7}{B}{B}{B} "
        "(You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    )


def test_create_tapped_tokens_compiles():
    """CR 110.5b: a permanent enters untapped unless the effect says "tapped"."""
    card = _army()
    assert card.unparsed == ()
    assert card.spell == (CreateToken(ZOMBIE, 13, tapped=True),)


def test_create_tapped_tokens_plays(scenario):
    s = scenario()
    s.lands(P0, *(["Swamp"] * 8))
    s.cast(P0, s.hand(P0, _army()))
    s.resolve()
    zombies = [o for o in s.game.players[P0].battlefield if o.card.name == "Zombie"]
    assert len(zombies) == 13
    assert all(o.tapped and o.info.types & CardType.CREATURE for o in zombies)
    assert s.game.players[P1].battlefield == []


# -- "That player or that planeswalker's controller <verb>s" (CR 115.10, 608.2h) ------------


def _blightning():
    return compile_text(
        "Blightning",
        "{1}{B}{R}",
        "Sorcery",
        "Blightning deals 3 damage to target player or planeswalker. That player or that "
        "planeswalker's controller discards two cards.",
    )


def test_that_player_or_planeswalkers_controller_compiles():
    """The second sentence names the target if a player, else the planeswalker's controller."""
    card = _blightning()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(3, Target(TargetKind.PLAYER | TargetKind.PLANESWALKER)),
        Discard(2, Ref.TARGET_CONTROLLER, chooser=Controller.OPPONENT),
    )


def _cast_blightning(s, target):
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    for name in ("Grizzly Bears", "Llanowar Elves", "Gravedigger"):
        s.hand(P1, name)
    s.cast(P0, s.hand(P0, _blightning()), [target])
    s.resolve()


def test_blightning_at_a_player(scenario):
    """CR 701.9b: the player discards two cards of their choice."""
    s = scenario()
    _cast_blightning(s, P1)
    assert s.game.players[P1].life == 17
    assert len(s.game.players[P1].hand) == 1
    assert len(s.game.players[P1].graveyard) == 2
    assert s.game.players[P0].hand == []


def test_blightning_at_a_planeswalker(scenario):
    """CR 306.8: damage to a planeswalker removes loyalty; its controller discards."""
    s = scenario()
    jace = s.battlefield(P1, "Jace, the Mind Sculptor")
    _cast_blightning(s, jace)
    assert s.zone(jace) is Zone.GRAVEYARD  # 3 loyalty, 3 damage (CR 704.5i)
    assert s.game.players[P1].life == 20
    assert len(s.game.players[P1].hand) == 1


# -- "target Forest": a basic land type as the target noun (CR 205.3i, 305.6) ---------------


def _arbor_elf():
    text = "{T}: Untap target Forest."
    return compile_text("Arbor Elf", "{G}", "Creature — Elf Druid", text, ("1", "1"))


def test_target_basic_land_type_compiles():
    """CR 205.3i: "Forest" names a land subtype; the Arbor Elf of the built-in pool agrees."""
    card = _arbor_elf()
    assert card.unparsed == ()
    forest = Target(TargetKind.LAND, filter=Filter(subtypes=("Forest",)))
    assert card.abilities == (Activated(cost=TAP, effect=(Untap(forest),)),)
    assert card.abilities == get_card("Arbor Elf").abilities
    assert parse_target("target untapped Island you control") == Target(
        TargetKind.LAND, Controller.YOU, Filter(subtypes=("Island",), tapped=False)
    )
    assert parse_target("target Plains") == Target(
        TargetKind.LAND, filter=Filter(subtypes=("Plains",))
    )


def test_arbor_elf_untaps_a_forest_not_a_mountain(scenario):
    """CR 115.1: only a Forest is a legal target; the ability uses the stack (CR 605.1a)."""
    s = scenario()
    elf = s.battlefield(P0, _arbor_elf())
    forest, mountain = s.lands(P0, "Forest", "Mountain", tapped=True)
    with pytest.raises(IllegalActionError):
        s.activate(P0, elf, 0, [mountain])
    s.activate(P0, elf, 0, [forest])
    s.resolve()
    assert not forest.tapped and mountain.tapped and elf.tapped


# -- "target Zombie card": a subtype in a card phrase (CR 205.3, 115.1) ----------------------

LORD_OF_THE_UNDEAD_TEXT = (
    "Other Zombies get +1/+1.\n"
    "{1}{B}, {T}: Return target Zombie card from your graveyard to your hand."
)


def _lord_of_the_undead():
    return compile_text(
        "Lord of the Undead", "{1}{B}{B}", "Creature — Zombie", LORD_OF_THE_UNDEAD_TEXT, ("2", "2")
    )


def test_subtype_card_in_graveyard_compiles():
    card = _lord_of_the_undead()
    zombie_card = Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, Filter(subtypes=("Zombie",)))
    cost = Cost(mana=parse_mana_cost("{1}{B}"), tap=True)
    assert card.abilities == (Activated(cost=cost, effect=(Bounce(zombie_card),)),)
    assert card_filter("Zombie") == Filter(subtypes=("Zombie",))
    assert card_filter("Elf Warrior") is None  # both subtypes: Filter cannot say "all of"


def test_lord_of_the_undead_returns_only_a_zombie_card(scenario):
    """CR 115.1: the target is a Zombie card in your graveyard; it goes to your hand."""
    s = scenario()
    lord = s.battlefield(P0, _lord_of_the_undead())
    s.lands(P0, "Swamp", "Swamp")
    corpse = s.graveyard(P0, "Walking Corpse")
    bears = s.graveyard(P0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        s.activate(P0, lord, 0, [bears])
    s.activate(P0, lord, 0, [corpse])
    s.resolve()
    assert s.zone(corpse) is Zone.HAND and s.zone(bears) is Zone.GRAVEYARD


# -- "Other Zombie creatures get +1/+1": a lord over every player's creatures (CR 611.3a) -----


def test_lord_over_all_players_compiles():
    """No "you control": the static ability affects each player's Zombies, not the lord."""
    card = _lord_of_the_undead()
    assert card.unparsed == ()
    assert card.statics == (
        Static(1, 1, applies_to=Ref.EACH_CREATURE, filter=Filter(subtypes=("Zombie",)), other=True),
    )
    older_wording = compile_text(
        "Lord of the Undead", "{1}{B}{B}", "Creature — Zombie", "Other Zombie creatures get +1/+1."
    )
    assert older_wording.statics == card.statics
    crusade = compile_text("Crusade", "{W}{W}", "Enchantment", "White creatures get +1/+1.")
    assert crusade.statics == (
        Static(1, 1, applies_to=Ref.EACH_CREATURE, filter=Filter(colors=Color.W)),
    )
    # Goblin King's mountainwalk is played by the engine since issue 26 (CR 702.14)
    king = compile_text(
        "Goblin King",
        "{1}{R}{R}",
        "Creature — Goblin",
        "Other Goblins get +1/+1 and have mountainwalk.",
        ("2", "2"),
    )
    assert king.unparsed == () and king.statics[0].landwalk == "Mountain"
    assert compile_text("X", "{B}", "Enchantment", "Nonwhite creatures get -1/-1.").unparsed


def test_lord_of_the_undead_pumps_every_zombie_but_itself(scenario):
    s = scenario()
    lord = s.battlefield(P0, _lord_of_the_undead())
    mine = s.battlefield(P0, "Walking Corpse")
    theirs = s.battlefield(P1, "Scathe Zombies")
    bears = s.battlefield(P1, "Grizzly Bears")
    g = s.game
    assert (g.power(lord), g.toughness(lord)) == (2, 2)
    assert (g.power(mine), g.toughness(mine)) == (3, 3)
    assert (g.power(theirs), g.toughness(theirs)) == (3, 3)
    assert (g.power(bears), g.toughness(bears)) == (2, 2)


# -- "Target creature can't be blocked this turn" (CR 509.1b, 611.2) -----------------------


def _rogues_passage():
    text = "{T}: Add {C}.\n{4}, {T}: Target creature can't be blocked this turn."
    return compile_text("Rogue's Passage", None, "Land", text)


def test_cant_be_blocked_this_turn_compiles():
    card = _rogues_passage()
    assert card.unparsed == ()
    cost = Cost(mana=parse_mana_cost("{4}"), tap=True)
    pump = Pump(0, 0, Target(TargetKind.CREATURE), Keyword.UNBLOCKABLE)
    assert card.abilities[1] == Activated(cost=cost, effect=(pump,))
    assert parse_effects("Target creature gets +2/+0 and can't be blocked this turn.") == (
        Pump(2, 0, Target(TargetKind.CREATURE), Keyword.UNBLOCKABLE),
    )


def test_rogues_passage_makes_a_creature_unblockable_until_end_of_turn(scenario):
    """CR 509.1b: no creature can block it this turn; CR 514.2: the effect ends at cleanup."""
    s = scenario()
    passage = s.battlefield(P0, _rogues_passage())
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    bears = s.battlefield(P0, "Grizzly Bears")
    wall = s.battlefield(P1, "Grizzly Bears")
    assert can_block(s.game, wall, bears)
    s.activate(P0, passage, 1, [bears])
    s.resolve()
    assert not can_block(s.game, wall, bears)
    s.script(P0, ("attackers", (bears.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 18
    s.cleanup()
    assert can_block(s.game, wall, bears)


# -- "Tap all creatures your opponents control" and other untargeted mass verbs (CR 115.10) --

CRYPTIC_TEXT = (
    "Choose two —\n• Counter target spell.\n• Return target permanent to its owner's hand.\n"
    "• Tap all creatures your opponents control.\n• Draw a card."
)


def _cryptic():
    return compile_text("Cryptic Command", "{1}{U}{U}{U}", "Instant", CRYPTIC_TEXT)


def test_mass_tap_untap_exile_bounce_compile():
    card = _cryptic()
    assert card.unparsed == ()
    assert card.spell == (
        Modal(
            (
                (CounterSpell(Target(TargetKind.SPELL)),),
                (Bounce(Target(TargetKind.PERMANENT)),),
                (Tap(Ref.CREATURES_OPPONENTS_CONTROL),),
                (DrawCards(1),),
            ),
            choose=2,
        ),
    )
    assert parse_effects("Untap all creatures you control.") == (Untap(Ref.CREATURES_YOU_CONTROL),)
    assert parse_effects("Exile all creatures.") == (Exile(Ref.EACH_CREATURE),)
    assert parse_effects("Return all creatures to their owners' hands.") == (
        Bounce(Ref.EACH_CREATURE),
    )
    assert parse_effects("Tap all lands.") is None  # no reference for "all lands"


def test_cryptic_command_taps_only_the_opponents_creatures(scenario):
    """CR 700.2: two modes; the tap mode names no target and taps every creature P1 controls."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = [s.battlefield(P1, "Grizzly Bears"), s.battlefield(P1, "Llanowar Elves")]
    s.library(P0, "Forest")
    s.cast(P0, s.hand(P0, _cryptic()), modes=(2, 3))
    s.resolve()
    assert all(o.tapped for o in theirs) and not mine.tapped
    assert s.names(P0, Zone.HAND) == ["Forest"]


def test_evacuation_returns_every_creature(scenario):
    s = scenario()
    card = compile_text(
        "Evacuation", "{3}{U}{U}", "Instant", "Return all creatures to their owners' hands."
    )
    assert card.spell == (Bounce(Ref.EACH_CREATURE),)
    s.lands(P0, *(["Island"] * 5))
    mine, theirs = s.battlefield(P0, "Grizzly Bears"), s.battlefield(P1, "Llanowar Elves")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(mine) is Zone.HAND and s.zone(theirs) is Zone.HAND
    assert s.names(P1, Zone.HAND) == ["Llanowar Elves"]


# -- "return a blue or black creature you control ..." and "Return ~ to its owner's hand" ----

HARPY_TEXT = (
    "Flying\nWhen Cavern Harpy enters, return a blue or black creature you control to its "
    "owner's hand.\nPay 1 life: Return Cavern Harpy to its owner's hand."
)


def _harpy():
    return compile_text("Cavern Harpy", "{U}{B}", "Creature — Harpy Beast", HARPY_TEXT, ("2", "1"))


def test_colour_alternative_and_self_bounce_compile():
    """Filter.colors is "at least one of", so "blue or black" is U|B (CR 105.2)."""
    card = _harpy()
    assert card.unparsed == ()
    blue_or_black = Target(TargetKind.CREATURE, Controller.YOU, Filter(colors=Color.U | Color.B))
    assert card.triggers == (Triggered(EntersBattlefield(), (Bounce(blue_or_black),)),)
    assert card.abilities == (Activated(cost=Cost(life=1), effect=(Bounce(Ref.SELF),)),)


def test_cavern_harpy_returns_a_blue_or_black_creature_then_itself(scenario):
    s = scenario()
    s.lands(P0, "Island", "Swamp")
    bears = s.battlefield(P0, "Grizzly Bears")  # green: never a legal choice
    s.cast(P0, s.hand(P0, _harpy()))
    s.resolve()
    assert s.zone(bears) is Zone.BATTLEFIELD
    # the only blue or black creature is the Harpy itself (CR 603.3d: it must choose one)
    assert s.names(P0, Zone.HAND) == ["Cavern Harpy"]


def test_cavern_harpy_bounces_a_black_creature_and_itself_for_life(scenario):
    s = scenario()
    s.battlefield(P0, "Walking Corpse")  # black
    s.lands(P0, "Island", "Swamp")
    s.cast(P0, s.hand(P0, _harpy()))
    s.resolve()
    on_field = [o.card.name for o in s.game.players[P0].battlefield if o.info.is_creature]
    assert sorted(s.names(P0, Zone.HAND) + on_field) == ["Cavern Harpy", "Walking Corpse"]
    assert len(s.names(P0, Zone.HAND)) == 1
    harpy = s.battlefield(P0, _harpy())
    s.activate(P0, harpy, 0)
    s.resolve()
    assert s.game.players[P0].life == 19
    assert s.zone(harpy) is Zone.HAND


# -- "Return [up to N] target <types> card(s) from your graveyard to your hand" (CR 115.1) ---


def test_graveyard_returns_with_type_lists_and_counts_compile():
    def grave(flt=None, **kw):
        return (
            Bounce(Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, flt or Filter(), **kw)),
        )

    witness = compile_text(
        "Eternal Witness",
        "{1}{G}{G}",
        "Creature — Human Shaman",
        "When Eternal Witness enters, you may return target card from your graveyard to your hand.",
        ("2", "1"),
    )
    assert witness.unparsed == ()
    assert witness.triggers == (Triggered(EntersBattlefield(), grave(), optional=True),)
    assert _call_to_mind().spell == grave(Filter(card_type=CardType.INSTANT | CardType.SORCERY))
    assert _morbid_plunder().spell == grave(
        Filter(card_type=CardType.CREATURE), count=2, up_to=True
    )
    # a plural without a count is not a template we know
    assert parse_effects("Return target creature cards from your graveyard to your hand.") is None


def _call_to_mind():
    text = "Return target instant or sorcery card from your graveyard to your hand."
    return compile_text("Call to Mind", "{2}{U}", "Sorcery", text)


def _morbid_plunder():
    text = "Return up to two target creature cards from your graveyard to your hand."
    return compile_text("Morbid Plunder", "{1}{B}{B}", "Sorcery", text)


def test_call_to_mind_returns_only_an_instant_or_sorcery(scenario):
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    bolt = s.graveyard(P0, "Lightning Bolt")
    bears = s.graveyard(P0, "Grizzly Bears")
    spell = s.hand(P0, _call_to_mind())
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, [bears])
    s.cast(P0, spell, [bolt])
    s.resolve()
    assert s.zone(bolt) is Zone.HAND and s.zone(bears) is Zone.GRAVEYARD


def test_morbid_plunder_returns_two_creature_cards(scenario):
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    bears = s.graveyard(P0, "Grizzly Bears")
    elves = s.graveyard(P0, "Llanowar Elves")
    s.cast(P0, s.hand(P0, _morbid_plunder()), [[bears, elves]])
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Grizzly Bears", "Llanowar Elves"]


# -- "target card from a graveyard" as an exile target (CR 115.1, 404.1, 406.1) ------------


def _cremate():
    text = "Exile target card from a graveyard.\nDraw a card."
    return compile_text("Cremate", "{B}", "Instant", text)


def test_target_card_from_a_graveyard_compiles():
    card = _cremate()
    assert card.unparsed == ()
    assert card.spell == (Exile(Target(TargetKind.CARD_IN_GRAVEYARD)), DrawCards(1))
    assert parse_target("target instant or sorcery card from an opponent's graveyard") == Target(
        TargetKind.CARD_IN_GRAVEYARD,
        Controller.OPPONENT,
        Filter(card_type=CardType.INSTANT | CardType.SORCERY),
    )


def test_cremate_exiles_a_card_from_the_opponents_graveyard(scenario):
    s = scenario()
    s.lands(P0, "Swamp")
    theirs = s.graveyard(P1, "Lightning Bolt")
    s.library(P0, "Forest")
    s.cast(P0, s.hand(P0, _cremate()), [theirs])
    s.resolve()
    assert s.zone(theirs) is Zone.EXILE
    assert s.names(P0, Zone.HAND) == ["Forest"]


# -- filters: "nonlegendary", "nonbasic", "with/without <keyword>", "mana value N or greater"
# (CR 205.4 supertypes, 702 keyword abilities, 202.3 mana value) ----------------------------


def _roast():
    return compile_text(
        "Roast", "{1}{R}", "Sorcery", "Roast deals 5 damage to target creature without flying."
    )


def _cast_down():
    return compile_text("Cast Down", "{1}{B}", "Instant", "Destroy target nonlegendary creature.")


def test_without_flying_compiles_to_a_keyword_exclusion():
    card = _roast()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(5, Target(TargetKind.CREATURE, filter=Filter(not_keywords=Keyword.FLYING))),
    )


def test_roast_cannot_target_a_flier_and_kills_a_ground_creature(scenario):
    """CR 115.1, 601.2c: a creature with flying is not a legal target of Roast."""
    s = scenario()
    angel = s.battlefield(P1, "Serra Angel")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Mountain", "Mountain")
    roast = s.hand(P0, _roast())
    with pytest.raises(IllegalActionError):
        s.cast(P0, roast, [angel])
    s.cast(P0, roast, [bears])
    s.resolve()
    assert s.zone(bears) is Zone.GRAVEYARD
    assert s.zone(angel) is Zone.BATTLEFIELD


def test_with_flying_and_mana_value_or_greater_compile():
    plummet = compile_text("Plummet", "{1}{G}", "Instant", "Destroy target creature with flying.")
    assert plummet.unparsed == ()
    (destroy,) = plummet.spell
    assert destroy.target == Target(TargetKind.CREATURE, filter=Filter(keywords=Keyword.FLYING))
    stroke = compile_text(
        "Disdainful Stroke",
        "{1}{U}",
        "Instant",
        "Counter target spell with mana value 4 or greater.",
    )
    assert stroke.unparsed == ()
    assert stroke.spell == (
        CounterSpell(Target(TargetKind.SPELL, filter=Filter(min_mana_value=4))),
    )


def test_nonlegendary_compiles_to_a_supertype_exclusion():
    card = _cast_down()
    assert card.unparsed == ()
    (destroy,) = card.spell
    assert destroy.target == Target(
        TargetKind.CREATURE, filter=Filter(not_supertypes=Supertype.LEGENDARY)
    )
    assert parse_target("target nonbasic land") == Target(
        TargetKind.LAND, filter=Filter(not_supertypes=Supertype.BASIC)
    )


def test_cast_down_cannot_target_a_legendary_creature(scenario):
    """CR 205.4d: "nonlegendary" excludes permanents with the legendary supertype."""
    s = scenario()
    legend = s.battlefield(P1, "Ragavan, Nimble Pilferer")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp")
    cast_down = s.hand(P0, _cast_down())
    with pytest.raises(IllegalActionError):
        s.cast(P0, cast_down, [legend])
    s.cast(P0, cast_down, [bears])
    s.resolve()
    assert s.zone(bears) is Zone.GRAVEYARD
    assert s.zone(legend) is Zone.BATTLEFIELD


# -- "~ can't block" (CR 509.1a) ------------------------------------------------------------


def _piker():
    return compile_text(
        "Goblin Piker",
        "{1}{R}",
        "Creature — Goblin Warrior",
        "Goblin Piker can't block.",
        ("2", "1"),
    )


def test_cant_block_compiles_to_a_flag():
    card = _piker()
    assert card.unparsed == ()
    assert card.keywords & Keyword.CANT_BLOCK


def test_a_creature_that_cant_block_is_never_a_legal_blocker(scenario):
    """CR 509.1a: the defending player chooses blockers among creatures that can block."""
    s = scenario()
    piker = s.battlefield(P1, _piker())
    bears = s.battlefield(P1, "Grizzly Bears")
    attacker = s.battlefield(P0, "Grizzly Bears")
    assert not can_block(s.game, piker, attacker)
    assert can_block(s.game, bears, attacker)
