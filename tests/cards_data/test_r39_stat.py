"""Issue 26, round 39, static abilities (helper ``stat``): real cards, real Oracle text.

Each family: the compiled value, then a built position where the engine honours it,
citing the rule: playing from the top of the library (CR 601.3, 305.1, 401.5) and a hand
lock (CR 101.2) (``cards.top_plays``, ``oracle.top_plays``, ``engine.top_plays``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards.model import CardType, Color
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import NO_FILTER, Filter
from deckstats.cards.top_plays import HandLock, LookAtTop, PlayFromTop
from deckstats.engine.actions import CastSpell, PlayLand
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.types import Zone
from deckstats.engine.view import PlayerView

RANGER_CLASS = compile_text(
    "Ranger Class",
    "{1}{G}",
    "Enchantment — Class",
    "(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, create a "
    "2/2 green Wolf creature token.\n{1}{G}: Level 2\nWhenever you attack, put a +1/+1 counter "
    "on target attacking creature.\n{3}{G}: Level 3\nYou may look at the top card of your "
    "library any time.\nYou may cast creature spells from the top of your library.",
)
FRENZY = compile_text(
    "Experimental Frenzy",
    "{3}{R}",
    "Enchantment",
    "You may look at the top card of your library any time.\nYou may play lands and cast "
    "spells from the top of your library.\nYou can't play cards from your hand.\n{3}{R}: "
    "Destroy Experimental Frenzy.",
)
MYSTIC_FORGE = compile_text(
    "Mystic Forge",
    "{4}",
    "Artifact",
    "You may look at the top card of your library any time.\nYou may cast artifact spells and "
    "colorless spells from the top of your library.\n{T}, Pay 1 life: Exile the top card of "
    "your library.",
)
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
SHOCK = compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
SIGIL = compile_text(
    "Sigil of Distinction", "{X}", "Artifact — Equipment", "Equip {1}"
)  # a colorless card
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)


def _casts(s, pid, obj):
    return [a for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == obj.oid]


def _level_up(s, cls, level):
    idx = next(i for i, a in enumerate(cls.info.abilities) if a.text == f"Level {level}")
    s.activate(P0, cls, idx)
    s.resolve()


def test_top_plays_compile():
    """Each line compiles to its value; the class keeps its level-3 lines for level 3."""
    assert RANGER_CLASS.unparsed == ()
    level3 = RANGER_CLASS.abilities[-1].effect[0]
    creature = Filter(card_type=CardType.CREATURE)
    assert level3.modifiers == (LookAtTop(), PlayFromTop((creature,)))
    assert RANGER_CLASS.modifiers == ()  # not at level 1 (CR 716.3)
    assert FRENZY.modifiers == (LookAtTop(), PlayFromTop((NO_FILTER,), lands=True), HandLock())
    assert MYSTIC_FORGE.modifiers[:2] == (
        LookAtTop(),
        PlayFromTop((Filter(card_type=CardType.ARTIFACT), Filter(not_colors=Color(31)))),
    )


def test_ranger_class_casts_creatures_from_the_top_at_level_3(scenario):
    """CR 716.3, 601.3: from level 3 on, a creature on top is cast; a noncreature is not."""
    s = scenario()
    cls = s.battlefield(P0, RANGER_CLASS)
    s.lands(P0, *["Forest"] * 8)
    top = s.library(P0, BEARS, "Forest")[0]
    assert not _casts(s, P0, top)  # level 1
    view = PlayerView(s.game, P0)
    assert view.obj(top.oid) is None  # CR 401.5: hidden until level 3
    _level_up(s, cls, 2)
    _level_up(s, cls, 3)
    assert PlayerView(s.game, P0).obj(top.oid) is top
    assert _casts(s, P0, top)
    s.cast(P0, top)
    s.resolve()
    assert s.zone(top) is Zone.BATTLEFIELD
    s2 = scenario()
    s2.battlefield(P0, RANGER_CLASS)
    s2.lands(P0, "Mountain")
    shock = s2.library(P0, SHOCK)[0]
    assert not _casts(s2, P0, shock)


def test_experimental_frenzy_plays_from_the_top_not_from_the_hand(scenario):
    """CR 601.3, 305.1, 101.2: top card castable and playable; the hand is locked."""
    s = scenario()
    s.battlefield(P0, FRENZY)
    s.lands(P0, "Mountain")
    bolt = s.library(P0, BOLT, "Mountain")[0]
    in_hand = s.hand(P0, SHOCK)
    land_in_hand = s.hand(P0, "Mountain")
    assert _casts(s, P0, bolt)
    assert not _casts(s, P0, in_hand)
    assert not any(isinstance(a, PlayLand) and a.oid == land_in_hand.oid for a in s.legal(P0))
    with pytest.raises(IllegalActionError):
        s.play_land(P0, land_in_hand)
    s.cast(P0, bolt, targets=[1])
    s.resolve()
    assert s.game.players[1].life == 17
    land = s.game.players[P0].library[-1]
    assert any(isinstance(a, PlayLand) and a.oid == land.oid for a in s.legal(P0))
    s.play_land(P0, land)
    assert s.zone(land) is Zone.BATTLEFIELD


def test_mystic_forge_casts_artifacts_and_colorless_spells(scenario):
    """CR 601.3: "artifact spells and colorless spells": a colorless card yes, Bears no."""
    s = scenario()
    s.battlefield(P0, MYSTIC_FORGE)
    s.lands(P0, "Forest", "Forest")
    sigil = s.library(P0, SIGIL)[0]
    assert _casts(s, P0, sigil)
    s2 = scenario()
    s2.battlefield(P0, MYSTIC_FORGE)
    s2.lands(P0, "Forest", "Forest")
    bears = s2.library(P0, BEARS)[0]
    assert not _casts(s2, P0, bears)


STAMINA = compile_text(
    "Supernatural Stamina",
    "{B}",
    "Instant",
    'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return '
    "it to the battlefield tapped under its owner's control.\"",
)
MALICE = compile_text(
    "Undying Malice",
    "{B}",
    "Instant",
    'Until end of turn, target creature gains "When this creature dies, return it to the '
    "battlefield tapped under its owner's control with a +1/+1 counter on it.\"",
)
MALAKIR = compile_text(
    "Malakir Rebirth",
    "{B}",
    "Instant",
    'Choose target creature. You lose 2 life. Until end of turn, that creature gains "When '
    "this creature dies, return it to the battlefield tapped under its owner's control.\"",
)


def test_granted_dies_return_compiles():
    """The quoted ability is a dies trigger returning the card under its owner's control."""
    from deckstats.cards.effects import Pump, Reanimate
    from deckstats.cards.effects_stat import ChooseTarget, GainAbilityEot
    from deckstats.cards.targets import Ref

    for card in (STAMINA, MALICE, MALAKIR, FRENZY, MYSTIC_FORGE):
        assert card.unparsed == () and card.withheld == (), card.name
    pump, gain = STAMINA.spell
    assert isinstance(pump, Pump) and (pump.power, pump.toughness) == (2, 0)
    assert isinstance(gain, GainAbilityEot) and gain.target == Ref.FIRST_TARGET
    (t,) = gain.triggers
    assert t.effect == (Reanimate(Ref.TRIGGERING_OBJECT, tapped=True, owner=True),)
    (t,) = MALICE.spell[0].triggers
    assert t.effect[0].counter == "+1/+1"
    assert isinstance(MALAKIR.spell[0], ChooseTarget)
    assert MALAKIR.spell[-1].target == Ref.FIRST_TARGET


def test_supernatural_stamina_returns_the_creature_tapped(scenario):
    """CR 611.2a, 603.10a, 400.7: +2/+0, dies, comes back tapped as a new object."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp")
    s.lands(P1, "Mountain")
    s.cast(P0, s.hand(P0, STAMINA), targets=[bears])
    s.resolve()
    assert s.game.power(bears) == 4
    s.cast(P1, s.hand(P1, SHOCK), targets=[bears])
    s.resolve()
    back = [o for o in s.game.players[P0].battlefield if o.card.name == "Grizzly Bears"]
    assert len(back) == 1 and back[0] is not bears and back[0].tapped
    assert s.game.power(back[0]) == 2  # a new object: neither the pump nor the ability


def test_undying_malice_returns_it_with_a_counter_and_ends_at_cleanup(scenario):
    """CR 611.2a, 514.2: the ability is gone after the cleanup step; a +1/+1 counter back."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.lands(P1, "Mountain")
    s.cast(P0, s.hand(P0, MALICE), targets=[bears])
    s.resolve()
    s.cast(P1, s.hand(P1, SHOCK), targets=[bears])
    s.resolve()
    (back,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Grizzly Bears"]
    assert back.counters == {"+1/+1": 1} and s.game.power(back) == 3
    s.cast(P0, s.hand(P0, MALICE), targets=[back])
    s.resolve()
    assert back.info.triggers
    s.cleanup()
    assert not back.info.triggers  # CR 514.2: "until end of turn" has ended


def test_malakir_rebirth_chosen_target_gains_the_ability(scenario):
    """CR 601.2c, 608.2b: "that creature" is the chosen target."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, MALAKIR), targets=[bears])
    s.resolve()
    assert s.game.players[P0].life == 18 and bears.info.triggers


def test_mystic_forge_exiles_the_top_card_and_frenzy_destroys_itself(scenario):
    """CR 406.3: the top card goes to exile; CR 701.8: "Destroy ~"."""
    s = scenario()
    forge = s.battlefield(P0, MYSTIC_FORGE)
    top = s.library(P0, BEARS, "Forest")[0]
    s.activate(P0, forge, 0)
    s.resolve()
    assert s.zone(top) is Zone.EXILE and s.game.players[P0].life == 19
    frenzy = s.battlefield(P0, FRENZY)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.activate(P0, frenzy, 0)
    s.resolve()
    assert s.zone(frenzy) is Zone.GRAVEYARD


PHANTASMAL_IMAGE = compile_text(
    "Phantasmal Image",
    "{1}{U}",
    "Creature — Illusion",
    "You may have Phantasmal Image enter as a copy of any creature on the battlefield, except "
    "it's an Illusion in addition to its other types and it has \"When this creature becomes "
    'the target of a spell or ability, sacrifice it."',
    pt=("0", "0"),
)
METAMORPH = compile_text(
    "Phyrexian Metamorph",
    "{3}{U/P}",
    "Artifact Creature — Phyrexian Shapeshifter",
    "({U/P} can be paid with either {U} or 2 life.)\nYou may have Phyrexian Metamorph enter as "
    "a copy of any artifact or creature on the battlefield, except it's an artifact in addition "
    "to its other types.",
    pt=("0", "0"),
)
COPY_ARTIFACT = compile_text(
    "Copy Artifact",
    "{1}{U}",
    "Enchantment",
    "You may have Copy Artifact enter as a copy of any artifact on the battlefield, except it's "
    "an enchantment in addition to its other types.",
)
ZEALOUS = compile_text(
    "Zealous Persecution",
    "{W}{B}",
    "Instant",
    "Until end of turn, creatures you control get +1/+1 and creatures your opponents control "
    "get -1/-1.",
)
TROLL = compile_text(
    "Troll Ascetic",
    "{1}{G}{G}",
    "Creature — Troll Shaman",
    "{1}{G}: Regenerate Troll Ascetic.",
    pt=("3", "2"),
)
WALKER = compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2"))


def test_clones_compile():
    """CR 707.9b: the exceptions are part of the copy."""
    from deckstats.cards.clones import EntersAsCopy

    for card in (PHANTASMAL_IMAGE, METAMORPH, COPY_ARTIFACT, ZEALOUS):
        assert card.unparsed == (), card.name
    image = PHANTASMAL_IMAGE.enters_as_copy
    assert isinstance(image, EntersAsCopy) and image.kinds == CardType.CREATURE
    assert image.add_subtypes == ("Illusion",) and len(image.triggers) == 1
    assert METAMORPH.enters_as_copy == EntersAsCopy(
        CardType.ARTIFACT | CardType.CREATURE, add_types=CardType.ARTIFACT
    )
    assert COPY_ARTIFACT.enters_as_copy == EntersAsCopy(
        CardType.ARTIFACT, add_types=CardType.ENCHANTMENT
    )


def test_phantasmal_image_copies_and_dies_when_targeted(scenario):
    """CR 707.9, 614.1c: a copy of Troll Ascetic, an Illusion; targeted, it is sacrificed."""
    s = scenario()
    s.battlefield(P1, TROLL)
    s.lands(P0, "Island", "Island")
    image = s.hand(P0, PHANTASMAL_IMAGE)
    s.cast(P0, image)
    s.resolve()
    (copy,) = [o for o in s.game.players[P0].battlefield if not o.info.is_land]
    assert copy.card.name == "Troll Ascetic" and "Illusion" in copy.card.subtypes
    assert s.game.power(copy) == 3 and copy.info.abilities  # its regeneration too
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, SHOCK), targets=[copy])
    s.resolve()
    assert "Phantasmal Image" in s.names(P0, Zone.GRAVEYARD)  # its own card again (CR 400.7)
    assert s.zone(copy) is not Zone.BATTLEFIELD


def test_clone_with_nothing_to_copy_enters_as_itself(scenario):
    """CR 707.9: no creature: it enters as itself (a 0/0, put into the graveyard, CR 704.5f)."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    image = s.hand(P0, PHANTASMAL_IMAGE)
    s.cast(P0, image)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Phantasmal Image"]


def test_phyrexian_metamorph_is_an_artifact_copy(scenario):
    """CR 707.9b: a copy of a creature that is an artifact in addition."""
    s = scenario()
    s.battlefield(P1, BEARS)
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, METAMORPH))
    s.resolve()
    (copy,) = [o for o in s.game.players[P0].battlefield if not o.info.is_land]
    assert copy.card.name == "Grizzly Bears" and copy.card.types == (
        CardType.CREATURE | CardType.ARTIFACT
    )


def test_zealous_persecution_pumps_and_shrinks(scenario):
    """CR 611.2a: +1/+1 to your creatures, -1/-1 to theirs (a 0/2 survives as -1/1)."""
    s = scenario()
    mine = s.battlefield(P0, BEARS)
    theirs = s.battlefield(P1, WALKER)
    elf = s.battlefield(
        P1, compile_text("Llanowar Elves", "{G}", "Creature — Elf Druid", "", pt=("1", "1"))
    )
    s.lands(P0, "Plains", "Swamp")
    s.cast(P0, s.hand(P0, ZEALOUS))
    s.resolve()
    assert s.game.power(mine) == 3 and s.game.toughness(theirs) == 1
    assert s.zone(elf) is Zone.GRAVEYARD


OB_NIXILIS = compile_text(
    "Ob Nixilis Reignited",
    "{3}{B}{B}",
    "Legendary Planeswalker — Ob Nixilis",
    "+1: You draw a card and you lose 1 life.\n−3: Destroy target creature.\n−8: Target "
    'opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',
    loyalty="5",
)
CHANDRA_ULT = compile_text(
    "Chandra, Torch of Defiance",
    "{2}{R}{R}",
    "Legendary Planeswalker — Chandra",
    '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any '
    'target."',
    loyalty="4",
)


def test_triggered_emblems_compile():
    """CR 114.4: an emblem's triggered ability; CR 114.2: a target opponent gets it."""
    from deckstats.cards.emblems import GetEmblem
    from deckstats.cards.targets import Ref, Target

    assert OB_NIXILIS.unparsed == () and CHANDRA_ULT.unparsed == ()
    ob = OB_NIXILIS.abilities[-1].effect[0]
    assert isinstance(ob, GetEmblem) and isinstance(ob.player, Target)
    assert len(ob.triggers) == 1 and ob.statics == ()
    ch = CHANDRA_ULT.abilities[-1].effect[0]
    assert isinstance(ch, GetEmblem) and ch.player == Ref.YOU and len(ch.triggers) == 1


def test_ob_nixilis_emblem_punishes_every_draw_of_its_owner(scenario):
    """CR 114.2, 114.4: the opponent's emblem makes them lose 2 life per card any player draws."""
    s = scenario()
    ob = s.battlefield(P0, OB_NIXILIS)
    ob.counters = {"loyalty": 8}
    s.library(P0, "Swamp", "Swamp")
    s.library(P1, "Island", "Island")
    s.activate(P0, ob, 2, targets=[P1])
    s.resolve()
    (emblem,) = [o for o in s.game.trigger_sources if o.zone is Zone.COMMAND]
    assert emblem.controller == P1 and emblem.card.name == "Ob Nixilis Reignited emblem"
    s.game.draw(P0)
    s.resolve()
    s.game.draw(P1)
    s.resolve()
    assert s.game.players[P1].life == 16 and s.game.players[P0].life == 20


def test_chandra_emblem_deals_5_whenever_its_owner_casts(scenario):
    """CR 114.4: "this emblem deals 5 damage to any target" as a spell is cast."""
    s = scenario()
    ch = s.battlefield(P0, CHANDRA_ULT)
    ch.counters = {"loyalty": 7}
    s.activate(P0, ch, 0)
    s.resolve()
    s.lands(P0, "Mountain")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.cast(P0, s.hand(P0, SHOCK), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 13


LILIANA = compile_text(
    "Liliana, the Last Hope",
    "{1}{B}{B}",
    "Legendary Planeswalker — Liliana",
    "+1: Up to one target creature gets -2/-1 until your next turn.\n−2: Mill two cards, then "
    "you may return a creature card from your graveyard to your hand.\n−7: You get an emblem "
    'with "At the beginning of your end step, create X 2/2 black Zombie creature tokens, where '
    'X is two plus the number of Zombies you control."',
    loyalty="3",
)
RAKDOS_CHARM = compile_text(
    "Rakdos Charm",
    "{B}{R}",
    "Instant",
    "Choose one —\n• Exile target player's graveyard.\n• Destroy target artifact.\n• Each "
    "creature deals 1 damage to its controller.",
)


def test_liliana_and_rakdos_charm_compile():
    """Liliana's +1 (CR 611.2b) and -7 (an emblem, CR 114.4); Rakdos Charm's third mode."""
    from deckstats.cards.effects_stat import CreaturesDamageControllers, PumpUntilNextTurn

    assert LILIANA.unparsed == () and RAKDOS_CHARM.unparsed == ()
    plus = LILIANA.abilities[0].effect[0]
    assert isinstance(plus, PumpUntilNextTurn) and (plus.power, plus.toughness) == (-2, -1)
    assert plus.target.up_to
    assert RAKDOS_CHARM.spell[0].modes[2] == (CreaturesDamageControllers(1),)


def test_liliana_plus_one_lasts_until_her_controllers_next_turn(scenario):
    """CR 611.2b: -2/-1 through both cleanup steps; it ends as her controller's turn begins."""
    s = scenario()
    lili = s.battlefield(P0, LILIANA)
    bears = s.battlefield(P1, BEARS)
    s.library(P0, *["Swamp"] * 5)
    s.library(P1, *["Forest"] * 5)
    s.activate(P0, lili, 0, targets=[bears])
    s.resolve()
    assert (s.game.power(bears), s.game.toughness(bears)) == (0, 1)
    s.cleanup()
    assert (s.game.power(bears), s.game.toughness(bears)) == (0, 1)
    s.next_turn()  # the opponent's whole turn, its cleanup step included
    assert (s.game.power(bears), s.game.toughness(bears)) == (0, 1)
    s.game.active = P0
    from deckstats.engine.stat_effects import expire_pumps

    expire_pumps(s.game)  # as P0's next turn begins (engine.turn.take_turn)
    s.cleanup()
    assert (s.game.power(bears), s.game.toughness(bears)) == (2, 2)


def test_rakdos_charm_each_creature_damages_its_controller(scenario):
    """CR 120.3: each creature deals 1 damage to its controller (a player, not itself)."""
    s = scenario()
    s.battlefield(P0, BEARS)
    elf = s.battlefield(
        P1, compile_text("Llanowar Elves", "{G}", "Creature — Elf Druid", "", pt=("1", "1"))
    )
    s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Mountain")
    s.cast(P0, s.hand(P0, RAKDOS_CHARM), modes=(2,))
    s.resolve()
    assert s.game.players[P0].life == 19 and s.game.players[P1].life == 18
    assert s.zone(elf) is Zone.BATTLEFIELD and elf.damage == 0
